package engine

import (
	"fmt"
	"testing"

	"github.com/stretchr/testify/require"
)

// TestSolvedByBasics checks solvedBySingles and solvedByLocking against the
// rating on random
// minimal puzzles (every difficulty comes up): when they say the basics
// solve a puzzle, its grid is the solution and the rating capped at
// basicsBound finishes; and when the rating finishes using only the basic
// techniques (whose steps are themselves a solve by the basics), they say
// so.
func TestSolvedByBasics(t *testing.T) {
	n := 300
	if testing.Short() {
		n = 60
	}
	singles := []Technique{TechFullHouse, TechHiddenSingleBox, TechHiddenSingleLine, TechNakedSingle}
	locking := append([]Technique{TechPointing, TechClaiming, TechDirectPointing, TechDirectClaiming}, singles...)
	var s genSolver
	ls := new(LogicSolver)
	var path []Step
	solved := map[bool]int{}
	for seed := range uint64(n) {
		sym := SymmetryNone
		if seed%3 == 2 {
			sym = SymmetryRotate180
		}
		res, err := Generate(&GenerateOptions{Seed: seed, Symmetry: sym})
		require.NoError(t, err)
		for _, locked := range []bool{false, true} {
			what := fmt.Sprintf("seed %d %v locked %v: %s", seed, sym, locked, res.Puzzle.String())
			bound, techs := basicsBound(locked), singles
			if locked {
				techs = locking
			}
			path = path[:0]
			r, err := ls.rateUnique(nil, &res.Puzzle, &res.Solution, bound, &path)
			require.NoError(t, err, what)
			got, grid := s.solvedBySingles(&res.Puzzle), s.stack[0].grid
			if locked {
				var bits givenBits
				var n node
				require.True(t, bits.read(&res.Puzzle))
				got = solvedByLocking(&bits, &n)
				n.write(&grid)
			}
			if got {
				solved[locked]++
				require.Equal(t, res.Solution, grid, what)
				require.True(t, r.Complete && r.Rating <= bound, "%s: the basics solve it, rated above %d", what, bound)
			}
			basic := r.Complete
			for _, st := range path {
				basic = basic && containsTech(techs, st.Technique)
			}
			if basic {
				require.True(t, got, "%s: the rating solves it with basic steps only", what)
			}
		}
	}
	t.Logf("%d random minimal puzzles: %d solved by singles, %d with locked candidates", n, solved[false], solved[true])
	// Both answers come up in both modes, and locked candidates solve more.
	require.Greater(t, solved[false], n/10)
	require.Less(t, solved[true], n*9/10)
	require.Greater(t, solved[true], solved[false])
}

func containsTech(ts []Technique, t Technique) bool {
	for _, x := range ts {
		if x == t {
			return true
		}
	}
	return false
}

// TestGenerateEasyChangesNothing generates puzzles of the levels whose band
// lets the generator skip the ratings of easy puzzles (see rateCurrent),
// with and without that shortcut: the same puzzles, ratings and attempts
// (it only decides which easy puzzle comes back when no attempt gets
// closer to the band).
func TestGenerateEasyChangesNothing(t *testing.T) {
	n := 12
	if testing.Short() {
		n = 4
	}
	bands := []GenerateOptions{{Level: LevelHard}, {Level: LevelExpert}, {Level: LevelExtreme}, {MinRating: 40, MaxRating: 60}}
	for _, band := range bands {
		for seed := range uint64(n) {
			opts := band
			opts.Seed = seed
			what := fmt.Sprintf("%+v", opts)
			g := newGenerator(&opts, itemSeed(opts.packSeed(), 0), raterForGenerator())
			require.NotZero(t, g.easyBound, what)
			g.easyBound = 0
			want, werr := g.run()
			got, gerr := Generate(&opts)
			require.Equal(t, werr, gerr, what)
			require.Equal(t, want, got, what)
		}
	}
}
