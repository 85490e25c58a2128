package engine

import (
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
