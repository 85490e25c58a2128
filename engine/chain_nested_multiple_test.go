package engine

import "testing"

// TestRemovedReadersMatchReads compares the memo test of the nested
// multiple chains (a set of static consequences meets removedReaders of
// the removed candidates, as dense sets of the grid the searches start
// from) with what the set's search reads, checked
// potential by potential: a potential of cell c and digit d reads the
// candidates of c and the places of d in the units of c, so the set reads a
// removed candidate (c', d') when one of its potentials is in c', or has
// digit d' in a cell that shares a unit with c'. The sets are the static
// consequences of every potential of a nested puzzle's grid, and the
// removed candidates those the dynamic search from each of its candidates
// removes, at several points of that search.
func TestRemovedReadersMatchReads(t *testing.T) {
	base := searchGrids(t, nestedPuzzle)[0]
	planes := planesOf(&base.cand)
	x := newDenseIndex()
	x.number(&base.cand)
	var sets, dense []potSet
	var cl closure
	for p := potential(0); p < numPotentials; p++ {
		if base.cand[p.cell()]&p.bit() != 0 {
			cl.run(&base, &planes, p, false)
			sets = append(sets, cl.member)
			dense = append(dense, x.dense(&cl.member))
		}
	}
	var outer implications
	meets, misses := 0, 0
	for c := 0; c < NumCells; c++ {
		for m := base.cand[c]; m != 0 && popcount(base.cand[c]) > 1; m &= m - 1 {
			if testing.Short() && (c+lowDigit(m))%4 != 0 {
				continue
			}
			outer.start(&base, potOf(c, lowDigit(m), true))
			outer.run(&dynamicOptions, &chainEnv{})
			for _, end := range []int{1, 2, outer.applied / 4, outer.applied} {
				list := outer.appliedList[:min(end, outer.applied)]
				readers := removedReaders(list, x)
				for i := range sets {
					got := dense[i].meets(&readers, x.words)
					want := false
					for p := potential(0); p < numPotentials && !want; p++ {
						if !sets[i].has(p) {
							continue
						}
						for _, r := range list {
							if r.cell() == p.cell() || r.digit() == p.digit() && sharesUnit(r.cell(), p.cell()) {
								want = true
								break
							}
						}
					}
					if got != want {
						t.Fatalf("from %v, %d removed, set %d: meets the readers %v, reads a removed candidate %v", potOf(c, lowDigit(m), true), len(list), i, got, want)
					}
					if got {
						meets++
					} else {
						misses++
					}
				}
			}
		}
	}
	if meets == 0 || misses == 0 {
		t.Fatalf("%d sets read a removed candidate, %d do not: the grid tests too little", meets, misses)
	}
	t.Logf("%d sets read a removed candidate, %d do not", meets, misses)
}

// TestNestedMultipleMemosChangeNothing compares the dynamic searches with
// the nested multiple chains (level 3) from every candidate of the grid of
// searchGrids, on and off, one after the other, with the consequences of
// the looks taken from the memos where they hold (from the look before in
// the same search, or from the starting grid) and searched again at every
// look: the same potentials in the same order with the same parents and
// the same nested chains. (Checked: readers that leave out the cells that
// lost a candidate, or the places of the units, fail here.)
func TestNestedMultipleMemosChangeNothing(t *testing.T) {
	base := searchGrids(t, nestedPuzzle)[0]
	a, b := newNestedEnv(nestedLimits[0]), newNestedEnv(nestedLimits[0])
	a.ns.multi.reach, b.ns.multi.reach = newStaticReach(), newStaticReach()
	b.ns.multi.noMemo = true
	var ia, ib implications
	opt := chainOptions{dynamic: true, level: 3}
	searches := 0
	eachBaseAssumption(&base, func(p potential) {
		ia.start(&base, p)
		ia.run(&opt, &a)
		ib.start(&base, p)
		ib.run(&opt, &b)
		searches++
		if !sameNestedSearch(&ia, &ib) {
			t.Fatalf("from %v: %d potentials with the memos, %d without", p, ia.n, ib.n)
		}
	})
	if hits := a.ns.multi.memoHits; hits < 1000 || b.ns.multi.memoHits != 0 {
		t.Fatalf("%d searches, %d consequences from the memos (%d without them): the grid tests too little", searches, hits, b.ns.multi.memoHits)
	}
	t.Logf("%d searches, %d looks, %d consequences from the memos", searches, a.ns.multi.look, a.ns.multi.memoHits)
}
