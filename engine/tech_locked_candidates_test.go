package engine

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
