package main

/*
#include <stddef.h>
#include <stdint.h>
*/
import "C"

import (
	"math"
	"unsafe"

	"github.com/libsudoku/libsudoku/engine"
)

// maxSolveBatch is the largest n of the solve and count batches: n*81 bytes
// must be addressable.
const maxSolveBatch = math.MaxInt32

// gridsIn views n grids of C memory as a Go slice, for the length of the
// call only.
func gridsIn(p *C.uint8_t, n int) []engine.Grid {
	return unsafe.Slice((*engine.Grid)(unsafe.Pointer(p)), n)
}

//export sudoku_solve_batch
func sudoku_solve_batch(puzzles *C.uint8_t, n C.size_t, solutions *C.uint8_t, statuses *C.int32_t, threads C.int32_t) (status C.int32_t) {
	defer recoverStatus((*int32)(&status))
	if n > maxSolveBatch || (n > 0 && (puzzles == nil || solutions == nil || statuses == nil)) {
		return statusArg
	}
	if n == 0 {
		return statusOK
	}
	k := int(n)
	errs := make([]error, k)
	if err := engine.SolveBatch(gridsIn(puzzles, k), gridsIn(solutions, k), errs, int(threads)); err != nil {
		return C.int32_t(statusOf(err))
	}
	out := unsafe.Slice((*int32)(unsafe.Pointer(statuses)), k)
	for i, err := range errs {
		out[i] = statusOf(err)
	}
	return statusOK
}

//export sudoku_count_solutions_batch
func sudoku_count_solutions_batch(puzzles *C.uint8_t, n C.size_t, limit C.int32_t, counts *C.int32_t, statuses *C.int32_t, threads C.int32_t) (status C.int32_t) {
	defer recoverStatus((*int32)(&status))
	if limit < 1 || n > maxSolveBatch || (n > 0 && (puzzles == nil || counts == nil || statuses == nil)) {
		return statusArg
	}
	if n == 0 {
		return statusOK
	}
	k := int(n)
	found := make([]int, k)
	errs := make([]error, k)
	if err := engine.CountSolutionsBatch(gridsIn(puzzles, k), int(limit), found, errs, int(threads)); err != nil {
		return C.int32_t(statusOf(err))
	}
	outCounts := unsafe.Slice((*int32)(unsafe.Pointer(counts)), k)
	outStatuses := unsafe.Slice((*int32)(unsafe.Pointer(statuses)), k)
	for i, err := range errs {
		st := statusOf(err)
		outStatuses[i] = st
		outCounts[i] = 0
		if st == statusOK || st == statusLimit {
			outCounts[i] = int32(found[i])
		}
	}
	return statusOK
}
