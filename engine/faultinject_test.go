//go:build sudoku_faultinject

package engine

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestFaultInjectionPanicsInCaller checks, in the test build, that the
// designated inputs panic inside a batch worker and that the pool raises
// the panic in the caller, for every batch function and thread count.
func TestFaultInjectionPanicsInCaller(t *testing.T) {
	for _, threads := range []int{1, 2, 4} {
		puzzles := make([]Grid, 200)
		for i := range puzzles {
			puzzles[i] = mustParse(t, "1"+strings.Repeat(".", 80))
		}
		puzzles[150] = faultPuzzle
		assert.PanicsWithValue(t, "sudoku_faultinject: the designated puzzle", func() {
			_ = SolveBatch(puzzles, make([]Grid, len(puzzles)), make([]error, len(puzzles)), threads)
		}, "SolveBatch, threads %d", threads)
		assert.PanicsWithValue(t, "sudoku_faultinject: the designated puzzle", func() {
			_ = CountSolutionsBatch(puzzles, 2, make([]int, len(puzzles)), make([]error, len(puzzles)), threads)
		}, "CountSolutionsBatch, threads %d", threads)
		opts := GenerateOptions{Seed: faultSeed, Level: LevelEasy}
		assert.PanicsWithValue(t, "sudoku_faultinject: the designated seed", func() {
			_ = GenerateBatch(&opts, 0, make([]Generated, 3), nil, threads)
		}, "GenerateBatch, threads %d", threads)
	}
	// Other inputs are untouched.
	opts := GenerateOptions{Seed: faultSeed + 1, Level: LevelEasy}
	assert.NoError(t, GenerateBatch(&opts, 0, make([]Generated, 2), nil, 2))
}
