package main

import (
	"errors"
	"fmt"
	"strings"
	"unicode"

	"github.com/libsudoku/libsudoku/engine"
)

// hintFlags are the flags of "sudoku hint".
type hintFlags struct {
	commonFlags
	grid    string
	marks   string
	chain   bool
	variant variantFlag
}

func runHint(e *env, args []string) int {
	var f hintFlags
	fs := newFlagSet(e, "hint", "[flags] [puzzle | file | -]...", `
Hint shows the simplest next logical step of each puzzle, explained in
English, with its technique and Sudoku Explainer rating: the step a player
stuck at the start would want. With --grid (one puzzle only), the step is
for the player's current grid instead: the givens plus the digits placed so
far. Digits that disagree with the puzzle's unique solution are reported as
mistakes rather than answered with a step. With --marks, the player's pencil
marks too: 81 fields separated by spaces or commas, one per cell in reading
order, each the digits the player keeps there ("129") or "." for a cell
without marks; a mark that leaves out a cell's digit is a mistake, and the
step is the next one from those marks.

The hint is one of: step, solved (the grid is complete and right),
mistakes (with the cells), or "no step" when no technique the engine knows
applies (it never guesses). A puzzle without exactly one solution fails with
status multiple or unsolvable.

JSON and CSV records carry: source, line, status, puzzle, hint (step,
solved, mistakes, no step), technique, rating (of the step, on the SE scale:
a number such as 3.2), cell, digit (for a
placement), eliminations (such as "r1c2-5 r1c3-57"), mistakes (cells),
explanation, error; with --chain, chain: the structure of a chain step
(kind, branches, nodes with their cell, digit, on, branch, reason and
parents, and the reasoning branch by branch; kind "none" for a step that
is not a chain), which text output prints under the hint and CSV as the
reasoning.`, `
  sudoku hint 53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79
  sudoku hint --grid 534.7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79 \
      53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79
  sudoku hint --format json pack.txt
  sudoku hint --marks "$(cat marks.txt)" 53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79`)
	addCommon(fs, &f.commonFlags, defaultThreads())
	fs.StringVar(&f.grid, "grid", "", "the player's current `grid` (givens and digits placed); needs exactly one puzzle")
	fs.StringVar(&f.marks, "marks", "", "the player's pencil `marks`: 81 fields such as 129 or . (none); needs exactly one classic puzzle")
	fs.BoolVar(&f.chain, "chain", false, "also the structure of a chain step and its reasoning, branch by branch (classic puzzles)")
	addVariantFlag(fs, &f.variant)
	pos, code := parseCommand(e, fs, &f.commonFlags, args)
	if code >= 0 {
		return code
	}
	if err := f.variant.parse(); err != nil {
		return usageError(e, "hint", err, false)
	}
	var current *engine.Grid
	var marks *[engine.NumCells]uint16
	variantGrid := f.variant.v != nil || len(pos) == 1 && startsWithVariant(pos[0])
	if f.grid != "" || f.marks != "" {
		if ins := classify(pos); len(ins) != 1 || ins[0].path != "" {
			return usageError(e, "hint", errors.New("--grid and --marks need exactly one puzzle argument"), false)
		}
	}
	if f.marks != "" && variantGrid {
		return usageError(e, "hint", errors.New("--marks is for a classic puzzle"), false)
	}
	if f.grid != "" && !variantGrid {
		g, err := engine.Parse(f.grid)
		if err != nil {
			return usageError(e, "hint", errors.New("--grid: "+err.Error()), false)
		}
		current = &g
	}
	if f.marks != "" {
		m, err := parseMarks(f.marks)
		if err != nil {
			return usageError(e, "hint", errors.New("--marks: "+err.Error()), false)
		}
		marks = &m
	}
	// A single puzzle argument gets its answer alone; otherwise each answer
	// starts with the puzzle's place.
	ins := classify(pos)
	single := len(ins) == 1 && ins[0].path == ""
	columns := []string{"hint", "technique", "rating", "cell", "digit", "eliminations", "mistakes", "explanation"}
	if f.chain {
		columns = append(columns, "chain")
	}
	return runInputs(e, "hint", &f.commonFlags, pos, columns, func(it *item) outcome {
		vp, g, err := loadAny(it, &f.variant)
		switch {
		case vp != nil && err != nil:
			return invalidVariant(it, vp, err)
		case vp != nil:
			return hintVariant(it, vp, f.grid, !single)
		case err != nil:
			return invalid(it, &g, err)
		}
		cur := current
		if cur == nil && f.grid != "" {
			// A classic puzzle after all ("9x9 GRID"): read the player's grid.
			pg, err := engine.Parse(f.grid)
			if err != nil {
				return outcome{it: *it, status: statusInvalid, err: errors.New("--grid: " + err.Error())}
			}
			cur = &pg
		}
		return hintOutcome(it, &g, cur, marks, !single, f.chain)
	})
}

// parseMarks reads pencil marks: 81 fields separated by spaces or commas,
// each the digits kept in a cell, or "." (also "0" or "-") for none.
func parseMarks(text string) ([engine.NumCells]uint16, error) {
	var m [engine.NumCells]uint16
	fields := strings.FieldsFunc(text, func(r rune) bool { return r == ',' || unicode.IsSpace(r) })
	if len(fields) != engine.NumCells {
		return m, fmt.Errorf("found %d fields, want 81 (one per cell)", len(fields))
	}
	for i, f := range fields {
		if f == "." || f == "0" || f == "-" {
			continue
		}
		for _, r := range f {
			if r < '1' || r > '9' {
				return m, fmt.Errorf("%s: %q is not a digit 1-9 (write . for a cell without marks)", engine.CellName(i), r)
			}
			m[i] |= 1 << (r - '1')
		}
	}
	return m, nil
}

// hintOutcome asks the engine for the hint of puzzle p at the player's grid
// cur (nil: the start) with the player's marks (nil: none). prefix puts the
// puzzle's place before the text; chain adds the chain's structure.
func hintOutcome(it *item, p, cur *engine.Grid, marks *[engine.NumCells]uint16, prefix, chain bool) outcome {
	o := outcome{it: *it, puzzle: p.String(), values: make([]any, 8, 9)}
	if cur == nil {
		cur = p
	}
	var ls engine.LogicSolver
	res, err := ls.Hint(p, cur, marks)
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
		o.values[1] = st.Technique.String()
		o.values[2] = tenths(st.Rating)
		if st.IsPlacement() {
			o.values[3], o.values[4] = engine.CellName(st.Cell), st.Digit
		}
		if el := eliminations(st); el != "" {
			o.values[5] = el
		}
		ex := st.Explain()
		o.values[7] = ex
		text = ex + " [SE " + ratingText(st.Rating, true) + "]"
	case engine.HintMistakes:
		var cells, digits, marks []string
		for i, m := range res.Mistakes {
			switch m {
			case engine.MistakeDigit:
				digits = append(digits, engine.CellName(i))
			case engine.MistakeMarks:
				marks = append(marks, engine.CellName(i))
			default:
				continue
			}
			cells = append(cells, engine.CellName(i))
		}
		o.values[6] = strings.Join(cells, " ")
		var parts []string
		if len(digits) > 0 {
			verb := " disagree"
			if len(digits) == 1 {
				verb = " disagrees"
			}
			parts = append(parts, strings.Join(digits, ", ")+verb+" with the solution")
		}
		if len(marks) > 0 {
			parts = append(parts, "the marks of "+strings.Join(marks, ", ")+" leave out the solution's digit")
		}
		text = "mistakes: " + strings.Join(parts, "; ")
	case engine.HintSolved:
		text = "solved: the grid is complete and right"
	case engine.HintNoStep:
		text = "no step: no technique the engine knows applies here"
	}
	if prefix {
		text = it.where() + ": " + text
	}
	o.text = text + "\n"
	if chain {
		var v engine.ChainView
		if res.Status != engine.HintStep || !ls.ChainView(&res.Step, &v) {
			v = engine.ChainView{}
		}
		c := chainRecordOf(&v)
		o.values = append(o.values, c)
		if c.Reasoning != "" {
			o.text += "  " + c.Reasoning + "\n"
		}
	}
	return o
}

// eliminations lists a step's removed candidates cell by cell, such as
// "r1c2-5 r1c3-57".
func eliminations(st *engine.Step) string {
	var b strings.Builder
	for i, m := range st.Removed {
		if m == 0 {
			continue
		}
		if b.Len() > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(engine.CellName(i))
		b.WriteByte('-')
		for d := 1; d <= 9; d++ {
			if m&(1<<(d-1)) != 0 {
				b.WriteByte(byte('0' + d))
			}
		}
	}
	return b.String()
}
