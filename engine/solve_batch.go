package engine

import (
	"context"
	"errors"
	"sync"
	"unsafe"
)

// ErrBatchSize means the slices given to a batch function differ in length.
var ErrBatchSize = errors.New("sudoku: batch slices differ in length")

// ErrBatchOverlap means that the solutions given to SolveBatch share memory
// with the puzzles without being the same slice: the batch would read
// puzzles that earlier items had overwritten (issue 17.2).
var ErrBatchOverlap = errors.New("sudoku: batch solutions overlap the puzzles without being the same slice")

// SolveBatch solves every puzzle of puzzles with Solve, on up to threads
// goroutines (threads <= 0, or above runtime.GOMAXPROCS(0), means
// runtime.GOMAXPROCS(0)): errs[i] gets the error of Solve(&puzzles[i]) and,
// when it is nil, solutions[i] the solution; solutions[i] is left as it was
// otherwise. A bad puzzle only sets its own errs[i]. The results do not
// depend on threads. puzzles and solutions may be the same slice (solving
// in place keeps the bad puzzles), but must not overlap otherwise. It fails
// before solving anything with ErrBatchSize unless the three slices have
// the same length, and with ErrBatchOverlap when solutions overlaps
// puzzles without being the same slice.
func SolveBatch(puzzles, solutions []Grid, errs []error, threads int) error {
	return SolveBatchContext(context.Background(), puzzles, solutions, errs, threads)
}

// SolveBatchContext is SolveBatch that stops when ctx is cancelled: the
// puzzles not solved by then get errs[i] = ctx.Err() (their solutions are
// left as they were), and it returns ctx.Err(). It reports its progress in
// puzzles to the function of WithProgress.
func SolveBatchContext(ctx context.Context, puzzles, solutions []Grid, errs []error, threads int) error {
	if len(solutions) != len(puzzles) || len(errs) != len(puzzles) {
		return ErrBatchSize
	}
	if overlapsShifted(puzzles, solutions) {
		return ErrBatchOverlap
	}
	j := solveJobs.Get().(*solveJob)
	j.puzzles, j.solutions, j.errs, j.ctl = puzzles, solutions, errs, newControl(ctx, len(puzzles))
	runBatch(&j.batch, j, len(puzzles), threads, 0)
	err := j.ctl.err()
	j.puzzles, j.solutions, j.errs, j.ctl = nil, nil, nil, nil
	solveJobs.Put(j)
	return err
}

// solveJob is the batch job of SolveBatchContext.
type solveJob struct {
	batch
	puzzles, solutions []Grid
	errs               []error
	ctl                *control
}

var solveJobs = sync.Pool{New: func() any { return new(solveJob) }}

func (j *solveJob) do(i int, _ *scratch) {
	if j.ctl.stopped() {
		j.errs[i] = j.ctl.err()
		return
	}
	injectFault(&j.puzzles[i])
	sol, err := Solve(&j.puzzles[i])
	if err == nil {
		j.solutions[i] = sol
	}
	j.errs[i] = err
	j.ctl.add(1)
}

// CountSolutionsBatch counts the solutions of every puzzle of puzzles up to
// limit with CountSolutions, on up to threads goroutines (threads <= 0, or
// above runtime.GOMAXPROCS(0), means runtime.GOMAXPROCS(0)): counts[i] and
// errs[i] get what
// CountSolutions(&puzzles[i], limit) returns. A bad puzzle only sets its own
// errs[i]. The results do not depend on threads. It fails, before counting
// anything, with ErrBadLimit if limit < 1 and with ErrBatchSize unless the
// three slices have the same length.
func CountSolutionsBatch(puzzles []Grid, limit int, counts []int, errs []error, threads int) error {
	return CountSolutionsBatchContext(context.Background(), puzzles, limit, counts, errs, threads)
}

// CountSolutionsBatchContext is CountSolutionsBatch that stops when ctx is
// cancelled: the puzzles not counted by then get counts[i] = 0 and errs[i] =
// ctx.Err(), and it returns ctx.Err(). It reports its progress in puzzles
// to the function of WithProgress.
func CountSolutionsBatchContext(ctx context.Context, puzzles []Grid, limit int, counts []int, errs []error, threads int) error {
	if limit < 1 {
		return ErrBadLimit
	}
	if len(counts) != len(puzzles) || len(errs) != len(puzzles) {
		return ErrBatchSize
	}
	j := countJobs.Get().(*countJob)
	j.puzzles, j.limit, j.counts, j.errs, j.ctl = puzzles, limit, counts, errs, newControl(ctx, len(puzzles))
	runBatch(&j.batch, j, len(puzzles), threads, 0)
	err := j.ctl.err()
	j.puzzles, j.counts, j.errs, j.ctl = nil, nil, nil, nil
	countJobs.Put(j)
	return err
}

// countJob is the batch job of CountSolutionsBatchContext.
type countJob struct {
	batch
	puzzles []Grid
	limit   int
	counts  []int
	errs    []error
	ctl     *control
}

var countJobs = sync.Pool{New: func() any { return new(countJob) }}

func (j *countJob) do(i int, _ *scratch) {
	if j.ctl.stopped() {
		j.counts[i], j.errs[i] = 0, j.ctl.err()
		return
	}
	injectFault(&j.puzzles[i])
	j.counts[i], j.errs[i] = CountSolutions(&j.puzzles[i], j.limit)
	j.ctl.add(1)
}

// overlapsShifted reports whether a and b, of the same length, share memory
// without starting at the same grid.
func overlapsShifted(a, b []Grid) bool {
	if len(a) == 0 {
		return false
	}
	pa, pb := uintptr(unsafe.Pointer(&a[0])), uintptr(unsafe.Pointer(&b[0]))
	size := uintptr(len(a)) * unsafe.Sizeof(Grid{})
	return pa != pb && pa < pb+size && pb < pa+size
}
