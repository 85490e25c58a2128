package engine

import (
	"math/bits"
	"testing"
)

// TestReachMatchesClosure checks reachAll against the closure, one search
// per assumption: at every state of hard puzzles' solve paths, the set of
// every candidate's "on" potential must be the closure's, and reachAll
// must see a contradiction exactly where the closure meets one. (Checked:
// a component that leaves out the sets of the components it leads to
// fails here.)
func TestReachMatchesClosure(t *testing.T) {
	step := 49 // 30 puzzles
	if testing.Short() {
		step = 293 // 5 puzzles
	}
	var r onReach
	var cl closure
	var m0, m1 memoHalf
	sets := [2]*memoHalf{&m0, &m1}
	n, clashes := 0, 0
	walkPaths(t, "magictour_top1465.txt", step, func(i int, ls *LogicSolver) {
		g := ls.state
		planes := planesOf(&g.cand)
		r.reachAll(&g, &planes, &sets)
		for c := 0; c < NumCells; c++ {
			for m := g.cand[c]; m != 0; m &= m - 1 {
				k := c*9 + bits.TrailingZeros16(m)
				free := cl.run(&g, &planes, potOf(c, k%9+1, true), false)
				if free == r.clash[k] {
					t.Fatalf("puzzle %d candidate %d: closure free %v, reachAll clash %v", i, k, free, r.clash[k])
				}
				if free && cl.member != sets[k/memoSplit][k%memoSplit] {
					t.Fatalf("puzzle %d candidate %d: another set than the closure's", i, k)
				}
				if !free {
					clashes++
				}
				n++
			}
		}
	})
	t.Logf("%d sets, %d with a contradiction", n, clashes)
	if clashes == 0 {
		t.Fatal("no contradiction met: the states test too little")
	}
}
