package main

/*
#include <stddef.h>
#include <stdint.h>
*/
import "C"

import (
	"errors"
	"sync"
	"unsafe"

	"github.com/libsudoku/libsudoku/engine"
	"github.com/libsudoku/libsudoku/internal/cabi"
)

//export sudoku_hint
func sudoku_hint(puzzle, grid *C.uint8_t, candidates *C.uint16_t, options, hint unsafe.Pointer, textBuf *C.char, textCap C.int32_t) (status C.int32_t) {
	defer recoverStatus((*int32)(&status))
	if puzzle == nil || grid == nil || hint == nil || textCap < 0 || (textBuf == nil && textCap != 0) || !resultSizeOK(hint, hintResultMin) {
		return statusArg
	}
	opts, ok := hintOptionsIn(options)
	if !ok {
		return statusArg
	}
	p := gridIn(unsafe.Pointer(puzzle))
	g := gridIn(unsafe.Pointer(grid))
	var marks *[engine.NumCells]uint16
	var m [engine.NumCells]uint16
	if candidates != nil {
		m = *(*[engine.NumCells]uint16)(unsafe.Pointer(candidates))
		marks = &m
	}
	var ls engine.LogicSolver
	res, err := ls.HintWith(&p, &g, marks, opts)
	if err != nil {
		return C.int32_t(statusOf(err))
	}
	var buf [hintTextMax]byte
	text := cabi.AppendHintText(buf[:0], &res)
	if textCap > 0 {
		out := bytesOut(unsafe.Pointer(textBuf), int(min(textCap, C.int32_t(len(buf)))))
		writeCBytes(out, text)
	}
	fillHint(hint, &res, len(text))
	return statusOK
}

// writeCBytes copies b and a NUL into buf, cutting b at a UTF-8 boundary if
// it does not fit.
func writeCBytes(buf []byte, b []byte) {
	if len(buf) == 0 {
		return
	}
	k := len(b)
	if k > len(buf)-1 {
		k = len(buf) - 1
		for k > 0 && b[k]&0xC0 == 0x80 {
			k--
		}
	}
	copy(buf, b[:k])
	buf[k] = 0
}

//export sudoku_candidates
func sudoku_candidates(grid *C.uint8_t, marks *C.uint16_t) (status C.int32_t) {
	defer recoverStatus((*int32)(&status))
	if grid == nil || marks == nil {
		return statusArg
	}
	g := gridIn(unsafe.Pointer(grid))
	c, err := engine.Candidates(&g)
	if err != nil {
		return C.int32_t(statusOf(err))
	}
	*(*[engine.NumCells]uint16)(unsafe.Pointer(marks)) = c
	return statusOK
}

//export sudoku_technique_name
func sudoku_technique_name(technique C.int32_t) *C.char { return techniqueName(int32(technique)) }

//export sudoku_level_name
func sudoku_level_name(level C.int32_t) *C.char { return levelName(int32(level)) }

//export sudoku_rate
func sudoku_rate(puzzle *C.uint8_t, options, result, control unsafe.Pointer) (status C.int32_t) {
	defer recoverStatus((*int32)(&status))
	if puzzle == nil || result == nil || !resultSizeOK(result, rateResultMin) || !controlSizeOK(control) {
		return statusArg
	}
	maxRating, ok := rateOptionsIn(options)
	if !ok {
		return statusArg
	}
	p := gridIn(unsafe.Pointer(puzzle))
	var ls engine.LogicSolver
	var r engine.Rating
	var err error
	if control == nil {
		r, err = ls.Rate(&p, maxRating)
	} else {
		ctx, _, stop := controlContext(control)
		r, err = ls.RateContext(ctx, &p, maxRating)
		stop()
	}
	if errors.Is(err, engine.ErrLimit) {
		fillRating(result, &r) // the steps so far: a lower bound
	}
	if err != nil {
		return C.int32_t(statusOf(err))
	}
	fillRating(result, &r)
	return statusOK
}

// explainScratch is the working memory of sudoku_explain: a step finder,
// the steps of a path and their texts (tens of KB together). Calls take one
// from explainScratchPool and give it back, so that a call allocates
// nothing once the pool holds a scratch as large as its path needs.
type explainScratch struct {
	ls    engine.LogicSolver
	steps []engine.Step
	text  []byte
}

var explainScratchPool = sync.Pool{New: func() any { return new(explainScratch) }}

//export sudoku_explain
func sudoku_explain(puzzle *C.uint8_t, options, result, steps unsafe.Pointer, stepsCap C.int32_t, textBuf *C.char, textCap C.int32_t, control unsafe.Pointer) (status C.int32_t) {
	defer recoverStatus((*int32)(&status))
	if puzzle == nil || result == nil || !resultSizeOK(result, explainResultMin) || !controlSizeOK(control) {
		return statusArg
	}
	if stepsCap < 0 || textCap < 0 || (steps == nil && stepsCap != 0) || (textBuf == nil && textCap != 0) {
		return statusArg
	}
	if stepsCap > 0 && (!resultSizeOK(steps, stepMin) || !stepsStrideOK(steps)) {
		return statusArg
	}
	maxRating, ok := explainOptionsIn(options)
	if !ok {
		return statusArg
	}
	p := gridIn(unsafe.Pointer(puzzle))
	sc := explainScratchPool.Get().(*explainScratch)
	defer explainScratchPool.Put(sc)
	ctx, _, stop := controlContext(control)
	e, err := sc.ls.ExplainAppend(ctx, &p, maxRating, sc.steps)
	stop()
	if err != nil {
		return C.int32_t(statusOf(err))
	}
	sc.steps = e.Steps[:0] // grown, for the next call
	// The texts, one after the other, each with its NUL; those that fit in
	// text_buf are written, up to the first that does not.
	text := sc.text[:0]
	defer func() { sc.text = text[:0] }()
	var out []byte
	if textCap > 0 {
		out = bytesOut(unsafe.Pointer(textBuf), int(textCap))
	}
	fits := true
	arr := stepsArray{p: steps}
	for i := range e.Steps {
		start := len(text)
		text = e.Steps[i].AppendExplanation(text)
		n := len(text) - start
		text = append(text, 0)
		offset := -1
		if fits && len(text) <= len(out) {
			copy(out[start:], text[start:])
			offset = start
		} else {
			fits = false
		}
		if i < int(stepsCap) {
			arr.set(i, &e.Steps[i], offset, n)
		}
	}
	fillExplanation(result, &e.Rating, len(e.Steps), len(text))
	if len(e.Steps) > int(stepsCap) || !fits {
		return statusBuffer
	}
	return statusOK
}
