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
// (rows and columns counted from 1), or "r?c?" for an index out of range.
func CellName(i int) string {
	var b [4]byte
	return string(AppendCellName(b[:0], i))
}

// AppendCellName appends CellName(i) to dst and returns the extended slice.
func AppendCellName(dst []byte, i int) []byte {
	if i < 0 || i >= NumCells {
		return append(dst, "r?c?"...)
	}
	return appendCell(dst, i)
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

// The unit tables, computed once at start-up (before any init function, in
// the order their dependencies need) and only read afterwards:
//   - unitCells lists the cells of each unit (rows, then columns, then boxes);
//   - cellUnits lists the row, column and box unit IDs of each cell;
//   - cellUnitBits has bit u set for the three units u of each cell;
//   - peers lists the 20 other cells that share a unit with each cell.
var (
	unitCells    = makeUnitCells()
	cellUnits    = makeCellUnits()
	cellUnitBits = makeCellUnitBits(&cellUnits)
	peers        = makePeers()
)

func makeUnitCells() (t [27][9]uint8) {
	for i := 0; i < 9; i++ {
		for j := 0; j < 9; j++ {
			t[i][j] = uint8(i*9 + j)
			t[9+i][j] = uint8(j*9 + i)
			t[18+i][j] = uint8((i/3)*27 + (i%3)*3 + (j/3)*9 + j%3)
		}
	}
	return t
}

func makeCellUnits() (t [NumCells][3]uint8) {
	for c := range t {
		t[c] = [3]uint8{uint8(RowOf(c)), uint8(9 + ColOf(c)), uint8(18 + BoxOf(c))}
	}
	return t
}

func makeCellUnitBits(units *[NumCells][3]uint8) (t [NumCells]uint32) {
	for c, us := range units {
		t[c] = 1<<us[0] | 1<<us[1] | 1<<us[2]
	}
	return t
}

func makePeers() (t [NumCells][20]uint8) {
	for c := range t {
		n := 0
		for p := 0; p < NumCells; p++ {
			if p != c && (RowOf(p) == RowOf(c) || ColOf(p) == ColOf(c) || BoxOf(p) == BoxOf(c)) {
				t[c][n] = uint8(p)
				n++
			}
		}
	}
	return t
}
