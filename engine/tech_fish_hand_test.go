package engine

// Hand-made Franken, Mutant and finned fish, each with a near miss that
// differs in one candidate. On each board the fish's digit, 1, has
// candidates only in the cells listed (the pattern and the cells it
// clears); the other digits are everywhere, and a digit with all nine
// candidates in every unit makes no fish. A board this sparse holds other
// fish too (Franken and Mutant fish of two sets are always locked
// candidates in disguise), so some cases name the fish the search finds
// first. A near miss given as near must give no fish of the kind at all;
// one given as nearAdd, where some other fish of the kind remains, must
// not give the case's step.

// onesIn returns a board on which 1 has candidates only in the cells
// named.
func onesIn(names ...string) func() *marks {
	return func() *marks {
		keep := map[int]bool{}
		for _, n := range names {
			keep[cell(n)] = true
		}
		m := newMarks()
		for c := range m {
			if !keep[c] {
				m[c] &^= 1
			}
		}
		return m
	}
}

// plus returns the cells with one more.
func plus(cells []string, more string) []string {
	return append(append([]string{}, cells...), more)
}

// The cells of each fish's 1s.
var (
	frankenJellyfishOnes = []string{"r7c1", "r7c6", "r7c8", "r8c2", "r8c6", "r8c9", "r9c1", "r9c7",
		"r1c1", "r2c2", "r3c1", "r5c1", "r4c6"}
	finnedFrankenXWingOnes     = []string{"r7c3", "r7c8", "r8c3", "r8c9", "r8c1", "r9c3", "r4c3"}
	finnedFrankenSwordfishOnes = []string{"r2c3", "r2c5", "r7c3", "r7c8", "r8c5", "r8c9", "r8c1", "r9c3"}
	finnedFrankenJellyfishOnes = []string{"r2c3", "r2c5", "r4c5", "r4c6", "r7c3", "r7c6", "r7c8", "r8c6", "r8c9", "r8c1", "r9c3"}
	mutantXWingOnes            = []string{"r1c2", "r1c7", "r2c1", "r3c1", "r2c2", "r5c7"}
	mutantSwordfishOnes        = []string{"r1c2", "r1c5", "r2c1", "r5c1", "r4c5", "r5c4", "r3c3", "r8c5", "r5c8"}
	mutantJellyfishOnes        = []string{"r1c2", "r1c5", "r2c1", "r5c1", "r4c5", "r5c4", "r8c5", "r8c8", "r3c3", "r9c5", "r2c8"}
	finnedMutantXWingOnes      = []string{"r1c2", "r1c5", "r2c1", "r5c1", "r4c1", "r5c3"}
	finnedMutantSwordfishOnes  = []string{"r1c2", "r1c5", "r2c1", "r5c1", "r4c5", "r5c4", "r6c1", "r5c3", "r8c5"}
	finnedMutantJellyfishOnes  = []string{"r1c2", "r1c5", "r2c1", "r5c1", "r4c5", "r5c4", "r8c5", "r8c8", "r6c1", "r5c3", "r9c5", "r2c8"}
)

var _ = addTechCases(techCase{
	name:    "rows 7, 8, 9 and box 1 in columns 1, 2, 6 and box 9",
	marks:   onesIn(frankenJellyfishOnes...),
	tech:    TechFrankenJellyfish,
	removes: "r4c6:1 r5c1:1",
	near:    onesIn(plus(frankenJellyfishOnes, "r8c3")...), // a 1 of row 8 in no cover set
}, techCase{
	name:    "rows 7 and 8 in column 3 and box 9, a fin in box 7",
	marks:   onesIn(finnedFrankenXWingOnes...),
	tech:    TechFinnedFrankenXWing,
	removes: "r9c3:1",                                        // r4c3 does not see the fin
	near:    onesIn(plus(finnedFrankenXWingOnes, "r8c5")...), // a second fin, in box 8
}, techCase{
	name:    "rows 2, 7 and 8 in columns 3 and 5 and box 9, a fin in box 7",
	marks:   onesIn(finnedFrankenSwordfishOnes...),
	tech:    TechFinnedFrankenSwordfish,
	removes: "r9c3:1",
	nearAdd: "r2c1+1", // a second fin, in box 1
}, techCase{
	name:    "rows 2, 4, 7 and 8 in columns 3, 5, 6 and box 9, a fin in box 7",
	marks:   onesIn(finnedFrankenJellyfishOnes...),
	tech:    TechFinnedFrankenJellyfish,
	removes: "r9c3:1",
	nearAdd: "r7c4+1", // a second fin, in box 8
}, techCase{
	name:    "row 1 and column 1 in box 1 and column 7",
	marks:   onesIn(mutantXWingOnes...),
	tech:    TechMutantXWing,
	removes: "r2c2:1 r5c7:1",
	near:    onesIn(plus(mutantXWingOnes, "r4c1")...), // a 1 of column 1 in no cover set
}, techCase{
	name:    "row 1, column 1 and box 5 in box 1, column 5 and row 5",
	marks:   onesIn(mutantSwordfishOnes...),
	tech:    TechMutantSwordfish,
	removes: "r3c3:1 r5c8:1 r8c5:1",
	near:    onesIn(plus(mutantSwordfishOnes, "r1c4")...), // a 1 of row 1 in no cover set
}, techCase{
	name:    "row 1, column 1, boxes 5 and 8 in columns 2 and 5 and rows 2 and 5",
	marks:   onesIn(mutantJellyfishOnes...),
	tech:    TechMutantJellyfish,
	removes: "r2c8:1",
	nearAdd: "r4c1+1", // a 1 of column 1 in no cover set
}, techCase{
	name:    "row 5 and box 1 in column 1 and row 1, a fin in box 4",
	marks:   onesIn(finnedMutantXWingOnes...),
	tech:    TechFinnedMutantXWing,
	removes: "r4c1:1",
	near:    onesIn(plus(finnedMutantXWingOnes, "r5c7")...), // a second fin, in box 6
}, techCase{
	name:    "row 1, column 1 and box 5 in box 1, column 5 and row 5, a fin in box 4",
	marks:   onesIn(finnedMutantSwordfishOnes...),
	tech:    TechFinnedMutantSwordfish,
	removes: "r5c3:1",                                           // r8c5 does not see the fin
	near:    onesIn(plus(finnedMutantSwordfishOnes, "r6c6")...), // a second fin, in box 5
}, techCase{
	name:    "rows 1, 2 and 8 and box 5 in columns 2, 5 and 8 and row 5, a fin in box 1",
	marks:   onesIn(finnedMutantJellyfishOnes...),
	tech:    TechFinnedMutantJellyfish,
	removes: "r5c1:1",
	nearAdd: "r6c6+1", // a second fin, in box 5
})
