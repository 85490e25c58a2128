// Command capi is libsudoku's C interface: the //export sudoku_* functions
// declared in include/sudoku.h, built with
//
//	go build -buildmode=c-shared -o build/libsudoku.so ./capi
//
// Each export is thin: it checks its arguments, copies the caller's buffers
// into Go values, calls package engine, copies the results back and turns
// errors and recovered panics into status codes. No Go pointer is ever handed
// to the host, and the host's pointers are never kept after a call returns.
package main

import (
	"unsafe"

	"github.com/libsudoku/libsudoku/engine"
)

func main() {}

// recoverStatus is deferred by every export: a panic becomes
// SUDOKU_E_INTERNAL instead of a crash of the host.
func recoverStatus(status *int32) {
	if r := recover(); r != nil {
		*status = statusInternal
	}
}

// gridIn copies 81 cells from C memory into a Go grid.
func gridIn(p unsafe.Pointer) engine.Grid {
	return *(*engine.Grid)(p)
}

// gridOut copies a Go grid to 81 cells of C memory.
func gridOut(p unsafe.Pointer, g *engine.Grid) {
	*(*engine.Grid)(p) = *g
}

// int32Out stores v in the C int32_t at p, one byte at a time in native
// order. The host's pointer may be misaligned (a packed struct, a byte
// buffer): a misaligned *int32 is outside Go's rules for unsafe.Pointer, and
// storing through one faults on strict-alignment CPUs (some MIPS and ARM).
func int32Out(p unsafe.Pointer, v int32) {
	*(*[4]byte)(p) = *(*[4]byte)(unsafe.Pointer(&v))
}

// bytesOut views cap bytes of C memory as a Go slice, for writing only
// during the call.
func bytesOut(p unsafe.Pointer, n int) []byte {
	return unsafe.Slice((*byte)(p), n)
}

// writeCString copies s and a NUL into buf of capacity n, cutting s if needed
// (never inside a UTF-8 sequence). It reports whether s fitted whole.
func writeCString(buf []byte, s string) bool {
	if len(buf) == 0 {
		return s == ""
	}
	k := len(s)
	fits := true
	if k > len(buf)-1 {
		k, fits = len(buf)-1, false
		for k > 0 && s[k]&0xC0 == 0x80 {
			k--
		}
	}
	copy(buf, s[:k])
	buf[k] = 0
	return fits
}
