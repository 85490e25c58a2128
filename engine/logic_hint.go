package engine

// HintStatus says what a hint found: the constants (SUDOKU_HINT_* in
// sudoku.h) and their names are generated into abi_gen.go.
type HintStatus uint8

// Mistake says what is wrong with one cell of the player's grid: the
// constants (SUDOKU_MISTAKE_* in sudoku.h) are generated into abi_gen.go.
type Mistake uint8

// HintResult is the answer of Hint.
type HintResult struct {
	Status HintStatus
	// Step is the next step when Status is HintStep.
	Step Step
	// Mistakes[i] tells what is wrong with cell i when Status is
	// HintMistakes; NumMistakes counts the cells that are wrong.
	Mistakes    [NumCells]Mistake
	NumMistakes int
}

// Hint answers a player's hint request. puzzle holds the givens, grid the
// player's current grid (givens plus the player's digits; an empty given
// cell is taken from puzzle), and marks, when not nil, the player's pencil
// marks (see LogicSolver.Reset; a 0 mask means "no marks in this cell").
//
// Mistakes come first: when a player's digit differs from the puzzle's
// solution, or the marks of an empty cell leave out the solution's digit,
// the result is HintMistakes with the cells. Otherwise the result is the
// simplest next step (HintStep), HintSolved, or HintNoStep when no
// technique of the catalogue applies. A puzzle without exactly one solution
// gives HintNotUnique or HintNoSolution. Errors are reserved for bad input:
// the errors of Grid.Validate for the puzzle, *RangeError for a grid cell
// out of 0..9, ErrLimit, and ErrBadStep (internal).
func Hint(puzzle, grid *Grid, marks *[NumCells]uint16) (HintResult, error) {
	var ls LogicSolver
	return ls.Hint(puzzle, grid, marks)
}

// Hint is the function Hint reusing ls's scratch space.
func (ls *LogicSolver) Hint(puzzle, grid *Grid, marks *[NumCells]uint16) (HintResult, error) {
	var res HintResult
	if err := puzzle.Validate(); err != nil {
		return res, err
	}
	for i, v := range grid {
		if v > 9 {
			return res, &RangeError{Cell: i, Value: v}
		}
	}
	sol, err := uniqueSolution(puzzle)
	switch err {
	case nil:
	case ErrUnsolvable:
		res.Status = HintNoSolution
		return res, nil
	case ErrNotUnique:
		res.Status = HintNotUnique
		return res, nil
	default:
		return res, err
	}
	cur := *grid
	full := true
	for i := range cur {
		if puzzle[i] != 0 && cur[i] == 0 {
			cur[i] = puzzle[i]
		}
		switch {
		case cur[i] == 0:
			full = false
			if marks != nil && marks[i]&allDigits != 0 && marks[i]&(1<<(sol[i]-1)) == 0 {
				res.Mistakes[i] = MistakeMarks
				res.NumMistakes++
			}
		case cur[i] != sol[i]:
			res.Mistakes[i] = MistakeDigit
			res.NumMistakes++
		}
	}
	if res.NumMistakes > 0 {
		res.Status = HintMistakes
		return res, nil
	}
	if full {
		res.Status = HintSolved
		return res, nil
	}
	if err := ls.Reset(&cur, marks); err != nil {
		return res, err // cannot happen: the grid agrees with the solution
	}
	if !ls.Next(&res.Step, MaxRating) {
		res.Status = HintNoStep
		return res, nil
	}
	if !stepAgrees(&res.Step, &sol) {
		return HintResult{}, ErrBadStep
	}
	res.Status = HintStep
	return res, nil
}
