package engine

import "errors"

// The two catalogues a step can come from (HintStyle). The SE catalogue is
// Sudoku Explainer's techniques in its order, what the rating uses
// (findStep). The extended catalogue is HoDoKu's: the patterns players
// learn, tried in HoDoKu's default solver order and named as HoDoKu names
// them (findExtendedStep, generated from each techSpec's ExtendedOrder).
// Both work from the same candidates, the player's pencil marks when given.

// HintStyle is the catalogue a hint's step comes from: the constants
// (SUDOKU_HINT_STYLE_* in sudoku.h) and their names are generated into
// abi_gen.go.
type HintStyle uint8

// ErrStyle means a HintStyle this version does not know.
var ErrStyle = errors.New("sudoku: unknown hint style")

// NextIn finds the simplest step of the catalogue style: the SE catalogue's
// simplest step (Next with no rating cap) or the extended catalogue's
// first in HoDoKu's order. It reports false when no step of the catalogue
// applies, the grid is solved, or style is unknown.
func (ls *LogicSolver) NextIn(st *Step, style HintStyle) bool {
	switch style {
	case StyleSE:
		return ls.Next(st, MaxRating)
	case StyleExtended:
		return ls.state.findExtended(st, &ls.chains)
	}
	return false
}

// findExtended is find for the extended catalogue.
func (s *logicGrid) findExtended(st *Step, cs *chainSearch) bool {
	if s.solved() || s.broken() >= 0 {
		return false
	}
	if !s.findExtendedStep(st, cs) {
		return false
	}
	st.shape.style = StyleExtended
	return true
}

// FindStepIn is FindStep for the catalogue style; it fails with ErrStyle
// for an unknown style.
func FindStepIn(grid *Grid, marks *[NumCells]uint16, style HintStyle) (Step, error) {
	if style != StyleSE && style != StyleExtended {
		return Step{}, ErrStyle
	}
	var ls LogicSolver
	if err := ls.Reset(grid, marks); err != nil {
		return Step{}, err
	}
	var st Step
	if !ls.NextIn(&st, style) {
		return Step{}, ErrNoStep
	}
	return st, nil
}
