package engine

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

var _ = addTechCases(techCase{
	// r1c1 {1,2,3} and r1c2 share the bivalue peers r1c5 {1,3} and r2c2
	// {2,3}: with 3 in r1c2, r1c1 would be 1 or 2 and use up one of them,
	// so 3 leaves r1c2. (The pair r1c1, r2c4 removes 3 from r1c1 the same
	// way: see TestPairExclusionOfTwoCells.)
	name: "r1c1 and r1c2",
	marks: func() *marks {
		return newMarks().set("r1c1", 1, 2, 3).set("r2c4", 1, 2).set("r1c5", 1, 3).set("r2c2", 2, 3)
	},
	tech:    TechAlignedPairExclusion,
	rating:  62,
	removes: cellsWith("3", "r1c2"),
	explain: "Aligned Pair Exclusion: whatever pair of digits r1c1 and r1c2 take, it must not use up both candidates of any of their common bivalue peers r1c5 and r2c2 " +
		"(nor repeat a digit in a shared unit); some of their candidates fit in no such pair. Remove 3 from r1c2.",
	near: func() *marks {
		return newMarks().set("r1c1", 1, 2, 3).set("r2c4", 1, 2).set("r1c5", 1, 3).set("r2c2", 2, 4)
	},
})

func TestPairExclusionOfTwoCells(t *testing.T) {
	var st Step
	m := newMarks().set("r1c1", 1, 2, 3).set("r2c4", 1, 2).set("r1c5", 1, 3).set("r2c2", 2, 3)
	s := state(t, nil, m)
	require.True(t, s.tryPairExclusion(&st, cell("r1c1"), cell("r2c4"), s.pairExcluders(cell("r1c1"), cell("r2c4"))))
	assert.Equal(t, TechAlignedPairExclusion, st.Technique)
	assert.Equal(t, cellsWith("3", "r1c1"), removals(&st))
	near := newMarks().set("r1c1", 1, 2, 3).set("r2c4", 1, 2).set("r1c5", 1, 3).set("r2c2", 2, 4)
	s = state(t, nil, near)
	assert.False(t, s.tryPairExclusion(&st, cell("r1c1"), cell("r2c4"), s.pairExcluders(cell("r1c1"), cell("r2c4"))))
}

// pairExcluders returns the excluders of cells a and b: the bivalue cells
// that see both.
func (s *logicGrid) pairExcluders(a, b int) cellSet {
	return peerSet[a].and(peerSet[b]).and(s.bivalueCells())
}

// tryPairExclusionPlain is tryPairExclusion as the plain loop: every pair
// of candidates of a and b, against every excluder.
func (s *logicGrid) tryPairExclusionPlain(st *Step, a, b int, common cellSet) bool {
	var excl [20]uint8
	ne := 0
	for p := common.nextCell(0); p >= 0; p = common.nextCell(p + 1) {
		excl[ne] = uint8(p)
		ne++
	}
	aligned := sees(a, b)
	var allowA, allowB uint16
	for ma := s.cand[a]; ma != 0; ma &= ma - 1 {
		va := ma & -ma
		for mb := s.cand[b]; mb != 0; mb &= mb - 1 {
			vb := mb & -mb
			if va == vb && aligned {
				continue
			}
			blocked := false
			for _, p := range excl[:ne] {
				if s.cand[p]&^(va|vb) == 0 {
					blocked = true
					break
				}
			}
			if !blocked {
				allowA |= va
				allowB |= vb
			}
		}
	}
	remA, remB := s.cand[a]&^allowA, s.cand[b]&^allowB
	if remA|remB == 0 {
		return false
	}
	st.reset(TechAlignedPairExclusion)
	st.Removed[a], st.Removed[b] = remA, remB
	st.addCell(a)
	st.addCell(b)
	for _, p := range excl[:ne] {
		st.addCell(int(p))
		st.Digits |= s.cand[p]
	}
	return true
}

// TestPairExclusionAgainstPlainLoop compares tryPairExclusion with
// tryPairExclusionPlain on every pair of cells with two or more candidates
// and two or more excluders, at every state of the solve paths of hard
// puzzles: the same answer and step. (Checked: a tryPairExclusion that
// forgets that two aligned cells cannot take the same digit fails here.)
func TestPairExclusionAgainstPlainLoop(t *testing.T) {
	step := 73 // 21 puzzles
	if testing.Short() {
		step = 293
	}
	pairs, found := 0, 0
	walkPaths(t, "magictour_top1465.txt", step, func(i int, ls *LogicSolver) {
		g := &ls.state
		for a := 0; a < NumCells; a++ {
			for b := a + 1; b < NumCells; b++ {
				if popcount(g.cand[a]) < 2 || popcount(g.cand[b]) < 2 {
					continue
				}
				excl := g.pairExcluders(a, b)
				if excl.count() < 2 {
					continue
				}
				var want, got Step
				okWant, okGot := g.tryPairExclusionPlain(&want, a, b, excl), g.tryPairExclusion(&got, a, b, excl)
				require.Equal(t, okWant, okGot, "puzzle %d cells %d %d", i, a, b)
				require.Equal(t, want, got, "puzzle %d cells %d %d", i, a, b)
				pairs++
				if okWant {
					found++
				}
			}
		}
	})
	t.Logf("%d pairs, %d with a step", pairs, found)
	require.Greater(t, found, 100)
}
