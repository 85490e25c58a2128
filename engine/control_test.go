package engine

import (
	"context"
	"errors"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// progressLog records the reports of WithProgress's function, which several
// goroutines may call at once.
type progressLog struct {
	mu    sync.Mutex
	calls int
	done  int // the largest done seen
	total int
}

func (p *progressLog) report(done, total int) {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.calls++
	p.done = max(p.done, done)
	p.total = total
}

func (p *progressLog) get() (calls, done, total int) {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.calls, p.done, p.total
}

// TestBatchContextsProgress runs each batch to the end with a progress
// function: it is called, done reaches the number of items, and total is
// that number; the results are those of the batch without a context.
func TestBatchContextsProgress(t *testing.T) {
	puzzles := make([]Grid, 300)
	for i := range puzzles {
		p, err := Parse("53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79")
		require.NoError(t, err)
		puzzles[i] = p
	}
	puzzles[7][0], puzzles[7][1] = 5, 5 // one bad item among them
	for _, threads := range []int{1, 3} {
		var log progressLog
		ctx := WithProgress(context.Background(), log.report)
		sols := make([]Grid, len(puzzles))
		errs := make([]error, len(puzzles))
		require.NoError(t, SolveBatchContext(ctx, puzzles, sols, errs, threads))
		wantSols := make([]Grid, len(puzzles))
		wantErrs := make([]error, len(puzzles))
		require.NoError(t, SolveBatch(puzzles, wantSols, wantErrs, threads))
		assert.Equal(t, wantSols, sols)
		assert.Equal(t, wantErrs, errs)
		calls, done, total := log.get()
		assert.Greater(t, calls, len(puzzles))
		assert.Equal(t, len(puzzles), done)
		assert.Equal(t, len(puzzles), total)

		log = progressLog{}
		counts := make([]int, len(puzzles))
		require.NoError(t, CountSolutionsBatchContext(WithProgress(context.Background(), log.report), puzzles, 2, counts, errs, threads))
		_, done, total = log.get()
		assert.Equal(t, len(puzzles), done)
		assert.Equal(t, len(puzzles), total)
		assert.Equal(t, 1, counts[0])

		log = progressLog{}
		ratings := make([]Rating, 20)
		rerrs := make([]error, 20)
		require.NoError(t, RateBatchContext(WithProgress(context.Background(), log.report), puzzles[:20], ratings, rerrs, threads))
		want, err := Rate(&puzzles[0])
		require.NoError(t, err)
		assert.Equal(t, want, ratings[0])
		var ce *ConflictError
		assert.ErrorAs(t, rerrs[7], &ce)
		_, done, _ = log.get()
		assert.Equal(t, 20, done)
	}
}

// TestBatchContextsCancelled gives every batch a context cancelled before
// the call: nothing is done, every item has the context's error, outputs
// are untouched, and the call returns the error too.
func TestBatchContextsCancelled(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	puzzles := make([]Grid, 50)
	sols := make([]Grid, 50)
	sols[3][0] = 9
	errs := make([]error, 50)
	require.ErrorIs(t, SolveBatchContext(ctx, puzzles, sols, errs, 2), context.Canceled)
	for i, err := range errs {
		assert.ErrorIs(t, err, context.Canceled, "item %d", i)
	}
	assert.Equal(t, uint8(9), sols[3][0], "an output of an item not done is left as it was")
	counts := make([]int, 50)
	counts[4] = 7
	require.ErrorIs(t, CountSolutionsBatchContext(ctx, puzzles, 2, counts, errs, 1), context.Canceled)
	assert.Equal(t, make([]int, 50), counts)
	out := make([]Generated, 4)
	gerrs := make([]error, 4)
	require.ErrorIs(t, GenerateBatchContext(ctx, &GenerateOptions{}, 0, out, gerrs, 2), context.Canceled)
	for i := range out {
		assert.Equal(t, Generated{Rating: -1}, out[i])
		assert.ErrorIs(t, gerrs[i], context.Canceled)
	}
	_, err := GenerateContext(ctx, &GenerateOptions{})
	assert.ErrorIs(t, err, context.Canceled)
	var ls LogicSolver
	_, err = ls.RateContext(ctx, &puzzles[0], MaxRating)
	assert.ErrorIs(t, err, context.Canceled)
	// Bad options still come first.
	assert.ErrorIs(t, GenerateBatchContext(ctx, &GenerateOptions{Clues: 3}, 0, out, gerrs, 1), ErrBadOptions)
}

// TestSolveBatchCancelWhileRunning cancels a batch of many seconds once some
// items are done: the call returns soon; the items done have their true
// solutions, the others the context's error, and the progress reported
// never passed the items done.
func TestSolveBatchCancelWhileRunning(t *testing.T) {
	p, err := Parse("8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..")
	require.NoError(t, err)
	want, err := Solve(&p)
	require.NoError(t, err)
	puzzles := make([]Grid, 100000)
	for i := range puzzles {
		puzzles[i] = p
	}
	sols := make([]Grid, len(puzzles))
	errs := make([]error, len(puzzles))
	var log progressLog
	ctx, cancel := context.WithCancel(context.Background())
	var cancelled time.Time
	ctx = WithProgress(ctx, func(done, total int) {
		log.report(done, total)
		if done >= 50 {
			log.mu.Lock()
			if cancelled.IsZero() {
				cancelled = time.Now()
				cancel()
			}
			log.mu.Unlock()
		}
	})
	err = SolveBatchContext(ctx, puzzles, sols, errs, 2)
	took := time.Since(cancelled)
	require.ErrorIs(t, err, context.Canceled)
	t.Logf("returned %v after the cancel", took)
	assert.Less(t, took, 2*time.Second)
	solved := 0
	for i := range puzzles {
		if errs[i] == nil {
			solved++
			assert.Equal(t, want, sols[i])
		} else {
			require.True(t, errors.Is(errs[i], context.Canceled), "item %d: %v", i, errs[i])
			assert.Equal(t, Grid{}, sols[i])
		}
	}
	_, done, total := log.get()
	assert.GreaterOrEqual(t, solved, 50)
	assert.Less(t, solved, len(puzzles))
	assert.Equal(t, solved, done)
	assert.Equal(t, len(puzzles), total)
}

// TestGenerateContextCancelWhileRunning stops a generation that cannot
// succeed (17 clues, unlimited attempts, a long budget) with a deadline;
// its progress counts attempts out of MaxAttempts.
func TestGenerateContextCancelWhileRunning(t *testing.T) {
	var log progressLog
	ctx, cancel := context.WithTimeout(WithProgress(context.Background(), log.report), 150*time.Millisecond)
	defer cancel()
	start := time.Now()
	g, err := GenerateContext(ctx, &GenerateOptions{Clues: 17, MaxAttempts: 1 << 30, Budget: time.Minute})
	took := time.Since(start)
	require.ErrorIs(t, err, context.DeadlineExceeded)
	t.Logf("a 150 ms deadline: returned after %v, %d attempts", took, g.Attempts)
	assert.Less(t, took, 2*time.Second)
	_, done, total := log.get()
	assert.Equal(t, 1<<30, total)
	assert.Greater(t, done, 0)

	// A generation that succeeds reports its attempts; the context does not
	// change what is made.
	log = progressLog{}
	opts := GenerateOptions{Seed: 4, Level: LevelMedium}
	got, err := GenerateContext(WithProgress(context.Background(), log.report), &opts)
	require.NoError(t, err)
	want, err := Generate(&opts)
	require.NoError(t, err)
	assert.Equal(t, want, got)
	_, done, total = log.get()
	assert.Equal(t, got.Attempts, done)
	assert.Equal(t, DefaultGenerateAttempts, total)
}

// TestRateContextProgress rates with a progress function: it counts the
// cells placed, out of the empty cells.
func TestRateContextProgress(t *testing.T) {
	p, err := Parse("48.3............71.2.......7.5....6....2..8.............1.76...3.....4......5....")
	require.NoError(t, err)
	var log progressLog
	var ls LogicSolver
	r, err := ls.RateContext(WithProgress(context.Background(), log.report), &p, MaxRating)
	require.NoError(t, err)
	want, err := Rate(&p)
	require.NoError(t, err)
	assert.Equal(t, want, r)
	_, done, total := log.get()
	assert.Equal(t, NumCells-p.Givens(), total)
	assert.Equal(t, total, done)
}
