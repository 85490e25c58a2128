package engine

// Naked Single (SE 2.3): a cell with one candidate left.

var techNakedSingle = techSpec{
	Tech:          TechNakedSingle,
	Rating:        23,
	Find:          (*logicGrid).findNakedSingle,
	Explain:       (*Step).explainNakedSingle,
	ExtendedOrder: 200,
}

// findNakedSingle finds a cell with one candidate.
func (s *logicGrid) findNakedSingle(st *Step) bool {
	for c, m := range s.cand {
		if s.grid[c] == 0 && m != 0 && m&(m-1) == 0 {
			st.reset(TechNakedSingle)
			st.place(c, lowDigit(m))
			st.Digits = m
			st.addCell(c)
			return true
		}
	}
	return false
}

// explainNakedSingle explains a naked single.
func (s *Step) explainNakedSingle(dst []byte) []byte {
	dst = appendCell(dst, s.Cell)
	dst = append(dst, " can only be "...)
	dst = appendDigit(dst, s.Digit)
	return append(dst, ": every other digit is already in its row, column or box, or ruled out."...)
}
