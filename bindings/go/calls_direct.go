//go:build linux || darwin || freebsd || netbsd

package sudoku

import (
	"unsafe"

	"github.com/ebitengine/purego"
)

// The cheap C functions, called through purego.SyscallN on their addresses
// rather than through functions made by purego.RegisterFunc, which use
// reflection: for these calls the reflection would cost as much again as
// the call (see calls_bench_test.go). Each has the C function's arguments.

func (f *functions) parse(text *byte, n int32, grid *Grid) int32 {
	r, _, _ := purego.SyscallN(f.parseAddr, uintptr(unsafe.Pointer(text)), uintptr(uint32(n)), uintptr(unsafe.Pointer(grid)))
	return int32(r)
}

func (f *functions) format(grid *Grid, buf *byte, bufCap int32) int32 {
	r, _, _ := purego.SyscallN(f.formatAddr, uintptr(unsafe.Pointer(grid)), uintptr(unsafe.Pointer(buf)), uintptr(uint32(bufCap)))
	return int32(r)
}

func (f *functions) formatPretty(grid *Grid, buf *byte, bufCap int32) int32 {
	r, _, _ := purego.SyscallN(f.formatPrettyAddr, uintptr(unsafe.Pointer(grid)), uintptr(unsafe.Pointer(buf)), uintptr(uint32(bufCap)))
	return int32(r)
}

func (f *functions) validate(grid *Grid, e *cError) int32 {
	r, _, _ := purego.SyscallN(f.validateAddr, uintptr(unsafe.Pointer(grid)), uintptr(unsafe.Pointer(e)))
	return int32(r)
}

func (f *functions) solve(puzzle, solution *Grid) int32 {
	r, _, _ := purego.SyscallN(f.solveAddr, uintptr(unsafe.Pointer(puzzle)), uintptr(unsafe.Pointer(solution)))
	return int32(r)
}

func (f *functions) countSolutions(puzzle *Grid, limit int32, count *int32) int32 {
	r, _, _ := purego.SyscallN(f.countSolutionsAddr, uintptr(unsafe.Pointer(puzzle)), uintptr(uint32(limit)), uintptr(unsafe.Pointer(count)))
	return int32(r)
}

func (f *functions) candidates(grid *Grid, marks *[NumCells]uint16) int32 {
	r, _, _ := purego.SyscallN(f.candidatesAddr, uintptr(unsafe.Pointer(grid)), uintptr(unsafe.Pointer(marks)))
	return int32(r)
}
