//go:build linux || darwin || freebsd || netbsd

package sudoku

import (
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
	// difficulty was asked for (Level or a rating band); -1 otherwise, and
	// always -1 from GenerateBatch.
	Rating int
	// Level is the puzzle's level when Rating is set (LevelBeyond for a
	// puzzle beyond the catalogue, whose Rating is then a lower bound).
	Level Level
}

// cOptions converts opts, or returns false when a field does not fit the
// C struct.
func cOptions(opts *GenerateOptions) (cGenerateOptions, bool) {
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
		maxRating: int32(opts.MaxRating), maxAttempts: int32(opts.MaxAttempts), budgetMs: int32(ms),
	}, true
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
	o, ok := cOptions(opts)
	if !ok {
		return Generated{Rating: -1}, newError("sudoku_generate", StatusArg, badOptions)
	}
	g := Generated{Rating: -1}
	var r *cRating
	if opts.Level != 0 || opts.MinRating > 0 || opts.MaxRating > 0 {
		r = &cRating{size: uint32(unsafe.Sizeof(cRating{}))}
	}
	st := Status(l.fn.generate(&o, &g.Puzzle, &g.Solution, r))
	if st != StatusOK && st != StatusLimit {
		return Generated{Rating: -1}, newError("sudoku_generate", st, badOptions)
	}
	if r != nil {
		g.Rating, g.Level = int(r.rating), Level(r.level)
	}
	if st == StatusLimit {
		return g, newError("sudoku_generate", st, "the work bound ran out before the target was reached")
	}
	return g, nil
}

// GenerateBatch fills out with len(out) puzzles (sudoku_generate_batch) on
// threads threads (<= 0: one per processor), as engine.GenerateBatch from
// item 0: item i depends only on opts and i, and item 0 is what Generate
// makes. errs is nil or as long as out and receives each item's error. It
// returns nil when every item succeeded, or the first item's error.
func (l *Library) GenerateBatch(opts *GenerateOptions, out []Generated, errs []error, threads int) error {
	n := len(out)
	if n < 1 || n > MaxBatch || (errs != nil && len(errs) != n) {
		return newError("sudoku_generate_batch", StatusArg, "need 1 to "+strconv.Itoa(MaxBatch)+" puzzles, and errs nil or as long as out")
	}
	o, ok := cOptions(opts)
	if !ok || threads < -1<<31 || threads > 1<<31-1 {
		return newError("sudoku_generate_batch", StatusArg, badOptions)
	}
	puzzles := make([]Grid, n)
	solutions := make([]Grid, n)
	statuses := make([]int32, n)
	st := Status(l.fn.generateBatch(&o, int32(n), &puzzles[0], &solutions[0], &statuses[0], int32(threads)))
	if st != StatusOK && st != StatusLimit {
		return newError("sudoku_generate_batch", st, badOptions)
	}
	var first error
	for i := range out {
		out[i] = Generated{Puzzle: puzzles[i], Solution: solutions[i], Rating: -1}
		var err error
		if s := Status(statuses[i]); s != StatusOK {
			err = newError("sudoku_generate_batch", s, "item "+strconv.Itoa(i)+": the work bound ran out before the target was reached")
		}
		if errs != nil {
			errs[i] = err
		}
		if first == nil {
			first = err
		}
	}
	return first
}
