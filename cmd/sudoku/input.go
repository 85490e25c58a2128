package main

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"
)

// maxLine is the longest input line read; a longer one is reported and
// skipped.
const maxLine = 1 << 20

// item is one puzzle to work on and where it came from.
type item struct {
	source string // file name, "-" for standard input, "" for an argument
	line   int    // line number in the file, or the argument's position (from 1)
	text   string // the line or argument, without its end of line
	err    error  // a read error instead of text
	// rows is the number of lines of a drawing read as one puzzle (text
	// holds them, joined by newlines), or 0 for a one-line record.
	rows int
}

// where names the item's origin for messages: "puzzles.txt:12",
// "stdin:3", "argument 2", "puzzle 7" (generated), or the file alone when
// it could not be opened.
func (it *item) where() string {
	if it.line == 0 {
		return it.sourceName()
	}
	switch it.source {
	case "":
		return "argument " + strconv.Itoa(it.line)
	case "-":
		return "stdin:" + strconv.Itoa(it.line)
	case generatedSource:
		return "puzzle " + strconv.Itoa(it.line)
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
	case generatedSource:
		return "generated"
	}
	return it.source
}

// generatedSource is the source of generated puzzles.
const generatedSource = "\x00generated"

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
		} else if _, err := os.Stat(a); err == nil {
			ins[i].path = a // a folder is reported when it is read
		} else {
			ins[i].puzzle = a
		}
	}
	return ins
}

// reader yields the items of the inputs in order, skipping blank lines and
// '#' comments in files. The lines of a drawing (nine rows of nine cells,
// with or without separator lines, as pasted from a screen) are one item.
// It is used by one goroutine.
type reader struct {
	ins     []input
	in      io.Reader
	cur     int           // index of the input being read
	f       io.ReadCloser // the open file of ins[cur], if any
	br      *bufio.Reader // reading f
	line    int           // the last line number read from it
	pending *item         // a line read past the end of a drawing, next to return
}

func newReader(ins []input, stdin io.Reader) *reader {
	return &reader{ins: ins, in: stdin}
}

// next returns the next item, or false at the end of all inputs. A line
// longer than maxLine is an item with an error; reading goes on after it.
func (r *reader) next() (item, bool) {
	it, ok := r.nextLine()
	if !ok || it.err != nil || it.source == "" || drawingRow(it.text) == notRow {
		return it, ok
	}
	// A drawing: its rows (and separator lines) up to nine rows, as one item.
	block := it
	block.rows = 1
	rows := 0
	if drawingRow(it.text) == cellRow {
		rows = 1
	}
	for rows < 9 {
		nx, ok := r.nextLine()
		if !ok {
			break
		}
		kind := drawingRow(nx.text)
		if nx.err != nil || nx.source != block.source || nx.line != block.line+block.rows || kind == notRow {
			r.pending = &nx
			break
		}
		block.text += "\n" + nx.text
		block.rows++
		if kind == cellRow {
			rows++
		}
	}
	if block.rows == 1 {
		block.rows = 0 // one row alone: a record like any other, reported as such
	}
	return block, true
}

// rowKind says whether a line is a row of a drawing.
type rowKind uint8

const (
	notRow       rowKind = iota
	cellRow              // nine cells (or nine characters where cells go), with layout around them
	separatorRow         // a line of '-', '+' and '|' between bands
)

// drawingRow tells a row of a drawing from a record: a line whose
// characters, past the layout (' ', '|', '-', '+', tabs), are nine, or a
// separator line of layout with a '-'.
func drawingRow(text string) rowKind {
	n, dash := 0, false
	for i := 0; i < len(text); i++ {
		switch text[i] {
		case ' ', '\t', '|', '+', '\r':
		case '-':
			dash = true
		default:
			n++
		}
	}
	switch {
	case n == 9:
		return cellRow
	case n == 0 && dash:
		return separatorRow
	}
	return notRow
}

// nextLine returns the next line (or argument) as an item.
func (r *reader) nextLine() (item, bool) {
	if r.pending != nil {
		it := *r.pending
		r.pending = nil
		return it, true
	}
	for r.cur < len(r.ins) {
		in := &r.ins[r.cur]
		if in.path == "" {
			r.cur++
			return item{line: in.pos, text: in.puzzle}, true
		}
		if r.br == nil {
			if in.path == "-" {
				r.f = io.NopCloser(r.in)
			} else {
				f, err := os.Open(in.path)
				if err != nil {
					r.cur++
					return item{source: in.path, err: err}, true
				}
				r.f = f
			}
			r.br = bufio.NewReaderSize(r.f, 64<<10)
			r.line = 0
		}
		for {
			text, tooLong, err := readLine(r.br)
			if err != nil && (err != io.EOF || (text == "" && !tooLong)) {
				r.f.Close()
				r.f, r.br = nil, nil
				r.cur++
				if err != io.EOF {
					return item{source: in.path, err: err}, true
				}
				break
			}
			r.line++
			if tooLong {
				return item{source: in.path, line: r.line, err: fmt.Errorf("line longer than %d bytes", maxLine)}, true
			}
			if t := strings.TrimSpace(text); t == "" || t[0] == '#' {
				continue
			}
			return item{source: in.path, line: r.line, text: text}, true
		}
	}
	return item{}, false
}

// readLine reads one line without its "\n" or "\r\n". A line longer than
// maxLine is read to its end and dropped, with tooLong set. At the end of
// the input it returns the last line (if not empty) with io.EOF.
func readLine(br *bufio.Reader) (text string, tooLong bool, err error) {
	var buf []byte
	for {
		chunk, err := br.ReadSlice('\n')
		if !tooLong {
			buf = append(buf, chunk...)
			if len(buf) > maxLine+2 {
				tooLong, buf = true, nil
			}
		}
		if err == bufio.ErrBufferFull {
			continue
		}
		s := strings.TrimSuffix(strings.TrimSuffix(string(buf), "\n"), "\r")
		return s, tooLong, err
	}
}

// countItems counts the puzzles the inputs hold, for the progress display,
// or returns -1 when one of them is standard input (which can be read once).
// It reads the files as the run will, drawings included.
func countItems(ins []input) int {
	for _, in := range ins {
		if in.path == "-" {
			return -1
		}
	}
	n := 0
	rd := newReader(ins, nil)
	for _, ok := rd.next(); ok; _, ok = rd.next() {
		n++
	}
	return n
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
