package engine

// The chain techniques run in Sudoku Explainer's order, each one a
// "producer" that finds all its steps and keeps the one SE would take; the
// first producer with a step wins, even when a later one would rate lower:
//  1. Forcing Chains & Cycles (6.5 and up, chain_static.go)
//  2. Aligned Triplet Exclusion (7.5, tech_aligned_triplet_exclusion.go)
//  3. Nishio Forcing Chains (7.5 and up, chain_multiple.go)
//  4. Multiple Forcing Chains (8.0 and up)
//  5. Dynamic Forcing Chains (8.5 and up)
//  6. Dynamic Forcing Chains (+) (9.0 and up)
//  7. Nested Forcing Chains (9.5 and up)

// The scratch space of the chain techniques is large, so it lives on the
// stack of findStaticChains (the first producer's) and findMultipleChains (the
// others'), for one search only: puzzles that never need a chain never pay
// for it, and nothing is allocated. Go keeps a variable on the stack only
// below a size (128 KiB), hence the pieces, each declared on its own and
// joined by pointers.

// The multiple-chain producers, in SE's order, with their base ratings (the
// registry's, tech_forcing_chains.go); each level of nesting beyond the
// second adds 0.5.
var multipleModes = [...]multipleMode{
	{tech: TechNishioForcingChain, base: TechNishioForcingChain.BaseRating(), opt: chainOptions{dynamic: true, noCell: true}, nishio: true},
	{tech: TechMultipleForcingChain, base: TechMultipleForcingChain.BaseRating(), multiple: true},
	{tech: TechDynamicForcingChain, base: TechDynamicForcingChain.BaseRating(), opt: chainOptions{dynamic: true}, multiple: true},
	{tech: TechDynamicForcingChainPlus, base: TechDynamicForcingChainPlus.BaseRating(), opt: chainOptions{dynamic: true, level: 1}, multiple: true},
	{tech: TechNestedForcingChain, base: TechNestedForcingChain.BaseRating(), opt: chainOptions{dynamic: true, level: 2}, multiple: true},
	{tech: TechNestedForcingChain, base: TechNestedForcingChain.BaseRating() + 5, opt: chainOptions{dynamic: true, level: 3}, multiple: true},
	{tech: TechNestedForcingChain, base: TechNestedForcingChain.BaseRating() + 10, opt: chainOptions{dynamic: true, level: 4}, multiple: true},
}

// nestedLimits are the longest nested chains the nested producer tries in
// turn, until one gives a step: the step found with the shortest limit is
// taken (a step that needs a longer nested chain is at least that complex;
// SE lists every chain, which is far too slow to repeat in every search).
var nestedLimits = [...]int{24, 48, 96, 192, 384, 768}

// chainSearch is what the chain searches keep for a whole solve (from
// LogicSolver.Reset): the work budget they draw on and, once it ran out,
// the rating the next step has at least. A nil *chainSearch means no limit
// (tests).
type chainSearch struct {
	budget chainBudget
	floor  int
	// static carries the static producer's facts from one state of the
	// solve to the next (chain_static_memo.go).
	static staticMemo
	// store is the level-4 producer's search store (chain_search_store.go),
	// made the first time a solve reaches that level and kept by Reset.
	store *searchStore
}

// budgetOf returns the budget of cs, nil for no limit.
func (cs *chainSearch) budgetOf() *chainBudget {
	if cs == nil {
		return nil
	}
	return &cs.budget
}

// findStaticChains is the first producer, Forcing Chains & Cycles (the
// search of techXCycle, see tech_chains.go): it fills st with the chain
// step SE would take, whatever its rating.
func (s *logicGrid) findStaticChains(st *Step, cs *chainSearch, maxRating int) bool {
	var ss staticSearch
	var sg staticGraph
	ss.graph = &sg
	if cs != nil {
		ss.memo = &cs.static
	}
	return s.findStaticChain(st, &ss)
}

// findMultipleChains runs the multiple-chain producers in SE's order (the
// search of techNishioForcingChain, see tech_forcing_chains.go), those
// rated at most maxRating, and fills st with the step of the first that
// has one. The searches draw on the budget of cs; when it runs out,
// findMultipleChains reports false and sets cs.floor to the rating the
// next step has at least.
func (s *logicGrid) findMultipleChains(st *Step, cs *chainSearch, maxRating int) bool {
	budget := cs.budgetOf()
	var w multipleWork
	var c0, c1, c2, c3, c4, c5, c6, c7, c8, c9 implications
	var m0, m1 memoHalf
	w.cache = [searchCache]*implications{&c0, &c1, &c2, &c3, &c4, &c5, &c6, &c7, &c8, &c9}
	w.memo = [2]*memoHalf{&m0, &m1}
	w.env.budget = budget
	out := func() bool { return budget != nil && budget.out }
	// skip reports whether the producers from md on are not tried: rated
	// above maxRating, or too deep for a board with many solutions (there
	// the deeper nested chains search for seconds, most of the work
	// budget on an empty grid, and find nothing).
	skip := func(md *multipleMode) bool {
		return md.base > maxRating || s.anyBoard && md.opt.level > 2
	}
	i := 0
	for ; i < len(multipleModes) && multipleModes[i].opt.level < 2; i++ {
		md := &multipleModes[i]
		if skip(md) {
			return false
		}
		w.cap = 0
		if s.findMultipleChain(st, &w, md) {
			return true
		}
		if out() {
			cs.floor = md.base
			return false
		}
	}
	if i == len(multipleModes) || skip(&multipleModes[i]) {
		return false
	}
	// The nested producers' scratch space, declared (and cleared) only
	// when they run, outside any loop (which would move it to the heap).
	var ns nestedSearch
	var nm nestedMultiple
	var nmIm implications
	var n0, n1 memoHalf
	var b0, b1 memoHalf
	var x0, x1 memoHalf
	nm.im, nm.memo, nm.baseSet, nm.index.weak = &nmIm, [2]*memoHalf{&n0, &n1}, [2]*memoHalf{&b0, &b1}, [2]*memoHalf{&x0, &x1}
	var reach staticReach
	var r0, r1, r2, r3 memoHalf
	reach.sets = reachSets{&r0, &r1, &r2, &r3}
	nm.reach = &reach
	ns.multi = &nm
	var nd nestedDynamic
	var dmLast, dmBase dynamicMemo
	nd.last, nd.base = &dmLast, &dmBase
	ns.dyn = &nd
	ns.budget, nm.env.budget, nd.env.budget = budget, budget, budget
	for ; i < len(multipleModes); i++ {
		md := &multipleModes[i]
		if skip(md) {
			return false
		}
		if md.opt.level >= storeLevel && w.store == nil && cs != nil {
			if cs.store == nil {
				cs.store = new(searchStore)
			}
			w.store = cs.store
		}
		for _, limit := range nestedLimits {
			w.cap = 0
			// Direct stores: a pointer stored through a pointer would move
			// the scratch space to the heap.
			w.env.ns, w.env.nestLimit = &ns, limit
			ns.truncated = false
			if s.findMultipleChain(st, &w, md) {
				st.nestLimit = uint16(limit)
				return true
			}
			if out() {
				cs.floor = md.base
				return false
			}
			if !ns.truncated {
				break // no chain was too long: a longer limit finds nothing more
			}
		}
	}
	return false
}
