//go:build linux || darwin || freebsd || netbsd

package sudoku

import (
	"context"
	"errors"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestCancelRunningBatch cancels a large batch while it runs: the call
// returns soon with StatusCancelled (and context.Canceled inside), the
// puzzles solved have their solutions, the others the cancelled error; the
// progress function saw done rise, never fall, up to no more than total.
// The time from cancel to return is logged.
func TestCancelRunningBatch(t *testing.T) {
	lib := open(t)
	p, err := lib.Parse("8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..")
	require.NoError(t, err)
	want, err := lib.Solve(&p)
	require.NoError(t, err)
	const n = 200000
	puzzles := make([]Grid, n)
	for i := range puzzles {
		puzzles[i] = p
	}
	sols := make([]Grid, n)
	errs := make([]error, n)

	var mu sync.Mutex
	var seen []int
	total := 0
	ctx, cancel := context.WithCancel(context.Background())
	ctx = WithProgress(ctx, func(done, tot int) {
		mu.Lock()
		defer mu.Unlock()
		seen = append(seen, done)
		total = tot
	})
	var cancelledAt time.Time
	go func() {
		for {
			mu.Lock()
			started := len(seen) > 0 && seen[len(seen)-1] >= 100
			mu.Unlock()
			if started {
				cancelledAt = time.Now()
				cancel()
				return
			}
			time.Sleep(time.Millisecond)
		}
	}()
	err = lib.SolveBatchContext(ctx, puzzles, sols, errs, 2)
	latency := time.Since(cancelledAt)
	require.ErrorIs(t, err, StatusCancelled)
	require.ErrorIs(t, err, context.Canceled)
	t.Logf("SolveBatchContext returned %v after cancel", latency)
	assert.Less(t, latency, 2*time.Second)
	solved, stopped := 0, 0
	for i := range puzzles {
		switch {
		case errs[i] == nil:
			solved++
			assert.Equal(t, want, sols[i])
		case errors.Is(errs[i], context.Canceled):
			stopped++
			assert.Equal(t, Grid{}, sols[i])
		default:
			t.Fatalf("item %d: %v", i, errs[i])
		}
	}
	assert.Equal(t, n, solved+stopped)
	assert.Greater(t, solved, 0)
	assert.Greater(t, stopped, 0)
	mu.Lock()
	defer mu.Unlock()
	assert.Equal(t, n, total)
	for i := 1; i < len(seen); i++ {
		assert.LessOrEqual(t, seen[i-1], seen[i])
	}
	assert.Equal(t, solved, seen[len(seen)-1], "the last report is the work done")
}

// TestCancelGenerate stops a generation that cannot succeed (17 clues,
// unlimited attempts, a long budget) and checks that a context cancelled
// before a call makes it do nothing.
func TestCancelGenerate(t *testing.T) {
	lib := open(t)
	o := GenerateOptions{Clues: 17, MaxAttempts: 1 << 30, Budget: time.Minute}
	ctx, cancel := context.WithTimeout(context.Background(), 100*time.Millisecond)
	defer cancel()
	start := time.Now()
	_, err := lib.GenerateContext(ctx, &o)
	took := time.Since(start)
	require.ErrorIs(t, err, StatusCancelled)
	require.ErrorIs(t, err, context.DeadlineExceeded)
	t.Logf("GenerateContext with a 100 ms deadline returned after %v", took)
	// The errors above say the deadline stopped it; the bound says it did
	// so long before the minute's budget, with room for a loaded machine
	// (2.5 s has been seen at load 11 for a call that takes 0.1 s alone).
	assert.Less(t, took, 10*time.Second)

	cancelled, stop := context.WithCancel(context.Background())
	stop()
	out := make([]Generated, 3)
	errs := make([]error, 3)
	err = lib.GenerateBatchContext(cancelled, &GenerateOptions{}, 0, out, errs, 1)
	require.ErrorIs(t, err, context.Canceled)
	for i := range out {
		assert.ErrorIs(t, errs[i], context.Canceled)
		assert.Equal(t, Generated{Rating: -1}, out[i])
	}
	_, err = lib.RateContext(cancelled, &out[0].Puzzle)
	assert.ErrorIs(t, err, context.Canceled)
}
