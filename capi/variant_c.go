package main

// The structs of the variants' exports (see VARIANTS in include/sudoku.h):
// reading the generator's options and filling the results. This file
// includes the public header; the exports live in variant.go.

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

// The smallest sizes the library accepts (the structs' first sizes).
const (
	variantInfoMin            = 1580 // sudoku_variant_info
	variantUnitMin            = 32   // sudoku_variant_unit_info
	variantHintResultMin      = 1088 // sudoku_variant_hint_result
	variantGenerateOptionsMin = 56   // sudoku_variant_generate_options
)

// The sizes in this release's header.
const (
	variantInfoSize            = C.sizeof_sudoku_variant_info
	variantUnitSize            = C.sizeof_sudoku_variant_unit_info
	variantHintResultSize      = C.sizeof_sudoku_variant_hint_result
	variantGenerateOptionsSize = C.sizeof_sudoku_variant_generate_options
)

var (
	_ = [1]struct{}{}[max(0, variantInfoMin-variantInfoSize)]
	_ = [1]struct{}{}[max(0, variantUnitMin-variantUnitSize)]
	_ = [1]struct{}{}[max(0, variantHintResultMin-variantHintResultSize)]
	_ = [1]struct{}{}[max(0, variantGenerateOptionsMin-variantGenerateOptionsSize)]
)

// Constants of the header the engine must agree with.
const (
	variantBudget   = C.SUDOKU_VARIANT_BUDGET
	variantMaxCells = C.SUDOKU_VARIANT_MAX_CELLS
	variantFlags    = C.SUDOKU_VARIANT_KILLER | C.SUDOKU_VARIANT_JIGSAW
)

var (
	_ = [1]struct{}{}[engine.DefaultVariantBudget-variantBudget]
	_ = [1]struct{}{}[variantBudget-engine.DefaultVariantBudget]
	_ = [1]struct{}{}[engine.MaxVariantCells-variantMaxCells]
	_ = [1]struct{}{}[variantMaxCells-engine.MaxVariantCells]
	_ = [1]struct{}{}[engine.MaxVariantSize-C.SUDOKU_VARIANT_MAX_SIZE]
	_ = [1]struct{}{}[C.SUDOKU_UNIT_CAGE-int(engine.UnitCage)]
	_ = [1]struct{}{}[int(engine.UnitCage)-C.SUDOKU_UNIT_CAGE]
	_ = [1]struct{}{}[C.SUDOKU_UNIT_ROW-int(engine.UnitRow)]
	_ = [1]struct{}{}[C.SUDOKU_UNIT_REGION-int(engine.UnitRegion)]
	_ = [1]struct{}{}[int(engine.UnitRegion)-C.SUDOKU_UNIT_REGION]
	_ = [1]struct{}{}[C.SUDOKU_UNIT_WINDOW-int(engine.UnitWindow)]
	_ = [1]struct{}{}[int(engine.UnitWindow)-C.SUDOKU_UNIT_WINDOW]
)

// fillVariantInfo writes the description of v to the caller's
// sudoku_variant_info at p.
func fillVariantInfo(p unsafe.Pointer, v *engine.Variant) {
	var out C.sudoku_variant_info
	spec := v.Spec()
	out.n, out.n_cells = C.int32_t(v.Size()), C.int32_t(v.NumCells())
	out.box_rows, out.box_cols = C.int32_t(spec.BoxRows), C.int32_t(spec.BoxCols)
	out.jigsaw, out.diagonals, out.windoku = cBool(spec.Regions != nil), cBool(spec.Diagonals), cBool(spec.Windoku)
	out.n_units, out.n_groups, out.n_cages = C.int32_t(v.NumUnits()), C.int32_t(len(spec.Groups)), C.int32_t(v.NumCages())
	for c := 0; c < v.NumCells(); c++ {
		out.region[c] = C.uint8_t(v.Region(c))
		out.cage[c] = C.int16_t(v.CageOf(c))
	}
	for c := v.NumCells(); c < variantMaxCells; c++ {
		out.cage[c] = -1
	}
	for k, cg := range spec.Cages {
		out.cage_sum[k] = C.int16_t(cg.Sum)
		out.cage_repeats[k] = C.uint8_t(cBool(cg.Repeats))
	}
	resultOut(p, unsafe.Pointer(&out), variantInfoSize)
}

func cBool(b bool) C.int32_t {
	if b {
		return 1
	}
	return 0
}

// fillVariantUnit writes unit u of v to the caller's
// sudoku_variant_unit_info at p.
func fillVariantUnit(p unsafe.Pointer, v *engine.Variant, u int) {
	var out C.sudoku_variant_unit_info
	un := v.Unit(u)
	out.kind, out.index = C.int32_t(un.Kind), C.int32_t(un.Index)
	var buf [engine.MaxVariantSize]int
	cells := v.AppendUnitCells(buf[:0], u)
	out.n_cells = C.int32_t(len(cells))
	for k, c := range cells {
		out.cells[k] = C.uint8_t(c)
	}
	resultOut(p, unsafe.Pointer(&out), variantUnitSize)
}

// fillVariantHint writes res to the caller's sudoku_variant_hint_result at
// p, keeping its size.
func fillVariantHint(p unsafe.Pointer, v *engine.Variant, res *engine.VariantHintResult, textLen int) {
	var h C.sudoku_variant_hint_result
	h.status = C.int32_t(res.Status)
	h.text_len = C.int32_t(textLen)
	h.cell = -1
	switch res.Status {
	case engine.HintMistakes:
		for c, m := range res.Mistakes[:v.NumCells()] {
			h.mistakes[c] = C.uint8_t(m)
		}
		h.n_mistakes = C.int32_t(res.NumMistakes)
	case engine.HintStep:
		st := &res.Step
		h.technique, h.rating = C.int32_t(st.Technique), C.int32_t(st.Rating)
		h.cell, h.digit = C.int32_t(st.Cell), C.int32_t(st.Digit)
		removed := 0
		for c, m := range st.Removed[:v.NumCells()] {
			h.removed[c] = C.uint16_t(m)
			for ; m != 0; m &= m - 1 {
				removed++
			}
		}
		h.n_removed = C.int32_t(removed)
		h.pattern_digits = C.uint16_t(st.Digits)
		cells := st.PatternCells()
		h.n_pattern_cells = C.int32_t(len(cells))
		for k, c := range cells {
			h.pattern_cells[k] = C.uint8_t(c)
		}
		units := st.PatternUnits()
		h.n_pattern_units = C.int32_t(len(units))
		for k, u := range units {
			h.pattern_units[k] = C.uint16_t(u)
		}
	}
	resultOut(p, unsafe.Pointer(&h), variantHintResultSize)
}

// variantGenerateOptionsIn reads the caller's options at p (NULL: all 0)
// into the engine's options and the pack index; ok is false for a bad size,
// unknown flags or values that cannot be represented (the engine checks the
// rest).
func variantGenerateOptionsIn(p unsafe.Pointer) (engine.VariantGenerateOptions, uint64, bool) {
	var o C.sudoku_variant_generate_options
	if !optionsIn(p, unsafe.Pointer(&o), variantGenerateOptionsMin, variantGenerateOptionsSize) ||
		o.symmetry > 255 || o.budget_ms < 0 || o.level < 0 || o.level > 255 || o.first > maxFirst ||
		o.flags&^variantFlags != 0 {
		return engine.VariantGenerateOptions{}, 0, false
	}
	return engine.VariantGenerateOptions{
		Seed:         uint64(o.seed),
		Symmetry:     engine.Symmetry(o.symmetry),
		Killer:       o.flags&C.SUDOKU_VARIANT_KILLER != 0,
		Jigsaw:       o.flags&C.SUDOKU_VARIANT_JIGSAW != 0,
		MaxCageCells: int(o.max_cage_cells),
		Clues:        int(o.clues),
		Level:        engine.Level(o.level),
		MinRating:    int(o.min_rating),
		MaxRating:    int(o.max_rating),
		MaxAttempts:  int(o.max_attempts),
		Budget:       time.Duration(o.budget_ms) * time.Millisecond,
	}, uint64(o.first), true
}
