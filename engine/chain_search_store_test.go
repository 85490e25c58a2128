package engine

import (
	"slices"
	"testing"
)

// newNestedEnv returns the scratch space of the nested searches (as
// findMultipleChains sets it up, on the heap: tests need not be
// allocation-free), without a work budget.
func newNestedEnv(limit int) chainEnv {
	nm := &nestedMultiple{im: new(implications)}
	nm.memo = [2]*memoHalf{new(memoHalf), new(memoHalf)}
	nm.baseSet = [2]*memoHalf{new(memoHalf), new(memoHalf)}
	nm.index.weak = [2]*memoHalf{new(memoHalf), new(memoHalf)}
	nd := &nestedDynamic{last: new(dynamicMemo), base: new(dynamicMemo)}
	return chainEnv{ns: &nestedSearch{multi: nm, dyn: nd}, nestLimit: limit}
}

// TestSearchStoreRestoresSearches stores the searches a producer run makes
// (dynamic with the rules, and the nested levels 3 and 4) from every
// candidate of a nested puzzle's grid, on and off, one after the other in
// one store, then restores each over another search and compares it with
// the same search run again: the same nodes in the same order (with the
// contradiction's new node), lists, index, members, rule parents, nested
// chains, contradiction and starting grid, and the same ancestor count
// (the complexity the producers read) for every node.
func TestSearchStoreRestoresSearches(t *testing.T) {
	grids := searchGrids(t, nestedPuzzle)
	g := &grids[0]
	store := new(searchStore)
	var w multipleWork
	var run, got, other implications
	restored, clashes, nested, rules := 0, 0, 0, 0
	for _, opt := range []chainOptions{{dynamic: true, level: 1}, {dynamic: true, level: 3}, {dynamic: true, level: 4}} {
		env := newNestedEnv(nestedLimits[0])
		var pots []potential
		for c := 0; c < NumCells; c++ {
			if popcount(g.cand[c]) < 2 {
				continue
			}
			for m := g.cand[c]; m != 0; m &= m - 1 {
				pots = append(pots, potOf(c, lowDigit(m), true), potOf(c, lowDigit(m), false))
			}
		}
		if testing.Short() {
			var some []potential
			for i := 0; i < len(pots); i += 7 {
				some = append(some, pots[i])
			}
			pots = some
		}
		store.begin()
		for _, a := range pots {
			run.start(g, a)
			run.run(&opt, &env)
			store.save(a, &run)
		}
		for k, a := range pots {
			// got holds another search first, on another grid: restore must
			// replace all that is read.
			other.start(&grids[1+k%(len(grids)-1)], pots[(k+1)%len(pots)])
			other.run(&opt, &env)
			got = other
			if !store.restore(a, g, &got) {
				t.Fatalf("%v from %v: not stored", opt, a)
			}
			run.start(g, a)
			run.run(&opt, &env)
			restored++
			kept := run.n
			if run.conflictOn >= 0 {
				kept++
				clashes++
			}
			nested += run.nNested
			rules += run.nRule
			switch {
			case got.n != run.n || got.conflictOn != run.conflictOn || got.conflictOff != run.conflictOff:
				t.Fatalf("%v from %v: restored %d nodes, contradiction %d/%d; search %d, %d/%d", opt, a, got.n, got.conflictOn, got.conflictOff, run.n, run.conflictOn, run.conflictOff)
			case !slices.Equal(got.nodes[:kept], run.nodes[:kept]):
				t.Fatalf("%v from %v: restored nodes differ", opt, a)
			case got.member != run.member || got.srcCand != run.srcCand:
				t.Fatalf("%v from %v: restored members or starting grid differ", opt, a)
			case !slices.Equal(got.onList[:got.nOn], run.onList[:run.nOn]) || !slices.Equal(got.offList[:got.nOff], run.offList[:run.nOff]):
				t.Fatalf("%v from %v: restored lists differ", opt, a)
			case !slices.Equal(got.ruleParents[:got.nRule], run.ruleParents[:run.nRule]):
				t.Fatalf("%v from %v: restored rule parents differ (%d, %d)", opt, a, got.nRule, run.nRule)
			case !slices.Equal(got.nested[:got.nNested], run.nested[:run.nNested]) || !slices.Equal(got.nestedHash[:got.nNested], run.nestedHash[:run.nNested]):
				t.Fatalf("%v from %v: restored nested chains differ (%d, %d)", opt, a, got.nNested, run.nNested)
			}
			for i := range run.n {
				if got.node(run.nodes[i].pot) != i {
					t.Fatalf("%v from %v: restored index of node %d is %d", opt, a, i, got.node(run.nodes[i].pot))
				}
				w.beginHint()
				x := w.ancestors(&got, i, 1<<20)
				w.beginHint()
				if y := w.ancestors(&run, i, 1<<20); x != y {
					t.Fatalf("%v from %v: node %d has %d ancestors restored, %d searched", opt, a, i, x, y)
				}
			}
		}
	}
	store.begin()
	if store.restore(potOf(0, 1, true), g, &got) || store.restore(potOf(80, 9, false), g, &got) {
		t.Fatal("a new run restores a search of the last one")
	}
	if clashes == 0 || nested == 0 || rules == 0 {
		t.Fatalf("the searches met %d contradictions, %d nested chains, %d rule parents: the test needs each", clashes, nested, rules)
	}
	t.Logf("%d searches restored: %d contradictions, %d nested chains, %d rule parents", restored, clashes, nested, rules)
}
