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

// TestStateKeyTellsStatesApart changes one cell of states of solve paths
// (10 magictour puzzles, 2 in -short mode) at a time, a candidate dropped
// or added, or a placed digit replaced, and checks that the key changes,
// and that a copy of a state has its key.
func TestStateKeyTellsStatesApart(t *testing.T) {
	step, states := 146, 0
	if testing.Short() {
		step = 733
	}
	walkPaths(t, "magictour_top1465.txt", step, func(i int, ls *LogicSolver) {
		states++
		s := ls.state
		key := s.key()
		require.Equal(t, key, ls.state.key())
		for c := range NumCells {
			for bit := uint16(1); bit < 1<<9; bit <<= 1 {
				v := s
				v.cand[c] ^= bit
				if v.key() == key {
					t.Fatalf("puzzle %d: cell %d's candidates %03x and %03x have one key", i, c, s.cand[c], v.cand[c])
				}
			}
			if s.grid[c] != 0 {
				v := s
				v.grid[c] = s.grid[c]%9 + 1
				if v.key() == key {
					t.Fatalf("puzzle %d: cell %d's digits %d and %d have one key", i, c, s.grid[c], v.grid[c])
				}
			}
		}
	})
	require.Greater(t, states, 100)
}

// TestSolutionBitsAgree compares solBits.agrees with stepAgrees on the steps
// of solve paths and on copies of them that remove a digit of the solution
// from one cell, or place the wrong digit.
func TestSolutionBitsAgree(t *testing.T) {
	step, steps := 146, 0
	if testing.Short() {
		step = 733
	}
	lines := loadSet(t, "magictour_top1465.txt")
	var ls LogicSolver
	var st Step
	for i := 0; i < len(lines); i += step {
		p := mustParse(t, lines[i])
		sol, err := Solve(&p)
		require.NoError(t, err)
		b := solutionBits(&sol)
		require.NoError(t, ls.Reset(&p, nil))
		for !ls.Solved() && ls.Next(&st, MaxRating) {
			steps++
			require.True(t, b.agrees(&st, &sol) && stepAgrees(&st, &sol), "puzzle %d", i)
			for c := range NumCells {
				was := st.Removed[c]
				st.Removed[c] |= 1 << (sol[c] - 1)
				if b.agrees(&st, &sol) {
					t.Fatalf("puzzle %d: a step removing %d from cell %d agrees", i, sol[c], c)
				}
				st.Removed[c] = was
			}
			if st.Cell >= 0 {
				st.Digit = st.Digit%9 + 1
				require.False(t, b.agrees(&st, &sol), "puzzle %d", i)
				st.Digit = int(sol[st.Cell])
			}
			ls.Apply(&st)
		}
	}
	require.Greater(t, steps, 100)
}
