//go:build linux || darwin || freebsd || netbsd

package sudoku

import (
	"strconv"
	"testing"

	"github.com/libsudoku/libsudoku/engine"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The state before a Dynamic Forcing Chains step (2 branches: whichever of
// 1 or 2 goes in r3c9, r1c9 is not 2) of a puzzle of
// se_rated_diabolical_more_3k rated 8.9 by SE, after the steps the rating
// takes before it; marks are 3 hex digits a cell (capi/chain_test.go has
// the same state).
const (
	chainPuzzle = "....9....2..7.4..3.893.674.4.......5..2...1.....1.8....2.....5...6.7.8..83.....74"
	chainGrid   = "3...9....26.7.4..3.893.674.418..7..5..2...1....31.84...2.....5...6.7.8..83.....74"
	chainMarks  = "0000480480920000130320a30a300000001100009100011018100001100000000001300000000000300000000012202600012612600016015000013803c1140001a41e01701500000000320000001221621410000480a80ad10512400012111111800001a000117000107103000000011132021113122000000"
)

// checkChainAgrees asks the library and the engine for the hint on one
// state and compares the chain structures field by field.
func checkChainAgrees(t *testing.T, lib *Library, puzzle, grid *Grid, marks *[NumCells]uint16) (HintResult, ChainView) {
	t.Helper()
	ep, eg, em := engine.Grid(*puzzle), engine.Grid(*grid), *marks
	var ls engine.LogicSolver
	want, err := ls.HintWith(&ep, &eg, &em, engine.HintOptions{})
	require.NoError(t, err)
	res, v, err := lib.HintChain(puzzle, grid, marks, HintOptions{})
	require.NoError(t, err)
	require.Equal(t, int(want.Status), int(res.Status))
	if want.Status != engine.HintStep {
		return res, v
	}
	require.Equal(t, want.Step.Explain(), res.Text)
	require.Equal(t, want.Step.Removed, res.Step.Removed)
	var ev engine.ChainView
	if !ls.ChainView(&want.Step, &ev) {
		require.Equal(t, ChainKindNone, v.Kind, res.Text)
		require.Empty(t, v.Nodes)
		require.Empty(t, v.Reasoning)
		return res, v
	}
	require.Equal(t, int(want.Step.Technique), int(v.Technique))
	require.Equal(t, ev.Truncated, v.Truncated)
	require.Len(t, v.Branches, ev.NumBranches)
	require.Len(t, v.Nodes, ev.NumNodes)
	require.Len(t, v.Parents, ev.NumParents)
	for i, b := range v.Branches {
		e := ev.Branches[i]
		assert.Equal(t, ViewBranch{int(e.Assumption), int(e.Conclusion), int(e.Clash)}, b, "branch %d", i)
	}
	for i, n := range v.Nodes {
		e := ev.Nodes[i]
		assert.Equal(t, ViewNode{int(e.Cell), int(e.Digit), e.On, int(e.Branch), LinkReason(e.Reason), int(e.FirstParent), int(e.NumParents)}, n, "node %d", i)
	}
	for i, p := range v.Parents {
		assert.Equal(t, int(ev.Parents[i]), p, "parent %d", i)
	}
	assert.Equal(t, string(ev.AppendExplanation(nil)), v.Reasoning)
	return res, v
}

func TestHintChainDynamic(t *testing.T) {
	lib := open(t)
	p, err := lib.Parse(chainPuzzle)
	require.NoError(t, err)
	g, err := lib.Parse(chainGrid)
	require.NoError(t, err)
	var marks [NumCells]uint16
	for i := range marks {
		m, err := strconv.ParseUint(chainMarks[3*i:3*i+3], 16, 16)
		require.NoError(t, err)
		marks[i] = uint16(m)
	}
	res, v := checkChainAgrees(t, lib, &p, &g, &marks)
	assert.Equal(t, TechDynamicForcingChain, res.Step.Technique)
	assert.Equal(t, ChainKindCell, v.Kind)
	assert.Equal(t, -1, v.Unit)
	require.Len(t, v.Branches, 2)
	for i, b := range v.Branches {
		a, c := v.Nodes[b.Assumption], v.Nodes[b.Conclusion]
		assert.Equal(t, ViewNode{Cell: 26, Digit: i + 1, On: true, Branch: i, Reason: ReasonAssumption, FirstParent: a.FirstParent}, a)
		assert.Equal(t, [3]any{8, 2, false}, [3]any{c.Cell, c.Digit, c.On}, "r1c9 is not 2")
		assert.Len(t, v.NodeParents(b.Conclusion), v.Nodes[b.Conclusion].NumParents)
	}
	assert.Equal(t, uint16(1<<1), res.Step.Removed[8])
	assert.Contains(t, v.Reasoning, "If r3c9 is 2, then r1c9 is not 2")

	// Bad arguments get their status.
	bad := marks
	bad[5] = 0x400
	_, _, err = lib.HintChain(&p, &g, &bad, HintOptions{})
	assert.ErrorIs(t, err, StatusRange)
	_, _, err = lib.HintChain(&p, &g, &marks, HintOptions{Style: 9})
	assert.ErrorIs(t, err, StatusArg)
}

// TestHintChainWalk plays a puzzle that needs an alternating inference
// chain with hints, comparing every step's structure with the engine's.
func TestHintChainWalk(t *testing.T) {
	lib := open(t)
	p, err := lib.Parse("..4.3.....167.53...8........72....4.19.2..8......7......7.1...5........3..8..46..")
	require.NoError(t, err)
	grid := p
	marks, err := lib.Candidates(&grid)
	require.NoError(t, err)
	lines := 0
	for n := 0; n < 400; n++ {
		res, v := checkChainAgrees(t, lib, &p, &grid, &marks)
		if res.Status != HintStep {
			break
		}
		if v.Kind == ChainKindLine {
			lines++
			require.Len(t, v.Nodes, len(res.Step.Chain()))
		}
		if res.Step.IsPlacement() {
			grid[res.Step.Cell] = uint8(res.Step.Digit)
			marks[res.Step.Cell] = 0
		}
		for i, m := range res.Step.Removed {
			marks[i] &^= m
		}
	}
	assert.Positive(t, lines, "no single chain on the way")
}
