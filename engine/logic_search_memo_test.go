package engine

import (
	"testing"

	"github.com/stretchr/testify/require"
)

// memoSearches are the searches that remember where they found nothing
// (digitMemo, gridMemo), each run the way the step finder runs it.
var memoSearches = []struct {
	name string
	find func(s *logicGrid, st *Step) bool
}{
	{"two strong links", (*logicGrid).findTwoStrongLinks},
	{"three strong links", (*logicGrid).findThreeStrongLinks},
	{"static chains", func(s *logicGrid, st *Step) bool { return s.findStaticChains(st, nil, MaxRating) }},
	{"aligned pair exclusion", (*logicGrid).findAlignedPairExclusion},
	{"aligned triplet exclusion", (*logicGrid).findAlignedTripletExclusion},
	{"WXYZ-Wing", (*logicGrid).findWXYZWing},
	{"VWXYZ-Wing", (*logicGrid).findVWXYZWing},
	{"nishio", func(s *logicGrid, st *Step) bool { return s.findMultipleChainOK(st, &multipleModes[0]) }},
}

// TestSearchMemosChangeNothing runs each search that keeps a memo at every
// state of the solve paths of hard puzzles twice: on a grid that carries
// its memo from all the states and puzzles before (as a LogicSolver does),
// and on the same grid with the memo cleared. The steps must be the same:
// a memo that skipped a digit or triplet it should have searched again
// would miss a step or find another one. (Checked: a digit memo that
// matches subsets of the remembered cells, and a triplet memo that ignores
// the peers of changed cells, fail here.)
func TestSearchMemosChangeNothing(t *testing.T) {
	step := 73 // 21 puzzles
	if testing.Short() {
		step = 735 // 2 puzzles
	}
	for _, ms := range memoSearches {
		var carried logicGrid // its memos, carried over every state
		states, found := 0, 0
		walkPaths(t, "magictour_top1465.txt", step, func(i int, ls *LogicSolver) {
			fresh := ls.state
			fresh.twoLinks, fresh.threeLinks, fresh.xChains, fresh.nishio = digitMemo{}, digitMemo{}, digitMemo{}, digitMemo{}
			fresh.pairs, fresh.triplets, fresh.wxyz, fresh.vwxyz = gridMemo{}, gridMemo{}, gridMemo{}, gridMemo{}
			with := fresh
			with.twoLinks, with.threeLinks, with.xChains, with.nishio = carried.twoLinks, carried.threeLinks, carried.xChains, carried.nishio
			with.pairs, with.triplets, with.wxyz, with.vwxyz = carried.pairs, carried.triplets, carried.wxyz, carried.vwxyz
			var want, got Step
			okWant, okGot := ms.find(&fresh, &want), ms.find(&with, &got)
			carried = with
			require.Equal(t, okWant, okGot, "%s: puzzle %d state %d", ms.name, i, states)
			if okWant {
				found++
				require.Equal(t, want, got, "%s: puzzle %d state %d", ms.name, i, states)
			}
			states++
		})
		t.Logf("%s: %d states, %d with a step", ms.name, states, found)
	}
}

// gridMemoSearches are the searches that keep a gridMemo, with the memo.
var gridMemoSearches = []struct {
	name string
	find func(s *logicGrid, st *Step) bool
	memo func(s *logicGrid) *gridMemo
}{
	{"aligned pair exclusion", (*logicGrid).findAlignedPairExclusion, func(s *logicGrid) *gridMemo { return &s.pairs }},
	{"aligned triplet exclusion", (*logicGrid).findAlignedTripletExclusion, func(s *logicGrid) *gridMemo { return &s.triplets }},
	{"WXYZ-Wing", (*logicGrid).findWXYZWing, func(s *logicGrid) *gridMemo { return &s.wxyz }},
	{"VWXYZ-Wing", (*logicGrid).findVWXYZWing, func(s *logicGrid) *gridMemo { return &s.vwxyz }},
}

// TestGridMemosAcrossStates checks the grid memos between states further
// apart than the solve path's next step: at each state where a search finds
// nothing, its memo is then used at each of the next eight states of the
// path, and must give the step of the search without memo there. (Checked:
// a wing search that builds only the sets whose first cell is in the
// recheck set fails here.)
func TestGridMemosAcrossStates(t *testing.T) {
	lines := loadSet(t, "magictour_top1465.txt")
	step := 147 // 10 puzzles
	if testing.Short() {
		step = len(lines) // 1 puzzle
	}
	const ahead = 8
	var ls LogicSolver
	var states []logicGrid
	for _, ms := range gridMemoSearches {
		checked, found := 0, 0
		for i := 0; i < len(lines); i += step {
			p := mustParse(t, lines[i])
			require.NoError(t, ls.Reset(&p, nil))
			states = states[:0]
			var st Step
			for !ls.Solved() {
				g := ls.state
				g.pairs, g.triplets, g.wxyz, g.vwxyz = gridMemo{}, gridMemo{}, gridMemo{}, gridMemo{}
				states = append(states, g)
				if !ls.Next(&st, MaxRating) {
					break
				}
				ls.Apply(&st)
			}
			for a := range states {
				first := states[a]
				if ms.find(&first, &st) {
					continue
				}
				for b := a + 1; b < len(states) && b <= a+ahead; b++ {
					fresh, with := states[b], states[b]
					*ms.memo(&with) = *ms.memo(&first)
					var want, got Step
					okWant, okGot := ms.find(&fresh, &want), ms.find(&with, &got)
					require.Equal(t, okWant, okGot, "%s: puzzle %d, memo of state %d at state %d", ms.name, i, a, b)
					if okWant {
						found++
						require.Equal(t, want, got, "%s: puzzle %d, memo of state %d at state %d", ms.name, i, a, b)
					}
					checked++
				}
			}
		}
		t.Logf("%s: %d checks, %d with a step", ms.name, checked, found)
	}
}
