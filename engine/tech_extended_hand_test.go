package engine

import "strings"

// Hand-made instances of extended techniques whose data-set case (in
// tech_extended_cases_test.go) has no near miss: on a board taken early
// from a data set every candidate a cell lacks is ruled out by a placed
// peer, so no candidate can be added. Each near miss differs from its
// case in the one condition that makes the pattern.
// The Franken and Mutant fish have theirs in tech_fish_hand_test.go. The
// avoidable rectangles' boards hold digits the player placed: a case's
// puzzle has the givens, the rest of its grid is the player's.

var _ = addTechCases(techCase{
	name: "rows 2 and 8, the corner r8c6 empty, a fin in box 8",
	marks: func() *marks {
		return newMarks().onlyIn(row(2), 4, "r2c3", "r2c6").onlyIn(row(8), 4, "r8c3", "r8c5")
	},
	tech:    TechSashimiXWing,
	removes: "r7c6:4 r9c6:4", // the cells of column 6 that see the fin r8c5
	not:     []Technique{TechXWing, TechFinnedXWing},
	// With the fin in box 9 no cell of the cover columns sees it.
	near: func() *marks {
		return newMarks().onlyIn(row(2), 4, "r2c3", "r2c6").onlyIn(row(8), 4, "r8c3", "r8c8")
	},
}, techCase{
	name: "three corners hold only 1 and 2",
	marks: func() *marks {
		return newMarks().set("r1c1", 1, 2).set("r1c2", 1, 2).set("r4c1", 1, 2).set("r4c2", 1, 2, 3, 5)
	},
	tech:    TechUniquenessTest1,
	rating:  45,
	removes: "r4c2:12",
	nearAdd: "r1c1+3", // two corners hold only the pair: not Type 1
}, techCase{
	name: "the extra corners of row 4 hold all the row's 1s",
	marks: func() *marks {
		return newMarks().set("r1c1", 1, 2).set("r1c2", 1, 2).set("r4c1", 1, 2, 3).set("r4c2", 1, 2, 4).
			onlyIn(row(4), 1, "r4c1", "r4c2")
	},
	tech:    TechUniquenessTest4,
	rating:  45,
	removes: "r4c1:2 r4c2:2",
	nearAdd: "r4c5+1", // 1 is no longer locked in the corners of row 4
}, techCase{
	name: "r1c1 and r1c2, row 1 and box 1",
	marks: func() *marks {
		return newMarks().set("r1c1", 1, 2).set("r1c2", 1, 2)
	},
	tech:    TechLockedPair,
	rating:  30,
	removes: "r1c3:12 r1c4:12 r1c5:12 r1c6:12 r1c7:12 r1c8:12 r1c9:12 r2c1:12 r2c2:12 r2c3:12 r3c1:12 r3c2:12 r3c3:12",
	// The same pair in two boxes is a Naked Pair, not a locked one.
	near: func() *marks {
		return newMarks().set("r1c1", 1, 2).set("r1c4", 1, 2)
	},
}, techCase{
	name: "r1c1, r1c2 and r1c3, row 1 and box 1",
	marks: func() *marks {
		return newMarks().set("r1c1", 1, 2).set("r1c2", 2, 3).set("r1c3", 1, 3)
	},
	tech:    TechLockedTriple,
	rating:  36,
	removes: "r1c4:123 r1c5:123 r1c6:123 r1c7:123 r1c8:123 r1c9:123 r2c1:123 r2c2:123 r2c3:123 r3c1:123 r3c2:123 r3c3:123",
	// The same triple in two boxes is a Naked Triple, not a locked one.
	near: func() *marks {
		return newMarks().set("r1c1", 1, 2).set("r1c2", 2, 3).set("r1c4", 1, 3)
	},
}, techCase{
	name: "1 of row 4 and column 2 only in the corners",
	marks: func() *marks {
		return newMarks().set("r1c1", 1, 2).set("r1c2", 1, 2, 3).set("r4c1", 1, 2, 4).set("r4c2", 1, 2, 5).
			onlyIn(row(4), 1, "r4c1", "r4c2").onlyIn(col(2), 1, "r1c2", "r4c2")
	},
	tech:    TechHiddenRectangle,
	rating:  0,
	removes: "r4c2:2",
	nearAdd: "r7c2+1", // 1 has a place in column 2 off the rectangle
}, techCase{
	name: "rows 7 and 8 in column 6 and box 9",
	marks: func() *marks {
		return newMarks().onlyIn(row(7), 1, "r7c6", "r7c8").onlyIn(row(8), 1, "r8c6", "r8c9")
	},
	tech:    TechFrankenXWing,
	removes: "r1c6:1 r2c6:1 r3c6:1 r4c6:1 r5c6:1 r6c6:1 r9c6:1 r9c7:1 r9c8:1 r9c9:1",
	nearAdd: "r7c1+1", // a 1 of row 7 in neither cover set
}, techCase{
	name: "rows 2, 5 and 8, a fin in box 8",
	marks: func() *marks {
		return newMarks().onlyIn(row(2), 4, "r2c1", "r2c2").onlyIn(row(5), 4, "r5c2", "r5c4").
			onlyIn(row(8), 4, "r8c1", "r8c4", "r8c5")
	},
	tech:    TechFinnedSwordfish,
	removes: "r7c4:4 r9c4:4", // the cells of column 4 that see the fin r8c5
	not:     []Technique{TechSwordfish},
	// With the fin in box 9 no cell of the cover columns sees it.
	near: func() *marks {
		return newMarks().onlyIn(row(2), 4, "r2c1", "r2c2").onlyIn(row(5), 4, "r5c2", "r5c4").
			onlyIn(row(8), 4, "r8c1", "r8c4", "r8c8")
	},
}, techCase{
	name: "rows 2, 4, 6 and 8, a fin in box 8",
	marks: func() *marks {
		return newMarks().onlyIn(row(2), 4, "r2c1", "r2c2").onlyIn(row(4), 4, "r4c2", "r4c3").
			onlyIn(row(6), 4, "r6c3", "r6c4").onlyIn(row(8), 4, "r8c1", "r8c4", "r8c5")
	},
	tech:    TechFinnedJellyfish,
	removes: "r7c4:4 r9c4:4", // the cells of column 4 that see the fin r8c5
	not:     []Technique{TechJellyfish},
	// With the fin in box 9 no cell of the cover columns sees it.
	near: func() *marks {
		return newMarks().onlyIn(row(2), 4, "r2c1", "r2c2").onlyIn(row(4), 4, "r4c2", "r4c3").
			onlyIn(row(6), 4, "r6c3", "r6c4").onlyIn(row(8), 4, "r8c1", "r8c4", "r8c8")
	},
}, techCase{
	name: "the extras 3 and 4 with r4c5 a naked pair",
	marks: func() *marks {
		return newMarks().set("r1c1", 1, 2).set("r1c2", 1, 2).set("r4c1", 1, 2, 3).set("r4c2", 1, 2, 4).set("r4c5", 3, 4)
	},
	tech:    TechUniquenessTest3,
	rating:  46,
	removes: "r4c3:34 r4c4:34 r4c6:34 r4c7:34 r4c8:34 r4c9:34",
	nearAdd: "r4c5+5", // r4c5 and the extras hold three digits: no subset
}, techCase{
	name: "rows 7, 8 and 9 in columns 1 and 6 and box 9",
	marks: func() *marks {
		return newMarks().onlyIn(row(7), 1, "r7c1", "r7c6", "r7c8").onlyIn(row(8), 1, "r8c1", "r8c6", "r8c9").
			onlyIn(row(9), 1, "r9c1", "r9c7")
	},
	tech:    TechFrankenSwordfish,
	removes: "r1c1:1 r1c6:1 r2c1:1 r2c6:1 r3c1:1 r3c6:1 r4c1:1 r4c6:1 r5c1:1 r5c6:1 r6c1:1 r6c6:1",
	nearAdd: "r9c4+1", // a 1 of row 9 in no cover set
}, techCase{
	name:    "{r1c1, r1c2} and {r4c1, r4c3}, linked by 2, sharing 3",
	marks:   alsXZ,
	tech:    TechALSXZ,
	rating:  0, // two sets of two cells: no wing of Sudoku Explainer's
	removes: "r1c3:3 r2c3:3 r3c3:3 r4c2:3 r5c2:3 r6c2:3",
	// With a 2 in r1c2 that does not see r4c1, 2 is no restricted common.
	near: func() *marks { return alsXZ().set("r1c2", 1, 2, 3) },
}, techCase{
	name:    "the player placed 1 and 2 in r1c1 and r1c2, and 2 in r4c1",
	grid:    "12......." + "........." + "........." + "2........" + strings.Repeat(".", 44) + "9",
	puzzle:  strings.Repeat(".", 80) + "9",
	marks:   newMarks,
	tech:    TechAvoidableRectangle1,
	removes: "r4c2:1",
	// With the 2 of r4c1 a given, the rectangle could not swap.
	near:       newMarks,
	nearPuzzle: "........." + "........." + "........." + "2........" + strings.Repeat(".", 44) + "9",
}, techCase{
	name:    "the player placed 1 and 2 in r1c1 and r1c2; r4c1 holds 2 and 3, r4c2 1 and 3",
	grid:    "12......." + strings.Repeat(".", 71) + "9",
	puzzle:  strings.Repeat(".", 80) + "9",
	marks:   func() *marks { return newMarks().set("r4c1", 2, 3).set("r4c2", 1, 3) },
	tech:    TechAvoidableRectangle2,
	removes: "r4c3:3 r4c4:3 r4c5:3 r4c6:3 r4c7:3 r4c8:3 r4c9:3 r5c1:3 r5c2:3 r5c3:3 r6c1:3 r6c2:3 r6c3:3",
	// With a third digit in r4c2, the two unsolved corners need not hold 3.
	near: func() *marks { return newMarks().set("r4c1", 2, 3).set("r4c2", 1, 3, 4) },
})

// alsXZ is a board with the almost locked sets {r1c1, r1c2} (1, 2, 3) and
// {r4c1, r4c3} (2, 3, 4): every 2 of one sees every 2 of the other, so the
// set without 2 is locked, and one of them holds 3.
func alsXZ() *marks {
	return newMarks().set("r1c1", 1, 2).set("r1c2", 1, 3).set("r4c1", 2, 4).set("r4c3", 3, 4)
}
