package engine

import (
	"fmt"
	"math/bits"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// singlesRating is a stand-in rating that lets the band machinery be tested
// on its own: it solves with hidden singles in boxes (1.2), then in rows and
// columns (1.5), then naked singles (2.3), always taking the simplest, and
// rates by the hardest used. It reports ok false when singles get stuck or
// a step is rated above limit.
func singlesRating(p, _ *Grid, limit int) (int, bool) {
	g := *p
	hardest := 0
	for g.Givens() < NumCells {
		var cand [NumCells]uint16
		for i, v := range g {
			if v == 0 {
				m := uint16(allDigits)
				for _, q := range peers[i] {
					if g[q] != 0 {
						m &^= 1 << (g[q] - 1)
					}
				}
				cand[i] = m
			}
		}
		cell, digit, rating := -1, 0, 0
	search:
		for _, tier := range []struct {
			units  []int
			rating int
		}{{[]int{18, 19, 20, 21, 22, 23, 24, 25, 26}, 12}, {[]int{0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17}, 15}} {
			for _, u := range tier.units {
				for d := 1; d <= 9; d++ {
					n, at := 0, -1
					for _, c := range unitCells[u] {
						if cand[c]&(1<<(d-1)) != 0 {
							n, at = n+1, int(c)
						}
					}
					if n == 1 {
						cell, digit, rating = at, d, tier.rating
						break search
					}
				}
			}
		}
		if cell < 0 {
			for i, m := range cand {
				if g[i] == 0 && bits.OnesCount16(m) == 1 {
					cell, digit, rating = i, bits.TrailingZeros16(m)+1, 23
					break
				}
			}
		}
		if cell < 0 {
			return hardest, false
		}
		hardest = max(hardest, rating)
		if hardest > limit {
			return hardest, false
		}
		g[cell] = uint8(digit)
	}
	return hardest, true
}

func singlesRater() rateFunc { return singlesRating }

func checkBand(t *testing.T, res *Generated, lo, hi int, what string) {
	t.Helper()
	checkGenerated(t, res, what)
	r, ok := singlesRating(&res.Puzzle, &res.Solution, ratingBeyond)
	if !ok {
		r = ratingBeyond
	}
	assert.Equal(t, r, res.Rating, "%s: reported rating", what)
	assert.Zero(t, bandDistance(r, lo, hi), "%s: rating %d outside %d..%d", what, r, lo, hi)
}

// TestGenerateBandWithStandInRating targets bands of the stand-in rating:
// an upper bound only (reached down the removal chain), a closed band that
// needs climbing, and a lower bound only.
func TestGenerateBandWithStandInRating(t *testing.T) {
	n := 60
	if testing.Short() {
		n = 10
	}
	for _, tc := range []struct {
		lo, hi int
		sym    Symmetry
	}{{0, 12, SymmetryNone}, {0, 15, SymmetryRotate180}, {20, 23, SymmetryNone}, {15, 15, SymmetryNone}, {100, 0, SymmetryNone}} {
		t.Run(fmt.Sprintf("%d-%d-%v", tc.lo, tc.hi, tc.sym), func(t *testing.T) {
			attempts := 0
			for seed := range uint64(n) {
				opts := GenerateOptions{Seed: seed, MinRating: tc.lo, MaxRating: tc.hi, Symmetry: tc.sym}
				res, err := generateOne(&opts, singlesRater)
				require.NoError(t, err, "seed %d", seed)
				checkBand(t, &res, tc.lo, tc.hi, fmt.Sprint(seed))
				assert.True(t, symmetric(tc.sym, &res.Puzzle))
				attempts += res.Attempts
			}
			t.Logf("%.2f attempts per puzzle", float64(attempts)/float64(n))
		})
	}
}

// TestGenerateUnreachableBand asks for a band the stand-in rating never
// gives (it rates 12, 15, 23 or beyond): ErrLimit with the closest puzzle,
// unique, after the attempt bound, or after the time budget. For a band far
// above what singles solve, the puzzles they solve count as equally far
// (the generator does not rate them, see attempt): the first comes back,
// with its own rating.
func TestGenerateUnreachableBand(t *testing.T) {
	opts := GenerateOptions{Seed: 3, MinRating: 25, MaxRating: 60, MaxAttempts: 5}
	res, err := generateOne(&opts, singlesRater)
	require.ErrorIs(t, err, ErrLimit)
	checkGenerated(t, &res, "best")
	assert.Equal(t, 23, res.Rating, "the closest rating the stand-in gives")
	assert.Equal(t, 5, res.Attempts)

	opts = GenerateOptions{Seed: 3, MinRating: 40, MaxRating: 60, MaxAttempts: 5}
	res, err = generateOne(&opts, singlesRater)
	require.ErrorIs(t, err, ErrLimit)
	checkGenerated(t, &res, "best")
	assert.Equal(t, 5, res.Attempts)
	opts.MaxAttempts = 1
	first, err := generateOne(&opts, singlesRater)
	require.ErrorIs(t, err, ErrLimit)
	assert.Equal(t, first.Puzzle, res.Puzzle, "the first easy puzzle")
	r, ok := singlesRating(&res.Puzzle, nil, ratingBeyond)
	require.True(t, ok)
	assert.Equal(t, r, res.Rating)

	opts = GenerateOptions{Seed: 3, MinRating: 40, MaxRating: 60, MaxAttempts: 1 << 30, Budget: 200 * time.Millisecond}
	start := time.Now()
	res, err = generateOne(&opts, singlesRater)
	require.ErrorIs(t, err, ErrLimit)
	assert.Less(t, time.Since(start), 3*time.Second)
	checkGenerated(t, &res, "best")
}

func TestGenerateBandBatchIndependentOfThreads(t *testing.T) {
	opts := GenerateOptions{Seed: 11, MinRating: 20, MaxRating: 23}
	var want []Generated
	for _, threads := range []int{1, 2, 4} {
		out := make([]Generated, 24)
		require.NoError(t, generateBatch(nil, &opts, 0, out, nil, threads, singlesRater))
		if want == nil {
			want = out
		}
		require.Equal(t, want, out, "%d threads", threads)
	}
	one, err := generateOne(&opts, singlesRater)
	require.NoError(t, err)
	assert.Equal(t, want[0], one)
}
