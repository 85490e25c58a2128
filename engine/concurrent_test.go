package engine

import (
	"fmt"
	"math/rand/v2"
	"sync"
	"testing"
)

// TestConcurrentCallsAgree runs parsing, validation, formatting, solving and
// counting from 8 goroutines at once on shared inputs and compares every
// result with the same call made sequentially. Under -race (make test-race)
// it also proves that the package has no unsynchronised shared state.
func TestConcurrentCallsAgree(t *testing.T) {
	full := mustParse(t, "534678912672195348198342567859761423426853791713924856961537284287419635345286179")
	rng := rand.New(rand.NewPCG(3, 4))
	var inputs []Grid
	for _, s := range fuzzSeeds {
		inputs = append(inputs, fuzzGrid(s))
	}
	for len(inputs) < 120 {
		g := full
		for _, c := range rng.Perm(81)[20+rng.IntN(30):] {
			g[c] = 0
		}
		if rng.IntN(3) == 0 {
			g[rng.IntN(81)] = uint8(rng.IntN(11))
		}
		inputs = append(inputs, g)
	}
	// call makes every kind of call on input i and describes the results.
	call := func(i int) string {
		g := inputs[i]
		parsed, perr := Parse(g.String())
		sol, serr := SolveBudget(&g, 1<<16)
		n, cerr := CountSolutionsBudget(&g, 1+i%20, 1<<16)
		return fmt.Sprint(g.Validate(), g.Pretty(), parsed, perr, sol, serr, n, cerr)
	}
	want := make([]string, len(inputs))
	for i := range inputs {
		want[i] = call(i)
	}
	calls := 400
	if testing.Short() {
		calls = 100
	}
	var wg sync.WaitGroup
	errs := make(chan string, 8)
	for w := 0; w < 8; w++ {
		wg.Add(1)
		go func(w int) {
			defer wg.Done()
			r := rand.New(rand.NewPCG(uint64(w), 9))
			for k := 0; k < calls; k++ {
				i := r.IntN(len(inputs))
				if got := call(i); got != want[i] {
					errs <- fmt.Sprintf("goroutine %d, input %d: %s, sequentially %s", w, i, got, want[i])
					return
				}
			}
		}(w)
	}
	wg.Wait()
	close(errs)
	for e := range errs {
		t.Error(e)
	}
}
