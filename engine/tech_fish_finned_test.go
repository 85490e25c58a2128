package engine

// A hand-made Finned X-Wing (the other finned, sashimi, Franken and mutant
// fish come from the data sets, in tech_extended_cases_test.go).

var _ = addTechCases(techCase{
	name: "rows 2 and 8, a fin in box 8",
	marks: func() *marks {
		return newMarks().onlyIn(row(2), 4, "r2c3", "r2c6").onlyIn(row(8), 4, "r8c3", "r8c5", "r8c6")
	},
	tech:    TechFinnedXWing,
	rating:  0,
	removes: "r7c6:4 r9c6:4", // the cells of column 6 that see the fin r8c5
	not:     []Technique{TechXWing},
	// With the fin in box 9 no cell of the cover columns sees it.
	near: func() *marks {
		return newMarks().onlyIn(row(2), 4, "r2c3", "r2c6").onlyIn(row(8), 4, "r8c3", "r8c6", "r8c8")
	},
})
