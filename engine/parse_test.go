package engine

import (
	"errors"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

const classic = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"

func TestParseLineAndPrettyRoundTrip(t *testing.T) {
	g, err := Parse(classic)
	require.NoError(t, err)
	assert.Equal(t, uint8(5), g[0])
	assert.Equal(t, uint8(0), g[2])
	assert.Equal(t, uint8(9), g[80])
	assert.Equal(t, 30, g.Givens())
	assert.Equal(t, classic, g.String())

	pretty := g.Pretty()
	assert.Equal(t, 11, strings.Count(pretty, "\n"))
	assert.True(t, strings.HasPrefix(pretty, "5 3 . | . 7 . | . . .\n"), pretty)
	back, err := Parse(pretty)
	require.NoError(t, err)
	assert.Equal(t, g, back)
}

func TestParseAcceptsZerosAndPastedDrawings(t *testing.T) {
	zeros := strings.ReplaceAll(classic, ".", "0")
	g, err := Parse(zeros)
	require.NoError(t, err)
	assert.Equal(t, classic, g.String())

	drawn := "+-------+-------+-------+\r\n"
	for r := 0; r < 9; r++ {
		row := classic[r*9 : r*9+9]
		drawn += "| " + spaced(row[0:3]) + " | " + spaced(row[3:6]) + " | " + spaced(row[6:9]) + " |\r\n"
	}
	g, err = Parse("\t" + drawn + "  \n")
	require.NoError(t, err)
	assert.Equal(t, classic, g.String())
}

func spaced(s string) string { return strings.Join(strings.Split(s, ""), " ") }

func TestParseErrorsArePrecise(t *testing.T) {
	_, err := Parse(classic[:80])
	var pe *ParseError
	require.True(t, errors.As(err, &pe))
	assert.Equal(t, 80, pe.Cells)
	assert.Equal(t, "sudoku: found 80 cells, want 81", err.Error())

	_, err = Parse(classic + "1")
	require.True(t, errors.As(err, &pe))
	assert.Equal(t, 82, pe.Cells)

	_, err = Parse("53..7....\n6..1x5....")
	require.True(t, errors.As(err, &pe))
	assert.Equal(t, 'x', pe.Char)
	assert.Equal(t, 14, pe.Offset)
	assert.Equal(t, 2, pe.Line)
	assert.Equal(t, 5, pe.Column)
	assert.Contains(t, err.Error(), "'x' at line 2, column 5")

	_, err = Parse("ü" + classic)
	require.True(t, errors.As(err, &pe))
	assert.Equal(t, 'ü', pe.Char)
	assert.Equal(t, 1, pe.Column)
}

// TestParseTextFromEditors covers what editors write around a grid (issue
// 17.10): a UTF-8 byte order mark is skipped, a lone CR ends a line as LF
// and CRLF do, and bytes that are not UTF-8 are reported as the byte found,
// not as U+FFFD.
func TestParseTextFromEditors(t *testing.T) {
	lines := func(sep string) string {
		var rows []string
		for r := 0; r < 9; r++ {
			rows = append(rows, classic[9*r:9*r+9])
		}
		return strings.Join(rows, sep)
	}
	for _, ok := range []struct{ name, text string }{
		{"BOM before a line", "\xEF\xBB\xBF" + classic},
		{"BOM before CRLF lines", "\xEF\xBB\xBF" + lines("\r\n") + "\r\n"},
		{"CR lines", lines("\r")},
	} {
		g, err := Parse(ok.text)
		if assert.NoError(t, err, ok.name) {
			assert.Equal(t, classic, g.String(), ok.name)
		}
	}

	cases := []struct {
		name                 string
		text                 string
		char                 rune
		badByte              byte
		offset, line, column int
		message              string
	}{
		{"invalid byte", "53..7\xFF", utf8.RuneError, 0xFF, 5, 1, 6,
			"sudoku: unexpected byte 0xFF (not UTF-8) at line 1, column 6 (byte 5); cells are 1-9, '.' or '0'"},
		{"truncated sequence", "53\xC3", utf8.RuneError, 0xC3, 2, 1, 3, "unexpected byte 0xC3 (not UTF-8) at line 1, column 3"},
		{"U+FFFD itself is a character", "5\uFFFD", utf8.RuneError, 0, 1, 1, 2, "unexpected character U+FFFD at line 1, column 2"},
		{"CR-only lines", "53..7....\r6..195...\rx", 'x', 0, 20, 3, 1, "'x' at line 3, column 1"},
		{"CRLF is one line break", "53..7....\r\n6..195...\r\nx", 'x', 0, 22, 3, 1, "'x' at line 3, column 1"},
		{"LF CR is two", "53..7....\n\rx", 'x', 0, 11, 3, 1, "'x' at line 3, column 1"},
		{"BOM takes no column", "\xEF\xBB\xBF53x", 'x', 0, 5, 1, 3, "'x' at line 1, column 3 (byte 5)"},
		{"BOM after the start", "53\xEF\xBB\xBF", '\uFEFF', 0, 2, 1, 3, "unexpected character U+FEFF at line 1, column 3"},
		{"control character", "53\x01", 1, 0, 2, 1, 3, "unexpected character U+0001"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			_, err := Parse(tc.text)
			var pe *ParseError
			require.True(t, errors.As(err, &pe), "got %v", err)
			assert.Equal(t, tc.char, pe.Char)
			assert.Equal(t, tc.badByte, pe.BadByte)
			assert.Equal(t, tc.offset, pe.Offset)
			assert.Equal(t, tc.line, pe.Line)
			assert.Equal(t, tc.column, pe.Column)
			assert.Contains(t, err.Error(), tc.message)
		})
	}
}

func TestParseAllocatesNothing(t *testing.T) {
	text := []byte(classic)
	var g Grid
	allocs := testing.AllocsPerRun(100, func() {
		if err := ParseBytesInto(&g, text); err != nil {
			t.Fatal(err)
		}
	})
	assert.Equal(t, 0.0, allocs)
}

func TestValidateReportsBothCellsAndTheUnit(t *testing.T) {
	cases := []struct {
		name      string
		set       map[int]uint8
		unit      string
		cells     [2]int
		digit     uint8
		wantError string
	}{
		{"row", map[int]uint8{3: 4, 7: 4}, "row 1", [2]int{3, 7}, 4, "sudoku: digit 4 appears twice in row 1, at r1c4 and r1c8"},
		{"column", map[int]uint8{CellIndex(6, 3): 6, CellIndex(8, 3): 6}, "column 4", [2]int{CellIndex(6, 3), CellIndex(8, 3)}, 6, "sudoku: digit 6 appears twice in column 4, at r7c4 and r9c4"},
		{"box", map[int]uint8{CellIndex(3, 6): 2, CellIndex(5, 8): 2}, "box 6", [2]int{CellIndex(3, 6), CellIndex(5, 8)}, 2, "sudoku: digit 2 appears twice in box 6, at r4c7 and r6c9"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			var g Grid
			for c, d := range tc.set {
				g[c] = d
			}
			err := g.Validate()
			var ce *ConflictError
			require.True(t, errors.As(err, &ce), "got %v", err)
			assert.Equal(t, tc.unit, ce.Unit.String())
			assert.Equal(t, tc.cells, ce.Cells)
			assert.Equal(t, tc.digit, ce.Digit)
			assert.Equal(t, tc.wantError, err.Error())
		})
	}
}

func TestValidateRange(t *testing.T) {
	var g Grid
	g[2] = 12
	err := g.Validate()
	var re *RangeError
	require.True(t, errors.As(err, &re))
	assert.Equal(t, 2, re.Cell)
	assert.Equal(t, uint8(12), re.Value)
	assert.Contains(t, err.Error(), "r1c3 holds 12")
}

func TestValidateAcceptsValidGridsWithoutAllocating(t *testing.T) {
	g, err := Parse(classic)
	require.NoError(t, err)
	assert.NoError(t, g.Validate())
	assert.Equal(t, 0.0, testing.AllocsPerRun(100, func() { _ = g.Validate() }))
}

func TestUnitTables(t *testing.T) {
	// Every cell is in exactly three units and has 20 distinct peers.
	for c := 0; c < NumCells; c++ {
		seen := map[uint8]bool{}
		for _, p := range peers[c] {
			assert.NotEqual(t, uint8(c), p)
			seen[p] = true
		}
		assert.Len(t, seen, 20)
	}
	for u := 0; u < 27; u++ {
		unit := UnitByID(u)
		assert.Equal(t, u, unit.ID())
		for _, c := range unit.Cells() {
			switch unit.Kind {
			case Row:
				assert.Equal(t, unit.Index, RowOf(c))
			case Column:
				assert.Equal(t, unit.Index, ColOf(c))
			case Box:
				assert.Equal(t, unit.Index, BoxOf(c))
			}
		}
	}
	assert.Equal(t, "r4c7", CellName(CellIndex(3, 6)))
}
