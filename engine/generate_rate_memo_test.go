package engine

import (
	"fmt"
	"testing"

	"github.com/stretchr/testify/require"
)

// plainRater is the generator's rating without the memory of states: every
// rating walks from the puzzle to the end (or the cap).
func plainRater() rateFunc {
	ls := new(LogicSolver)
	return func(p, sol *Grid, limit int) (int, bool) { return rateForGenerator(ls, p, sol, limit) }
}

// TestRateMemoChangesNothing generates puzzles of every level with and
// without the memory of states: the same puzzles, the same ratings, the
// same attempts, since every rating the memo cuts short is the one the
// whole walk gives.
func TestRateMemoChangesNothing(t *testing.T) {
	n := 10
	if testing.Short() {
		n = 3
	}
	for l := LevelEasy; l <= LevelExtreme; l++ {
		for seed := range uint64(n) {
			for _, sym := range []Symmetry{SymmetryNone, SymmetryRotate180} {
				opts := GenerateOptions{Seed: seed, Level: l, Symmetry: sym}
				what := fmt.Sprintf("%v seed %d %v", l, seed, sym)
				want, werr := generateOne(&opts, plainRater)
				got, gerr := Generate(&opts)
				require.Equal(t, werr, gerr, what)
				require.Equal(t, want, got, what)
			}
		}
	}
}

// TestRateMemoRatings rates puzzles one after the other on one memo, each
// under several caps, and compares every answer with a fresh rating: the
// puzzles of a removal chain, whose walks meet, and unrelated ones.
func TestRateMemoRatings(t *testing.T) {
	var memo rateMemo
	ls := new(LogicSolver)
	fresh := plainRater()
	g := newGenerator(&GenerateOptions{}, 7, nil)
	rounds := 6
	if testing.Short() {
		rounds = 2
	}
	check := func(round int) {
		for _, limit := range []int{LevelMediumMax, LevelExpertMax, ratingBeyond} {
			wr, wok := fresh(&g.puzzle, &g.sol, limit)
			gr, gok := memo.rate(ls, &g.puzzle, &g.sol, limit)
			require.Equal(t, [2]any{wr, wok}, [2]any{gr, gok}, "round %d limit %d: %s", round, limit, g.puzzle.String())
		}
	}
	for round := range rounds {
		g.newSolution()
		g.removeAll()
		// The removal chain's last dozen prefixes, from the minimal puzzle
		// up, then down again.
		last := g.nchain - min(12, g.nchain)
		for at := g.nchain; at > last; at-- {
			check(round)
			g.restore(&g.orbits.orbits[g.chain[at-1]])
		}
		for at := last; at < g.nchain; at++ {
			check(round)
			g.remove(&g.orbits.orbits[g.chain[at]])
		}
		check(round)
	}
	require.Positive(t, memo.hits, "the walks never met: the test would not see a wrong memo")
}
