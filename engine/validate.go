package engine

import (
	"errors"
	"strconv"
)

// RangeError reports a cell whose value is not 0..9.
type RangeError struct {
	Cell  int   // cell index 0..80
	Value uint8 // the value found there
}

// Error names the cell and the value, for example
// `sudoku: r1c3 holds 12; a cell must be 0 (empty) or a digit 1-9`.
func (e *RangeError) Error() string {
	var b [80]byte
	return string(e.AppendError(b[:0]))
}

// AppendError appends the text of Error to dst and returns the extended
// slice, allocating nothing when dst has room (for the C interface).
func (e *RangeError) AppendError(dst []byte) []byte {
	dst = AppendCellName(append(dst, "sudoku: "...), e.Cell)
	dst = strconv.AppendInt(append(dst, " holds "...), int64(e.Value), 10)
	return append(dst, "; a cell must be 0 (empty) or a digit 1-9"...)
}

// ConflictError reports two cells of one unit holding the same digit.
type ConflictError struct {
	Digit uint8  // the repeated digit
	Cells [2]int // the two cell indexes, in reading order
	Unit  Unit   // the unit both cells belong to (the row if they share it, then the column, then the box)
}

// Error names the digit, the unit and both cells, for example
// `sudoku: digit 6 appears twice in column 4, at r7c4 and r9c4`.
func (e *ConflictError) Error() string {
	var b [80]byte
	return string(e.AppendError(b[:0]))
}

// AppendError appends the text of Error to dst and returns the extended
// slice, allocating nothing when dst has room (for the C interface).
func (e *ConflictError) AppendError(dst []byte) []byte {
	dst = strconv.AppendInt(append(dst, "sudoku: digit "...), int64(e.Digit), 10)
	dst = append(append(dst, " appears twice in "...), e.Unit.Kind.String()...)
	dst = strconv.AppendInt(append(dst, ' '), int64(e.Unit.Index+1), 10)
	dst = AppendCellName(append(dst, ", at "...), e.Cells[0])
	return AppendCellName(append(dst, " and "...), e.Cells[1])
}

// ErrUnsolvable means the givens break no rule but no solution exists.
var ErrUnsolvable = errors.New("sudoku: the puzzle has no solution")

// ErrLimit means a search ran out of its budget (see DefaultMaxGuesses)
// before it could finish.
var ErrLimit = errors.New("sudoku: search budget exhausted before the search finished")

// Validate checks that every cell holds 0..9 (else *RangeError) and that no
// digit repeats in a row, column or box (else *ConflictError for the first
// clash in reading order of the later cell). It allocates nothing when the
// grid is valid.
func (g *Grid) Validate() error {
	if g.valid() {
		return nil
	}
	return g.firstError()
}

// digitCount[v] adds one to the count of digit v (1..9) in a sum of them:
// digit v counts in bits 4v..4v+3, which nine cells cannot overflow. An
// empty cell adds nothing; a value above 9 adds 1<<40, a count no digit
// has.
var digitCount [256]uint64

func init() {
	for v := range digitCount {
		switch {
		case v == 0:
		case v <= 9:
			digitCount[v] = 1 << (4 * v)
		default:
			digitCount[v] = 1 << 40
		}
	}
}

// onceEach has bit 4v set for each digit v: the bits a sum of digitCount
// over a unit may have when no digit repeats and every value is in range.
const onceEach = 0x1111111110

// valid reports whether g breaks no rule. It is the fast path of Validate,
// without branches on the cells: it sums digitCount over every row, column
// and box and checks that no count passed one (validate_avx512_amd64.go does
// the same with vector registers).
func (g *Grid) valid() bool {
	if vectorSupported {
		return validVector(g)
	}
	return g.validScalar()
}

// validScalar is valid in plain Go (the reference the tests compare
// validVector with).
func (g *Grid) validScalar() bool {
	var cols [9]uint64
	var bad uint64
	for band := 0; band < 3; band++ {
		var box0, box1, box2 uint64
		for r := 3 * band; r < 3*band+3; r++ {
			row := (*[9]uint8)(g[9*r : 9*r+9])
			c0, c1, c2 := digitCount[row[0]], digitCount[row[1]], digitCount[row[2]]
			c3, c4, c5 := digitCount[row[3]], digitCount[row[4]], digitCount[row[5]]
			c6, c7, c8 := digitCount[row[6]], digitCount[row[7]], digitCount[row[8]]
			b0, b1, b2 := c0+c1+c2, c3+c4+c5, c6+c7+c8
			bad |= b0 + b1 + b2
			box0 += b0
			box1 += b1
			box2 += b2
			cols[0] += c0
			cols[1] += c1
			cols[2] += c2
			cols[3] += c3
			cols[4] += c4
			cols[5] += c5
			cols[6] += c6
			cols[7] += c7
			cols[8] += c8
		}
		bad |= box0 | box1 | box2
	}
	for _, c := range cols {
		bad |= c
	}
	return bad&^onceEach == 0
}

// firstError returns the error Validate reports for an invalid g.
func (g *Grid) firstError() error {
	for i, v := range g {
		if v > 9 {
			return &RangeError{Cell: i, Value: v}
		}
	}
	// seen[u][d] is 1 + the first cell of unit u holding digit d, or 0.
	var seen [27][10]uint8
	for i, v := range g {
		if v == 0 {
			continue
		}
		for _, u := range cellUnits[i] {
			if first := seen[u][v]; first != 0 {
				return &ConflictError{Digit: v, Cells: [2]int{int(first) - 1, i}, Unit: UnitByID(int(u))}
			}
			seen[u][v] = uint8(i + 1)
		}
	}
	return nil
}

// IsSolution reports whether sol is a complete valid grid that agrees with
// every given of puzzle. It is independent of the solver and used to check it.
func IsSolution(puzzle, sol *Grid) bool {
	for i := range sol {
		if sol[i] < 1 || sol[i] > 9 || (puzzle[i] != 0 && puzzle[i] != sol[i]) {
			return false
		}
	}
	return sol.Validate() == nil
}
