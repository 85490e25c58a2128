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
// in a unit leaves every cell that sees all of them.
func (im *implications) ruleLocking(h *ruleHint) bool {
	found := false
	for t := 0; t < 3; t++ {
		for d := 1; d <= 9; d++ {
			for i := 0; i < 9; i++ {
				u := int(seLockingUnits[t*9+i])
				if im.dirtyUnit[u]&(1<<(d-1)) == 0 {
					continue
				}
				m := im.pos[u][d-1]
				if n := popcount(m); n < 2 || n > 6 {
					continue
				}
				h.reset()
				bit := uint16(1) << (d - 1)
				// The cells that see every place: on a standard grid, the
				// rest of the line (box) the places share, if any.
				if v := lockedLine(u, m); v >= 0 {
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

// lockedLine returns the unit other than u that holds every cell of unit u
// selected by position mask m, or -1.
func lockedLine(u int, m uint16) int {
	c0 := int(unitCells[u][bits.TrailingZeros16(m)])
	for _, v := range cellUnits[c0] {
		if int(v) == u {
			continue
		}
		all := true
		for mm := m; mm != 0; mm &= mm - 1 {
			if unitPos[v][unitCells[u][bits.TrailingZeros16(mm)]] == 255 {
				all = false
				break
			}
		}
		if all {
			return int(v)
		}
	}
	return -1
}

// emptyCells counts the cells of unit u without a placed digit.
func (im *implications) emptyCells(u int) int {
	return int(im.empty[u])
}

// ruleHiddenPairs is SE's Hidden Pair: two digits confined to the same two
// cells of a unit leave those cells' other digits.
func (im *implications) ruleHiddenPairs(h *ruleHint) bool {
	found := false
	for _, u8 := range seSubsetUnits {
		u := int(u8)
		if im.dirtyUnit[u] == 0 || im.emptyCells(u) <= 4 {
			continue
		}
		for _, pr := range pairOrder {
			a, b := int(pr[0])+1, int(pr[1])+1
			if im.dirtyUnit[u]&(1<<(a-1)|1<<(b-1)) == 0 {
				continue
			}
			ma, mb := im.pos[u][a-1], im.pos[u][b-1]
			if popcount(ma) < 2 || popcount(mb) < 2 || popcount(ma|mb) != 2 {
				continue
			}
			both := ma | mb
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
				continue
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
			if im.commit(h) {
				found = true
			}
		}
	}
	return found
}

// ruleNakedPairs is SE's Generalized Naked Pair: two cells of a unit with
// the same two candidates; every cell that sees both loses them.
func (im *implications) ruleNakedPairs(h *ruleHint) bool {
	found := false
	for _, u8 := range seSubsetUnits {
		u := int(u8)
		if im.dirtyUnit[u] == 0 || im.emptyCells(u) < 4 {
			continue
		}
		for _, pr := range pairOrder {
			x, y := int(unitCells[u][pr[0]]), int(unitCells[u][pr[1]])
			if !im.dirtyCell.has(x) && !im.dirtyCell.has(y) {
				continue
			}
			cx, cy := im.cand[x], im.cand[y]
			if popcount(cx) < 2 || popcount(cy) < 2 || popcount(cx|cy) != 2 {
				continue
			}
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
				continue
			}
			for _, c := range [2]int{x, y} {
				for m := im.srcCand[c] &^ (cx | cy); m != 0; m &= m - 1 {
					h.parent(c, bits.TrailingZeros16(m)+1)
				}
			}
			if im.commit(h) {
				found = true
			}
		}
	}
	return found
}

// ruleXWings is SE's X-Wing, on columns then on rows: a digit whose places
// in two lines are the same two crossing lines leaves the rest of those.
func (im *implications) ruleXWings(h *ruleHint) bool {
	found := false
	for _, base := range [2]int{9, 0} { // columns, then rows
		cover := 9 - base
		for _, pr := range pairOrder {
			l1, l2 := base+int(pr[0]), base+int(pr[1])
			for d := 1; d <= 9; d++ {
				if im.placed[d-1]+4 > 9 || (im.dirtyUnit[l1]|im.dirtyUnit[l2])&(1<<(d-1)) == 0 {
					continue
				}
				m1, m2 := im.pos[l1][d-1], im.pos[l2][d-1]
				if popcount(m1) < 2 || popcount(m2) < 2 || popcount(m1|m2) != 2 {
					continue
				}
				lines := uint16(1)<<pr[0] | uint16(1)<<pr[1]
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
					continue
				}
				bit := uint16(1) << (d - 1)
				for _, l := range [2]int{l1, l2} {
					for k, c := range unitCells[l] {
						if covers&(1<<k) == 0 && im.srcCand[c]&bit != 0 && im.cand[c]&bit == 0 {
							h.parent(int(c), d)
						}
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
