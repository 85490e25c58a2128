package engine

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

var _ = addTechCases(techCase{
	// 4 only in r1c2, r1c7 and in r5c3, r5c7: r1c7 and r5c7 share column 7,
	// so 4 is in r1c2 or r5c3.
	name:    "rows 1 and 5",
	marks:   func() *marks { return newMarks().onlyIn(row(1), 4, "r1c2", "r1c7").onlyIn(row(5), 4, "r5c3", "r5c7") },
	tech:    TechSkyscraper,
	rating:  40,
	removes: cellsWith("4", "r2c3", "r3c3", "r4c2", "r6c2"),
	explain: "Skyscraper: 4 has only two places in row 1 (r1c2 and r1c7) and in row 5 (r5c7 and r5c3). " +
		"Following them: r1c2 is not 4 ⇒ r1c7 is 4 ⇒ r5c7 is not 4 ⇒ r5c3 is 4, so 4 is in r1c2 or r5c3. " +
		"Remove 4 from r2c3, r3c3, r4c2 and r6c2.",
	units: []uint8{0, 4},
	chain: 4,
	// A third place for 4 in row 5 breaks the link.
	near: func() *marks {
		return newMarks().onlyIn(row(1), 4, "r1c2", "r1c7").onlyIn(row(5), 4, "r5c3", "r5c7", "r5c9")
	},
}, techCase{
	// Row 2 holds 4 only in r2c2 and r2c7, column 1 only in r3c1 and r8c1;
	// r2c2 and r3c1 share box 1, so 4 is in r2c7 or r8c1.
	name:    "row 2 and column 1",
	marks:   func() *marks { return newMarks().onlyIn(row(2), 4, "r2c2", "r2c7").onlyIn(col(1), 4, "r3c1", "r8c1") },
	tech:    TechTwoStringKite,
	rating:  41,
	removes: cellsWith("4", "r8c7"),
	explain: "Two-String Kite: 4 has only two places in row 2 (r2c7 and r2c2) and in column 1 (r3c1 and r8c1). " +
		"Following them: r2c7 is not 4 ⇒ r2c2 is 4 ⇒ r3c1 is not 4 ⇒ r8c1 is 4, so 4 is in r2c7 or r8c1. Remove 4 from r8c7.",
	chain: 4,
	near: func() *marks {
		return newMarks().onlyIn(row(2), 4, "r2c2", "r2c7").onlyIn(col(1), 4, "r3c1", "r8c1", "r9c1")
	},
}, techCase{
	// Box 1 holds 4 only in r1c1 and r3c3, column 6 only in r3c6 and r7c6;
	// r3c3 and r3c6 share row 3, so 4 is in r1c1 or r7c6.
	name:    "box 1 and column 6",
	marks:   func() *marks { return newMarks().onlyIn(box(1), 4, "r1c1", "r3c3").onlyIn(col(6), 4, "r3c6", "r7c6") },
	tech:    TechTurbotFish,
	rating:  42,
	removes: cellsWith("4", "r7c1"),
	explain: "Turbot Fish: 4 has only two places in column 6 (r7c6 and r3c6) and in box 1 (r3c3 and r1c1). " +
		"Following them: r7c6 is not 4 ⇒ r3c6 is 4 ⇒ r3c3 is not 4 ⇒ r1c1 is 4, so 4 is in r7c6 or r1c1. Remove 4 from r7c1.",
	chain: 4,
	// The ends must both see the cell: with r7c1 already without 4 there is
	// nothing to remove.
	near: func() *marks {
		m := newMarks().onlyIn(box(1), 4, "r1c1", "r3c3").onlyIn(col(6), 4, "r3c6", "r7c6")
		m[cell("r7c1")] &^= digitsMask(4)
		return m
	},
}, techCase{
	// Rows 1, 4 and 8 each hold 4 twice: r1c1=r1c5 - r4c5=r4c8 - r8c8=r8c2.
	name: "rows 1, 4 and 8",
	marks: func() *marks {
		return newMarks().onlyIn(row(1), 4, "r1c1", "r1c5").onlyIn(row(4), 4, "r4c5", "r4c8").onlyIn(row(8), 4, "r8c8", "r8c2")
	},
	tech:    TechThreeLinkXChain,
	rating:  54,
	removes: cellsWith("4", "r2c2", "r3c2", "r7c1", "r9c1"),
	explain: "Three-Link X-Chain: 4 has only two places in row 1 (r1c1 and r1c5), row 4 (r4c5 and r4c8) and in row 8 (r8c8 and r8c2). " +
		"Following them: r1c1 is not 4 ⇒ r1c5 is 4 ⇒ r4c5 is not 4 ⇒ r4c8 is 4 ⇒ r8c8 is not 4 ⇒ r8c2 is 4, so 4 is in r1c1 or r8c2. " +
		"Remove 4 from r2c2, r3c2, r7c1 and r9c1.",
	chain: 6,
	// No two of the links remove anything.
	not: []Technique{TechSkyscraper},
	near: func() *marks {
		return newMarks().onlyIn(row(1), 4, "r1c1", "r1c5").onlyIn(row(4), 4, "r4c5", "r4c8").onlyIn(row(8), 4, "r8c8", "r8c2", "r8c9")
	},
}, techCase{
	// The middle link in box 6: r1c1=r1c7 - r4c7=r6c9 - r8c9=r8c2, 5.5.
	name: "rows 1 and 8, box 6",
	marks: func() *marks {
		return newMarks().onlyIn(row(1), 4, "r1c1", "r1c7").onlyIn(box(6), 4, "r4c7", "r6c9").onlyIn(row(8), 4, "r8c9", "r8c2")
	},
	tech:    TechThreeLinkXChain,
	rating:  55,
	removes: cellsWith("4", "r2c2", "r3c2", "r7c1", "r9c1"),
	chain:   6,
}, techCase{
	// With the middle link in a column, joined through boxes 2 and 8, the
	// chain mixes rows and columns: 5.6.
	name: "rows 1 and 9, column 6",
	marks: func() *marks {
		return newMarks().onlyIn(row(1), 4, "r1c1", "r1c5").onlyIn(col(6), 4, "r2c6", "r8c6").onlyIn(row(9), 4, "r9c4", "r9c2")
	},
	tech:    TechThreeLinkXChain,
	rating:  56,
	removes: cellsWith("4", "r2c2", "r3c2", "r7c1", "r8c1"),
	chain:   6,
})

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
