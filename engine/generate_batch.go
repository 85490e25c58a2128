package engine

import (
	"context"
	"strconv"
	"sync"
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
	return generateBatch(newControl(ctx, len(out)), opts, first, out, errs, threads, nil)
}

// generateBatch is GenerateBatch with the control and the rating to use
// (nil: Rate's).
func generateBatch(ctl *control, opts *GenerateOptions, first uint64, out []Generated, errs []error, threads int, rater newRater) error {
	j := generateJobs.Get().(*generateJob)
	j.opts, j.seed, j.first, j.out, j.errs, j.ctl, j.rater = *opts, opts.packSeed(), first, out, errs, ctl, rater
	j.failedAt, j.failed = len(out), nil
	j.scratch = true // a generator per worker
	// One item per chunk: items take milliseconds, and some many times
	// longer than others.
	runBatch(&j.batch, j, len(out), threads, 1)
	err := j.failed
	if cerr := ctl.err(); cerr != nil {
		err = cerr
	}
	j.out, j.errs, j.ctl, j.rater, j.failed = nil, nil, nil, nil, nil
	generateJobs.Put(j)
	return err
}

// generateJob is the batch job of generateBatch.
type generateJob struct {
	batch
	opts  GenerateOptions // a copy: the caller's options would escape to the heap
	seed  uint64          // opts.packSeed()
	first uint64
	out   []Generated
	errs  []error // nil when the caller wants only the first error
	ctl   *control
	rater newRater

	mu       sync.Mutex
	failedAt int   // the first item that failed (len(out) while none did)
	failed   error // its error
}

var generateJobs = sync.Pool{New: func() any { return new(generateJob) }}

func (j *generateJob) do(i int, s *scratch) {
	if j.ctl.stopped() {
		j.set(i, Generated{Rating: -1}, j.ctl.err())
		return
	}
	injectFaultSeed(j.opts.Seed)
	rate := s.rate
	if j.rater != nil && j.opts.hasBand() {
		rate = j.rater()
	}
	g := &s.gen
	s.memo.clear() // each item from scratch, as GenerateItem makes it
	g.reset(&j.opts, itemSeed(j.seed, j.first+uint64(i)), rate)
	g.ctl = j.ctl
	res, err := g.run()
	if cerr := j.ctl.err(); cerr != nil && err == cerr {
		j.set(i, Generated{Rating: -1}, err) // cancelled half way: not an item of the pack
		return
	}
	j.set(i, res, err)
	j.ctl.add(1)
}

// set stores item i and its error, and remembers the first item that
// failed.
func (j *generateJob) set(i int, res Generated, err error) {
	j.out[i] = res
	if j.errs != nil {
		j.errs[i] = err
	}
	if err != nil {
		j.mu.Lock()
		if i < j.failedAt {
			j.failedAt, j.failed = i, err
		}
		j.mu.Unlock()
	}
}
