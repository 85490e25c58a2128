package main

import (
	"encoding/json"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/libsudoku/libsudoku/engine"
)

// The state before a Dynamic Forcing Chains step of an SE 8.9 puzzle of
// se_rated_diabolical_more_3k (capi/chain_test.go has it too): the
// player's grid and pencil marks, 3 hex digits a cell.
const (
	chainPuzzle = "....9....2..7.4..3.893.674.4.......5..2...1.....1.8....2.....5...6.7.8..83.....74"
	chainGrid   = "3...9....26.7.4..3.893.674.418..7..5..2...1....31.84...2.....5...6.7.8..83.....74"
	chainMarks  = "0000480480920000130320a30a300000001100009100011018100001100000000001300000000000300000000012202600012612600016015000013803c1140001a41e01701500000000320000001221621410000480a80ad10512400012111111800001a000117000107103000000011132021113122000000"
)

// TestHintChainJSON: hint --chain's record is the engine's ChainView of the
// step, node by node, and text output prints the reasoning under the hint.
func TestHintChainJSON(t *testing.T) {
	var marks [engine.NumCells]uint16
	fields := make([]string, engine.NumCells)
	for i := range marks {
		v, err := strconv.ParseUint(chainMarks[3*i:3*i+3], 16, 16)
		require.NoError(t, err)
		marks[i] = uint16(v)
		for d := 1; d <= 9; d++ {
			if v&(1<<(d-1)) != 0 {
				fields[i] += strconv.Itoa(d)
			}
		}
		if fields[i] == "" {
			fields[i] = "."
		}
	}
	args := []string{"hint", "--chain", "--grid", chainGrid, "--marks", strings.Join(fields, " "), chainPuzzle}
	r := sudoku(t, "", append(args[:1:1], append([]string{"--format", "json"}, args[1:]...)...)...)
	require.Equal(t, 0, r.code, r.stderr)
	var rec struct {
		Technique string
		Chain     chainRecord
	}
	require.NoError(t, json.Unmarshal([]byte(r.stdout), &rec))

	p, g := mustParse(t, chainPuzzle), mustParse(t, chainGrid)
	var ls engine.LogicSolver
	res, err := ls.Hint(p, g, &marks)
	require.NoError(t, err)
	var v engine.ChainView
	require.True(t, ls.ChainView(&res.Step, &v))
	c := rec.Chain
	assert.Equal(t, "Dynamic Forcing Chains", rec.Technique)
	assert.Equal(t, "cell", c.Kind)
	assert.Empty(t, c.Unit)
	require.Len(t, c.Branches, v.NumBranches)
	require.Len(t, c.Nodes, v.NumNodes)
	for i, b := range c.Branches {
		e := v.Branches[i]
		assert.Equal(t, chainBranch{int(e.Assumption), int(e.Conclusion), int(e.Clash)}, b)
	}
	for i, n := range c.Nodes {
		e := v.Nodes[i]
		ps := []int{}
		for _, q := range v.Parents[e.FirstParent : e.FirstParent+e.NumParents] {
			ps = append(ps, int(q))
		}
		assert.Equal(t, chainNode{engine.CellName(int(e.Cell)), int(e.Digit), e.On, int(e.Branch), e.Reason.String(), ps}, n, "node %d", i)
	}
	assert.Equal(t, string(v.AppendExplanation(nil)), c.Reasoning)

	text := sudoku(t, "", args...)
	require.Equal(t, 0, text.code, text.stderr)
	lines := strings.Split(strings.TrimSpace(text.stdout), "\n")
	require.Len(t, lines, 2)
	assert.Equal(t, res.Step.Explain()+" [SE 8.9]", lines[0])
	assert.Equal(t, "  "+c.Reasoning, lines[1])

	// A step that is not a chain: kind none, and no second line.
	plain := sudoku(t, "", "hint", "--chain", "--format", "json", chainPuzzle)
	require.Equal(t, 0, plain.code, plain.stderr)
	require.NoError(t, json.Unmarshal([]byte(plain.stdout), &rec))
	assert.Equal(t, "none", rec.Chain.Kind)
	assert.Empty(t, rec.Chain.Nodes)
	assert.Equal(t, 1, strings.Count(sudoku(t, "", "hint", "--chain", chainPuzzle).stdout, "\n"))
}
