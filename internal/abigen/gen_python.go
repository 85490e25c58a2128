package main

import (
	"fmt"
	"strconv"
	"strings"
)

// pythonFile writes bindings/python/libsudoku/_abi_gen.py.
func pythonFile(m *Model) (output, error) {
	var b strings.Builder
	p := func(format string, args ...any) { fmt.Fprintf(&b, format+"\n", args...) }
	p("# " + generatedBy)
	p(`"""The numbers, names and structs of include/sudoku.h, for ctypes.`)
	p("")
	p("The enumerations are IntEnums whose str() is the header's name of the")
	p(`value (str(Technique.X_WING) == "X-Wing"); format() gives the same.`)
	p(`"""`)
	p("")
	p("import ctypes")
	p("import enum")
	p("")
	p("VERSION = %q  # SUDOKU_VERSION: the release this package was generated for", m.Version)
	p("ABI_VERSION = %d  # SUDOKU_ABI_VERSION: the library must report the same", m.ABI)
	p("")
	for _, e := range m.Consts {
		p("%s = %d  # %s", constPython(e), e.Value, clause(firstSentence(e.Doc)))
	}
	for _, en := range m.Enums {
		p("")
		p("")
		p("class %s(enum.IntEnum):", en.python)
		docLines := wrap(fmt.Sprintf(`%s: the %ss of include/sudoku.h. str() gives the header's name, such as %q.`, en.macroPattern(), en.what, en.example().Display()), "    ", 76)
		docLines[0] = `    """` + docLines[0][4:]
		docLines[len(docLines)-1] += `"""`
		p("%s", strings.Join(docLines, "\n"))
		p("")
		for _, mb := range en.Members {
			p("    %s = %d  # %s", mb.Suffix, mb.Value, m.memberDoc(en, mb))
		}
		p("")
		p("    def __str__(self):")
		p("        return _%s_NAMES[self.value]", strings.ToUpper(en.table))
		p("")
		p("    def __format__(self, spec):")
		p("        return format(str(self), spec)")
		if en.table == "techniques" {
			p("")
			p("    @property")
			p("    def extended_name(self):")
			p(`        """The name the extended hint catalogue (HoDoKu's) gives the technique."""`)
			p("        return _%s_EXTENDED_NAMES.get(self.value, str(self))", strings.ToUpper(en.table))
		}
		p("")
		p("")
		p("_%s_NAMES = {", strings.ToUpper(en.table))
		for _, mb := range en.Members {
			p("    %d: %s,", mb.Value, strconv.Quote(mb.Display()))
		}
		p("}")
		if en.table == "techniques" {
			p("")
			p("_%s_EXTENDED_NAMES = {", strings.ToUpper(en.table))
			for _, mb := range en.Members {
				if mb.Extended != "" {
					p("    %d: %s,", mb.Value, strconv.Quote(mb.Extended))
				}
			}
			p("}")
		}
	}
	for _, s := range m.H.Structs {
		p("")
		p("")
		p("class %sStruct(ctypes.Structure):", structBase(s.Name))
		p(`    """%s, field by field (%d bytes)."""`, s.Name, s.Size)
		p("")
		p("    _fields_ = [")
		for _, f := range s.Fields {
			typ := "ctypes.c_" + strings.TrimSuffix(f.Type, "_t")
			if f.Count > 0 {
				n := strconv.Itoa(f.Count)
				if f.CountMacro != "" {
					n = constPython(m.H.Entry(f.CountMacro))
				}
				typ += " * " + n
			}
			line := fmt.Sprintf("        (%q, %s),", f.Name, typ)
			if f.Doc != "" {
				line += "  # " + f.Doc
			}
			p("%s", line)
		}
		p("    ]")
	}
	p("")
	p("")
	p("# The option and result structs by their C names.")
	p("STRUCTS = {")
	for _, s := range m.H.Structs {
		p("    %q: %sStruct,", s.Name, structBase(s.Name))
	}
	p("}")
	p("")
	p("# Every number above by the macro that gives it in the header, for the")
	p("# test that compares them with a C compiler's.")
	p("MACROS = {")
	p(`    "SUDOKU_ABI_VERSION": ABI_VERSION,`)
	for _, e := range m.Consts {
		p("    %q: %s,", e.Macro, constPython(e))
	}
	for _, en := range m.Enums {
		for _, mb := range en.Members {
			p("    %q: %s.%s,", mb.Macro, en.python, mb.Suffix)
		}
	}
	p("}")
	return output{"bindings/python/libsudoku/_abi_gen.py", []byte(b.String())}, nil
}
