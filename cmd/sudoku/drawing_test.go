package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/libsudoku/libsudoku/engine"
)

// TestDrawingsInFilesAndStdin: a pasted drawing (nine rows, with separator
// lines) is one puzzle wherever it is read; one with a bad character is
// reported once, by the line and column of the file, and the records around
// it are read as usual.
func TestDrawingsInFilesAndStdin(t *testing.T) {
	const p = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
	g := mustParse(t, p)
	drawing := g.Pretty()
	bad := strings.Replace(drawing, "9 8 | . . .", "9 8 | * . .", 1)
	require.NotEqual(t, drawing, bad)
	input := drawing + p + "\n" + bad + strings.ReplaceAll(drawing, " ", "") // the last without spaces
	sol, err := engine.Solve(g)
	require.NoError(t, err)

	file := filepath.Join(t.TempDir(), "drawings.txt")
	require.NoError(t, os.WriteFile(file, []byte(input), 0o600))
	for _, r := range []result{sudoku(t, input, "solve"), sudoku(t, "", "solve", file)} {
		require.Equal(t, 1, r.code)
		require.Equal(t, strings.Repeat(sol.String()+"\n", 3), r.stdout)
		lines := strings.Split(strings.TrimSpace(r.stderr), "\n")
		require.Len(t, lines, 2, r.stderr) // the error, and the tally
		require.Contains(t, lines[0], ":13: sudoku: unexpected character '*' at line 15, column 9")
		require.Equal(t, "sudoku solve: 1 of 4 failed", lines[1])
	}
	recs := jsonRecords(t, sudoku(t, "", "solve", "--format", "json", file).stdout)
	require.Len(t, recs, 4)
	require.EqualValues(t, 1, recs[0]["line"])
	require.EqualValues(t, 12, recs[1]["line"])
	require.EqualValues(t, 13, recs[2]["line"])
	require.Equal(t, "invalid", recs[2]["status"])

	// As an argument: one error, without the drawing echoed as a file name.
	r := sudoku(t, "", "solve", strings.Replace(drawing, "9 8 | . . .", "9 8 | x . .", 1))
	require.Equal(t, 1, r.code)
	require.Equal(t, "argument 1: sudoku: unexpected character 'x' at line 3, column 9 (byte 52); cells are 1-9, '.' or '0'\nsudoku solve: 1 of 1 failed\n", r.stderr)
}
