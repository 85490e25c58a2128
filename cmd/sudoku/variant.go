package main

import (
	"errors"
	"fmt"
	"os"
	"strings"
	"unicode"

	"github.com/libsudoku/libsudoku/engine"
)

// Variants in the command: the --variant flag names the variant of the
// puzzles that do not carry their own, and a line (or argument) whose first
// field is a variant's text form ("9x9,x", "16x16", "9x9,k=...,s=...")
// carries its own: the grid follows as the next field. Classic puzzles,
// with no variant or with plain "9x9", keep the classic engine and its full
// catalogue of techniques.

// variantFlag is a command's --variant flag.
type variantFlag struct {
	text string
	v    *engine.Variant // the parsed variant; nil for classic
}

// addVariantFlag registers --variant.
func addVariantFlag(fs *flagSet, f *variantFlag) {
	fs.StringVar(&f.text, "variant", "", "the `variant` of puzzles that do not name their own, such as 16x16, 9x9,x (diagonals), 9x9,w (windoku), 6x6,b=3x2, 9x9,j=<regions> (jigsaw), 9x9,k=<cages>,s=<sums> (killer); see docs/variants.md")
}

// parse compiles the flag's variant; a classic one leaves v nil.
func (f *variantFlag) parse() error {
	if f.text == "" {
		return nil
	}
	v, err := engine.ParseVariant(f.text)
	if err != nil {
		return fmt.Errorf("--variant: %w", err)
	}
	if !v.IsClassic() {
		f.v = v
	}
	return nil
}

// variantPuzzle is a puzzle of a variant other than classic Sudoku.
type variantPuzzle struct {
	v    *engine.Variant
	grid []uint8
}

// line returns the puzzle in the form of a pack line: "VARIANT GRID".
func (p *variantPuzzle) line() string { return variantLine(p.v, p.grid) }

// variantLine writes a grid of v as a pack line: "VARIANT GRID".
func variantLine(v *engine.Variant, g []uint8) string {
	return v.String() + " " + v.FormatGrid(g)
}

// startsWithVariant reports whether text (after leading blanks) begins with
// a variant's size, such as "9x9" or "16x16".
func startsWithVariant(text string) bool {
	t := strings.TrimLeft(text, " \t")
	i := 0
	for i < len(t) && t[i] >= '0' && t[i] <= '9' {
		i++
	}
	return i > 0 && i < len(t) && t[i] == 'x'
}

// loadAny parses and validates an item's puzzle: a classic grid (vp nil)
// or a puzzle of a variant (vp set; on an error, vp.v is nil when the
// variant did not parse and vp.grid nil when the grid did not), the line's
// own variant or else the flag's.
func loadAny(it *item, vf *variantFlag) (vp *variantPuzzle, cg engine.Grid, err error) {
	if it.err != nil {
		if vf.v != nil {
			return &variantPuzzle{}, cg, it.err
		}
		return nil, cg, it.err
	}
	if !startsWithVariant(it.text) {
		if vf.v == nil {
			cg, err = loadPuzzle(it)
			return nil, cg, err
		}
		return loadVariantGrid(it, vf.v, 0)
	}
	// "VARIANT GRID ...": the variant is the first field, the grid the next
	// one (the rest of the argument, for an argument: a drawing may span
	// lines).
	start := len(it.text) - len(strings.TrimLeft(it.text, " \t"))
	end := start + strings.IndexFunc(it.text[start:]+" ", unicode.IsSpace)
	v, err := engine.ParseVariant(it.text[start:end])
	if err != nil {
		var ve *engine.VariantError
		if errors.As(err, &ve) && ve.Column > 0 {
			ve.Column, ve.Offset = ve.Column+start, ve.Offset+start // a place of the line
		}
		return &variantPuzzle{}, cg, err
	}
	if v.IsClassic() {
		sub := *it
		sub.text = strings.Repeat(" ", end) + it.text[end:]
		cg, err = loadPuzzle(&sub)
		return nil, cg, err
	}
	return loadVariantGrid(it, v, end)
}

// loadVariantGrid parses and validates the grid of v at byte from of the
// item's text.
func loadVariantGrid(it *item, v *engine.Variant, from int) (*variantPuzzle, engine.Grid, error) {
	vp := &variantPuzzle{v: v}
	g, err := parseVariantGrid(it, v, it.text, from)
	if err != nil {
		return vp, engine.Grid{}, err
	}
	vp.grid = g
	return vp, engine.Grid{}, v.Validate(g)
}

// parseVariantGrid reads the grid of v that starts at byte from of text:
// all the rest for an argument, the next field for a file line (the rest
// of the line, such as a rating, is left). Errors on a file line give the
// column of the line.
func parseVariantGrid(it *item, v *engine.Variant, text string, from int) ([]uint8, error) {
	g := make([]uint8, v.NumCells())
	if it.source == "" {
		err := v.ParseGridInto(g, []byte(strings.Repeat(" ", from)+text[from:]))
		if err != nil && from == 0 && looksLikePath(text) {
			_, statErr := os.Stat(text)
			return g, fmt.Errorf("not a file (%v), and not a puzzle: %w", statErr, err)
		}
		return g, err
	}
	rest := text[from:]
	skip := len(rest) - len(strings.TrimLeft(rest, " \t"))
	field := rest[skip:]
	if n := strings.IndexAny(field, " \t"); n >= 0 {
		field = field[:n]
	}
	// Blanks in place of what comes before keep the columns those of the
	// line.
	err := v.ParseGridInto(g, []byte(strings.Repeat(" ", from+skip)+field))
	var pe *engine.VariantParseError
	if errors.As(err, &pe) && pe.Line > 0 {
		return g, &lineColumnError{err: pe}
	}
	return g, err
}

// lineColumnError is a grid's parse error on a file line, worded by the
// column of the line alone (the line number is the record's).
type lineColumnError struct{ err *engine.VariantParseError }

func (e *lineColumnError) Error() string {
	return strings.Replace(e.err.Error(), fmt.Sprintf("line %d, column", e.err.Line), "column", 1)
}

func (e *lineColumnError) Unwrap() error { return e.err }

// invalidVariant is the outcome of an item whose variant puzzle did not
// load: its puzzle is kept when it parsed (and broke a rule).
func invalidVariant(it *item, vp *variantPuzzle, err error) outcome {
	o := outcome{it: *it, status: statusInvalid, err: err}
	if vp.v != nil && vp.grid != nil {
		o.puzzle = vp.line()
	}
	return o
}

// variantEliminations lists a variant step's removed candidates cell by
// cell with the grid's digit characters, such as "r1c2-5 r10c3-5AG".
func variantEliminations(v *engine.Variant, st *engine.VariantStep) string {
	var b strings.Builder
	for c, m := range st.Removed[:v.NumCells()] {
		if m == 0 {
			continue
		}
		if b.Len() > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(v.CellName(c))
		b.WriteByte('-')
		for d := 1; d <= v.Size(); d++ {
			if m&(1<<(d-1)) != 0 {
				b.WriteByte("123456789ABCDEFG"[d-1])
			}
		}
	}
	return b.String()
}
