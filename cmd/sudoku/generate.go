package main

import (
	"fmt"
	"strconv"

	"github.com/libsudoku/libsudoku/engine"
)

// generateFlags are the flags of "sudoku generate".
type generateFlags struct {
	commonFlags
	genFlags
	solutions bool
	ratings   bool
}

// generateColumns are the record columns of a generated puzzle.
var generateColumns = []string{"seed", "solution", "clues", "symmetry", "rating", "level", "hardest", "attempts"}

func runGenerate(e *env, args []string) int {
	var f generateFlags
	fs := newFlagSet(e, "generate", "[flags]", `
Generate makes a pack of puzzles, each with exactly one solution: --count
puzzles from --seed, following --symmetry, minimal (no clue can go without
losing uniqueness) or with about --clues clues, and within a difficulty
band: --level, or --min-rating/--max-rating on the Sudoku Explainer scale.

The pack depends only on the seed and the options: the same command gives
the same puzzles in the same order on any machine and with any --threads,
and they are the ones the library's GenerateBatch (sudoku_generate_batch in
C) makes from the same options. Puzzle N of a pack (line N of its records)
depends on the seed and N alone: "--first N-1 --count 1" makes it by itself.
The one exception is --budget, a time limit: a puzzle that has not reached
its target when time runs out is reported with status limit (it is still
unique), and a slower or busier machine can run out sooner. --attempts
bounds the work the same way everywhere.

With --variant, --killer or --jigsaw it makes puzzles of a variant (see
docs/variants.md): each line is then "VARIANT PUZZLE", which the other
commands read back; --killer makes cages with their sums and no givens (or
few), --jigsaw a random layout of connected regions.

Text output is one puzzle per line, followed by its solution with
--solutions and by its rating and level with --ratings. Puzzles that missed
their target are reported on standard error instead, and the exit status is
then 1. JSON and CSV records carry: source ("generated"), line (the puzzle's
number in the pack, from 1), status (ok, limit), puzzle, seed (the pack's, a
decimal string), solution, clues, symmetry, rating (on the SE scale, a
number such as 3.2), level, hardest, attempts, error.`, `
  sudoku generate --count 10 --seed 42
  sudoku generate --count 500 --seed 3 --symmetry rotate180 --level hard --format json > level3.jsonl
  sudoku generate --count 100 --min-rating 2.0 --max-rating 3.5 --clues 28 --solutions --ratings
  sudoku generate --count 1000 --seed 1 | sudoku verify
  sudoku generate --variant 16x16 --count 5 --seed 1
  sudoku generate --killer --count 10 --symmetry rotate180 --level medium`)
	addCommon(fs, &f.commonFlags, defaultThreads())
	addGenFlags(fs, &f.genFlags, "count", 1)
	fs.BoolVar(&f.solutions, "solutions", false, "text format: write each solution after its puzzle")
	fs.BoolVar(&f.ratings, "ratings", false, "text format: write each rating and level after the puzzle")
	pos, code := parseCommand(e, fs, &f.commonFlags, args)
	if code >= 0 {
		return code
	}
	if len(pos) > 0 {
		return usageError(e, "generate", fmt.Errorf("unexpected argument %q: generate reads no puzzles", pos[0]), false)
	}
	opts, err := f.options()
	if err != nil {
		return usageError(e, "generate", err, false)
	}
	vopts, err := f.variantOptions()
	if err != nil {
		return usageError(e, "generate", err, false)
	}
	base := f.baseVariant()
	if f.seed == "" {
		fmt.Fprintf(e.stderr, "sudoku generate: seed %d\n", opts.Seed)
	}
	vopts.Seed = opts.Seed
	need := needNoRating
	switch {
	case f.format != "text":
		need = needHardest
	case f.ratings:
		need = needRating
	}
	r := newRunner(e, "generate", &f.commonFlags, generateColumns, f.count)
	return r.finish(r.run(packItems(f.first, f.count), func(it *item) outcome {
		var o outcome
		if f.isVariant() {
			o, _ = generateVariantOne(it, base, &vopts, need)
		} else {
			o, _ = generateOne(it, &opts, need)
		}
		if o.failed() {
			return o
		}
		o.text = o.puzzle
		if f.solutions {
			o.text += " " + o.values[1].(string)
		}
		if f.ratings {
			o.text += " " + strconv.FormatFloat(o.values[4].(float64), 'f', 1, 64) + " " + o.values[5].(string)
		}
		o.text += "\n"
		return o
	}))
}

// packItems yields the items of puzzles first to first+n-1 of a pack:
// source "generated", line i+1 for puzzle i.
func packItems(first uint64, n int) func() (item, bool) {
	k := 0
	return func() (item, bool) {
		if k >= n {
			return item{}, false
		}
		k++
		return item{source: generatedSource, line: int(first) + k}, true
	}
}

// ratingNeed is what a command needs to know of the difficulty of a
// generated puzzle.
type ratingNeed int

const (
	needNoRating ratingNeed = iota // nothing (verify, text without --ratings)
	needRating                     // its rating and level (text with --ratings)
	needHardest                    // those and its hardest technique (JSON and CSV records)
)

// generateOne makes puzzle it.line-1 of the pack of opts, with what need
// asks of its difficulty. The outcome's values follow generateColumns.
func generateOne(it *item, opts *engine.GenerateOptions, need ratingNeed) (outcome, engine.Generated) {
	gen, err := engine.GenerateItem(opts, uint64(it.line-1))
	o := outcome{it: *it, status: statusOK}
	if gen.Puzzle == (engine.Grid{}) && err != nil {
		o.status, o.err = statusFailed, err
		return o, gen
	}
	o.puzzle = gen.Puzzle.String()
	o.values = []any{strconv.FormatUint(opts.Seed, 10), gen.Solution.String(), gen.Puzzle.Givens(),
		opts.Symmetry.String(), nil, nil, nil, gen.Attempts}
	if err != nil {
		o.status, o.err = statusOf(err), err
	}
	if need == needRating && generatorRated(gen.Rating) {
		o.values[4], o.values[5] = tenths(gen.Rating), engine.LevelOf(gen.Rating).String()
	} else if need != needNoRating {
		r, rerr := engine.Rate(&gen.Puzzle)
		if rerr != nil {
			o.status, o.err = statusFailed, fmt.Errorf("rating the generated puzzle: %w", rerr)
			return o, gen
		}
		o.values[4], o.values[5], o.values[6] = tenths(r.Rating), r.Level.String(), r.Hardest.String()
	}
	return o, gen
}

// generatorRated reports whether rating, the Rating of a generated puzzle
// (engine.Generated's or engine.VariantGenerated's), is the rating Rate
// gives the puzzle, so that the level follows from it (engine.LevelOf) and
// the puzzle need not be rated again (at extreme, that took almost as long
// as generating it). It is whenever a band was asked for (otherwise it is
// -1), unless the puzzle is beyond the catalogue: then it is above the top
// of the extreme band (1000), and Rate gives a lower bound with the level
// "beyond" (or fails).
func generatorRated(rating int) bool {
	_, top, _ := engine.LevelBand(engine.LevelExtreme)
	return rating >= 0 && rating <= top
}
