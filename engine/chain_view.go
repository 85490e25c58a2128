package engine

// The structure of a chain step, for a game to draw and a player to follow:
// its branches (one per assumption), the candidate states each branch
// derives, and for each the earlier states it follows from. It is plain
// fixed-size data (no pointers), so it can live in a caller's buffer.

// Bounds of a ChainView (MaxViewBranches, MaxViewNodes, MaxViewParents:
// SUDOKU_CHAIN_*_MAX in include/sudoku.h, generated into abi_gen.go). A
// step that needs more is cut (Truncated): the branches keep their
// assumption and conclusion, and the nodes nearest to the assumptions.

// LinkReason says why a node of a chain holds, given its parents: the
// constants Reason* (SUDOKU_REASON_* in sudoku.h) are generated into
// abi_gen.go.
type LinkReason uint8

// ViewNode is one candidate state of a chain: "Cell is Digit" (On) or
// "Cell is not Digit".
type ViewNode struct {
	Cell   uint8
	Digit  uint8
	On     bool
	Branch uint8
	Reason LinkReason
	// Parents[FirstParent : FirstParent+NumParents] of the view are the
	// nodes this one follows from (the first is the link drawn as the
	// chain; the others are candidates removed earlier in the branch that
	// the reason relies on).
	FirstParent uint16
	NumParents  uint16
}

// ViewBranch is one branch: the node of its assumption and of its
// conclusion. For a contradiction, Clash is the node of the conclusion's
// opposite (the branch reaches both); otherwise it equals Conclusion.
type ViewBranch struct {
	Assumption uint16
	Conclusion uint16
	Clash      uint16
}

// ChainView is the structure of one chain step.
type ChainView struct {
	Kind        ChainKind
	Technique   Technique
	NumBranches int
	Branches    [MaxViewBranches]ViewBranch
	NumNodes    int
	Nodes       [MaxViewNodes]ViewNode
	NumParents  int
	Parents     [MaxViewParents]uint16
	// Unit is the unit of a ChainUnit step (its branches are the digit's
	// places there), 255 otherwise.
	Unit uint8
	// Truncated reports that the step needs more nodes or links than fit.
	Truncated bool
}

// multipleModeOf returns the producer of a multiple-chain step.
func multipleModeOf(st *Step) *multipleMode {
	for i := range multipleModes {
		if md := &multipleModes[i]; md.tech == st.Technique && md.opt.level == int(st.chainLevel) {
			return md
		}
	}
	return nil
}

// viewWork is the scratch space of ChainView.
type viewWork struct {
	im    implications
	env   chainEnv
	marks [numPotentials]uint32
	gen   uint32
	keep  [numPotentials + 1]bool
	slot  [numPotentials + 1]int16
	stack [numPotentials + 1]int16
}

// ChainView fills v with the structure of chain step st, found by Next on
// the solver's current grid (before Apply). It reports false for steps that
// are not chains.
func (ls *LogicSolver) ChainView(st *Step, v *ChainView) bool {
	*v = ChainView{Kind: st.chainKind, Technique: st.Technique, Unit: 255}
	if st.chainKind == ChainUnit {
		v.Unit = st.unit
	}
	switch st.Technique {
	case TechXCycle, TechXChain, TechXYCycle, TechXYChain, TechCycle, TechForcingChain:
		ls.state.lineView(st, v)
		return true
	}
	md := multipleModeOf(st)
	if md == nil {
		return false
	}
	var w viewWork
	var ns nestedSearch
	var nm nestedMultiple
	var nmIm implications
	var n0, n1 memoHalf
	var b0, b1 memoHalf
	var x0, x1 memoHalf
	nm.im, nm.memo, nm.baseSet, nm.index.weak = &nmIm, [2]*memoHalf{&n0, &n1}, [2]*memoHalf{&b0, &b1}, [2]*memoHalf{&x0, &x1}
	ns.multi = &nm
	var nd nestedDynamic
	var dmLast, dmBase dynamicMemo
	nd.last, nd.base = &dmLast, &dmBase
	ns.dyn = &nd
	if md.opt.level >= 2 {
		w.env.ns, w.env.nestLimit = &ns, int(st.nestLimit)
	}
	s := &ls.state
	a, t := st.chainSrc, st.chainTarget
	switch st.chainKind {
	case ChainContradiction:
		w.run(s, a, md)
		if w.im.conflictOn < 0 {
			return false
		}
		w.branch(v, 0, int(w.im.conflictOn), int(w.im.conflictOff))
	case ChainDouble:
		for i, p := range [2]potential{a, a.flip()} {
			w.run(s, p, md)
			w.branch(v, i, w.nodeOf(t), -1)
		}
	case ChainCell:
		c := a.cell()
		i := 0
		for m := s.cand[c]; m != 0; m &= m - 1 {
			w.run(s, potOf(c, lowDigit(m), true), md)
			w.branch(v, i, w.nodeOf(t), -1)
			i++
		}
	case ChainUnit:
		u, d := int(st.unit), a.digit()
		i := 0
		for m := s.pos[u][d-1]; m != 0; m &= m - 1 {
			w.run(s, potOf(int(unitCells[u][lowDigit(m)-1]), d, true), md)
			w.branch(v, i, w.nodeOf(t), -1)
			i++
		}
	default:
		return false
	}
	return true
}

// nodeOf returns the node of potential p in the last search, or -1.
func (w *viewWork) nodeOf(p potential) int {
	if !w.im.has(p) {
		return -1
	}
	return w.im.node(p)
}

// run repeats the search from assumption a.
func (w *viewWork) run(s *logicGrid, a potential, md *multipleMode) {
	w.im.start(s, a)
	w.im.run(&md.opt, &w.env)
}

// branch appends branch number b of v: the ancestors of node i (and of
// node j for a contradiction, j >= 0) of the last search, in the order
// they were derived.
func (w *viewWork) branch(v *ChainView, b, i, j int) {
	im := &w.im
	if b >= MaxViewBranches || i < 0 {
		v.Truncated = true
		return
	}
	for k := 0; k <= im.n; k++ {
		w.keep[k] = false
	}
	for _, start := range [2]int{i, j} {
		if start < 0 {
			continue
		}
		sp := 0
		w.stack[sp] = int16(start)
		sp++
		w.keep[start] = true
		for sp > 0 {
			sp--
			n := int(w.stack[sp])
			im.forEachParent(n, func(k int) {
				if !w.keep[k] {
					w.keep[k] = true
					w.stack[sp] = int16(k)
					sp++
				}
			})
		}
	}
	for k := 0; k <= im.n; k++ {
		if !w.keep[k] {
			continue
		}
		if v.NumNodes >= MaxViewNodes {
			v.Truncated = true
			w.slot[k] = -1
			continue
		}
		nd := &im.nodes[k]
		x := &v.Nodes[v.NumNodes]
		*x = ViewNode{Cell: uint8(nd.pot.cell()), Digit: uint8(nd.pot.digit()), On: nd.pot.on(), Branch: uint8(b), Reason: reasonOf(nd.cause)}
		w.slot[k] = int16(v.NumNodes)
		v.NumNodes++
		x.FirstParent = uint16(v.NumParents)
		im.forEachParent(k, func(p int) {
			if w.slot[p] < 0 {
				return
			}
			if v.NumParents >= MaxViewParents {
				v.Truncated = true
				return
			}
			v.Parents[v.NumParents] = uint16(w.slot[p])
			v.NumParents++
			x.NumParents++
		})
	}
	br := &v.Branches[b]
	br.Assumption = uint16(max(0, int(w.slot[0])))
	br.Conclusion = uint16(max(0, int(w.slot[i])))
	br.Clash = br.Conclusion
	if j >= 0 {
		br.Clash = uint16(max(0, int(w.slot[j])))
	}
	v.NumBranches = b + 1
}

func reasonOf(cause uint8) LinkReason {
	switch cause {
	case causeCell:
		return ReasonCell
	case causeBox:
		return ReasonBox
	case causeRow:
		return ReasonRow
	case causeCol:
		return ReasonColumn
	case causeRule:
		return ReasonPattern
	}
	return ReasonAssumption
}

// lineView describes a cycle or single forcing chain: one branch, each
// node following from the one before.
func (s *logicGrid) lineView(st *Step, v *ChainView) {
	ch := st.Chain()
	n := len(ch)
	for i, nd := range ch {
		x := &v.Nodes[i]
		*x = ViewNode{Cell: nd.Cell, Digit: nd.Digit, On: nd.On}
		if i > 0 {
			x.Reason = s.linkReason(ch[i-1], nd)
			x.FirstParent = uint16(v.NumParents)
			x.NumParents = 1
			v.Parents[v.NumParents] = uint16(i - 1)
			v.NumParents++
		}
	}
	v.NumNodes = n
	v.NumBranches = 1
	if n > 0 {
		v.Branches[0] = ViewBranch{Assumption: 0, Conclusion: uint16(n - 1), Clash: uint16(n - 1)}
	}
}

// linkReason names the link from a to b: their cell, or the first unit
// (box, row, column) they share.
func (s *logicGrid) linkReason(a, b ChainNode) LinkReason {
	if a.Cell == b.Cell {
		return ReasonCell
	}
	ac, bc := int(a.Cell), int(b.Cell)
	for k, u := range seUnits[ac] {
		if unitPos[u][bc] == 255 {
			continue
		}
		// A strong link (off to on) is the unit where the digit has only
		// these two places; a weak one is any shared unit.
		if a.On || !b.On || popcount(s.pos[u][a.Digit-1]) == 2 {
			return ReasonBox + LinkReason(k)
		}
	}
	return ReasonColumn
}
