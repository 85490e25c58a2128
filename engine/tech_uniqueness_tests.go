package engine

import "math/bits"

// HoDoKu's uniqueness tests (extended catalogue; HoDoKu 3500 to 4010):
// Uniqueness Tests 1 to 6 and the Hidden Rectangle. Four empty cells in two
// rows, two columns and two boxes cannot all end up holding only the two
// digits a and b: a and b could then swap for a second solution. Unlike
// Sudoku Explainer's unique rectangles, a corner may lack a or b as a
// candidate (HoDoKu's "missing candidates"), as long as neither digit is
// placed in one of its units: a candidate the player removed is not the
// cell's solution, and the argument is about the solution. Tests 1 to 5
// stand for the reasoning of Sudoku Explainer's unique rectangles (type 5
// is its type 2 with the extra digit in more cells) and carry their
// ratings; Test 6 and the Hidden Rectangle have no SE rating.

var (
	techUniquenessTest1 = techSpec{
		Tech:          TechUniquenessTest1,
		Rating:        45,
		Find:          (*logicGrid).findUniquenessTest1,
		Explain:       (*Step).explainUniquenessTest,
		ExtendedOrder: 3500,
		Uniqueness:    true,
		ExtendedOnly:  true,
	}
	techUniquenessTest2 = techSpec{
		Tech:          TechUniquenessTest2,
		Rating:        45,
		Find:          (*logicGrid).findUniquenessTest2,
		Explain:       (*Step).explainUniquenessTest,
		ExtendedOrder: 3600,
		Uniqueness:    true,
		ExtendedOnly:  true,
	}
	techUniquenessTest3 = techSpec{
		Tech:          TechUniquenessTest3,
		Rating:        46,
		MaxRating:     48,
		Find:          (*logicGrid).findUniquenessTest3,
		Explain:       (*Step).explainUniquenessTest,
		ExtendedOrder: 3700,
		Uniqueness:    true,
		ExtendedOnly:  true,
	}
	techUniquenessTest4 = techSpec{
		Tech:          TechUniquenessTest4,
		Rating:        45,
		Find:          (*logicGrid).findUniquenessTest4,
		Explain:       (*Step).explainUniquenessTest,
		ExtendedOrder: 3800,
		Uniqueness:    true,
		ExtendedOnly:  true,
	}
	techUniquenessTest5 = techSpec{
		Tech:          TechUniquenessTest5,
		Rating:        45,
		Find:          (*logicGrid).findUniquenessTest5,
		Explain:       (*Step).explainUniquenessTest,
		ExtendedOrder: 3900,
		Uniqueness:    true,
		ExtendedOnly:  true,
	}
	techUniquenessTest6 = techSpec{
		Tech:          TechUniquenessTest6,
		Find:          (*logicGrid).findUniquenessTest6,
		Explain:       (*Step).explainUniquenessTest,
		ExtendedOrder: 4000,
		Uniqueness:    true,
		ExtendedOnly:  true,
	}
	techHiddenRectangle = techSpec{
		Tech:          TechHiddenRectangle,
		Find:          (*logicGrid).findHiddenRectangle,
		Explain:       (*Step).explainUniquenessTest,
		ExtendedOrder: 4010,
		Uniqueness:    true,
		ExtendedOnly:  true,
	}
)

// uniqueRect is a rectangle the uniqueness tests look at: corners[0] and
// corners[1] share a box and a row or column, corners[2] is in the other
// line through corners[0] and corners[3] in the one through corners[1]
// (so corners[0] and corners[3] are diagonal), all empty, a and b allowed
// in every corner and one of them a candidate of each. Corners whose candidates lie within {a, b} are "plain",
// the others "extra" (at most four).
type uniqueRect struct {
	corners [4]int
	pair    uint16
	plain   [4]int
	nplain  int
	extra   [4]int
	nextra  int
	missing bool // some corner lacks a or b
}

// allowed reports whether no digit of m is placed in a unit of cell c.
func (s *logicGrid) allowed(c int, m uint16) bool {
	for _, u := range cellUnits[c] {
		if s.placed[u]&m != 0 {
			return false
		}
	}
	return true
}

// uniqueRects calls f with each rectangle of the uniqueness tests, found
// from each bivalue cell {a,b} as corners[0] (so a rectangle may come
// twice), until f returns true.
func (s *logicGrid) uniqueRects(f func(r *uniqueRect) bool) bool {
	var r uniqueRect
	for c0 := 0; c0 < NumCells; c0++ {
		pair := s.cand[c0]
		if s.grid[c0] != 0 || popcount(pair) != 2 {
			continue
		}
		r0, col0 := RowOf(c0), ColOf(c0)
		for _, p := range peers[c0] {
			c1 := int(p)
			if BoxOf(c1) != BoxOf(c0) || (RowOf(c1) != r0 && ColOf(c1) != col0) {
				continue
			}
			if s.grid[c1] != 0 || !s.allowed(c1, pair) {
				continue
			}
			byRow := RowOf(c1) == r0
			for k := 0; k < 9; k++ {
				var c2, c3 int
				if byRow { // the other corners share a row k in another box
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
				if s.grid[c2] != 0 || s.grid[c3] != 0 || !s.allowed(c2, pair) || !s.allowed(c3, pair) {
					continue
				}
				if s.cand[c1]&pair == 0 || s.cand[c2]&pair == 0 || s.cand[c3]&pair == 0 {
					continue // a corner without a and b: its solution is neither
				}
				r = uniqueRect{corners: [4]int{c0, c1, c2, c3}, pair: pair}
				for _, c := range r.corners {
					if s.cand[c]&pair != pair {
						r.missing = true
					}
					if s.cand[c]&^pair == 0 {
						r.plain[r.nplain] = c
						r.nplain++
					} else {
						r.extra[r.nextra] = c
						r.nextra++
					}
				}
				if f(&r) {
					return true
				}
			}
		}
	}
	return false
}

// aligned reports whether cells a and b share a row or a column.
func aligned(a, b int) bool { return RowOf(a) == RowOf(b) || ColOf(a) == ColOf(b) }

// startUniqueness begins a step of a uniqueness test on rectangle r.
func (st *Step) startUniqueness(t Technique, r *uniqueRect) {
	st.reset(t)
	st.Digits = r.pair
	// Corners in drawing order around the rectangle: 0, 1, 3, 2.
	for _, k := range [4]int{0, 1, 3, 2} {
		st.addCell(r.corners[k])
	}
	st.shape.missing = r.missing
}

// findUniquenessTest1: three corners hold nothing but a and b; the fourth
// cannot be a or b.
func (s *logicGrid) findUniquenessTest1(st *Step) bool {
	return s.uniqueRects(func(r *uniqueRect) bool {
		if r.nextra != 1 || s.cand[r.extra[0]]&r.pair == 0 {
			return false
		}
		st.startUniqueness(TechUniquenessTest1, r)
		st.Removed[r.extra[0]] = s.cand[r.extra[0]] & r.pair
		return true
	})
}

// extraDigit returns the one digit the extra corners hold beyond a and b,
// or 0 when they hold none or several.
func (s *logicGrid) extraDigit(r *uniqueRect) uint16 {
	var m uint16
	for _, c := range r.extra[:r.nextra] {
		m |= s.cand[c] &^ r.pair
	}
	if popcount(m) != 1 {
		return 0
	}
	return m
}

// removeSeenByAll removes digit mask x from the cells that see every cell
// of cells (and hold x); it reports whether anything was removed.
func (s *logicGrid) removeSeenByAll(st *Step, x uint16, cells []int) bool {
	var set cellSet
	for _, c := range cells {
		set.add(c)
	}
	victims := set.commonPeers().and(s.digitCells(lowDigit(x)))
	for c := victims.nextCell(0); c >= 0; c = victims.nextCell(c + 1) {
		st.Removed[c] |= x
	}
	return !victims.empty()
}

// findUniquenessTest2: two corners in one row or column hold a single
// same extra digit x; one of them is x, so x leaves the cells that see
// both.
func (s *logicGrid) findUniquenessTest2(st *Step) bool {
	return s.uniqueRects(func(r *uniqueRect) bool {
		if r.nextra != 2 || !aligned(r.extra[0], r.extra[1]) {
			return false
		}
		x := s.extraDigit(r)
		if x == 0 {
			return false
		}
		st.startUniqueness(TechUniquenessTest2, r)
		return s.removeSeenByAll(st, x, r.extra[:2])
	})
}

// findUniquenessTest5: like test 2 with the extra digit in two diagonal
// corners or in three corners.
func (s *logicGrid) findUniquenessTest5(st *Step) bool {
	return s.uniqueRects(func(r *uniqueRect) bool {
		if !(r.nextra == 3 || r.nextra == 2 && !aligned(r.extra[0], r.extra[1])) {
			return false
		}
		x := s.extraDigit(r)
		if x == 0 {
			return false
		}
		// Only the extra corners that hold x need to see the victims.
		var with [3]int
		n := 0
		for _, c := range r.extra[:r.nextra] {
			if s.cand[c]&x != 0 {
				with[n] = c
				n++
			}
		}
		st.startUniqueness(TechUniquenessTest5, r)
		return s.removeSeenByAll(st, x, with[:n])
	})
}

// findUniquenessTest3: two corners hold extra digits; together they act as
// one cell holding those digits, which with k-1 other cells of a unit they
// share (cells without a or b) forms a naked set of k digits. The digits
// leave the unit's other cells. Rated as Sudoku Explainer rates its type
// 3: 4.5 plus 0.1 per digit of the set beyond one (4.6 to 4.8).
func (s *logicGrid) findUniquenessTest3(st *Step) bool {
	for k := 2; k <= 4; k++ {
		if s.uniqueRects(func(r *uniqueRect) bool {
			if r.nextra != 2 {
				return false
			}
			e0, e1 := r.extra[0], r.extra[1]
			extras := (s.cand[e0] | s.cand[e1]) &^ r.pair
			if popcount(extras) > k {
				return false
			}
			us, nu := sharedUnits(e0, e1)
			for _, u := range us[:nu] {
				if s.uniqueness3In(st, r, u, extras, k) {
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

// uniqueness3In looks in unit u for k-1 cells without a or b that with the
// extra digits hold exactly k digits.
func (s *logicGrid) uniqueness3In(st *Step, r *uniqueRect, u int, extras uint16, k int) bool {
	var others [9]int
	n := 0
	for _, c := range unitCells[u] {
		ci := int(c)
		if s.grid[ci] == 0 && s.cand[ci]&r.pair == 0 && popcount(s.cand[ci]) <= k && ci != r.extra[0] && ci != r.extra[1] {
			others[n] = ci
			n++
		}
	}
	var pick [3]int
	var rec func(depth, from int, union uint16) bool
	rec = func(depth, from int, union uint16) bool {
		if depth == k-1 {
			if popcount(union) != k {
				return false
			}
			var in cellSet
			in.add(r.extra[0])
			in.add(r.extra[1])
			for _, p := range pick[:depth] {
				in.add(p)
			}
			found := false
			for _, c := range unitCells[u] {
				ci := int(c)
				if in.has(ci) || s.cand[ci]&union == 0 {
					continue
				}
				if !found {
					st.startUniqueness(TechUniquenessTest3, r)
					found = true
				}
				st.Removed[ci] |= s.cand[ci] & union
			}
			if !found {
				return false
			}
			st.Rating = TechUniquenessTest3.BaseRating() + k - 2
			st.unit = uint8(u)
			st.addUnit(u)
			st.addSet(in, union, 0) // the naked set: the two corners and the others
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
	return rec(0, 0, extras)
}

// findUniquenessTest4: two corners of one row or column hold extra
// digits, and in a unit they share one of the pair, a, has no other
// place; one of them is a, so neither can be b (with the other corners
// that would be the pattern).
func (s *logicGrid) findUniquenessTest4(st *Step) bool {
	return s.uniqueRects(func(r *uniqueRect) bool {
		if r.nextra != 2 || !aligned(r.extra[0], r.extra[1]) {
			return false
		}
		e0, e1 := r.extra[0], r.extra[1]
		us, nu := sharedUnits(e0, e1)
		for _, u := range us[:nu] {
			for m := r.pair; m != 0; m &= m - 1 {
				a := bits.TrailingZeros16(m) + 1
				if !s.confinedTo(u, a, e0, e1) {
					continue
				}
				b := r.pair &^ (1 << (a - 1))
				if (s.cand[e0]|s.cand[e1])&b == 0 {
					continue
				}
				st.startUniqueness(TechUniquenessTest4, r)
				st.Removed[e0] = s.cand[e0] & b
				st.Removed[e1] = s.cand[e1] & b
				st.unit = uint8(u)
				st.addUnit(u)
				return true
			}
		}
		return false
	})
}

// confinedTo reports whether digit d has no place in unit u but cells a
// and b (it may lack one of them).
func (s *logicGrid) confinedTo(u, d, a, b int) bool {
	for m := s.pos[u][d-1]; m != 0; m &= m - 1 {
		c := int(unitCells[u][bits.TrailingZeros16(m)])
		if c != a && c != b {
			return false
		}
	}
	return true
}

// findUniquenessTest6: two diagonal corners hold extra digits, and one of
// the pair, a, has no place in the rectangle's two rows and two columns
// but its corners: a is then in one diagonal; in the extra one, the plain
// corners would both be b and the pattern complete. So a leaves the extra
// corners.
func (s *logicGrid) findUniquenessTest6(st *Step) bool {
	return s.uniqueRects(func(r *uniqueRect) bool {
		if r.nextra != 2 || aligned(r.extra[0], r.extra[1]) {
			return false
		}
		e0, e1 := r.extra[0], r.extra[1]
		for m := r.pair; m != 0; m &= m - 1 {
			a := bits.TrailingZeros16(m) + 1
			if (s.cand[e0]|s.cand[e1])&(1<<(a-1)) == 0 || !s.rectangleXWing(r, a) {
				continue
			}
			st.startUniqueness(TechUniquenessTest6, r)
			st.Removed[e0] = s.cand[e0] & (1 << (a - 1))
			st.Removed[e1] = s.cand[e1] & (1 << (a - 1))
			for _, c := range [2]int{r.corners[0], r.corners[3]} {
				st.addUnit(RowOf(c))
			}
			for _, c := range [2]int{r.corners[0], r.corners[3]} {
				st.addUnit(9 + ColOf(c))
			}
			return true
		}
		return false
	})
}

// rectangleXWing reports whether digit d has no place in the rows and
// columns of r's corners outside the corners.
func (s *logicGrid) rectangleXWing(r *uniqueRect, d int) bool {
	var in cellSet
	for _, c := range r.corners {
		in.add(c)
	}
	for _, c := range [2]int{r.corners[0], r.corners[3]} {
		for _, u := range [2]int{RowOf(c), 9 + ColOf(c)} {
			for m := s.pos[u][d-1]; m != 0; m &= m - 1 {
				if !in.has(int(unitCells[u][bits.TrailingZeros16(m)])) {
					return false
				}
			}
		}
	}
	return true
}

// findHiddenRectangle: a plain corner c (one or two, diagonal, in the
// rectangle), and the corner d opposite it; if one of the pair, a, has no
// place in d's row and in d's column but the corners, d cannot be b:
// a would then fill both corners next to d, c would be b, and the pattern
// complete.
func (s *logicGrid) findHiddenRectangle(st *Step) bool {
	return s.uniqueRects(func(r *uniqueRect) bool {
		if r.nplain != 1 && !(r.nplain == 2 && !aligned(r.plain[0], r.plain[1])) {
			return false
		}
		var in cellSet
		for _, c := range r.corners {
			in.add(c)
		}
		for _, c := range r.plain[:r.nplain] {
			d := r.corners[3-cornerIndex(r, c)]
			for m := r.pair; m != 0; m &= m - 1 {
				a := bits.TrailingZeros16(m) + 1
				b := r.pair &^ (1 << (a - 1))
				if s.cand[d]&b == 0 || !s.onlyInCorners(RowOf(d), a, in) || !s.onlyInCorners(9+ColOf(d), a, in) {
					continue
				}
				st.startUniqueness(TechHiddenRectangle, r)
				st.Removed[d] = b
				st.addUnit(RowOf(d))
				st.addUnit(9 + ColOf(d))
				return true
			}
		}
		return false
	})
}

// cornerIndex returns the index of cell c among r's corners.
func cornerIndex(r *uniqueRect, c int) int {
	for i, x := range r.corners {
		if x == c {
			return i
		}
	}
	return -1
}

// onlyInCorners reports whether digit d's places in unit u are all in in.
func (s *logicGrid) onlyInCorners(u, d int, in cellSet) bool {
	for m := s.pos[u][d-1]; m != 0; m &= m - 1 {
		if !in.has(int(unitCells[u][bits.TrailingZeros16(m)])) {
			return false
		}
	}
	return true
}

// explainUniquenessTest explains a Uniqueness Test or Hidden Rectangle.
func (s *Step) explainUniquenessTest(dst []byte) []byte {
	c := s.PatternCells()
	dst = append(dst, "the cells "...)
	dst = appendCells(dst, c[:4], ", ")
	dst = append(dst, " form a rectangle over two boxes where "...)
	dst = appendDigits(dst, s.Digits, " and ")
	dst = append(dst, " could swap for a second solution if those cells held nothing else"...)
	if s.shape.missing {
		dst = append(dst, " (a corner lacks one of them, but a candidate the player removed is not that cell's solution, so the argument holds)"...)
	}
	dst = append(dst, ". "...)
	switch s.Technique {
	case TechUniquenessTest1:
		dst = append(dst, "Only one corner holds more, so it cannot be "...)
		dst = appendDigits(dst, s.Digits, " or ")
		dst = append(dst, ". "...)
	case TechUniquenessTest2, TechUniquenessTest5:
		x := s.removedDigits()
		dst = append(dst, "The corners that hold more hold only "...)
		dst = appendDigits(dst, x, " and ")
		dst = append(dst, " more, so one of them is "...)
		dst = appendDigits(dst, x, " or ")
		dst = append(dst, ", and a cell that sees all of them cannot be. "...)
	case TechUniquenessTest3:
		dst = append(dst, "The two corners that hold more act as one cell holding their extra digits; with "...)
		dst = appendCells(dst, c[4:], " and ")
		dst = append(dst, " they form a naked set of "...)
		dst = appendDigits(dst, s.shape.setDigits[0], " and ")
		dst = append(dst, " in "...)
		dst = appendUnit(dst, int(s.unit))
		dst = append(dst, ". "...)
	case TechUniquenessTest4:
		b := s.removedDigits()
		dst = append(dst, "In "...)
		dst = appendUnit(dst, int(s.unit))
		dst = append(dst, " only the two corners that hold more can be "...)
		dst = appendDigits(dst, s.Digits&^b, " or ")
		dst = append(dst, ", so one of them is, and neither can be "...)
		dst = appendDigits(dst, b, " or ")
		dst = append(dst, ". "...)
	case TechUniquenessTest6:
		a := s.removedDigits()
		dst = append(dst, "In the rectangle's rows and columns "...)
		dst = appendDigits(dst, a, " or ")
		dst = append(dst, " can only go in its corners, so it fills one diagonal; it cannot be the diagonal of the corners that hold more, or the other two would hold the other digit and complete the pattern. "...)
	case TechHiddenRectangle:
		b := s.removedDigits()
		a := s.Digits &^ b
		dst = append(dst, "In "...)
		dst = appendUnitList(dst, s.units[:1])
		dst = append(dst, " and "...)
		dst = appendUnitList(dst, s.units[1:2])
		dst = append(dst, ", "...)
		dst = appendDigits(dst, a, " or ")
		dst = append(dst, " can only go in the rectangle's corners; if their common corner were "...)
		dst = appendDigits(dst, b, " or ")
		dst = append(dst, ", "...)
		dst = appendDigits(dst, a, " or ")
		dst = append(dst, " would fill both corners next to it and the corner with two candidates would complete the pattern. "...)
	}
	return appendRemovals(dst, s)
}
