package engine

import "math/bits"

// This file holds the table of sum combinations that killer cages use: every
// set of different digits 1..16 (as a mask, bit d-1 for digit d), grouped by
// how many digits it has and what they add up to. Within a group the masks
// are in increasing order, so the sets that use only digits 1..N, the masks
// below 1<<N, come first.

// maxComboSum is the largest sum of different digits 1..16 (all of them).
const maxComboSum = MaxVariantSize * (MaxVariantSize + 1) / 2

// comboMasks lists every non-empty digit set, grouped by (size, sum);
// comboStart[k*(maxComboSum+1)+s] is where group (k, s) starts, and the
// entry after it where it ends. Computed once at start-up, only read after.
var (
	comboMasks [1 << MaxVariantSize]uint16
	comboStart [(MaxVariantSize+1)*(maxComboSum+1) + 1]int32
)

// maskSum returns the sum of the digits of mask m.
func maskSum(m uint16) int {
	s := 0
	for ; m != 0; m &= m - 1 {
		s += bits.TrailingZeros16(m) + 1
	}
	return s
}

func comboKey(m uint16) int { return bits.OnesCount16(m)*(maxComboSum+1) + maskSum(m) }

func init() {
	// A counting sort by key keeps the masks of each group in increasing
	// order.
	var count [len(comboStart)]int32
	for m := 1; m < 1<<MaxVariantSize; m++ {
		count[comboKey(uint16(m))+1]++
	}
	for k := 1; k < len(count); k++ {
		count[k] += count[k-1]
	}
	comboStart = count
	next := count
	for m := 1; m < 1<<MaxVariantSize; m++ {
		k := comboKey(uint16(m))
		comboMasks[next[k]] = uint16(m)
		next[k]++
	}
}

// comboRange returns the part of comboMasks holding the sets of k different
// digits 1..n that add up to sum.
func comboRange(k, sum, n int) (off, count int32) {
	if k < 1 || k > MaxVariantSize || sum < 0 || sum > maxComboSum {
		return 0, 0
	}
	key := k*(maxComboSum+1) + sum
	lo, hi := comboStart[key], comboStart[key+1]
	// The masks of the group are increasing: find the first above 2^n-1.
	limit := uint16(1<<n - 1)
	a, b := lo, hi
	for a < b {
		m := int32(uint32(a+b) >> 1)
		if comboMasks[m] <= limit {
			a = m + 1
		} else {
			b = m
		}
	}
	return lo, a - lo
}
