package engine

import (
	"strconv"
	"strings"
	"unicode/utf8"
)

// Grids of a variant are slices of N*N cells in reading order: 0 for empty,
// 1..N for digits. In text a digit is one character: 1-9, then A-G (or a-g)
// for 10 to 16; '.' or '0' is an empty cell.

// VariantParseError reports text that is not a grid of the variant: a stray
// character, a digit above N, or the wrong number of cells.
type VariantParseError struct {
	// Char is the offending character, or 0 when the number of cells is
	// wrong.
	Char rune
	// Digit is the value of Char when it is a digit above N (such as 10 for
	// 'A' in a 9×9 grid), else 0.
	Digit int
	// Offset is the byte offset of Char; Line and Column (from 1, in
	// characters) locate it. All three are 0 when the number of cells is
	// wrong.
	Offset, Line, Column int
	// BadByte is the byte at Offset when it does not begin a valid UTF-8
	// sequence (Char is then utf8.RuneError), else 0.
	BadByte byte
	// Cells is the number of cells found when the count is wrong.
	Cells int
	// Size is the variant's N.
	Size int
}

// Error describes the problem, such as `sudoku: digit 'A' (10) at line 1,
// column 5 (byte 4) is above 9, the largest digit of a 9x9 grid`.
func (e *VariantParseError) Error() string {
	switch {
	case e.Line == 0:
		return "sudoku: found " + strconv.Itoa(e.Cells) + " cells, want " + strconv.Itoa(e.Size*e.Size)
	case e.Digit > 0:
		return "sudoku: digit " + quoteChar(e.Char) + " (" + strconv.Itoa(e.Digit) + ") at " + e.where() + " is above " +
			strconv.Itoa(e.Size) + ", the largest digit of a " + sizeName(e.Size) + " grid"
	}
	if e.BadByte != 0 {
		var b [8]byte
		return "sudoku: unexpected byte 0x" + string(appendHex(b[:0], uint32(e.BadByte), 2)) + " (not UTF-8) at " + e.where() +
			"; cells are " + digitRange(e.Size) + ", '.' or '0'"
	}
	return "sudoku: unexpected character " + quoteChar(e.Char) + " at " + e.where() + "; cells are " + digitRange(e.Size) + ", '.' or '0'"
}

func (e *VariantParseError) where() string {
	return "line " + strconv.Itoa(e.Line) + ", column " + strconv.Itoa(e.Column) + " (byte " + strconv.Itoa(e.Offset) + ")"
}

// sizeName writes N as "9x9".
func sizeName(n int) string { return strconv.Itoa(n) + "x" + strconv.Itoa(n) }

// digitRange names the digit characters of an N×N grid: "1-6", "1-9, A-G".
func digitRange(n int) string {
	if n <= 9 {
		return "1-" + strconv.Itoa(n)
	}
	return "1-9, A-" + string(digitChars[n-1])
}

// digitName writes digit d as in messages: "7", or "C (12)" above 9.
func digitName(d int) string {
	if d >= 1 && d <= 9 {
		return strconv.Itoa(d)
	}
	if d >= 10 && d <= MaxVariantSize {
		return string(digitChars[d-1]) + " (" + strconv.Itoa(d) + ")"
	}
	return strconv.Itoa(d)
}

// GridSizeError reports a grid whose length is not the variant's number of
// cells.
type GridSizeError struct {
	Len, Want int
}

// Error says both lengths.
func (e *GridSizeError) Error() string {
	return "sudoku: the grid has " + strconv.Itoa(e.Len) + " cells, the variant " + strconv.Itoa(e.Want)
}

// VariantRangeError reports a cell whose value is not 0..N.
type VariantRangeError struct {
	Cell  int   // cell index
	Value uint8 // the value found there
	Size  int   // the variant's N
}

// Error names the cell and the value, such as `sudoku: r1c3 holds 12; a
// cell of a 9x9 grid must be 0 (empty) or a digit 1-9`.
func (e *VariantRangeError) Error() string {
	var b [96]byte
	return string(e.AppendError(b[:0]))
}

// AppendError appends the text of Error to dst and returns the extended
// slice, allocating nothing when dst has room (for the C interface).
func (e *VariantRangeError) AppendError(dst []byte) []byte {
	dst = appendCellN(append(dst, "sudoku: "...), e.Cell, e.Size)
	dst = strconv.AppendInt(append(dst, " holds "...), int64(e.Value), 10)
	dst = appendSizeName(append(dst, "; a cell of a "...), e.Size)
	return strconv.AppendInt(append(dst, " grid must be 0 (empty) or a digit 1-"...), int64(e.Size), 10)
}

// cellNameN names cell c of an N×N grid.
func cellNameN(c, n int) string {
	var b [8]byte
	return string(appendCellN(b[:0], c, n))
}

// appendCellN appends cellNameN(c, n) to dst.
func appendCellN(dst []byte, c, n int) []byte {
	dst = strconv.AppendInt(append(dst, 'r'), int64(c/n+1), 10)
	return strconv.AppendInt(append(dst, 'c'), int64(c%n+1), 10)
}

// appendSizeName appends sizeName(n) to dst.
func appendSizeName(dst []byte, n int) []byte {
	dst = strconv.AppendInt(dst, int64(n), 10)
	return strconv.AppendInt(append(dst, 'x'), int64(n), 10)
}

// appendDigitName appends digitName(d) to dst.
func appendDigitName(dst []byte, d int) []byte {
	if d >= 10 && d <= MaxVariantSize {
		dst = append(append(dst, digitChars[d-1]), " ("...)
		return append(strconv.AppendInt(dst, int64(d), 10), ')')
	}
	return strconv.AppendInt(dst, int64(d), 10)
}

// VariantConflictError reports two cells of one unit holding the same
// digit.
type VariantConflictError struct {
	Digit uint8       // the repeated digit
	Cells [2]int      // the two cells, in reading order
	Unit  VariantUnit // the first unit of the later cell holding both
	// UnitID is that unit's ID (see Variant.Unit).
	UnitID int
	Size   int // the variant's N
}

// Error names the digit, the unit and both cells, such as `sudoku: digit 6
// appears twice in the main diagonal, at r2c2 and r7c7`.
func (e *VariantConflictError) Error() string {
	var b [96]byte
	return string(e.AppendError(b[:0]))
}

// AppendError appends the text of Error to dst and returns the extended
// slice, allocating nothing when dst has room (for the C interface).
func (e *VariantConflictError) AppendError(dst []byte) []byte {
	dst = appendDigitName(append(dst, "sudoku: digit "...), int(e.Digit))
	dst = e.Unit.appendName(append(dst, " appears twice in "...))
	dst = appendCellN(append(dst, ", at "...), e.Cells[0], e.Size)
	return appendCellN(append(dst, " and "...), e.Cells[1], e.Size)
}

// CageSumError reports a killer cage whose digits break its sum: a full
// cage adding up to something else, or givens already above the sum.
type CageSumError struct {
	Cage  int  // the cage's index (from 0)
	First int  // its first cell
	Sum   int  // its sum
	Got   int  // what its digits add up to
	Full  bool // every cell of the cage holds a digit
	// Unit is the ID of the cage's unit (see Variant.Unit), or -1 for a
	// cage whose digits may repeat.
	Unit int
	Size int // the variant's N
}

// Error names the cage and both sums, such as `sudoku: cage 3 at r1c1 has
// sum 10, but its digits add up to 12`.
func (e *CageSumError) Error() string {
	var b [96]byte
	return string(e.AppendError(b[:0]))
}

// AppendError appends the text of Error to dst and returns the extended
// slice, allocating nothing when dst has room (for the C interface).
func (e *CageSumError) AppendError(dst []byte) []byte {
	dst = strconv.AppendInt(append(dst, "sudoku: cage "...), int64(e.Cage+1), 10)
	dst = appendCellN(append(dst, " at "...), e.First, e.Size)
	dst = strconv.AppendInt(append(dst, " has sum "...), int64(e.Sum), 10)
	if e.Full {
		dst = append(dst, ", but its digits add up to "...)
	} else {
		dst = append(dst, ", but its digits already add up to "...)
	}
	return strconv.AppendInt(dst, int64(e.Got), 10)
}

// ParseGrid reads a grid of v from text: N*N cells, each '1'-'9', 'A'-'G'
// (or 'a'-'g') for 10 to 16, or '.' or '0' for empty, in reading order;
// whitespace and the drawing characters '|', '-' and '+' are skipped (so
// Pretty's drawing reads back). It fails with *VariantParseError; it does
// not check the rules (see Validate).
func (v *Variant) ParseGrid(text string) ([]uint8, error) {
	g := make([]uint8, v.ncells)
	return g, v.ParseGridInto(g, []byte(text))
}

// ParseGridInto is ParseGrid writing into g (at least N*N cells). It
// allocates nothing when the text is a grid.
func (v *Variant) ParseGridInto(g []uint8, text []byte) error {
	if len(g) < v.ncells {
		return &GridSizeError{Len: len(g), Want: v.ncells}
	}
	n := 0
	line, lineStart := 1, 0
	start := 0
	if len(text) >= len(utf8BOM) && string(text[:len(utf8BOM)]) == utf8BOM {
		start, lineStart = len(utf8BOM), len(utf8BOM)
	}
	for i := start; i < len(text); i++ {
		b := text[i]
		d := -1
		switch {
		case b >= '1' && b <= '9':
			d = int(b - '0')
		case b >= 'A' && b <= 'G':
			d = int(b-'A') + 10
		case b >= 'a' && b <= 'g':
			d = int(b-'a') + 10
		case b == '.' || b == '0':
			d = 0
		case b == '\n' && i > 0 && text[i-1] == '\r':
			lineStart = i + 1 // the second byte of "\r\n": the line began at the '\r'
			continue
		case b == '\n' || b == '\r':
			line, lineStart = line+1, i+1
			continue
		case isLayout(b):
			continue
		}
		if d < 0 || d > v.n {
			e := &VariantParseError{Char: rune(b), Offset: i, Line: line, Column: utf8.RuneCount(text[lineStart:i]) + 1, Size: v.n}
			if b >= utf8.RuneSelf {
				r, size := utf8.DecodeRune(text[i:])
				e.Char = r
				if r == utf8.RuneError && size <= 1 {
					e.BadByte = b
				}
			}
			if d > v.n {
				e.Digit = d
			}
			return e
		}
		if n < v.ncells {
			g[n] = uint8(d)
		}
		n++
	}
	if n != v.ncells {
		return &VariantParseError{Cells: n, Size: v.n}
	}
	return nil
}

// FormatGrid returns grid g as one line of N*N characters, '.' for empty.
func (v *Variant) FormatGrid(g []uint8) string {
	return string(v.AppendGrid(nil, g))
}

// AppendGrid appends the one-line form of grid g to dst. Values above N
// are written as '?'.
func (v *Variant) AppendGrid(dst []byte, g []uint8) []byte {
	for _, d := range g {
		dst = append(dst, v.cellChar(d))
	}
	return dst
}

func (v *Variant) cellChar(d uint8) byte {
	switch {
	case d == 0:
		return '.'
	case int(d) <= v.n:
		return digitChars[d-1]
	}
	return '?'
}

// Pretty returns grid g drawn on N lines, with the boxes marked for regular
// boxes; ParseGrid reads it back.
func (v *Variant) Pretty(g []uint8) string {
	var sb strings.Builder
	n := v.n
	boxes := !v.jigsaw
	for r := 0; r < n; r++ {
		if boxes && r > 0 && r%v.boxRows == 0 {
			for c := 0; c < n; c++ {
				if c > 0 && c%v.boxCols == 0 {
					sb.WriteString("-+")
				}
				if c > 0 {
					sb.WriteByte('-')
				}
				sb.WriteByte('-')
			}
			sb.WriteByte('\n')
		}
		for c := 0; c < n; c++ {
			if boxes && c > 0 && c%v.boxCols == 0 {
				sb.WriteString(" |")
			}
			if c > 0 {
				sb.WriteByte(' ')
			}
			d := uint8(0)
			if r*n+c < len(g) {
				d = g[r*n+c]
			}
			sb.WriteByte(v.cellChar(d))
		}
		sb.WriteByte('\n')
	}
	return sb.String()
}

// Validate checks grid g against the variant's rules: N*N cells (else
// *GridSizeError), each 0..N (else *VariantRangeError), no digit twice in a
// unit (else *VariantConflictError for the first clash in reading order of
// the later cell), and no cage whose digits break its sum (*CageSumError).
// It allocates nothing when the grid is valid.
func (v *Variant) Validate(g []uint8) error {
	if len(g) != v.ncells {
		return &GridSizeError{Len: len(g), Want: v.ncells}
	}
	for i, d := range g {
		if int(d) > v.n {
			return &VariantRangeError{Cell: i, Value: d, Size: v.n}
		}
	}
	var seen [maxUnits]uint16
	for i, d := range g {
		if d == 0 {
			continue
		}
		bit := uint16(1) << (d - 1)
		for _, u := range v.cellUnit[i][:v.ncellUnit[i]] {
			if seen[u]&bit != 0 {
				return &VariantConflictError{Digit: d, Cells: [2]int{v.firstWith(int(u), g, d), i}, Unit: v.Unit(int(u)), UnitID: int(u), Size: v.n}
			}
			seen[u] |= bit
		}
	}
	for k := 0; k < v.ncages; k++ {
		cg := &v.cages[k]
		sum, full := 0, true
		for _, c := range cg.cells[:cg.n] {
			sum += int(g[c])
			full = full && g[c] != 0
		}
		if sum > cg.sum || full && sum != cg.sum {
			return &CageSumError{Cage: k, First: int(cg.cells[0]), Sum: cg.sum, Got: sum, Full: full, Unit: int(cg.unit), Size: v.n}
		}
	}
	return nil
}

// firstWith returns the first cell of unit u holding digit d.
func (v *Variant) firstWith(u int, g []uint8, d uint8) int {
	un := &v.units[u]
	for _, c := range un.cells[:un.n] {
		if g[c] == d {
			return int(c)
		}
	}
	return -1
}

// IsSolution reports whether sol is a complete grid of v that keeps every
// given of puzzle and breaks no rule.
func (v *Variant) IsSolution(puzzle, sol []uint8) bool {
	if len(puzzle) != v.ncells || len(sol) != v.ncells {
		return false
	}
	for i, d := range sol {
		if d == 0 || puzzle[i] != 0 && puzzle[i] != d {
			return false
		}
	}
	return v.Validate(sol) == nil
}

// CountGivens counts the non-empty cells of g.
func CountGivens(g []uint8) int {
	n := 0
	for _, d := range g {
		if d != 0 {
			n++
		}
	}
	return n
}
