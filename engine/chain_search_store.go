package engine

// The nested dynamic producer (10.5 and up) comes back to the same searches
// many times in one run: offerCommon sums, for every conclusion a cell or unit
// chain has in common, the complexity over the searches of all its
// candidates, and the searches of a unit's candidates were run long before,
// by other cells. multipleWork's cache of the last searchCache searches
// misses most of them; at level 4 (10.5) a search takes milliseconds, and the
// misses ran 44% of the outer searches again. So that producer also keeps
// every search of the run in a searchStore: the nodes, the parents of
// the deductions and the nested chains used, packed one search after the
// other. A search is a function of the grid, the assumption and the options
// (its memos are exact, see chain_nested_dynamic.go), all fixed during a run,
// so a stored search restored is the search run again: the same nodes, in
// the same order, with the same parents. A search answered from the store,
// like one answered from the cache, charges no work (the budget counts the
// potentials derived; the copy back is O(nodes), like the ancestor counts
// that also charge nothing).

// storeLevel is the least level of nesting whose searches are stored. The
// lower levels come back to almost none of their searches after the cache
// forgot them (on forum_hardest puzzles 0-125, every 25th, a store of every
// search would spare 4% of level 2's search time, 0.1% of level 3's, 46%
// of level 4's), so they do not pay for copying every search.
const storeLevel = 4

// storeFor returns the store of the searches with options opt: w.store at
// storeLevel and beyond, nil below.
func (w *multipleWork) storeFor(opt *chainOptions) *searchStore {
	if opt.level < storeLevel {
		return nil
	}
	return w.store
}

// The store's capacity: implNode entries, deduction parents and nested
// chains of the stored searches of one run. When one is full the run's later
// searches are not stored (they run again on a cache miss, as without the
// store).
const (
	storeNodes  = 1 << 16
	storeRules  = 1 << 18
	storeNested = 1 << 15
)

// storedSearch locates one stored search in a searchStore.
type storedSearch struct {
	run                     uint32 // the producer run it was stored in; other values: not stored
	node, rule, nested      int32  // where its nodes, rule parents and nested chains start
	n, nNodes, nRule, nNest int32  // registered nodes, nodes kept (n, plus the contradiction's), rule parents, nested chains
	conflictOn, conflictOff int16
}

// searchStore is the memory of every search of one level-4 producer run. It
// is 1.8 MB (the largest run on forum_hardest puzzles #75 and #100 filled 31,000
// nodes, 140,000 rule parents and 14,000 nested chains), so it is not on the
// stack with the rest of the chain searches' scratch space but kept by the
// LogicSolver (chainSearch.store), made the first time one of its solves
// reaches level 4 (most never do): a caller rating in a loop allocates
// nothing after that. (A sync.Pool would not do: a garbage collection
// empties it, and the next rating would allocate the 1.8 MB again.)
type searchStore struct {
	run        uint32
	entry      [numPotentials]storedSearch
	nodes      [storeNodes]implNode
	rules      [storeRules]int16
	nested     [storeNested]uint16
	nestedHash [storeNested]uint64
	nNodes     int
	nRules     int
	nNested    int
}

// begin empties the store for a new producer run.
func (st *searchStore) begin() {
	st.run++
	if st.run == 0 { // wrapped: forget the entries of the old runs
		st.entry = [numPotentials]storedSearch{}
		st.run = 1
	}
	st.nNodes, st.nRules, st.nNested = 0, 0, 0
}

// save stores the finished search im from assumption a, if it fits.
func (st *searchStore) save(a potential, im *implications) {
	kept := im.n
	if im.conflictOn >= 0 {
		kept++ // the contradiction's new node, after the registered ones
	}
	if st.nNodes+kept > storeNodes || st.nRules+im.nRule > storeRules || st.nNested+im.nNested > storeNested {
		return
	}
	e := &st.entry[a]
	*e = storedSearch{
		run: st.run, node: int32(st.nNodes), rule: int32(st.nRules), nested: int32(st.nNested),
		n: int32(im.n), nNodes: int32(kept), nRule: int32(im.nRule), nNest: int32(im.nNested),
		conflictOn: im.conflictOn, conflictOff: im.conflictOff,
	}
	st.nNodes += copy(st.nodes[st.nNodes:], im.nodes[:kept])
	st.nRules += copy(st.rules[st.nRules:], im.ruleParents[:im.nRule])
	copy(st.nestedHash[st.nNested:], im.nestedHash[:im.nNested])
	st.nNested += copy(st.nested[st.nNested:], im.nested[:im.nNested])
}

// restore fills im with the stored search from assumption a on grid g and
// reports whether there is one. It fills what the producers read of a
// finished search (the nodes with their lists and index, the rule parents,
// the nested chains, the contradiction and the grid it started from), not
// the working grid: a restored search is read, never run on.
func (st *searchStore) restore(a potential, g *logicGrid, im *implications) bool {
	e := &st.entry[a]
	if e.run != st.run {
		return false
	}
	n := int(e.n)
	copy(im.nodes[:e.nNodes], st.nodes[e.node:e.node+e.nNodes])
	im.n, im.nOn, im.nOff = n, 0, 0
	im.member = [len(im.member)]uint64{}
	for i := range n {
		im.register(i)
	}
	im.nRule = copy(im.ruleParents[:], st.rules[e.rule:e.rule+e.nRule])
	copy(im.nestedHash[:], st.nestedHash[e.nested:e.nested+e.nNest])
	im.nNested = copy(im.nested[:], st.nested[e.nested:e.nested+e.nNest])
	im.conflictOn, im.conflictOff = e.conflictOn, e.conflictOff
	im.srcCand = g.cand
	im.nestID, im.lazy = 0, false
	return true
}
