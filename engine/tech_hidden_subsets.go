package engine

import "math/bits"

// Hidden subsets: k digits of a unit whose places together are k cells
// (Hidden Pair 3.4, Hidden Triple 4.0, Hidden Quad 5.4), and Sukaku
// Explainer's direct hidden pair (2.0) and triple (2.5): a hidden subset
// whose eliminations would leave another digit of the unit a single place,
// the step being that placement. The search order is SE's: units box,
// column, row; within a unit the digits in colexicographic order.

var (
	techHiddenPair = techSpec{
		Tech:          TechHiddenPair,
		Rating:        34,
		Find:          (*logicGrid).findHiddenPair,
		Explain:       (*Step).explainHiddenSubset,
		ExtendedOrder: 1500,
	}
	techHiddenTriple = techSpec{
		Tech:          TechHiddenTriple,
		Rating:        40,
		Find:          (*logicGrid).findHiddenTriple,
		Explain:       (*Step).explainHiddenSubset,
		ExtendedOrder: 1600,
	}
	techHiddenQuad = techSpec{
		Tech:          TechHiddenQuad,
		Rating:        54,
		Find:          (*logicGrid).findHiddenQuad,
		Explain:       (*Step).explainHiddenSubset,
		ExtendedOrder: 2100,
	}
	techDirectHiddenPair = techSpec{
		Tech:    TechDirectHiddenPair,
		Rating:  20,
		Find:    (*logicGrid).findDirectHiddenPair,
		Explain: (*Step).explainDirectHidden,
	}
	techDirectHiddenTriple = techSpec{
		Tech:    TechDirectHiddenTriple,
		Rating:  25,
		Find:    (*logicGrid).findDirectHiddenTriple,
		Explain: (*Step).explainDirectHidden,
	}
)

func (s *logicGrid) findHiddenPair(st *Step) bool         { return s.findHiddenSubset(st, 2, false) }
func (s *logicGrid) findHiddenTriple(st *Step) bool       { return s.findHiddenSubset(st, 3, false) }
func (s *logicGrid) findHiddenQuad(st *Step) bool         { return s.findHiddenSubset(st, 4, false) }
func (s *logicGrid) findDirectHiddenPair(st *Step) bool   { return s.findHiddenSubset(st, 2, true) }
func (s *logicGrid) findDirectHiddenTriple(st *Step) bool { return s.findHiddenSubset(st, 3, true) }

var hiddenTech = [5]Technique{2: TechHiddenPair, 3: TechHiddenTriple, 4: TechHiddenQuad}

var directHiddenTech = [4]Technique{2: TechDirectHiddenPair, 3: TechDirectHiddenTriple}

// hiddenUnitSearch and directHiddenUnitSearch are the searches' unitMemo
// bits, by size.
var (
	hiddenUnitSearch       = [5]uint8{2: unitHiddenPair, 3: unitHiddenTriple, 4: unitHiddenQuad}
	directHiddenUnitSearch = [4]uint8{2: unitDirectHiddenPair, 3: unitDirectHiddenTriple}
)

// findHiddenSubset finds k digits of a unit whose places together are k
// cells; those cells lose every other candidate. As in SE, a unit is searched
// only when it has more than 2k empty cells (fewer, and the naked subset of
// the other cells says the same). With direct set (k = 2 or 3) it finds SE's
// direct hidden subset instead: one whose removals would leave another digit
// of the unit a single place, which the step places (removing nothing);
// units need only more than k empty cells then.
//
// The search in a unit reads only that unit's unitKey (the places of its
// digits, which give its cells' candidates, and its placed digits), so a
// unit where it found nothing on the same key is skipped (s.units).
func (s *logicGrid) findHiddenSubset(st *Step, k int, direct bool) bool {
	search := hiddenUnitSearch[k]
	if direct {
		search = directHiddenUnitSearch[k]
	}
	for _, u := range unitOrderBCR {
		empty := s.emptyCount(u)
		if empty <= k || (!direct && empty <= 2*k) {
			continue
		}
		key := s.unitKeyOf(u)
		if s.units[u].empty(search, &key) {
			continue
		}
		var eligible uint16 // digits (bit d-1) with 2..k places
		for d := 0; d < 9; d++ {
			if p := popcount(s.pos[u][d]); p >= 2 && p <= k {
				eligible |= 1 << d
			}
		}
		if popcount(eligible) >= k && s.findHiddenSubsetIn(st, k, direct, u, eligible) {
			return true
		}
		s.units[u].remember(search, &key)
	}
	return false
}

// findHiddenSubsetIn is findHiddenSubset in unit u, whose digits with 2 to
// k places are eligible. It walks the k-subsets of the eligible digits
// only, in colexicographic order (see colexBelow).
func (s *logicGrid) findHiddenSubsetIn(st *Step, k int, direct bool, u int, eligible uint16) bool {
	var digit, places [9]uint16 // the eligible digits' bits and places
	n := 0
	for m := eligible; m != 0; m &= m - 1 {
		d := bits.TrailingZeros16(m)
		digit[n], places[n] = 1<<d, s.pos[u][d]
		n++
	}
	for _, pick := range colexSubsets[k][:colexBelow[k][n]] {
		var digits, union uint16
		for m := pick; m != 0; m &= m - 1 {
			i := bits.TrailingZeros16(m)
			digits |= digit[i]
			union |= places[i]
		}
		if popcount(union) != k {
			continue
		}
		if direct {
			if s.tryDirectHidden(st, k, u, digits, union) {
				return true
			}
			continue
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
			continue
		}
		st.Digits = digits
		st.unit = uint8(u)
		st.addUnit(u)
		st.addUnitCells(u, union)
		return true
	}
	return false
}

// tryDirectHidden looks for the first digit outside the hidden subset
// (digits at positions union of unit u) left a single place in u once the
// subset's cells lose their other candidates.
func (s *logicGrid) tryDirectHidden(st *Step, k, u int, digits, union uint16) bool {
	for d := 1; d <= 9; d++ {
		if digits&(1<<(d-1)) != 0 {
			continue
		}
		p := s.pos[u][d-1]
		left := p &^ union
		if popcount(p) < 2 || popcount(left) != 1 {
			continue
		}
		st.reset(directHiddenTech[k])
		st.place(int(unitCells[u][bits.TrailingZeros16(left)]), d)
		st.Digits = digits
		st.unit = uint8(u)
		st.addUnit(u)
		st.addUnitCells(u, union)
		return true
	}
	return false
}

// explainHiddenSubset explains a hidden pair, triple or quad.
func (s *Step) explainHiddenSubset(dst []byte) []byte {
	dst = s.appendHiddenSubsetClaim(dst)
	dst = append(dst, ". "...)
	return appendRemovals(dst, s)
}

// appendHiddenSubsetClaim appends the claim of a hidden subset: "in row 4,
// the digits 2 and 7 can only go in r4c1 and r4c5, so those cells hold no
// other digit".
func (s *Step) appendHiddenSubsetClaim(dst []byte) []byte {
	dst = append(dst, "in "...)
	dst = appendUnit(dst, int(s.unit))
	dst = append(dst, ", the digits "...)
	dst = appendDigits(dst, s.Digits, " and ")
	dst = append(dst, " can only go in "...)
	dst = appendCells(dst, s.PatternCells(), " and ")
	return append(dst, ", so those cells hold no other digit"...)
}

// explainDirectHidden explains a direct hidden pair or triple: "in row 4,
// the digits 2 and 7 can only go in r4c1 and r4c5, so those cells hold no
// other digit; then 9 can only go in r4c8, so r4c8 is 9."
func (s *Step) explainDirectHidden(dst []byte) []byte {
	dst = s.appendHiddenSubsetClaim(dst)
	dst = append(dst, "; then "...)
	dst = appendDigit(dst, s.Digit)
	dst = append(dst, " can only go in "...)
	return appendPlacement(dst, s)
}

// appendPlacement ends a direct step: "r1c8: r1c8 is 3."
func appendPlacement(dst []byte, s *Step) []byte {
	dst = appendCell(dst, s.Cell)
	dst = append(dst, ", so "...)
	dst = appendCell(dst, s.Cell)
	dst = append(dst, " is "...)
	dst = appendDigit(dst, s.Digit)
	return append(dst, '.')
}
