package main

import "unsafe"

// A batch reads its inputs and writes its outputs a chunk at a time, on
// several threads, so an output that overlaps an input would overwrite
// puzzles not read yet, and two outputs that overlap would overwrite each
// other's results (issue 17.2). The batch exports refuse such arrays with
// SUDOKU_E_ARG before they read or write anything; the one overlap they
// allow is solving in place (solutions == puzzles), where each puzzle is
// read before its own solution is written.

// region is a caller's array: its address and length in bytes (a NULL
// array is an empty region).
type region struct {
	p unsafe.Pointer
	n uintptr
}

// overlap reports whether two regions share a byte.
func (a region) overlap(b region) bool {
	if a.p == nil || b.p == nil || a.n == 0 || b.n == 0 {
		return false
	}
	pa, pb := uintptr(a.p), uintptr(b.p)
	return pa < pb+b.n && pb < pa+a.n
}

// anyOverlap reports whether two of the regions share a byte.
func anyOverlap(rs ...region) bool {
	for i := range rs {
		for j := i + 1; j < len(rs); j++ {
			if rs[i].overlap(rs[j]) {
				return true
			}
		}
	}
	return false
}
