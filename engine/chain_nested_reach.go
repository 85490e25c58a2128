package engine

import "math/bits"

// A look of the nested multiple chains (level 3, chain_nested_multiple.go)
// needs the static consequences of nearly every candidate of the working
// grid (on forum_hardest puzzles, 218 of its 219 candidates per look, two
// thirds of them not remembered from an earlier look), and one closure per
// candidate follows the same links again and again: the consequences of a
// candidate's peers and cell mates are searched anew inside each search
// that reaches them. staticReach finds them all at once instead, on the
// implication graph of the grid: a static search (links only, no rules)
// derives exactly the potentials reachable from its assumption along the
// links of the grid, which do not change (see closure, chain_closure.go:
// its set does not depend on the order). So the consequences of a
// potential are its strongly connected component and the consequences of
// the components it links to, and Tarjan's algorithm, which finishes a
// component after every component it reaches, builds each set from those
// of its successors, once per look. A search meets a contradiction
// exactly when its set holds some candidate both on and off (every
// potential derived is checked against its opposite); those, as before,
// run the exact search. The work charged is what closure.free charges,
// the potentials derived plus one, so the budget runs down as before.

// maxReachEdges bounds the links out of the potentials of one grid: an "on"
// potential has at most 8 cell mates and 20 peers, an "off" one at most a
// cell's other candidate and one place in each of its 3 units.
const maxReachEdges = numCandidates * (8 + 20 + 1 + 3)

// reachSets holds the consequence sets of the components of one look, in
// pieces small enough for the stack (see chain_find.go): component i's is
// set(i), a dense set (chain_dense_index.go).
type reachSets [4]*memoHalf

// The pieces hold a set per potential.
const _ = uint(4*memoSplit - numPotentials)

func (rs *reachSets) set(i int) *potSet { return &rs[i/memoSplit][i%memoSplit] }

// staticReach is the scratch space of the consequences of one grid's
// potentials by components. The entries of a potential are valid while
// mark holds gen (one look).
type staticReach struct {
	gen  uint32
	mark [numPotentials]uint32
	// Tarjan's numbering: index and low of each potential visited; comp
	// its component once finished, -1 while on the stack.
	index, low [numPotentials]int16
	comp       [numPotentials]int16
	counter    int16
	// The links out of each potential visited: edges[first[p]:end[p]].
	edges      [maxReachEdges]potential
	first, end [numPotentials]uint16
	nEdges     int
	stack      [numPotentials]potential
	sp         int
	frames     [numPotentials]reachFrame
	// Per component: whether it is one "off" potential without links (its
	// set and region are itself, entered directly by those that reach it).
	lone  [numPotentials]bool
	nComp int
	// linked[d-1]: the cells whose "off" potential of d has links. Those
	// without are not visited from an "on" potential (most of its links
	// lead to them): finish enters all the "off" potentials an "on" one
	// implies at once, its weak links (denseIndex.weakOf) on the grid
	// (offs, a dense set: the "off" potentials of the grid's candidates).
	linked [9]cellSet
	offs   potSet
	// seen[c] == stamp: component c's set is in the one being built.
	seen  [numPotentials]uint32
	stamp uint32
	sets  reachSets
}

// reachFrame is a potential of the depth-first search and its next link.
type reachFrame struct {
	p    potential
	next uint16
}

// begin forgets the components of the last grid and prepares those of
// grid g (planes the cells of its digits' candidates).
func (r *staticReach) begin(g *logicGrid, planes *[9]cellSet, x *denseIndex) {
	r.gen++
	if r.gen == 0 {
		r.mark = [numPotentials]uint32{}
		r.gen = 1
	}
	r.counter, r.nEdges, r.sp, r.nComp = 0, 0, 0, 0
	// An "off" potential has links in a bivalue cell and in a unit where
	// its digit has two places.
	var bivalue cellSet
	for c, m := range g.cand {
		if popcount(m) == 2 {
			bivalue.add(c)
		}
	}
	for d := range r.linked {
		r.linked[d] = bivalue.and(planes[d])
	}
	for u := range g.pos {
		for d, m := range g.pos[u] {
			if popcount(m) == 2 {
				r.linked[d].add(int(unitCells[u][bits.TrailingZeros16(m)]))
				r.linked[d].add(int(unitCells[u][bits.TrailingZeros16(m&(m-1))]))
			}
		}
	}
	// The "off" potentials of g's candidates, numbered by x.
	clear(r.offs[:x.words])
	for b := 0; b < x.n; b += 2 {
		if p := x.pot[b]; g.cand[p.cell()]&p.bit() != 0 {
			r.offs[b>>6] |= 1 << (b & 63)
		}
	}
}

// of returns the component of potential a, a candidate of grid g (planes
// the cells of its digits' candidates; neither changes since begin),
// finding it and the components it reaches if this look has not yet; x
// numbers the potentials of g's candidates (or of a grid with more) for
// their sets.
func (r *staticReach) of(g *logicGrid, planes *[9]cellSet, x *denseIndex, a potential) int {
	if r.mark[a] != r.gen {
		r.search(g, planes, x, a)
	}
	return int(r.comp[a])
}

// visit numbers potential p and lists its links on g, as closure.derive
// follows them: "on" to the "off" of its cell mates and of its peers
// holding the digit; "off" to the "on" of a bivalue cell's other candidate
// and of the digit's only other place in each unit.
func (r *staticReach) visit(g *logicGrid, planes *[9]cellSet, p potential, nf int) {
	r.mark[p] = r.gen
	r.index[p], r.low[p], r.comp[p] = r.counter, r.counter, -1
	r.counter++
	r.stack[r.sp] = p
	r.sp++
	n := r.nEdges
	r.first[p] = uint16(n)
	c, d, bit := p.cell(), p.digit(), p.bit()
	if p.on() {
		for m := g.cand[c] &^ bit; m != 0; m &= m - 1 {
			if e := bits.TrailingZeros16(m); r.linked[e].has(c) {
				r.edges[n] = potOf(c, e+1, false)
				n++
			}
		}
		x := peerSet[c].and(planes[d-1]).and(r.linked[d-1])
		for w := range x {
			for m := x[w]; m != 0; m &= m - 1 {
				r.edges[n] = potOf(w*64+bits.TrailingZeros64(m), d, false)
				n++
			}
		}
	} else {
		if m := g.cand[c]; popcount(m) == 2 {
			r.edges[n] = potOf(c, lowDigit(m&^bit), true)
			n++
		}
		cu := &cellUnitPlaces[c]
		for k, u := range cu.units {
			if m := g.pos[u][d-1] &^ cu.bits[k]; m != 0 && m&(m-1) == 0 {
				r.edges[n] = potOf(int(unitCells[u][bits.TrailingZeros16(m)]), d, true)
				n++
			}
		}
	}
	r.end[p] = uint16(n)
	r.nEdges = n
	r.frames[nf] = reachFrame{p: p, next: uint16(r.first[p])}
}

// search runs Tarjan's depth-first search from a, finishing every
// component it reaches (each after those it links to).
func (r *staticReach) search(g *logicGrid, planes *[9]cellSet, x *denseIndex, a potential) {
	r.visit(g, planes, a, 0)
	nf := 1
	for nf > 0 {
		f := &r.frames[nf-1]
		p := f.p
		if f.next < r.end[p] {
			q := r.edges[f.next]
			f.next++
			switch {
			case r.mark[q] != r.gen:
				r.visit(g, planes, q, nf)
				nf++
			case r.comp[q] < 0: // on the stack: in p's component
				r.low[p] = min(r.low[p], r.index[q])
			}
			continue
		}
		nf--
		if r.low[p] == r.index[p] {
			r.finish(x, p)
		}
		if nf > 0 {
			o := r.frames[nf-1].p
			r.low[o] = min(r.low[o], r.low[p])
		}
	}
}

// finish pops the component of root p off the stack and builds its set:
// its potentials and the sets of the components they link to, all
// finished before it.
func (r *staticReach) finish(x *denseIndex, p potential) {
	ci := r.nComp
	r.nComp++
	top := r.sp
	for r.stack[r.sp-1] != p {
		r.sp--
		r.comp[r.stack[r.sp]] = int16(ci)
	}
	r.sp--
	r.comp[p] = int16(ci)
	members := r.stack[r.sp:top]
	set := r.sets.set(ci)
	words := x.words
	clear(set[:words])
	r.stamp++
	if r.stamp == 0 {
		r.seen = [numPotentials]uint32{}
		r.stamp = 1
	}
	r.seen[ci] = r.stamp
	for _, q := range members {
		x.add(set, q)
		if q.on() {
			weak := x.weakOf(q.cand())
			for w := range set[:words] {
				set[w] |= weak[w] & r.offs[w]
			}
		}
	}
	for _, q := range members {
		for _, s := range r.edges[r.first[q]:r.end[q]] {
			cs := int(r.comp[s])
			if r.seen[cs] == r.stamp {
				continue
			}
			r.seen[cs] = r.stamp
			if r.lone[cs] {
				x.add(set, s)
				continue
			}
			o := r.sets.set(cs)
			for w := range set[:words] {
				set[w] |= o[w]
			}
		}
	}
	// (An "on" potential's "off" ones without links are not among its
	// links.)
	r.lone[ci] = len(members) == 1 && r.first[p] == r.end[p] && !p.on()
}

// free reports whether the consequences of component ci (numbered by x)
// hold no contradiction, and their number.
func (r *staticReach) free(x *denseIndex, ci int) (bool, int) {
	// A candidate's "off" and "on" potentials are bits 2i and 2i+1.
	clash, n := uint64(0), 0
	for _, w := range r.sets.set(ci)[:x.words] {
		clash |= w & (w >> 1) & 0x5555555555555555
		n += bits.OnesCount64(w)
	}
	return clash == 0, n
}

// chargeWhole charges the work of a whole search that meets no
// contradiction (its potentials plus one, see closure) and reports whether
// it fit in env's budget; if not, nothing is charged and the exact search
// must run (it stops where the budget runs out).
func (e *chainEnv) chargeWhole(work int64) bool {
	if e.budget == nil {
		return true
	}
	if e.budget.left < work {
		return false
	}
	e.budget.left -= work
	return true
}
