package engine

// The chains and loops of SE's first chain producer, Forcing Chains &
// Cycles (chain_static.go), with SE's ratings: X-Cycle 6.5, X-Chain 6.6,
// XY-Cycle 6.5, XY-Chain, Continuous Loop and Alternating Inference Chain
// 7.0, each plus chainLengthBonus. One search finds them all
// (findStaticChains, chain_find.go).

var (
	techXCycle = techSpec{
		Tech:          TechXCycle,
		Rating:        65,
		MaxRating:     MaxRating,
		FindChain:     (*logicGrid).findStaticChains,
		Explain:       (*Step).explainCycle,
		ExtendedOrder: 8500,
	}
	techXChain = techSpec{
		Tech:      TechXChain,
		Rating:    66,
		MaxRating: MaxRating,
		FoundBy:   TechXCycle,
		Explain:   (*Step).explainForcingChain,
	}
	techXYCycle = techSpec{
		Tech:      TechXYCycle,
		Rating:    65,
		MaxRating: MaxRating,
		FoundBy:   TechXCycle,
		Explain:   (*Step).explainCycle,
	}
	techXYChain = techSpec{
		Tech:      TechXYChain,
		Rating:    70,
		MaxRating: MaxRating,
		FoundBy:   TechXCycle,
		Explain:   (*Step).explainForcingChain,
	}
	techCycle = techSpec{
		Tech:      TechCycle,
		Rating:    70,
		MaxRating: MaxRating,
		FoundBy:   TechXCycle,
		Explain:   (*Step).explainCycle,
	}
	techForcingChain = techSpec{
		Tech:      TechForcingChain,
		Rating:    70,
		MaxRating: MaxRating,
		FoundBy:   TechXCycle,
		Explain:   (*Step).explainForcingChain,
	}
)

// explainCycle explains a continuous loop.
func (s *Step) explainCycle(dst []byte) []byte {
	dst = append(dst, "the loop "...)
	dst = appendChain(dst, s.Chain())
	dst = append(dst, " holds whichever way it is read, so a cell that sees both an \"is\" and an \"is not\" end of the same digit cannot hold it. "...)
	return appendRemovals(dst, s)
}

// explainForcingChain explains a chain that ends in a contradiction.
func (s *Step) explainForcingChain(dst []byte) []byte {
	ch := s.Chain()
	dst = append(dst, "suppose "...)
	dst = appendNode(dst, ch[0])
	dst = append(dst, ": "...)
	dst = appendChain(dst, ch)
	dst = append(dst, ", a contradiction. "...)
	if s.IsPlacement() {
		dst = append(dst, "So "...)
		dst = appendCell(dst, s.Cell)
		dst = append(dst, " is "...)
		dst = appendDigit(dst, s.Digit)
		dst = append(dst, '.')
	} else {
		dst = appendRemovals(dst, s)
	}
	return dst
}
