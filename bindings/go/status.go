package sudoku

import (
	"strconv"
	"unicode/utf8"
)

// Status is a status code of the C interface, such as SUDOKU_E_CONFLICT.
// Every status but StatusOK is also an error, so that
// errors.Is(err, sudoku.StatusUnsolvable) tells which one a call failed with.
// The constants and String (the header's name, such as "SUDOKU_E_CONFLICT")
// are generated from include/sudoku.h into abi_gen.go.
type Status int32

// The errors of package engine, as statuses: errors.Is(err, ErrUnsolvable)
// holds for an *Error with that status.
const (
	ErrUnsolvable = StatusUnsolvable // the puzzle has no solution
	ErrLimit      = StatusLimit      // the search budget ran out
	ErrBadLimit   = StatusArg        // a solution limit below 1
	ErrBadOptions = StatusArg        // generator options that make no sense
)

// Error returns the name of s, so that a Status can be compared with errors.Is.
func (s Status) Error() string { return s.String() }

// Error is the error of a failed call: the status the C function returned,
// the cells it is about, and the library's message. For input the library
// refuses it also holds the engine's error type (see Unwrap), so that
// errors.As(err, &conflict) with a *ConflictError works as with the engine.
type Error struct {
	Func   string // the C function that failed, such as "sudoku_solve"
	Status Status // what it returned
	// Cells are the cells (0..80) the error is about: the two cells holding
	// the same digit for StatusConflict, the bad cell for StatusRange;
	// otherwise none.
	Cells []int
	// Detail is the library's message, such as "digit 6 appears twice in
	// column 4, at r7c4 and r9c4".
	Detail string
	// input is the *ConflictError, *RangeError or *ParseError, or nil.
	input error
}

// Error returns "sudoku: " and the library's message, the text of the
// engine's error for the same input.
func (e *Error) Error() string { return "sudoku: " + e.Detail }

// Unwrap returns the status (for errors.Is) and, for refused input, the
// *ConflictError, *RangeError or *ParseError (for errors.As).
func (e *Error) Unwrap() []error {
	if e.input != nil {
		return []error{e.Status, e.input}
	}
	return []error{e.Status}
}

// ConflictError reports two cells of one unit holding the same digit, as
// engine.ConflictError.
type ConflictError struct {
	Digit   uint8  // the repeated digit
	Cells   [2]int // the two cell indexes, in reading order
	Unit    Unit   // the unit both cells belong to (the row if they share it, then the column, then the box)
	message string
}

// Error is the library's message after "sudoku: ", naming the digit, the
// unit and both cells: `sudoku: digit 6 appears twice in column 4, at r7c4
// and r9c4`.
func (e *ConflictError) Error() string { return "sudoku: " + e.message }

// RangeError reports a cell whose value is not 0..9, as engine.RangeError.
type RangeError struct {
	Cell    int   // cell index 0..80
	Value   uint8 // the value found there
	message string
}

// Error is the library's message after "sudoku: ", naming the cell and the
// value.
func (e *RangeError) Error() string { return "sudoku: " + e.message }

// ParseError reports text that is not a grid, as engine.ParseError: a
// character that is neither a cell nor layout (Line > 0), or the wrong
// number of cells.
type ParseError struct {
	Char         rune // the offending character, or 0 when the number of cells is wrong
	Offset       int  // the byte offset of Char in the input
	Line, Column int  // where Char is, both from 1; 0 when the number of cells is wrong
	Cells        int  // the number of cells found when the count is wrong
	message      string
}

// Error is the library's message, after "sudoku: ".
func (e *ParseError) Error() string { return "sudoku: " + e.message }

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

// Unit is one of the 27 houses of a grid, as engine.Unit: a row, column or
// box with its index 0..8 (boxes row-major from the top left).
type Unit struct {
	Kind  UnitKind
	Index int
}

// String returns the unit counted from 1: "row 4", "column 7", "box 5".
func (u Unit) String() string { return u.Kind.String() + " " + strconv.Itoa(u.Index+1) }

// ID returns the unit's number 0..26: rows 0..8, columns 9..17, boxes 18..26.
func (u Unit) ID() int { return int(u.Kind)*9 + u.Index }

// UnitByID returns the unit whose ID is id (0..26).
func UnitByID(id int) Unit { return Unit{Kind: UnitKind(id / 9), Index: id % 9} }

// statusError is the *Error of fn returning st for no input the library
// explains: its message is sudoku_status_message's.
func (l *Library) statusError(fn string, st Status) *Error {
	return &Error{Func: fn, Status: st, Detail: l.fn.statusMessage(int32(st))}
}

// argError is the *Error of a call the binding refuses itself, with its
// reason.
func argError(fn, detail string) *Error {
	return &Error{Func: fn, Status: StatusArg, Detail: detail}
}

// explained is the *Error of fn from what the library wrote into e about
// refused input; text is the input of a text call (for ParseError.Char).
func explained(fn string, e *cError, text string) *Error {
	err := &Error{Func: fn, Status: Status(e.status), Detail: cString(e.message[:])}
	for k := 0; k < int(min(max(e.nCells, 0), 2)); k++ {
		err.Cells = append(err.Cells, int(e.cells[k]))
	}
	switch err.Status {
	case StatusConflict:
		err.input = &ConflictError{Digit: uint8(e.digit), Cells: [2]int{int(e.cells[0]), int(e.cells[1])},
			Unit: UnitByID(int(e.unit)), message: err.Detail}
	case StatusRange:
		err.input = &RangeError{Cell: int(e.cells[0]), Value: uint8(e.digit), message: err.Detail}
	case StatusParse:
		pe := &ParseError{Offset: int(e.offset), Line: int(e.line), Column: int(e.column), Cells: int(e.cellsFound), message: err.Detail}
		if pe.Line > 0 && pe.Offset >= 0 && pe.Offset < len(text) {
			pe.Char, _ = utf8.DecodeRuneInString(text[pe.Offset:])
		} else {
			pe.Offset = 0
		}
		err.input = pe
	}
	return err
}
