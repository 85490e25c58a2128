package sudoku

import (
	"strconv"
	"strings"
)

// Status is a status code of the C interface, such as SUDOKU_E_CONFLICT.
// Every status but StatusOK is also an error, so that
// errors.Is(err, sudoku.StatusUnsolvable) tells which one a call failed with.
type Status int32

// The status codes of include/sudoku.h.
const (
	StatusOK         Status = 0   // SUDOKU_OK: success
	StatusArg        Status = -1  // SUDOKU_E_ARG: a bad argument (here: a limit below 1)
	StatusParse      Status = -2  // SUDOKU_E_PARSE: the text is not a grid
	StatusRange      Status = -3  // SUDOKU_E_RANGE: a cell holds a value above 9
	StatusConflict   Status = -4  // SUDOKU_E_CONFLICT: a digit repeats in a unit
	StatusUnsolvable Status = -5  // SUDOKU_E_UNSOLVABLE: valid givens, no solution
	StatusBuffer     Status = -6  // SUDOKU_E_BUFFER: an output buffer is too small
	StatusLimit      Status = -7  // SUDOKU_E_LIMIT: a search budget ran out
	StatusNotUnique  Status = -8  // SUDOKU_E_NOT_UNIQUE: Rate got a puzzle with several solutions
	StatusInternal   Status = -99 // SUDOKU_E_INTERNAL: a bug in libsudoku was caught
)

// The errors of package engine, as statuses: errors.Is(err, ErrUnsolvable)
// holds for an *Error with that status.
const (
	ErrUnsolvable = StatusUnsolvable // the puzzle has no solution
	ErrLimit      = StatusLimit      // the search budget ran out
	ErrBadLimit   = StatusArg        // a solution limit below 1
)

// statusNames are the names the header gives the codes (the library's
// sudoku_status_string returns the same).
var statusNames = map[Status]string{
	StatusOK:         "SUDOKU_OK",
	StatusArg:        "SUDOKU_E_ARG",
	StatusParse:      "SUDOKU_E_PARSE",
	StatusRange:      "SUDOKU_E_RANGE",
	StatusConflict:   "SUDOKU_E_CONFLICT",
	StatusUnsolvable: "SUDOKU_E_UNSOLVABLE",
	StatusBuffer:     "SUDOKU_E_BUFFER",
	StatusLimit:      "SUDOKU_E_LIMIT",
	StatusNotUnique:  "SUDOKU_E_NOT_UNIQUE",
	StatusInternal:   "SUDOKU_E_INTERNAL",
}

// String returns the header's name of s, such as "SUDOKU_E_CONFLICT", or
// "SUDOKU_E_UNKNOWN(-42)".
func (s Status) String() string {
	if n, ok := statusNames[s]; ok {
		return n
	}
	return "SUDOKU_E_UNKNOWN(" + strconv.Itoa(int(s)) + ")"
}

// Error returns the name of s, so that a Status can be compared with errors.Is.
func (s Status) Error() string { return s.String() }

// Error is the error of a failed call: the status the C function returned,
// the cells it is about, and a precise message.
type Error struct {
	Func   string // the C function that failed, such as "sudoku_solve"
	Status Status // what it returned
	// Cells are the cells (0..80) the error is about: the two cells holding
	// the same digit for StatusConflict, the bad cell for StatusRange;
	// otherwise none.
	Cells []int
	// Detail says what is wrong in English, such as "digit 6 appears twice
	// in column 4, at r7c4 and r9c4".
	Detail string
}

// Error returns "sudoku: <detail> (<STATUS> from <func>)".
func (e *Error) Error() string {
	return "sudoku: " + e.Detail + " (" + e.Status.String() + " from " + e.Func + ")"
}

// Unwrap returns the status, for errors.Is.
func (e *Error) Unwrap() error { return e.Status }

// newError builds the *Error for status st of function fn, with the
// library's message (its "sudoku: " prefix dropped) or a default one.
func newError(fn string, st Status, detail string, cells ...int) *Error {
	detail = strings.TrimPrefix(detail, "sudoku: ")
	if detail == "" {
		detail = defaultDetail(st)
	}
	return &Error{Func: fn, Status: st, Cells: cells, Detail: detail}
}

// defaultDetail describes a status that comes without a message.
func defaultDetail(st Status) string {
	switch st {
	case StatusArg:
		return "bad argument"
	case StatusUnsolvable:
		return "the puzzle has no solution"
	case StatusLimit:
		return "search budget exhausted before the search finished"
	case StatusNotUnique:
		return "the puzzle has more than one solution"
	case StatusInternal:
		return "internal error in libsudoku (the call did nothing harmful)"
	}
	return st.String()
}
