package engine

import (
	"math/rand/v2"
	"strconv"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The engine's solution counters, looped over every data set as tdoku's
// run_tests loops its solvers: the general band solver (two ways of
// guessing), the generator's own solver and the engine's first, simple
// solver. The brute-force reference of reference_test.go is the oracle
// wherever it is fast enough: on the easy data sets and on puzzles derived
// from every set with many solutions or none. Elsewhere the solvers must
// agree with each other, and every first solution must be a valid grid
// keeping the givens (refValid, refAgrees).

// solverResult is what a counter says about a puzzle: min(solutions,
// limit), the first solution found (when n > 0) and whether its search
// finished within its budget.
type solverResult struct {
	n     int
	first Grid
	ok    bool
}

var solvers = []struct {
	name  string
	count func(p *Grid, limit int) solverResult
}{
	{"CountSolutions", func(p *Grid, limit int) solverResult {
		var s search
		n, err := s.run(p, limit, DefaultMaxGuesses)
		return solverResult{n, s.solution, err == nil}
	}},
	{"band search guessing the first pair", func(p *Grid, limit int) solverResult {
		s := search{quickGuess: true}
		n, err := s.run(p, limit, DefaultMaxGuesses)
		return solverResult{n, s.solution, err == nil}
	}},
	{"generator's solver", func(p *Grid, limit int) solverResult {
		var s genSolver
		n, ok := s.count(p, limit)
		return solverResult{n, s.solution, ok}
	}},
	{"simple solver", func(p *Grid, limit int) solverResult {
		n, first := simpleCount(p, limit)
		return solverResult{n, first, true}
	}},
}

// bruteForceSets are the data sets the brute-force reference solves fast
// enough to be the oracle of every puzzle.
var bruteForceSets = map[string]bool{"kaggle_10k": true}

// checkSolvers runs every solver on p up to limit and checks them against
// want (the oracle's count, or -1 for none) and each other. It returns the
// count.
func checkSolvers(t *testing.T, p *Grid, limit, want int, what string) int {
	t.Helper()
	agreed := want
	var unique Grid
	for _, sv := range solvers {
		r := sv.count(p, limit)
		if !r.ok {
			continue // a budget ran out: the generator's is small
		}
		if agreed < 0 {
			agreed = r.n
		}
		require.Equal(t, agreed, r.n, "%s: %s counts %d, %s", what, sv.name, r.n, p.String())
		if r.n == 0 {
			continue
		}
		require.True(t, refValid(&r.first) && refAgrees(p, &r.first), "%s: %s's solution %s", what, sv.name, r.first.String())
		if r.n == 1 {
			if unique == (Grid{}) {
				unique = r.first
			}
			require.Equal(t, unique, r.first, "%s: %s finds another only solution", what, sv.name)
		}
	}
	return agreed
}

// TestSolversAgreeOnDataSets runs every solver on every puzzle of the data
// sets (about 100 of each set under -short).
func TestSolversAgreeOnDataSets(t *testing.T) {
	for _, set := range dataSets {
		t.Run(set, func(t *testing.T) {
			gs := loadGrids(t, set)
			step := 1
			if testing.Short() {
				step = max(1, len(gs)/100)
			}
			for i := 0; i < len(gs); i += step {
				want := -1
				if bruteForceSets[set] {
					want = refCount(gs[i], 2)
				}
				checkSolvers(t, &gs[i], 2, want, set+" puzzle "+strconv.Itoa(i+1))
			}
		})
	}
}

// TestSolversAgreeWithBruteForce derives puzzles from every data set by
// keeping 24 to 43 clues of a solution, some with a wrong digit added (which
// usually leaves no solution), and counts up to 30 with every solver
// against the brute-force oracle: puzzles with none, one, a few and many
// solutions.
func TestSolversAgreeWithBruteForce(t *testing.T) {
	const limit = 30
	rng := rand.New(rand.NewPCG(1, 2))
	seen := map[int]int{}
	trials := 60
	if testing.Short() {
		trials = 15
	}
	for _, set := range dataSets {
		gs := loadGrids(t, set)
		for trial := 0; trial < trials; trial++ {
			g := gs[rng.IntN(len(gs))]
			full, err := Solve(&g)
			require.NoError(t, err)
			g = full
			keep := 24 + rng.IntN(20)
			for _, c := range rng.Perm(81)[keep:] {
				g[c] = 0
			}
			if trial%4 == 0 {
				addWrongDigit(rng, &g, &full)
			}
			want := refCount(g, limit)
			checkSolvers(t, &g, limit, want, set+" derived "+strconv.Itoa(trial))
			seen[bucket(want, limit)]++
			if _, err := Solve(&g); want == 0 {
				require.ErrorIs(t, err, ErrUnsolvable, "%s", g.String())
			} else {
				require.NoError(t, err)
			}
		}
	}
	for _, b := range []int{0, 1, 2, limit} {
		assert.Positive(t, seen[b], "no puzzle with %d solutions (buckets %v)", b, seen)
	}
}

// TestSolversAgreeOnManySolutions removes up to five clues from puzzles of
// the hard sets, where the brute-force reference is too slow, so that they
// have many solutions (or, with a wrong digit added, often none), and counts
// up to 50 with every solver.
func TestSolversAgreeOnManySolutions(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 11))
	const limit = 50
	buckets := map[int]int{}
	for _, set := range []string{"17_clue", "magictour_top1465", "forum_hardest_1106", "kaggle_10k"} {
		gs := loadGrids(t, set)
		trials := 300
		if testing.Short() {
			trials = 60
		}
		for trial := 0; trial < trials; trial++ {
			g := gs[rng.IntN(len(gs))]
			full, err := Solve(&g)
			require.NoError(t, err)
			for k := rng.IntN(6); k > 0; k-- { // drop up to 5 givens
				for {
					c := rng.IntN(81)
					if g[c] != 0 {
						g[c] = 0
						break
					}
				}
			}
			if trial%3 == 0 {
				addWrongDigit(rng, &g, &full)
			}
			n := checkSolvers(t, &g, limit, -1, set+" with clues removed "+strconv.Itoa(trial))
			buckets[min(n, 2)+n/limit]++
		}
	}
	for _, b := range []int{0, 1, 2, 3} {
		assert.Positive(t, buckets[b], "no puzzle in bucket %d (0, 1, some, the limit: %v)", b, buckets)
	}
}

// addWrongDigit puts, in the first empty cell of a random order, the
// smallest digit that breaks no rule and differs from the solution full.
func addWrongDigit(rng *rand.Rand, g, full *Grid) {
	for _, c := range rng.Perm(81) {
		if g[c] != 0 {
			continue
		}
		for d := uint8(1); d <= 9; d++ {
			if d != full[c] && refOK(g, c, d) {
				g[c] = d
				return
			}
		}
		return
	}
}
