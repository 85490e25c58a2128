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
}

// nestedDynamic is the scratch space of the nested dynamic chains.
type nestedDynamic struct {
	g     logicGrid
	im    implications
	hints [maxDynamicHints]dynamicNested
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
	for c := 0; c < NumCells; c++ {
		if popcount(im.srcCand[c]) < 2 {
			continue
		}
		for m := im.srcCand[c]; m != 0; m &= m - 1 {
			d := bits.TrailingZeros16(m) + 1
			for _, on := range [2]bool{true, false} {
				a := potOf(c, d, on)
				nd.im.start(&nd.g, a)
				nd.im.run(&dynamicOptions, &nd.env)
				if nd.im.conflictOn < 0 && !nd.env.out() {
					nd.base.record(a, &nd.im, 1)
				}
			}
		}
	}
	nd.baseReady = true
}

var dynamicOptions = chainOptions{dynamic: true}

// count is SE's ancestor count of node i of the inner search.
func (nd *nestedDynamic) count(i int) int {
	nd.gen++
	if nd.gen == 0 {
		nd.marks = [numPotentials]uint32{}
		nd.gen = 1
	}
	im := &nd.im
	n, sp := 1, 1
	nd.stack[0] = int16(i)
	nd.marks[im.nodes[i].pot] = nd.gen
	for sp > 0 {
		sp--
		im.forEachParent(int(nd.stack[sp]), func(k int) {
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
	nd.nh = 0
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
				nd.im.start(&nd.g, a)
				nd.im.run(&dynamicOptions, &nd.env)
				if nd.im.conflictOn < 0 {
					if !nd.env.out() {
						nd.last.record(a, &nd.im, id)
					}
					continue
				}
				nd.last.valid[a] = 0
				if nd.nh >= maxDynamicHints {
					continue
				}
				n := nd.count(int(nd.im.conflictOn)) + nd.count(int(nd.im.conflictOff))
				nd.hints[nd.nh] = dynamicNested{
					key: hintKey{85 + lengthBonus(n), n, sortContradiction},
					ord: int32(a.cand()*2 + k),
					src: a,
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
	// Parents: the candidates the outer search removed in the cells and
	// units of the inner chains' strong links, on both sides of the clash.
	nd.im.start(&nd.g, a)
	nd.im.run(&dynamicOptions, &nd.env)
	if nd.im.conflictOn < 0 {
		return false
	}
	nd.seen = potSet{}
	add := func(c, d int) {
		p := potOf(c, d, false)
		if !nd.seen.has(p) && im.has(p) {
			nd.seen[p>>6] |= 1 << (p & 63)
			rh.parent(c, d)
		}
	}
	nd.gen++
	inner := &nd.im
	for _, start := range [2]int16{inner.conflictOn, inner.conflictOff} {
		sp := 1
		nd.stack[0] = start
		for sp > 0 {
			sp--
			j := int(nd.stack[sp])
			n := &inner.nodes[j]
			if n.pot.on() && n.parent >= 0 {
				cc, d := n.pot.cell(), n.pot.digit()
				if n.cause == causeCell {
					for m := im.srcCand[cc] &^ im.cand[cc]; m != 0; m &= m - 1 {
						add(cc, bits.TrailingZeros16(m)+1)
					}
				} else if n.cause >= causeBox && n.cause <= causeCol {
					u := int(seUnits[cc][n.cause-causeBox])
					for m := im.srcPos[u][d-1] &^ im.pos[u][d-1]; m != 0; m &= m - 1 {
						add(int(unitCells[u][bits.TrailingZeros16(m)]), d)
					}
				}
			}
			inner.forEachParent(j, func(k int) {
				if p := inner.nodes[k].pot; nd.marks[p] != nd.gen {
					nd.marks[p] = nd.gen
					nd.stack[sp] = int16(k)
					sp++
				}
			})
		}
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
