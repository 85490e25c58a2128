package main

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/libsudoku/libsudoku/engine"
)

// The commands' work on puzzles of variants: the same records as for
// classic puzzles, with the puzzle written as its pack line ("VARIANT
// GRID") and grids of N*N cells.

// variantBudget is the work budget for a variant: the flag's when it was
// given, else the variant solver's default.
func variantBudget(set bool, budget int64) int64 {
	if set {
		return budget
	}
	return engine.DefaultVariantBudget
}

// solveVariant is "sudoku solve" on a puzzle of a variant.
func solveVariant(it *item, vp *variantPuzzle, pretty bool, budget int64) outcome {
	o := outcome{it: *it, puzzle: vp.line(), values: []any{engine.CountGivens(vp.grid), nil}}
	var s engine.VariantSolver
	sol := make([]uint8, vp.v.NumCells())
	if err := s.Solve(vp.v, vp.grid, sol, budget); err != nil {
		o.status, o.err = statusOf(err), err
		return o
	}
	o.status = statusOK
	o.values[1] = vp.v.FormatGrid(sol)
	if pretty {
		o.text = vp.v.Pretty(sol) + "\n"
	} else {
		o.text = vp.v.FormatGrid(sol) + "\n"
	}
	return o
}

// countVariant is "sudoku count" on a puzzle of a variant.
func countVariant(it *item, vp *variantPuzzle, limit int, budget int64) outcome {
	var s engine.VariantSolver
	n, err := s.Count(vp.v, vp.grid, limit, budget)
	atLeast := err != nil || n >= limit
	o := outcome{it: *it, status: statusOK, puzzle: vp.line(), values: []any{n, atLeast}}
	if err != nil {
		o.status, o.err = statusOf(err), err
		return o
	}
	c := strconv.Itoa(n)
	if atLeast {
		c += "+"
	}
	o.text = c + " " + o.puzzle + "\n"
	return o
}

// rateVariant is "sudoku rate" on a puzzle of a variant.
func rateVariant(it *item, vp *variantPuzzle) outcome {
	o := outcome{it: *it, puzzle: vp.line()}
	r, err := vp.v.Rate(vp.grid)
	if err != nil {
		o.status, o.err = statusOf(err), err
		return o
	}
	hardest := engine.VariantTechniqueName(r.Hardest)
	o.status = statusOK
	o.values = []any{tenths(r.Rating), r.Level.String(), hardest, r.Complete, r.Steps}
	o.text = o.puzzle + " " + ratingText(r.Rating, r.Complete) + " " + r.Level.String() + " hardest: " + hardest + "\n"
	return o
}

// hintVariant is "sudoku hint" on a puzzle of a variant, at the player's
// grid given as text (empty: the start).
func hintVariant(it *item, vp *variantPuzzle, gridText string, prefix bool) outcome {
	o := outcome{it: *it, puzzle: vp.line(), values: make([]any, 8)}
	cur := vp.grid
	if gridText != "" {
		g, err := vp.v.ParseGrid(gridText)
		if err != nil {
			o.status, o.err = statusInvalid, errors.New("--grid: "+err.Error())
			return o
		}
		cur = g
	}
	res, err := vp.v.Hint(vp.grid, cur, nil)
	if err != nil {
		o.status, o.err = statusOf(err), err
		return o
	}
	switch res.Status {
	case engine.HintNotUnique:
		o.status, o.err = statusMultiple, engine.ErrNotUnique
		return o
	case engine.HintNoSolution:
		o.status, o.err = statusUnsolvable, engine.ErrUnsolvable
		return o
	}
	o.status = statusOK
	o.values[0] = res.Status.String()
	var text string
	switch res.Status {
	case engine.HintStep:
		st := &res.Step
		o.values[1] = st.TechniqueName()
		o.values[2] = tenths(st.Rating)
		if st.IsPlacement() {
			o.values[3], o.values[4] = vp.v.CellName(st.Cell), st.Digit
		}
		if el := variantEliminations(vp.v, st); el != "" {
			o.values[5] = el
		}
		ex := st.Explain()
		o.values[7] = ex
		text = ex + " [SE " + ratingText(st.Rating, true) + "]"
	case engine.HintMistakes:
		var cells []string
		for c, m := range res.Mistakes[:vp.v.NumCells()] {
			if m != engine.MistakeNone {
				cells = append(cells, vp.v.CellName(c))
			}
		}
		o.values[6] = strings.Join(cells, " ")
		verb := " disagree"
		if len(cells) == 1 {
			verb = " disagrees"
		}
		text = "mistakes: " + strings.Join(cells, ", ") + verb + " with the solution"
	case engine.HintSolved:
		text = "solved: the grid is complete and right"
	case engine.HintNoStep:
		text = "no step: no technique the engine knows applies here"
	}
	if prefix {
		text = it.where() + ": " + text
	}
	o.text = text + "\n"
	return o
}

// verifyVariantPuzzle is verify's checks on a valid puzzle of a variant:
// exactly one solution, and the solver's is a solution (by the variant's
// rule check, apart from the solver). It returns the solution when every
// check passed.
func verifyVariantPuzzle(o *outcome, vp *variantPuzzle, budget int64, st *verifyStats) ([]uint8, bool) {
	var s engine.VariantSolver
	t := time.Now()
	n, err := s.Count(vp.v, vp.grid, 2, budget)
	t = since(&st.count, t)
	switch {
	case err != nil:
		o.status, o.err = statusOf(err), fmt.Errorf("counting: %w", err)
		return nil, false
	case n == 0:
		o.status, o.err = statusUnsolvable, engine.ErrUnsolvable
		return nil, false
	case n > 1:
		o.status, o.err = statusMultiple, engine.ErrNotUnique
		return nil, false
	}
	sol := make([]uint8, vp.v.NumCells())
	err = s.Solve(vp.v, vp.grid, sol, budget)
	since(&st.solve, t)
	switch {
	case err != nil:
		o.status, o.err = statusMismatch, fmt.Errorf("the count found one solution but the solver failed: %w", err)
		return nil, false
	case !vp.v.IsSolution(vp.grid, sol):
		o.status, o.err = statusMismatch, fmt.Errorf("the solver returned %s, which is not a solution", vp.v.FormatGrid(sol))
		return nil, false
	}
	o.status = statusOK
	o.values[1] = vp.v.FormatGrid(sol)
	return sol, true
}

// variantOptions turns the generator's flags into the variant generator's
// options.
func (g *genFlags) variantOptions() (engine.VariantGenerateOptions, error) {
	o, err := g.options()
	if err != nil {
		return engine.VariantGenerateOptions{}, err
	}
	vo := engine.VariantGenerateOptions{
		Seed: o.Seed, Symmetry: o.Symmetry, Jigsaw: g.jigsaw, Killer: g.killer, MaxCageCells: g.maxCage,
		Clues: o.Clues, Level: o.Level, MinRating: o.MinRating, MaxRating: o.MaxRating,
		MaxAttempts: o.MaxAttempts, Budget: o.Budget,
	}
	if !isFlagSet(g.fs, "attempts") {
		vo.MaxAttempts = 0 // the variant generator's own default
	}
	return vo, nil
}

// generateVariantOne makes puzzle it.line-1 of the pack of base and opts,
// with what need asks of its difficulty. The outcome's values follow
// generateColumns.
func generateVariantOne(it *item, base *engine.Variant, opts *engine.VariantGenerateOptions, need ratingNeed) (outcome, engine.VariantGenerated) {
	gen, err := base.GenerateItem(opts, uint64(it.line-1))
	o := outcome{it: *it, status: statusOK}
	if gen.Variant == nil {
		if err == nil {
			err = errors.New("no puzzle")
		}
		o.status, o.err = statusOf(err), err
		if o.status == statusInvalid {
			o.status = statusFailed
		}
		return o, gen
	}
	v := gen.Variant
	o.puzzle = variantLine(v, gen.Puzzle)
	o.values = []any{strconv.FormatUint(opts.Seed, 10), v.FormatGrid(gen.Solution), engine.CountGivens(gen.Puzzle),
		opts.Symmetry.String(), nil, nil, nil, gen.Attempts}
	if err != nil {
		o.status, o.err = statusOf(err), err
	}
	if need == needRating && generatorRated(gen.Rating) {
		o.values[4], o.values[5] = tenths(gen.Rating), engine.LevelOf(gen.Rating).String()
	} else if need != needNoRating {
		r, rerr := v.Rate(gen.Puzzle)
		if rerr != nil {
			o.status, o.err = statusFailed, fmt.Errorf("rating the generated puzzle: %w", rerr)
			return o, gen
		}
		o.values[4], o.values[5], o.values[6] = tenths(r.Rating), r.Level.String(), engine.VariantTechniqueName(r.Hardest)
	}
	return o, gen
}

// checkVariantGenerated checks a generated puzzle of a variant against what
// was asked, apart from the generator: its solution, the symmetry of its
// givens and cages, the clue count or, on grids up to 9×9 without a band or
// cages, minimality, and the rating band.
func checkVariantGenerated(o *outcome, v *engine.Variant, g, sol []uint8, gen *engine.VariantGenerated, opts *engine.VariantGenerateOptions, band bool, budget int64) error {
	if v.FormatGrid(gen.Solution) != v.FormatGrid(sol) {
		return fmt.Errorf("the generator's solution %s is not the solver's", v.FormatGrid(gen.Solution))
	}
	n := v.Size()
	orbits, _ := symmetryOrbitsN(opts.Symmetry.String(), n)
	for _, orb := range orbits {
		for _, c := range orb[1:] {
			if (g[c] != 0) != (g[orb[0]] != 0) {
				return fmt.Errorf("the givens do not follow the %s symmetry: %s and %s differ", opts.Symmetry, v.CellName(orb[0]), v.CellName(c))
			}
		}
	}
	if opts.Killer {
		image, _ := symmetryImage(opts.Symmetry.String())
		for k := 0; k < v.NumCages(); k++ {
			cells := v.Cage(k).Cells
			img := map[int]bool{}
			for _, c := range cells {
				r, col := image(c/n, c%n, n-1)
				img[r*n+col] = true
			}
			other := -1
			for c := range img {
				other = v.CageOf(c)
				break
			}
			if other < 0 || len(v.Cage(other).Cells) != len(img) {
				return fmt.Errorf("the cages do not follow the %s symmetry: the cage at %s", opts.Symmetry, v.CellName(cells[0]))
			}
			for _, c := range v.Cage(other).Cells {
				if !img[c] {
					return fmt.Errorf("the cages do not follow the %s symmetry: the cage at %s", opts.Symmetry, v.CellName(cells[0]))
				}
			}
		}
	}
	givens := engine.CountGivens(g)
	switch {
	case opts.Killer:
		if givens > v.NumCells()/10 {
			return fmt.Errorf("a killer with %d givens", givens)
		}
	case opts.Clues != 0:
		if givens < opts.Clues || givens > opts.Clues+3 {
			return fmt.Errorf("%d givens, asked for %d", givens, opts.Clues)
		}
	case !band && v.Size() <= 9:
		for _, orb := range orbits {
			if g[orb[0]] == 0 {
				continue
			}
			h := append([]uint8(nil), g...)
			for _, c := range orb {
				h[c] = 0
			}
			var s engine.VariantSolver
			n, err := s.Count(v, h, 2, budget)
			if err != nil {
				return fmt.Errorf("checking minimality: %w", err)
			}
			if n == 1 {
				return fmt.Errorf("not minimal: without the given at %s the solution is still unique", v.CellName(orb[0]))
			}
		}
	}
	if band {
		r, err := v.Rate(g)
		if err != nil {
			return fmt.Errorf("rating: %w", err)
		}
		o.values[2] = tenths(r.Rating)
		lo, hi := opts.MinRating, opts.MaxRating
		if l, h, ok := engine.LevelBand(opts.Level); ok {
			lo, hi = l, h
		}
		if !r.Complete || r.Rating < lo || (hi != 0 && r.Rating > hi) {
			return fmt.Errorf("rated %s (%s), outside the band %s to %s", ratingText(r.Rating, r.Complete), r.Level,
				ratingText(lo, true), ratingText(hi, true))
		}
	}
	return nil
}

// verifyGeneratedVariant is "sudoku verify --generate N" for a variant.
func verifyGeneratedVariant(e *env, f *verifyFlags, copts *engine.GenerateOptions) int {
	opts, err := f.variantOptions()
	if err != nil {
		return usageError(e, "verify", err, false)
	}
	opts.Seed = copts.Seed
	if f.seed == "" {
		fmt.Fprintf(e.stderr, "sudoku verify: seed %d\n", opts.Seed)
	}
	guesses := variantBudget(isFlagSet(f.fs, "guesses"), f.guesses)
	base := f.baseVariant()
	var st verifyStats
	start := time.Now()
	r := newRunner(e, "verify", &f.commonFlags, verifyColumns, f.count)
	interrupted, err := r.run(packItems(f.first, f.count), func(it *item) outcome {
		t := time.Now()
		gen, genOut := generateVariantOne(it, base, &opts, needNoRating)
		since(&st.generate, t)
		o := outcome{it: *it, status: gen.status, err: gen.err, puzzle: gen.puzzle}
		if gen.puzzle == "" {
			return o
		}
		o.values = []any{engine.CountGivens(genOut.Puzzle), nil, nil}
		if o.failed() {
			return o // the generator missed its target
		}
		vp := &variantPuzzle{v: genOut.Variant, grid: genOut.Puzzle}
		sol, ok := verifyVariantPuzzle(&o, vp, guesses, &st)
		if !ok {
			return o
		}
		t = time.Now()
		err := checkVariantGenerated(&o, vp.v, vp.grid, sol, &genOut, &opts, f.hasBand(), guesses)
		since(&st.check, t)
		if err != nil {
			o.status, o.err = statusMismatch, err
		}
		return o
	})
	printVerifySummary(r, time.Since(start), &st)
	return r.finish(interrupted, err)
}
