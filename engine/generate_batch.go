package engine

import (
	"context"
	"strconv"
)

// GenerateBatch fills out[k] with item first+k of the pack that opts
// describes, as GenerateItem(opts, first+k) would. Item i depends only on
// (opts, i): it is generated from a seed derived from opts.Seed and i, so a
// pack is the same whatever the number of threads or how it is cut into
// batches, and item 0 is what Generate(opts) makes. threads goroutines
// share the work (threads <= 0, or above runtime.GOMAXPROCS(0), means
// runtime.GOMAXPROCS(0)). Each item has
// its own MaxAttempts and Budget.
//
// errs, when not nil, must have len(out) entries and receives each item's
// error (nil, or ErrLimit with the best puzzle found in out[i]).
// GenerateBatch returns nil when every item succeeded, else the error of
// the first item that failed. Bad options give an error wrapping
// ErrBadOptions before anything is generated.
func GenerateBatch(opts *GenerateOptions, first uint64, out []Generated, errs []error, threads int) error {
	return GenerateBatchContext(context.Background(), opts, first, out, errs, threads)
}

// GenerateBatchContext is GenerateBatch that stops when ctx is cancelled:
// the items not made by then get errs[i] = ctx.Err() and out[i] =
// Generated{Rating: -1}, and it returns ctx.Err(). It reports its progress
// in items to the function of WithProgress. The context only decides when
// to stop, never what an item is.
func GenerateBatchContext(ctx context.Context, opts *GenerateOptions, first uint64, out []Generated, errs []error, threads int) error {
	if err := opts.check(); err != nil {
		return err
	}
	if errs != nil && len(errs) != len(out) {
		return badOptions("errs has " + strconv.Itoa(len(errs)) + " entries for " + strconv.Itoa(len(out)) + " puzzles")
	}
	return generateBatch(newControl(ctx, len(out)), opts, first, out, errs, threads, raterForGenerator())
}

// generateBatch is GenerateBatch with the control and the rating to use.
func generateBatch(ctl *control, opts *GenerateOptions, first uint64, out []Generated, errs []error, threads int, rater newRater) error {
	itemErrs := errs
	if itemErrs == nil {
		itemErrs = make([]error, len(out))
	}
	// One item per chunk: items take milliseconds, and some many times
	// longer than others.
	seed := opts.packSeed()
	runBatch(len(out), threads, 1, func() func(int) {
		g := newGenerator(opts, 0, rater)
		g.ctl = ctl
		return func(i int) {
			if ctl.stopped() {
				out[i], itemErrs[i] = Generated{Rating: -1}, ctl.err()
				return
			}
			injectFaultSeed(opts.Seed)
			g.rng = newRNG(itemSeed(seed, first+uint64(i)))
			out[i], itemErrs[i] = g.run()
			if cerr := ctl.err(); cerr != nil && itemErrs[i] == cerr {
				out[i] = Generated{Rating: -1} // cancelled half way: not an item of the pack
				return
			}
			ctl.add(1)
		}
	})
	if err := ctl.err(); err != nil {
		return err
	}
	for _, err := range itemErrs {
		if err != nil {
			return err
		}
	}
	return nil
}
