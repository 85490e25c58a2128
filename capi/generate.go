package main

/*
#include <stdint.h>
*/
import "C"

import (
	"errors"
	"unsafe"

	"github.com/libsudoku/libsudoku/engine"
)

// maxBatch bounds sudoku_generate_batch's n (81 * n bytes must stay far
// from overflowing the caller's size arithmetic).
const maxBatch = 1 << 24

// generateStatus maps the generator's errors to status codes.
func generateStatus(err error) int32 {
	if errors.Is(err, engine.ErrBadOptions) {
		return statusArg
	}
	return statusOf(err)
}

//export sudoku_generator_version
func sudoku_generator_version() C.int32_t { return engine.GeneratorVersion }

//export sudoku_generate
func sudoku_generate(options unsafe.Pointer, puzzleOut, solutionOut *C.uint8_t, ratingOut unsafe.Pointer) (status C.int32_t) {
	defer recoverStatus((*int32)(&status))
	if options == nil || puzzleOut == nil || (ratingOut != nil && !ratingSizeOK(ratingOut)) {
		return statusArg
	}
	opts, ok := generateOptionsIn(options)
	if !ok {
		return statusArg
	}
	res, err := engine.Generate(&opts)
	st := generateStatus(err)
	if st != statusOK && st != statusLimit {
		return C.int32_t(st)
	}
	gridOut(unsafe.Pointer(puzzleOut), &res.Puzzle)
	if solutionOut != nil {
		gridOut(unsafe.Pointer(solutionOut), &res.Solution)
	}
	if ratingOut != nil {
		var ls engine.LogicSolver
		r, err := ls.Rate(&res.Puzzle, engine.MaxRating)
		if err != nil {
			return C.int32_t(logicStatus(err))
		}
		fillRating(ratingOut, &r)
	}
	return C.int32_t(st)
}

// batchChunk is how many items sudoku_generate_batch makes per engine
// call, so that its own memory stays small whatever n is.
const batchChunk = 1024

//export sudoku_generate_batch
func sudoku_generate_batch(options unsafe.Pointer, n C.int32_t, puzzlesOut, solutionsOut *C.uint8_t, statuses *C.int32_t, threads C.int32_t) (status C.int32_t) {
	defer recoverStatus((*int32)(&status))
	if options == nil || puzzlesOut == nil || n < 1 || n > maxBatch {
		return statusArg
	}
	opts, ok := generateOptionsIn(options)
	if !ok {
		return statusArg
	}
	puzzles := unsafe.Slice((*engine.Grid)(unsafe.Pointer(puzzlesOut)), int(n))
	var solutions []engine.Grid
	if solutionsOut != nil {
		solutions = unsafe.Slice((*engine.Grid)(unsafe.Pointer(solutionsOut)), int(n))
	}
	var sts []C.int32_t
	if statuses != nil {
		sts = unsafe.Slice(statuses, int(n))
	}
	out := make([]engine.Generated, min(int(n), batchChunk))
	errs := make([]error, len(out))
	first := int32(statusOK)
	for start := 0; start < int(n); start += len(out) {
		k := min(len(out), int(n)-start)
		err := engine.GenerateBatch(&opts, uint64(start), out[:k], errs[:k], int(threads))
		if st := generateStatus(err); st != statusOK && st != statusLimit {
			return C.int32_t(st)
		}
		for j := range k {
			i := start + j
			puzzles[i] = out[j].Puzzle
			if solutions != nil {
				solutions[i] = out[j].Solution
			}
			st := generateStatus(errs[j])
			if sts != nil {
				sts[i] = C.int32_t(st)
			}
			if first == statusOK {
				first = st
			}
		}
	}
	return C.int32_t(first)
}
