package engine

// xyCycleRemovals is what the XY-cycle r1c1{1,2} - r1c5{2,3} - r5c5{3,4} -
// r5c1{4,1} removes: each link's digit from the rest of its line.
func xyCycleRemovals() string {
	var exp Step
	for _, l := range []struct {
		u    Unit
		d    int
		a, b string
	}{{row(1), 2, "r1c1", "r1c5"}, {col(5), 3, "r1c5", "r5c5"}, {row(5), 4, "r5c5", "r5c1"}, {col(1), 1, "r5c1", "r1c1"}} {
		for _, n := range unitCellsExcept(l.u, l.a, l.b) {
			exp.Removed[cell(n)] |= digitsMask(l.d)
		}
	}
	return removals(&exp)
}

var _ = addTechCases(techCase{
	// SE's generalized X-Wing: 1 only twice in rows 1 and 4, in columns 1
	// and 5.
	name:    "X-Wing as a loop",
	marks:   func() *marks { return newMarks().onlyIn(row(1), 1, "r1c1", "r1c5").onlyIn(row(4), 1, "r4c1", "r4c5") },
	tech:    TechXCycle,
	rating:  65,
	removes: cellsWith("1", append(unitCellsExcept(col(1), "r1c1", "r4c1"), unitCellsExcept(col(5), "r1c5", "r4c5")...)...),
	explain: "X-Cycle: the loop r1c1 is 1 ⇒ r4c1 is not 1 ⇒ r4c5 is 1 ⇒ r1c5 is not 1 ⇒ r1c1 is 1 holds whichever way it is read, " +
		"so a cell that sees both an \"is\" and an \"is not\" end of the same digit cannot hold it. " +
		"Remove 1 from r2c1, r2c5, r3c1, r3c5, r5c1, r5c5, r6c1, r6c5, r7c1, r7c5, r8c1, r8c5, r9c1 and r9c5.",
	chain: 5,
	near: func() *marks {
		return newMarks().onlyIn(row(1), 1, "r1c1", "r1c5").onlyIn(row(4), 1, "r4c1", "r4c5", "r4c9")
	},
}, techCase{
	// The Skyscraper of tech_strong_links_test.go, as SE sees it: each of
	// its four eliminations is an X-chain of six potentials.
	name:    "Skyscraper on 1",
	marks:   func() *marks { return newMarks().onlyIn(row(1), 1, "r1c1", "r1c5").onlyIn(row(5), 1, "r5c1", "r5c6") },
	tech:    TechXChain,
	rating:  66,
	removes: cellsWith("1", "r2c6"),
	explain: "X-Chain: suppose r2c6 is 1: r2c6 is 1 ⇒ r1c5 is not 1 ⇒ r1c1 is 1 ⇒ r5c1 is not 1 ⇒ r5c6 is 1 ⇒ r2c6 is not 1, a contradiction. Remove 1 from r2c6.",
	chain:   6,
	near: func() *marks {
		return newMarks().onlyIn(row(1), 1, "r1c1", "r1c5").onlyIn(row(5), 1, "r5c1", "r5c6", "r5c9")
	},
}, techCase{
	name: "four bivalue cells",
	marks: func() *marks {
		return newMarks().set("r1c1", 1, 2).set("r1c5", 2, 3).set("r5c5", 3, 4).set("r5c1", 4, 1)
	},
	tech:    TechXYCycle,
	rating:  66,
	removes: xyCycleRemovals(),
	explain: "XY-Cycle: the loop r1c1 is 1 ⇒ r5c1 is not 1 ⇒ r5c1 is 4 ⇒ r5c5 is not 4 ⇒ r5c5 is 3 ⇒ r1c5 is not 3 ⇒ r1c5 is 2 ⇒ r1c1 is not 2 ⇒ r1c1 is 1 holds whichever way it is read, " +
		"so a cell that sees both an \"is\" and an \"is not\" end of the same digit cannot hold it. " +
		"Remove 1 from r2c1, r3c1, r4c1, r6c1, r7c1, r8c1 and r9c1; 2 from r1c2, r1c3, r1c4, r1c6, r1c7, r1c8 and r1c9; 3 from r2c5, r3c5, r4c5, r6c5, r7c5, r8c5 and r9c5; 4 from r5c2, r5c3, r5c4, r5c6, r5c7, r5c8 and r5c9.",
	near: func() *marks {
		return newMarks().set("r1c1", 1, 2).set("r1c5", 2, 3).set("r5c5", 3, 4).set("r5c1", 4, 5)
	},
}, techCase{
	// r1c1{1,2} - r1c5{2,3} - r5c5{3,1}: 1 leaves r5c1.
	name:    "three bivalue cells",
	marks:   func() *marks { return newMarks().set("r1c1", 1, 2).set("r1c5", 2, 3).set("r5c5", 1, 3) },
	tech:    TechXYChain,
	rating:  71,
	removes: cellsWith("1", "r5c1"),
	explain: "XY-Chain: suppose r5c1 is 1: r5c1 is 1 ⇒ r5c5 is not 1 ⇒ r5c5 is 3 ⇒ r1c5 is not 3 ⇒ r1c5 is 2 ⇒ r1c1 is not 2 ⇒ r1c1 is 1 ⇒ r5c1 is not 1, a contradiction. Remove 1 from r5c1.",
	chain:   8,
	near:    func() *marks { return newMarks().set("r1c1", 1, 2).set("r1c5", 2, 3).set("r5c5", 4, 3) },
}, techCase{
	// r2c5 is 2 or 3; 3 is in row 3 only in r3c1 and r3c5, and 2 in box 1
	// only in r2c3 and r3c1: the loop holds both ways round.
	name: "a bivalue cell and two conjugate pairs",
	marks: func() *marks {
		return newMarks().set("r2c5", 2, 3).onlyIn(row(3), 3, "r3c1", "r3c5").onlyIn(box(1), 2, "r2c3", "r3c1")
	},
	tech:   TechCycle,
	rating: 70,
	// 2 leaves the rest of row 2, 3 the rest of column 5 and box 2.
	removes: "r1c4:3 r1c5:3 r1c6:3 r2c4:23 r2c6:23 r2c7:2 r2c8:2 r2c9:2 r4c5:3 r5c5:3 r6c5:3 r7c5:3 r8c5:3 r9c5:3",
	explain: "Continuous Loop: the loop r2c3 is 2 ⇒ r2c5 is not 2 ⇒ r2c5 is 3 ⇒ r3c5 is not 3 ⇒ r3c1 is 3 ⇒ r3c1 is not 2 ⇒ r2c3 is 2 holds whichever way it is read, " +
		"so a cell that sees both an \"is\" and an \"is not\" end of the same digit cannot hold it. " +
		"Remove 2 from r2c4, r2c6, r2c7, r2c8 and r2c9; 3 from r1c4, r1c5, r1c6, r2c4, r2c6, r4c5, r5c5, r6c5, r7c5, r8c5 and r9c5.",
	chain: 7,
	near: func() *marks {
		return newMarks().set("r2c5", 2, 3).onlyIn(row(3), 3, "r3c1", "r3c5", "r3c9").onlyIn(box(1), 2, "r2c3", "r3c1")
	},
}, techCase{
	// If r1c7 is 2, r2c9 and then r1c5, both {1,2}, are 1 (r2c9 through
	// the conjugate pair of 1 in row 3), and r1c5 sees r1c7.
	name:    "two bivalue cells and a conjugate pair",
	marks:   func() *marks { return newMarks().set("r1c5", 1, 2).set("r2c9", 1, 2).onlyIn(row(3), 1, "r3c5", "r3c8") },
	tech:    TechForcingChain,
	rating:  71,
	removes: cellsWith("2", "r1c7"),
	explain: "Alternating Inference Chain: suppose r1c7 is 2: r1c7 is 2 ⇒ r2c9 is not 2 ⇒ r2c9 is 1 ⇒ r3c8 is not 1 ⇒ r3c5 is 1 ⇒ r1c5 is not 1 ⇒ r1c5 is 2 ⇒ r1c7 is not 2, a contradiction. Remove 2 from r1c7.",
	chain:   8,
	near:    func() *marks { return newMarks().set("r1c5", 1, 2).set("r2c9", 1, 3).onlyIn(row(3), 1, "r3c5", "r3c8") },
})
