package engine

// Fuzz targets for the variants: the text form's parser, and grids of small
// variants through parsing, validation, solving, counting and hints, each
// checked against the reference rules of variant_ref_test.go.

import (
	"errors"
	"slices"
	"strings"
	"testing"
	"unicode/utf8"
)

// variantFuzzSeeds are variant texts worth starting from, good and bad.
var variantFuzzSeeds = []string{
	"9x9", "4x4", "6x6,b=3x2", "16x16", "9x9,x", "9x9,w", "9x9,x,w", "12x12,b=4x3",
	"9x9,j=111112222333112222333112444333555444666555444666555777666899777888899777888899999",
	"4x4,k=aab.aab.ccd.ccdd,s=6/7/10/7",
	"4x4,k=aa..............,s=3r",
	"4x4,g=aaaa............,g=b....b....b....b",
	publishedKiller.variant,
	"9x9,k=aa", "9x9,s=3", "9x9,k=aa...............................................................................,s=99",
	"7x7", "9x8", "9x9,,x", "9x9,q", "9x9,b=2x2", "3x3", "17x17", "9x9,x,x", "4x4,j=1122112233443344",
	"4x4,k=a..a............,s=3", "9x9,s=1/2/", "9x9,k=\xff", "",
}

// FuzzParseVariant parses any text as a variant. A good one must write
// itself back to the same text, rebuild from its Spec, and have the peers
// that the reference rules (worked out from the Spec alone) give; a bad one
// must say where, with a column inside the text.
func FuzzParseVariant(f *testing.F) {
	for _, s := range variantFuzzSeeds {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		v, err := ParseVariant(text)
		if err != nil {
			var ve *VariantError
			if !errors.As(err, &ve) {
				t.Fatalf("%q: error %v is not a *VariantError", text, err)
			}
			if ve.Column < 0 || ve.Column > utf8.RuneCountInString(text)+1 || ve.Reason == "" {
				t.Fatalf("%q: bad error %+v", text, ve)
			}
			return
		}
		back := v.String()
		w, err := ParseVariant(back)
		if err != nil || w.String() != back {
			t.Fatalf("%q: writes %q, which reads back as %v, %v", text, back, w, err)
		}
		spec := v.Spec()
		u, err := NewVariant(&spec)
		if err != nil || u.String() != back {
			t.Fatalf("%q: its Spec rebuilds as %v, %v", text, u, err)
		}
		ref := newVariantRef(&spec)
		for c := 0; c < v.NumCells(); c++ {
			var want []int
			for _, ui := range ref.unitsOf[c] {
				for _, x := range ref.units[ui] {
					if x != c && !slices.Contains(want, x) {
						want = append(want, x)
					}
				}
			}
			if len(want) != v.peers[c].count() {
				t.Fatalf("%q: %s has %d peers, the reference %d", text, v.CellName(c), v.peers[c].count(), len(want))
			}
			for _, x := range want {
				if !v.peers[c].has(x) {
					t.Fatalf("%q: %s and %s are not peers", text, v.CellName(c), v.CellName(x))
				}
			}
		}
	})
}

// fuzzVariants are the small variants FuzzVariantGrid picks from.
var fuzzVariants = []string{
	"4x4", "4x4,x", "4x4,w", "4x4,j=1122112233443344", "4x4,k=aabbccdd........,s=3/7/7/3",
	"4x4,k=aa..bb..........,s=3/5r", "6x6", "6x6,b=3x2,x",
}

// FuzzVariantGrid reads text as a grid of one of the small variants (its
// first byte picks which) and checks parsing, validation, counting, the
// first solution and the first hint against the reference.
func FuzzVariantGrid(f *testing.F) {
	f.Add("\x00" + "1...............")
	f.Add("\x04" + "12..3...........")
	f.Add("\x01" + "1234............")
	f.Add("\x06" + "1.2.3.4.5.6.........................")
	f.Add("\x07" + "123456..........................G...")
	f.Add("\x02" + "11..............")
	f.Add("\x05" + "................")
	f.Fuzz(func(t *testing.T, data string) {
		if data == "" {
			return
		}
		v, err := ParseVariant(fuzzVariants[int(data[0])%len(fuzzVariants)])
		if err != nil {
			t.Fatal(err)
		}
		text := data[1:]
		g, err := v.ParseGrid(text)
		if err != nil {
			var pe *VariantParseError
			if !errors.As(err, &pe) {
				t.Fatalf("%q: %v is not a *VariantParseError", text, err)
			}
			return
		}
		if back, _ := v.ParseGrid(v.FormatGrid(g)); !slices.Equal(back, g) {
			t.Fatalf("%q: does not read back", text)
		}
		if p, _ := v.ParseGrid(v.Pretty(g)); !slices.Equal(p, g) {
			t.Fatalf("%q: the drawing does not read back", text)
		}
		spec := v.Spec()
		ref := newVariantRef(&spec)
		verr := v.Validate(g)
		if (verr == nil) != ref.givensOK(g) {
			t.Fatalf("%s %q: Validate says %v, the reference %v", v, text, verr, ref.givensOK(g))
		}
		if verr != nil {
			return
		}
		var s VariantSolver
		n, err := s.Count(v, g, 3, DefaultVariantBudget)
		if err != nil {
			t.Fatalf("%s %q: %v", v, text, err)
		}
		if want := ref.count(g, 3, nil, nil); n != want {
			t.Fatalf("%s %q: counts %d, the reference %d", v, text, n, want)
		}
		if n == 0 {
			return
		}
		sol := make([]uint8, v.NumCells())
		if err := s.Solve(v, g, sol, DefaultVariantBudget); err != nil || !ref.valid(sol) {
			t.Fatalf("%s %q: solved %v, %v", v, text, sol, err)
		}
		res, err := v.Hint(g, g, nil)
		if err != nil {
			t.Fatalf("%s %q: hint: %v", v, text, err)
		}
		switch {
		case n > 1 && res.Status != HintNotUnique,
			n == 1 && res.Status != HintStep && res.Status != HintNoStep && res.Status != HintSolved:
			t.Fatalf("%s %q: %d solutions, hint %s", v, text, n, res.Status)
		case res.Status == HintStep && !strings.HasPrefix(res.Step.Explain(), res.Step.TechniqueName()):
			t.Fatalf("%s %q: explanation %q", v, text, res.Step.Explain())
		}
	})
}
