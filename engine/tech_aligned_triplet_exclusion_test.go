package engine

import (
	"testing"

	"github.com/stretchr/testify/require"
)

// tripletBasesPlain is tripletBases as a walk of every cell's peers.
func tripletBasesPlain(cand *[NumCells]uint16, excl *[NumCells]cellSet) cellSet {
	var isBase cellSet
	for c := 0; c < NumCells; c++ {
		if popcount(cand[c]) < 2 {
			continue
		}
		single := false
		var ex cellSet
		for _, q := range peers[c] {
			switch k := popcount(cand[q]); {
			case k == 1:
				single = true
			case k == 2 || k == 3:
				ex.add(int(q))
			}
		}
		if single || ex.count() == 0 {
			continue
		}
		excl[c] = ex
		isBase.add(c)
	}
	return isBase
}

// TestTripletBasesAgainstPeerWalk compares tripletBases with
// tripletBasesPlain at every state of the solve paths of hard puzzles: the
// same base cells and excluders. (Checked: taking the cells with two to
// four candidates as excluders fails here.)
func TestTripletBasesAgainstPeerWalk(t *testing.T) {
	step := 37 // 40 puzzles
	if testing.Short() {
		step = 293
	}
	states := 0
	walkPaths(t, "magictour_top1465.txt", step, func(i int, ls *LogicSolver) {
		var want, got [NumCells]cellSet
		baseWant, baseGot := tripletBasesPlain(&ls.state.cand, &want), tripletBases(&ls.state.cand, &got)
		require.Equal(t, baseWant, baseGot, "puzzle %d state %d", i, states)
		for c := baseWant.nextCell(0); c >= 0; c = baseWant.nextCell(c + 1) {
			require.Equal(t, want[c], got[c], "puzzle %d state %d cell %d", i, states, c)
		}
		states++
	})
	t.Logf("%d states", states)
}
