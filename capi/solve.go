package main

/*
#include <stdint.h>
*/
import "C"

import (
	"unsafe"

	"github.com/libsudoku/libsudoku/engine"
)

//export sudoku_solve
func sudoku_solve(puzzle *C.uint8_t, solution *C.uint8_t) (status C.int32_t) {
	defer recoverStatus((*int32)(&status))
	if puzzle == nil || solution == nil {
		return statusArg
	}
	p := gridIn(unsafe.Pointer(puzzle))
	sol, err := engine.SolveBudget(&p, maxGuesses)
	if err != nil {
		return C.int32_t(statusOf(err))
	}
	gridOut(unsafe.Pointer(solution), &sol)
	return statusOK
}

//export sudoku_count_solutions
func sudoku_count_solutions(puzzle *C.uint8_t, limit C.int32_t, count *C.int32_t) (status C.int32_t) {
	defer recoverStatus((*int32)(&status))
	if puzzle == nil || count == nil || limit < 1 {
		return statusArg
	}
	p := gridIn(unsafe.Pointer(puzzle))
	n, err := engine.CountSolutionsBudget(&p, int(limit), maxGuesses)
	st := statusOf(err)
	if st == statusOK || st == statusLimit {
		int32Out(unsafe.Pointer(count), int32(n))
	}
	return C.int32_t(st)
}
