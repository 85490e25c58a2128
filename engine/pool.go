package engine

import (
	"runtime"
	"sync"
	"sync/atomic"
)

// runBatch is the worker pool of every batch function: it calls job(i) once
// for every i in [0, n) on up to threads goroutines. threads <= 0, or more
// than runtime.GOMAXPROCS(0) (the goroutines that run at once, one per core
// by default), means that many: more workers would only take memory, each
// with its scratch space (a generator's is 43 KB), and a host's threads of
// INT32_MAX would start one per job. Each worker calls start once, on its
// own goroutine, for its job function, which may keep per-worker state (the
// generator's scratch space). Workers take chunks of chunk consecutive
// indexes from a shared counter, so that a few slow jobs do not leave the
// other workers idle; chunk <= 0 picks a size for cheap jobs (solving).
//
// With one worker the jobs run on the caller's goroutine; with more, each
// runs on a goroutine of its own while the caller waits. A panic in start
// or a job stops the other workers at their next chunk and is raised again
// in the caller once every worker has stopped, so that the caller (an
// export's recover, see capi) sees it: a panic on a goroutine nobody
// recovers would end the process.
func runBatch(n, threads, chunk int, start func() func(i int)) {
	if procs := runtime.GOMAXPROCS(0); threads <= 0 || threads > procs {
		threads = procs
	}
	if chunk <= 0 {
		chunk = max(1, min(64, n/(threads*16)))
	}
	threads = min(threads, (n+chunk-1)/chunk)
	if threads <= 1 {
		if n > 0 {
			job := start()
			for i := 0; i < n; i++ {
				job(i)
			}
		}
		return
	}
	var (
		next     atomic.Int64
		wg       sync.WaitGroup
		panicked atomic.Pointer[any]
	)
	work := func() {
		defer wg.Done()
		defer func() {
			if r := recover(); r != nil {
				panicked.CompareAndSwap(nil, &r)
				next.Store(int64(n)) // stop the other workers early
			}
		}()
		job := start()
		for {
			first := int(next.Add(int64(chunk))) - chunk
			if first >= n {
				return
			}
			for i := first; i < min(first+chunk, n); i++ {
				job(i)
			}
		}
	}
	wg.Add(threads)
	for range threads {
		go work()
	}
	wg.Wait()
	if r := panicked.Load(); r != nil {
		panic(*r)
	}
}
