package engine

import "math/bits"

// The nested multiple chains (chain_nested_multiple.go) intersect and join
// sets of potentials hundreds of times per look, on working grids with a
// few hundred candidates (on forum_hardest puzzles, 234 on the grid the
// outer searches start from, 220 per look): as potSets, 23 words each,
// most of them zero. A denseIndex numbers the potentials of the candidates
// of one grid one after the other, in the order of the potentials (a
// candidate's "off" potential, then its "on" one), so that the sets of
// that grid and of every grid with fewer candidates (the working grids of
// the searches that start from it) fit in its first words words; a set
// numbered so is a dense set, read through the index.

// denseIndex is the numbering of the potentials of one grid's candidates.
type denseIndex struct {
	bit   [numPotentials]uint16    // the number of each potential of the grid (others: stale)
	pot   [numPotentials]potential // the potential of each number
	n     int                      // the potentials numbered
	words int                      // the words that hold a dense set
	// weak holds, per candidate k of the grid, the dense set of the "off"
	// potentials its "on" potential implies on the grid (its cell mates
	// and its peers holding the digit): weakOf(k). In pieces, as memos.
	weak [2]*memoHalf
}

// number numbers the potentials of the candidates cand and lists their
// weak links.
func (x *denseIndex) number(cand *[NumCells]uint16) {
	n := 0
	for c, m := range cand {
		for ; m != 0; m &= m - 1 {
			off := potOf(c, bits.TrailingZeros16(m)+1, false)
			x.bit[off], x.bit[off+1] = uint16(n), uint16(n+1)
			x.pot[n], x.pot[n+1] = off, off+1
			n += 2
		}
	}
	x.n, x.words = n, (n+63)/64
	var planes [9]cellSet
	for b := 0; b < n; b += 2 {
		p := x.pot[b]
		planes[p.digit()-1].add(p.cell())
	}
	for b := 0; b < n; b += 2 {
		p := x.pot[b]
		c, d := p.cell(), p.digit()
		w := x.weakOf(p.cand())
		clear(w[:x.words])
		for m := cand[c] &^ p.bit(); m != 0; m &= m - 1 {
			x.add(w, potOf(c, bits.TrailingZeros16(m)+1, false))
		}
		peers := peerSet[c].and(planes[d-1])
		for i := range peers {
			for m := peers[i]; m != 0; m &= m - 1 {
				x.add(w, potOf(i*64+bits.TrailingZeros64(m), d, false))
			}
		}
	}
}

// weakOf returns the weak links of candidate k (see weak).
func (x *denseIndex) weakOf(k int) *potSet { return &x.weak[k/memoSplit][k%memoSplit] }

// add enters potential p in dense set s.
func (x *denseIndex) add(s *potSet, p potential) {
	b := x.bit[p]
	s[b>>6] |= 1 << (b & 63)
}

// has reports whether dense set s holds potential p.
func (x *denseIndex) has(s *potSet, p potential) bool {
	b := x.bit[p]
	return s[b>>6]&(1<<(b&63)) != 0
}

// dense returns the dense set of the potentials of s (of the grid).
func (x *denseIndex) dense(s *potSet) (d potSet) {
	for w, m := range s {
		for ; m != 0; m &= m - 1 {
			x.add(&d, potential(w*64+bits.TrailingZeros64(m)))
		}
	}
	return d
}

// sparse returns the potSet of the potentials of dense set d.
func (x *denseIndex) sparse(d *potSet) (s potSet) {
	for w, m := range d[:x.words] {
		for ; m != 0; m &= m - 1 {
			p := x.pot[w*64+bits.TrailingZeros64(m)]
			s[p>>6] |= 1 << (p & 63)
		}
	}
	return s
}
