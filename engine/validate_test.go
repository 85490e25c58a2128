package engine

import (
	"errors"
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/require"
)

// TestValidAgreesWithRules checks Validate's fast path (valid, which sums
// digit counts per unit, in plain Go and, in a build with the tag
// sudoku_avx512 on a CPU with AVX-512, with vector registers) against
// refRules, the plain rule checker, on grids
// built to sit on the edge: solved grids with a cell changed, copied over
// another or set out of range, and data set puzzles with a few values
// added, including cells of 10 to 255 and grids full of them.
func TestValidAgreesWithRules(t *testing.T) {
	rng := rand.New(rand.NewPCG(9, 81))
	gs := loadGrids(t, "17_clue")
	check := func(g *Grid, what string) {
		t.Helper()
		bad, conflict := refRules(g)
		want := bad < 0 && !conflict
		require.Equal(t, want, g.validScalar(), "%s: %v", what, g[:])
		if vectorSupported {
			require.Equal(t, want, validVector(g), "%s (vector): %v", what, g[:])
		}
		require.Equal(t, want, g.Validate() == nil, "%s: %v", what, g[:])
	}
	for trial := range 20000 {
		sol, err := Solve(&gs[rng.IntN(len(gs))])
		require.NoError(t, err)
		g := sol
		check(&g, "solved")
		switch trial % 4 {
		case 0:
			g[rng.IntN(81)] = uint8(rng.IntN(10))
		case 1:
			g[rng.IntN(81)] = g[rng.IntN(81)]
		case 2:
			g[rng.IntN(81)] = uint8(10 + rng.IntN(246))
		default:
			g = gs[rng.IntN(len(gs))]
			for k := rng.IntN(6); k > 0; k-- {
				g[rng.IntN(81)] = uint8(rng.IntN(10))
			}
		}
		check(&g, "changed")
	}
	var full Grid
	for i := range full {
		full[i] = 255
	}
	check(&full, "all 255")
	for i := range full {
		full[i] = 10 + uint8(i%2)
	}
	check(&full, "all 10 and 11")
	check(&Grid{}, "empty")
}

// TestAppendLineWritesEveryValue checks AppendLine, which converts eight
// cells at a time, against cellChar on every value in every position, and
// that it appends to what dst holds.
func TestAppendLineWritesEveryValue(t *testing.T) {
	for v := 0; v < 256; v++ {
		for pos := 0; pos < NumCells; pos++ {
			var g Grid
			for i := range g {
				g[i] = uint8((i * 7) % 10)
			}
			g[pos] = uint8(v)
			got := g.AppendLine([]byte("x"))
			require.Len(t, got, 1+NumCells)
			require.Equal(t, byte('x'), got[0])
			for i := range g {
				require.Equal(t, cellChar(g[i]), got[1+i], "value %d at %d, cell %d", v, pos, i)
			}
		}
	}
}

// TestSearchRejectsEveryOutOfRangeValue checks the solver's own reading of
// the givens (givenBits.read, which has no branch on the cells) on every
// value from 10 to 255 in every cell of the empty grid and of a puzzle:
// Solve and CountSolutions must return the *RangeError that Validate gives,
// never search.
func TestSearchRejectsEveryOutOfRangeValue(t *testing.T) {
	base := []Grid{{}, mustParse(t, "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79")}
	for _, b := range base {
		for c := 0; c < NumCells; c += 7 {
			for v := 10; v < 256; v++ {
				g := b
				g[c] = uint8(v)
				var re *RangeError
				_, err := Solve(&g)
				require.True(t, errors.As(err, &re), "value %d at cell %d: %v", v, c, err)
				require.Equal(t, c, re.Cell)
				_, err = CountSolutions(&g, 2)
				require.True(t, errors.As(err, &re), "value %d at cell %d: %v", v, c, err)
			}
		}
	}
}
