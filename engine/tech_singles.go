package engine

import "math/bits"

// Singles: full house, hidden single, naked single; and the intersections
// (pointing and claiming).

// findFullHouse finds a unit with exactly one empty cell.
func (s *logicGrid) findFullHouse(st *Step) bool {
	for _, u := range singleUnitOrder {
		free := -1
		n := 0
		for _, c := range unitCells[u] {
			if s.grid[c] == 0 {
				free = int(c)
				n++
			}
		}
		if n != 1 {
			continue
		}
		missing := allDigits &^ s.placed[u]
		if popcount(missing) != 1 || s.cand[free]&missing == 0 {
			continue
		}
		st.reset(TechFullHouse)
		st.place(free, lowDigit(missing))
		st.Digits = missing
		st.unit = uint8(u)
		st.addUnit(u)
		st.addCell(free)
		return true
	}
	return false
}

// singleUnitOrder is the order singles are looked for in: boxes, then
// columns, then rows (as Sudoku Explainer does).
var singleUnitOrder = func() (o [27]int) {
	for i := 0; i < 9; i++ {
		o[i], o[9+i], o[18+i] = 18+i, 9+i, i
	}
	return
}()

// findHiddenSingle finds a digit with one place left in a box (boxes true)
// or in a row or column (boxes false).
func (s *logicGrid) findHiddenSingle(st *Step, boxes bool) bool {
	units := singleUnitOrder[9:]
	tech := TechHiddenSingleLine
	if boxes {
		units = singleUnitOrder[:9]
		tech = TechHiddenSingleBox
	}
	for _, u := range units {
		for d := 1; d <= 9; d++ {
			m := s.pos[u][d-1]
			if m == 0 || m&(m-1) != 0 {
				continue
			}
			c := int(unitCells[u][bits.TrailingZeros16(m)])
			st.reset(tech)
			st.place(c, d)
			st.Digits = 1 << (d - 1)
			st.unit = uint8(u)
			st.addUnit(u)
			st.addCell(c)
			return true
		}
	}
	return false
}

// findNakedSingle finds a cell with one candidate.
func (s *logicGrid) findNakedSingle(st *Step) bool {
	for c, m := range s.cand {
		if s.grid[c] == 0 && m != 0 && m&(m-1) == 0 {
			st.reset(TechNakedSingle)
			st.place(c, lowDigit(m))
			st.Digits = m
			st.addCell(c)
			return true
		}
	}
	return false
}

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
