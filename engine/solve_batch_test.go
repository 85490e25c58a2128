package engine

import (
	"errors"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// batchInput mixes data set puzzles with bad ones: a conflict, a value out
// of range, an unsolvable grid and the empty grid (many solutions).
func batchInput(t *testing.T) []Grid {
	var gs []Grid
	for _, set := range []string{"kaggle_10k", "magictour_top1465", "forum_hardest_1106"} {
		g := loadGrids(t, set)
		gs = append(gs, g[:min(len(g), 300)]...)
	}
	var conflict, outOfRange Grid
	conflict[0], conflict[1] = 5, 5
	outOfRange[40] = 12
	unsolvable := mustParse(t, "12345678.........9...............................................................")
	bad := []Grid{conflict, outOfRange, unsolvable, {}}
	for i, b := range bad {
		k := 100 + 200*i
		gs = append(gs[:k+1], gs[k:]...)
		gs[k] = b
	}
	return gs
}

func TestSolveBatchMatchesSolve(t *testing.T) {
	gs := batchInput(t)
	want := make([]Grid, len(gs))
	wantErr := make([]error, len(gs))
	for i := range gs {
		want[i], wantErr[i] = Solve(&gs[i])
	}
	for _, threads := range []int{1, 2, 3, 8, 0, -1} {
		sols := make([]Grid, len(gs))
		errs := make([]error, len(gs))
		require.NoError(t, SolveBatch(gs, sols, errs, threads))
		for i := range gs {
			if wantErr[i] != nil {
				want[i] = Grid{} // untouched
			}
			require.Equal(t, want[i], sols[i], "threads %d puzzle %d", threads, i)
			require.Equal(t, wantErr[i], errs[i], "threads %d puzzle %d", threads, i)
		}
	}
	var ce *ConflictError
	var re *RangeError
	assert.True(t, errors.As(wantErr[100], &ce))
	assert.True(t, errors.As(wantErr[300], &re))
	assert.ErrorIs(t, wantErr[500], ErrUnsolvable)
	assert.NoError(t, wantErr[700])

	// Solving in place: puzzles and solutions share memory.
	inPlace := append([]Grid(nil), gs...)
	errs := make([]error, len(gs))
	require.NoError(t, SolveBatch(inPlace, inPlace, errs, 2))
	for i := range gs {
		if wantErr[i] == nil {
			require.Equal(t, want[i], inPlace[i], "puzzle %d", i)
		} else {
			require.Equal(t, gs[i], inPlace[i], "bad puzzle %d kept", i)
		}
	}
}

func TestCountSolutionsBatchMatchesCount(t *testing.T) {
	gs := batchInput(t)
	for _, limit := range []int{1, 2, 1000} {
		want := make([]int, len(gs))
		wantErr := make([]error, len(gs))
		for i := range gs {
			want[i], wantErr[i] = CountSolutions(&gs[i], limit)
		}
		for _, threads := range []int{1, 2, 5, 0} {
			counts := make([]int, len(gs))
			errs := make([]error, len(gs))
			require.NoError(t, CountSolutionsBatch(gs, limit, counts, errs, threads))
			assert.Equal(t, want, counts, "limit %d threads %d", limit, threads)
			assert.Equal(t, wantErr, errs, "limit %d threads %d", limit, threads)
		}
	}
}

func TestBatchArguments(t *testing.T) {
	gs := make([]Grid, 3)
	assert.ErrorIs(t, SolveBatch(gs, make([]Grid, 2), make([]error, 3), 1), ErrBatchSize)
	assert.ErrorIs(t, SolveBatch(gs, make([]Grid, 3), make([]error, 4), 1), ErrBatchSize)
	assert.ErrorIs(t, CountSolutionsBatch(gs, 2, make([]int, 2), make([]error, 3), 1), ErrBatchSize)
	assert.ErrorIs(t, CountSolutionsBatch(gs, 0, make([]int, 3), make([]error, 3), 1), ErrBadLimit)
	assert.NoError(t, SolveBatch(nil, nil, nil, 4))
	assert.NoError(t, CountSolutionsBatch(nil, 2, nil, nil, 0))
}

// TestSolveBatchRefusesShiftedOverlap checks that solutions overlapping the
// puzzles without being the same slice are refused before anything is
// written (issue 17.2): with solutions one grid ahead of the puzzles, each
// solution would overwrite the next puzzle before it is read.
func TestSolveBatchRefusesShiftedOverlap(t *testing.T) {
	puzzle := mustParse(t, classicPuzzle)
	for _, shift := range []int{1, -1, 5, 99, -99} {
		buf := make([]Grid, 200)
		for i := range buf {
			buf[i] = puzzle
			buf[i][i%81] = 0 // each puzzle a little different
		}
		orig := append([]Grid(nil), buf...)
		n := 100
		puzzles := buf[max(0, -shift) : max(0, -shift)+n]
		solutions := buf[max(0, shift) : max(0, shift)+n]
		errs := make([]error, n)
		for _, threads := range []int{1, 2} {
			err := SolveBatch(puzzles, solutions, errs, threads)
			assert.ErrorIs(t, err, ErrBatchOverlap, "shift %d threads %d", shift, threads)
			assert.Equal(t, orig, buf, "shift %d threads %d: nothing is written", shift, threads)
			assert.Equal(t, make([]error, n), errs, "shift %d threads %d", shift, threads)
		}
	}
	// Apart, or exactly in place, is fine.
	buf := make([]Grid, 4)
	for i := range buf {
		buf[i] = puzzle
	}
	require.NoError(t, SolveBatch(buf[:2], buf[2:], make([]error, 2), 2))
	require.NoError(t, SolveBatch(buf[:2], buf[:2], make([]error, 2), 2))
	sol := mustParse(t, classicSolution)
	assert.Equal(t, []Grid{sol, sol, sol, sol}, buf)
}
