package engine

// A hand-made Death Blossom. On a board this small the ALS-XZ part of the
// same search (findALS) finds the pattern first, as an ALS-XZ of the stem
// with two petals against the third; the case runs the Death Blossom part
// alone.

// blossomMarks: the stem r5c5 {1,2,3} and its petals r5c4 {1,4} (row 5),
// r4c5 {2,4} (column 5) and r6c6 {3,4} (box 5), each holding one of the
// stem's digits where it sees the stem, and 4.
func blossomMarks() *marks {
	return newMarks().set("r5c5", 1, 2, 3).set("r5c4", 1, 4).set("r4c5", 2, 4).set("r6c6", 3, 4)
}

func findBlossomOnly(s *logicGrid, st *Step) bool {
	var l alsList
	var p alsPeers
	var g alsGraph
	var adj alsAdjacency
	g.adj = &adj
	as := alsSearch{l: &l, p: &p, g: &g, budget: alsBudget}
	s.collectALS(&as)
	return s.findDeathBlossom(st, &as)
}

var _ = addTechCases(techCase{
	name:    "a stem of three digits",
	marks:   blossomMarks,
	find:    findBlossomOnly,
	tech:    TechDeathBlossom,
	rating:  0,
	removes: "r4c4:4 r4c6:4 r5c6:4 r6c4:4 r6c5:4",
	// With 5 in r6c6 the third petal is no almost locked set: 4 is no
	// longer forced into it.
	nearAdd: "r6c6+5",
})
