package engine

import (
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// dataSets are the shared data sets the solver is checked on.
var dataSets = []string{"kaggle_10k", "17_clue", "magictour_top1465", "forum_hardest_1106", "top95", "hardest", "se_rated_diabolical_3k"}

func loadGrids(t testing.TB, set string) []Grid {
	t.Helper()
	lines := loadSet(t, set+".txt")
	gs := make([]Grid, len(lines))
	for i, s := range lines {
		gs[i] = mustParse(t, s)
	}
	return gs
}

// TestCountsMatchReferenceOnDataSets checks, on every puzzle of the data
// sets, that counting up to 2 agrees with the simple reference solver and
// that the first solution is a valid grid keeping the givens. Under -short
// only every 25th puzzle of the large sets is checked.
func TestCountsMatchReferenceOnDataSets(t *testing.T) {
	for _, set := range dataSets {
		t.Run(set, func(t *testing.T) {
			gs := loadGrids(t, set)
			step := 1
			if testing.Short() && len(gs) > 2000 {
				step = 25
			}
			for i := 0; i < len(gs); i += step {
				p := &gs[i]
				want, _ := simpleCount(p, 2)
				got, err := CountSolutions(p, 2)
				require.NoError(t, err, "%s puzzle %d", set, i+1)
				require.Equal(t, want, got, "%s puzzle %d: %s", set, i+1, p.String())
				sol, err := Solve(p)
				require.NoError(t, err, "%s puzzle %d", set, i+1)
				require.True(t, refValid(&sol) && refAgrees(p, &sol), "%s puzzle %d", set, i+1)
			}
		})
	}
}

// TestLargeCountsMatchReference removes clues from data set puzzles, so that
// they have many solutions (or, with a wrong digit added, often none), and
// checks counts up to 50 against the simple reference solver.
func TestLargeCountsMatchReference(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 11))
	const limit = 50
	buckets := map[string]int{}
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
			if trial%3 == 0 { // add a digit that breaks no rule, usually wrong
				for _, c := range rng.Perm(81) {
					if g[c] == 0 {
						for d := uint8(1); d <= 9; d++ {
							if d != full[c] && refOK(&g, c, d) {
								g[c] = d
								break
							}
						}
						break
					}
				}
			}
			want, _ := simpleCount(&g, limit)
			got, err := CountSolutions(&g, limit)
			require.NoError(t, err)
			require.Equal(t, want, got, "puzzle %s", g.String())
			switch {
			case want == 0:
				buckets["none"]++
			case want == 1:
				buckets["one"]++
			case want < limit:
				buckets["some"]++
			default:
				buckets["limit"]++
			}
		}
	}
	for _, b := range []string{"none", "one", "some", "limit"} {
		assert.Positive(t, buckets[b], "no puzzle in bucket %q (%v)", b, buckets)
	}
}

// TestSolveAndCountAllocateNothingOnDataSets checks zero allocations on a
// puzzle of each data set, the empty grid and an unsolvable grid.
func TestSolveAndCountAllocateNothingOnDataSets(t *testing.T) {
	var gs []Grid
	for _, set := range []string{"kaggle_10k", "17_clue", "magictour_top1465", "forum_hardest_1106"} {
		gs = append(gs, loadGrids(t, set)[7])
	}
	gs = append(gs, Grid{}, mustParse(t, "12345678.........9..............................................................."))
	for _, g := range gs {
		var sink int
		assert.Equal(t, 0.0, testing.AllocsPerRun(10, func() {
			s, _ := Solve(&g)
			sink += int(s[0])
		}), "Solve %s", g.String())
		assert.Equal(t, 0.0, testing.AllocsPerRun(10, func() {
			n, _ := CountSolutions(&g, 2)
			sink += n
		}), "CountSolutions(2) %s", g.String())
		assert.Equal(t, 0.0, testing.AllocsPerRun(3, func() {
			n, _ := CountSolutions(&g, 1000)
			sink += n
		}), "CountSolutions(1000) %s", g.String())
	}
}

// TestBudgetStopsSearch checks that a tiny budget gives ErrLimit on a hard
// puzzle, and that the search still finds the solution with enough budget.
func TestBudgetStopsSearch(t *testing.T) {
	p := loadGrids(t, "forum_hardest_1106")[0]
	_, err := SolveBudget(&p, 1)
	assert.ErrorIs(t, err, ErrLimit)
	n, err := CountSolutionsBudget(&p, 2, 1)
	assert.ErrorIs(t, err, ErrLimit)
	assert.Zero(t, n)
	sol, err := SolveBudget(&p, DefaultMaxGuesses)
	require.NoError(t, err)
	assert.True(t, refValid(&sol) && refAgrees(&p, &sol))
}
