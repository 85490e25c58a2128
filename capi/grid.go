package main

/*
#include <stddef.h>
#include <stdint.h>
*/
import "C"

import (
	"encoding/binary"
	"unsafe"

	"github.com/libsudoku/libsudoku/engine"
)

//export sudoku_abi_version
func sudoku_abi_version() C.int32_t { return abiVersion }

//export sudoku_version_string
func sudoku_version_string() *C.char { return versionText() }

//export sudoku_status_string
func sudoku_status_string(status C.int32_t) *C.char { return statusText(int32(status)) }

//export sudoku_status_message
func sudoku_status_message(status C.int32_t) *C.char { return statusMessage(int32(status)) }

// textIn views the caller's len bytes at text, checked by textOK, for the
// length of the call.
func textIn(text *C.char, n C.int32_t) []byte {
	return unsafe.Slice((*byte)(unsafe.Pointer(text)), int(n))
}

// textOK reports whether a text length is one the parser accepts.
func textOK(n C.int32_t) bool { return n >= 0 && n <= textMax }

//export sudoku_parse
func sudoku_parse(text *C.char, n C.int32_t, grid *C.uint8_t) (status C.int32_t) {
	defer recoverStatus((*int32)(&status))
	if text == nil || grid == nil || !textOK(n) {
		return statusArg
	}
	var g engine.Grid
	if err := engine.ParseBytesInto(&g, textIn(text, n)); err != nil {
		return C.int32_t(statusOf(err))
	}
	gridOut(unsafe.Pointer(grid), &g)
	return statusOK
}

//export sudoku_check_text
func sudoku_check_text(text *C.char, n C.int32_t, grid *C.uint8_t, errOut unsafe.Pointer) (status C.int32_t) {
	defer recoverStatus((*int32)(&status))
	if text == nil || grid == nil || !textOK(n) || (errOut != nil && !resultSizeOK(errOut, errorMin)) {
		return statusArg
	}
	var g engine.Grid
	err := engine.ParseBytesInto(&g, textIn(text, n))
	if err == nil {
		err = g.Validate()
	}
	if errOut != nil {
		errorOut(errOut, err)
	}
	if err != nil {
		return C.int32_t(statusOf(err))
	}
	gridOut(unsafe.Pointer(grid), &g)
	return statusOK
}

//export sudoku_format
func sudoku_format(grid *C.uint8_t, buf *C.char, bufCap C.int32_t) (status C.int32_t) {
	defer recoverStatus((*int32)(&status))
	if grid == nil || buf == nil || bufCap < 0 {
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
func sudoku_format_pretty(grid *C.uint8_t, buf *C.char, bufCap C.int32_t) (status C.int32_t) {
	defer recoverStatus((*int32)(&status))
	if grid == nil || buf == nil || bufCap < 0 {
		return statusArg
	}
	if bufCap < prettySize {
		return statusBuffer
	}
	g := gridIn(unsafe.Pointer(grid))
	if st := checkRange(&g); st != statusOK {
		return C.int32_t(st)
	}
	var text [prettySize - 1]byte
	writeCBytes(bytesOut(unsafe.Pointer(buf), prettySize), g.AppendPretty(text[:0]))
	return statusOK
}

// checkRange returns statusRange if a cell is above 9. It tests eight
// cells at a time: adding 0x76 to the low seven bits of a byte reaches 0x80
// from 10 on, and a byte of 0x80 or more has that bit already.
func checkRange(g *engine.Grid) int32 {
	const low7, high = 0x7F7F7F7F7F7F7F7F, 0x8080808080808080
	var over uint64
	for i := 0; i < 80; i += 8 {
		x := binary.LittleEndian.Uint64(g[i:])
		over |= (x&low7 + 0x7676767676767676) | x
	}
	if over&high != 0 || g[80] > 9 {
		return statusRange
	}
	return statusOK
}

//export sudoku_validate
func sudoku_validate(grid *C.uint8_t, errOut unsafe.Pointer) (status C.int32_t) {
	defer recoverStatus((*int32)(&status))
	if grid == nil || (errOut != nil && !resultSizeOK(errOut, errorMin)) {
		return statusArg
	}
	g := gridIn(unsafe.Pointer(grid))
	err := g.Validate()
	if errOut != nil {
		errorOut(errOut, err)
	}
	return C.int32_t(statusOf(err))
}
