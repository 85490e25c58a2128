package main

import (
	"fmt"
	"math"
	"os"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/libsudoku/libsudoku/engine"
)

func TestRateJSONAgreesWithEngine(t *testing.T) {
	data, err := os.ReadFile("testdata/mixed.txt")
	require.NoError(t, err)
	r := sudoku(t, string(data), "rate", "--format", "json")
	require.Equal(t, 1, r.code)
	recs := jsonRecords(t, r.stdout)
	require.Len(t, recs, len(mixed))
	puzzles := fixturePuzzles(t)
	for i, f := range mixed {
		rec := recs[i]
		require.EqualValues(t, f.line, rec["line"])
		switch {
		case f.status == "invalid":
			require.Equal(t, "invalid", rec["status"])
			continue
		case f.count == 0:
			require.Equal(t, "unsolvable", rec["status"])
			continue
		case f.count > 1:
			require.Equal(t, "multiple", rec["status"], "line %d", f.line)
			continue
		}
		require.Equal(t, "ok", rec["status"], "line %d: %v", f.line, rec)
		p := puzzles[f.line]
		want, err := engine.Rate(&p)
		require.NoError(t, err)
		got := rec["rating"].(float64)
		require.Equal(t, want.Rating, int(math.Round(got*10)), "line %d", f.line)
		// The level is the band the rating falls in.
		require.Equal(t, engine.LevelOf(int(math.Round(got*10))).String(), rec["level"], "line %d", f.line)
		require.Equal(t, want.Hardest.String(), rec["hardest"])
		require.Equal(t, true, rec["complete"])
	}
}

func TestRateTextReadsBack(t *testing.T) {
	r := sudoku(t, "", "rate", "testdata/mixed.txt")
	require.Equal(t, 1, r.code)
	// The text output is a rated list: it validates as it is.
	v := sudoku(t, r.stdout, "validate", "--format", "json")
	require.Equal(t, 0, v.code, v.stderr)
	require.Len(t, jsonRecords(t, v.stdout), 5)
	for _, l := range strings.Split(strings.TrimSpace(r.stdout), "\n") {
		f := strings.Fields(l)
		require.GreaterOrEqual(t, len(f), 4, l)
		require.Regexp(t, `^\d\.\d\+?$`, f[1])
	}
}

func TestHintStepsAgreeWithSolution(t *testing.T) {
	r := sudoku(t, "", "hint", "--format", "json", "testdata/mixed.txt")
	require.Equal(t, 1, r.code)
	recs := jsonRecords(t, r.stdout)
	puzzles := fixturePuzzles(t)
	n := 0
	for _, rec := range recs {
		if rec["status"] != "ok" {
			continue
		}
		n++
		line := int(rec["line"].(float64))
		p := puzzles[line]
		sol, err := engine.Solve(&p)
		require.NoError(t, err)
		require.Equal(t, "step", rec["hint"])
		require.NotEmpty(t, rec["explanation"])
		require.Greater(t, rec["rating"].(float64), 0.0)
		if cell, ok := rec["cell"].(string); ok {
			var row, col int
			_, err := fmt.Sscanf(cell, "r%dc%d", &row, &col)
			require.NoError(t, err)
			require.EqualValues(t, sol[engine.CellIndex(row-1, col-1)], rec["digit"], "line %d", line)
			require.Contains(t, rec["explanation"], cell)
		}
		if el, ok := rec["eliminations"].(string); ok {
			for _, e := range strings.Fields(el) {
				var row, col int
				var digits string
				_, err := fmt.Sscanf(e, "r%dc%d-%s", &row, &col, &digits)
				require.NoError(t, err)
				require.NotContains(t, digits, fmt.Sprint(sol[engine.CellIndex(row-1, col-1)]), "line %d removes the solution", line)
			}
		}
	}
	require.Equal(t, 5, n)
}

func TestHintPlayerGrid(t *testing.T) {
	const p = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
	sol, err := engine.Solve(mustParse(t, p))
	require.NoError(t, err)
	// One right digit placed: a step. One wrong digit: a mistake there.
	right := []byte(p)
	right[2] = '0' + sol[2]
	r := sudoku(t, "", "hint", "--format", "json", "--grid", string(right), p)
	require.Equal(t, 0, r.code, r.stderr)
	require.Equal(t, "step", jsonRecords(t, r.stdout)[0]["hint"])
	wrong := []byte(p)
	wrong[2] = '0' + sol[2]%9 + 1
	r = sudoku(t, "", "hint", "--grid", string(wrong), p)
	require.Equal(t, 0, r.code, r.stderr)
	require.Equal(t, "mistakes: r1c3 disagrees with the solution\n", r.stdout)
	// The solution itself: solved.
	r = sudoku(t, "", "hint", "--grid", sol.String(), p)
	require.Equal(t, "solved: the grid is complete and right\n", r.stdout)
	// --grid with a file is a usage error.
	r = sudoku(t, "", "hint", "--grid", sol.String(), "testdata/mixed.txt")
	require.Equal(t, 2, r.code)
}

func mustParse(t *testing.T, s string) *engine.Grid {
	t.Helper()
	g, err := engine.Parse(s)
	require.NoError(t, err)
	return &g
}

func TestHintEliminationsAreRealCandidates(t *testing.T) {
	// Puzzles whose first step removes candidates (from Norvig's top95).
	puzzles := []string{
		"..84...3....3.....9....157479...8........7..514.....2...9.6...2.5....4......9..56",
		"9.4..5...25.6..1..31......8.7...9...4..26......147....7.......2...3..8.6.4.....9.",
		"4...7.1....19.46.5.....1......7....2..2.3....847..6....14...8.6.2....3..6...9....",
	}
	r := sudoku(t, "", append([]string{"hint", "--format", "json"}, puzzles...)...)
	require.Equal(t, 0, r.code, r.stderr)
	recs := jsonRecords(t, r.stdout)
	require.Len(t, recs, len(puzzles))
	for i, rec := range recs {
		p := mustParse(t, puzzles[i])
		sol, err := engine.Solve(p)
		require.NoError(t, err)
		el, ok := rec["eliminations"].(string)
		require.True(t, ok, "puzzle %d: %v", i+1, rec)
		require.NotContains(t, rec, "cell")
		for _, e := range strings.Fields(el) {
			var row, col int
			var digits string
			_, err := fmt.Sscanf(e, "r%dc%d-%s", &row, &col, &digits)
			require.NoError(t, err, e)
			c := engine.CellIndex(row-1, col-1)
			require.Zero(t, p[c], "%s: a given", e)
			for _, ch := range digits {
				d := uint8(ch - '0')
				require.NotEqual(t, sol[c], d, "%s removes the solution's digit", e)
				// The digit was a candidate: no given peer holds it.
				for q := range p {
					same := engine.RowOf(q) == row-1 || engine.ColOf(q) == col-1 || engine.BoxOf(q) == engine.BoxOf(c)
					require.False(t, same && p[q] == d, "%s: %d is already excluded by %s", e, d, engine.CellName(q))
				}
			}
		}
	}
}

// TestHintPencilMarks gives the player's marks: marks that leave out a
// cell's solution digit are a mistake; marks as the rules leave them give
// the hint without marks; fewer marks give the engine's hint for them.
func TestHintPencilMarks(t *testing.T) {
	const p = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
	g := mustParse(t, p)
	sol, err := engine.Solve(g)
	require.NoError(t, err)
	marks, err := engine.Candidates(g)
	require.NoError(t, err)
	field := func(m [engine.NumCells]uint16) string {
		var f []string
		for _, x := range m {
			s := ""
			for d := 1; d <= 9; d++ {
				if x&(1<<(d-1)) != 0 {
					s += fmt.Sprint(d)
				}
			}
			if s == "" {
				s = "."
			}
			f = append(f, s)
		}
		return strings.Join(f, " ")
	}
	plain := sudoku(t, "", "hint", p)
	withMarks := sudoku(t, "", "hint", "--marks", field(marks), p)
	require.Equal(t, 0, withMarks.code, withMarks.stderr)
	require.Equal(t, plain.stdout, withMarks.stdout)

	bad := marks
	c := engine.CellIndex(0, 2) // r1c3
	bad[c] &^= 1 << (sol[c] - 1)
	r := sudoku(t, "", "hint", "--marks", field(bad), p)
	require.Equal(t, 0, r.code, r.stderr)
	require.Equal(t, "mistakes: the marks of r1c3 leave out the solution's digit\n", r.stdout)

	// Marks of a player who ruled out candidates, correctly: the hint is the
	// engine's for those marks.
	fewer := marks
	for i := range fewer {
		if fewer[i] != 0 {
			fewer[i] = 1<<(sol[i]-1) | 1<<(sol[i]%9)
		}
	}
	want, err := engine.Hint(g, g, &fewer)
	require.NoError(t, err)
	require.Equal(t, engine.HintStep, want.Status)
	next := sudoku(t, "", "hint", "--format", "json", "--marks", field(fewer), p)
	require.Equal(t, 0, next.code, next.stderr)
	rec := jsonRecords(t, next.stdout)[0]
	require.Equal(t, want.Step.Technique.String(), rec["technique"])
	require.Equal(t, want.Step.Explain(), rec["explanation"])

	for _, m := range []string{"1 2 3", strings.Repeat("1x ", 81)} {
		r := sudoku(t, "", "hint", "--marks", m, p)
		require.Equal(t, 2, r.code, m)
		require.Contains(t, r.stderr, "--marks: ")
	}
}
