package engine

import (
	"context"
	"sync"
	"sync/atomic"
)

// The long calls (SolveBatchContext, CountSolutionsBatchContext,
// GenerateContext, GenerateBatchContext, LogicSolver.RateContext) take a
// context: they stop soon after it is cancelled, and report their progress
// to the function WithProgress puts in it.

// WithProgress returns a copy of ctx that carries f. A long call given the
// context calls f(done, total) as it works: total is the amount of work of
// the whole call in the call's own unit (the items of a batch, the attempts
// of one generation, the empty cells of a rating), 0 until it is known, and
// done how much of it is finished. f is called often (after each item,
// attempt or step, and at the points where the call looks at ctx), from any
// of the call's goroutines and possibly from several at once, with the same
// values again at times: it must be quick and safe for concurrent use.
func WithProgress(ctx context.Context, f func(done, total int)) context.Context {
	return context.WithValue(ctx, progressKey{}, f)
}

// progressKey is the context key of WithProgress's function.
type progressKey struct{}

// control is what a long call consults while it works: whether its context
// was cancelled, and where to report progress. A nil *control is a call
// without either, for which every method does nothing.
type control struct {
	ctx    context.Context
	done   <-chan struct{}       // ctx.Done(), nil if ctx can never be cancelled
	report func(done, total int) // from WithProgress, or nil
	total  atomic.Int64
	count  atomic.Int64
	once   sync.Once
	hit    atomic.Bool // stopped returned true at least once
	cause  error       // ctx.Err() once hit is set
}

// newControl returns the control of a call given ctx whose work is total
// units (0 when unknown yet), or nil when ctx can neither be cancelled nor
// carries a progress function.
func newControl(ctx context.Context, total int) *control {
	if ctx == nil {
		return nil
	}
	report, _ := ctx.Value(progressKey{}).(func(done, total int))
	done := ctx.Done()
	if report == nil && done == nil {
		return nil
	}
	c := &control{ctx: ctx, done: done, report: report}
	c.total.Store(int64(total))
	c.show()
	return c
}

// show reports the progress so far.
func (c *control) show() {
	if c.report != nil {
		c.report(int(c.count.Load()), int(c.total.Load()))
	}
}

// stopped reports whether the call must stop: its context is cancelled. It
// reports the progress first, so that a progress function that is also how
// the host asks to stop (capi's) is consulted at every such point.
func (c *control) stopped() bool {
	if c == nil {
		return false
	}
	if c.hit.Load() {
		return true // the rest of a cancelled batch goes by quickly
	}
	c.show()
	if c.done == nil {
		return false
	}
	select {
	case <-c.done:
		c.stop()
		return true
	default:
		return false
	}
}

// stop records that the call stops, once.
func (c *control) stop() {
	c.once.Do(func() {
		c.cause = c.ctx.Err()
		c.hit.Store(true)
	})
}

// err is the error of a call that stopped (the context's), or nil when
// stopped never reported true: a context cancelled after the last check
// does not undo work that was finished.
func (c *control) err() error {
	if c == nil || !c.hit.Load() {
		return nil
	}
	return c.cause
}

// add counts n more units of work done and reports it.
func (c *control) add(n int) {
	if c == nil {
		return
	}
	c.count.Add(int64(n))
	c.show()
}

// setTotal sets the amount of work once it is known.
func (c *control) setTotal(total int) {
	if c == nil {
		return
	}
	c.total.Store(int64(total))
	c.show()
}
