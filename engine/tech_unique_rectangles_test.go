package engine

// rectangleBase is the two cells of row 1 that hold exactly {1,2}.
func rectangleBase() *marks { return newMarks().set("r1c1", 1, 2).set("r1c4", 1, 2) }

var _ = addTechCases(techCase{
	name:    "type 1",
	marks:   func() *marks { return rectangleBase().set("r2c1", 1, 2).set("r2c4", 1, 2, 5, 7) },
	tech:    TechUniqueRectangle,
	rating:  45,
	removes: cellsWith("12", "r2c4"),
	explain: "Unique Rectangle Type 1: the cells r1c1, r1c4, r2c1, r2c4 form a rectangle on 1 and 2; if the cell with extra candidates were 1 or 2 the two digits could swap and the puzzle would have two solutions. Remove 1 from r2c4; 2 from r2c4.",
	// Four boxes: swapping the digits is not a deadly pattern.
	near: func() *marks {
		return newMarks().set("r1c1", 1, 2).set("r1c4", 1, 2).set("r4c1", 1, 2).set("r4c4", 1, 2, 5)
	},
}, techCase{
	name:    "type 2",
	marks:   func() *marks { return rectangleBase().set("r2c1", 1, 2, 5).set("r2c4", 1, 2, 5) },
	tech:    TechUniqueRectangle2,
	rating:  45,
	removes: cellsWith("5", unitCellsExcept(row(2), "r2c1", "r2c4")...),
	explain: "Unique Rectangle Type 2: the cells r1c1, r1c4, r2c1, r2c4 form a rectangle on two digits that could swap for a second solution unless a cell with an extra digit holds it; both extra cells hold only 5 more, so one of them is 5. Remove 5 from r2c2, r2c3, r2c5, r2c6, r2c7, r2c8 and r2c9.",
	near:    func() *marks { return rectangleBase().set("r2c1", 1, 2, 5).set("r2c4", 1, 2, 6) },
}, techCase{
	name:    "type 3",
	marks:   func() *marks { return rectangleBase().set("r2c1", 1, 2, 3).set("r2c4", 1, 2, 4).set("r2c7", 3, 4) },
	tech:    TechUniqueRectangle3,
	rating:  46,
	removes: cellsWith("34", unitCellsExcept(row(2), "r2c1", "r2c4", "r2c7")...),
	explain: "Unique Rectangle Type 3: the cells r1c1, r1c4, r2c1, r2c4 form a rectangle on two digits that could swap for a second solution unless one of the extra cells holds an extra digit; they act as one cell that, with r2c7, forms a naked set of 3 and 4 in row 2. Remove 3 from r2c2, r2c3, r2c5, r2c6, r2c8 and r2c9; 4 from r2c2, r2c3, r2c5, r2c6, r2c8 and r2c9.",
	near:    func() *marks { return rectangleBase().set("r2c1", 1, 2, 3).set("r2c4", 1, 2, 4).set("r2c7", 3, 5) },
}, techCase{
	name: "type 4",
	marks: func() *marks {
		return rectangleBase().set("r2c1", 1, 2, 5, 6).set("r2c4", 1, 2, 7).onlyIn(row(2), 1, "r2c1", "r2c4")
	},
	tech:    TechUniqueRectangle4,
	rating:  45,
	removes: cellsWith("2", "r2c1", "r2c4"),
	explain: "Unique Rectangle Type 4: the cells r1c1, r1c4, r2c1, r2c4 form a rectangle on two digits that could swap for a second solution unless the extra cells break the pattern; in row 2 one of them must hold 1, so neither can hold 2. Remove 2 from r2c1 and r2c4.",
	near: func() *marks {
		return rectangleBase().set("r2c1", 1, 2, 5, 6).set("r2c4", 1, 2, 7).onlyIn(row(2), 1, "r2c1", "r2c4", "r2c9")
	},
})
