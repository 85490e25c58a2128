package main

/*
#include <stddef.h>
#include <stdint.h>
*/
import "C"

import (
	"sync"
	"unsafe"

	"github.com/libsudoku/libsudoku/engine"
)

// gridsIn views n grids of C memory as a Go slice, for the length of the
// call only.
func gridsIn(p *C.uint8_t, n int) []engine.Grid {
	return unsafe.Slice((*engine.Grid)(unsafe.Pointer(p)), n)
}

// solveChunk is how many puzzles the solve and count batches hand the
// engine at a time: their bookkeeping (an error, and for counting a count,
// per puzzle) is then a few dozen KiB whatever n is, instead of growing the
// Go heap by n times 16 to 24 bytes for the call, which the runtime would
// keep or return to the system only slowly (issue 17.9). A chunk takes a
// few milliseconds, so the pause between chunks, while the last puzzle of
// one finishes, costs little.
const solveChunk = 4096

// chunkBuffers is the bookkeeping of one chunk of a solve or count batch.
// The buffers come from chunkBufferPool and go back to it, so that a batch
// call allocates nothing (96 KB a call would keep the Go garbage collector
// busy for a host calling in a loop).
type chunkBuffers struct {
	errs  [solveChunk]error
	found [solveChunk]int
}

var chunkBufferPool = sync.Pool{New: func() any { return new(chunkBuffers) }}

// putChunkBuffers gives bufs back to chunkBufferPool, with the first used
// errors cleared (the pool must not keep them alive).
func putChunkBuffers(bufs *chunkBuffers, used int) {
	clear(bufs.errs[:min(used, solveChunk)])
	chunkBufferPool.Put(bufs)
}

//export sudoku_solve_batch
func sudoku_solve_batch(puzzles *C.uint8_t, n C.int32_t, solutions *C.uint8_t, statuses *C.int32_t, threads C.int32_t, control unsafe.Pointer) (status C.int32_t) {
	defer recoverStatus((*int32)(&status))
	if n < 0 || (n > 0 && (puzzles == nil || solutions == nil || statuses == nil)) || !controlSizeOK(control) {
		return statusArg
	}
	if n == 0 {
		return statusOK
	}
	k := int(n)
	rIn, rOut := region{unsafe.Pointer(puzzles), uintptr(k) * 81}, region{unsafe.Pointer(solutions), uintptr(k) * 81}
	rStatuses := region{unsafe.Pointer(statuses), uintptr(k) * 4}
	if (rIn.p != rOut.p && rIn.overlap(rOut)) || anyOverlap(rIn, rStatuses) || anyOverlap(rOut, rStatuses) {
		return statusArg
	}
	ctx, report, stop := controlContext(control)
	defer stop()
	in, out := gridsIn(puzzles, k), gridsIn(solutions, k)
	sts := unsafe.Slice((*int32)(unsafe.Pointer(statuses)), k)
	bufs := chunkBufferPool.Get().(*chunkBuffers)
	defer putChunkBuffers(bufs, k)
	errs := bufs.errs[:min(k, solveChunk)]
	var stopped error // the context's error once a chunk was cancelled
	for first := 0; first < k; first += len(errs) {
		if stopped != nil {
			// Cancelled: the later chunks are not started (one would
			// report the chunks before it as done).
			for i := first; i < k; i++ {
				sts[i] = statusCancelled
			}
			break
		}
		last := min(first+len(errs), k)
		e := errs[:last-first]
		err := engine.SolveBatchContext(partContext(ctx, report, first, k), in[first:last], out[first:last], e, int(threads))
		if st := statusOf(err); st != statusOK && st != statusCancelled {
			return C.int32_t(st)
		}
		if err != nil {
			stopped = err
		}
		for j, err := range e {
			sts[first+j] = statusOf(err)
		}
	}
	return C.int32_t(statusOf(stopped))
}

//export sudoku_count_solutions_batch
func sudoku_count_solutions_batch(puzzles *C.uint8_t, n C.int32_t, limit C.int32_t, counts *C.int32_t, statuses *C.int32_t, threads C.int32_t, control unsafe.Pointer) (status C.int32_t) {
	defer recoverStatus((*int32)(&status))
	if limit < 1 || n < 0 || (n > 0 && (puzzles == nil || counts == nil || statuses == nil)) || !controlSizeOK(control) {
		return statusArg
	}
	if n == 0 {
		return statusOK
	}
	k := int(n)
	if anyOverlap(region{unsafe.Pointer(puzzles), uintptr(k) * 81}, region{unsafe.Pointer(counts), uintptr(k) * 4},
		region{unsafe.Pointer(statuses), uintptr(k) * 4}) {
		return statusArg
	}
	ctx, report, stop := controlContext(control)
	defer stop()
	in := gridsIn(puzzles, k)
	outCounts := unsafe.Slice((*int32)(unsafe.Pointer(counts)), k)
	outStatuses := unsafe.Slice((*int32)(unsafe.Pointer(statuses)), k)
	bufs := chunkBufferPool.Get().(*chunkBuffers)
	defer putChunkBuffers(bufs, k)
	found, errs := bufs.found[:min(k, solveChunk)], bufs.errs[:min(k, solveChunk)]
	var stopped error // the context's error once a chunk was cancelled
	for first := 0; first < k; first += len(found) {
		if stopped != nil {
			// Cancelled: the later chunks are not started (one would
			// report the chunks before it as done).
			for i := first; i < k; i++ {
				outStatuses[i], outCounts[i] = statusCancelled, 0
			}
			break
		}
		last := min(first+len(found), k)
		f, e := found[:last-first], errs[:last-first]
		err := engine.CountSolutionsBatchContext(partContext(ctx, report, first, k), in[first:last], int(limit), f, e, int(threads))
		if st := statusOf(err); st != statusOK && st != statusCancelled {
			return C.int32_t(st)
		}
		if err != nil {
			stopped = err
		}
		for j, err := range e {
			st := statusOf(err)
			outStatuses[first+j] = st
			outCounts[first+j] = 0
			if st == statusOK || st == statusLimit {
				outCounts[first+j] = int32(f[j])
			}
		}
	}
	return C.int32_t(statusOf(stopped))
}
