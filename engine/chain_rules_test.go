package engine

import (
	"math/bits"
	"testing"
)

// TestRulesMatchReference compares the rules of chain_rules.go with the
// straightforward forms below (every unit, pair of digits, cells or lines
// in SE's order, checked one by one), on the working grids of dynamic
// searches from every candidate of three puzzles, with the changes since
// the start, since half way and since the last but one removal: the same
// answer, the same potentials added with the same parents.
func TestRulesMatchReference(t *testing.T) {
	for u := 0; u < 27; u++ {
		for m := uint16(1); m < 512; m++ {
			if want := lockedLineRef(u, m); int(lockedLines[u][m]) != want {
				t.Fatalf("lockedLines[%d][%#x] = %d, want %d", u, m, lockedLines[u][m], want)
			}
		}
	}
	names := [4]string{"locking", "hidden pairs", "naked pairs", "x-wings"}
	var found [4]int
	var im, a, b implications
	var ha, hb ruleHint
	for _, text := range []string{
		"..53.....8......2..7..1.5..4....53...1..7...6..32...8..6.5....9..4....3......97..",
		nestedPuzzle,
		"........8..3...4...9..2..6.....79.......612...6.5.2.7...8...5...1.....2.4.5.....3",
	} {
		p := mustParse(t, text)
		var ls LogicSolver
		if err := ls.Reset(&p, nil); err != nil {
			t.Fatal(err)
		}
		var st Step
		for ls.Next(&st, 74) {
			ls.Apply(&st)
		}
		base := ls.state
		for c := 0; c < NumCells; c++ {
			if popcount(base.cand[c]) < 2 {
				continue
			}
			for m := base.cand[c]; m != 0; m &= m - 1 {
				for _, on := range [2]bool{true, false} {
					if testing.Short() && (c+bits.TrailingZeros16(m))%4 != 0 {
						continue
					}
					im.start(&base, potOf(c, bits.TrailingZeros16(m)+1, on))
					im.run(&dynamicOptions, &chainEnv{})
					for _, tick := range []int{0, im.applied / 2, max(im.applied-1, 0)} {
						for rule := 0; rule < 4; rule++ {
							a, b = im, im
							a.markDirty(tick)
							b.markDirty(tick)
							var fa, fb bool
							switch rule {
							case 0:
								fa, fb = a.ruleLocking(&ha), b.ruleLockingRef(&hb)
							case 1:
								fa, fb = a.ruleHiddenPairs(&ha), b.ruleHiddenPairsRef(&hb)
							case 2:
								fa, fb = a.ruleNakedPairs(&ha), b.ruleNakedPairsRef(&hb)
							case 3:
								fa, fb = a.ruleXWings(&ha), b.ruleXWingsRef(&hb)
							}
							if fa != fb || a.n != b.n || a.nodes != b.nodes || a.nRule != b.nRule || a.ruleParents != b.ruleParents || a.overflow != b.overflow {
								t.Fatalf("%s, from %d %v, tick %d: %s gives %v with %d potentials, the reference %v with %d", text, c, on, tick, names[rule], fa, a.n, fb, b.n)
							}
							if fa {
								found[rule]++
							}
						}
					}
				}
			}
		}
	}
	for rule, n := range found {
		if n == 0 {
			t.Errorf("%s found nothing: the grids test too little", names[rule])
		}
	}
	t.Logf("steps found: %v", found)
}

func (im *implications) ruleLockingRef(h *ruleHint) bool {
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
				if v := lockedLineRef(u, m); v >= 0 {
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

func lockedLineRef(u int, m uint16) int {
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

func (im *implications) ruleHiddenPairsRef(h *ruleHint) bool {
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

func (im *implications) ruleNakedPairsRef(h *ruleHint) bool {
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

func (im *implications) ruleXWingsRef(h *ruleHint) bool {
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
