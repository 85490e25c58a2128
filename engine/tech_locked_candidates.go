package engine

import "math/bits"

// Locked candidates, the intersections of a box and a line: Pointing (SE
// 2.6), a box's digit confined to one row or column, and Claiming (SE 2.8), a
// line's digit confined to one box.

var (
	techPointing = techSpec{
		Tech:    TechPointing,
		Rating:  26,
		Find:    (*logicGrid).findPointing,
		Explain: (*Step).explainLockedCandidates,
	}
	techClaiming = techSpec{
		Tech:    TechClaiming,
		Rating:  28,
		Find:    (*logicGrid).findClaiming,
		Explain: (*Step).explainLockedCandidates,
	}
)

// findPointing finds a box whose candidates for a digit all lie in one row
// or column, which then loses the digit outside the box.
func (s *logicGrid) findPointing(st *Step) bool {
	for b := 18; b < 27; b++ {
		for d := 1; d <= 9; d++ {
			m := s.pos[b][d-1]
			if popcount(m) < 2 {
				continue
			}
			first := int(unitCells[b][bits.TrailingZeros16(m)])
			for _, line := range [2]int{RowOf(first), 9 + ColOf(first)} {
				if !s.allInUnit(b, m, line) {
					continue
				}
				if s.tryLocked(st, TechPointing, d, b, m, line) {
					return true
				}
			}
		}
	}
	return false
}

// findClaiming finds a row or column whose candidates for a digit all lie
// in one box, which then loses the digit outside the line.
func (s *logicGrid) findClaiming(st *Step) bool {
	for line := 0; line < 18; line++ {
		for d := 1; d <= 9; d++ {
			m := s.pos[line][d-1]
			if popcount(m) < 2 {
				continue
			}
			box := 18 + BoxOf(int(unitCells[line][bits.TrailingZeros16(m)]))
			if !s.allInUnit(line, m, box) {
				continue
			}
			if s.tryLocked(st, TechClaiming, d, line, m, box) {
				return true
			}
		}
	}
	return false
}

// allInUnit reports whether the cells of unit u selected by m all belong to
// unit v.
func (s *logicGrid) allInUnit(u int, m uint16, v int) bool {
	for ; m != 0; m &= m - 1 {
		c := int(unitCells[u][bits.TrailingZeros16(m)])
		if !cellInUnit(c, v) {
			return false
		}
	}
	return true
}

// cellInUnit reports whether cell c belongs to unit u.
func cellInUnit(c, u int) bool {
	return int(cellUnits[c][0]) == u || int(cellUnits[c][1]) == u || int(cellUnits[c][2]) == u
}

// tryLocked builds an intersection step: digit d of unit u (positions m) is
// confined to unit v, so it leaves the rest of v.
func (s *logicGrid) tryLocked(st *Step, t Technique, d, u int, m uint16, v int) bool {
	bit := uint16(1) << (d - 1)
	found := false
	for _, c := range unitCells[v] {
		if s.cand[c]&bit != 0 && !cellInUnit(int(c), u) {
			if !found {
				st.reset(t)
				found = true
			}
			st.Removed[c] |= bit
		}
	}
	if !found {
		return false
	}
	st.Digits = bit
	st.unit, st.cover = uint8(u), uint8(v)
	st.addUnit(u)
	st.addUnit(v)
	st.addUnitCells(u, m)
	return true
}

// explainLockedCandidates explains a pointing or claiming step.
func (s *Step) explainLockedCandidates(dst []byte) []byte {
	d := lowDigit(s.Digits | 1<<15)
	dst = append(dst, "in "...)
	dst = appendUnit(dst, int(s.unit))
	dst = append(dst, ", "...)
	dst = appendDigit(dst, d)
	dst = append(dst, " can only go in "...)
	dst = appendCells(dst, s.PatternCells(), " and ")
	dst = append(dst, ", which all lie in "...)
	dst = appendUnit(dst, int(s.cover))
	dst = append(dst, "; so "...)
	dst = appendDigit(dst, d)
	dst = append(dst, " cannot be anywhere else in "...)
	dst = appendUnit(dst, int(s.cover))
	dst = append(dst, ". "...)
	return appendRemovals(dst, s)
}
