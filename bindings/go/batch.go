//go:build linux || darwin || freebsd || netbsd

package sudoku

import (
	"context"
	"strconv"
)

// ErrBatchSize is the error (an *Error with StatusArg) of a batch call whose
// slices differ in length, as engine.ErrBatchSize.
var ErrBatchSize = StatusArg

// MaxSolveBatch is the most puzzles SolveBatch and CountSolutionsBatch take
// in one call.
const MaxSolveBatch = 1<<31 - 1

// batchArgs checks the slice lengths and threads of a batch call of fn.
func batchArgs(fn string, n int, lens []int, threads int) error {
	for _, l := range lens {
		if l != n {
			return argError(fn, "batch slices differ in length")
		}
	}
	if n > MaxSolveBatch {
		return argError(fn, "a batch holds at most "+strconv.Itoa(MaxSolveBatch)+" puzzles")
	}
	if threads < -1<<31 || threads > 1<<31-1 {
		return argError(fn, "threads must fit in an int32")
	}
	return nil
}

// SolveBatch solves every puzzle of puzzles in one call into the library
// (sudoku_solve_batch), on up to threads of its threads (threads <= 0: one
// per processor), as engine.SolveBatch: errs[i] gets the error Solve would
// return for puzzles[i] and, when it is nil, solutions[i] the solution;
// solutions[i] is left as it was otherwise. A bad puzzle only sets its own
// errs[i]. The results do not depend on threads. puzzles and solutions may
// be the same slice. It fails with ErrBatchSize, before solving anything,
// unless the three slices have the same length.
func (l *Library) SolveBatch(puzzles, solutions []Grid, errs []error, threads int) error {
	return l.SolveBatchContext(context.Background(), puzzles, solutions, errs, threads)
}

// SolveBatchContext is SolveBatch that stops when ctx is done, as
// engine.SolveBatchContext: the puzzles not solved by then get an error
// with StatusCancelled (their solutions are left as they were), and so
// does the call. It reports its progress in puzzles to the function of
// WithProgress.
func (l *Library) SolveBatchContext(ctx context.Context, puzzles, solutions []Grid, errs []error, threads int) error {
	const fn = "sudoku_solve_batch"
	n := len(puzzles)
	if err := batchArgs(fn, n, []int{len(solutions), len(errs)}, threads); err != nil || n == 0 {
		return err
	}
	statuses := make([]int32, n)
	st := Status(withControl(ctx, false, func(ctl *cControl) int32 {
		return l.fn.solveBatch(&puzzles[0], int32(n), &solutions[0], &statuses[0], int32(threads), ctl)
	}))
	if st != StatusOK && st != StatusCancelled {
		return l.statusError(fn, st)
	}
	var stopped error // one error for every item not done
	if st == StatusCancelled {
		stopped = l.cancelled(fn, ctx)
	}
	for i, ist := range statuses {
		switch Status(ist) {
		case StatusOK:
			errs[i] = nil
		case StatusCancelled:
			errs[i] = stopped
		default:
			errs[i] = l.gridError(fn, Status(ist), &puzzles[i])
		}
	}
	return stopped
}

// CountSolutionsBatch counts the solutions of every puzzle of puzzles up to
// limit in one call into the library (sudoku_count_solutions_batch), on up
// to threads of its threads (threads <= 0: one per processor), as
// engine.CountSolutionsBatch: counts[i] and errs[i] get what
// CountSolutions(&puzzles[i], limit) returns. A bad puzzle only sets its own
// errs[i]. The results do not depend on threads. It fails, before counting
// anything, with ErrBadLimit if limit < 1 and with ErrBatchSize unless the
// three slices have the same length.
func (l *Library) CountSolutionsBatch(puzzles []Grid, limit int, counts []int, errs []error, threads int) error {
	return l.CountSolutionsBatchContext(context.Background(), puzzles, limit, counts, errs, threads)
}

// CountSolutionsBatchContext is CountSolutionsBatch that stops when ctx is
// done, as engine.CountSolutionsBatchContext: the puzzles not counted by
// then get a count of 0 and an error with StatusCancelled, and so does the
// call. It reports its progress in puzzles to the function of WithProgress.
func (l *Library) CountSolutionsBatchContext(ctx context.Context, puzzles []Grid, limit int, counts []int, errs []error, threads int) error {
	const fn = "sudoku_count_solutions_batch"
	if limit < 1 || limit > 1<<31-1 {
		return argError(fn, "the solution limit must be 1 to 2147483647, not "+strconv.Itoa(limit))
	}
	n := len(puzzles)
	if err := batchArgs(fn, n, []int{len(counts), len(errs)}, threads); err != nil || n == 0 {
		return err
	}
	found := make([]int32, n)
	statuses := make([]int32, n)
	st := Status(withControl(ctx, false, func(ctl *cControl) int32 {
		return l.fn.countSolutionsBatch(&puzzles[0], int32(n), int32(limit), &found[0], &statuses[0], int32(threads), ctl)
	}))
	if st != StatusOK && st != StatusCancelled {
		return l.statusError(fn, st)
	}
	var stopped error // one error for every item not done
	if st == StatusCancelled {
		stopped = l.cancelled(fn, ctx)
	}
	for i, ist := range statuses {
		counts[i], errs[i] = int(found[i]), nil
		switch Status(ist) {
		case StatusOK:
		case StatusLimit:
			errs[i] = l.statusError(fn, Status(ist))
		case StatusCancelled:
			errs[i] = stopped
		default:
			errs[i] = l.gridError(fn, Status(ist), &puzzles[i])
		}
	}
	return stopped
}

// cancelled is the *Error of fn stopped because ctx is done: StatusCancelled,
// with ctx.Err() inside, so that errors.Is(err, context.Canceled) holds as
// with the engine.
func (l *Library) cancelled(fn string, ctx context.Context) error {
	err := l.statusError(fn, StatusCancelled)
	err.input = ctx.Err()
	return err
}
