package engine

// Full House (SE 1.0): the last empty cell of a unit takes the missing digit.

var techFullHouse = techSpec{
	Tech:          TechFullHouse,
	Rating:        10,
	Find:          (*logicGrid).findFullHouse,
	Explain:       (*Step).explainFullHouse,
	ExtendedOrder: 100,
}

// findFullHouse finds a unit with exactly one empty cell.
//
// A unit qualifies only when exactly one digit is missing from it (and it
// has one empty cell), so a unit whose placed digits are not eight is passed
// over before its cells are scanned.
func (s *logicGrid) findFullHouse(st *Step) bool {
	for _, u := range singleUnitOrder {
		if popcount(s.placed[u]) != 8 {
			continue
		}
		free := -1
		n := 0
		for _, c := range unitCells[u] {
			if s.grid[c] == 0 {
				free = int(c)
				n++
			}
		}
		if n != 1 {
			continue
		}
		missing := allDigits &^ s.placed[u]
		if popcount(missing) != 1 || s.cand[free]&missing == 0 {
			continue
		}
		st.reset(TechFullHouse)
		st.place(free, lowDigit(missing))
		st.Digits = missing
		st.unit = uint8(u)
		st.addUnit(u)
		st.addCell(free)
		return true
	}
	return false
}

// explainFullHouse explains a full house.
func (s *Step) explainFullHouse(dst []byte) []byte {
	dst = appendCell(dst, s.Cell)
	dst = append(dst, " is the last empty cell in "...)
	dst = appendUnit(dst, int(s.unit))
	dst = append(dst, ", so it takes the missing digit "...)
	dst = appendDigit(dst, s.Digit)
	return append(dst, '.')
}
