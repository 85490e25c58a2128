package engine

import (
	"testing"

	"github.com/stretchr/testify/require"
)

// refPairSets finds the digit-pair sets of sol by brute force: for digits a
// and b, the smallest non-empty sets of rows in which swapping a and b
// leaves a valid grid.
func refPairSets(sol *Grid) map[cellSet]bool {
	out := map[cellSet]bool{}
	for a := uint8(1); a <= 9; a++ {
		for b := a + 1; b <= 9; b++ {
			var valid []uint16
			for rows := uint16(1); rows < 512; rows++ {
				g := *sol
				for i, v := range g {
					if rows>>RowOf(i)&1 != 0 && (v == a || v == b) {
						g[i] = a + b - v
					}
				}
				if refValid(&g) {
					valid = append(valid, rows)
				}
			}
			for _, rows := range valid {
				smallest := true
				for _, other := range valid {
					if other != rows && other&rows == other {
						smallest = false
					}
				}
				if !smallest {
					continue
				}
				var s cellSet
				for i, v := range sol {
					if rows>>RowOf(i)&1 != 0 && (v == a || v == b) {
						s.add(i)
					}
				}
				out[s] = true
			}
		}
	}
	return out
}

// refMiniRowSets finds the mini-row sets of sol by brute force: two rows of
// a band (columns of a stack) and three positions where exchanging the two
// cells leaves a valid grid.
func refMiniRowSets(sol *Grid) map[cellSet]bool {
	out := map[cellSet]bool{}
	for _, dir := range [2][2]int{{9, 1}, {1, 9}} {
		step, along := dir[0], dir[1]
		for l1 := range 9 {
			for l2 := l1 + 1; l2 < l1/3*3+3; l2++ {
				for k1 := range 9 {
					for k2 := k1 + 1; k2 < 9; k2++ {
						for k3 := k2 + 1; k3 < 9; k3++ {
							g := *sol
							var s cellSet
							for _, k := range [3]int{k1, k2, k3} {
								x, y := l1*step+k*along, l2*step+k*along
								g[x], g[y] = g[y], g[x]
								s.add(x)
								s.add(y)
							}
							if refValid(&g) {
								out[s] = true
							}
						}
					}
				}
			}
		}
	}
	return out
}

// TestUnavoidableSetsMatchBruteForce checks that the generator records
// exactly the digit-pair and mini-row sets that brute force finds, and that
// emptied agrees with checking every set.
func TestUnavoidableSetsMatchBruteForce(t *testing.T) {
	var s genSolver
	r := newRNG(7)
	grids := 30
	if testing.Short() {
		grids = 5
	}
	for trial := range grids {
		sol := s.fillRandom(&r)
		var u unavoidableSets
		u.find(&sol)
		want := refPairSets(&sol)
		for k := range refMiniRowSets(&sol) {
			want[k] = true
		}
		require.Less(t, len(want), maxUnavoidable, "trial %d: too many sets to compare", trial)
		got := map[cellSet]bool{}
		for _, x := range u.sets[:u.n] {
			got[x] = true
		}
		require.Equal(t, u.n, len(got), "trial %d: a set recorded twice", trial)
		require.Equal(t, want, got, "trial %d: %s", trial, sol.String())

		// emptied against every set, for random givens and orbits.
		orbits := &symmetryOrbits[SymmetryRotate180]
		for range 200 {
			givens := cellSet{^uint64(0), 1<<(NumCells-64) - 1}
			for range r.intn(60) {
				givens.remove(r.intn(NumCells))
			}
			o := &orbits.orbits[r.intn(orbits.n)]
			givens[0] |= o.mask[0]
			givens[1] |= o.mask[1]
			left := givens.andNot(o.mask)
			wantEmptied := false
			for _, x := range u.sets[:u.n] {
				if x.and(left).empty() && !x.and(givens).empty() {
					wantEmptied = true
				}
			}
			// Only a set through o can lose its last clue, which is what
			// emptied looks for.
			require.Equal(t, wantEmptied, u.emptied(givens, o), "trial %d", trial)
		}
	}
}
