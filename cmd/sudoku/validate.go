package main

import "strconv"

func runValidate(e *env, args []string) int {
	var f commonFlags
	fs := newFlagSet(e, "validate", "[flags] [puzzle | file | -]...", `
Validate checks that each line is a grid (81 cells of 1-9, '.' or '0') and
that no digit repeats in a row, column or box. It does not search for
solutions: use "count" or "verify" for that. In text format it prints
"where: ok, N givens" for each good puzzle on standard output and the
precise error of each bad one on standard error, such as
  bad.txt:4: sudoku: digit 5 appears twice in row 1, at r1c1 and r1c2

JSON and CSV records carry: source, line, status (ok, invalid), puzzle,
givens, error.`, `
  sudoku validate puzzles.txt
  sudoku validate --format json < puzzles.txt | grep -v '"status":"ok"'
  sudoku validate '1.........1......................................................................'`)
	addCommon(fs, &f, defaultThreads())
	pos, code := parseCommand(e, fs, &f, args)
	if code >= 0 {
		return code
	}
	return runInputs(e, "validate", &f, pos, []string{"givens"}, func(it *item) outcome {
		g, err := loadPuzzle(it)
		if err != nil {
			return invalid(it, &g, err)
		}
		n := g.Givens()
		return outcome{it: *it, status: statusOK, puzzle: g.String(), values: []any{n},
			text: it.where() + ": ok, " + strconv.Itoa(n) + " givens\n"}
	})
}
