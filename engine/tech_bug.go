package engine

import "math/bits"

// The bivalue universal grave (BUG), types 1 to 4, as Sukaku Explainer
// v1.15.10 finds it (with lkSudoku's extension, on by default there). It
// assumes the puzzle has exactly one solution.
//
// A grid where every empty cell has two candidates and every digit two
// places in each unit has two solutions (or none). So when the grid would be
// such a grave but for a few "BUG values" (a digit with three places in a
// unit, one of them in a cell with more than two candidates), one of those
// values must be true:
//
//	type 1 (5.6): one BUG cell: it holds one of its BUG values.
//	type 2 (5.7): one BUG value in several cells: it leaves every cell that
//	              sees them all.
//	type 3 (5.8+): the BUG cells share a unit where, standing together for
//	              their BUG values, they form a naked set with other cells;
//	              5.7 plus 0.1 per digit of the set beyond one.
//	type 4 (5.7): two BUG cells in one unit share one other digit: it is in
//	              one of them, and that one is not its BUG value's partner.

var (
	techBUG = techSpec{
		Tech:       TechBUG,
		Rating:     56,
		MaxRating:  62,
		Find:       (*logicGrid).findBUG,
		Explain:    (*Step).explainBUG,
		Uniqueness: true,
		// HoDoKu's BUG+1; the search reports the other types too.
		ExtendedOrder: 2900,
	}
	techBUG2 = techSpec{Tech: TechBUG2, Rating: 57, FoundBy: TechBUG, Explain: (*Step).explainBUG, Uniqueness: true}
	techBUG3 = techSpec{Tech: TechBUG3, Rating: 58, MaxRating: 62, FoundBy: TechBUG, Explain: (*Step).explainBUG, Uniqueness: true}
	techBUG4 = techSpec{Tech: TechBUG4, Rating: 57, FoundBy: TechBUG, Explain: (*Step).explainBUG, Uniqueness: true}
)

// bugScan is what findBUG learns of the grid.
type bugScan struct {
	cells    [NumCells]uint8 // BUG cells in the order found
	n        int
	values   [NumCells]uint16 // BUG values of each cell
	all      uint16           // all BUG values
	common   cellSet          // cells that see every BUG cell (not BUG cells)
	hasCommn bool
	in       cellSet
}

func (b *bugScan) add(c int, v uint16) {
	if !b.in.has(c) {
		b.in.add(c)
		b.cells[b.n] = uint8(c)
		b.n++
	}
	b.values[c] |= v
	b.all |= v
	if !b.hasCommn {
		b.common = peerSet[c]
		b.hasCommn = true
	} else {
		b.common = b.common.and(peerSet[c])
	}
	b.common = b.common.andNot(b.in)
}

// hopeless is SE's early stop: several BUG cells with several values and
// no cell seeing them all.
func (b *bugScan) hopeless() bool {
	return b.n > 1 && popcount(b.all) > 1 && b.common.empty()
}

// seUnitOrder lists the units in SE's BUG order: boxes, rows, columns.
var seUnitOrder = func() (o [27]int) {
	for i := 0; i < 9; i++ {
		o[i], o[9+i], o[18+i] = 18+i, i, 9+i
	}
	return
}()

func (s *logicGrid) findBUG(st *Step) bool {
	var b bugScan
	var lkCells cellSet // lkSudoku: all cells with extra candidates at the odd places
	lkValue, lkOne, lkSeen := 0, true, false
	for _, u := range seUnitOrder {
		for d := 1; d <= 9; d++ {
			p := s.pos[u][d-1]
			if k := popcount(p); k == 0 || k == 2 {
				continue
			}
			var fat cellSet
			nfat, last := 0, -1
			for m := p; m != 0; m &= m - 1 {
				c := int(unitCells[u][bits.TrailingZeros16(m)])
				if popcount(s.cand[c]) >= 3 {
					fat.add(c)
					nfat++
					last = c
				}
			}
			if !lkSeen {
				lkCells, lkValue, lkSeen = fat, d, true
			} else if lkOne {
				if lkValue == d {
					lkCells = lkCells.or(fat)
				} else {
					lkOne = false
				}
			}
			if nfat == 1 {
				b.add(last, 1<<(d-1))
				if b.hopeless() {
					return false
				}
			}
			if nfat == 0 {
				return false
			}
		}
	}
	if lkOne && lkSeen && lkCells.count() > b.n {
		rest := lkCells.andNot(b.in)
		for c := rest.nextCell(0); c >= 0; c = rest.nextCell(c + 1) {
			b.add(c, 1<<(lkValue-1))
			if b.hopeless() {
				return false
			}
		}
	}
	// Without the BUG values the grid must be a grave.
	var cand [NumCells]uint16
	for c := range cand {
		cand[c] = s.cand[c] &^ b.values[c]
		if s.grid[c] == 0 && popcount(cand[c]) != 2 {
			return false
		}
	}
	for u := range unitCells {
		var once, twice, thrice uint16
		for _, c := range unitCells[u] {
			m := cand[c]
			thrice |= twice & m
			twice |= once & m
			once |= m
		}
		if thrice != 0 || once != twice {
			return false
		}
	}
	switch {
	case b.n == 1:
		c := int(b.cells[0])
		st.reset(TechBUG)
		st.Removed[c] = s.cand[c] &^ b.all
		st.Digits = b.all
		st.addCell(c)
		return st.Removed[c] != 0
	case popcount(b.all) == 1:
		if s.bug2(st, &b) {
			return true
		}
		return b.n == 2 && s.bug4(st, &b)
	case !b.common.empty():
		if b.n == 2 && s.bug4(st, &b) {
			return true
		}
		return s.bug3(st, &b)
	}
	return false
}

func (b *bugScan) fillCells(st *Step) {
	for _, c := range b.cells[:b.n] {
		st.addCell(int(c))
	}
	st.groups[0] = uint8(b.n)
}

// bug2: the one BUG value leaves the cells that see every BUG cell.
func (s *logicGrid) bug2(st *Step, b *bugScan) bool {
	found := false
	for c := b.common.nextCell(0); c >= 0; c = b.common.nextCell(c + 1) {
		if s.cand[c]&b.all != 0 {
			if !found {
				st.reset(TechBUG2)
				found = true
			}
			st.Removed[c] = b.all
		}
	}
	if found {
		st.Digits = b.all
		b.fillCells(st)
	}
	return found
}

// bug4: two BUG cells sharing a unit (box, row, column: the first) and
// exactly one digit besides the BUG values: each keeps only its BUG values
// and that digit.
func (s *logicGrid) bug4(st *Step, b *bugScan) bool {
	c1, c2 := int(b.cells[0]), int(b.cells[1])
	common := s.cand[c1] & s.cand[c2] &^ b.all
	if popcount(common) != 1 {
		return false
	}
	for _, kind := range seRegionKinds {
		u := int(cellUnits[c1][kind])
		if u != int(cellUnits[c2][kind]) {
			continue
		}
		r1 := s.cand[c1] &^ b.values[c1] &^ common
		r2 := s.cand[c2] &^ b.values[c2] &^ common
		if r1|r2 == 0 {
			return false
		}
		st.reset(TechBUG4)
		st.Removed[c1], st.Removed[c2] = r1, r2
		st.Digits = b.all
		st.extraDigits = common
		st.unit = uint8(u)
		st.addUnit(u)
		b.fillCells(st)
		return true
	}
	return false
}

// bug3: for sizes 2..6 and each unit (box, row, column) holding every BUG
// cell, degree-1 cells seeing them all that with the BUG values form a
// naked set of degree digits; those digits leave the unit's other cells
// that see every BUG cell.
func (s *logicGrid) bug3(st *Step, b *bugScan) bool {
	for degree := 2; degree <= 6; degree++ {
		for _, kind := range seRegionKinds {
			u := int(cellUnits[b.cells[0]][kind])
			same := true
			for _, c := range b.cells[:b.n] {
				if int(cellUnits[c][kind]) != u {
					same = false
				}
			}
			if !same {
				continue
			}
			var list [9]int
			nl := 0
			inUnit := b.common.and(unitSet[u])
			for c := inUnit.nextCell(0); c >= 0; c = inUnit.nextCell(c + 1) {
				list[nl] = c
				nl++
			}
			if nl < degree {
				continue
			}
			for _, pick := range colexSubsets[degree-1] {
				if pick>>nl != 0 {
					break
				}
				var other uint16
				ok := popcount(b.all) >= 2
				for m := pick; m != 0; m &= m - 1 {
					cm := s.cand[list[bits.TrailingZeros16(m)]]
					if popcount(cm) < 2 {
						ok = false
					}
					other |= cm
				}
				if !ok || popcount(other) != degree || popcount(other|b.all) != degree {
					continue
				}
				found := false
				for i := 0; i < nl; i++ {
					if pick&(1<<i) != 0 {
						continue
					}
					if r := s.cand[list[i]] & other; r != 0 {
						if !found {
							st.reset(TechBUG3)
							found = true
						}
						st.Removed[list[i]] = r
					}
				}
				if !found {
					continue
				}
				st.Rating = 57 + degree - 1
				st.Digits = b.all
				st.extraDigits = other
				st.unit = uint8(u)
				st.addUnit(u)
				b.fillCells(st)
				for m := pick; m != 0; m &= m - 1 {
					st.addCell(list[bits.TrailingZeros16(m)])
				}
				st.groups[1] = uint8(degree - 1)
				return true
			}
		}
	}
	return false
}

// explainBUG explains the bivalue universal grave, types 1 to 4.
func (s *Step) explainBUG(dst []byte) []byte {
	cells := s.PatternCells()
	n := int(s.groups[0])
	if n == 0 || n > len(cells) {
		n = len(cells)
	}
	bug, set := cells[:n], cells[n:]
	dst = append(dst, "without "...)
	dst = appendDigits(dst, s.Digits, " and ")
	dst = append(dst, " in "...)
	dst = appendCells(dst, bug, " and ")
	dst = append(dst, ", every empty cell would have two candidates and every digit two places in each unit, a pattern with two solutions; so "...)
	switch s.Technique {
	case TechBUG:
		dst = appendCells(dst, bug, " and ")
		dst = append(dst, " is "...)
		dst = appendDigits(dst, s.Digits, " or ")
		dst = append(dst, ". "...)
	case TechBUG2:
		dst = append(dst, "one of those cells is "...)
		dst = appendDigits(dst, s.Digits, " or ")
		dst = append(dst, ", and a cell that sees them all is not. "...)
	case TechBUG3:
		dst = append(dst, "one of those cells holds one of them: together they act as one cell holding "...)
		dst = appendDigits(dst, s.Digits, " or ")
		dst = append(dst, ", which with "...)
		dst = appendCells(dst, set, " and ")
		dst = append(dst, " forms a naked set of "...)
		dst = appendDigits(dst, s.extraDigits, " and ")
		dst = append(dst, " in "...)
		dst = appendUnit(dst, int(s.unit))
		dst = append(dst, ". "...)
	case TechBUG4:
		dst = append(dst, "one of those cells holds its extra digit; both also hold "...)
		dst = appendDigits(dst, s.extraDigits, " and ")
		dst = append(dst, ", which one of them must be (they share "...)
		dst = appendUnit(dst, int(s.unit))
		dst = append(dst, "), so each keeps only its extra digit and "...)
		dst = appendDigits(dst, s.extraDigits, " and ")
		dst = append(dst, ". "...)
	}
	return appendRemovals(dst, s)
}
