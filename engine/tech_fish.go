package engine

import "math/bits"

// Basic fish: k columns (or rows) in which a digit can only go in the same k
// rows (or columns) (X-Wing 3.2, Swordfish 3.8, Jellyfish 5.2), in Sudoku
// Explainer's search order (see findFish).

var (
	techXWing = techSpec{
		Tech:          TechXWing,
		Rating:        32,
		Find:          (*logicGrid).findXWing,
		Explain:       (*Step).explainFish,
		ExtendedOrder: 2200,
	}
	techSwordfish = techSpec{
		Tech:          TechSwordfish,
		Rating:        38,
		Find:          (*logicGrid).findSwordfish,
		Explain:       (*Step).explainFish,
		ExtendedOrder: 2300,
	}
	techJellyfish = techSpec{
		Tech:          TechJellyfish,
		Rating:        52,
		Find:          (*logicGrid).findJellyfish,
		Explain:       (*Step).explainFish,
		ExtendedOrder: 2400,
	}
)

func (s *logicGrid) findXWing(st *Step) bool     { return s.findFish(st, 2) }
func (s *logicGrid) findSwordfish(st *Step) bool { return s.findFish(st, 3) }
func (s *logicGrid) findJellyfish(st *Step) bool { return s.findFish(st, 4) }

var fishTech = [5]Technique{2: TechXWing, 3: TechSwordfish, 4: TechJellyfish}

// basicFishSearch are the searches' digitSearchMemo bits, by size.
var basicFishSearch = [5]uint8{2: digitXWing, 3: digitSwordfish, 4: digitJellyfish}

// findFish finds a basic fish of size k: k columns (or rows) in which digit d
// can only go in the same k rows (or columns); d leaves those rows elsewhere.
// SE's order: columns as the base first, then rows; the k base lines in
// colexicographic order; digits 1..9 for each; a digit only when it has at
// least 2k cells left to place. For each base it finds each digit's first
// lines (firstFish) and takes the first lines, then the lowest digit: the
// first fish of that order.
//
// The search for a digit reads only the digit's places and how many cells
// hold it, so a digit on whose cells it found nothing before is skipped
// (s.fishDigits).
func (s *logicGrid) findFish(st *Step, k int) bool {
	var keys [9]searchKey
	var count [10]int
	s.digitKeysOf(&keys, &count)
	skip := s.fishDigits.skip(basicFishSearch[k], &keys)
	for _, base := range [2]int{9, 0} {
		best, bestDigit, bestUnion := uint16(1<<9), 0, uint16(0)
		for d := 1; d <= 9; d++ {
			if count[d]+2*k > 9 || skip&(1<<(d-1)) != 0 {
				continue
			}
			if lines, union, ok := s.firstFish(k, base, d, best); ok {
				best, bestDigit, bestUnion = lines, d, union
			}
		}
		if bestDigit != 0 {
			s.fishStep(st, k, base, best, bestDigit, bestUnion)
			return true
		}
	}
	s.fishDigits.rememberAll(basicFishSearch[k], &keys)
	return false
}

// firstFish returns the first k base lines (from unit base: 9 columns, 0
// rows) in colexicographic order, below limit, in which digit d has two or
// more places each and only k cover lines between them (union, by index),
// and which remove d from some cover line. It walks the k-subsets of the
// lines with two or more places only (see colexBelow).
func (s *logicGrid) firstFish(k, base, d int, limit uint16) (lines, union uint16, ok bool) {
	cover := 9 - base
	var at, places [9]uint16 // the lines' bits and d's places in them
	n := 0
	for i := 0; i < 9; i++ {
		if p := s.pos[base+i][d-1]; popcount(p) >= 2 {
			at[n], places[n] = 1<<i, p
			n++
		}
	}
	for _, pick := range colexSubsets[k][:colexBelow[k][n]] {
		lines, union = 0, 0
		for m := pick; m != 0; m &= m - 1 {
			i := bits.TrailingZeros16(m)
			lines |= at[i]
			union |= places[i]
		}
		if lines >= limit {
			break // the lines ascend
		}
		if popcount(union) != k {
			continue
		}
		for m := union; m != 0; m &= m - 1 {
			if s.pos[cover+bits.TrailingZeros16(m)][d-1]&^lines != 0 {
				return lines, union, true
			}
		}
	}
	return 0, 0, false
}

// fishStep fills st with the fish of digit d on the base lines (from unit
// base) whose cover lines are union.
func (s *logicGrid) fishStep(st *Step, k, base int, lines uint16, d int, union uint16) {
	cover := 9 - base
	bit := uint16(1) << (d - 1)
	st.reset(fishTech[k])
	for m := union; m != 0; m &= m - 1 {
		cu := cover + bits.TrailingZeros16(m)
		for rest := s.pos[cu][d-1] &^ lines; rest != 0; rest &= rest - 1 {
			st.Removed[unitCells[cu][bits.TrailingZeros16(rest)]] |= bit
		}
	}
	st.Digits = bit
	for m := lines; m != 0; m &= m - 1 {
		st.addUnit(base + bits.TrailingZeros16(m))
	}
	for m := union; m != 0; m &= m - 1 {
		st.addUnit(cover + bits.TrailingZeros16(m))
	}
	for m := lines; m != 0; m &= m - 1 {
		l := base + bits.TrailingZeros16(m)
		st.addUnitCells(l, s.pos[l][d-1])
	}
}

// explainFish explains an X-Wing, Swordfish or Jellyfish.
func (s *Step) explainFish(dst []byte) []byte {
	d := lowDigit(s.Digits | 1<<15)
	k := int(s.nunits) / 2
	dst = append(dst, "in "...)
	dst = appendUnitList(dst, s.units[:k])
	dst = append(dst, ", "...)
	dst = appendDigit(dst, d)
	dst = append(dst, " can only go in "...)
	dst = appendUnitList(dst, s.units[k:s.nunits])
	dst = append(dst, ", so it cannot be anywhere else in those "...)
	if s.units[k] < 9 {
		dst = append(dst, "rows. "...)
	} else {
		dst = append(dst, "columns. "...)
	}
	return appendRemovals(dst, s)
}
