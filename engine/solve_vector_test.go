package engine

import (
	"math"
	"math/bits"
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

// TestVectorNodesMatchScalar compares the two propagations node by node,
// not only the searches they make: from every node of a walk of the search
// tree (both branches of each guess, dead ends included), the vector
// propagation of the guess must reach the same status, the same
// candidates and unsolved cells, and choose the same cell and first digit
// as propagate on a copy of the parent.
func TestVectorNodesMatchScalar(t *testing.T) {
	skipWithoutVector(t)
	rng := rand.New(rand.NewPCG(7, 16))
	var grids []Grid
	for _, set := range []string{"17_clue", "magictour_top1465", "hardest"} {
		gs := loadGrids(t, set)
		for i := 0; i < len(gs); i += max(1, len(gs)/150) {
			g := gs[i]
			if set == "17_clue" {
				removeGiven(rng, &g) // two or more solutions
			}
			grids = append(grids, g)
		}
	}
	for range 150 {
		grids = append(grids, randomSparseGrid(rng, 18+rng.IntN(10)))
	}
	nodes := 0
	for _, g := range grids {
		for _, quick := range []bool{false, true} {
			var root node
			require.True(t, root.load(&g))
			budget := 300
			nodes += walkBothPropagations(t, &g, root, allBitmaps, &root, 0, 0, -1, false, quick, &budget)
		}
	}
	assert.Greater(t, nodes, 50000, "nodes compared")
}

// walkBothPropagations propagates scalar (with dirty) and, from node from
// with the change (b, p, d, place) as visitVector makes it, the vector
// node; compares them, then walks both branches of the guess while budget
// lasts. It returns the number of nodes compared.
func walkBothPropagations(t *testing.T, g *Grid, scalar node, dirty uint32, from *node, b, p, d int, place, quick bool, budget *int) int {
	t.Helper()
	var vector node
	st1, b1, p1 := scalar.propagate(dirty, quick)
	st2, b2, p2, d2, digits := vector.propagateVector(from, b, p, d, place, quick)
	require.Equal(t, st1, st2, "status on %s", g.String())
	if st1 == deadEnd {
		return 1
	}
	require.Equal(t, scalar.cand, vector.cand, "candidates on %s", g.String())
	require.Equal(t, scalar.unsolved, vector.unsolved, "unsolved cells on %s", g.String())
	if st1 == solved {
		return 1
	}
	d1 := scalar.firstDigit(b1, p1)
	require.Equal(t, [3]int{b1, p1, d1}, [3]int{b2, p2, d2}, "guess on %s", g.String())
	if *budget <= 0 {
		return 1
	}
	*budget--
	n := 1
	child := scalar
	n += walkBothPropagations(t, g, child, child.place(b1, p1, d1), &vector, b1, p1, d1, true, quick, budget)
	// The other digits, as visit and visitVector make the change.
	other := scalar
	other.cand[b1][d1] &^= 1 << p1
	otherDirty := uint32(1) << (3*d1 + b1)
	vd, vplace := d1, false
	if e := other.onlyDigit(b1, p1); e >= 0 {
		otherDirty |= other.place(b1, p1, e)
	}
	if rest := digits &^ (1 << d1); digits != 0 && rest&(rest-1) == 0 {
		vd, vplace = bits.TrailingZeros32(rest), true
	}
	n += walkBothPropagations(t, g, other, otherDirty, &vector, b1, p1, vd, vplace, quick, budget)
	return n
}
