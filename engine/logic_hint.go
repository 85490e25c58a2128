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
	// Solutions is the number of solutions of the puzzle, counted up to 2
	// (2: more than one): 1 when the player's digits and marks were judged
	// against the solution. With HintOptions.AnyBoard a hint is given
	// whatever it is; mistakes cannot be judged then.
	Solutions int
}

// HintOptions changes what Hint answers; the zero value is Hint's default.
type HintOptions struct {
	// AnyBoard asks for the next step also on a puzzle without exactly one
	// solution: a sandbox, a puzzle the player typed in, a technique
	// trainer. Without a solution to compare with, the only mistakes
	// reported are the player's digits that repeat in a unit, and the steps
	// never use logic that assumes one solution (unique rectangles, BUG),
	// nor the deepest nested forcing chains (rated 10.0 and up: on a board
	// with many solutions, such as an empty one, they search for seconds
	// and find nothing). Solutions says that mistakes could not be judged.
	AnyBoard bool
	// Style is the catalogue the step comes from (see HintStyle): the SE
	// catalogue by default, the rating's steps.
	Style HintStyle
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
// out of 0..9, *MarksError for a mark mask above 0x1FF, ErrLimit, and
// ErrBadStep (internal).
func Hint(puzzle, grid *Grid, marks *[NumCells]uint16) (HintResult, error) {
	var ls LogicSolver
	return ls.HintWith(puzzle, grid, marks, HintOptions{})
}

// HintWith is Hint with options (see HintOptions).
func HintWith(puzzle, grid *Grid, marks *[NumCells]uint16, opts HintOptions) (HintResult, error) {
	var ls LogicSolver
	return ls.HintWith(puzzle, grid, marks, opts)
}

// Hint is the function Hint reusing ls's scratch space.
func (ls *LogicSolver) Hint(puzzle, grid *Grid, marks *[NumCells]uint16) (HintResult, error) {
	return ls.HintWith(puzzle, grid, marks, HintOptions{})
}

// HintWith is the function HintWith reusing ls's scratch space.
func (ls *LogicSolver) HintWith(puzzle, grid *Grid, marks *[NumCells]uint16, opts HintOptions) (HintResult, error) {
	var res HintResult
	style := opts.Style
	if style != StyleSE && style != StyleExtended {
		return res, ErrStyle
	}
	if err := puzzle.Validate(); err != nil {
		return res, err
	}
	for i, v := range grid {
		if v > 9 {
			return res, &RangeError{Cell: i, Value: v}
		}
	}
	if err := checkMarks(marks); err != nil {
		return res, err
	}
	sol, err := uniqueSolution(puzzle)
	switch err {
	case nil:
		res.Solutions = 1
	case ErrUnsolvable, ErrNotUnique:
		res.Status, res.Solutions = HintNoSolution, 0
		if err == ErrNotUnique {
			res.Status, res.Solutions = HintNotUnique, 2
		}
		if opts.AnyBoard {
			return ls.hintAnyBoard(res, puzzle, grid, marks, style)
		}
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
	ls.state.setGivens(puzzle)
	if !ls.NextIn(&res.Step, style) {
		if err := ls.Err(); err != nil {
			return HintResult{}, err
		}
		res.Status = HintNoStep
		return res, nil
	}
	if !stepAgrees(&res.Step, &sol) {
		return HintResult{}, ErrBadStep
	}
	res.Status = HintStep
	return res, nil
}

// hintAnyBoard is the hint on a puzzle without exactly one solution (res
// has its Solutions): the player's repeated digits are the mistakes, else
// the next step of the catalogue without the techniques that assume one
// solution. A grid that the placed digits and marks leave a cell without a
// candidate gets HintNoSolution.
func (ls *LogicSolver) hintAnyBoard(res HintResult, puzzle, grid *Grid, marks *[NumCells]uint16, style HintStyle) (HintResult, error) {
	cur := *grid
	full := true
	for i := range cur {
		if puzzle[i] != 0 && cur[i] == 0 {
			cur[i] = puzzle[i]
		}
		full = full && cur[i] != 0
	}
	if markRepeats(&res, puzzle, &cur) {
		res.Status = HintMistakes
		return res, nil
	}
	if full {
		res.Status = HintSolved // a full grid that breaks no rule is a solution
		return res, nil
	}
	if err := ls.Reset(&cur, marks); err != nil {
		res.Status = HintNoSolution // a cell without a candidate left
		return res, nil
	}
	ls.state.anyBoard = true
	ls.state.setGivens(puzzle)
	if !ls.NextIn(&res.Step, style) {
		if err := ls.Err(); err != nil {
			return HintResult{}, err
		}
		res.Status = HintNoStep
		return res, nil
	}
	res.Status = HintStep
	return res, nil
}

// markRepeats marks as MistakeDigit the player's digits of cur (the cells
// that are not givens of puzzle) that repeat a digit of one of their
// units, and reports whether there was any.
func markRepeats(res *HintResult, puzzle, cur *Grid) bool {
	for u := range unitCells {
		var first [10]int // 1 + a cell of unit u holding the digit, or 0
		for _, c := range unitCells[u] {
			v := cur[c]
			if v == 0 {
				continue
			}
			if f := first[v]; f != 0 {
				for _, i := range [2]int{f - 1, int(c)} {
					if puzzle[i] == 0 && res.Mistakes[i] == MistakeNone {
						res.Mistakes[i] = MistakeDigit
						res.NumMistakes++
					}
				}
			} else {
				first[v] = int(c) + 1
			}
		}
	}
	return res.NumMistakes > 0
}
