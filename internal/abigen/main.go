// Command abigen writes every copy of the numbers, names and struct
// layouts of include/sudoku.h: the header is the one place they are
// written by hand. Run it after editing the header:
//
//	make generate           (or: go generate ./internal/abigen, go run ./internal/abigen)
//	make check-generated    (go run ./internal/abigen -check: fails when a file is stale)
//
// # What it reads
//
// Every #define of a SUDOKU_ constant in the header (all but the include
// guard) sits in a fenced table:
//
//	/* BEGIN ABI TABLE techniques */
//	#define SUDOKU_TECH_NONE    0 /* "none" */
//	#define SUDOKU_TECH_X_WING  8 /* "X-Wing"  3.2 */
//	/* END ABI TABLE techniques */
//
// A fence is a comment alone on its line; a table may be fenced in several
// places (its entries keep header order); fences do not nest. A value is a
// decimal integer, a negative one in parentheses, or (versions only) a
// string. The comment that starts on an entry's line, which may run over
// further lines, documents it; an entry without one takes the comment just
// above it. The tables:
//
//	versions       SUDOKU_VERSION_MAJOR, _MINOR, _PATCH, SUDOKU_VERSION (the
//	               three as a string) and SUDOKU_ABI_VERSION
//	statuses       SUDOKU_OK and SUDOKU_E_*; a status's name is its macro
//	constants      sizes, limits and bounds (SUDOKU_CELLS, SUDOKU_TECH_COUNT,
//	               SUDOKU_LEVEL_EASY_MAX, ...)
//	techniques     SUDOKU_TECH_*, numbered 0, 1, 2, ...; the comment starts
//	               with the name in double quotes and the SE rating ("3.2",
//	               "6.5+" for chains that rate more as they grow, "4.6-4.8")
//	levels         SUDOKU_LEVEL_*, each named ("easy") in its comment; a
//	               level's band ends at the constant SUDOKU_LEVEL_<L>_MAX
//	hint_statuses  SUDOKU_HINT_*, named
//	mistakes       SUDOKU_MISTAKE_*, named
//	chain_kinds    SUDOKU_CHAIN_KIND_*, named
//	chain_reasons  SUDOKU_REASON_*, named
//	symmetries     SUDOKU_SYMMETRY_*, named
//
// It also reads every typedef struct: members of fixed-width integer types
// (volatile ones too) and char arrays (text), arrays sized by a number or a
// constant. It computes their C layout
// (natural alignment) and refuses one that 32-bit x86, which aligns 64-bit
// integers to 4 bytes, would lay out differently. internal/abigen's tests
// compare the layouts and values with what the C compiler makes of the
// header.
//
// # What it writes
//
// Each file starts with a "Code generated ... DO NOT EDIT." line:
//
//	engine/abi_gen.go                    the constants, names (String methods) and bounds
//	engine/abi_gen_test.go               a test that the engine's base ratings are the header's
//	capi/abi_gen.go                      a compile-time check of each constant the engine
//	                                     shares, and the C name functions
//	internal/cabi/abi_gen.go             the status codes and chain kinds with names, for capi and the
//	                                     WebAssembly module of bindings/js
//	bindings/js/src/abi.gen.js, .d.ts    the version and the enumerations with names, for JS
//	bindings/go/abi_gen.go               constants, names and struct types of the purego binding
//	bindings/go/abi_gen_test.go          the values its layout test compares with a C compiler
//	bindings/python/libsudoku/_abi_gen.py constants, IntEnums with names, ctypes Structures
//	bindings/csharp/SudokuAbi.g.cs       enums with names, constants, struct offsets
//	bindings/csharp/tests/layout.c       prints the values the C# test compares
//
// and, in README.md and every other .md file of the repository, the text
// between the lines
//
//	<!-- BEGIN GENERATED: NAME -->
//	<!-- END GENERATED: NAME -->
//
// where NAME is one of techniques, statuses, levels, hint_statuses,
// mistakes, symmetries, chain_kinds, chain_reasons or constants: a
// Markdown table of that table; or technique_families, the techniques by
// family (techFamilies in spec.go).
//
// Identifiers follow each language's spelling of the macro's words
// (SUDOKU_TECH_X_WING: TechXWing in Go, XWing in C#, X_WING in Python);
// spec.go lists the exceptions and the initialisms, names.go the rules.
//
//go:generate go run .
package main

import (
	"bytes"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
)

// header is the path of the contract, relative to the repository root.
const header = "include/sudoku.h"

// output is one generated file.
type output struct {
	path    string // relative to the repository root, with slashes
	content []byte
}

func main() {
	check := flag.Bool("check", false, "write nothing; fail when a generated file differs from what the header gives")
	root := flag.String("root", "", "the repository root (default: the folder of go.mod above the working directory)")
	flag.Parse()
	if err := run(*root, *check, os.Stdout); err != nil {
		fmt.Fprintln(os.Stderr, "abigen:", err)
		os.Exit(1)
	}
}

// run generates every file and writes the changed ones, naming each on
// log, or with check reports those that are stale.
func run(root string, check bool, log io.Writer) error {
	if root == "" {
		var err error
		if root, err = findRoot(); err != nil {
			return err
		}
	}
	outs, err := generate(root)
	if err != nil {
		return err
	}
	var stale []string
	for _, o := range outs {
		path := filepath.Join(root, filepath.FromSlash(o.path))
		old, err := os.ReadFile(path)
		if err == nil && bytes.Equal(old, o.content) {
			continue
		}
		if check {
			stale = append(stale, o.path)
			continue
		}
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			return err
		}
		if err := os.WriteFile(path, o.content, 0o644); err != nil {
			return err
		}
		fmt.Fprintln(log, "abigen: wrote", o.path)
	}
	if len(stale) > 0 {
		return fmt.Errorf("%s changed but these files were not regenerated: %s; run make generate", header, strings.Join(stale, ", "))
	}
	return nil
}

// findRoot returns the nearest folder at or above the working directory
// that holds go.mod and the header.
func findRoot() (string, error) {
	dir, err := os.Getwd()
	if err != nil {
		return "", err
	}
	for {
		if _, err := os.Stat(filepath.Join(dir, "go.mod")); err == nil {
			if _, err := os.Stat(filepath.Join(dir, filepath.FromSlash(header))); err == nil {
				return dir, nil
			}
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			return "", errors.New("no repository root (go.mod and " + header + ") above the working directory; pass -root")
		}
		dir = parent
	}
}

// generate reads the header under root and returns every generated file.
func generate(root string) ([]output, error) {
	src, err := os.ReadFile(filepath.Join(root, filepath.FromSlash(header)))
	if err != nil {
		return nil, err
	}
	h, err := parseHeader(string(src))
	if err != nil {
		return nil, fmt.Errorf("%s: %w", header, err)
	}
	m, err := newModel(h)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", header, err)
	}
	var outs []output
	for _, w := range []func(*Model) (output, error){
		engineFile, engineTestFile, capiFile, cabiFile, puregoFile, puregoTestFile,
		pythonFile, csharpFile, csharpLayoutFile,
	} {
		o, err := w(m)
		if err != nil {
			return nil, err
		}
		outs = append(outs, o)
	}
	js, err := jsFiles(m)
	if err != nil {
		return nil, err
	}
	outs = append(outs, js...)
	docs, err := docFiles(root, m)
	if err != nil {
		return nil, err
	}
	return append(outs, docs...), nil
}

// generatedBy is the first line of every generated file, after the
// language's comment marker: the form Go's tools recognise.
const generatedBy = "Code generated by internal/abigen from include/sudoku.h; DO NOT EDIT."
