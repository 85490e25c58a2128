package engine

import "math/bits"

// W-Wing (extended catalogue; HoDoKu 3200): two cells with the same two
// candidates {x,y} that do not see each other, and a unit where x has only
// two places, one seeing each cell. One of the two cells must be y (were
// both x, the unit would have no x), so y leaves every cell that sees both.
// Sudoku Explainer finds the same eliminations only as a chain and has no
// rating of its own for the pattern.

var techWWing = techSpec{
	Tech:          TechWWing,
	Find:          (*logicGrid).findWWing,
	Explain:       (*Step).explainWWing,
	ExtendedOrder: 3200,
	ExtendedOnly:  true,
}

// findWWing looks at every pair of bivalue cells with the same digits that
// do not see each other, and for each of the two digits as x, at every unit
// where x is a conjugate pair whose ends see one cell each.
func (s *logicGrid) findWWing(st *Step) bool {
	for a := 0; a < NumCells; a++ {
		m := s.cand[a]
		if s.grid[a] != 0 || popcount(m) != 2 {
			continue
		}
		for b := a + 1; b < NumCells; b++ {
			if s.cand[b] != m || s.grid[b] != 0 || sees(a, b) {
				continue
			}
			both := peerSet[a].and(peerSet[b])
			for xm := m; xm != 0; xm &= xm - 1 {
				x := bits.TrailingZeros16(xm) + 1
				y := lowDigit(m &^ (1 << (x - 1)))
				victims := both.and(s.digitCells(y))
				if victims.empty() {
					continue
				}
				for u := 0; u < 27; u++ {
					if popcount(s.pos[u][x-1]) != 2 {
						continue
					}
					p := s.pos[u][x-1]
					e1 := int(unitCells[u][bits.TrailingZeros16(p)])
					e2 := int(unitCells[u][15-bits.LeadingZeros16(p)])
					if e1 == a || e1 == b || e2 == a || e2 == b {
						continue
					}
					if !(sees(e1, a) && sees(e2, b)) && !(sees(e1, b) && sees(e2, a)) {
						continue
					}
					if !(sees(e1, a) && sees(e2, b)) {
						e1, e2 = e2, e1
					}
					st.reset(TechWWing)
					for c := victims.nextCell(0); c >= 0; c = victims.nextCell(c + 1) {
						st.Removed[c] = 1 << (y - 1)
					}
					st.Digits = m
					st.unit = uint8(u)
					st.addUnit(u)
					for _, c := range [4]int{a, e1, e2, b} {
						st.addCell(c)
					}
					return true
				}
			}
		}
	}
	return false
}

// explainWWing explains a W-Wing: the cells are the first wing, the strong
// link's ends (the first seeing the first wing) and the second wing.
func (s *Step) explainWWing(dst []byte) []byte {
	a, e1, e2, b := int(s.cells[0]), int(s.cells[1]), int(s.cells[2]), int(s.cells[3])
	y := lowDigit(s.removedDigits() | 1<<15)
	x := lowDigit(s.Digits &^ (1 << (y - 1)))
	dst = appendCell(dst, a)
	dst = append(dst, " and "...)
	dst = appendCell(dst, b)
	dst = append(dst, " both hold only "...)
	dst = appendDigits(dst, s.Digits, " and ")
	dst = append(dst, ", and in "...)
	dst = appendUnit(dst, int(s.unit))
	dst = append(dst, ' ')
	dst = appendDigit(dst, x)
	dst = append(dst, " can only go in "...)
	dst = appendCell(dst, e1)
	dst = append(dst, " (which sees "...)
	dst = appendCell(dst, a)
	dst = append(dst, ") or "...)
	dst = appendCell(dst, e2)
	dst = append(dst, " (which sees "...)
	dst = appendCell(dst, b)
	dst = append(dst, "). So "...)
	dst = appendCell(dst, a)
	dst = append(dst, " and "...)
	dst = appendCell(dst, b)
	dst = append(dst, " cannot both be "...)
	dst = appendDigit(dst, x)
	dst = append(dst, ": one of them is "...)
	dst = appendDigit(dst, y)
	dst = append(dst, ", and a cell that sees both cannot be "...)
	dst = appendDigit(dst, y)
	dst = append(dst, ". "...)
	return appendRemovals(dst, s)
}
