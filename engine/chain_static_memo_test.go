package engine

import (
	"testing"

	"github.com/stretchr/testify/require"
)

// TestStaticMemoChangesNothing runs the static producer at every state of
// the solve paths of hard puzzles twice: with a staticMemo carried over
// every state and puzzle before (as a solve carries it from state to state;
// a new puzzle's grid is no subset of the last, which clears it), and
// without. The steps must be the same, and the memo must have skipped
// searches. (Checked: facts kept where a new conjugate pair appears
// (gainedLinks without its units), forcing facts of a search that ran out
// of potentials checked only k-1 links deep, cycle facts that ignore
// changes in the cells seen (changedPotentials without its peers), and a
// forcing fact one potential too strong, each fail here.)
func TestStaticMemoChangesNothing(t *testing.T) {
	step := 29 // 51 puzzles
	if testing.Short() {
		step = 293 // 5 puzzles
	}
	var cs chainSearch
	states, found := 0, 0
	walkPaths(t, "magictour_top1465.txt", step, func(i int, ls *LogicSolver) {
		fresh, with := ls.state, ls.state
		var want, got Step
		okWant := fresh.findStaticChains(&want, nil, MaxRating)
		okGot := with.findStaticChains(&got, &cs, MaxRating)
		require.Equal(t, okWant, okGot, "puzzle %d state %d", i, states)
		if okWant {
			found++
			require.Equal(t, want, got, "puzzle %d state %d", i, states)
		}
		states++
	})
	t.Logf("%d states, %d with a step, %d searches skipped", states, found, cs.static.skipped)
	require.Positive(t, cs.static.skipped)
}

// TestStaticLinksContrapose checks what the memo's distances rest on: in
// each mode's view of the static graph, x → y exactly when not-y → not-x,
// at every state of hard puzzles' solve paths.
func TestStaticLinksContrapose(t *testing.T) {
	step := 293 // 5 puzzles
	if testing.Short() {
		step = 1 << 20 // 1 puzzle
	}
	var g staticGraph
	walkPaths(t, "magictour_top1465.txt", step, func(i int, ls *LogicSolver) {
		g.build(&ls.state)
		for mi := range staticModes {
			md := &staticModes[mi]
			g.view(md.x, md.y)
			var has [numPotentials][(numPotentials + 63) / 64]uint64
			for x := potential(0); x < numPotentials; x++ {
				for _, y := range g.of(x) {
					has[x][y/64] |= 1 << (y % 64)
				}
			}
			for x := potential(0); x < numPotentials; x++ {
				for _, y := range g.of(x) {
					nx, ny := x.flip(), y.flip()
					require.True(t, has[ny][nx/64]&(1<<(nx%64)) != 0, "puzzle %d mode %d: %d -> %d but not %d -> %d", i, mi, x, y, ny, nx)
				}
			}
		}
	})
}

// TestStaticMemoFactsHold checks the memo's facts themselves against fresh
// searches, at every state of the solve paths of hard puzzles, after the
// producer ran with the memo carried over: a source with noChain ℓ has no
// forcing chain of at most ℓ potentials (forcingLength, without limit), a
// candidate with noCycle ℓ no cycle that removes something within ℓ
// (every seventh fact, in turn). (Checked: a forcing fact one potential
// too strong fails here.)
func TestStaticMemoFactsHold(t *testing.T) {
	step := 97 // 16 puzzles
	if testing.Short() {
		step = 733 // 2 puzzles
	}
	var cs chainSearch
	var ss staticSearch
	var g staticGraph
	ss.graph = &g
	ss.noClosingStop = true // the plain search, to its limit
	checked, states := 0, 0
	walkPaths(t, "magictour_top1465.txt", step, func(i int, ls *LogicSolver) {
		s := ls.state
		var st Step
		s.findStaticChains(&st, &cs, MaxRating)
		m := &cs.static
		g.build(&s)
		for mi := range staticModes {
			md := &staticModes[mi]
			g.view(md.x, md.y)
			if f := forcingSlot(mi); f >= 0 {
				for p, n := range m.noChain[f] {
					if n == 0 || (p+states)%7 != 0 {
						continue
					}
					got := ss.forcingLength(potential(p), 1<<20)
					require.True(t, got == 0 || got > int(n), "puzzle %d state %d mode %d source %d: chain of %d, fact %d", i, states, mi, p, got, n)
					checked++
				}
			}
			for ci, n := range m.noCycle[mi] {
				if n == 0 || (ci+states)%7 != 0 {
					continue
				}
				limit := int(n)
				if n == 255 {
					limit = 1 << 20
				}
				ss.best, ss.bestLen = noHint, 0
				require.False(t, s.staticCycles(&ss, potOf(ci/9, ci%9+1, true), mi, limit, noHint), "puzzle %d state %d mode %d candidate %d: a cycle within %d", i, states, mi, ci, n)
				checked++
			}
		}
		states++
	})
	t.Logf("%d states, %d facts checked", states, checked)
	require.Positive(t, checked)
}
