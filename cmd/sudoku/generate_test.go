package main

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"io"
	"math"
	"os"
	"os/exec"
	"runtime"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/libsudoku/libsudoku/engine"
)

// Every generating run below has a generous --budget: a pack is the same on
// any machine only while no puzzle runs out of time, and tests may share a
// busy machine.

// checkPack checks generated records apart from the generator: each puzzle
// has exactly one solution, which is the record's solution, and the clue
// count is right.
func checkPack(t *testing.T, recs []map[string]any) {
	t.Helper()
	for i, rec := range recs {
		require.Equal(t, "generated", rec["source"])
		require.EqualValues(t, i+1, rec["line"])
		require.Equal(t, "ok", rec["status"], "%v", rec)
		p := mustParse(t, rec["puzzle"].(string))
		sol := mustParse(t, rec["solution"].(string))
		n, err := engine.CountSolutions(p, 2)
		require.NoError(t, err)
		require.Equal(t, 1, n, "puzzle %d is not unique", i+1)
		require.True(t, engine.IsSolution(p, sol))
		require.EqualValues(t, p.Givens(), rec["clues"])
	}
}

func TestGenerateSamePackAnyThreads(t *testing.T) {
	one := sudoku(t, "", "generate", "--budget", "1m", "--count", "24", "--seed", "7", "--format", "json", "--threads", "1")
	require.Equal(t, 0, one.code, one.stderr)
	two := sudoku(t, "", "generate", "--budget", "1m", "--count", "24", "--seed", "7", "--format", "json", "--threads", "2")
	require.Equal(t, 0, two.code, two.stderr)
	require.Equal(t, one.stdout, two.stdout)
	recs := jsonRecords(t, one.stdout)
	require.Len(t, recs, 24)
	checkPack(t, recs)
	seen := map[string]bool{}
	for _, rec := range recs {
		seen[rec["puzzle"].(string)] = true
	}
	require.Len(t, seen, 24, "puzzles repeat within a pack")

	// Puzzle N of the pack alone, and a pack made in pieces, are the same.
	for _, i := range []int{0, 5, 23} {
		require.Equal(t, "7", recs[i]["seed"])
		r := sudoku(t, "", "generate", "--budget", "1m", "--seed", "7", "--first", fmt.Sprint(i))
		require.Equal(t, 0, r.code, r.stderr)
		require.Equal(t, recs[i]["puzzle"].(string)+"\n", r.stdout)
	}
	piece := jsonRecords(t, sudoku(t, "", "generate", "--budget", "1m", "--seed", "7", "--first", "10", "--count", "5", "--format", "json").stdout)
	require.Len(t, piece, 5)
	for k, rec := range piece {
		require.Equal(t, recs[10+k]["puzzle"], rec["puzzle"])
		require.EqualValues(t, 11+k, rec["line"])
	}

	// The library makes the same pack.
	opts := engine.GenerateOptions{Seed: 7}
	lib := make([]engine.Generated, 24)
	require.NoError(t, engine.GenerateBatch(&opts, 0, lib, nil, 2))
	for i := range lib {
		require.Equal(t, lib[i].Puzzle.String(), recs[i]["puzzle"])
	}

	// A nearby seed gives another pack, without overlap.
	other := jsonRecords(t, sudoku(t, "", "generate", "--budget", "1m", "--count", "24", "--seed", "8", "--format", "json").stdout)
	for _, rec := range other {
		require.False(t, seen[rec["puzzle"].(string)], "packs 7 and 8 share a puzzle")
	}
}

func TestGenerateTextPipesIntoVerify(t *testing.T) {
	r := sudoku(t, "", "generate", "--budget", "1m", "--count", "30", "--seed", "11", "--symmetry", "rotate180", "--solutions")
	require.Equal(t, 0, r.code, r.stderr)
	lines := strings.Split(strings.TrimSpace(r.stdout), "\n")
	require.Len(t, lines, 30)
	for _, l := range lines {
		f := strings.Fields(l)
		require.Len(t, f, 2)
		p, sol := mustParse(t, f[0]), mustParse(t, f[1])
		require.True(t, engine.IsSolution(p, sol))
		for i := range p {
			require.Equal(t, p[i] != 0, p[80-i] != 0, "not symmetric under a half turn: %s", f[0])
		}
	}
	v := sudoku(t, r.stdout, "verify")
	require.Equal(t, 0, v.code, v.stderr)
	require.Contains(t, v.stdout, "verified 30 puzzles: 30 ok, 0 failed (0.00%)")
}

func TestGenerateCluesAndSymmetries(t *testing.T) {
	for _, sym := range symmetryNames() {
		r := sudoku(t, "", "generate", "--budget", "1m", "--count", "4", "--seed", "5", "--symmetry", sym, "--clues", "30", "--format", "csv")
		require.Equal(t, 0, r.code, "%s: %s", sym, r.stderr)
		rows := csvRows(t, r.stdout)
		require.Len(t, rows, 5)
		orbits, known := symmetryOrbits(sym)
		require.True(t, known, sym)
		for _, row := range rows[1:] {
			p := mustParse(t, row[3])
			require.Equal(t, sym, row[7])
			require.GreaterOrEqual(t, p.Givens(), 30)
			require.LessOrEqual(t, p.Givens(), 33)
			for _, orb := range orbits {
				for _, c := range orb {
					require.Equal(t, p[orb[0]] != 0, p[c] != 0, "%s: %s", sym, row[3])
				}
			}
		}
	}
}

func TestGenerateLevels(t *testing.T) {
	for _, level := range levelNames() {
		r := sudoku(t, "", "generate", "--budget", "1m", "--count", "3", "--seed", "21", "--level", level, "--format", "json")
		require.Equal(t, 0, r.code, "%s: %s", level, r.stderr)
		recs := jsonRecords(t, r.stdout)
		checkPack(t, recs)
		l, ok := parseLevel(level)
		require.True(t, ok)
		lo, hi, ok := engine.LevelBand(l)
		require.True(t, ok)
		for _, rec := range recs {
			want, err := engine.Rate(mustParse(t, rec["puzzle"].(string)))
			require.NoError(t, err)
			require.True(t, want.Complete)
			require.Equal(t, want.Rating, int(math.Round(rec["rating"].(float64)*10)))
			require.GreaterOrEqual(t, want.Rating, lo, level)
			require.LessOrEqual(t, want.Rating, hi, level)
			require.Equal(t, level, rec["level"])
		}
	}
}

// TestGenerateTextRatings checks the rating and level that text output
// with --ratings writes after each puzzle (the generator's own rating when
// a band was asked for) against Rate's, for every level, a band of
// ratings, and no band at all (where the puzzle must be rated).
func TestGenerateTextRatings(t *testing.T) {
	var packs [][]string
	for _, level := range levelNames() {
		packs = append(packs, []string{"--level", level, "--symmetry", "rotate180"})
	}
	packs = append(packs, []string{"--min-rating", "3.0", "--max-rating", "6.6", "--clues", "26"}, nil)
	for _, pack := range packs {
		args := append([]string{"generate", "--budget", "1m", "--count", "4", "--seed", "33", "--ratings"}, pack...)
		r := sudoku(t, "", args...)
		require.Equal(t, 0, r.code, "%v: %s", pack, r.stderr)
		lines := strings.Split(strings.TrimSuffix(r.stdout, "\n"), "\n")
		require.Len(t, lines, 4, "%v", pack)
		for _, line := range lines {
			f := strings.Fields(line)
			require.Len(t, f, 3, "%v: %q", pack, line)
			want, err := engine.Rate(mustParse(t, f[0]))
			require.NoError(t, err)
			require.Equal(t, fmt.Sprintf("%.1f %s", float64(want.Rating)/10, want.Level), f[1]+" "+f[2], "%v: %s", pack, f[0])
		}
	}
	// A puzzle beyond the catalogue (a rating of 1000) is rated again: Rate
	// gives a lower bound and the level "beyond".
	require.False(t, generatorRated(1000))
	require.False(t, generatorRated(-1))
}

func TestGenerateUsageErrors(t *testing.T) {
	for _, args := range [][]string{
		{"--symmetry", "spiral"},
		{"--level", "nightmare"},
		{"--level", "hard", "--min-rating", "3"},
		{"--min-rating", "5", "--max-rating", "4"},
		{"--clues", "16"},
		{"--count", "0"},
		{"--seed", "-1"},
		{"--budget", "0s"},
		{"some-puzzle-file.txt"},
	} {
		r := sudoku(t, "", append([]string{"generate"}, args...)...)
		require.Equal(t, 2, r.code, "%v: %s", args, r.stderr)
		require.Empty(t, r.stdout)
	}
	r := sudoku(t, "", "verify", "--seed", "3", "testdata/mixed.txt")
	require.Equal(t, 2, r.code, "generator flags without --generate")
}

func TestVerifyGenerated(t *testing.T) {
	for _, level := range levelNames() {
		r := sudoku(t, "", "verify", "--budget", "1m", "--generate", "3", "--seed", "8", "--level", level, "--symmetry", "rotate180", "--format", "json")
		require.Equal(t, 0, r.code, "%s: %s", level, r.stderr)
		for _, rec := range jsonRecords(t, r.stdout) {
			require.Equal(t, "ok", rec["status"])
			require.Contains(t, rec, "rating")
		}
	}

	r := sudoku(t, "", "verify", "--budget", "1m", "--generate", "40", "--seed", "99", "--symmetry", "diagonal")
	require.Equal(t, 0, r.code, r.stderr)
	require.Contains(t, r.stdout, "verified 40 puzzles: 40 ok, 0 failed (0.00%)")
	require.Contains(t, r.stdout, "generating")

	r = sudoku(t, "", "verify", "--budget", "1m", "--generate", "10", "--seed", "4", "--format", "json", "--threads", "2")
	require.Equal(t, 0, r.code, r.stderr)
	recs := jsonRecords(t, r.stdout)
	require.Len(t, recs, 10)
	gen := jsonRecords(t, sudoku(t, "", "generate", "--budget", "1m", "--count", "10", "--seed", "4", "--format", "json").stdout)
	for i := range recs {
		require.Equal(t, "ok", recs[i]["status"])
		require.Equal(t, gen[i]["puzzle"], recs[i]["puzzle"], "verify checks the pack generate makes")
		require.Equal(t, gen[i]["solution"], recs[i]["solution"])
	}
	require.Contains(t, r.stderr, fmt.Sprintf("verified %d puzzles", 10))
}

func TestGenerateProgress(t *testing.T) {
	r := sudoku(t, "", "generate", "--budget", "1m", "--count", "20", "--seed", "1", "--progress", "always")
	require.Equal(t, 0, r.code, r.stderr)
	require.Contains(t, r.stderr, "\r\x1b[Ksudoku generate: 0/20 (0%)")
	require.True(t, strings.HasSuffix(r.stderr, "\r\x1b[K"), "the progress line is cleared at the end: %q", r.stderr)
	require.Len(t, strings.Split(strings.TrimSpace(r.stdout), "\n"), 20)
	// Piped standard error (auto): quiet.
	r = sudoku(t, "", "generate", "--budget", "1m", "--count", "20", "--seed", "1")
	require.Empty(t, r.stderr)
}

// TestInterruptLongPack stops a long generate run: what was written is whole
// JSON records of the pack, in order, and the exit status is 130.
func TestInterruptLongPack(t *testing.T) {
	if runtime.GOOS == "windows" {
		t.Skip("no SIGINT to send on Windows")
	}
	cmd := exec.Command(binary, "generate", "--count", "1000000", "--seed", "5", "--format", "json", "--progress", "never")
	stdout, err := cmd.StdoutPipe()
	require.NoError(t, err)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	require.NoError(t, cmd.Start())
	defer cmd.Process.Kill()
	var out bytes.Buffer
	br := bufio.NewReader(stdout)
	for out.Len() < 1<<17 { // some records, across a few output buffers
		b, err := br.ReadBytes('\n')
		require.NoError(t, err)
		out.Write(b)
	}
	require.NoError(t, cmd.Process.Signal(os.Interrupt))
	rest, err := io.ReadAll(br)
	require.NoError(t, err)
	out.Write(rest)
	err = cmd.Wait()
	var ee *exec.ExitError
	require.True(t, errors.As(err, &ee), "%v", err)
	require.Equal(t, 130, ee.ExitCode())
	require.Contains(t, stderr.String(), "interrupted after")
	recs := jsonRecords(t, out.String())
	for i, rec := range recs {
		require.EqualValues(t, i+1, rec["line"])
		require.Equal(t, "ok", rec["status"])
	}
	require.Contains(t, stderr.String(), fmt.Sprintf("interrupted after %d records", len(recs)))
}
