package engine

import "math/bits"

// ALS-XY-Chain (extended catalogue; HoDoKu 5900, "Almost Locked Set
// Chain"): almost locked sets A1 ... An (four or more, sharing no cell),
// each joined to the next by a restricted common, no two consecutive ones
// the same digit. If A1 lacked a digit z of A1 and An (other than the
// first and last restricted commons), A1 would be locked and hold the
// first restricted common, A2 would lose it and be locked, and so on to
// An, which would be locked and hold z. So z is in A1 or An: it leaves
// every cell that sees all the z of both. The shortest chains come first,
// up to maxALSChain sets. The search is findALS's (tech_als.go); Sudoku
// Explainer has no rating for it.

// alsChain is the state of one chain search.
type alsChain struct {
	path  [maxALSChain]int
	links [maxALSChain]uint16 // links[k]: the restricted common of path[k] and path[k+1]
	n     int
	used  cellSet
}

// findALSXYChain looks for chains of 4 sets, then 5, up to maxALSChain.
func (s *logicGrid) findALSXYChain(st *Step, as *alsSearch) bool {
	var ch alsChain
	for length := 4; length <= maxALSChain; length++ {
		for a := 0; a < as.l.n; a++ {
			ch.path[0], ch.n, ch.used = a, 1, as.l.sets[a].cells
			if s.alsChainFrom(st, as, &ch, length) {
				return true
			}
			if as.budget <= 0 {
				return false
			}
		}
	}
	return false
}

// alsChainFrom extends the chain by one set, or when it has length sets
// looks for its eliminations.
func (s *logicGrid) alsChainFrom(st *Step, as *alsSearch, ch *alsChain, length int) bool {
	as.budget--
	if as.budget <= 0 {
		return false
	}
	if ch.n == length {
		return s.alsChainStep(st, as, ch)
	}
	last := ch.path[ch.n-1]
	g := as.g
	for _, p := range g.adj[g.first[last]:g.first[last+1]] {
		next := int(p.a)
		cells := as.l.sets[next].cells
		if !cells.and(ch.used).empty() || (ch.n == 1 && next < ch.path[0]) {
			continue // each chain and its reverse once: the first set is the lower
		}
		rc := p.rc
		if ch.n > 1 {
			rc &^= ch.links[ch.n-2]
		}
		for m := rc; m != 0; m &= m - 1 {
			ch.links[ch.n-1] = 1 << bits.TrailingZeros16(m)
			ch.path[ch.n] = next
			ch.n++
			save := ch.used
			ch.used = ch.used.or(cells)
			if s.alsChainFrom(st, as, ch, length) {
				return true
			}
			ch.used = save
			ch.n--
		}
	}
	return false
}

// alsChainStep fills st with the eliminations of a complete chain, if any.
func (s *logicGrid) alsChainStep(st *Step, as *alsSearch, ch *alsChain) bool {
	first, last := ch.path[0], ch.path[ch.n-1]
	zs := as.l.sets[first].digits & as.l.sets[last].digits &^ (ch.links[0] | ch.links[ch.n-2])
	found := false
	for m := zs; m != 0; m &= m - 1 {
		z := bits.TrailingZeros16(m) + 1
		removeFrom(st, &found, TechALSXYChain, z, as.victims(z, first, last).andNot(ch.used))
	}
	if !found {
		return false
	}
	for k := 0; k < ch.n; k++ {
		var link uint16
		if k < ch.n-1 {
			link = ch.links[k]
		}
		st.addALS(as, ch.path[k], link)
		st.Digits |= link
	}
	return true
}

// explainALSXYChain explains an ALS-XY-Chain.
func (s *Step) explainALSXYChain(dst []byte) []byte {
	n := s.NumSets()
	dst = append(dst, "the almost locked sets "...)
	for k := 0; k < n; k++ {
		if k > 0 {
			dst = append(dst, " –"...)
			dst = appendDigits(dst, s.SetLink(k-1), "")
			dst = append(dst, "– "...)
		}
		dst = s.appendALS(dst, k)
	}
	dst = append(dst, " form a chain, each joined to the next by a digit only one of the two can hold. If the first set lacked "...)
	dst = appendDigits(dst, s.removedDigits(), " or ")
	dst = append(dst, ", it would be locked and push each link along the chain, and the last set would hold it; so a cell that sees all of it in the first and last sets cannot hold it. "...)
	return appendRemovals(dst, s)
}
