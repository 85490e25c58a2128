package engine

import "math/bits"

// This file chooses the cell a stuck search guesses on.

// pickPair chooses the cell to guess on among the cells with two
// candidates, pairs[b] in band b: the one whose two digits, placed, would
// remove the most candidates from its peers, counting twice those removed
// from other cells with two candidates (which become naked singles). Both
// branches of such a guess propagate far, which keeps the search tree small.
func (n *node) pickPair(pairs *[3]uint32) (int, int) {
	var score [3][32]uint8
	p0, p1, p2 := pairs[0], pairs[1], pairs[2]
	for d := 0; d < 9; d++ {
		x0, x1, x2 := n.cand[0][d], n.cand[1][d], n.cand[2][d]
		q0, q1, q2 := x0&p0, x1&p1, x2&p2
		if q0 != 0 {
			scoreBand(&score[0], x0, q0, x1, q1, x2, q2)
		}
		if q1 != 0 {
			scoreBand(&score[1], x1, q1, x0, q0, x2, q2)
		}
		if q2 != 0 {
			scoreBand(&score[2], x2, q2, x0, q0, x1, q1)
		}
	}
	bestB, bestP, best := 0, 0, -1
	for b := 0; b < 3; b++ {
		for m := pairs[b]; m != 0; m &= m - 1 {
			p := bits.TrailingZeros32(m) & 31
			if s := int(score[b][p]); s > best {
				bestB, bestP, best = b, p, s
			}
		}
	}
	return bestB, bestP
}

// firstPair returns the first cell with two candidates, pairs[b] in band
// b, which must not all be empty. Choosing it costs nothing, where
// pickPair's choice saves guesses: it pays on searches that guess a few
// times at most, such as the generator's.
func firstPair(pairs *[3]uint32) (int, int) {
	b := 0
	for pairs[b] == 0 {
		b++
	}
	return b, bits.TrailingZeros32(pairs[b])
}

// scoreBand adds to score[p], for each cell p of q, the cells of one digit
// that placing it in p would remove: x holds the digit's candidates in the
// band, y1 and y2 in the other two bands, and q, q1, q2 the ones of them in
// cells with two candidates, which count twice.
func scoreBand(score *[32]uint8, x, q, y1, q1, y2, q2 uint32) {
	for m := q; m != 0; m &= m - 1 {
		p := bits.TrailingZeros32(m) & 31
		peers, col := bandPeers[p], colMask[p]
		all := uint64(x&peers) | uint64(y1&col|(y2&col)<<1)<<32
		twos := uint64(q&peers) | uint64(q1&col|(q2&col)<<1)<<32
		score[p] += uint8(bits.OnesCount64(all) + 2*bits.OnesCount64(twos))
	}
}

// fewest returns the band and position of an unsolved cell with the fewest
// candidates, the first such cell in band and position order. It is the
// path of guessing for nodes without a cell of two candidates, common on
// sparse grids, so it counts the candidates of all the cells of a band at
// once: c0..c3 hold the bits of a 4-bit count per cell (bit-sliced).
func (n *node) fewest() (int, int) {
	var counts [3][4]uint32
	for b := 0; b < 3; b++ {
		var c0, c1, c2, c3 uint32
		for _, x := range n.cand[b][:9] {
			k0 := c0 & x
			c0 ^= x
			k1 := c1 & k0
			c1 ^= k0
			c3 |= c2 & k1
			c2 ^= k1
		}
		counts[b] = [4]uint32{c0, c1, c2, c3}
	}
	for k := 2; k <= 9; k++ {
		for b := 0; b < 3; b++ {
			c := &counts[b]
			m := n.unsolved[b] & ones(c[0], k&1) & ones(c[1], k>>1&1) & ones(c[2], k>>2&1) & ones(c[3], k>>3)
			if m != 0 {
				return b, bits.TrailingZeros32(m)
			}
		}
	}
	return 0, 0 // not reached: an unsolved cell of a stuck node has 2 to 9 candidates
}

// ones returns x where bit is 1 and ^x where it is 0: the cells whose count
// has that bit.
func ones(x uint32, bit int) uint32 {
	if bit != 0 {
		return x
	}
	return ^x
}
