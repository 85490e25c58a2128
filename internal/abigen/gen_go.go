package main

import (
	"fmt"
	"go/format"
	"strconv"
	"strings"
)

// goWriter builds a Go source file.
type goWriter struct {
	strings.Builder
	imports map[string]bool
}

func (w *goWriter) p(format string, args ...any) { fmt.Fprintf(w, format+"\n", args...) }

// doc writes text as a Go comment of lines up to 80 columns, indented by
// indent tabs.
func (w *goWriter) doc(indent int, text string) {
	prefix := strings.Repeat("\t", indent) + "// "
	for _, l := range wrap(text, prefix, 76+len(prefix)-3) {
		w.p("%s", l)
	}
}

// file returns the formatted source of package pkg with the writer's
// body.
func (w *goWriter) file(path, pkg, preamble string) (output, error) {
	var b strings.Builder
	b.WriteString("// " + generatedBy + "\n\n")
	b.WriteString("package " + pkg + "\n\n")
	if preamble != "" {
		b.WriteString(preamble)
	}
	if len(w.imports) > 0 {
		b.WriteString("import (\n")
		for _, imp := range sortedKeys(w.imports) {
			b.WriteString("\t" + imp + "\n")
		}
		b.WriteString(")\n\n")
	}
	b.WriteString(w.String())
	src, err := format.Source([]byte(b.String()))
	if err != nil {
		return output{}, fmt.Errorf("%s: %w\n%s", path, err, b.String())
	}
	return output{path, src}, nil
}

func (w *goWriter) use(imp string) {
	if w.imports == nil {
		w.imports = map[string]bool{}
	}
	w.imports[imp] = true
}

// memberDoc is the one-line description of a member that every language's
// comment shows: its name, the technique's rating or the level's band,
// and its comment.
func (m *Model) memberDoc(en *Enum, mb *Member) string {
	s := mb.Macro
	if en.named {
		s = strconv.Quote(mb.Name)
	}
	switch {
	case en.table == "techniques" && mb.Rating == "-":
		s += ", no SE rating"
	case en.table == "techniques" && mb.Rating != "":
		s += ", SE " + mb.Rating
	case en.table == "levels":
		if b := m.band(mb); b != "" {
			s += ", rating " + b
		}
	}
	if mb.Doc != "" {
		s += ": " + mb.Doc
	}
	return s
}

// goEnumBlock writes the constants of en as spelled by g, the unexported
// count constant if g has one, and the String method.
func (m *Model) goEnumBlock(w *goWriter, en *Enum, g goEnum, ident func(*Member) string, intro string) {
	w.doc(0, intro)
	w.p("const (")
	for _, mb := range en.Members {
		w.p("\t%s %s = %d // %s", ident(mb), g.typ, mb.Value, m.memberDoc(en, mb))
	}
	if g.count != "" {
		last := en.Members[len(en.Members)-1]
		w.p("")
		w.p("\t// %s is one more than the largest %s.", g.count, g.typ)
		w.p("\t%s %s = %d", g.count, g.typ, last.Value+1)
	}
	w.p(")")
	w.p("")
	recv := strings.ToLower(g.typ[:1])
	w.p("// String returns the %s's name in include/sudoku.h, such as %q.", en.what, en.example().Display())
	w.p("func (%s %s) String() string {", recv, g.typ)
	w.p("\tswitch %s {", recv)
	for _, mb := range en.Members {
		w.p("\tcase %s:", ident(mb))
		w.p("\t\treturn %q", mb.Display())
	}
	w.p("\t}")
	if pre, post, ok := strings.Cut(en.unknown, "%d"); ok {
		w.use(`"strconv"`)
		w.p("\treturn %q + strconv.Itoa(int(%s)) + %q", pre, recv, post)
	} else {
		w.p("\treturn %q", en.unknown)
	}
	w.p("}")
	w.p("")
	if en.table == "techniques" {
		w.p("// ExtendedName returns the name the extended hint catalogue (HoDoKu's)")
		w.p("// gives the technique, such as %q for %s: its String", "2-String Kite", "the Two-String Kite")
		w.p("// when HoDoKu names it the same.")
		w.p("func (%s %s) ExtendedName() string {", recv, g.typ)
		w.p("\tswitch %s {", recv)
		for _, mb := range en.Members {
			if mb.Extended != "" {
				w.p("\tcase %s:", ident(mb))
				w.p("\t\treturn %q", mb.Extended)
			}
		}
		w.p("\t}")
		w.p("\treturn %s.String()", recv)
		w.p("}")
		w.p("")
	}
}

// engineFile writes engine/abi_gen.go.
func engineFile(m *Model) (output, error) {
	var w goWriter
	w.p("// Version is SUDOKU_VERSION: the release of libsudoku this engine belongs to.")
	w.p("const Version = %q", m.Version)
	w.p("")
	w.p("// ABIVersion is SUDOKU_ABI_VERSION: the version of the C interface built")
	w.p("// on this engine.")
	w.p("const ABIVersion = %d", m.ABI)
	w.p("")
	for _, en := range m.Enums {
		if en.engine.typ == "" {
			continue
		}
		m.goEnumBlock(&w, en, en.engine, en.engineIdent,
			fmt.Sprintf("The values of %s (%s in include/sudoku.h: the numbers are part of the C ABI and never change meaning).", en.engine.typ, en.macroPattern()))
	}
	w.p("// Sizes and bounds of include/sudoku.h.")
	w.p("const (")
	for _, e := range m.Consts {
		s := constSpecs[e.Macro]
		if s.engine == "" || s.engineHand {
			continue
		}
		w.doc(1, s.engine+" is "+e.Macro+": "+clause(firstSentence(e.Doc))+".")
		w.p("\t%s = %d", s.engine, e.Value)
	}
	w.p(")")
	return w.file("engine/abi_gen.go", "engine", "")
}

// engineTestFile writes engine/abi_gen_test.go: the header's SE ratings,
// which the documentation shows, must be the engine's base ratings.
func engineTestFile(m *Model) (output, error) {
	var w goWriter
	w.use(`"testing"`)
	w.p("// TestBaseRatingsAreTheHeaders checks each technique's BaseRating")
	w.p("// against the SE rating in its line of include/sudoku.h (the lower end")
	w.p("// of a range such as 4.6-4.8).")
	w.p("func TestBaseRatingsAreTheHeaders(t *testing.T) {")
	w.p("\tfor _, c := range []struct {")
	w.p("\t\ttech   Technique")
	w.p("\t\theader string")
	w.p("\t\ttenths int")
	w.p("\t}{")
	en := m.Enum("techniques")
	for _, mb := range en.Members {
		if r, ok := ratingTenths(mb.Rating); ok {
			w.p("\t\t{%s, %q, %d},", en.engineIdent(mb), mb.Rating, r)
		} else if mb.Rating == "-" {
			w.p("\t\t{%s, %q, 0},", en.engineIdent(mb), mb.Rating)
		}
	}
	w.p("\t} {")
	w.p("\t\tif got := c.tech.BaseRating(); got != c.tenths {")
	w.p(`		t.Errorf("%%v: BaseRating() = %%d, but include/sudoku.h rates it %%s", c.tech, got, c.header)`)
	w.p("\t\t}")
	w.p("\t}")
	w.p("}")
	w.p("")
	w.p("// familyCatalogues lists each technique of the table of technique")
	w.p("// families (README.md; internal/abigen/spec.go) with the catalogues the")
	w.p("// table puts it in: the SE catalogue, the extended one.")
	w.p("var familyCatalogues = map[Technique][2]bool{")
	in := map[string][2]bool{}
	for _, f := range techFamilies {
		for k, list := range [2][]string{f.se, f.extended} {
			for _, sf := range list {
				c := in[sf]
				c[k] = true
				in[sf] = c
			}
		}
	}
	for _, mb := range en.Members {
		if c, ok := in[mb.Suffix]; ok {
			w.p("\t%s: {%v, %v},", en.engineIdent(mb), c[0], c[1])
		}
	}
	w.p("}")
	return w.file("engine/abi_gen_test.go", "engine", "")
}

// capiFile writes capi/abi_gen.go: the compile-time checks of the engine's
// constants against the header, and the C functions that name statuses,
// techniques and levels.
func capiFile(m *Model) (output, error) {
	var w goWriter
	var pre strings.Builder
	pre.WriteString("/*\n#cgo CFLAGS: -I${SRCDIR}/../include\n#include \"sudoku.h\"\n")
	var wrappers goWriter
	for _, en := range m.Enums {
		if en.cName == "" {
			continue
		}
		fmt.Fprintf(&pre, "\nstatic const char *abi_%s(int32_t v) {\n\tswitch (v) {\n", en.cName)
		for _, mb := range en.Members {
			fmt.Fprintf(&pre, "\tcase %s: return %s;\n", mb.Macro, strconv.Quote(mb.Display()))
		}
		fmt.Fprintf(&pre, "\t}\n\treturn %s;\n}\n", strconv.Quote(en.cUnknown))
		if en.table == "techniques" {
			fmt.Fprintf(&pre, "\nstatic const char *abi_%s_extended(int32_t v) {\n\tswitch (v) {\n", en.cName)
			for _, mb := range en.Members {
				if mb.Extended != "" {
					fmt.Fprintf(&pre, "\tcase %s: return %s;\n", mb.Macro, strconv.Quote(mb.Extended))
				}
			}
			fmt.Fprintf(&pre, "\t}\n\treturn abi_%s(v);\n}\n", en.cName)
			goExt := lowerFirst(goIdent(en.cName)) + "Extended"
			wrappers.p("// %s returns the static C string that names %s v in the extended", goExt, article(en.what))
			wrappers.p("// hint catalogue: its extended name in include/sudoku.h, else its name,")
			wrappers.p("// or %q.", en.cUnknown)
			wrappers.p("func %s(v int32) *C.char { return C.abi_%s_extended(C.int32_t(v)) }", goExt, en.cName)
			wrappers.p("")
		}
		goName := lowerFirst(goIdent(en.cName))
		wrappers.p("// %s returns the static C string that names %s v in include/sudoku.h,", goName, article(en.what))
		wrappers.p("// or %q.", en.cUnknown)
		wrappers.p("func %s(v int32) *C.char { return C.abi_%s(C.int32_t(v)) }", goName, en.cName)
		wrappers.p("")
	}
	pre.WriteString("*/\nimport \"C\"\n\n")
	w.use(`"github.com/libsudoku/libsudoku/engine"`)
	w.use(`"github.com/libsudoku/libsudoku/internal/cabi"`)
	w.p("// The constants of the engine and internal/cabi are the header's: each line fails to compile")
	w.p("// when the two differ (an index other than 0 is out of range).")
	w.p("var (")
	w.p("\t_ = [1]struct{}{}[engine.ABIVersion-C.SUDOKU_ABI_VERSION]")
	for _, name := range cabiEnums {
		for _, mb := range m.Enum(name).Members {
			w.p("\t_ = [1]struct{}{}[int(cabi.%s)-C.%s]", m.Enum(name).puregoIdent(mb), mb.Macro)
		}
	}
	for _, en := range m.Enums {
		if en.engine.typ == "" {
			continue
		}
		for _, mb := range en.Members {
			w.p("\t_ = [1]struct{}{}[int(engine.%s)-C.%s]", en.engineIdent(mb), mb.Macro)
		}
	}
	for _, e := range m.Consts {
		if s := constSpecs[e.Macro]; s.engine != "" {
			w.p("\t_ = [1]struct{}{}[engine.%s-C.%s]", s.engine, e.Macro)
		}
	}
	w.p(")")
	w.p("")
	w.WriteString(wrappers.String())
	return w.file("capi/abi_gen.go", "main", pre.String())
}

// article puts "a" or "an" before a noun phrase.
func article(what string) string {
	if strings.ContainsRune("aeiou", rune(what[0])) {
		return "an " + what
	}
	return "a " + what
}

// goType is the Go type of a C field type: char is byte, uint16_t uint16.
func goType(c string) string {
	if c == "char" {
		return "byte"
	}
	return strings.TrimSuffix(c, "_t")
}

// puregoFile writes bindings/go/abi_gen.go.
func puregoFile(m *Model) (output, error) {
	var w goWriter
	w.p("// ABIVersion is the SUDOKU_ABI_VERSION this binding was generated for.")
	w.p("// Open refuses a library that reports another.")
	w.p("const ABIVersion = %d", m.ABI)
	w.p("")
	w.p("// HeaderVersion is the SUDOKU_VERSION of the header this binding was")
	w.p("// generated from; Library.Version gives the loaded library's.")
	w.p("const HeaderVersion = %q", m.Version)
	w.p("")
	for _, en := range m.Enums {
		m.goEnumBlock(&w, en, en.purego, en.puregoIdent,
			fmt.Sprintf("The values of %s (%s in include/sudoku.h).", en.purego.typ, en.macroPattern()))
	}
	w.p("// Sizes and bounds of include/sudoku.h.")
	w.p("const (")
	for _, e := range m.Consts {
		w.doc(1, constPurego(e)+" is "+e.Macro+": "+clause(firstSentence(e.Doc))+".")
		w.p("\t%s = %d", constPurego(e), e.Value)
	}
	w.p(")")
	w.p("")
	for _, s := range m.H.Structs {
		m.goStruct(&w, s)
	}
	return w.file("bindings/go/abi_gen.go", "sudoku", "")
}

// goStruct writes the purego binding's copy of a C struct, with its
// padding spelled out so that Go lays it out as C does on every platform.
func (m *Model) goStruct(w *goWriter, s *Struct) {
	gaps := s.gaps()
	w.p("// c%s is %s (%d bytes).", structBase(s.Name), s.Name, s.Size)
	w.p("type c%s struct {", structBase(s.Name))
	for i, f := range s.Fields {
		if gaps[i] > 0 {
			w.p("\t_ [%d]byte", gaps[i])
		}
		typ := goType(f.Type)
		if f.Count > 0 {
			n := strconv.Itoa(f.Count)
			if f.CountMacro != "" {
				n = constPurego(m.H.Entry(f.CountMacro))
			}
			typ = "[" + n + "]" + typ
		}
		comment := ""
		if f.Doc != "" {
			comment = " // " + f.Doc
		}
		w.p("\t%s %s%s", goField(f.Name), typ, comment)
	}
	if g := gaps[len(gaps)-1]; g > 0 {
		w.p("\t_ [%d]byte", g)
	}
	w.p("}")
	w.p("")
}

// puregoTestFile writes bindings/go/abi_gen_test.go: every value of the
// binding that a C compiler can check, as a C expression and the
// binding's value (header_test.go compiles and compares them).
func puregoTestFile(m *Model) (output, error) {
	var w goWriter
	w.use(`"unsafe"`)
	w.p("// abiValues lists each constant, enumeration value, struct size and")
	w.p("// field offset of the binding with the C expression that gives it.")
	w.p("func abiValues() []headerValue {")
	for _, s := range m.H.Structs {
		w.p("\tvar %s c%s", lowerFirst(structBase(s.Name)), structBase(s.Name))
	}
	w.p("\treturn []headerValue{")
	w.p("\t\t{\"SUDOKU_ABI_VERSION\", ABIVersion},")
	for _, en := range m.Enums {
		for _, mb := range en.Members {
			w.p("\t\t{%q, int64(%s)},", mb.Macro, en.puregoIdent(mb))
		}
	}
	for _, e := range m.Consts {
		w.p("\t\t{%q, %s},", e.Macro, constPurego(e))
	}
	for _, s := range m.H.Structs {
		v := lowerFirst(structBase(s.Name))
		w.p("\t\t{\"sizeof(%s)\", int64(unsafe.Sizeof(%s))},", s.Name, v)
		for _, f := range s.Fields {
			w.p("\t\t{\"offsetof(%s, %s)\", int64(unsafe.Offsetof(%s.%s))},", s.Name, f.Name, v, goField(f.Name))
		}
	}
	w.p("\t}")
	w.p("}")
	return w.file("bindings/go/abi_gen_test.go", "sudoku", "")
}
