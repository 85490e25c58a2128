package engine

import (
	"math"
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// These tests compare the vector propagation (solve_avx512_amd64.go) with
// propagate, the pure-Go reference: on every input both must make the same
// search, so the counts, the first solutions, the branches used and the
// running out of budget must all be the same. They need a build with the
// tag sudoku_avx512 (go test -tags sudoku_avx512 ./engine, which make test
// runs) and a CPU with AVX-512; otherwise they skip.

func skipWithoutVector(t *testing.T) {
	t.Helper()
	if !vectorSupported {
		t.Skip("skipping: no vector propagation (build with -tags sudoku_avx512 on a CPU with AVX-512)")
	}
}

// compareSearches runs both searches on g and fails on any difference.
func compareSearches(t *testing.T, g *Grid, limit int, budget int64, what string) {
	t.Helper()
	var scalar, vector search
	n1, err1 := scalar.runOn(g, limit, budget, false)
	n2, err2 := vector.runOn(g, limit, budget, true)
	require.Equal(t, err1, err2, "%s: %s", what, g.String())
	require.Equal(t, n1, n2, "%s: count of %s", what, g.String())
	require.Equal(t, scalar.guesses, vector.guesses, "%s: branches on %s", what, g.String())
	require.Equal(t, scalar.solution, vector.solution, "%s: first solution of %s", what, g.String())
}

// TestVectorSearchAgreesOnDataSets compares the searches, solving and
// counting up to 2, on every puzzle of the data sets (every 25th of the
// large ones under -short) and on each 17-clue puzzle with a clue removed
// (two or more solutions).
func TestVectorSearchAgreesOnDataSets(t *testing.T) {
	skipWithoutVector(t)
	for _, set := range dataSets {
		t.Run(set, func(t *testing.T) {
			gs := loadGrids(t, set)
			step := 1
			if testing.Short() && len(gs) > 2000 {
				step = 25
			}
			for i := 0; i < len(gs); i += step {
				compareSearches(t, &gs[i], 1, DefaultMaxGuesses, set)
				compareSearches(t, &gs[i], 2, DefaultMaxGuesses, set)
				if set == "17_clue" {
					g := gs[i]
					for c := range g {
						if g[c] != 0 {
							g[c] = 0 // the first clue
							break
						}
					}
					compareSearches(t, &g, 2, DefaultMaxGuesses, "17_clue minus one")
				}
			}
		})
	}
}

// TestVectorSearchAgreesOnRandomGrids compares the searches on random
// grids of 0 to 40 givens (most without a solution or with many), counting
// up to 1, 2 and 100 solutions, and with budgets small enough to run out.
func TestVectorSearchAgreesOnRandomGrids(t *testing.T) {
	skipWithoutVector(t)
	rng := rand.New(rand.NewPCG(16, 17))
	trials := 3000
	if testing.Short() {
		trials = 300
	}
	limited := 0
	for range trials {
		g := randomSparseGrid(rng, rng.IntN(41))
		for _, limit := range []int{1, 2, 100} {
			compareSearches(t, &g, limit, DefaultMaxGuesses, "random grid")
		}
		budget := int64(1 + rng.IntN(200))
		compareSearches(t, &g, math.MaxInt, budget, "small budget")
		var s search
		if _, err := s.runOn(&g, math.MaxInt, budget, false); err == ErrLimit {
			limited++
		}
	}
	assert.Positive(t, limited, "no search ran out of its budget")
}

// TestVectorSearchAgreesWithBruteForce checks the vector search against the
// brute-force reference, which shares nothing with either propagation, on
// grids with a few clues removed from data set puzzles.
func TestVectorSearchAgreesWithBruteForce(t *testing.T) {
	skipWithoutVector(t)
	rng := rand.New(rand.NewPCG(5, 12))
	gs := loadGrids(t, "kaggle_10k")
	for trial := range 200 {
		g := gs[rng.IntN(len(gs))]
		for k := rng.IntN(8); k > 0; k-- {
			removeGiven(rng, &g)
		}
		want := refCount(g, 20)
		var s search
		got, err := s.runOn(&g, 20, DefaultMaxGuesses, true)
		require.NoError(t, err)
		require.Equal(t, want, got, "trial %d: %s", trial, g.String())
		if got > 0 {
			require.True(t, refValid(&s.solution) && refAgrees(&g, &s.solution), "trial %d", trial)
		}
	}
}

// TestVectorOtherSolutionAgrees compares the generator's question (is there
// a solution with this cell not holding this digit?) on both propagations,
// for every clue of sparse puzzles.
func TestVectorOtherSolutionAgrees(t *testing.T) {
	skipWithoutVector(t)
	gs := loadGrids(t, "17_clue")
	for i := 0; i < len(gs); i += 97 {
		sol, err := Solve(&gs[i])
		require.NoError(t, err)
		q := gs[i]
		removeGiven(rand.New(rand.NewPCG(uint64(i), 3)), &q)
		var g givenBits
		require.True(t, g.read(&q))
		for c := range q {
			if q[c] != 0 {
				continue
			}
			var s1, s2 search
			f1, e1 := s1.otherSolutionOn(&g, c, sol[c], genMaxGuesses, false)
			f2, e2 := s2.otherSolutionOn(&g, c, sol[c], genMaxGuesses, true)
			require.Equal(t, f1, f2, "%s cell %s", q.String(), CellName(c))
			require.Equal(t, e1, e2)
			require.Equal(t, s1.guesses, s2.guesses)
			require.Equal(t, s1.solution, s2.solution)
		}
	}
}
