package main

import (
	"fmt"
	"time"

	"github.com/libsudoku/libsudoku/engine"
)

// verifyGenerated is "sudoku verify --generate N": generate the pack as
// "sudoku generate" would, then check each puzzle as verify does and
// against what was asked.
func verifyGenerated(e *env, f *verifyFlags, pos []string) int {
	if len(pos) > 0 {
		return usageError(e, "verify", fmt.Errorf("unexpected argument %q: with --generate, verify reads no puzzles", pos[0]), false)
	}
	opts, err := f.options()
	if err != nil {
		return usageError(e, "verify", err, false)
	}
	if f.isVariant() {
		return verifyGeneratedVariant(e, f, &opts)
	}
	if f.seed == "" {
		fmt.Fprintf(e.stderr, "sudoku verify: seed %d\n", opts.Seed)
	}
	var st verifyStats
	start := time.Now()
	r := newRunner(e, "verify", &f.commonFlags, verifyColumns, f.count)
	interrupted, err := r.run(packItems(f.first, f.count), func(it *item) outcome {
		t := time.Now()
		gen, genOut := generateOne(it, &opts, needNoRating)
		since(&st.generate, t)
		o := outcome{it: *it, status: gen.status, err: gen.err, puzzle: gen.puzzle}
		if gen.puzzle == "" {
			return o
		}
		o.values = []any{genOut.Puzzle.Givens(), nil, nil}
		if o.failed() {
			return o // the generator missed its target
		}
		sol, ok := verifyPuzzle(&o, &genOut.Puzzle, f.guesses, &st)
		if !ok {
			return o
		}
		t = time.Now()
		err := checkGenerated(&o, &genOut.Puzzle, &sol, &generated{opts: &opts, gen: &genOut, band: f.hasBand()}, f.guesses)
		since(&st.check, t)
		if err != nil {
			o.status, o.err = statusMismatch, err
		}
		return o
	})
	printVerifySummary(r, time.Since(start), &st)
	return r.finish(interrupted, err)
}

// generated is what verify knows of a generated puzzle: what was asked and
// what the generator returned.
type generated struct {
	opts *engine.GenerateOptions
	gen  *engine.Generated
	band bool
}

// checkGenerated checks a generated puzzle against what was asked, apart
// from the generator: its solution, symmetry, clue count or minimality, and
// rating band.
func checkGenerated(o *outcome, g, sol *engine.Grid, gen *generated, guesses int64) error {
	if gen.gen.Solution != *sol {
		return fmt.Errorf("the generator's solution %s is not the solver's", gen.gen.Solution.String())
	}
	sym := gen.opts.Symmetry
	orbits, known := symmetryOrbits(sym.String())
	if known {
		for _, orb := range orbits {
			for _, c := range orb[1:] {
				if (g[c] != 0) != (g[orb[0]] != 0) {
					return fmt.Errorf("the clues do not follow the %s symmetry: %s and %s differ", sym,
						engine.CellName(orb[0]), engine.CellName(c))
				}
			}
		}
	}
	givens := g.Givens()
	if want := gen.opts.Clues; want != 0 {
		most := 1
		for _, orb := range orbits {
			most = max(most, len(orb))
		}
		if givens < want || givens > want+most-1 {
			return fmt.Errorf("%d clues, asked for %d", givens, want)
		}
	} else if known {
		// Minimal: taking away any orbit of clues loses uniqueness. Under a
		// rating band the generator may keep clues to stay in the band (its
		// documentation promises minimality without one only), so only the
		// band is checked then.
		for _, orb := range orbits {
			if gen.band || g[orb[0]] == 0 {
				continue
			}
			h := *g
			for _, c := range orb {
				h[c] = 0
			}
			n, err := engine.CountSolutionsBudget(&h, 2, guesses)
			if err != nil {
				return fmt.Errorf("checking minimality: %w", err)
			}
			if n == 1 {
				return fmt.Errorf("not minimal: without the clue at %s the solution is still unique", engine.CellName(orb[0]))
			}
		}
	}
	if gen.band {
		r, err := engine.Rate(g)
		if err != nil {
			return fmt.Errorf("rating: %w", err)
		}
		o.values[2] = tenths(r.Rating)
		lo, hi := band(gen.opts)
		if !r.Complete || r.Rating < lo || (hi != 0 && r.Rating > hi) {
			return fmt.Errorf("rated %s (%s), outside the band %s to %s", ratingText(r.Rating, r.Complete), r.Level,
				ratingText(lo, true), ratingText(hi, true))
		}
	}
	return nil
}

// symmetryOrbits returns the sets of cells of the 9×9 grid that the named
// symmetry maps onto each other (see symmetryOrbitsN).
func symmetryOrbits(name string) (orbits [][]int, known bool) { return symmetryOrbitsN(name, 9) }

// symmetryImage returns the named symmetry as a map of (row, column) in a
// grid whose last row and column are m; known is false for a symmetry this
// check does not know. It is written here apart from the generator.
func symmetryImage(name string) (image func(r, c, m int) (int, int), known bool) {
	switch name {
	case "none":
		return func(r, c, m int) (int, int) { return r, c }, true
	case "rotate180":
		return func(r, c, m int) (int, int) { return m - r, m - c }, true
	case "rotate90":
		return func(r, c, m int) (int, int) { return c, m - r }, true
	case "mirror-horizontal":
		return func(r, c, m int) (int, int) { return m - r, c }, true
	case "mirror-vertical":
		return func(r, c, m int) (int, int) { return r, m - c }, true
	case "diagonal":
		return func(r, c, m int) (int, int) { return c, r }, true
	case "anti-diagonal":
		return func(r, c, m int) (int, int) { return m - c, m - r }, true
	}
	return nil, false
}

// symmetryOrbitsN returns the sets of cells of an N×N grid that the named
// symmetry maps onto each other (a clue pattern follows it when each set is
// all clues or all empty); known is false for a symmetry this check does
// not know.
func symmetryOrbitsN(name string, n int) (orbits [][]int, known bool) {
	image, known := symmetryImage(name)
	if !known {
		return nil, false
	}
	seen := make([]bool, n*n)
	for i := range n * n {
		var orb []int
		for c := i; !seen[c]; {
			seen[c] = true
			orb = append(orb, c)
			r2, c2 := image(c/n, c%n, n-1)
			c = r2*n + c2
		}
		if len(orb) > 0 {
			orbits = append(orbits, orb)
		}
	}
	return orbits, true
}
