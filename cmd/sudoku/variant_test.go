package main

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/libsudoku/libsudoku/engine"
)

// Published puzzles (see engine/variant_published_test.go for the sources).
const (
	hexadoku         = "C.89.6F.4..BE.D1..5..8...D.GB..3B..........548....6...AG.......9.5..C9...F.8A4....F48D....GEC..5AG.8..6E.4....9.6..E.G4.35B9D.1..9......C....1E6..E......9..G.F...B.A.G..78...CD...D.BC....F835.8B.A.C2...6..74.E.DFG.8.B....9......F.B..E..6....7461AD..C..F..."
	hexadokuSolution = "CA8926F5437BEGD11F5248E79DAGBC63BEG7D39C162548AF4D63B1AGE8FC2579D57BC9326F18A4GE93F48D1B7AGEC625AG185F6ED4C23B9762CE7G4A35B9DF18F9AG3258CBD471E658EC647D2931GAFB34B1AEGF578692CD762D9BC1AGEF83548B9AEC23F16D574GECDFG586B247193A2135F7B4GE9A6D8CG7461AD98C53FEB2"
	killer           = "9x9,k=aabbcddeeaafgchieejffgchiikjggglhhhkmmmlllnnnoppplqqqrossptquurvvsptquwwvvxxtyyww,s=20/9/17/9/20/22/16/27/18/8/11/15/12/22/8/30/17/11/11/19/16/24/17/16/10"
	killerSolution   = "632798154478165392195324786724639815813452679569817243346571928981243567257986431"
	xSudoku          = "2.............62....1....7...6..8...3...9...7...6..4...4....8....52.............3"
	xSolution        = "267945381853716249491823576576438192384192657129657438642379815935281764718564923"
	empty81          = "................................................................................."
)

func TestVariantSolveCount(t *testing.T) {
	r := sudoku(t, "", "solve", "--variant", "16x16", hexadoku)
	require.Equal(t, 0, r.code, r.stderr)
	assert.Equal(t, hexadokuSolution+"\n", r.stdout)

	r = sudoku(t, "", "solve", killer+" "+empty81)
	require.Equal(t, 0, r.code, r.stderr)
	assert.Equal(t, killerSolution+"\n", r.stdout)

	r = sudoku(t, "", "count", "--limit", "2", "--variant", "9x9,x", xSudoku)
	require.Equal(t, 0, r.code, r.stderr)
	assert.Equal(t, "1 9x9,x "+xSudoku+"\n", r.stdout)
	// The same puzzle has several solutions without its diagonals.
	r = sudoku(t, "", "count", "--limit", "2", xSudoku)
	assert.Equal(t, "2+ "+xSudoku+"\n", r.stdout)

	r = sudoku(t, "", "solve", "--pretty", "--variant", "4x4", "1...............")
	require.Equal(t, 0, r.code, r.stderr)
	assert.Equal(t, "1 2 | 3 4\n3 4 | 1 2\n----+----\n2 1 | 4 3\n4 3 | 2 1\n\n", r.stdout)
}

// TestVariantPackLines reads a file mixing classic lines and lines that
// carry their variant, good and bad: each line is solved in its own
// variant, and each bad one is reported with its line and column.
func TestVariantPackLines(t *testing.T) {
	pack := strings.Join([]string{
		"# a pack of variants",
		xSudoku,                                    // 2: classic: several solutions, solved anyway
		"9x9,x " + xSudoku + " 1.5 easy",           // 3: X-Sudoku, a rating after it
		killer + " " + empty81,                     // 4
		"16x16 " + hexadoku,                        // 5
		"9x9 " + xSudoku,                           // 6: plain 9x9 is classic
		"9x9,q " + xSudoku,                         // 7: an unknown item at column 5
		"6x6 ....7...............................", // 8: a digit above 6 at column 9
		"6x6 11..................................", // 9: a clash
		"9x9,k=aa" + strings.Repeat(".", 79) + ",s=18 " + empty81, // 10: a sum out of reach, at column 91
	}, "\n")
	path := filepath.Join(t.TempDir(), "pack.txt")
	require.NoError(t, os.WriteFile(path, []byte(pack), 0o644))
	r := sudoku(t, "", "solve", path)
	assert.Equal(t, 1, r.code)
	lines := strings.Split(strings.TrimSpace(r.stdout), "\n")
	require.Len(t, lines, 5, r.stdout)
	assert.Equal(t, xSolution, lines[1])
	assert.Equal(t, killerSolution, lines[2])
	assert.Equal(t, hexadokuSolution, lines[3])
	for _, want := range []string{
		"pack.txt:7: sudoku: variant: column 5: unknown item \"q\": want b=, j=, x, w, g=, k= or s=",
		"pack.txt:8: sudoku: digit '7' (7) at column 9 (byte 8) is above 6, the largest digit of a 6x6 grid",
		"pack.txt:9: sudoku: digit 1 appears twice in row 1, at r1c1 and r1c2",
		"pack.txt:10: sudoku: variant: column 91: cage 1 at r1c1 has sum 18, which 2 different digits 1-9 cannot make (they make 3 to 17)",
	} {
		assert.Contains(t, r.stderr, want)
	}

	// JSON records carry the pack line of each variant puzzle.
	r = sudoku(t, "", "validate", "--format", "json", path)
	recs := jsonRecords(t, r.stdout)
	require.Len(t, recs, 9)
	assert.Equal(t, "9x9,x "+xSudoku, recs[1]["puzzle"])
	assert.Equal(t, "ok", recs[3]["status"])
	assert.Equal(t, xSudoku, recs[4]["puzzle"], "a 9x9 line is classic")
	assert.Equal(t, "invalid", recs[7]["status"])
	assert.Equal(t, "6x6 11..................................", recs[7]["puzzle"])
}

func TestVariantRateHint(t *testing.T) {
	r := sudoku(t, "", "rate", "--variant", "9x9,x", xSudoku)
	require.Equal(t, 0, r.code, r.stderr)
	assert.Equal(t, "9x9,x "+xSudoku+" 1.5 easy hardest: Hidden Single\n", r.stdout)

	r = sudoku(t, "", "hint", "--variant", "9x9,x", xSudoku)
	require.Equal(t, 0, r.code, r.stderr)
	assert.Equal(t, "Hidden Single: in the main diagonal, 6 can only go in r8c8. [SE 1.5]\n", r.stdout)

	r = sudoku(t, "", "hint", "--format", "json", killer+" "+empty81)
	require.Equal(t, 0, r.code, r.stderr)
	rec := jsonRecords(t, r.stdout)[0]
	assert.Equal(t, "Cage Combination", rec["technique"])
	assert.Equal(t, "r1c3-9 r1c4-9", rec["eliminations"])

	// The player's grid: a wrong digit is a mistake.
	wrong := "1" + hexadoku[1:]
	r = sudoku(t, "", "hint", "--variant", "16x16", "--grid", wrong, hexadoku)
	require.Equal(t, 0, r.code, r.stderr)
	assert.Equal(t, "mistakes: r1c1 disagrees with the solution\n", r.stdout)
}

// TestVariantGenerateVerify generates packs of variants and checks them
// with verify, both by reading the pack back and with verify --generate.
func TestVariantGenerateVerify(t *testing.T) {
	for _, args := range [][]string{
		{"--variant", "6x6", "--symmetry", "rotate180"},
		{"--variant", "9x9,x"},
		{"--variant", "16x16", "--count", "2"},
		{"--killer", "--symmetry", "mirror-vertical"},
		{"--variant", "6x6", "--killer", "--max-cage", "4"},
		{"--variant", "9x9,w", "--jigsaw", "--level", "easy"},
	} {
		gen := append([]string{"generate", "--seed", "3", "--count", "5", "--budget", "1m"}, args...)
		r := sudoku(t, "", gen...)
		require.Equal(t, 0, r.code, "%v: %s", args, r.stderr)
		lines := strings.Split(strings.TrimSpace(r.stdout), "\n")
		require.GreaterOrEqual(t, len(lines), 2, "%v", args)
		for _, l := range lines {
			require.True(t, startsWithVariant(l), "%v: %q", args, l)
			v, err := engine.ParseVariant(strings.Fields(l)[0])
			require.NoError(t, err)
			g, err := v.ParseGrid(strings.Fields(l)[1])
			require.NoError(t, err)
			n, err := v.CountSolutions(g, 2)
			require.NoError(t, err)
			assert.Equal(t, 1, n, "%v: %s is not unique", args, l)
		}
		r = sudoku(t, r.stdout, "verify", "--progress", "never")
		require.Equal(t, 0, r.code, "%v: %s", args, r.stderr)
		assert.Contains(t, r.stdout, "0 failed")
		ver := append([]string{"verify", "--progress", "never", "--seed", "3", "--budget", "1m", "--generate", "5"}, args...)
		ver = slicesWithout(ver, "--count")
		r = sudoku(t, "", ver...)
		require.Equal(t, 0, r.code, "%v: %s", ver, r.stderr)
		assert.Contains(t, r.stdout, "0 failed", "%v", ver)
	}
	r := sudoku(t, "", "generate", "--max-cage", "3")
	assert.Equal(t, 2, r.code)
	assert.Contains(t, r.stderr, "--max-cage needs --killer")
	r = sudoku(t, "", "generate", "--variant", "7x7")
	assert.Equal(t, 2, r.code)
	assert.Contains(t, r.stderr, "--variant: sudoku: variant: size 7 has no rectangular boxes: give a jigsaw layout")
}

// TestVariantGenerateTextRatings checks the rating and level that text
// output with --ratings writes after each puzzle of a variant (the
// generator's own rating when a band was asked for) against the variant's
// Rate, with bands, without one, and with a lower bound only, which the
// X-Sudoku puzzles the catalogue cannot finish meet (the generator rates
// them 1000; Rate gives a lower bound and "beyond").
func TestVariantGenerateTextRatings(t *testing.T) {
	for _, args := range [][]string{
		{"--variant", "9x9,x", "--level", "medium"},
		{"--variant", "6x6", "--level", "easy"},
		{"--jigsaw", "--level", "hard"},
		{"--killer", "--level", "medium"},
		{"--variant", "9x9,x"},
		{"--variant", "9x9,x", "--min-rating", "4.0"},
	} {
		gen := append([]string{"generate", "--seed", "7", "--count", "4", "--budget", "1m", "--ratings"}, args...)
		r := sudoku(t, "", gen...)
		require.Equal(t, 0, r.code, "%v: %s", args, r.stderr)
		lines := strings.Split(strings.TrimSuffix(r.stdout, "\n"), "\n")
		require.Len(t, lines, 4, "%v", args)
		for _, l := range lines {
			f := strings.Fields(l)
			require.Len(t, f, 4, "%v: %q", args, l)
			v, err := engine.ParseVariant(f[0])
			require.NoError(t, err)
			g, err := v.ParseGrid(f[1])
			require.NoError(t, err)
			want, err := v.Rate(g)
			require.NoError(t, err)
			assert.Equal(t, fmt.Sprintf("%.1f %s", float64(want.Rating)/10, want.Level), f[2]+" "+f[3], "%v: %s", args, l)
		}
	}
}

// slicesWithout returns args without the flag name and its value.
func slicesWithout(args []string, name string) []string {
	var out []string
	for i := 0; i < len(args); i++ {
		if args[i] == name {
			i++
			continue
		}
		out = append(out, args[i])
	}
	return out
}
