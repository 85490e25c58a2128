package main

import (
	"sync"

	"github.com/libsudoku/libsudoku/engine"
)

// Every variant export takes the variant as its text, and compiling it
// allocates tens of KB (50 allocations for a 6x6, 88 for an X-Sudoku, up
// to a thousand for a 16x16 killer: benchmarks/RESULTS.md, "compile"). A
// host calling in a loop would keep the Go garbage collector busy, and
// with it the runtime's scavenger,
// whose timer starts the network poller: a host that then closes the
// descriptors it did not open ends the process (see netpoll_test.go). So
// the variants compiled lately are kept, by text, and a call with one of
// them allocates nothing. A compiled engine.Variant is never changed after
// ParseVariant returns it, so calls on any threads may share it; the cache
// only saves work and never changes a result.

// variantCacheSize is how many variants the cache keeps: a game plays one
// or a few at a time (each costs about 100 KB of memory).
const variantCacheSize = 8

// variantCache holds the variants compiled lately, replaced in turn.
var variantCache struct {
	mu      sync.Mutex
	entries [variantCacheSize]struct {
		text string
		v    *engine.Variant
	}
	next int // the entry the next miss replaces
}

// parseVariantCached is engine.ParseVariant(string(text)), from the cache
// when the same text was compiled lately. Bad texts are not kept: each call
// reports its error anew.
func parseVariantCached(text []byte) (*engine.Variant, error) {
	variantCache.mu.Lock()
	for _, e := range variantCache.entries {
		if e.v != nil && e.text == string(text) { // compares without a copy
			variantCache.mu.Unlock()
			return e.v, nil
		}
	}
	variantCache.mu.Unlock()
	s := string(text)
	v, err := engine.ParseVariant(s)
	if err != nil {
		return nil, err
	}
	variantCache.mu.Lock()
	e := &variantCache.entries[variantCache.next]
	e.text, e.v = s, v
	variantCache.next = (variantCache.next + 1) % variantCacheSize
	variantCache.mu.Unlock()
	return v, nil
}
