package engine

import (
	"math"
	"math/rand/v2"
	"os"
	"slices"
	"strconv"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// This file searches for the inputs on which a bounded search takes the
// longest, to check the bound that sudoku.h documents for SUDOKU_MAX_GUESSES
// (DefaultMaxGuesses): every solve, count, hint and rate stops within
// maxSearchTime of CPU time on any grid.

// maxSearchTime is the documented worst case of one search (sudoku.h,
// SUDOKU_MAX_GUESSES) with room for a slower or busier core than the one
// it was measured on.
const maxSearchTime = 100 * time.Millisecond

// unsolvableSparse is the red team's grid (issue 17): digits 1, 2 and 3 of
// row 1 are confined to two cells, a contradiction that singles cannot see,
// so the search explores its whole budget. With a budget of 2^21 guesses it
// took 1.1-1.6 s.
const unsolvableSparse = "..5........2.5...7..4...................3.......542....5........4......5.2.....84"

// climbBudget is the budget of the searches the climb compares: small, so
// that each try is quick, and large enough that the time measured is the
// cost per branch of the search rather than its start.
const climbBudget = DefaultMaxGuesses / 8

// searchOps are the calls whose time is bounded: each runs one search with
// the default budget on g.
var searchOps = []struct {
	name string
	run  func(g *Grid)
}{
	{"Solve", func(g *Grid) { Solve(g) }},
	{"CountSolutions(2)", func(g *Grid) { CountSolutions(g, 2) }},
	{"CountSolutions(max)", func(g *Grid) { CountSolutions(g, math.MaxInt) }},
	{"Hint", func(g *Grid) { Hint(g, g, nil) }},
	{"Rate", func(g *Grid) { Rate(g) }},
}

// cpuOf returns the thread CPU time fn takes on g, the least of runs tries
// (the least is the work; more is interference from other threads).
func cpuOf(g *Grid, runs int, fn func(g *Grid)) time.Duration {
	best := time.Duration(math.MaxInt64)
	for range runs {
		start := threadCPU()
		fn(g)
		best = min(best, threadCPU()-start)
	}
	return best
}

// TestSearchTimeIsBounded checks the bound on the red team's grid and on
// the worst grids a hill climb finds: starting from random sparse grids
// (and from the red team's), it changes one given at a time (adds, removes
// or replaces one, keeping the grid valid) and keeps the change when
// counting all solutions under climbBudget takes at least as much CPU time.
// The best grids found then run every bounded call with the default budget.
// It takes about 20 s; SUDOKU_CLIMB_ROUNDS=n climbs n times as long (for
// measuring the documented figure), and the seed is fixed.
func TestSearchTimeIsBounded(t *testing.T) {
	if testing.Short() {
		t.Skip("skipping the hill climb for slow inputs under -short")
	}
	defer lockThread()()
	rounds := 1
	if s := os.Getenv("SUDOKU_CLIMB_ROUNDS"); s != "" {
		var err error
		rounds, err = strconv.Atoi(s)
		require.NoError(t, err, "SUDOKU_CLIMB_ROUNDS")
	}
	rng := rand.New(rand.NewPCG(17, 1))
	countAll := func(g *Grid) { CountSolutionsBudget(g, math.MaxInt, climbBudget) }

	type found struct {
		g   Grid
		cpu time.Duration
	}
	var best []found
	starts := []Grid{mustParse(t, unsolvableSparse)}
	for range 6 * rounds {
		starts = append(starts, randomSparseGrid(rng, 8+rng.IntN(20)))
	}
	for _, g := range starts {
		cur := cpuOf(&g, 3, countAll)
		for range 100 {
			next := g
			mutateGiven(rng, &next)
			if c := cpuOf(&next, 3, countAll); c >= cur {
				g, cur = next, c
			}
		}
		best = append(best, found{g, cur})
	}
	slices.SortFunc(best, func(a, b found) int { return int(b.cpu - a.cpu) })
	best = best[:min(3, len(best))]
	if best[0].g != mustParse(t, unsolvableSparse) {
		best = append(best, found{mustParse(t, unsolvableSparse), 0})
	}
	var worst time.Duration
	for _, f := range best {
		t.Logf("%s: %v for %d branches", f.g.String(), f.cpu, climbBudget)
		for _, op := range searchOps {
			cpu := cpuOf(&f.g, 1, op.run)
			worst = max(worst, cpu)
			t.Logf("  %-20s %v", op.name, cpu)
			assert.Less(t, cpu, maxSearchTime, "%s on %s", op.name, f.g.String())
		}
	}
	t.Logf("worst case found: %v of CPU time", worst)
}

// TestRedTeamGridStopsQuickly is the regression test of issue 17: every
// bounded call on the red team's grid gives up with ErrLimit within
// maxSearchTime (it took 1.1-1.6 s).
func TestRedTeamGridStopsQuickly(t *testing.T) {
	defer lockThread()()
	g := mustParse(t, unsolvableSparse)
	_, err := Solve(&g)
	require.ErrorIs(t, err, ErrLimit)
	_, err = CountSolutions(&g, 2)
	require.ErrorIs(t, err, ErrLimit)
	_, err = Hint(&g, &g, nil)
	require.ErrorIs(t, err, ErrLimit)
	_, err = Rate(&g)
	require.ErrorIs(t, err, ErrLimit)
	if testing.Short() {
		return // the times are those of the race detector under -short
	}
	for _, op := range searchOps {
		cpu := cpuOf(&g, 1, op.run)
		assert.Less(t, cpu, maxSearchTime, op.name)
		t.Logf("%-20s %v", op.name, cpu)
	}
}

// randomSparseGrid returns a valid grid of about n givens placed at random.
func randomSparseGrid(rng *rand.Rand, n int) Grid {
	var g Grid
	for range n {
		addGiven(rng, &g)
	}
	return g
}

// mutateGiven changes g by one given: adds one, removes one, or replaces
// one by another digit or cell, keeping the grid valid.
func mutateGiven(rng *rand.Rand, g *Grid) {
	switch rng.IntN(3) {
	case 0:
		addGiven(rng, g)
	case 1:
		removeGiven(rng, g)
	default:
		removeGiven(rng, g)
		addGiven(rng, g)
	}
}

// addGiven puts a digit that breaks no rule in a random empty cell.
func addGiven(rng *rand.Rand, g *Grid) {
	for range 100 {
		c, d := rng.IntN(NumCells), uint8(1+rng.IntN(9))
		if g[c] == 0 && refOK(g, c, d) {
			g[c] = d
			return
		}
	}
}

// removeGiven empties a random given cell, if there is one.
func removeGiven(rng *rand.Rand, g *Grid) {
	for range 200 {
		if c := rng.IntN(NumCells); g[c] != 0 {
			g[c] = 0
			return
		}
	}
}
