package engine

import "math/bits"

// Strong-link chains of one digit: Sukaku Explainer's Skyscraper, Two-String
// Kite, Turbot Crane and their grouped forms (two strong links), and its
// "3 strong-linked fishes" (three links).
//
// A strong link of digit d is a unit in which d is confined to two ends: two
// cells, or a cell and a group (the unit's cells in one box segment of a row
// or column, or one row or column of a box), or two groups. One end holds d.
// Chain the links end to end, each joined to the next by a "bridge": an end
// of one and an end of the next that together lie in one row, column or box,
// so that at most one of them holds d:
//
//	A = B1 - B2 = B3 - ... = C
//
// If A does not hold d then B1 does, so B2 does not, so B3 does, ... so C
// does: d is in A or in C, and leaves every cell that sees all of A and C.
// The ratings (Sukaku Explainer v1.15.10):
//
//	two links, both rows or both columns       Skyscraper               4.0
//	two links, a row and a column               Two-String Kite          4.1
//	two links, a line and a box                 Turbot Fish              4.2
//	two links, a box group                      Empty Rectangle          4.3
//	two links, a line group, parallel lines     Grouped Skyscraper       4.3
//	two links, a line group, otherwise          Grouped Two-String Kite  4.3
//	three links, all rows or all columns        Three-Link X-Chain       5.4
//	three links with a box                      Three-Link X-Chain       5.5
//	three links with a row and a column         Three-Link X-Chain       5.6
//	three links, one of them grouped            Three-Link X-Chain       5.7

var (
	techSkyscraper = techSpec{
		Tech:      TechSkyscraper,
		Rating:    40,
		MaxRating: 43,
		Find:      (*logicGrid).findTwoStrongLinks,
		Explain:   (*Step).explainStrongLinkChain,
		// HoDoKu's Skyscraper, 2-String Kite, Turbot Fish and Empty
		// Rectangle (3000 to 3170): the search finds them all.
		ExtendedOrder: 3000,
	}
	techTwoStringKite = techSpec{
		Tech:    TechTwoStringKite,
		Rating:  41,
		FoundBy: TechSkyscraper,
		Explain: (*Step).explainStrongLinkChain,
	}
	techTurbotFish = techSpec{
		Tech:    TechTurbotFish,
		Rating:  42,
		FoundBy: TechSkyscraper,
		Explain: (*Step).explainStrongLinkChain,
	}
	techEmptyRectangle = techSpec{
		Tech:    TechEmptyRectangle,
		Rating:  43,
		FoundBy: TechSkyscraper,
		Explain: (*Step).explainStrongLinkChain,
	}
	techGroupedSkyscraper = techSpec{
		Tech:    TechGroupedSkyscraper,
		Rating:  43,
		FoundBy: TechSkyscraper,
		Explain: (*Step).explainStrongLinkChain,
	}
	techGroupedTwoStringKite = techSpec{
		Tech:    TechGroupedTwoStringKite,
		Rating:  43,
		FoundBy: TechSkyscraper,
		Explain: (*Step).explainStrongLinkChain,
	}
	techThreeLinkXChain = techSpec{
		Tech:      TechThreeLinkXChain,
		Rating:    54,
		MaxRating: 57,
		Find:      (*logicGrid).findThreeStrongLinks,
		Explain:   (*Step).explainStrongLinkChain,
	}
)

// slEnd is one end of a strong link: up to three cells, unused ones -1. The
// first is the end's own cell; a grouped end may list a cell without the
// digit (the crossing cell of a box group), as SE does, so that a cell must
// see it too to lose the digit. row, col and box are the row, column and
// box (unit IDs) holding all its cells, or -1.
type slEnd struct {
	cells         [3]int8
	row, col, box int8
}

// slLink is one reading of a unit as a strong link.
type slLink struct {
	u       int
	grouped bool
	end     [2]slEnd
	// reach has bit x for each unit ID x that holds every cell of one of
	// the ends: two links can bridge exactly when their reaches meet (see
	// canBridge).
	reach  uint32
	digits cellSet // the unit's cells with the digit
}

// reachOf is the units that hold every cell of e, as bits of unit IDs.
func (e *slEnd) reachOf() uint32 {
	var r uint32
	if e.row >= 0 {
		r |= 1 << e.row
	}
	if e.col >= 0 {
		r |= 1 << e.col
	}
	if e.box >= 0 {
		r |= 1 << e.box
	}
	return r
}

// cellEnd is endOf(c): the end of the one cell c.
func cellEnd(c int) slEnd {
	return slEnd{cells: [3]int8{int8(c), -1, -1}, row: int8(RowOf(c)), col: int8(9 + ColOf(c)), box: int8(18 + BoxOf(c))}
}

func endOf(cells ...int) slEnd {
	e := slEnd{cells: [3]int8{-1, -1, -1}}
	for i, c := range cells {
		e.cells[i] = int8(c)
	}
	e.shared()
	return e
}

// shared sets the units that hold all the end's cells.
func (e *slEnd) shared() {
	c0 := int(e.cells[0])
	e.row, e.col, e.box = int8(RowOf(c0)), int8(9+ColOf(c0)), int8(18+BoxOf(c0))
	for _, c := range e.cells[1:] {
		if c < 0 {
			continue
		}
		if RowOf(int(c)) != RowOf(c0) {
			e.row = -1
		}
		if ColOf(int(c)) != ColOf(c0) {
			e.col = -1
		}
		if BoxOf(int(c)) != BoxOf(c0) {
			e.box = -1
		}
	}
}

// peersOf returns the cells that see every cell of e.
func (e *slEnd) peersOf() cellSet {
	set := cellSet{^uint64(0), ^uint64(0)}
	for _, c := range e.cells {
		if c >= 0 {
			set = set.and(peerSet[c])
		}
	}
	return set
}

// boxRect, boxBlade1 and boxBlade2 are SE's 15 ways to read a box as a
// grouped link (positions 0..8 in the box, row-major). For a crossing cell h
// (configurations 0..8): the four cells in neither h's row nor its column
// hold no candidate, blade 1 is the rest of h's column and blade 2 the rest
// of h's row. Configurations 9..14 (three links only): one row or column of
// the box is empty and the blades are the other two, in order.
var boxRect, boxBlade1, boxBlade2 [15]uint16

func init() {
	for h := 0; h < 9; h++ {
		hr, hc := h/3, h%3
		row, col := uint16(7)<<(3*hr), uint16(0x49)<<hc
		boxRect[h] = 0x1ff &^ (row | col)
		boxBlade1[h] = col &^ (1 << h)
		boxBlade2[h] = row &^ (1 << h)
	}
	rows := [3]uint16{7, 7 << 3, 7 << 6}
	cols := [3]uint16{0x49, 0x49 << 1, 0x49 << 2}
	lines := [2][3]uint16{rows, cols}
	for k, l := range lines {
		for j, empty := range [3]int{2, 1, 0} {
			e := 9 + 3*k + j
			others := [2]int{}
			n := 0
			for x := 0; x < 3; x++ {
				if x != empty {
					others[n] = x
					n++
				}
			}
			boxRect[e], boxBlade1[e], boxBlade2[e] = l[empty], l[others[0]], l[others[1]]
		}
	}
}

// lineSegment is the mask of the positions of segment e (0..2) of a row or
// column: the three cells in one box.
func lineSegment(e int) uint16 { return 7 << (3 * e) }

// linkVariants writes the readings of unit u as a strong link of digit d,
// whose cells are dcells, into out and returns how many there are (0 to
// 2), following SE: three selects the rules of its three-link search,
// otherwise those of its two-link one (TurbotFish).
func (s *logicGrid) linkVariants(u, d int, three bool, dcells cellSet, out *[2]slLink) int {
	n := s.linkReadings(u, d, three, dcells, out)
	for k := range out[:n] {
		l := &out[k]
		l.reach = l.end[0].reachOf() | l.end[1].reachOf()
	}
	return n
}

// linkReadings is linkVariants without the links' reach, given dcells, the
// cells of digit d (those of unit u are the links' digits).
func (s *logicGrid) linkReadings(u, d int, three bool, dcells cellSet, out *[2]slLink) int {
	m := s.pos[u][d-1]
	n := popcount(m)
	isBox := u >= 18
	if n < 2 || n > 6 || (!three && isBox && n > 5) {
		return 0
	}
	l := slLink{u: u, digits: dcells.and(unitSet[u])}
	at := func(mask uint16, i int) int { // the i-th cell of mask in unit u
		for ; i > 0; i-- {
			mask &= mask - 1
		}
		return int(unitCells[u][bits.TrailingZeros16(mask)])
	}
	if n == 2 {
		a, b := at(m, 0), at(m, 1)
		if three && isBox && (RowOf(a) == RowOf(b) || ColOf(a) == ColOf(b)) {
			return 0
		}
		l.end = [2]slEnd{cellEnd(a), cellEnd(b)}
		out[0] = l
		return 1
	}
	// A grouped link: the first configuration whose "empty" part holds no
	// candidate decides; both blades must hold some.
	var b1, b2 uint16
	heart, cfg := -1, -1
	if isBox {
		last := 9
		if three {
			last = 15
		}
		for e := 0; e < last; e++ {
			if e > 8 && n < 4 {
				continue
			}
			if m&boxRect[e] == 0 {
				cfg, b1, b2 = e, m&boxBlade1[e], m&boxBlade2[e]
				if e < 9 {
					heart = int(unitCells[u][e])
				}
				break
			}
		}
	} else {
		for e := 0; e < 3; e++ {
			if m&lineSegment(e) == 0 {
				cfg = e
				var other [2]uint16
				k := 0
				for x := 0; x < 3; x++ {
					if x != e {
						other[k] = m & lineSegment(x)
						k++
					}
				}
				b1, b2 = other[0], other[1]
				break
			}
		}
	}
	if cfg < 0 || b1 == 0 || b2 == 0 {
		return 0
	}
	l.grouped = true
	n1, n2 := popcount(b1), popcount(b2)
	if n1 >= 2 && n2 >= 2 {
		if three {
			l.end = [2]slEnd{endOf(at(b1, 0), at(b1, 1)), endOf(at(b2, 0), at(b2, 1))}
			out[0] = l
			// Four cells in a square of a box split either way.
			if cfg > 8 && n == 4 && sameLine(at(b1, 1), at(b2, 1)) && sameLine(at(b1, 0), at(b2, 0)) {
				l.end = [2]slEnd{endOf(at(b1, 0), at(b2, 0)), endOf(at(b1, 1), at(b2, 1))}
				out[1] = l
				return 2
			}
			return 1
		}
		l.end = [2]slEnd{groupEnd(u, b1, -1), groupEnd(u, b2, -1)}
		out[0] = l
		return 1
	}
	// One blade has a single cell: it is one end, the other blade (with the
	// crossing cell of a box) the other. SE's three-link search reads a box
	// whose two blades both have one cell only once, from blade 2.
	k := 0
	for ord, single := range [2]uint16{b1, b2} {
		if popcount(single) != 1 {
			continue
		}
		other := b2
		if ord == 1 {
			other = b1
		}
		a := at(single, 0)
		if three {
			if ord == 0 && n2 == 1 {
				continue // SE reads this box once, from blade 2 (below)
			}
			if isBox {
				l.end = [2]slEnd{cellEnd(a), endOf(at(other, 0), heart)}
			} else {
				l.end = [2]slEnd{cellEnd(a), endOf(at(other, 0), at(other, 1))}
			}
		} else {
			l.end = [2]slEnd{cellEnd(a), groupEnd(u, other, heart)}
		}
		out[k] = l
		k++
	}
	return k
}

// groupEnd is the end made of the cells of unit u in mask m, after cell
// first when first >= 0 (at most three cells).
func groupEnd(u int, m uint16, first int) slEnd {
	e := slEnd{cells: [3]int8{-1, -1, -1}}
	i := 0
	if first >= 0 {
		e.cells[0] = int8(first)
		i = 1
	}
	for ; m != 0 && i < 3; m &= m - 1 {
		e.cells[i] = int8(unitCells[u][bits.TrailingZeros16(m)])
		i++
	}
	e.shared()
	return e
}

func sameLine(a, b int) bool { return RowOf(a) == RowOf(b) || ColOf(a) == ColOf(b) }

// bridgeUnit returns the column, else the row, else the box that holds every
// cell of ends a and b, or -1 (SE's test, in its order).
func bridgeUnit(a, b *slEnd) int {
	switch {
	case a.col >= 0 && a.col == b.col:
		return int(a.col)
	case a.row >= 0 && a.row == b.row:
		return int(a.row)
	case a.box >= 0 && a.box == b.box:
		return int(a.box)
	}
	return -1
}

// canBridge reports whether some end of a and some end of b share a unit
// (bridgeUnit >= 0 for some pair of ends): a unit that holds every cell of
// an end of each, that is a bit of both reaches. (Row, column and box IDs
// differ, so a row never meets a column.)
func canBridge(a, b *slLink) bool { return a.reach&b.reach != 0 }

// slChain is a chain of strong links with everything needed to rate it and
// fill a step: for each link in chain order its unit and near and far ends
// (the far end of link i bridges to the near end of link i+1), the bridge
// units, and the cells that lose the digit.
type slChain struct {
	n       int
	d       int
	links   [3]slLink
	near    [3]slEnd
	far     [3]slEnd
	bridge  [2]int
	victims cellSet
	rating  int
	elims   int
	suffix  int // SE's tie-break after rating and eliminations, lower first
}

// better reports whether c comes before b in SE's sorted order (rating,
// then more eliminations, then suffix); ties keep the earlier chain.
func (c *slChain) better(b *slChain) bool {
	if b.n == 0 {
		return true
	}
	if c.rating != b.rating {
		return c.rating < b.rating
	}
	if c.elims != b.elims {
		return c.elims > b.elims
	}
	return c.suffix < b.suffix
}

// turbotConfigs are SE's two-link configurations in order: the kinds (unit
// ID offsets) of the first and second link: row-row, column-column,
// column-row, row-box, column-box.
var turbotConfigs = [5][2]int{{0, 0}, {9, 9}, {9, 0}, {0, 18}, {9, 18}}

// findTwoStrongLinks finds SE's first two-link chain: over all of its
// patterns, the lowest rated, then the one with the most eliminations, then
// the ungrouped, then the first found in SE's search order.
func (s *logicGrid) findTwoStrongLinks(st *Step) bool {
	var best, cur slChain
	var all [9][27][2]slLink
	var alln [9][27]int
	var dcells [9]cellSet
	var skip, found [9]bool
	// changed[d-1]: the units of which a chain of digit d needs one, as in
	// findThreeStrongLinks (the same argument holds for two links);
	// linked[d-1]: the units with a reading as a link of d.
	var changed, linked [9]uint32
	for d := 1; d <= 9; d++ {
		dcells[d-1] = s.digitCells(d)
		changed[d-1] = 1<<27 - 1
		if units, ok := s.twoLinks.changedUnits(d, dcells[d-1]); ok {
			changed[d-1] = units
		}
		if skip[d-1] = changed[d-1] == 0; !skip[d-1] {
			s.allLinkVariants(d, false, &all[d-1], &alln[d-1])
			for u, n := range alln[d-1] {
				if n > 0 {
					linked[d-1] |= 1 << u
				}
			}
		}
	}
	for _, cfg := range turbotConfigs {
		for d := 1; d <= 9; d++ {
			if skip[d-1] {
				continue
			}
			vars, nv := &all[d-1], &alln[d-1]
			ch := changed[d-1]
			for i1 := 0; i1 < 9; i1++ {
				u1 := cfg[0] + i1
				if nv[u1] == 0 {
					continue
				}
				from := 0
				if cfg[0] == cfg[1] {
					from = i1 + 1
				}
				// The second units: from on, with a reading, and, without a
				// change in the first unit, with a change.
				seconds := linked[d-1] >> cfg[1] & (1<<9 - 1) &^ (1<<from - 1)
				if ch>>u1&1 == 0 {
					seconds &= ch >> cfg[1]
				}
				if seconds == 0 {
					continue
				}
				for a := 0; a < nv[u1]; a++ {
					l1 := &vars[u1][a]
					for m2 := seconds; m2 != 0; m2 &= m2 - 1 {
						u2 := cfg[1] + bits.TrailingZeros32(m2)
						for b := 0; b < nv[u2]; b++ {
							l2 := &vars[u2][b]
							if !l1.digits.and(l2.digits).empty() || !canBridge(l1, l2) {
								continue
							}
							for i := 0; i < 2; i++ {
								for j := 0; j < 2; j++ {
									sh := bridgeUnit(&l1.end[1-i], &l2.end[j])
									if sh < 0 || sh == u1 || sh == u2 {
										continue
									}
									victims := l1.end[i].peersOf().and(l2.end[1-j].peersOf()).and(dcells[d-1]).
										andNot(unitSet[u1]).andNot(unitSet[u2])
									if victims.empty() {
										continue
									}
									cur.n, cur.d = 2, d
									cur.links[0], cur.links[1] = *l1, *l2
									cur.near[0], cur.far[0] = l1.end[i], l1.end[1-i]
									cur.near[1], cur.far[1] = l2.end[j], l2.end[1-j]
									cur.bridge[0] = sh
									cur.victims, cur.elims = victims, victims.count()
									found[d-1] = true
									cur.rate()
									if cur.better(&best) {
										best = cur
									}
								}
							}
						}
					}
				}
			}
		}
	}
	for d := 1; d <= 9; d++ {
		if !skip[d-1] && !found[d-1] {
			s.twoLinks.remember(d, dcells[d-1])
		}
	}
	if best.n == 0 {
		return false
	}
	s.fillStrongChain(st, &best)
	return true
}

// allLinkVariants fills vars and nv with the link readings of every unit
// for digit d.
func (s *logicGrid) allLinkVariants(d int, three bool, vars *[27][2]slLink, nv *[27]int) {
	dcells := s.digitCells(d)
	for u := 0; u < 27; u++ {
		nv[u] = s.linkVariants(u, d, three, dcells, &vars[u])
	}
}

// rate sets the chain's rating and SE's suffix tie-break.
func (c *slChain) rate() {
	grouped := 0
	var kinds uint8 // bit 0 row, 1 column, 2 box
	for i := range c.links[:c.n] {
		l := &c.links[i]
		if l.grouped {
			grouped++
		}
		kinds |= 1 << (l.u / 9)
	}
	if c.n == 2 {
		c.suffix = grouped
		switch {
		case grouped > 0:
			c.rating = 43
		case kinds&4 != 0:
			c.rating = 42
		case kinds == 3:
			c.rating = 41
		default:
			c.rating = 40
		}
		return
	}
	c.suffix = grouped*1000 + threeLinkName(c)
	switch {
	case grouped > 0:
		c.rating = 57
	case kinds&4 != 0:
		c.rating = 55
	case kinds == 3:
		c.rating = 56
	default:
		c.rating = 54
	}
}

// technique names a two-link chain by SE's rules.
func (c *slChain) technique() Technique {
	if c.n == 3 {
		return TechThreeLinkXChain
	}
	l1, l2 := &c.links[0], &c.links[1]
	switch {
	case (l1.grouped && l1.u >= 18) || (l2.grouped && l2.u >= 18):
		return TechEmptyRectangle
	case l1.grouped || l2.grouped:
		if l1.u/9 == l2.u/9 {
			return TechGroupedSkyscraper
		}
		return TechGroupedTwoStringKite
	case c.rating == 40:
		return TechSkyscraper
	case c.rating == 41:
		return TechTwoStringKite
	}
	return TechTurbotFish
}

// fillStrongChain writes chain ch into st: the links' units, then the
// bridges' units; the pattern cells, end by end in chain order (groups'
// sizes in st.groups; cells without the digit left out); the chain's ends
// as nodes "A is not d ⇒ B1 is d ⇒ …"; and the eliminations.
func (s *logicGrid) fillStrongChain(st *Step, ch *slChain) {
	st.reset(ch.technique())
	st.Rating = ch.rating
	bit := uint16(1) << (ch.d - 1)
	st.Digits = bit
	for i := range ch.links[:ch.n] {
		st.addUnit(ch.links[i].u)
	}
	for _, u := range ch.bridge[:ch.n-1] {
		st.addUnit(u)
	}
	g := 0
	for i := 0; i < ch.n; i++ {
		for k, e := range [2]slEnd{ch.near[i], ch.far[i]} {
			size := 0
			first := -1
			for _, c := range e.cells {
				if c >= 0 && s.cand[c]&bit != 0 {
					st.addCell(int(c))
					size++
					if first < 0 {
						first = int(c)
					}
				}
			}
			st.groups[g] = uint8(size)
			g++
			if first >= 0 {
				st.chain[st.nchain] = ChainNode{Cell: uint8(first), Digit: uint8(ch.d), On: k == 1}
				st.nchain++
			}
		}
	}
	for c := 0; c < NumCells; c++ {
		if ch.victims.has(c) {
			st.Removed[c] |= bit
		}
	}
}

// threeLinkSets are the kinds of the three links in SE's search order, as
// unit ID offsets (box 18, row 0, column 9): box-box-box, box-box-row, ...,
// column-column-column.
var threeLinkSets = [10][3]int{
	{18, 18, 18}, {18, 18, 0}, {18, 18, 9}, {18, 0, 0}, {18, 0, 9},
	{18, 9, 9}, {0, 0, 0}, {0, 0, 9}, {0, 9, 9}, {9, 9, 9},
}

// threeLinkOrders are the orders of the three chosen links along the chain
// that SE tries (the permutations that read no later than their reverse),
// in its order.
var threeLinkOrders = [3][3]int{{0, 1, 2}, {1, 0, 2}, {0, 2, 1}}

// findThreeStrongLinks finds SE's first three-link chain (sorted as in
// findTwoStrongLinks). SE's search order: link kinds, digit, the three units
// (units of one kind in increasing order), their readings, then the order
// of the links along the chain and the direction of each. The readings of
// each digit are computed once for all the link kinds.
func (s *logicGrid) findThreeStrongLinks(st *Step) bool {
	var best slChain
	var vars [9][27][2]slLink
	var nv [9][27]int
	var dcells [9]cellSet
	var usable, found [9]bool
	// changed[d-1]: the units of which a chain of digit d needs one (see
	// digitMemo.changedUnits); nothing of d was found on a larger set.
	var changed [9]uint32
	for d := 1; d <= 9; d++ {
		dcells[d-1] = s.digitCells(d)
		changed[d-1] = 1<<27 - 1
		if units, ok := s.threeLinks.changedUnits(d, dcells[d-1]); ok {
			if units == 0 {
				continue
			}
			changed[d-1] = units
		}
		s.allLinkVariants(d, true, &vars[d-1], &nv[d-1])
		n := 0
		for _, k := range nv[d-1] {
			if k > 0 {
				n++
			}
		}
		usable[d-1] = n >= 3
	}
	var tl [9]threeLinkTable
	for d := 1; d <= 9; d++ {
		if usable[d-1] {
			tl[d-1].build(&vars[d-1], &nv[d-1], changed[d-1])
		}
	}
	for _, set := range threeLinkSets {
		for d := 1; d <= 9; d++ {
			if !usable[d-1] {
				continue
			}
			t := &tl[d-1]
			for m0 := t.kind(set[0], 0); m0 != 0; m0 &= m0 - 1 {
				i0 := bits.TrailingZeros64(m0)
				u0 := int(t.unit[i0])
				from1 := 0
				if set[1] == set[0] {
					from1 = u0 - set[0] + 1
				}
				for m1 := t.kind(set[1], from1) & t.disjoint[i0]; m1 != 0; m1 &= m1 - 1 {
					i1 := bits.TrailingZeros64(m1)
					u1 := int(t.unit[i1])
					from2 := 0
					if set[2] == set[1] {
						from2 = u1 - set[1] + 1
					}
					m2 := t.kind(set[2], from2) & t.disjoint[i0] & t.disjoint[i1]
					// Some link must bridge to both others.
					if t.bridge[i0]>>i1&1 != 0 {
						m2 &= t.bridge[i0] | t.bridge[i1]
					} else {
						m2 &= t.bridge[i0] & t.bridge[i1]
					}
					// Without a changed unit among the first two, the
					// third must be one.
					if t.changed>>i0&1 == 0 && t.changed>>i1&1 == 0 {
						m2 &= t.changed
					}
					for ; m2 != 0; m2 &= m2 - 1 {
						i2 := bits.TrailingZeros64(m2)
						vs := &vars[d-1]
						if s.bestThreeLinkChain(&best, [3]*slLink{t.link(vs, i0), t.link(vs, i1), t.link(vs, i2)}, d, dcells[d-1]) {
							found[d-1] = true
						}
					}
				}
			}
		}
	}
	for d := 1; d <= 9; d++ {
		if !found[d-1] {
			s.threeLinks.remember(d, dcells[d-1])
		}
	}
	if best.n == 0 {
		return false
	}
	s.fillStrongChain(st, &best)
	return true
}

// threeLinkTable lists the readings of the units of one digit as strong
// links, in the order of the three-link search (units in increasing ID,
// then the readings of a unit), with what the search asks of two links as
// bit sets over that list: which pairs share no cell (disjoint) and which
// can bridge (canBridge). A unit has at most two readings, so 54 bits
// suffice.
type threeLinkTable struct {
	ref      [54]uint8 // reading k of unit u is ref u*2+k (not a pointer, which would move the readings to the heap)
	unit     [54]uint8
	first    [28]uint8 // first[u]: the index of unit u's first reading
	disjoint [54]uint64
	bridge   [54]uint64
	changed  uint64 // the readings of units in the changed mask
}

// build fills t from the readings vars, nv of a digit, with changed the
// units of which a chain needs one (see findThreeStrongLinks).
func (t *threeLinkTable) build(vars *[27][2]slLink, nv *[27]int, changed uint32) {
	n := 0
	t.changed = 0
	for u := 0; u < 27; u++ {
		t.first[u] = uint8(n)
		for k := 0; k < nv[u]; k++ {
			t.ref[n], t.unit[n] = uint8(u*2+k), uint8(u)
			if changed>>u&1 != 0 {
				t.changed |= 1 << n
			}
			n++
		}
	}
	t.first[27] = uint8(n)
	for i := 0; i < n; i++ {
		t.disjoint[i], t.bridge[i] = 0, 0
	}
	for i := 0; i < n; i++ {
		for j := i + 1; j < n; j++ {
			li, lj := t.link(vars, i), t.link(vars, j)
			if !li.digits.and(lj.digits).empty() {
				continue // the search never asks whether these bridge
			}
			t.disjoint[i] |= 1 << j
			t.disjoint[j] |= 1 << i
			if canBridge(li, lj) {
				t.bridge[i] |= 1 << j
				t.bridge[j] |= 1 << i
			}
		}
	}
}

// link returns reading i of the list, from vars.
func (t *threeLinkTable) link(vars *[27][2]slLink, i int) *slLink {
	r := t.ref[i]
	return &vars[r>>1][r&1]
}

// kind returns the readings of the units of one kind (unit ID offset k: 0
// rows, 9 columns, 18 boxes) from the from-th unit of the kind on.
func (t *threeLinkTable) kind(k, from int) uint64 {
	return 1<<t.first[k+9] - 1<<t.first[k+from]
}

// bestThreeLinkChain tries every order and direction of the three links
// picked, in SE's order, and keeps in best a chain that removes something
// and beats it. It reports whether some chain removes something.
func (s *logicGrid) bestThreeLinkChain(best *slChain, picked [3]*slLink, d int, dcells cellSet) (found bool) {
	var cur slChain
	for _, q := range threeLinkOrders {
		l0, l1, l2 := picked[q[0]], picked[q[1]], picked[q[2]]
		if l0.reach&l1.reach == 0 || l1.reach&l2.reach == 0 {
			continue // no bridge from l0 to l1, or from l1 to l2 (canBridge)
		}
		// The directions dir = u0<<2 | u1<<1 | u2 in increasing order; b0
		// depends on u0 and u1 only.
		for u0 := 0; u0 < 2; u0++ {
			for u1 := 0; u1 < 2; u1++ {
				b0 := bridgeUnit(&l0.end[1-u0], &l1.end[u1])
				if b0 < 0 {
					continue
				}
				for u2 := 0; u2 < 2; u2++ {
					b1 := bridgeUnit(&l1.end[1-u1], &l2.end[u2])
					if b1 < 0 {
						continue
					}
					v := l0.end[u0].peersOf().and(l2.end[1-u2].peersOf()).and(dcells)
					for _, x := range [5]int{l0.u, l1.u, l2.u, b0, b1} {
						v = v.andNot(unitSet[x])
					}
					if v.empty() {
						continue
					}
					cur.n, cur.d = 3, d
					cur.links = [3]slLink{*l0, *l1, *l2}
					cur.bridge = [2]int{b0, b1}
					cur.near = [3]slEnd{l0.end[u0], l1.end[u1], l2.end[u2]}
					cur.far = [3]slEnd{l0.end[1-u0], l1.end[1-u1], l2.end[1-u2]}
					cur.victims = v
					cur.elims = v.count()
					cur.rate()
					found = true
					if cur.better(best) {
						*best = cur
					}
				}
			}
		}
	}
	return found
}

// threeLinkName is SE's name code of a three-link chain (its "suffix"
// without the grouped count), as a number whose decimal digits are the code:
// the link kinds in chain order (0 box, 1 row, 2 column), read in the
// direction that is lexicographically smaller, then normalised so that the
// two line kinds are interchangeable.
func threeLinkName(c *slChain) int {
	var k [3]int
	for i := range c.links[:3] {
		l := &c.links[i]
		switch {
		case l.u >= 18:
			k[i] = 0
		case l.u >= 9:
			k[i] = 2
		default:
			k[i] = 1
		}
	}
	num := func(a [3]int) int { return a[0]*100 + a[1]*10 + a[2] }
	rev := func(a [3]int) [3]int { return [3]int{a[2], a[1], a[0]} }
	if num(rev(k)) < num(k) {
		k = rev(k)
	}
	hasRow := k[0] == 1 || k[1] == 1 || k[2] == 1
	if !hasRow {
		for i := range k {
			if k[i] == 2 {
				k[i] = 1
			}
		}
		return num(k)
	}
	var sw [3]int
	for i, x := range k {
		sw[i] = [3]int{0, 2, 1}[x]
	}
	r := num(rev(sw))
	if num(sw) < r {
		r = num(sw)
	}
	if num(k) > r {
		return r
	}
	return num(k)
}

// explainStrongLinkChain explains a chain of strong links (see findTwoStrongLinks):
// the pattern cells are the links' ends in chain order, near end then far
// end, in groups of sizes s.groups; the units are the links', then the
// bridges'.
func (s *Step) explainStrongLinkChain(dst []byte) []byte {
	d := lowDigit(s.Digits | 1<<15)
	n := 0 // links
	for n < 3 && 2*n+1 < len(s.groups) && s.groups[2*n] > 0 {
		n++
	}
	var ends [6][]uint8
	cells := s.PatternCells()
	for g := 0; g < 2*n; g++ {
		k := int(s.groups[g])
		if k > len(cells) {
			k = len(cells)
		}
		ends[g], cells = cells[:k], cells[k:]
	}
	units := s.PatternUnits()
	for i := 0; i < n && i < len(units); i++ {
		if i > 0 {
			dst = append(dst, "; "...)
		}
		dst = append(dst, "in "...)
		dst = appendUnit(dst, int(units[i]))
		if i == 0 {
			dst = append(dst, ", "...)
			dst = appendDigit(dst, d)
			dst = append(dst, " is only in "...)
		} else {
			dst = append(dst, ", only in "...)
		}
		dst = appendEnd(dst, ends[2*i])
		dst = append(dst, " or "...)
		dst = appendEnd(dst, ends[2*i+1])
	}
	dst = append(dst, ". "...)
	for i := 0; i+1 < n && n+i < len(units); i++ {
		if i > 0 {
			dst = append(dst, ", and "...)
		}
		dst = appendCells(dst, ends[2*i+1], " and ")
		dst = append(dst, " and "...)
		dst = appendCells(dst, ends[2*i+2], " and ")
		dst = append(dst, " lie in "...)
		dst = appendUnit(dst, int(units[n+i]))
	}
	dst = append(dst, ", so at most one of them is "...)
	dst = appendDigit(dst, d)
	dst = append(dst, ". If "...)
	for g := 0; g < 2*n; g++ {
		if g > 0 {
			dst = append(dst, ", "...)
		}
		if g%2 == 0 {
			dst = appendEndIs(dst, ends[g], false, g == 0)
		} else {
			dst = appendEndIs(dst, ends[g], true, false)
		}
		if g == 0 {
			dst = append(dst, " then"...)
		}
	}
	dst = append(dst, ": "...)
	dst = appendDigit(dst, d)
	dst = append(dst, " is in "...)
	dst = appendEnd(dst, ends[0])
	dst = append(dst, " or "...)
	dst = appendEnd(dst, ends[2*n-1])
	dst = append(dst, ". "...)
	return appendRemovals(dst, s)
}

// appendEnd writes a link end: "r1c2", or "one of r1c7 and r1c8".
func appendEnd(dst []byte, cells []uint8) []byte {
	if len(cells) > 1 {
		dst = append(dst, "one of "...)
	}
	return appendCells(dst, cells, " and ")
}

// appendEndIs writes "r1c2 is", "r1c2 is not", "one of r1c7 and r1c8 is" or
// "neither r1c7 nor r1c8 is" (with the digit only when withDigit is set,
// as the chain's first clause).
func appendEndIs(dst []byte, cells []uint8, is, first bool) []byte {
	switch {
	case len(cells) == 1:
		dst = appendCell(dst, int(cells[0]))
		if is {
			dst = append(dst, " is"...)
		} else {
			dst = append(dst, " is not"...)
		}
	case is:
		dst = appendEnd(dst, cells)
		dst = append(dst, " is"...)
	default:
		dst = append(dst, "none of "...)
		dst = appendCells(dst, cells, " and ")
		dst = append(dst, " is"...)
	}
	if first {
		dst = append(dst, " the digit"...)
	}
	return dst
}
