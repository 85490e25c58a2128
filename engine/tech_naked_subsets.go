package engine

import "math/bits"

// Naked subsets: k cells of a unit whose candidates together are k digits
// (Naked Pair 3.0, Naked Triple 3.6, Naked Quad 5.0). The search order is
// Sudoku Explainer's: units box, column, row (unitOrderBCR), and within a
// unit the cells in colexicographic order (colexSubsets).

var (
	techNakedPair = techSpec{
		Tech:          TechNakedPair,
		Rating:        30,
		Find:          (*logicGrid).findNakedPair,
		Explain:       (*Step).explainNakedSubset,
		ExtendedOrder: 1300,
	}
	techNakedTriple = techSpec{
		Tech:          TechNakedTriple,
		Rating:        36,
		Find:          (*logicGrid).findNakedTriple,
		Explain:       (*Step).explainNakedSubset,
		ExtendedOrder: 1400,
	}
	techNakedQuad = techSpec{
		Tech:          TechNakedQuad,
		Rating:        50,
		Find:          (*logicGrid).findNakedQuad,
		Explain:       (*Step).explainNakedSubset,
		ExtendedOrder: 2000,
	}
)

func (s *logicGrid) findNakedPair(st *Step) bool   { return s.findNakedSubset(st, 2) }
func (s *logicGrid) findNakedTriple(st *Step) bool { return s.findNakedSubset(st, 3) }
func (s *logicGrid) findNakedQuad(st *Step) bool   { return s.findNakedSubset(st, 4) }

var nakedTech = [5]Technique{2: TechNakedPair, 3: TechNakedTriple, 4: TechNakedQuad}

// nakedUnitSearch are the searches' unitMemo bits, by size.
var nakedUnitSearch = [5]uint8{2: unitNakedPair, 3: unitNakedTriple, 4: unitNakedQuad}

// findNakedSubset finds k cells of a unit whose candidates together are k
// digits; those digits leave the unit's other cells. As in SE, a unit is
// searched only when it has at least 2k empty cells.
//
// The search in a unit reads only the candidates of its cells and its
// placed digits, that is its unitKey, so a unit where it found nothing on
// the same key is skipped (s.units).
func (s *logicGrid) findNakedSubset(st *Step, k int) bool {
	for _, u := range unitOrderBCR {
		if s.emptyCount(u) < 2*k {
			continue
		}
		key := s.unitKeyOf(u)
		if s.units[u].empty(nakedUnitSearch[k], &key) {
			continue
		}
		// Positions (within the unit) of cells with 2..k candidates.
		var eligible uint16
		for j, c := range unitCells[u] {
			if p := popcount(s.cand[c]); p >= 2 && p <= k {
				eligible |= 1 << j
			}
		}
		if popcount(eligible) >= k && s.findNakedSubsetIn(st, k, u, eligible) {
			return true
		}
		s.units[u].remember(nakedUnitSearch[k], &key)
	}
	return false
}

// findNakedSubsetIn is findNakedSubset in unit u, whose cells with 2 to k
// candidates are at the positions of eligible. It walks the k-subsets of
// the eligible positions only, in colexicographic order (see colexBelow).
func (s *logicGrid) findNakedSubsetIn(st *Step, k, u int, eligible uint16) bool {
	var at, cand [9]uint16 // the eligible positions' bits and candidates
	n := 0
	for m := eligible; m != 0; m &= m - 1 {
		j := bits.TrailingZeros16(m)
		at[n], cand[n] = 1<<j, s.cand[unitCells[u][j]]
		n++
	}
	for _, pick := range colexSubsets[k][:colexBelow[k][n]] {
		var set, union uint16
		for m := pick; m != 0; m &= m - 1 {
			i := bits.TrailingZeros16(m)
			set |= at[i]
			union |= cand[i]
		}
		if popcount(union) != k {
			continue
		}
		found := false
		for j, c := range unitCells[u] {
			if set&(1<<j) != 0 || s.cand[c]&union == 0 {
				continue
			}
			if !found {
				st.reset(nakedTech[k])
				found = true
			}
			st.Removed[c] |= s.cand[c] & union
		}
		if !found {
			continue
		}
		st.Digits = union
		st.unit = uint8(u)
		st.addUnit(u)
		st.addUnitCells(u, set)
		return true
	}
	return false
}

// explainNakedSubset explains a naked pair, triple or quad.
func (s *Step) explainNakedSubset(dst []byte) []byte {
	dst = appendCells(dst, s.PatternCells(), " and ")
	dst = append(dst, " in "...)
	dst = appendUnit(dst, int(s.unit))
	dst = append(dst, " hold only the digits "...)
	dst = appendDigits(dst, s.Digits, " and ")
	dst = append(dst, ", so those digits cannot be anywhere else in "...)
	dst = appendUnit(dst, int(s.unit))
	dst = append(dst, ". "...)
	return appendRemovals(dst, s)
}
