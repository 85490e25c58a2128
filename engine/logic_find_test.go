package engine

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestSEProducerOrder checks that the step finder takes Sukaku Explainer's
// techniques in SE's order, which is not always the order of their ratings.
func TestSEProducerOrder(t *testing.T) {
	var ls LogicSolver
	var st Step

	// A direct hidden pair (2.0) and a naked single (2.3, r9c9): SE tries
	// the direct hidden pair first.
	m := newMarks().onlyIn(row(4), 2, "r4c1", "r4c5").onlyIn(row(4), 7, "r4c1", "r4c5").onlyIn(row(4), 9, "r4c1", "r4c8").set("r9c9", 5)
	require.NoError(t, ls.Reset(&Grid{}, (*[NumCells]uint16)(m)))
	require.True(t, ls.Next(&st, MaxRating))
	assert.Equal(t, TechDirectHiddenPair, st.Technique)

	// A grouped Skyscraper (4.3) and an XY-Wing (4.2): SE's two-link search
	// comes before its XY-Wing, so it takes the 4.3 step; with a cap of 4.2
	// the solve stops there rather than take the XY-Wing.
	m = newMarks().onlyIn(row(1), 4, "r1c1", "r1c7", "r1c8").onlyIn(row(5), 4, "r5c1", "r5c9").
		set("r7c1", 5, 6).set("r7c5", 5, 7).set("r9c2", 6, 7)
	require.NoError(t, ls.Reset(&Grid{}, (*[NumCells]uint16)(m)))
	require.True(t, ls.Next(&st, MaxRating))
	assert.Equal(t, TechGroupedSkyscraper, st.Technique)
	assert.Equal(t, 43, st.Rating)
	assert.False(t, ls.Next(&st, 42))
	require.True(t, ls.Next(&st, 43))
	ls.Apply(&st)
	require.True(t, ls.Next(&st, MaxRating))
	assert.Equal(t, TechXYWing, st.Technique)
}
