package engine

import (
	"math/bits"
	"slices"
)

// Nested multiple chains (SE 10.0 and up, "+ Multiple Forcing Chains"):
// when a dynamic search has nothing new from its links, its rules and its
// nested cycles and chains, SE runs its Multiple Forcing Chains producer on
// the working grid (static: the links of that grid, followed without
// removing anything): what every candidate of a cell with three or more
// candidates, or every place of a digit in a unit whose first place is such
// a cell, implies holds. Each conclusion depends on the candidates the
// search removed from that cell or unit and from the cells and units its
// chains' links go through, and adds its complexity to the step's.

// maxMultipleHints bounds the nested multiple chains of one look.
const maxMultipleHints = 1024

// multipleNested is one nested multiple chain: a conclusion and where from.
type multipleNested struct {
	key    hintKey
	ord    int
	target potential
	cell   int // ChainCell: the cell; else -1
	unit   int // ChainUnit: the unit; else -1
	digit  int // ChainUnit: the digit
}

// nestedMultiple is the scratch space of the nested multiple chains.
type nestedMultiple struct {
	g      logicGrid
	planes [9]cellSet   // the cells of each digit's candidates in g
	cl     closure      // the static searches that meet no contradiction (fillBase)
	reach  *staticReach // those of the looks, all at once (chain_nested_reach.go)
	im     *implications
	// index numbers the potentials of the grid the outer searches start
	// from (fillBase): the sets below are dense sets of it
	// (chain_dense_index.go).
	index denseIndex
	memo  [2]*memoHalf // the consequences of each candidate, while curValid holds them
	// The consequences of candidate k are remembered in memo, for the outer
	// search curValid[k] (its nestID; 0: none) from the look at lastTick
	// offs applied of the outer search lastOuter on, and in baseSet on the
	// grid the outer searches start from (where baseValid[k]; baseReady
	// once filled). A static search reads only the cells and the places of
	// the digits of the potentials it derives (see dynamicMemo), so one
	// whose set holds none of the potentials that read a removed candidate
	// (removedReaders) derives the same set again on the smaller grid.
	curValid  [numCandidates]uint32
	baseValid [numCandidates]bool
	baseSet   [2]*memoHalf
	baseReady bool
	lastOuter uint32
	lastTick  int
	outers    uint32
	// look counts the looks; seen[k] is the look that last settled
	// candidate k's consequences.
	look   uint32
	seen   [numCandidates]uint32
	hints  [maxMultipleHints]multipleNested
	nh     int
	marks  [numPotentials]uint32
	gen    uint32
	stack  [numPotentials + 1]int16
	parSet potSet
	env    chainEnv // the budget
	// baseReaders are the potentials that read a candidate removed since
	// the starting grid (removedReaders).
	baseReaders potSet
	// noMemo (tests) searches every look's consequences again; memoHits
	// counts those taken from memo or baseSet.
	noMemo   bool
	memoHits int
}

var staticOptions = chainOptions{}

// consequence makes memoOf(a) the static consequences of candidate a on
// the working grid: remembered from an earlier look (see beginLook) or
// computed.
func (nm *nestedMultiple) consequence(a potential) {
	k := a.cand()
	if nm.seen[k] == nm.look {
		return
	}
	nm.seen[k] = nm.look
	memo := &nm.memo[k/memoSplit][k%memoSplit]
	switch {
	case nm.noMemo:
	case nm.curValid[k] == nm.lastOuter:
		nm.memoHits++
		return
	case nm.baseValid[k] && !nm.baseSet[k/memoSplit][k%memoSplit].meets(&nm.baseReaders, nm.index.words):
		nm.memoHits++
		copy(memo[:nm.index.words], nm.baseSet[k/memoSplit][k%memoSplit][:nm.index.words])
		nm.curValid[k] = nm.lastOuter
		return
	}
	nm.curValid[k] = nm.lastOuter
	switch {
	case nm.reach == nil && nm.cl.free(&nm.env, &nm.g, &nm.planes, a, false):
		*memo = nm.index.dense(&nm.cl.member)
	case nm.reach != nil && nm.reachFree(a):
		copy(memo[:nm.index.words], nm.reach.sets.set(int(nm.reach.comp[a]))[:nm.index.words])
	default:
		nm.im.start(&nm.g, a)
		nm.im.run(&staticOptions, &nm.env)
		*memo = nm.index.dense((*potSet)(&nm.im.member))
		if nm.env.out() {
			nm.curValid[k] = 0 // a search cut short: not its consequences
		}
	}
}

// removedReaders returns, as a dense set of x, the potentials whose static
// derivation reads one of the removed candidates list: a potential of cell
// c reads the candidates of c and, for its digit d, the places of d in the
// units of c (see dynamicMemo). So these are every potential of the cells
// that lost a candidate and the potentials of digit d in the units that
// lost a place of d: a set of consequences reads a removed candidate
// exactly when it meets them (as removedRegion's region meets the set's).
func removedReaders(list []potential, x *denseIndex) (f potSet) {
	cells, digits := removedRegion(list)
	var read [NumCells]uint16 // per cell, the digits whose potentials read a removed candidate
	for u, m := range &digits {
		if m != 0 {
			for _, c := range unitCells[u] {
				read[c] |= m
			}
		}
	}
	for c := range read {
		if cells.has(c) {
			read[c] = 0x1FF
		}
	}
	// A candidate's "off" and "on" potentials are numbers 2i and 2i+1.
	for b := 0; b < x.n; b += 2 {
		if p := x.pot[b]; read[p.cell()]&p.bit() != 0 {
			f[b>>6] |= 3 << (b & 63)
		}
	}
	return f
}

// meets reports whether sets s and t, of the given words, have a potential
// in common.
func (s *potSet) meets(t *potSet, words int) bool {
	any := uint64(0)
	for w := range s[:words] {
		any |= s[w] & t[w]
	}
	return any != 0
}

// memoOf returns the consequences of candidate a that consequence made (a
// dense set of nm.index).
func (nm *nestedMultiple) memoOf(a potential) *potSet {
	k := a.cand()
	return &nm.memo[k/memoSplit][k%memoSplit]
}

// reachFree reports whether the static search from a on the working grid
// meets no contradiction and its work fits in the budget; then it charges
// that work, as closure.free would, and a's component in nm.reach holds its
// consequences.
func (nm *nestedMultiple) reachFree(a potential) bool {
	ok, n := nm.reach.free(&nm.index, nm.reach.of(&nm.g, &nm.planes, &nm.index, a))
	return ok && nm.env.chargeWhole(int64(n)+1)
}

// beginLook prepares a look of outer search im: the consequences
// remembered from its previous look stay where their region lost nothing
// since; those on the starting grid where it lost nothing at all.
func (nm *nestedMultiple) beginLook(im *implications) {
	if !nm.baseReady {
		nm.fillBase(im)
	}
	nm.look++
	if nm.look == 0 {
		nm.seen = [numCandidates]uint32{}
		nm.look = 1
	}
	if im.nestID == 0 {
		nm.outers++
		im.nestID = nm.outers
	}
	id := im.nestID
	if nm.lastOuter == id {
		readers := removedReaders(im.appliedList[nm.lastTick:im.applied], &nm.index)
		for k := 0; k < numCandidates; k++ {
			if nm.curValid[k] == id && nm.memo[k/memoSplit][k%memoSplit].meets(&readers, nm.index.words) {
				nm.curValid[k] = 0
			}
		}
	}
	nm.lastOuter, nm.lastTick = id, im.applied
	nm.baseReaders = removedReaders(im.appliedList[:im.applied], &nm.index)
	nm.g.cand, nm.g.pos = im.cand, im.pos
	nm.planes = planesOf(&nm.g.cand)
	if nm.reach != nil {
		nm.reach.begin(&nm.g, &nm.planes, &nm.index)
	}
}

// fillBase records the static consequences of every candidate on the grid
// the outer searches start from (the source grid of im).
func (nm *nestedMultiple) fillBase(im *implications) {
	nm.g.cand, nm.g.pos = im.srcCand, im.srcPos
	nm.planes = planesOf(&nm.g.cand)
	nm.index.number(&nm.g.cand)
	for c := 0; c < NumCells; c++ {
		for m := im.srcCand[c]; m != 0; m &= m - 1 {
			a := potOf(c, bits.TrailingZeros16(m)+1, true)
			k := a.cand()
			if nm.cl.free(&nm.env, &nm.g, &nm.planes, a, false) {
				nm.baseSet[k/memoSplit][k%memoSplit] = nm.index.dense(&nm.cl.member)
				nm.baseValid[k] = true
				continue
			}
			nm.im.start(&nm.g, a)
			nm.im.run(&staticOptions, &nm.env)
			if !nm.env.out() {
				nm.baseSet[k/memoSplit][k%memoSplit] = nm.index.dense((*potSet)(&nm.im.member))
				nm.baseValid[k] = true
			}
		}
	}
	nm.baseReady = true
}

// depth counts the potentials on the way to node i of the last static
// search (static searches have one parent per potential).
func (nm *nestedMultiple) depth(i int) int {
	n := 1
	for j := nm.im.nodes[i].parent; j >= 0; j = nm.im.nodes[j].parent {
		n++
	}
	return n
}

// ruleNestedMultiple adds the conclusions of the nested multiple chains and
// reports whether there were any.
func (im *implications) ruleNestedMultiple(nm *nestedMultiple, rh *ruleHint) bool {
	nm.beginLook(im)
	nm.nh = 0
	var srcs [9]potential
	for c := 0; c < NumCells; c++ {
		m := im.cand[c]
		if popcount(m) < 3 {
			continue
		}
		for mm := m; mm != 0; mm &= mm - 1 {
			d := bits.TrailingZeros16(mm) + 1
			for _, u := range seUnits[c] {
				places := im.pos[u][d-1]
				if popcount(places) < 2 || int(unitCells[u][bits.TrailingZeros16(places)]) != c {
					continue
				}
				n := 0
				for p := places; p != 0; p &= p - 1 {
					srcs[n] = potOf(int(unitCells[u][bits.TrailingZeros16(p)]), d, true)
					n++
				}
				nm.collect(im, srcs[:n], sortUnit, -1, int(u), d)
			}
		}
		n := 0
		for mm := m; mm != 0; mm &= mm - 1 {
			srcs[n] = potOf(c, bits.TrailingZeros16(mm)+1, true)
			n++
		}
		nm.collect(im, srcs[:n], sortCell, c, -1, 0)
	}
	if nm.nh == 0 {
		return false
	}
	hs := nm.hints[:nm.nh]
	slices.SortStableFunc(hs, func(a, b multipleNested) int { return a.key.compare(b.key) })
	found := false
	for i := range hs {
		if im.commitMultiple(nm, &hs[i], rh) {
			found = true
		}
	}
	return found
}

// collect lists the conclusions common to the static searches from srcs,
// with their complexity (the potentials of every branch).
func (nm *nestedMultiple) collect(im *implications, srcs []potential, sortKey, cell, unit, digit int) {
	words := nm.index.words
	var common potSet
	nm.consequence(srcs[0])
	copy(common[:words], nm.memoOf(srcs[0])[:words])
	for _, a := range srcs[1:] {
		nm.consequence(a)
		o := nm.memoOf(a)
		any := uint64(0)
		for k := range common[:words] {
			common[k] &= o[k]
			any |= common[k]
		}
		if any == 0 {
			return
		}
	}
	// Nothing to gain without a conclusion that changes the grid: then
	// the searches below would list nothing.
	if nm.nh >= maxMultipleHints || !anyWorth(im, &nm.index, &common) {
		return
	}
	// The order of the first branch's search, its "on" conclusions first.
	nm.im.start(&nm.g, srcs[0])
	nm.im.run(&staticOptions, &nm.env)
	first := nm.nh
	for _, list := range [2][]int16{nm.im.onList[:nm.im.nOn], nm.im.offList[:nm.im.nOff]} {
		for _, i := range list {
			p := nm.im.nodes[i].pot
			if !nm.index.has(&common, p) || nm.nh >= maxMultipleHints {
				continue
			}
			if p.on() && im.cand[p.cell()]&^p.bit() == 0 || !p.on() && im.cand[p.cell()]&p.bit() == 0 {
				continue
			}
			nm.hints[nm.nh] = multipleNested{ord: nm.nh, target: p, cell: cell, unit: unit, digit: digit, key: hintKey{sortKey: sortKey}}
			nm.hints[nm.nh].key.complexity = nm.depth(int(i))
			nm.nh++
		}
	}
	if nm.nh == first {
		return
	}
	for _, a := range srcs[1:] {
		nm.im.start(&nm.g, a)
		nm.im.run(&staticOptions, &nm.env)
		for h := first; h < nm.nh; h++ {
			nm.hints[h].key.complexity += nm.depth(nm.im.node(nm.hints[h].target))
		}
	}
	for h := first; h < nm.nh; h++ {
		k := &nm.hints[h].key
		k.rating = 80 + lengthBonus(k.complexity)
	}
}

// anyWorth reports whether some potential of dense set set (of x) changes
// the working grid of im: an "on" one in a cell with other candidates, an
// "off" one on a candidate still there.
func anyWorth(im *implications, x *denseIndex, set *potSet) bool {
	for w, m := range set[:x.words] {
		for ; m != 0; m &= m - 1 {
			p := x.pot[w*64+bits.TrailingZeros64(m)]
			if p.on() && im.cand[p.cell()]&^p.bit() != 0 || !p.on() && im.cand[p.cell()]&p.bit() != 0 {
				return true
			}
		}
	}
	return false
}

// commitMultiple adds the eliminations of nested multiple chain h not
// derived yet; it reports whether the chain relies on removed candidates.
func (im *implications) commitMultiple(nm *nestedMultiple, h *multipleNested, rh *ruleHint) bool {
	rh.reset()
	t := h.target
	if t.on() {
		for m := im.cand[t.cell()] &^ t.bit(); m != 0; m &= m - 1 {
			rh.remove(t.cell(), bits.TrailingZeros16(m)+1)
		}
	} else {
		rh.remove(t.cell(), t.digit())
	}
	fresh := false
	for i := 0; i < rh.nc && !fresh; i++ {
		for m := rh.masks[i]; m != 0; m &= m - 1 {
			if !im.has(potOf(int(rh.cells[i]), bits.TrailingZeros16(m)+1, false)) {
				fresh = true
			}
		}
	}
	// Parents: the cell's or unit's removed candidates, then those of the
	// cells and units of each branch's links to the conclusion.
	nm.parSet = potSet{}
	add := func(c, d int) {
		p := potOf(c, d, false)
		if !nm.parSet.has(p) && im.has(p) {
			nm.parSet[p>>6] |= 1 << (p & 63)
			rh.parent(c, d)
		}
	}
	var srcs [9]potential
	n := 0
	if h.cell >= 0 {
		c := h.cell
		for m := im.srcCand[c] &^ im.cand[c]; m != 0; m &= m - 1 {
			add(c, bits.TrailingZeros16(m)+1)
		}
		for m := im.cand[c]; m != 0; m &= m - 1 {
			srcs[n] = potOf(c, bits.TrailingZeros16(m)+1, true)
			n++
		}
	} else {
		u, d := h.unit, h.digit
		for m := im.srcPos[u][d-1] &^ im.pos[u][d-1]; m != 0; m &= m - 1 {
			add(int(unitCells[u][bits.TrailingZeros16(m)]), d)
		}
		for m := im.pos[u][d-1]; m != 0; m &= m - 1 {
			srcs[n] = potOf(int(unitCells[u][bits.TrailingZeros16(m)]), d, true)
			n++
		}
	}
	if !fresh {
		return rh.np > 0
	}
	for _, a := range srcs[:n] {
		nm.im.start(&nm.g, a)
		nm.im.run(&staticOptions, &nm.env)
		for j := nm.im.node(t); j >= 0; j = int(nm.im.nodes[j].parent) {
			nd := &nm.im.nodes[j]
			if !nd.pot.on() || nd.parent < 0 {
				continue
			}
			im.removedUnder(nd, add)
		}
	}
	if rh.np == 0 {
		return false
	}
	if im.nNested >= maxNestedHints {
		im.overflow = true
		return true
	}
	id := im.nNested
	im.nested[id] = uint16(min(h.key.complexity, 0xFFFF))
	im.nestedHash[id] = uint64(h.target)<<32 ^ uint64(h.cell+1)<<16 ^ uint64(h.unit+1)<<8 ^ uint64(h.key.complexity)
	im.nNested++
	first := im.n
	im.commit(rh)
	for j := first; j < im.n; j++ {
		im.nodes[j].nested = uint16(id)
	}
	return true
}
