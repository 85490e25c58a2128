package engine

import (
	"cmp"
	"math/bits"
	"slices"
)

// Nested chains (SE 9.5 and up): in a dynamic search, when neither the
// links nor the rules of chain_rules.go give anything new, SE runs its
// Forcing Chains & Cycles producer on the working grid and adds the
// conclusions of every cycle and chain it finds, each depending on the
// candidates the search removed that the chain needs (its parents), and
// each adding its own complexity to the step's.
//
// Such a chain must use a strong link the search created (a cell left with
// two candidates, or a unit left with two places for a digit, where the
// starting grid had more): one without would exist on the starting grid,
// where SE's first producer found none. So the search starts from the new
// links, in SE's three modes (X: one digit; Y: bivalue cells; XY: both). If
// o and q are the two ends of one (o off implies q on and q off implies o
// on), then
//   - a path from q on to o off closes a cycle through the link;
//   - x on leads to x off through the link exactly when both o on and q on
//     lead to x off (x on ⇒ o off by contraposition, o off ⇒ q on ⇒ x off),
//     with as many links as the two together plus one; likewise x off leads
//     to x on when both o on and q on lead to x on.
// Two breadth-first searches per new link find the shortest of each.
// Differences from SE (whose nested producer lists every cycle and chain of
// the grid, far too slow to repeat in every search, and takes the first
// path its own search meets): one shortest cycle per link and mode, paths
// of the same length may differ, and nothing longer than the search's
// budget is looked for.

// maxNestedLinks bounds the new strong links examined at once.
const maxNestedLinks = 256

// maxNestedHints bounds the nested chains one search records.
const maxNestedHints = 512

// nestedLink is a new strong link: its two "on" ends.
type nestedLink struct {
	o, q potential
}

// The nested modes, as SE's static producer: X, Y, XY.
var nestedModes = [3]struct {
	x, y                 bool
	cycleBase, chainBase int
	sortKey              int
}{
	{x: true, cycleBase: 65, chainBase: 66, sortKey: 2},
	{y: true, cycleBase: 65, sortKey: 3},
	{x: true, y: true, cycleBase: 70, chainBase: 70, sortKey: 4},
}

// nestedFound is the best nested chain found for one conclusion.
type nestedFound struct {
	n    uint16 // potentials; 0 = none
	link uint16 // the link it goes through
}

// nestedHint is a conclusion with the chain that gives it.
type nestedHint struct {
	key   hintKey
	ord   int32 // SE's order: mode, then candidate, then "on" before "off"
	link  uint16
	src   potential
	mode  uint8
	cycle bool // a cycle through the link (src unused)
}

// maxNestedCandidates bounds the nested chains one look lists; more are left
// out (truncated).
const maxNestedCandidates = 2048

// nestedSearch is the scratch space of the nested chains.
type nestedSearch struct {
	g      logicGrid  // the working grid, for the link functions
	planes [9]cellSet // the cells of each digit's candidates in g
	// xTo[k][:xN[k]] are the cells of the other place of candidate k's
	// digit in the units of its cell where it has two places (the X links
	// of its "off" potential in g). Set with planes by useGrid.
	xTo   [numCandidates][3]uint8
	xN    [numCandidates]uint8
	mode  int                           // the mode whose links bfs follows
	links [3][maxNestedLinks]nestedLink // per mode
	nl    [3]int
	// Two breadth-first searches: depth (+1; 0 = not reached) and parent.
	depth    [2][numPotentials]uint8
	parent   [2][numPotentials]int16
	reached  [2][numPotentials]potential
	nreached [2]int
	best     [3][numPotentials]nestedFound // per mode, per source potential
	hints    [maxNestedCandidates]nestedHint
	nh       int
	path     [2*256 + 4]potential
	rule     ruleHint
	multi    *nestedMultiple // level 3
	dyn      *nestedDynamic  // level 4
	// budget is the work left (nil: none): each potential a search
	// reaches counts.
	budget *chainBudget
	// truncated records that some chain was left out for its length: a
	// longer limit could find more.
	truncated bool
	// limit is the depth of the searches of the current look (the longest
	// nested chain, less 2); look counts the looks. slot[k] says what
	// search slot k holds, so that rebuilding a chain reuses it.
	limit int
	look  uint32
	slot  [2]bfsSlot
	// rebuild: bfs repeats a search of the look's listing (bfsAgain).
	rebuild bool
	// The links of the mode being listed, by their ends (firstLink), and
	// per link listed with levels the work charged and the cycle's length.
	linkTab   [2 * maxNestedLinks]linkEntry
	linkGen   uint16
	linkWork  [maxNestedLinks]int32
	linkCycle [maxNestedLinks]uint8
	// noRepeats (tests) searches again from links listed before; repeats
	// counts those that were not.
	noRepeats bool
	repeats   int
	// sources marks the sources of the chains found in ns.best for the
	// mode being listed (see listChains); scanAll is for tests.
	sources potSet
	scanAll bool
}

// linkEntry is an entry of nestedSearch.linkTab: the first link with ends
// key of the mode being listed (valid while gen is linkGen).
type linkEntry struct {
	key  uint32
	link uint16
	gen  uint16
}

// newLinkTable empties linkTab.
func (ns *nestedSearch) newLinkTable() {
	ns.linkGen++
	if ns.linkGen == 0 {
		ns.linkTab = [len(ns.linkTab)]linkEntry{}
		ns.linkGen = 1
	}
}

// firstLink returns the first link before li with the ends of l, or -1
// after recording l as link li (there are fewer links than entries).
func (ns *nestedSearch) firstLink(l nestedLink, li int) int {
	key := uint32(l.o)<<16 | uint32(l.q)
	i := key * 2654435761 >> 23 % uint32(len(ns.linkTab))
	for {
		e := &ns.linkTab[i]
		if e.gen != ns.linkGen {
			*e = linkEntry{key: key, gen: ns.linkGen, link: uint16(li)}
			return -1
		}
		if e.key == key {
			return int(e.link)
		}
		i = (i + 1) % uint32(len(ns.linkTab))
	}
}

// bfsSlot identifies a breadth-first search: its look (the working grid),
// mode, start and depth.
type bfsSlot struct {
	look  uint32
	mode  int
	start potential
	limit int
}

// bfs searches from potential a on the working grid, with the links of the
// current mode, up to limit links, into slot k, and returns the number of
// potentials reached (listed in ns.reached[k]).
func (ns *nestedSearch) bfs(k int, a potential, limit int) int {
	ns.slot[k] = bfsSlot{look: ns.look, mode: ns.mode, start: a, limit: limit}
	d := &ns.depth[k]
	q := &ns.reached[k]
	// Clear what the last search in this slot reached.
	for _, p := range q[:ns.nreached[k]] {
		d[p] = 0
	}
	d[a] = 1
	ns.parent[k][a] = -1
	q[0] = a
	head, tail := 0, 1
	var buf [32]potential
	md := &nestedModes[ns.mode]
	for head < tail {
		p := q[head]
		head++
		dp := int(d[p])
		if dp > limit {
			ns.truncated = true
			break
		}
		var out []potential
		if p.on() {
			out = ns.g.staticOnToOff(p, md.y, buf[:0])
		} else {
			out = ns.g.staticOffToOn(p, md.x, md.y, buf[:0])
		}
		for _, r := range out {
			if d[r] == 0 {
				d[r] = uint8(min(dp+1, 255))
				ns.parent[k][r] = int16(p)
				q[tail] = r
				tail++
			}
		}
	}
	ns.nreached[k] = tail
	if ns.budget != nil {
		ns.budget.left -= int64(tail)
	}
	return tail
}

// maxDepthLimit bounds the depths levels finds (they are kept in a byte).
const maxDepthLimit = 253

// levels is bfs without the parents, for the listing of a look's chains,
// which needs the depths only: they are the lengths of the shortest ways,
// whatever the order the potentials are met in, and so are the potentials
// reached (those up to limit+1 links), the truncation (some potential lies
// beyond limit) and the work (as many as reached). It follows the links of
// a whole depth at once on bit sets of the working grid's candidates
// (planes). Slot k is left marked empty: a chain rebuilt from it searches
// again with bfs.
func (ns *nestedSearch) levels(k int, a potential, limit int) int {
	ns.slot[k] = bfsSlot{}
	d := &ns.depth[k]
	q := &ns.reached[k]
	for _, p := range q[:ns.nreached[k]] {
		d[p] = 0
	}
	// offSeen[d-1]: the cells whose "off" potential of d is reached.
	var offSeen [9]cellSet
	md := &nestedModes[ns.mode]
	d[a] = 1
	if !a.on() {
		offSeen[a.digit()-1].add(a.cell())
	}
	q[0] = a
	head, tail := 0, 1
	x, y := md.x, md.y
	for depth := 1; head < tail; depth++ {
		if depth > limit {
			ns.truncated = true
			break
		}
		next := uint8(depth + 1)
		end := tail
		for ; head < end; head++ {
			p := q[head]
			kp := p.cand()
			c := kp / 9
			e := kp - c*9 // the digit, less 1
			if p.on() {
				if y {
					for m := ns.g.cand[c] &^ (1 << e); m != 0; m &= m - 1 {
						f := bits.TrailingZeros16(m)
						if r := offOf(c*9 + f); d[r] == 0 {
							d[r] = next
							offSeen[f].add(c)
							q[tail] = r
							tail++
						}
					}
				}
				peers := peerSet[c].and(ns.planes[e]).andNot(offSeen[e])
				offSeen[e] = offSeen[e].or(peers)
				for w := range peers {
					for m := peers[w]; m != 0; m &= m - 1 {
						r := offOf((w*64+bits.TrailingZeros64(m))*9 + e)
						d[r] = next
						q[tail] = r
						tail++
					}
				}
				continue
			}
			if m := ns.g.cand[c]; y && popcount(m) == 2 {
				if r := onOf(c*9 + bits.TrailingZeros16(m&^(1<<e))); d[r] == 0 {
					d[r] = next
					q[tail] = r
					tail++
				}
			}
			if x {
				for _, o := range ns.xTo[kp][:ns.xN[kp]] {
					if r := onOf(int(o)*9 + e); d[r] == 0 {
						d[r] = next
						q[tail] = r
						tail++
					}
				}
			}
		}
	}
	ns.nreached[k] = tail
	if ns.budget != nil && !ns.rebuild {
		ns.budget.left -= int64(tail)
	}
	return tail
}

// useGrid prepares the searches of a look on ns.g: planes and the X links
// of levels (xTo). The reached "off" potentials are candidates of g (a
// search starts from a candidate and its links lead to candidates), and
// for a candidate of digit d in cell c, the units of c where the other
// places of d are one cell are those where d has two places.
func (ns *nestedSearch) useGrid() {
	ns.planes = planesOf(&ns.g.cand)
	ns.xN = [numCandidates]uint8{}
	for u := 0; u < 27; u++ {
		for d := 0; d < 9; d++ {
			m := ns.g.pos[u][d]
			if popcount(m) != 2 {
				continue
			}
			a, b := unitCells[u][bits.TrailingZeros16(m)], unitCells[u][bits.TrailingZeros16(m&(m-1))]
			ka, kb := int(a)*9+d, int(b)*9+d
			ns.xTo[ka][ns.xN[ka]] = b
			ns.xN[ka]++
			ns.xTo[kb][ns.xN[kb]] = a
			ns.xN[kb]++
		}
	}
}

// bfsAgain is bfs unless slot k holds that search already (of this look).
// The work was counted when the look listed the chains.
func (ns *nestedSearch) bfsAgain(k int, a potential, limit int) {
	if ns.slot[k] != (bfsSlot{look: ns.look, mode: ns.mode, start: a, limit: limit}) {
		ns.rebuild = true
		ns.bfs(k, a, limit)
		ns.rebuild = false
	}
}

// useGraph makes bfs follow the links of mode.
func (ns *nestedSearch) useGraph(mode int) { ns.mode = mode }

// ruleNestedChains adds the conclusions of the nested cycles and chains of
// at most limit potentials, and reports whether there were any.
func (im *implications) ruleNestedChains(ns *nestedSearch, limit int) bool {
	if limit < 4 {
		return false
	}
	ns.nh = 0
	ns.limit = limit - 2
	ns.look++
	im.markDirty(im.nestTick)
	ns.collectLinks(im)
	if ns.nl == [3]int{} { // no new link, nothing to search
		im.nestTick = im.applied
		return false
	}
	ns.g.cand, ns.g.pos = im.cand, im.pos
	ns.useGrid()
	for mode := range nestedModes {
		md := &nestedModes[mode]
		if ns.nl[mode] == 0 {
			continue
		}
		// Cycles use the mode's links; chains always X links too, which in
		// the modes with chains is the same graph.
		ns.useGraph(mode)
		best := &ns.best[mode]
		ns.sources = potSet{}
		ns.newLinkTable()
		for li := 0; li < ns.nl[mode]; li++ {
			l := ns.links[mode][li]
			// A link with the same ends as an earlier one of the mode
			// (the two places of a digit in a line and in a box) gives
			// the same searches: the same cycle, listed again, the same
			// work, charged again, the same truncation, and chains none
			// shorter than the earlier link's, which keeps them.
			dup := -1
			if ns.limit <= maxDepthLimit && !ns.noRepeats {
				dup = ns.firstLink(l, li)
			}
			var n int // the cycle's potentials, or 0
			switch {
			case dup >= 0:
				ns.repeats++
				if ns.budget != nil {
					ns.budget.left -= int64(ns.linkWork[dup])
				}
				n = int(ns.linkCycle[dup])
			case ns.limit <= maxDepthLimit:
				w := ns.levels(0, l.o, ns.limit)
				w += ns.levels(1, l.q, ns.limit)
				n = int(ns.depth[1][l.o.flip()])
				ns.linkWork[li], ns.linkCycle[li] = int32(w), uint8(n)
			default:
				ns.bfs(0, l.o, ns.limit)
				ns.bfs(1, l.q, ns.limit)
				n = int(ns.depth[1][l.o.flip()])
			}
			if n >= 4 && n <= limit {
				if ns.nh == len(ns.hints) {
					ns.truncated = true
				} else {
					ns.hints[ns.nh] = nestedHint{
						key:   hintKey{md.cycleBase + lengthBonus(n), n, md.sortKey},
						ord:   int32((mode*numCandidates+l.q.cand())*3 + 0),
						mode:  uint8(mode),
						link:  uint16(li),
						cycle: true,
					}
					ns.nh++
				}
			}
			if md.chainBase == 0 || dup >= 0 {
				continue
			}
			for _, y := range ns.reached[0][:ns.nreached[0]] {
				da, db := int(ns.depth[0][y]), int(ns.depth[1][y])
				if db == 0 {
					continue
				}
				n := da + db // (da-1) + (db-1) + 1 links, one more potential
				if n > limit {
					ns.truncated = true
					continue
				}
				// y = x off: x on leads to x off; y = x on: x off leads to x on.
				src := y.flip()
				if b := &best[src]; b.n == 0 || n < int(b.n) {
					*b = nestedFound{n: uint16(n), link: uint16(li)}
					ns.sources[src>>6] |= 1 << (src & 63)
				}
			}
		}
		if md.chainBase == 0 {
			continue
		}
		ns.listChains(im, mode)
	}
	// Chains found now have their eliminations applied before the next
	// look, so that look needs only the links created meanwhile.
	im.nestTick = im.applied
	if ns.nh == 0 {
		return false
	}
	hs := ns.hints[:ns.nh]
	slices.SortFunc(hs, func(a, b nestedHint) int { return cmp.Or(a.key.compare(b.key), int(a.ord)-int(b.ord)) })
	found := false
	for i := range hs {
		if im.commitNested(ns, &hs[i]) {
			found = true
		}
	}
	return found
}

// listChains lists the best chain found from each source of mode's
// chains (ns.best[mode]) whose cell has two candidates or more, in SE's
// order (cells, their digits, "on" before "off"), and clears ns.best[mode]
// for the next look. It visits the sources found only (ns.sources), in
// the order of their potentials, that of their candidates; scanAll (tests)
// visits every candidate of the grid instead.
func (ns *nestedSearch) listChains(im *implications, mode int) {
	if ns.scanAll {
		for c := 0; c < NumCells; c++ {
			for m := im.cand[c]; m != 0 && popcount(im.cand[c]) >= 2; m &= m - 1 {
				d := bits.TrailingZeros16(m) + 1
				ns.listChain(im, mode, potOf(c, d, true), 0)
				ns.listChain(im, mode, potOf(c, d, false), 1)
			}
		}
		ns.best[mode] = [numPotentials]nestedFound{}
		return
	}
	for w, x := range ns.sources {
		for x != 0 {
			// Potential 2k is candidate k off, 2k+1 on (potOf).
			off := potential(w*64 + bits.TrailingZeros64(x)&^1)
			x &^= 3 << (off & 63)
			c := off.cell()
			if popcount(im.cand[c]) >= 2 && im.cand[c]&off.bit() != 0 {
				ns.listChain(im, mode, off|1, 0)
				ns.listChain(im, mode, off, 1)
			}
			ns.best[mode][off], ns.best[mode][off|1] = nestedFound{}, nestedFound{}
		}
	}
}

// listChain lists the best chain of mode from source src, if any; k is 0
// for an "on" source, 1 for an "off" one.
func (ns *nestedSearch) listChain(im *implications, mode int, src potential, k int) {
	b := ns.best[mode][src]
	if b.n == 0 {
		return
	}
	if ns.nh == len(ns.hints) {
		ns.truncated = true
		return
	}
	n := int(b.n)
	md := &nestedModes[mode]
	ns.hints[ns.nh] = nestedHint{
		key:  hintKey{md.chainBase + lengthBonus(n), n, md.sortKey},
		ord:  int32((mode*numCandidates+src.cand())*3 + 1 + k),
		src:  src,
		mode: uint8(mode),
		link: b.link,
	}
	ns.nh++
}

// collectLinks lists, for each mode, the strong links of the working grid
// that the starting grid did not have and the mode uses: unit links (X),
// bivalue cells (Y), or both, the cells' first (XY). The grid does not
// change while the look lists its chains, so the lists of X and Y are made
// once and XY's is theirs joined (as many as it holds); links[mode]
// follows nestedModes (X, Y, XY).
func (ns *nestedSearch) collectLinks(im *implications) {
	ny := 0
	y := &ns.links[1]
	// New since the last look: bivalue now, with a candidate removed
	// since (a cell bivalue before had its links then).
	for w, dirty := range im.dirtyCell {
		for ; dirty != 0 && ny < maxNestedLinks; dirty &= dirty - 1 {
			c := w*64 + bits.TrailingZeros64(dirty)
			if m := im.cand[c]; popcount(m) == 2 && popcount(im.srcCand[c]) > 2 {
				a, b := lowDigit(m), lowDigit(m&(m-1))
				y[ny] = nestedLink{o: potOf(c, a, true), q: potOf(c, b, true)}
				ny++
			}
		}
	}
	nx := 0
	x := &ns.links[0]
	for u := 0; u < 27 && nx < maxNestedLinks; u++ {
		for dirty := im.dirtyUnit[u]; dirty != 0 && nx < maxNestedLinks; dirty &= dirty - 1 {
			d := bits.TrailingZeros16(dirty) + 1
			m := im.pos[u][d-1]
			if popcount(m) != 2 || popcount(im.srcPos[u][d-1]) <= 2 {
				continue
			}
			a := int(unitCells[u][bits.TrailingZeros16(m)])
			b := int(unitCells[u][bits.TrailingZeros16(m&(m-1))])
			x[nx] = nestedLink{o: potOf(a, d, true), q: potOf(b, d, true)}
			nx++
		}
	}
	xy := &ns.links[2]
	n := copy(xy[:], y[:ny])
	n += copy(xy[n:], x[:nx])
	ns.nl = [3]int{nx, ny, n}
}

// commitNested adds the eliminations of nested chain h not derived yet,
// each depending on the candidates removed from the cells and units of the
// chain's strong links. It reports whether the chain relies on removed
// candidates at all.
func (im *implications) commitNested(ns *nestedSearch, h *nestedHint) bool {
	rh := &ns.rule
	rh.reset()
	n := 0
	if h.cycle {
		n = ns.cyclePath(h)
		ns.cycleRemovals(im, ns.path[:n], rh)
	} else {
		c, d := h.src.cell(), h.src.digit()
		if h.src.on() {
			rh.remove(c, d)
		} else {
			for m := im.cand[c] &^ h.src.bit(); m != 0; m &= m - 1 {
				rh.remove(c, bits.TrailingZeros16(m)+1)
			}
		}
	}
	if rh.nc == 0 {
		return false
	}
	// Any new elimination?
	fresh := false
	for i := 0; i < rh.nc && !fresh; i++ {
		for m := rh.masks[i]; m != 0; m &= m - 1 {
			if !im.has(potOf(int(rh.cells[i]), bits.TrailingZeros16(m)+1, false)) {
				fresh = true
			}
		}
	}
	if !fresh {
		return true
	}
	if !h.cycle {
		n = ns.chainPath(im, h)
	}
	ns.chainParents(im, ns.path[:n], h.cycle, rh)
	if rh.np == 0 {
		return false
	}
	if im.nNested >= maxNestedHints {
		im.overflow = true
		return true
	}
	id := im.nNested
	im.nested[id] = uint16(h.key.complexity)
	im.nestedHash[id] = pathHash(ns.path[:n], h.key.complexity)
	im.nNested++
	first := im.n
	im.commit(rh)
	for j := first; j < im.n; j++ {
		im.nodes[j].nested = uint16(id)
	}
	return true
}

// pathHash identifies a nested chain by its potentials (FNV-1a).
func pathHash(path []potential, n int) uint64 {
	h := uint64(14695981039346656037) ^ uint64(n)
	for _, p := range path {
		h ^= uint64(p)
		h *= 1099511628211
	}
	return h
}

// chainPath rebuilds the chain of nested hint h into ns.path and returns
// its length: src, the contrapositive of the way from o, the link, the way
// from q. The searches go as deep as those of the look (they meet every
// potential of the chain in the same order, with the same parents) and are
// not repeated while their slots hold them.
func (ns *nestedSearch) chainPath(im *implications, h *nestedHint) int {
	l := ns.links[h.mode][h.link]
	ns.useGraph(int(h.mode))
	y := h.src.flip()
	ns.bfsAgain(0, l.o, ns.limit)
	ns.bfsAgain(1, l.q, ns.limit)
	n := 0
	// src ... o off: the way o on ⇒ y read backwards and negated.
	for p := y; n < len(ns.path); p = potential(ns.parent[0][p]) {
		ns.path[n] = p.flip()
		n++
		if p == l.o {
			break
		}
	}
	// q on ... y: the way from q, reversed into order.
	start := n
	for p := y; n < len(ns.path); p = potential(ns.parent[1][p]) {
		ns.path[n] = p
		n++
		if p == l.q {
			break
		}
	}
	for i, j := start, n-1; i < j; i, j = i+1, j-1 {
		ns.path[i], ns.path[j] = ns.path[j], ns.path[i]
	}
	return n
}

// cyclePath rebuilds the cycle of nested hint h into ns.path (q on ... o
// off; the link closes it) and returns its length.
func (ns *nestedSearch) cyclePath(h *nestedHint) int {
	l := ns.links[h.mode][h.link]
	ns.useGraph(int(h.mode))
	ns.bfsAgain(1, l.q, ns.limit)
	n := 0
	for p := l.o.flip(); n < len(ns.path); p = potential(ns.parent[1][p]) {
		ns.path[n] = p
		n++
		if p == l.q {
			break
		}
	}
	for i, j := 0, n-1; i < j; i, j = i+1, j-1 {
		ns.path[i], ns.path[j] = ns.path[j], ns.path[i]
	}
	return n
}

// cycleRemovals lists in rh the eliminations of a cycle: the candidates
// outside its cells that see an "on" and an "off" potential of its digit.
func (ns *nestedSearch) cycleRemovals(im *implications, path []potential, rh *ruleHint) {
	var inCycle cellSet
	for _, p := range path {
		inCycle.add(p.cell())
	}
	var forw, back [NumCells]uint16
	for _, p := range path {
		c, bit := p.cell(), p.bit()
		for _, q := range peers[c] {
			if inCycle.has(int(q)) || im.cand[q]&bit == 0 {
				continue
			}
			if p.on() {
				forw[q] |= bit
			} else {
				back[q] |= bit
			}
		}
	}
	for c := 0; c < NumCells; c++ {
		for m := forw[c] & back[c]; m != 0; m &= m - 1 {
			rh.remove(c, bits.TrailingZeros16(m)+1)
		}
	}
}

// chainParents lists in rh the candidates removed since the search started
// in the cells and units of the chain's strong links (SE's rule parents);
// a cycle also reads backwards, where its weak links are strong, so all
// its links count.
func (ns *nestedSearch) chainParents(im *implications, path []potential, cycle bool, rh *ruleHint) {
	var seen potSet
	add := func(c, d int) {
		p := potOf(c, d, false)
		if !seen.has(p) && im.has(p) {
			seen[p>>6] |= 1 << (p & 63)
			rh.parent(c, d)
		}
	}
	n := len(path)
	links := n - 1
	if cycle {
		links = n
	}
	for i := 0; i < links; i++ {
		a, b := path[i], path[(i+1)%n]
		if a.on() == b.on() || (!cycle && (a.on() || !b.on())) {
			continue
		}
		c, d := b.cell(), b.digit()
		if a.cell() == c {
			for m := im.srcCand[c] &^ im.cand[c]; m != 0; m &= m - 1 {
				add(c, bits.TrailingZeros16(m)+1)
			}
			continue
		}
		for _, u := range seUnits[c] {
			if unitPos[u][a.cell()] == 255 {
				continue
			}
			if !a.on() && popcount(im.pos[u][d-1]) != 2 {
				continue // the strong link is in a later unit
			}
			for m := im.srcPos[u][d-1] &^ im.pos[u][d-1]; m != 0; m &= m - 1 {
				add(int(unitCells[u][bits.TrailingZeros16(m)]), d)
			}
			break
		}
	}
}

// removedUnder calls add(c, d) for each candidate the outer search im has
// removed that the strong link of n, an "on" node of a nested search, relies
// on: the cell's removed digits when n holds as its cell's last digit, the
// digit's removed places in the unit when n holds as its last place there
// (the nested dynamic and multiple chains list them as the step's parents).
func (im *implications) removedUnder(n *implNode, add func(c, d int)) {
	c, d := n.pot.cell(), n.pot.digit()
	if n.cause == causeCell {
		for m := im.srcCand[c] &^ im.cand[c]; m != 0; m &= m - 1 {
			add(c, bits.TrailingZeros16(m)+1)
		}
	} else if n.cause >= causeBox && n.cause <= causeCol {
		u := int(seUnits[c][n.cause-causeBox])
		for m := im.srcPos[u][d-1] &^ im.pos[u][d-1]; m != 0; m &= m - 1 {
			add(int(unitCells[u][bits.TrailingZeros16(m)]), d)
		}
	}
}
