package engine

// The multiple and dynamic forcing chains of SE v1.15.10, beyond the single
// chains of tech_chains.go: Nishio Forcing Chains 7.5, Multiple Forcing
// Chains 8.0, Dynamic Forcing Chains 8.5, Dynamic Forcing Chains (+) 9.0
// and Nested Forcing Chains 9.5 (10.0 and 10.5 for the deeper levels),
// each plus the length bonus of its complexity. One search runs SE's
// producers in turn (findMultipleChains, chain_find.go); the first with a
// step wins. docs/chains.md describes them.

var (
	techNishioForcingChain = techSpec{
		Tech:      TechNishioForcingChain,
		Rating:    75,
		MaxRating: MaxRating,
		Tie:       1, // after Aligned Triplet Exclusion, as in Sudoku Explainer
		FindChain: (*logicGrid).findMultipleChains,
		Explain:   (*Step).explainMultipleChains,
		// The extended catalogue falls back to the forcing chains last,
		// so that it finishes every puzzle the rating finishes.
		ExtendedOrder: 9100,
	}
	techMultipleForcingChain = techSpec{
		Tech:      TechMultipleForcingChain,
		Rating:    80,
		MaxRating: MaxRating,
		FoundBy:   TechNishioForcingChain,
		Explain:   (*Step).explainMultipleChains,
	}
	techDynamicForcingChain = techSpec{
		Tech:      TechDynamicForcingChain,
		Rating:    85,
		MaxRating: MaxRating,
		FoundBy:   TechNishioForcingChain,
		Explain:   (*Step).explainMultipleChains,
	}
	techDynamicForcingChainPlus = techSpec{
		Tech:      TechDynamicForcingChainPlus,
		Rating:    90,
		MaxRating: MaxRating,
		FoundBy:   TechNishioForcingChain,
		Explain:   (*Step).explainMultipleChains,
	}
	techNestedForcingChain = techSpec{
		Tech:      TechNestedForcingChain,
		Rating:    95,
		MaxRating: MaxRating,
		FoundBy:   TechNishioForcingChain,
		Explain:   (*Step).explainMultipleChains,
	}
)
