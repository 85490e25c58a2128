package main

// The exports of the variants (see VARIANTS in include/sudoku.h): every call
// takes the variant's text (compiled once and kept: variant_cache.go) and
// works on grids of n_cells cells.

/*
#include <stdint.h>
*/
import "C"

import (
	"unsafe"

	"github.com/libsudoku/libsudoku/engine"
	"github.com/libsudoku/libsudoku/internal/cabi"
)

// variantIn reads the caller's variant text; ok is false for a NULL
// pointer or a length out of range (SUDOKU_E_ARG), err is the parse error
// otherwise.
func variantIn(text *C.char, n C.int32_t) (v *engine.Variant, ok bool, err error) {
	if text == nil || !textOK(n) {
		return nil, false, nil
	}
	v, err = parseVariantCached(textIn(text, n))
	return v, true, err
}

// cellsIn views n cells of the caller's memory at p (checked against the
// variant by the caller), for the length of the call.
func cellsIn(p *C.uint8_t, n int) []uint8 {
	return unsafe.Slice((*uint8)(unsafe.Pointer(p)), n)
}

// loadVariant reads the variant and checks n_cells against it; it returns
// the variant or the status to return.
func loadVariant(text *C.char, n C.int32_t, nCells C.int32_t) (*engine.Variant, int32) {
	v, ok, err := variantIn(text, n)
	switch {
	case !ok:
		return nil, statusArg
	case err != nil:
		return nil, statusOf(err)
	case int(nCells) != v.NumCells():
		return nil, statusArg
	}
	return v, statusOK
}

//export sudoku_variant_check
func sudoku_variant_check(text *C.char, n C.int32_t, info, errOut unsafe.Pointer) (status C.int32_t) {
	defer recoverStatus((*int32)(&status))
	if (info != nil && !resultSizeOK(info, variantInfoMin)) || (errOut != nil && !resultSizeOK(errOut, errorMin)) {
		return statusArg
	}
	v, ok, err := variantIn(text, n)
	if !ok {
		return statusArg
	}
	if errOut != nil {
		errorOut(errOut, err)
	}
	if err != nil {
		return C.int32_t(statusOf(err))
	}
	if info != nil {
		fillVariantInfo(info, v)
	}
	return statusOK
}

//export sudoku_variant_unit
func sudoku_variant_unit(text *C.char, n C.int32_t, unit C.int32_t, info unsafe.Pointer) (status C.int32_t) {
	defer recoverStatus((*int32)(&status))
	if info == nil || !resultSizeOK(info, variantUnitMin) {
		return statusArg
	}
	v, ok, err := variantIn(text, n)
	switch {
	case !ok:
		return statusArg
	case err != nil:
		return C.int32_t(statusOf(err))
	case unit < 0 || int(unit) >= v.NumUnits():
		return statusArg
	}
	fillVariantUnit(info, v, int(unit))
	return statusOK
}

//export sudoku_variant_parse
func sudoku_variant_parse(variant *C.char, vn C.int32_t, text *C.char, n C.int32_t, grid *C.uint8_t, nCells C.int32_t, errOut unsafe.Pointer) (status C.int32_t) {
	defer recoverStatus((*int32)(&status))
	if text == nil || grid == nil || !textOK(n) || (errOut != nil && !resultSizeOK(errOut, errorMin)) {
		return statusArg
	}
	v, ok, err := variantIn(variant, vn)
	if !ok || err == nil && int(nCells) != v.NumCells() {
		return statusArg
	}
	var g [engine.MaxVariantCells]uint8
	if err == nil {
		err = v.ParseGridInto(g[:v.NumCells()], textIn(text, n))
	}
	if err == nil {
		err = v.Validate(g[:v.NumCells()])
	}
	if errOut != nil {
		errorOut(errOut, err)
	}
	if err != nil {
		return C.int32_t(statusOf(err))
	}
	copy(cellsIn(grid, v.NumCells()), g[:v.NumCells()])
	return statusOK
}

//export sudoku_variant_format
func sudoku_variant_format(variant *C.char, vn C.int32_t, grid *C.uint8_t, nCells C.int32_t, buf *C.char, bufCap C.int32_t) (status C.int32_t) {
	defer recoverStatus((*int32)(&status))
	if grid == nil || buf == nil || bufCap < 0 {
		return statusArg
	}
	v, st := loadVariant(variant, vn, nCells)
	if st != statusOK {
		return C.int32_t(st)
	}
	if int(bufCap) < v.NumCells()+1 {
		return statusBuffer
	}
	var g [engine.MaxVariantCells]uint8
	copy(g[:], cellsIn(grid, v.NumCells()))
	for _, d := range g[:v.NumCells()] {
		if int(d) > v.Size() {
			return statusRange
		}
	}
	out := bytesOut(unsafe.Pointer(buf), v.NumCells()+1)
	v.AppendGrid(out[:0], g[:v.NumCells()])
	out[v.NumCells()] = 0
	return statusOK
}

//export sudoku_variant_validate
func sudoku_variant_validate(variant *C.char, vn C.int32_t, grid *C.uint8_t, nCells C.int32_t, errOut unsafe.Pointer) (status C.int32_t) {
	defer recoverStatus((*int32)(&status))
	if grid == nil || (errOut != nil && !resultSizeOK(errOut, errorMin)) {
		return statusArg
	}
	v, st := loadVariant(variant, vn, nCells)
	if st != statusOK {
		return C.int32_t(st)
	}
	var g [engine.MaxVariantCells]uint8
	copy(g[:], cellsIn(grid, v.NumCells()))
	err := v.Validate(g[:v.NumCells()])
	if errOut != nil {
		errorOut(errOut, err)
	}
	return C.int32_t(statusOf(err))
}

//export sudoku_variant_solve
func sudoku_variant_solve(variant *C.char, vn C.int32_t, puzzle, solution *C.uint8_t, nCells C.int32_t) (status C.int32_t) {
	defer recoverStatus((*int32)(&status))
	if puzzle == nil || solution == nil {
		return statusArg
	}
	v, st := loadVariant(variant, vn, nCells)
	if st != statusOK {
		return C.int32_t(st)
	}
	var p, sol [engine.MaxVariantCells]uint8
	copy(p[:], cellsIn(puzzle, v.NumCells()))
	s := new(engine.VariantSolver)
	if err := s.Solve(v, p[:v.NumCells()], sol[:v.NumCells()], variantBudget); err != nil {
		return C.int32_t(statusOf(err))
	}
	copy(cellsIn(solution, v.NumCells()), sol[:v.NumCells()])
	return statusOK
}

//export sudoku_variant_count_solutions
func sudoku_variant_count_solutions(variant *C.char, vn C.int32_t, puzzle *C.uint8_t, nCells C.int32_t, limit C.int32_t, count *C.int32_t) (status C.int32_t) {
	defer recoverStatus((*int32)(&status))
	if puzzle == nil || count == nil || limit < 1 {
		return statusArg
	}
	v, st := loadVariant(variant, vn, nCells)
	if st != statusOK {
		return C.int32_t(st)
	}
	var p [engine.MaxVariantCells]uint8
	copy(p[:], cellsIn(puzzle, v.NumCells()))
	s := new(engine.VariantSolver)
	k, err := s.Count(v, p[:v.NumCells()], int(limit), variantBudget)
	st = statusOf(err)
	if st == statusOK || st == statusLimit {
		int32Out(unsafe.Pointer(count), int32(k))
	}
	return C.int32_t(st)
}

//export sudoku_variant_hint
func sudoku_variant_hint(variant *C.char, vn C.int32_t, puzzle, grid *C.uint8_t, candidates *C.uint16_t, nCells C.int32_t, options, hint unsafe.Pointer, textBuf *C.char, textCap C.int32_t) (status C.int32_t) {
	defer recoverStatus((*int32)(&status))
	if puzzle == nil || grid == nil || hint == nil || textCap < 0 || (textBuf == nil && textCap != 0) || !resultSizeOK(hint, variantHintResultMin) {
		return statusArg
	}
	if _, ok := hintOptionsIn(options); !ok {
		return statusArg
	}
	v, st := loadVariant(variant, vn, nCells)
	if st != statusOK {
		return C.int32_t(st)
	}
	nc := v.NumCells()
	var p, g [engine.MaxVariantCells]uint8
	copy(p[:], cellsIn(puzzle, nc))
	copy(g[:], cellsIn(grid, nc))
	var marks []uint16
	var m [engine.MaxVariantCells]uint16
	if candidates != nil {
		copy(m[:], unsafe.Slice((*uint16)(unsafe.Pointer(candidates)), nc))
		marks = m[:nc]
	}
	l := new(engine.VariantLogic)
	res := new(engine.VariantHintResult)
	if err := l.Hint(v, p[:nc], g[:nc], marks, res); err != nil {
		return C.int32_t(statusOf(err))
	}
	var buf [hintTextMax]byte
	text := appendVariantHintText(buf[:0], v, res)
	if textCap > 0 {
		writeCBytes(bytesOut(unsafe.Pointer(textBuf), int(min(textCap, C.int32_t(len(buf))))), text)
	}
	fillVariantHint(hint, v, res, len(text))
	return statusOK
}

// appendVariantHintText appends the English text of a variant's hint: the
// step's explanation, or a sentence about the status.
func appendVariantHintText(dst []byte, v *engine.Variant, res *engine.VariantHintResult) []byte {
	switch res.Status {
	case engine.HintStep:
		return res.Step.AppendExplanation(dst)
	case engine.HintMistakes:
		dst = append(dst, "Mistakes: "...)
		first := true
		for c, m := range res.Mistakes[:v.NumCells()] {
			if m == engine.MistakeNone {
				continue
			}
			if !first {
				dst = append(dst, ", "...)
			}
			first = false
			dst = append(dst, v.CellName(c)...)
			if m == engine.MistakeDigit {
				dst = append(dst, " (wrong digit)"...)
			} else {
				dst = append(dst, " (pencil marks rule out the right digit)"...)
			}
		}
		return append(dst, '.')
	}
	var none engine.HintResult
	none.Status = res.Status
	return cabi.AppendHintText(dst, &none) // the sentences of the other statuses
}

//export sudoku_variant_rate
func sudoku_variant_rate(variant *C.char, vn C.int32_t, puzzle *C.uint8_t, nCells C.int32_t, options, result, control unsafe.Pointer) (status C.int32_t) {
	defer recoverStatus((*int32)(&status))
	if puzzle == nil || result == nil || !resultSizeOK(result, rateResultMin) || !controlSizeOK(control) {
		return statusArg
	}
	maxRating, ok := rateOptionsIn(options)
	if !ok {
		return statusArg
	}
	v, st := loadVariant(variant, vn, nCells)
	if st != statusOK {
		return C.int32_t(st)
	}
	var p [engine.MaxVariantCells]uint8
	copy(p[:], cellsIn(puzzle, v.NumCells()))
	l := new(engine.VariantLogic)
	var r engine.Rating
	var err error
	if control == nil {
		r, err = l.Rate(v, p[:v.NumCells()], maxRating)
	} else {
		ctx, _, stop := controlContext(control)
		r, err = l.RateContext(ctx, v, p[:v.NumCells()], maxRating)
		stop()
	}
	if err != nil {
		return C.int32_t(statusOf(err))
	}
	fillRating(result, &r)
	return statusOK
}

//export sudoku_variant_generate
func sudoku_variant_generate(variant *C.char, vn C.int32_t, options unsafe.Pointer, puzzleOut, solutionOut *C.uint8_t, nCells C.int32_t,
	variantOut *C.char, variantCap C.int32_t, variantOutLen *C.int32_t, ratingOut, control unsafe.Pointer) (status C.int32_t) {
	defer recoverStatus((*int32)(&status))
	if puzzleOut == nil || variantCap < 0 || (variantOut == nil && variantCap != 0) ||
		(ratingOut != nil && !resultSizeOK(ratingOut, rateResultMin)) || !controlSizeOK(control) {
		return statusArg
	}
	opts, first, ok := variantGenerateOptionsIn(options)
	if !ok {
		return statusArg
	}
	v, st := loadVariant(variant, vn, nCells)
	if st != statusOK {
		return C.int32_t(st)
	}
	var res engine.VariantGenerated
	var err error
	if control == nil {
		res, err = v.GenerateItem(&opts, first)
	} else {
		ctx, _, stop := controlContext(control)
		res, err = v.GenerateItemContext(ctx, &opts, first)
		stop()
	}
	if res.Variant == nil {
		if err == nil {
			return statusInternal
		}
		return C.int32_t(statusOf(err))
	}
	text := res.Variant.String()
	if variantOutLen != nil {
		int32Out(unsafe.Pointer(variantOutLen), int32(len(text)))
	}
	if variantCap > 0 && int(variantCap) < len(text)+1 {
		return statusBuffer
	}
	var r engine.Rating
	if ratingOut != nil {
		var rerr error
		if r, rerr = res.Variant.Rate(res.Puzzle); rerr != nil {
			return C.int32_t(statusOf(rerr))
		}
	}
	if variantCap > 0 {
		writeCString(bytesOut(unsafe.Pointer(variantOut), len(text)+1), text)
	}
	copy(cellsIn(puzzleOut, v.NumCells()), res.Puzzle)
	if solutionOut != nil {
		copy(cellsIn(solutionOut, v.NumCells()), res.Solution)
	}
	if ratingOut != nil {
		fillRating(ratingOut, &r)
	}
	return C.int32_t(statusOf(err))
}
