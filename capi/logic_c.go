package main

// Reading the options and filling the result structs of sudoku_hint,
// sudoku_rate and sudoku_explain. This file includes the public header, so the struct layouts
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
// defaults) as the engine's; ok is false for a bad size, unknown flags or
// an unknown style.
func hintOptionsIn(p unsafe.Pointer) (engine.HintOptions, bool) {
	var o C.sudoku_hint_options
	if !optionsIn(p, unsafe.Pointer(&o), hintOptionsMin, hintOptionsSize) || o.flags&^hintFlags != 0 {
		return engine.HintOptions{}, false
	}
	if o.style != C.SUDOKU_HINT_STYLE_SE && o.style != C.SUDOKU_HINT_STYLE_EXTENDED {
		return engine.HintOptions{}, false
	}
	return engine.HintOptions{AnyBoard: o.flags&C.SUDOKU_HINT_ANY_BOARD != 0, Style: engine.HintStyle(o.style)}, true
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

// explainOptionsIn reads the caller's sudoku_explain_options at p (NULL:
// the defaults) and returns the rating cap for the engine; ok is false for
// a bad size or a negative cap.
func explainOptionsIn(p unsafe.Pointer) (maxRating int, ok bool) {
	var o C.sudoku_explain_options
	if !optionsIn(p, unsafe.Pointer(&o), explainOptionsMin, explainOptionsSize) || o.max_rating < 0 {
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

// stepsArray is the caller's array of sudoku_step of sudoku_explain: its
// stride is the size the caller set in element 0 (checked with
// resultSizeOK and stepsStrideOK).
type stepsArray struct{ p unsafe.Pointer }

// stepsStrideOK reports whether the stride of the steps array at p is one
// the library accepts.
func stepsStrideOK(p unsafe.Pointer) bool { return sizeOf(p) <= maxStructSize }

// set writes step st, whose explanation is textLen bytes at textOffset of
// the text buffer (-1: not written), to element i, with the array's stride
// as its size.
func (a stepsArray) set(i int, st *engine.Step, textOffset, textLen int) {
	stride := sizeOf(a.p)
	q := unsafe.Add(a.p, uintptr(i)*stride)
	*(*uint32)(q) = uint32(stride)
	var s C.sudoku_step
	s.technique = C.int32_t(st.Technique)
	s.rating = C.int32_t(st.Rating)
	s.cell = C.int32_t(st.Cell)
	s.digit = C.int32_t(st.Digit)
	s.n_removed = C.int32_t(st.NumRemoved())
	s.text_offset = C.int32_t(textOffset)
	s.text_len = C.int32_t(textLen)
	s.pattern_digits = C.uint16_t(st.Digits)
	for i, m := range st.Removed {
		s.removed[i] = C.uint16_t(m)
	}
	cells := st.PatternCells()
	for i, c := range cells {
		s.pattern_cells[i] = C.uint8_t(c)
	}
	s.n_pattern_cells = C.int32_t(len(cells))
	units := st.PatternUnits()
	for i, u := range units {
		if i < len(s.pattern_units) {
			s.pattern_units[i] = C.uint8_t(u)
			s.n_pattern_units = C.int32_t(i + 1)
		}
	}
	chain := st.Chain()
	for i, n := range chain {
		s.chain_cell[i] = C.uint8_t(n.Cell)
		s.chain_digit[i] = C.uint8_t(n.Digit)
		if n.On {
			s.chain_on[i] = 1
		}
	}
	s.n_chain = C.int32_t(len(chain))
	resultOut(q, unsafe.Pointer(&s), stepSize)
}

// fillExplanation writes the rating r of a path of nSteps steps whose
// texts take textLen bytes to the caller's sudoku_explain_result at p,
// keeping its size.
func fillExplanation(p unsafe.Pointer, r *engine.Rating, nSteps, textLen int) {
	var out C.sudoku_explain_result
	out.n_steps = C.int32_t(nSteps)
	out.text_len = C.int32_t(textLen)
	out.rating = C.int32_t(r.Rating)
	out.hardest = C.int32_t(r.Hardest)
	out.level = C.int32_t(r.Level)
	if r.Complete {
		out.complete = 1
	}
	if r.Capped {
		out.capped = 1
	}
	resultOut(p, unsafe.Pointer(&out), explainResultSize)
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
