//go:build linux || darwin || freebsd || netbsd

package sudoku

import (
	"bytes"
	"strconv"
	"unsafe"
)

// textPtr returns a pointer to the bytes of text for a call that reads
// len(text) bytes. An empty text gets a pointer to a zero byte, so that the
// library sees "no cells" rather than a NULL pointer.
func textPtr(text string) *byte {
	if text == "" {
		var zero byte
		return &zero
	}
	return unsafe.StringData(text)
}

// textLen returns the length of text for the C interface; a text longer
// than an int32 is passed as one the library refuses like any text above
// SUDOKU_TEXT_MAX.
func textLen(text string) int32 {
	if len(text) > textMax {
		return textMax + 1
	}
	return int32(len(text))
}

// cString returns the bytes of buf up to its first NUL.
func cString(buf []byte) string {
	if i := bytes.IndexByte(buf, 0); i >= 0 {
		buf = buf[:i]
	}
	return string(buf)
}

// ownedString is cString for a buffer nothing else holds or writes again:
// the string shares its memory instead of copying it. Format and Pretty
// pass the buffer to C, which puts it on the heap anyway (purego.SyscallN
// is go:uintptrescapes), so the string costs no allocation of its own.
func ownedString(buf []byte) string {
	if i := bytes.IndexByte(buf, 0); i >= 0 {
		buf = buf[:i]
	}
	if len(buf) == 0 {
		return ""
	}
	return unsafe.String(&buf[0], len(buf))
}

// newCError returns a sudoku_error with its size set.
func newCError() *cError { return &cError{size: uint32(unsafe.Sizeof(cError{}))} }

// Parse reads text as a grid (sudoku_parse): an 81-character line or a
// pasted 9-line drawing. It does not check the rules. On failure the *Error
// has StatusParse (with a *ParseError inside: which character, or how many
// cells) or StatusArg (a text above 64 KiB).
func (l *Library) Parse(text string) (Grid, error) {
	var g Grid
	st := Status(l.fn.parse(textPtr(text), textLen(text), &g))
	if st != StatusOK {
		return Grid{}, l.textError("sudoku_parse", st, text)
	}
	return g, nil
}

// CheckText parses text and checks the rules (sudoku_check_text). On failure
// the *Error has the library's precise message, and for StatusConflict the
// two clashing cells.
func (l *Library) CheckText(text string) (Grid, error) {
	var g Grid
	e := newCError()
	st := Status(l.fn.checkText(textPtr(text), textLen(text), &g, e))
	if st == StatusOK {
		return g, nil
	}
	if st == StatusParse || st == StatusConflict {
		return Grid{}, explained("sudoku_check_text", e, text)
	}
	return Grid{}, l.textError("sudoku_check_text", st, text)
}

// textError describes why text failed with status st.
func (l *Library) textError(fn string, st Status, text string) error {
	if st == StatusArg && len(text) > textMax {
		return argError(fn, "the text is "+strconv.Itoa(len(text))+" bytes, more than SUDOKU_TEXT_MAX ("+strconv.Itoa(textMax)+")")
	}
	if st == StatusParse {
		var g Grid
		e := newCError()
		l.fn.checkText(textPtr(text), textLen(text), &g, e)
		return explained(fn, e, text)
	}
	return l.statusError(fn, st)
}

// Format returns g as an 81-character line (sudoku_format).
func (l *Library) Format(g *Grid) (string, error) {
	buf := make([]byte, lineSize)
	if st := Status(l.fn.format(g, &buf[0], int32(len(buf)))); st != StatusOK {
		return "", l.gridError("sudoku_format", st, g)
	}
	return ownedString(buf), nil
}

// Pretty returns g drawn as 11 lines with box separators
// (sudoku_format_pretty), like engine's Grid.Pretty.
func (l *Library) Pretty(g *Grid) (string, error) {
	buf := make([]byte, prettySize)
	if st := Status(l.fn.formatPretty(g, &buf[0], int32(len(buf)))); st != StatusOK {
		return "", l.gridError("sudoku_format_pretty", st, g)
	}
	return ownedString(buf), nil
}

// Validate checks the rules (sudoku_validate): nil, or an *Error with
// StatusRange (the cell; a *RangeError inside) or StatusConflict (both
// cells; a *ConflictError inside, with the unit).
func (l *Library) Validate(g *Grid) error {
	if Status(l.fn.validate(g, nil)) == StatusOK { // details only when there are some
		return nil
	}
	e := newCError()
	l.fn.validate(g, e)
	return explained("sudoku_validate", e, "")
}

// Solve returns the first solution of puzzle (sudoku_solve). It fails with
// StatusRange or StatusConflict (naming the cells), ErrUnsolvable or
// ErrLimit.
func (l *Library) Solve(puzzle *Grid) (Grid, error) {
	var sol Grid
	if st := Status(l.fn.solve(puzzle, &sol)); st != StatusOK {
		return Grid{}, l.gridError("sudoku_solve", st, puzzle)
	}
	return sol, nil
}

// CountSolutions returns min(number of solutions, limit) of puzzle
// (sudoku_count_solutions); limit 2 tells whether the solution is unique. A
// puzzle with valid givens and no solution counts 0 with a nil error. With
// ErrLimit the count is the number found before the budget ran out; with
// ErrBadLimit (limit < 1) it is 0.
func (l *Library) CountSolutions(puzzle *Grid, limit int) (int, error) {
	if limit < 1 || limit > 1<<31-1 {
		return 0, argError("sudoku_count_solutions", "the solution limit must be 1 to 2147483647, not "+strconv.Itoa(limit))
	}
	var n int32
	st := Status(l.fn.countSolutions(puzzle, int32(limit), &n))
	if st == StatusOK {
		return int(n), nil
	}
	if st == StatusLimit {
		return int(n), l.statusError("sudoku_count_solutions", st)
	}
	return 0, l.gridError("sudoku_count_solutions", st, puzzle)
}

// gridError builds the error of fn returning st for grid g: for a grid that
// breaks the rules sudoku_validate says which cells and why.
func (l *Library) gridError(fn string, st Status, g *Grid) error {
	if st == StatusRange || st == StatusConflict {
		e := newCError()
		if Status(l.fn.validate(g, e)) == st {
			err := explained(fn, e, "")
			return err
		}
	}
	return l.statusError(fn, st)
}
