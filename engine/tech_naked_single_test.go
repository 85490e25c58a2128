package engine

var _ = addTechCases(techCase{
	name:    "one candidate",
	marks:   func() *marks { return newMarks().set("r4c4", 5) },
	tech:    TechNakedSingle,
	rating:  23,
	cell:    "r4c4",
	digit:   5,
	explain: "Naked Single: r4c4 can only be 5: every other digit is already in its row, column or box, or ruled out.",
	near:    func() *marks { return newMarks().set("r4c4", 5, 6) },
})
