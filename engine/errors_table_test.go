package engine

import (
	"bufio"
	"errors"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// statusName is the C status the bindings report for an engine error: the
// engine has no statuses, its errors are types and values.
func statusName(err error) string {
	var (
		pe *ParseError
		re *RangeError
		ce *ConflictError
	)
	switch {
	case errors.As(err, &pe):
		return "SUDOKU_E_PARSE"
	case errors.As(err, &re):
		return "SUDOKU_E_RANGE"
	case errors.As(err, &ce):
		return "SUDOKU_E_CONFLICT"
	case errors.Is(err, ErrUnsolvable):
		return "SUDOKU_E_UNSOLVABLE"
	case errors.Is(err, ErrNotUnique):
		return "SUDOKU_E_NOT_UNIQUE"
	case errors.Is(err, ErrLimit):
		return "SUDOKU_E_LIMIT"
	}
	return "unexpected: " + err.Error()
}

// errorCells are the cells an engine error is about, as the bindings list
// them.
func errorCells(err error) string {
	var (
		re *RangeError
		ce *ConflictError
	)
	switch {
	case errors.As(err, &ce):
		return strconv.Itoa(ce.Cells[0]) + "," + strconv.Itoa(ce.Cells[1])
	case errors.As(err, &re):
		return strconv.Itoa(re.Cell)
	}
	return "-"
}

// TestErrorTable runs tests/errors/cases.tsv, the bad inputs every binding
// reports the same way, through the engine: the error has the table's kind
// (the status it maps to), cells and message (after Go's "sudoku: ").
func TestErrorTable(t *testing.T) {
	f, err := os.Open(filepath.Join("..", "tests", "errors", "cases.tsv"))
	require.NoError(t, err)
	defer f.Close()
	classic, err := Parse("53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79")
	require.NoError(t, err)
	n := 0
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := sc.Text()
		if line == "" || line[0] == '#' {
			continue
		}
		c := strings.Split(line, "\t")
		require.Len(t, c, 6, line)
		n++
		input := strings.NewReplacer(`\n`, "\n", `\t`, "\t", `\\`, `\`).Replace(c[1])
		var err error
		switch c[0] {
		case "parse":
			_, err = Parse(input)
		case "check_text":
			var g Grid
			if g, err = Parse(input); err == nil {
				err = g.Validate()
			}
		default:
			p, perr := Parse(input)
			require.NoError(t, perr, line)
			g := p
			if c[2] != "-" {
				for _, e := range strings.Split(c[2], ",") {
					cell, value, _ := strings.Cut(e, "=")
					i, _ := strconv.Atoi(cell)
					v, _ := strconv.Atoi(value)
					g[i] = uint8(v)
				}
			}
			switch c[0] {
			case "validate", "format":
				err = g.Validate() // the engine formats anything; the C layer checks the range
			case "solve":
				_, err = Solve(&g)
			case "count":
				_, err = CountSolutions(&g, 2)
			case "rate":
				_, err = Rate(&g)
			case "hint_puzzle":
				_, err = Hint(&g, &g, nil)
			case "hint_grid":
				_, err = Hint(&p, &g, nil)
			case "solve_batch":
				errs := make([]error, 3)
				require.NoError(t, SolveBatch([]Grid{classic, g, classic}, make([]Grid, 3), errs, 0))
				require.NoError(t, errs[0])
				err = errs[1]
			default:
				t.Fatalf("unknown call %s", c[0])
			}
		}
		require.Error(t, err, line)
		assert.Equal(t, c[3], statusName(err), line)
		assert.Equal(t, c[4], errorCells(err), line)
		assert.Equal(t, "sudoku: "+c[5], err.Error(), line)
	}
	require.NoError(t, sc.Err())
	assert.GreaterOrEqual(t, n, 10)
}
