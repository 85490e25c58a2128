package engine

import "math/bits"

// Subsets and fish over a variant's units.

// nakedTechs and hiddenTechs are the subset techniques by size.
var (
	nakedTechs  = [5]Technique{2: TechNakedPair, 3: TechNakedTriple, 4: TechNakedQuad}
	hiddenTechs = [5]Technique{2: TechHiddenPair, 3: TechHiddenTriple, 4: TechHiddenQuad}
	fishTechs   = [5]Technique{2: TechXWing, 3: TechSwordfish, 4: TechJellyfish}
)

// nextCombination steps idx (k increasing indexes below n) to the next
// k-combination in lexicographic order; false after the last.
func nextCombination(idx []int, n int) bool {
	k := len(idx)
	for i := k - 1; i >= 0; i-- {
		if idx[i] < n-k+i {
			idx[i]++
			for j := i + 1; j < k; j++ {
				idx[j] = idx[j-1] + 1
			}
			return true
		}
	}
	return false
}

// findNakedSubset finds k empty cells of a unit (any unit in which digits
// do not repeat) holding only k digits between them: those digits leave
// the unit's other cells.
func (l *VariantLogic) findNakedSubset(st *VariantStep, k int) bool {
	v := l.v
	var cells [MaxVariantSize]uint8
	var idxs [4]int
	idx := idxs[:k]
	for u := 0; u < v.nunits; u++ {
		n := 0
		for _, c := range l.unitCells(u) {
			if p := bits.OnesCount16(l.cand[c]); l.grid[c] == 0 && p >= 2 && p <= k {
				cells[n] = c
				n++
			}
		}
		if n < k {
			continue
		}
		for i := range idx {
			idx[i] = i
		}
		for {
			var union uint16
			for _, i := range idx {
				union |= l.cand[cells[i]]
			}
			if bits.OnesCount16(union) == k {
				st.reset(v, nakedTechs[k])
				for _, c := range l.unitCells(u) {
					if l.grid[c] == 0 && !inSubset(cells[:], idx, c) {
						st.Removed[c] = l.cand[c] & union
					}
				}
				if st.hasEffect() {
					st.Digits, st.unit = union, u
					for _, i := range idx {
						st.addCell(int(cells[i]))
					}
					st.addUnit(u)
					return true
				}
			}
			if !nextCombination(idx, n) {
				break
			}
		}
	}
	return false
}

// inSubset reports whether cell c is one of cells[idx...].
func inSubset(cells []uint8, idx []int, c uint8) bool {
	for _, i := range idx {
		if cells[i] == c {
			return true
		}
	}
	return false
}

// findHiddenSubset finds k digits of a house that can only go in the same k
// cells: the other digits leave those cells.
func (l *VariantLogic) findHiddenSubset(st *VariantStep, k int) bool {
	v := l.v
	var digits [MaxVariantSize]int
	var idxs [4]int
	idx := idxs[:k]
	for _, hu := range v.houses[:v.nhouses] {
		cells := l.unitCells(int(hu))
		var where [MaxVariantSize]uint16
		for i, c := range cells {
			for m := l.cand[c]; m != 0; m &= m - 1 {
				where[bits.TrailingZeros16(m)] |= 1 << i
			}
		}
		n := 0
		for d := 0; d < v.n; d++ {
			if p := bits.OnesCount16(where[d]); p >= 2 && p <= k {
				digits[n] = d
				n++
			}
		}
		if n < k {
			continue
		}
		for i := range idx {
			idx[i] = i
		}
		for {
			var pos, set uint16
			for _, i := range idx {
				pos |= where[digits[i]]
				set |= 1 << digits[i]
			}
			if bits.OnesCount16(pos) == k {
				st.reset(v, hiddenTechs[k])
				for i, c := range cells {
					if pos&(1<<i) != 0 {
						st.Removed[c] = l.cand[c] &^ set
					}
				}
				if st.hasEffect() {
					st.Digits, st.unit = set, int(hu)
					for i, c := range cells {
						if pos&(1<<i) != 0 {
							st.addCell(int(c))
						}
					}
					st.addUnit(int(hu))
					return true
				}
			}
			if !nextCombination(idx, n) {
				break
			}
		}
	}
	return false
}

// partitionFamilies are the kinds of house that split the grid into N
// disjoint houses: rows, columns and regions (boxes or jigsaw regions),
// unit IDs family*N to family*N+N-1.
const partitionFamilies = 3

// familyIndex returns the index of cell c's house in family f.
func (v *Variant) familyIndex(f, c int) int {
	switch f {
	case 0:
		return c / v.n
	case 1:
		return c % v.n
	}
	return int(v.region[c])
}

// findFish finds a fish of size k on any two families of houses: k base
// houses of one family (rows, columns or regions) in which a digit's places
// all lie in k houses of another family (the cover): the digit leaves the
// cover houses outside the bases. Rows and columns make the classic X-Wing,
// Swordfish and Jellyfish; a region family makes what players call Franken
// fish, rated the same.
func (l *VariantLogic) findFish(st *VariantStep, k int) bool {
	v := l.v
	n := v.n
	var bases [MaxVariantSize]int
	var covers [MaxVariantSize]uint16 // cover houses of each base house
	var idxs [4]int
	idx := idxs[:k]
	for d := 0; d < n; d++ {
		bit := uint16(1) << d
		for bf := 0; bf < partitionFamilies; bf++ {
			for cf := 0; cf < partitionFamilies; cf++ {
				if cf == bf {
					continue
				}
				nb := 0
				for h := 0; h < n; h++ {
					var m uint16
					for _, c := range l.unitCells(bf*n + h) {
						if l.cand[c]&bit != 0 {
							m |= 1 << v.familyIndex(cf, int(c))
						}
					}
					if p := bits.OnesCount16(m); p >= 2 && p <= k {
						bases[nb], covers[nb] = h, m
						nb++
					}
				}
				if nb < k {
					continue
				}
				for i := range idx {
					idx[i] = i
				}
				for {
					if l.tryFish(st, k, d, bf, cf, bases[:], covers[:], idx) {
						return true
					}
					if !nextCombination(idx, nb) {
						break
					}
				}
			}
		}
	}
	return false
}

// tryFish checks the fish of digit d (0-based) with bases idx of family bf
// and covers in family cf.
func (l *VariantLogic) tryFish(st *VariantStep, k, d, bf, cf int, bases []int, covers []uint16, idx []int) bool {
	v := l.v
	n := v.n
	var cover uint16
	var baseSet uint16
	for _, i := range idx {
		cover |= covers[i]
		baseSet |= 1 << bases[i]
	}
	if bits.OnesCount16(cover) != k {
		return false
	}
	bit := uint16(1) << d
	st.reset(v, fishTechs[k])
	for m := cover; m != 0; m &= m - 1 {
		for _, c := range l.unitCells(cf*n + bits.TrailingZeros16(m)) {
			if l.cand[c]&bit != 0 && baseSet&(1<<v.familyIndex(bf, int(c))) == 0 {
				st.Removed[c] |= bit
			}
		}
	}
	if !st.hasEffect() {
		return false
	}
	st.Digits = bit
	for _, i := range idx {
		st.addUnit(bf*n + bases[i])
		for _, c := range l.unitCells(bf*n + bases[i]) {
			if l.cand[c]&bit != 0 {
				st.addCell(int(c))
			}
		}
	}
	for m := cover; m != 0; m &= m - 1 {
		st.addUnit(cf*n + bits.TrailingZeros16(m))
	}
	return true
}
