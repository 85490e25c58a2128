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
	budget int64
}

// verifyStats adds up the time spent in each step over all puzzles
// (summed over threads, so it can exceed the wall time).
type verifyStats struct {
	count, solve atomic.Int64 // nanoseconds
}

func runVerify(e *env, args []string) int {
	var f verifyFlags
	fs := newFlagSet(e, "verify", "[flags] [puzzle | file | -]...", `
Verify checks each puzzle end to end, the batch run to do after every change
to the engine: the line parses, the puzzle breaks no rule, it has exactly one
solution (counted with an independent limit of 2), the solver finds a grid
that is a complete valid solution agreeing with every given, and that grid is
the one the count found.

It prints each failure with its line number and what failed on standard
error, then a summary: puzzles, failures and the failure rate, wall time,
puzzles per second and the time spent counting and solving. The exit status
is 1 when anything failed.

JSON and CSV records carry: source, line, status (ok, invalid, unsolvable,
multiple, limit, mismatch), puzzle, givens, solution, error; the summary
then goes to standard error.`, `
  sudoku verify ../shared/data/17_clue.txt
  sudoku verify --threads 2 --format json pack.txt > report.jsonl
  sudoku generate --count 1000 --seed 7 | sudoku verify`)
	addCommon(fs, &f.commonFlags, defaultThreads())
	fs.Int64Var(&f.budget, "budget", engine.DefaultMaxGuesses, "search budget in guesses per puzzle and search; past it the status is limit")
	pos, code := parseCommand(e, fs, &f.commonFlags, args)
	if code >= 0 {
		return code
	}
	if f.budget < 1 {
		return usageError(e, "verify", errBudget, false)
	}
	var st verifyStats
	start := time.Now()
	r := newRunnerForInputs(e, "verify", &f.commonFlags, pos, []string{"givens", "solution"})
	interrupted, err := r.run(r.reader().next, func(it *item) outcome {
		g, err := loadPuzzle(it)
		if err != nil {
			return invalid(it, &g, err)
		}
		return verifyPuzzle(it, &g, f.budget, &st)
	})
	printVerifySummary(r, time.Since(start), &st)
	return r.finish(interrupted, err)
}

// verifyPuzzle runs the checks on a valid puzzle.
func verifyPuzzle(it *item, g *engine.Grid, budget int64, st *verifyStats) outcome {
	o := outcome{it: *it, puzzle: g.String(), values: []any{g.Givens(), nil}}
	t0 := time.Now()
	n, err := engine.CountSolutionsBudget(g, 2, budget)
	t1 := time.Now()
	st.count.Add(int64(t1.Sub(t0)))
	switch {
	case err != nil:
		o.status, o.err = statusOf(err), fmt.Errorf("counting: %w", err)
		return o
	case n == 0:
		o.status, o.err = statusUnsolvable, engine.ErrUnsolvable
		return o
	case n > 1:
		o.status, o.err = statusMultiple, errors.New("the puzzle has more than one solution")
		return o
	}
	sol, err := engine.SolveBudget(g, budget)
	st.solve.Add(int64(time.Since(t1)))
	switch {
	case err != nil:
		o.status, o.err = statusMismatch, fmt.Errorf("the count found one solution but the solver failed: %w", err)
		return o
	case !engine.IsSolution(g, &sol):
		o.status, o.err = statusMismatch, fmt.Errorf("the solver returned %s, which is not a solution", sol.String())
		return o
	}
	o.status = statusOK
	o.values[1] = sol.String()
	return o
}

// printVerifySummary prints the totals of a verify run: on standard output
// in text format, on standard error otherwise (standard output holds the
// records then).
func printVerifySummary(r *runner, wall time.Duration, st *verifyStats) {
	w := r.out
	if r.flags.format != "text" {
		r.w.flush()
		r.prog.finish()
		w = nil
	}
	rate := 0.0
	if r.n > 0 {
		rate = 100 * float64(r.fails) / float64(r.n)
	}
	msg := fmt.Sprintf("verified %d %s: %d ok, %d failed (%.2f%%) in %s wall, %.0f puzzles/s on %d thread(s); counting %s, solving %s (summed over threads)\n",
		r.n, plural(r.n, "puzzle"), r.n-r.fails, r.fails, rate, wall.Round(time.Millisecond), float64(r.n)/wall.Seconds(), r.flags.threads,
		time.Duration(st.count.Load()).Round(time.Millisecond), time.Duration(st.solve.Load()).Round(time.Millisecond))
	if w != nil {
		w.WriteString(msg)
	} else {
		fmt.Fprint(r.e.stderr, msg)
	}
}
