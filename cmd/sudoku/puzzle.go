package main

import (
	"errors"
	"fmt"
	"os"
	"strconv"
	"strings"
	"unicode"

	"github.com/libsudoku/libsudoku/engine"
)

// parsePuzzle reads the puzzle of an item. An argument may be any form the
// engine parses, such as a 9-line drawing. On a file line, when the first
// whitespace-separated field is longer than 9 characters it is the puzzle
// and the rest of the line (a rating, a name) is ignored; otherwise the
// puzzle is the whole line, written with spaces between cells or groups
// ("5 3 . . 7 ..." or "53..7.... 6..195... ..."). Errors locate a bad
// character by its column on the line. The lines of a drawing (it.rows > 0)
// are one puzzle, whose errors name the line of the file.
func parsePuzzle(it *item) (engine.Grid, error) {
	var g engine.Grid
	if it.source == "" {
		err := engine.ParseBytesInto(&g, []byte(it.text))
		if err != nil && looksLikePath(it.text) {
			_, statErr := os.Stat(it.text)
			return g, fmt.Errorf("not a file (%v), and not a puzzle: %w", statErr, err)
		}
		return g, err
	}
	if it.rows > 0 {
		err := engine.ParseBytesInto(&g, []byte(it.text))
		var pe *engine.ParseError
		if errors.As(err, &pe) && pe.Line > 0 {
			return g, &fileLineError{pe: pe, line: it.line + pe.Line - 1}
		}
		return g, err
	}
	text := it.text
	start := len(text) - len(strings.TrimLeft(text, " \t"))
	if n := strings.IndexAny(text[start:], " \t"); n > 9 {
		text = text[:start+n] // leading blanks kept: columns stay those of the line
	}
	return g, lineError(engine.ParseBytesInto(&g, []byte(text)))
}

// lineError rewords a parse error of a one-line record: the column on the
// line is what matters, the line number is the record's.
func lineError(err error) error {
	var pe *engine.ParseError
	if errors.As(err, &pe) && pe.Char != 0 {
		return &columnError{pe: pe}
	}
	return err
}

// columnError is a *engine.ParseError of a file line, worded by column.
type columnError struct{ pe *engine.ParseError }

func (e *columnError) Error() string {
	return fmt.Sprintf("sudoku: unexpected character %s at column %d; cells are 1-9, '.' or '0'",
		strconv.QuoteRuneToASCII(e.pe.Char), e.pe.Column)
}

func (e *columnError) Unwrap() error { return e.pe }

// fileLineError is a *engine.ParseError of a drawing read from a file,
// worded by the line of the file.
type fileLineError struct {
	pe   *engine.ParseError
	line int
}

func (e *fileLineError) Error() string {
	return fmt.Sprintf("sudoku: unexpected character %s at line %d, column %d; cells are 1-9, '.' or '0'",
		strconv.QuoteRuneToASCII(e.pe.Char), e.line, e.pe.Column)
}

func (e *fileLineError) Unwrap() error { return e.pe }

// loadPuzzle parses and validates an item's puzzle: the common first step
// of every command. The error says precisely what is wrong.
func loadPuzzle(it *item) (engine.Grid, error) {
	if it.err != nil {
		return engine.Grid{}, it.err
	}
	g, err := parsePuzzle(it)
	if err != nil {
		return g, err
	}
	return g, g.Validate()
}

// looksLikePath reports whether an argument that is not a puzzle was
// probably meant as a file name: it has a letter or a slash, and no line
// break (a pasted drawing is a puzzle, whatever its stray character).
func looksLikePath(s string) bool {
	return !strings.ContainsAny(s, "\n\r") &&
		strings.ContainsFunc(s, func(r rune) bool { return unicode.IsLetter(r) || r == '/' || r == '\\' })
}

// invalid is the outcome of an item that loadPuzzle rejected with err. It
// carries the puzzle when it parsed (and broke a rule).
func invalid(it *item, g *engine.Grid, err error) outcome {
	o := outcome{it: *it, status: statusInvalid, err: err}
	var pe *engine.ParseError
	if it.err == nil && !errors.As(err, &pe) {
		o.puzzle = g.String()
	}
	return o
}
