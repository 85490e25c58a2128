package sudoku

// Grid is a Sudoku grid as the C interface has it: 81 cells in row-major
// order, 0 for empty and 1..9 for digits; cell 0 is r1c1, cell 80 is r9c9.
type Grid [81]uint8

// String returns g as an 81-character line, '.' for empty cells and '?' for
// a value above 9. It is the line sudoku_format writes, without a call into
// the library, so that printing a grid never fails.
func (g *Grid) String() string {
	var b [NumCells]byte
	for i, v := range g {
		switch {
		case v == 0:
			b[i] = '.'
		case v <= 9:
			b[i] = '0' + v
		default:
			b[i] = '?'
		}
	}
	return string(b[:])
}

// Givens returns the number of non-empty cells.
func (g *Grid) Givens() int {
	n := 0
	for _, v := range g {
		if v != 0 {
			n++
		}
	}
	return n
}

// CellName returns the players' name of cell i (0..80), such as "r4c7".
func CellName(i int) string {
	if i < 0 || i >= NumCells {
		return "r?c?"
	}
	return "r" + string(rune('1'+i/9)) + "c" + string(rune('1'+i%9))
}
