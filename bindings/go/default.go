//go:build linux || darwin || freebsd || netbsd

package sudoku

import "context"

// The functions below call the library that Default finds, and fail with its
// error when there is none.

// Parse is Library.Parse on the default library.
func Parse(text string) (Grid, error) {
	lib, err := Default()
	if err != nil {
		return Grid{}, err
	}
	return lib.Parse(text)
}

// CheckText is Library.CheckText on the default library.
func CheckText(text string) (Grid, error) {
	lib, err := Default()
	if err != nil {
		return Grid{}, err
	}
	return lib.CheckText(text)
}

// Pretty is Library.Pretty on the default library.
func Pretty(g *Grid) (string, error) {
	lib, err := Default()
	if err != nil {
		return "", err
	}
	return lib.Pretty(g)
}

// Solve is Library.Solve on the default library.
func Solve(puzzle *Grid) (Grid, error) {
	lib, err := Default()
	if err != nil {
		return Grid{}, err
	}
	return lib.Solve(puzzle)
}

// CountSolutions is Library.CountSolutions on the default library.
func CountSolutions(puzzle *Grid, limit int) (int, error) {
	lib, err := Default()
	if err != nil {
		return 0, err
	}
	return lib.CountSolutions(puzzle, limit)
}

// Hint is Library.Hint on the default library.
func Hint(puzzle, grid *Grid, marks *[NumCells]uint16) (HintResult, error) {
	lib, err := Default()
	if err != nil {
		return HintResult{}, err
	}
	return lib.Hint(puzzle, grid, marks)
}

// Candidates is Library.Candidates on the default library.
func Candidates(grid *Grid) ([NumCells]uint16, error) {
	lib, err := Default()
	if err != nil {
		return [NumCells]uint16{}, err
	}
	return lib.Candidates(grid)
}

// HintWith is Library.HintWith on the default library.
func HintWith(puzzle, grid *Grid, marks *[NumCells]uint16, opts HintOptions) (HintResult, error) {
	lib, err := Default()
	if err != nil {
		return HintResult{}, err
	}
	return lib.HintWith(puzzle, grid, marks, opts)
}

// HintChain is Library.HintChain on the default library.
func HintChain(puzzle, grid *Grid, marks *[NumCells]uint16, opts HintOptions) (HintResult, ChainView, error) {
	lib, err := Default()
	if err != nil {
		return HintResult{}, ChainView{}, err
	}
	return lib.HintChain(puzzle, grid, marks, opts)
}

// Rate is Library.Rate on the default library.
func Rate(puzzle *Grid) (Rating, error) {
	lib, err := Default()
	if err != nil {
		return Rating{}, err
	}
	return lib.Rate(puzzle)
}

// RateMax is Library.RateMax on the default library.
func RateMax(puzzle *Grid, maxRating int) (Rating, error) {
	lib, err := Default()
	if err != nil {
		return Rating{}, err
	}
	return lib.RateMax(puzzle, maxRating)
}

// RateContext is Library.RateContext on the default library.
func RateContext(ctx context.Context, puzzle *Grid) (Rating, error) {
	lib, err := Default()
	if err != nil {
		return Rating{}, err
	}
	return lib.RateContext(ctx, puzzle)
}

// Explain is Library.Explain on the default library.
func Explain(puzzle *Grid) (Explanation, error) {
	lib, err := Default()
	if err != nil {
		return Explanation{}, err
	}
	return lib.Explain(puzzle)
}

// ExplainMax is Library.ExplainMax on the default library.
func ExplainMax(puzzle *Grid, maxRating int) (Explanation, error) {
	lib, err := Default()
	if err != nil {
		return Explanation{}, err
	}
	return lib.ExplainMax(puzzle, maxRating)
}

// ExplainContext is Library.ExplainContext on the default library.
func ExplainContext(ctx context.Context, puzzle *Grid) (Explanation, error) {
	lib, err := Default()
	if err != nil {
		return Explanation{}, err
	}
	return lib.ExplainContext(ctx, puzzle)
}

// Generate is Library.Generate on the default library.
func Generate(opts *GenerateOptions) (Generated, error) {
	lib, err := Default()
	if err != nil {
		return Generated{Rating: -1}, err
	}
	return lib.Generate(opts)
}

// GenerateContext is Library.GenerateContext on the default library.
func GenerateContext(ctx context.Context, opts *GenerateOptions) (Generated, error) {
	lib, err := Default()
	if err != nil {
		return Generated{Rating: -1}, err
	}
	return lib.GenerateContext(ctx, opts)
}

// GenerateItem is Library.GenerateItem on the default library.
func GenerateItem(opts *GenerateOptions, i uint64) (Generated, error) {
	lib, err := Default()
	if err != nil {
		return Generated{Rating: -1}, err
	}
	return lib.GenerateItem(opts, i)
}

// GenerateBatch is Library.GenerateBatch on the default library.
func GenerateBatch(opts *GenerateOptions, first uint64, out []Generated, errs []error, threads int) error {
	lib, err := Default()
	if err != nil {
		return err
	}
	return lib.GenerateBatch(opts, first, out, errs, threads)
}

// GenerateBatchContext is Library.GenerateBatchContext on the default library.
func GenerateBatchContext(ctx context.Context, opts *GenerateOptions, first uint64, out []Generated, errs []error, threads int) error {
	lib, err := Default()
	if err != nil {
		return err
	}
	return lib.GenerateBatchContext(ctx, opts, first, out, errs, threads)
}

// Validate checks g with the default library's sudoku_validate: it returns
// nil, or an *Error with StatusRange or StatusConflict naming the cells.
func (g *Grid) Validate() error {
	lib, err := Default()
	if err != nil {
		return err
	}
	return lib.Validate(g)
}

// SolveBatch is Library.SolveBatch on the default library.
func SolveBatch(puzzles, solutions []Grid, errs []error, threads int) error {
	lib, err := Default()
	if err != nil {
		return err
	}
	return lib.SolveBatch(puzzles, solutions, errs, threads)
}

// SolveBatchContext is Library.SolveBatchContext on the default library.
func SolveBatchContext(ctx context.Context, puzzles, solutions []Grid, errs []error, threads int) error {
	lib, err := Default()
	if err != nil {
		return err
	}
	return lib.SolveBatchContext(ctx, puzzles, solutions, errs, threads)
}

// CountSolutionsBatchContext is Library.CountSolutionsBatchContext on the
// default library.
func CountSolutionsBatchContext(ctx context.Context, puzzles []Grid, limit int, counts []int, errs []error, threads int) error {
	lib, err := Default()
	if err != nil {
		return err
	}
	return lib.CountSolutionsBatchContext(ctx, puzzles, limit, counts, errs, threads)
}

// CountSolutionsBatch is Library.CountSolutionsBatch on the default library.
func CountSolutionsBatch(puzzles []Grid, limit int, counts []int, errs []error, threads int) error {
	lib, err := Default()
	if err != nil {
		return err
	}
	return lib.CountSolutionsBatch(puzzles, limit, counts, errs, threads)
}
