package engine

// bugMarks builds a bivalue universal grave: every cell holds its digit in a
// solution grid and the next digit (9 wraps to 1), so each digit has exactly
// two places in every unit. Each cell of extra gets digit x as well.
func bugMarks(x int, extra ...string) *marks {
	const sol = "534678912672195348198342567859761423426853791713924856961537284287419635345286179"
	m := newMarks()
	for c := range sol {
		v := int(sol[c] - '0')
		m[c] = digitsMask(v, v%9+1)
	}
	for _, n := range extra {
		m[cell(n)] |= digitsMask(x)
	}
	return m
}

var _ = addTechCases(techCase{
	name:    "9 in r1c1",
	marks:   func() *marks { return bugMarks(9, "r1c1") },
	tech:    TechBUG,
	rating:  56,
	cell:    "r1c1",
	digit:   9,
	explain: "BUG+1: every other empty cell has two candidates and every digit two places in each unit; if r1c1 were not 9 the puzzle would have two solutions, so it is 9.",
	not:     []Technique{TechBUG2},
	near: func() *marks {
		m := bugMarks(9, "r1c1")
		m[cell("r5c5")] |= digitsMask(1, 2)
		return m
	},
}, techCase{
	// One of r1c1 (5,6) and r1c2 (3,4) is 9, so 9 leaves the rest of row 1
	// and box 1.
	name:    "9 in r1c1 and r1c2",
	marks:   func() *marks { return bugMarks(9, "r1c1", "r1c2") },
	tech:    TechBUG2,
	rating:  57,
	removes: cellsWith("9", "r1c6", "r1c7", "r3c2", "r3c3"),
	explain: "BUG Type 2: without 9 in r1c1 and r1c2, every empty cell would have two candidates and every digit two places in each unit, which allows two solutions; so one of those cells is 9. " +
		"Remove 9 from r1c6, r1c7, r3c2 and r3c3.",
	not:  []Technique{TechBUG},
	near: func() *marks { return bugMarks(9, "r1c1").set("r1c2", 3, 4, 8) },
})
