package engine

import "math/bits"

// Basic fish: k rows (or columns) in which a digit can only go in the same k
// columns (or rows) (X-Wing 3.2, Swordfish 3.8, Jellyfish 5.2).

var (
	techXWing = techSpec{
		Tech:    TechXWing,
		Rating:  32,
		Find:    (*logicGrid).findXWing,
		Explain: (*Step).explainFish,
	}
	techSwordfish = techSpec{
		Tech:    TechSwordfish,
		Rating:  38,
		Find:    (*logicGrid).findSwordfish,
		Explain: (*Step).explainFish,
	}
	techJellyfish = techSpec{
		Tech:    TechJellyfish,
		Rating:  52,
		Find:    (*logicGrid).findJellyfish,
		Explain: (*Step).explainFish,
	}
)

func (s *logicGrid) findXWing(st *Step) bool     { return s.findFish(st, 2) }
func (s *logicGrid) findSwordfish(st *Step) bool { return s.findFish(st, 3) }
func (s *logicGrid) findJellyfish(st *Step) bool { return s.findFish(st, 4) }

var fishTech = [5]Technique{2: TechXWing, 3: TechSwordfish, 4: TechJellyfish}

// findFish finds a basic fish of size k: k rows (or columns) in which digit
// d can only go in the same k columns (or rows); d leaves those columns
// elsewhere.
func (s *logicGrid) findFish(st *Step, k int) bool {
	for d := 1; d <= 9; d++ {
		for base := 0; base <= 9; base += 9 { // rows, then columns
			var lines [9]int
			n := 0
			for l := base; l < base+9; l++ {
				if p := popcount(s.pos[l][d-1]); p >= 2 && p <= k {
					lines[n] = l
					n++
				}
			}
			if n < k {
				continue
			}
			var pick [4]int
			if s.fishRec(st, k, d, base, lines[:n], pick[:0], 0, 0) {
				return true
			}
		}
	}
	return false
}

func (s *logicGrid) fishRec(st *Step, k, d, base int, lines []int, pick []int, from int, union uint16) bool {
	if len(pick) == k {
		if popcount(union) != k {
			return false
		}
		cover := 9 - base // columns when the base is rows, and back
		bit := uint16(1) << (d - 1)
		found := false
		for m := union; m != 0; m &= m - 1 {
			cu := cover + bits.TrailingZeros16(m)
			for j, c := range unitCells[cu] {
				if s.cand[c]&bit == 0 {
					continue
				}
				inBase := false
				for _, l := range pick {
					if l-base == j {
						inBase = true
					}
				}
				if inBase {
					continue
				}
				if !found {
					st.reset(fishTech[k])
					found = true
				}
				st.Removed[c] |= bit
			}
		}
		if !found {
			return false
		}
		st.Digits = bit
		for _, l := range pick {
			st.addUnit(l)
		}
		for m := union; m != 0; m &= m - 1 {
			st.addUnit(cover + bits.TrailingZeros16(m))
		}
		for _, l := range pick {
			st.addUnitCells(l, s.pos[l][d-1])
		}
		return true
	}
	for i := from; i < len(lines); i++ {
		m := union | s.pos[lines[i]][d-1]
		if popcount(m) > k {
			continue
		}
		if s.fishRec(st, k, d, base, lines, append(pick, lines[i]), i+1, m) {
			return true
		}
	}
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
