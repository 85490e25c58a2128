package engine

import "math/bits"

// Aligned Pair Exclusion (SE 6.2).

var techAlignedPairExclusion = techSpec{
	Tech:    TechAlignedPairExclusion,
	Rating:  62,
	Tie:     1, // after the VWXYZ-Wing, as in Sudoku Explainer
	Find:    (*logicGrid).findAlignedPairExclusion,
	Explain: (*Step).explainAlignedPairExclusion,
}

// findAlignedPairExclusion finds an aligned pair exclusion (SE 6.2): for two
// cells with at least two common peers that hold two candidates each, every
// pair of values the two cells could take together is ruled out when it
// would leave such a peer empty (both its candidates taken) or repeat a
// digit in a unit the two cells share. A candidate of either cell that
// appears in no allowed pair is removed.
func (s *logicGrid) findAlignedPairExclusion(st *Step) bool {
	bivalue := s.bivalueCells()
	var base [NumCells]uint8
	n := 0
	for c := 0; c < NumCells; c++ {
		if s.grid[c] != 0 || popcount(s.cand[c]) < 2 || peerSet[c].and(bivalue).empty() {
			continue
		}
		base[n] = uint8(c)
		n++
	}
	// A pair reads only the candidates of its cells and of its excluders
	// (the bivalue cells that see both). A pair none of whose cells changed,
	// and which no changed cell sees whole, has the same excluders as on the
	// grid of the last search that found nothing, and finds nothing again
	// (see gridMemo): it was tried there, or was not because a cell saw no
	// bivalue cell, and then it has no excluder. Only the pairs with a
	// changed cell, or both in view of one, are tried again.
	changed := s.pairs.changed(&s.cand)
	// The pairs in SE's order: (0,1), (0,2), (1,2), (0,3), ...
	for j := 1; j < n; j++ {
		b := int(base[j])
		near := peerSet[b].and(bivalue)
		again := cellSet{^uint64(0), ^uint64(0)} // the cells a pair with b is tried with
		if !changed.has(b) {
			again = changed
			seen := peerSet[b].and(changed)
			for q := seen.nextCell(0); q >= 0; q = seen.nextCell(q + 1) {
				again = again.or(peerSet[q])
			}
		}
		for i := 0; i < j; i++ {
			a := int(base[i])
			if !again.has(a) {
				continue
			}
			// The excluders: the bivalue cells that see both (most pairs,
			// far apart, have fewer than the two needed).
			if excl := peerSet[a].and(near); excl.count() >= 2 && s.tryPairExclusion(st, a, b, excl) {
				return true
			}
		}
	}
	s.pairs.remember(&s.cand)
	return false
}

// bivalueCells returns the cells with two candidates.
func (s *logicGrid) bivalueCells() cellSet {
	var set cellSet
	for c := 0; c < NumCells; c++ {
		if popcount(s.cand[c]) == 2 {
			set.add(c)
		}
	}
	return set
}

// tryPairExclusion checks cells a and b against their excluders (two or
// more bivalue cells that see both) and fills st when a candidate of a or
// b is in no possible pair.
//
// A bivalue excluder {x,y} rules out exactly the pairs (x,y) and (y,x), so
// a candidate va of a is in no possible pair when every candidate vb of b
// (but va itself, when a and b see each other) makes an excluder with it:
// when b's candidates, less va if aligned, are among partners[va], the
// digits that share an excluder with va. The same holds for b. This is the
// loop over every pair of candidates and every excluder
// (tryPairExclusionPlain in the tests) in O(excluders + digits).
func (s *logicGrid) tryPairExclusion(st *Step, a, b int, common cellSet) bool {
	var partners [9]uint16
	for p := common.nextCell(0); p >= 0; p = common.nextCell(p + 1) {
		e := s.cand[p]
		x, y := bits.TrailingZeros16(e), bits.TrailingZeros16(e&(e-1))
		partners[x] |= 1 << y
		partners[y] |= 1 << x
	}
	aligned := sees(a, b)
	gone := func(own, other uint16) (rem uint16) {
		for m := own; m != 0; m &= m - 1 {
			v := m & -m
			rest := other
			if aligned {
				rest &^= v
			}
			if rest&^partners[bits.TrailingZeros16(v)] == 0 {
				rem |= v
			}
		}
		return rem
	}
	remA, remB := gone(s.cand[a], s.cand[b]), gone(s.cand[b], s.cand[a])
	if remA|remB == 0 {
		return false
	}
	st.reset(TechAlignedPairExclusion)
	st.Removed[a], st.Removed[b] = remA, remB
	st.addCell(a)
	st.addCell(b)
	for p := common.nextCell(0); p >= 0; p = common.nextCell(p + 1) {
		st.addCell(p)
		st.Digits |= s.cand[p]
	}
	return true
}

// explainAlignedPairExclusion explains an aligned pair exclusion.
func (s *Step) explainAlignedPairExclusion(dst []byte) []byte {
	c := s.PatternCells()
	dst = append(dst, "whatever pair of digits "...)
	dst = appendCell(dst, int(c[0]))
	dst = append(dst, " and "...)
	dst = appendCell(dst, int(c[1]))
	dst = append(dst, " take, it must not use up both candidates of any of their common bivalue peers "...)
	dst = appendCells(dst, c[2:], " and ")
	dst = append(dst, " (nor repeat a digit in a shared unit); some of their candidates fit in no such pair. "...)
	return appendRemovals(dst, s)
}
