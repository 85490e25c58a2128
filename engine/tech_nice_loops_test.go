package engine

// A hand-made Continuous Nice Loop (the other chains and loops of the
// extended catalogue come from the data sets, in
// tech_extended_cases_test.go).

// niceLoopMarks: four cells r1c1 {1,4,5}, r1c5 {1,2,5}, r5c5 {2,3,5} and
// r5c1 {3,4,5} joined by four strong links (1 in row 1, 2 in column 5, 3 in
// row 5, 4 in column 1), every other cell holding all digits: the loop
// r1c1=1 - r1c5=1 ... of eight nodes, in which each cell's two digits are
// joined by a weak link, so each of the four cells holds one of its two
// loop digits and loses 5.
func niceLoopMarks() *marks {
	return newMarks().set("r1c1", 1, 4, 5).set("r1c5", 1, 2, 5).set("r5c5", 2, 3, 5).set("r5c1", 3, 4, 5).
		onlyIn(row(1), 1, "r1c1", "r1c5").onlyIn(col(5), 2, "r1c5", "r5c5").
		onlyIn(row(5), 3, "r5c5", "r5c1").onlyIn(col(1), 4, "r5c1", "r1c1")
}

var _ = addTechCases(techCase{
	name:    "four cells, four digits",
	marks:   niceLoopMarks,
	tech:    TechContinuousNiceLoop,
	rating:  71, // SE's 7.0 for a loop mixing both kinds of link, plus 0.1 for its length
	removes: "r1c1:5 r1c5:5 r5c1:5 r5c5:5",
	explain: "Continuous Nice Loop: the loop r1c1 is 1 ⇒ r1c1 is not 4 ⇒ r5c1 is 4 ⇒ r5c1 is not 3 ⇒ r5c5 is 3 ⇒ r5c5 is not 2 ⇒ r1c5 is 2 ⇒ r1c5 is not 1 ⇒ r1c1 is 1 " +
		"holds whichever way round it is read, so each of its weak links (a node that is true making the next false) holds as a strong one too: one of its two ends is true. " +
		"Remove 5 from r1c1, r1c5, r5c1 and r5c5.",
	chain:   8,
	nearAdd: "r3c1+4", // a third 4 in column 1 breaks the loop's strong link there
})
