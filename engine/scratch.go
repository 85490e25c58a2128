package engine

import "sync"

// scratch is the working memory of one worker of a generation or a rating:
// a generator, the step finder it rates with and the memory of the states
// its ratings went through (rateMemo), 180 KB together. Made for each call,
// it would be garbage after each, and a host calling in a loop would keep
// the Go garbage collector busy (every export allocates nothing:
// capi/allocs_test.go); so calls take one from scratchPool and give it
// back. Nothing in a scratch outlives the call that uses it: a generator is
// reset and the memo cleared for each item, the step finder for each
// puzzle.
type scratch struct {
	gen  generator
	ls   LogicSolver
	memo rateMemo // the states the ratings of the generator went through
	rate rateFunc // the generator's rating, on ls and memo (made once, with the scratch)
}

// scratchPool holds the scratch spaces no call is using.
var scratchPool = sync.Pool{New: func() any {
	s := new(scratch)
	s.rate = func(p, sol *Grid, limit int) (int, bool) { return s.memo.rate(&s.ls, p, sol, limit) }
	return s
}}

// getScratch returns a scratch space for the caller's use until it gives it
// back with putScratch.
func getScratch() *scratch { return scratchPool.Get().(*scratch) }

// putScratch gives s back to scratchPool.
func putScratch(s *scratch) {
	s.gen.ctl = nil // the control of a finished call
	s.memo.clear()
	scratchPool.Put(s)
}
