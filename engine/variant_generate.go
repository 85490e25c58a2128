package engine

import (
	"context"
	"strconv"
	"time"
)

// The variant generator: a random solution grid of the variant's layout
// (or of a random jigsaw layout, when asked), then, for a
// puzzle with givens, the givens taken away orbit by orbit of the symmetry
// while the solution stays unique; for a killer, cages made around the
// solution and split until the cages alone have one solution.

// VariantGeneratorVersion identifies the variant generator's algorithm: the
// same variant, seed and options give the same puzzle for one version, on
// every platform; any change to what it makes for a seed raises it.
const VariantGeneratorVersion = 1

// DefaultVariantGenerateAttempts is the number of attempts of the variant
// generator when MaxAttempts is 0.
const DefaultVariantGenerateAttempts = 100

// VariantGenerateOptions says what puzzle of a variant to make. The zero
// value asks for a minimal puzzle without symmetry from seed 0.
type VariantGenerateOptions struct {
	// Seed selects the puzzle.
	Seed uint64
	// Symmetry is the pattern the givens follow, and for a killer the
	// pattern of the cages.
	Symmetry Symmetry
	// Jigsaw makes a random jigsaw layout (connected regions of N cells)
	// in place of the variant's regions.
	Jigsaw bool
	// Killer makes killer cages in place of the variant's cages: the puzzle
	// is the cages and their sums, with no givens unless the cages cannot
	// be made unique (then a few).
	Killer bool
	// MaxCageCells is the largest cage Killer makes, 2 to N; 0 means
	// min(6, N).
	MaxCageCells int
	// Clues is the number of givens to aim for (not for Killer), or 0 for
	// as few as the generator finds: it tries to take away every given (every
	// orbit of givens, under a symmetry) and does whenever a bounded
	// uniqueness check proves the puzzle still unique. Up to 9×9 the bound
	// makes a minimal puzzle; above, it is small (genCountWorkLarge), and a
	// given whose check runs out stays.
	Clues int
	// Level, or MinRating and MaxRating (tenths of the SE scale, 0 open),
	// bound the difficulty as Variant.Rate rates it, as in GenerateOptions.
	Level                Level
	MinRating, MaxRating int
	// MaxAttempts bounds the work: each attempt makes a new solution grid.
	// 0 means DefaultVariantGenerateAttempts.
	MaxAttempts int
	// Budget bounds the wall-clock time (0: DefaultGenerateBudget). It only
	// decides when to give up, never what is made.
	Budget time.Duration
}

// VariantGenerated is a generated puzzle of a variant.
type VariantGenerated struct {
	// Variant is the puzzle's variant: the one asked for, or with the
	// jigsaw layout or the cages that were made.
	Variant *Variant
	// Puzzle holds the givens and Solution the only solution (N*N cells).
	Puzzle, Solution []uint8
	// Rating is the puzzle's rating (tenths) when a difficulty band was
	// asked for, else -1.
	Rating int
	// Attempts is the number of attempts made.
	Attempts int
}

// Generate makes a puzzle of v as opts asks: GenerateItem(opts, 0).
func (v *Variant) Generate(opts *VariantGenerateOptions) (VariantGenerated, error) {
	return v.GenerateItem(opts, 0)
}

// GenerateItem makes puzzle i of the pack that v and opts describe; it
// depends on v, opts and i alone. Every puzzle it returns has exactly one
// solution. When the attempts or the time run out before the clue target
// or the difficulty band is met, it returns the best puzzle found with
// ErrLimit (or no puzzle, when none was made). Bad options give an error
// wrapping ErrBadOptions.
func (v *Variant) GenerateItem(opts *VariantGenerateOptions, i uint64) (VariantGenerated, error) {
	return v.GenerateItemContext(context.Background(), opts, i)
}

// GenerateItemContext is GenerateItem stopping soon after ctx is cancelled
// (with its error, and no puzzle), and reporting its progress in attempts
// (out of MaxAttempts) to the function of WithProgress. The context only
// decides when to stop, never what is generated.
func (v *Variant) GenerateItemContext(ctx context.Context, opts *VariantGenerateOptions, i uint64) (VariantGenerated, error) {
	res := VariantGenerated{Rating: -1}
	if err := opts.check(v); err != nil {
		return res, err
	}
	g := &variantGenerator{base: v, opts: opts, rng: newRNG(itemSeed(opts.Seed, i)), ctl: newControl(ctx, 0)}
	return g.run()
}

// check validates the options for v.
func (o *VariantGenerateOptions) check(v *Variant) error {
	switch {
	case o.Symmetry >= numSymmetries:
		return badOptions("unknown symmetry " + strconv.Itoa(int(o.Symmetry)))
	case o.Clues < 0 || o.Clues > v.ncells:
		return badOptions("clue count " + strconv.Itoa(o.Clues) + " is outside 0.." + strconv.Itoa(v.ncells))
	case o.Killer && o.Clues != 0:
		return badOptions("a killer puzzle has no clue target: its cages are the clues")
	case o.MaxCageCells != 0 && (o.MaxCageCells < 2 || o.MaxCageCells > v.n):
		return badOptions("cage size " + strconv.Itoa(o.MaxCageCells) + " is outside 2.." + strconv.Itoa(v.n))
	case o.Level != 0 && (o.Level < LevelEasy || o.Level > LevelExtreme):
		return badOptions("level " + strconv.Itoa(int(o.Level)) + " is not easy (1) to extreme (5)")
	case o.MinRating < 0 || o.MaxRating < 0:
		return badOptions("negative rating bound")
	case o.MaxRating != 0 && o.MinRating > o.MaxRating:
		return badOptions("rating band " + strconv.Itoa(o.MinRating) + ".." + strconv.Itoa(o.MaxRating) + " is empty")
	case o.MaxAttempts < 0:
		return badOptions("negative attempt count")
	case o.Budget < 0:
		return badOptions("negative time budget")
	case o.Jigsaw && v.n < 5:
		return badOptions("a 4x4 grid has no jigsaw layout other than its boxes")
	}
	return nil
}

// band returns the rating band asked for (tenths, 0 open) and whether
// there is one.
func (o *VariantGenerateOptions) band() (lo, hi int, ok bool) {
	if lo, hi, ok := LevelBand(o.Level); ok {
		return lo, hi, true
	}
	return o.MinRating, o.MaxRating, o.MinRating > 0 || o.MaxRating > 0
}

// Bounds of the generator's searches, in steps of work (see
// DefaultVariantBudget).
const (
	// genSolutionTries (genSolutionTriesLarge above 9×9) and genSolutionWork
	// bound the search of a random solution grid: restarts, and work each;
	// a layout that needs more (one without solutions, say) is dropped.
	genSolutionTries      = 2
	genSolutionTriesLarge = 8
	genSolutionWork       = 1 << 16
	// genCountWork bounds each uniqueness check on grids up to 9×9,
	// genCountWorkLarge above; a check that runs out counts as "not
	// unique" (the given stays, the cages change). Large grids have checks
	// that run long on sparse puzzles; small ones hardly any. genCountWork
	// is the default budget, so that every puzzle the generator proves
	// unique, Count proves unique too.
	genCountWork      = DefaultVariantBudget
	genCountWorkLarge = 1 << 13
)

// variantGenerator makes one item.
type variantGenerator struct {
	base     *Variant
	opts     *VariantGenerateOptions
	rng      rng
	solver   VariantSolver
	logic    VariantLogic // rates under a difficulty band
	deadline time.Time
	ctl      *control // the call's, or nil
}

// candidate is a puzzle an attempt made, and how far it is from the
// target (0: on target).
type candidate struct {
	v            *Variant
	puzzle, sol  []uint8
	rating, miss int
}

// run makes attempts until one meets the target, keeping the best.
func (g *variantGenerator) run() (VariantGenerated, error) {
	budget := g.opts.Budget
	if budget == 0 {
		budget = DefaultGenerateBudget
	}
	g.deadline = time.Now().Add(budget)
	attempts := g.opts.MaxAttempts
	if attempts == 0 {
		attempts = DefaultVariantGenerateAttempts
	}
	var best *candidate
	res := VariantGenerated{Rating: -1}
	g.ctl.setTotal(attempts)
	for res.Attempts < attempts && (res.Attempts == 0 || time.Now().Before(g.deadline)) {
		if g.ctl.stopped() {
			return VariantGenerated{Rating: -1, Attempts: res.Attempts}, g.ctl.err()
		}
		res.Attempts++
		c, ok := g.attempt()
		g.ctl.add(1)
		if !ok {
			continue
		}
		if best == nil || c.miss < best.miss {
			best = &c
		}
		if c.miss == 0 {
			break
		}
	}
	if best == nil {
		return res, ErrLimit
	}
	res.Variant, res.Puzzle, res.Solution = best.v, best.puzzle, best.sol
	if _, _, ok := g.opts.band(); ok {
		res.Rating = best.rating
	}
	if best.miss > 0 {
		return res, ErrLimit
	}
	return res, nil
}

// attempt makes one puzzle; ok is false when the layout drawn has no
// solution the generator could find.
func (g *variantGenerator) attempt() (candidate, bool) {
	w := g.base
	if g.opts.Jigsaw || g.opts.Killer && w.ncages > 0 {
		spec := w.Spec()
		if g.opts.Jigsaw {
			spec.Regions = randomRegions(&g.rng, w)
		}
		if g.opts.Killer {
			spec.Cages = nil
		}
		w = mustCompile(&spec)
	}
	sol, ok := g.randomSolution(w)
	if !ok {
		return candidate{}, false
	}
	c := candidate{v: w, sol: sol}
	if g.opts.Killer {
		c.v, c.puzzle = g.makeKiller(w, sol)
	} else {
		c.puzzle = g.removeGivens(w, sol)
		if t := g.opts.Clues; t > 0 {
			c.miss = max(0, CountGivens(c.puzzle)-(t+g.largestOrbit(w)-1))
		}
	}
	if lo, hi, ok := g.opts.band(); ok {
		c.rating = g.rate(c.v, c.puzzle)
		switch {
		case c.rating < lo:
			c.miss += 1000 + lo - c.rating
		case hi > 0 && c.rating > hi:
			c.miss += 1000 + c.rating - hi
		}
	}
	return c, true
}

// randomSolution returns a random solution of w's empty grid: a search
// trying digits in random order, restarted a few times with small budgets
// (a random search that goes wrong early is cheaper to restart than to
// finish).
func (g *variantGenerator) randomSolution(w *Variant) ([]uint8, bool) {
	sol := make([]uint8, w.ncells)
	empty := make([]uint8, w.ncells)
	g.solver.random = &g.rng
	defer func() { g.solver.random = nil }()
	tries := genSolutionTries
	if w.n > 9 {
		tries = genSolutionTriesLarge
	}
	for try := 0; try < tries; try++ {
		if g.solver.Solve(w, empty, sol, genSolutionWork) == nil {
			return sol, true
		}
	}
	return nil, false
}

// mustCompile compiles a description the generator made.
func mustCompile(spec *VariantSpec) *Variant {
	v, err := NewVariant(spec)
	if err != nil {
		panic("sudoku: the generator made a bad variant: " + err.Error())
	}
	return v
}

// rate returns the rating of a generated puzzle, 1000 when the step
// finder cannot finish it.
func (g *variantGenerator) rate(v *Variant, puzzle []uint8) int {
	r, err := v.Rate(puzzle)
	if err != nil || !r.Complete {
		return 1000
	}
	return r.Rating
}

// largestOrbit returns the number of cells of the symmetry's largest orbit.
func (g *variantGenerator) largestOrbit(w *Variant) int {
	switch g.opts.Symmetry {
	case SymmetryNone:
		return 1
	case SymmetryRotate90:
		return 4
	}
	return 2
}

// withinBand reports whether puzzle (unique, with solution sol) rates no
// higher than the band's top, when there is a band with a top.
func (g *variantGenerator) withinBand(w *Variant, puzzle, sol []uint8) bool {
	_, hi, ok := g.opts.band()
	if !ok || hi == 0 {
		return true
	}
	r, err := g.logic.rate(nil, w, puzzle, sol, hi)
	return err == nil && r.Complete
}

// unique reports whether puzzle has exactly one solution within the
// generator's budget.
func (g *variantGenerator) unique(w *Variant, puzzle []uint8) bool {
	n, err := g.solver.Count(w, puzzle, 2, countBudget(w))
	return err == nil && n == 1
}

// countBudget returns the work budget of the generator's uniqueness checks
// on w.
func countBudget(w *Variant) int64 {
	if w.n <= 9 {
		return genCountWork
	}
	return genCountWorkLarge
}

// removeGivens starts from the full solution and takes away orbits of
// givens in random order while the puzzle stays unique (and, under a
// difficulty band, no harder than its top), down to the clue target (or as
// far as it goes), until the deadline.
func (g *variantGenerator) removeGivens(w *Variant, sol []uint8) []uint8 {
	puzzle := append([]uint8(nil), sol...)
	var orbits [MaxVariantCells]variantOrbit
	k := variantOrbits(g.opts.Symmetry, w.n, &orbits)
	order := make([]uint8, k)
	for i := range order {
		order[i] = uint8(i)
	}
	g.rng.shuffle(order)
	givens := w.ncells
	g.solver.avoid = sol
	defer func() { g.solver.avoid = nil }()
	for _, oi := range order {
		o := &orbits[oi]
		if g.opts.Clues > 0 && givens-int(o.n) < g.opts.Clues {
			continue
		}
		if time.Now().After(g.deadline) {
			break
		}
		for _, c := range o.cells[:o.n] {
			puzzle[c] = 0
		}
		if g.unique(w, puzzle) && g.withinBand(w, puzzle, sol) {
			givens -= int(o.n)
			continue
		}
		for _, c := range o.cells[:o.n] {
			puzzle[c] = sol[c]
		}
	}
	return puzzle
}
