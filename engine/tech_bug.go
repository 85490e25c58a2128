package engine

import "math/bits"

// The bivalue universal grave: BUG+1 (SE 5.6) and BUG type 2 (SE 5.7). Like
// the unique rectangles, it assumes the puzzle has exactly one solution,
// which Hint and Rate check first.

var (
	techBUG = techSpec{
		Tech:       TechBUG,
		Rating:     56,
		Find:       (*logicGrid).findBUGPlus1,
		Explain:    (*Step).explainBUG,
		Uniqueness: true,
	}
	techBUG2 = techSpec{
		Tech:       TechBUG2,
		Rating:     57,
		Find:       (*logicGrid).findBUG2,
		Explain:    (*Step).explainBUG2,
		Uniqueness: true,
	}
)

func (s *logicGrid) findBUGPlus1(st *Step) bool { return s.findBUG(st, false) }
func (s *logicGrid) findBUG2(st *Step) bool     { return s.findBUG(st, true) }

// findBUG finds a bivalue universal grave with extra digit x: every empty
// cell has two candidates except some "bug cells" with three that all hold
// x, and without x in them every digit would have two places in each unit.
// Such a grid would have two solutions, so some bug cell is x: with one bug
// cell, it is x (BUG+1, SE 5.6); with several, no cell seeing them all is x
// (BUG type 2, SE 5.7). type2 selects which to look for.
func (s *logicGrid) findBUG(st *Step, type2 bool) bool {
	var bug [NumCells]bool
	nbug := 0
	common := uint16(allDigits)
	for c := 0; c < NumCells; c++ {
		if s.grid[c] != 0 {
			continue
		}
		switch popcount(s.cand[c]) {
		case 2:
		case 3:
			bug[c] = true
			nbug++
			common &= s.cand[c]
		default:
			return false
		}
	}
	if nbug == 0 || (nbug == 1) == type2 || common == 0 {
		return false
	}
	for m := common; m != 0; m &= m - 1 {
		x := uint16(1) << bits.TrailingZeros16(m)
		if !s.isBUGWithout(&bug, x) {
			continue
		}
		if nbug == 1 {
			for c := range bug {
				if bug[c] {
					st.reset(TechBUG)
					st.place(c, lowDigit(x))
					st.Digits = x
					st.addCell(c)
					return true
				}
			}
		}
		found := false
		for c := 0; c < NumCells; c++ {
			if bug[c] || s.cand[c]&x == 0 {
				continue
			}
			all := true
			for b := range bug {
				if bug[b] && !sees(c, b) {
					all = false
					break
				}
			}
			if !all {
				continue
			}
			if !found {
				st.reset(TechBUG2)
				found = true
			}
			st.Removed[c] |= x
		}
		if found {
			st.Digits = x
			for b := range bug {
				if bug[b] {
					st.addCell(b)
				}
			}
			return true
		}
	}
	return false
}

// isBUGWithout reports whether removing digit x from the bug cells leaves
// every digit with zero or two places in every unit.
func (s *logicGrid) isBUGWithout(bug *[NumCells]bool, x uint16) bool {
	for u := range unitCells {
		var once, twice, thrice uint16
		for _, c := range unitCells[u] {
			m := s.cand[c]
			if bug[c] {
				m &^= x
			}
			thrice |= twice & m
			twice |= once & m
			once |= m
		}
		if thrice != 0 || once != twice {
			return false
		}
	}
	return true
}

// explainBUG explains a BUG+1.
func (s *Step) explainBUG(dst []byte) []byte {
	dst = append(dst, "every other empty cell has two candidates and every digit two places in each unit; if "...)
	dst = appendCell(dst, s.Cell)
	dst = append(dst, " were not "...)
	dst = appendDigit(dst, s.Digit)
	dst = append(dst, " the puzzle would have two solutions, so it is "...)
	dst = appendDigit(dst, s.Digit)
	return append(dst, '.')
}

// explainBUG2 explains a BUG of type 2.
func (s *Step) explainBUG2(dst []byte) []byte {
	dst = append(dst, "without "...)
	dst = appendDigits(dst, s.Digits, " or ")
	dst = append(dst, " in "...)
	dst = appendCells(dst, s.PatternCells(), " and ")
	dst = append(dst, ", every empty cell would have two candidates and every digit two places in each unit, which allows two solutions; so one of those cells is "...)
	dst = appendDigits(dst, s.Digits, " or ")
	dst = append(dst, ". "...)
	return appendRemovals(dst, s)
}
