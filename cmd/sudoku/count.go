package main

import (
	"strconv"

	"github.com/libsudoku/libsudoku/engine"
)

// countFlags are the flags of "sudoku count".
type countFlags struct {
	commonFlags
	limit   int
	guesses int64
	variant variantFlag
}

func runCount(e *env, args []string) int {
	var f countFlags
	fs := newFlagSet(e, "count", "[flags] [puzzle | file | -]...", `
Count counts the solutions of each puzzle, stopping at --limit. In text
format it prints one line per puzzle: the count (with a "+" when the limit
was reached, meaning "at least"), then the puzzle. A proper puzzle counts 1;
"--limit 2" is the fastest uniqueness check. A valid puzzle without solution
counts 0 and is not a failure; lines that do not parse or break the rules,
and searches that run out of budget, are.

JSON and CSV records carry: source, line, status (ok, invalid, limit),
puzzle, solutions, at_least (true when the limit or budget stopped the
count), error.`, `
  sudoku count ..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..
  sudoku count --limit 2 --format csv pack.txt
  sudoku count --limit 2 --variant 9x9,x 2.............62....1....7...6..8...3...9...7...6..4...4....8....52.............3
  sudoku count --limit 1000000 --guesses 100000000 '.................................................................................'`)
	addCommon(fs, &f.commonFlags, defaultThreads())
	fs.IntVar(&f.limit, "limit", 1000, "stop counting at this many `solutions`")
	fs.Int64Var(&f.guesses, "guesses", engine.DefaultMaxGuesses, "search budget in `guesses` (branches of the search) per puzzle; past it the status is limit (for a variant: steps of work, default 262144; --budget is a time, in generate and verify)")
	addVariantFlag(fs, &f.variant)
	pos, code := parseCommand(e, fs, &f.commonFlags, args)
	if code >= 0 {
		return code
	}
	if f.limit < 1 {
		return usageError(e, "count", engine.ErrBadLimit, false)
	}
	if f.guesses < 1 {
		return usageError(e, "count", errGuesses, false)
	}
	if err := f.variant.parse(); err != nil {
		return usageError(e, "count", err, false)
	}
	vbudget := variantBudget(isFlagSet(fs.FlagSet, "guesses"), f.guesses)
	return runInputs(e, "count", &f.commonFlags, pos, []string{"solutions", "at_least"}, func(it *item) outcome {
		vp, g, err := loadAny(it, &f.variant)
		switch {
		case vp != nil && err != nil:
			return invalidVariant(it, vp, err)
		case vp != nil:
			return countVariant(it, vp, f.limit, vbudget)
		case err != nil:
			return invalid(it, &g, err)
		}
		n, err := engine.CountSolutionsBudget(&g, f.limit, f.guesses)
		atLeast := err != nil || n >= f.limit
		o := outcome{it: *it, status: statusOK, puzzle: g.String(), values: []any{n, atLeast}}
		if err != nil {
			o.status, o.err = statusOf(err), err
			return o
		}
		c := strconv.Itoa(n)
		if atLeast {
			c += "+"
		}
		o.text = c + " " + o.puzzle + "\n"
		return o
	})
}
