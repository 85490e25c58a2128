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
