package engine

import "math/bits"

// The deductions that SE's "Dynamic Forcing Chains (+)" and nested chains
// make on the working grid of a search when the links run out: pointing and
// claiming (SE's "Generalized Intersections"), hidden pairs, naked pairs
// (SE's "Generalized Naked Pair": any common peer loses the digits) and
// X-Wings, in SE's order of rules and of patterns. The first rule that finds
// a pattern which relies on candidates the search removed (its "parents")
// gives all such patterns' eliminations; each elimination depends on the
// parents of the pattern that first gives it.

// seRegionOrder lists the units in the order SE's locked-candidate rule
// visits them (boxes, rows, columns) and its subset rules visit them
// (boxes, columns, rows).
var (
	seLockingUnits = func() (t [27]uint8) {
		for i := 0; i < 9; i++ {
			t[i], t[9+i], t[18+i] = uint8(18+i), uint8(i), uint8(9+i)
		}
		return
	}()
	seSubsetUnits = func() (t [27]uint8) {
		for i := 0; i < 9; i++ {
			t[i], t[9+i], t[18+i] = uint8(18+i), uint8(9+i), uint8(i)
		}
		return
	}()
)

// pairOrder lists the pairs of 0..8 in SE's order (by the larger, then the
// smaller element).
var pairOrder = func() (t [36][2]uint8) {
	n := 0
	for b := 1; b < 9; b++ {
		for a := 0; a < b; a++ {
			t[n] = [2]uint8{uint8(a), uint8(b)}
			n++
		}
	}
	return
}()

// ruleHint collects one pattern: its parents and eliminations.
type ruleHint struct {
	parents  [32]potential
	np       int
	cells    [NumCells]uint8 // eliminations: cells in SE's insertion order
	masks    [NumCells]uint16
	nc       int
	overflow bool
}

func (h *ruleHint) reset() { h.np, h.nc, h.overflow = 0, 0, false }

func (h *ruleHint) parent(c, d int) {
	if h.np < len(h.parents) {
		h.parents[h.np] = potOf(c, d, false)
		h.np++
	} else {
		h.overflow = true
	}
}

func (h *ruleHint) remove(c, d int) {
	for i := 0; i < h.nc; i++ {
		if int(h.cells[i]) == c {
			h.masks[i] |= 1 << (d - 1)
			return
		}
	}
	h.cells[h.nc] = uint8(c)
	h.masks[h.nc] = 1 << (d - 1)
	h.nc++
}

// javaOrder sorts the eliminations into the iteration order of the Java
// HashMap SE keeps them in: by cell index modulo the table size (16, grown
// by doubling past three quarters full), then by insertion.
func (h *ruleHint) javaOrder() {
	size := 16
	for h.nc*4 > size*3 {
		size *= 2
	}
	// A stable insertion sort: patterns have few eliminations.
	var ord [NumCells]int
	for i := 0; i < h.nc; i++ {
		j := i
		for ; j > 0 && int(h.cells[ord[j-1]])%size > int(h.cells[i])%size; j-- {
			ord[j] = ord[j-1]
		}
		ord[j] = i
	}
	var cells [NumCells]uint8
	var masks [NumCells]uint16
	for i, o := range ord[:h.nc] {
		cells[i], masks[i] = h.cells[o], h.masks[o]
	}
	copy(h.cells[:h.nc], cells[:h.nc])
	copy(h.masks[:h.nc], masks[:h.nc])
}

// ruleScanWork is what one look of the rules costs the work budget, in
// derived potentials (about as long as deriving that many).
const ruleScanWork = 32

// applyRules runs the rules on the working grid until one gives
// eliminations with parents, and adds those it has not derived yet. It
// reports whether any rule gave some.
//
// A pattern that removes something now and did not at the rule's last look
// involves a unit (cell) whose candidates changed since: the eliminations
// of the patterns found then are applied, and eliminations only shrink. So
// each rule looks only at the patterns that changed since its last look
// (the starting grid has none: SE's producers before the chains found
// nothing there), in SE's order, which gives the same patterns.
func (im *implications) applyRules(h *ruleHint) bool {
	for rule := 0; rule < 4; rule++ {
		found := false
		im.markDirty(im.ruleTick[rule])
		im.ruleTick[rule] = im.applied
		switch rule {
		case 0:
			found = im.ruleLocking(h)
		case 1:
			found = im.ruleHiddenPairs(h)
		case 2:
			found = im.ruleNakedPairs(h)
		case 3:
			found = im.ruleXWings(h)
		}
		if found {
			return true
		}
	}
	return false
}

// commit adds the eliminations of pattern h if it has parents, and reports
// whether it had.
func (im *implications) commit(h *ruleHint) bool {
	if h.np == 0 || h.nc == 0 {
		return false
	}
	h.javaOrder()
	start := -1
	for i := 0; i < h.nc; i++ {
		c := int(h.cells[i])
		for m := h.masks[i]; m != 0; m &= m - 1 {
			p := potOf(c, bits.TrailingZeros16(m)+1, false)
			if im.has(p) {
				continue
			}
			if start < 0 {
				if im.nRule+h.np > len(im.ruleParents) {
					im.overflow = true
					return true
				}
				start = im.nRule
				for _, q := range h.parents[:h.np] {
					im.ruleParents[im.nRule] = int16(im.node(q))
					im.nRule++
				}
			}
			j := im.add(p, -1, causeRule)
			im.nodes[j].rule = uint16(start)
			im.nodes[j].nrule = uint16(h.np)
		}
	}
	return true
}

// ruleLocking is SE's Generalized Intersections: a digit with 2 to 6 places
// in a unit leaves every cell that sees all of them. The units are met in
// SE's order (seLockingUnits: boxes, rows, columns; per kind digit by digit,
// then unit by unit), only those whose places of the digit changed.
func (im *implications) ruleLocking(h *ruleHint) bool {
	// dirty[d-1] has bit u set when the places of d in unit u changed.
	var dirty [9]uint32
	for u, m := range &im.dirtyUnit {
		for ; m != 0; m &= m - 1 {
			dirty[bits.TrailingZeros16(m)] |= 1 << u
		}
	}
	found := false
	for _, first := range [3]int{18, 0, 9} {
		for d := 1; d <= 9; d++ {
			for us := dirty[d-1] >> first & 0x1FF; us != 0; us &= us - 1 {
				u := first + bits.TrailingZeros32(us)
				m := im.pos[u][d-1]
				if n := popcount(m); n < 2 || n > 6 {
					continue
				}
				h.reset()
				bit := uint16(1) << (d - 1)
				// The cells that see every place: on a standard grid, the
				// rest of the line (box) the places share, if any.
				if v := int(lockedLines[u][m]); v >= 0 {
					for _, c := range unitCells[v] {
						if unitPos[u][c] == 255 && im.cand[c]&bit != 0 {
							h.remove(int(c), d)
						}
					}
				}
				if h.nc == 0 {
					continue
				}
				for k, c := range unitCells[u] {
					if m&(1<<k) == 0 && im.srcCand[c]&bit != 0 {
						h.parent(int(c), d)
					}
				}
				if im.commit(h) {
					found = true
				}
			}
		}
	}
	return found
}

// lockedLines[u][m] is the unit other than u that holds every cell of unit
// u selected by position mask m (the first in cellUnits order), or -1.
// Computed once at start-up from unitCells and cellUnits (package
// variables set before it; unitPos is filled later, by an init function)
// and only read afterwards.
var lockedLines = func() (t [27][512]int8) {
	holds := func(v int, c uint8) bool {
		for _, w := range cellUnits[c] {
			if int(w) == v {
				return true
			}
		}
		return false
	}
	for u := range t {
		for m := 1; m < 512; m++ {
			t[u][m] = -1
			for _, v := range cellUnits[unitCells[u][bits.TrailingZeros16(uint16(m))]] {
				all := int(v) != u
				for mm := uint16(m); mm != 0 && all; mm &= mm - 1 {
					all = holds(int(v), unitCells[u][bits.TrailingZeros16(mm)])
				}
				if all {
					t[u][m] = int8(v)
					break
				}
			}
		}
	}
	return
}()

// emptyCells counts the cells of unit u without a placed digit.
func (im *implications) emptyCells(u int) int {
	return int(im.empty[u])
}

// ruleHiddenPairs is SE's Hidden Pair: two digits confined to the same two
// cells of a unit leave those cells' other digits. The pairs of digits with
// two places are met in SE's order (pairOrder: by the larger digit, then
// the smaller), only those with a digit whose places changed.
func (im *implications) ruleHiddenPairs(h *ruleHint) bool {
	found := false
	for _, u8 := range seSubsetUnits {
		u := int(u8)
		if im.dirtyUnit[u] == 0 || im.emptyCells(u) <= 4 {
			continue
		}
		var two uint16 // the digits with two places in u
		for d := 0; d < 9; d++ {
			if popcount(im.pos[u][d]) == 2 {
				two |= 1 << d
			}
		}
		for bs := two; bs != 0; bs &= bs - 1 {
			b := bits.TrailingZeros16(bs) + 1
			for as := two & (1<<(b-1) - 1); as != 0; as &= as - 1 {
				a := bits.TrailingZeros16(as) + 1
				ma, mb := im.pos[u][a-1], im.pos[u][b-1]
				if im.dirtyUnit[u]&(1<<(a-1)|1<<(b-1)) == 0 || ma != mb {
					continue
				}
				im.hiddenPair(h, u, a, b, ma)
				if im.commit(h) {
					found = true
				}
			}
		}
	}
	return found
}

// hiddenPair lists in h the eliminations and parents of the hidden pair of
// digits a and b in the cells both (position mask) of unit u.
func (im *implications) hiddenPair(h *ruleHint, u, a, b int, both uint16) {
	pair := uint16(1)<<(a-1) | uint16(1)<<(b-1)
	h.reset()
	for k, c := range unitCells[u] {
		if both&(1<<k) == 0 {
			continue
		}
		for m := im.cand[c] &^ pair; m != 0; m &= m - 1 {
			h.remove(int(c), bits.TrailingZeros16(m)+1)
		}
	}
	if h.nc == 0 {
		return
	}
	for k, c := range unitCells[u] {
		if both&(1<<k) != 0 {
			continue
		}
		for _, d := range [2]int{a, b} {
			if im.srcCand[c]&(1<<(d-1)) != 0 {
				h.parent(int(c), d)
			}
		}
	}
}

// ruleNakedPairs is SE's Generalized Naked Pair: two cells of a unit with
// the same two candidates; every cell that sees both loses them. The pairs
// of cells with two candidates are met in SE's order (pairOrder: by the
// larger position, then the smaller), only those with a cell whose
// candidates changed.
func (im *implications) ruleNakedPairs(h *ruleHint) bool {
	found := false
	for _, u8 := range seSubsetUnits {
		u := int(u8)
		if im.dirtyUnit[u] == 0 || im.emptyCells(u) < 4 {
			continue
		}
		var two, dirty uint16 // positions: cells with two candidates, changed cells
		for k, c := range unitCells[u] {
			if popcount(im.cand[c]) == 2 {
				two |= 1 << k
			}
			if im.dirtyCell.has(int(c)) {
				dirty |= 1 << k
			}
		}
		for bs := two; bs != 0; bs &= bs - 1 {
			kb := bits.TrailingZeros16(bs)
			for as := two & (1<<kb - 1); as != 0; as &= as - 1 {
				ka := bits.TrailingZeros16(as)
				x, y := int(unitCells[u][ka]), int(unitCells[u][kb])
				if dirty&(1<<ka|1<<kb) == 0 || im.cand[x] != im.cand[y] {
					continue
				}
				if im.nakedPair(h, x, y) {
					found = true
				}
			}
		}
	}
	return found
}

// nakedPair adds the eliminations of the naked pair of cells x and y and
// reports whether it had any with parents (see commit).
func (im *implications) nakedPair(h *ruleHint, x, y int) bool {
	cx, cy := im.cand[x], im.cand[y]
	victims := peerSet[x].and(peerSet[y])
	h.reset()
	for m := cx | cy; m != 0; m &= m - 1 {
		d := bits.TrailingZeros16(m) + 1
		for w := 0; w < 2; w++ { // in increasing order
			for vm := victims[w]; vm != 0; vm &= vm - 1 {
				c := w*64 + bits.TrailingZeros64(vm)
				if c < NumCells && im.cand[c]&(1<<(d-1)) != 0 {
					h.remove(c, d)
				}
			}
		}
	}
	if h.nc == 0 {
		return false
	}
	for _, c := range [2]int{x, y} {
		for m := im.srcCand[c] &^ (cx | cy); m != 0; m &= m - 1 {
			h.parent(c, bits.TrailingZeros16(m)+1)
		}
	}
	return im.commit(h)
}

// ruleXWings is SE's X-Wing, on columns then on rows: a digit whose places
// in two lines are the same two crossing lines leaves the rest of those.
// The pairs of lines are met in SE's order (pairOrder), per pair the digits
// with two places in both lines, placed at most five times and whose
// places in one of the lines changed.
func (im *implications) ruleXWings(h *ruleHint) bool {
	var few uint16 // the digits placed at most five times
	for d := 0; d < 9; d++ {
		if im.placed[d]+4 <= 9 {
			few |= 1 << d
		}
	}
	found := false
	for _, base := range [2]int{9, 0} { // columns, then rows
		cover := 9 - base
		var two [9]uint16 // per line, the digits with two places
		for k := range two {
			for d := 0; d < 9; d++ {
				if popcount(im.pos[base+k][d]) == 2 {
					two[k] |= 1 << d
				}
			}
			two[k] &= few
		}
		for b := 1; b < 9; b++ {
			if two[b] == 0 {
				continue
			}
			for a := 0; a < b; a++ {
				l1, l2 := base+a, base+b
				for ds := two[a] & two[b] & (im.dirtyUnit[l1] | im.dirtyUnit[l2]); ds != 0; ds &= ds - 1 {
					d := bits.TrailingZeros16(ds) + 1
					if im.pos[l1][d-1] != im.pos[l2][d-1] {
						continue
					}
					if im.xWing(h, l1, l2, cover, a, b, d) {
						found = true
					}
				}
			}
		}
	}
	return found
}

// xWing adds the eliminations of the X-Wing of digit d on lines l1 and l2
// (positions a and b among their kind) and reports whether it had any with
// parents (see commit).
func (im *implications) xWing(h *ruleHint, l1, l2, cover, a, b, d int) bool {
	m1, m2 := im.pos[l1][d-1], im.pos[l2][d-1]
	lines := uint16(1)<<a | uint16(1)<<b
	h.reset()
	covers := m1 | m2
	for k := 0; k < 9; k++ {
		if covers&(1<<k) == 0 {
			continue
		}
		cu := cover + k
		for m := im.pos[cu][d-1] &^ lines; m != 0; m &= m - 1 {
			h.remove(int(unitCells[cu][bits.TrailingZeros16(m)]), d)
		}
	}
	if h.nc == 0 {
		return false
	}
	bit := uint16(1) << (d - 1)
	for _, l := range [2]int{l1, l2} {
		for k, c := range unitCells[l] {
			if covers&(1<<k) == 0 && im.srcCand[c]&bit != 0 && im.cand[c]&bit == 0 {
				h.parent(int(c), d)
			}
		}
	}
	return im.commit(h)
}
