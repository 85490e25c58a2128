// Command portable is one program written against package engine's names
// that builds, unchanged but for its import, against the purego binding as
// well, and prints the same there: TestSameProgram builds and runs it both
// ways. It uses every name the binding promises to share with the engine.
package main

import (
	"context"
	"errors"
	"fmt"
	"os"
	"sort"

	sudoku "github.com/libsudoku/libsudoku/engine"
)

func main() {
	p, err := sudoku.Parse("53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79")
	check(err)
	check(p.Validate())
	sol, err := sudoku.Solve(&p)
	check(err)
	n, err := sudoku.CountSolutions(&p, 2)
	check(err)
	fmt.Println("solution", sol.String(), "count", n, "givens", p.Givens())
	marks, err := sudoku.Candidates(&p)
	check(err)
	fmt.Println("candidates", marks[:9])

	// Errors: the engine's types, found with errors.As and errors.Is.
	bad := p
	bad[2] = 5
	var ce *sudoku.ConflictError
	if err := bad.Validate(); errors.As(err, &ce) {
		fmt.Println("conflict", ce.Digit, ce.Cells, ce.Unit, ce.Unit.ID(), err)
	}
	bad[2] = 12
	var re *sudoku.RangeError
	if _, err := sudoku.Solve(&bad); errors.As(err, &re) {
		fmt.Println("range", re.Cell, re.Value, err)
	}
	var pe *sudoku.ParseError
	if _, err := sudoku.Parse("53x"); errors.As(err, &pe) {
		fmt.Println("parse", string(pe.Char), pe.Offset, pe.Line, pe.Column, err)
	}
	if _, err := sudoku.Parse("53"); errors.As(err, &pe) {
		fmt.Println("parse", pe.Cells, err)
	}
	var empty sudoku.Grid
	if _, err := sudoku.CountSolutions(&empty, 0); errors.Is(err, sudoku.ErrBadLimit) {
		fmt.Println("bad limit")
	}
	unsolvable, err := sudoku.Parse("12345678.........9...............................................................")
	check(err)
	if _, err := sudoku.Solve(&unsolvable); errors.Is(err, sudoku.ErrUnsolvable) {
		fmt.Println("unsolvable", err)
	}
	if _, err := sudoku.Rate(&empty); errors.Is(err, sudoku.ErrNotUnique) {
		fmt.Println("not unique", err)
	}

	// Hints, steps and their explanations; ratings.
	h, err := sudoku.Hint(&p, &p, nil)
	check(err)
	st := h.Step
	fmt.Println("hint", h.Status, st.Technique, st.Rating, st.Cell, st.Digit, st.IsPlacement(), st.NumRemoved(),
		st.PatternCells(), st.PatternUnits(), len(st.Chain()))
	fmt.Println("explain", st.Explain())
	many := p
	many[0], many[1], many[4] = 0, 0, 0
	h, err = sudoku.HintWith(&many, &many, nil, sudoku.HintOptions{AnyBoard: true})
	check(err)
	fmt.Println("any board", h.Status, h.Solutions, h.Step.Technique)
	r, err := sudoku.Rate(&p)
	check(err)
	fmt.Println("rate", r.Rating, r.Hardest, r.Level, r.Complete, r.Capped, r.Steps, r.Counts[r.Hardest])
	r, err = sudoku.RateMax(&p, 10)
	check(err)
	fmt.Println("rate max", r.Rating, r.Level, r.Complete, r.Capped)
	r, err = sudoku.RateContext(context.Background(), &p)
	check(err)
	fmt.Println("rate context", r.Rating)
	e, err := sudoku.Explain(&p)
	check(err)
	fmt.Println("path", e.Rating.Rating, e.Rating.Steps, len(e.Steps), e.Steps[0].Technique, e.Steps[0].Explain())
	e, err = sudoku.ExplainMax(&p, 10)
	check(err)
	fmt.Println("path max", e.Rating.Capped, len(e.Steps))
	e, err = sudoku.ExplainContext(context.Background(), &p)
	check(err)
	end := e.Steps[len(e.Steps)-1]
	fmt.Println("path context", end.Cell, end.Digit, end.Explain())

	// Generation: options, items of a pack, batches from any index.
	opts := sudoku.GenerateOptions{Seed: 9, Symmetry: sudoku.SymmetryRotate180, Level: sudoku.LevelMedium}
	g, err := sudoku.Generate(&opts)
	check(err)
	fmt.Println("generate", g.Puzzle.String(), g.Rating, g.Attempts)
	g, err = sudoku.GenerateItem(&opts, 3)
	check(err)
	fmt.Println("item 3", g.Puzzle.String(), g.Rating)
	out := make([]sudoku.Generated, 3)
	errs := make([]error, 3)
	check(sudoku.GenerateBatch(&opts, 2, out, errs, 2))
	for i, x := range out {
		fmt.Println("batch item", 2+i, x.Puzzle.String(), x.Rating, errs[i])
	}

	// Long calls: a context that stops them, and the progress they report.
	puzzles := []sudoku.Grid{p, unsolvable, p}
	sols := make([]sudoku.Grid, len(puzzles))
	serrs := make([]error, len(puzzles))
	var last [2]int
	ctx := sudoku.WithProgress(context.Background(), func(done, total int) {
		if done > last[0] {
			last = [2]int{done, total}
		}
	})
	check(sudoku.SolveBatchContext(ctx, puzzles, sols, serrs, 2))
	fmt.Println("batch", sols[0].String(), serrs[1], "progress", last)
	counts := make([]int, len(puzzles))
	check(sudoku.CountSolutionsBatch(puzzles, 2, counts, serrs, 1))
	fmt.Println("counts", counts)
	cancelled, cancel := context.WithCancel(context.Background())
	cancel()
	err = sudoku.SolveBatchContext(cancelled, puzzles, sols, serrs, 1)
	fmt.Println("cancelled", errors.Is(err, context.Canceled), errors.Is(serrs[0], context.Canceled))
	_, err = sudoku.GenerateContext(cancelled, &opts)
	fmt.Println("generate cancelled", errors.Is(err, context.Canceled))

	// Names of the header's values.
	names := []string{sudoku.TechXWing.String(), sudoku.LevelExpert.String(), sudoku.HintMistakes.String(),
		sudoku.MistakeMarks.String(), sudoku.SymmetryDiagonal.String(), sudoku.CellName(33)}
	sort.Strings(names)
	fmt.Println("names", names)
}

func check(err error) {
	if err != nil {
		fmt.Println("error:", err)
		os.Exit(1)
	}
}
