package engine

var _ = addTechCases(techCase{
	// In different boxes: within one box, SE would find the box's pair
	// first (it looks in boxes, then columns, then rows).
	name:    "pair in row 1",
	marks:   func() *marks { return newMarks().set("r1c1", 1, 2).set("r1c5", 1, 2) },
	tech:    TechNakedPair,
	rating:  30,
	removes: cellsWith("12", unitCellsExcept(row(1), "r1c1", "r1c5")...),
	explain: "Naked Pair: r1c1 and r1c5 in row 1 hold only the digits 1 and 2, so those digits cannot be anywhere else in row 1. " +
		"Remove 1 from r1c2, r1c3, r1c4, r1c6, r1c7, r1c8 and r1c9; 2 from r1c2, r1c3, r1c4, r1c6, r1c7, r1c8 and r1c9.",
	near: func() *marks { return newMarks().set("r1c1", 1, 2).set("r1c5", 1, 3) },
}, techCase{
	name:    "pair in box 1",
	marks:   func() *marks { return newMarks().set("r1c1", 1, 2).set("r1c2", 1, 2) },
	tech:    TechNakedPair,
	rating:  30,
	removes: cellsWith("12", unitCellsExcept(box(1), "r1c1", "r1c2")...),
	near:    func() *marks { return newMarks().set("r1c1", 1, 2).set("r1c2", 1, 3) },
}, techCase{
	name:    "triple in row 1",
	marks:   func() *marks { return newMarks().set("r1c1", 1, 2).set("r1c4", 2, 3).set("r1c7", 1, 3) },
	tech:    TechNakedTriple,
	rating:  36,
	removes: cellsWith("123", unitCellsExcept(row(1), "r1c1", "r1c4", "r1c7")...),
	not:     []Technique{TechNakedPair},
	near:    func() *marks { return newMarks().set("r1c1", 1, 2).set("r1c4", 2, 3).set("r1c7", 1, 4) },
}, techCase{
	name: "quad in row 1",
	marks: func() *marks {
		return newMarks().set("r1c1", 1, 2).set("r1c2", 2, 3).set("r1c3", 3, 4).set("r1c4", 1, 4)
	},
	tech:    TechNakedQuad,
	rating:  50,
	removes: cellsWith("1234", unitCellsExcept(row(1), "r1c1", "r1c2", "r1c3", "r1c4")...),
	not:     []Technique{TechNakedTriple},
	near: func() *marks {
		return newMarks().set("r1c1", 1, 2).set("r1c2", 2, 3).set("r1c3", 3, 4).set("r1c4", 1, 5)
	},
})
