package engine

import (
	"runtime"
	"sync"
	"sync/atomic"
)

// runBatch calls job(i) once for every i in [0, n) on up to threads
// goroutines, the caller's included. Workers take chunks of consecutive
// indexes from a shared counter, so that a few slow puzzles do not leave the
// other workers idle. A panic in a job is raised again in the caller once
// every worker has stopped.
func runBatch(n, threads int, job func(i int)) {
	if threads <= 0 {
		threads = runtime.GOMAXPROCS(0)
	}
	chunk := max(1, min(64, n/(threads*16)))
	threads = min(threads, (n+chunk-1)/chunk)
	if threads <= 1 {
		for i := 0; i < n; i++ {
			job(i)
		}
		return
	}
	var (
		next     atomic.Int64
		wg       sync.WaitGroup
		panicked atomic.Pointer[any]
	)
	work := func() {
		defer func() {
			if r := recover(); r != nil {
				panicked.CompareAndSwap(nil, &r)
				next.Store(int64(n)) // stop the other workers early
			}
		}()
		for {
			start := int(next.Add(int64(chunk))) - chunk
			if start >= n {
				return
			}
			for i := start; i < min(start+chunk, n); i++ {
				job(i)
			}
		}
	}
	wg.Add(threads - 1)
	for t := 1; t < threads; t++ {
		go func() {
			defer wg.Done()
			work()
		}()
	}
	work()
	wg.Wait()
	if r := panicked.Load(); r != nil {
		panic(*r)
	}
}
