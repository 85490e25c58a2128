package engine

import (
	"math"
	"math/bits"
)

// Unique rectangles and unique loops (types 1 to 4), as Sukaku Explainer
// v1.15.10 finds and rates them. They assume the puzzle has exactly one
// solution, which Hint and Rate check first.
//
// A unique loop on digits {a,b} is a closed path of cells that all hold a
// and b, each joined to the next by a row, column or box, in which every
// unit met holds exactly two of its cells, one at an even and one at an odd
// place of the path. If every cell held only a and b, the two digits could
// swap along the loop and the puzzle would have two solutions; so some cells
// with extra candidates ("extra cells") must hold an extra digit. A loop of
// four cells is a unique rectangle. SE rates 4.5 for a rectangle, 4.6 for a
// loop of 6 cells, 4.7 for 8, 5.0 for 10 or more, plus for type 3 0.1 per
// digit of the naked set beyond one (or per cell of the hidden set beyond
// one).
//
//	type 1: one extra cell: it is neither a nor b.
//	type 2: the extra cells share one extra digit x: one of them is x, so
//	        x leaves every cell that sees them all.
//	type 3: two extra cells act as one cell holding their extra digits and,
//	        with other cells of a unit they share, form a naked set (or a
//	        hidden set with a and b).
//	type 4: two extra cells share a unit in which a is confined to them:
//	        one of them is a, so neither is b.

var (
	techUniqueRectangle = techSpec{
		Tech:       TechUniqueRectangle,
		Rating:     45,
		MaxRating:  56,
		Find:       (*logicGrid).findUniqueLoops,
		Explain:    (*Step).explainUniqueLoop,
		Uniqueness: true,
	}
	techUniqueRectangle2 = techSpec{Tech: TechUniqueRectangle2, Rating: 45, FoundBy: TechUniqueRectangle, Explain: (*Step).explainUniqueLoop, Uniqueness: true}
	techUniqueRectangle3 = techSpec{Tech: TechUniqueRectangle3, Rating: 45, MaxRating: 51, FoundBy: TechUniqueRectangle, Explain: (*Step).explainUniqueLoop, Uniqueness: true}
	techUniqueRectangle4 = techSpec{Tech: TechUniqueRectangle4, Rating: 45, FoundBy: TechUniqueRectangle, Explain: (*Step).explainUniqueLoop, Uniqueness: true}
	techUniqueLoop       = techSpec{Tech: TechUniqueLoop, Rating: 46, MaxRating: 50, FoundBy: TechUniqueRectangle, Explain: (*Step).explainUniqueLoop, Uniqueness: true}
	techUniqueLoop2      = techSpec{Tech: TechUniqueLoop2, Rating: 46, MaxRating: 50, FoundBy: TechUniqueRectangle, Explain: (*Step).explainUniqueLoop, Uniqueness: true}
	techUniqueLoop3      = techSpec{Tech: TechUniqueLoop3, Rating: 46, MaxRating: 56, FoundBy: TechUniqueRectangle, Explain: (*Step).explainUniqueLoop, Uniqueness: true}
	techUniqueLoop4      = techSpec{Tech: TechUniqueLoop4, Rating: 46, MaxRating: 50, FoundBy: TechUniqueRectangle, Explain: (*Step).explainUniqueLoop, Uniqueness: true}
)

// maxLoop bounds the length of the loops searched (each of the 27 units can
// hold at most two cells of a loop).
const maxLoop = 54

// loopSearch is the state of the search for unique loops from one cell.
type loopSearch struct {
	s        *logicGrid
	v1, v2   int
	pair     uint16
	loop     [maxLoop]uint8
	n        int
	in       cellSet
	even     uint32 // units met at even places
	odd      uint32
	best     loopHint
	seen     [64]loopSeen
	nseen    int
	overflow bool
	// core[u] has the positions of unit u's cells that can be on a loop of
	// pair (see loopCore).
	core *[27]uint16
	// prune makes the search from a cell skip the bivalue cells before it:
	// see findUniqueLoops.
	prune bool
}

// loopCore returns, per unit, the positions of the cells that can be on a
// unique loop of digits a and b: those that hold both, less those that
// cannot. Every unit that meets a loop holds two of its cells, so a cell
// that is the only one of a unit left is on none, and once it is dropped
// others may be (it drops them until none is). A path through a dropped
// cell that closes is no valid loop (closed would reject it), so the
// search may leave such cells out and find the same loops in the same
// order.
func (s *logicGrid) loopCore(a, b int) (core [27]uint16) {
	for u := range core {
		core[u] = s.pos[u][a-1] & s.pos[u][b-1]
	}
	for changed := true; changed; {
		changed = false
		for u, m := range core {
			if m == 0 || m&(m-1) != 0 {
				continue
			}
			x := unitCells[u][bits.TrailingZeros16(m)]
			for _, w := range cellUnits[x] {
				core[w] &^= 1 << unitPos[w][x]
			}
			changed = true
		}
	}
	return core
}

// loopSeen identifies a hint already kept: SE drops a later hint of the
// same kind on the same set of loop cells.
type loopSeen struct {
	kind  int // 1, 2, 3 (naked), 4 (hidden type 3), 5 (type 4)
	cells cellSet
}

// loopHint is a unique loop step being built, with SE's sort key.
type loopHint struct {
	ok      bool
	diff    float64 // SE's rating as SE computes it (sorting compares these)
	typ     int
	loop    [maxLoop]uint8
	n       int
	removed [NumCells]uint16
	extra   [maxLoop]uint8 // the extra cells
	nextra  int
	set     [9]uint8 // type 3: the other cells of the naked or hidden set
	nset    int
	setDig  uint16 // type 3: the set's digits; type 2: the extra digit; type 4: the locked digit
	unit    int    // types 3 and 4: the unit, else -1
	pair    uint16 // the loop's two digits
	hidden  bool   // type 3 with a hidden set
}

// findUniqueLoops finds SE's first unique rectangle or loop: of all the
// hints, the lowest rated, then the lowest type, then the first found.
//
// The search starts from every bivalue cell in turn, and a loop through two
// of them is found again from the later one. Whether a path is followed
// does not depend on where it starts (the rule on extra cells comes to:
// at most two, or all sharing one extra digit), so the first search met
// every loop through the earlier cell and offered its hints; offer drops a
// later hint of the same kind on the same cells (while seen has room). So
// once a search has started from a cell, later searches skip it (prune):
// the same hints, in the same order (uniqueLoopsPlain in the tests
// searches without skipping). When seen is full, nothing is skipped.
func (s *logicGrid) findUniqueLoops(st *Step) bool {
	return s.uniqueLoops(st, true)
}

// uniqueLoops is findUniqueLoops, skipping the cells searched from before
// when prune is set.
func (s *logicGrid) uniqueLoops(st *Step, prune bool) bool {
	var ls loopSearch
	ls.s = s
	var cores [36][27]uint16 // loopCore of the pairs met so far
	var corePair [36]uint16
	ncores := 0
	for c := 0; c < NumCells; c++ {
		m := s.cand[c]
		if popcount(m) != 2 {
			continue
		}
		ls.v1 = lowDigit(m)
		ls.v2 = lowDigit(m & (m - 1))
		ls.pair = m
		i := 0
		for i < ncores && corePair[i] != m {
			i++
		}
		if i == ncores {
			cores[i], corePair[i] = s.loopCore(ls.v1, ls.v2), m
			ncores++
		}
		ls.core = &cores[i]
		if row := RowOf(c); ls.core[row]&(1<<unitPos[row][c]) == 0 {
			continue // on no loop
		}
		ls.n = 0
		ls.in = cellSet{}
		ls.even, ls.odd = 0, 0
		ls.prune = prune && !ls.overflow
		ls.extend(c, 2, 0, -1)
	}
	if !ls.best.ok {
		return false
	}
	ls.best.fill(st)
	return true
}

// seRegionKinds are SE's region types in its order: box, row, column (as
// the index into cellUnits).
var seRegionKinds = [3]int{2, 0, 1}

// extend adds cell c to the loop and follows SE's depth-first search: from
// each unit of c (box, row, column; not of the kind that led to c), each
// cell in unit order that holds both digits; at most two cells with extra
// candidates unless they all share one extra digit. A path through a unit
// that already has a cell at the same parity cannot close into a valid loop
// and is not followed.
func (ls *loopSearch) extend(c, allowedEx int, exValues uint16, lastKind int) {
	s := ls.s
	units := cellUnitBits[c]
	if ls.n%2 == 0 {
		if ls.even&units != 0 {
			return
		}
		ls.even |= units
	} else {
		if ls.odd&units != 0 {
			return
		}
		ls.odd |= units
	}
	ls.loop[ls.n] = uint8(c)
	ls.n++
	ls.in.add(c)
	met := ls.even // the units met at the next place's parity
	if ls.n%2 != 0 {
		met = ls.odd
	}
	for _, kind := range seRegionKinds {
		if kind == lastKind {
			continue
		}
		u := int(cellUnits[c][kind])
		// The unit's cells that hold both digits and can be on a loop, in
		// unit order: the only ones the path may go on to (the loop's first
		// cell is one).
		for both := ls.core[u]; both != 0; both &= both - 1 {
			next := int(unitCells[u][bits.TrailingZeros16(both)])
			if next == int(ls.loop[0]) && ls.n >= 4 {
				ls.closed()
				continue
			}
			if ls.in.has(next) || ls.n == maxLoop || cellUnitBits[next]&met != 0 {
				continue // met: extend would return at once
			}
			m := s.cand[next]
			if ls.prune && next < int(ls.loop[0]) && popcount(m) == 2 && !ls.overflow {
				continue // a bivalue cell searched from before
			}
			newEx := (exValues | m) &^ ls.pair
			card := popcount(m)
			if card == 2 || popcount(newEx) == 1 || allowedEx > 0 {
				na := allowedEx
				if card > 2 {
					na--
				}
				ls.extend(next, na, newEx, kind)
			}
		}
	}
	ls.n--
	ls.in.remove(c)
	if ls.n%2 == 0 {
		ls.even &^= units
	} else {
		ls.odd &^= units
	}
}

// closed handles a loop found: if valid, it makes SE's hints for it.
func (ls *loopSearch) closed() {
	if ls.even != ls.odd {
		return
	}
	s := ls.s
	var extra [maxLoop]uint8
	ne := 0
	for _, c := range ls.loop[:ls.n] {
		if popcount(s.cand[c]) > 2 {
			extra[ne] = c
			ne++
		}
	}
	var h loopHint
	h.loop, h.n = ls.loop, ls.n
	h.extra, h.nextra = extra, ne
	h.unit = -1
	h.pair = ls.pair
	h.diff = 4.5
	if ls.n >= 10 {
		h.diff += 0.3
	}
	if ls.n >= 8 {
		h.diff += 0.2
	} else if ls.n >= 6 {
		h.diff += 0.1
	}
	base := h.diff
	switch {
	case ne == 1:
		h.typ = 1
		h.removed[extra[0]] = ls.pair
		ls.offer(&h, 1)
	case ne > 2:
		ls.type2(&h)
	case ne == 2:
		c1, c2 := int(extra[0]), int(extra[1])
		xs := (s.cand[c1] | s.cand[c2]) &^ ls.pair
		if popcount(xs) == 1 {
			ls.type2(&h)
		} else if popcount(xs) >= 2 {
			ls.type3(&h, base, c1, c2, xs)
		}
		ls.type4(&h, base, c1, c2)
	}
}

// offer keeps hint h (of SE's class kind) if it removes something, was not
// seen before and sorts before the best so far.
func (ls *loopSearch) offer(h *loopHint, kind int) {
	worth := false
	for _, m := range h.removed {
		if m != 0 {
			worth = true
			break
		}
	}
	if !worth {
		return
	}
	var cells cellSet
	for _, c := range h.loop[:h.n] {
		cells.add(int(c))
	}
	for _, x := range ls.seen[:ls.nseen] {
		if x.kind == kind && x.cells == cells {
			return
		}
	}
	if ls.nseen < len(ls.seen) {
		ls.seen[ls.nseen] = loopSeen{kind, cells}
		ls.nseen++
	} else {
		ls.overflow = true
	}
	b := &ls.best
	if !b.ok || h.diff < b.diff || (h.diff == b.diff && h.typ < b.typ) {
		*b = *h
		b.ok = true
	}
}

// type2 makes the type 2 hint: the extra cells' one extra digit leaves the
// cells that see them all.
func (ls *loopSearch) type2(h *loopHint) {
	s := ls.s
	x := s.cand[h.extra[0]] &^ ls.pair
	see := cellSet{^uint64(0), ^uint64(0)}
	for _, c := range h.extra[:h.nextra] {
		see = see.and(peerSet[c])
	}
	t := *h
	t.typ = 2
	t.setDig = x
	for c := 0; c < NumCells; c++ {
		if see.has(c) && s.cand[c]&x != 0 {
			t.removed[c] = x
		}
	}
	ls.offer(&t, 2)
}

// type3 makes the type 3 hints (lkSudoku's variant, on by default in SE):
// for each size 2..7 and each unit shared by the extra cells c1 and c2, the
// naked sets and then the hidden sets.
func (ls *loopSearch) type3(h *loopHint, base float64, c1, c2 int, extra uint16) {
	s := ls.s
	var units [3]struct{ u, i1, i2, empty int } // the units c1 and c2 share, in kind order
	n := 0
	for _, kind := range seRegionKinds {
		if u := int(cellUnits[c1][kind]); u == int(cellUnits[c2][kind]) {
			units[n].u, units[n].i1, units[n].i2 = u, int(unitPos[u][c1]), int(unitPos[u][c2])
			units[n].empty = s.emptyCount(u)
			n++
		}
	}
	for degree := 2; degree <= 7; degree++ {
		for _, x := range units[:n] {
			if degree*2 <= x.empty && degree >= popcount(extra) {
				ls.type3Naked(h, base, c1, c2, extra, x.u, x.i1, x.i2, degree)
			}
			if degree*2 < x.empty {
				ls.type3Hidden(h, base, c1, c2, extra, x.u, x.i1, x.i2, degree)
			}
		}
	}
}

// type3Naked tries the naked sets of degree cells of unit u that include c1
// (standing for both extra cells, with their extra digits) but not c2.
//
// The sets are c1 with degree-1 of the unit's other cells, not c2, that
// have two or more candidates: it walks the (degree-1)-subsets of those
// cells only, in colexicographic order (see colexBelow), which is the order
// of the sets in colexSubsets[degree].
func (ls *loopSearch) type3Naked(h *loopHint, base float64, c1, c2 int, extra uint16, u, i1, i2, degree int) {
	s := ls.s
	common := extra & s.cand[c1] & s.cand[c2]
	var at, cand [9]uint16 // the other cells' positions and candidates
	n := 0
	for j, c := range unitCells[u] {
		if j != i1 && j != i2 && popcount(s.cand[c]) >= 2 {
			at[n], cand[n] = 1<<j, s.cand[c]
			n++
		}
	}
	for _, pick := range colexSubsets[degree-1][:colexBelow[degree-1][n]] {
		set := uint16(1) << i1
		naked, union := common, extra
		for m := pick; m != 0; m &= m - 1 {
			i := bits.TrailingZeros16(m)
			set |= at[i]
			naked |= cand[i]
			union |= cand[i]
		}
		if popcount(naked) != degree || popcount(union) != degree {
			continue
		}
		t := *h
		t.typ = 3
		t.diff = base + float64(degree-1)*0.1
		t.unit = u
		t.setDig = union
		t.nset = 0
		for m := set &^ (1 << i1); m != 0; m &= m - 1 {
			t.set[t.nset] = unitCells[u][bits.TrailingZeros16(m)]
			t.nset++
		}
		for j, c := range unitCells[u] {
			if set&(1<<j) != 0 || int(c) == c1 || int(c) == c2 {
				continue
			}
			t.removed[c] = s.cand[c] & union
		}
		ls.offer(&t, 3)
	}
}

// type3Hidden tries the hidden sets of unit u made of a, b and degree-2
// digits that are neither a, b nor extra digits, over the unit's cells
// without c2.
func (ls *loopSearch) type3Hidden(h *loopHint, base float64, c1, c2 int, extra uint16, u, i1, i2, degree int) {
	s := ls.s
	var rem [9]int
	nr := 0
	for d := 1; d <= 9; d++ {
		bit := uint16(1) << (d - 1)
		if bit&ls.pair == 0 && bit&extra == 0 {
			rem[nr] = d
			nr++
		}
	}
	if degree-2 > nr {
		return
	}
	for _, pick := range colexSubsets[degree-2] {
		if pick>>nr != 0 {
			break // masks ascend: once a mask uses a position >= nr, all later do
		}
		values := ls.pair
		for m := pick; m != 0; m &= m - 1 {
			values |= 1 << (rem[bits.TrailingZeros16(m)] - 1)
		}
		var union uint16
		ok := true
		for m := values; m != 0; m &= m - 1 {
			p := s.pos[u][bits.TrailingZeros16(m)] &^ (1 << i2)
			if p == 0 {
				ok = false
				break
			}
			union |= p
		}
		if !ok || popcount(union) != degree {
			continue
		}
		cells := union &^ (1<<i1 | 1<<i2)
		t := *h
		t.typ = 3
		t.hidden = true
		t.diff = base + float64(popcount(cells)-1)*0.1
		t.unit = u
		t.setDig = values
		t.nset = 0
		for m := cells; m != 0; m &= m - 1 {
			c := unitCells[u][bits.TrailingZeros16(m)]
			t.set[t.nset] = c
			t.nset++
			t.removed[c] = s.cand[c] &^ values
		}
		ls.offer(&t, 4)
	}
}

// type4 makes the type 4 hint: in a unit shared by c1 and c2 (the last of
// box, row, column that qualifies), a or b is confined to them; the other
// digit leaves both (a is checked first).
func (ls *loopSearch) type4(h *loopHint, base float64, c1, c2 int) {
	s := ls.s
	r1, r2 := -1, -1
	for _, kind := range seRegionKinds {
		u := int(cellUnits[c1][kind])
		if u != int(cellUnits[c2][kind]) {
			continue
		}
		others := uint16(0x1ff) &^ (1<<unitIndex(u, c1) | 1<<unitIndex(u, c2))
		if s.pos[u][ls.v1-1]&others == 0 {
			r1 = u
		}
		if s.pos[u][ls.v2-1]&others == 0 {
			r2 = u
		}
	}
	t := *h
	t.typ = 4
	t.diff = base
	switch {
	case r1 >= 0:
		t.unit, t.setDig = r1, 1<<(ls.v1-1)
		t.removed[c1], t.removed[c2] = 1<<(ls.v2-1), 1<<(ls.v2-1)
	case r2 >= 0:
		t.unit, t.setDig = r2, 1<<(ls.v2-1)
		t.removed[c1], t.removed[c2] = 1<<(ls.v1-1), 1<<(ls.v1-1)
	default:
		return
	}
	ls.offer(&t, 5)
}

// unitIndex returns the position of cell c in unit u.
func unitIndex(u, c int) int {
	for k, x := range unitCells[u] {
		if int(x) == c {
			return k
		}
	}
	return -1
}

var rectangleTech = [5]Technique{1: TechUniqueRectangle, 2: TechUniqueRectangle2, 3: TechUniqueRectangle3, 4: TechUniqueRectangle4}
var loopTech = [5]Technique{1: TechUniqueLoop, 2: TechUniqueLoop2, 3: TechUniqueLoop3, 4: TechUniqueLoop4}

// fill writes the hint into st: the loop's cells in loop order, then the
// other cells of a type 3 set; the unit of types 3 and 4.
func (h *loopHint) fill(st *Step) {
	t := loopTech[h.typ]
	if h.n == 4 {
		t = rectangleTech[h.typ]
	}
	st.reset(t)
	st.Rating = int(math.Round(h.diff * 10))
	st.Removed = h.removed
	for _, c := range h.loop[:h.n] {
		st.addCell(int(c))
	}
	for _, c := range h.set[:h.nset] {
		st.addCell(int(c))
	}
	st.groups[0] = uint8(h.n)
	st.groups[1] = uint8(h.nset)
	if h.hidden {
		st.groups[2] = 1
	}
	st.Digits = h.pair
	st.extraDigits = h.setDig
	for _, c := range h.extra[:h.nextra] {
		st.special.add(int(c))
	}
	if h.unit >= 0 {
		st.unit = uint8(h.unit)
		st.addUnit(h.unit)
	}
}

// specialCells returns the pattern cells marked special, in pattern order.
func (s *Step) specialCells(buf *[NumCells]uint8) []uint8 {
	out := buf[:0]
	for _, c := range s.PatternCells() {
		if s.special.has(int(c)) {
			out = append(out, c)
		}
	}
	return out
}

// explainUniqueLoop explains unique rectangles and loops of every type.
func (s *Step) explainUniqueLoop(dst []byte) []byte {
	cells := s.PatternCells()
	n := int(s.groups[0])
	if n > len(cells) {
		n = len(cells)
	}
	loop, set := cells[:n], cells[n:]
	var buf [NumCells]uint8
	extra := s.specialCells(&buf)
	dst = append(dst, "the cells "...)
	dst = appendCells(dst, loop, " and ")
	if n == 4 {
		dst = append(dst, " form a rectangle"...)
	} else {
		dst = append(dst, " form a loop"...)
	}
	dst = append(dst, " on "...)
	dst = appendDigits(dst, s.Digits, " and ")
	dst = append(dst, " in which every unit holds two of its cells: if they all held only "...)
	dst = appendDigits(dst, s.Digits, " and ")
	dst = append(dst, ", the two digits could swap and the puzzle would have two solutions. "...)
	switch s.Technique {
	case TechUniqueRectangle, TechUniqueLoop:
		dst = append(dst, "So "...)
		dst = appendCells(dst, extra, " and ")
		dst = append(dst, ", the only cell with other candidates, is neither "...)
		dst = appendDigits(dst, s.Digits, " nor ")
		dst = append(dst, ". "...)
	case TechUniqueRectangle2, TechUniqueLoop2:
		dst = append(dst, "Its cells with other candidates, "...)
		dst = appendCells(dst, extra, " and ")
		dst = append(dst, ", have only "...)
		dst = appendDigits(dst, s.extraDigits, " and ")
		dst = append(dst, " more, so one of them is "...)
		dst = appendDigits(dst, s.extraDigits, " or ")
		dst = append(dst, ", and a cell that sees them all is not. "...)
	case TechUniqueRectangle3, TechUniqueLoop3:
		dst = append(dst, "So one of "...)
		dst = appendCells(dst, extra, " and ")
		dst = append(dst, " holds another digit"...)
		if s.groups[2] == 1 {
			dst = append(dst, ", and in "...)
			dst = appendUnit(dst, int(s.unit))
			dst = append(dst, " the digits "...)
			dst = appendDigits(dst, s.extraDigits, " and ")
			dst = append(dst, " can then only go in "...)
			dst = appendCell(dst, int(extra[0]))
			for _, c := range set {
				dst = append(dst, ", "...)
				dst = appendCell(dst, int(c))
			}
			dst = append(dst, ": a hidden set, whose other cells hold no other digit. "...)
		} else {
			dst = append(dst, "; taken together, as one cell holding their other digits, they form with "...)
			dst = appendCells(dst, set, " and ")
			dst = append(dst, " a naked set of "...)
			dst = appendDigits(dst, s.extraDigits, " and ")
			dst = append(dst, " in "...)
			dst = appendUnit(dst, int(s.unit))
			dst = append(dst, ", so those digits leave the rest of the unit. "...)
		}
	case TechUniqueRectangle4, TechUniqueLoop4:
		dst = append(dst, "In "...)
		dst = appendUnit(dst, int(s.unit))
		dst = append(dst, ", "...)
		dst = appendDigits(dst, s.extraDigits, " and ")
		dst = append(dst, " can only go in "...)
		dst = appendCells(dst, extra, " and ")
		dst = append(dst, ", so one of them is "...)
		dst = appendDigits(dst, s.extraDigits, " and ")
		dst = append(dst, "; then neither can be "...)
		dst = appendDigits(dst, s.Digits&^s.extraDigits, " or ")
		dst = append(dst, ". "...)
	}
	return appendRemovals(dst, s)
}
