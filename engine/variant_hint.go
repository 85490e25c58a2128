package engine

// Hints and ratings for variants, as Hint and Rate do for classic grids.

import "context"

// VariantHintResult is the answer of Variant.Hint.
type VariantHintResult struct {
	Status HintStatus
	// Step is the next step when Status is HintStep.
	Step VariantStep
	// Mistakes[i] says what is wrong with cell i when Status is
	// HintMistakes; NumMistakes counts the cells that are wrong.
	Mistakes    [MaxVariantCells]Mistake
	NumMistakes int
}

// Rate rates puzzle by solving it with the step finder, always taking the
// simplest step, on the scale of the classic Rate (Rating's fields mean the
// same). It fails with the errors of Validate, ErrUnsolvable,
// ErrNotUnique, ErrLimit or ErrBadStep. A puzzle the step finder cannot
// finish is rated with Complete false and LevelBeyond.
func (v *Variant) Rate(puzzle []uint8) (Rating, error) {
	l := new(VariantLogic)
	return l.Rate(v, puzzle, MaxRating)
}

// Hint answers a player's hint request on a variant, as Hint does for a
// classic grid: puzzle holds the givens, grid the player's grid (an empty
// given cell is taken from puzzle), marks (nil, or N*N masks) the pencil
// marks. Mistakes come first, then the simplest step.
func (v *Variant) Hint(puzzle, grid []uint8, marks []uint16) (VariantHintResult, error) {
	l := new(VariantLogic)
	var res VariantHintResult
	err := l.Hint(v, puzzle, grid, marks, &res)
	return res, err
}

// Rate is Variant.Rate with a cap (tenths; MaxRating for none) reusing l's
// space: it stops as soon as the simplest step is rated above maxRating,
// with Capped set. It allocates nothing.
func (l *VariantLogic) Rate(v *Variant, puzzle []uint8, maxRating int) (Rating, error) {
	return l.rateControl(nil, v, puzzle, maxRating)
}

// RateContext is Rate stopping soon after ctx is cancelled (with its
// error), and reporting its progress in placed cells (out of the puzzle's
// empty cells) to the function of WithProgress.
func (l *VariantLogic) RateContext(ctx context.Context, v *Variant, puzzle []uint8, maxRating int) (Rating, error) {
	return l.rateControl(newControl(ctx, 0), v, puzzle, maxRating)
}

// rateControl is Rate with the call's control (nil for none).
func (l *VariantLogic) rateControl(ctl *control, v *Variant, puzzle []uint8, maxRating int) (Rating, error) {
	if err := v.Validate(puzzle); err != nil {
		return Rating{}, err
	}
	if ctl.stopped() {
		return Rating{}, ctl.err()
	}
	sol, err := l.uniqueSolution(v, puzzle)
	if err != nil {
		return Rating{}, err
	}
	ctl.setTotal(v.ncells - CountGivens(puzzle))
	return l.rate(ctl, v, puzzle, sol, maxRating)
}

// rate rates puzzle, whose only solution is sol.
func (l *VariantLogic) rate(ctl *control, v *Variant, puzzle, sol []uint8, maxRating int) (Rating, error) {
	var r Rating
	if err := l.Reset(v, puzzle, nil); err != nil {
		return r, err
	}
	var st VariantStep
	for !l.Solved() {
		if ctl.stopped() {
			return Rating{}, ctl.err()
		}
		if !l.Next(&st, maxRating) {
			r.Level = LevelBeyond
			r.Capped = maxRating < MaxRating
			return r, nil
		}
		if !st.agrees(sol) {
			return r, ErrBadStep
		}
		r.Steps++
		r.Counts[st.Technique]++
		if st.Rating > r.Rating {
			r.Rating, r.Hardest = st.Rating, st.Technique
		}
		l.Apply(&st)
		if st.IsPlacement() {
			ctl.add(1)
		}
	}
	r.Complete = true
	r.Level = LevelOf(r.Rating)
	return r, nil
}

// uniqueSolution returns the only solution of puzzle (aliasing l's solver),
// or the errors of Validate, ErrUnsolvable, ErrNotUnique or ErrLimit.
func (l *VariantLogic) uniqueSolution(v *Variant, puzzle []uint8) ([]uint8, error) {
	n, err := l.solver.Count(v, puzzle, 2, DefaultVariantBudget)
	switch {
	case err != nil:
		return nil, err
	case n == 0:
		return nil, ErrUnsolvable
	case n > 1:
		return nil, ErrNotUnique
	}
	return l.solver.solution[:v.ncells], nil
}

// agrees reports whether the step places the solution's digit and removes
// no digit of the solution.
func (s *VariantStep) agrees(sol []uint8) bool {
	if s.Cell >= 0 && int(sol[s.Cell]) != s.Digit {
		return false
	}
	for c, m := range s.Removed[:s.v.ncells] {
		if m&(1<<(sol[c]-1)) != 0 {
			return false
		}
	}
	return true
}

// Hint is Variant.Hint writing into res and reusing l's space. It
// allocates nothing.
func (l *VariantLogic) Hint(v *Variant, puzzle, grid []uint8, marks []uint16, res *VariantHintResult) error {
	*res = VariantHintResult{}
	if err := v.Validate(puzzle); err != nil {
		return err
	}
	if len(grid) != v.ncells {
		return &GridSizeError{Len: len(grid), Want: v.ncells}
	}
	for c, d := range grid {
		if int(d) > v.n {
			return &VariantRangeError{Cell: c, Value: d, Size: v.n}
		}
	}
	if marks != nil && len(marks) != v.ncells {
		return &GridSizeError{Len: len(marks), Want: v.ncells}
	}
	sol, err := l.uniqueSolution(v, puzzle)
	switch err {
	case nil:
	case ErrUnsolvable:
		res.Status = HintNoSolution
		return nil
	case ErrNotUnique:
		res.Status = HintNotUnique
		return nil
	default:
		return err
	}
	var cur [MaxVariantCells]uint8
	full := true
	for c := range grid {
		cur[c] = grid[c]
		if puzzle[c] != 0 && cur[c] == 0 {
			cur[c] = puzzle[c]
		}
		switch {
		case cur[c] == 0:
			full = false
			if marks != nil && marks[c]&v.full != 0 && marks[c]&(1<<(sol[c]-1)) == 0 {
				res.Mistakes[c] = MistakeMarks
				res.NumMistakes++
			}
		case cur[c] != sol[c]:
			res.Mistakes[c] = MistakeDigit
			res.NumMistakes++
		}
	}
	switch {
	case res.NumMistakes > 0:
		res.Status = HintMistakes
		return nil
	case full:
		res.Status = HintSolved
		return nil
	}
	var solution [MaxVariantCells]uint8
	copy(solution[:], sol)
	if err := l.Reset(v, cur[:v.ncells], marks); err != nil {
		return err // cannot happen: the grid agrees with the solution
	}
	if !l.Next(&res.Step, MaxRating) {
		res.Status = HintNoStep
		return nil
	}
	if !res.Step.agrees(solution[:v.ncells]) {
		*res = VariantHintResult{}
		return ErrBadStep
	}
	res.Status = HintStep
	return nil
}
