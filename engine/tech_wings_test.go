package engine

var _ = addTechCases(techCase{
	name:    "pivot r1c1",
	marks:   func() *marks { return newMarks().set("r1c1", 1, 2).set("r1c5", 1, 3).set("r5c1", 2, 3) },
	tech:    TechXYWing,
	rating:  42,
	removes: cellsWith("3", "r5c5"),
	explain: "XY-Wing: pivot r1c1 sees the wings r1c5 and r5c1; whatever the pivot holds, one of the cells is 3, so a cell that sees both wings cannot be 3. Remove 3 from r5c5.",
	near:    func() *marks { return newMarks().set("r1c1", 1, 2).set("r1c5", 1, 3).set("r5c1", 2, 4) },
}, techCase{
	name:    "pivot r1c1",
	marks:   func() *marks { return newMarks().set("r1c1", 1, 2, 3).set("r1c5", 1, 3).set("r2c2", 2, 3) },
	tech:    TechXYZWing,
	rating:  44,
	removes: cellsWith("3", "r1c2", "r1c3"),
	explain: "XYZ-Wing: pivot r1c1 sees the wings r1c5 and r2c2; whatever the pivot holds, one of the cells is 3, so a cell that sees all three cannot be 3. Remove 3 from r1c2 and r1c3.",
	near:    func() *marks { return newMarks().set("r1c1", 1, 2, 3).set("r1c5", 1, 3).set("r2c2", 2, 4) },
})
