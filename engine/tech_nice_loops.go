package engine

import "math/bits"

// HoDoKu's chains and loops (extended catalogue; HoDoKu 5400 to 5650, one
// search that tries them in that order): X-Chains, XY-Chains, then nice
// loops and alternating inference chains (AIC), then the same with
// grouped nodes.
//
// A node is a candidate ("r1c1 is 5"), or a group: the two or three
// candidates of one digit where a box and a row or column cross ("5 is in
// r1c12"). A strong link joins two nodes of which at least one is true: the
// only two places of a digit in a unit (a group counting as one place), or
// the two candidates of a bivalue cell. A weak link joins two nodes of
// which at most one is true: two places of a digit in one unit, or two
// candidates of one cell. An AIC alternates them, starting and ending with
// a strong link; one of its two ends is true.
//
// The search starts from each candidate e, supposed true, and follows
// weak then strong links breadth first (e on, then nodes off, then nodes
// on, ...):
//   - reaching e off proves e false: e is linked weakly to both ends of an
//     AIC. A Discontinuous Nice Loop when e's cell is one of the ends'
//     cells, else an AIC, whose eliminations are every candidate weakly
//     linked to both ends.
//   - reaching e on again, by a strong link, closes a Continuous Nice
//     Loop: every weak link of the loop then holds as a strong one, so a
//     digit leaves the other cells that see both ends of a weak link in
//     its unit, and a cell of a weak link between two of its digits loses
//     its other candidates.
// The shortest chain wins (then the most eliminations). X-Chains use one
// digit and its strong links in units; XY-Chains bivalue cells only.
//
// Sudoku Explainer finds the non-grouped ones as chains and cycles: they
// carry its ratings (X-Chain 6.6, XY-Chain 7.0, X-Cycle and XY-Cycle
// 6.5, Continuous Loop and Forcing Chain 7.0, plus its length bonus).
// Grouped nodes it has none of: grouped steps are not rated.

// Chain modes: the nodes and links a pass may use.
type loopMode uint8

const (
	loopX       loopMode = iota // one digit, strong links in units
	loopXY                      // strong links in bivalue cells, weak links between cells
	loopAll                     // every candidate and link
	loopGrouped                 // every candidate, link and group
)

const (
	numCandNodes = NumCells * 9 // node c*9+d-1: "c is d"
	maxGroups    = 9 * 6 * 9    // box, line through it, digit
	maxLoopNodes = numCandNodes + maxGroups
	numLiterals  = 2 * maxLoopNodes // node*2 (off) and node*2+1 (on)
	// loopBudget bounds the literals expanded by one search (all passes);
	// deterministic, like fishBudget.
	loopBudget = 400000
)

// loopGroup is a group node: the candidates of digit d where box and line
// cross.
type loopGroup struct {
	cells [3]uint8
	n     uint8
	d     uint8
	box   uint8
	line  uint8
	set   cellSet
}

// loopGraph is the scratch space of one search: the groups and the
// breadth-first search's marks. It lives on findNiceLoops's stack.
type loopGraph struct {
	ngroups int
	groups  [maxGroups]loopGroup
	// groupAt[(d-1)*27*6 + box*6 + k]: the group of digit d in box (0..8)
	// and its k-th line (rows then columns), or -1.
	groupAt [9 * 9 * 6]int16
	gen     uint32
	mark    [numLiterals]uint32
	parent  [numLiterals]int16
	depth   [numLiterals]uint8
	queue   [numLiterals]int16
	budget  int
	// The links of every node, found once for all passes, each tagged
	// with linkCell (two digits of one cell) and linkGroup (a group at
	// either end): strong[strongAt[n]:strongAt[n+1]] and likewise weak.
	strongAt [maxLoopNodes + 1]int32
	weakAt   [maxLoopNodes + 1]int32
	strong   [maxLoopStrong]uint16
	weak     *loopLinks
}

// loopLinks holds the weak links of every node (a piece of its own).
type loopLinks [maxLoopWeak]uint16

// Link tags, above the node number (which needs 11 bits).
const (
	linkNode  = 1<<11 - 1
	linkCell  = 1 << 11
	linkGroup = 1 << 12
	// The most links kept (a bound far above what a grid has: about 40
	// weak and 4 strong links per node).
	maxLoopStrong = 8192
	maxLoopWeak   = 32768
)

// allows reports whether mode m may follow a link with tags t (strong
// tells which kind of link).
func (m loopMode) allows(t uint16, strong bool) bool {
	switch m {
	case loopX:
		return t&(linkCell|linkGroup) == 0
	case loopXY:
		if strong {
			return t&linkGroup == 0 && t&linkCell != 0
		}
		return t&(linkCell|linkGroup) == 0
	case loopAll:
		return t&linkGroup == 0
	}
	return true
}

// buildLinks finds the links of every node once, tagged.
func (s *logicGrid) buildLinks(g *loopGraph) {
	ns, nw := int32(0), int32(0)
	for n := 0; n < numCandNodes+g.ngroups; n++ {
		g.strongAt[n], g.weakAt[n] = ns, nw
		if n < numCandNodes && s.cand[n/9]&(1<<(n%9)) == 0 {
			continue
		}
		tag := func(to int) uint16 {
			t := uint16(to)
			if n < numCandNodes && to < numCandNodes && n/9 == to/9 {
				t |= linkCell
			}
			if n >= numCandNodes || to >= numCandNodes {
				t |= linkGroup
			}
			return t
		}
		s.strongFrom(g, n, loopGrouped, func(to int) {
			if ns < maxLoopStrong {
				g.strong[ns] = tag(to)
				ns++
			}
		})
		s.weakFrom(g, n, loopGrouped, func(to int) {
			if nw < maxLoopWeak {
				g.weak[nw] = tag(to)
				nw++
			}
		})
	}
	for n := numCandNodes + g.ngroups; n <= maxLoopNodes; n++ {
		g.strongAt[n], g.weakAt[n] = ns, nw
	}
}

var (
	techAIC = techSpec{
		Tech:          TechAIC,
		Rating:        70,
		MaxRating:     MaxRating,
		Find:          (*logicGrid).findNiceLoops,
		Explain:       (*Step).explainNiceLoop,
		ExtendedOrder: 5400,
		ExtendedOnly:  true,
		Reports:       []Technique{TechXChain, TechXYChain},
	}
	techContinuousNiceLoop = techSpec{
		Tech:         TechContinuousNiceLoop,
		Rating:       65,
		MaxRating:    MaxRating,
		FoundBy:      TechAIC,
		Explain:      (*Step).explainNiceLoop,
		ExtendedOnly: true,
	}
	techDiscontinuousNiceLoop = techSpec{
		Tech:         TechDiscontinuousNiceLoop,
		Rating:       66,
		MaxRating:    MaxRating,
		FoundBy:      TechAIC,
		Explain:      (*Step).explainNiceLoop,
		ExtendedOnly: true,
	}
	techGroupedAIC = techSpec{
		Tech:         TechGroupedAIC,
		FoundBy:      TechAIC,
		Explain:      (*Step).explainNiceLoop,
		ExtendedOnly: true,
	}
	techGroupedContinuousNiceLoop = techSpec{
		Tech:         TechGroupedContinuousNiceLoop,
		FoundBy:      TechAIC,
		Explain:      (*Step).explainNiceLoop,
		ExtendedOnly: true,
	}
	techGroupedDiscontinuousNiceLoop = techSpec{
		Tech:         TechGroupedDiscontinuousNiceLoop,
		FoundBy:      TechAIC,
		Explain:      (*Step).explainNiceLoop,
		ExtendedOnly: true,
	}
)

// findNiceLoops runs the passes in HoDoKu's order: X-Chains, XY-Chains,
// nice loops and AIC, grouped ones.
func (s *logicGrid) findNiceLoops(st *Step) bool {
	var g loopGraph
	var weak loopLinks
	g.weak = &weak
	g.budget = loopBudget
	s.buildGroups(&g)
	s.buildLinks(&g)
	for _, m := range [...]loopMode{loopX, loopXY, loopAll, loopGrouped} {
		if s.loopPass(st, &g, m) {
			return true
		}
		if g.budget <= 0 {
			return false
		}
	}
	return false
}

// buildGroups finds the groups: two or three candidates of a digit where a
// box and a line cross.
func (s *logicGrid) buildGroups(g *loopGraph) {
	g.ngroups = 0
	for i := range g.groupAt {
		g.groupAt[i] = -1
	}
	for d := 1; d <= 9; d++ {
		bit := uint16(1) << (d - 1)
		for b := 0; b < 9; b++ {
			for k, line := range boxLines(18 + b) {
				var gr loopGroup
				for _, c := range unitCells[line] {
					if BoxOf(int(c)) == b && s.cand[c]&bit != 0 {
						gr.cells[gr.n] = c
						gr.n++
						gr.set.add(int(c))
					}
				}
				if gr.n < 2 {
					continue
				}
				gr.d, gr.box, gr.line = uint8(d), uint8(b), uint8(line)
				g.groupAt[((d-1)*9+b)*6+k] = int16(g.ngroups)
				g.groups[g.ngroups] = gr
				g.ngroups++
			}
		}
	}
}

// groupOf returns the group node of digit d in box b on line (a unit ID
// crossing the box), or -1.
func (g *loopGraph) groupOf(d, b, line int) int {
	k := lineIndexInBox(b, line)
	if k < 0 {
		return -1
	}
	gi := g.groupAt[((d-1)*9+b)*6+k]
	if gi < 0 {
		return -1
	}
	return numCandNodes + int(gi)
}

// lineIndexInBox returns the index (0..5) of a row or column among the
// lines through box b, or -1.
func lineIndexInBox(b, line int) int {
	r, c := b/3*3, b%3*3
	switch {
	case line < 9 && line >= r && line < r+3:
		return line - r
	case line >= 9 && line < 18 && line-9 >= c && line-9 < c+3:
		return 3 + line - 9 - c
	}
	return -1
}

// nodeDigit and nodeCells describe a node.
func (g *loopGraph) nodeDigit(n int) int {
	if n < numCandNodes {
		return n%9 + 1
	}
	return int(g.groups[n-numCandNodes].d)
}

func (g *loopGraph) nodeCells(n int) cellSet {
	if n < numCandNodes {
		var cs cellSet
		cs.add(n / 9)
		return cs
	}
	return g.groups[n-numCandNodes].set
}

// unitRemainder returns the node that stands for the candidates of digit d
// in unit u outside the cells of except: a single cell, or a group, or -1
// when they are none of these (or none at all).
func (s *logicGrid) unitRemainder(g *loopGraph, u, d int, except cellSet, grouped bool) int {
	rest := s.unitDigitCells(u, d).andNot(except)
	switch rest.count() {
	case 0:
		return -1
	case 1:
		return rest.nextCell(0)*9 + d - 1
	}
	if !grouped {
		return -1
	}
	// All in one box and one line: the group there, if it is exactly them.
	first := rest.nextCell(0)
	b := BoxOf(first)
	var line int
	if u >= 18 {
		switch {
		case sameRows(rest):
			line = RowOf(first)
		case sameCols(rest):
			line = 9 + ColOf(first)
		default:
			return -1
		}
	} else {
		line = u
		for x := rest.nextCell(0); x >= 0; x = rest.nextCell(x + 1) {
			if BoxOf(x) != b {
				return -1
			}
		}
	}
	gn := g.groupOf(d, b, line)
	if gn < 0 || g.nodeCells(gn) != rest {
		return -1
	}
	return gn
}

func sameRows(cs cellSet) bool {
	r := RowOf(cs.nextCell(0))
	for x := cs.nextCell(0); x >= 0; x = cs.nextCell(x + 1) {
		if RowOf(x) != r {
			return false
		}
	}
	return true
}

func sameCols(cs cellSet) bool {
	c := ColOf(cs.nextCell(0))
	for x := cs.nextCell(0); x >= 0; x = cs.nextCell(x + 1) {
		if ColOf(x) != c {
			return false
		}
	}
	return true
}

// nodeUnits returns the units that hold every cell of node n: a cell's
// three, a group's box and line.
func (g *loopGraph) nodeUnits(n int) (us [3]int, k int) {
	if n < numCandNodes {
		c := n / 9
		return [3]int{int(cellUnits[c][0]), int(cellUnits[c][1]), int(cellUnits[c][2])}, 3
	}
	gr := &g.groups[n-numCandNodes]
	return [3]int{18 + int(gr.box), int(gr.line)}, 2
}

// strongFrom calls f with each node strongly linked to node n that mode m
// allows.
func (s *logicGrid) strongFrom(g *loopGraph, n int, m loopMode, f func(to int)) {
	d := g.nodeDigit(n)
	cells := g.nodeCells(n)
	if m != loopXY {
		us, k := g.nodeUnits(n)
		for _, u := range us[:k] {
			if r := s.unitRemainder(g, u, d, cells, m == loopGrouped); r >= 0 {
				f(r)
			}
		}
	}
	if m != loopX && n < numCandNodes {
		c := n / 9
		if popcount(s.cand[c]) == 2 {
			other := lowDigit(s.cand[c] &^ (1 << (d - 1)))
			f(c*9 + other - 1)
		}
	}
}

// weakFrom calls f with each node weakly linked to node n that mode m
// allows.
func (s *logicGrid) weakFrom(g *loopGraph, n int, m loopMode, f func(to int)) {
	d := g.nodeDigit(n)
	cells := g.nodeCells(n)
	// Same digit, sharing a unit: every cell of each sees every cell of the
	// other.
	var seen cellSet
	us, k := g.nodeUnits(n)
	for _, u := range us[:k] {
		others := s.unitDigitCells(u, d).andNot(cells).andNot(seen)
		seen = seen.or(others)
		for x := others.nextCell(0); x >= 0; x = others.nextCell(x + 1) {
			f(x*9 + d - 1)
		}
		if m == loopGrouped {
			// The groups of d in u (and in u's box lines when u is a box).
			s.groupsIn(g, u, d, cells, f)
		}
	}
	// Other digits of the same cell.
	if m == loopAll || m == loopGrouped {
		if n < numCandNodes {
			c := n / 9
			for o := s.cand[c] &^ (1 << (d - 1)); o != 0; o &= o - 1 {
				f(c*9 + bits.TrailingZeros16(o))
			}
		}
	}
}

// groupsIn calls f with the groups of digit d that lie in unit u and
// share no cell with cells.
func (s *logicGrid) groupsIn(g *loopGraph, u, d int, cells cellSet, f func(to int)) {
	if u >= 18 {
		b := u - 18
		for k := 0; k < 6; k++ {
			if gi := g.groupAt[((d-1)*9+b)*6+k]; gi >= 0 && g.groups[gi].set.and(cells).empty() {
				f(numCandNodes + int(gi))
			}
		}
		return
	}
	for b := 0; b < 9; b++ {
		if k := lineIndexInBox(b, u); k >= 0 {
			if gi := g.groupAt[((d-1)*9+b)*6+k]; gi >= 0 && g.groups[gi].set.and(cells).empty() {
				f(numCandNodes + int(gi))
			}
		}
	}
}

// loopFound is the best step of a pass so far.
type loopFound struct {
	ok      bool
	nodes   int // chain length
	removes int
}

// loopPass searches from every candidate in mode m and fills st with the
// shortest chain found (then the one with most eliminations).
func (s *logicGrid) loopPass(st *Step, g *loopGraph, m loopMode) bool {
	var best loopFound
	var cand Step
	for c := 0; c < NumCells; c++ {
		for dm := s.cand[c]; dm != 0; dm &= dm - 1 {
			e := c*9 + bits.TrailingZeros16(dm)
			if s.loopFrom(&cand, g, m, e, &best) {
				*st = cand
			}
			if g.budget <= 0 {
				return best.ok
			}
		}
	}
	return best.ok
}

// lit packs a node and a state into a literal.
func lit(n int, on bool) int {
	if on {
		return 2*n + 1
	}
	return 2 * n
}

// loopFrom runs the breadth-first search from "e is on" and fills st with
// its step when it beats best.
func (s *logicGrid) loopFrom(st *Step, g *loopGraph, m loopMode, e int, best *loopFound) bool {
	g.gen++
	if g.gen == 0 {
		g.mark = [numLiterals]uint32{}
		g.gen = 1
	}
	start := lit(e, true)
	g.mark[start], g.parent[start], g.depth[start] = g.gen, -1, 0
	head, tail := 0, 0
	g.queue[tail] = int16(start)
	tail++
	limit := MaxChainNodes - 2
	if best.ok {
		limit = min(limit, best.nodes)
	}
	for head < tail {
		l := int(g.queue[head])
		head++
		g.budget--
		if g.budget <= 0 {
			return false
		}
		if int(g.depth[l]) >= limit {
			continue
		}
		n, on := l/2, l&1 == 1
		links := g.strong[g.strongAt[n]:g.strongAt[n+1]]
		if on {
			links = g.weak[g.weakAt[n]:g.weakAt[n+1]]
		}
		hit := -1
		for _, t := range links {
			if !m.allows(t, !on) {
				continue
			}
			if l == start && loopsAllowed(m) && g.strongly(m, e, int(t&linkNode)) {
				// A strong partner of e, reached off by the first weak
				// link, would block the loops that come back to e
				// through it (the shortest path to it is this direct
				// one); the chains through it start elsewhere too.
				continue
			}
			tl := lit(int(t&linkNode), !on)
			if tl == lit(e, false) && g.depth[l] >= 2 || tl == start && g.depth[l] >= 3 {
				hit = tl
				break
			}
			if g.mark[tl] == g.gen {
				continue
			}
			g.mark[tl], g.parent[tl], g.depth[tl] = g.gen, int16(l), g.depth[l]+1
			g.queue[tail] = int16(tl)
			tail++
		}
		if hit >= 0 {
			if s.loopStep(st, g, m, e, l, hit, best) {
				return true
			}
			// Not a step worth taking (nothing to remove, or not the
			// mode's kind): go on with the search.
		}
	}
	return false
}

// loopsAllowed reports whether pass m names loops (the X and XY passes
// leave them to the nice-loop passes).
func loopsAllowed(m loopMode) bool { return m == loopAll || m == loopGrouped }

// strongly reports whether nodes a and b are strongly linked in mode m.
func (g *loopGraph) strongly(m loopMode, a, b int) bool {
	for _, t := range g.strong[g.strongAt[a]:g.strongAt[a+1]] {
		if int(t&linkNode) == b && m.allows(t, true) {
			return true
		}
	}
	return false
}

// loopStep builds the step of the chain that ends with literal last and
// closes on hit (e off: a contradiction; e on: a loop).
func (s *logicGrid) loopStep(st *Step, g *loopGraph, m loopMode, e, last, hit int, best *loopFound) bool {
	// The chain, from e (on) to last.
	var path [MaxChainNodes]int
	n := 0
	for l := last; l >= 0 && n < len(path); l = int(g.parent[l]) {
		path[n] = l
		n++
	}
	if n >= len(path) {
		return false
	}
	for i, j := 0, n-1; i < j; i, j = i+1, j-1 {
		path[i], path[j] = path[j], path[i]
	}
	grouped := false
	for _, l := range path[:n] {
		grouped = grouped || l/2 >= numCandNodes
	}
	if m == loopGrouped && !grouped {
		return false // found by the pass without groups
	}
	var next Step
	loop := hit == lit(e, true)
	if loop {
		if m == loopX || m == loopXY {
			return false // the nice-loop pass names loops
		}
		if !s.continuousLoopStep(&next, g, path[:n]) {
			return false
		}
	} else {
		// The AIC is path[1:] (off, on, ..., on); e sees both its ends.
		if !s.aicStep(&next, g, e, path[:n]) {
			return false
		}
	}
	removes := next.NumRemoved()
	length := n
	if best.ok && (length > best.nodes || length == best.nodes && removes <= best.removes) {
		return false
	}
	next.Technique = s.loopTechnique(g, m, e, path[:n], loop, grouped)
	next.Rating = s.loopRating(g, next.Technique, path[:n], loop)
	*best = loopFound{ok: true, nodes: length, removes: removes}
	*st = next
	return true
}

// aicStep fills st with the eliminations of the chain ch (e on, then the
// AIC: off, on, ..., on): the candidates weakly linked to both ends of the
// AIC, outside the chain.
func (s *logicGrid) aicStep(st *Step, g *loopGraph, e int, ch []int) bool {
	a, z := ch[1]/2, ch[len(ch)-1]/2
	*st = Step{Cell: -1, unit: 255, cover: 255}
	var inChain [numCandNodes]bool
	for _, l := range ch[1:] { // the AIC: e itself is one of the eliminations
		if l/2 < numCandNodes {
			inChain[l/2] = true
		}
	}
	any := false
	s.weakFrom(g, a, loopAll, func(x int) {
		if x >= numCandNodes || inChain[x] || !s.weaklyLinked(g, x, z) {
			return
		}
		st.Removed[x/9] |= 1 << (x % 9)
		any = true
	})
	if !any || st.Removed[e/9]&(1<<(e%9)) == 0 {
		return false
	}
	st.addChainLiterals(g, ch)
	return true
}

// weaklyLinked reports whether candidate x and node n can never both be
// true: same cell (different digits), or same digit with every cell of n
// seeing x.
func (s *logicGrid) weaklyLinked(g *loopGraph, x, n int) bool {
	xc, xd := x/9, x%9+1
	if n < numCandNodes {
		nc, nd := n/9, n%9+1
		if nc == xc {
			return nd != xd
		}
		return nd == xd && sees(xc, nc)
	}
	gr := &g.groups[n-numCandNodes]
	return int(gr.d) == xd && !gr.set.has(xc) && gr.set.subsetOf(peerSet[xc])
}

// continuousLoopStep fills st with the eliminations of the loop ch (e on,
// off, on, ..., off, back to e on): every weak link (on to off) holds as a
// strong one.
func (s *logicGrid) continuousLoopStep(st *Step, g *loopGraph, ch []int) bool {
	*st = Step{Cell: -1, unit: 255, cover: 255}
	var inLoop cellSet
	var candIn [numCandNodes]bool
	for _, l := range ch {
		inLoop = inLoop.or(g.nodeCells(l / 2))
		if l/2 < numCandNodes {
			candIn[l/2] = true
		}
	}
	any := false
	for i := range ch {
		a, b := ch[i], ch[(i+1)%len(ch)]
		if a&1 != 1 { // the weak links go from on to off
			continue
		}
		na, nb := a/2, b/2
		da, db := g.nodeDigit(na), g.nodeDigit(nb)
		if da == db {
			// One of the two holds d: d leaves the cells that see both.
			see := g.nodeCells(na).or(g.nodeCells(nb)).commonPeers().and(s.digitCells(da))
			for x := see.nextCell(0); x >= 0; x = see.nextCell(x + 1) {
				if !candIn[x*9+da-1] {
					st.Removed[x] |= 1 << (da - 1)
					any = true
				}
			}
		} else if na < numCandNodes && nb < numCandNodes {
			// One cell holds one of two digits: it loses the others.
			c := na / 9
			if o := s.cand[c] &^ (1<<(da-1) | 1<<(db-1)); o != 0 {
				st.Removed[c] |= o
				any = true
			}
		}
	}
	if !any {
		return false
	}
	st.addChainLiterals(g, ch)
	return true
}

// addChainLiterals records the chain of literals ch in the step.
func (st *Step) addChainLiterals(g *loopGraph, ch []int) {
	for _, l := range ch {
		if int(st.nchain) >= len(st.chain) {
			return
		}
		n := l / 2
		node := ChainNode{Digit: uint8(g.nodeDigit(n)), On: l&1 == 1}
		if n < numCandNodes {
			node.Cell = uint8(n / 9)
		} else {
			gr := &g.groups[n-numCandNodes]
			node.Cell = gr.cells[0]
			node.NExtra = gr.n - 1
			copy(node.Extra[:], gr.cells[1:gr.n])
		}
		st.chain[st.nchain] = node
		st.nchain++
		cells := g.nodeCells(n)
		for c := cells.nextCell(0); c >= 0; c = cells.nextCell(c + 1) {
			st.addCell(c)
		}
		st.Digits |= 1 << (node.Digit - 1)
	}
}

// loopTechnique names a chain step: the mode's kind, or for the nice-loop
// passes a continuous loop, a discontinuous one (the eliminated candidate's
// cell is an end of the chain) or an AIC.
func (s *logicGrid) loopTechnique(g *loopGraph, m loopMode, e int, ch []int, loop, grouped bool) Technique {
	switch {
	case m == loopX:
		return TechXChain
	case m == loopXY:
		return TechXYChain
	case loop && grouped:
		return TechGroupedContinuousNiceLoop
	case loop:
		return TechContinuousNiceLoop
	}
	ec := e / 9
	ends := g.nodeCells(ch[1] / 2).or(g.nodeCells(ch[len(ch)-1] / 2))
	dnl := ends.has(ec)
	switch {
	case dnl && grouped:
		return TechGroupedDiscontinuousNiceLoop
	case dnl:
		return TechDiscontinuousNiceLoop
	case grouped:
		return TechGroupedAIC
	}
	return TechAIC
}

// loopRating is Sudoku Explainer's rating of the same chain without groups:
// its base for the kind of links, plus its length bonus for the
// candidates the chain states (the AIC plus the supposed candidate twice).
func (s *logicGrid) loopRating(g *loopGraph, t Technique, ch []int, loop bool) int {
	if t == TechGroupedAIC || t == TechGroupedContinuousNiceLoop || t == TechGroupedDiscontinuousNiceLoop {
		return 0
	}
	oneDigit, bivalue := true, true
	for i, l := range ch {
		if g.nodeDigit(l/2) != g.nodeDigit(ch[0]/2) {
			oneDigit = false
		}
		// A strong link (off to on) outside a cell is a conjugate pair.
		if i > 0 && l&1 == 1 && ch[i-1]/2/9 != (l/2)/9 {
			bivalue = false
		}
	}
	length := len(ch) + 1
	if loop {
		length = len(ch)
		switch {
		case oneDigit:
			return TechXCycle.BaseRating() + chainLengthBonus(length)
		case bivalue:
			return TechXYCycle.BaseRating() + chainLengthBonus(length)
		}
		return TechCycle.BaseRating() + chainLengthBonus(length)
	}
	switch {
	case oneDigit:
		return TechXChain.BaseRating() + chainLengthBonus(length)
	case bivalue:
		return TechXYChain.BaseRating() + chainLengthBonus(length)
	}
	return TechForcingChain.BaseRating() + chainLengthBonus(length)
}

// explainNiceLoop explains the chains and loops of the extended catalogue.
func (s *Step) explainNiceLoop(dst []byte) []byte {
	ch := s.Chain()
	switch s.Technique {
	case TechContinuousNiceLoop, TechGroupedContinuousNiceLoop:
		dst = append(dst, "the loop "...)
		dst = appendChain(dst, ch)
		dst = append(dst, " ⇒ "...)
		dst = appendNode(dst, ch[0])
		dst = append(dst, " holds whichever way round it is read, so each of its weak links (a node that is true making the next false) holds as a strong one too: one of its two ends is true. "...)
	case TechDiscontinuousNiceLoop, TechGroupedDiscontinuousNiceLoop:
		dst = append(dst, "suppose "...)
		dst = appendNode(dst, ch[0])
		dst = append(dst, ": "...)
		dst = appendChain(dst, ch)
		flip := ch[0]
		flip.On = !flip.On
		dst = append(dst, " ⇒ "...)
		dst = appendNode(dst, flip)
		dst = append(dst, ", a contradiction. "...)
		if s.NumRemoved() > 1 {
			// The chain without its first node is an AIC: one of its ends
			// is true, which rules out more than ch[0].
			aic := ch[1:]
			first := aic[0]
			first.On = true
			dst = append(dst, "Without its first node the chain also shows that "...)
			dst = appendNode(dst, first)
			dst = append(dst, " or "...)
			dst = appendNode(dst, aic[len(aic)-1])
			dst = append(dst, ", so a candidate that sees both cannot be true either. "...)
		}
	default: // AIC, X-Chain, XY-Chain: the chain from its first end
		aic := ch[1:]
		dst = append(dst, "if "...)
		dst = appendChain(dst, aic)
		dst = append(dst, ", so "...)
		first := aic[0]
		first.On = true
		dst = appendNode(dst, first)
		dst = append(dst, " or "...)
		dst = appendNode(dst, aic[len(aic)-1])
		dst = append(dst, ", and a candidate that sees both cannot be true. "...)
	}
	return appendRemovals(dst, s)
}
