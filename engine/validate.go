package engine

import (
	"errors"
	"fmt"
)

// RangeError reports a cell whose value is not 0..9.
type RangeError struct {
	Cell  int   // cell index 0..80
	Value uint8 // the value found there
}

// Error names the cell and the value, for example
// `sudoku: r1c3 holds 12; a cell must be 0 (empty) or a digit 1-9`.
func (e *RangeError) Error() string {
	return fmt.Sprintf("sudoku: %s holds %d; a cell must be 0 (empty) or a digit 1-9", CellName(e.Cell), e.Value)
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
	return fmt.Sprintf("sudoku: digit %d appears twice in %s, at %s and %s",
		e.Digit, e.Unit, CellName(e.Cells[0]), CellName(e.Cells[1]))
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
