package main

import "github.com/libsudoku/libsudoku/engine"

// solveFlags are the flags of "sudoku solve".
type solveFlags struct {
	commonFlags
	pretty  bool
	guesses int64
	variant variantFlag
}

func runSolve(e *env, args []string) int {
	var f solveFlags
	fs := newFlagSet(e, "solve", "[flags] [puzzle | file | -]...", `
Solve prints the solution of each puzzle: in text format one 81-character
line per puzzle (or a drawing with --pretty), in input order. A puzzle with
several solutions gets the first one in the solver's order; use "count" or
"verify" to check uniqueness. Lines that do not parse or break the rules are
reported on standard error with their line number; the rest are solved.

JSON and CSV records carry: source, line, status (ok, invalid, unsolvable,
limit), puzzle, givens, solution, error.`, `
  sudoku solve 53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79
  sudoku solve --pretty puzzles.txt
  cat puzzles.txt | sudoku solve --format json > solutions.jsonl
  sudoku solve --format csv --threads 4 a.txt b.txt > solutions.csv
  sudoku solve --variant 16x16 hexadoku.txt`)
	addCommon(fs, &f.commonFlags, defaultThreads())
	fs.BoolVar(&f.pretty, "pretty", false, "draw each solution as a 9-line grid (text format)")
	fs.Int64Var(&f.guesses, "guesses", engine.DefaultMaxGuesses, "search budget in `guesses` (branches of the search) per puzzle; past it the status is limit (for a variant: steps of work, default 262144; --budget is a time, in generate and verify)")
	addVariantFlag(fs, &f.variant)
	pos, code := parseCommand(e, fs, &f.commonFlags, args)
	if code >= 0 {
		return code
	}
	if f.guesses < 1 {
		return usageError(e, "solve", errGuesses, false)
	}
	if err := f.variant.parse(); err != nil {
		return usageError(e, "solve", err, false)
	}
	vbudget := variantBudget(isFlagSet(fs.FlagSet, "guesses"), f.guesses)
	return runInputs(e, "solve", &f.commonFlags, pos, []string{"givens", "solution"}, func(it *item) outcome {
		vp, g, err := loadAny(it, &f.variant)
		switch {
		case vp != nil && err != nil:
			return invalidVariant(it, vp, err)
		case vp != nil:
			return solveVariant(it, vp, f.pretty, vbudget)
		case err != nil:
			return invalid(it, &g, err)
		}
		o := outcome{it: *it, puzzle: g.String(), values: []any{g.Givens(), nil}}
		sol, err := engine.SolveBudget(&g, f.guesses)
		if err != nil {
			o.status, o.err = statusOf(err), err
			return o
		}
		o.status = statusOK
		o.values[1] = sol.String()
		if f.pretty {
			o.text = sol.Pretty() + "\n"
		} else {
			o.text = sol.String() + "\n"
		}
		return o
	})
}
