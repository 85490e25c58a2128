package main

import (
	"bufio"
	"encoding/csv"
	"encoding/json"
	"fmt"
	"io"
	"strconv"
)

// Status values of a record. "ok" is success; every other one is a failure
// and makes the exit status 1.
const (
	statusOK         = "ok"
	statusInvalid    = "invalid"    // not a grid, or it breaks a rule (or could not be read)
	statusUnsolvable = "unsolvable" // valid, but no solution
	statusMultiple   = "multiple"   // more than one solution where one is required
	statusLimit      = "limit"      // a search or time budget ran out
	statusMismatch   = "mismatch"   // verify: a check disagreed (see the error)
	statusFailed     = "failed"     // the work itself failed (see the error)
)

// outcome is the result of one puzzle: one record of the output.
type outcome struct {
	it     item
	status string // statusOK or a failure
	err    error  // what failed, precisely, when status is not ok
	puzzle string // the puzzle as an 81-character line, when it parsed
	values []any  // the command's own columns, in order; nil leaves one out
	text   string // the text-format output of a success: whole lines
}

func (o *outcome) failed() bool { return o.status != statusOK }

// writer writes outcomes in one of the output formats.
type writer interface {
	write(o *outcome) error
	// flush writes out what is buffered.
	flush() error
}

// newWriter returns the writer for format. Records go to out; in text
// format failures go to errw as "where: error". columns names the command's
// own columns, matching outcome.values.
func newWriter(format string, out *bufio.Writer, errw io.Writer, columns []string) writer {
	switch format {
	case "json":
		return &jsonWriter{out: out, columns: columns}
	case "csv":
		return &csvWriter{w: csv.NewWriter(out), out: out, columns: columns}
	}
	return &textWriter{out: out, errw: errw}
}

// textWriter writes each success's text to out and each failure, with its
// place, to errw.
type textWriter struct {
	out  *bufio.Writer
	errw io.Writer
}

func (w *textWriter) write(o *outcome) error {
	if o.failed() {
		if err := w.out.Flush(); err != nil {
			return err
		}
		_, err := fmt.Fprintf(w.errw, "%s: %v\n", o.it.where(), o.err)
		return err
	}
	_, err := w.out.WriteString(o.text)
	return err
}

func (w *textWriter) flush() error { return w.out.Flush() }

// jsonWriter writes one JSON object per line (JSON Lines), keys in a fixed
// order: source, line, status, puzzle, the command's columns, error. Absent
// values are left out.
type jsonWriter struct {
	out     *bufio.Writer
	columns []string
	buf     []byte
}

func (w *jsonWriter) write(o *outcome) error {
	b := append(w.buf[:0], '{')
	b = appendJSONField(b, "source", o.it.sourceName())
	if o.it.line > 0 {
		b = appendJSONField(b, "line", o.it.line)
	}
	b = appendJSONField(b, "status", o.status)
	if o.puzzle != "" {
		b = appendJSONField(b, "puzzle", o.puzzle)
	} else if o.it.err == nil && o.it.source != generatedSource {
		b = appendJSONField(b, "input", o.it.text)
	}
	for i, v := range o.values {
		if v != nil {
			b = appendJSONField(b, w.columns[i], v)
		}
	}
	if o.err != nil {
		b = appendJSONField(b, "error", o.err.Error())
	}
	b = append(b, '}', '\n')
	w.buf = b
	_, err := w.out.Write(b)
	return err
}

func (w *jsonWriter) flush() error { return w.out.Flush() }

// appendJSONField appends `"key":value` to an object being built, with a
// comma unless it is the first field.
func appendJSONField(b []byte, key string, v any) []byte {
	if b[len(b)-1] != '{' {
		b = append(b, ',')
	}
	b = strconv.AppendQuote(b, key)
	b = append(b, ':')
	if f, ok := v.(float64); ok {
		// The only numbers with fractions in records are SE ratings: always
		// with their one decimal (4.0, not 4, which reads like tenths).
		return strconv.AppendFloat(b, f, 'f', 1, 64)
	}
	enc, err := json.Marshal(v)
	if err != nil {
		enc, _ = json.Marshal(fmt.Sprint(v))
	}
	return append(b, enc...)
}

// csvWriter writes a header row and one row per outcome: source, line,
// status, puzzle, the command's columns, error. Absent values are empty.
type csvWriter struct {
	w       *csv.Writer
	out     *bufio.Writer
	columns []string
	started bool
	row     []string
}

func (w *csvWriter) write(o *outcome) error {
	if !w.started {
		w.started = true
		head := append([]string{"source", "line", "status", "puzzle"}, w.columns...)
		if err := w.w.Write(append(head, "error")); err != nil {
			return err
		}
	}
	row := append(w.row[:0], o.it.sourceName(), "", o.status, o.puzzle)
	if o.it.line > 0 {
		row[1] = strconv.Itoa(o.it.line)
	}
	if o.puzzle == "" && o.it.err == nil {
		row[3] = o.it.text
	}
	for i := range w.columns {
		s := ""
		if i < len(o.values) && o.values[i] != nil {
			s = csvValue(o.values[i])
		}
		row = append(row, s)
	}
	e := ""
	if o.err != nil {
		e = o.err.Error()
	}
	w.row = append(row, e)
	return w.w.Write(w.row)
}

func (w *csvWriter) flush() error {
	w.w.Flush()
	if err := w.w.Error(); err != nil {
		return err
	}
	return w.out.Flush()
}

// csvValue writes a value for a CSV cell. The only numbers with fractions
// in records are SE ratings, written with their one decimal ("5.0").
func csvValue(v any) string {
	switch v := v.(type) {
	case string:
		return v
	case float64:
		return strconv.FormatFloat(v, 'f', 1, 64)
	}
	return fmt.Sprint(v)
}

// plural returns noun, with an "s" unless n is 1.
func plural(n int, noun string) string {
	if n == 1 {
		return noun
	}
	return noun + "s"
}
