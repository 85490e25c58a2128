package engine

import (
	"errors"
	"math"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestEveryBudgetStopsTheSearch counts the solutions of the empty grid (about
// 6.7e21 of them) with no useful limit under growing budgets: each run must
// stop with ErrLimit, having found no more solutions than it had guesses
// plus one, and more budget never finds fewer.
func TestEveryBudgetStopsTheSearch(t *testing.T) {
	var empty Grid
	prev := 0
	for _, budget := range []int64{0, 1, 2, 10, 1000, 100000} {
		n, err := CountSolutionsBudget(&empty, math.MaxInt, budget)
		require.ErrorIs(t, err, ErrLimit, "budget %d", budget)
		assert.LessOrEqual(t, int64(n), max(budget, 1)+1, "budget %d", budget)
		assert.GreaterOrEqual(t, n, prev, "budget %d", budget)
		prev = n
		sol, err := SolveBudget(&empty, budget)
		if err == nil {
			assert.True(t, refValid(&sol))
		} else {
			assert.ErrorIs(t, err, ErrLimit, "budget %d", budget)
		}
	}
	sol, err := SolveBudget(&empty, 1000)
	require.NoError(t, err, "a first descent through the empty grid needs at most 81 guesses")
	assert.True(t, refValid(&sol))
	assert.Positive(t, prev)
}

// TestDefaultBudgetIsReached runs a worst case the documentation names:
// counting the empty grid without a limit uses up DefaultMaxGuesses and must
// return ErrLimit within maxSearchTime (see bounds_climb_test.go). The time
// is the CPU time of the thread that ran the search, so the assertion holds
// on a loaded machine.
func TestDefaultBudgetIsReached(t *testing.T) {
	if testing.Short() {
		t.Skip("skipping the full-budget run under -short (it is slow under -race)")
	}
	var empty Grid
	var n int
	var err error
	defer lockThread()()
	start := threadCPU()
	n, err = CountSolutions(&empty, math.MaxInt)
	cpu := threadCPU() - start
	require.ErrorIs(t, err, ErrLimit)
	assert.Positive(t, n)
	assert.LessOrEqual(t, n, DefaultMaxGuesses+1)
	assert.Less(t, cpu, maxSearchTime)
	t.Logf("empty grid, no limit: %d solutions found in %v of CPU before ErrLimit", n, cpu)
}

// TestParseNamesANulByte is the regression test for a bug the fuzzer found:
// a NUL byte (a C caller passing strlen+1) was reported as "found 0 cells"
// because ParseError used Char == 0 to mean a wrong cell count.
func TestParseNamesANulByte(t *testing.T) {
	_, err := Parse(classic + "\x00")
	var pe *ParseError
	require.True(t, errors.As(err, &pe))
	assert.Equal(t, 81, pe.Offset)
	assert.Equal(t, 1, pe.Line)
	assert.Equal(t, 82, pe.Column)
	assert.Equal(t, "sudoku: unexpected character U+0000 at line 1, column 82 (byte 81); cells are 1-9, '.' or '0'", err.Error())
}
