package engine

// This file spares the generator most ratings of puzzles far below its band:
// a quick test that the basic techniques (singles, and optionally locked
// candidates) solve the puzzle, which bounds its rating from above.
//
// Why the bound holds: the basic techniques only need facts that stay true
// as candidates go (a cell left one digit, a digit left one place in a unit,
// a box's digit confined to one line or a line's to one box), so applying
// them until none applies ends in the same or a more solved grid from any
// state with fewer candidates. Each state the rating goes through has fewer
// candidates than the puzzle's (its steps agree with the solution), so when
// the basics solve the puzzle, one of them applies in every unsolved state
// of the rating, and the simplest step there is rated at most the dearest
// basic technique: Naked Single (2.3) for singles, Claiming (2.8) with
// locked candidates.

// basicsBound returns the upper bound of the rating that the basics prove
// when they solve a puzzle, with or without locked candidates.
func basicsBound(locked bool) int {
	r := max(TechFullHouse.BaseRating(), TechHiddenSingleBox.BaseRating(),
		TechHiddenSingleLine.BaseRating(), TechNakedSingle.BaseRating())
	if locked {
		r = max(r, TechPointing.BaseRating(), TechClaiming.BaseRating())
	}
	return r
}

// solvedBySingles reports whether naked and hidden singles solve puzzle p,
// which must have a solution; stack[0].grid then holds it.
func (s *genSolver) solvedBySingles(p *Grid) bool {
	return s.start(p, -1, 0) && s.stack[0].left == 0
}

// solvedByLocking reports whether singles and locked candidates solve the
// puzzle whose givens are g, which must have a solution: the propagation of
// the general solver's nodes applies exactly these (see node.update; its
// band and stack rules are the box/line interactions). n then holds the
// solution.
func solvedByLocking(g *givenBits, n *node) bool {
	n.start(g)
	status, _, _ := n.propagate(allBitmaps, true)
	return status == solved
}
