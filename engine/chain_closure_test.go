package engine

import "testing"

// TestClosureMatchesSearch compares closure with implications.run, static and
// dynamic, from every assumption on the grids a nested producer searches:
// a puzzle's grid once the techniques below the chains are done, and the
// working grids of the dynamic searches from each of its candidates (with
// their removals, units left with one place, cells with one candidate). Both
// must agree on whether a contradiction is met and, when none is, derive
// the same potentials; the budget charge is their number plus one, and the
// grid is left as it was. And the
// search from a consequence b of a search without contradiction has none
// either and derives some of its potentials only (nestedDynamic.settle).
func TestClosureMatchesSearch(t *testing.T) {
	for _, text := range []string{
		"..53.....8......2..7..1.5..4....53...1..7...6..32...8..6.5....9..4....3......97..",
		nestedPuzzle,
	} {
		grids := searchGrids(t, text)
		var im implications
		var cl closure
		clashes, free := 0, 0
		var sub closure
		for gi := range grids {
			if testing.Short() && gi%8 != 0 {
				continue
			}
			work := grids[gi]
			g := &work
			planes := planesOf(&g.cand)
			for _, opt := range []chainOptions{dynamicOptions, staticOptions} {
				for c := 0; c < NumCells; c++ {
					if popcount(g.cand[c]) < 2 {
						continue
					}
					for m := g.cand[c]; m != 0; m &= m - 1 {
						for _, on := range [2]bool{true, false} {
							a := potOf(c, lowDigit(m), on)
							im.start(g, a)
							budget := chainBudget{left: 1 << 40}
							im.run(&opt, &chainEnv{budget: &budget})
							env := chainEnv{budget: &chainBudget{left: 1 << 40}}
							ok := cl.free(&env, g, &planes, a, opt.dynamic)
							if g.cand != grids[gi].cand || g.pos != grids[gi].pos || planes != planesOf(&g.cand) {
								t.Fatalf("grid %d, %v from %v: closure left the grid changed", gi, opt, a)
							}
							if ok != (im.conflictOn < 0) {
								t.Fatalf("grid %d, %v from %d%s: closure free %v, search contradiction %v", gi, opt, a.cell(), map[bool]string{true: "on", false: "off"}[on], ok, im.conflictOn >= 0)
							}
							if !ok {
								clashes++
								continue
							}
							free++
							if cl.member != potSet(im.member) || cl.n != im.n {
								t.Fatalf("grid %d, %v from %v: closure derives %d potentials, search %d", gi, opt, a, cl.n, im.n)
							}
							if env.budget.left != budget.left {
								t.Fatalf("grid %d, %v from %v: closure charges %d, search %d", gi, opt, a, 1<<40-env.budget.left, 1<<40-budget.left)
							}
							if gi%16 != 0 || !opt.dynamic {
								continue
							}
							for _, b := range cl.list[1:cl.n] {
								if !sub.run(g, &planes, b, true) {
									t.Fatalf("grid %d: %v has no contradiction, its consequence %v has", gi, a, b)
								}
								for w := range sub.member {
									if sub.member[w]&^cl.member[w] != 0 {
										t.Fatalf("grid %d: %v, a consequence of %v, derives more than it", gi, b, a)
									}
								}
							}
						}
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

// searchGrids returns the grid of puzzle text once the techniques below the
// chains are done, and the working grids of the dynamic searches from each
// of its candidates.
func searchGrids(t testing.TB, text string) []logicGrid {
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
	grids := []logicGrid{base}
	var outer implications
	for c := 0; c < NumCells; c++ {
		for m := base.cand[c]; m != 0 && popcount(base.cand[c]) > 1; m &= m - 1 {
			outer.start(&base, potOf(c, lowDigit(m), true))
			outer.run(&dynamicOptions, &chainEnv{})
			g := base
			g.cand, g.pos = outer.cand, outer.pos
			grids = append(grids, g)
		}
	}
	return grids
}

// TestLevelsMatchBFS compares nestedSearch.levels with bfs in every mode,
// from every potential of the grids of searchGrids, at the depths of the
// nested producers: the same potentials reached at the same depths, the
// same truncation and work.
func TestLevelsMatchBFS(t *testing.T) {
	var a, b nestedSearch
	for _, text := range []string{nestedPuzzle} {
		grids := searchGrids(t, text)
		for gi := range grids {
			if testing.Short() && gi%8 != 0 {
				continue
			}
			g := &grids[gi]
			for _, ns := range []*nestedSearch{&a, &b} {
				ns.g = *g
				ns.useGrid()
			}
			for mode := range nestedModes {
				a.useGraph(mode)
				b.useGraph(mode)
				for _, limit := range []int{2, 22, 46} {
					for p := potential(0); p < numPotentials; p++ {
						if g.cand[p.cell()]&p.bit() == 0 {
							continue
						}
						var wa, wb chainBudget
						a.budget, b.budget = &wa, &wb
						a.truncated, b.truncated = false, false
						na := a.bfs(0, p, limit)
						nb := b.levels(0, p, limit)
						if na != nb || a.truncated != b.truncated || wa != wb {
							t.Fatalf("grid %d mode %d limit %d from %v: bfs reaches %d (truncated %v), levels %d (%v)", gi, mode, limit, p, na, a.truncated, nb, b.truncated)
						}
						if a.depth[0] != b.depth[0] {
							t.Fatalf("grid %d mode %d limit %d from %v: the depths differ", gi, mode, limit, p)
						}
					}
				}
			}
		}
	}
}

// TestNestedChainsSkipRepeatedLinks compares the dynamic searches with
// nested chains (level 2) from every candidate of the grid of searchGrids,
// on and off, with the nested chains' listing skipping the links listed
// before with the same ends and searching again from them: the same
// potentials in the same order with the same parents, the same nested
// chains, truncation and work.
func TestNestedChainsSkipRepeatedLinks(t *testing.T) {
	base := searchGrids(t, nestedPuzzle)[0]
	var a, b nestedSearch
	b.noRepeats = true
	searches, _ := compareLevel2Searches(t, &base, &a, &b, "skipping repeated links", "without")
	if a.repeats == 0 || b.repeats != 0 {
		t.Fatalf("%d links skipped, %d without skipping: the grid tests too little", a.repeats, b.repeats)
	}
	t.Logf("%d searches, %d repeated links skipped", searches, a.repeats)
}

// compareLevel2Searches runs the dynamic searches with nested chains (level
// 2) from every assumption of base (eachBaseAssumption), at two nesting
// limits, once with a and once with b, and fails unless both derive the
// same (sameNestedSearch) with the same truncation and work; with and
// without name a's and b's ways in the messages. It returns the number of
// searches and of nested chains a found.
func compareLevel2Searches(t *testing.T, base *logicGrid, a, b *nestedSearch, with, without string) (searches, nested int) {
	t.Helper()
	var ia, ib implications
	opt := chainOptions{dynamic: true, level: 2}
	eachBaseAssumption(base, func(p potential) {
		for _, limit := range []int{24, 96} {
			wa, wb := chainBudget{left: 1 << 40}, chainBudget{left: 1 << 40}
			a.budget, b.budget = &wa, &wb
			a.truncated, b.truncated = false, false
			ia.start(base, p)
			ia.run(&opt, &chainEnv{budget: &wa, ns: a, nestLimit: limit})
			ib.start(base, p)
			ib.run(&opt, &chainEnv{budget: &wb, ns: b, nestLimit: limit})
			searches++
			nested += ia.nNested
			if !sameNestedSearch(&ia, &ib) {
				t.Fatalf("from %v, limit %d: %d potentials %s, %d %s", p, limit, ia.n, with, ib.n, without)
			}
			if a.truncated != b.truncated || wa != wb {
				t.Fatalf("from %v, limit %d: truncated %v, work %d %s; %v, %d %s", p, limit, a.truncated, 1<<40-wa.left, with, b.truncated, 1<<40-wb.left, without)
			}
		}
	})
	return searches, nested
}

// eachBaseAssumption calls visit with both states of every candidate of g
// in a cell of two or more candidates (under -short, about a quarter of
// them).
func eachBaseAssumption(g *logicGrid, visit func(p potential)) {
	for c := 0; c < NumCells; c++ {
		if popcount(g.cand[c]) < 2 {
			continue
		}
		for m := g.cand[c]; m != 0; m &= m - 1 {
			if testing.Short() && (c+lowDigit(m))%4 != 0 {
				continue
			}
			for _, on := range [2]bool{true, false} {
				visit(potOf(c, lowDigit(m), on))
			}
		}
	}
}

// sameNestedSearch reports whether searches a and b derived the same
// potentials in the same order with the same parents and rule parents, the
// same nested chains and the same contradiction.
func sameNestedSearch(a, b *implications) bool {
	return a.n == b.n && a.nodes == b.nodes && a.nRule == b.nRule && a.ruleParents == b.ruleParents &&
		a.nNested == b.nNested && a.nested == b.nested && a.nestedHash == b.nestedHash &&
		a.conflictOn == b.conflictOn && a.conflictOff == b.conflictOff
}
