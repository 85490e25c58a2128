package engine

import (
	"runtime"
	"sync"
	"sync/atomic"
	"time"
)

// This file is the worker pool of every batch function. A batch call
// allocates nothing (capi/allocs_test.go checks every export), so that a
// host calling the library in a loop never wakes the Go garbage collector:
// its shared state comes from a sync.Pool, its workers are long-lived
// helper goroutines that wait for work (starting a goroutine per call
// would allocate its closure), and the scratch space of the workers that
// need one (a generator, a step finder: 90 KB) comes from scratchPool.

// A batchJob is the work of one batch call: its items and what to do with
// each. Each batch function has its own job type, which embeds the batch
// the workers share and comes from a sync.Pool of its own.
type batchJob interface {
	// do handles item i; s is the worker's scratch space when the batch
	// asked for it (batch.scratch), else nil.
	do(i int, s *scratch)
}

// batch is what the workers of one batch call share.
type batch struct {
	n, chunk int
	job      batchJob
	scratch  bool // each worker takes a scratch from scratchPool for its items

	next     atomic.Int64 // the first item not yet taken
	pending  atomic.Int64 // helpers handed this batch that have not finished it
	helpers  sync.WaitGroup
	panicked atomic.Pointer[any]
}

// runBatch calls job.do(i, s) once for every i in [0, n) on up to threads
// workers. threads <= 0, or more than runtime.GOMAXPROCS(0) (the goroutines
// that run at once, one per core by default), means that many: more
// workers would only take memory, and a host's threads of INT32_MAX would
// otherwise have started one per item. b is the batch embedded in job.
//
// The caller's goroutine is one of the workers; the others are helpers
// (see helperQueue) that are idle at the time, so that concurrent batches
// share the cores instead of queueing for them. Workers take chunks of
// chunk consecutive items from a shared counter, so that a few slow items
// do not leave the other workers idle; chunk <= 0 picks a size for cheap
// items (solving). The results of a job must not depend on which worker
// handles an item.
//
// A panic in job.do stops the other workers at their next chunk and is
// raised again in the caller once every worker has stopped (they may be
// writing the caller's memory until then), so that the caller (an export's
// recover, see capi) sees it: a panic nobody recovers on a helper would end
// the process.
func runBatch(b *batch, job batchJob, n, threads, chunk int) {
	if procs := runtime.GOMAXPROCS(0); threads <= 0 || threads > procs {
		threads = procs
	}
	if chunk <= 0 {
		chunk = max(1, min(64, n/(threads*16)))
	}
	threads = min(threads, (n+chunk-1)/chunk)
	b.n, b.chunk, b.job = n, chunk, job
	b.next.Store(0)
	b.panicked.Store(nil)
	if threads > 1 {
		b.pending.Store(int64(threads - 1))
		b.helpers.Add(threads - 1)
		for range threads - 1 {
			callHelper(b)
		}
	}
	b.work()
	b.awaitHelpers()
	b.job = nil
	if r := b.panicked.Load(); r != nil {
		panic(*r)
	}
}

// work takes chunks of items until none is left, recovering a panic of the
// job into b.panicked.
func (b *batch) work() {
	var s *scratch
	if b.scratch {
		s = getScratch()
		defer putScratch(s)
	}
	defer b.recoverPanic()
	for {
		first := int(b.next.Add(int64(b.chunk))) - b.chunk
		if first >= b.n {
			return
		}
		for i := first; i < min(first+b.chunk, b.n); i++ {
			b.job.do(i, s)
		}
	}
}

// recoverPanic, deferred by work, records a panic of the job in b.panicked
// and stops the other workers early.
func (b *batch) recoverPanic() {
	if r := recover(); r != nil {
		p := new(any)
		*p = r
		b.panicked.CompareAndSwap(nil, p)
		b.next.Store(int64(b.n))
	}
}

// The helpers are goroutines started as batches need them, at most
// maxHelpers, that then live as long as the process: after a batch they
// poll for the next one for spinWindow, then wait on their channel, where
// they cost no CPU and use no timer. An idle helper is on the
// idle list; a caller takes it from there and hands it a batch through its
// channel. A helper puts itself back on the list before it tells the
// batch's caller it is done, so that a caller starting its next batch at
// once finds it idle.
type helper struct {
	work chan *batch // buffered: a caller never waits to hand over
}

var helpers struct {
	mu      sync.Mutex
	idle    []*helper
	started int
	polling atomic.Int32 // helpers in poll, looking for their next batch
}

// maxHelpers bounds the helpers: enough for every core to work on a batch
// while other calls' batches keep some of them busy.
func maxHelpers() int { return 2 * runtime.GOMAXPROCS(0) }

// callHelper hands b to an idle helper, or to a new one if none is idle and
// fewer than maxHelpers were started (only then does a batch call allocate,
// the new goroutine); when neither, the helper's share of b is left to the
// other workers, and b.helpers counts it done.
func callHelper(b *batch) {
	helpers.mu.Lock()
	if k := len(helpers.idle); k > 0 {
		h := helpers.idle[k-1]
		helpers.idle = helpers.idle[:k-1]
		helpers.mu.Unlock()
		h.work <- b
		return
	}
	if helpers.started >= maxHelpers() {
		helpers.mu.Unlock()
		b.pending.Add(-1)
		b.helpers.Done()
		return
	}
	helpers.started++
	helpers.mu.Unlock()
	h := &helper{work: make(chan *batch, 1)}
	h.work <- b
	go h.run()
}

// run works on the batches handed to h, one at a time, for good.
func (h *helper) run() {
	for b := range h.work {
		for b != nil {
			b.work()
			helpers.mu.Lock()
			helpers.idle = append(helpers.idle, h)
			helpers.mu.Unlock()
			b.pending.Add(-1)
			b.helpers.Done()
			b = h.poll()
		}
	}
}

// spinWindow is how long a worker keeps polling before it blocks: a
// helper for its next batch, a caller for its helpers to finish. A
// goroutine that blocks leaves its thread to sleep, and waking a sleeping
// thread costs 70 to 150 µs on a virtual machine (measured on the test
// machine, KVM): a helper that is still polling starts a caller's next
// batch at once, and a caller that is still polling returns as soon as
// its helpers are done.
const spinWindow = 50 * time.Microsecond

// poll waits up to spinWindow for h's next batch, yielding its core to
// any other goroutine between looks, and returns it, or nil when none came.
func (h *helper) poll() *batch {
	helpers.polling.Add(1)
	defer helpers.polling.Add(-1)
	for start := time.Now(); time.Since(start) < spinWindow; {
		select {
		case b := <-h.work:
			return b
		default:
			runtime.Gosched()
		}
	}
	return nil
}

// awaitHelpers waits for the helpers of b to finish, polling for up to
// spinWindow before it blocks.
func (b *batch) awaitHelpers() {
	for start := time.Now(); b.pending.Load() > 0 && time.Since(start) < spinWindow; {
		runtime.Gosched()
	}
	b.helpers.Wait()
}
