package main

import (
	"encoding/json"
	"os"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/libsudoku/libsudoku/engine"
)

// TestVersion: "sudoku version" and "sudoku --version" print the release,
// ABI and generator versions (the header's and the engine's), as text or
// JSON.
func TestVersion(t *testing.T) {
	want := "libsudoku " + engine.Version + "\nABI version 2\ngenerator version 6\n"
	require.Equal(t, 2, engine.ABIVersion)
	require.Equal(t, 6, engine.GeneratorVersion)
	for _, args := range [][]string{{"version"}, {"--version"}} {
		r := sudoku(t, "", args...)
		require.Equal(t, 0, r.code, r.stderr)
		require.Equal(t, want, r.stdout)
	}
	r := sudoku(t, "", "version", "--format", "json")
	require.Equal(t, 0, r.code, r.stderr)
	var v struct {
		Version   string
		ABI       int
		Generator int
	}
	require.NoError(t, json.Unmarshal([]byte(r.stdout), &v))
	require.Equal(t, engine.Version, v.Version)
	require.Equal(t, engine.ABIVersion, v.ABI)
	require.Equal(t, engine.GeneratorVersion, v.Generator)
	require.Equal(t, 2, sudoku(t, "", "version", "extra").code)
	header, err := os.ReadFile("../../include/sudoku.h")
	require.NoError(t, err)
	require.Contains(t, string(header), "#define SUDOKU_VERSION \""+engine.Version+"\"", "engine.Version is the header's")
}

// TestFlagMeanings: --threads 0 is one worker per core, as in the library;
// --guesses is the search budget of solve, count and bench, and --budget,
// the time limit of generate and verify, is refused there.
func TestFlagMeanings(t *testing.T) {
	const p = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
	one := sudoku(t, "", "solve", "--threads", "1", p)
	all := sudoku(t, "", "solve", "--threads", "0", p)
	require.Equal(t, 0, all.code, all.stderr)
	require.Equal(t, one.stdout, all.stdout)
	require.Equal(t, 2, sudoku(t, "", "solve", "--threads", "-1", p).code)
	for _, cmd := range []string{"solve", "count", "bench"} {
		r := sudoku(t, "", cmd, "--budget", "100", p)
		require.Equal(t, 2, r.code, cmd)
		r = sudoku(t, "", cmd, "--guesses", "100000", p)
		require.Equal(t, 0, r.code, "%s: %s", cmd, r.stderr)
		h := sudoku(t, "", cmd, "--help")
		require.Contains(t, h.stdout, "--guesses")
		require.NotContains(t, h.stdout, "  --budget")
	}
	for _, cmd := range []string{"generate", "verify"} {
		require.Contains(t, sudoku(t, "", cmd, "--help").stdout, "--budget limit")
	}
	// Ratings are SE decimals everywhere, and the help says so: a rating of
	// 1.0 (one cell to fill: a full house) is written 1.0, not 1.
	require.Contains(t, sudoku(t, "", "help").stdout, "Sudoku Explainer scale as\ndecimal numbers such as 3.2")
	full := ".34678912672195348198342567859761423426853791713924856961537284287419635345286179"
	r := sudoku(t, "", "rate", "--format", "json", full)
	require.Equal(t, 0, r.code, r.stderr)
	require.Contains(t, r.stdout, `"rating":1.0,`)
	r = sudoku(t, "", "rate", "--format", "csv", full)
	require.Contains(t, r.stdout, ",1.0,")
}
