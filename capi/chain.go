package main

// The export that gives a hint's chain structure (see THE STRUCTURE OF A
// CHAIN in include/sudoku.h); the structs are filled in chain_c.go.

/*
#include <stddef.h>
#include <stdint.h>
*/
import "C"

import (
	"unsafe"

	"github.com/libsudoku/libsudoku/engine"
	"github.com/libsudoku/libsudoku/internal/cabi"
)

//export sudoku_hint_chain
func sudoku_hint_chain(puzzle, grid *C.uint8_t, candidates *C.uint16_t, options, hint, chain, branches unsafe.Pointer, branchesCap C.int32_t, nodes unsafe.Pointer, nodesCap C.int32_t, parents *C.int32_t, parentsCap C.int32_t, textBuf *C.char, textCap C.int32_t, control unsafe.Pointer) (status C.int32_t) {
	defer recoverStatus((*int32)(&status))
	if puzzle == nil || grid == nil || chain == nil || !resultSizeOK(chain, chainResultMin) || !controlSizeOK(control) {
		return statusArg
	}
	if hint != nil && !resultSizeOK(hint, hintResultMin) {
		return statusArg
	}
	if branchesCap < 0 || nodesCap < 0 || parentsCap < 0 || textCap < 0 ||
		(branches == nil && branchesCap != 0) || (nodes == nil && nodesCap != 0) ||
		(parents == nil && parentsCap != 0) || (textBuf == nil && textCap != 0) {
		return statusArg
	}
	if branchesCap > 0 && !strideOK(branches, chainBranchMin) || nodesCap > 0 && !strideOK(nodes, chainNodeMin) {
		return statusArg
	}
	opts, ok := hintOptionsIn(options)
	if !ok {
		return statusArg
	}
	if !controlStart(control) {
		return statusCancelled
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
	var v engine.ChainView
	isChain := res.Status == engine.HintStep && ls.ChainView(&res.Step, &v)
	// The hint's text, then a space and the chain's reasoning.
	var buf [chainTextSize]byte
	text := cabi.AppendHintText(buf[:0], &res)
	hintLen, reasoning := len(text), len(text)
	if isChain {
		text = append(text, ' ')
		reasoning = len(text)
		text = v.AppendExplanation(text)
	}
	if hint != nil {
		fillHint(hint, &res, hintLen)
	}
	if textCap > 0 {
		writeCBytes(bytesOut(unsafe.Pointer(textBuf), int(textCap)), text)
	}
	fits := !isChain || chainOut(&v, branches, int(branchesCap), nodes, int(nodesCap), parents, int(parentsCap))
	fillChain(chain, &res, isChain, &v, len(text), reasoning)
	controlDone(control)
	if !fits {
		return statusBuffer
	}
	return statusOK
}

// chainOut writes the branches, nodes and parent links of v that fit the
// caller's arrays, and reports whether all did.
func chainOut(v *engine.ChainView, branches unsafe.Pointer, branchesCap int, nodes unsafe.Pointer, nodesCap int, parents *C.int32_t, parentsCap int) bool {
	for i := 0; i < v.NumBranches && i < branchesCap; i++ {
		setBranch(branches, i, &v.Branches[i])
	}
	for i := 0; i < v.NumNodes && i < nodesCap; i++ {
		setNode(nodes, i, &v.Nodes[i])
	}
	if parentsCap > 0 {
		out := unsafe.Slice((*int32)(unsafe.Pointer(parents)), parentsCap)
		for i := 0; i < v.NumParents && i < parentsCap; i++ {
			out[i] = int32(v.Parents[i])
		}
	}
	return v.NumBranches <= branchesCap && v.NumNodes <= nodesCap && v.NumParents <= parentsCap
}
