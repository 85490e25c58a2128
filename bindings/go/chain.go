//go:build linux || darwin || freebsd || netbsd

package sudoku

import "unsafe"

// ChainKind says how a chain step concludes (SUDOKU_CHAIN_KIND_*; the
// constants and String are in abi_gen.go).
type ChainKind int32

// LinkReason says why a node of a chain holds, given its parents
// (SUDOKU_REASON_*: ReasonCell, ...; the constants and String are in
// abi_gen.go), as engine.LinkReason.
type LinkReason int32

// ViewBranch is one branch of a chain: the indices in ChainView.Nodes of
// its assumption and conclusion, as engine.ViewBranch. For a contradiction,
// Clash is the node of the conclusion's opposite; otherwise it equals
// Conclusion.
type ViewBranch struct {
	Assumption, Conclusion, Clash int
}

// ViewNode is one candidate state of a chain, "Cell is Digit" (On) or
// "Cell is not Digit", as engine.ViewNode: its branch, the reason it holds
// and its parents, ChainView.Parents[FirstParent : FirstParent+NumParents]
// (the first is the link to draw as the chain; the others are candidates
// removed earlier in the branch that the reason relies on).
type ViewNode struct {
	Cell, Digit             int
	On                      bool
	Branch                  int
	Reason                  LinkReason
	FirstParent, NumParents int
}

// ChainView is the structure of a chain step (sudoku_hint_chain), as
// engine.ChainView, with the reasoning a player can follow.
type ChainView struct {
	Kind      ChainKind // ChainKindNone: the step is not a chain (no branches)
	Technique Technique
	Unit      int // ChainKindUnit: the unit (0-8 rows, 9-17 columns, 18-26 boxes) the branches take the digit's places in; else -1
	Branches  []ViewBranch
	Nodes     []ViewNode
	Parents   []int // indices of Nodes
	Truncated bool  // the step needed more than ChainNodesMax nodes or ChainParentsMax links and was cut
	// Reasoning is the explanation branch by branch ("If r4c3 is 8, then
	// ..."); the hint's Text is the one-sentence summary.
	Reasoning string
}

// NodeParents returns the parents of node i, indices of v.Nodes.
func (v *ChainView) NodeParents(i int) []int {
	n := v.Nodes[i]
	return v.Parents[n.FirstParent : n.FirstParent+n.NumParents]
}

// HintChain is HintWith that also gives the structure of the step when it
// is a chain (sudoku_hint_chain): its branches, nodes and links, to draw,
// and the reasoning branch by branch. A step that is not a chain, and a
// hint that is not a step, have an empty view of kind ChainKindNone.
func (l *Library) HintChain(puzzle, grid *Grid, marks *[NumCells]uint16, opts HintOptions) (HintResult, ChainView, error) {
	h := cHint{size: uint32(unsafe.Sizeof(cHint{}))}
	c := cChain{size: uint32(unsafe.Sizeof(cChain{}))}
	// The bounds of the header: every step fits, in one call.
	branches := make([]cChainBranch, ChainBranchesMax)
	nodes := make([]cChainNode, ChainNodesMax)
	parents := make([]int32, ChainParentsMax)
	text := make([]byte, chainTextSize)
	branches[0].size = uint32(unsafe.Sizeof(branches[0]))
	nodes[0].size = uint32(unsafe.Sizeof(nodes[0]))
	st := Status(l.fn.hintChain(puzzle, grid, marks, hintOptionsOf(opts), &h, &c, &branches[0], int32(len(branches)),
		&nodes[0], int32(len(nodes)), &parents[0], int32(len(parents)), &text[0], int32(len(text)), nil))
	if st != StatusOK {
		return HintResult{}, ChainView{}, l.hintError("sudoku_hint_chain", st, puzzle, grid)
	}
	all := cString(text)
	hintLen, reasoning := clamp(h.textLen, len(all)), clamp(c.reasoning, len(all))
	res := hintOf(&h, all[:hintLen])
	v := ChainView{Kind: ChainKind(c.kind), Technique: Technique(c.technique), Unit: int(c.unit), Truncated: c.truncated != 0,
		Reasoning: all[reasoning:]}
	for _, b := range branches[:clamp(c.nBranches, len(branches))] {
		v.Branches = append(v.Branches, ViewBranch{int(b.assumption), int(b.conclusion), int(b.clash)})
	}
	for _, n := range nodes[:clamp(c.nNodes, len(nodes))] {
		v.Nodes = append(v.Nodes, ViewNode{Cell: int(n.cell), Digit: int(n.digit), On: n.on != 0, Branch: int(n.branch),
			Reason: LinkReason(n.reason), FirstParent: int(n.firstParent), NumParents: int(n.nParents)})
	}
	for _, p := range parents[:clamp(c.nParents, len(parents))] {
		v.Parents = append(v.Parents, int(p))
	}
	return res, v, nil
}
