package engine

import "testing"

// TestLazySearchesMatchRun checks the searches of the static mode that keep
// only their set at first (runSearch) and derive their order when asked
// (ordered) against implications.run, from every assumption on the grids of
// searchGrids: the same budget charge, also when the budget is one short
// of the search's work or just enough; the same set and contradiction at
// once; and once ordered, the same potentials in the same order with the
// same parents and causes. Each search gets the implications another one
// left. (Checked: a lazy search that does not record its assumption fails
// here.)
func TestLazySearchesMatchRun(t *testing.T) {
	opt := &multipleModes[1].opt
	if opt.dynamic || opt.level != 0 || opt.noCell {
		t.Fatal("multipleModes[1] is not the static mode")
	}
	var w multipleWork
	var want, got implications
	lazy, clashes := 0, 0
	var planesOfGrid *logicGrid
	eachAssumption(t, func(gi int, g *logicGrid, a potential) {
		if planesOfGrid != g {
			w.planes, planesOfGrid = planesOf(&g.cand), g
		}
		full := chainBudget{left: 1 << 40}
		want.start(g, a)
		want.run(opt, &chainEnv{budget: &full})
		work := 1<<40 - full.left
		for _, left := range []int64{1 << 40, work, work - 1} {
			wantBudget := chainBudget{left: left}
			want.start(g, a)
			want.run(opt, &chainEnv{budget: &wantBudget})
			budget := chainBudget{left: left}
			w.env.budget = &budget
			// What a search of another assumption left (runSearch must
			// start im itself, or set what a lazy search is read for).
			got.start(g, a.flip())
			got.conflictOn, got.conflictOff = 0, 0
			g.runSearch(&w, &got, a, opt)
			if budget != wantBudget {
				t.Fatalf("grid %d from %v, budget %d: charged %+v, run %+v", gi, a, left, budget, wantBudget)
			}
			if got.member != want.member || got.conflictOn != want.conflictOn {
				t.Fatalf("grid %d from %v, budget %d: another set or contradiction than run's", gi, a, left)
			}
			if got.lazy {
				lazy++
			} else if want.conflictOn >= 0 {
				clashes++
			}
			g.ordered(&got, opt)
			if d := diffSearch(&got, &want); d != "" {
				t.Fatalf("grid %d from %v, budget %d: ordered search differs from run: %s", gi, a, left, d)
			}
		}
	})
	if lazy == 0 || clashes == 0 {
		t.Fatalf("%d lazy searches, %d with a contradiction: the grids test too little", lazy, clashes)
	}
	t.Logf("%d lazy searches, %d with a contradiction", lazy, clashes)
}

// eachAssumption calls visit with every assumption ("on" and "off" for
// each candidate of a cell with two or more) on every fourth grid of
// searchGrids (every sixteenth in -short mode) of two puzzles.
func eachAssumption(t *testing.T, visit func(gi int, g *logicGrid, a potential)) {
	for _, text := range []string{
		"..53.....8......2..7..1.5..4....53...1..7...6..32...8..6.5....9..4....3......97..",
		nestedPuzzle,
	} {
		grids := searchGrids(t, text)
		for gi := range grids {
			if gi%4 != 0 || testing.Short() && gi%16 != 0 {
				continue
			}
			g := &grids[gi]
			for c := 0; c < NumCells; c++ {
				for m := g.cand[c]; m != 0 && popcount(g.cand[c]) > 1; m &= m - 1 {
					for _, on := range [2]bool{true, false} {
						visit(gi, g, potOf(c, lowDigit(m), on))
					}
				}
			}
		}
	}
}

// diffSearch names the first difference between searches a and b, "" if
// none: the potentials derived, their order, parents, causes and ticks,
// the contradiction, the working grid.
func diffSearch(a, b *implications) string {
	switch {
	case a.lazy || b.lazy:
		return "lazy"
	case a.n != b.n || a.nOn != b.nOn || a.nOff != b.nOff:
		return "count"
	case a.member != b.member:
		return "set"
	case a.conflictOn != b.conflictOn || a.conflictOff != b.conflictOff:
		return "contradiction"
	case a.onList != b.onList || a.offList != b.offList:
		return "order"
	case a.cand != b.cand || a.pos != b.pos || a.applied != b.applied:
		return "working grid"
	}
	last := a.n
	if a.conflictOn >= 0 {
		last++ // the contradiction's new node
	}
	for i := range last {
		if a.nodes[i] != b.nodes[i] {
			return "node"
		}
		if i < a.n && a.index[a.nodes[i].pot] != b.index[b.nodes[i].pot] {
			return "index"
		}
	}
	return ""
}

// TestCountedStartMatchesStart checks startCounted, the start of the
// producers' searches with the grid's counts made once per run, against
// start: from every assumption on the grids of searchGrids, in the modes
// up to Dynamic Forcing Chains (+) (whose rules read the counts), the searches
// must derive the same potentials in the same order with the same
// parents, with the same counts. (Checked: counts made on the grid before
// fail here.)
func TestCountedStartMatchesStart(t *testing.T) {
	var want, got implications
	var gc gridCounts
	runs := 0
	eachAssumption(t, func(gi int, g *logicGrid, a potential) {
		gc.count(g)
		for mi := range multipleModes[:4] { // to Dynamic Forcing Chains (+), with rules
			opt := &multipleModes[mi].opt
			want.start(g, a)
			want.run(opt, nil)
			got.startCounted(g, a, &gc)
			got.run(opt, nil)
			if d := diffSearch(&got, &want); d != "" || got.placed != want.placed || got.empty != want.empty {
				t.Fatalf("grid %d from %v, mode %d: %s (or the counts differ)", gi, a, mi, d)
			}
			runs++
		}
	})
	t.Logf("%d searches", runs)
}
