// Package cabi holds the rules of libsudoku's C interface that are plain
// Go: which status code an engine error is, the message it carries, which
// cells, unit and character it names, and the sentence about each status.
// The cgo library (capi) and the WebAssembly module of the JavaScript
// binding (bindings/js/wasm) both use it, so that every binding reports
// the same error for the same input (tests/errors/cases.tsv). The status
// codes and their names are generated from include/sudoku.h (abi_gen.go).
package cabi

import (
	"context"
	"errors"
	"strings"

	"github.com/libsudoku/libsudoku/engine"
)

// Status is a status code of include/sudoku.h: SUDOKU_OK or a negative
// SUDOKU_E_* code.
type Status int32

// Of maps an engine error to its status code. It allocates nothing for the
// errors the engine returns unwrapped (errors.As would: its targets escape;
// a batch asks once per puzzle), and falls back to errors.As and errors.Is
// for wrapped ones (the generators' bad options).
func Of(err error) Status {
	switch err {
	case nil:
		return StatusOK
	case context.Canceled, context.DeadlineExceeded:
		return StatusCancelled
	case engine.ErrUnsolvable:
		return StatusUnsolvable
	case engine.ErrLimit:
		return StatusLimit
	case engine.ErrNotUnique:
		return StatusNotUnique
	case engine.ErrBadLimit, engine.ErrBatchOverlap:
		return StatusArg
	}
	switch err.(type) { // the input errors as the engine returns them, unwrapped
	case *engine.ConflictError, *engine.VariantConflictError, *engine.CageSumError:
		return StatusConflict
	case *engine.RangeError, *engine.MarksError, *engine.VariantRangeError:
		return StatusRange
	case *engine.ParseError, *engine.VariantError, *engine.VariantParseError:
		return StatusParse
	case *engine.GridSizeError:
		return StatusArg
	}
	return ofWrapped(err)
}

// ofWrapped is Of for the error types and wrapped errors.
func ofWrapped(err error) Status {
	var (
		parseErr    *engine.ParseError
		rangeErr    *engine.RangeError
		conflictErr *engine.ConflictError
		marksErr    *engine.MarksError
		variantErr  *engine.VariantError
		vParseErr   *engine.VariantParseError
		vRangeErr   *engine.VariantRangeError
		vConflict   *engine.VariantConflictError
		cageErr     *engine.CageSumError
		sizeErr     *engine.GridSizeError
	)
	switch {
	case errors.As(err, &parseErr), errors.As(err, &variantErr), errors.As(err, &vParseErr):
		return StatusParse
	case errors.As(err, &rangeErr), errors.As(err, &marksErr), errors.As(err, &vRangeErr):
		return StatusRange
	case errors.As(err, &conflictErr), errors.As(err, &vConflict), errors.As(err, &cageErr):
		return StatusConflict
	case errors.As(err, &sizeErr):
		return StatusArg
	case errors.Is(err, engine.ErrUnsolvable):
		return StatusUnsolvable
	case errors.Is(err, engine.ErrLimit):
		return StatusLimit
	case errors.Is(err, engine.ErrNotUnique):
		return StatusNotUnique
	case errors.Is(err, engine.ErrBadLimit), errors.Is(err, engine.ErrBadOptions), errors.Is(err, engine.ErrBatchOverlap):
		return StatusArg
	case errors.Is(err, context.Canceled), errors.Is(err, context.DeadlineExceeded):
		return StatusCancelled
	}
	return StatusInternal
}

// Message is the text of err as the C interface gives it: without the
// "sudoku: " that starts every engine error.
func Message(err error) string {
	return strings.TrimPrefix(err.Error(), "sudoku: ")
}

// statusMessages are the sentences of sudoku_status_message. Where the
// engine has an error for the status, its text is the sentence.
var statusMessages = map[Status]string{
	StatusOK:         "success",
	StatusArg:        "bad argument: a NULL pointer, a count out of range, a bad option or a struct size too small",
	StatusParse:      "the text is not a grid, or not a variant",
	StatusRange:      "a cell holds a value above 9",
	StatusConflict:   "a digit repeats in a row, column or box (a unit), or a killer cage breaks its sum",
	StatusUnsolvable: Message(engine.ErrUnsolvable),
	StatusBuffer:     "an output buffer is too small",
	StatusLimit:      Message(engine.ErrLimit),
	StatusNotUnique:  Message(engine.ErrNotUnique),
	StatusCancelled:  "the call was cancelled",
	StatusInternal:   "internal error in libsudoku (the call did nothing harmful)",
}

// UnknownStatusMessage is StatusMessage's answer for a code the header
// does not define.
const UnknownStatusMessage = "unknown status"

// StatusMessage returns the sentence sudoku_status_message gives for st.
func StatusMessage(st Status) string {
	if s, ok := statusMessages[st]; ok {
		return s
	}
	return UnknownStatusMessage
}

// StatusMessages calls f with each status code the header defines and its
// sentence (for capi, which makes them static C strings once).
func StatusMessages(f func(st Status, message string)) {
	for st, s := range statusMessages {
		f(st, s)
	}
}

// Detail is what an engine error says about refused input, in the terms
// of sudoku_error: -1 for cells, unit and offset that do not apply.
type Detail struct {
	NCells               int    // how many of Cells name cells at fault: 0, 1 or 2
	Cells                [2]int // the cells at fault (0..80 on a 9x9 grid)
	Unit, Digit          int    // the unit (engine.Unit.ID) and digit of a conflict; the value of a range error
	Offset, Line, Column int    // where a parse error is in the text
	CellsFound           int    // the cells a text of the wrong length holds
}

// Describe returns the details of err. It allocates nothing (errors.As
// would: its targets escape); the engine returns these errors unwrapped.
func Describe(err error) Detail {
	d := Detail{Cells: [2]int{-1, -1}, Unit: -1, Offset: -1}
	switch e := err.(type) {
	case *engine.ConflictError:
		d.NCells, d.Cells = 2, e.Cells
		d.Unit, d.Digit = e.Unit.ID(), int(e.Digit)
	case *engine.RangeError:
		d.NCells, d.Cells[0], d.Digit = 1, e.Cell, int(e.Value)
	case *engine.MarksError:
		d.NCells, d.Cells[0], d.Digit = 1, e.Cell, int(e.Marks)
	case *engine.ParseError:
		if e.Line > 0 {
			d.Offset, d.Line, d.Column = e.Offset, e.Line, e.Column
		} else {
			d.CellsFound = e.Cells
		}
	case *engine.VariantError:
		d.Offset, d.Column = e.Offset, e.Column
		if e.Column > 0 {
			d.Line = 1
		}
		if e.Cell >= 0 {
			d.NCells, d.Cells[0] = 1, e.Cell
		}
	case *engine.VariantParseError:
		if e.Line > 0 {
			d.Offset, d.Line, d.Column, d.Digit = e.Offset, e.Line, e.Column, e.Digit
		} else {
			d.CellsFound = e.Cells
		}
	case *engine.VariantRangeError:
		d.NCells, d.Cells[0], d.Digit = 1, e.Cell, int(e.Value)
	case *engine.VariantConflictError:
		d.NCells, d.Cells = 2, e.Cells
		d.Unit, d.Digit = e.UnitID, int(e.Digit)
	case *engine.CageSumError:
		d.NCells, d.Cells[0], d.Unit = 1, e.First, e.Unit
	}
	return d
}

// AppendMessage appends Message(err) to dst, allocating nothing for the
// errors that name cells or characters (they append their own text), so
// that a refused input costs the C interface only the engine's error.
func AppendMessage(dst []byte, err error) []byte {
	start := len(dst)
	switch e := err.(type) {
	case *engine.ParseError:
		dst = e.AppendError(dst)
	case *engine.RangeError:
		dst = e.AppendError(dst)
	case *engine.ConflictError:
		dst = e.AppendError(dst)
	case *engine.MarksError:
		dst = e.AppendError(dst)
	case *engine.VariantConflictError:
		dst = e.AppendError(dst)
	case *engine.VariantRangeError:
		dst = e.AppendError(dst)
	case *engine.CageSumError:
		dst = e.AppendError(dst)
	default:
		return append(dst, Message(err)...)
	}
	const prefix = "sudoku: "
	if string(dst[start:min(len(dst), start+len(prefix))]) == prefix {
		dst = append(dst[:start], dst[start+len(prefix):]...)
	}
	return dst
}
