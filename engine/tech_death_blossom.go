package engine

import "math/bits"

// Death Blossom (extended catalogue; HoDoKu 6000): a stem cell and, for
// each of its candidates d, an almost locked set (a petal) that holds d
// only in cells that see the stem; the petals share no cell. Whatever
// the stem holds, the petal of that digit loses it and is locked, so a
// digit z of every petal is in that petal: z leaves the cells that see
// all the z of every petal (and the stem, when the stem holds z). The
// search is findALS's (tech_als.go); Sudoku Explainer has no rating for it.

// maxStemDigits bounds the candidates of a stem (one petal each).
const maxStemDigits = 4

// blossom is the state of one Death Blossom search.
type blossom struct {
	stem   int
	digits [maxStemDigits]int // the stem's candidates
	n      int
	petals [maxStemDigits]int
	used   cellSet
	// see[z-1]: the candidates of z that see all the z of the petals
	// chosen so far (the victims, were z the common digit).
	see [maxStemDigits + 1][9]cellSet
}

// findDeathBlossom tries every stem with two to maxStemDigits candidates.
func (s *logicGrid) findDeathBlossom(st *Step, as *alsSearch) bool {
	var b blossom
	for c := 0; c < NumCells; c++ {
		m := s.cand[c]
		if s.grid[c] != 0 || popcount(m) < 2 || popcount(m) > maxStemDigits {
			continue
		}
		b.stem, b.n = c, 0
		for ; m != 0; m &= m - 1 {
			b.digits[b.n] = bits.TrailingZeros16(m) + 1
			b.n++
		}
		b.used = cellSet{}
		b.used.add(c)
		for z := 0; z < 9; z++ {
			b.see[0][z] = as.l.digits[z]
			if s.cand[c]&(1<<z) != 0 {
				b.see[0][z] = b.see[0][z].and(peerSet[c])
			}
		}
		if s.blossomPetal(st, as, &b, 0, allDigits) {
			return true
		}
		if as.budget <= 0 {
			return false
		}
	}
	return false
}

// blossomPetal chooses the petal of the stem's k-th digit; zs are the
// digits every petal chosen so far holds.
func (s *logicGrid) blossomPetal(st *Step, as *alsSearch, b *blossom, k int, zs uint16) bool {
	as.budget--
	if as.budget <= 0 {
		return false
	}
	if k == b.n {
		return s.blossomStep(st, as, b, zs)
	}
	d := b.digits[k]
	for i := 0; i < as.l.n; i++ {
		a := &as.l.sets[i]
		if a.digits&(1<<(d-1)) == 0 || a.digits&zs&^(1<<(d-1)) == 0 || !a.cells.and(b.used).empty() {
			continue
		}
		if !as.seesAllD(i, d).has(b.stem) {
			continue
		}
		// Some common digit must keep a victim.
		var keep uint16
		for m := zs & a.digits; m != 0; m &= m - 1 {
			z := bits.TrailingZeros16(m)
			b.see[k+1][z] = b.see[k][z].and(as.p.seesAll[i][z]).andNot(b.used).andNot(a.cells)
			if !b.see[k+1][z].empty() {
				keep |= 1 << z
			}
		}
		if keep == 0 {
			continue
		}
		b.petals[k] = i
		save := b.used
		b.used = b.used.or(a.cells)
		if s.blossomPetal(st, as, b, k+1, keep) {
			return true
		}
		b.used = save
	}
	return false
}

// blossomStep fills st with the eliminations of a complete blossom, if any.
func (s *logicGrid) blossomStep(st *Step, as *alsSearch, b *blossom, zs uint16) bool {
	found := false
	for m := zs; m != 0; m &= m - 1 {
		z := bits.TrailingZeros16(m) + 1
		removeFrom(st, &found, TechDeathBlossom, z, b.see[b.n][z-1].andNot(b.used))
	}
	if !found {
		return false
	}
	st.Digits = s.cand[b.stem]
	st.addCell(b.stem)
	for k, p := range b.petals[:b.n] {
		st.addALS(as, p, 1<<(b.digits[k]-1))
	}
	return true
}

// explainDeathBlossom explains a Death Blossom: the stem is the first
// pattern cell, the petals the sets, each tied to the stem by a digit.
func (s *Step) explainDeathBlossom(dst []byte) []byte {
	stem := int(s.cells[0])
	dst = append(dst, "the stem "...)
	dst = appendCell(dst, stem)
	dst = append(dst, " holds "...)
	dst = appendDigits(dst, s.Digits, " or ")
	dst = append(dst, "; for each, a petal holds that digit only in cells that see the stem: "...)
	for k := 0; k < s.NumSets(); k++ {
		if k > 0 {
			dst = append(dst, ", "...)
		}
		dst = appendDigits(dst, s.SetLink(k), "")
		dst = append(dst, " in "...)
		dst = s.appendALS(dst, k)
	}
	dst = append(dst, ". Whatever the stem is, the petal of that digit is locked on its other digits, so "...)
	dst = appendDigits(dst, s.removedDigits(), " and ")
	dst = append(dst, ", in every petal, is in the locked one: a cell that sees all of it in every petal cannot hold it. "...)
	return appendRemovals(dst, s)
}
