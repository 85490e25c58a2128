package engine

// Empty Rectangle (rated 4.2 by Sukaku Explainer, with the Turbot Fish): a
// box's digit in one row and one column, joined to a strong link.

var techEmptyRectangle = techSpec{
	Tech:   TechEmptyRectangle,
	Rating: 42,
	// Tried right after the two-link chains, before the XY-Wing of the
	// same rating.
	Tie:     -1,
	Find:    (*logicGrid).findEmptyRectangle,
	Explain: (*Step).explainEmptyRectangle,
}

// findEmptyRectangle finds an empty rectangle (Sukaku Explainer rates it
// 4.2, with the Turbot Fish): in box b, digit d lies only
// in row r and column c (in both, not all in one); a strong link of d in a
// column c' outside the box, one end x in row r, the other y in row r2
// outside the box's rows. If y is not d then x is, so the box's d is not in
// row r and lies in column c: either way (r2, c) cannot be d. The same with
// rows and columns swapped.
func (s *logicGrid) findEmptyRectangle(st *Step) bool {
	for d := 1; d <= 9; d++ {
		bit := uint16(1) << (d - 1)
		for b := 0; b < 9; b++ {
			m := s.pos[18+b][d-1]
			if popcount(m) < 2 {
				continue
			}
			br, bc := (b/3)*3, (b%3)*3
			for rr := 0; rr < 3; rr++ {
				for cc := 0; cc < 3; cc++ {
					// cells of the box in row br+rr or column bc+cc
					// Positions k in the box are row k/3, column k%3.
					rowMask, colMask := uint16(7)<<(3*rr), uint16(0x49)<<cc
					if m&^(rowMask|colMask) != 0 {
						continue
					}
					rowPart, colPart := m&rowMask&^colMask, m&colMask&^rowMask
					if rowPart == 0 || colPart == 0 {
						continue
					}
					r, c := br+rr, bc+cc
					if s.tryEmptyRectangle(st, d, bit, b, r, c, false) || s.tryEmptyRectangle(st, d, bit, b, r, c, true) {
						return true
					}
				}
			}
		}
	}
	return false
}

// tryEmptyRectangle looks for the strong link of an empty rectangle of box
// b crossing at row r and column c: in a column outside the box (or, with
// swap, in a row), one end in row r (column c).
func (s *logicGrid) tryEmptyRectangle(st *Step, d int, bit uint16, b, r, c int, swap bool) bool {
	br, bc := (b/3)*3, (b%3)*3
	for k := 0; k < 9; k++ {
		var u int
		if !swap {
			if k >= bc && k < bc+3 {
				continue
			}
			u = 9 + k // column k
		} else {
			if k >= br && k < br+3 {
				continue
			}
			u = k // row k
		}
		m := s.pos[u][d-1]
		if popcount(m) != 2 {
			continue
		}
		p, q := int(unitCells[u][lowDigit(m)-1]), int(unitCells[u][lowDigit(m&(m-1))-1])
		for side := 0; side < 2; side++ {
			x, y := p, q
			if side == 1 {
				x, y = q, p
			}
			var target int
			if !swap {
				if RowOf(x) != r || (RowOf(y) >= br && RowOf(y) < br+3) {
					continue
				}
				target = RowOf(y)*9 + c
			} else {
				if ColOf(x) != c || (ColOf(y) >= bc && ColOf(y) < bc+3) {
					continue
				}
				target = r*9 + ColOf(y)
			}
			if s.cand[target]&bit == 0 {
				continue
			}
			st.reset(TechEmptyRectangle)
			st.Digits = bit
			st.addUnit(18 + b)
			st.addUnit(u)
			st.addUnit(r)
			st.addUnit(9 + c)
			st.addUnitCells(18+b, s.pos[18+b][d-1])
			st.addCell(x)
			st.addCell(y)
			st.Removed[target] = bit
			return true
		}
	}
	return false
}

// explainEmptyRectangle explains an empty rectangle.
func (s *Step) explainEmptyRectangle(dst []byte) []byte {
	d := lowDigit(s.Digits | 1<<15)
	c := s.PatternCells()
	x, y := c[len(c)-2], c[len(c)-1]
	dst = append(dst, "in "...)
	dst = appendUnit(dst, int(s.units[0]))
	dst = append(dst, ", "...)
	dst = appendDigit(dst, d)
	dst = append(dst, " lies only in "...)
	dst = appendUnit(dst, int(s.units[2]))
	dst = append(dst, " and "...)
	dst = appendUnit(dst, int(s.units[3]))
	dst = append(dst, " ("...)
	dst = appendCells(dst, c[:len(c)-2], " and ")
	dst = append(dst, "), and "...)
	dst = appendUnit(dst, int(s.units[1]))
	dst = append(dst, " holds it only in "...)
	dst = appendCell(dst, int(x))
	dst = append(dst, " and "...)
	dst = appendCell(dst, int(y))
	dst = append(dst, ". If "...)
	dst = appendCell(dst, int(y))
	dst = append(dst, " is not "...)
	dst = appendDigit(dst, d)
	dst = append(dst, " then "...)
	dst = appendCell(dst, int(x))
	dst = append(dst, " is, and "...)
	dst = appendUnit(dst, int(s.units[0]))
	dst = append(dst, " must hold it outside "...)
	if RowOf(int(x)) == int(s.units[2]) {
		dst = appendUnit(dst, int(s.units[2]))
	} else {
		dst = appendUnit(dst, int(s.units[3]))
	}
	dst = append(dst, "; either way a cell that sees "...)
	dst = appendCell(dst, int(y))
	dst = append(dst, " and that part of the box cannot be "...)
	dst = appendDigit(dst, d)
	dst = append(dst, ". "...)
	return appendRemovals(dst, s)
}
