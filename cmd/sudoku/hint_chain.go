package main

import (
	"github.com/libsudoku/libsudoku/engine"
	"github.com/libsudoku/libsudoku/internal/cabi"
)

// chainRecord is the structure of a chain step in a hint's record (hint
// --chain), as sudoku_hint_chain gives it: JSON has every field, CSV and
// text the reasoning (String).
type chainRecord struct {
	Kind      string        `json:"kind"` // SUDOKU_CHAIN_KIND_* name: "none" when the step is not a chain
	Unit      string        `json:"unit,omitempty"`
	Truncated bool          `json:"truncated"`
	Branches  []chainBranch `json:"branches"`
	Nodes     []chainNode   `json:"nodes"`
	Reasoning string        `json:"reasoning"`
}

// chainBranch is one branch: indices of chainRecord.Nodes.
type chainBranch struct {
	Assumption int `json:"assumption"`
	Conclusion int `json:"conclusion"`
	Clash      int `json:"clash"`
}

// chainNode is one candidate state: cell (such as "r3c9") is digit (on)
// or is not, in its branch, with its reason and parents (indices of
// chainRecord.Nodes).
type chainNode struct {
	Cell    string `json:"cell"`
	Digit   int    `json:"digit"`
	On      bool   `json:"on"`
	Branch  int    `json:"branch"`
	Reason  string `json:"reason"`
	Parents []int  `json:"parents"`
}

func (c *chainRecord) String() string { return c.Reasoning }

// chainRecordOf returns the record of chain view v (from LogicSolver.ChainView;
// a zero view for a step that is not a chain).
func chainRecordOf(v *engine.ChainView) *chainRecord {
	c := &chainRecord{Kind: cabi.ChainKindOf(v).String(), Truncated: v.Truncated, Branches: []chainBranch{}, Nodes: []chainNode{}}
	if v.NumBranches > 0 && v.Kind == engine.ChainUnit {
		c.Unit = engine.UnitByID(int(v.Unit)).String()
	}
	for _, b := range v.Branches[:v.NumBranches] {
		c.Branches = append(c.Branches, chainBranch{int(b.Assumption), int(b.Conclusion), int(b.Clash)})
	}
	for _, n := range v.Nodes[:v.NumNodes] {
		ps := []int{}
		for _, p := range v.Parents[n.FirstParent : n.FirstParent+n.NumParents] {
			ps = append(ps, int(p))
		}
		c.Nodes = append(c.Nodes, chainNode{engine.CellName(int(n.Cell)), int(n.Digit), n.On, int(n.Branch), n.Reason.String(), ps})
	}
	c.Reasoning = string(v.AppendExplanation(nil))
	return c
}
