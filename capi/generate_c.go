package main

// Reading sudoku_generate_options. This file includes the public header, so
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

const generateOptionsSize = C.sizeof_sudoku_generate_options

// generateOptionsIn reads the caller's options at p into engine options. It
// reports false for a size too small or values that cannot be represented
// (the engine checks the rest).
func generateOptionsIn(p unsafe.Pointer) (engine.GenerateOptions, bool) {
	o := (*C.sudoku_generate_options)(p)
	if o.size < generateOptionsSize || o.symmetry > 255 || o.budget_ms < 0 {
		return engine.GenerateOptions{}, false
	}
	opts := engine.GenerateOptions{
		Seed:        uint64(o.seed),
		Symmetry:    engine.Symmetry(o.symmetry),
		Clues:       int(o.clues),
		MinRating:   int(o.min_rating),
		MaxRating:   int(o.max_rating),
		MaxAttempts: int(o.max_attempts),
		Budget:      time.Duration(o.budget_ms) * time.Millisecond,
	}
	if o.level < 0 || o.level > 255 {
		return engine.GenerateOptions{}, false
	}
	opts.Level = engine.Level(o.level) // the engine checks it is 0 or a level
	return opts, true
}
