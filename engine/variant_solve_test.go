package engine

import (
	"errors"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestVariantCountsMatchReference compares the solver's counts (up to 30)
// with the brute-force reference on random variants of sizes 4 and 6 (and
// a few of 8): layouts with regular or jigsaw regions, diagonals, windows,
// groups and cages, puzzles from a few givens to many, some with a wrong
// given. Every first solution must keep the givens and every rule, as the
// reference checks them.
func TestVariantCountsMatchReference(t *testing.T) {
	rnd := rand.New(rand.NewPCG(1, 18))
	var s VariantSolver
	counts := map[int]int{}
	skipped := 0
	cases := 600
	if testing.Short() {
		cases = 100
	}
	for i := 0; i < cases; i++ {
		n := []int{4, 4, 6, 6, 6, 8}[i%6]
		if testing.Short() && n == 8 {
			n = 4
		}
		rc, ok := randomVariantCase(t, rnd, n)
		if !ok {
			continue
		}
		if n == 8 && CountGivens(rc.puzzle) < 30 && len(rc.spec.Cages) == 0 {
			continue // the reference is too slow on sparse 8×8 grids
		}
		v := mustVariant(t, &rc.spec)
		rc.ref.maxNodes = 20000
		want := rc.ref.count(rc.puzzle, 30, nil, nil)
		if want < 0 {
			skipped++ // too slow for the reference
			continue
		}
		got, err := s.Count(v, rc.puzzle, 30, DefaultVariantBudget)
		require.NoError(t, err, "%s %s", v, v.FormatGrid(rc.puzzle))
		require.Equal(t, want, got, "%s %s", v, v.FormatGrid(rc.puzzle))
		counts[min(got, 2)]++
		sol := make([]uint8, v.NumCells())
		err = s.Solve(v, rc.puzzle, sol, DefaultVariantBudget)
		if want == 0 {
			require.ErrorIs(t, err, ErrUnsolvable)
			continue
		}
		require.NoError(t, err)
		require.True(t, rc.ref.valid(sol), "%s: %s is not a solution", v, v.FormatGrid(sol))
		for c, d := range rc.puzzle {
			require.True(t, d == 0 || sol[c] == d, "the solution drops the given at %s", v.CellName(c))
		}
	}
	// The cases must cover no solution, one and several.
	t.Logf("cases by count (2 = several): %v; %d left out, too slow for the reference", counts, skipped)
	assert.Less(t, skipped, cases/10)
	for k := 0; k <= 2; k++ {
		assert.Greater(t, counts[k], cases/120, "too few cases with count %d", k)
	}
}

// TestVariantCountsEmpty4x4 counts every solution of the empty 4×4 grid of
// several variants, exhaustively, against the reference.
func TestVariantCountsEmpty4x4(t *testing.T) {
	jig := []int{0, 0, 0, 1, 0, 2, 1, 1, 2, 2, 3, 1, 2, 3, 3, 3}
	for _, spec := range []VariantSpec{
		{Size: 4},
		{Size: 4, Diagonals: true},
		{Size: 4, Windoku: true},
		{Size: 4, Regions: jig},
		{Size: 4, Regions: jig, Diagonals: true},
		{Size: 4, Groups: [][]int{{0, 5, 10, 15 - 4}}},
		{Size: 4, Cages: []Cage{{Cells: []int{0, 1}, Sum: 3}, {Cells: []int{14, 15}, Sum: 8, Repeats: true}}},
	} {
		v := mustVariant(t, &spec)
		want := newVariantRef(&spec).count(make([]uint8, 16), 1<<20, nil, nil)
		got, err := v.CountSolutions(make([]uint8, 16), 1<<20)
		require.NoError(t, err)
		assert.Equal(t, want, got, "%s", v)
		if spec.Size == 4 && spec.Regions == nil && !spec.Diagonals && !spec.Windoku && spec.Groups == nil && spec.Cages == nil {
			assert.Equal(t, 288, got, "the number of 4×4 Sudoku grids")
		}
	}
}

// TestVariantSolverClassic checks the general solver on the classic data
// sets against the classic solver: the same count up to 2 and the same
// unique solution.
func TestVariantSolverClassic(t *testing.T) {
	v := ClassicVariant()
	var s VariantSolver
	sol := make([]uint8, 81)
	for _, set := range []string{"top95", "hardest", "kaggle_10k"} {
		for i, line := range loadSet(t, set+".txt") {
			if testing.Short() && i%20 != 0 || i >= 2000 {
				continue
			}
			g, err := v.ParseGrid(line)
			require.NoError(t, err)
			n, err := s.Count(v, g, 2, DefaultVariantBudget)
			require.NoError(t, err)
			require.Equal(t, 1, n, line)
			require.NoError(t, s.Solve(v, g, sol, DefaultVariantBudget))
			var cg Grid
			copy(cg[:], g)
			want, err := Solve(&cg)
			require.NoError(t, err)
			require.Equal(t, want[:], sol, line)
		}
	}
}

// TestVariantSolverErrors checks the errors: a bad grid, no solution, the
// budget, a bad limit.
func TestVariantSolverErrors(t *testing.T) {
	v := mustVariant(t, &VariantSpec{Size: 6})
	var s VariantSolver
	_, err := s.Count(v, make([]uint8, 35), 2, 100)
	var gse *GridSizeError
	require.ErrorAs(t, err, &gse)
	g := make([]uint8, 36)
	g[0] = 7
	_, err = s.Count(v, g, 2, 100)
	var re *VariantRangeError
	require.ErrorAs(t, err, &re)
	assert.Equal(t, "sudoku: r1c1 holds 7; a cell of a 6x6 grid must be 0 (empty) or a digit 1-6", err.Error())
	g[0], g[7] = 1, 1
	_, err = s.Count(v, g, 2, 100)
	var ce *VariantConflictError
	require.ErrorAs(t, err, &ce)
	assert.Equal(t, "sudoku: digit 1 appears twice in box 1, at r1c1 and r2c2", err.Error())
	// r1c1..r1c5 hold 1..5, r2c6 holds 6: r1c6 has no digit left.
	copy(g, []uint8{1, 2, 3, 4, 5, 0, 0, 0, 0, 0, 0, 6})
	n, err := s.Count(v, g, 2, 100)
	require.NoError(t, err)
	assert.Equal(t, 0, n)
	assert.ErrorIs(t, s.Solve(v, g, make([]uint8, 36), 100), ErrUnsolvable)
	_, err = s.Count(v, make([]uint8, 36), 2, 0) // a budget below 1 is 1
	assert.ErrorIs(t, err, ErrLimit)
	n, err = s.Count(v, make([]uint8, 36), 1<<30, 1000)
	assert.True(t, errors.Is(err, ErrLimit), "%v", err)
	assert.Greater(t, n, 0)
	_, err = s.Count(v, make([]uint8, 36), 0, 1000)
	assert.ErrorIs(t, err, ErrBadLimit)
}

// TestVariantSolverAllocs asserts that a reused VariantSolver allocates
// nothing, on a 16×16 puzzle and a killer.
func TestVariantSolverAllocs(t *testing.T) {
	for _, p := range []publishedVariant{published16x16, publishedKiller} {
		v, err := ParseVariant(p.variant)
		require.NoError(t, err)
		g, err := v.ParseGrid(p.puzzle)
		require.NoError(t, err)
		s := new(VariantSolver)
		sol := make([]uint8, v.NumCells())
		allocs := testing.AllocsPerRun(20, func() {
			if n, err := s.Count(v, g, 2, DefaultVariantBudget); err != nil || n != 1 {
				t.Fatal(n, err)
			}
			if err := s.Solve(v, g, sol, DefaultVariantBudget); err != nil {
				t.Fatal(err)
			}
		})
		assert.Zero(t, allocs, p.name)
		assert.Equal(t, p.solution, v.FormatGrid(sol), p.name)
		assert.True(t, slices.Equal(sol, mustGrid(t, v, p.solution)))
	}
}

// mustGrid parses a grid of v or fails the test.
func mustGrid(t testing.TB, v *Variant, text string) []uint8 {
	t.Helper()
	g, err := v.ParseGrid(text)
	require.NoError(t, err)
	return g
}
