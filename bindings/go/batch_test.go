//go:build linux || darwin || freebsd || netbsd

package sudoku

import (
	"errors"
	"strings"
	"testing"

	"github.com/libsudoku/libsudoku/engine"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// batchPuzzles returns data-set puzzles followed by bad ones: a conflict, a
// value out of range, and valid givens without a solution.
func batchPuzzles(t *testing.T, lib *Library) []Grid {
	var ps []Grid
	for _, text := range append(puzzles(t, "17_clue.txt", 300), puzzles(t, "top95.txt", 95)...) {
		g, err := lib.Parse(text)
		require.NoError(t, err)
		ps = append(ps, g)
	}
	var conflict, outOfRange Grid
	conflict[3], conflict[30] = 7, 7
	outOfRange[40] = 12
	unsolvable, err := lib.Parse("12345678.........9" + strings.Repeat(".", 63))
	require.NoError(t, err)
	return append(ps, conflict, outOfRange, unsolvable, ps[0])
}

// wantStatus is the status the C interface gives for an engine error.
func wantStatus(t *testing.T, err error) Status {
	var ce *engine.ConflictError
	var re *engine.RangeError
	switch {
	case err == nil:
		return StatusOK
	case errors.As(err, &ce):
		return StatusConflict
	case errors.As(err, &re):
		return StatusRange
	case errors.Is(err, engine.ErrUnsolvable):
		return StatusUnsolvable
	case errors.Is(err, engine.ErrLimit):
		return StatusLimit
	}
	t.Fatalf("unexpected engine error %v", err)
	return 0
}

func engineGrids(gs []Grid) []engine.Grid {
	out := make([]engine.Grid, len(gs))
	for i, g := range gs {
		out[i] = engine.Grid(g)
	}
	return out
}

// TestSolveBatch compares SolveBatch item by item with engine.SolveBatch,
// with the single call Solve and with the rules, for 1 and 2 threads.
func TestSolveBatch(t *testing.T) {
	lib := open(t)
	ps := batchPuzzles(t, lib)
	eps := engineGrids(ps)
	esols := make([]engine.Grid, len(ps))
	eerrs := make([]error, len(ps))
	require.NoError(t, engine.SolveBatch(eps, esols, eerrs, 2))

	var first []Grid
	for _, threads := range []int{1, 2, 0} {
		sols := make([]Grid, len(ps))
		sols[len(ps)-2][0] = 9 // a failing item keeps what its slot held
		errs := make([]error, len(ps))
		require.NoError(t, lib.SolveBatch(ps, sols, errs, threads))
		for i := range ps {
			single, serr := lib.Solve(&ps[i])
			assert.Equal(t, serr, withBatchFunc(errs[i], "sudoku_solve"), "item %d", i)
			var e *Error
			if errs[i] != nil {
				require.ErrorAs(t, errs[i], &e)
				assert.Equal(t, wantStatus(t, eerrs[i]), e.Status, "item %d", i)
				continue
			}
			require.NoError(t, eerrs[i], "item %d", i)
			assert.Equal(t, single, sols[i])
			assert.Equal(t, [81]uint8(esols[i]), [81]uint8(sols[i]))
			p, s := engine.Grid(ps[i]), engine.Grid(sols[i])
			require.True(t, engine.IsSolution(&p, &s), "item %d", i)
		}
		assert.Equal(t, uint8(9), sols[len(ps)-2][0])
		if first == nil {
			first = sols
		}
		assert.Equal(t, first, sols, "threads %d", threads)
	}
}

// withBatchFunc returns err as if fn had returned it, for comparing a batch
// item's error with the single call's.
func withBatchFunc(err error, fn string) error {
	var e *Error
	if errors.As(err, &e) {
		return e.withFunc(fn)
	}
	return err
}

func TestSolveBatchInPlaceAndArgs(t *testing.T) {
	lib := open(t)
	ps := batchPuzzles(t, lib)
	want := make([]Grid, len(ps))
	errs := make([]error, len(ps))
	require.NoError(t, lib.SolveBatch(ps, want, errs, 2))
	inPlace := append([]Grid(nil), ps...)
	require.NoError(t, lib.SolveBatch(inPlace, inPlace, errs, 2))
	for i := range ps {
		if errs[i] == nil {
			assert.Equal(t, want[i], inPlace[i])
		} else {
			assert.Equal(t, ps[i], inPlace[i], "a bad puzzle stays")
		}
	}
	assert.ErrorIs(t, lib.SolveBatch(ps, want[1:], errs, 1), ErrBatchSize)
	assert.ErrorIs(t, lib.SolveBatch(ps, want, errs[1:], 1), ErrBatchSize)
	assert.NoError(t, lib.SolveBatch(nil, nil, nil, 1))
	assert.NoError(t, SolveBatch(ps[:1], want[:1], errs[:1], 1))
}

// TestCountSolutionsBatch compares CountSolutionsBatch item by item with
// engine.CountSolutionsBatch and the single call, for 1 and 2 threads.
func TestCountSolutionsBatch(t *testing.T) {
	lib := open(t)
	ps := batchPuzzles(t, lib)
	// Solutions with cells blanked have several solutions.
	sol, err := lib.Solve(&ps[0])
	require.NoError(t, err)
	for k := 0; k < 20; k++ {
		g := sol
		for i := k % 5; i < 81; i += 1 + k%3 {
			g[i] = 0
		}
		ps = append(ps, g)
	}
	eps := engineGrids(ps)
	for _, limit := range []int{1, 2, 50} {
		ecounts := make([]int, len(ps))
		eerrs := make([]error, len(ps))
		require.NoError(t, engine.CountSolutionsBatch(eps, limit, ecounts, eerrs, 2))
		several := false
		for _, threads := range []int{1, 2} {
			counts := make([]int, len(ps))
			errs := make([]error, len(ps))
			require.NoError(t, lib.CountSolutionsBatch(ps, limit, counts, errs, threads))
			assert.Equal(t, ecounts, counts, "limit %d threads %d", limit, threads)
			for i := range ps {
				n, serr := lib.CountSolutions(&ps[i], limit)
				assert.Equal(t, n, counts[i], "item %d", i)
				assert.Equal(t, serr, withBatchFunc(errs[i], "sudoku_count_solutions"), "item %d", i)
				var e *Error
				if errs[i] != nil {
					require.ErrorAs(t, errs[i], &e)
					assert.Equal(t, wantStatus(t, eerrs[i]), e.Status, "item %d", i)
				} else {
					assert.NoError(t, eerrs[i], "item %d", i)
				}
				several = several || counts[i] > 1
			}
		}
		assert.Equal(t, limit > 1, several, "limit %d", limit)
	}
	counts := make([]int, len(ps))
	errs := make([]error, len(ps))
	assert.ErrorIs(t, lib.CountSolutionsBatch(ps, 0, counts, errs, 1), ErrBadLimit)
	assert.ErrorIs(t, lib.CountSolutionsBatch(ps, 2, counts[1:], errs, 1), ErrBatchSize)
	assert.NoError(t, CountSolutionsBatch(ps, 2, counts, errs, 0))
}
