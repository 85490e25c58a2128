package engine

import "context"

// RateBatch rates every puzzle of puzzles with Rate, on up to threads
// goroutines (threads <= 0 means runtime.GOMAXPROCS(0)): ratings[i] and
// errs[i] get what Rate(&puzzles[i]) returns. A bad puzzle only sets its
// own errs[i]. The results do not depend on threads. It fails with
// ErrBatchSize, before rating anything, unless the three slices have the
// same length.
func RateBatch(puzzles []Grid, ratings []Rating, errs []error, threads int) error {
	return RateBatchContext(context.Background(), puzzles, ratings, errs, threads)
}

// RateBatchContext is RateBatch that stops when ctx is cancelled: the
// puzzles not rated by then get a zero Rating and errs[i] = ctx.Err(), and
// it returns ctx.Err(). It reports its progress in puzzles to the function
// of WithProgress.
func RateBatchContext(ctx context.Context, puzzles []Grid, ratings []Rating, errs []error, threads int) error {
	if len(ratings) != len(puzzles) || len(errs) != len(puzzles) {
		return ErrBatchSize
	}
	ctl := newControl(ctx, len(puzzles))
	runBatch(len(puzzles), threads, 0, func() func(int) {
		var ls LogicSolver // one per worker: its scratch space is reused
		return func(i int) {
			if ctl.stopped() {
				ratings[i], errs[i] = Rating{}, ctl.err()
				return
			}
			injectFault(&puzzles[i])
			ratings[i], errs[i] = ls.Rate(&puzzles[i], MaxRating)
			ctl.add(1)
		}
	})
	return ctl.err()
}
