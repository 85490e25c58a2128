package main

import (
	"bytes"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// repoRoot is the repository this test runs in.
func repoRoot(t *testing.T) string {
	t.Helper()
	root, err := filepath.Abs(filepath.Join("..", ".."))
	if err != nil {
		t.Fatal(err)
	}
	return root
}

func repoModel(t *testing.T) *Model {
	t.Helper()
	src, err := os.ReadFile(filepath.Join(repoRoot(t), header))
	if err != nil {
		t.Fatal(err)
	}
	h, err := parseHeader(string(src))
	if err != nil {
		t.Fatal(err)
	}
	m, err := newModel(h)
	if err != nil {
		t.Fatal(err)
	}
	return m
}

// TestGeneratedFilesAreCurrent fails when a generated file differs from
// what the header gives: the header was edited without make generate, or
// a generated file by hand.
func TestGeneratedFilesAreCurrent(t *testing.T) {
	if err := run(repoRoot(t), true, io.Discard); err != nil {
		t.Fatal(err)
	}
}

// TestLayoutsAndValuesMatchTheCompiler compiles a C program that prints the
// value of every entry of every table and the size and field offsets of
// every struct, and compares them with what the generator read and
// computed.
func TestLayoutsAndValuesMatchTheCompiler(t *testing.T) {
	cc, err := exec.LookPath("cc")
	if err != nil {
		t.Skip("SKIPPED: no C compiler (cc) to compare the layouts with")
	}
	m := repoModel(t)
	type value struct {
		expr string
		want int64
	}
	var vals []value
	for _, name := range m.H.order {
		for _, e := range m.H.Tables[name].Entries {
			if !e.IsString {
				vals = append(vals, value{e.Macro, e.Value})
			}
		}
	}
	for _, s := range m.H.Structs {
		vals = append(vals, value{"sizeof(" + s.Name + ")", int64(s.Size)}, value{"_Alignof(" + s.Name + ")", int64(s.Align)})
		for _, f := range s.Fields {
			vals = append(vals, value{fmt.Sprintf("offsetof(%s, %s)", s.Name, f.Name), int64(f.Offset)},
				value{fmt.Sprintf("sizeof(((%s *)0)->%s)", s.Name, f.Name), int64(f.Size())})
		}
	}
	var src strings.Builder
	src.WriteString("#include <stddef.h>\n#include <stdio.h>\n#include \"sudoku.h\"\nint main(void) {\n")
	for _, v := range vals {
		fmt.Fprintf(&src, "\tprintf(\"%%lld\\n\", (long long)(%s));\n", v.expr)
	}
	src.WriteString("\treturn 0;\n}\n")
	dir := t.TempDir()
	c, exe := filepath.Join(dir, "values.c"), filepath.Join(dir, "values")
	if err := os.WriteFile(c, []byte(src.String()), 0o600); err != nil {
		t.Fatal(err)
	}
	out, err := exec.Command(cc, "-std=c11", "-Wall", "-Werror", "-I", filepath.Join(repoRoot(t), "include"), "-o", exe, c).CombinedOutput()
	if err != nil {
		t.Fatalf("cc: %v\n%s", err, out)
	}
	out, err = exec.Command(exe).Output()
	if err != nil {
		t.Fatal(err)
	}
	got := strings.Fields(string(out))
	if len(got) != len(vals) {
		t.Fatalf("%d values printed, %d asked", len(got), len(vals))
	}
	for i, v := range vals {
		n, err := strconv.ParseInt(got[i], 10, 64)
		if err != nil || n != v.want {
			t.Errorf("%s: the compiler says %s, the generator %d", v.expr, got[i], v.want)
		}
	}
	if len(vals) < 150 {
		t.Errorf("only %d values compared", len(vals))
	}
}

// copyRoot copies the header and the Markdown files of the repository to
// a temporary root with the generated files, and returns it.
func copyRoot(t *testing.T) string {
	t.Helper()
	src, dst := repoRoot(t), t.TempDir()
	files := []string{header, "README.md"}
	outs, err := generate(src)
	if err != nil {
		t.Fatal(err)
	}
	for _, o := range outs {
		files = append(files, o.path)
	}
	for _, f := range files {
		b, err := os.ReadFile(filepath.Join(src, filepath.FromSlash(f)))
		if err != nil {
			t.Fatal(err)
		}
		p := filepath.Join(dst, filepath.FromSlash(f))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, b, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return dst
}

// TestANewTechniqueReachesEveryFile adds a technique to a copy of the
// header and checks that -check notices, and that generation puts its
// number and name into every file that lists the techniques.
func TestANewTechniqueReachesEveryFile(t *testing.T) {
	root := copyRoot(t)
	path := filepath.Join(root, header)
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	m := repoModel(t)
	ts := m.Enum("techniques").Members
	n := int(ts[len(ts)-1].Value) + 1
	src := string(b)
	end := "/* END ABI TABLE techniques */"
	src = strings.Replace(src, end, fmt.Sprintf("#define SUDOKU_TECH_TEST_KITE %d /* \"Test Kite\" 4.4 \"Testing Kite\" */\n%s", n, end), 1)
	src = strings.Replace(src, fmt.Sprintf("#define SUDOKU_TECH_COUNT %d", n), fmt.Sprintf("#define SUDOKU_TECH_COUNT %d", n+1), 1)
	if err := os.WriteFile(path, []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	err = run(root, true, io.Discard)
	if err == nil || !strings.Contains(err.Error(), "engine/abi_gen.go") {
		t.Fatalf("-check after adding a technique: %v, want a list of stale files", err)
	}
	if err := run(root, false, io.Discard); err != nil {
		t.Fatal(err)
	}
	if err := run(root, true, io.Discard); err != nil {
		t.Fatalf("-check after generating: %v", err)
	}
	want := map[string][]string{
		"engine/abi_gen.go":                     {fmt.Sprintf("Technique = %d // \"Test Kite\", SE 4.4", n), `return "Test Kite"`, `return "Testing Kite"`, fmt.Sprintf("NumTechniques = %d", n+1)},
		"engine/abi_gen_test.go":                {`{TechTestKite, "4.4", 44}`},
		"capi/abi_gen.go":                       {`case SUDOKU_TECH_TEST_KITE: return "Test Kite";`, `case SUDOKU_TECH_TEST_KITE: return "Testing Kite";`, "engine.TechTestKite)-C.SUDOKU_TECH_TEST_KITE"},
		"bindings/go/abi_gen.go":                {`return "Test Kite"`, `return "Testing Kite"`},
		"bindings/go/abi_gen_test.go":           {`{"SUDOKU_TECH_TEST_KITE", int64(TechTestKite)}`},
		"bindings/python/libsudoku/_abi_gen.py": {fmt.Sprintf("TEST_KITE = %d", n), fmt.Sprintf(`%d: "Test Kite"`, n), fmt.Sprintf(`%d: "Testing Kite"`, n)},
		"bindings/csharp/SudokuAbi.g.cs":        {fmt.Sprintf("TestKite = %d,", n), `case SudokuTechnique.TestKite: return "Test Kite";`, `case SudokuTechnique.TestKite: return "Testing Kite";`},
		"bindings/csharp/tests/layout.c":        {`SHOW("SudokuTechnique.TestKite", SUDOKU_TECH_TEST_KITE);`},
	}
	for f, subs := range want {
		got, err := os.ReadFile(filepath.Join(root, filepath.FromSlash(f)))
		if err != nil {
			t.Fatal(err)
		}
		for _, s := range subs {
			if !bytes.Contains(got, []byte(s)) {
				t.Errorf("%s lacks %q", f, s)
			}
		}
	}
}

// TestHeaderErrors feeds the parser broken headers: each error names the
// line and what is wrong.
func TestHeaderErrors(t *testing.T) {
	base := func(tech string) string {
		return "/* BEGIN ABI TABLE versions */\n" +
			"#define SUDOKU_VERSION_MAJOR 0\n#define SUDOKU_VERSION_MINOR 2\n#define SUDOKU_VERSION_PATCH 0\n" +
			"#define SUDOKU_VERSION \"0.2.0\"\n#define SUDOKU_ABI_VERSION 1\n/* END ABI TABLE versions */\n" +
			tech
	}
	for _, c := range []struct {
		name, src, want string
	}{
		{"outside a fence", base("#define SUDOKU_CELLS 81\n"), "line 8: SUDOKU_CELLS is outside every ABI TABLE fence"},
		{"unclosed", base("/* BEGIN ABI TABLE constants */\n"), "line 8: ABI TABLE constants is never closed"},
		{"nested", base("/* BEGIN ABI TABLE constants */\n/* BEGIN ABI TABLE levels */\n"), "line 9: BEGIN ABI TABLE levels inside table constants"},
		{"mismatched end", base("/* BEGIN ABI TABLE constants */\n/* END ABI TABLE levels */\n"), "line 9: END ABI TABLE levels closes table constants"},
		{"end alone", base("/* END ABI TABLE levels */\n"), "line 8: END ABI TABLE levels without its BEGIN"},
		{"expression", base("/* BEGIN ABI TABLE constants */\n#define SUDOKU_X (1 << 3)\n/* END ABI TABLE constants */\n"), "line 9: SUDOKU_X: the value \"(1 << 3)\""},
		{"twice", base("/* BEGIN ABI TABLE constants */\n#define SUDOKU_X 1 /* x */\n#define SUDOKU_X 2 /* x */\n/* END ABI TABLE constants */\n"), "line 10: SUDOKU_X is defined twice"},
		{"bad field type", base("typedef struct sudoku_x {\n    uint32_t size;\n    size_t n;\n} sudoku_x;\n"), "line 10: sudoku_x.n: type size_t is not a fixed-width integer"},
		{"char scalar", base("typedef struct sudoku_x {\n    uint32_t size;\n    char c;\n} sudoku_x;\n"), "line 10: sudoku_x.c: char is for text: an array"},
		{"volatile pointer", base("typedef struct sudoku_x {\n    uint32_t size;\n    volatile int32_t *p;\n} sudoku_x;\n"), "line 10: sudoku_x: \"volatile int32_t *p\" is not [volatile] TYPE NAME"},
		{"no size field", base("typedef struct sudoku_x {\n    int32_t n;\n} sudoku_x;\n"), "line 8: sudoku_x must start with uint32_t size"},
		{"layout differs on i386", base("typedef struct sudoku_x {\n    uint32_t size;\n    uint64_t seed;\n} sudoku_x;\n"), "sudoku_x.seed is at offset 8, or 4 where 64-bit integers align to 4 bytes"},
		{"unknown array size", base("typedef struct sudoku_x {\n    uint32_t size;\n    uint8_t a[SUDOKU_NOPE];\n} sudoku_x;\n"), "line 10: sudoku_x.a: array size SUDOKU_NOPE"},
	} {
		t.Run(c.name, func(t *testing.T) {
			_, err := parseHeader(c.src)
			if err == nil || !strings.Contains(err.Error(), c.want) {
				t.Errorf("error %v, want one containing %q", err, c.want)
			}
		})
	}
}

// TestModelErrors feeds newModel headers that parse but break a rule of
// the tables.
func TestModelErrors(t *testing.T) {
	src, err := os.ReadFile(filepath.Join(repoRoot(t), header))
	if err != nil {
		t.Fatal(err)
	}
	good := string(src)
	techs := repoModel(t).Enum("techniques").Members
	last := techs[len(techs)-1]
	n := int(last.Value) + 1
	oneLine := strings.Split(good, "\n")[techs[1].Line-1]
	for _, c := range []struct {
		name, old, new, want string
	}{
		{"order", oneLine, strings.Replace(oneLine, " 1 ", fmt.Sprintf(" %d ", n+50), 1), fmt.Sprintf("%s is 2, but techniques are numbered in increasing order from 0: it should be at least %d", techs[2].Macro, n+51)},
		{"count", fmt.Sprintf("#define SUDOKU_TECH_COUNT %d", n), fmt.Sprintf("#define SUDOKU_TECH_COUNT %d", n-1), fmt.Sprintf("SUDOKU_TECH_COUNT is %d but the techniques table ends at %d", n-1, n-1)},
		{"no name", `/* "X-Wing"                      3.2 */`, `/* 3.2 */`, "SUDOKU_TECH_X_WING: its comment must start with its name in double quotes"},
		{"no rating", `/* "X-Wing"                      3.2 */`, `/* "X-Wing" */`, "SUDOKU_TECH_X_WING: the name must be followed by the SE rating"},
		{"version", `#define SUDOKU_VERSION "0.3.0"`, `#define SUDOKU_VERSION "0.3.1"`, `SUDOKU_VERSION is "0.3.1" but MAJOR.MINOR.PATCH is 0.3.0`},
		{"bounds", "#define SUDOKU_LEVEL_HARD_MAX    44", "#define SUDOKU_LEVEL_HARD_MAX    20", "SUDOKU_LEVEL_HARD_MAX is 20, not above the previous level's bound 28"},
		{"unknown table", "ABI TABLE mistakes */", "ABI TABLE errors */", "unknown ABI TABLE errors"},
		{"wrong table", "#define SUDOKU_MISTAKE_NONE ", "#define SUDOKU_HINT_NONE ", "SUDOKU_HINT_NONE does not belong in table mistakes"},
		{"same value", "#define SUDOKU_MISTAKE_MARKS  2", "#define SUDOKU_MISTAKE_MARKS  1", "SUDOKU_MISTAKE_MARKS has the value 1 of SUDOKU_MISTAKE_DIGIT"},
		{"undocumented", "#define SUDOKU_LEVEL_HARD_MAX    44 /* the highest rating of HARD */", "#define SUDOKU_LEVEL_HARD_MAX    44", "SUDOKU_LEVEL_HARD_MAX has no comment"},
	} {
		t.Run(c.name, func(t *testing.T) {
			if !strings.Contains(good, c.old) {
				t.Fatalf("the header has no %q any more: update the test", c.old)
			}
			h, err := parseHeader(strings.ReplaceAll(good, c.old, c.new))
			if err == nil {
				_, err = newModel(h)
			}
			if err == nil || !strings.Contains(err.Error(), c.want) {
				t.Errorf("error %v, want one containing %q", err, c.want)
			}
		})
	}
}

func TestIdentifiers(t *testing.T) {
	for _, c := range []struct{ macro, goName, csName string }{
		{"X_WING", "XWing", "XWing"},
		{"XYZ_WING", "XYZWing", "XYZWing"},
		{"BUG_2", "BUG2", "Bug2"},
		{"UNIQUE_RECTANGLE_3", "UniqueRectangle3", "UniqueRectangle3"},
		{"THREE_LINK_X_CHAIN", "ThreeLinkXChain", "ThreeLinkXChain"},
		{"OK", "OK", "Ok"},
		{"NOT_UNIQUE", "NotUnique", "NotUnique"},
		{"ROTATE180", "Rotate180", "Rotate180"},
	} {
		if g := goIdent(c.macro); g != c.goName {
			t.Errorf("goIdent(%s) = %s, want %s", c.macro, g, c.goName)
		}
		if g := csIdent(c.macro); g != c.csName {
			t.Errorf("csIdent(%s) = %s, want %s", c.macro, g, c.csName)
		}
	}
	if g := goField("n_pattern_cells"); g != "nPatternCells" {
		t.Errorf("goField = %s", g)
	}
	if g := structBase("sudoku_hint_result"); g != "Hint" {
		t.Errorf("structBase = %s", g)
	}
}

func TestBands(t *testing.T) {
	m := repoModel(t)
	want := map[string]string{"easy": "1.0–1.5", "medium": "1.6–2.8", "hard": "2.9–4.4", "expert": "4.5–6.4", "extreme": "6.5 and up", "beyond": ""}
	for _, l := range m.Enum("levels").Members {
		if got := m.band(l); got != want[l.Name] {
			t.Errorf("band of %s: %q, want %q", l.Name, got, want[l.Name])
		}
	}
}

func TestFillBlocks(t *testing.T) {
	tables := map[string]string{"a": "| x |\n"}
	for _, c := range []struct{ in, out, err string }{
		{"t\n<!-- BEGIN GENERATED: a -->\nold\nlines\n<!-- END GENERATED: a -->\nu\n", "t\n<!-- BEGIN GENERATED: a -->\n| x |\n<!-- END GENERATED: a -->\nu\n", ""},
		{"<!-- BEGIN GENERATED: a -->\n<!-- END GENERATED: a -->", "<!-- BEGIN GENERATED: a -->\n| x |\n<!-- END GENERATED: a -->", ""},
		{"<!-- BEGIN GENERATED: b -->\n<!-- END GENERATED: b -->\n", "", `1: unknown generated block "b"`},
		{"x\n<!-- BEGIN GENERATED: a -->\n", "", "2: BEGIN GENERATED: a is never ended"},
		{"<!-- END GENERATED: a -->\n", "", "1: END GENERATED: a without its BEGIN"},
	} {
		out, _, err := fillBlocks(c.in, tables)
		if c.err != "" {
			if err == nil || !strings.Contains(err.Error(), c.err) {
				t.Errorf("%q: error %v, want %q", c.in, err, c.err)
			}
			continue
		}
		if err != nil || out != c.out {
			t.Errorf("%q: got %q, %v; want %q", c.in, out, err, c.out)
		}
	}
}

// TestFamilyTable checks rows of the table of technique families: a name
// twice in the SE catalogue with both ratings, the extended names, a family
// one catalogue lacks; and the error for a technique the header lacks.
func TestFamilyTable(t *testing.T) {
	m := repoModel(t)
	table, err := m.familyTable()
	if err != nil {
		t.Fatal(err)
	}
	for _, row := range []string{
		"| Singles | Full House 1.0, Hidden Single 1.2/1.5, Naked Single 2.3 | Full House, Naked Single, Hidden Single |\n",
		"| Locked candidates | Pointing 2.6, Claiming 2.8 | Locked Candidates Type 1 (Pointing), Locked Candidates Type 2 (Claiming) |\n",
		"| Almost locked sets | — | Sue de Coq, Almost Locked Set XZ-Rule,",
	} {
		if !strings.Contains(table, row) {
			t.Errorf("the table lacks %q:\n%s", row, table)
		}
	}
	saved := techFamilies
	defer func() { techFamilies = saved }()
	techFamilies = []techFamily{{"Kites", []string{"TEST_KITE"}, nil}}
	if _, err := m.familyTable(); err == nil || !strings.Contains(err.Error(), "SUDOKU_TECH_TEST_KITE") {
		t.Errorf("a family naming an unknown technique: %v", err)
	}
}
