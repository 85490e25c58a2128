package main

// The caller's sudoku_control, as the engine's long calls see it: a
// context. This file includes the public header for the struct's layout
// (see header.go for why the exports do not).

/*
#cgo CFLAGS: -I${SRCDIR}/../include
#include "sudoku.h"
*/
import "C"

import (
	"context"
	"sync/atomic"
	"unsafe"

	"github.com/libsudoku/libsudoku/engine"
)

// controlSizeOK reports whether p is NULL or a sudoku_control of a size the
// library accepts.
func controlSizeOK(p unsafe.Pointer) bool { return p == nil || resultSizeOK(p, controlMin) }

// controlContext returns the context a long call gives the engine for the
// caller's sudoku_control at p (checked with controlSizeOK), and the
// function to call when the call returns. For NULL it is
// context.Background(). Otherwise it sets done and total to 0, and the
// engine's progress function (report) stores the progress in done and
// total and cancels the context once the host has set cancel: the engine
// calls it at every point where it looks at the context, so no goroutine
// of the library has to watch the flag.
func controlContext(p unsafe.Pointer) (ctx context.Context, report func(done, total int), stop context.CancelFunc) {
	if p == nil {
		return context.Background(), nil, func() {}
	}
	c := (*C.sudoku_control)(p)
	cancelFlag := (*int32)(unsafe.Pointer(&c.cancel))
	done := (*int32)(unsafe.Pointer(&c.done))
	total := (*int32)(unsafe.Pointer(&c.total))
	atomic.StoreInt32(done, 0)
	atomic.StoreInt32(total, 0)
	ctx, cancel := context.WithCancel(context.Background())
	if atomic.LoadInt32(cancelFlag) != 0 {
		cancel()
	}
	report = func(d, t int) {
		atomic.StoreInt32(total, int32(t))
		raise(done, int32(d))
		if atomic.LoadInt32(cancelFlag) != 0 {
			cancel()
		}
	}
	return engine.WithProgress(ctx, report), report, cancel
}

// partContext returns the context of one part of a long call that counts
// its own progress from 0: the part's done is reported as offset+done out
// of total, to report (from controlContext; nil for no control).
func partContext(ctx context.Context, report func(done, total int), offset, total int) context.Context {
	if report == nil {
		return ctx
	}
	return engine.WithProgress(ctx, func(d, _ int) { report(offset+d, total) })
}

// raise stores v at p unless p already holds as much: goroutines that
// report at once may report out of order, and done never goes back.
func raise(p *int32, v int32) {
	for {
		old := atomic.LoadInt32(p)
		if v <= old || atomic.CompareAndSwapInt32(p, old, v) {
			return
		}
	}
}
