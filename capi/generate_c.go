package main

// Reading sudoku_generate_options and writing the ratings of
// sudoku_generate_batch. This file includes the public header, so
// the struct layout and constants come from it; the exports live in
// generate.go (see header.go for why).

/*
#cgo CFLAGS: -I${SRCDIR}/../include
#include "sudoku.h"
*/
import "C"

import (
	"time"
	"unsafe"

	"github.com/libsudoku/libsudoku/engine"
)

// maxFirst bounds sudoku_generate_options.first, so that first plus any n
// stays an index.
const maxFirst = 1 << 62

// generateOptionsIn reads the caller's options at p (NULL: all options 0)
// into engine options and the pack index of the first puzzle. It reports
// false for a bad size or values that cannot be represented (the engine
// checks the rest).
func generateOptionsIn(p unsafe.Pointer) (engine.GenerateOptions, uint64, bool) {
	var o C.sudoku_generate_options
	if !optionsIn(p, unsafe.Pointer(&o), generateOptionsMin, generateOptionsSize) ||
		o.symmetry > 255 || o.budget_ms < 0 || o.level < 0 || o.level > 255 || o.first > maxFirst {
		return engine.GenerateOptions{}, 0, false
	}
	return engine.GenerateOptions{
		Seed:        uint64(o.seed),
		Symmetry:    engine.Symmetry(o.symmetry),
		Clues:       int(o.clues),
		Level:       engine.Level(o.level), // the engine checks it is 0 or a level
		MinRating:   int(o.min_rating),
		MaxRating:   int(o.max_rating),
		MaxAttempts: int(o.max_attempts),
		Budget:      time.Duration(o.budget_ms) * time.Millisecond,
	}, uint64(o.first), true
}

// ratingsArray is the caller's array of sudoku_rate_result of
// sudoku_generate_batch (p nil for none): its stride is the size the
// caller set in element 0 (checked with resultSizeOK and
// ratingsStrideOK).
type ratingsArray struct{ p unsafe.Pointer }

// ratingsStrideOK reports whether the stride of the ratings array at p is
// one the library accepts.
func ratingsStrideOK(p unsafe.Pointer) bool { return sizeOf(p) <= maxStructSize }

// set writes rating r to element i, with the array's stride as its size.
func (a ratingsArray) set(i int, r *engine.Rating) {
	stride := sizeOf(a.p)
	q := unsafe.Add(a.p, uintptr(i)*stride)
	*(*uint32)(q) = uint32(stride)
	fillRating(q, r)
}
