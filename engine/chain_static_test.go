package engine

import (
	"math/bits"
	"testing"

	"github.com/stretchr/testify/require"
)

// cycleEliminations is SE's rule for the eliminations of a cycle, written
// out cell by cell as a reference for tryStaticCycle: a candidate outside
// the cycle's cells that sees an "on" and an "off" potential of its digit
// on the cycle.
func cycleEliminations(s *logicGrid, chain []ChainNode) [NumCells]uint16 {
	var inCycle [NumCells]bool
	for _, n := range chain {
		inCycle[n.Cell] = true
	}
	var forw, back [NumCells]uint16
	for _, n := range chain {
		bit := uint16(1) << (n.Digit - 1)
		for _, q := range peers[n.Cell] {
			if inCycle[q] || s.cand[q]&bit == 0 {
				continue
			}
			if n.On {
				forw[q] |= bit
			} else {
				back[q] |= bit
			}
		}
	}
	for i := range forw {
		forw[i] &= back[i]
	}
	return forw
}

// TestStaticGraphViews checks the one-build graph of the static chains
// against the links each mode lists itself (staticOnToOff, staticOffToOn):
// at every state of the solve paths of hard puzzles, the view of each mode
// must give every potential the same successors in the same order, and so
// must build's own view, the XY mode's. (A view that keeps an "off"
// potential's cell link in the X mode, or drops an "on" potential's in the
// Y mode, fails here; so does a build that lists a unit's peers in cell
// order instead of SE's, or that leaves the "on" potentials' spans empty.) At each state the
// static producer's step, when it is a cycle, must remove what
// cycleEliminations says (fails when the cycle's own cells are not left
// out).
func TestStaticGraphViews(t *testing.T) {
	step := 49 // 30 puzzles
	if testing.Short() {
		step = 293 // 5 puzzles
	}
	var g staticGraph
	states, cycles := 0, 0
	walkPaths(t, "magictour_top1465.txt", step, func(i int, ls *LogicSolver) {
		s := &ls.state
		g.build(s)
		for mi := -1; mi < len(staticModes); mi++ {
			md := &staticModes[2] // build's own view: XY
			if mi >= 0 {
				md = &staticModes[mi]
				g.view(md.x, md.y)
			}
			var buf [32]potential
			for q := potential(0); q < numPotentials; q++ {
				var want []potential
				if s.cand[q.cell()]&q.bit() != 0 {
					if q.on() {
						want = s.staticOnToOff(q, md.y, buf[:0])
					} else {
						want = s.staticOffToOn(q, md.x, md.y, buf[:0])
					}
				}
				got := g.of(q)
				if len(want) != len(got) || (len(want) > 0 && !equalPotentials(want, got)) {
					t.Fatalf("puzzle %d state %d mode %d potential %d: links %v, want %v", i, states, mi, q, got, want)
				}
			}
		}
		var cs Step
		if s.findStaticChainOK(&cs) && (cs.Technique == TechXCycle || cs.Technique == TechXYCycle || cs.Technique == TechCycle) {
			cycles++
			require.Equal(t, cycleEliminations(s, cs.Chain()), cs.Removed, "puzzle %d state %d", i, states)
		}
		states++
	})
	t.Logf("%d states, %d cycle steps", states, cycles)
}

func equalPotentials(a, b []potential) bool {
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// TestStaticCycleMarks runs the cycle search from every source of every
// mode at each state of hard puzzles' solve paths twice: looking for an
// "off" potential on the path only when it is marked as an entry, and
// always. The entries, their number and the cycle recorded must be the
// same. (Checked: a search that does not mark its "off" entries fails
// here.)
func TestStaticCycleMarks(t *testing.T) {
	step := 147 // 10 puzzles
	if testing.Short() {
		step = 1 << 20 // 1 puzzle
	}
	var a, b staticSearch
	var g staticGraph
	a.graph, b.graph = &g, &g
	b.everyAncestor = true
	runs := 0
	walkPaths(t, "magictour_top1465.txt", step, func(i int, ls *LogicSolver) {
		s := &ls.state
		g.build(s)
		for mi := range staticModes {
			md := &staticModes[mi]
			g.view(md.x, md.y)
			for c := 0; c < NumCells; c++ {
				for m := s.cand[c]; popcount(s.cand[c]) >= 2 && m != 0; m &= m - 1 {
					src := potOf(c, bits.TrailingZeros16(m)+1, true)
					a.best, b.best = noHint, noHint
					fa := s.staticCycles(&a, src, mi, 40, noHint)
					fb := s.staticCycles(&b, src, mi, 40, noHint)
					if fa != fb || a.best != b.best || a.bestPath != b.bestPath || a.entries != b.entries {
						t.Fatalf("puzzle %d mode %d source %d: the searches differ", i, mi, src)
					}
					runs++
				}
			}
		}
	})
	t.Logf("%d cycle searches", runs)
}

// TestForcingLevelsMatchLength checks the bit-parallel forcing chain
// search against the plain one, forcingLength (one breadth-first search per
// source), at every state of hard puzzles' solve paths, in the X and XY
// modes: for every batch of up to 64 sources in SE's order and several
// limits, forcingLevels must return the shortest chain within the limit
// (the first source among equals), the sources whose shortest chain it
// saw at its last level with the right lengths, no chain at all for every
// source when it ran out of potentials, and leave its bit arrays zero (the
// next search starts from them; there is no mark per potential). (Checked:
// a search that does not clear bpFront fails here.)
func TestForcingLevelsMatchLength(t *testing.T) {
	step := 49 // 30 puzzles
	if testing.Short() {
		step = 1 << 20 // 1 puzzle
	}
	var ss staticSearch
	var g staticGraph
	ss.graph = &g
	batches := 0
	walkPaths(t, "magictour_top1465.txt", step, func(i int, ls *LogicSolver) {
		s := &ls.state
		g.build(s)
		for _, mi := range []int{0, 2} {
			md := &staticModes[mi]
			g.view(md.x, md.y)
			var srcs []potential
			for c := 0; c < NumCells; c++ {
				if s.grid[c] != 0 || popcount(s.cand[c]) < 2 {
					continue
				}
				for m := s.cand[c]; m != 0; m &= m - 1 {
					d := bits.TrailingZeros16(m) + 1
					srcs = append(srcs, potOf(c, d, true), potOf(c, d, false))
				}
			}
			full := make([]int, len(srcs)) // each source's shortest chain, 0: none
			for j, p := range srcs {
				full[j] = ss.forcingLength(p, 1<<20)
			}
			for lo := 0; lo < len(srcs); lo += 64 {
				hi := min(lo+64, len(srcs))
				for _, limit := range []int{1 << 20, 9, 6} {
					n, at, k, odd, even, exhausted := ss.forcingLevels(srcs[lo:hi], limit)
					want, wantAt := 0, -1
					for j := lo; j < hi; j++ {
						if f := full[j]; f > 0 && f <= limit && (want == 0 || f < want) {
							want, wantAt = f, j-lo
						}
					}
					require.Equal(t, [2]int{want, wantAt}, [2]int{n, at}, "puzzle %d mode %d batch %d limit %d", i, mi, lo, limit)
					for j := lo; j < hi; j++ {
						bit := uint64(1) << (j - lo)
						f := full[j]
						switch {
						case exhausted:
							require.Zero(t, f, "puzzle %d mode %d source %d: exhausted", i, mi, srcs[j])
						case odd&bit != 0:
							require.Equal(t, 2*k, f, "puzzle %d mode %d source %d: odd at level %d", i, mi, srcs[j], k)
						case even&bit != 0:
							require.Equal(t, 2*k+1, f, "puzzle %d mode %d source %d: even at level %d", i, mi, srcs[j], k)
						default:
							require.True(t, f == 0 || f > 2*k+1, "puzzle %d mode %d source %d: chain of %d, none seen by level %d", i, mi, srcs[j], f, k)
						}
					}
					require.True(t, ss.bpReached == [numPotentials]uint64{} && ss.bpFront == [numPotentials]uint64{} && ss.bpNext == [numPotentials]uint64{},
						"puzzle %d mode %d batch %d: bit arrays left set", i, mi, lo)
					batches++
				}
			}
		}
	})
	t.Logf("%d batches", batches)
}

// TestStaticCyclesStopWhenClosed runs the cycle search from every source of
// every mode at each state of hard puzzles' solve paths twice, with a
// limit long enough for any cycle: stopping once every potential at which
// a cycle may close was followed (markClosing), and following every level.
// Whether a cycle was recorded, the cycle and its eliminations must be the
// same, and a search that stopped early must have found nothing the full
// one found after. (Checked: marking the closing potentials of the first
// predecessor of the source only fails here.)
func TestStaticCyclesStopWhenClosed(t *testing.T) {
	step := 49 // 30 puzzles
	if testing.Short() {
		step = 1 << 20 // 1 puzzle
	}
	var a, b staticSearch
	var g staticGraph
	a.graph, b.graph = &g, &g
	b.noClosingStop = true
	runs, closed := 0, 0
	walkPaths(t, "magictour_top1465.txt", step, func(i int, ls *LogicSolver) {
		s := &ls.state
		g.build(s)
		for mi := range staticModes {
			md := &staticModes[mi]
			g.view(md.x, md.y)
			for c := 0; c < NumCells; c++ {
				for m := s.cand[c]; popcount(s.cand[c]) >= 2 && m != 0; m &= m - 1 {
					src := potOf(c, bits.TrailingZeros16(m)+1, true)
					a.best, b.best = noHint, noHint
					a.bestLen, b.bestLen = 0, 0
					fa := s.staticCycles(&a, src, mi, 1<<20, noHint)
					fb := s.staticCycles(&b, src, mi, 1<<20, noHint)
					if fa != fb || a.best != b.best || a.bestPath != b.bestPath || a.bestElim != b.bestElim {
						t.Fatalf("puzzle %d mode %d source %d: the searches differ (stopped early: %v)", i, mi, src, a.cycleClosed)
					}
					require.False(t, b.cycleClosed)
					if a.cycleClosed {
						closed++
					}
					runs++
				}
			}
		}
	})
	t.Logf("%d cycle searches, %d stopped early", runs, closed)
	require.Positive(t, closed)
}
