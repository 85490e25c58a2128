package engine

import (
	"math/bits"
	"testing"

	"github.com/stretchr/testify/require"
)

// TestColexBelow checks the walk of findHiddenSubsetIn and
// findNakedSubsetIn: for every eligible set of positions and every size k,
// the first colexBelow[k][n] masks of colexSubsets[k], each position i
// mapped to the eligible set's i-th smallest member, are exactly the masks
// of colexSubsets[k] inside the eligible set, in the same order.
func TestColexBelow(t *testing.T) {
	for k := 1; k <= 9; k++ {
		for eligible := uint16(0); eligible < 1<<9; eligible++ {
			var want []uint16
			for _, m := range colexSubsets[k] {
				if m&^eligible == 0 {
					want = append(want, m)
				}
			}
			var member [9]uint16
			n := 0
			for m := eligible; m != 0; m &= m - 1 {
				member[n] = 1 << bits.TrailingZeros16(m)
				n++
			}
			var got []uint16
			for _, pick := range colexSubsets[k][:colexBelow[k][n]] {
				var m uint16
				for p := pick; p != 0; p &= p - 1 {
					m |= member[bits.TrailingZeros16(p)]
				}
				got = append(got, m)
			}
			require.Equal(t, want, got, "k %d, eligible %09b", k, eligible)
		}
	}
}

// digitCellsOfCand is digitCells read off cand, cell by cell (the reference
// of TestDigitCells).
func (s *logicGrid) digitCellsOfCand(d int) cellSet {
	var set cellSet
	bit := uint16(1) << (d - 1)
	for c, m := range s.cand {
		if m&bit != 0 {
			set.add(c)
		}
	}
	return set
}

// TestDigitCells compares digitCells, read off the rows' position masks,
// with the candidates, for every digit at every state of solve paths (20
// magictour puzzles, 2 in -short mode). It fails when a row's shift is
// wrong, and when pos falls out of step with cand.
func TestDigitCells(t *testing.T) {
	step, states := 73, 0
	if testing.Short() {
		step = 733
	}
	walkPaths(t, "magictour_top1465.txt", step, func(i int, ls *LogicSolver) {
		states++
		s := &ls.state
		for d := 1; d <= 9; d++ {
			require.Equal(t, s.digitCellsOfCand(d), s.digitCells(d), "puzzle %d, digit %d", i, d)
		}
	})
	require.Greater(t, states, 100)
}
