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
	lines := loadSet(t, "magictour_top1465.txt")
	step := 73 // 21 puzzles
	if testing.Short() {
		step = 735 // 2 puzzles
	}
	var ls LogicSolver
	for _, ms := range memoSearches {
		var carried logicGrid // its memos, carried over every state
		states, found := 0, 0
		for i := 0; i < len(lines); i += step {
			p := mustParse(t, lines[i])
			require.NoError(t, ls.Reset(&p, nil))
			var st Step
			for !ls.Solved() {
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
				if !ls.Next(&st, MaxRating) {
					break
				}
				ls.Apply(&st)
			}
		}
		t.Logf("%s: %d states, %d with a step", ms.name, states, found)
	}
}
