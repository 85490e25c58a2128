package engine

var _ = addTechCases(techCase{
	name:    "box",
	marks:   func() *marks { return newMarks().onlyIn(box(5), 7, "r5c4") },
	tech:    TechHiddenSingleBox,
	rating:  12,
	cell:    "r5c4",
	digit:   7,
	explain: "Hidden Single: in box 5, 7 can only go in r5c4.",
	near:    func() *marks { return newMarks().onlyIn(box(5), 7, "r5c4", "r6c6") },
}, techCase{
	name:    "row",
	marks:   func() *marks { return newMarks().onlyIn(row(3), 7, "r3c8") },
	tech:    TechHiddenSingleLine,
	rating:  15,
	cell:    "r3c8",
	digit:   7,
	explain: "Hidden Single: in row 3, 7 can only go in r3c8.",
	not:     []Technique{TechHiddenSingleBox},
	near:    func() *marks { return newMarks().onlyIn(box(5), 7, "r5c4", "r6c6") },
})
