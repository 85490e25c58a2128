package engine

import (
	"cmp"
	"math/bits"
	"slices"
)

// Nested dynamic chains (SE 10.5 and up, "+ Dynamic Forcing Chains"): when
// a dynamic search has nothing new from its links and rules, SE runs its
// Dynamic Forcing Chains producer on the working grid and adds the
// conclusions of every step it finds. Here only its contradictions are
// used (an assumption on the working grid whose dynamic consequences clash
// is false), which are most of what such nested steps use; each depends on
// the candidates the outer search removed from the cells and units of the
// inner chains' strong links, and adds its complexity to the step's.

// maxDynamicHints bounds the nested contradictions of one look.
const maxDynamicHints = 1024

// dynamicNested is one nested contradiction: its assumption and key.
type dynamicNested struct {
	key hintKey
	ord int32
	src potential
	par int32 // its parents (see clashParents): nd.par[par:par+np]; -1 not kept
	np  uint8
}

// maxDynamicParents bounds the parents the nested contradictions of one
// look keep (the commit of those left out searches again).
const maxDynamicParents = 8192

// nestedDynamic is the scratch space of the nested dynamic chains.
type nestedDynamic struct {
	g      logicGrid
	planes [9]cellSet // the cells of each digit's candidates in g
	cl     closure    // the inner searches that meet no contradiction
	// settled[b] == settleGen: in this look, b is a consequence of
	// settledBy[b], whose search met no contradiction (see settle).
	settled   [numPotentials]uint32
	settledBy [numPotentials]potential
	settleGen uint32
	// tried[a] == settleGen: in this look, closure met a contradiction
	// from a (or ran out of work): the exact search follows.
	tried [numPotentials]uint32
	im    implications
	hints [maxDynamicHints]dynamicNested
	par   [maxDynamicParents]potential
	npar  int
	nh    int
	marks [numPotentials]uint32
	gen   uint32
	stack [numPotentials + 1]int16
	seen  potSet
	env   chainEnv // the budget
	// last and base remember inner searches that found no contradiction
	// (see dynamicMemo): last those of the previous look of the outer
	// search lastOuter (at lastTick offs applied), base those on the grid
	// the outer searches start from (baseReady once filled).
	last, base *dynamicMemo
	lastOuter  uint32
	lastTick   int
	outers     uint32 // outer searches met so far (their nestID)
	baseReady  bool
}

// dynamicMemo remembers, per assumption, the region of the grid an inner
// search read when it found no contradiction: the cells whose candidates
// it read and, per unit, the digits whose places it read (those of the
// potentials it derived). The search reads nothing else, so while no
// candidate of that region is removed, the same search on the smaller grid
// derives the same potentials and again finds no contradiction: it can be
// skipped.
type dynamicMemo struct {
	cells  [numPotentials]cellSet
	digits [numPotentials][27]uint16
	valid  [numPotentials]uint32 // the outer search (nestID) it holds for; 0 none
}

// record stores the region read by search in as the entry of assumption a,
// valid for outer search id.
func (m *dynamicMemo) record(a potential, in *implications, id uint32) {
	var cells cellSet
	var digits [27]uint16
	for _, n := range in.nodes[:in.n] {
		c, bit := n.pot.cell(), n.pot.bit()
		cells.add(c)
		for _, u := range cellUnits[c] {
			digits[u] |= bit
		}
	}
	m.cells[a], m.digits[a], m.valid[a] = cells, digits, id
}

// copyEntry gives assumption b the entry of a.
func (m *dynamicMemo) copyEntry(b, a potential) {
	m.cells[b], m.digits[b], m.valid[b] = m.cells[a], m.digits[a], m.valid[a]
}

// holds reports whether the entry of assumption a is valid for outer
// search id and its region lost none of the candidates of (cells, digits).
func (m *dynamicMemo) holds(a potential, id uint32, cells cellSet, digits *[27]uint16) bool {
	if m.valid[a] != id || !m.cells[a].and(cells).empty() {
		return false
	}
	for u, x := range &m.digits[a] {
		if x&digits[u] != 0 {
			return false
		}
	}
	return true
}

// removedRegion returns the cells of the removed candidates list and, per
// unit, the digits removed from it.
func removedRegion(list []potential) (cells cellSet, digits [27]uint16) {
	for _, p := range list {
		c, bit := p.cell(), p.bit()
		cells.add(c)
		for _, u := range cellUnits[c] {
			digits[u] |= bit
		}
	}
	return
}

// fillBase records the inner searches from every assumption on the grid
// the outer searches start from (the source grid of im).
func (nd *nestedDynamic) fillBase(im *implications) {
	nd.g.cand, nd.g.pos = im.srcCand, im.srcPos
	nd.planes = planesOf(&nd.g.cand)
	nd.newLook()
	for c := 0; c < NumCells; c++ {
		if popcount(im.srcCand[c]) < 2 {
			continue
		}
		for m := im.srcCand[c]; m != 0; m &= m - 1 {
			d := bits.TrailingZeros16(m) + 1
			for _, on := range [2]bool{true, false} {
				a := potOf(c, d, on)
				if nd.settled[a] == nd.settleGen {
					nd.base.copyEntry(a, nd.settledBy[a])
					continue
				}
				if nd.cl.free(&nd.env, &nd.g, &nd.planes, a, true) {
					nd.keepClosure(nd.base, a, 1)
					continue
				}
				nd.im.start(&nd.g, a)
				nd.im.run(&dynamicOptions, &nd.env)
				if nd.im.conflictOn < 0 && !nd.env.out() {
					nd.base.record(a, &nd.im, 1)
					nd.settle(a, (*potSet)(&nd.im.member))
				}
			}
		}
	}
	nd.baseReady = true
}

var dynamicOptions = chainOptions{dynamic: true}

// newLook starts a look: no assumption is settled.
func (nd *nestedDynamic) newLook() {
	nd.settleGen++
	if nd.settleGen == 0 {
		nd.settled = [numPotentials]uint32{}
		nd.tried = [numPotentials]uint32{}
		nd.settleGen = 1
	}
}

// settle records that the search from a on the working grid met no
// contradiction and derived set. Then the search from any b in set meets
// none either, and reads only a part of what a's read (its consequences are
// some of a's, by the argument of closure: a run from b derives only
// potentials of a's set, a set closed under the links and free of
// contradictions), so b needs no search of its own in this look: its memo
// entry is a's region, larger than its own (it holds less often, never
// wrongly).
func (nd *nestedDynamic) settle(a potential, set *potSet) {
	for w, x := range set {
		for ; x != 0; x &= x - 1 {
			b := w*64 + bits.TrailingZeros64(x)
			nd.settled[b], nd.settledBy[b] = nd.settleGen, a
		}
	}
}

// newMarks starts a walk of the inner search: no potential is marked.
func (nd *nestedDynamic) newMarks() {
	nd.gen++
	if nd.gen == 0 {
		nd.marks = [numPotentials]uint32{}
		nd.gen = 1
	}
}

// keepClosure is m.recordClosure(a, &nd.cl, id) and settle(a, &nd.cl.member)
// in one pass over the potentials of nd.cl (its list holds those of its
// member set, each once).
func (nd *nestedDynamic) keepClosure(m *dynamicMemo, a potential, id uint32) {
	var cells cellSet
	var digits [27]uint16
	for _, b := range nd.cl.list[:nd.cl.n] {
		c, bit := b.cell(), b.bit()
		cells.add(c)
		for _, u := range cellUnits[c] {
			digits[u] |= bit
		}
		nd.settled[b], nd.settledBy[b] = nd.settleGen, a
	}
	m.cells[a], m.digits[a], m.valid[a] = cells, digits, id
}

// count is SE's ancestor count of node i of the inner search.
func (nd *nestedDynamic) count(i int) int { return nd.walk(i, nil, nil) }

// walk returns count(i) and, when outer is not nil, lists in rh the
// parents outer gives the nodes it meets (see clashAt), in the order
// clashParents meets them from i: both walks visit each node once, depth
// first, pushing its unmarked parents in the order forEachParent gives
// them. The marks stay for clashFrom.
func (nd *nestedDynamic) walk(i int, outer *implications, rh *ruleHint) int {
	nd.newMarks()
	im := &nd.im
	n, sp := 1, 1
	nd.stack[0] = int16(i)
	nd.marks[im.nodes[i].pot] = nd.gen
	for sp > 0 {
		sp--
		j := int(nd.stack[sp])
		if outer != nil {
			outer.clashAt(nd, j, rh)
		}
		im.forEachParent(j, func(k int) {
			if p := im.nodes[k].pot; nd.marks[p] != nd.gen {
				nd.marks[p] = nd.gen
				n++
				nd.stack[sp] = int16(k)
				sp++
			}
		})
	}
	return n
}

// clashCount returns the complexity of the contradiction of the last inner
// search (count of both its sides) and lists its parents in rh as
// clashParents does, with one walk of the "on" side for both: its count's
// walk meets the nodes clashParents' first walk meets, in the same order
// (the start is marked, which changes nothing: no node is its own
// ancestor, and a node met again from the "off" side adds no parent that
// was not added the first time).
func (im *implications) clashCount(nd *nestedDynamic, rh *ruleHint) int {
	nd.seen = potSet{}
	n := nd.walk(int(nd.im.conflictOn), im, rh)
	im.clashFrom(nd, nd.im.conflictOff, rh)
	return n + nd.count(int(nd.im.conflictOff))
}

// ruleNestedDynamic adds the conclusions of the nested contradictions and
// reports whether there were any.
//
// Inner searches that would repeat one that found nothing are skipped (see
// dynamicMemo): one of the previous look of the same outer search, or one
// on the grid the outer searches start from.
func (im *implications) ruleNestedDynamic(nd *nestedDynamic, rh *ruleHint) bool {
	if !nd.baseReady {
		nd.fillBase(im)
	}
	if im.nestID == 0 {
		nd.outers++
		im.nestID = nd.outers
	}
	id := im.nestID
	baseCells, baseDigits := removedRegion(im.appliedList[:im.applied])
	var lastCells cellSet
	var lastDigits [27]uint16
	same := nd.lastOuter == id
	if same {
		lastCells, lastDigits = removedRegion(im.appliedList[nd.lastTick:im.applied])
	}
	nd.lastOuter, nd.lastTick = id, im.applied
	nd.g.cand, nd.g.pos = im.cand, im.pos
	nd.planes = planesOf(&nd.g.cand)
	nd.newLook()
	nd.nh, nd.npar = 0, 0
	// The assumptions "on" first, without contradiction on bit sets: their
	// consequences settle most "off" assumptions (see settle). The hints
	// are listed in SE's order below.
	for c := 0; c < NumCells; c++ {
		if popcount(im.cand[c]) < 2 {
			continue
		}
		for m := im.cand[c]; m != 0; m &= m - 1 {
			a := potOf(c, bits.TrailingZeros16(m)+1, true)
			if same && nd.last.holds(a, id, lastCells, &lastDigits) || nd.base.holds(a, 1, baseCells, &baseDigits) || nd.settled[a] == nd.settleGen {
				continue
			}
			if nd.cl.free(&nd.env, &nd.g, &nd.planes, a, true) {
				nd.keepClosure(nd.last, a, id)
			} else {
				nd.tried[a] = nd.settleGen
			}
		}
	}
	for c := 0; c < NumCells; c++ {
		if popcount(im.cand[c]) < 2 {
			continue
		}
		for m := im.cand[c]; m != 0; m &= m - 1 {
			d := bits.TrailingZeros16(m) + 1
			for k, on := range [2]bool{true, false} {
				a := potOf(c, d, on)
				if same && nd.last.holds(a, id, lastCells, &lastDigits) {
					continue
				}
				if nd.base.holds(a, 1, baseCells, &baseDigits) {
					nd.last.cells[a], nd.last.digits[a], nd.last.valid[a] = nd.base.cells[a], nd.base.digits[a], id
					continue
				}
				if nd.settled[a] == nd.settleGen {
					nd.last.copyEntry(a, nd.settledBy[a])
					continue
				}
				if nd.tried[a] != nd.settleGen && nd.cl.free(&nd.env, &nd.g, &nd.planes, a, true) {
					nd.keepClosure(nd.last, a, id)
					continue
				}
				nd.im.start(&nd.g, a)
				nd.im.run(&dynamicOptions, &nd.env)
				if nd.im.conflictOn < 0 {
					if !nd.env.out() {
						nd.last.record(a, &nd.im, id)
						nd.settle(a, (*potSet)(&nd.im.member))
					}
					continue
				}
				nd.last.valid[a] = 0
				if nd.nh >= maxDynamicHints {
					continue
				}
				// The parents are kept, so that the commit need not search
				// again.
				rh.reset()
				n := im.clashCount(nd, rh)
				nd.hints[nd.nh] = dynamicNested{
					key: hintKey{85 + lengthBonus(n), n, sortContradiction},
					ord: int32(a.cand()*2 + k),
					src: a,
					par: -1,
				}
				if nd.npar+rh.np <= len(nd.par) {
					nd.hints[nd.nh].par, nd.hints[nd.nh].np = int32(nd.npar), uint8(rh.np)
					nd.npar += copy(nd.par[nd.npar:], rh.parents[:rh.np])
				}
				nd.nh++
			}
		}
	}
	if nd.nh == 0 {
		return false
	}
	hs := nd.hints[:nd.nh]
	slices.SortFunc(hs, func(a, b dynamicNested) int { return cmp.Or(a.key.compare(b.key), int(a.ord)-int(b.ord)) })
	found := false
	for i := range hs {
		if im.commitDynamic(nd, &hs[i], rh) {
			found = true
		}
	}
	return found
}

// clashParents lists in rh the parents of the contradiction of the last
// inner search: the candidates the outer search removed in the cells and
// units of the inner chains' strong links, on both sides of the clash.
// They do not change during a look (the removed candidates are the "off"
// potentials applied, registered before the look).
func (im *implications) clashParents(nd *nestedDynamic, rh *ruleHint) {
	nd.seen = potSet{}
	nd.newMarks()
	im.clashFrom(nd, nd.im.conflictOn, rh)
	im.clashFrom(nd, nd.im.conflictOff, rh)
}

// clashFrom lists in rh the parents of the inner nodes met from start
// (depth first, start unmarked) that no walk since the last newMarks met.
func (im *implications) clashFrom(nd *nestedDynamic, start int16, rh *ruleHint) {
	inner := &nd.im
	sp := 1
	nd.stack[0] = start
	for sp > 0 {
		sp--
		j := int(nd.stack[sp])
		im.clashAt(nd, j, rh)
		inner.forEachParent(j, func(k int) {
			if p := inner.nodes[k].pot; nd.marks[p] != nd.gen {
				nd.marks[p] = nd.gen
				nd.stack[sp] = int16(k)
				sp++
			}
		})
	}
}

// clashAt lists in rh, unless listed since the last clearing of nd.seen,
// the candidates removed by the outer search im in the cell or unit of
// inner node j's strong link, if it is one.
func (im *implications) clashAt(nd *nestedDynamic, j int, rh *ruleHint) {
	n := &nd.im.nodes[j]
	if !n.pot.on() || n.parent < 0 {
		return
	}
	add := func(c, d int) {
		p := potOf(c, d, false)
		if !nd.seen.has(p) && im.has(p) {
			nd.seen[p>>6] |= 1 << (p & 63)
			rh.parent(c, d)
		}
	}
	im.removedUnder(n, add)
}

// commitDynamic adds the eliminations of nested contradiction h not derived
// yet; it reports whether the contradiction relies on removed candidates.
func (im *implications) commitDynamic(nd *nestedDynamic, h *dynamicNested, rh *ruleHint) bool {
	rh.reset()
	a := h.src
	c := a.cell()
	if a.on() {
		rh.remove(c, a.digit())
	} else {
		for m := im.cand[c] &^ a.bit(); m != 0; m &= m - 1 {
			rh.remove(c, bits.TrailingZeros16(m)+1)
		}
	}
	fresh := false
	for i := 0; i < rh.nc && !fresh; i++ {
		for m := rh.masks[i]; m != 0; m &= m - 1 {
			if !im.has(potOf(int(rh.cells[i]), bits.TrailingZeros16(m)+1, false)) {
				fresh = true
			}
		}
	}
	if h.par >= 0 {
		rh.np = copy(rh.parents[:], nd.par[h.par:int(h.par)+int(h.np)])
	} else {
		nd.im.start(&nd.g, a)
		nd.im.run(&dynamicOptions, &nd.env)
		if nd.im.conflictOn < 0 {
			return false
		}
		im.clashParents(nd, rh)
	}
	if rh.np == 0 {
		return false
	}
	if !fresh {
		return true
	}
	if im.nNested >= maxNestedHints {
		im.overflow = true
		return true
	}
	id := im.nNested
	im.nested[id] = uint16(min(h.key.complexity, 0xFFFF))
	im.nestedHash[id] = uint64(a)<<40 ^ uint64(h.key.complexity)<<8 ^ 0xD1
	im.nNested++
	first := im.n
	im.commit(rh)
	for j := first; j < im.n; j++ {
		im.nodes[j].nested = uint16(id)
	}
	return true
}
