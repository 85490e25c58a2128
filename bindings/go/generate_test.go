//go:build linux || darwin || freebsd || netbsd

package sudoku

import (
	"testing"

	"github.com/libsudoku/libsudoku/engine"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestGenerateAgreesWithEngine generates through the library and with
// package engine directly: the same options must give the same puzzles.
func TestGenerateAgreesWithEngine(t *testing.T) {
	lib := open(t)
	assert.Equal(t, engine.GeneratorVersion, lib.GeneratorVersion())
	for _, o := range []GenerateOptions{
		{}, {Seed: 42}, {Seed: 7, Symmetry: SymmetryRotate180, Clues: 30}, {Seed: 1<<64 - 1, Symmetry: SymmetryDiagonal},
		{Seed: 3, Level: LevelEasy}, {Seed: 4, Level: LevelHard, Symmetry: SymmetryRotate180}, {Seed: 5, MinRating: 30, MaxRating: 40},
	} {
		got, err := lib.Generate(&o)
		require.NoError(t, err, "%+v", o)
		eo := engine.GenerateOptions{Seed: o.Seed, Symmetry: engine.Symmetry(o.Symmetry), Clues: o.Clues,
			Level: engine.Level(o.Level), MinRating: o.MinRating, MaxRating: o.MaxRating}
		want, err := engine.Generate(&eo)
		require.NoError(t, err)
		assert.Equal(t, [81]uint8(want.Puzzle), [81]uint8(got.Puzzle), "%+v", o)
		assert.Equal(t, [81]uint8(want.Solution), [81]uint8(got.Solution))
		assert.Equal(t, want.Rating, got.Rating, "%+v", o)
		if got.Rating >= 0 {
			r, err := lib.Rate(&got.Puzzle)
			require.NoError(t, err)
			assert.Equal(t, r.Level, got.Level)
			if o.Level != 0 {
				assert.Equal(t, o.Level, got.Level)
			}
		}
		n, err := lib.CountSolutions(&got.Puzzle, 2)
		require.NoError(t, err)
		assert.Equal(t, 1, n)
	}
}

func TestGenerateBatch(t *testing.T) {
	lib := open(t)
	o := GenerateOptions{Seed: 5}
	out := make([]Generated, 10)
	errs := make([]error, 10)
	require.NoError(t, lib.GenerateBatch(&o, 0, out, errs, 3))
	one, err := lib.Generate(&o)
	require.NoError(t, err)
	assert.Equal(t, one.Puzzle, out[0].Puzzle)
	eout := make([]engine.Generated, 10)
	require.NoError(t, engine.GenerateBatch(&engine.GenerateOptions{Seed: 5}, 0, eout, nil, 1))
	for i := range out {
		assert.NoError(t, errs[i])
		assert.Equal(t, [81]uint8(eout[i].Puzzle), [81]uint8(out[i].Puzzle), "item %d", i)
		assert.Equal(t, -1, out[i].Rating)
	}
	pkg := make([]Generated, 10)
	require.NoError(t, GenerateBatch(&o, 0, pkg, nil, 1))
	assert.Equal(t, out, pkg)

	// From any index of the pack, as engine.GenerateBatch; GenerateItem
	// makes one item.
	tail := make([]Generated, 4)
	require.NoError(t, lib.GenerateBatch(&o, 6, tail, nil, 2))
	assert.Equal(t, out[6:], tail)
	item, err := lib.GenerateItem(&o, 7)
	require.NoError(t, err)
	assert.Equal(t, out[7].Puzzle, item.Puzzle)
	eitem, err := engine.GenerateItem(&engine.GenerateOptions{Seed: 5}, 7)
	require.NoError(t, err)
	assert.Equal(t, eitem.Attempts, item.Attempts)

	// With a difficulty, every item has its rating, as Rate gives it.
	o = GenerateOptions{Seed: 8, Level: LevelHard}
	rated := make([]Generated, 5)
	require.NoError(t, lib.GenerateBatch(&o, 0, rated, nil, 2))
	erated := make([]engine.Generated, 5)
	require.NoError(t, engine.GenerateBatch(&engine.GenerateOptions{Seed: 8, Level: engine.LevelHard}, 0, erated, nil, 1))
	for i, g := range rated {
		r, err := lib.Rate(&g.Puzzle)
		require.NoError(t, err)
		assert.Equal(t, r.Rating, g.Rating, "item %d", i)
		assert.Equal(t, LevelHard, g.Level)
		assert.Equal(t, erated[i].Rating, g.Rating)
	}
}

func TestGenerateErrors(t *testing.T) {
	lib := open(t)
	for _, o := range []GenerateOptions{{Clues: 5}, {Clues: 82}, {Symmetry: 99}, {Level: 9}, {Budget: -1e6}, {Clues: 1 << 40}} {
		g, err := lib.Generate(&o)
		assert.ErrorIs(t, err, StatusArg, "%+v", o)
		assert.Equal(t, Grid{}, g.Puzzle)
	}
	assert.NoError(t, lib.GenerateBatch(&GenerateOptions{}, 0, nil, nil, 0))
	assert.ErrorIs(t, lib.GenerateBatch(&GenerateOptions{}, 0, make([]Generated, 2), make([]error, 1), 0), StatusArg)
	assert.ErrorIs(t, lib.GenerateBatch(&GenerateOptions{Clues: 5}, 0, make([]Generated, 2), nil, 0), ErrBadOptions)

	// The work bound runs out: the best puzzle found, still proper.
	o := GenerateOptions{Seed: 3, Clues: 17, MaxAttempts: 1}
	g, err := lib.Generate(&o)
	assert.ErrorIs(t, err, ErrLimit)
	n, err := lib.CountSolutions(&g.Puzzle, 2)
	require.NoError(t, err)
	assert.Equal(t, 1, n)
	out := make([]Generated, 2)
	errs := make([]error, 2)
	assert.ErrorIs(t, lib.GenerateBatch(&o, 0, out, errs, 0), ErrLimit)
	assert.ErrorIs(t, errs[1], ErrLimit)
	assert.Equal(t, g.Puzzle, out[0].Puzzle)
}
