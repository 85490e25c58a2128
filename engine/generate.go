package engine

import (
	"context"
	"errors"
	"strconv"
	"time"
)

// GeneratorVersion identifies the generator's algorithm. The same seed and
// options give the same puzzle on every platform, binding and thread count
// for one GeneratorVersion; any change to what the generator outputs for a
// seed raises it (testdata/generate_golden.txt guards this).
const GeneratorVersion = 6

// Defaults of the generator's bounds.
const (
	// DefaultGenerateAttempts is the number of attempts (a fresh random
	// solution grid each, see GenerateOptions.MaxAttempts) when
	// MaxAttempts is 0.
	DefaultGenerateAttempts = 1000
	// DefaultGenerateBudget is the wall-clock budget when Budget is 0.
	DefaultGenerateBudget = 2 * time.Second
)

// ErrBadOptions is wrapped by the errors Generate returns for options that
// make no sense (unknown symmetry, impossible clue count, empty band).
var ErrBadOptions = errors.New("sudoku: bad generator options")

// GenerateOptions says what puzzle to make. The zero value asks for a
// random minimal puzzle without symmetry from seed 0.
type GenerateOptions struct {
	// Seed selects the puzzle: the same seed and options always give the
	// same puzzle for one GeneratorVersion.
	Seed uint64
	// Symmetry is the pattern the clues follow.
	Symmetry Symmetry
	// Clues is the number of clues to aim for, 17 to 81, or 0 for a
	// minimal puzzle: one from which no clue (no orbit of clues, under a
	// symmetry) can be removed without losing uniqueness. Under a symmetry
	// whose orbits have k > 1 cells, a count up to Clues+k-1 is accepted
	// when Clues itself cannot be reached by removing whole orbits. With a
	// difficulty band, clues are removed on the way into the band, but the
	// puzzle returned is not guaranteed to be minimal.
	Clues int
	// Level, when not 0, asks for a puzzle of that difficulty level
	// (LevelEasy to LevelExtreme): it sets the band to LevelBand(Level),
	// in place of MinRating and MaxRating.
	Level Level
	// MinRating and MaxRating bound the difficulty, in tenths of the SE
	// rating scale (72 means 7.2); 0 leaves that side open. A puzzle that
	// needs techniques beyond the rating's catalogue counts as harder than
	// any bound. The generator rates with Rate, so which puzzle a band
	// gives also depends on the rating's version.
	MinRating, MaxRating int
	// MaxAttempts bounds the deterministic work: each attempt draws a new
	// random solution grid, removes clues and, for a difficulty band,
	// climbs towards it when it lands close. 0 means DefaultGenerateAttempts.
	MaxAttempts int
	// Budget bounds the wall-clock time; 0 means DefaultGenerateBudget.
	// It only decides when to give up, never what is generated: attempts
	// run in a fixed order that depends on Seed alone, so a puzzle found
	// within the budget is the same on any machine, and a slower machine
	// can only give up earlier (with ErrLimit) on a hard request.
	Budget time.Duration
}

// Generated is a generated puzzle.
type Generated struct {
	Puzzle   Grid // the clues: exactly one solution
	Solution Grid // its solution
	// Rating is the puzzle's difficulty in tenths of the SE scale (as Rate
	// gives it; 1000 for a puzzle beyond the catalogue) when a difficulty
	// band was asked for, -1 otherwise.
	Rating int
	// Attempts is the number of attempts made (1 when the first one
	// succeeded).
	Attempts int
}

// Generate makes a puzzle as opts asks. Every puzzle it returns, even with
// an error, has exactly one solution. When MaxAttempts or Budget runs out
// before the clue target or difficulty band is reached, it returns the best
// puzzle found (closest to the band, then to the clue target) with ErrLimit;
// puzzles that singles and locked candidates solve count as rated 2.8 (2.3
// for singles alone) when the band starts above 3.1 (2.6), as the generator
// does not rate them.
// Bad options give an error wrapping ErrBadOptions and no puzzle.
// Generate(opts) is GenerateItem(opts, 0).
func Generate(opts *GenerateOptions) (Generated, error) {
	return GenerateItem(opts, 0)
}

// GenerateContext is Generate that stops when ctx is cancelled: it then
// returns the best puzzle found so far (with Puzzle all zeros when no
// attempt finished) and ctx.Err(). It reports its progress in attempts
// (out of MaxAttempts) to the function of WithProgress. The context only
// decides when to stop, never what is generated. GenerateContext(ctx, opts)
// is GenerateItemContext(ctx, opts, 0).
func GenerateContext(ctx context.Context, opts *GenerateOptions) (Generated, error) {
	return GenerateItemContext(ctx, opts, 0)
}

// GenerateItemContext is GenerateItem that stops when ctx is cancelled, as
// GenerateContext does.
func GenerateItemContext(ctx context.Context, opts *GenerateOptions, i uint64) (Generated, error) {
	if err := opts.check(); err != nil {
		return Generated{Rating: -1}, err
	}
	s := getScratch()
	defer putScratch(s)
	g := &s.gen
	g.reset(opts, itemSeed(opts.packSeed(), i), s.rate)
	g.ctl, g.countAttempts = newControl(ctx, g.opts.MaxAttempts), true
	if g.ctl.stopped() {
		return Generated{Rating: -1}, g.ctl.err()
	}
	return g.run()
}

// GenerateItem makes item i of the pack that opts describes: the puzzle
// GenerateBatch puts at index i. It depends only on opts and i, so a game
// can fetch puzzle i of a pack without making the others.
func GenerateItem(opts *GenerateOptions, i uint64) (Generated, error) {
	if err := opts.check(); err != nil {
		return Generated{Rating: -1}, err
	}
	return generateItem(opts, i, nil)
}

// generateOne is Generate with the rating to use (nil: Rate's).
func generateOne(opts *GenerateOptions, rater newRater) (Generated, error) {
	return generateItem(opts, 0, rater)
}

// generateItem is GenerateItem with the rating to use (nil: Rate's, on a
// scratch space of scratchPool).
func generateItem(opts *GenerateOptions, i uint64, rater newRater) (Generated, error) {
	s := getScratch()
	defer putScratch(s)
	rate := s.rate
	if rater != nil && opts.hasBand() {
		rate = rater()
	}
	s.gen.reset(opts, itemSeed(opts.packSeed(), i), rate)
	return s.gen.run()
}

// check validates the options.
func (o *GenerateOptions) check() error {
	switch {
	case o.Symmetry >= numSymmetries:
		return badOptions("unknown symmetry " + strconv.Itoa(int(o.Symmetry)))
	case o.Level != 0 && (o.Level < LevelEasy || o.Level > LevelExtreme):
		return badOptions("level " + strconv.Itoa(int(o.Level)) + " is not easy (1) to extreme (5)")
	case o.Clues != 0 && (o.Clues < 17 || o.Clues > NumCells):
		return badOptions("clue count " + strconv.Itoa(o.Clues) + " is outside 17..81 (0 asks for a minimal puzzle)")
	case o.MinRating < 0 || o.MaxRating < 0:
		return badOptions("negative rating bound")
	case o.MaxRating != 0 && o.MinRating > o.MaxRating:
		return badOptions("rating band " + strconv.Itoa(o.MinRating) + ".." + strconv.Itoa(o.MaxRating) + " is empty")
	case o.MaxAttempts < 0:
		return badOptions("negative attempt count")
	case o.Budget < 0:
		return badOptions("negative time budget")
	}
	return nil
}

// badOptions is an error wrapping ErrBadOptions that says what is wrong.
// (The library formats its messages with strconv, not fmt: see
// capi/netpoll_test.go for why it links no package os.)
type badOptions string

// Error is ErrBadOptions's text followed by what is wrong.
func (e badOptions) Error() string { return ErrBadOptions.Error() + ": " + string(e) }

// Unwrap returns ErrBadOptions, for errors.Is.
func (e badOptions) Unwrap() error { return ErrBadOptions }

// hasBand reports whether a difficulty band is asked for.
func (o *GenerateOptions) hasBand() bool { return o.Level != 0 || o.MinRating > 0 || o.MaxRating > 0 }
