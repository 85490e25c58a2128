package engine

// This file is the solver's entry point for the generator: "does this
// puzzle have a solution in which this cell does not hold this digit?". The
// generator asks it for every clue it tries to remove, so it reuses one
// search and allocates nothing.

// hasOtherSolution reports whether puzzle, a valid grid, has a solution in
// which cell does not hold digit notDigit (1..9); the first one found is
// left in s.solution. exhausted is true when maxGuesses ran out before an
// answer, and found is then false. The answer does not depend on the order
// of the search, only on the puzzle, so any exact solver gives the same one.
//
// It panics if puzzle breaks the rules: the generator only asks about
// subsets of a solution grid.
func (s *search) hasOtherSolution(puzzle *Grid, cell int, notDigit uint8, maxGuesses int64) (found, exhausted bool) {
	if v := puzzle[cell]; v != 0 {
		if v == notDigit {
			return false, false
		}
		notDigit = 0 // a given other digit: any solution will do
	}
	n := &s.stack[0]
	if !n.load(puzzle) {
		panic("sudoku: hasOtherSolution on an invalid grid " + puzzle.String())
	}
	if notDigit != 0 {
		b, p := cell/27, cell%27
		n.cand[3*int(notDigit-1)+b] &^= 1 << p
	}
	s.count, s.limit = 0, 1
	s.guesses, s.maxGuesses = 0, max(maxGuesses, 1)
	if !s.explore() {
		return false, true
	}
	return s.count > 0, false
}
