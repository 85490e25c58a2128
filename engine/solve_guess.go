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
		c := (*[3]uint32)(n.cand[3*d : 3*d+3])
		x0, x1, x2 := c[0], c[1], c[2]
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
// candidates. It is the slow path of guessing, for nodes without a cell of
// two candidates.
func (n *node) fewest() (int, int) {
	bestB, bestP, bestN := 0, 0, 10
	for b := 0; b < 3; b++ {
		for u := n.unsolved[b]; u != 0; u &= u - 1 {
			p := bits.TrailingZeros32(u)
			c := 0
			for d := b; d < 27; d += 3 {
				c += int(n.cand[d] >> p & 1)
			}
			if c < bestN {
				bestB, bestP, bestN = b, p, c
			}
		}
	}
	return bestB, bestP
}
