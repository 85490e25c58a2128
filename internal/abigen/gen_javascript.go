package main

import (
	"fmt"
	"strconv"
	"strings"
)

// jsFiles writes bindings/js/src/abi.gen.js and its types,
// bindings/js/src/abi.gen.d.ts: the version, the enumerations as frozen
// objects of the header's macro names without the prefix (Technique.X_WING
// == 8), and each one's names by value (techniqueNames[8] == "X-Wing").
func jsFiles(m *Model) ([]output, error) {
	var js, ts strings.Builder
	p := func(b *strings.Builder, format string, args ...any) { fmt.Fprintf(b, format+"\n", args...) }
	for _, b := range []*strings.Builder{&js, &ts} {
		p(b, "// "+generatedBy)
		p(b, "")
	}
	p(&js, "/** SUDOKU_VERSION: the release of the engine inside sudoku.wasm. */")
	p(&js, "export const VERSION = %q;", m.Version)
	p(&js, "/** SUDOKU_ABI_VERSION of include/sudoku.h. */")
	p(&js, "export const ABI_VERSION = %d;", m.ABI)
	p(&ts, "/** SUDOKU_VERSION: the release of the engine inside sudoku.wasm. */")
	p(&ts, "export declare const VERSION: %q;", m.Version)
	p(&ts, "/** SUDOKU_ABI_VERSION of include/sudoku.h. */")
	p(&ts, "export declare const ABI_VERSION: %d;", m.ABI)
	for _, en := range m.Enums {
		names := lowerFirst(en.python) + "Names"
		doc := fmt.Sprintf("/** %s: each %s of include/sudoku.h, by its macro name without the prefix. */", en.macroPattern(), en.what)
		p(&js, "")
		p(&js, "%s", doc)
		p(&js, "export const %s = Object.freeze({", en.python)
		p(&ts, "")
		p(&ts, "%s", doc)
		p(&ts, "export declare const %s: Readonly<{", en.python)
		var values, displays []string
		for _, mb := range en.Members {
			p(&js, "  %s: %d, // %s", mb.Suffix, mb.Value, m.memberDoc(en, mb))
			p(&ts, "  %s: %d;", mb.Suffix, mb.Value)
			values = append(values, strconv.FormatInt(mb.Value, 10))
			displays = append(displays, strconv.Quote(mb.Display()))
		}
		p(&js, "});")
		p(&ts, "}>;")
		p(&ts, "/** A value of %s. */", en.python)
		p(&ts, "export type %s = %s;", en.python, strings.Join(values, " | "))
		ndoc := fmt.Sprintf("/** The header's name of each %s, by value (%s). */", en.what, en.example().Display())
		p(&js, "%s", ndoc)
		p(&js, "export const %s = Object.freeze({", names)
		for _, mb := range en.Members {
			p(&js, "  %q: %s,", strconv.FormatInt(mb.Value, 10), strconv.Quote(mb.Display()))
		}
		p(&js, "});")
		p(&ts, "%s", ndoc)
		p(&ts, "export declare const %s: Readonly<Record<%s, string>>;", names, en.python)
		p(&ts, "/** A name of %s. */", en.python)
		p(&ts, "export type %sName = %s;", en.python, strings.Join(uniq(displays), " | "))
	}
	return []output{
		{"bindings/js/src/abi.gen.js", []byte(js.String())},
		{"bindings/js/src/abi.gen.d.ts", []byte(ts.String())},
	}, nil
}

// uniq returns s without repeats, in order.
func uniq(s []string) []string {
	seen := map[string]bool{}
	var out []string
	for _, x := range s {
		if !seen[x] {
			seen[x] = true
			out = append(out, x)
		}
	}
	return out
}
