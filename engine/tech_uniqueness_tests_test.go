package engine

// Hand-made instances of HoDoKu's uniqueness tests (the others come from
// the data sets, in tech_extended_cases_test.go).

var _ = addTechCases(techCase{
	name: "three corners hold 3",
	marks: func() *marks {
		return newMarks().set("r1c1", 1, 2).set("r1c2", 1, 2, 3).set("r4c1", 1, 2, 3).set("r4c2", 1, 2, 3)
	},
	tech:    TechUniquenessTest5,
	rating:  45,
	removes: "r5c2:3 r6c2:3",
	explain: "Uniqueness Test 5: the cells r1c1, r1c2, r4c2, r4c1 form a rectangle over two boxes where 1 and 2 could swap for a second solution if those cells held nothing else. " +
		"The corners that hold more hold only 3 more, so one of them is 3, and a cell that sees all of them cannot be. Remove 3 from r5c2 and r6c2.",
	nearAdd: "r1c1+3", // no corner holds only the pair
	// A corner that lacks both digits (r4c1 holds only 3) is never part
	// of the deadly pattern: nothing follows.
	near: func() *marks {
		return newMarks().set("r1c1", 1, 2).set("r1c2", 1, 2, 3).set("r4c1", 3).set("r4c2", 1, 2, 3)
	},
})
