//go:build linux || darwin || freebsd || netbsd

package sudoku

import "strconv"

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
			return newError(fn, ErrBatchSize, "batch slices differ in length")
		}
	}
	if n > MaxSolveBatch {
		return newError(fn, StatusArg, "a batch holds at most "+strconv.Itoa(MaxSolveBatch)+" puzzles")
	}
	if threads < -1<<31 || threads > 1<<31-1 {
		return newError(fn, StatusArg, "threads must fit in an int32")
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
	const fn = "sudoku_solve_batch"
	n := len(puzzles)
	if err := batchArgs(fn, n, []int{len(solutions), len(errs)}, threads); err != nil || n == 0 {
		return err
	}
	statuses := make([]int32, n)
	if st := Status(l.fn.solveBatch(&puzzles[0], uintptr(n), &solutions[0], &statuses[0], int32(threads))); st != StatusOK {
		return newError(fn, st, "")
	}
	for i, st := range statuses {
		errs[i] = nil
		if st != int32(StatusOK) {
			errs[i] = l.statusError(fn, Status(st), &puzzles[i])
		}
	}
	return nil
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
	const fn = "sudoku_count_solutions_batch"
	if limit < 1 || limit > 1<<31-1 {
		return newError(fn, ErrBadLimit, "the solution limit must be 1 to 2147483647, not "+strconv.Itoa(limit))
	}
	n := len(puzzles)
	if err := batchArgs(fn, n, []int{len(counts), len(errs)}, threads); err != nil || n == 0 {
		return err
	}
	found := make([]int32, n)
	statuses := make([]int32, n)
	if st := Status(l.fn.countSolutionsBatch(&puzzles[0], uintptr(n), int32(limit), &found[0], &statuses[0], int32(threads))); st != StatusOK {
		return newError(fn, st, "")
	}
	for i, st := range statuses {
		counts[i], errs[i] = int(found[i]), nil
		switch Status(st) {
		case StatusOK:
		case StatusLimit:
			errs[i] = newError(fn, StatusLimit, "")
		default:
			errs[i] = l.statusError(fn, Status(st), &puzzles[i])
		}
	}
	return nil
}
