package engine

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Hand-made instances of every technique, built as candidate grids (the
// player's pencil marks on an empty or partly filled grid): each test checks
// the exact eliminations or placement, and a near-miss that must not fire.

// marks is a candidate grid under construction: every cell starts with all
// nine digits.
type marks [NumCells]uint16

func newMarks() *marks {
	var m marks
	for i := range m {
		m[i] = allDigits
	}
	return &m
}

// cell parses "r1c5" into a cell index.
func cell(name string) int {
	return int(name[1]-'1')*9 + int(name[3]-'1')
}

func digitsMask(ds ...int) uint16 {
	var m uint16
	for _, d := range ds {
		m |= 1 << (d - 1)
	}
	return m
}

// set gives cell name exactly the digits ds.
func (m *marks) set(name string, ds ...int) *marks {
	m[cell(name)] = digitsMask(ds...)
	return m
}

// onlyIn removes digit d from unit u except at the cells named.
func (m *marks) onlyIn(u Unit, d int, names ...string) *marks {
	keep := map[int]bool{}
	for _, n := range names {
		keep[cell(n)] = true
	}
	for _, c := range u.Cells() {
		if !keep[c] {
			m[c] &^= 1 << (d - 1)
		}
	}
	return m
}

func row(i int) Unit { return Unit{Kind: Row, Index: i - 1} }
func col(i int) Unit { return Unit{Kind: Column, Index: i - 1} }
func box(i int) Unit { return Unit{Kind: Box, Index: i - 1} }

// state loads the candidate grid m on grid g (nil for an empty grid).
func state(t *testing.T, g *Grid, m *marks) *logicGrid {
	t.Helper()
	var s logicGrid
	if g == nil {
		g = &Grid{}
	}
	require.NoError(t, s.init(g, (*[NumCells]uint16)(m)))
	return &s
}

// removals renders a step's eliminations as "r1c2:12 r3c4:5", sorted by cell.
func removals(st *Step) string {
	var parts []string
	for c, m := range st.Removed {
		if m != 0 {
			var b []byte
			b = appendCell(b, c)
			b = append(b, ':')
			for d := 1; d <= 9; d++ {
				if m&(1<<(d-1)) != 0 {
					b = append(b, byte('0'+d))
				}
			}
			parts = append(parts, string(b))
		}
	}
	return strings.Join(parts, " ")
}

// cellsWith lists "name:digits" for each cell of names, for expected values.
func cellsWith(ds string, names ...string) string {
	idx := make([]int, len(names))
	for i, n := range names {
		idx[i] = cell(n)
	}
	// sort by cell index
	for i := range idx {
		for j := i + 1; j < len(idx); j++ {
			if idx[j] < idx[i] {
				idx[i], idx[j] = idx[j], idx[i]
			}
		}
	}
	var parts []string
	for _, c := range idx {
		parts = append(parts, string(appendCell(nil, c))+":"+ds)
	}
	return strings.Join(parts, " ")
}

// unitCellsExcept lists the names of unit u's cells except those named.
func unitCellsExcept(u Unit, except ...string) []string {
	skip := map[string]bool{}
	for _, e := range except {
		skip[e] = true
	}
	var out []string
	for _, c := range u.Cells() {
		n := CellName(c)
		if !skip[n] {
			out = append(out, n)
		}
	}
	return out
}

func TestFullHouse(t *testing.T) {
	g := mustParse(t, "12345678."+strings.Repeat(".", 72))
	var st Step
	s := state(t, &g, newMarks())
	require.True(t, s.findFullHouse(&st))
	assert.Equal(t, TechFullHouse, st.Technique)
	assert.Equal(t, 10, st.Rating)
	assert.Equal(t, cell("r1c9"), st.Cell)
	assert.Equal(t, 9, st.Digit)
	assert.Equal(t, "Full House: r1c9 is the last empty cell in row 1, so it takes the missing digit 9.", st.Explain())

	near := mustParse(t, "1234567.."+strings.Repeat(".", 72))
	assert.False(t, state(t, &near, newMarks()).findFullHouse(&st))
}

func TestHiddenSingles(t *testing.T) {
	var st Step
	m := newMarks().onlyIn(box(5), 7, "r5c4")
	require.True(t, state(t, nil, m).findHiddenSingle(&st, true))
	assert.Equal(t, TechHiddenSingleBox, st.Technique)
	assert.Equal(t, 12, st.Rating)
	assert.Equal(t, cell("r5c4"), st.Cell)
	assert.Equal(t, 7, st.Digit)
	assert.Equal(t, "Hidden Single: in box 5, 7 can only go in r5c4.", st.Explain())

	m = newMarks().onlyIn(row(3), 7, "r3c8")
	s := state(t, nil, m)
	assert.False(t, s.findHiddenSingle(&st, true), "a row single is not a box single")
	require.True(t, s.findHiddenSingle(&st, false))
	assert.Equal(t, TechHiddenSingleLine, st.Technique)
	assert.Equal(t, 15, st.Rating)
	assert.Equal(t, cell("r3c8"), st.Cell)

	near := newMarks().onlyIn(box(5), 7, "r5c4", "r6c6")
	s = state(t, nil, near)
	assert.False(t, s.findHiddenSingle(&st, true))
	assert.False(t, s.findHiddenSingle(&st, false))
}

func TestNakedSingle(t *testing.T) {
	var st Step
	require.True(t, state(t, nil, newMarks().set("r4c4", 5)).findNakedSingle(&st))
	assert.Equal(t, TechNakedSingle, st.Technique)
	assert.Equal(t, 23, st.Rating)
	assert.Equal(t, cell("r4c4"), st.Cell)
	assert.Equal(t, 5, st.Digit)
	assert.False(t, state(t, nil, newMarks().set("r4c4", 5, 6)).findNakedSingle(&st))
}

func TestPointingAndClaiming(t *testing.T) {
	var st Step
	s := state(t, nil, newMarks().onlyIn(box(1), 3, "r1c1", "r1c2"))
	require.True(t, s.findPointing(&st))
	assert.Equal(t, TechPointing, st.Technique)
	assert.Equal(t, 26, st.Rating)
	assert.Equal(t, cellsWith("3", unitCellsExcept(row(1), "r1c1", "r1c2", "r1c3")...), removals(&st))
	assert.Equal(t, "Pointing: in box 1, 3 can only go in r1c1 and r1c2, which all lie in row 1; so 3 cannot be anywhere else in row 1. Remove 3 from r1c4, r1c5, r1c6, r1c7, r1c8 and r1c9.", st.Explain())
	assert.False(t, state(t, nil, newMarks().onlyIn(box(1), 3, "r1c1", "r1c2", "r2c1")).findPointing(&st))

	s = state(t, nil, newMarks().onlyIn(row(4), 6, "r4c1", "r4c2"))
	require.True(t, s.findClaiming(&st))
	assert.Equal(t, TechClaiming, st.Technique)
	assert.Equal(t, 28, st.Rating)
	assert.Equal(t, cellsWith("6", "r5c1", "r5c2", "r5c3", "r6c1", "r6c2", "r6c3"), removals(&st))
	assert.False(t, state(t, nil, newMarks().onlyIn(row(4), 6, "r4c1", "r4c2", "r4c5")).findClaiming(&st))
}

func TestNakedSubsets(t *testing.T) {
	var st Step
	s := state(t, nil, newMarks().set("r1c1", 1, 2).set("r1c2", 1, 2))
	require.True(t, s.findNakedSubset(&st, 2))
	assert.Equal(t, TechNakedPair, st.Technique)
	assert.Equal(t, 30, st.Rating)
	assert.Equal(t, cellsWith("12", unitCellsExcept(row(1), "r1c1", "r1c2")...), removals(&st))
	assert.False(t, state(t, nil, newMarks().set("r1c1", 1, 2).set("r1c2", 1, 3)).findNakedSubset(&st, 2))

	s = state(t, nil, newMarks().set("r1c1", 1, 2).set("r1c2", 2, 3).set("r1c3", 1, 3))
	assert.False(t, s.findNakedSubset(&st, 2))
	require.True(t, s.findNakedSubset(&st, 3))
	assert.Equal(t, TechNakedTriple, st.Technique)
	assert.Equal(t, 36, st.Rating)
	assert.Equal(t, cellsWith("123", unitCellsExcept(row(1), "r1c1", "r1c2", "r1c3")...), removals(&st))
	assert.False(t, state(t, nil, newMarks().set("r1c1", 1, 2).set("r1c2", 2, 3).set("r1c3", 1, 4)).findNakedSubset(&st, 3))

	s = state(t, nil, newMarks().set("r1c1", 1, 2).set("r1c2", 2, 3).set("r1c3", 3, 4).set("r1c4", 1, 4))
	assert.False(t, s.findNakedSubset(&st, 3))
	require.True(t, s.findNakedSubset(&st, 4))
	assert.Equal(t, TechNakedQuad, st.Technique)
	assert.Equal(t, 50, st.Rating)
	assert.Equal(t, cellsWith("1234", unitCellsExcept(row(1), "r1c1", "r1c2", "r1c3", "r1c4")...), removals(&st))
	assert.False(t, state(t, nil, newMarks().set("r1c1", 1, 2).set("r1c2", 2, 3).set("r1c3", 3, 4).set("r1c4", 1, 5)).findNakedSubset(&st, 4))
}

func TestHiddenSubsets(t *testing.T) {
	var st Step
	m := newMarks()
	for _, d := range []int{1, 2} {
		m.onlyIn(row(1), d, "r1c1", "r1c2")
	}
	require.True(t, state(t, nil, m).findHiddenSubset(&st, 2))
	assert.Equal(t, TechHiddenPair, st.Technique)
	assert.Equal(t, 34, st.Rating)
	assert.Equal(t, cellsWith("3456789", "r1c1", "r1c2"), removals(&st))
	assert.Equal(t, "Hidden Pair: in row 1, the digits 1 and 2 can only go in r1c1 and r1c2, so those cells hold no other digit. Remove 3 from r1c1 and r1c2; 4 from r1c1 and r1c2; 5 from r1c1 and r1c2; 6 from r1c1 and r1c2; 7 from r1c1 and r1c2; 8 from r1c1 and r1c2; 9 from r1c1 and r1c2.", st.Explain())
	near := newMarks().onlyIn(row(1), 1, "r1c1", "r1c2").onlyIn(row(1), 2, "r1c1", "r1c2", "r1c5")
	assert.False(t, state(t, nil, near).findHiddenSubset(&st, 2))

	m = newMarks().onlyIn(row(1), 1, "r1c1", "r1c2").onlyIn(row(1), 2, "r1c2", "r1c3").onlyIn(row(1), 3, "r1c1", "r1c3")
	require.True(t, state(t, nil, m).findHiddenSubset(&st, 3))
	assert.Equal(t, TechHiddenTriple, st.Technique)
	assert.Equal(t, 40, st.Rating)
	assert.Equal(t, cellsWith("456789", "r1c1", "r1c2", "r1c3"), removals(&st))
	near = newMarks().onlyIn(row(1), 1, "r1c1", "r1c2").onlyIn(row(1), 2, "r1c2", "r1c3").onlyIn(row(1), 3, "r1c1", "r1c4")
	assert.False(t, state(t, nil, near).findHiddenSubset(&st, 3))

	m = newMarks()
	for _, d := range []int{1, 2, 3, 4} {
		m.onlyIn(row(1), d, "r1c1", "r1c2", "r1c3", "r1c4")
	}
	require.True(t, state(t, nil, m).findHiddenSubset(&st, 4))
	assert.Equal(t, TechHiddenQuad, st.Technique)
	assert.Equal(t, 54, st.Rating)
	assert.Equal(t, cellsWith("56789", "r1c1", "r1c2", "r1c3", "r1c4"), removals(&st))
	near = newMarks()
	for _, d := range []int{1, 2, 3} {
		near.onlyIn(row(1), d, "r1c1", "r1c2", "r1c3", "r1c4")
	}
	near.onlyIn(row(1), 4, "r1c1", "r1c5")
	assert.False(t, state(t, nil, near).findHiddenSubset(&st, 4))
}

func TestFish(t *testing.T) {
	var st Step
	m := newMarks().onlyIn(row(2), 4, "r2c3", "r2c6").onlyIn(row(8), 4, "r8c3", "r8c6")
	require.True(t, state(t, nil, m).findFish(&st, 2))
	assert.Equal(t, TechXWing, st.Technique)
	assert.Equal(t, 32, st.Rating)
	want := append(unitCellsExcept(col(3), "r2c3", "r8c3"), unitCellsExcept(col(6), "r2c6", "r8c6")...)
	assert.Equal(t, cellsWith("4", want...), removals(&st))
	assert.Equal(t, []uint8{1, 7, 11, 14}, st.PatternUnits())
	assert.True(t, strings.HasPrefix(st.Explain(), "X-Wing: in rows 2 and 8, 4 can only go in columns 3 and 6, so it cannot be anywhere else in those columns. Remove 4 from r1c3, r1c6, r3c3,"), st.Explain())
	near := newMarks().onlyIn(row(2), 4, "r2c3", "r2c6", "r2c5").onlyIn(row(8), 4, "r8c3", "r8c6")
	assert.False(t, state(t, nil, near).findFish(&st, 2))

	m = newMarks().onlyIn(row(1), 5, "r1c1", "r1c4").onlyIn(row(5), 5, "r5c4", "r5c7").onlyIn(row(9), 5, "r9c1", "r9c7")
	s := state(t, nil, m)
	assert.False(t, s.findFish(&st, 2))
	require.True(t, s.findFish(&st, 3))
	assert.Equal(t, TechSwordfish, st.Technique)
	assert.Equal(t, 38, st.Rating)
	want = nil
	for _, c := range []int{1, 4, 7} {
		want = append(want, unitCellsExcept(col(c), CellName(c-1), CellName(36+c-1), CellName(72+c-1))...)
	}
	assert.Equal(t, cellsWith("5", want...), removals(&st))
	near = newMarks().onlyIn(row(1), 5, "r1c1", "r1c4").onlyIn(row(5), 5, "r5c4", "r5c7").onlyIn(row(9), 5, "r9c1", "r9c7", "r9c8")
	assert.False(t, state(t, nil, near).findFish(&st, 3))

	m = newMarks().onlyIn(row(1), 5, "r1c1", "r1c2").onlyIn(row(3), 5, "r3c2", "r3c3").
		onlyIn(row(5), 5, "r5c3", "r5c4").onlyIn(row(7), 5, "r7c4", "r7c1")
	s = state(t, nil, m)
	assert.False(t, s.findFish(&st, 3))
	require.True(t, s.findFish(&st, 4))
	assert.Equal(t, TechJellyfish, st.Technique)
	assert.Equal(t, 52, st.Rating)
	want = nil
	for _, c := range []int{1, 2, 3, 4} {
		for _, r := range []int{2, 4, 6, 8, 9} {
			want = append(want, CellName((r-1)*9+c-1))
		}
	}
	assert.Equal(t, cellsWith("5", want...), removals(&st))
	near = newMarks().onlyIn(row(1), 5, "r1c1", "r1c2").onlyIn(row(3), 5, "r3c2", "r3c3").
		onlyIn(row(5), 5, "r5c3", "r5c4").onlyIn(row(7), 5, "r7c4", "r7c5")
	assert.False(t, state(t, nil, near).findFish(&st, 4))
}

func TestWings(t *testing.T) {
	var st Step
	s := state(t, nil, newMarks().set("r1c1", 1, 2).set("r1c5", 1, 3).set("r5c1", 2, 3))
	require.True(t, s.findXYWing(&st))
	assert.Equal(t, TechXYWing, st.Technique)
	assert.Equal(t, 42, st.Rating)
	assert.Equal(t, cellsWith("3", "r5c5"), removals(&st))
	assert.Equal(t, "XY-Wing: pivot r1c1 sees the wings r1c5 and r5c1; whatever the pivot holds, one of the cells is 3, so a cell that sees both wings cannot be 3. Remove 3 from r5c5.", st.Explain())
	assert.False(t, state(t, nil, newMarks().set("r1c1", 1, 2).set("r1c5", 1, 3).set("r5c1", 2, 4)).findXYWing(&st))

	s = state(t, nil, newMarks().set("r1c1", 1, 2, 3).set("r1c5", 1, 3).set("r2c2", 2, 3))
	require.True(t, s.findXYZWing(&st))
	assert.Equal(t, TechXYZWing, st.Technique)
	assert.Equal(t, 44, st.Rating)
	assert.Equal(t, cellsWith("3", "r1c2", "r1c3"), removals(&st))
	assert.False(t, state(t, nil, newMarks().set("r1c1", 1, 2, 3).set("r1c5", 1, 3).set("r2c2", 2, 4)).findXYZWing(&st))
}

func TestUniqueRectangle(t *testing.T) {
	var st Step
	s := state(t, nil, newMarks().set("r1c1", 1, 2).set("r1c4", 1, 2).set("r2c1", 1, 2).set("r2c4", 1, 2, 5, 7))
	require.True(t, s.findUniqueRectangle(&st))
	assert.Equal(t, TechUniqueRectangle, st.Technique)
	assert.Equal(t, 45, st.Rating)
	assert.Equal(t, cellsWith("12", "r2c4"), removals(&st))
	// Four boxes: swapping the digits is not a deadly pattern.
	near := newMarks().set("r1c1", 1, 2).set("r1c4", 1, 2).set("r4c1", 1, 2).set("r4c4", 1, 2, 5)
	assert.False(t, state(t, nil, near).findUniqueRectangle(&st))
}

func TestChains(t *testing.T) {
	var cs chainSearch
	var st Step
	// Skyscraper on 1: rows 1 and 5 hold 1 twice each, linked through
	// column 1; 1 leaves r2c6, r3c6, r4c5 and r6c5, one forcing X-chain each.
	m := newMarks().onlyIn(row(1), 1, "r1c1", "r1c5").onlyIn(row(5), 1, "r5c1", "r5c6")
	s := state(t, nil, m)
	var all Step
	for i := 0; i < 4; i++ {
		require.True(t, s.findChain(&st, &cs, MaxRating))
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
	assert.False(t, s.findChain(&st, &cs, MaxRating))
	near := newMarks().onlyIn(row(1), 1, "r1c1", "r1c5").onlyIn(row(5), 1, "r5c1", "r5c6", "r5c9")
	assert.False(t, state(t, nil, near).findChain(&st, &cs, MaxRating))

	// X-cycle (SE's generalized X-Wing) on 1: rows 1 and 4, columns 1 and 5.
	m = newMarks().onlyIn(row(1), 1, "r1c1", "r1c5").onlyIn(row(4), 1, "r4c1", "r4c5")
	require.True(t, state(t, nil, m).findChain(&st, &cs, MaxRating))
	assert.Equal(t, TechXCycle, st.Technique)
	assert.Equal(t, 65, st.Rating)
	want := append(unitCellsExcept(col(1), "r1c1", "r4c1"), unitCellsExcept(col(5), "r1c5", "r4c5")...)
	assert.Equal(t, cellsWith("1", want...), removals(&st))

	// XY-chain r1c1{1,2} - r1c5{2,3} - r5c5{3,1}: 1 leaves r5c1.
	m = newMarks().set("r1c1", 1, 2).set("r1c5", 2, 3).set("r5c5", 1, 3)
	require.True(t, state(t, nil, m).findChain(&st, &cs, MaxRating))
	assert.Equal(t, TechXYChain, st.Technique)
	assert.Equal(t, 71, st.Rating)
	assert.Equal(t, cellsWith("1", "r5c1"), removals(&st))
	assert.Equal(t, "XY-Chain: suppose r5c1 is 1: r5c1 is 1 ⇒ r1c1 is not 1 ⇒ r1c1 is 2 ⇒ r1c5 is not 2 ⇒ r1c5 is 3 ⇒ r5c5 is not 3 ⇒ r5c5 is 1 ⇒ r5c1 is not 1, a contradiction. Remove 1 from r5c1.", st.Explain())
	near = newMarks().set("r1c1", 1, 2).set("r1c5", 2, 3).set("r5c5", 4, 3)
	assert.False(t, state(t, nil, near).findChain(&st, &cs, MaxRating))

	// XY-cycle of four bivalue cells.
	m = newMarks().set("r1c1", 1, 2).set("r1c5", 2, 3).set("r5c5", 3, 4).set("r5c1", 4, 1)
	require.True(t, state(t, nil, m).findChain(&st, &cs, MaxRating))
	assert.Equal(t, TechXYCycle, st.Technique)
	assert.Equal(t, 66, st.Rating)
	want2 := cellsWith("2", unitCellsExcept(row(1), "r1c1", "r1c5")...) + " "
	_ = want2
	var exp Step
	for _, n := range unitCellsExcept(row(1), "r1c1", "r1c5") {
		exp.Removed[cell(n)] |= digitsMask(2)
	}
	for _, n := range unitCellsExcept(col(5), "r1c5", "r5c5") {
		exp.Removed[cell(n)] |= digitsMask(3)
	}
	for _, n := range unitCellsExcept(row(5), "r5c5", "r5c1") {
		exp.Removed[cell(n)] |= digitsMask(4)
	}
	for _, n := range unitCellsExcept(col(1), "r5c1", "r1c1") {
		exp.Removed[cell(n)] |= digitsMask(1)
	}
	assert.Equal(t, removals(&exp), removals(&st))
}

func TestChainLengthBonus(t *testing.T) {
	// SE: +0.1 each time the length (potentials - 2) passes 4, 6, 8, 12, 16, 24, 32.
	cases := map[int]int{4: 0, 6: 0, 7: 1, 8: 1, 9: 2, 10: 2, 11: 3, 14: 3, 15: 4, 18: 4, 19: 5, 26: 5, 27: 6, 34: 6, 35: 7}
	for n, want := range cases {
		assert.Equal(t, want, chainLengthBonus(n), "n=%d", n)
	}
}

func TestUniqueRectangleTypes(t *testing.T) {
	var st Step
	base := func() *marks { return newMarks().set("r1c1", 1, 2).set("r1c4", 1, 2) }

	s := state(t, nil, base().set("r2c1", 1, 2, 5).set("r2c4", 1, 2, 5))
	require.True(t, s.findUniqueRectangle2(&st))
	assert.Equal(t, TechUniqueRectangle2, st.Technique)
	assert.Equal(t, 45, st.Rating)
	assert.Equal(t, cellsWith("5", unitCellsExcept(row(2), "r2c1", "r2c4")...), removals(&st))
	assert.False(t, state(t, nil, base().set("r2c1", 1, 2, 5).set("r2c4", 1, 2, 6)).findUniqueRectangle2(&st))

	s = state(t, nil, base().set("r2c1", 1, 2, 5, 6).set("r2c4", 1, 2, 7).onlyIn(row(2), 1, "r2c1", "r2c4"))
	require.True(t, s.findUniqueRectangle4(&st))
	assert.Equal(t, TechUniqueRectangle4, st.Technique)
	assert.Equal(t, 45, st.Rating)
	assert.Equal(t, cellsWith("2", "r2c1", "r2c4"), removals(&st))
	near := base().set("r2c1", 1, 2, 5, 6).set("r2c4", 1, 2, 7).onlyIn(row(2), 1, "r2c1", "r2c4", "r2c9")
	assert.False(t, state(t, nil, near).findUniqueRectangle4(&st))

	s = state(t, nil, base().set("r2c1", 1, 2, 3).set("r2c4", 1, 2, 4).set("r2c7", 3, 4))
	require.True(t, s.findUniqueRectangle3(&st))
	assert.Equal(t, TechUniqueRectangle3, st.Technique)
	assert.Equal(t, 46, st.Rating)
	assert.Equal(t, cellsWith("34", unitCellsExcept(row(2), "r2c1", "r2c4", "r2c7")...), removals(&st))
	assert.False(t, state(t, nil, base().set("r2c1", 1, 2, 3).set("r2c4", 1, 2, 4).set("r2c7", 3, 5)).findUniqueRectangle3(&st))
}

// bugMarks builds a bivalue universal grave: every cell holds its digit in a
// solution grid and the next digit (9 wraps to 1), so each digit has exactly
// two places in every unit.
func bugMarks(t *testing.T) *marks {
	sol := mustParse(t, "534678912672195348198342567859761423426853791713924856961537284287419635345286179")
	m := newMarks()
	for c, v := range sol {
		m[c] = digitsMask(int(v), int(v)%9+1)
	}
	return m
}

func TestBUG(t *testing.T) {
	var st Step
	// r1c1 holds 5 and 6; add 9.
	m := bugMarks(t)
	m[cell("r1c1")] |= digitsMask(9)
	s := state(t, nil, m)
	assert.False(t, s.findBUG(&st, true))
	require.True(t, s.findBUG(&st, false))
	assert.Equal(t, TechBUG, st.Technique)
	assert.Equal(t, 56, st.Rating)
	assert.Equal(t, cell("r1c1"), st.Cell)
	assert.Equal(t, 9, st.Digit)
	near := bugMarks(t)
	near[cell("r1c1")] |= digitsMask(9)
	near[cell("r5c5")] |= digitsMask(1, 2)
	assert.False(t, state(t, nil, near).findBUG(&st, false))

	// Type 2: 9 added to r1c1 (5,6) and r1c2 (3,4): one of them is 9, so 9
	// leaves the rest of row 1 and box 1.
	m = bugMarks(t)
	m[cell("r1c1")] |= digitsMask(9)
	m[cell("r1c2")] |= digitsMask(9)
	s = state(t, nil, m)
	assert.False(t, s.findBUG(&st, false))
	require.True(t, s.findBUG(&st, true))
	assert.Equal(t, TechBUG2, st.Technique)
	assert.Equal(t, 57, st.Rating)
	var want []string
	for _, n := range append(unitCellsExcept(row(1), "r1c1", "r1c2"), unitCellsExcept(box(1), "r1c1", "r1c2", "r1c3")...) {
		if m[cell(n)]&digitsMask(9) != 0 {
			want = append(want, n)
		}
	}
	require.NotEmpty(t, want)
	assert.Equal(t, cellsWith("9", want...), removals(&st))
	near = bugMarks(t)
	near[cell("r1c1")] |= digitsMask(9)
	near[cell("r1c2")] |= digitsMask(8)
	assert.False(t, state(t, nil, near).findBUG(&st, true))
}

// walkSolves runs the simplest-first solve of the first limit puzzles of
// top95 and of the SE-rated set, calling visit with each step found before
// it is applied.
func walkSolves(t *testing.T, limit int, visit func(puzzle string, ls *LogicSolver, st *Step)) {
	var ls LogicSolver
	var st Step
	for _, set := range []string{"top95.txt", "se_rated_diabolical_3k.txt"} {
		puzzles := loadSet(t, set)
		if len(puzzles) > limit {
			puzzles = puzzles[:limit]
		}
		for _, p := range puzzles {
			g := mustParse(t, p)
			require.NoError(t, ls.Reset(&g, nil))
			for !ls.Solved() && ls.Next(&st, MaxRating) {
				visit(p, &ls, &st)
				ls.Apply(&st)
			}
		}
	}
}

// TestExplanationsOfEveryTechnique checks that each technique met on the
// data sets gets its own explanation (not the generic fallback) that names
// the cells the step acts on.
func TestExplanationsOfEveryTechnique(t *testing.T) {
	seen := map[Technique]bool{}
	limit := 400
	if testing.Short() {
		limit = 40 // make check; make test walks them all
	}
	walkSolves(t, limit, func(_ string, _ *LogicSolver, st *Step) {
		text := st.Explain()
		require.True(t, strings.HasPrefix(text, st.Technique.String()+": "), text)
		require.NotContains(t, text, "a unit")
		if st.IsPlacement() {
			require.Contains(t, text, CellName(st.Cell))
		} else {
			require.Contains(t, text, "Remove ")
			for c, m := range st.Removed {
				if m != 0 {
					require.Contains(t, text, CellName(c), text)
				}
			}
		}
		seen[st.Technique] = true
	})
	t.Logf("techniques seen: %v", seen)
}

func TestAlignedPairExclusion(t *testing.T) {
	var st Step
	// r1c1 {1,2,3} and r2c4 {1,2} share the bivalue peers r1c5 {1,3} and
	// r2c2 {2,3}: 3 in r1c1 would use up r1c5 (with 1 in r2c4) or r2c2
	// (with 2), so 3 leaves r1c1.
	m := newMarks().set("r1c1", 1, 2, 3).set("r2c4", 1, 2).set("r1c5", 1, 3).set("r2c2", 2, 3)
	s := state(t, nil, m)
	require.True(t, s.tryPairExclusion(&st, cell("r1c1"), cell("r2c4")))
	assert.Equal(t, TechAlignedPairExclusion, st.Technique)
	assert.Equal(t, 62, st.Rating)
	assert.Equal(t, cellsWith("3", "r1c1"), removals(&st))
	assert.True(t, s.findAlignedPairExclusion(&st))
	near := newMarks().set("r1c1", 1, 2, 3).set("r2c4", 1, 2).set("r1c5", 1, 3).set("r2c2", 2, 4)
	assert.False(t, state(t, nil, near).tryPairExclusion(&st, cell("r1c1"), cell("r2c4")))
}

// TestApplyKeepsIndex checks the position masks Apply keeps up to date
// against a full rebuild before every step of whole simplest-first solves
// (so after every step but the last).
func TestApplyKeepsIndex(t *testing.T) {
	limit := 300
	if testing.Short() {
		limit = 40 // make check; make test walks them all
	}
	walkSolves(t, limit, func(p string, ls *LogicSolver, st *Step) {
		rebuilt := ls.state
		rebuilt.index()
		require.Equal(t, rebuilt.pos, ls.state.pos, "%s before %s", p, st.Explain())
		require.Equal(t, rebuilt.placed, ls.state.placed, "%s before %s", p, st.Explain())
	})
}
