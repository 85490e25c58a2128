// Command go-purego solves a Sudoku through libsudoku's shared library from a
// Go program built without cgo (CGO_ENABLED=0), using the purego binding.
//
//	make lib
//	SUDOKU_LIBRARY=$PWD/build/libsudoku.so CGO_ENABLED=0 go run ./examples/go-purego
//
// (Go programs that need no shared library import package engine instead.)
package main

import (
	"errors"
	"fmt"
	"os"

	sudoku "github.com/libsudoku/libsudoku/bindings/go"
)

func main() {
	text := "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......"
	if len(os.Args) > 1 {
		text = os.Args[1]
	}
	lib, err := sudoku.Default() // $SUDOKU_LIBRARY, beside the program, or the system's
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(2)
	}
	fmt.Printf("libsudoku %s (ABI %d) from %s\n\n", lib.Version(), lib.ABIVersion(), lib.Path())

	puzzle, err := sudoku.CheckText(text) // parse and check the rules
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	solution, err := sudoku.Solve(&puzzle)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	drawing, _ := sudoku.Pretty(&solution)
	fmt.Printf("Puzzle:   %s\nSolution:\n%s\n", puzzle.String(), drawing)

	// Counting up to 2 solutions proves uniqueness.
	if n, err := sudoku.CountSolutions(&puzzle, 2); err == nil && n == 1 {
		fmt.Println("The solution is unique.")
	} else {
		fmt.Println("The puzzle has more than one solution.")
	}

	// How hard is it, and what would a player's first step be?
	if r, err := sudoku.Rate(&puzzle); err == nil {
		fmt.Printf("Rating %d.%d (%s), %d steps\n", r.Rating/10, r.Rating%10, r.Level, r.Steps)
	}
	if h, err := sudoku.Hint(&puzzle, &puzzle, nil); err == nil {
		fmt.Printf("First hint: %s\n", h.Text)
	}

	// A new hard puzzle, the same for the same seed on every machine.
	opts := sudoku.GenerateOptions{Seed: 2026, Symmetry: sudoku.SymmetryRotate180, Level: sudoku.LevelHard}
	if g, err := sudoku.Generate(&opts); err == nil {
		fmt.Printf("Generated: %s (%d clues, rated %d.%d)\n", g.Puzzle.String(), g.Puzzle.Givens(), g.Rating/10, g.Rating%10)
	}

	// Many puzzles in one call, on every core: a bad one only gets its own error.
	batch := []sudoku.Grid{puzzle, unsolvableGrid(), puzzle}
	sols := make([]sudoku.Grid, len(batch))
	errs := make([]error, len(batch))
	if err := sudoku.SolveBatch(batch, sols, errs, 0); err == nil {
		for i := range batch {
			if errs[i] != nil {
				fmt.Printf("Batch item %d: %v\n", i, errs[i])
			} else {
				fmt.Printf("Batch item %d: %s\n", i, sols[i].String())
			}
		}
	}

	// Errors carry the C status and the cells at fault.
	bad := "......8...824.....19..63....5..8.7..6782.9143..3.4..8....62..94.....561....6....."
	_, err = sudoku.CheckText(bad)
	var e *sudoku.Error
	if errors.As(err, &e) && e.Status == sudoku.StatusConflict {
		fmt.Printf("\nAn invalid puzzle: %s\n  status %s, cells %s and %s\n",
			e.Detail, e.Status, sudoku.CellName(e.Cells[0]), sudoku.CellName(e.Cells[1]))
	}
	unsolvable := unsolvableGrid()
	if _, err := sudoku.Solve(&unsolvable); errors.Is(err, sudoku.ErrUnsolvable) && errors.As(err, &e) {
		fmt.Printf("An unsolvable one: %s: %s\n", e.Status, e.Detail)
	}
}

// unsolvableGrid returns a grid that breaks no rule but has no solution:
// r1c9 has no candidate.
func unsolvableGrid() sudoku.Grid {
	g, _ := sudoku.Parse("12345678.........9...............................................................")
	return g
}
