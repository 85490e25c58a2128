package main

/*
#include <stddef.h>
#include <stdint.h>
*/
import "C"

import (
	"unsafe"

	"github.com/libsudoku/libsudoku/engine"
)

// gridsIn views n grids of C memory as a Go slice, for the length of the
// call only.
func gridsIn(p *C.uint8_t, n int) []engine.Grid {
	return unsafe.Slice((*engine.Grid)(unsafe.Pointer(p)), n)
}

//export sudoku_solve_batch
func sudoku_solve_batch(puzzles *C.uint8_t, n C.int32_t, solutions *C.uint8_t, statuses *C.int32_t, threads C.int32_t, control unsafe.Pointer) (status C.int32_t) {
	defer recoverStatus((*int32)(&status))
	if n < 0 || (n > 0 && (puzzles == nil || solutions == nil || statuses == nil)) || !controlSizeOK(control) {
		return statusArg
	}
	if n == 0 {
		return statusOK
	}
	ctx, _, stop := controlContext(control)
	defer stop()
	k := int(n)
	errs := make([]error, k)
	err := engine.SolveBatchContext(ctx, gridsIn(puzzles, k), gridsIn(solutions, k), errs, int(threads))
	if st := statusOf(err); st != statusOK && st != statusCancelled {
		return C.int32_t(st)
	}
	out := unsafe.Slice((*int32)(unsafe.Pointer(statuses)), k)
	for i, err := range errs {
		out[i] = statusOf(err)
	}
	return C.int32_t(statusOf(err))
}

//export sudoku_count_solutions_batch
func sudoku_count_solutions_batch(puzzles *C.uint8_t, n C.int32_t, limit C.int32_t, counts *C.int32_t, statuses *C.int32_t, threads C.int32_t, control unsafe.Pointer) (status C.int32_t) {
	defer recoverStatus((*int32)(&status))
	if limit < 1 || n < 0 || (n > 0 && (puzzles == nil || counts == nil || statuses == nil)) || !controlSizeOK(control) {
		return statusArg
	}
	if n == 0 {
		return statusOK
	}
	ctx, _, stop := controlContext(control)
	defer stop()
	k := int(n)
	found := make([]int, k)
	errs := make([]error, k)
	err := engine.CountSolutionsBatchContext(ctx, gridsIn(puzzles, k), int(limit), found, errs, int(threads))
	if st := statusOf(err); st != statusOK && st != statusCancelled {
		return C.int32_t(st)
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
	return C.int32_t(statusOf(err))
}
