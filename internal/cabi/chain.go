package cabi

import "github.com/libsudoku/libsudoku/engine"

// ChainKind is sudoku_chain_result.kind (SUDOKU_CHAIN_KIND_*; the
// constants and String are generated into abi_gen.go). It differs from the
// engine's ChainKind, which has no "none".
type ChainKind int32

// ChainKindOf returns the SUDOKU_CHAIN_KIND_* of a chain view: its kind, or
// ChainKindNone for a view without branches (a step that is not a chain).
func ChainKindOf(v *engine.ChainView) ChainKind {
	if v.NumBranches == 0 {
		return ChainKindNone
	}
	switch v.Kind {
	case engine.ChainContradiction:
		return ChainKindContradiction
	case engine.ChainDouble:
		return ChainKindDouble
	case engine.ChainCell:
		return ChainKindCell
	case engine.ChainUnit:
		return ChainKindUnit
	}
	return ChainKindLine
}
