package engine

// Naked subsets: k cells of a unit whose candidates together are k digits
// (Naked Pair 3.0, Naked Triple 3.6, Naked Quad 5.0).

var (
	techNakedPair = techSpec{
		Tech:    TechNakedPair,
		Rating:  30,
		Find:    (*logicGrid).findNakedPair,
		Explain: (*Step).explainNakedSubset,
	}
	techNakedTriple = techSpec{
		Tech:    TechNakedTriple,
		Rating:  36,
		Find:    (*logicGrid).findNakedTriple,
		Explain: (*Step).explainNakedSubset,
	}
	techNakedQuad = techSpec{
		Tech:    TechNakedQuad,
		Rating:  50,
		Find:    (*logicGrid).findNakedQuad,
		Explain: (*Step).explainNakedSubset,
	}
)

func (s *logicGrid) findNakedPair(st *Step) bool   { return s.findNakedSubset(st, 2) }
func (s *logicGrid) findNakedTriple(st *Step) bool { return s.findNakedSubset(st, 3) }
func (s *logicGrid) findNakedQuad(st *Step) bool   { return s.findNakedSubset(st, 4) }

var nakedTech = [5]Technique{2: TechNakedPair, 3: TechNakedTriple, 4: TechNakedQuad}

// subsetUnitOrder is the order subsets are looked for in: rows, columns,
// boxes.
var subsetUnitOrder = func() (o [27]int) {
	for i := range o {
		o[i] = i
	}
	return
}()

// findNakedSubset finds k cells of a unit whose candidates together are k
// digits; those digits leave the unit's other cells.
func (s *logicGrid) findNakedSubset(st *Step, k int) bool {
	for _, u := range subsetUnitOrder {
		// Positions (within the unit) of empty cells with 2..k candidates.
		var idx [9]int
		n := 0
		for j, c := range unitCells[u] {
			if s.grid[c] == 0 {
				if p := popcount(s.cand[c]); p >= 2 && p <= k {
					idx[n] = j
					n++
				}
			}
		}
		if n < k {
			continue
		}
		var pick [4]int
		if s.nakedRec(st, k, u, idx[:n], pick[:0], 0, 0) {
			return true
		}
	}
	return false
}

func (s *logicGrid) nakedRec(st *Step, k, u int, idx []int, pick []int, from int, union uint16) bool {
	if len(pick) == k {
		if popcount(union) != k {
			return false
		}
		var inSet uint16
		for _, j := range pick {
			inSet |= 1 << j
		}
		found := false
		for j, c := range unitCells[u] {
			if inSet&(1<<j) != 0 || s.cand[c]&union == 0 {
				continue
			}
			if !found {
				st.reset(nakedTech[k])
				found = true
			}
			st.Removed[c] |= s.cand[c] & union
		}
		if !found {
			return false
		}
		st.Digits = union
		st.unit = uint8(u)
		st.addUnit(u)
		st.addUnitCells(u, inSet)
		return true
	}
	for i := from; i < len(idx); i++ {
		m := union | s.cand[unitCells[u][idx[i]]]
		if popcount(m) > k {
			continue
		}
		if s.nakedRec(st, k, u, idx, append(pick, idx[i]), i+1, m) {
			return true
		}
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
