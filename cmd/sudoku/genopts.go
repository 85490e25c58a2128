package main

import (
	"errors"
	"flag"
	"fmt"
	"math"
	"strconv"
	"strings"
	"time"

	"github.com/libsudoku/libsudoku/engine"
)

// genFlags are the generator's flags, shared by "generate" and
// "verify --generate".
type genFlags struct {
	count     int
	first     uint64 // the index of the first puzzle of the pack
	seed      string // a number, or empty for a fresh seed
	symmetry  string
	level     string
	minRating float64
	maxRating float64
	clues     int
	budget    time.Duration
	attempts  int
	// The variant to generate for, and what to make of it.
	variant variantFlag
	killer  bool
	jigsaw  bool
	maxCage int
	fs      *flag.FlagSet
}

// addGenFlags registers the generator's flags; countName is "count" for
// generate and "generate" for verify.
func addGenFlags(fs *flagSet, g *genFlags, countName string, defaultCount int) {
	fs.IntVar(&g.count, countName, defaultCount, "how many `puzzles` to generate")
	fs.Uint64Var(&g.first, "first", 0, "the `index` of the first puzzle in the pack, from 0 (10 starts at the 11th puzzle); a pack can be made in pieces")
	fs.StringVar(&g.seed, "seed", "", "the pack's `seed` (0 to 2^64-1); the same seed and options give the same pack on any machine and any --threads (default: a fresh seed, printed on standard error)")
	fs.StringVar(&g.symmetry, "symmetry", "none", "the clues' `pattern`: "+strings.Join(symmetryNames(), ", "))
	fs.StringVar(&g.level, "level", "", "difficulty `level`: "+strings.Join(levelNames(), ", ")+" (sets the rating band)")
	fs.Float64Var(&g.minRating, "min-rating", 0, "lowest SE `rating`, such as 2.9 (0: open)")
	fs.Float64Var(&g.maxRating, "max-rating", 0, "highest SE `rating`, such as 4.4 (0: open)")
	fs.IntVar(&g.clues, "clues", 0, "`number` of clues to aim for, 17 to 81 (0: as few as possible, a minimal puzzle)")
	fs.DurationVar(&g.budget, "budget", engine.DefaultGenerateBudget, "time `limit` per puzzle; a puzzle that misses its target by then is reported with status limit")
	fs.IntVar(&g.attempts, "attempts", engine.DefaultGenerateAttempts, "`attempts` per puzzle (fresh solution grids); bounds the work the same way on every machine (default for a variant: 100)")
	addVariantFlag(fs, &g.variant)
	fs.BoolVar(&g.killer, "killer", false, "make killer cages (the puzzle is the cages and their sums, with no givens or few); 9x9 unless --variant says otherwise")
	fs.BoolVar(&g.jigsaw, "jigsaw", false, "make a random jigsaw layout of the variant's size; 9x9 unless --variant says otherwise")
	fs.IntVar(&g.maxCage, "max-cage", 0, "the largest killer cage, in `cells` (0: 6, or the size of a smaller grid)")
	g.fs = fs.FlagSet
}

// isVariant reports whether the flags ask for puzzles of a variant rather
// than classic ones.
func (g *genFlags) isVariant() bool { return g.variant.v != nil || g.killer || g.jigsaw }

// baseVariant returns the variant to generate for: --variant's, or classic
// Sudoku (for --killer and --jigsaw alone).
func (g *genFlags) baseVariant() *engine.Variant {
	if g.variant.v != nil {
		return g.variant.v
	}
	return engine.ClassicVariant()
}

// symmetryNames lists the names of the engine's symmetries.
func symmetryNames() []string {
	var names []string
	for s := engine.Symmetry(0); s < 64; s++ {
		n := s.String()
		if strings.HasPrefix(n, "symmetry(") {
			break
		}
		names = append(names, n)
	}
	return names
}

// levelNames lists the names of the levels a pack can target.
func levelNames() []string {
	var names []string
	for l := engine.LevelEasy; l <= engine.LevelExtreme; l++ {
		names = append(names, l.String())
	}
	return names
}

// parseLevel returns the level named name, easy to extreme.
func parseLevel(name string) (engine.Level, bool) {
	for l := engine.LevelEasy; l <= engine.LevelExtreme; l++ {
		if l.String() == name {
			return l, true
		}
	}
	return 0, false
}

// options turns the flags into the generator's options for the pack's
// first puzzle; the seed is parsed or drawn.
func (g *genFlags) options() (engine.GenerateOptions, error) {
	var o engine.GenerateOptions
	if g.count < 1 {
		return o, fmt.Errorf("the puzzle count %d: want at least 1", g.count)
	}
	if g.first > 1<<62 {
		return o, fmt.Errorf("--first %d: want at most 2^62", g.first)
	}
	if g.seed == "" {
		o.Seed = uint64(time.Now().UnixNano())
	} else {
		s, err := strconv.ParseUint(g.seed, 0, 64)
		if err != nil {
			return o, fmt.Errorf("--seed %q: want a whole number from 0 to 2^64-1", g.seed)
		}
		o.Seed = s
	}
	sym, ok := parseSymmetry(g.symmetry)
	if !ok {
		return o, fmt.Errorf("--symmetry %q: want one of %s", g.symmetry, strings.Join(symmetryNames(), ", "))
	}
	o.Symmetry = sym
	if err := g.variant.parse(); err != nil {
		return o, err
	}
	if g.maxCage != 0 && !g.killer {
		return o, errors.New("--max-cage needs --killer")
	}
	if g.isVariant() {
		if g.clues < 0 {
			return o, fmt.Errorf("--clues %d: want a positive number, or 0 for as few as possible", g.clues)
		}
	} else if g.clues != 0 && (g.clues < 17 || g.clues > engine.NumCells) {
		return o, fmt.Errorf("--clues %d: want 17 to 81, or 0 for a minimal puzzle", g.clues)
	}
	o.Clues = g.clues
	if g.level != "" {
		l, ok := parseLevel(g.level)
		if !ok {
			return o, fmt.Errorf("--level %q: want %s", g.level, strings.Join(levelNames(), ", "))
		}
		if g.minRating != 0 || g.maxRating != 0 {
			return o, errors.New("--level sets the rating band: give it, or --min-rating/--max-rating, not both")
		}
		o.Level = l
	} else {
		for _, r := range []struct {
			name string
			v    float64
			dst  *int
		}{{"--min-rating", g.minRating, &o.MinRating}, {"--max-rating", g.maxRating, &o.MaxRating}} {
			if r.v < 0 || r.v > 20 || math.IsNaN(r.v) {
				return o, fmt.Errorf("%s %g: want an SE rating such as 4.4 (0 leaves it open)", r.name, r.v)
			}
			*r.dst = int(math.Round(r.v * 10))
		}
		if o.MaxRating != 0 && o.MinRating > o.MaxRating {
			return o, fmt.Errorf("--min-rating %g is above --max-rating %g", g.minRating, g.maxRating)
		}
	}
	if g.budget <= 0 {
		return o, fmt.Errorf("--budget %s: want a positive time such as 2s", g.budget)
	}
	o.Budget = g.budget
	if g.attempts < 1 {
		return o, fmt.Errorf("--attempts %d: want at least 1", g.attempts)
	}
	o.MaxAttempts = g.attempts
	return o, nil
}

// hasBand reports whether a rating band was asked for.
func (g *genFlags) hasBand() bool { return g.level != "" || g.minRating != 0 || g.maxRating != 0 }

func parseSymmetry(name string) (engine.Symmetry, bool) {
	for i, n := range symmetryNames() {
		if n == name {
			return engine.Symmetry(i), true
		}
	}
	return 0, false
}

// band returns the rating band (tenths, 0 open) that opts asks for.
func band(opts *engine.GenerateOptions) (lo, hi int) {
	if lo, hi, ok := engine.LevelBand(opts.Level); ok {
		return lo, hi
	}
	return opts.MinRating, opts.MaxRating
}

// isFlagSet reports whether the named flag was given on the command line.
func isFlagSet(fs *flag.FlagSet, name string) bool {
	set := false
	fs.Visit(func(f *flag.Flag) { set = set || f.Name == name })
	return set
}
