package engine

import (
	"slices"
	"testing"
)

// TestClashCountMatchesCountAndParents compares clashCount, which walks
// the "on" side of an inner contradiction once for both its count and its
// parents, with count of each side and clashParents, walked apart: on the
// working grids of dynamic searches from candidates of a nested puzzle's
// grid (every third), for every inner search from both states of a
// candidate that meets a contradiction, the same complexity and the same
// parents in the same order.
func TestClashCountMatchesCountAndParents(t *testing.T) {
	base := searchGrids(t, nestedPuzzle)[0]
	nd := new(nestedDynamic)
	var outer implications
	var got, want ruleHint
	step := 3
	if testing.Short() {
		step = 17
	}
	clashes, withParents, k := 0, 0, 0
	for c := 0; c < NumCells; c++ {
		for m := base.cand[c]; m != 0 && popcount(base.cand[c]) > 1; m &= m - 1 {
			if k++; k%step != 0 {
				continue
			}
			outer.start(&base, potOf(c, lowDigit(m), true))
			outer.run(&dynamicOptions, &chainEnv{})
			nd.g.cand, nd.g.pos = outer.cand, outer.pos
			eachBaseAssumption(&nd.g, func(a potential) {
				nd.im.start(&nd.g, a)
				nd.im.run(&dynamicOptions, &chainEnv{})
				if nd.im.conflictOn < 0 {
					return
				}
				clashes++
				wantN := nd.count(int(nd.im.conflictOn)) + nd.count(int(nd.im.conflictOff))
				want.reset()
				outer.clashParents(nd, &want)
				got.reset()
				gotN := outer.clashCount(nd, &got)
				if gotN != wantN || got.np != want.np || got.overflow != want.overflow ||
					!slices.Equal(got.parents[:got.np], want.parents[:want.np]) {
					t.Fatalf("outer %v, inner %v: complexity %d, parents %v; apart %d, %v",
						outer.nodes[0].pot, a, gotN, got.parents[:got.np], wantN, want.parents[:want.np])
				}
				if want.np > 0 {
					withParents++
				}
			})
		}
	}
	if clashes < 100 || withParents < 100 {
		t.Fatalf("%d contradictions, %d with parents: the grids test too little", clashes, withParents)
	}
	t.Logf("%d contradictions, %d with parents", clashes, withParents)
}

// TestKeepClosureMatchesRecordAndSettle compares keepClosure, one pass over
// a closure's potentials, with recordClosure and settle: on the working
// grids of searchGrids, after each dynamic closure from both states of
// every candidate that meets no contradiction, the same memo entry and the
// same settled assumptions, settled by the same one.
func TestKeepClosureMatchesRecordAndSettle(t *testing.T) {
	grids := searchGrids(t, nestedPuzzle)
	a, b := new(nestedDynamic), new(nestedDynamic)
	ma, mb := new(dynamicMemo), new(dynamicMemo)
	kept := 0
	for gi := 0; gi < len(grids); gi += 5 {
		g := grids[gi]
		planes := planesOf(&g.cand)
		a.newLook()
		b.newLook()
		eachBaseAssumption(&g, func(p potential) {
			if !a.cl.run(&g, &planes, p, true) {
				return
			}
			b.cl = a.cl
			a.keepClosure(ma, p, uint32(gi+1))
			mb.recordClosure(p, &b.cl, uint32(gi+1))
			b.settle(p, &b.cl.member)
			kept++
			if ma.cells[p] != mb.cells[p] || ma.digits[p] != mb.digits[p] || ma.valid[p] != mb.valid[p] {
				t.Fatalf("grid %d, from %v: memo entries differ", gi, p)
			}
			if a.settled != b.settled || a.settledBy != b.settledBy {
				t.Fatalf("grid %d, from %v: settled assumptions differ", gi, p)
			}
		})
	}
	if kept < 100 {
		t.Fatalf("%d closures kept: the grids test too little", kept)
	}
	t.Logf("%d closures kept", kept)
}
