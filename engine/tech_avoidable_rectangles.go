package engine

// Avoidable rectangles (extended catalogue; HoDoKu 4020 and 4030): a
// rectangle over two boxes whose corners are not givens, some already
// solved by the player. The solution cannot hold two digits a and b
// crosswise in four such corners (they could swap for a second solution),
// so the unsolved corners cannot complete that pattern.
//   - Type 1: three corners hold a, b and b (a and b crosswise); the fourth
//     cannot be a.
//   - Type 2: two corners hold a and b; the two others hold only b and x,
//     and a and x (the same x). One of them is x, so x leaves the cells
//     that see both.
// Only Hint knows which digits are the player's: FindStep takes every
// digit as a given, and the avoidable rectangles then never apply. Sudoku
// Explainer has no such technique.

var (
	techAvoidableRectangle1 = techSpec{
		Tech:          TechAvoidableRectangle1,
		Find:          (*logicGrid).findAvoidableRectangle1,
		Explain:       (*Step).explainAvoidableRectangle,
		ExtendedOrder: 4020,
		Uniqueness:    true,
		ExtendedOnly:  true,
	}
	techAvoidableRectangle2 = techSpec{
		Tech:          TechAvoidableRectangle2,
		Find:          (*logicGrid).findAvoidableRectangle2,
		Explain:       (*Step).explainAvoidableRectangle,
		ExtendedOrder: 4030,
		Uniqueness:    true,
		ExtendedOnly:  true,
	}
)

// playerRects calls f with each rectangle over two boxes whose corners
// c0 and c1 (one box, one row or column) hold digits the player placed,
// with c2 on the other line through c0 and c3 through c1, until f returns
// true.
func (s *logicGrid) playerRects(f func(c [4]int) bool) bool {
	for c0 := 0; c0 < NumCells; c0++ {
		if s.grid[c0] == 0 || s.givens.has(c0) {
			continue
		}
		r0, col0 := RowOf(c0), ColOf(c0)
		for _, p := range peers[c0] {
			c1 := int(p)
			if BoxOf(c1) != BoxOf(c0) || (RowOf(c1) != r0 && ColOf(c1) != col0) {
				continue
			}
			if s.grid[c1] == 0 || s.givens.has(c1) {
				continue
			}
			byRow := RowOf(c1) == r0
			for k := 0; k < 9; k++ {
				var c2, c3 int
				if byRow {
					if k/3 == r0/3 {
						continue
					}
					c2, c3 = k*9+col0, k*9+ColOf(c1)
				} else {
					if k/3 == col0/3 {
						continue
					}
					c2, c3 = r0*9+k, RowOf(c1)*9+k
				}
				if s.givens.has(c2) || s.givens.has(c3) {
					continue
				}
				if f([4]int{c0, c1, c2, c3}) {
					return true
				}
			}
		}
	}
	return false
}

// startAvoidable begins an avoidable rectangle step.
func (st *Step) startAvoidable(t Technique, s *logicGrid, c [4]int) {
	st.reset(t)
	st.Digits = 1<<(s.grid[c[0]]-1) | 1<<(s.grid[c[1]]-1)
	for _, k := range [4]int{0, 1, 3, 2} {
		st.addCell(c[k])
	}
}

// findAvoidableRectangle1: c0 = a and c1 = b (placed by the player), c2 =
// b (placed by the player): c3 cannot be a.
func (s *logicGrid) findAvoidableRectangle1(st *Step) bool {
	return s.playerRects(func(c [4]int) bool {
		a, b := s.grid[c[0]], s.grid[c[1]]
		if s.grid[c[2]] != b || s.grid[c[3]] != 0 || s.cand[c[3]]&(1<<(a-1)) == 0 {
			return false
		}
		st.startAvoidable(TechAvoidableRectangle1, s, c)
		st.Removed[c[3]] = 1 << (a - 1)
		return true
	})
}

// findAvoidableRectangle2: c0 = a, c1 = b, c2 holds only b and x, c3 only
// a and x: one of c2, c3 is x.
func (s *logicGrid) findAvoidableRectangle2(st *Step) bool {
	return s.playerRects(func(c [4]int) bool {
		a, b := uint16(1)<<(s.grid[c[0]]-1), uint16(1)<<(s.grid[c[1]]-1)
		m2, m3 := s.cand[c[2]], s.cand[c[3]]
		if s.grid[c[2]] != 0 || s.grid[c[3]] != 0 || popcount(m2) != 2 || popcount(m3) != 2 || m2&b == 0 || m3&a == 0 {
			return false
		}
		x := m2 &^ b
		if m3&^a != x {
			return false
		}
		st.startAvoidable(TechAvoidableRectangle2, s, c)
		return s.removeSeenByAll(st, x, c[2:])
	})
}

// explainAvoidableRectangle explains an avoidable rectangle.
func (s *Step) explainAvoidableRectangle(dst []byte) []byte {
	dst = append(dst, "the cells "...)
	dst = appendCells(dst, s.PatternCells(), ", ")
	dst = append(dst, " form a rectangle over two boxes with no given; were "...)
	dst = appendDigits(dst, s.Digits, " and ")
	dst = append(dst, " crosswise in all four, they could swap for a second solution. "...)
	if s.Technique == TechAvoidableRectangle1 {
		dst = append(dst, "Three corners already hold them, so the fourth cannot complete the pattern. "...)
	} else {
		x := s.removedDigits()
		dst = append(dst, "The two unsolved corners would complete it unless one of them is "...)
		dst = appendDigits(dst, x, " or ")
		dst = append(dst, ", so a cell that sees both cannot be "...)
		dst = appendDigits(dst, x, " or ")
		dst = append(dst, ". "...)
	}
	return appendRemovals(dst, s)
}
