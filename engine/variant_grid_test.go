package engine

import (
	"errors"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestVariantParseGridFromEditors reads the grids of a variant as editors
// save them, as TestParseTextFromEditors does for the classic grid (issue
// 17.10): a UTF-8 byte order mark is skipped, a lone CR ends a line as LF
// and CRLF do, and a byte that is not UTF-8 is named as the byte.
func TestVariantParseGridFromEditors(t *testing.T) {
	v, err := ParseVariant("6x6")
	require.NoError(t, err)
	rows := []string{"1.....", ".2....", "..3...", "...4..", "....5.", ".....6"}
	want := strings.Join(rows, "")
	for _, ok := range []struct{ name, text string }{
		{"BOM before a line", "\xEF\xBB\xBF" + want},
		{"BOM before CRLF lines", "\xEF\xBB\xBF" + strings.Join(rows, "\r\n") + "\r\n"},
		{"CR lines", strings.Join(rows, "\r")},
	} {
		g, err := v.ParseGrid(ok.text)
		if assert.NoError(t, err, ok.name) {
			assert.Equal(t, want, v.FormatGrid(g), ok.name)
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
		{"invalid byte", "1.\xFF", utf8.RuneError, 0xFF, 2, 1, 3,
			"sudoku: unexpected byte 0xFF (not UTF-8) at line 1, column 3 (byte 2); cells are 1-6, '.' or '0'"},
		{"truncated sequence", "1\xC3", utf8.RuneError, 0xC3, 1, 1, 2, "unexpected byte 0xC3 (not UTF-8) at line 1, column 2"},
		{"U+FFFD itself is a character", "1\uFFFD", utf8.RuneError, 0, 1, 1, 2, "unexpected character U+FFFD at line 1, column 2"},
		{"CR-only lines", "1.....\r.2....\rx", 'x', 0, 14, 3, 1, "'x' at line 3, column 1"},
		{"CRLF is one line break", "1.....\r\n.2....\r\nx", 'x', 0, 16, 3, 1, "'x' at line 3, column 1"},
		{"LF CR is two", "1.....\n\rx", 'x', 0, 8, 3, 1, "'x' at line 3, column 1"},
		{"BOM takes no column", "\xEF\xBB\xBF1.x", 'x', 0, 5, 1, 3, "'x' at line 1, column 3 (byte 5)"},
		{"BOM after the start", "1.\xEF\xBB\xBF", '\uFEFF', 0, 2, 1, 3, "unexpected character U+FEFF at line 1, column 3"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			_, err := v.ParseGrid(tc.text)
			var pe *VariantParseError
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
