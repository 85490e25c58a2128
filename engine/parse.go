package engine

import (
	"encoding/binary"
	"slices"
	"strconv"
	"unicode/utf8"
)

// ParseError reports text that is not a Sudoku grid: either a character that
// is neither a cell nor layout, or the wrong number of cells. Line is 0 only
// in the second case.
type ParseError struct {
	// Char is the offending character, or 0 when the number of cells is wrong.
	// It is also 0 for a NUL byte in the text: tell the cases apart by Line.
	// It is utf8.RuneError when the bytes at Offset are not UTF-8; BadByte
	// then holds the first of them.
	Char rune
	// BadByte is the byte at Offset when it does not begin a valid UTF-8
	// character (0x80..0xFF), else 0.
	BadByte byte
	// Offset is the byte offset of Char in the input (0-based).
	Offset int
	// Line and Column locate Char in the input, both counted from 1; both are
	// 0 when the number of cells is wrong. Lines end at "\n", "\r\n" or a
	// lone "\r"; columns count characters, not bytes.
	Line, Column int
	// Cells is the number of cells found when the count is wrong.
	Cells int
}

// Error describes the problem precisely, for example
// `sudoku: unexpected character 'x' at line 1, column 10 (byte 9)`,
// `sudoku: unexpected byte 0xFF (not UTF-8) at line 1, column 10 (byte 9)`
// or `sudoku: found 80 cells, want 81`.
func (e *ParseError) Error() string {
	var b [128]byte
	return string(e.AppendError(b[:0]))
}

// AppendError appends the text of Error to dst and returns the extended
// slice, allocating nothing when dst has room (for the C interface).
func (e *ParseError) AppendError(dst []byte) []byte {
	dst = append(dst, "sudoku: "...)
	if e.Line == 0 {
		dst = strconv.AppendInt(append(dst, "found "...), int64(e.Cells), 10)
		return append(dst, " cells, want 81"...)
	}
	// A stray character; Char may be 0 for a NUL byte.
	if e.BadByte != 0 {
		dst = appendHex(append(dst, "unexpected byte 0x"...), uint32(e.BadByte), 2)
		dst = append(dst, " (not UTF-8)"...)
	} else {
		dst = appendQuotedChar(append(dst, "unexpected character "...), e.Char)
	}
	dst = strconv.AppendInt(append(dst, " at line "...), int64(e.Line), 10)
	dst = strconv.AppendInt(append(dst, ", column "...), int64(e.Column), 10)
	dst = strconv.AppendInt(append(dst, " (byte "...), int64(e.Offset), 10)
	return append(dst, "); cells are 1-9, '.' or '0'"...)
}

// quoteChar returns a printable ASCII character in quotes and any other as
// U+XXXX, as Go's %U does.
func quoteChar(r rune) string {
	var b [12]byte
	return string(appendQuotedChar(b[:0], r))
}

// appendQuotedChar appends a printable ASCII character in quotes and any
// other as U+XXXX, as Go's %U does.
func appendQuotedChar(dst []byte, r rune) []byte {
	if r >= 0x20 && r < 0x7f {
		return append(dst, '\'', byte(r), '\'')
	}
	return appendHex(append(dst, "U+"...), uint32(r), 4)
}

// appendHex appends v in upper-case hexadecimal, with at least digits
// digits.
func appendHex(dst []byte, v uint32, digits int) []byte {
	var b [8]byte
	n := len(b)
	for v != 0 || n > len(b)-digits {
		n--
		b[n] = "0123456789ABCDEF"[v&15]
		v >>= 4
	}
	return append(dst, b[n:]...)
}

// isLayout reports whether b is whitespace or a grid-drawing character that
// the parser skips, so that a pasted 9-line grid parses.
func isLayout(b byte) bool {
	switch b {
	case ' ', '\t', '\n', '\r', '\v', '\f', '|', '-', '+':
		return true
	}
	return false
}

// utf8BOM is the byte order mark some editors (Windows Notepad) write at the
// start of a UTF-8 file.
const utf8BOM = "\xEF\xBB\xBF"

// Parse reads a grid from text. Cells are '1'-'9' for givens and '.' or '0'
// for empty cells, in reading order. Whitespace and the grid-drawing
// characters '|', '-' and '+' are skipped, so both the 81-character line and
// a 9-line drawing are accepted, and so is a UTF-8 byte order mark at the
// start. Any other character, or a number of cells other than 81, gives a
// *ParseError. Parse does not check the Sudoku rules; see Grid.Validate.
func Parse(text string) (Grid, error) {
	var g Grid
	err := ParseBytesInto(&g, []byte(text))
	return g, err
}

// ParseBytesInto is Parse for a byte slice, writing into g. It allocates
// nothing when the text is a grid. On error g holds the cells read so far.
func ParseBytesInto(g *Grid, text []byte) error {
	n := 0
	line, lineStart := 1, 0
	start := 0
	if len(text) >= len(utf8BOM) && string(text[:len(utf8BOM)]) == utf8BOM {
		start, lineStart = len(utf8BOM), len(utf8BOM)
	}
	for i := start; i < len(text); i++ {
		b := text[i]
		switch {
		case b >= '1' && b <= '9':
			if n < NumCells {
				g[n] = b - '0'
			}
			n++
		case b == '.' || b == '0':
			if n < NumCells {
				g[n] = 0
			}
			n++
		case b == '\n' && i > 0 && text[i-1] == '\r':
			lineStart = i + 1 // the second byte of "\r\n": the line began at the '\r'
		case b == '\n' || b == '\r':
			line, lineStart = line+1, i+1
		case isLayout(b):
		default:
			e := &ParseError{Char: rune(b), Offset: i, Line: line, Column: utf8.RuneCount(text[lineStart:i]) + 1}
			if b >= utf8.RuneSelf {
				r, size := utf8.DecodeRune(text[i:])
				e.Char = r
				if r == utf8.RuneError && size <= 1 {
					e.BadByte = b
				}
			}
			return e
		}
	}
	if n != NumCells {
		return &ParseError{Cells: n}
	}
	return nil
}

// String returns the grid as one 81-character line, '.' for empty cells.
func (g *Grid) String() string {
	var b [81]byte
	g.AppendLine(b[:0])
	return string(b[:])
}

// AppendLine appends the 81-character line form of the grid to dst and
// returns the extended slice. Values above 9 are written as '?'. It
// allocates nothing when dst has room for 81 more bytes.
func (g *Grid) AppendLine(dst []byte) []byte {
	n := len(dst)
	dst = slices.Grow(dst, NumCells)[:n+NumCells]
	out := (*[NumCells]byte)(dst[n:])
	for i := 0; i < 80; i += 8 {
		binary.LittleEndian.PutUint64(out[i:], lineChars(binary.LittleEndian.Uint64(g[i:])))
	}
	out[80] = cellChar(g[80])
	return dst
}

// lineChars is cellChar on the eight cells of x, one a byte.
func lineChars(x uint64) uint64 {
	const low7, high = 0x7F7F7F7F7F7F7F7F, 0x8080808080808080
	// The high bit of each byte: zero says the cell is empty, over that it
	// is above 9 (adding 0x76 to the low seven bits reaches 0x80 from 10
	// on, and a byte of 0x80 or more has the bit already).
	zero := ^((x&low7 + low7) | x) & high
	over := ((x&low7 + 0x7676767676767676) | x) & high
	zeros, overs := zero>>7*0xFF, over>>7*0xFF
	return (x|0x3030303030303030)&^(zeros|overs) | 0x2E2E2E2E2E2E2E2E&zeros | 0x3F3F3F3F3F3F3F3F&overs
}

func cellChar(v uint8) byte {
	switch {
	case v == 0:
		return '.'
	case v <= 9:
		return '0' + v
	}
	return '?'
}

// Pretty returns the grid as 11 lines with box separators, for people:
//
//	5 3 . | . 7 . | . . .
//	6 . . | 1 9 5 | . . .
//	. 9 8 | . . . | . 6 .
//	------+-------+------
//	...
//
// Parse reads this form back.
func (g *Grid) Pretty() string {
	var b [prettyLen]byte
	return string(g.AppendPretty(b[:0]))
}

// prettyLen is the length of the text of Pretty: 11 lines of 21
// characters, each ended by a newline.
const prettyLen = 11 * 22

// AppendPretty appends the text of Pretty to dst and returns the extended
// slice. Values above 9 are written as '?'.
func (g *Grid) AppendPretty(dst []byte) []byte {
	for r := 0; r < 9; r++ {
		if r == 3 || r == 6 {
			dst = append(dst, "------+-------+------\n"...)
		}
		for c := 0; c < 9; c++ {
			if c == 3 || c == 6 {
				dst = append(dst, " |"...)
			}
			if c > 0 {
				dst = append(dst, ' ')
			}
			dst = append(dst, cellChar(g[r*9+c]))
		}
		dst = append(dst, '\n')
	}
	return dst
}
