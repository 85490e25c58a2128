package engine

// Mutant fish (extended catalogue; HoDoKu 7300 to 8100): fish whose base
// and cover sets mix rows, columns and boxes in ways that are neither basic
// nor Franken (a row and a column among the base sets, say); finned too.
// The search is the general one of tech_fish_general.go. HoDoKu leaves
// them out of its default order for their cost; here they come in its
// order, with the search's budget. Sudoku Explainer has none.

var (
	techMutantXWing = techSpec{
		Tech:          TechMutantXWing,
		Find:          (*logicGrid).findMutantXWing,
		Explain:       (*Step).explainGeneralFish,
		ExtendedOrder: 7300,
		ExtendedOnly:  true,
	}
	techMutantSwordfish = techSpec{
		Tech:          TechMutantSwordfish,
		Find:          (*logicGrid).findMutantSwordfish,
		Explain:       (*Step).explainGeneralFish,
		ExtendedOrder: 7400,
		ExtendedOnly:  true,
	}
	techMutantJellyfish = techSpec{
		Tech:          TechMutantJellyfish,
		Find:          (*logicGrid).findMutantJellyfish,
		Explain:       (*Step).explainGeneralFish,
		ExtendedOrder: 7500,
		ExtendedOnly:  true,
	}
	techFinnedMutantXWing = techSpec{
		Tech:          TechFinnedMutantXWing,
		Find:          (*logicGrid).findFinnedMutantXWing,
		Explain:       (*Step).explainGeneralFish,
		ExtendedOrder: 7900,
		ExtendedOnly:  true,
	}
	techFinnedMutantSwordfish = techSpec{
		Tech:          TechFinnedMutantSwordfish,
		Find:          (*logicGrid).findFinnedMutantSwordfish,
		Explain:       (*Step).explainGeneralFish,
		ExtendedOrder: 8000,
		ExtendedOnly:  true,
	}
	techFinnedMutantJellyfish = techSpec{
		Tech:          TechFinnedMutantJellyfish,
		Find:          (*logicGrid).findFinnedMutantJellyfish,
		Explain:       (*Step).explainGeneralFish,
		ExtendedOrder: 8100,
		ExtendedOnly:  true,
	}
)

func (s *logicGrid) findMutantXWing(st *Step) bool {
	return s.findFishOf(st, 2, fishMutant, false, false)
}

func (s *logicGrid) findMutantSwordfish(st *Step) bool {
	return s.findFishOf(st, 3, fishMutant, false, false)
}

func (s *logicGrid) findMutantJellyfish(st *Step) bool {
	return s.findFishOf(st, 4, fishMutant, false, false)
}

func (s *logicGrid) findFinnedMutantXWing(st *Step) bool {
	return s.findFishOf(st, 2, fishMutant, true, false)
}

func (s *logicGrid) findFinnedMutantSwordfish(st *Step) bool {
	return s.findFishOf(st, 3, fishMutant, true, false)
}

func (s *logicGrid) findFinnedMutantJellyfish(st *Step) bool {
	return s.findFishOf(st, 4, fishMutant, true, false)
}
