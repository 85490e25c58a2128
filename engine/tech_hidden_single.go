package engine

import "math/bits"

// Hidden Single: a digit with one place left in a box (SE 1.2) or in a row or
// column (SE 1.5).

var (
	techHiddenSingleBox = techSpec{
		Tech:          TechHiddenSingleBox,
		Rating:        12,
		Find:          (*logicGrid).findHiddenSingleBox,
		Explain:       (*Step).explainHiddenSingle,
		ExtendedOrder: 300,
	}
	techHiddenSingleLine = techSpec{
		Tech:          TechHiddenSingleLine,
		Rating:        15,
		Find:          (*logicGrid).findHiddenSingleLine,
		Explain:       (*Step).explainHiddenSingle,
		ExtendedOrder: 300,
	}
)

func (s *logicGrid) findHiddenSingleBox(st *Step) bool  { return s.findHiddenSingle(st, true) }
func (s *logicGrid) findHiddenSingleLine(st *Step) bool { return s.findHiddenSingle(st, false) }

// singleUnitOrder is the order singles are looked for in: boxes, then
// columns, then rows (as Sudoku Explainer does).
var singleUnitOrder = func() (o [27]int) {
	for i := 0; i < 9; i++ {
		o[i], o[9+i], o[18+i] = 18+i, 9+i, i
	}
	return
}()

// findHiddenSingle finds a digit with one place left in a box (boxes true)
// or in a row or column (boxes false).
func (s *logicGrid) findHiddenSingle(st *Step, boxes bool) bool {
	units := singleUnitOrder[9:]
	tech := TechHiddenSingleLine
	if boxes {
		units = singleUnitOrder[:9]
		tech = TechHiddenSingleBox
	}
	for _, u := range units {
		for d := 1; d <= 9; d++ {
			m := s.pos[u][d-1]
			if m == 0 || m&(m-1) != 0 {
				continue
			}
			c := int(unitCells[u][bits.TrailingZeros16(m)])
			st.reset(tech)
			st.place(c, d)
			st.Digits = 1 << (d - 1)
			st.unit = uint8(u)
			st.addUnit(u)
			st.addCell(c)
			return true
		}
	}
	return false
}

// explainHiddenSingle explains a hidden single.
func (s *Step) explainHiddenSingle(dst []byte) []byte {
	dst = append(dst, "in "...)
	dst = appendUnit(dst, int(s.unit))
	dst = append(dst, ", "...)
	dst = appendDigit(dst, s.Digit)
	dst = append(dst, " can only go in "...)
	dst = appendCell(dst, s.Cell)
	return append(dst, '.')
}
