package engine

// bugMarks builds a bivalue universal grave: every cell holds its digit in a
// solution grid and the next digit (9 wraps to 1), so each digit has exactly
// two places in every unit; then add gives cells more digits (cell name ->
// digits).
func bugMarks(add map[string][]int) *marks {
	const sol = "534678912672195348198342567859761423426853791713924856961537284287419635345286179"
	m := newMarks()
	for c := range sol {
		v := int(sol[c] - '0')
		m[c] = digitsMask(v, v%9+1)
	}
	for n, ds := range add {
		m[cell(n)] |= digitsMask(ds...)
	}
	return m
}

// The cases were checked against Sukaku Explainer v1.15.10's own search.
var _ = addTechCases(techCase{
	// r1c1 (5, 6) also holds 9: without it the grid is a grave, so r1c1 is
	// 9.
	name:    "9 in r1c1",
	marks:   func() *marks { return bugMarks(map[string][]int{"r1c1": {9}}) },
	tech:    TechBUG,
	rating:  56,
	removes: cellsWith("56", "r1c1"),
	explain: "BUG+1: without 9 in r1c1, every empty cell would have two candidates and every digit two places in each unit, " +
		"a pattern with two solutions; so r1c1 is 9. Remove 5 from r1c1; 6 from r1c1.",
	near: func() *marks { return bugMarks(map[string][]int{"r1c1": {9}, "r5c5": {1, 2}}) },
}, techCase{
	// 9 in r1c1 (5, 6) and r1c2 (3, 4): one of them is 9, which leaves the
	// rest of row 1 and box 1.
	name:    "9 in r1c1 and r1c2",
	marks:   func() *marks { return bugMarks(map[string][]int{"r1c1": {9}, "r1c2": {9}}) },
	tech:    TechBUG2,
	rating:  57,
	removes: cellsWith("9", "r1c6", "r1c7", "r3c2", "r3c3"),
	near:    func() *marks { return bugMarks(map[string][]int{"r1c1": {9}, "r1c2": {9}, "r5c5": {1, 2}}) },
}, techCase{
	// 9 in r1c1 and 8 in r1c2: one of them is its extra digit, so together
	// they act as one cell holding 8 or 9, a naked pair of box 1 with r3c3
	// (8, 9).
	name:    "9 in r1c1, 8 in r1c2",
	marks:   func() *marks { return bugMarks(map[string][]int{"r1c1": {9}, "r1c2": {8}}) },
	tech:    TechBUG3,
	rating:  58,
	removes: "r2c2:8 r3c2:9",
	near:    func() *marks { return bugMarks(map[string][]int{"r1c1": {9}, "r1c2": {8}, "r5c5": {1, 2}}) },
}, techCase{
	// 9 in r1c1 (5, 6) and 8 in r1c3 (4, 5): both hold 5 too.
	name:    "9 in r1c1, 8 in r1c3",
	marks:   func() *marks { return bugMarks(map[string][]int{"r1c1": {9}, "r1c3": {8}}) },
	tech:    TechBUG4,
	rating:  57,
	removes: "r1c1:6 r1c3:4",
	near:    func() *marks { return bugMarks(map[string][]int{"r1c1": {9}, "r1c3": {8}, "r9c9": {2}}) },
})
