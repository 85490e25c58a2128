package engine

import (
	"errors"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/libsudoku/libsudoku/internal/datasets"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func mustParse(t testing.TB, s string) Grid {
	t.Helper()
	g, err := Parse(s)
	require.NoError(t, err)
	return g
}

func loadSet(t testing.TB, name string) []string {
	t.Helper()
	p, err := datasets.Puzzles(name)
	if err != nil {
		t.Skipf("skipping: data set %s not available: %v", name, err)
	}
	return p
}

func TestSolveClassic(t *testing.T) {
	p := mustParse(t, classic)
	sol, err := Solve(&p)
	require.NoError(t, err)
	assert.True(t, refValid(&sol) && refAgrees(&p, &sol))
	assert.Equal(t, "534678912672195348198342567859761423426853791713924856961537284287419635345286179", sol.String())
	n, err := CountSolutions(&p, 2)
	require.NoError(t, err)
	assert.Equal(t, 1, n)
}

func bucket(n, limit int) int {
	if n > 2 {
		return limit
	}
	return n
}

func TestCountLimitsAndBudget(t *testing.T) {
	var empty Grid
	n, err := CountSolutions(&empty, 1000)
	require.NoError(t, err)
	assert.Equal(t, 1000, n)

	_, err = CountSolutions(&empty, 0)
	assert.ErrorIs(t, err, ErrBadLimit)

	n, err = CountSolutionsBudget(&empty, 1<<30, 5000)
	assert.ErrorIs(t, err, ErrLimit)
	assert.Positive(t, n)
	assert.Less(t, n, 1<<30)
}

func TestSolveAndCountAllocateNothing(t *testing.T) {
	hard := mustParse(t, "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..")
	var sink Grid
	assert.Equal(t, 0.0, testing.AllocsPerRun(20, func() {
		s, err := Solve(&hard)
		if err != nil {
			panic(err)
		}
		sink = s
	}))
	assert.Equal(t, 0.0, testing.AllocsPerRun(20, func() {
		if n, _ := CountSolutions(&hard, 2); n != 1 {
			panic("not unique")
		}
	}))
	assert.True(t, refValid(&sink))
}

func TestSolveRejectsInvalidGrids(t *testing.T) {
	var g Grid
	g[0], g[1] = 5, 5
	_, err := Solve(&g)
	var ce *ConflictError
	assert.True(t, errors.As(err, &ce))
	_, err = CountSolutions(&g, 2)
	assert.True(t, errors.As(err, &ce))
	g[1] = 10
	_, err = Solve(&g)
	var re *RangeError
	assert.True(t, errors.As(err, &re))
}

// TestAll17ClueAreUnique solves every known 17-clue puzzle, checks each
// solution independently and proves each unique.
func TestAll17ClueAreUnique(t *testing.T) {
	if testing.Short() {
		t.Skip("skipping the 49,158-puzzle run under -short")
	}
	for i, s := range loadSet(t, "17_clue.txt") {
		p := mustParse(t, s)
		sol, err := Solve(&p)
		require.NoError(t, err, "puzzle %d", i+1)
		require.True(t, refValid(&sol) && refAgrees(&p, &sol), "puzzle %d", i+1)
		n, err := CountSolutions(&p, 2)
		require.NoError(t, err)
		require.Equal(t, 1, n, "puzzle %d is not unique", i+1)
	}
}

// TestHardSetsSolve checks every solution of the hard sets independently.
func TestHardSetsSolve(t *testing.T) {
	for _, set := range []string{"top95.txt", "hardest.txt", "magictour_top1465.txt", "forum_hardest_1106.txt"} {
		for i, s := range loadSet(t, set) {
			p := mustParse(t, s)
			sol, err := Solve(&p)
			require.NoError(t, err, "%s puzzle %d", set, i+1)
			require.True(t, refValid(&sol) && refAgrees(&p, &sol), "%s puzzle %d", set, i+1)
		}
	}
}

// TestBadInputs checks that every line of bad_inputs.txt is rejected with the
// error its comment describes.
func TestBadInputs(t *testing.T) {
	lines, err := datasets.ReadLines("bad_inputs.txt")
	if err != nil {
		t.Skipf("skipping: %v", err)
	}
	var parseErr *ParseError
	var conflict *ConflictError
	checks := []func(t *testing.T, err error){
		func(t *testing.T, err error) { // two 6s in column 4, rows 7 and 9
			require.True(t, errors.As(err, &conflict), "%v", err)
			assert.Equal(t, "column 4", conflict.Unit.String())
			assert.Equal(t, [2]int{CellIndex(6, 3), CellIndex(8, 3)}, conflict.Cells)
			assert.Equal(t, uint8(6), conflict.Digit)
		},
		func(t *testing.T, err error) { // two 5s in row 1
			require.True(t, errors.As(err, &conflict), "%v", err)
			assert.Equal(t, "row 1", conflict.Unit.String())
			assert.Equal(t, [2]int{0, 1}, conflict.Cells)
		},
		func(t *testing.T, err error) { // two 1s in box 1
			require.True(t, errors.As(err, &conflict), "%v", err)
			assert.Equal(t, "box 1", conflict.Unit.String())
			assert.Equal(t, [2]int{0, 10}, conflict.Cells)
		},
		func(t *testing.T, err error) { // 80 cells
			require.True(t, errors.As(err, &parseErr), "%v", err)
			assert.Equal(t, 80, parseErr.Cells)
		},
		func(t *testing.T, err error) { // 82 cells
			require.True(t, errors.As(err, &parseErr), "%v", err)
			assert.Equal(t, 82, parseErr.Cells)
		},
		func(t *testing.T, err error) { // a letter at cell 10
			require.True(t, errors.As(err, &parseErr), "%v", err)
			assert.Equal(t, 'x', parseErr.Char)
			assert.Equal(t, 9, parseErr.Offset)
		},
		func(t *testing.T, err error) { // valid givens, no solution
			assert.ErrorIs(t, err, ErrUnsolvable)
		},
	}
	require.Len(t, lines, len(checks), "bad_inputs.txt changed: update this test")
	for i, l := range lines {
		t.Run(strings.TrimSpace(l.Text)[:10], func(t *testing.T) {
			g, err := Parse(l.Text)
			if err == nil {
				err = g.Validate()
			}
			if err == nil {
				_, err = Solve(&g)
			}
			require.Error(t, err, "line %d was accepted", l.Num)
			checks[i](t, err)
		})
	}
}

// TestNodeWriteGivesEveryCellsDigit checks node.write, which reads the
// digits from four unions of the digit bitmaps, against the grid the node
// was made from: for solutions of the data sets and for random grids of
// digits (one digit a cell, rules not kept), the node with one candidate
// a cell written back must be that grid.
func TestNodeWriteGivesEveryCellsDigit(t *testing.T) {
	var grids []Grid
	for _, g := range loadGrids(t, "17_clue")[:300] {
		sol, err := Solve(&g)
		require.NoError(t, err)
		grids = append(grids, sol)
	}
	rng := rand.New(rand.NewPCG(3, 81))
	for range 3000 {
		var g Grid
		for i := range g {
			g[i] = uint8(1 + rng.IntN(9))
		}
		grids = append(grids, g)
	}
	for _, want := range grids {
		var n node
		for i, v := range want {
			n.cand[i/27][v-1] |= 1 << (i % 27)
		}
		var got Grid
		n.write(&got)
		require.Equal(t, want, got)
	}
}
