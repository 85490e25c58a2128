package engine

// English explanations of the chain steps beyond single chains: a summary
// from the Step alone, and the full reasoning, branch by branch, from its
// ChainView.

// explainMultipleChains summarises a multiple or dynamic chain step.
func (s *Step) explainMultipleChains(dst []byte) []byte {
	a, t := s.chainSrc, s.chainTarget
	switch s.chainKind {
	case ChainContradiction:
		dst = append(dst, "if "...)
		dst = appendPotential(dst, a, true)
		dst = append(dst, ", its consequences would make "...)
		dst = appendCell(dst, s.chainClash.cell())
		dst = append(dst, " both "...)
		dst = appendDigit(dst, s.chainClash.digit())
		dst = append(dst, " and not "...)
		dst = appendDigit(dst, s.chainClash.digit())
		dst = append(dst, ". "...)
	case ChainDouble:
		dst = append(dst, "whether or not "...)
		dst = appendCell(dst, a.cell())
		dst = append(dst, " is "...)
		dst = appendDigit(dst, a.digit())
		dst = append(dst, ", "...)
		dst = appendPotential(dst, t, false)
		dst = append(dst, ". "...)
	case ChainCell:
		dst = append(dst, "whichever of "...)
		dst = appendDigits(dst, s.cellDigits(), " or ")
		dst = append(dst, " goes in "...)
		dst = appendCell(dst, a.cell())
		dst = append(dst, ", "...)
		dst = appendPotential(dst, t, false)
		dst = append(dst, ". "...)
	case ChainUnit:
		dst = append(dst, "wherever "...)
		dst = appendDigit(dst, a.digit())
		dst = append(dst, " goes in "...)
		dst = appendUnit(dst, int(s.unit))
		dst = append(dst, ", "...)
		dst = appendPotential(dst, t, false)
		dst = append(dst, ". "...)
	}
	switch s.Technique {
	case TechNishioForcingChain:
		dst = append(dst, "(Following that digit alone, removing candidates as it goes.) "...)
	case TechMultipleForcingChain:
		dst = append(dst, "(Following direct links only.) "...)
	case TechDynamicForcingChain:
		dst = append(dst, "(Following the consequences on a grid that loses candidates as they go.) "...)
	case TechDynamicForcingChainPlus:
		dst = append(dst, "(Following the consequences on a grid that loses candidates as they go, with pointing, pairs and X-Wings on that grid.) "...)
	case TechNestedForcingChain:
		dst = append(dst, "(Following the consequences on a grid that loses candidates as they go, with other chains on that grid.) "...)
	}
	if s.IsPlacement() {
		dst = append(dst, "So "...)
		dst = appendCell(dst, s.Cell)
		dst = append(dst, " is "...)
		dst = appendDigit(dst, s.Digit)
		return append(dst, '.')
	}
	return appendRemovals(dst, s)
}

// cellDigits is the candidates of a cell chain's cell: its pattern digits
// other than the conclusion's (the step keeps them in Digits).
func (s *Step) cellDigits() uint16 { return s.cellCands }

// appendPotential writes "r1c1 is 5" / "r1c1 is not 5", or with would
// "r1c1 were 5" / "r1c1 were not 5".
func appendPotential(dst []byte, p potential, would bool) []byte {
	dst = appendCell(dst, p.cell())
	switch {
	case would && p.on():
		dst = append(dst, " were "...)
	case would:
		dst = append(dst, " were not "...)
	case p.on():
		dst = append(dst, " is "...)
	default:
		dst = append(dst, " is not "...)
	}
	return appendDigit(dst, p.digit())
}

// AppendExplanation appends the full reasoning of the view: for each
// branch, its assumption and every candidate state it derives, with the
// reason, up to the conclusion.
func (v *ChainView) AppendExplanation(dst []byte) []byte {
	for b := 0; b < v.NumBranches; b++ {
		br := v.Branches[b]
		if b > 0 {
			dst = append(dst, ' ')
		}
		dst = append(dst, "If "...)
		dst = v.appendViewNode(dst, v.Nodes[br.Assumption], false)
		first := true
		for i := 0; i < v.NumNodes; i++ {
			n := v.Nodes[i]
			if int(n.Branch) != b || i == int(br.Assumption) {
				continue
			}
			if first {
				dst = append(dst, ", then "...)
				first = false
			} else {
				dst = append(dst, ", "...)
			}
			dst = v.appendViewNode(dst, n, true)
		}
		if br.Clash != br.Conclusion {
			dst = append(dst, ": a contradiction."...)
		} else {
			dst = append(dst, '.')
		}
	}
	if v.Truncated {
		dst = append(dst, " (Some steps are left out.)"...)
	}
	return dst
}

// appendViewNode writes a node and, with why, its reason in brackets:
// what it follows from (its first parent) and the earlier eliminations
// that reason relies on (its other parents).
func (v *ChainView) appendViewNode(dst []byte, n ViewNode, why bool) []byte {
	dst = appendCell(dst, int(n.Cell))
	if n.On {
		dst = append(dst, " is "...)
	} else {
		dst = append(dst, " is not "...)
	}
	dst = appendDigit(dst, int(n.Digit))
	if !why || n.Reason == ReasonAssumption {
		return dst
	}
	c := int(n.Cell)
	dst = append(dst, " ("...)
	switch n.Reason {
	case ReasonCell:
		if n.On {
			dst = append(dst, "the cell's last candidate"...)
		} else if n.NumParents > 0 {
			p := v.Nodes[v.Parents[n.FirstParent]]
			dst = append(dst, "it is "...)
			dst = appendDigit(dst, int(p.Digit))
		}
	case ReasonBox, ReasonRow, ReasonColumn:
		u := [3]int{18 + BoxOf(c), RowOf(c), 9 + ColOf(c)}[n.Reason-ReasonBox]
		if n.On || n.NumParents == 0 {
			dst = append(dst, "the last place for "...)
			dst = appendDigit(dst, int(n.Digit))
			dst = append(dst, " in "...)
		} else {
			p := v.Nodes[v.Parents[n.FirstParent]]
			dst = appendCell(dst, int(p.Cell))
			dst = append(dst, " is "...)
			dst = appendDigit(dst, int(p.Digit))
			dst = append(dst, ", same "...)
		}
		dst = appendUnit(dst, u)
	case ReasonPattern:
		dst = append(dst, "a pattern on the grid reached so far"...)
	}
	first := 1
	if n.Reason == ReasonPattern {
		first = 0
	}
	if extra := int(n.NumParents) - first; extra > 0 {
		dst = append(dst, ", given"...)
		for k := 0; k < extra; k++ {
			p := v.Nodes[v.Parents[int(n.FirstParent)+first+k]]
			dst = appendSep(dst, k, extra, " and ")
			dst = appendCell(dst, int(p.Cell))
			dst = append(dst, "≠"...)
			dst = appendDigit(dst, int(p.Digit))
		}
	}
	return append(dst, ')')
}
