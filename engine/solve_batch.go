package engine

import "errors"

// ErrBatchSize means the slices given to a batch function differ in length.
var ErrBatchSize = errors.New("sudoku: batch slices differ in length")

// SolveBatch solves every puzzle of puzzles with Solve, on up to threads
// goroutines (threads <= 0 means runtime.GOMAXPROCS(0)): errs[i] gets the
// error of Solve(&puzzles[i]) and, when it is nil, solutions[i] the solution;
// solutions[i] is left as it was otherwise. A bad puzzle only sets its own
// errs[i]. The results do not depend on threads. puzzles and solutions may
// be the same slice (solving in place keeps the bad puzzles). It fails with ErrBatchSize, before solving anything,
// unless the three slices have the same length.
func SolveBatch(puzzles, solutions []Grid, errs []error, threads int) error {
	if len(solutions) != len(puzzles) || len(errs) != len(puzzles) {
		return ErrBatchSize
	}
	runBatch(len(puzzles), threads, 0, func() func(int) {
		return func(i int) {
			injectFault(&puzzles[i])
			sol, err := Solve(&puzzles[i])
			if err == nil {
				solutions[i] = sol
			}
			errs[i] = err
		}
	})
	return nil
}

// CountSolutionsBatch counts the solutions of every puzzle of puzzles up to
// limit with CountSolutions, on up to threads goroutines (threads <= 0 means
// runtime.GOMAXPROCS(0)): counts[i] and errs[i] get what
// CountSolutions(&puzzles[i], limit) returns. A bad puzzle only sets its own
// errs[i]. The results do not depend on threads. It fails, before counting
// anything, with ErrBadLimit if limit < 1 and with ErrBatchSize unless the
// three slices have the same length.
func CountSolutionsBatch(puzzles []Grid, limit int, counts []int, errs []error, threads int) error {
	if limit < 1 {
		return ErrBadLimit
	}
	if len(counts) != len(puzzles) || len(errs) != len(puzzles) {
		return ErrBatchSize
	}
	runBatch(len(puzzles), threads, 0, func() func(int) {
		return func(i int) {
			injectFault(&puzzles[i])
			counts[i], errs[i] = CountSolutions(&puzzles[i], limit)
		}
	})
	return nil
}
