package engine

import "math/bits"

// Unique rectangles, types 1 to 4 (SE 4.5; type 3 4.6 to 4.8): two digits in
// the four cells of a rectangle over two boxes could swap for a second
// solution, so something breaks the pattern. They assume the puzzle has
// exactly one solution, which Hint and Rate check first.

var (
	techUniqueRectangle = techSpec{
		Tech:       TechUniqueRectangle,
		Rating:     45,
		Find:       (*logicGrid).findUniqueRectangle,
		Explain:    (*Step).explainUniqueRectangle,
		Uniqueness: true,
	}
	techUniqueRectangle2 = techSpec{
		Tech:       TechUniqueRectangle2,
		Rating:     45,
		Find:       (*logicGrid).findUniqueRectangle2,
		Explain:    (*Step).explainUniqueRectangleTypes,
		Uniqueness: true,
	}
	techUniqueRectangle4 = techSpec{
		Tech:       TechUniqueRectangle4,
		Rating:     45,
		Find:       (*logicGrid).findUniqueRectangle4,
		Explain:    (*Step).explainUniqueRectangleTypes,
		Uniqueness: true,
	}
	techUniqueRectangle3 = techSpec{
		Tech:       TechUniqueRectangle3,
		Rating:     46,
		MaxRating:  48,
		Find:       (*logicGrid).findUniqueRectangle3,
		Explain:    (*Step).explainUniqueRectangleTypes,
		Uniqueness: true,
	}
)

// rectangles calls f with the four cells of every rectangle that spans two
// rows, two columns and exactly two boxes, until f returns true.
func rectangles(f func(cells [4]int) bool) bool {
	for r1 := 0; r1 < 9; r1++ {
		for r2 := r1 + 1; r2 < 9; r2++ {
			for c1 := 0; c1 < 9; c1++ {
				for c2 := c1 + 1; c2 < 9; c2++ {
					if (r1/3 == r2/3) == (c1/3 == c2/3) {
						continue
					}
					if f([4]int{r1*9 + c1, r1*9 + c2, r2*9 + c1, r2*9 + c2}) {
						return true
					}
				}
			}
		}
	}
	return false
}

// rectanglePair returns the pair {a,b} that the rectangle's four empty cells
// all hold and that two or three of them hold exactly, with the cells that
// hold more ("extra" cells, in rectangle order), or ok false.
func (s *logicGrid) rectanglePair(cells [4]int) (pair uint16, extra [2]int, nExtra int, ok bool) {
	common := uint16(allDigits)
	for _, c := range cells {
		if s.grid[c] != 0 {
			return 0, extra, 0, false
		}
		common &= s.cand[c]
	}
	if popcount(common) < 2 {
		return 0, extra, 0, false
	}
	for _, c := range cells {
		if popcount(s.cand[c]) == 2 {
			pair = s.cand[c]
			break
		}
	}
	if pair == 0 || pair&common != pair {
		return 0, extra, 0, false
	}
	for _, c := range cells {
		if s.cand[c] != pair {
			if nExtra == 2 {
				return 0, extra, 0, false
			}
			extra[nExtra] = c
			nExtra++
		}
	}
	return pair, extra, nExtra, nExtra >= 1
}

func (st *Step) setRectangle(t Technique, cells [4]int, pair uint16) {
	st.reset(t)
	st.Digits = pair
	for _, c := range cells {
		st.addCell(c)
	}
}

// findUniqueRectangle finds unique rectangle type 1: three cells of a
// rectangle hold exactly {a,b}; the fourth cannot be a or b, since either
// would let a and b swap for a second solution.
func (s *logicGrid) findUniqueRectangle(st *Step) bool {
	return rectangles(func(cells [4]int) bool {
		pair, extra, n, ok := s.rectanglePair(cells)
		if !ok || n != 1 {
			return false
		}
		st.setRectangle(TechUniqueRectangle, cells, pair)
		st.Removed[extra[0]] = pair
		return true
	})
}

// findUniqueRectangle2 finds type 2: the two cells that hold more than
// {a,b} both hold exactly one same extra digit x; one of them must be x, so
// no cell that sees both is x.
func (s *logicGrid) findUniqueRectangle2(st *Step) bool {
	return rectangles(func(cells [4]int) bool {
		pair, e, n, ok := s.rectanglePair(cells)
		if !ok || n != 2 || s.cand[e[0]] != s.cand[e[1]] || popcount(s.cand[e[0]]) != 3 {
			return false
		}
		x := s.cand[e[0]] &^ pair
		found := false
		for c := 0; c < NumCells; c++ {
			if s.cand[c]&x != 0 && sees(c, e[0]) && sees(c, e[1]) {
				if !found {
					st.setRectangle(TechUniqueRectangle2, cells, pair)
					found = true
				}
				st.Removed[c] |= x
			}
		}
		return found
	})
}

// sharedUnits returns the units (row, column, box; up to two) that cells a
// and b both belong to.
func sharedUnits(a, b int) (us [2]int, n int) {
	for k := 0; k < 3; k++ {
		if cellUnits[a][k] == cellUnits[b][k] {
			us[n] = int(cellUnits[a][k])
			n++
		}
	}
	return
}

// findUniqueRectangle4 finds type 4: the two extra cells share a unit in
// which a is confined to them; then one of them is a, the other cannot be b
// (a deadly pair), so b leaves both.
func (s *logicGrid) findUniqueRectangle4(st *Step) bool {
	return rectangles(func(cells [4]int) bool {
		pair, e, n, ok := s.rectanglePair(cells)
		if !ok || n != 2 {
			return false
		}
		us, nu := sharedUnits(e[0], e[1])
		for _, u := range us[:nu] {
			for m := pair; m != 0; m &= m - 1 {
				a := bits.TrailingZeros16(m) + 1
				if popcount(s.pos[u][a-1]) != 2 {
					continue
				}
				b := pair &^ (1 << (a - 1))
				st.setRectangle(TechUniqueRectangle4, cells, pair)
				st.Removed[e[0]] = b
				st.Removed[e[1]] = b
				st.unit = uint8(u)
				st.addUnit(u)
				return true
			}
		}
		return false
	})
}

// findUniqueRectangle3 finds type 3: one of the two extra cells holds one of
// their extra digits, so together they act as one cell holding those
// digits; with k-1 other cells of a unit they share, they form a naked set
// of k digits, which leave the unit's other cells. SE rates it 4.5 plus 0.1
// per digit of the set beyond one: 4.6 for a pair, up to 4.8 for a quad.
func (s *logicGrid) findUniqueRectangle3(st *Step) bool {
	for k := 2; k <= 4; k++ {
		if rectangles(func(cells [4]int) bool {
			pair, e, n, ok := s.rectanglePair(cells)
			if !ok || n != 2 {
				return false
			}
			extraDigits := (s.cand[e[0]] | s.cand[e[1]]) &^ pair
			if popcount(extraDigits) > k {
				return false
			}
			us, nu := sharedUnits(e[0], e[1])
			for _, u := range us[:nu] {
				if s.tryRectangle3(st, cells, pair, e, u, extraDigits, k) {
					return true
				}
			}
			return false
		}) {
			return true
		}
	}
	return false
}

// tryRectangle3 looks for k-1 cells of unit u that with the extra digits
// form a naked set of exactly k digits.
func (s *logicGrid) tryRectangle3(st *Step, cells [4]int, pair uint16, e [2]int, u int, extraDigits uint16, k int) bool {
	var others [9]int
	n := 0
	for _, c := range unitCells[u] {
		ci := int(c)
		if s.grid[ci] == 0 && ci != e[0] && ci != e[1] && popcount(s.cand[ci]) <= k {
			others[n] = ci
			n++
		}
	}
	// Choose k-1 of the others (k-1 is 1, 2 or 3).
	var pick [3]int
	var rec func(depth, from int, union uint16) bool
	rec = func(depth, from int, union uint16) bool {
		if depth == k-1 {
			if popcount(union) != k {
				return false
			}
			found := false
			for _, c := range unitCells[u] {
				ci := int(c)
				if ci == e[0] || ci == e[1] || s.cand[ci]&union == 0 {
					continue
				}
				inSet := false
				for _, p := range pick[:k-1] {
					if p == ci {
						inSet = true
					}
				}
				if inSet {
					continue
				}
				if !found {
					st.setRectangle(TechUniqueRectangle3, cells, pair)
					found = true
				}
				st.Removed[ci] |= s.cand[ci] & union
			}
			if !found {
				return false
			}
			st.Rating = TechUniqueRectangle3.BaseRating() + k - 2
			st.Digits = union
			st.unit = uint8(u)
			st.addUnit(u)
			for _, p := range pick[:k-1] {
				st.addCell(p)
			}
			return true
		}
		for i := from; i < n; i++ {
			m := union | s.cand[others[i]]
			if popcount(m) > k {
				continue
			}
			pick[depth] = others[i]
			if rec(depth+1, i+1, m) {
				return true
			}
		}
		return false
	}
	return rec(0, 0, extraDigits)
}

// explainUniqueRectangle explains a unique rectangle of type 1.
func (s *Step) explainUniqueRectangle(dst []byte) []byte {
	dst = append(dst, "the cells "...)
	dst = appendCells(dst, s.PatternCells(), ", ")
	dst = append(dst, " form a rectangle on "...)
	dst = appendDigits(dst, s.Digits, " and ")
	dst = append(dst, "; if the cell with extra candidates were "...)
	dst = appendDigits(dst, s.Digits, " or ")
	dst = append(dst, " the two digits could swap and the puzzle would have two solutions. "...)
	return appendRemovals(dst, s)
}

// explainUniqueRectangleTypes explains a unique rectangle of type 2, 3 or 4.
func (s *Step) explainUniqueRectangleTypes(dst []byte) []byte {
	c := s.PatternCells()
	dst = append(dst, "the cells "...)
	dst = appendCells(dst, c[:4], ", ")
	dst = append(dst, " form a rectangle on two digits that could swap for a second solution unless "...)
	switch s.Technique {
	case TechUniqueRectangle2:
		dst = append(dst, "a cell with an extra digit holds it; both extra cells hold only "...)
		dst = appendDigits(dst, s.removedDigits(), " and ")
		dst = append(dst, " more, so one of them is "...)
		dst = appendDigits(dst, s.removedDigits(), " or ")
		dst = append(dst, ". "...)
	case TechUniqueRectangle4:
		b := s.removedDigits()
		dst = append(dst, "the extra cells break the pattern; in "...)
		dst = appendUnit(dst, int(s.unit))
		dst = append(dst, " one of them must hold "...)
		dst = appendDigits(dst, s.Digits&^b, " or ")
		dst = append(dst, ", so neither can hold "...)
		dst = appendDigits(dst, b, " or ")
		dst = append(dst, ". "...)
	default:
		dst = append(dst, "one of the extra cells holds an extra digit; they act as one cell that, with "...)
		dst = appendCells(dst, c[4:], " and ")
		dst = append(dst, ", forms a naked set of "...)
		dst = appendDigits(dst, s.Digits, " and ")
		dst = append(dst, " in "...)
		dst = appendUnit(dst, int(s.unit))
		dst = append(dst, ". "...)
	}
	return appendRemovals(dst, s)
}
