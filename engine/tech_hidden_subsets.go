package engine

import "math/bits"

// Hidden subsets: k digits of a unit whose places together are k cells
// (Hidden Pair 3.4, Hidden Triple 4.0, Hidden Quad 5.4).

var (
	techHiddenPair = techSpec{
		Tech:    TechHiddenPair,
		Rating:  34,
		Find:    (*logicGrid).findHiddenPair,
		Explain: (*Step).explainHiddenSubset,
	}
	techHiddenTriple = techSpec{
		Tech:    TechHiddenTriple,
		Rating:  40,
		Find:    (*logicGrid).findHiddenTriple,
		Explain: (*Step).explainHiddenSubset,
	}
	techHiddenQuad = techSpec{
		Tech:    TechHiddenQuad,
		Rating:  54,
		Find:    (*logicGrid).findHiddenQuad,
		Explain: (*Step).explainHiddenSubset,
	}
)

func (s *logicGrid) findHiddenPair(st *Step) bool   { return s.findHiddenSubset(st, 2) }
func (s *logicGrid) findHiddenTriple(st *Step) bool { return s.findHiddenSubset(st, 3) }
func (s *logicGrid) findHiddenQuad(st *Step) bool   { return s.findHiddenSubset(st, 4) }

var hiddenTech = [5]Technique{2: TechHiddenPair, 3: TechHiddenTriple, 4: TechHiddenQuad}

// findHiddenSubset finds k digits of a unit whose places together are k
// cells; those cells lose every other candidate.
func (s *logicGrid) findHiddenSubset(st *Step, k int) bool {
	for _, u := range subsetUnitOrder {
		var ds [9]int
		n := 0
		for d := 1; d <= 9; d++ {
			if p := popcount(s.pos[u][d-1]); p >= 2 && p <= k {
				ds[n] = d
				n++
			}
		}
		if n < k {
			continue
		}
		var pick [4]int
		if s.hiddenRec(st, k, u, ds[:n], pick[:0], 0, 0) {
			return true
		}
	}
	return false
}

func (s *logicGrid) hiddenRec(st *Step, k, u int, ds []int, pick []int, from int, union uint16) bool {
	if len(pick) == k {
		if popcount(union) != k {
			return false
		}
		var digits uint16
		for _, d := range pick {
			digits |= 1 << (d - 1)
		}
		found := false
		for m := union; m != 0; m &= m - 1 {
			c := unitCells[u][bits.TrailingZeros16(m)]
			if extra := s.cand[c] &^ digits; extra != 0 {
				if !found {
					st.reset(hiddenTech[k])
					found = true
				}
				st.Removed[c] |= extra
			}
		}
		if !found {
			return false
		}
		st.Digits = digits
		st.unit = uint8(u)
		st.addUnit(u)
		st.addUnitCells(u, union)
		return true
	}
	for i := from; i < len(ds); i++ {
		m := union | s.pos[u][ds[i]-1]
		if popcount(m) > k {
			continue
		}
		if s.hiddenRec(st, k, u, ds, append(pick, ds[i]), i+1, m) {
			return true
		}
	}
	return false
}

// explainHiddenSubset explains a hidden pair, triple or quad.
func (s *Step) explainHiddenSubset(dst []byte) []byte {
	dst = append(dst, "in "...)
	dst = appendUnit(dst, int(s.unit))
	dst = append(dst, ", the digits "...)
	dst = appendDigits(dst, s.Digits, " and ")
	dst = append(dst, " can only go in "...)
	dst = appendCells(dst, s.PatternCells(), " and ")
	dst = append(dst, ", so those cells hold no other digit. "...)
	return appendRemovals(dst, s)
}
