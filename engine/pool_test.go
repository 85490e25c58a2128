package engine

import (
	"math"
	"runtime"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// funcJob is a batch job that calls f for each item, for the tests of the
// pool.
type funcJob struct {
	batch
	f func(i int)
}

func (j *funcJob) do(i int, _ *scratch) { j.f(i) }

// runFunc runs f(i) for every i in [0, n) with runBatch.
func runFunc(n, threads, chunk int, f func(i int)) {
	j := &funcJob{f: f}
	runBatch(&j.batch, j, n, threads, chunk)
}

func TestRunBatchRaisesPanicsInCaller(t *testing.T) {
	for _, threads := range []int{1, 4} {
		for _, chunk := range []int{0, 1} {
			var done atomic.Int64
			assert.PanicsWithValue(t, "boom", func() {
				runFunc(1000, threads, chunk, func(i int) {
					if i == 517 {
						panic("boom")
					}
					done.Add(1)
				})
			}, "threads %d chunk %d", threads, chunk)
			assert.Less(t, done.Load(), int64(1000), "threads %d chunk %d: the jobs after the panic did not stop", threads, chunk)
		}
	}
}

// TestRunBatchRaisesPanicsOfHelpers makes the items panic only on helper
// goroutines, where nobody would recover them: the panic must reach the
// caller, after every worker has stopped, and the helpers must go on
// serving later batches.
func TestRunBatchRaisesPanicsOfHelpers(t *testing.T) {
	defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(4))
	caller := goroutineID()
	var running atomic.Int64
	assert.PanicsWithValue(t, "on a helper", func() {
		runFunc(400, 4, 1, func(int) {
			running.Add(1)
			defer running.Add(-1)
			if goroutineID() != caller {
				panic("on a helper")
			}
			time.Sleep(time.Millisecond) // leave items to the helpers
		})
	})
	assert.Zero(t, running.Load(), "an item still ran when the panic reached the caller")
	var sum atomic.Int64
	runFunc(1000, 4, 1, func(i int) { sum.Add(int64(i)) })
	assert.Equal(t, int64(999*1000/2), sum.Load())
}

// TestRunBatchClampsThreads checks that a batch runs no more items at once
// than runtime.GOMAXPROCS(0), however many threads it is asked for (issue
// 17.4): a host passing INT32_MAX would otherwise start one goroutine per
// item.
func TestRunBatchClampsThreads(t *testing.T) {
	for _, procs := range []int{1, 2, 3} {
		func() {
			defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(procs))
			for _, threads := range []int{0, -5, procs, procs + 1, 64, math.MaxInt32} {
				var running, most, ran atomic.Int64
				runFunc(60, threads, 1, func(int) {
					now := running.Add(1)
					for m := most.Load(); now > m && !most.CompareAndSwap(m, now); m = most.Load() {
					}
					time.Sleep(2 * time.Millisecond)
					running.Add(-1)
					ran.Add(1)
				})
				assert.LessOrEqual(t, most.Load(), int64(procs), "GOMAXPROCS %d, threads %d: items at once", procs, threads)
				if procs > 1 && threads != 1 {
					assert.Greater(t, most.Load(), int64(1), "GOMAXPROCS %d, threads %d: no item ran beside another", procs, threads)
				}
				assert.Equal(t, int64(60), ran.Load())
			}
		}()
	}
	helpers.mu.Lock()
	started := helpers.started
	helpers.mu.Unlock()
	assert.LessOrEqual(t, started, 2*runtime.GOMAXPROCS(0)+6, "helpers are reused")
}

// TestRunBatchConcurrentBatches runs batches from many goroutines at once:
// each gets every item done once, whatever the helpers were busy with.
func TestRunBatchConcurrentBatches(t *testing.T) {
	var wg sync.WaitGroup
	for g := range 12 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for k := range 40 {
				n := 50 + 13*g + k
				seen := make([]int32, n)
				runFunc(n, 1+(g+k)%4, k%3, func(i int) { atomic.AddInt32(&seen[i], 1) })
				for i, c := range seen {
					if c != 1 {
						t.Errorf("goroutine %d batch %d: item %d ran %d times", g, k, i, c)
						return
					}
				}
			}
		}()
	}
	wg.Wait()
}

func TestRunBatchCallsEachIndexOnce(t *testing.T) {
	for _, n := range []int{0, 1, 7, 64, 1000, 4099} {
		for _, threads := range []int{1, 2, 3, 16} {
			for _, chunk := range []int{0, 1, 5} {
				seen := make([]int32, n)
				runFunc(n, threads, chunk, func(i int) { atomic.AddInt32(&seen[i], 1) })
				for i, c := range seen {
					require.Equal(t, int32(1), c, "n %d threads %d chunk %d index %d", n, threads, chunk, i)
				}
			}
		}
	}
}

// goroutineID returns the number of the calling goroutine, from the first
// line of its stack trace ("goroutine 18 [running]:").
func goroutineID() string {
	var buf [64]byte
	s := string(buf[:runtime.Stack(buf[:], false)])
	s = strings.TrimPrefix(s, "goroutine ")
	return s[:strings.IndexByte(s, ' ')]
}

// TestHelpersStopPolling checks that the helpers of batches run back to
// back (which a polling helper picks up at once) give every item once and
// then stop polling: a helper that polled for good would hold a core.
func TestHelpersStopPolling(t *testing.T) {
	const n = 2000
	var calls [n]atomic.Int32
	for range 50 {
		runFunc(n, 2, 1, func(i int) { calls[i].Add(1) })
	}
	for i := range calls {
		require.Equal(t, int32(50), calls[i].Load(), "item %d", i)
	}
	require.Eventually(t, func() bool { return helpers.polling.Load() == 0 },
		time.Second, time.Millisecond, "helpers still polling long after spinWindow")
}
