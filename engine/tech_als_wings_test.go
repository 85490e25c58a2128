package engine

// The cases were checked against Sukaku Explainer v1.15.10's own search.
var _ = addTechCases(techCase{
	// r1c1, r1c2, r1c3 hold 1-4; r5c3 holds 2 and 4. The set's only 4,
	// r1c3, sees r5c3: if r5c3 is 4 the set holds 2, else r5c3 is 2. Cells
	// seeing r5c3, r1c1 and r1c3 lose 2.
	name: "row 1 and r5c3",
	marks: func() *marks {
		return newMarks().set("r1c1", 1, 2).set("r1c2", 1, 3).set("r1c3", 2, 3, 4).set("r5c3", 2, 4)
	},
	tech:    TechWXYZWing,
	rating:  56,
	removes: cellsWith("2", "r2c3", "r3c3"),
	near: func() *marks {
		return newMarks().set("r1c1", 1, 2).set("r1c2", 1, 3).set("r1c3", 2, 3, 4).set("r5c3", 2, 5)
	},
}, techCase{
	// r1c1..r1c4 hold 1-5; r2c2 holds 1 and 5. The set's 1s see r2c2 (box
	// 1), so 5 is in r2c2 or r1c4: the cells of row 2 in box 2 lose it.
	name: "row 1 and r2c2",
	marks: func() *marks {
		return newMarks().set("r1c1", 1, 2).set("r1c2", 1, 3).set("r1c3", 2, 3, 4).set("r1c4", 4, 5).set("r2c2", 1, 5)
	},
	tech:    TechVWXYZWing,
	rating:  64,
	removes: cellsWith("5", "r2c4", "r2c5", "r2c6"),
	near: func() *marks {
		return newMarks().set("r1c1", 1, 2).set("r1c2", 1, 3).set("r1c3", 2, 3, 4).set("r1c4", 4, 5).set("r2c2", 1, 6)
	},
})
