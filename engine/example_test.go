package engine_test

import (
	"fmt"
	"strings"

	"github.com/libsudoku/libsudoku/engine"
)

const classic = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"

func ExampleParse() {
	g, err := engine.Parse(classic)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(g.Givens(), "givens")
	_, err = engine.Parse("5x" + classic[2:])
	fmt.Println(err)
	// Parse reads the digits; Validate checks the rules.
	g[1] = 5
	fmt.Println(g.Validate())
	// Output:
	// 30 givens
	// sudoku: unexpected character 'x' at line 1, column 2 (byte 1); cells are 1-9, '.' or '0'
	// sudoku: digit 5 appears twice in row 1, at r1c1 and r1c2
}

func ExampleSolve() {
	g, _ := engine.Parse(classic)
	sol, err := engine.Solve(&g)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(sol.String())
	// Output:
	// 534678912672195348198342567859761423426853791713924856961537284287419635345286179
}

func ExampleCountSolutions() {
	g, _ := engine.Parse(classic)
	n, _ := engine.CountSolutions(&g, 2)
	fmt.Println("classic:", n)
	g[0], g[1] = 0, 0 // two clues fewer
	n, _ = engine.CountSolutions(&g, 2)
	fmt.Println("without r1c1 and r1c2, at least:", n)
	var empty engine.Grid
	n, _ = engine.CountSolutions(&empty, 1000)
	fmt.Println("empty grid:", n)
	// Output:
	// classic: 1
	// without r1c1 and r1c2, at least: 2
	// empty grid: 1000
}

func ExampleHint() {
	puzzle, _ := engine.Parse(classic)
	player := puzzle
	player[2] = 1 // a wrong digit in r1c3 (the solution has 4)
	res, _ := engine.Hint(&puzzle, &player, nil)
	fmt.Println(res.Status, res.NumMistakes, res.Mistakes[2])

	res, _ = engine.Hint(&puzzle, &puzzle, nil)
	fmt.Println(res.Status)
	fmt.Println(res.Step.Explain())
	// Output:
	// mistakes 1 wrong digit
	// step
	// Hidden Single: in box 2, 8 can only go in r1c6.
}

func ExampleRate() {
	g, _ := engine.Parse(classic)
	r, _ := engine.Rate(&g)
	fmt.Printf("%d.%d %s, hardest step %s, %d steps\n", r.Rating/10, r.Rating%10, r.Level, r.Hardest, r.Steps)
	// Output:
	// 1.2 easy, hardest step Hidden Single, 51 steps
}

func ExampleGenerate() {
	res, err := engine.Generate(&engine.GenerateOptions{Seed: 42, Symmetry: engine.SymmetryRotate180, Level: engine.LevelHard})
	if err != nil {
		fmt.Println(err)
		return
	}
	n, _ := engine.CountSolutions(&res.Puzzle, 2)
	r, _ := engine.Rate(&res.Puzzle)
	fmt.Println("solutions:", n, "level:", r.Level, "rating matches:", r.Rating == res.Rating)
	// Output:
	// solutions: 1 level: hard rating matches: true
}

func ExampleSolveBatch() {
	var puzzles [3]engine.Grid
	puzzles[0], _ = engine.Parse(classic)
	puzzles[1][0], puzzles[1][1] = 5, 5 // a conflict
	// Valid givens without a solution: r1c9 can only be 9, which column 9 has.
	puzzles[2], _ = engine.Parse("12345678.........9" + strings.Repeat(".", 63))
	solutions := make([]engine.Grid, len(puzzles))
	errs := make([]error, len(puzzles))
	if err := engine.SolveBatch(puzzles[:], solutions, errs, 0); err != nil {
		fmt.Println(err)
		return
	}
	for i, err := range errs {
		if err != nil {
			fmt.Println(i, err)
		} else {
			fmt.Println(i, solutions[i].String()[:9], "...")
		}
	}
	// Output:
	// 0 534678912 ...
	// 1 sudoku: digit 5 appears twice in row 1, at r1c1 and r1c2
	// 2 sudoku: the puzzle has no solution
}

func ExampleCountSolutionsBatch() {
	puzzles := make([]engine.Grid, 2)
	puzzles[0], _ = engine.Parse(classic)
	counts := make([]int, len(puzzles))
	errs := make([]error, len(puzzles))
	_ = engine.CountSolutionsBatch(puzzles, 10, counts, errs, 2)
	fmt.Println(counts, errs)
	// Output:
	// [1 10] [<nil> <nil>]
}

func ExampleGenerateBatch() {
	opts := engine.GenerateOptions{Seed: 7}
	out := make([]engine.Generated, 3)
	if err := engine.GenerateBatch(&opts, 0, out, nil, 0); err != nil {
		fmt.Println(err)
		return
	}
	// Item i depends only on the options and i: item 0 is Generate's.
	one, _ := engine.Generate(&opts)
	fmt.Println(out[0].Puzzle == one.Puzzle, out[1].Puzzle != out[0].Puzzle)
	// Output:
	// true true
}

func ExampleFindStep() {
	g, _ := engine.Parse(classic)
	st, err := engine.FindStep(&g, nil)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(st.Technique, st.Rating, engine.CellName(st.Cell), st.Digit)
	// Output:
	// Hidden Single 12 r1c6 8
}
