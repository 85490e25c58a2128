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

// cString returns the bytes of buf up to its first NUL.
func cString(buf []byte) string {
	if i := bytes.IndexByte(buf, 0); i >= 0 {
		buf = buf[:i]
	}
	return string(buf)
}

// Parse reads text as a grid (sudoku_parse): an 81-character line or a
// pasted 9-line drawing. It does not check the rules. On failure the *Error
// has StatusParse (or StatusArg for a text above 64 KiB) and says which
// character or how many cells.
func (l *Library) Parse(text string) (Grid, error) {
	var g Grid
	st := Status(l.fn.parse(textPtr(text), uintptr(len(text)), &g))
	if st != StatusOK {
		return Grid{}, newError("sudoku_parse", st, l.textMessage(st, text))
	}
	return g, nil
}

// CheckText parses text and checks the rules (sudoku_check_text). On failure
// the *Error has the library's precise message, and for StatusConflict the
// two clashing cells.
func (l *Library) CheckText(text string) (Grid, error) {
	var g Grid
	var msg [messageSize]byte
	st := Status(l.fn.checkText(textPtr(text), uintptr(len(text)), &g, &msg[0], uintptr(len(msg))))
	if st == StatusOK {
		return g, nil
	}
	if st == StatusConflict {
		if p, err := l.Parse(text); err == nil {
			return Grid{}, l.invalid("sudoku_check_text", &p)
		}
	}
	if st == StatusArg {
		return Grid{}, newError("sudoku_check_text", st, l.textMessage(st, text))
	}
	return Grid{}, newError("sudoku_check_text", st, cString(msg[:]))
}

// textMessage describes why text failed with status st.
func (l *Library) textMessage(st Status, text string) string {
	if st == StatusArg {
		return "the text is " + strconv.Itoa(len(text)) + " bytes, more than SUDOKU_TEXT_MAX (" + strconv.Itoa(textMax) + ")"
	}
	return l.message(text)
}

// message returns sudoku_check_text's message about text.
func (l *Library) message(text string) string {
	var g Grid
	var msg [messageSize]byte
	l.fn.checkText(textPtr(text), uintptr(len(text)), &g, &msg[0], uintptr(len(msg)))
	return cString(msg[:])
}

// Format returns g as an 81-character line (sudoku_format).
func (l *Library) Format(g *Grid) (string, error) {
	var buf [lineSize]byte
	if st := Status(l.fn.format(g, &buf[0], uintptr(len(buf)))); st != StatusOK {
		return "", l.statusError("sudoku_format", st, g)
	}
	return cString(buf[:]), nil
}

// Pretty returns g drawn as 11 lines with box separators
// (sudoku_format_pretty), like engine's Grid.Pretty.
func (l *Library) Pretty(g *Grid) (string, error) {
	var buf [prettySize]byte
	if st := Status(l.fn.formatPretty(g, &buf[0], uintptr(len(buf)))); st != StatusOK {
		return "", l.statusError("sudoku_format_pretty", st, g)
	}
	return cString(buf[:]), nil
}

// Validate checks the rules (sudoku_validate): nil, or an *Error with
// StatusRange (the cell) or StatusConflict (both cells and the unit).
func (l *Library) Validate(g *Grid) error {
	var cells [2]int32
	st := Status(l.fn.validate(g, &cells))
	if st == StatusOK {
		return nil
	}
	return l.invalidCells("sudoku_validate", st, g, cells)
}

// Solve returns the first solution of puzzle (sudoku_solve). It fails with
// StatusRange or StatusConflict (naming the cells), ErrUnsolvable or
// ErrLimit.
func (l *Library) Solve(puzzle *Grid) (Grid, error) {
	var sol Grid
	if st := Status(l.fn.solve(puzzle, &sol)); st != StatusOK {
		return Grid{}, l.statusError("sudoku_solve", st, puzzle)
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
		return 0, newError("sudoku_count_solutions", StatusArg, "the solution limit must be 1 to 2147483647, not "+strconv.Itoa(limit))
	}
	var n int32
	st := Status(l.fn.countSolutions(puzzle, int32(limit), &n))
	if st == StatusOK {
		return int(n), nil
	}
	if st == StatusLimit {
		return int(n), newError("sudoku_count_solutions", st, "")
	}
	return 0, l.statusError("sudoku_count_solutions", st, puzzle)
}

// statusError builds the error of fn returning st for grid g: for an invalid
// grid it asks sudoku_validate which cells.
func (l *Library) statusError(fn string, st Status, g *Grid) error {
	if st == StatusRange || st == StatusConflict {
		return l.invalid(fn, g)
	}
	return newError(fn, st, "")
}

// invalid describes why g breaks the rules, as fn's error.
func (l *Library) invalid(fn string, g *Grid) error {
	var cells [2]int32
	st := Status(l.fn.validate(g, &cells))
	return l.invalidCells(fn, st, g, cells)
}

// invalidCells builds fn's error from sudoku_validate's status and cells:
// for a conflict with the library's own message (from sudoku_check_text on
// the grid's line).
func (l *Library) invalidCells(fn string, st Status, g *Grid, cells [2]int32) error {
	switch st {
	case StatusRange:
		c := int(cells[0])
		return newError(fn, st, CellName(c)+" holds "+strconv.Itoa(int(g[c]))+"; a cell must be 0 (empty) or a digit 1-9", c)
	case StatusConflict:
		return newError(fn, st, l.message(g.String()), int(cells[0]), int(cells[1]))
	}
	return newError(fn, st, "")
}
