package engine

// boxFiveER confines 4 in box 5 to row 4 and column 6.
func boxFiveER() *marks { return newMarks().onlyIn(box(5), 4, "r4c4", "r4c5", "r5c6", "r6c6") }

var _ = addTechCases(techCase{
	// Box 5 holds 4 only in row 4 and column 6 (r4c4, r4c5, r5c6, r6c6);
	// column 8 holds it only in r4c8 and r9c8. If r9c8 is not 4, r4c8 is,
	// and box 5's 4 is in column 6: r9c6 cannot be 4 either way.
	name:    "box 5 and column 8",
	marks:   func() *marks { return boxFiveER().onlyIn(col(8), 4, "r4c8", "r9c8") },
	tech:    TechEmptyRectangle,
	rating:  42,
	removes: cellsWith("4", "r9c6"),
	explain: "Empty Rectangle: in box 5, 4 lies only in row 4 and column 6 (r4c4, r4c5, r5c6 and r6c6), " +
		"and column 8 holds it only in r4c8 and r9c8. If r9c8 is not 4 then r4c8 is, and box 5 must hold it outside row 4; " +
		"either way a cell that sees r9c8 and that part of the box cannot be 4. Remove 4 from r9c6.",
	// A 4 in r5c5 is outside row 4 and column 6.
	near: func() *marks {
		return newMarks().onlyIn(box(5), 4, "r4c4", "r4c5", "r5c5", "r5c6", "r6c6").onlyIn(col(8), 4, "r4c8", "r9c8")
	},
}, techCase{
	// Rows and columns swapped: row 8 holds 4 only in r8c6 and r8c9.
	name:    "box 5 and row 8",
	marks:   func() *marks { return boxFiveER().onlyIn(row(8), 4, "r8c6", "r8c9") },
	tech:    TechEmptyRectangle,
	rating:  42,
	removes: cellsWith("4", "r4c9"),
	explain: "Empty Rectangle: in box 5, 4 lies only in row 4 and column 6 (r4c4, r4c5, r5c6 and r6c6), " +
		"and row 8 holds it only in r8c6 and r8c9. If r8c9 is not 4 then r8c6 is, and box 5 must hold it outside column 6; " +
		"either way a cell that sees r8c9 and that part of the box cannot be 4. Remove 4 from r4c9.",
})
