package engine

import (
	"math"
	"runtime"
	"strings"
	"sync"
	"sync/atomic"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// each returns a start function of runBatch whose jobs all call job.
func each(job func(i int)) func() func(int) {
	return func() func(int) { return job }
}

func TestRunBatchRaisesPanicsInCaller(t *testing.T) {
	for _, threads := range []int{1, 4} {
		for _, chunk := range []int{0, 1} {
			var done atomic.Int64
			assert.PanicsWithValue(t, "boom", func() {
				runBatch(1000, threads, chunk, each(func(i int) {
					if i == 517 {
						panic("boom")
					}
					done.Add(1)
				}))
			}, "threads %d chunk %d", threads, chunk)
			assert.Less(t, done.Load(), int64(1000), "threads %d chunk %d: the jobs after the panic did not stop", threads, chunk)
		}
	}
	// A panic in a worker's start function.
	assert.PanicsWithValue(t, "no scratch", func() {
		runBatch(100, 4, 1, func() func(int) { panic("no scratch") })
	})
}

// TestRunBatchRunsWorkersOffTheCaller checks that with several threads
// every job runs on a worker goroutine (so that a panic there is the case
// the pool must catch), and with one on the caller's.
func TestRunBatchRunsWorkersOffTheCaller(t *testing.T) {
	defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(4)) // room for 3 workers on any machine
	for _, threads := range []int{1, 3} {
		var mu sync.Mutex
		starts := 0
		runBatch(300, threads, 1, func() func(int) {
			mu.Lock()
			starts++
			mu.Unlock()
			return func(int) {}
		})
		assert.Equal(t, threads, starts, "one start per worker")
	}
	caller := goroutineID()
	var onCaller atomic.Int64
	runBatch(300, 3, 0, each(func(int) {
		if goroutineID() == caller {
			onCaller.Add(1)
		}
	}))
	assert.Zero(t, onCaller.Load(), "jobs on the caller's goroutine")
	runBatch(300, 1, 0, each(func(int) {
		if goroutineID() == caller {
			onCaller.Add(1)
		}
	}))
	assert.Equal(t, int64(300), onCaller.Load())
}

// TestRunBatchClampsThreads checks that a batch starts no more workers than
// runtime.GOMAXPROCS(0), however many threads it is asked for (issue 17.4):
// a host passing INT32_MAX would otherwise start one goroutine per job.
func TestRunBatchClampsThreads(t *testing.T) {
	for _, procs := range []int{1, 2, 3} {
		func() {
			defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(procs))
			for _, threads := range []int{0, -5, procs, procs + 1, 64, math.MaxInt32} {
				var starts, ran atomic.Int64
				runBatch(500, threads, 1, func() func(int) {
					starts.Add(1)
					return func(int) { ran.Add(1) }
				})
				assert.Equal(t, int64(procs), starts.Load(), "GOMAXPROCS %d, threads %d: workers", procs, threads)
				assert.Equal(t, int64(500), ran.Load())
			}
			// Fewer jobs than cores: one worker per job.
			var starts atomic.Int64
			runBatch(1, math.MaxInt32, 1, func() func(int) { starts.Add(1); return func(int) {} })
			assert.Equal(t, int64(1), starts.Load())
		}()
	}
}

func TestRunBatchCallsEachIndexOnce(t *testing.T) {
	for _, n := range []int{0, 1, 7, 64, 1000, 4099} {
		for _, threads := range []int{1, 2, 3, 16} {
			for _, chunk := range []int{0, 1, 5} {
				seen := make([]int32, n)
				runBatch(n, threads, chunk, each(func(i int) { atomic.AddInt32(&seen[i], 1) }))
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
