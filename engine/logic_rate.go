package engine

import (
	"context"
	"errors"
)

// ErrNotUnique means the puzzle has more than one solution: logic that relies
// on uniqueness cannot be used and no rating or hint applies.
var ErrNotUnique = errors.New("sudoku: the puzzle has more than one solution")

// ErrBadStep means the step finder produced a step that contradicts the
// puzzle's solution. It is an internal error that the tests rule out; it is
// checked on every step of Rate and Hint so that a wrong step is never shown.
var ErrBadStep = errors.New("sudoku: internal error: a logic step contradicts the solution")

// Level is a difficulty band a game can show. The levels, their names and
// the upper bounds of their bands of SE rating (LevelEasyMax, ...) are
// generated from SUDOKU_LEVEL_* of sudoku.h into abi_gen.go.
type Level uint8

// LevelOf returns the level of a complete solve whose hardest step is rated
// rating (tenths).
func LevelOf(rating int) Level {
	switch {
	case rating <= LevelEasyMax:
		return LevelEasy
	case rating <= LevelMediumMax:
		return LevelMedium
	case rating <= LevelHardMax:
		return LevelHard
	case rating <= LevelExpertMax:
		return LevelExpert
	}
	return LevelExtreme
}

// LevelBand returns the rating band (tenths, inclusive) of a difficulty
// level from LevelEasy to LevelExtreme, as GenerateOptions.Level targets
// it; ok is false for other levels. The band of LevelEasy starts at the
// lowest rating a step has (a Full House, 1.0), so that a grid without an
// empty cell, rated 0, is of no level; that of LevelExtreme ends below the
// rating the generator gives puzzles beyond the catalogue, so that those
// are not taken for extreme ones.
func LevelBand(l Level) (lo, hi int, ok bool) {
	switch l {
	case LevelEasy:
		return TechFullHouse.BaseRating(), LevelEasyMax, true
	case LevelMedium:
		return LevelEasyMax + 1, LevelMediumMax, true
	case LevelHard:
		return LevelMediumMax + 1, LevelHardMax, true
	case LevelExpert:
		return LevelHardMax + 1, LevelExpertMax, true
	case LevelExtreme:
		return LevelExpertMax + 1, ratingBeyond - 1, true
	}
	return 0, 0, false
}

// Rating is the difficulty of a puzzle: the result of solving it with the
// step finder, always taking the simplest step.
type Rating struct {
	// Rating is the SE-style rating in tenths: that of the hardest step
	// taken. When Complete is false it is the hardest step taken before the
	// solve stopped, a lower bound.
	Rating int
	// Hardest is the technique of the hardest step (the first one at that
	// rating).
	Hardest Technique
	// Level is the band of Rating, or LevelBeyond when the catalogue could
	// not finish the puzzle.
	Level Level
	// Complete reports whether the step finder solved the whole puzzle.
	Complete bool
	// Capped reports that the solve stopped while a cap (RateMax) was in
	// force: the next step is rated above the cap, or beyond the catalogue
	// (telling the two apart would cost the search the cap saves). Complete
	// is then false and Level is LevelBeyond.
	Capped bool
	// Steps is the number of steps taken; Counts[t] how many used technique t.
	Steps  int
	Counts [NumTechniques]uint16
}

// Rate rates puzzle by solving it with the step finder, always applying the
// simplest step (as Sudoku Explainer does). It fails with the errors of
// Grid.Validate, ErrUnsolvable, ErrNotUnique, ErrLimit, or ErrBadStep.
// Every valid puzzle with one solution is finished by the catalogue unless
// the chain searches run out of their work budget (DefaultChainWork): then
// it fails with ErrLimit and returns, with Complete false and LevelBeyond,
// a lower bound of the rating. Rate allocates nothing on success.
func Rate(puzzle *Grid) (Rating, error) {
	var ls LogicSolver
	return ls.Rate(puzzle, MaxRating)
}

// RateContext is Rate that stops when ctx is cancelled (see
// LogicSolver.RateContext).
func RateContext(ctx context.Context, puzzle *Grid) (Rating, error) {
	var ls LogicSolver
	return ls.RateContext(ctx, puzzle, MaxRating)
}

// RateMax is Rate with a cap (in tenths): it stops as soon as the simplest
// step is rated above maxRating, with Capped set. Generators use it to
// reject puzzles that are too hard without paying for the hard part.
func RateMax(puzzle *Grid, maxRating int) (Rating, error) {
	var ls LogicSolver
	return ls.Rate(puzzle, maxRating)
}

// Rate is the function Rate (with a cap, see RateMax) reusing ls's scratch
// space.
func (ls *LogicSolver) Rate(puzzle *Grid, maxRating int) (Rating, error) {
	return ls.rate(nil, puzzle, maxRating, nil)
}

// RateContext is Rate (with a cap, see RateMax) that stops when ctx is
// cancelled, returning ctx.Err(), and reports its progress in cells placed
// (out of the puzzle's empty cells) to the function of WithProgress.
func (ls *LogicSolver) RateContext(ctx context.Context, puzzle *Grid, maxRating int) (Rating, error) {
	return ls.rate(newControl(ctx, 0), puzzle, maxRating, nil)
}

// rate is Rate with the call's control (nil for none); when path is not nil
// it receives every step taken, in order.
func (ls *LogicSolver) rate(ctl *control, puzzle *Grid, maxRating int, path *[]Step) (Rating, error) {
	var r Rating
	if err := puzzle.Validate(); err != nil {
		return r, err
	}
	if ctl.stopped() {
		return r, ctl.err()
	}
	sol, err := uniqueSolution(puzzle)
	if err != nil {
		return r, err
	}
	return ls.rateUnique(ctl, puzzle, &sol, maxRating, path)
}

// rateUnique is Rate for a valid puzzle whose only solution is sol (the
// generator's puzzles, whose uniqueness it has proved already), with the
// call's control (nil for none); when path is not nil it receives every
// step taken, in order.
func (ls *LogicSolver) rateUnique(ctl *control, puzzle, sol *Grid, maxRating int, path *[]Step) (Rating, error) {
	var r Rating
	if err := ls.Reset(puzzle, nil); err != nil {
		return r, err
	}
	ctl.setTotal(NumCells - puzzle.Givens())
	var st Step
	for !ls.Solved() {
		if ctl.stopped() {
			return Rating{}, ctl.err()
		}
		if !ls.Next(&st, maxRating) {
			r.Level = LevelBeyond
			if ls.chains.budget.out {
				r.Rating = max(r.Rating, ls.chains.floor)
				return r, ErrLimit
			}
			r.Capped = maxRating < MaxRating
			return r, nil
		}
		if !stepAgrees(&st, sol) {
			return r, ErrBadStep
		}
		if path != nil {
			*path = append(*path, st)
		}
		r.Steps++
		r.Counts[st.Technique]++
		if st.Rating > r.Rating {
			r.Rating, r.Hardest = st.Rating, st.Technique
		}
		ls.Apply(&st)
		if st.IsPlacement() {
			ctl.add(1)
		}
	}
	r.Complete = true
	r.Level = LevelOf(r.Rating)
	return r, nil
}

// uniqueSolution returns the only solution of puzzle, or ErrUnsolvable,
// ErrNotUnique or ErrLimit.
func uniqueSolution(puzzle *Grid) (Grid, error) {
	var s search
	n, err := s.run(puzzle, 2, DefaultMaxGuesses)
	switch {
	case err != nil:
		return Grid{}, err
	case n == 0:
		return Grid{}, ErrUnsolvable
	case n > 1:
		return Grid{}, ErrNotUnique
	}
	return s.solution, nil
}

// stepAgrees reports whether st places the solution's digit and removes no
// digit of the solution.
func stepAgrees(st *Step, sol *Grid) bool {
	if st.Cell >= 0 && int(sol[st.Cell]) != st.Digit {
		return false
	}
	for i, m := range st.Removed {
		if m&(1<<(sol[i]-1)) != 0 {
			return false
		}
	}
	return true
}
