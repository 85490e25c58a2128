package engine

import "testing"

// newDenseIndex returns a denseIndex with its pieces, on the heap.
func newDenseIndex() *denseIndex {
	return &denseIndex{weak: [2]*memoHalf{new(memoHalf), new(memoHalf)}}
}

// newStaticReach returns a staticReach with its pieces, on the heap.
func newStaticReach() *staticReach {
	r := new(staticReach)
	r.sets = reachSets{new(memoHalf), new(memoHalf), new(memoHalf), new(memoHalf)}
	return r
}

// TestStaticReachMatchesClosure compares the consequences staticReach finds
// by components with closure's static search from every potential of the
// grids of searchGrids (the grid of the nested producers and the working
// grids of its dynamic searches), asked for in two orders (the components
// found for one assumption serve the later ones, as dense sets of the
// grid): the same contradictions, and without one the same potentials and
// number.
func TestStaticReachMatchesClosure(t *testing.T) {
	r := newStaticReach()
	var cl closure
	for _, text := range []string{
		"..53.....8......2..7..1.5..4....53...1..7...6..32...8..6.5....9..4....3......97..",
		nestedPuzzle,
	} {
		grids := searchGrids(t, text)
		clashes, free := 0, 0
		for gi := range grids {
			if testing.Short() && gi%4 != 0 {
				continue
			}
			g := &grids[gi]
			planes := planesOf(&g.cand)
			x := newDenseIndex()
			x.number(&g.cand)
			var pots []potential
			for p := potential(0); p < numPotentials; p++ {
				if g.cand[p.cell()]&p.bit() != 0 {
					pots = append(pots, p)
				}
			}
			for order := range 2 {
				r.begin(g, &planes, x)
				for i := range pots {
					a := pots[i]
					if order == 1 {
						a = pots[len(pots)-1-i]
					}
					ci := r.of(g, &planes, x, a)
					ok, n := r.free(x, ci)
					if want := cl.run(g, &planes, a, false); ok != want {
						t.Fatalf("grid %d from %v: components free %v, closure %v", gi, a, ok, want)
					}
					if !ok {
						clashes++
						continue
					}
					free++
					if x.sparse(r.sets.set(ci)) != cl.member || n != cl.n {
						t.Fatalf("grid %d from %v: components give %d potentials, closure %d", gi, a, n, cl.n)
					}
				}
			}
		}
		if clashes == 0 || free == 0 {
			t.Fatalf("%s: %d searches with a contradiction, %d without: the grids test too little", text, clashes, free)
		}
		t.Logf("%d grids: %d searches with a contradiction, %d without", len(grids), clashes, free)
	}
}

// TestNestedMultipleReachChangesNothing compares the dynamic searches with
// the nested multiple chains (level 3) from every candidate of the grid of
// searchGrids, on and off, one after the other (the nested chains keep
// their memos from one to the next), with the looks' static consequences
// found by components and by one closure per candidate: the same potentials
// in the same order with the same parents, the same nested chains and the
// same work.
func TestNestedMultipleReachChangesNothing(t *testing.T) {
	base := searchGrids(t, nestedPuzzle)[0]
	a, b := newNestedEnv(nestedLimits[0]), newNestedEnv(nestedLimits[0])
	a.ns.multi.reach = newStaticReach()
	var ia, ib implications
	opt := chainOptions{dynamic: true, level: 3}
	searches := 0
	eachBaseAssumption(&base, func(p potential) {
		wa, wb := chainBudget{left: 1 << 40}, chainBudget{left: 1 << 40}
		a.budget, a.ns.budget, a.ns.multi.env.budget = &wa, &wa, &wa
		b.budget, b.ns.budget, b.ns.multi.env.budget = &wb, &wb, &wb
		ia.start(&base, p)
		ia.run(&opt, &a)
		ib.start(&base, p)
		ib.run(&opt, &b)
		searches++
		if !sameNestedSearch(&ia, &ib) {
			t.Fatalf("from %v: %d potentials with components, %d without", p, ia.n, ib.n)
		}
		if wa != wb {
			t.Fatalf("from %v: work %d with components, %d without", p, 1<<40-wa.left, 1<<40-wb.left)
		}
	})
	if looks := a.ns.multi.look; looks < 100 {
		t.Fatalf("%d searches, %d looks of the nested multiple chains: the grid tests too little", searches, looks)
	}
	t.Logf("%d searches, %d looks of the nested multiple chains", searches, a.ns.multi.look)
}
