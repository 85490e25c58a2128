package engine

import (
	"testing"

	"github.com/stretchr/testify/require"
)

// unitMemoSearches are the searches that keep a unitMemo (s.units) or a
// digitSearchMemo (s.digits), each run the way the step finder runs it.
var unitMemoSearches = []struct {
	name string
	find func(s *logicGrid, st *Step) bool
}{
	{"direct hidden pair", (*logicGrid).findDirectHiddenPair},
	{"direct hidden triple", (*logicGrid).findDirectHiddenTriple},
	{"hidden pair", (*logicGrid).findHiddenPair},
	{"hidden triple", (*logicGrid).findHiddenTriple},
	{"hidden quad", (*logicGrid).findHiddenQuad},
	{"naked pair", (*logicGrid).findNakedPair},
	{"naked triple", (*logicGrid).findNakedTriple},
	{"naked quad", (*logicGrid).findNakedQuad},
	{"direct pointing", (*logicGrid).findDirectPointing},
	{"pointing", (*logicGrid).findPointing},
	{"X-Wing", (*logicGrid).findXWing},
	{"Swordfish", (*logicGrid).findSwordfish},
	{"Jellyfish", (*logicGrid).findJellyfish},
}

// searchMemos are the memos of unitMemoSearches.
type searchMemos struct {
	units  unitMemo
	digits digitSearchMemo
}

// unitMemoPuzzles returns puzzles whose solve paths the memo tests walk:
// every step-th of the hard and diabolical SE-rated sets and of magictour
// (subsets and direct hidden subsets occur mostly in the first two).
func unitMemoPuzzles(t *testing.T) []string {
	step := 150 // 20 + 20 + 10 puzzles
	if testing.Short() {
		step = 1000 // 3 + 3 + 2
	}
	var out []string
	for _, set := range []string{"se_rated_hard_3k.txt", "se_rated_diabolical_3k.txt", "magictour_top1465.txt"} {
		lines := loadSet(t, set)
		for i := 0; i < len(lines); i += step {
			out = append(out, lines[i])
		}
	}
	return out
}

// TestUnitMemosChangeNothing runs each search that keeps a unitMemo or a
// digitSearchMemo at
// every state of the solve paths of unitMemoPuzzles twice: on a grid that
// carries the memo from all the states and puzzles before (as a
// LogicSolver does), and on the same grid with the memo cleared. The steps
// must be the same: a memo that skipped a unit it should have searched
// again would miss a step or find another one. (Checked: a unitKey without
// the places of digit 9 fails here, and so does a hidden subset search that
// also remembers the unit where it found its step, and a digit key without
// the places in row 9. A unit key without the placed digits passes, and so
// does a digit key without the count of cells holding the digit: on a grid
// where no unit is left without a place for a missing digit, they follow
// from the places.)
func TestUnitMemosChangeNothing(t *testing.T) {
	puzzles := unitMemoPuzzles(t)
	var ls LogicSolver
	carried := make([]searchMemos, len(unitMemoSearches)) // each search's own
	states, found := 0, make([]int, len(unitMemoSearches))
	for i, line := range puzzles {
		p := mustParse(t, line)
		require.NoError(t, ls.Reset(&p, nil))
		var st Step
		for !ls.Solved() {
			for j, ms := range unitMemoSearches {
				fresh := ls.state
				fresh.units, fresh.digits = unitMemo{}, digitSearchMemo{}
				with := fresh
				with.units, with.digits = carried[j].units, carried[j].digits
				var want, got Step
				okWant, okGot := ms.find(&fresh, &want), ms.find(&with, &got)
				carried[j] = searchMemos{with.units, with.digits}
				require.Equal(t, okWant, okGot, "%s: puzzle %d state %d", ms.name, i, states)
				if okWant {
					found[j]++
					require.Equal(t, want, got, "%s: puzzle %d state %d", ms.name, i, states)
				}
			}
			states++
			if !ls.Next(&st, MaxRating) {
				break
			}
			ls.Apply(&st)
		}
	}
	for j, ms := range unitMemoSearches {
		t.Logf("%s: %d states, %d with a step", ms.name, states, found[j])
	}
}
