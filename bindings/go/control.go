//go:build linux || darwin || freebsd || netbsd

package sudoku

import (
	"context"
	"sync/atomic"
	"time"
	"unsafe"
)

// WithProgress returns a copy of ctx that carries f, as
// engine.WithProgress: a long call given the context (SolveBatchContext,
// GenerateContext, ...) calls f(done, total) while it works, with the
// progress the library reports in its sudoku_control: total is the amount
// of work of the whole call (items of a batch, attempts of a generation,
// empty cells of a rating), 0 until known, and done how much of it is
// finished. The binding reads the control every progressPeriod and calls f
// from a goroutine of its own when the values changed, and once more when
// the call returns.
func WithProgress(ctx context.Context, f func(done, total int)) context.Context {
	return context.WithValue(ctx, progressKey{}, f)
}

type progressKey struct{}

// progressPeriod is how often the binding reads a running call's progress.
const progressPeriod = 20 * time.Millisecond

// withControl runs call with a sudoku_control that follows ctx: nil when
// ctx can neither be cancelled nor carries a progress function (unless
// always); otherwise a control whose cancel the binding sets once ctx is
// done, and whose progress it reports to the function of WithProgress.
func withControl(ctx context.Context, always bool, call func(ctl *cControl) int32) int32 {
	report, _ := ctx.Value(progressKey{}).(func(done, total int))
	if ctx.Done() == nil && report == nil && !always {
		return call(nil)
	}
	ctl := &cControl{size: uint32(unsafe.Sizeof(cControl{}))}
	if ctx.Err() != nil {
		ctl.cancel = 1
	}
	stop := context.AfterFunc(ctx, func() { atomic.StoreInt32(&ctl.cancel, 1) })
	defer stop()
	if report == nil {
		return call(ctl)
	}
	done := make(chan struct{})
	watched := make(chan struct{})
	go func() {
		defer close(watched)
		t := time.NewTicker(progressPeriod)
		defer t.Stop()
		last := [2]int32{-1, -1}
		show := func() {
			now := [2]int32{atomic.LoadInt32(&ctl.done), atomic.LoadInt32(&ctl.total)}
			if now != last {
				last = now
				report(int(now[0]), int(now[1]))
			}
		}
		for {
			select {
			case <-done:
				show()
				return
			case <-t.C:
				show()
			}
		}
	}()
	st := call(ctl)
	close(done)
	<-watched
	return st
}
