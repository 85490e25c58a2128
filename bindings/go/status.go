package sudoku

import "strings"

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
)

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
