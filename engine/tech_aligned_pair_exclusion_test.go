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
