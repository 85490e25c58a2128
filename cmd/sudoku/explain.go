package main

import (
	"errors"
	"strconv"
	"strings"

	"github.com/libsudoku/libsudoku/engine"
)

func runExplain(e *env, args []string) int {
	var f commonFlags
	fs := newFlagSet(e, "explain", "[flags] [puzzle | file | -]...", `
Explain shows the whole logical solve of each puzzle, step by step: every
step the rating takes (see "sudoku help rate"), always the simplest, each
explained in English with its technique and Sudoku Explainer rating, in the
order a player would take them; the answer pages of a puzzle book. A puzzle
the techniques the engine knows cannot finish gets the steps up to where
they stop, and says so. A puzzle must have exactly one solution: others
fail with status multiple or unsolvable.

In text format each puzzle gets its rating line, as "sudoku rate" prints
it, then one numbered line per step, then "solved" or "stuck". (With more
than one puzzle, each line starts with the puzzle's place.)

JSON records carry: source, line, status, puzzle, rating (of the puzzle, on
the SE scale: a number such as 3.2), level, hardest, complete, steps (their
number), path (the steps: technique, rating, cell and digit for a
placement, eliminations such as "r1c2-5 r1c3-57", explanation), error. CSV
has no room for a list of steps: use text or json.`, `
  sudoku explain 53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79
  sudoku explain --format json pack.txt`)
	addCommon(fs, &f, defaultThreads())
	pos, code := parseCommand(e, fs, &f, args)
	if code >= 0 {
		return code
	}
	if f.format == "csv" {
		return usageError(e, "explain", errors.New("--format csv: a path is a list of steps, which CSV has no room for; use text or json"), false)
	}
	ins := classify(pos)
	single := len(ins) == 1 && ins[0].path == ""
	columns := []string{"rating", "level", "hardest", "complete", "steps", "path"}
	return runInputs(e, "explain", &f, pos, columns, func(it *item) outcome {
		g, err := loadPuzzle(it)
		if err != nil {
			return invalid(it, &g, err)
		}
		return explainOutcome(it, &g, !single)
	})
}

// pathStep is one step of a path in a JSON record.
type pathStep struct {
	Technique    string   `json:"technique"`
	Rating       seRating `json:"rating"`
	Cell         string   `json:"cell,omitempty"`
	Digit        int      `json:"digit,omitempty"`
	Eliminations string   `json:"eliminations,omitempty"`
	Explanation  string   `json:"explanation"`
}

// seRating is a rating on the SE scale in JSON, always with its one decimal
// (4.0, not 4), as every rating of a record.
type seRating float64

func (r seRating) MarshalJSON() ([]byte, error) {
	return strconv.AppendFloat(nil, float64(r), 'f', 1, 64), nil
}

// explainOutcome solves puzzle p step by step. prefix puts the puzzle's
// place before every line of the text.
func explainOutcome(it *item, p *engine.Grid, prefix bool) outcome {
	o := outcome{it: *it, puzzle: p.String()}
	ex, err := engine.Explain(p)
	if err != nil {
		o.status, o.err = statusOf(err), err
		return o
	}
	r := &ex.Rating
	o.status = statusOK
	path := make([]pathStep, len(ex.Steps))
	lead := ""
	if prefix {
		lead = it.where() + ": "
	}
	var b strings.Builder
	b.WriteString(lead + o.puzzle + " " + ratingText(r.Rating, r.Complete) + " " + r.Level.String() +
		" hardest: " + r.Hardest.String() + "\n")
	for i := range ex.Steps {
		st := &ex.Steps[i]
		ps := pathStep{
			Technique:    st.Technique.String(),
			Rating:       seRating(tenths(st.Rating)),
			Eliminations: eliminations(st),
			Explanation:  st.Explain(),
		}
		if st.IsPlacement() {
			ps.Cell, ps.Digit = engine.CellName(st.Cell), st.Digit
		}
		path[i] = ps
		b.WriteString(lead + strconv.Itoa(i+1) + ". " + ps.Explanation + " [SE " + ratingText(st.Rating, true) + "]\n")
	}
	if r.Complete {
		b.WriteString(lead + "solved in " + strconv.Itoa(len(ex.Steps)) + " " + plural(len(ex.Steps), "step") + "\n")
	} else {
		b.WriteString(lead + "stuck after " + strconv.Itoa(len(ex.Steps)) + " " + plural(len(ex.Steps), "step") +
			": no technique the engine knows applies here (the rating is a lower bound)\n")
	}
	o.text = b.String()
	o.values = []any{tenths(r.Rating), r.Level.String(), r.Hardest.String(), r.Complete, len(ex.Steps), path}
	return o
}
