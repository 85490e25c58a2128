//go:build linux || darwin || freebsd || netbsd

package sudoku

import (
	"os"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestFaultInjectedPanicIsStatusInternal checks that a panic inside a batch
// worker of the library comes back as an error with StatusInternal, and that
// the library goes on working. It needs the test copy of the library built
// with -tags sudoku_faultinject, in which the designated inputs below panic
// inside a worker: `make test-faultinject` runs it with SUDOKU_FAULTINJECT=1
// and SUDOKU_LIBRARY naming that copy (mk/faultinject.mk).
func TestFaultInjectedPanicIsStatusInternal(t *testing.T) {
	if os.Getenv("SUDOKU_FAULTINJECT") != "1" {
		t.Skip("SKIPPED: needs the library built with -tags sudoku_faultinject (make test-faultinject)")
	}
	lib := open(t)
	const classic = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
	easy, err := lib.Parse(classic)
	require.NoError(t, err)
	fault, err := lib.Parse("987654321" + strings.Repeat(".", 72)) // panics in the solve and count batches
	require.NoError(t, err)
	const faultSeed = 0xFA11 // panics in the generator's batches

	puzzles := make([]Grid, 200)
	for i := range puzzles {
		puzzles[i] = easy
	}
	puzzles[150] = fault
	for _, threads := range []int{1, 2, 4} {
		n := len(puzzles)
		err := lib.SolveBatch(puzzles, make([]Grid, n), make([]error, n), threads)
		assert.ErrorIs(t, err, StatusInternal, "SolveBatch, threads %d", threads)
		err = lib.CountSolutionsBatch(puzzles, 2, make([]int, n), make([]error, n), threads)
		assert.ErrorIs(t, err, StatusInternal, "CountSolutionsBatch, threads %d", threads)
		err = lib.GenerateBatch(&GenerateOptions{Seed: faultSeed, Level: LevelEasy}, 0, make([]Generated, 3), nil, threads)
		assert.ErrorIs(t, err, StatusInternal, "GenerateBatch, threads %d", threads)
	}

	// The library still works, and other inputs were never affected.
	puzzles[150] = easy
	errs := make([]error, len(puzzles))
	solutions := make([]Grid, len(puzzles))
	require.NoError(t, lib.SolveBatch(puzzles, solutions, errs, 4))
	assert.NoError(t, errs[150])
	assert.Equal(t, uint8(9), solutions[150][80])
	require.NoError(t, lib.GenerateBatch(&GenerateOptions{Seed: faultSeed + 1, Level: LevelEasy}, 0, make([]Generated, 2), nil, 2))
	n, err := lib.CountSolutions(&fault, 2)
	require.NoError(t, err, "alone, the designated puzzle is an ordinary one")
	assert.Equal(t, 2, n)
}
