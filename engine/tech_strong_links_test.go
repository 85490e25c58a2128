package engine

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestSkyscraper(t *testing.T) {
	var st Step
	// 4 only in r1c2, r1c7 and in r5c3, r5c7: r1c7 and r5c7 share column 7,
	// so 4 is in r1c2 or r5c3.
	m := newMarks().onlyIn(row(1), 4, "r1c2", "r1c7").onlyIn(row(5), 4, "r5c3", "r5c7")
	require.True(t, state(t, nil, m).findStrongLinkChain(&st, 2))
	assert.Equal(t, TechSkyscraper, st.Technique)
	assert.Equal(t, 40, st.Rating)
	assert.Equal(t, cellsWith("4", "r2c3", "r3c3", "r4c2", "r6c2"), removals(&st))
	assert.Equal(t, "Skyscraper: 4 has only two places in row 1 (r1c2 and r1c7) and in row 5 (r5c7 and r5c3). "+
		"Following them: r1c2 is not 4 ⇒ r1c7 is 4 ⇒ r5c7 is not 4 ⇒ r5c3 is 4, so 4 is in r1c2 or r5c3. "+
		"Remove 4 from r2c3, r3c3, r4c2 and r6c2.", st.Explain())
	assert.Equal(t, []uint8{0, 4}, st.PatternUnits())
	assert.Len(t, st.Chain(), 4)

	// A third place for 4 in row 5 breaks the link.
	near := newMarks().onlyIn(row(1), 4, "r1c2", "r1c7").onlyIn(row(5), 4, "r5c3", "r5c7", "r5c9")
	assert.False(t, state(t, nil, near).findStrongLinkChain(&st, 2))
}

func TestTwoStringKite(t *testing.T) {
	var st Step
	// Row 2 holds 4 only in r2c2 and r2c7, column 1 only in r3c1 and r8c1;
	// r2c2 and r3c1 share box 1, so 4 is in r2c7 or r8c1.
	m := newMarks().onlyIn(row(2), 4, "r2c2", "r2c7").onlyIn(col(1), 4, "r3c1", "r8c1")
	require.True(t, state(t, nil, m).findStrongLinkChain(&st, 2))
	assert.Equal(t, TechTwoStringKite, st.Technique)
	assert.Equal(t, 41, st.Rating)
	assert.Equal(t, cellsWith("4", "r8c7"), removals(&st))

	near := newMarks().onlyIn(row(2), 4, "r2c2", "r2c7").onlyIn(col(1), 4, "r3c1", "r8c1", "r9c1")
	assert.False(t, state(t, nil, near).findStrongLinkChain(&st, 2))
}

func TestTurbotFish(t *testing.T) {
	var st Step
	// Box 1 holds 4 only in r1c1 and r3c3, column 6 only in r3c6 and r7c6;
	// r3c3 and r3c6 share row 3, so 4 is in r1c1 or r7c6.
	m := newMarks().onlyIn(box(1), 4, "r1c1", "r3c3").onlyIn(col(6), 4, "r3c6", "r7c6")
	require.True(t, state(t, nil, m).findStrongLinkChain(&st, 2))
	assert.Equal(t, TechTurbotFish, st.Technique)
	assert.Equal(t, 42, st.Rating)
	assert.Equal(t, cellsWith("4", "r7c1"), removals(&st))

	// The ends must both see the cell: with r7c1 already without 4 there is
	// nothing to remove.
	near := newMarks().onlyIn(box(1), 4, "r1c1", "r3c3").onlyIn(col(6), 4, "r3c6", "r7c6")
	near[cell("r7c1")] &^= 1 << 3
	assert.False(t, state(t, nil, near).findStrongLinkChain(&st, 2))
}

func TestThreeLinkXChain(t *testing.T) {
	var st Step
	// Rows 1, 4 and 8 each hold 4 twice: r1c1=r1c5 - r4c5=r4c8 - r8c8=r8c2.
	m := newMarks().onlyIn(row(1), 4, "r1c1", "r1c5").onlyIn(row(4), 4, "r4c5", "r4c8").onlyIn(row(8), 4, "r8c8", "r8c2")
	s := state(t, nil, m)
	assert.False(t, s.findStrongLinkChain(&st, 2), "no two of the links remove anything")
	require.True(t, s.findStrongLinkChain(&st, 3))
	assert.Equal(t, TechThreeLinkXChain, st.Technique)
	assert.Equal(t, 54, st.Rating, "all rows")
	assert.Equal(t, cellsWith("4", "r2c2", "r3c2", "r7c1", "r9c1"), removals(&st))
	assert.Len(t, st.Chain(), 6)

	// With the middle link in a column, joined through boxes 2 and 8, the
	// chain mixes rows and columns: 5.6.
	m = newMarks().onlyIn(row(1), 4, "r1c1", "r1c5").onlyIn(col(6), 4, "r2c6", "r8c6").onlyIn(row(9), 4, "r9c4", "r9c2")
	s = state(t, nil, m)
	require.True(t, s.findStrongLinkChain(&st, 3))
	assert.Equal(t, 56, st.Rating)
	assert.Equal(t, cellsWith("4", "r2c2", "r3c2", "r7c1", "r8c1"), removals(&st))

	near := newMarks().onlyIn(row(1), 4, "r1c1", "r1c5").onlyIn(row(4), 4, "r4c5", "r4c8").onlyIn(row(8), 4, "r8c8", "r8c2", "r8c9")
	assert.False(t, state(t, nil, near).findStrongLinkChain(&st, 3))
}

// TestStrongLinkRatingOrder checks that the finder reports the lowest-rated
// chain when several apply, and that a cap below it stops the search.
func TestStrongLinkRatingOrder(t *testing.T) {
	var st Step
	// A Turbot Fish on 4 and a Skyscraper on 6 in the same grid.
	m := newMarks().onlyIn(box(1), 4, "r1c1", "r3c3").onlyIn(col(6), 4, "r3c6", "r7c6").
		onlyIn(row(1), 6, "r1c2", "r1c7").onlyIn(row(5), 6, "r5c3", "r5c7")
	s := state(t, nil, m)
	require.True(t, s.findStrongLinkChain(&st, 2))
	assert.Equal(t, TechSkyscraper, st.Technique)
	assert.Equal(t, digitsMask(6), st.Digits)
}

// TestStrongLinkCap checks that a cap below the only chain's rating stops
// the step finder instead of reporting a step above the cap.
func TestStrongLinkCap(t *testing.T) {
	var ls LogicSolver
	var st Step
	m := newMarks().onlyIn(box(1), 4, "r1c1", "r3c3").onlyIn(col(6), 4, "r3c6", "r7c6")
	require.NoError(t, ls.Reset(&Grid{}, (*[NumCells]uint16)(m)))
	assert.False(t, ls.Next(&st, 41), "the Turbot Fish rates 4.2")
	require.True(t, ls.Next(&st, 42))
	assert.Equal(t, TechTurbotFish, st.Technique)
}

func TestEmptyRectangle(t *testing.T) {
	var st Step
	// Box 5 holds 4 only in row 4 and column 6 (r4c4, r4c5, r5c6, r6c6);
	// column 8 holds it only in r4c8 and r9c8. If r9c8 is not 4, r4c8 is,
	// and box 5's 4 is in column 6: r9c6 cannot be 4 either way.
	m := newMarks().onlyIn(box(5), 4, "r4c4", "r4c5", "r5c6", "r6c6").onlyIn(col(8), 4, "r4c8", "r9c8")
	s := state(t, nil, m)
	require.True(t, s.findEmptyRectangle(&st))
	assert.Equal(t, TechEmptyRectangle, st.Technique)
	assert.Equal(t, 42, st.Rating)
	assert.Equal(t, cellsWith("4", "r9c6"), removals(&st))
	assert.Equal(t, "Empty Rectangle: in box 5, 4 lies only in row 4 and column 6 (r4c4, r4c5, r5c6 and r6c6), "+
		"and column 8 holds it only in r4c8 and r9c8. If r9c8 is not 4 then r4c8 is, and box 5 must hold it outside row 4; "+
		"either way a cell that sees r9c8 and that part of the box cannot be 4. Remove 4 from r9c6.", st.Explain())

	// Rows and columns swapped: row 8 holds 4 only in r8c6 and r8c9.
	m = newMarks().onlyIn(box(5), 4, "r4c4", "r4c5", "r5c6", "r6c6").onlyIn(row(8), 4, "r8c6", "r8c9")
	require.True(t, state(t, nil, m).findEmptyRectangle(&st))
	assert.Equal(t, cellsWith("4", "r4c9"), removals(&st))

	// Near-miss: a 4 in r5c5 is outside row 4 and column 6.
	near := newMarks().onlyIn(box(5), 4, "r4c4", "r4c5", "r5c5", "r5c6", "r6c6").onlyIn(col(8), 4, "r4c8", "r9c8")
	assert.False(t, state(t, nil, near).findEmptyRectangle(&st))
}
