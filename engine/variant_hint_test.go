package engine

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestVariantHint checks every outcome of Variant.Hint on the published
// killer: the first step, a mistake in a digit, marks that leave out the
// solution's digit, a solved grid, a puzzle with several solutions or none,
// and bad input.
func TestVariantHint(t *testing.T) {
	v, err := ParseVariant(publishedKiller.variant)
	require.NoError(t, err)
	puzzle := mustGrid(t, v, publishedKiller.puzzle)
	sol := mustGrid(t, v, publishedKiller.solution)

	res, err := v.Hint(puzzle, puzzle, nil)
	require.NoError(t, err)
	require.Equal(t, HintStep, res.Status)
	assert.Equal(t, TechCageCombination, res.Step.Technique)

	grid := append([]uint8(nil), puzzle...)
	grid[0] = sol[0]%9 + 1 // wrong
	grid[1] = sol[1]       // right
	res, err = v.Hint(puzzle, grid, nil)
	require.NoError(t, err)
	require.Equal(t, HintMistakes, res.Status)
	assert.Equal(t, 1, res.NumMistakes)
	assert.Equal(t, MistakeDigit, res.Mistakes[0])

	marks := make([]uint16, 81)
	marks[5] = v.full &^ (1 << (sol[5] - 1))
	res, err = v.Hint(puzzle, puzzle, marks)
	require.NoError(t, err)
	require.Equal(t, HintMistakes, res.Status)
	assert.Equal(t, MistakeMarks, res.Mistakes[5])

	// Marks that keep the solution's digits only: the hint is a single.
	for c := range marks {
		marks[c] = 1 << (sol[c] - 1)
	}
	res, err = v.Hint(puzzle, puzzle, marks)
	require.NoError(t, err)
	require.Equal(t, HintStep, res.Status)
	assert.True(t, res.Step.IsPlacement(), res.Step.Explain())

	res, err = v.Hint(puzzle, sol, nil)
	require.NoError(t, err)
	assert.Equal(t, HintSolved, res.Status)

	open := mustVariant(t, &VariantSpec{Size: 6})
	res, err = open.Hint(make([]uint8, 36), make([]uint8, 36), nil)
	require.NoError(t, err)
	assert.Equal(t, HintNotUnique, res.Status)
	none := mustGrid(t, open, "12345......6........................")
	res, err = open.Hint(none, none, nil)
	require.NoError(t, err)
	assert.Equal(t, HintNoSolution, res.Status)

	_, err = v.Hint(puzzle, puzzle[:80], nil)
	var gse *GridSizeError
	assert.ErrorAs(t, err, &gse)
	bad := append([]uint8(nil), puzzle...)
	bad[3] = 10
	_, err = v.Hint(puzzle, bad, nil)
	var re *VariantRangeError
	assert.ErrorAs(t, err, &re)
	_, err = v.Hint(puzzle, puzzle, marks[:10])
	assert.ErrorAs(t, err, &gse)
}

// TestVariantRateErrors checks Rate's errors and the cap.
func TestVariantRateErrors(t *testing.T) {
	open := mustVariant(t, &VariantSpec{Size: 6})
	_, err := open.Rate(make([]uint8, 36))
	assert.ErrorIs(t, err, ErrNotUnique)
	_, err = open.Rate(mustGrid(t, open, "12345......6........................"))
	assert.ErrorIs(t, err, ErrUnsolvable)
	v, err := ParseVariant(publishedKiller.variant)
	require.NoError(t, err)
	g := mustGrid(t, v, publishedKiller.puzzle)
	var l VariantLogic
	r, err := l.Rate(v, g, 15)
	require.NoError(t, err)
	assert.True(t, r.Capped)
	assert.False(t, r.Complete)
	assert.Equal(t, LevelBeyond, r.Level)
	r, err = l.Rate(v, g, MaxRating)
	require.NoError(t, err)
	assert.True(t, r.Complete)
	assert.Equal(t, LevelOf(r.Rating), r.Level)
}

// TestVariantLogicAllocs asserts that rating and hinting with a reused
// VariantLogic allocate nothing.
func TestVariantLogicAllocs(t *testing.T) {
	for _, p := range []publishedVariant{publishedKiller, published16x16} {
		v, err := ParseVariant(p.variant)
		require.NoError(t, err)
		g := mustGrid(t, v, p.puzzle)
		l := new(VariantLogic)
		res := new(VariantHintResult)
		buf := make([]byte, 0, 1024)
		allocs := testing.AllocsPerRun(5, func() {
			if _, err := l.Rate(v, g, MaxRating); err != nil {
				t.Fatal(err)
			}
			if err := l.Hint(v, g, g, nil, res); err != nil || res.Status != HintStep {
				t.Fatal(err, res.Status)
			}
			buf = res.Step.AppendExplanation(buf[:0])
		})
		assert.Zero(t, allocs, p.name)
	}
}
