package engine

import "os"

// The cases of the chain techniques beyond single chains are steps of SE's
// own solve paths (testdata/se_chain_steps.txt, replayed in full by
// TestChainStepsOfSE): on SE's candidates the registered search must take
// SE's step, with SE's rating and eliminations. The hand-made Nishio chain
// has a near miss; a near miss of the others is in chain_test.go (the
// multiple-chain producers run in turn, so a grid one producer misses often
// gives a step to the next).

// seChainCase makes the techCase of step k of testdata/se_chain_steps.txt,
// which SE takes with technique tech.
func seChainCase(steps []seChainStep, k int, tech Technique) techCase {
	s := steps[k]
	var want Step
	for _, r := range s.remove {
		want.Removed[r[0]] |= 1 << (r[1] - 1)
	}
	tc := techCase{
		name:    "SE step " + s.name,
		grid:    s.grid.String(),
		marks:   func() *marks { m := marks(s.marks); return &m },
		tech:    tech,
		rating:  s.rating,
		removes: removals(&want),
	}
	if len(s.place) > 0 {
		tc.cell, tc.digit = CellName(s.place[0][0]), s.place[0][1]
	}
	return tc
}

// seChainCases reads the SE steps (at start-up: the cases are registered
// then) and makes the cases of the chain techniques 53-58.
func seChainCases() []techCase {
	f, err := os.Open("testdata/se_chain_steps.txt")
	if err != nil {
		panic(err)
	}
	defer f.Close()
	steps, err := parseSEChainSteps(f)
	if err != nil {
		panic(err)
	}
	return []techCase{
		seChainCase(steps, 9, TechAlignedTripletExclusion),
		seChainCase(steps, 8, TechNishioForcingChain),
		seChainCase(steps, 4, TechMultipleForcingChain),
		seChainCase(steps, 3, TechMultipleForcingChain),
		seChainCase(steps, 10, TechDynamicForcingChain),
		seChainCase(steps, 16, TechDynamicForcingChain),
		seChainCase(steps, 21, TechDynamicForcingChainPlus),
		seChainCase(steps, 23, TechNestedForcingChain),
	}
}

var _ = addTechCases(seChainCases()...)

var _ = addTechCases(techCase{
	// If r1c1 were 1, row 2's 1 would go to r2c5 and row 3's to r3c5,
	// both in column 5. SE's count: r1c1=1, r3c3≠1, r3c5=1 and r1c1=1,
	// r2c2≠1, r2c5=1, r3c5≠1.
	name:    "two conjugate pairs into one column",
	marks:   func() *marks { return newMarks().onlyIn(row(2), 1, "r2c2", "r2c5").onlyIn(row(3), 1, "r3c3", "r3c5") },
	tech:    TechNishioForcingChain,
	rating:  76,
	removes: cellsWith("1", "r1c1"),
	explain: "Nishio Forcing Chain: if r1c1 were 1, its consequences would make r3c5 both 1 and not 1. " +
		"(Following that digit alone, removing candidates as it goes.) Remove 1 from r1c1.",
})
