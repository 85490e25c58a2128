package main

// Filling the structs of sudoku_hint_chain. This file includes the public
// header, so the struct layouts and constants come from it; the export
// lives in chain.go (see header.go for why).

/*
#cgo CFLAGS: -I${SRCDIR}/../include
#include "sudoku.h"
*/
import "C"

import (
	"sync/atomic"
	"unsafe"

	"github.com/libsudoku/libsudoku/engine"
	"github.com/libsudoku/libsudoku/internal/cabi"
)

// The size of each struct in ABI 2 (see structs_c.go) and in this header.
const (
	chainResultMin  = 44 // sudoku_chain_result
	chainBranchMin  = 16 // sudoku_chain_branch
	chainNodeMin    = 32 // sudoku_chain_node
	chainResultSize = C.sizeof_sudoku_chain_result
	chainBranchSize = C.sizeof_sudoku_chain_branch
	chainNodeSize   = C.sizeof_sudoku_chain_node
	chainTextSize   = C.SUDOKU_CHAIN_TEXT_SIZE
)

var (
	_ = [1]struct{}{}[max(0, chainResultMin-chainResultSize)]
	_ = [1]struct{}{}[max(0, chainBranchMin-chainBranchSize)]
	_ = [1]struct{}{}[max(0, chainNodeMin-chainNodeSize)]
)

// strideOK reports whether the array at p, whose stride is the size set in
// its element 0, has elements of at least minSize bytes (and a stride the
// library accepts).
func strideOK(p unsafe.Pointer, minSize uintptr) bool {
	return resultSizeOK(p, minSize) && sizeOf(p) <= maxStructSize
}

// setBranch writes b to element i of the caller's sudoku_chain_branch
// array at p (stride: element 0's size).
func setBranch(p unsafe.Pointer, i int, b *engine.ViewBranch) {
	stride := sizeOf(p)
	q := unsafe.Add(p, uintptr(i)*stride)
	*(*uint32)(q) = uint32(stride)
	var out C.sudoku_chain_branch
	out.assumption = C.int32_t(b.Assumption)
	out.conclusion = C.int32_t(b.Conclusion)
	out.clash = C.int32_t(b.Clash)
	resultOut(q, unsafe.Pointer(&out), chainBranchSize)
}

// setNode writes n to element i of the caller's sudoku_chain_node array at
// p (stride: element 0's size).
func setNode(p unsafe.Pointer, i int, n *engine.ViewNode) {
	stride := sizeOf(p)
	q := unsafe.Add(p, uintptr(i)*stride)
	*(*uint32)(q) = uint32(stride)
	var out C.sudoku_chain_node
	out.cell = C.int32_t(n.Cell)
	out.digit = C.int32_t(n.Digit)
	if n.On {
		out.on = 1
	}
	out.branch = C.int32_t(n.Branch)
	out.reason = C.int32_t(n.Reason)
	out.first_parent = C.int32_t(n.FirstParent)
	out.n_parents = C.int32_t(n.NumParents)
	resultOut(q, unsafe.Pointer(&out), chainNodeSize)
}

// fillChain writes the outcome of a chain hint to the caller's
// sudoku_chain_result at p, keeping its size: the hint's status and, for a
// step, its technique; for a chain (isChain), the counts of v; and the
// length of the explanation, whose reasoning starts at reasoning.
func fillChain(p unsafe.Pointer, res *engine.HintResult, isChain bool, v *engine.ChainView, textLen, reasoning int) {
	var out C.sudoku_chain_result
	out.status = C.int32_t(res.Status)
	out.unit = -1
	out.text_len = C.int32_t(textLen)
	out.reasoning = C.int32_t(reasoning)
	if res.Status == engine.HintStep {
		out.technique = C.int32_t(res.Step.Technique)
	}
	if isChain {
		out.kind = C.int32_t(cabi.ChainKindOf(v))
		if v.Kind == engine.ChainUnit {
			out.unit = C.int32_t(v.Unit)
		}
		out.n_branches = C.int32_t(v.NumBranches)
		out.n_nodes = C.int32_t(v.NumNodes)
		out.n_parents = C.int32_t(v.NumParents)
		if v.Truncated {
			out.truncated = 1
		}
	}
	resultOut(p, unsafe.Pointer(&out), chainResultSize)
}

// controlStart begins a call of one step on the caller's sudoku_control at
// p (NULL: none): done 0 of total 1. It reports false when cancel is set.
func controlStart(p unsafe.Pointer) bool {
	if p == nil {
		return true
	}
	c := (*C.sudoku_control)(p)
	atomic.StoreInt32((*int32)(unsafe.Pointer(&c.done)), 0)
	atomic.StoreInt32((*int32)(unsafe.Pointer(&c.total)), 1)
	return atomic.LoadInt32((*int32)(unsafe.Pointer(&c.cancel))) == 0
}

// controlDone reports the step done on the caller's sudoku_control at p.
func controlDone(p unsafe.Pointer) {
	if p != nil {
		c := (*C.sudoku_control)(p)
		atomic.StoreInt32((*int32)(unsafe.Pointer(&c.done)), 1)
	}
}
