package main

import (
	"errors"
	"fmt"
	"sync/atomic"
	"time"

	"github.com/libsudoku/libsudoku/engine"
)

// verifyFlags are the flags of "sudoku verify".
type verifyFlags struct {
	commonFlags
	genFlags
	guesses int64
}

// verifyStats adds up the time spent in each step over all puzzles, in
// nanoseconds (summed over threads, so it can exceed the wall time).
type verifyStats struct {
	generate, count, solve, check atomic.Int64
}

// add adds the time since t to *d and returns now.
func since(d *atomic.Int64, t time.Time) time.Time {
	now := time.Now()
	d.Add(int64(now.Sub(t)))
	return now
}

func runVerify(e *env, args []string) int {
	var f verifyFlags
	fs := newFlagSet(e, "verify", "[flags] [puzzle | file | -]...", `
Verify checks puzzles end to end: the batch run to do after every change to
the engine. For each puzzle: the line parses, the puzzle breaks no rule, it
has exactly one solution (counted with a limit of 2), and the solver returns
a complete valid grid agreeing with every given (checked apart from the
solver).

With --generate N it first generates a pack as "sudoku generate" would
(same flags: --seed, --symmetry, --level, --min-rating, --max-rating,
--clues, --budget, --attempts) and checks each puzzle further: the
generator reached its target in time, its solution is the solver's, the
clues follow the symmetry, the puzzle has the clue count asked for or, with
no --clues and no rating band, is minimal (no clue, or pair of symmetric
clues, can go without losing uniqueness), and its rating is in the band
asked for.

It prints each failure with its line (or puzzle number) and what failed on
standard error, then a summary: puzzles, failures and the failure rate, wall
time, puzzles per second, and the time spent generating, counting, solving
and checking. The exit status is 1 when anything failed.

JSON and CSV records carry: source, line, status (ok, invalid, unsolvable,
multiple, limit, mismatch), puzzle, givens, solution, rating (generated
puzzles: on the SE scale, a number such as 3.2), error; the summary then
goes to standard error.`, `
  sudoku verify ../shared/data/17_clue.txt
  sudoku verify --generate 1000 --seed 1
  sudoku verify --generate 200 --seed 9 --symmetry rotate90 --level hard --threads 2
  sudoku verify --format json pack.txt > report.jsonl
  sudoku verify --generate 100 --variant 9x9,x --jigsaw`)
	addCommon(fs, &f.commonFlags, defaultThreads())
	addGenFlags(fs, &f.genFlags, "generate", 0)
	fs.Int64Var(&f.guesses, "guesses", engine.DefaultMaxGuesses, "search budget in `branches` per count or solve; past it the status is limit (for a variant: steps of work, default 262144)")
	pos, code := parseCommand(e, fs, &f.commonFlags, args)
	if code >= 0 {
		return code
	}
	if f.guesses < 1 {
		return usageError(e, "verify", errors.New("--guesses must be at least 1"), false)
	}
	if f.count > 0 {
		return verifyGenerated(e, &f, pos)
	}
	if isFlagSet(fs.FlagSet, "seed") || f.hasBand() || f.clues != 0 || f.symmetry != "none" || f.killer || f.jigsaw {
		return usageError(e, "verify", errors.New("generator flags need --generate N"), false)
	}
	if err := f.variant.parse(); err != nil {
		return usageError(e, "verify", err, false)
	}
	guesses := variantBudget(isFlagSet(fs.FlagSet, "guesses"), f.guesses)
	var st verifyStats
	start := time.Now()
	r := newRunnerForInputs(e, "verify", &f.commonFlags, pos, verifyColumns)
	interrupted, err := r.run(r.reader().next, func(it *item) outcome {
		vp, g, err := loadAny(it, &f.variant)
		switch {
		case vp != nil && err != nil:
			return invalidVariant(it, vp, err)
		case vp != nil:
			o := outcome{it: *it, puzzle: vp.line(), values: []any{engine.CountGivens(vp.grid), nil, nil}}
			verifyVariantPuzzle(&o, vp, guesses, &st)
			return o
		case err != nil:
			return invalid(it, &g, err)
		}
		o := outcome{it: *it, puzzle: g.String(), values: []any{g.Givens(), nil, nil}}
		verifyPuzzle(&o, &g, f.guesses, &st)
		return o
	})
	printVerifySummary(r, time.Since(start), &st)
	return r.finish(interrupted, err)
}

// verifyColumns are the record columns of verify.
var verifyColumns = []string{"givens", "solution", "rating"}

// verifyPuzzle runs the checks on a valid puzzle and sets o's status, error
// and solution; it returns the solution when every check passed.
func verifyPuzzle(o *outcome, g *engine.Grid, guesses int64, st *verifyStats) (engine.Grid, bool) {
	t := time.Now()
	n, err := engine.CountSolutionsBudget(g, 2, guesses)
	t = since(&st.count, t)
	switch {
	case err != nil:
		o.status, o.err = statusOf(err), fmt.Errorf("counting: %w", err)
		return engine.Grid{}, false
	case n == 0:
		o.status, o.err = statusUnsolvable, engine.ErrUnsolvable
		return engine.Grid{}, false
	case n > 1:
		o.status, o.err = statusMultiple, engine.ErrNotUnique
		return engine.Grid{}, false
	}
	sol, err := engine.SolveBudget(g, guesses)
	since(&st.solve, t)
	switch {
	case err != nil:
		o.status, o.err = statusMismatch, fmt.Errorf("the count found one solution but the solver failed: %w", err)
		return engine.Grid{}, false
	case !engine.IsSolution(g, &sol):
		o.status, o.err = statusMismatch, fmt.Errorf("the solver returned %s, which is not a solution", sol.String())
		return engine.Grid{}, false
	}
	o.status = statusOK
	o.values[1] = sol.String()
	return sol, true
}

// printVerifySummary prints the totals of a verify run: on standard output
// in text format, on standard error otherwise (standard output holds the
// records then).
func printVerifySummary(r *runner, wall time.Duration, st *verifyStats) {
	rate := 0.0
	if r.n > 0 {
		rate = 100 * float64(r.fails) / float64(r.n)
	}
	ms := func(d *atomic.Int64) time.Duration { return time.Duration(d.Load()).Round(time.Millisecond) }
	msg := fmt.Sprintf("verified %d %s: %d ok, %d failed (%.2f%%) in %s wall, %.0f puzzles/s on %d thread(s)\n",
		r.n, plural(r.n, "puzzle"), r.n-r.fails, r.fails, rate, wall.Round(time.Millisecond),
		float64(r.n)/wall.Seconds(), r.flags.threads)
	msg += "time summed over threads:"
	if g := st.generate.Load(); g > 0 {
		msg += fmt.Sprintf(" generating %s,", ms(&st.generate))
	}
	msg += fmt.Sprintf(" counting %s, solving %s", ms(&st.count), ms(&st.solve))
	if c := st.check.Load(); c > 0 {
		msg += fmt.Sprintf(", checking the generator's work %s", ms(&st.check))
	}
	msg += "\n"
	if r.flags.format == "text" {
		r.out.WriteString(msg)
		return
	}
	r.w.flush()
	r.prog.finish()
	fmt.Fprint(r.e.stderr, msg)
}
