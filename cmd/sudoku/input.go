package main

import (
	"bufio"
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"
	"unicode"

	"github.com/libsudoku/libsudoku/engine"
)

// maxLine is the longest input line read; a longer one is reported and ends
// the reading of its file.
const maxLine = 1 << 20

// item is one puzzle to work on and where it came from.
type item struct {
	source string // file name, "-" for standard input, "" for an argument
	line   int    // line number in the file, or the argument's position (from 1)
	text   string // the line or argument, without its end of line
	err    error  // a read error instead of text
}

// where names the item's origin for messages: "puzzles.txt:12",
// "stdin:3" or "argument 2".
func (it *item) where() string {
	switch it.source {
	case "":
		return "argument " + strconv.Itoa(it.line)
	case "-":
		return "stdin:" + strconv.Itoa(it.line)
	}
	return it.source + ":" + strconv.Itoa(it.line)
}

// sourceName is the item's source for records: the file name, "stdin" or
// "args".
func (it *item) sourceName() string {
	switch it.source {
	case "":
		return "args"
	case "-":
		return "stdin"
	}
	return it.source
}

// input is one command-line argument: a puzzle, a file, or standard input.
type input struct {
	puzzle string // the argument itself when it is a puzzle
	path   string // the file to read ("-" for standard input) otherwise
	pos    int    // position among the positional arguments, from 1
}

// classify turns positional arguments into inputs: "-" is standard input,
// an argument naming an existing file is that file, anything else is a
// puzzle. No arguments means standard input.
func classify(args []string) []input {
	if len(args) == 0 {
		return []input{{path: "-", pos: 1}}
	}
	ins := make([]input, len(args))
	for i, a := range args {
		ins[i] = input{pos: i + 1}
		if a == "-" {
			ins[i].path = a
		} else if st, err := os.Stat(a); err == nil && !st.IsDir() {
			ins[i].path = a
		} else {
			ins[i].puzzle = a
		}
	}
	return ins
}

// reader yields the items of the inputs in order, skipping blank lines and
// '#' comments in files. It is used by one goroutine.
type reader struct {
	ins   []input
	stdin io.Reader
	cur   int            // index of the input being read
	f     io.ReadCloser  // the open file of ins[cur], if any
	sc    *bufio.Scanner // its scanner
	line  int            // the last line number read from it
}

func newReader(ins []input, stdin io.Reader) *reader {
	return &reader{ins: ins, stdin: stdin}
}

// next returns the next item, or false at the end of all inputs.
func (r *reader) next() (item, bool) {
	for r.cur < len(r.ins) {
		in := &r.ins[r.cur]
		if in.path == "" {
			r.cur++
			return item{line: in.pos, text: in.puzzle}, true
		}
		if r.sc == nil {
			if in.path == "-" {
				r.f = io.NopCloser(r.stdin)
			} else {
				f, err := os.Open(in.path)
				if err != nil {
					r.cur++
					return item{source: in.path, err: err}, true
				}
				r.f = f
			}
			r.sc = bufio.NewScanner(r.f)
			r.sc.Buffer(make([]byte, 0, 4096), maxLine)
			r.line = 0
		}
		for r.sc.Scan() {
			r.line++
			text := strings.TrimRight(r.sc.Text(), "\r")
			if t := strings.TrimSpace(text); t == "" || t[0] == '#' {
				continue
			}
			return item{source: in.path, line: r.line, text: text}, true
		}
		err := r.sc.Err()
		r.f.Close()
		r.f, r.sc = nil, nil
		r.cur++
		if err != nil {
			if errors.Is(err, bufio.ErrTooLong) {
				err = fmt.Errorf("line longer than %d bytes; the rest of the file is skipped", maxLine)
			}
			return item{source: in.path, line: r.line + 1, err: err}, true
		}
	}
	return item{}, false
}

// countItems counts the puzzles the inputs hold, for the progress display,
// or returns -1 when one of them is standard input (which can be read once).
func countItems(ins []input) int {
	n := 0
	for _, in := range ins {
		switch in.path {
		case "":
			n++
		case "-":
			return -1
		default:
			data, err := os.ReadFile(in.path)
			if err != nil {
				n++
				continue
			}
			for _, l := range bytes.Split(data, []byte{'\n'}) {
				if t := bytes.TrimSpace(l); len(t) > 0 && t[0] != '#' {
					n++
				}
			}
		}
	}
	return n
}

// parsePuzzle reads the puzzle of an item. An argument may be any form the
// engine parses, such as a 9-line drawing. A file line is parsed whole
// first, so that a grid written with spaces between the cells works; when
// that fails and the line's first field has at least 81 characters, the
// first field alone is the puzzle and the rest of the line (a rating, a
// name) is ignored. Errors locate the character by column on the line.
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
	err := engine.ParseBytesInto(&g, []byte(it.text))
	if err == nil {
		return g, nil
	}
	start := len(it.text) - len(strings.TrimLeft(it.text, " \t"))
	end := start + strings.IndexAny(it.text[start:]+" ", " \t")
	if end < len(it.text) && end-start >= engine.NumCells {
		err = engine.ParseBytesInto(&g, []byte(it.text[:end]))
		if err == nil {
			return g, nil
		}
	}
	return g, lineError(err)
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
// probably meant as a file name: it has a letter or a slash.
func looksLikePath(s string) bool {
	return strings.ContainsFunc(s, func(r rune) bool { return unicode.IsLetter(r) || r == '/' || r == '\\' })
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

// readAll reads every item of rd. It returns early with interrupted set
// when ctx is cancelled, even while a read blocks.
func readAll(ctx context.Context, rd *reader) (items []item, interrupted bool) {
	ch := make(chan item, 64)
	go func() {
		defer close(ch)
		for it, ok := rd.next(); ok; it, ok = rd.next() {
			select {
			case ch <- it:
			case <-ctx.Done():
				return
			}
		}
	}()
	for {
		select {
		case it, ok := <-ch:
			if !ok {
				return items, ctx.Err() != nil
			}
			items = append(items, it)
		case <-ctx.Done():
			return items, true
		}
	}
}
