package main

// Filling the C result structs of sudoku_hint and sudoku_rate. This file
// includes the public header, so the struct layouts and constants come from
// it; the exports themselves live in logic.go (see header.go for why).

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
	statusNotUnique = C.SUDOKU_E_NOT_UNIQUE
	hintSize        = C.sizeof_sudoku_hint_result
	ratingSize      = C.sizeof_sudoku_rating
	techSlots       = C.SUDOKU_TECH_SLOTS
	chainMax        = C.SUDOKU_CHAIN_MAX
)

// hintSizeOK reports whether the caller's struct is at least this version's.
func hintSizeOK(p unsafe.Pointer) bool {
	return (*C.sudoku_hint_result)(p).size >= hintSize
}

func ratingSizeOK(p unsafe.Pointer) bool {
	return (*C.sudoku_rating)(p).size >= ratingSize
}

// fillHint writes res to the caller's sudoku_hint at p, keeping its size.
func fillHint(p unsafe.Pointer, res *engine.HintResult, textLen int) {
	h := (*C.sudoku_hint_result)(p)
	size := h.size
	*h = C.sudoku_hint_result{}
	h.size = size
	h.status = C.int32_t(res.Status)
	h.text_len = C.uint32_t(textLen)
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
}

// fillRating writes r to the caller's sudoku_rating at p, keeping its size.
func fillRating(p unsafe.Pointer, r *engine.Rating) {
	out := (*C.sudoku_rating)(p)
	size := out.size
	*out = C.sudoku_rating{}
	out.size = size
	out.rating = C.int32_t(r.Rating)
	out.hardest = C.int32_t(r.Hardest)
	out.level = C.int32_t(r.Level)
	if r.Complete {
		out.complete = 1
	}
	out.steps = C.int32_t(r.Steps)
	for t, n := range r.Counts {
		if t < techSlots {
			out.counts[t] = C.uint16_t(n)
		}
	}
}
