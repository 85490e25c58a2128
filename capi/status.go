package main

/*
#include <stdlib.h>
*/
import "C"

import (
	"context"
	"errors"
	"strings"

	"github.com/libsudoku/libsudoku/engine"
)

// statusOf maps an engine error to its status code. The common answers
// come first, without errors.As, whose targets would be allocated on every
// call (a cancelled batch of a million items asks a million times).
func statusOf(err error) int32 {
	switch err {
	case nil:
		return statusOK
	case context.Canceled, context.DeadlineExceeded:
		return statusCancelled
	case engine.ErrUnsolvable:
		return statusUnsolvable
	case engine.ErrLimit:
		return statusLimit
	}
	switch err.(type) { // the grid errors as the engine returns them, unwrapped
	case *engine.ConflictError:
		return statusConflict
	case *engine.RangeError:
		return statusRange
	case *engine.ParseError:
		return statusParse
	}
	return statusOfWrapped(err)
}

// statusOfWrapped is statusOf for the error types and wrapped errors.
func statusOfWrapped(err error) int32 {
	var (
		parseErr    *engine.ParseError
		rangeErr    *engine.RangeError
		conflictErr *engine.ConflictError
		variantErr  *engine.VariantError
		vParseErr   *engine.VariantParseError
		vRangeErr   *engine.VariantRangeError
		vConflict   *engine.VariantConflictError
		cageErr     *engine.CageSumError
		sizeErr     *engine.GridSizeError
	)
	switch {
	case errors.As(err, &parseErr), errors.As(err, &variantErr), errors.As(err, &vParseErr):
		return statusParse
	case errors.As(err, &rangeErr), errors.As(err, &vRangeErr):
		return statusRange
	case errors.As(err, &conflictErr), errors.As(err, &vConflict), errors.As(err, &cageErr):
		return statusConflict
	case errors.As(err, &sizeErr):
		return statusArg
	case errors.Is(err, engine.ErrUnsolvable):
		return statusUnsolvable
	case errors.Is(err, engine.ErrLimit):
		return statusLimit
	case errors.Is(err, engine.ErrNotUnique):
		return statusNotUnique
	case errors.Is(err, engine.ErrBadLimit), errors.Is(err, engine.ErrBadOptions):
		return statusArg
	case errors.Is(err, context.Canceled), errors.Is(err, context.DeadlineExceeded):
		return statusCancelled
	}
	return statusInternal
}

// messageOf is the text of err as the C interface gives it: without the
// "sudoku: " that starts every engine error.
func messageOf(err error) string {
	return strings.TrimPrefix(err.Error(), "sudoku: ")
}

// statusMessages are the sentences of sudoku_status_message, as static C
// strings made once when the library loads and never changed (no status is
// ever added at run time). Where the engine has an error for the status,
// its text is the sentence.
var statusMessages = func() map[int32]*C.char {
	m := map[int32]string{
		statusOK:         "success",
		statusArg:        "bad argument: a NULL pointer, a count out of range, a bad option or a struct size too small",
		statusParse:      "the text is not a grid, or not a variant",
		statusRange:      "a cell holds a value above 9",
		statusConflict:   "a digit repeats in a row, column or box (a unit), or a killer cage breaks its sum",
		statusUnsolvable: messageOf(engine.ErrUnsolvable),
		statusBuffer:     "an output buffer is too small",
		statusLimit:      messageOf(engine.ErrLimit),
		statusNotUnique:  messageOf(engine.ErrNotUnique),
		statusCancelled:  "the call was cancelled",
		statusInternal:   "internal error in libsudoku (the call did nothing harmful)",
	}
	out := make(map[int32]*C.char, len(m))
	for st, s := range m {
		out[st] = C.CString(s)
	}
	return out
}()

// unknownStatusMessage is sudoku_status_message's answer for a code the
// header does not define.
var unknownStatusMessage = C.CString("unknown status")

// statusMessage returns sudoku_status_message's static string for st.
func statusMessage(st int32) *C.char {
	if s, ok := statusMessages[st]; ok {
		return s
	}
	return unknownStatusMessage
}

// errorDetail is what an engine error says about refused input, in the
// terms of sudoku_error: -1 for cells, unit and offset that do not apply.
type errorDetail struct {
	nCells               int
	cells                [2]int
	unit, digit          int
	offset, line, column int
	cellsFound           int
}

// describe returns the details of err.
func describe(err error) errorDetail {
	d := errorDetail{cells: [2]int{-1, -1}, unit: -1, offset: -1}
	var (
		parseErr    *engine.ParseError
		rangeErr    *engine.RangeError
		conflictErr *engine.ConflictError
		variantErr  *engine.VariantError
		vParseErr   *engine.VariantParseError
		vRangeErr   *engine.VariantRangeError
		vConflict   *engine.VariantConflictError
		cageErr     *engine.CageSumError
	)
	switch {
	case errors.As(err, &variantErr):
		d.offset, d.column = variantErr.Offset, variantErr.Column
		if variantErr.Column > 0 {
			d.line = 1
		}
		if variantErr.Cell >= 0 {
			d.nCells, d.cells[0] = 1, variantErr.Cell
		}
	case errors.As(err, &vParseErr):
		if vParseErr.Line > 0 {
			d.offset, d.line, d.column, d.digit = vParseErr.Offset, vParseErr.Line, vParseErr.Column, vParseErr.Digit
		} else {
			d.cellsFound = vParseErr.Cells
		}
	case errors.As(err, &vRangeErr):
		d.nCells, d.cells[0], d.digit = 1, vRangeErr.Cell, int(vRangeErr.Value)
	case errors.As(err, &vConflict):
		d.nCells, d.cells = 2, vConflict.Cells
		d.unit, d.digit = vConflict.UnitID, int(vConflict.Digit)
	case errors.As(err, &cageErr):
		d.nCells, d.cells[0], d.unit = 1, cageErr.First, cageErr.Unit
	case errors.As(err, &conflictErr):
		d.nCells, d.cells = 2, conflictErr.Cells
		d.unit, d.digit = conflictErr.Unit.ID(), int(conflictErr.Digit)
	case errors.As(err, &rangeErr):
		d.nCells, d.cells[0], d.digit = 1, rangeErr.Cell, int(rangeErr.Value)
	case errors.As(err, &parseErr):
		if parseErr.Line > 0 {
			d.offset, d.line, d.column = parseErr.Offset, parseErr.Line, parseErr.Column
		} else {
			d.cellsFound = parseErr.Cells
		}
	}
	return d
}
