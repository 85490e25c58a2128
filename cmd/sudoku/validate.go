package main

import (
	"strconv"

	"github.com/libsudoku/libsudoku/engine"
)

func runValidate(e *env, args []string) int {
	var f commonFlags
	var vf variantFlag
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
	addVariantFlag(fs, &vf)
	pos, code := parseCommand(e, fs, &f, args)
	if code >= 0 {
		return code
	}
	if err := vf.parse(); err != nil {
		return usageError(e, "validate", err, false)
	}
	return runInputs(e, "validate", &f, pos, []string{"givens"}, func(it *item) outcome {
		vp, g, err := loadAny(it, &vf)
		switch {
		case vp != nil && err != nil:
			return invalidVariant(it, vp, err)
		case err != nil:
			return invalid(it, &g, err)
		}
		n, puzzle := g.Givens(), g.String()
		if vp != nil {
			n, puzzle = engine.CountGivens(vp.grid), vp.line()
		}
		return outcome{it: *it, status: statusOK, puzzle: puzzle, values: []any{n},
			text: it.where() + ": ok, " + strconv.Itoa(n) + " givens\n"}
	})
}
