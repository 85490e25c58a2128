package engine

import (
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"slices"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// generateCase is one kind of puzzle the tests ask the generator for.
type generateCase struct {
	variant string
	opts    VariantGenerateOptions
}

func (c generateCase) String() string {
	return fmt.Sprintf("%s sym=%s killer=%v jigsaw=%v clues=%d", c.variant, c.opts.Symmetry, c.opts.Killer, c.opts.Jigsaw, c.opts.Clues)
}

// generateCases covers every size, layout and option.
func generateCases() []generateCase {
	var cases []generateCase
	for _, vt := range []string{"4x4", "6x6", "6x6,b=3x2", "8x8", "9x9", "9x9,x", "9x9,w", "10x10", "12x12", "15x15", "16x16"} {
		for _, o := range []VariantGenerateOptions{
			{},
			{Symmetry: SymmetryRotate180},
			{Symmetry: SymmetryRotate90},
			{Symmetry: SymmetryMirrorVertical},
			{Symmetry: SymmetryDiagonal},
			{Killer: true},
			{Killer: true, Symmetry: SymmetryRotate180},
			{Killer: true, Symmetry: SymmetryMirrorHorizontal},
			{Jigsaw: true},
			{Jigsaw: true, Killer: true, Symmetry: SymmetryRotate90},
		} {
			if o.Jigsaw && vt[0] == '4' {
				continue
			}
			cases = append(cases, generateCase{vt, o})
		}
	}
	return cases
}

// TestVariantGenerate generates puzzles of every kind and checks them apart
// from the generator: a unique solution (by the brute-force reference on
// grids up to 6×6, by the solver above that), the solution it returns,
// givens and cages that follow the symmetry, regions of N connected cells,
// killers without givens (or nearly), and minimal puzzles on small grids
// (every orbit of givens is needed, by the reference).
func TestVariantGenerate(t *testing.T) {
	seeds := uint64(3)
	if testing.Short() {
		seeds = 1
	}
	for _, gc := range generateCases() {
		base, err := ParseVariant(gc.variant)
		require.NoError(t, err)
		if testing.Short() && base.Size() > 9 {
			continue
		}
		for seed := uint64(0); seed < seeds; seed++ {
			opts := gc.opts
			opts.Seed = seed
			opts.Budget = time.Minute // the outcome must not depend on the machine's speed
			g, err := base.Generate(&opts)
			require.NoError(t, err, "%s seed %d", gc, seed)
			checkVariantGenerated(t, gc, base, &g)
		}
	}
}

// checkVariantGenerated checks one generated puzzle (see TestVariantGenerate).
func checkVariantGenerated(t *testing.T, gc generateCase, base *Variant, g *VariantGenerated) {
	t.Helper()
	v := g.Variant
	where := fmt.Sprintf("%s: %s %s", gc, v, v.FormatGrid(g.Puzzle))
	spec := v.Spec()
	ref := newVariantRef(&spec)
	require.True(t, ref.valid(g.Solution), "%s: the solution breaks a rule", where)
	for c, d := range g.Puzzle {
		require.True(t, d == 0 || d == g.Solution[c], "%s: a given disagrees with the solution", where)
	}
	n, err := v.CountSolutions(g.Puzzle, 2)
	require.NoError(t, err)
	require.Equal(t, 1, n, "%s: not unique", where)
	small := v.Size() <= 6
	if small {
		require.Equal(t, 1, ref.count(g.Puzzle, 2, nil, nil), "%s: the reference finds several solutions", where)
	}
	// The variant is the one asked for, with its own regions or cages made.
	assert.Equal(t, base.diagonals, v.diagonals, where)
	assert.Equal(t, base.windoku, v.windoku, where)
	if !gc.opts.Jigsaw {
		assert.Equal(t, base.region, v.region, where)
	} else {
		checkJigsaw(t, where, v)
	}
	sym := gc.opts.Symmetry
	for c := range g.Puzzle {
		img := variantImage(sym, c, v.Size())
		assert.Equal(t, g.Puzzle[c] != 0, g.Puzzle[img] != 0, "%s: the givens do not follow %s at %s", where, sym, v.CellName(c))
	}
	if !gc.opts.Killer {
		assert.Zero(t, v.NumCages(), where)
		if small {
			checkMinimal(t, where, ref, sym, g.Puzzle)
		}
		return
	}
	assert.LessOrEqual(t, CountGivens(g.Puzzle), v.NumCells()/10, "%s: a killer with many givens", where)
	var cells []int
	for k := 0; k < v.NumCages(); k++ {
		cage := v.Cage(k)
		cells = append(cells, cage.Cells...)
		assert.False(t, cage.Repeats, where)
		// The image of the cage is a cage.
		img := make([]int, len(cage.Cells))
		for i, c := range cage.Cells {
			img[i] = variantImage(sym, c, v.Size())
		}
		slices.Sort(img)
		other := v.CageOf(img[0])
		require.GreaterOrEqual(t, other, 0, where)
		assert.Equal(t, img, v.Cage(other).Cells, "%s: the cages do not follow %s", where, sym)
	}
	assert.Len(t, cells, v.NumCells(), "%s: the cages cover the grid", where)
}

// checkJigsaw checks that every region has N orthogonally connected cells.
func checkJigsaw(t *testing.T, where string, v *Variant) {
	t.Helper()
	n := v.Size()
	for r := 0; r < n; r++ {
		var cells []int
		for c := 0; c < v.NumCells(); c++ {
			if v.Region(c) == r {
				cells = append(cells, c)
			}
		}
		require.Len(t, cells, n, where)
		// Connected: a walk from the first cell reaches them all.
		reached := []int{cells[0]}
		for q := 0; q < len(reached); q++ {
			x := reached[q]
			for _, y := range []int{x - n, x + n, x - 1, x + 1} {
				if y >= 0 && y < n*n && (y/n == x/n || y%n == x%n) && v.Region(y) == r && !slices.Contains(reached, y) {
					reached = append(reached, y)
				}
			}
		}
		assert.Len(t, reached, n, "%s: region %d is not connected", where, r+1)
	}
}

// checkMinimal checks, with the reference, that taking away any orbit of
// givens leaves several solutions.
func checkMinimal(t *testing.T, where string, ref *variantRef, sym Symmetry, puzzle []uint8) {
	t.Helper()
	n := ref.n
	for c, d := range puzzle {
		if d == 0 {
			continue
		}
		h := slices.Clone(puzzle)
		for x, k := c, 0; k < 4; k++ {
			h[x] = 0
			x = variantImage(sym, x, n)
		}
		assert.Equal(t, 2, ref.count(h, 2, nil, nil), "%s: not minimal, the given at r%dc%d can go", where, c/n+1, c%n+1)
	}
}

// TestVariantGenerateReproducible checks that a seed gives the same puzzle
// every time, that GenerateItem(i) does not depend on the other items, and
// pins the output of this generator version.
func TestVariantGenerateReproducible(t *testing.T) {
	h := sha256.New()
	for _, gc := range []generateCase{
		{"9x9", VariantGenerateOptions{Seed: 7, Symmetry: SymmetryRotate180}},
		{"9x9", VariantGenerateOptions{Seed: 7, Killer: true}},
		{"9x9,x", VariantGenerateOptions{Seed: 7, Jigsaw: true}},
		{"6x6", VariantGenerateOptions{Seed: 7, Killer: true, Symmetry: SymmetryRotate90}},
		{"12x12", VariantGenerateOptions{Seed: 7}},
	} {
		v, err := ParseVariant(gc.variant)
		require.NoError(t, err)
		gc.opts.Budget = time.Minute
		a, err := v.GenerateItem(&gc.opts, 3)
		require.NoError(t, err)
		b, err := v.GenerateItem(&gc.opts, 3)
		require.NoError(t, err)
		assert.Equal(t, a.Variant.String()+" "+v.FormatGrid(a.Puzzle), b.Variant.String()+" "+v.FormatGrid(b.Puzzle), gc.String())
		first, err := v.Generate(&gc.opts)
		require.NoError(t, err)
		assert.NotEqual(t, first.Variant.String()+v.FormatGrid(first.Puzzle), a.Variant.String()+v.FormatGrid(a.Puzzle), "items 0 and 3 differ")
		fmt.Fprintln(h, a.Variant.String(), v.FormatGrid(a.Puzzle))
	}
	// A change here changes what the generator makes for a seed: raise
	// VariantGeneratorVersion and update the hash.
	assert.Equal(t, 1, VariantGeneratorVersion)
	assert.Equal(t, "d92b0e56ff570e348bd8dbe17057da24a24eeb6d1f310aee2c405a1c6357e6b2", hex.EncodeToString(h.Sum(nil)))
}

// TestVariantGenerateErrors checks the options' errors and the budget.
func TestVariantGenerateErrors(t *testing.T) {
	v := mustVariant(t, &VariantSpec{Size: 9})
	for _, o := range []VariantGenerateOptions{
		{Symmetry: 99}, {Clues: -1}, {Clues: 82}, {Killer: true, Clues: 20}, {Killer: true, MaxCageCells: 1},
		{Killer: true, MaxCageCells: 10}, {Level: 9}, {MinRating: 40, MaxRating: 30}, {MaxAttempts: -1}, {Budget: -1},
	} {
		_, err := v.Generate(&o)
		assert.ErrorIs(t, err, ErrBadOptions, "%+v", o)
	}
	_, err := mustVariant(t, &VariantSpec{Size: 4}).Generate(&VariantGenerateOptions{Jigsaw: true})
	assert.ErrorIs(t, err, ErrBadOptions)
	// A clue target out of reach: the best puzzle, still unique, with
	// ErrLimit.
	g, err := v.Generate(&VariantGenerateOptions{Clues: 17, MaxAttempts: 2, Budget: time.Minute})
	assert.True(t, errors.Is(err, ErrLimit), "%v", err)
	require.NotNil(t, g.Variant)
	n, _ := v.CountSolutions(g.Puzzle, 2)
	assert.Equal(t, 1, n)
	assert.Equal(t, 2, g.Attempts)
}
