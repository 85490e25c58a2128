package main

/*
#include <stdint.h>
*/
import "C"

import (
	"runtime"
	"sync"
	"unsafe"

	"github.com/libsudoku/libsudoku/engine"
)

// maxBatch bounds sudoku_generate_batch's n (81 * n bytes must stay far
// from overflowing the caller's size arithmetic).
const maxBatch = 1 << 24

//export sudoku_generator_version
func sudoku_generator_version() C.int32_t { return engine.GeneratorVersion }

//export sudoku_generate
func sudoku_generate(options unsafe.Pointer, puzzleOut, solutionOut *C.uint8_t, ratingOut, control unsafe.Pointer) (status C.int32_t) {
	defer recoverStatus((*int32)(&status))
	if puzzleOut == nil || (ratingOut != nil && !resultSizeOK(ratingOut, rateResultMin)) || !controlSizeOK(control) {
		return statusArg
	}
	opts, first, ok := generateOptionsIn(options)
	if !ok {
		return statusArg
	}
	var res engine.Generated
	var err error
	if control == nil {
		res, err = engine.GenerateItem(&opts, first)
	} else {
		ctx, _, stop := controlContext(control)
		res, err = engine.GenerateItemContext(ctx, &opts, first)
		stop()
	}
	st := statusOf(err)
	if st != statusOK && st != statusLimit {
		return C.int32_t(st)
	}
	gridOut(unsafe.Pointer(puzzleOut), &res.Puzzle)
	if solutionOut != nil {
		gridOut(unsafe.Pointer(solutionOut), &res.Solution)
	}
	if ratingOut != nil {
		var ls engine.LogicSolver
		r, err := ls.Rate(&res.Puzzle, engine.MaxRating)
		if err != nil {
			return C.int32_t(statusOf(err))
		}
		fillRating(ratingOut, &r)
	}
	return C.int32_t(st)
}

// batchChunk is how many items sudoku_generate_batch makes per engine
// call, so that its own memory stays small whatever n is. With ratings the
// parts are smaller (ratedChunk per thread): each part's puzzles are rated
// once the part is made, and a cancel that comes while they are rated
// waits for that.
const (
	batchChunk = 256
	ratedChunk = 32
)

// genBuffers is the bookkeeping of one chunk of sudoku_generate_batch. The
// buffers come from genBufferPool and go back to it, so that the call
// allocates nothing.
type genBuffers struct {
	out      [batchChunk]engine.Generated
	errs     [batchChunk]error
	rated    [batchChunk]engine.Rating
	rateErrs [batchChunk]error
	grids    [batchChunk]engine.Grid
}

var genBufferPool = sync.Pool{New: func() any { return new(genBuffers) }}

// putGenBuffers gives bufs back to genBufferPool, with its errors cleared
// (the pool must not keep them alive).
func putGenBuffers(bufs *genBuffers) {
	clear(bufs.errs[:])
	clear(bufs.rateErrs[:])
	genBufferPool.Put(bufs)
}

//export sudoku_generate_batch
func sudoku_generate_batch(options unsafe.Pointer, n C.int32_t, puzzlesOut, solutionsOut *C.uint8_t, ratingsOut unsafe.Pointer, statuses *C.int32_t, threads C.int32_t, control unsafe.Pointer) (status C.int32_t) {
	defer recoverStatus((*int32)(&status))
	if n < 0 || n > maxBatch || (n > 0 && puzzlesOut == nil) || !controlSizeOK(control) {
		return statusArg
	}
	if ratingsOut != nil && (!resultSizeOK(ratingsOut, rateResultMin) || !ratingsStrideOK(ratingsOut)) {
		return statusArg
	}
	opts, first, ok := generateOptionsIn(options)
	if !ok {
		return statusArg
	}
	if n == 0 {
		return statusOK
	}
	var stride uintptr
	if ratingsOut != nil {
		stride = sizeOf(ratingsOut)
	}
	k := uintptr(n)
	if anyOverlap(region{unsafe.Pointer(puzzlesOut), k * 81}, region{unsafe.Pointer(solutionsOut), k * 81},
		region{ratingsOut, k * stride}, region{unsafe.Pointer(statuses), k * 4}) {
		return statusArg
	}
	b := genBatch{
		puzzles: unsafe.Slice((*engine.Grid)(unsafe.Pointer(puzzlesOut)), int(n)),
		ratings: ratingsArray{p: ratingsOut},
	}
	if solutionsOut != nil {
		b.solutions = unsafe.Slice((*engine.Grid)(unsafe.Pointer(solutionsOut)), int(n))
	}
	if statuses != nil {
		b.statuses = unsafe.Slice((*int32)(unsafe.Pointer(statuses)), int(n))
	}
	chunk := batchChunk
	if ratingsOut != nil {
		workers := int(threads)
		if workers <= 0 {
			workers = runtime.GOMAXPROCS(0)
		}
		chunk = min(batchChunk, ratedChunk*workers)
	}
	ctx, report, stop := controlContext(control)
	defer stop()
	bufs := genBufferPool.Get().(*genBuffers)
	defer putGenBuffers(bufs)
	out := bufs.out[:min(int(n), chunk)]
	errs := bufs.errs[:len(out)]
	var rated []engine.Rating
	var rateErrs []error
	if ratingsOut != nil {
		rated, rateErrs = bufs.rated[:len(out)], bufs.rateErrs[:len(out)]
	}
	grids := bufs.grids[:len(out)]
	worst := int32(statusOK) // the status of the first item that failed
	for start := 0; start < int(n); start += len(out) {
		k := min(len(out), int(n)-start)
		err := engine.GenerateBatchContext(partContext(ctx, report, start, int(n)), &opts, first+uint64(start), out[:k], errs[:k], int(threads))
		st := statusOf(err)
		if st != statusOK && st != statusLimit && st != statusCancelled {
			return C.int32_t(st)
		}
		if rated != nil {
			for j := range k {
				grids[j] = out[j].Puzzle
			}
			// Every puzzle is rated, the empty ones of items not made
			// too (quickly: not unique), and their ratings left out.
			engine.RateBatch(grids[:k], rated[:k], rateErrs[:k], int(threads))
		}
		for j := range k {
			ist := statusOf(errs[j])
			if ist == statusCancelled {
				b.cancel(start + j)
				continue
			}
			if rated != nil && rateErrs[j] != nil {
				return C.int32_t(statusOf(rateErrs[j]))
			}
			var r *engine.Rating
			if rated != nil {
				r = &rated[j]
			}
			b.set(start+j, &out[j], r, ist)
			if worst == statusOK {
				worst = ist
			}
		}
		if st == statusCancelled {
			// The later items are not made: a part started now would
			// report the progress of the part before it as done.
			for i := start + k; i < int(n); i++ {
				b.cancel(i)
			}
			return statusCancelled
		}
	}
	return C.int32_t(worst)
}

// genBatch is where sudoku_generate_batch writes its items: the caller's
// arrays (nil for those it did not give).
type genBatch struct {
	puzzles, solutions []engine.Grid
	ratings            ratingsArray
	statuses           []int32
}

// set writes item i: its puzzle, solution, rating (r, when ratings are
// asked for) and status st.
func (b *genBatch) set(i int, g *engine.Generated, r *engine.Rating, st int32) {
	b.puzzles[i] = g.Puzzle
	if b.solutions != nil {
		b.solutions[i] = g.Solution
	}
	if b.ratings.p != nil {
		b.ratings.set(i, r)
	}
	if b.statuses != nil {
		b.statuses[i] = st
	}
}

// cancel writes item i as not made: zeros and SUDOKU_E_CANCELLED.
func (b *genBatch) cancel(i int) {
	b.set(i, &engine.Generated{}, &engine.Rating{}, statusCancelled)
}
