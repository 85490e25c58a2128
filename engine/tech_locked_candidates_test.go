package engine

import "strings"

var _ = addTechCases(techCase{
	name:    "box 1 on row 1",
	marks:   func() *marks { return newMarks().onlyIn(box(1), 3, "r1c1", "r1c2") },
	tech:    TechPointing,
	rating:  26,
	removes: cellsWith("3", unitCellsExcept(row(1), "r1c1", "r1c2", "r1c3")...),
	explain: "Pointing: in box 1, 3 can only go in r1c1 and r1c2, which all lie in row 1; so 3 cannot be anywhere else in row 1. Remove 3 from r1c4, r1c5, r1c6, r1c7, r1c8 and r1c9.",
	near:    func() *marks { return newMarks().onlyIn(box(1), 3, "r1c1", "r1c2", "r2c1") },
}, techCase{
	name:    "row 4 in box 4",
	marks:   func() *marks { return newMarks().onlyIn(row(4), 6, "r4c1", "r4c2") },
	tech:    TechClaiming,
	rating:  28,
	removes: cellsWith("6", "r5c1", "r5c2", "r5c3", "r6c1", "r6c2", "r6c3"),
	explain: "Claiming: in row 4, 6 can only go in r4c1 and r4c2, which all lie in box 4; so 6 cannot be anywhere else in box 4. Remove 6 from r5c1, r5c2, r5c3, r6c1, r6c2 and r6c3.",
	near:    func() *marks { return newMarks().onlyIn(row(4), 6, "r4c1", "r4c2", "r4c5") },
})

// The direct forms: the step is the single the eliminations leave, and it
// removes nothing (SE applies only the placement). Checked against Sukaku
// Explainer v1.15.10's own search on the same candidates.
var _ = addTechCases(techCase{
	// Box 1's 3 lies in row 1, which then loses it in box 2: box 2's 3 can
	// only go in r2c5.
	name:   "box 1 on row 1, a single in box 2",
	marks:  func() *marks { return newMarks().onlyIn(box(1), 3, "r1c1", "r1c2").onlyIn(box(2), 3, "r1c4", "r2c5") },
	tech:   TechDirectPointing,
	rating: 17,
	cell:   "r2c5",
	digit:  3,
	explain: "Direct Pointing: in box 1, 3 can only go in r1c1 and r1c2, which lie in row 1, so 3 cannot be elsewhere in row 1; " +
		"then in box 2 it can only go in r2c5, so r2c5 is 3.",
	near: func() *marks {
		return newMarks().onlyIn(box(1), 3, "r1c1", "r1c2").onlyIn(box(2), 3, "r1c4", "r2c5", "r3c6")
	},
}, techCase{
	// Column 1's 6 lies in box 1, which then loses it in column 2: column
	// 2's 6 can only go in r5c2. (The given 6 in r8c3 keeps boxes 4 and 7
	// from pointing first.)
	name:   "column 1 in box 1, a single in column 2",
	grid:   gridText(map[string]int{"r8c3": 6}),
	marks:  func() *marks { return newMarks().onlyIn(col(1), 6, "r1c1", "r2c1").onlyIn(col(2), 6, "r3c2", "r5c2") },
	tech:   TechDirectClaiming,
	rating: 19,
	cell:   "r5c2",
	digit:  6,
	near: func() *marks {
		return newMarks().onlyIn(col(1), 6, "r1c1", "r2c1").onlyIn(col(2), 6, "r3c2", "r5c2", "r6c2")
	},
})

// gridText returns the 81-character text of an empty grid with the given
// digits placed (cell name -> digit).
func gridText(digits map[string]int) string {
	b := []byte(strings.Repeat(".", NumCells))
	for n, d := range digits {
		b[cell(n)] = byte('0' + d)
	}
	return string(b)
}
