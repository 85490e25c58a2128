package engine

import (
	"context"
	"sync"
)

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
	j := rateJobs.Get().(*rateJob)
	j.puzzles, j.ratings, j.errs, j.ctl = puzzles, ratings, errs, newControl(ctx, len(puzzles))
	j.scratch = true // a step finder per worker: its scratch space is reused
	runBatch(&j.batch, j, len(puzzles), threads, 0)
	err := j.ctl.err()
	j.puzzles, j.ratings, j.errs, j.ctl = nil, nil, nil, nil
	rateJobs.Put(j)
	return err
}

// rateJob is the batch job of RateBatchContext.
type rateJob struct {
	batch
	puzzles []Grid
	ratings []Rating
	errs    []error
	ctl     *control
}

var rateJobs = sync.Pool{New: func() any { return new(rateJob) }}

func (j *rateJob) do(i int, s *scratch) {
	if j.ctl.stopped() {
		j.ratings[i], j.errs[i] = Rating{}, j.ctl.err()
		return
	}
	injectFault(&j.puzzles[i])
	j.ratings[i], j.errs[i] = s.ls.Rate(&j.puzzles[i], MaxRating)
	j.ctl.add(1)
}
