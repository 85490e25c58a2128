//go:build linux || darwin || freebsd || netbsd

package sudoku

import (
	"context"
	"strconv"
	"time"
	"unsafe"
)

// Symmetry is a pattern the clues of a generated puzzle follow
// (SUDOKU_SYMMETRY_*; the constants and String are in abi_gen.go).
type Symmetry uint32

// MaxBatch is the most puzzles GenerateBatch makes in one call.
const MaxBatch = 1 << 24

// GenerateOptions says what puzzle to make, as engine.GenerateOptions; the
// zero value asks for a random minimal puzzle without symmetry from seed 0.
type GenerateOptions struct {
	Seed     uint64   // the same seed and options give the same puzzle
	Symmetry Symmetry // the pattern of the clues
	Clues    int      // 0 for a minimal puzzle, else a target 17..81
	// Level, when not 0, asks for a difficulty level LevelEasy..LevelExtreme;
	// otherwise MinRating..MaxRating (tenths, 0 = open side) bound it.
	Level                Level
	MinRating, MaxRating int
	MaxAttempts          int           // the deterministic work bound; 0 means 1000
	Budget               time.Duration // the wall-clock bound, in whole milliseconds; 0 means 2 s
}

// Generated is a generated puzzle, as engine.Generated.
type Generated struct {
	Puzzle   Grid // the clues: exactly one solution
	Solution Grid
	// Rating is the puzzle's rating in tenths, as Rate gives it, when a
	// difficulty was asked for (Level or a rating band); -1 otherwise.
	Rating int
	// Level is the puzzle's level when Rating is set (LevelBeyond for a
	// puzzle beyond the catalogue, whose Rating is then a lower bound).
	Level Level
	// Attempts is the number of attempts made (1 when the first one
	// succeeded); GenerateBatch, whose C call does not report it, leaves 0.
	Attempts int
}

// cOptions converts opts for pack index first, or returns false when a
// field does not fit the C struct.
func cOptions(opts *GenerateOptions, first uint64) (cGenerateOptions, bool) {
	ms := opts.Budget.Milliseconds()
	ints := []int{opts.Clues, int(opts.Level), opts.MinRating, opts.MaxRating, opts.MaxAttempts, int(ms)}
	for _, v := range ints {
		if v < -1<<31 || v > 1<<31-1 {
			return cGenerateOptions{}, false
		}
	}
	return cGenerateOptions{
		size: uint32(unsafe.Sizeof(cGenerateOptions{})), symmetry: uint32(opts.Symmetry), seed: opts.Seed,
		clues: int32(opts.Clues), level: int32(opts.Level), minRating: int32(opts.MinRating),
		maxRating: int32(opts.MaxRating), maxAttempts: int32(opts.MaxAttempts), budgetMs: int32(ms), first: first,
	}, true
}

// banded reports whether opts asks for a difficulty.
func (opts *GenerateOptions) banded() bool {
	return opts.Level != 0 || opts.MinRating > 0 || opts.MaxRating > 0
}

const badOptions = "bad generator options"

// GeneratorVersion returns the version of the generator's algorithm: one
// seed and one set of options give the same puzzle for one version.
func (l *Library) GeneratorVersion() int { return int(l.fn.generatorVersion()) }

// Generate makes a puzzle with exactly one solution (sudoku_generate). When
// the work bound runs out before the clue target or difficulty is reached,
// it returns the best puzzle found with ErrLimit; bad options give an
// *Error with StatusArg and no puzzle.
func (l *Library) Generate(opts *GenerateOptions) (Generated, error) {
	return l.GenerateItemContext(context.Background(), opts, 0)
}

// GenerateContext is Generate that stops when ctx is done, as
// engine.GenerateContext: it then returns an *Error with StatusCancelled
// and no puzzle. It reports its progress in attempts to the function of
// WithProgress.
func (l *Library) GenerateContext(ctx context.Context, opts *GenerateOptions) (Generated, error) {
	return l.GenerateItemContext(ctx, opts, 0)
}

// GenerateItem makes item i of the pack that opts describes, as
// engine.GenerateItem: the puzzle GenerateBatch puts at index i.
func (l *Library) GenerateItem(opts *GenerateOptions, i uint64) (Generated, error) {
	return l.GenerateItemContext(context.Background(), opts, i)
}

// GenerateItemContext is GenerateItem that stops when ctx is done, as
// GenerateContext.
func (l *Library) GenerateItemContext(ctx context.Context, opts *GenerateOptions, i uint64) (Generated, error) {
	const fn = "sudoku_generate"
	o, ok := cOptions(opts, i)
	if !ok {
		return Generated{Rating: -1}, argError(fn, badOptions)
	}
	g := Generated{Rating: -1}
	var r *cRate
	if opts.banded() {
		r = &cRate{size: uint32(unsafe.Sizeof(cRate{}))}
	}
	// A control, always: its done is the number of attempts.
	var attempts int32
	st := Status(withControl(ctx, true, func(ctl *cControl) int32 {
		st := l.fn.generate(&o, &g.Puzzle, &g.Solution, r, ctl)
		attempts = ctl.done
		return st
	}))
	switch st {
	case StatusOK, StatusLimit:
	case StatusCancelled:
		return Generated{Rating: -1}, l.cancelled(fn, ctx)
	case StatusArg:
		return Generated{Rating: -1}, argError(fn, badOptions)
	default:
		return Generated{Rating: -1}, l.statusError(fn, st)
	}
	g.Attempts = int(attempts)
	if r != nil {
		g.Rating, g.Level = int(r.rating), Level(r.level)
	}
	if st == StatusLimit {
		return g, l.statusError(fn, st)
	}
	return g, nil
}

// GenerateBatch fills out with puzzles first to first+len(out)-1 of the pack
// that opts describes (sudoku_generate_batch) on threads threads (<= 0: one
// per processor), as engine.GenerateBatch: item i depends only on opts and
// i, and item 0 is what Generate makes. errs is nil or as long as out and
// receives each item's error. It returns nil when every item succeeded, or
// the first item's error. A difficulty asked for gives each item its
// Rating and Level.
func (l *Library) GenerateBatch(opts *GenerateOptions, first uint64, out []Generated, errs []error, threads int) error {
	return l.GenerateBatchContext(context.Background(), opts, first, out, errs, threads)
}

// GenerateBatchContext is GenerateBatch that stops when ctx is done, as
// engine.GenerateBatchContext: the items not made by then get an error with
// StatusCancelled and Generated{Rating: -1}, and so does the call. It
// reports its progress in items to the function of WithProgress.
func (l *Library) GenerateBatchContext(ctx context.Context, opts *GenerateOptions, first uint64, out []Generated, errs []error, threads int) error {
	const fn = "sudoku_generate_batch"
	n := len(out)
	if n > MaxBatch || (errs != nil && len(errs) != n) {
		return argError(fn, "need at most "+strconv.Itoa(MaxBatch)+" puzzles, and errs nil or as long as out")
	}
	o, ok := cOptions(opts, first)
	if !ok || threads < -1<<31 || threads > 1<<31-1 {
		return argError(fn, badOptions)
	}
	if n == 0 {
		return nil
	}
	puzzles := make([]Grid, n)
	solutions := make([]Grid, n)
	statuses := make([]int32, n)
	var ratings []cRate
	if opts.banded() {
		ratings = make([]cRate, n)
		ratings[0].size = uint32(unsafe.Sizeof(cRate{}))
	}
	st := Status(withControl(ctx, false, func(ctl *cControl) int32 {
		var r *cRate
		if ratings != nil {
			r = &ratings[0]
		}
		return l.fn.generateBatch(&o, int32(n), &puzzles[0], &solutions[0], r, &statuses[0], int32(threads), ctl)
	}))
	switch st {
	case StatusOK, StatusLimit, StatusCancelled:
	case StatusArg:
		return argError(fn, badOptions)
	default:
		return l.statusError(fn, st)
	}
	var firstErr, stopped error
	if st == StatusCancelled {
		stopped = l.cancelled(fn, ctx) // one error for every item not made
	}
	for i := range out {
		out[i] = Generated{Puzzle: puzzles[i], Solution: solutions[i], Rating: -1}
		var err error
		switch s := Status(statuses[i]); s {
		case StatusOK:
		case StatusCancelled:
			out[i] = Generated{Rating: -1}
			err = stopped
		default:
			err = l.statusError(fn, s)
		}
		if ratings != nil && out[i].Puzzle != (Grid{}) {
			out[i].Rating, out[i].Level = int(ratings[i].rating), Level(ratings[i].level)
		}
		if errs != nil {
			errs[i] = err
		}
		if firstErr == nil {
			firstErr = err
		}
	}
	if stopped != nil {
		return stopped
	}
	return firstErr
}
