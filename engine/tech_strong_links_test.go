package engine

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Hand-made strong-link chains (see tech_strong_links.go). Each was checked
// against Sukaku Explainer v1.15.10's own search on the same candidates.
// The grids hold every candidate except where a digit is confined, so no
// other pattern applies.

var _ = addTechCases(techCase{
	// r1c7 and r5c7 share column 7, so 4 is in r1c2 or r5c3.
	name:    "rows 1 and 5",
	marks:   func() *marks { return newMarks().onlyIn(row(1), 4, "r1c2", "r1c7").onlyIn(row(5), 4, "r5c3", "r5c7") },
	tech:    TechSkyscraper,
	rating:  40,
	removes: cellsWith("4", "r2c3", "r3c3", "r4c2", "r6c2"),
	explain: "Skyscraper: in row 1, 4 is only in r1c2 or r1c7; in row 5, only in r5c7 or r5c3. " +
		"r1c7 and r5c7 lie in column 7, so at most one of them is 4. " +
		"If r1c2 is not the digit then, r1c7 is, r5c7 is not, r5c3 is: 4 is in r1c2 or r5c3. " +
		"Remove 4 from r2c3, r3c3, r4c2 and r6c2.",
	units: []uint8{0, 4, 15},
	chain: 4,
	near: func() *marks {
		return newMarks().onlyIn(row(1), 4, "r1c2", "r1c7").onlyIn(row(5), 4, "r5c3", "r5c7", "r5c9")
	},
}, techCase{
	// r2c2 and r3c1 share box 1, so 4 is in r2c7 or r8c1.
	name:    "row 2 and column 1",
	marks:   func() *marks { return newMarks().onlyIn(row(2), 4, "r2c2", "r2c7").onlyIn(col(1), 4, "r3c1", "r8c1") },
	tech:    TechTwoStringKite,
	rating:  41,
	removes: cellsWith("4", "r8c7"),
	chain:   4,
	near: func() *marks {
		return newMarks().onlyIn(row(2), 4, "r2c2", "r2c7").onlyIn(col(1), 4, "r3c1", "r8c1", "r9c1")
	},
}, techCase{
	// Column 6 and box 1, joined by row 3: 4 is in r1c1 or r7c6.
	name:    "box 1 and column 6",
	marks:   func() *marks { return newMarks().onlyIn(box(1), 4, "r1c1", "r3c3").onlyIn(col(6), 4, "r3c6", "r7c6") },
	tech:    TechTurbotFish,
	rating:  42,
	removes: cellsWith("4", "r7c1"),
	chain:   4,
	near: func() *marks {
		return newMarks().onlyIn(box(1), 4, "r1c1", "r3c3", "r2c2").onlyIn(col(6), 4, "r3c6", "r7c6")
	},
}, techCase{
	// Row 1 holds 4 in r1c1 or in the group r1c7, r1c8 (box 3); row 5 in
	// r5c1 or r5c9. r1c1 and r5c1 share column 1: 4 is in the group or in
	// r5c9, so the cells of box 3 in column 9 lose it.
	name: "rows 1 and 5, a group in box 3",
	marks: func() *marks {
		return newMarks().onlyIn(row(1), 4, "r1c1", "r1c7", "r1c8").onlyIn(row(5), 4, "r5c1", "r5c9")
	},
	tech:    TechGroupedSkyscraper,
	rating:  43,
	removes: cellsWith("4", "r2c9", "r3c9"),
	explain: "Grouped Skyscraper: in row 1, 4 is only in one of r1c7 and r1c8 or r1c1; in row 5, only in r5c1 or r5c9. " +
		"r1c1 and r5c1 lie in column 1, so at most one of them is 4. " +
		"If none of r1c7 and r1c8 is the digit then, r1c1 is, r5c1 is not, r5c9 is: 4 is in one of r1c7 and r1c8 or r5c9. " +
		"Remove 4 from r2c9 and r3c9.",
	near: func() *marks {
		return newMarks().onlyIn(row(1), 4, "r1c1", "r1c4", "r1c7", "r1c8").onlyIn(row(5), 4, "r5c1", "r5c9")
	},
}, techCase{
	// Row 2 holds 4 in the group r2c1, r2c2 or in r2c7; column 3 in r3c3
	// or r8c3; the group and r3c3 share box 1: 4 is in r2c7 or r8c3.
	name: "row 2 and column 3, a group in box 1",
	marks: func() *marks {
		return newMarks().onlyIn(row(2), 4, "r2c1", "r2c2", "r2c7").onlyIn(col(3), 4, "r3c3", "r8c3")
	},
	tech:    TechGroupedTwoStringKite,
	rating:  43,
	removes: cellsWith("4", "r8c7"),
	near: func() *marks {
		return newMarks().onlyIn(row(2), 4, "r2c1", "r2c2", "r2c5", "r2c7").onlyIn(col(3), 4, "r3c3", "r8c3")
	},
}, techCase{
	// Box 1 holds 4 in r2c3 or in row 1 (r1c1, r1c2: an empty rectangle on
	// r1c3); column 7 in r1c7 or r6c7, and r1c7 sees row 1's part: 4 is in
	// r2c3 or r6c7.
	name: "box 1 and column 7",
	marks: func() *marks {
		return newMarks().onlyIn(box(1), 4, "r1c1", "r1c2", "r2c3").onlyIn(col(7), 4, "r1c7", "r6c7")
	},
	tech:    TechEmptyRectangle,
	rating:  43,
	removes: cellsWith("4", "r6c3"),
	near: func() *marks {
		return newMarks().onlyIn(box(1), 4, "r1c1", "r1c2", "r2c3", "r3c1").onlyIn(col(7), 4, "r1c7", "r6c7")
	},
}, techCase{
	// Box 5 holds 4 in row 4 (r4c4, r4c5) or column 6 (r5c6, r6c6); column
	// 8 in r4c8 or r9c8: r9c6 cannot be 4 either way.
	name: "box 5 and column 8, two groups",
	marks: func() *marks {
		return newMarks().onlyIn(box(5), 4, "r4c4", "r4c5", "r5c6", "r6c6").onlyIn(col(8), 4, "r4c8", "r9c8")
	},
	tech:    TechEmptyRectangle,
	rating:  43,
	removes: cellsWith("4", "r9c6"),
	near: func() *marks {
		return newMarks().onlyIn(box(5), 4, "r4c4", "r4c5", "r5c5", "r5c6", "r6c6").onlyIn(col(8), 4, "r4c8", "r9c8")
	},
}, techCase{
	// r1c1=r1c5 - r4c5=r4c8 - r8c8=r8c2: all rows.
	name: "rows 1, 4 and 8",
	marks: func() *marks {
		return newMarks().onlyIn(row(1), 4, "r1c1", "r1c5").onlyIn(row(4), 4, "r4c5", "r4c8").onlyIn(row(8), 4, "r8c8", "r8c2")
	},
	tech:    TechThreeLinkXChain,
	rating:  54,
	removes: cellsWith("4", "r2c2", "r3c2", "r7c1", "r9c1"),
	chain:   6,
	not:     []Technique{TechSkyscraper},
	near: func() *marks {
		return newMarks().onlyIn(row(1), 4, "r1c1", "r1c5").onlyIn(row(4), 4, "r4c5", "r4c8").onlyIn(row(8), 4, "r8c8", "r8c2", "r8c9")
	},
}, techCase{
	// The middle link a box: r4c1=r4c5 - r2c5=r3c6 - r8c6=r8c2, 5.5.
	name: "rows 4 and 8, box 2",
	marks: func() *marks {
		return newMarks().onlyIn(row(4), 4, "r4c1", "r4c5").onlyIn(box(2), 4, "r2c5", "r3c6").onlyIn(row(8), 4, "r8c6", "r8c2")
	},
	tech:    TechThreeLinkXChain,
	rating:  55,
	removes: cellsWith("4", "r5c2", "r6c2", "r7c1", "r9c1"),
	near: func() *marks {
		return newMarks().onlyIn(row(4), 4, "r4c1", "r4c5").onlyIn(box(2), 4, "r2c5", "r3c6", "r1c4").onlyIn(row(8), 4, "r8c6", "r8c2")
	},
}, techCase{
	// The middle link in a column, joined through boxes 2 and 8: 5.6.
	name: "rows 1 and 9, column 6",
	marks: func() *marks {
		return newMarks().onlyIn(row(1), 4, "r1c1", "r1c5").onlyIn(col(6), 4, "r2c6", "r8c6").onlyIn(row(9), 4, "r9c4", "r9c2")
	},
	tech:    TechThreeLinkXChain,
	rating:  56,
	removes: cellsWith("4", "r2c2", "r3c2", "r7c1", "r8c1"),
	near: func() *marks {
		return newMarks().onlyIn(row(1), 4, "r1c1", "r1c5").onlyIn(col(6), 4, "r2c6", "r5c6", "r8c6").onlyIn(row(9), 4, "r9c4", "r9c2")
	},
}, techCase{
	// Row 1's link grouped: one of r1c1, r1c2 (box 1) or r1c5: 5.7.
	name: "rows 1, 4 and 8, a group in box 1",
	marks: func() *marks {
		return newMarks().onlyIn(row(1), 4, "r1c1", "r1c2", "r1c5").onlyIn(row(4), 4, "r4c5", "r4c8").onlyIn(row(8), 4, "r8c8", "r8c2")
	},
	tech:    TechThreeLinkXChain,
	rating:  57,
	removes: cellsWith("4", "r2c2", "r3c2"),
	near: func() *marks {
		return newMarks().onlyIn(row(1), 4, "r1c1", "r1c2", "r1c5", "r1c9").onlyIn(row(4), 4, "r4c5", "r4c8").onlyIn(row(8), 4, "r8c8", "r8c2")
	},
})

// TestTwoStrongLinksSortOrder checks SE's choice among several chains: the
// lowest rating first (a Skyscraper on 6 before a Turbot Fish on 4), and at
// equal rating the most eliminations.
func TestTwoStrongLinksSortOrder(t *testing.T) {
	var st Step
	m := newMarks().onlyIn(box(1), 4, "r1c1", "r3c3").onlyIn(col(6), 4, "r3c6", "r7c6").
		onlyIn(row(1), 6, "r1c2", "r1c7").onlyIn(row(5), 6, "r5c3", "r5c7")
	require.True(t, state(t, nil, m).findTwoStrongLinks(&st))
	assert.Equal(t, TechSkyscraper, st.Technique)
	assert.Equal(t, digitsMask(6), st.Digits)

	// Two Skyscrapers: on 2 (two eliminations, the others' candidates
	// removed) and on 4 (four): SE takes the one with more eliminations
	// although 2 comes first.
	m = newMarks().onlyIn(row(1), 4, "r1c2", "r1c7").onlyIn(row(5), 4, "r5c3", "r5c7").
		onlyIn(row(2), 2, "r2c1", "r2c5").onlyIn(row(6), 2, "r6c1", "r6c6")
	m[cell("r1c6")] &^= digitsMask(2)
	m[cell("r3c6")] &^= digitsMask(2)
	s := state(t, nil, m)
	require.True(t, s.findTwoStrongLinks(&st))
	assert.Equal(t, digitsMask(4), st.Digits, removals(&st))
	s.apply(&st)
	require.True(t, s.findTwoStrongLinks(&st))
	assert.Equal(t, cellsWith("2", "r4c5", "r5c5"), removals(&st))
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

// findThreeStrongLinksRef is the three-link search written as SE's nested
// loops over the link kinds, digits, units and readings, without a memo or
// the bit sets of threeLinkTable: the reference for findThreeStrongLinks.
func (s *logicGrid) findThreeStrongLinksRef(st *Step) bool {
	var best slChain
	var vars [9][27][2]slLink
	var nv [9][27]int
	var dcells [9]cellSet
	var usable [9]bool
	for d := 1; d <= 9; d++ {
		dcells[d-1] = s.digitCells(d)
		s.allLinkVariants(d, true, &vars[d-1], &nv[d-1])
		n := 0
		for _, k := range nv[d-1] {
			if k > 0 {
				n++
			}
		}
		usable[d-1] = n >= 3
	}
	for _, set := range threeLinkSets {
		for d := 1; d <= 9; d++ {
			if !usable[d-1] {
				continue
			}
			vs, ns := &vars[d-1], &nv[d-1]
			for i0 := 0; i0 < 9; i0++ {
				u0 := set[0] + i0
				from1 := 0
				if set[1] == set[0] {
					from1 = i0 + 1
				}
				for k0 := 0; k0 < ns[u0]; k0++ {
					l0 := &vs[u0][k0]
					for i1 := from1; i1 < 9; i1++ {
						u1 := set[1] + i1
						from2 := 0
						if set[2] == set[1] {
							from2 = i1 + 1
						}
						for k1 := 0; k1 < ns[u1]; k1++ {
							l1 := &vs[u1][k1]
							if !l0.digits.and(l1.digits).empty() {
								continue
							}
							c01 := canBridge(l0, l1)
							for i2 := from2; i2 < 9; i2++ {
								u2 := set[2] + i2
								for k2 := 0; k2 < ns[u2]; k2++ {
									l2 := &vs[u2][k2]
									if !l2.digits.and(l0.digits.or(l1.digits)).empty() {
										continue
									}
									// Some link must bridge to both others.
									c02, c12 := canBridge(l0, l2), canBridge(l1, l2)
									if !(c01 && c02) && !(c01 && c12) && !(c02 && c12) {
										continue
									}
									s.bestThreeLinkChainRef(&best, [3]*slLink{l0, l1, l2}, d, dcells[d-1])
								}
							}
						}
					}
				}
			}
		}
	}
	if best.n == 0 {
		return false
	}
	s.fillStrongChain(st, &best)
	return true
}

// bestThreeLinkChainRef is bestThreeLinkChain as SE's loops over the
// orders and the eight directions, every bridge tried (the reference of
// findThreeStrongLinksRef).
func (s *logicGrid) bestThreeLinkChainRef(best *slChain, picked [3]*slLink, d int, dcells cellSet) (found bool) {
	var cur slChain
	for _, q := range threeLinkOrders {
		l0, l1, l2 := picked[q[0]], picked[q[1]], picked[q[2]]
		for dir := 0; dir < 8; dir++ {
			u0, u1, u2 := dir>>2&1, dir>>1&1, dir&1
			b0 := bridgeUnit(&l0.end[1-u0], &l1.end[u1])
			if b0 < 0 {
				continue
			}
			b1 := bridgeUnit(&l1.end[1-u1], &l2.end[u2])
			if b1 < 0 {
				continue
			}
			v := l0.end[u0].peersOf().and(l2.end[1-u2].peersOf()).and(dcells)
			for _, x := range [5]int{l0.u, l1.u, l2.u, b0, b1} {
				v = v.andNot(unitSet[x])
			}
			if v.empty() {
				continue
			}
			cur.n, cur.d = 3, d
			cur.links = [3]slLink{*l0, *l1, *l2}
			cur.bridge = [2]int{b0, b1}
			cur.near = [3]slEnd{l0.end[u0], l1.end[u1], l2.end[u2]}
			cur.far = [3]slEnd{l0.end[1-u0], l1.end[1-u1], l2.end[1-u2]}
			cur.victims = v
			cur.elims = v.count()
			cur.rate()
			found = true
			if cur.better(best) {
				*best = cur
			}
		}
	}
	return found
}

// TestThreeStrongLinksAgainstLoops runs the three-link search at every
// state of the solve paths of hard puzzles, carrying its memo, and the
// reference loops: the steps must be the same. (Checked: a search that
// asks every link to bridge to both others, or lets a link share a cell
// with another, fails here.)
func TestThreeStrongLinksAgainstLoops(t *testing.T) {
	step := 97 // 16 puzzles
	if testing.Short() {
		step = 733 // 2 puzzles
	}
	var memo digitMemo
	states, found := 0, 0
	walkPaths(t, "magictour_top1465.txt", step, func(i int, ls *LogicSolver) {
		g := ls.state
		g.threeLinks = memo
		var want, got Step
		okWant, okGot := g.findThreeStrongLinksRef(&want), g.findThreeStrongLinks(&got)
		memo = g.threeLinks
		require.Equal(t, okWant, okGot, "puzzle %d state %d", i, states)
		if okWant {
			found++
			require.Equal(t, want, got, "puzzle %d state %d", i, states)
		}
		states++
	})
	t.Logf("%d states, %d with a step", states, found)
}

// canBridgeRef is canBridge by its definition: some end of a and some end of
// b share a unit (bridgeUnit).
func canBridgeRef(a, b *slLink) bool {
	for i := range a.end {
		for j := range b.end {
			if bridgeUnit(&a.end[i], &b.end[j]) >= 0 {
				return true
			}
		}
	}
	return false
}

// findTwoStrongLinksRef is the two-link search as SE's nested loops over
// the configurations, digits, units and readings, every pair tried, without
// the memo: the reference for findTwoStrongLinks.
func (s *logicGrid) findTwoStrongLinksRef(st *Step) bool {
	var best, cur slChain
	for _, cfg := range turbotConfigs {
		for d := 1; d <= 9; d++ {
			var vars [27][2]slLink
			var nv [27]int
			s.allLinkVariants(d, false, &vars, &nv)
			dcells := s.digitCellsOfCand(d)
			for i1 := 0; i1 < 9; i1++ {
				u1 := cfg[0] + i1
				from := 0
				if cfg[0] == cfg[1] {
					from = i1 + 1
				}
				for a := 0; a < nv[u1]; a++ {
					for i2 := from; i2 < 9; i2++ {
						u2 := cfg[1] + i2
						for b := 0; b < nv[u2]; b++ {
							l1, l2 := &vars[u1][a], &vars[u2][b]
							if !l1.digits.and(l2.digits).empty() || !canBridgeRef(l1, l2) {
								continue
							}
							for i := 0; i < 2; i++ {
								for j := 0; j < 2; j++ {
									sh := bridgeUnit(&l1.end[1-i], &l2.end[j])
									if sh < 0 || sh == u1 || sh == u2 {
										continue
									}
									cur.n, cur.d = 2, d
									cur.links[0], cur.links[1] = *l1, *l2
									cur.near[0], cur.far[0] = l1.end[i], l1.end[1-i]
									cur.near[1], cur.far[1] = l2.end[j], l2.end[1-j]
									cur.bridge[0] = sh
									cur.victims = cur.near[0].peersOf().and(cur.far[1].peersOf()).and(dcells).
										andNot(unitSet[u1]).andNot(unitSet[u2])
									if cur.elims = cur.victims.count(); cur.elims == 0 {
										continue
									}
									cur.rate()
									if cur.better(&best) {
										best = cur
									}
								}
							}
						}
					}
				}
			}
		}
	}
	if best.n == 0 {
		return false
	}
	s.fillStrongChain(st, &best)
	return true
}

// TestTwoStrongLinksAgainstLoops compares findTwoStrongLinks, with its memo
// carried from state to state, with findTwoStrongLinksRef at every state of
// solve paths (8 magictour puzzles, 1 in -short mode); and canBridge with
// canBridgeRef on every pair of readings there, of both searches, and each
// reading's cells with the unit's cells that hold the digit.
func TestTwoStrongLinksAgainstLoops(t *testing.T) {
	step := 183
	if testing.Short() {
		step = 1465
	}
	var memo digitMemo
	states, found, pairs := 0, 0, 0
	walkPaths(t, "magictour_top1465.txt", step, func(i int, ls *LogicSolver) {
		g := ls.state
		g.twoLinks = memo
		var want, got Step
		okWant, okGot := g.findTwoStrongLinksRef(&want), g.findTwoStrongLinks(&got)
		memo = g.twoLinks
		require.Equal(t, okWant, okGot, "puzzle %d state %d", i, states)
		if okWant {
			found++
			require.Equal(t, want, got, "puzzle %d state %d", i, states)
		}
		for _, three := range [2]bool{false, true} {
			for d := 1; d <= 9; d++ {
				var vars [27][2]slLink
				var nv [27]int
				g.allLinkVariants(d, three, &vars, &nv)
				for u := range 27 {
					for _, l := range vars[u][:nv[u]] {
						require.Equal(t, g.unitDigitCells(u, d), l.digits, "puzzle %d state %d unit %d digit %d", i, states, u, d)
					}
				}
				for u1 := range 27 {
					for u2 := range 27 {
						for a := range nv[u1] {
							for b := range nv[u2] {
								l1, l2 := &vars[u1][a], &vars[u2][b]
								if canBridgeRef(l1, l2) != canBridge(l1, l2) {
									t.Fatalf("puzzle %d state %d: canBridge(%v, %v) = %v", i, states, *l1, *l2, canBridge(l1, l2))
								}
								pairs++
							}
						}
					}
				}
			}
		}
		states++
	})
	t.Logf("%d states, %d with a step, %d pairs of readings", states, found, pairs)
	require.Greater(t, found, 10)
}

// TestCellEnd checks cellEnd against endOf for every cell.
func TestCellEnd(t *testing.T) {
	for c := range NumCells {
		require.Equal(t, endOf(c), cellEnd(c), "cell %d", c)
	}
}
