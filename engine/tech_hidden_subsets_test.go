package engine

// onlyAllIn confines each digit of ds in unit u to the cells named.
func (m *marks) onlyAllIn(u Unit, ds []int, names ...string) *marks {
	for _, d := range ds {
		m.onlyIn(u, d, names...)
	}
	return m
}

var _ = addTechCases(techCase{
	name:    "pair in row 1",
	marks:   func() *marks { return newMarks().onlyAllIn(row(1), []int{1, 2}, "r1c1", "r1c2") },
	tech:    TechHiddenPair,
	rating:  34,
	removes: cellsWith("3456789", "r1c1", "r1c2"),
	explain: "Hidden Pair: in row 1, the digits 1 and 2 can only go in r1c1 and r1c2, so those cells hold no other digit. Remove 3 from r1c1 and r1c2; 4 from r1c1 and r1c2; 5 from r1c1 and r1c2; 6 from r1c1 and r1c2; 7 from r1c1 and r1c2; 8 from r1c1 and r1c2; 9 from r1c1 and r1c2.",
	near: func() *marks {
		return newMarks().onlyIn(row(1), 1, "r1c1", "r1c2").onlyIn(row(1), 2, "r1c1", "r1c2", "r1c5")
	},
}, techCase{
	name: "triple in row 1",
	marks: func() *marks {
		return newMarks().onlyIn(row(1), 1, "r1c1", "r1c2").onlyIn(row(1), 2, "r1c2", "r1c3").onlyIn(row(1), 3, "r1c1", "r1c3")
	},
	tech:    TechHiddenTriple,
	rating:  40,
	removes: cellsWith("456789", "r1c1", "r1c2", "r1c3"),
	not:     []Technique{TechHiddenPair},
	near: func() *marks {
		return newMarks().onlyIn(row(1), 1, "r1c1", "r1c2").onlyIn(row(1), 2, "r1c2", "r1c3").onlyIn(row(1), 3, "r1c1", "r1c4")
	},
}, techCase{
	name:    "quad in row 1",
	marks:   func() *marks { return newMarks().onlyAllIn(row(1), []int{1, 2, 3, 4}, "r1c1", "r1c2", "r1c3", "r1c4") },
	tech:    TechHiddenQuad,
	rating:  54,
	removes: cellsWith("56789", "r1c1", "r1c2", "r1c3", "r1c4"),
	not:     []Technique{TechHiddenTriple},
	near: func() *marks {
		return newMarks().onlyAllIn(row(1), []int{1, 2, 3}, "r1c1", "r1c2", "r1c3", "r1c4").onlyIn(row(1), 4, "r1c1", "r1c5")
	},
})

// The direct forms (checked against Sukaku Explainer v1.15.10's search).
var _ = addTechCases(techCase{
	// 2 and 7 are a hidden pair of row 4 in r4c1 and r4c5; without r4c1,
	// row 4's 9 can only go in r4c8.
	name: "2 and 7 in row 4, then 9",
	marks: func() *marks {
		return newMarks().onlyIn(row(4), 2, "r4c1", "r4c5").onlyIn(row(4), 7, "r4c1", "r4c5").onlyIn(row(4), 9, "r4c1", "r4c8")
	},
	tech:   TechDirectHiddenPair,
	rating: 20,
	cell:   "r4c8",
	digit:  9,
	explain: "Direct Hidden Pair: in row 4, the digits 2 and 7 can only go in r4c1 and r4c5, so those cells hold no other digit; " +
		"then 9 can only go in r4c8, so r4c8 is 9.",
	near: func() *marks {
		return newMarks().onlyIn(row(4), 2, "r4c1", "r4c5").onlyIn(row(4), 7, "r4c1", "r4c5").onlyIn(row(4), 9, "r4c1", "r4c8", "r4c9")
	},
}, techCase{
	// 1, 2 and 3 are a hidden triple of row 2; without r2c4, row 2's 8 can
	// only go in r2c9.
	name: "1, 2 and 3 in row 2, then 8",
	marks: func() *marks {
		return newMarks().onlyIn(row(2), 1, "r2c1", "r2c4", "r2c7").onlyIn(row(2), 2, "r2c1", "r2c4", "r2c7").
			onlyIn(row(2), 3, "r2c1", "r2c4", "r2c7").onlyIn(row(2), 8, "r2c4", "r2c9")
	},
	tech:   TechDirectHiddenTriple,
	rating: 25,
	cell:   "r2c9",
	digit:  8,
	near: func() *marks {
		return newMarks().onlyIn(row(2), 1, "r2c1", "r2c4", "r2c7").onlyIn(row(2), 2, "r2c1", "r2c4", "r2c7").
			onlyIn(row(2), 3, "r2c1", "r2c4", "r2c7").onlyIn(row(2), 8, "r2c4", "r2c8", "r2c9")
	},
})
