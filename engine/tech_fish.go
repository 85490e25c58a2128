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
// least 2k cells left to place.
//
// The search for a digit reads only the digit's places and how many cells
// hold it, so a digit on whose cells it found nothing before is skipped
// (s.digits).
func (s *logicGrid) findFish(st *Step, k int) bool {
	var keys [9]searchKey
	s.digitKeysOf(&keys) // keys[d-1][9] counts the cells that hold d
	skip := s.digits.skip(basicFishSearch[k], &keys)
	for _, base := range [2]int{9, 0} {
		cover := 9 - base
		for _, lines := range colexSubsets[k] {
			for d := 1; d <= 9; d++ {
				if int(keys[d-1][9])+2*k > 9 || skip&(1<<(d-1)) != 0 {
					continue
				}
				var union uint16
				ok := true
				for m := lines; m != 0; m &= m - 1 {
					p := s.pos[base+bits.TrailingZeros16(m)][d-1]
					if popcount(p) < 2 {
						ok = false
						break
					}
					union |= p
				}
				if !ok || popcount(union) != k {
					continue
				}
				bit := uint16(1) << (d - 1)
				found := false
				for m := union; m != 0; m &= m - 1 {
					cu := cover + bits.TrailingZeros16(m)
					for rest := s.pos[cu][d-1] &^ lines; rest != 0; rest &= rest - 1 {
						if !found {
							st.reset(fishTech[k])
							found = true
						}
						st.Removed[unitCells[cu][bits.TrailingZeros16(rest)]] |= bit
					}
				}
				if !found {
					continue
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
				return true
			}
		}
	}
	s.digits.rememberAll(basicFishSearch[k], &keys)
	return false
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
