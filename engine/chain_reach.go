package engine

import "math/bits"

// The static mode (Multiple Forcing Chains) searches the consequences of
// nearly every candidate of the grid, and its links never change during a
// producer run: the consequences of an assumption are the potentials it
// reaches in the graph of the static links (closure, chain_closure.go,
// shows that the set does not depend on the order they are followed in),
// and a search meets a contradiction exactly when that set holds a
// potential and its opposite. So the sets of all the "on" potentials are
// found at once (reachAll), instead of one closure each: when "on" a
// implies "off" o, which implies "on" b, everything b reaches a reaches
// too, so R(a) is a, its "off" successors and the union of R(b) over the
// "on" potentials b two links away; the "on" potentials that reach each
// other (a strongly connected component of that graph, found by Tarjan's
// algorithm, which completes a component after all those it leads to)
// share one set. staticReach (chain_nested_reach.go) applies the same
// argument to the looks of the nested multiple chains: lazily, over "off"
// potentials too, and with the region each set reads, which their memo
// needs; this one fills every "on" potential's set of one grid at once.

// maxOnSteps bounds the "on" potentials two links from one: 8 cell mates
// and 20 peers, each implying at most 4.
const maxOnSteps = (8 + 20) * 4

// onReach is the scratch space of reachAll.
type onReach struct {
	// clash[k] is set when the set of candidate k's "on" potential holds a
	// potential and its opposite (its search meets a contradiction).
	clash [numCandidates]bool
	// Tarjan's algorithm: the visit order (0: not visited), the lowest
	// order reachable, the component (0: open) and the open stack.
	index, low, comp [numCandidates]int16
	stack            [numCandidates]int16
	sp, next, ncomp  int
	// strong[k][:nStrong[k]] are the candidates whose "on" potentials the
	// "off" potential of candidate k implies (staticOffToOn, once per
	// candidate: onSteps reads each about ten times).
	strong  [numCandidates][4]int16
	nStrong [numCandidates]uint8
}

// reachAll fills sets (memoOf's layout: candidate k's at sets[k/memoSplit]
// [k%memoSplit]) with the set of potentials each "on" potential of grid g
// reaches by the static links, and r.clash with the contradictions
// (planes: g's cells of each digit).
func (r *onReach) reachAll(g *logicGrid, planes *[9]cellSet, sets *[2]*memoHalf) {
	r.index, r.comp = [numCandidates]int16{}, [numCandidates]int16{}
	r.sp, r.next, r.ncomp = 0, 0, 0
	var on [4]potential
	for c := 0; c < NumCells; c++ {
		for m := g.cand[c]; m != 0; m &= m - 1 {
			k := c*9 + bits.TrailingZeros16(m)
			links := g.staticOffToOn(potOf(c, k%9+1, false), true, true, on[:0])
			for i, q := range links {
				r.strong[k][i] = int16(q.cand())
			}
			r.nStrong[k] = uint8(len(links))
		}
	}
	for c := 0; c < NumCells; c++ {
		for m := g.cand[c]; m != 0; m &= m - 1 {
			if k := c*9 + bits.TrailingZeros16(m); r.index[k] == 0 {
				r.visit(g, planes, sets, k)
			}
		}
	}
}

// visit is Tarjan's search from candidate k.
func (r *onReach) visit(g *logicGrid, planes *[9]cellSet, sets *[2]*memoHalf, k int) {
	r.next++
	r.index[k], r.low[k] = int16(r.next), int16(r.next)
	r.stack[r.sp] = int16(k)
	r.sp++
	var steps [maxOnSteps]int16
	n := r.onSteps(g, planes, k, &steps, nil)
	for _, b := range steps[:n] {
		switch {
		case r.index[b] == 0:
			r.visit(g, planes, sets, int(b))
			r.low[k] = min(r.low[k], r.low[b])
		case r.comp[b] == 0: // open: on the stack
			r.low[k] = min(r.low[k], r.index[b])
		}
	}
	if r.low[k] != r.index[k] {
		return
	}
	// k is the root of a component: its members are on the stack down to
	// k, and every component they lead to is complete.
	r.ncomp++
	id := int16(r.ncomp)
	top := r.sp
	for {
		r.sp--
		r.comp[r.stack[r.sp]] = id
		if int(r.stack[r.sp]) == k {
			break
		}
	}
	set := &sets[k/memoSplit][k%memoSplit]
	*set = potSet{}
	for _, m := range r.stack[r.sp:top] {
		p := potOf(int(m)/9, int(m)%9+1, true)
		set[p>>6] |= 1 << (p & 63)
		n := r.onSteps(g, planes, int(m), &steps, set)
		for _, b := range steps[:n] {
			if r.comp[b] != id {
				other := &sets[int(b)/memoSplit][int(b)%memoSplit]
				for w := range set {
					set[w] |= other[w]
				}
			}
		}
	}
	// A potential and its opposite are neighbouring bits.
	clash := uint64(0)
	for w := range set {
		clash |= set[w] & (set[w] >> 1) & 0x5555555555555555
	}
	for _, m := range r.stack[r.sp:top] {
		if int(m) != k {
			sets[int(m)/memoSplit][int(m)%memoSplit] = *set
		}
		r.clash[m] = clash != 0
	}
}

// onSteps (r.strong filled) lists in out the candidates whose "on" potentials candidate k's
// "on" potential implies in two links by the static links of grid g (a
// candidate may be listed more than once), and returns their number; with
// offs set, it also adds there the "off" potentials between.
func (r *onReach) onSteps(g *logicGrid, planes *[9]cellSet, k int, out *[maxOnSteps]int16, offs *potSet) int {
	c, d := k/9, k%9+1
	n := 0
	follow := func(x, e int) {
		j := x*9 + e - 1
		if offs != nil {
			p := potential(j * 2) // "off"
			offs[p>>6] |= 1 << (p & 63)
		}
		for _, b := range r.strong[j][:r.nStrong[j]] {
			out[n] = b
			n++
		}
	}
	for m := g.cand[c] &^ (1 << (d - 1)); m != 0; m &= m - 1 {
		follow(c, bits.TrailingZeros16(m)+1)
	}
	x := peerSet[c].and(planes[d-1])
	for w := range x {
		for m := x[w]; m != 0; m &= m - 1 {
			follow(w*64+bits.TrailingZeros64(m), d)
		}
	}
	return n
}
