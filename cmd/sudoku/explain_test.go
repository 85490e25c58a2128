package main

import (
	"math"
	"os"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/libsudoku/libsudoku/engine"
)

// TestExplainJSONIsTheEnginePath: each record's path is engine.Explain's,
// step by step, with the rating's decimal kept (4.0, not 4).
func TestExplainJSONIsTheEnginePath(t *testing.T) {
	data, err := os.ReadFile("testdata/mixed.txt")
	require.NoError(t, err)
	r := sudoku(t, string(data), "explain", "--format", "json")
	require.Equal(t, 1, r.code)
	recs := jsonRecords(t, r.stdout)
	require.Len(t, recs, len(mixed))
	puzzles := fixturePuzzles(t)
	ok := 0
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
		ok++
		require.Equal(t, "ok", rec["status"], "line %d: %v", f.line, rec)
		p := puzzles[f.line]
		want, err := engine.Explain(&p)
		require.NoError(t, err)
		require.Equal(t, want.Rating.Rating, int(math.Round(rec["rating"].(float64)*10)))
		require.Equal(t, want.Rating.Level.String(), rec["level"])
		require.Equal(t, want.Rating.Complete, rec["complete"])
		require.EqualValues(t, len(want.Steps), rec["steps"])
		path := rec["path"].([]any)
		require.Len(t, path, len(want.Steps))
		for k, s := range path {
			step := s.(map[string]any)
			w := &want.Steps[k]
			require.Equal(t, w.Technique.String(), step["technique"])
			require.Equal(t, w.Rating, int(math.Round(step["rating"].(float64)*10)))
			require.Equal(t, w.Explain(), step["explanation"])
			if w.IsPlacement() {
				require.Equal(t, engine.CellName(w.Cell), step["cell"])
				require.EqualValues(t, w.Digit, step["digit"])
			} else {
				require.Equal(t, eliminations(w), step["eliminations"])
			}
		}
	}
	require.Greater(t, ok, 0)
	require.Contains(t, r.stdout, `"rating":1.0,`, "ratings keep their decimal")
}

// TestExplainText: one puzzle gets its rating line, its numbered steps and
// the end; more than one, the place of each line's puzzle; csv is refused.
func TestExplainText(t *testing.T) {
	const classic = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
	r := sudoku(t, "", "explain", classic)
	require.Equal(t, 0, r.code, r.stderr)
	lines := strings.Split(strings.TrimSuffix(r.stdout, "\n"), "\n")
	require.Len(t, lines, 1+51+1)
	require.Equal(t, classic+" 1.2 easy hardest: Hidden Single", lines[0])
	for k, l := range lines[1 : len(lines)-1] {
		require.True(t, strings.HasPrefix(l, strconv.Itoa(k+1)+". "), l)
		require.Regexp(t, `\[SE \d\.\d\]$`, l)
	}
	require.Equal(t, "solved in 51 steps", lines[len(lines)-1])

	// Needs nested forcing chains (SE 10.5).
	const nested = "1....7.9..3..2...8..96..5....53..9...1..8...26....4...3......1..4......7..7...3.."
	r = sudoku(t, classic+"\n"+nested+"\n", "explain", "-")
	require.Equal(t, 0, r.code, r.stderr)
	require.Contains(t, r.stdout, "stdin:1: 1. ")
	require.Contains(t, r.stdout, "stdin:2: "+nested+" 10.5 extreme hardest: Nested Forcing Chains")
	require.Regexp(t, `stdin:2: solved in \d+ steps`, r.stdout)

	r = sudoku(t, "", "explain", "--format", "csv", classic)
	require.Equal(t, exitUsage, r.code)
	require.Contains(t, r.stderr, "--format csv")
}
