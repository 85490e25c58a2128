//go:build linux || darwin || freebsd || netbsd

package sudoku

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

// errorCase is one line of tests/errors/cases.tsv, the bad inputs every
// binding must report the same way.
type errorCase struct {
	call, input, edits, status, cells, message string
}

// readErrorCases reads the shared table.
func readErrorCases(t *testing.T) []errorCase {
	f, err := os.Open(filepath.Join("..", "..", "tests", "errors", "cases.tsv"))
	require.NoError(t, err)
	defer f.Close()
	var cases []errorCase
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := sc.Text()
		if line == "" || line[0] == '#' {
			continue
		}
		f := strings.Split(line, "\t")
		require.Len(t, f, 6, line)
		input := strings.NewReplacer(`\n`, "\n", `\t`, "\t", `\\`, `\`).Replace(f[1])
		cases = append(cases, errorCase{f[0], input, f[2], f[3], f[4], f[5]})
	}
	require.NoError(t, sc.Err())
	require.GreaterOrEqual(t, len(cases), 10)
	return cases
}

// grids returns the case's input read as a grid and the grid edited.
func (c *errorCase) grids(t *testing.T, lib *Library) (Grid, Grid) {
	p, err := lib.Parse(c.input)
	require.NoError(t, err, c.input)
	g := p
	if c.edits != "-" {
		for _, e := range strings.Split(c.edits, ",") {
			cell, value, _ := strings.Cut(e, "=")
			i, _ := strconv.Atoi(cell)
			v, _ := strconv.Atoi(value)
			g[i] = uint8(v)
		}
	}
	return p, g
}

// TestErrorTable runs the shared table of bad inputs: every call's error
// has the table's status, status name, cells and message.
func TestErrorTable(t *testing.T) {
	lib := open(t)
	classic, err := lib.Parse("53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79")
	require.NoError(t, err)
	for _, c := range readErrorCases(t) {
		var err error
		switch c.call {
		case "parse":
			_, err = lib.Parse(c.input)
		case "check_text":
			_, err = lib.CheckText(c.input)
		default:
			p, g := c.grids(t, lib)
			switch c.call {
			case "validate":
				err = lib.Validate(&g)
			case "solve":
				_, err = lib.Solve(&g)
			case "count":
				_, err = lib.CountSolutions(&g, 2)
			case "rate":
				_, err = lib.Rate(&g)
			case "format":
				_, err = lib.Format(&g)
			case "hint_puzzle":
				_, err = lib.Hint(&g, &g, nil)
			case "hint_grid":
				_, err = lib.Hint(&p, &g, nil)
			case "solve_batch":
				ps := []Grid{classic, g, classic}
				errs := make([]error, 3)
				require.NoError(t, lib.SolveBatch(ps, make([]Grid, 3), errs, 0))
				require.NoError(t, errs[0])
				err = errs[1]
			default:
				t.Fatalf("unknown call %s", c.call)
			}
		}
		var e *Error
		require.ErrorAs(t, err, &e, "%s %q", c.call, c.input)
		cells := "-"
		if len(e.Cells) > 0 {
			var s []string
			for _, x := range e.Cells {
				s = append(s, strconv.Itoa(x))
			}
			cells = strings.Join(s, ",")
		}
		assert.Equal(t, c.status, e.Status.String(), "%s %q", c.call, c.input)
		assert.Equal(t, c.status, lib.StatusString(e.Status))
		assert.Equal(t, c.cells, cells, "%s %q", c.call, c.input)
		assert.Equal(t, c.message, e.Detail, "%s %q", c.call, c.input)
		assert.Equal(t, "sudoku: "+c.message, err.Error())
		assert.True(t, errors.Is(err, e.Status))
	}
}
