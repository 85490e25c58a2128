package engine

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestChains follows one pattern through several steps (the single
// steps of every chain technique are cases of tech_chains_test.go).
func TestChains(t *testing.T) {
	var st Step
	// Skyscraper on 1: rows 1 and 5 hold 1 twice each, linked through
	// column 1; 1 leaves r2c6, r3c6, r4c5 and r6c5, one forcing X-chain each.
	m := newMarks().onlyIn(row(1), 1, "r1c1", "r1c5").onlyIn(row(5), 1, "r5c1", "r5c6")
	s := state(t, nil, m)
	var all Step
	for i := 0; i < 4; i++ {
		require.True(t, s.findStaticChainOK(&st))
		assert.Equal(t, TechXChain, st.Technique)
		assert.Equal(t, 66, st.Rating)
		assert.Len(t, st.Chain(), 6)
		assert.Equal(t, 1, st.NumRemoved())
		for c, r := range st.Removed {
			all.Removed[c] |= r
		}
		s.apply(&st)
	}
	assert.Equal(t, cellsWith("1", "r2c6", "r3c6", "r4c5", "r6c5"), removals(&all))
	assert.False(t, s.findStaticChainOK(&st))
	near := newMarks().onlyIn(row(1), 1, "r1c1", "r1c5").onlyIn(row(5), 1, "r5c1", "r5c6", "r5c9")
	assert.False(t, state(t, nil, near).findStaticChainOK(&st))
}

func TestChainLengthBonus(t *testing.T) {
	// SE: +0.1 each time the length (potentials - 2) passes 4, 6, 8, 12, 16, 24, 32.
	cases := map[int]int{4: 0, 6: 0, 7: 1, 8: 1, 9: 2, 10: 2, 11: 3, 14: 3, 15: 4, 18: 4, 19: 5, 26: 5, 27: 6, 34: 6, 35: 7}
	for n, want := range cases {
		assert.Equal(t, want, chainLengthBonus(n), "n=%d", n)
	}
}
