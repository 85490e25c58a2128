package main

/*
#include <stddef.h>
#include <stdint.h>
*/
import "C"

import (
	"errors"
	"unsafe"

	"github.com/libsudoku/libsudoku/engine"
)

//export sudoku_abi_version
func sudoku_abi_version() C.int32_t { return abiVersion }

//export sudoku_version_string
func sudoku_version_string() *C.char { return versionText() }

//export sudoku_status_string
func sudoku_status_string(status C.int32_t) *C.char { return statusText(int32(status)) }

//export sudoku_parse
func sudoku_parse(text *C.char, n C.size_t, grid *C.uint8_t) (status C.int32_t) {
	defer recoverStatus((*int32)(&status))
	if text == nil || grid == nil || n > textMax {
		return statusArg
	}
	var g engine.Grid
	if err := engine.ParseBytesInto(&g, unsafe.Slice((*byte)(unsafe.Pointer(text)), int(n))); err != nil {
		return C.int32_t(statusOf(err))
	}
	gridOut(unsafe.Pointer(grid), &g)
	return statusOK
}

//export sudoku_check_text
func sudoku_check_text(text *C.char, n C.size_t, grid *C.uint8_t, msg *C.char, msgCap C.size_t) (status C.int32_t) {
	defer recoverStatus((*int32)(&status))
	if text == nil || grid == nil || n > textMax || (msg == nil && msgCap != 0) {
		return statusArg
	}
	var out []byte
	if msgCap > 0 {
		out = bytesOut(unsafe.Pointer(msg), int(min(msgCap, messageSize)))
	}
	var g engine.Grid
	err := engine.ParseBytesInto(&g, unsafe.Slice((*byte)(unsafe.Pointer(text)), int(n)))
	if err == nil {
		err = g.Validate()
	}
	if err != nil {
		writeCString(out, err.Error())
		return C.int32_t(statusOf(err))
	}
	writeCString(out, "")
	gridOut(unsafe.Pointer(grid), &g)
	return statusOK
}

//export sudoku_format
func sudoku_format(grid *C.uint8_t, buf *C.char, bufCap C.size_t) (status C.int32_t) {
	defer recoverStatus((*int32)(&status))
	if grid == nil || buf == nil {
		return statusArg
	}
	if bufCap < lineSize {
		return statusBuffer
	}
	g := gridIn(unsafe.Pointer(grid))
	if st := checkRange(&g); st != statusOK {
		return C.int32_t(st)
	}
	out := bytesOut(unsafe.Pointer(buf), lineSize)
	g.AppendLine(out[:0])
	out[lineSize-1] = 0
	return statusOK
}

//export sudoku_format_pretty
func sudoku_format_pretty(grid *C.uint8_t, buf *C.char, bufCap C.size_t) (status C.int32_t) {
	defer recoverStatus((*int32)(&status))
	if grid == nil || buf == nil {
		return statusArg
	}
	if bufCap < prettySize {
		return statusBuffer
	}
	g := gridIn(unsafe.Pointer(grid))
	if st := checkRange(&g); st != statusOK {
		return C.int32_t(st)
	}
	writeCString(bytesOut(unsafe.Pointer(buf), prettySize), g.Pretty())
	return statusOK
}

// checkRange returns statusRange if a cell is above 9.
func checkRange(g *engine.Grid) int32 {
	for _, v := range g {
		if v > 9 {
			return statusRange
		}
	}
	return statusOK
}

//export sudoku_validate
func sudoku_validate(grid *C.uint8_t, conflict *C.int32_t) (status C.int32_t) {
	defer recoverStatus((*int32)(&status))
	if grid == nil {
		return statusArg
	}
	g := gridIn(unsafe.Pointer(grid))
	err := g.Validate()
	if conflict != nil {
		cells := [2]int32{-1, -1}
		var (
			rangeErr    *engine.RangeError
			conflictErr *engine.ConflictError
		)
		if errors.As(err, &conflictErr) {
			cells = [2]int32{int32(conflictErr.Cells[0]), int32(conflictErr.Cells[1])}
		} else if errors.As(err, &rangeErr) {
			cells[0] = int32(rangeErr.Cell)
		}
		int32Out(unsafe.Pointer(conflict), cells[0])
		int32Out(unsafe.Add(unsafe.Pointer(conflict), 4), cells[1])
	}
	return C.int32_t(statusOf(err))
}
