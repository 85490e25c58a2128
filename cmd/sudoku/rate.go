package main

import (
	"strconv"

	"github.com/libsudoku/libsudoku/engine"
)

func runRate(e *env, args []string) int {
	var f commonFlags
	var vf variantFlag
	fs := newFlagSet(e, "rate", "[flags] [puzzle | file | -]...", `
Rate rates each puzzle's difficulty the way Sudoku Explainer does: it solves
the puzzle with human techniques, always taking the simplest step, and the
rating is that of the hardest step taken (1.0 to about 9 on the SE scale).
The level follows from the rating: easy (up to 1.5), medium (up to 2.8),
hard (up to 4.4), expert (up to 6.4), extreme (chains, 6.5 and up), and
beyond when the techniques the engine knows cannot finish the puzzle (the
rating is then a lower bound, written with a "+").

In text format it prints "PUZZLE RATING LEVEL hardest: TECHNIQUE" per
puzzle, so the output reads back as a rated list. A puzzle must have exactly
one solution to be rated: others fail with status multiple or unsolvable.

JSON and CSV records carry: source, line, status (ok, invalid, unsolvable,
multiple, limit, failed), puzzle, rating (a number such as 7.2), level,
hardest, complete (false for beyond), steps, error.`, `
  sudoku rate 4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......
  sudoku rate --format csv my_pack.txt > ratings.csv
  sudoku rate --format json pack.txt | grep '"level":"extreme"'`)
	addCommon(fs, &f, defaultThreads())
	addVariantFlag(fs, &vf)
	pos, code := parseCommand(e, fs, &f, args)
	if code >= 0 {
		return code
	}
	if err := vf.parse(); err != nil {
		return usageError(e, "rate", err, false)
	}
	columns := []string{"rating", "level", "hardest", "complete", "steps"}
	return runInputs(e, "rate", &f, pos, columns, func(it *item) outcome {
		vp, g, err := loadAny(it, &vf)
		switch {
		case vp != nil && err != nil:
			return invalidVariant(it, vp, err)
		case vp != nil:
			return rateVariant(it, vp)
		case err != nil:
			return invalid(it, &g, err)
		}
		o := outcome{it: *it, puzzle: g.String()}
		r, err := engine.Rate(&g)
		if err != nil {
			o.status, o.err = statusOf(err), err
			return o
		}
		o.status = statusOK
		o.values = []any{tenths(r.Rating), r.Level.String(), r.Hardest.String(), r.Complete, r.Steps}
		o.text = o.puzzle + " " + ratingText(r.Rating, r.Complete) + " " + r.Level.String() +
			" hardest: " + r.Hardest.String() + "\n"
		return o
	})
}

// tenths turns a rating in tenths into the SE number, 72 into 7.2.
func tenths(r int) float64 { return float64(r) / 10 }

// ratingText writes a rating as on the SE scale, "7.2", with a "+" when it
// is only a lower bound.
func ratingText(r int, complete bool) string {
	s := strconv.Itoa(r/10) + "." + strconv.Itoa(r%10)
	if !complete {
		s += "+"
	}
	return s
}
