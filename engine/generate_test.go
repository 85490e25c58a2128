package engine

import (
	"bufio"
	"errors"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

var updateGolden = flag.Bool("update", false, "rewrite testdata/generate_golden.txt")

// checkGenerated asserts what every generated puzzle must satisfy, with
// checks independent of the generator: the general counter finds exactly
// one solution, it is the one reported, and the clues are taken from it.
func checkGenerated(t *testing.T, res *Generated, what string) {
	t.Helper()
	n, err := CountSolutions(&res.Puzzle, 2)
	require.NoError(t, err, what)
	require.Equal(t, 1, n, "%s: %s is not unique", what, res.Puzzle.String())
	require.True(t, refValid(&res.Solution), what)
	require.True(t, refAgrees(&res.Puzzle, &res.Solution), "%s: clues not from the solution", what)
}

// image is an independent transcription of the symmetry definitions.
func image(s Symmetry, r, c int) (int, int) {
	switch s {
	case SymmetryRotate180:
		return 8 - r, 8 - c
	case SymmetryRotate90:
		return c, 8 - r
	case SymmetryMirrorHorizontal:
		return 8 - r, c
	case SymmetryMirrorVertical:
		return r, 8 - c
	case SymmetryDiagonal:
		return c, r
	case SymmetryAntiDiagonal:
		return 8 - c, 8 - r
	}
	return r, c
}

func symmetric(s Symmetry, g *Grid) bool {
	for r := range 9 {
		for c := range 9 {
			ir, ic := image(s, r, c)
			if (g[r*9+c] != 0) != (g[ir*9+ic] != 0) {
				return false
			}
		}
	}
	return true
}

var allSymmetries = []Symmetry{SymmetryNone, SymmetryRotate180, SymmetryRotate90,
	SymmetryMirrorHorizontal, SymmetryMirrorVertical, SymmetryDiagonal, SymmetryAntiDiagonal}

// TestGenerateUniqueSymmetricMinimal generates thousands of puzzles over all
// symmetries and checks each is unique, symmetric, and minimal: removing any
// clue (any orbit of clues, under a symmetry) gives more than one solution.
func TestGenerateUniqueSymmetricMinimal(t *testing.T) {
	perSym := 400
	if testing.Short() {
		perSym = 40
	}
	for _, sym := range allSymmetries {
		t.Run(sym.String(), func(t *testing.T) {
			seen := map[Grid]bool{}
			for seed := range uint64(perSym) {
				res, err := Generate(&GenerateOptions{Seed: seed, Symmetry: sym})
				require.NoError(t, err)
				what := fmt.Sprintf("seed %d", seed)
				checkGenerated(t, &res, what)
				require.True(t, symmetric(sym, &res.Puzzle), "%s: %s", what, res.Puzzle.String())
				require.Equal(t, -1, res.Rating)
				require.Equal(t, 1, res.Attempts)
				seen[res.Puzzle] = true
				for i := range NumCells {
					if res.Puzzle[i] == 0 {
						continue
					}
					q := res.Puzzle
					r, c := RowOf(i), ColOf(i)
					for range 4 {
						q[r*9+c] = 0
						r, c = image(sym, r, c)
					}
					n, err := CountSolutions(&q, 2)
					require.NoError(t, err)
					require.Equal(t, 2, n, "%s: clue %s can go", what, CellName(i))
				}
			}
			assert.Len(t, seen, perSym, "every seed gives a different puzzle")
		})
	}
}

func TestGenerateClueTarget(t *testing.T) {
	n := 100
	if testing.Short() {
		n = 20
	}
	for _, tc := range []struct {
		sym   Symmetry
		clues int
		slack int
	}{{SymmetryNone, 40, 0}, {SymmetryNone, 30, 0}, {SymmetryNone, 25, 0},
		{SymmetryRotate180, 30, 1}, {SymmetryRotate90, 30, 3}, {SymmetryRotate90, 29, 3}} {
		t.Run(fmt.Sprintf("%v-%d", tc.sym, tc.clues), func(t *testing.T) {
			for seed := range uint64(n) {
				res, err := Generate(&GenerateOptions{Seed: seed, Symmetry: tc.sym, Clues: tc.clues})
				require.NoError(t, err, "seed %d", seed)
				checkGenerated(t, &res, fmt.Sprint(seed))
				require.True(t, symmetric(tc.sym, &res.Puzzle))
				got := res.Puzzle.Givens()
				require.True(t, got >= tc.clues && got <= tc.clues+tc.slack, "seed %d: %d clues", seed, got)
			}
		})
	}
}

// TestGenerateUnreachableCluesGivesBest asks for 17 clues, which random
// removal essentially never reaches: the attempts run out and the best
// puzzle (fewest clues) comes back, unique, with ErrLimit.
func TestGenerateUnreachableCluesGivesBest(t *testing.T) {
	res, err := Generate(&GenerateOptions{Seed: 5, Clues: 17, MaxAttempts: 30})
	require.ErrorIs(t, err, ErrLimit)
	checkGenerated(t, &res, "best")
	assert.Equal(t, 30, res.Attempts)
	assert.Greater(t, res.Puzzle.Givens(), 17)
	// It is the best of the 30 attempts: none of them did better.
	for a := range 30 {
		g := newGenerator(&GenerateOptions{Seed: 5, Clues: 17}, 5, nil)
		for range a {
			g.attempt()
		}
		one, _, _ := g.attempt()
		assert.GreaterOrEqual(t, one.Puzzle.Givens(), res.Puzzle.Givens())
	}
}

// TestGenerateBudgetNeverHangs gives an unreachable target with a huge
// attempt count: the wall-clock budget ends it with ErrLimit.
func TestGenerateBudgetNeverHangs(t *testing.T) {
	start := time.Now()
	res, err := Generate(&GenerateOptions{Seed: 1, Clues: 17, MaxAttempts: 1 << 30, Budget: 100 * time.Millisecond})
	elapsed := time.Since(start)
	require.ErrorIs(t, err, ErrLimit)
	checkGenerated(t, &res, "best")
	assert.Less(t, elapsed, 2*time.Second)
	assert.Greater(t, res.Attempts, 1)
}

func TestGenerateDeterministic(t *testing.T) {
	for _, sym := range allSymmetries {
		o := GenerateOptions{Seed: 99, Symmetry: sym}
		a, err := Generate(&o)
		require.NoError(t, err)
		b, err := Generate(&o)
		require.NoError(t, err)
		assert.Equal(t, a, b)
	}
}

func TestGenerateBadOptions(t *testing.T) {
	for _, o := range []GenerateOptions{
		{Symmetry: numSymmetries}, {Clues: 16}, {Clues: 82}, {Clues: -1},
		{MinRating: 50, MaxRating: 40}, {MinRating: -1}, {MaxAttempts: -1}, {Budget: -1},
		{Level: LevelBeyond}, {Level: 9},
	} {
		_, err := Generate(&o)
		assert.ErrorIs(t, err, ErrBadOptions, "%+v", o)
		err = GenerateBatch(&o, 0, make([]Generated, 2), nil, 2)
		assert.ErrorIs(t, err, ErrBadOptions, "%+v", o)
	}
	err := GenerateBatch(&GenerateOptions{}, 0, make([]Generated, 2), make([]error, 1), 2)
	assert.ErrorIs(t, err, ErrBadOptions)
}

// TestGenerateBatchIndependentOfThreads checks that item i depends only on
// (seed, i): the same batch on 1, 2 and 4 threads, and item 0 equal to
// Generate.
func TestGenerateBatchIndependentOfThreads(t *testing.T) {
	n := 300
	if testing.Short() {
		n = 60
	}
	for _, opts := range []GenerateOptions{{Seed: 7}, {Seed: 8, Symmetry: SymmetryRotate180, Clues: 28}} {
		var want []Generated
		for _, threads := range []int{1, 2, 4} {
			out := make([]Generated, n)
			errs := make([]error, n)
			require.NoError(t, GenerateBatch(&opts, 0, out, errs, threads))
			for i := range out {
				require.NoError(t, errs[i])
				checkGenerated(t, &out[i], fmt.Sprint(i))
			}
			if want == nil {
				want = out
				continue
			}
			require.Equal(t, want, out, "%d threads", threads)
		}
		one, err := Generate(&opts)
		require.NoError(t, err)
		assert.Equal(t, want[0], one)
		// A shorter batch is a prefix of a longer one; a batch from an
		// offset is that part of the pack; GenerateItem makes one item.
		short := make([]Generated, 5)
		require.NoError(t, GenerateBatch(&opts, 0, short, nil, 3))
		assert.Equal(t, want[:5], short)
		require.NoError(t, GenerateBatch(&opts, 17, short, nil, 2))
		assert.Equal(t, want[17:22], short)
		item, err := GenerateItem(&opts, 42)
		require.NoError(t, err)
		assert.Equal(t, want[42], item)
	}
}

// goldenOptions are the cases of testdata/generate_golden.txt.
var goldenOptions = func() []GenerateOptions {
	var os []GenerateOptions
	for _, seed := range []uint64{0, 1, 42, 0xdeadbeef, 1<<64 - 1} {
		for _, sym := range allSymmetries {
			os = append(os, GenerateOptions{Seed: seed, Symmetry: sym})
		}
		os = append(os, GenerateOptions{Seed: seed, Clues: 30}, GenerateOptions{Seed: seed, Symmetry: SymmetryRotate180, Clues: 26})
		if seed < 2 {
			for l := LevelEasy; l <= LevelExtreme; l++ {
				os = append(os, GenerateOptions{Seed: seed, Level: l})
			}
		}
	}
	return os
}()

func goldenLine(o *GenerateOptions, p *Grid) string {
	level := ""
	if o.Level != 0 {
		level = " level=" + o.Level.String()
	}
	return fmt.Sprintf("v%d seed=%d symmetry=%s clues=%d%s %s", GeneratorVersion, o.Seed, o.Symmetry, o.Clues, level, p.String())
}

// TestGenerateGolden pins the generator's output: the same seed and options
// must give the same puzzle on every platform for one GeneratorVersion.
// Run with -update after a deliberate change, and raise GeneratorVersion.
func TestGenerateGolden(t *testing.T) {
	path := filepath.Join("testdata", "generate_golden.txt")
	var got []string
	for i := range goldenOptions {
		res, err := Generate(&goldenOptions[i])
		require.NoError(t, err)
		got = append(got, goldenLine(&goldenOptions[i], &res.Puzzle))
	}
	if *updateGolden {
		header := "# Golden vectors of the generator: options -> puzzle. A change here is a new GeneratorVersion.\n"
		require.NoError(t, os.WriteFile(path, []byte(header+strings.Join(got, "\n")+"\n"), 0o644))
	}
	f, err := os.Open(path)
	require.NoError(t, err)
	defer f.Close()
	var want []string
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		if line := sc.Text(); line != "" && !strings.HasPrefix(line, "#") {
			want = append(want, line)
		}
	}
	require.NoError(t, sc.Err())
	assert.Equal(t, want, got)
}

// TestUnavoidableSetsAreUnavoidable checks every set the generator records
// for a solution grid: the digits in it can be rearranged, so removing all
// its cells from the full grid leaves more than one solution.
func TestUnavoidableSetsAreUnavoidable(t *testing.T) {
	for seed := range uint64(20) {
		g := newGenerator(&GenerateOptions{}, seed, nil)
		g.newSolution()
		u := &g.unavoidable
		require.Greater(t, u.n, 10)
		for _, s := range u.sets[:u.n] {
			p := g.sol
			for i := range NumCells {
				if s.has(i) {
					p[i] = 0
				}
			}
			n, err := CountSolutions(&p, 2)
			require.NoError(t, err)
			require.Equal(t, 2, n, "seed %d: set %v", seed, s)
		}
	}
}

// TestSecondSolutionSetsAreUnavoidable checks the sets canRemove records
// from the second solutions its search finds, after a removal pass and a
// few climbing moves (removeOne, addOne) at the expert level: each is
// unavoidable (removing its cells from the full grid leaves two
// solutions), and there are some.
func TestSecondSolutionSetsAreUnavoidable(t *testing.T) {
	added := 0
	for seed := range uint64(10) {
		g := newGenerator(&GenerateOptions{Level: LevelExpert}, seed, nil)
		g.newSolution()
		first := g.unavoidable.n
		g.removeAll()
		for range 8 {
			g.removeOne(g.addOne())
		}
		u := &g.unavoidable
		added += u.n - first
		for _, s := range u.sets[first:u.n] {
			p := g.sol
			for i := range NumCells {
				if s.has(i) {
					p[i] = 0
				}
			}
			n, err := CountSolutions(&p, 2)
			require.NoError(t, err)
			require.Equal(t, 2, n, "seed %d: set %v", seed, s)
		}
	}
	require.Greater(t, added, 50, "sets from second solutions")
}

func TestLevelBand(t *testing.T) {
	prevHi := 0
	for l := LevelEasy; l <= LevelExtreme; l++ {
		lo, hi, ok := LevelBand(l)
		require.True(t, ok)
		if l > LevelEasy {
			assert.Equal(t, prevHi+1, lo, "%v follows the previous band", l)
		}
		assert.Less(t, lo, hi)
		assert.Less(t, hi, ratingBeyond, "beyond-catalogue puzzles are in no level")
		// Every rating in the band is of that level.
		for r := max(lo, 10); r <= min(hi, 120); r++ {
			require.Equal(t, l, LevelOf(r), "rating %d", r)
		}
		prevHi = hi
	}
	for _, bad := range []Level{0, LevelBeyond, 7} {
		_, _, ok := LevelBand(bad)
		assert.False(t, ok)
	}
}

// TestGenerateLevels generates puzzles of every level and checks each with
// Rate: complete, of the level asked for, with the reported rating.
func TestGenerateLevels(t *testing.T) {
	n := 12
	if testing.Short() {
		n = 2
	}
	for l := LevelEasy; l <= LevelExtreme; l++ {
		t.Run(l.String(), func(t *testing.T) {
			for seed := range uint64(n) {
				for _, sym := range []Symmetry{SymmetryNone, SymmetryRotate180} {
					res, err := Generate(&GenerateOptions{Seed: seed, Level: l, Symmetry: sym})
					require.NoError(t, err, "seed %d", seed)
					what := fmt.Sprintf("seed %d %v", seed, sym)
					checkGenerated(t, &res, what)
					require.True(t, symmetric(sym, &res.Puzzle), what)
					r, err := Rate(&res.Puzzle)
					require.NoError(t, err)
					require.True(t, r.Complete, what)
					require.Equal(t, l, r.Level, "%s: rated %d", what, r.Rating)
					require.Equal(t, r.Rating, res.Rating, what)
				}
			}
		})
	}
}

// TestGenerateUnreachableRating asks for a rating no catalogue step gives:
// ErrLimit, with the closest puzzle found, unique and rated.
func TestGenerateUnreachableRating(t *testing.T) {
	res, err := Generate(&GenerateOptions{Seed: 4, MinRating: 200, MaxRating: 210, MaxAttempts: 2})
	require.ErrorIs(t, err, ErrLimit)
	checkGenerated(t, &res, "best")
	r, err := Rate(&res.Puzzle)
	require.NoError(t, err)
	assert.Equal(t, r.Rating, res.Rating)
	assert.Equal(t, 2, res.Attempts)

	// With unbounded attempts the wall-clock budget ends it.
	start := time.Now()
	// (The band needs its upper bound: without one, a puzzle beyond the
	// catalogue counts as harder than any minimum, and may be found.)
	res, err = Generate(&GenerateOptions{Seed: 4, MinRating: 200, MaxRating: 210, MaxAttempts: 1 << 30, Budget: 300 * time.Millisecond})
	require.ErrorIs(t, err, ErrLimit)
	assert.Less(t, time.Since(start), 3*time.Second)
	checkGenerated(t, &res, "best within the budget")
}

// TestPacksOfDifferentOptionsAreIndependent: one seed at every level, and
// with every symmetry, gives a different solution grid each time (issue:
// "daily puzzle = seed(date)" per level handed out one answer grid five
// times); an explicit band equal to a level's is that level's pack; the
// bounds (attempts, budget) do not change the pack.
func TestPacksOfDifferentOptionsAreIndependent(t *testing.T) {
	for seed := range uint64(6) {
		seen := map[Grid]string{}
		add := func(o GenerateOptions, what string) {
			res, err := Generate(&o)
			if err != nil && !errors.Is(err, ErrLimit) {
				require.NoError(t, err, what)
			}
			if other, dup := seen[res.Solution]; dup {
				t.Errorf("seed %d: %s and %s share the solution grid %s", seed, other, what, res.Solution.String())
			}
			seen[res.Solution] = what
		}
		add(GenerateOptions{Seed: seed}, "minimal")
		for l := LevelEasy; l <= LevelMedium; l++ {
			add(GenerateOptions{Seed: seed, Level: l}, l.String())
		}
		for s := SymmetryRotate180; s < numSymmetries; s++ {
			add(GenerateOptions{Seed: seed, Symmetry: s}, s.String())
		}
		add(GenerateOptions{Seed: seed, Clues: 30}, "30 clues")
	}
	lo, hi, _ := LevelBand(LevelHard)
	level, band := GenerateOptions{Seed: 5, Level: LevelHard}, GenerateOptions{Seed: 5, MinRating: lo, MaxRating: hi}
	assert.Equal(t, level.packSeed(), band.packSeed())
	bounded := GenerateOptions{Seed: 5, Level: LevelHard, MaxAttempts: 77, Budget: time.Hour}
	assert.Equal(t, level.packSeed(), bounded.packSeed())
	plain := GenerateOptions{Seed: 5}
	assert.Equal(t, uint64(5), plain.packSeed())
}

// TestGenerateFullGridIsOfNoLevel checks that 81 clues, a grid without an
// empty cell and so rated 0, is outside every level's band (issue 17.6):
// each level gives ErrLimit with that grid, as does a band whose lower
// bound is 1.0, while a band open below accepts it.
func TestGenerateFullGridIsOfNoLevel(t *testing.T) {
	for l := LevelEasy; l <= LevelExtreme; l++ {
		res, err := Generate(&GenerateOptions{Seed: 3, Clues: NumCells, Level: l, MaxAttempts: 2})
		assert.ErrorIs(t, err, ErrLimit, "%v", l)
		assert.Equal(t, NumCells, res.Puzzle.Givens(), "%v", l)
		assert.Equal(t, 0, res.Rating, "%v", l)
	}
	_, err := Generate(&GenerateOptions{Seed: 3, Clues: NumCells, MinRating: 10, MaxRating: LevelEasyMax, MaxAttempts: 2})
	assert.ErrorIs(t, err, ErrLimit, "band 1.0-1.5")
	res, err := Generate(&GenerateOptions{Seed: 3, Clues: NumCells, MaxRating: LevelEasyMax, MaxAttempts: 2})
	assert.NoError(t, err, "band open below 1.5")
	assert.Equal(t, 0, res.Rating)
	assert.Equal(t, res.Solution, res.Puzzle)

	lo, _, _ := LevelBand(LevelEasy)
	assert.Equal(t, 10, lo, "easy starts at 1.0, as the header says")
}
