//go:build linux || darwin || freebsd || netbsd

package sudoku

import (
	"testing"

	"github.com/libsudoku/libsudoku/engine"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The UK Puzzle Association killer (ukpuzzles.org file 247) and its
// published solution.
const (
	testKiller = "9x9,k=aabbcddeeaafgchieejffgchiikjggglhhhkmmmlllnnnoppplqqqrossptquurvvsptquwwvvxxtyyww," +
		"s=20/9/17/9/20/22/16/27/18/8/11/15/12/22/8/30/17/11/11/19/16/24/17/16/10"
	testKillerSolution = "632798154478165392195324786724639815813452679569817243346571928981243567257986431"
)

// TestVariantAgreesWithEngine plays variants through the library and with
// package engine directly: the same descriptions, solutions, counts,
// ratings, every hint of a walk, and generated puzzles.
func TestVariantAgreesWithEngine(t *testing.T) {
	lib := open(t)
	v, err := lib.ParseVariant(testKiller)
	require.NoError(t, err)
	ev, err := engine.ParseVariant(testKiller)
	require.NoError(t, err)
	assert.Equal(t, 81, v.Cells)
	require.Len(t, v.Cages, ev.NumCages())
	for k, c := range v.Cages {
		assert.Equal(t, ev.Cage(k).Cells, c.Cells)
		assert.Equal(t, ev.Cage(k).Sum, c.Sum)
	}
	for u := 0; u < v.Units; u++ {
		unit, err := lib.VariantUnit(v, u)
		require.NoError(t, err)
		assert.Equal(t, ev.UnitCells(u), unit.Cells)
		assert.Equal(t, int(ev.Unit(u).Kind), unit.Kind)
	}
	empty := make([]uint8, 81)
	sol, err := lib.VariantSolve(v, empty)
	require.NoError(t, err)
	line, err := lib.VariantFormat(v, sol)
	require.NoError(t, err)
	assert.Equal(t, testKillerSolution, line)
	n, err := lib.VariantCountSolutions(v, empty, 2)
	require.NoError(t, err)
	assert.Equal(t, 1, n)

	want, err := ev.Rate(empty)
	require.NoError(t, err)
	got, err := lib.VariantRate(v, empty)
	require.NoError(t, err)
	assert.Equal(t, want.Rating, got.Rating)
	assert.Equal(t, int(want.Hardest), int(got.Hardest))
	assert.Equal(t, want.Counts[:], got.Counts[:NumTechniques])

	grid := make([]uint8, 81)
	for steps := 0; steps < 500; steps++ {
		h, err := lib.VariantHint(v, empty, grid, nil)
		require.NoError(t, err)
		eh, err := ev.Hint(empty, grid, nil)
		require.NoError(t, err)
		require.Equal(t, int(eh.Status), int(h.Status))
		if h.Status != HintStep {
			break
		}
		assert.Equal(t, eh.Step.Explain(), h.Step.Text)
		assert.Equal(t, int(eh.Step.Technique), int(h.Step.Technique))
		assert.Equal(t, eh.Step.Removed[:81], h.Step.Removed)
		require.True(t, h.Step.Cell >= 0 || h.Step.Technique != TechNone)
		if h.Step.Cell >= 0 {
			assert.Equal(t, sol[h.Step.Cell], uint8(h.Step.Digit))
			grid[h.Step.Cell] = uint8(h.Step.Digit)
		} else {
			// An elimination step: play on from the engine's next placement.
			l := new(engine.VariantLogic)
			require.NoError(t, l.Reset(ev, grid, nil))
			var st engine.VariantStep
			for l.Next(&st, engine.MaxRating) && !st.IsPlacement() {
				l.Apply(&st)
			}
			if st.IsPlacement() {
				grid[st.Cell] = uint8(st.Digit)
			}
		}
	}
	assert.Equal(t, sol, grid)

	hex, err := lib.ParseVariant("16x16")
	require.NoError(t, err)
	ehex, _ := engine.ParseVariant("16x16")
	g, err := lib.VariantGenerate(hex, &VariantGenerateOptions{Seed: 5})
	require.NoError(t, err)
	eg, err := ehex.Generate(&engine.VariantGenerateOptions{Seed: 5})
	require.NoError(t, err)
	assert.Equal(t, eg.Puzzle, g.Puzzle)
	assert.Equal(t, eg.Solution, g.Solution)
	k, err := lib.VariantGenerate(v, &VariantGenerateOptions{Seed: 5, Killer: true})
	require.NoError(t, err)
	ek, err := ev.Generate(&engine.VariantGenerateOptions{Seed: 5, Killer: true})
	require.NoError(t, err)
	assert.Equal(t, ek.Variant.String(), k.Variant.Text)
}

// TestVariantErrors checks that the precise errors come through.
func TestVariantErrors(t *testing.T) {
	lib := open(t)
	_, err := lib.ParseVariant("9x9,k=a#")
	var e *Error
	require.ErrorAs(t, err, &e)
	assert.Equal(t, StatusParse, e.Status)
	assert.Contains(t, e.Detail, "column 8: unexpected character '#' in the cage map (k=)")
	v, err := lib.ParseVariant("9x9,x")
	require.NoError(t, err)
	bad := make([]uint8, 81)
	bad[0], bad[70] = 1, 1
	err = lib.VariantValidate(v, bad)
	require.ErrorAs(t, err, &e)
	assert.Equal(t, StatusConflict, e.Status)
	assert.Equal(t, []int{0, 70}, e.Cells)
	_, err = lib.VariantSolve(v, bad[:80])
	require.ErrorAs(t, err, &e)
	assert.Equal(t, StatusArg, e.Status)
	_, err = lib.VariantParse(v, "1A")
	require.ErrorAs(t, err, &e)
	assert.Contains(t, e.Detail, "digit 'A' (10) at line 1, column 2 (byte 1) is above 9")
}
