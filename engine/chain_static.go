package engine

import "math/bits"

// SE's "Forcing Chains & Cycles" producer: bidirectional cycles and forcing
// chains on the static grid (the links never change while a chain is
// followed), in three modes tried in this order:
//   - X: one digit's links only (X-Cycle 6.5, forcing X-Chain 6.6);
//   - Y: bivalue cells and a digit's weak links, loops only, starting at a
//     bivalue cell (SE's Bidirectional Y-Cycle 6.5);
//   - XY: both (cycles and forcing chains 7.0).
//
// Every step SE could take is found, with its complexity (the number of
// potentials, see chainLengthBonus), and the one SE would take is kept: the
// lowest rating, then the lowest complexity, then the mode, then the first
// in SE's order (cells, then digits; per candidate the cycles, then the chain
// from "on", then the chain from "off"). Searches stop at the complexity that
// could still beat the best step found so far.

// staticMode is one of the three link modes.
type staticMode struct {
	x, y       bool
	sortKey    int
	cycleBase  int // rating of a cycle before its length bonus
	chainBase  int // rating of a forcing chain; 0 when the mode has none
	cycleTech  Technique
	chainTech  Technique
	bivalueSrc bool // cycles start at bivalue cells only
}

var staticModes = [3]staticMode{
	{x: true, sortKey: 2, cycleBase: 65, chainBase: 66, cycleTech: TechXCycle, chainTech: TechXChain},
	{y: true, sortKey: 3, cycleBase: 65, cycleTech: TechXYCycle, bivalueSrc: true},
	{x: true, y: true, sortKey: 4, cycleBase: 70, chainBase: 70, cycleTech: TechCycle, chainTech: TechForcingChain},
}

// maxCycleEntries bounds the entries of one cycle search: every "on"
// potential once, the "off" potentials that lead to a new one, and those
// that close a cycle (at most 4 per "on" potential: the source's partners).
const maxCycleEntries = numCandidates * 6

// cycleEntry is one node of a cycle search: a potential and the entry it was
// derived from (-1 for the source).
type cycleEntry struct {
	pot    potential
	parent int32
}

// maxStaticEdges bounds the links of one mode: at most 28 "off" potentials
// per "on" one and 4 "on" per "off".
const maxStaticEdges = numCandidates * 32

// staticGraph is the implication graph of the XY mode on the current grid
// and, as views of it, those of the X and Y modes. The successors of
// potential p in the XY mode, in SE's order, are succ[start[p]:start[p+1]]:
// first its cell links (cellLinks[p] of them: an "on" potential's other
// digits of the cell, an "off" potential's other digit of a bivalue cell),
// then its unit links. A mode's links are a part of these, in the same
// order (see staticOnToOff and staticOffToOn, which list them for one mode):
//   - Y (cell links, and the weak unit links of "on" potentials): all the
//     successors of an "on" potential, the cell links of an "off" one;
//   - X (unit links only): the successors after the cell links.
//
// So one build serves the three modes; view selects the links of a mode
// and of reads them.
type staticGraph struct {
	start     [numPotentials + 1]uint16
	cellLinks [numPotentials]uint8
	succ      [maxStaticEdges]potential
	// span[p] bounds the successors of p in the mode of the last view
	// (both bounds in one word: one load per list).
	span [numPotentials]linkSpan
	// digits[d-1] is the set of cells with candidate d, cand the
	// candidates of the grid built on.
	digits [9]cellSet
	cand   [NumCells]uint16
}

// sePeerSets splits sePeers[c] into its three runs, each in cell order:
// the box, the row outside the box, the column outside the box.
var sePeerSets [NumCells][3]cellSet

func init() {
	for c := 0; c < NumCells; c++ {
		for _, q := range sePeers[c] {
			k := 0
			switch {
			case BoxOf(int(q)) != BoxOf(c) && RowOf(int(q)) == RowOf(c):
				k = 1
			case BoxOf(int(q)) != BoxOf(c):
				k = 2
			}
			sePeerSets[c][k].add(int(q))
		}
	}
}

// build fills g with the links of the XY mode on grid s (the lists of
// staticOnToOff(p, true) and staticOffToOn(p, true, true)), and selects
// that mode's view.
func (g *staticGraph) build(s *logicGrid) {
	digits := &g.digits
	*digits = [9]cellSet{}
	for c, m := range s.cand {
		for ; m != 0; m &= m - 1 {
			digits[bits.TrailingZeros16(m)].add(c)
		}
	}
	n := 0
	for c := 0; c < NumCells; c++ {
		cm := s.cand[c]
		if cm == 0 {
			for p := potOf(c, 1, false); p <= potOf(c, 9, true); p++ {
				g.start[p] = uint16(n)
				g.span[p] = linkSpan{uint16(n), uint16(n)}
			}
			continue
		}
		bivalue := popcount(cm) == 2
		for d := 1; d <= 9; d++ {
			off := potOf(c, d, false)
			bit := uint16(1) << (d - 1)
			g.start[off] = uint16(n)
			if cm&bit == 0 {
				g.start[off+1] = uint16(n)
				g.span[off] = linkSpan{uint16(n), uint16(n)}
				g.span[off+1] = g.span[off]
				continue
			}
			// "off" potential: the other digit of a bivalue cell, then the
			// only other place of the digit in the box, row and column.
			g.cellLinks[off] = 0
			if bivalue {
				g.succ[n] = potOf(c, lowDigit(cm&^bit), true)
				n++
				g.cellLinks[off] = 1
			}
			first := n
			for _, u := range seUnits[c] {
				m := s.pos[u][d-1] &^ (1 << unitPos[u][c])
				if m == 0 || m&(m-1) != 0 {
					continue
				}
				q := potOf(int(unitCells[u][bits.TrailingZeros16(m)]), d, true)
				dup := false
				for _, r := range g.succ[first:n] {
					if r == q {
						dup = true
					}
				}
				if !dup {
					g.succ[n] = q
					n++
				}
			}
			// "on" potential: the cell's other digits, then the peers
			// holding the digit in SE's order.
			on := off + 1
			g.start[on] = uint16(n)
			g.cellLinks[on] = uint8(popcount(cm) - 1)
			for m := cm &^ bit; m != 0; m &= m - 1 {
				g.succ[n] = potOf(c, bits.TrailingZeros16(m)+1, false)
				n++
			}
			for k := range sePeerSets[c] {
				set := sePeerSets[c][k].and(digits[d-1])
				for w := 0; w < 2; w++ {
					for x := set[w]; x != 0; x &= x - 1 {
						g.succ[n] = potOf(w*64+bits.TrailingZeros64(x), d, false)
						n++
					}
				}
			}
			// The XY view (the spans of both, set here, not in a pass of
			// their own).
			g.span[off] = linkSpan{g.start[off], g.start[on]}
			g.span[on] = linkSpan{g.start[on], uint16(n)}
		}
	}
	g.start[numPotentials] = uint16(n)
	g.cand = s.cand
}

// view selects the links of a mode: X links (unit links of one digit)
// when x is set, Y links (cell links) when y is. (The potentials of absent
// candidates keep no links from build.)
func (g *staticGraph) view(x, y bool) {
	for c, cm := range g.cand {
		for ; cm != 0; cm &= cm - 1 {
			off := potOf(c, bits.TrailingZeros16(cm)+1, false)
			for p := off; p <= off+1; p++ {
				lo, hi := g.start[p], g.start[p+1]
				k := uint16(g.cellLinks[p])
				switch {
				case !y: // X: the unit links
					lo += k
				case !x && !p.on(): // Y: an "off" potential's cell link
					hi = lo + k
				}
				g.span[p] = linkSpan{lo, hi}
			}
		}
	}
}

func (g *staticGraph) of(p potential) []potential {
	sp := g.span[p]
	return g.succ[sp.lo:sp.hi]
}

// linkSpan is the range of a potential's successors in staticGraph.succ.
type linkSpan struct{ lo, hi uint16 }

// staticSearch is the scratch space of the static producer.
type staticSearch struct {
	// graph holds the links of the mode searched (a separate piece of the
	// scratch space, to keep each piece small enough for the stack). The
	// cycles and the forcing chains of a mode use the same links: the
	// modes with forcing chains (X and XY) have X links.
	graph *staticGraph

	gen    uint32
	mark   [numPotentials]uint32 // == gen: reached in the current search (cycles: also the "off" potentials of entries)
	parent [numPotentials]int16  // forcing chains: the potential a potential came from
	depth  [numPotentials]uint8  // forcing chains: links from the source
	queue  [numPotentials]potential
	meet   potential // forcing chains: where the two halves of the last chain met

	// The bit-parallel forcing chain search (forcingBatch). Between two
	// searches bpReached, bpFront and bpNext are zero (the search clears
	// the entries it set, listed in bpDirty, before it returns), so the
	// links are followed without a mark per potential.
	sources   [numPotentials]potential
	bpReached [numPotentials]uint64
	bpFront   [numPotentials]uint64
	bpNext    [numPotentials]uint64
	bpActive  [numPotentials]potential
	bpTouched [numPotentials + 1]potential // one more: the loop writes before it counts
	bpDirty   [numPotentials]potential
	nDirty    int

	entries [maxCycleEntries]cycleEntry
	// cycleReads is how far from its source the last cycle search read
	// links (search depth, at least the distance in the graph),
	// cycleExhausted whether it ran out of entries before its limit, and
	// cycleClosed whether it stopped before its limit because no cycle was
	// left to close (every potential at which one may close was followed).
	cycleReads     int
	cycleExhausted bool
	cycleClosed    bool
	// closing[q] == gen: a cycle of the current search may close at "on"
	// potential q (see markClosing).
	closing [numPotentials]uint32

	// memo carries facts over from the calls before (nil: none; see
	// staticMemo), dist is distTo's output, changed and gained the
	// potentials whose links may have changed, or grown, since the memo's
	// grid; batch is a batch of forcingBatch's sources.
	memo    *staticMemo
	dist    [numPotentials]uint8
	changed [numPotentials]uint8
	gained  [numPotentials]uint8
	batch   [64]potential

	// everyAncestor makes the cycle search walk the path of every "off"
	// potential, marked or not (tests: TestStaticCycleMarks), and
	// noClosingStop makes it go on to its limit when no cycle is left to
	// close (tests: TestStaticCyclesStopWhenClosed).
	everyAncestor, noClosingStop bool

	best     hintKey
	bestPath [MaxChainNodes + 1]potential
	bestLen  int
	bestMode int
	bestKind uint8 // staticCycle or staticChain
	bestElim [NumCells]uint16
}

const (
	staticCycle uint8 = iota
	staticChain
)

func (ss *staticSearch) next() {
	ss.gen++
	if ss.gen == 0 {
		ss.mark = [numPotentials]uint32{}
		ss.closing = [numPotentials]uint32{}
		ss.gen = 1
	}
}

// onToOff appends to out the "off" potentials implied by on-potential p, in
// SE's order (with cell links: the cell's other digits first).
func (s *logicGrid) staticOnToOff(p potential, y bool, out []potential) []potential {
	c, d := p.cell(), p.digit()
	bit := p.bit()
	if y {
		for m := s.cand[c] &^ bit; m != 0; m &= m - 1 {
			out = append(out, potOf(c, bits.TrailingZeros16(m)+1, false))
		}
	}
	for _, q := range sePeers[c] {
		if s.cand[q]&bit != 0 {
			out = append(out, potOf(int(q), d, false))
		}
	}
	return out
}

// staticOffToOn appends to out the "on" potentials implied by off-potential
// p: with cell links the other digit of a bivalue cell, with unit links the
// only other place of the digit in the box, row and column (once each).
func (s *logicGrid) staticOffToOn(p potential, x, y bool, out []potential) []potential {
	c, d := p.cell(), p.digit()
	if y && popcount(s.cand[c]) == 2 {
		out = append(out, potOf(c, lowDigit(s.cand[c]&^p.bit()), true))
	}
	if x {
		n := len(out)
		for _, u := range seUnits[c] {
			m := s.pos[u][d-1] &^ (1 << unitPos[u][c])
			if m == 0 || m&(m-1) != 0 {
				continue
			}
			q := potOf(int(unitCells[u][bits.TrailingZeros16(m)]), d, true)
			dup := false
			for _, r := range out[n:] {
				if r == q {
					dup = true
				}
			}
			if !dup {
				out = append(out, q)
			}
		}
	}
	return out
}

// findStaticChain runs SE's Forcing Chains & Cycles producer and fills st
// with the step SE would take. It reports false when there is none.
//
// With ss.memo set, the searches that the facts of staticMemo show to find
// nothing are skipped, and the facts are brought up to date.
func (s *logicGrid) findStaticChain(st *Step, ss *staticSearch) bool {
	ss.best = noHint
	ss.bestLen = 0
	var xKeys [9]cellSet
	var xSkip, xMemo uint16
	built := false // ss.graph holds this grid's links
	memo := ss.memo
	carried := memo != nil && memo.begin(s, &ss.changed, &ss.gained)
	for mi := range staticModes {
		md := &staticModes[mi]
		if md.cycleBase > ss.best.rating {
			if memo != nil {
				memo.clearMode(mi) // not brought up to date
			}
			continue
		}
		if mi == 0 {
			if xSkip, xMemo = s.xChains.digitsOf(s, &xKeys); xSkip == allDigits {
				if memo != nil {
					memo.clearMode(mi)
				}
				continue // no digit can have an X chain or cycle
			}
		}
		if !built {
			ss.graph.build(s)
			built = true
		}
		ss.graph.view(md.x, md.y)
		if memo != nil {
			memo.prepareMode(ss, mi, carried)
		}
		// The forcing chains first: the shortest one bounds the cycles.
		chainOrd := -1 // SE order index of the best forcing chain of this mode
		if md.chainBase != 0 {
			chainOrd = s.staticForcingPass(ss, mi, xSkip)
		}
		for c := 0; c < NumCells; c++ {
			m := s.cand[c]
			if s.grid[c] != 0 || popcount(m) < 2 {
				continue
			}
			if md.bivalueSrc && popcount(m) != 2 {
				continue
			}
			if mi == 0 {
				m &^= xSkip
			}
			for ; m != 0; m &= m - 1 {
				d := bits.TrailingZeros16(m) + 1
				// A cycle of this candidate comes before the chains of the
				// candidate and of those after it: it may tie them.
				bound := ss.best
				if chainOrd >= 0 && chainOrd >= (c*9+d-1)*3 {
					bound.sortKey++
				}
				if !s.cycleCanClose(md, c, d) {
					continue
				}
				if limit := maxComplexity(bound, md.cycleBase, md.sortKey); limit >= 4 {
					ci := c*9 + d - 1
					if memo != nil && (memo.noCycle[mi][ci] == 255 || int(memo.noCycle[mi][ci]) >= limit) {
						memo.skipped++
						continue // found nothing up to limit, reading no changed link
					}
					if s.staticCycles(ss, potOf(c, d, true), mi, limit, bound) {
						chainOrd = -1
					} else if memo != nil {
						memo.rememberCycles(mi, ci, limit, ss)
					}
				}
			}
		}
		if mi == 0 && ss.bestLen == 0 {
			// The X mode, the first, found nothing: every digit was searched
			// to the full length.
			s.xChains.rememberAll(xMemo, &xKeys)
		}
	}
	if memo != nil {
		memo.cand = s.cand
	}
	if ss.bestLen == 0 {
		return false
	}
	s.fillStaticStep(st, ss)
	return true
}

// staticForcingPass finds the forcing chain of mode mi SE would take (the
// shortest, the first in SE's order among equals) if it beats the best step,
// records it and returns its order index ((cell*9+digit-1)*3 + 1 from "on",
// + 2 from "off"), or -1. In the X mode, the digits of skip have no chain
// (see digitMemo.digitsOf) and are not searched.
func (s *logicGrid) staticForcingPass(ss *staticSearch, mi int, skip uint16) int {
	md := &staticModes[mi]
	maxN := maxComplexity(ss.best, md.chainBase, md.sortKey)
	if maxN < 3 {
		return -1
	}
	// The sources in SE's order: cells, digits, "on" then "off".
	nsrc := 0
	for c := 0; c < NumCells; c++ {
		m := s.cand[c]
		if s.grid[c] != 0 || popcount(m) < 2 {
			continue
		}
		if mi == 0 {
			m &^= skip
		}
		for ; m != 0; m &= m - 1 {
			d := bits.TrailingZeros16(m) + 1
			ss.sources[nsrc] = potOf(c, d, true)
			ss.sources[nsrc+1] = potOf(c, d, false)
			nsrc += 2
		}
	}
	// Batches of up to 64 sources in SE's order, leaving out those the memo
	// shows to have no chain within the limit: the pass takes the first
	// source of the shortest chain, and a source left out is longer than
	// the limit, which only shrinks (a later source must be strictly
	// shorter than the best so far).
	memo, f := ss.memo, forcingSlot(mi)
	bestN := 0
	var src potential
	for next := 0; next < nsrc; {
		limit := maxN
		if bestN > 0 {
			limit = bestN - 1 // a later source must be strictly shorter
		}
		batch := ss.batch[:0]
		for ; next < nsrc && len(batch) < len(ss.batch); next++ {
			p := ss.sources[next]
			if memo != nil && (memo.noChain[f][p] == 255 || int(memo.noChain[f][p]) >= limit) {
				memo.skipped++
				continue
			}
			batch = append(batch, p)
		}
		if len(batch) == 0 {
			break
		}
		if n, i := ss.forcingBatch(batch, limit, mi); n > 0 {
			bestN, src = n, batch[i]
		}
	}
	if bestN == 0 {
		return -1
	}
	ss.best = hintKey{md.chainBase + lengthBonus(bestN), bestN, md.sortKey}
	ss.bestMode, ss.bestKind = mi, staticChain
	ss.forcingLength(src, bestN)
	ss.bestLen = ss.forcingPath(src, ss.bestPath[:])
	ord := src.cand()*3 + 1
	if !src.on() {
		ord++
	}
	return ord
}

// forcingBatch runs the breadth-first searches of forcingLength from up to
// 64 sources at once, one bit per source, and returns the shortest chain of
// at most limit potentials (the first source among equals) as its
// complexity and the source's index, or 0.
//
// At the first level k at which a source reaches a pair y, not-y, its
// shortest chain has 2k-1 links (not-y was reached before) or 2k (at the
// same level): a chain of length D shows a pair at level ceil(D/2).
//
// With ss.memo set it records what it learnt about each source (see
// staticMemo.rememberChains), in the forcing slot of mode mi.
func (ss *staticSearch) forcingBatch(srcs []potential, limit, mi int) (int, int) {
	n, i, k, odd, even, exhausted := ss.forcingLevels(srcs, limit)
	if ss.memo != nil {
		ss.memo.rememberChains(forcingSlot(mi), srcs, k, odd, even, exhausted)
	}
	return n, i
}

// forcingLevels is forcingBatch's search. Besides its result it returns
// the last level it completed, the sources with a chain found there (of
// 2k and 2k+1 potentials), and whether nothing was left to follow.
func (ss *staticSearch) forcingLevels(srcs []potential, limit int) (n, i, level int, odd, even uint64, exhausted bool) {
	n, i, level, odd, even, exhausted = ss.spreadLevels(srcs, limit)
	for _, p := range ss.bpDirty[:ss.nDirty] {
		ss.bpReached[p], ss.bpFront[p] = 0, 0
	}
	return n, i, level, odd, even, exhausted
}

// spreadLevels is forcingLevels' search; it leaves in bpDirty[:nDirty]
// the potentials whose bpReached or bpFront it set (bpNext it clears
// itself).
func (ss *staticSearch) spreadLevels(srcs []potential, limit int) (n, i, level int, odd, even uint64, exhausted bool) {
	g := ss.graph
	reached, front, next := &ss.bpReached, &ss.bpFront, &ss.bpNext
	active := ss.bpActive[:0]
	ss.nDirty = 0
	for i, p := range srcs {
		if reached[p] == 0 {
			active = append(active, p)
			ss.bpDirty[ss.nDirty] = p
			ss.nDirty++
		}
		reached[p] |= 1 << i
		front[p] |= 1 << i
	}
	k := 1
	for ; len(active) > 0 && 2*k <= limit; k++ {
		// Spread the frontier one link. A potential is listed in touched
		// when its bpNext goes from zero to not zero (without a branch:
		// the slot is written every time, kept only then).
		touched := &ss.bpTouched
		nt := 0
		for _, p := range active {
			f := front[p]
			front[p] = 0
			for _, q := range g.of(p) {
				t := next[q]
				next[q] = t | f
				touched[nt] = q
				nt += btoi(t == 0)
			}
		}
		// The potentials reached for the first time, per source.
		for _, q := range touched[:nt] {
			next[q] &^= reached[q]
		}
		odd, even = 0, 0 // sources whose chain has 2k-1, 2k links
		for _, q := range touched[:nt] {
			if nw := next[q]; nw != 0 {
				nq := q.flip()
				odd |= nw & reached[nq]
				even |= nw & next[nq]
			}
		}
		active = active[:0]
		for _, q := range touched[:nt] {
			nw := next[q]
			next[q] = 0
			if nw != 0 {
				if reached[q] == 0 {
					ss.bpDirty[ss.nDirty] = q
					ss.nDirty++
				}
				reached[q] |= nw
				front[q] = nw
				active = append(active, q)
			}
		}
		if odd|even != 0 {
			if 2*k-1+1 <= limit && odd != 0 {
				return 2 * k, bits.TrailingZeros64(odd), k, odd, even, false // 2k-1 links, 2k potentials
			}
			if 2*k+1 <= limit {
				return 2*k + 1, bits.TrailingZeros64(even), k, odd, even, false
			}
			return 0, -1, k, odd, even, false
		}
	}
	return 0, -1, k - 1, 0, 0, len(active) == 0
}

// forcingLength returns the complexity (potentials, src and its opposite
// included) of the shortest forcing chain from src to its opposite in the
// forcing graph, if it is at most limit, else 0. The links are symmetric
// under contraposition (x ⇒ y exactly when not-y ⇒ not-x), so src reaches
// its opposite in k+j links when it reaches some y in k links and not-y in
// j: a breadth-first search from src to half the length finds the chain,
// with the first level at which such a pair appears giving the shortest.
func (ss *staticSearch) forcingLength(src potential, limit int) int {
	ss.next()
	g := ss.graph
	ss.mark[src] = ss.gen
	ss.depth[src] = 0
	ss.parent[src] = -1
	ss.queue[0] = src
	head, tail := 0, 1
	best := 0
	for level := 1; head < tail; level++ {
		if level+1 > limit { // a pair met now spans at least level links
			return 0
		}
		end := tail
		for ; head < end; head++ {
			p := ss.queue[head]
			for _, q := range g.of(p) {
				if ss.mark[q] == ss.gen {
					continue
				}
				ss.mark[q] = ss.gen
				ss.depth[q] = uint8(min(level, 255))
				ss.parent[q] = int16(p)
				ss.queue[tail] = q
				tail++
				if nq := q.flip(); ss.mark[nq] == ss.gen {
					if n := level + int(ss.depth[nq]) + 1; best == 0 || n < best {
						best = n
						ss.meet = q
					}
				}
			}
		}
		if best > 0 {
			if best > limit {
				return 0
			}
			return best
		}
	}
	return 0
}

// forcingPath writes into path the chain the last forcingLength call found:
// src to the meeting potential y, then the contrapositive of the way from
// src to not-y, read backwards. It returns the number of potentials written.
func (ss *staticSearch) forcingPath(src potential, path []potential) int {
	y := ss.meet
	var first [MaxChainNodes + 1]potential
	k := 0
	for p := y; ; p = potential(ss.parent[p]) {
		if k < len(first) {
			first[k] = p
		}
		k++
		if p == src {
			break
		}
	}
	n := 0
	for i := min(k, len(first)) - 1; i >= 0 && n < len(path); i-- {
		path[n] = first[i]
		n++
	}
	if y.flip() != src {
		for p := potential(ss.parent[y.flip()]); n < len(path); p = potential(ss.parent[p]) {
			path[n] = p.flip()
			n++
			if p == src {
				break
			}
		}
	}
	return n
}

// staticCycles follows SE's cycle search from on-potential src: breadth
// first, "on" potentials once, "off" potentials once per path (not twice on
// one path), and a cycle wherever an "off" potential leads back to src after
// at least four potentials. Cycles that remove something and beat bound are
// recorded; the search stops at limit potentials, or earlier when every
// potential at which a cycle may close (markClosing) was followed: a cycle
// closes only when an "on" entry is followed, and each is followed once.
// It reports whether it recorded a cycle.
//
// SE queues every "off" potential of a level before following them; here an
// "off" potential is followed as soon as it is derived, in the same order,
// which discovers the same "on" potentials in the same order, and it is kept
// only when it leads somewhere new (or back to src).
func (s *logicGrid) staticCycles(ss *staticSearch, src potential, mi, limit int, bound hintKey) (found bool) {
	md := &staticModes[mi]
	g := ss.graph
	ss.next()
	ss.mark[src] = ss.gen
	ss.entries[0] = cycleEntry{pot: src, parent: -1}
	n := 1
	// A cycle closes at an "on" entry q followed by an "off" potential o
	// that implies src: q is a predecessor of a predecessor of src (see
	// markClosing). Once every one that has a predecessor itself (the
	// others are never reached) is an entry and has been followed, no
	// cycle is left to find.
	toReach := ss.markClosing(src)
	toFollow := 0 // closing entries not yet followed
	// On entries [lo, hi) form one level; depth is their number of links
	// from src (even).
	lo, hi := 0, 1
	ss.cycleReads, ss.cycleExhausted, ss.cycleClosed = 0, false, false
	for depth := 0; lo < hi; depth += 2 {
		if depth+2 > limit { // a cycle through the next level needs depth+2 potentials
			return found
		}
		if toReach == 0 && toFollow == 0 && !ss.noClosingStop {
			ss.cycleClosed = true
			return found // no cycle at any limit
		}
		ss.cycleReads = depth + 1 // the "on" entries at depth and their "off" potentials
		for i := lo; i < hi; i++ {
			q := ss.entries[i].pot
			if !q.on() {
				continue
			}
			if ss.closing[q] == ss.gen {
				toFollow--
			}
			for _, o := range g.of(q) {
				next := g.of(o)
				useful := false
				for _, r := range next {
					if r == src || ss.mark[r] != ss.gen {
						useful = true
						break
					}
				}
				// An "off" potential on the path to entry i is an entry, and
				// entries' "off" potentials are marked (mark holds "on"
				// potentials otherwise): an unmarked one is no ancestor.
				if !useful || ((ss.mark[o] == ss.gen || ss.everyAncestor) && ss.isAncestor(i, o)) || n >= maxCycleEntries {
					continue
				}
				oi := n
				ss.entries[n] = cycleEntry{pot: o, parent: int32(i)}
				ss.mark[o] = ss.gen
				n++
				for _, r := range next {
					if r == src {
						if depth+2 >= 4 && s.tryStaticCycle(ss, oi, depth+2, mi, bound) {
							found = true
							bound = ss.best
							limit = min(limit, maxComplexity(bound, md.cycleBase, md.sortKey))
						}
						continue
					}
					if ss.mark[r] != ss.gen && n < maxCycleEntries {
						ss.mark[r] = ss.gen
						ss.entries[n] = cycleEntry{pot: r, parent: int32(oi)}
						n++
						if ss.closing[r] == ss.gen {
							toReach--
							toFollow++
						}
					}
				}
			}
		}
		if depth+4 > limit { // the next cycles need depth+4 potentials
			return found
		}
		lo, hi = hi, n // the next level: the on entries appended after hi
	}
	ss.cycleExhausted = true
	return found
}

// markClosing marks with closing the "on" potentials other than src at
// which a cycle from src may close, and returns their number: the
// predecessors of the predecessors of src (an "on" potential q followed by
// an "off" potential o that implies src) that have a predecessor
// themselves (can be reached). The links contrapose, so the predecessors
// of x are the opposites of the successors of not-x.
func (ss *staticSearch) markClosing(src potential) int {
	g := ss.graph
	n := 0
	for _, y := range g.of(src.flip()) { // o = not-y implies src
		for _, z := range g.of(y) { // q = not-z implies o
			if q := z.flip(); q != src && ss.closing[q] != ss.gen && len(g.of(z)) > 0 {
				ss.closing[q] = ss.gen
				n++
			}
		}
	}
	return n
}

// cycleCanClose reports whether some "off" potential implies candidate d
// of cell c in mode md, which a cycle from it needs to close: the other
// candidate of a bivalue cell (Y links), or the other place of a digit in
// a unit where only two are left (X links).
func (s *logicGrid) cycleCanClose(md *staticMode, c, d int) bool {
	if md.y && popcount(s.cand[c]) == 2 {
		return true
	}
	if md.x {
		for _, u := range seUnits[c] {
			if popcount(s.pos[u][d-1]) == 2 {
				return true
			}
		}
	}
	return false
}

// isAncestor reports whether potential q is a strict ancestor of entry i
// (SE's isParent: q may not occur twice on one path).
func (ss *staticSearch) isAncestor(i int, q potential) bool {
	for i = int(ss.entries[i].parent); i >= 0; i = int(ss.entries[i].parent) {
		if ss.entries[i].pot == q {
			return true
		}
	}
	return false
}

// tryStaticCycle evaluates the cycle closed by entry last (an "off"
// potential implying the source again), of n potentials.
func (s *logicGrid) tryStaticCycle(ss *staticSearch, last, n, mi int, bound hintKey) bool {
	md := &staticModes[mi]
	key := hintKey{md.cycleBase + lengthBonus(n), n, md.sortKey}
	if !key.less(bound) {
		return false
	}
	if n > len(ss.bestPath) {
		return false // longer than any step can describe; never reached in practice
	}
	// The candidates outside the cycle that see an "on" and an "off"
	// potential of their digit on it, read off the entries from last back
	// to the source (the cycle's n potentials); only a digit with both can
	// have one.
	var inCycle cellSet
	var forw, back [9]cellSet
	var onDigits, offDigits uint16
	for i := last; i >= 0; i = int(ss.entries[i].parent) {
		p := ss.entries[i].pot
		c, d := p.cell(), p.digit()
		inCycle.add(c)
		if p.on() {
			forw[d-1] = forw[d-1].or(peerSet[c])
			onDigits |= p.bit()
		} else {
			back[d-1] = back[d-1].or(peerSet[c])
			offDigits |= p.bit()
		}
	}
	both := onDigits & offDigits
	any := false
	for m := both; m != 0; m &= m - 1 {
		d := bits.TrailingZeros16(m)
		forw[d] = forw[d].and(back[d]).and(ss.graph.digits[d]).andNot(inCycle)
		if !forw[d].empty() {
			any = true
		}
	}
	if !any {
		return false
	}
	ss.bestElim = [NumCells]uint16{}
	for m := both; m != 0; m &= m - 1 {
		d := bits.TrailingZeros16(m)
		for c := forw[d].nextCell(0); c >= 0; c = forw[d].nextCell(c + 1) {
			ss.bestElim[c] |= 1 << d
		}
	}
	k := n
	for i := last; i >= 0 && k > 0; i = int(ss.entries[i].parent) {
		k--
		ss.bestPath[k] = ss.entries[i].pot
	}
	ss.best = key
	ss.bestMode, ss.bestKind = mi, staticCycle
	ss.bestLen = n
	return true
}

// fillStaticStep writes the best step of the static producer into st.
func (s *logicGrid) fillStaticStep(st *Step, ss *staticSearch) {
	md := &staticModes[ss.bestMode]
	path := ss.bestPath[:ss.bestLen]
	if ss.bestKind == staticCycle {
		st.reset(md.cycleTech)
		st.Removed = ss.bestElim
		fillChainNodes(st, path)
		if int(st.nchain) < MaxChainNodes { // close the loop
			st.chain[st.nchain] = st.chain[0]
			st.nchain++
		}
	} else {
		tech := md.chainTech
		if md.y && !s.usesConjugateLink(path) {
			tech = TechXYChain
		}
		st.reset(tech)
		src := path[0]
		if src.on() {
			st.Removed[src.cell()] = src.bit()
		} else {
			st.place(src.cell(), src.digit())
		}
		fillChainNodes(st, path)
	}
	st.Rating = ss.best.rating
	st.complexity = uint16(ss.best.complexity)
}

// usesConjugateLink reports whether some off → on link of path is not a
// bivalue-cell link (it then needs a conjugate pair).
func (s *logicGrid) usesConjugateLink(path []potential) bool {
	for i := 0; i+1 < len(path); i++ {
		a, b := path[i], path[i+1]
		if !a.on() && b.on() && (a.cell() != b.cell() || popcount(s.cand[a.cell()]) != 2) {
			return true
		}
	}
	return false
}

// fillChainNodes copies a chain of potentials into st: nodes, cells and
// digits.
func fillChainNodes(st *Step, path []potential) {
	st.nchain = 0
	for _, p := range path {
		if int(st.nchain) >= MaxChainNodes {
			break
		}
		st.chain[st.nchain] = ChainNode{Cell: uint8(p.cell()), Digit: uint8(p.digit()), On: p.on()}
		st.nchain++
		st.addCell(p.cell())
		st.Digits |= p.bit()
	}
}
