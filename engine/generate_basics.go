package engine

import "math/bits"

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

// basicsBound returns the upper bound of the rating that solvedByBasics
// proves with or without locked candidates.
func basicsBound(locked bool) int {
	r := max(TechFullHouse.BaseRating(), TechHiddenSingleBox.BaseRating(),
		TechHiddenSingleLine.BaseRating(), TechNakedSingle.BaseRating())
	if locked {
		r = max(r, TechPointing.BaseRating(), TechClaiming.BaseRating())
	}
	return r
}

// solvedByBasics reports whether naked and hidden singles, and with locked
// set also locked candidates, solve puzzle p, which must have a solution.
// It uses stack[0].
func (s *genSolver) solvedByBasics(p *Grid, locked bool) bool {
	if !s.start(p, -1, 0) {
		return false
	}
	b := &s.stack[0]
	for b.left > 0 {
		if !locked || !s.lockCandidates(b) || !s.propagate(b) {
			return false
		}
	}
	return true
}

// lockCandidates applies every locked candidates elimination it finds on b:
// a digit whose candidates in a box lie in one row or column leaves the
// rest of that line, and one whose candidates in a row or column lie in
// one box leaves the rest of the box. It reports whether any candidate
// went; the naked singles it makes are queued.
func (s *genSolver) lockCandidates(b *genBoard) bool {
	changed := false
	for band := range 3 {
		for stack := range 3 {
			// seg[0][k] is the candidates of row k of the box (band,
			// stack), seg[1][k] those of its column k.
			var seg [2][3]uint16
			for r := range 3 {
				for c := range 3 {
					m := b.cand[(3*band+r)*9+3*stack+c]
					seg[0][r] |= m
					seg[1][c] |= m
				}
			}
			for dir := range 2 {
				for k := range 3 {
					others := seg[dir][(k+1)%3] | seg[dir][(k+2)%3]
					// Pointing: only in line k of the box; the line's
					// other cells lose them.
					if m := seg[dir][k] &^ others; m != 0 {
						changed = s.clearLine(b, dir, band, stack, k, m) || changed
					}
				}
			}
		}
	}
	// Claiming: a line's digit in one box only leaves the box's other lines.
	for dir := range 2 {
		for line := range 9 {
			var seg [3]uint16
			for j := range 3 {
				for c := range 3 {
					seg[j] |= b.cand[lineCell(dir, line, 3*j+c)]
				}
			}
			for j := range 3 {
				m := seg[j] &^ (seg[(j+1)%3] | seg[(j+2)%3])
				if m == 0 {
					continue
				}
				band, stack := line/3, j
				if dir == 1 {
					band, stack = j, line/3
				}
				for k := range 3 {
					if k != line%3 {
						changed = s.clearSegment(b, dir, band, stack, k, m) || changed
					}
				}
			}
		}
	}
	return changed
}

// lineCell is cell i of row line (dir 0) or column line (dir 1).
func lineCell(dir, line, i int) int {
	if dir == 0 {
		return line*9 + i
	}
	return i*9 + line
}

// clearLine removes the digits of m from line k (a row for dir 0, a column
// for dir 1) of the box (band, stack) outside that box. It reports whether
// any went.
func (s *genSolver) clearLine(b *genBoard, dir, band, stack, k int, m uint16) bool {
	line, box := 3*band+k, stack
	if dir == 1 {
		line, box = 3*stack+k, band
	}
	changed := false
	for i := range 9 {
		if i/3 != box {
			changed = s.eliminate(b, lineCell(dir, line, i), m) || changed
		}
	}
	return changed
}

// clearSegment removes the digits of m from the three cells of line k (as
// in clearLine) inside the box (band, stack). It reports whether any went.
func (s *genSolver) clearSegment(b *genBoard, dir, band, stack, k int, m uint16) bool {
	line, box := 3*band+k, stack
	if dir == 1 {
		line, box = 3*stack+k, band
	}
	changed := false
	for i := 3 * box; i < 3*box+3; i++ {
		changed = s.eliminate(b, lineCell(dir, line, i), m) || changed
	}
	return changed
}

// eliminate removes the digits of m from the candidates of cell c, marking
// its units for the hidden single scan and queueing it when it is left a
// single candidate. It reports whether any went.
func (s *genSolver) eliminate(b *genBoard, c int, m uint16) bool {
	old := b.cand[c]
	if old&m == 0 {
		return false
	}
	left := old &^ m
	b.cand[c] = left
	s.dirty |= cellUnitBits[c]
	if bits.OnesCount16(left) <= 1 && s.qlen < len(s.queue) {
		s.queue[s.qlen] = uint8(c)
		s.qlen++
	}
	return true
}
