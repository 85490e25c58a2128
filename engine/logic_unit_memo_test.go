package engine

import (
	"math/bits"
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/require"
)

// unitMemoSearches are the searches that keep a unitMemo (s.units) or a
// digitSearchMemo (s.lockDigits, s.fishDigits), each run the way the step finder runs it.
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
	units                  unitMemo
	lockDigits, fishDigits digitSearchMemo
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
				fresh.units, fresh.lockDigits, fresh.fishDigits = unitMemo{}, digitSearchMemo{}, digitSearchMemo{}
				with := fresh
				with.units, with.lockDigits, with.fishDigits = carried[j].units, carried[j].lockDigits, carried[j].fishDigits
				var want, got Step
				okWant, okGot := ms.find(&fresh, &want), ms.find(&with, &got)
				carried[j] = searchMemos{with.units, with.lockDigits, with.fishDigits}
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

// refFish is a plain reading of SE's basic fish order (columns as the base,
// then rows; base lines in colexicographic order; digits 1..9): the first
// base, lines and digit of a fish of size k that removes something.
func refFish(s *logicGrid, k int) (base int, lines uint16, d int, union uint16, ok bool) {
	var count [10]int
	for _, v := range s.grid {
		count[v]++
	}
	for _, base := range [2]int{9, 0} {
		for _, lines := range colexSubsets[k] {
			for d := 1; d <= 9; d++ {
				if count[d]+2*k > 9 {
					continue
				}
				var union uint16
				fewer := false
				for i := 0; i < 9; i++ {
					if lines&(1<<i) != 0 {
						p := s.pos[base+i][d-1]
						fewer = fewer || popcount(p) < 2
						union |= p
					}
				}
				if fewer || popcount(union) != k {
					continue
				}
				for i := 0; i < 9; i++ {
					if union&(1<<i) != 0 && s.pos[9-base+i][d-1]&^lines != 0 {
						return base, lines, d, union, true
					}
				}
			}
		}
	}
	return 0, 0, 0, 0, false
}

// TestFishFindsFirst checks findFish (each digit's first lines, then the
// first of those) against refFish at every state of the solve paths of
// unitMemoPuzzles, and on a copy of each state with a third of its
// candidates taken out at random (which makes many more fish). (Checked:
// with ties between digits on the same lines going to the later digit it
// fails.)
func TestFishFindsFirst(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	var ls LogicSolver
	fish := 0
	for i, line := range unitMemoPuzzles(t) {
		p := mustParse(t, line)
		require.NoError(t, ls.Reset(&p, nil))
		var st Step
		for !ls.Solved() {
			thinned := ls.state
			for c, m := range thinned.cand {
				for ; m != 0; m &= m - 1 {
					if bit := m & -m; thinned.cand[c] != bit && rng.IntN(3) == 0 {
						thinned.removeCandidates(c, bit)
					}
				}
			}
			for _, g := range []logicGrid{ls.state, thinned} {
				for k := 2; k <= 4; k++ {
					g.fishDigits = digitSearchMemo{}
					var got Step
					ok := g.findFish(&got, k)
					base, lines, d, union, want := refFish(&g, k)
					require.Equal(t, want, ok, "puzzle %d size %d", i, k)
					if want {
						fish++
						var exp Step
						g.fishStep(&exp, k, base, lines, d, union)
						require.Equal(t, exp, got, "puzzle %d size %d", i, k)
					}
				}
			}
			if !ls.Next(&st, MaxRating) {
				break
			}
			ls.Apply(&st)
		}
	}
	t.Logf("%d fish", fish)
}

// TestLockedIn checks lockedIn's tables against the definition: the unit
// of the kind holding the first selected cell, when it holds them all.
func TestLockedIn(t *testing.T) {
	for _, p := range lockPasses {
		for u := p[0]; u < p[0]+9; u++ {
			for m := uint16(1); m < 1<<9; m++ {
				c := int(unitCells[u][bits.TrailingZeros16(m)])
				want := int(cellUnits[c][p[1]/9])
				if m&^crossMask[u][want] != 0 {
					want = -1
				}
				require.Equal(t, want, lockedIn(u, m, p[1]), "unit %d mask %09b kind %d", u, m, p[1])
			}
		}
	}
}
