// Package engine is libsudoku's Sudoku engine in pure Go: parsing, formatting
// and validating grids, solving and counting solutions without allocating,
// and (in later files) human-style logic and generation.
//
// A grid is 81 cells in row-major order. Each cell holds 0 for empty or a
// digit 1 to 9. Cells are numbered 0 to 80; in messages they are written in
// the players' notation r<row>c<column> with rows and columns counted from 1,
// so cell 0 is r1c1 and cell 80 is r9c9.
//
// Every function in this package is safe to call from many goroutines at
// once: the package keeps no mutable global state.
package engine

import "strconv"

// Grid is a Sudoku grid: 81 cells, row-major, 0 = empty, 1..9 = digit.
type Grid [81]uint8

// NumCells is the number of cells in a grid.
const NumCells = 81

// CellIndex returns the index (0..80) of the cell at row and col, both 0..8.
func CellIndex(row, col int) int { return row*9 + col }

// RowOf returns the row (0..8) of cell index i.
func RowOf(i int) int { return i / 9 }

// ColOf returns the column (0..8) of cell index i.
func ColOf(i int) int { return i % 9 }

// BoxOf returns the box (0..8, row-major from the top left) of cell index i.
func BoxOf(i int) int { return (i/27)*3 + (i%9)/3 }

// CellName returns the players' name of cell index i, such as "r4c7"
// (rows and columns counted from 1).
func CellName(i int) string {
	if i < 0 || i >= NumCells {
		return "r?c?"
	}
	return "r" + strconv.Itoa(i/9+1) + "c" + strconv.Itoa(i%9+1)
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

// UnitKind says whether a unit is a row, a column or a box.
type UnitKind uint8

// The three kinds of unit.
const (
	Row UnitKind = iota
	Column
	Box
)

// String returns "row", "column" or "box".
func (k UnitKind) String() string {
	switch k {
	case Row:
		return "row"
	case Column:
		return "column"
	case Box:
		return "box"
	}
	return "unit"
}

// Unit is one of the 27 houses of a grid: a row, column or box with its index
// 0..8. Boxes are numbered row-major from the top left.
type Unit struct {
	Kind  UnitKind
	Index int
}

// String returns the unit in players' notation, counted from 1: "row 4",
// "column 7", "box 5".
func (u Unit) String() string {
	return u.Kind.String() + " " + strconv.Itoa(u.Index+1)
}

// ID returns the unit's number 0..26: rows 0..8, columns 9..17, boxes 18..26.
func (u Unit) ID() int { return int(u.Kind)*9 + u.Index }

// UnitByID returns the unit whose ID is id (0..26).
func UnitByID(id int) Unit { return Unit{Kind: UnitKind(id / 9), Index: id % 9} }

// Cells returns the nine cell indexes of the unit in reading order.
func (u Unit) Cells() [9]int {
	var c [9]int
	for k, v := range unitCells[u.ID()] {
		c[k] = int(v)
	}
	return c
}

// unitCells lists the cells of each unit (rows, then columns, then boxes).
// peers lists the 20 other cells that share a unit with each cell.
// cellUnits lists the row, column and box unit IDs of each cell.
// These tables are computed once at start-up and only read afterwards.
var (
	unitCells [27][9]uint8
	peers     [81][20]uint8
	cellUnits [81][3]uint8
)

func init() {
	for i := 0; i < 9; i++ {
		for j := 0; j < 9; j++ {
			unitCells[i][j] = uint8(i*9 + j)
			unitCells[9+i][j] = uint8(j*9 + i)
			unitCells[18+i][j] = uint8((i/3)*27 + (i%3)*3 + (j/3)*9 + j%3)
		}
	}
	for c := 0; c < 81; c++ {
		cellUnits[c] = [3]uint8{uint8(RowOf(c)), uint8(9 + ColOf(c)), uint8(18 + BoxOf(c))}
		n := 0
		for p := 0; p < 81; p++ {
			if p != c && (RowOf(p) == RowOf(c) || ColOf(p) == ColOf(c) || BoxOf(p) == BoxOf(c)) {
				peers[c][n] = uint8(p)
				n++
			}
		}
	}
}
