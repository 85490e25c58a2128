package main

import (
	"bufio"
	"context"
	"errors"
	"fmt"

	"github.com/libsudoku/libsudoku/engine"
)

// pipeline runs work on every item next yields, on threads goroutines, and
// calls emit with the outcomes in input order. Whenever the next outcome is
// not ready yet it calls idle first (to flush the output written so far).
// When ctx is cancelled it stops taking items, emits the outcomes already
// finished that are next in order, and returns interrupted. It stops early,
// returning the error, when emit or idle fails.
func pipeline(ctx context.Context, threads int, next func() (item, bool), work func(*item) outcome,
	emit func(*outcome) error, idle func() error) (interrupted bool, err error) {
	type job struct {
		it   item
		done chan outcome
	}
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	order := make(chan chan outcome, 4*threads) // futures, in input order
	jobs := make(chan job, threads)
	go func() {
		defer close(order)
		defer close(jobs)
		for {
			it, ok := next()
			if !ok {
				return
			}
			j := job{it: it, done: make(chan outcome, 1)}
			select {
			case order <- j.done:
			case <-ctx.Done():
				return
			}
			select {
			case jobs <- j:
			case <-ctx.Done():
				return
			}
		}
	}()
	for range threads {
		go func() {
			for j := range jobs {
				if ctx.Err() == nil {
					j.done <- work(&j.it)
				}
			}
		}()
	}
	for {
		fut, ok, err := await(ctx, order, idle)
		if err != nil || !ok {
			return ctx.Err() != nil, err
		}
		o, ok, err := await(ctx, fut, idle)
		if err != nil || !ok {
			return ctx.Err() != nil, err
		}
		if err := emit(&o); err != nil {
			return ctx.Err() != nil, err
		}
	}
}

// await receives from ch, calling idle first when nothing is ready. It
// returns ok false when ch is closed, or when ctx is cancelled and nothing
// is ready.
func await[T any](ctx context.Context, ch <-chan T, idle func() error) (v T, ok bool, err error) {
	select {
	case v, ok = <-ch:
		return v, ok, nil
	default:
	}
	if err := idle(); err != nil {
		return v, false, err
	}
	select {
	case v, ok = <-ch:
		return v, ok, nil
	case <-ctx.Done():
		select { // what is ready is still kept
		case v, ok = <-ch:
			return v, ok, nil
		default:
			return v, false, nil
		}
	}
}

// runner is one batch run of a command: where records go, the progress
// display, and the tally of failures.
type runner struct {
	e        *env
	name     string
	flags    *commonFlags
	out      *bufio.Writer
	w        writer
	prog     *progress
	flushAll bool    // flush after every record (standard output is a terminal)
	ins      []input // the inputs, for runs over given puzzles
	n, fails int
}

// newRunner prepares the output and progress of a run of total items
// (-1 when unknown) with the command's own columns.
func newRunner(e *env, name string, c *commonFlags, columns []string, total int) *runner {
	r := &runner{e: e, name: name, flags: c, out: bufio.NewWriterSize(e.stdout, 64<<10)}
	r.prog = newProgress(e.stderr, c.progress, "sudoku "+name, total)
	r.w = newWriter(c.format, r.out, r.prog, columns)
	r.flushAll = isTerminal(e.stdout)
	return r
}

// emit writes one outcome and counts it.
func (r *runner) emit(o *outcome) error {
	r.n++
	if o.failed() {
		r.fails++
	}
	r.prog.add(1)
	if err := r.w.write(o); err != nil {
		return err
	}
	if r.flushAll {
		return r.w.flush()
	}
	return nil
}

// run runs work over the items next yields and writes the outcomes.
func (r *runner) run(next func() (item, bool), work func(*item) outcome) (interrupted bool, err error) {
	return pipeline(r.e.ctx, r.flags.threads, next, work, r.emit, r.w.flush)
}

// finish flushes the output, stops the progress display, reports failures
// and an interruption on standard error, and returns the exit status.
func (r *runner) finish(interrupted bool, err error) int {
	ferr := r.w.flush()
	r.prog.finish()
	if err == nil {
		err = ferr
	}
	if err != nil {
		fmt.Fprintf(r.e.stderr, "sudoku %s: %v\n", r.name, err)
		return exitFailed
	}
	if interrupted {
		fmt.Fprintf(r.e.stderr, "sudoku %s: interrupted after %d records (%d failed); the output so far is complete\n", r.name, r.n, r.fails)
		return exitInterrupted
	}
	if r.fails > 0 {
		fmt.Fprintf(r.e.stderr, "sudoku %s: %d of %d failed\n", r.name, r.fails, r.n)
		return exitFailed
	}
	return exitOK
}

// newRunnerForInputs prepares a run over the puzzles of the positional
// arguments; counting them for the progress display when it shows.
func newRunnerForInputs(e *env, name string, c *commonFlags, args []string, columns []string) *runner {
	ins := classify(args)
	total := -1
	if progressShows(c.progress, e.stderr) {
		total = countItems(ins)
	}
	r := newRunner(e, name, c, columns, total)
	r.ins = ins
	for _, in := range ins {
		if in.path == "-" && isTerminal(e.stdin) && isTerminal(e.stderr) {
			fmt.Fprintf(e.stderr, "sudoku %s: reading puzzles from the terminal, one per line; end with Ctrl-D\n", name)
			break
		}
	}
	return r
}

// reader returns a reader of the run's inputs.
func (r *runner) reader() *reader { return newReader(r.ins, r.e.stdin) }

// runInputs is the whole of a per-puzzle command: read the positional
// arguments' puzzles, run work on each, write the records, and return the
// exit status.
func runInputs(e *env, name string, c *commonFlags, args []string, columns []string, work func(*item) outcome) int {
	r := newRunnerForInputs(e, name, c, args, columns)
	return r.finish(r.run(r.reader().next, work))
}

// statusOf names the failure an engine error stands for.
func statusOf(err error) string {
	switch {
	case errors.Is(err, engine.ErrUnsolvable):
		return statusUnsolvable
	case errors.Is(err, engine.ErrLimit):
		return statusLimit
	case errors.Is(err, engine.ErrNotUnique):
		return statusMultiple
	case errors.Is(err, engine.ErrBadStep):
		return statusFailed
	}
	return statusInvalid
}
