package engine

// Franken fish (extended catalogue; HoDoKu 6100 to 6900): fish whose base
// sets are rows and boxes and whose cover sets are columns and boxes (or
// columns and boxes, then rows and boxes), with a box among them; finned
// too. The search is the general one of tech_fish_general.go. Sudoku
// Explainer has none.

var (
	techFrankenXWing = techSpec{
		Tech:          TechFrankenXWing,
		Find:          (*logicGrid).findFrankenXWing,
		Explain:       (*Step).explainGeneralFish,
		ExtendedOrder: 6100,
		ExtendedOnly:  true,
	}
	techFrankenSwordfish = techSpec{
		Tech:          TechFrankenSwordfish,
		Find:          (*logicGrid).findFrankenSwordfish,
		Explain:       (*Step).explainGeneralFish,
		ExtendedOrder: 6200,
		ExtendedOnly:  true,
	}
	techFrankenJellyfish = techSpec{
		Tech:          TechFrankenJellyfish,
		Find:          (*logicGrid).findFrankenJellyfish,
		Explain:       (*Step).explainGeneralFish,
		ExtendedOrder: 6300,
		ExtendedOnly:  true,
	}
	techFinnedFrankenXWing = techSpec{
		Tech:          TechFinnedFrankenXWing,
		Find:          (*logicGrid).findFinnedFrankenXWing,
		Explain:       (*Step).explainGeneralFish,
		ExtendedOrder: 6700,
		ExtendedOnly:  true,
	}
	techFinnedFrankenSwordfish = techSpec{
		Tech:          TechFinnedFrankenSwordfish,
		Find:          (*logicGrid).findFinnedFrankenSwordfish,
		Explain:       (*Step).explainGeneralFish,
		ExtendedOrder: 6800,
		ExtendedOnly:  true,
	}
	techFinnedFrankenJellyfish = techSpec{
		Tech:          TechFinnedFrankenJellyfish,
		Find:          (*logicGrid).findFinnedFrankenJellyfish,
		Explain:       (*Step).explainGeneralFish,
		ExtendedOrder: 6900,
		ExtendedOnly:  true,
	}
)

func (s *logicGrid) findFrankenXWing(st *Step) bool {
	return s.findFishOf(st, 2, fishFranken, false, false)
}

func (s *logicGrid) findFrankenSwordfish(st *Step) bool {
	return s.findFishOf(st, 3, fishFranken, false, false)
}

func (s *logicGrid) findFrankenJellyfish(st *Step) bool {
	return s.findFishOf(st, 4, fishFranken, false, false)
}

func (s *logicGrid) findFinnedFrankenXWing(st *Step) bool {
	return s.findFishOf(st, 2, fishFranken, true, false)
}

func (s *logicGrid) findFinnedFrankenSwordfish(st *Step) bool {
	return s.findFishOf(st, 3, fishFranken, true, false)
}

func (s *logicGrid) findFinnedFrankenJellyfish(st *Step) bool {
	return s.findFishOf(st, 4, fishFranken, true, false)
}
