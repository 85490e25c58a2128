package engine

import "context"

// An Explanation is the whole logical solve of a puzzle: every step the
// rating takes, in order (for "show me the solution step by step", or the
// answer pages of a puzzle book), and the rating itself.
type Explanation struct {
	Rating Rating
	// Steps are the steps taken, len(Steps) == Rating.Steps; each has its
	// explanation (Step.Explain). A puzzle the catalogue cannot finish has
	// the steps up to where it stopped (Rating.Complete is false).
	Steps []Step
}

// Explain solves puzzle with the step finder, always taking the simplest
// step, exactly as Rate does, and returns every step with the rating. It
// fails with the errors of Rate.
func Explain(puzzle *Grid) (Explanation, error) {
	var ls LogicSolver
	return ls.ExplainContext(context.Background(), puzzle, MaxRating)
}

// ExplainMax is Explain with a cap in tenths, as RateMax's: the path stops
// before the first step rated above maxRating (Rating.Capped).
func ExplainMax(puzzle *Grid, maxRating int) (Explanation, error) {
	var ls LogicSolver
	return ls.ExplainContext(context.Background(), puzzle, maxRating)
}

// ExplainContext is Explain that stops when ctx is cancelled (returning
// ctx.Err()) and reports its progress, in cells placed out of the empty
// cells, to the function of WithProgress.
func ExplainContext(ctx context.Context, puzzle *Grid) (Explanation, error) {
	var ls LogicSolver
	return ls.ExplainContext(ctx, puzzle, MaxRating)
}

// ExplainContext is the function ExplainContext, with a cap as RateMax's,
// reusing ls's scratch space.
func (ls *LogicSolver) ExplainContext(ctx context.Context, puzzle *Grid, maxRating int) (Explanation, error) {
	return ls.ExplainAppend(ctx, puzzle, maxRating, nil)
}

// ExplainAppend is ExplainContext appending the steps to steps[:0], so
// that a caller explaining puzzle after puzzle reuses one slice (the C
// interface: sudoku_explain allocates nothing). The Explanation's Steps
// share steps' memory when it had room.
func (ls *LogicSolver) ExplainAppend(ctx context.Context, puzzle *Grid, maxRating int, steps []Step) (Explanation, error) {
	e := Explanation{Steps: steps[:0]}
	r, err := ls.rate(newControl(ctx, 0), puzzle, maxRating, &e.Steps)
	if err != nil {
		return Explanation{}, err
	}
	e.Rating = r
	return e, nil
}
