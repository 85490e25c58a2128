package main

import (
	"bufio"
	"bytes"
	"encoding/csv"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/libsudoku/libsudoku/engine"
)

// binary is the sudoku command built once for all tests.
var binary string

func TestMain(m *testing.M) {
	dir, err := os.MkdirTemp("", "sudoku-cli-test")
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	binary = filepath.Join(dir, "sudoku")
	out, err := exec.Command("go", "build", "-o", binary, ".").CombinedOutput()
	if err != nil {
		fmt.Fprintf(os.Stderr, "building the command: %v\n%s", err, out)
		os.RemoveAll(dir)
		os.Exit(1)
	}
	code := m.Run()
	os.RemoveAll(dir)
	os.Exit(code)
}

// result is what a run of the binary gave.
type result struct {
	stdout, stderr string
	code           int
}

// sudoku runs the binary with args and stdin (nil: no input) and returns
// its output and exit status.
func sudoku(t *testing.T, stdin string, args ...string) result {
	t.Helper()
	cmd := exec.Command(binary, args...)
	cmd.Stdin = strings.NewReader(stdin)
	var out, errb bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errb
	err := cmd.Run()
	code := 0
	if err != nil {
		var ee *exec.ExitError
		require.True(t, errors.As(err, &ee), "running %v: %v", args, err)
		code = ee.ExitCode()
	}
	return result{out.String(), errb.String(), code}
}

// jsonRecords parses JSON Lines output.
func jsonRecords(t *testing.T, out string) []map[string]any {
	t.Helper()
	var recs []map[string]any
	sc := bufio.NewScanner(strings.NewReader(out))
	for sc.Scan() {
		var m map[string]any
		require.NoError(t, json.Unmarshal(sc.Bytes(), &m), "line %q", sc.Text())
		recs = append(recs, m)
	}
	return recs
}

// fixtureLine is one line of testdata/mixed.txt as the tests expect it.
type fixtureLine struct {
	line   int
	status string // for solve
	err    string // part of the precise error, for bad lines
	count  int    // solutions (at most 1000), for valid lines
}

// mixed lists the puzzle lines of testdata/mixed.txt: comments and blank
// lines (1, 3, 6, 14) are not records.
var mixed = []fixtureLine{
	{line: 2, status: "ok", count: 1},
	{line: 4, status: "ok", count: 1}, // a rating after the puzzle
	{line: 5, status: "invalid", err: "digit 5 appears twice in row 1, at r1c1 and r1c2"},
	{line: 7, status: "invalid", err: "found 80 cells, want 81"},
	{line: 8, status: "ok", count: 1},
	{line: 9, status: "invalid", err: "unexpected character 'x' at column 10"},
	{line: 10, status: "unsolvable", err: "no solution", count: 0},
	{line: 11, status: "ok", count: 1},
	{line: 12, status: "ok", count: 1000}, // 16 givens, a comment after it
	{line: 13, status: "ok", count: 1},    // cells separated by spaces
}

// fixturePuzzles parses the puzzle of every fixture line the independent
// way: the first 81 cells of the line's text, ignoring spaces.
func fixturePuzzles(t *testing.T) map[int]engine.Grid {
	t.Helper()
	data, err := os.ReadFile("testdata/mixed.txt")
	require.NoError(t, err)
	lines := strings.Split(string(data), "\n")
	out := map[int]engine.Grid{}
	for _, f := range mixed {
		if f.status == "invalid" {
			continue
		}
		cells := strings.ReplaceAll(lines[f.line-1], " ", "")[:81]
		g, err := engine.Parse(cells)
		require.NoError(t, err, "line %d", f.line)
		out[f.line] = g
	}
	return out
}

func TestHelpAndUsageErrors(t *testing.T) {
	r := sudoku(t, "", "help")
	require.Equal(t, 0, r.code)
	for _, c := range commands {
		require.Contains(t, r.stdout, c.name)
		h := sudoku(t, "", c.name, "--help")
		require.Equal(t, 0, h.code, c.name)
		require.Contains(t, h.stdout, "Usage:\n  sudoku "+c.name)
		require.Contains(t, h.stdout, "Examples:\n  sudoku "+c.name, c.name)
		require.Equal(t, h.stdout, sudoku(t, "", "help", c.name).stdout)
	}
	for _, args := range [][]string{
		{},
		{"frobnicate"},
		{"solve", "--no-such-flag"},
		{"solve", "--format", "xml"},
		{"solve", "--threads", "0"},
		{"count", "--limit", "0"},
		{"bench", "--repeat", "0"},
	} {
		r := sudoku(t, "", args...)
		require.Equal(t, 2, r.code, "%v: %s", args, r.stderr)
		require.NotEmpty(t, r.stderr)
		require.Empty(t, r.stdout)
	}
}

func TestSolveFileTextReportsBadLinesAndSolvesTheRest(t *testing.T) {
	r := sudoku(t, "", "solve", "testdata/mixed.txt")
	require.Equal(t, 1, r.code)
	puzzles := fixturePuzzles(t)
	var sols []string
	for _, l := range strings.Split(strings.TrimSpace(r.stdout), "\n") {
		sols = append(sols, l)
	}
	i := 0
	for _, f := range mixed {
		if f.status != "ok" {
			require.Contains(t, r.stderr, fmt.Sprintf("testdata/mixed.txt:%d: sudoku: %s", f.line, ""))
			require.Contains(t, r.stderr, f.err)
			continue
		}
		require.Less(t, i, len(sols), "too few solutions")
		sol, err := engine.Parse(sols[i])
		require.NoError(t, err)
		p := puzzles[f.line]
		require.True(t, engine.IsSolution(&p, &sol), "line %d: %s", f.line, sols[i])
		i++
	}
	require.Equal(t, i, len(sols))
	require.Contains(t, r.stderr, "4 of 10 failed")
}

func TestSolveJSONFromPipe(t *testing.T) {
	data, err := os.ReadFile("testdata/mixed.txt")
	require.NoError(t, err)
	r := sudoku(t, string(data), "solve", "--format", "json", "--threads", "2")
	require.Equal(t, 1, r.code)
	recs := jsonRecords(t, r.stdout)
	require.Len(t, recs, len(mixed))
	puzzles := fixturePuzzles(t)
	for i, f := range mixed {
		rec := recs[i]
		require.Equal(t, "stdin", rec["source"])
		require.EqualValues(t, f.line, rec["line"])
		require.Equal(t, f.status, rec["status"], "line %d", f.line)
		if f.status != "ok" {
			require.Contains(t, rec["error"], f.err, "line %d", f.line)
			require.NotContains(t, rec, "solution")
			continue
		}
		p := puzzles[f.line]
		require.Equal(t, p.String(), rec["puzzle"])
		require.EqualValues(t, p.Givens(), rec["givens"])
		sol, err := engine.Parse(rec["solution"].(string))
		require.NoError(t, err)
		require.True(t, engine.IsSolution(&p, &sol), "line %d", f.line)
	}
	// The raw text is kept for a line that did not parse.
	require.Equal(t, strings.Repeat(".", 80), recs[3]["input"])
}

func TestCountCSVAgreesWithEngine(t *testing.T) {
	r := sudoku(t, "", "count", "--format", "csv", "testdata/mixed.txt")
	require.Equal(t, 1, r.code)
	rows := csvRows(t, r.stdout)
	require.Equal(t, []string{"source", "line", "status", "puzzle", "solutions", "at_least", "error"}, rows[0])
	rows = rows[1:]
	require.Len(t, rows, len(mixed))
	puzzles := fixturePuzzles(t)
	for i, f := range mixed {
		row := rows[i]
		require.Equal(t, fmt.Sprint(f.line), row[1])
		if f.status == "invalid" {
			require.Equal(t, "invalid", row[2])
			require.Contains(t, row[6], f.err)
			continue
		}
		p := puzzles[f.line]
		want, err := engine.CountSolutions(&p, 1000)
		require.NoError(t, err)
		require.Equal(t, f.count, want, "fixture line %d", f.line)
		require.Equal(t, "ok", row[2], "line %d: %v", f.line, row)
		require.Equal(t, fmt.Sprint(want), row[4], "line %d", f.line)
		require.Equal(t, fmt.Sprint(want >= 1000), row[5], "line %d", f.line)
	}
}

func TestCountTextLimit(t *testing.T) {
	empty := strings.Repeat(".", 81)
	r := sudoku(t, "", "count", "--limit", "7", empty)
	require.Equal(t, 0, r.code, r.stderr)
	require.Equal(t, "7+ "+empty+"\n", r.stdout)
	r = sudoku(t, "", "count", "--limit", "100000", "--budget", "10", empty)
	require.Equal(t, 1, r.code)
	require.Contains(t, r.stderr, "argument 1: sudoku: search budget exhausted")
}

func TestArgumentsPuzzlesFilesAndStdin(t *testing.T) {
	// A puzzle argument, a file, "-" for standard input: records in order.
	const p = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......"
	r := sudoku(t, p+"\n", "validate", "--format", "json", p, "testdata/mixed.txt", "-")
	require.Equal(t, 1, r.code)
	recs := jsonRecords(t, r.stdout)
	require.Len(t, recs, 1+len(mixed)+1)
	require.Equal(t, "args", recs[0]["source"])
	require.EqualValues(t, 1, recs[0]["line"])
	require.Equal(t, "testdata/mixed.txt", recs[1]["source"])
	require.Equal(t, "stdin", recs[len(recs)-1]["source"])
	require.Equal(t, "ok", recs[len(recs)-1]["status"])

	// A drawing is accepted as an argument.
	g, err := engine.Parse(p)
	require.NoError(t, err)
	r = sudoku(t, "", "solve", g.Pretty())
	require.Equal(t, 0, r.code, r.stderr)
	sol, err := engine.Parse(r.stdout)
	require.NoError(t, err)
	require.True(t, engine.IsSolution(&g, &sol))

	// A missing file is not mistaken for a puzzle silently.
	r = sudoku(t, "", "solve", "no-such-file.txt")
	require.Equal(t, 1, r.code)
	require.Contains(t, r.stderr, "not a file")
	require.Contains(t, r.stderr, "no-such-file.txt")
}

func TestValidateAllGoodExitsZeroAndCRLF(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "crlf.txt")
	const p = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
	require.NoError(t, os.WriteFile(path, []byte("# pack\r\n"+p+"\r\n\r\n"+p+" 1.2\r\n"), 0o644))
	r := sudoku(t, "", "validate", path)
	require.Equal(t, 0, r.code, r.stderr)
	require.Equal(t, path+":2: ok, 30 givens\n"+path+":4: ok, 30 givens\n", r.stdout)
	require.Empty(t, r.stderr)
}

func TestVerifyGivenPuzzles(t *testing.T) {
	r := sudoku(t, "", "verify", "testdata/mixed.txt")
	require.Equal(t, 1, r.code)
	require.Contains(t, r.stderr, "testdata/mixed.txt:10: sudoku: the puzzle has no solution")
	require.Contains(t, r.stderr, "testdata/mixed.txt:12: sudoku: the puzzle has more than one solution")
	require.Contains(t, r.stderr, "testdata/mixed.txt:9: sudoku: unexpected character 'x' at column 10")
	require.Contains(t, r.stdout, "verified 10 puzzles: 5 ok, 5 failed (50.00%)")

	r = sudoku(t, "", "verify", "--format", "json", "testdata/mixed.txt")
	require.Equal(t, 1, r.code)
	recs := jsonRecords(t, r.stdout)
	require.Len(t, recs, len(mixed))
	want := map[int]string{5: "invalid", 7: "invalid", 9: "invalid", 10: "unsolvable", 12: "multiple"}
	for i, f := range mixed {
		s, ok := want[f.line]
		if !ok {
			s = "ok"
		}
		require.Equal(t, s, recs[i]["status"], "line %d", f.line)
	}
	require.Contains(t, r.stderr, "verified 10 puzzles")

	good := "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......\n"
	r = sudoku(t, good+good, "verify")
	require.Equal(t, 0, r.code, r.stderr)
	require.Contains(t, r.stdout, "verified 2 puzzles: 2 ok, 0 failed")
}

func TestBench(t *testing.T) {
	r := sudoku(t, "", "bench", "--format", "json", "--repeat", "2", "testdata/mixed.txt")
	require.Equal(t, 1, r.code) // bad lines and an unsolvable puzzle
	var rep benchReport
	require.NoError(t, json.Unmarshal([]byte(r.stdout), &rep), r.stdout)
	require.Equal(t, 7, rep.Puzzles)
	require.Equal(t, 3, rep.Invalid)
	require.Equal(t, 1, rep.Failed)
	require.Equal(t, 2, rep.Repeat)
	require.Greater(t, rep.MaxUS, 0.0)
	require.LessOrEqual(t, rep.MedianUS, rep.MaxUS)
	require.Contains(t, r.stderr, "testdata/mixed.txt:10: sudoku: the puzzle has no solution")
	require.Contains(t, r.stderr, "testdata/mixed.txt:5: sudoku: digit 5")

	r = sudoku(t, "", "bench", "testdata/mixed.txt", "--threads", "2")
	require.Contains(t, r.stdout, "per puzzle  mean")
}

// csvRows parses CSV output.
func csvRows(t *testing.T, out string) [][]string {
	t.Helper()
	rows, err := csv.NewReader(strings.NewReader(out)).ReadAll()
	require.NoError(t, err)
	return rows
}

func TestOverlongLineIsReportedAndSkipped(t *testing.T) {
	const p = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
	long := strings.Repeat("1", 3<<20)
	in := p + "\n" + long + "\r\n" + p // no final newline
	r := sudoku(t, in, "validate")
	require.Equal(t, 1, r.code)
	require.Equal(t, "stdin:1: ok, 30 givens\nstdin:3: ok, 30 givens\n", r.stdout)
	require.Contains(t, r.stderr, "stdin:2: line longer than")
	r = sudoku(t, p+"\n"+long, "validate")
	require.Equal(t, 1, r.code)
	require.Contains(t, r.stderr, "stdin:2: line longer than")
}

func TestLineForms(t *testing.T) {
	const p = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
	groups := []string{}
	for i := 0; i < 81; i += 9 {
		groups = append(groups, p[i:i+9])
	}
	in := strings.Join([]string{
		p + " 5.6",                              // 1: a rating after the puzzle
		"  " + p + "\tname",                     // 2: indented, a tab and a name
		strings.Join(groups, " "),               // 3: nine groups of nine
		strings.Join(strings.Split(p, ""), " "), // 4: cells apart
		p[:80] + " 5",                           // 5: 80 cells and a rating: not read as 81
		"  " + p[:20] + "x" + p[21:] + " 1.2",   // 6: the column counts the indent
	}, "\n")
	r := sudoku(t, in, "validate", "--format", "json")
	require.Equal(t, 1, r.code)
	recs := jsonRecords(t, r.stdout)
	require.Len(t, recs, 6)
	for i := 0; i < 4; i++ {
		require.Equal(t, "ok", recs[i]["status"], "line %d: %v", i+1, recs[i])
		require.Equal(t, p, recs[i]["puzzle"])
	}
	require.Equal(t, "sudoku: found 80 cells, want 81", recs[4]["error"])
	require.Equal(t, "sudoku: unexpected character 'x' at column 23; cells are 1-9, '.' or '0'", recs[5]["error"])
}

func TestProgressOnlyOnATerminalOrWhenAsked(t *testing.T) {
	r := sudoku(t, "", "verify", "--progress", "always", "testdata/mixed.txt")
	require.Equal(t, 1, r.code)
	require.Contains(t, r.stderr, "\r\x1b[Ksudoku verify: 0/10 (0%)")
	require.Contains(t, r.stderr, "\r\x1b[K", "the progress line is cleared")
	// Piped standard error (auto): only the failures.
	r = sudoku(t, "", "verify", "testdata/mixed.txt")
	require.NotContains(t, r.stderr, "\r")
}

func TestVersion(t *testing.T) {
	want := fmt.Sprintf("sudoku %s (libsudoku ABI %d, generator %d)\n", engine.Version, engine.ABIVersion, engine.GeneratorVersion)
	for _, args := range [][]string{{"version"}, {"--version"}} {
		r := sudoku(t, "", args...)
		require.Equal(t, 0, r.code, "%v: %s", args, r.stderr)
		require.Equal(t, want, r.stdout, "%v", args)
	}
	header, err := os.ReadFile("../../include/sudoku.h")
	require.NoError(t, err)
	require.Contains(t, string(header), "#define SUDOKU_VERSION \""+engine.Version+"\"", "engine.Version is the header's")
	require.Equal(t, 2, sudoku(t, "", "version", "extra").code)
}
