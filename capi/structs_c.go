package main

// The option and result structs of the header, as the caller's memory holds
// them: every struct starts with its size, and the library reads and writes
// only that many bytes (see STRUCTS in include/sudoku.h). This file
// includes the public header, so the layouts come from it; the exports live
// in the files without _c (see header.go for why).

/*
#cgo CFLAGS: -I${SRCDIR}/../include
#include "sudoku.h"
*/
import "C"

import (
	"unsafe"

	"github.com/libsudoku/libsudoku/internal/cabi"
)

// The size of each struct in ABI 2: the smallest size the library accepts
// from a caller. When a release adds a field at the end of a struct, its
// sizeof grows but its line here keeps the number ABI 2 had: programs
// built against the ABI 2 header pass that size.
const (
	errorMin           = 300 // sudoku_error
	controlMin         = 16  // sudoku_control
	hintOptionsMin     = 8   // sudoku_hint_options
	hintResultMin      = 676 // sudoku_hint_result
	rateOptionsMin     = 8   // sudoku_rate_options
	rateResultMin      = 540 // sudoku_rate_result
	generateOptionsMin = 48  // sudoku_generate_options
	explainOptionsMin  = 8   // sudoku_explain_options
	stepMin            = 592 // sudoku_step
	explainResultMin   = 32  // sudoku_explain_result
)

// The size of each struct in this release's header.
const (
	errorSize           = C.sizeof_sudoku_error
	controlSize         = C.sizeof_sudoku_control
	hintOptionsSize     = C.sizeof_sudoku_hint_options
	hintResultSize      = C.sizeof_sudoku_hint_result
	rateOptionsSize     = C.sizeof_sudoku_rate_options
	rateResultSize      = C.sizeof_sudoku_rate_result
	generateOptionsSize = C.sizeof_sudoku_generate_options
	explainOptionsSize  = C.sizeof_sudoku_explain_options
	stepSize            = C.sizeof_sudoku_step
	explainResultSize   = C.sizeof_sudoku_explain_result
)

// A minimum above the struct's size would refuse every caller: these fail
// to compile when a header change breaks that (an index out of range).
var (
	_ = [1]struct{}{}[max(0, errorMin-errorSize)]
	_ = [1]struct{}{}[max(0, controlMin-controlSize)]
	_ = [1]struct{}{}[max(0, hintOptionsMin-hintOptionsSize)]
	_ = [1]struct{}{}[max(0, hintResultMin-hintResultSize)]
	_ = [1]struct{}{}[max(0, rateOptionsMin-rateOptionsSize)]
	_ = [1]struct{}{}[max(0, rateResultMin-rateResultSize)]
	_ = [1]struct{}{}[max(0, generateOptionsMin-generateOptionsSize)]
	_ = [1]struct{}{}[max(0, explainOptionsMin-explainOptionsSize)]
	_ = [1]struct{}{}[max(0, stepMin-stepSize)]
	_ = [1]struct{}{}[max(0, explainResultMin-explainResultSize)]
)

// maxStructSize bounds the size a caller may claim for an option struct,
// whose bytes past the library's own are all read (they must be zero).
const maxStructSize = 1 << 16

// sizeOf reads the size field that starts every struct at p.
func sizeOf(p unsafe.Pointer) uintptr { return uintptr(*(*uint32)(p)) }

// optionsIn copies the caller's option struct at p into dst, a zeroed
// struct of own bytes: the first min(size, own) bytes, so that fields an
// older caller lacks stay 0. It reports false for a size below minSize or
// above maxStructSize, or bytes past own that are not zero (options this
// library does not know). A NULL p leaves dst as it is: all defaults.
func optionsIn(p, dst unsafe.Pointer, minSize, own uintptr) bool {
	if p == nil {
		return true
	}
	size := sizeOf(p)
	if size < minSize || size > maxStructSize {
		return false
	}
	src := unsafe.Slice((*byte)(p), size)
	for _, b := range src[min(size, own):] {
		if b != 0 {
			return false
		}
	}
	copy(unsafe.Slice((*byte)(dst), own), src[:min(size, own)])
	return true
}

// resultSizeOK reports whether the caller's result struct at p has at
// least minSize bytes.
func resultSizeOK(p unsafe.Pointer, minSize uintptr) bool { return sizeOf(p) >= minSize }

// resultOut copies the result src (own bytes, its size field ignored) to
// the caller's struct at p: the first min(size, own) bytes after the size
// field, which keeps the caller's value.
func resultOut(p, src unsafe.Pointer, own uintptr) {
	n := min(sizeOf(p), own)
	copy(unsafe.Slice((*byte)(p), n)[4:], unsafe.Slice((*byte)(src), own)[4:n])
}

// errorOut writes what err says about the refused input to the caller's
// sudoku_error at p (checked with resultSizeOK): its status, cells, unit,
// digit or place in the text, and message. A nil err writes SUDOKU_OK and
// an empty message.
func errorOut(p unsafe.Pointer, err error) {
	var e C.sudoku_error
	e.status = C.int32_t(statusOf(err))
	e.cells = [2]C.int32_t{-1, -1}
	e.unit, e.offset = -1, -1
	if err != nil {
		d := cabi.Describe(err)
		e.n_cells = C.int32_t(d.NCells)
		e.cells = [2]C.int32_t{C.int32_t(d.Cells[0]), C.int32_t(d.Cells[1])}
		e.unit, e.digit = C.int32_t(d.Unit), C.int32_t(d.Digit)
		e.offset, e.line, e.column = C.int32_t(d.Offset), C.int32_t(d.Line), C.int32_t(d.Column)
		e.cells_found = C.int32_t(d.CellsFound)
		msg := unsafe.Slice((*byte)(unsafe.Pointer(&e.message[0])), len(e.message))
		var text [messageSize]byte
		writeCBytes(msg, cabi.AppendMessage(text[:0], err))
	}
	resultOut(p, unsafe.Pointer(&e), errorSize)
}
