package main

// Reading the options and filling the result structs of sudoku_hint and
// sudoku_rate. This file includes the public header, so the struct layouts
// and constants come from it; the exports themselves live in logic.go (see
// header.go for why).

/*
#cgo CFLAGS: -I${SRCDIR}/../include
#include "sudoku.h"
*/
import "C"

import (
	"unsafe"

	"github.com/libsudoku/libsudoku/engine"
)

const (
	techSlots = C.SUDOKU_TECH_SLOTS
	chainMax  = C.SUDOKU_CHAIN_MAX
)

// hintFlags are the bits of sudoku_hint_options.flags this library knows.
const hintFlags = C.SUDOKU_HINT_ANY_BOARD

// hintOptionsIn reads the caller's sudoku_hint_options at p (NULL: the
// defaults) as the engine's; ok is false for a bad size or unknown flags.
func hintOptionsIn(p unsafe.Pointer) (engine.HintOptions, bool) {
	var o C.sudoku_hint_options
	if !optionsIn(p, unsafe.Pointer(&o), hintOptionsMin, hintOptionsSize) || o.flags&^hintFlags != 0 {
		return engine.HintOptions{}, false
	}
	return engine.HintOptions{AnyBoard: o.flags&C.SUDOKU_HINT_ANY_BOARD != 0}, true
}

// rateOptionsIn reads the caller's sudoku_rate_options at p (NULL: the
// defaults) and returns the rating cap for the engine; ok is false for a
// bad size or a negative cap.
func rateOptionsIn(p unsafe.Pointer) (maxRating int, ok bool) {
	var o C.sudoku_rate_options
	if !optionsIn(p, unsafe.Pointer(&o), rateOptionsMin, rateOptionsSize) || o.max_rating < 0 {
		return 0, false
	}
	if o.max_rating == 0 {
		return engine.MaxRating, true
	}
	return int(o.max_rating), true
}

// fillHint writes res to the caller's sudoku_hint_result at p, keeping its
// size.
func fillHint(p unsafe.Pointer, res *engine.HintResult, textLen int) {
	var h C.sudoku_hint_result
	h.status = C.int32_t(res.Status)
	h.text_len = C.int32_t(textLen)
	h.solutions = C.int32_t(res.Solutions)
	h.cell = -1
	switch res.Status {
	case engine.HintMistakes:
		for i, m := range res.Mistakes {
			h.mistakes[i] = C.uint8_t(m)
		}
		h.n_mistakes = C.int32_t(res.NumMistakes)
	case engine.HintStep:
		st := &res.Step
		h.technique = C.int32_t(st.Technique)
		h.rating = C.int32_t(st.Rating)
		h.cell = C.int32_t(st.Cell)
		h.digit = C.int32_t(st.Digit)
		h.n_removed = C.int32_t(st.NumRemoved())
		h.pattern_digits = C.uint16_t(st.Digits)
		for i, m := range st.Removed {
			h.removed[i] = C.uint16_t(m)
		}
		cells := st.PatternCells()
		for i, c := range cells {
			h.pattern_cells[i] = C.uint8_t(c)
		}
		h.n_pattern_cells = C.int32_t(len(cells))
		units := st.PatternUnits()
		for i, u := range units {
			if i < len(h.pattern_units) {
				h.pattern_units[i] = C.uint8_t(u)
				h.n_pattern_units = C.int32_t(i + 1)
			}
		}
		chain := st.Chain()
		for i, n := range chain {
			h.chain_cell[i] = C.uint8_t(n.Cell)
			h.chain_digit[i] = C.uint8_t(n.Digit)
			if n.On {
				h.chain_on[i] = 1
			}
		}
		h.n_chain = C.int32_t(len(chain))
	}
	resultOut(p, unsafe.Pointer(&h), hintResultSize)
}

// rateResult returns r as a sudoku_rate_result.
func rateResult(r *engine.Rating) C.sudoku_rate_result {
	var out C.sudoku_rate_result
	out.rating = C.int32_t(r.Rating)
	out.hardest = C.int32_t(r.Hardest)
	out.level = C.int32_t(r.Level)
	if r.Complete {
		out.complete = 1
	}
	if r.Capped {
		out.capped = 1
	}
	out.steps = C.int32_t(r.Steps)
	for t, n := range r.Counts {
		if t < techSlots {
			out.counts[t] = C.uint16_t(n)
		}
	}
	return out
}

// fillRating writes r to the caller's sudoku_rate_result at p, keeping its
// size.
func fillRating(p unsafe.Pointer, r *engine.Rating) {
	out := rateResult(r)
	resultOut(p, unsafe.Pointer(&out), rateResultSize)
}
