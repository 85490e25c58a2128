package main

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"
)

// Header is what the generator reads from include/sudoku.h: the fenced
// tables of constants and the structs.
type Header struct {
	Tables  map[string]*Table // by fence name
	Structs []*Struct         // in header order
	byMacro map[string]*Entry // every entry of every table
	order   []string          // table names in order of first appearance
}

// Table is one fenced list, such as "techniques". A table may be fenced in
// several places of the header; its entries keep header order.
type Table struct {
	Name    string
	Entries []*Entry
}

// Entry is one #define of a table.
type Entry struct {
	Macro    string // SUDOKU_TECH_X_WING
	Value    int64  // its value, for integer entries
	Str      string // its value, for string entries ("0.2.0")
	IsString bool
	// Name is the quoted name at the start of the entry's comment ("X-Wing"),
	// for the tables whose entries are named.
	Name string
	// Rating is the SE rating after a technique's name ("3.2", "6.5+",
	// "4.6-4.8"), "-" for a technique Sudoku Explainer does not rate (one
	// of the extended catalogue only), or "".
	Rating string
	// Extended is the name the extended hint catalogue (HoDoKu's) gives a
	// technique, when it differs from Name: the quoted name after the
	// rating ("2-String Kite"), or "".
	Extended string
	// Doc is the rest of the entry's comment, or for an entry without one
	// the comment just above it.
	Doc  string
	Line int
}

// Struct is a typedef struct of the header, with the layout the generator
// computed for it.
type Struct struct {
	Name   string // sudoku_rating
	Fields []*Field
	Size   int
	Align  int
	Line   int
}

// Field is one member of a struct.
type Field struct {
	Name       string // n_removed
	Type       string // uint16_t
	Count      int    // array length, or 0 for a scalar
	CountMacro string // the constant that gives Count, or ""
	Volatile   bool   // declared volatile: the host and the library share it during a call
	Offset     int
	Doc        string
	Line       int
}

// elemSize is the size (and natural alignment) of each type a struct may
// use: the fixed-width integers, and char for text.
var elemSize = map[string]int{
	"char":    1, // text: char arrays only
	"uint8_t": 1, "int8_t": 1,
	"uint16_t": 2, "int16_t": 2,
	"uint32_t": 4, "int32_t": 4,
	"uint64_t": 8, "int64_t": 8,
}

// Size returns the bytes the field takes.
func (f *Field) Size() int {
	n := elemSize[f.Type]
	if f.Count > 0 {
		n *= f.Count
	}
	return n
}

// Entry returns the entry of macro, or nil.
func (h *Header) Entry(macro string) *Entry { return h.byMacro[macro] }

// Table returns the named table, empty if the header has none.
func (h *Header) Table(name string) *Table {
	if t := h.Tables[name]; t != nil {
		return t
	}
	return &Table{Name: name}
}

// comment is one C comment of the header.
type comment struct {
	startLine, startCol, endLine int
	text                         string // normalised: markers and ** gutters removed, spaces collapsed
	standalone                   bool   // nothing but blanks before it on its first line
}

// scan splits src into the code with every comment blanked (line and
// column positions kept) and the list of comments.
func scan(src string) (code string, comments []comment, err error) {
	b := []byte(src)
	out := make([]byte, len(b))
	copy(out, b)
	line, col := 1, 0
	lineStart := true // only blanks so far on this line
	for i := 0; i < len(b); i++ {
		c := b[i]
		switch {
		case c == '"' || c == '\'':
			j := i + 1
			for j < len(b) && b[j] != c && b[j] != '\n' {
				if b[j] == '\\' {
					j++
				}
				j++
			}
			if j >= len(b) || b[j] != c {
				return "", nil, fmt.Errorf("line %d: unterminated literal", line)
			}
			col += j - i
			i = j
			lineStart = false
		case c == '/' && i+1 < len(b) && b[i+1] == '*':
			cm := comment{startLine: line, startCol: col, standalone: lineStart}
			j := i + 2
			for j+1 < len(b) && !(b[j] == '*' && b[j+1] == '/') {
				j++
			}
			if j+1 >= len(b) {
				return "", nil, fmt.Errorf("line %d: unterminated comment", line)
			}
			raw := string(b[i+2 : j])
			for k := i; k < j+2; k++ {
				if b[k] == '\n' {
					line++
					col = 0
				} else {
					out[k] = ' '
					col++
				}
			}
			cm.endLine = line
			cm.text = normalise(raw)
			comments = append(comments, cm)
			i = j + 1
			lineStart = false
		case c == '/' && i+1 < len(b) && b[i+1] == '/':
			return "", nil, fmt.Errorf("line %d: // comments are not C89-clean; use /* */", line)
		case c == '\n':
			line++
			col = 0
			lineStart = true
		default:
			if c != ' ' && c != '\t' && c != '\r' {
				lineStart = false
			}
			col++
		}
	}
	return string(out), comments, nil
}

// normalise turns the inside of a comment into one line of text: the
// "**" or "*" gutters of continuation lines are dropped and runs of blanks
// become one space.
func normalise(raw string) string {
	var parts []string
	for _, l := range strings.Split(raw, "\n") {
		l = strings.TrimSpace(l)
		if strings.HasPrefix(l, "**") {
			l = strings.TrimPrefix(l, "**")
		} else if strings.HasPrefix(l, "* ") || l == "*" {
			l = strings.TrimPrefix(l, "*")
		}
		parts = append(parts, strings.TrimSpace(l))
	}
	return strings.Join(strings.Fields(strings.Join(parts, " ")), " ")
}

var (
	fenceRe  = regexp.MustCompile(`^(BEGIN|END) ABI TABLE ([a-z_]+)$`)
	defineRe = regexp.MustCompile(`^\s*#\s*define\s+(\w+)(?:\s+(.*?))?\s*$`)
	intRe    = regexp.MustCompile(`^(-?[0-9]+)$|^\(\s*(-[0-9]+)\s*\)$`)
	strRe    = regexp.MustCompile(`^"([^"\\]*)"$`)
	nameRe   = regexp.MustCompile(`^"([^"]+)"\s*(.*)$`)
	ratingRe = regexp.MustCompile(`^(?:([0-9]+\.[0-9])(\+|-[0-9]+\.[0-9])?|(-))(?:\s+(.*))?$`)
	structRe = regexp.MustCompile(`typedef\s+struct\s+(\w+)\s*\{([^}]*)\}\s*(\w+)\s*;`)
	fieldRe  = regexp.MustCompile(`^\s*(volatile\s+)?(\w+)\s+(\w+)\s*(?:\[\s*(\w+)\s*\])?\s*$`)
)

// guard is the include guard, the one SUDOKU_ macro outside every table.
const guard = "SUDOKU_H"

// parseHeader reads the tables and structs of the header text src. Errors
// name the line.
func parseHeader(src string) (*Header, error) {
	code, comments, err := scan(src)
	if err != nil {
		return nil, err
	}
	h := &Header{Tables: map[string]*Table{}, byMacro: map[string]*Entry{}}
	fences := map[int]comment{}     // line -> fence marker
	trailing := map[int][]comment{} // first line -> comments that start there
	endsAt := map[int]comment{}     // last line -> standalone comment
	for _, c := range comments {
		if c.standalone && fenceRe.MatchString(c.text) {
			fences[c.startLine] = c
			continue
		}
		trailing[c.startLine] = append(trailing[c.startLine], c)
		if c.standalone {
			endsAt[c.endLine] = c
		}
	}
	lines := strings.Split(code, "\n")
	var open *Table
	openLine := 0
	for i, l := range lines {
		n := i + 1
		if f, ok := fences[n]; ok {
			m := fenceRe.FindStringSubmatch(f.text)
			switch {
			case m[1] == "BEGIN" && open != nil:
				return nil, fmt.Errorf("line %d: BEGIN ABI TABLE %s inside table %s (opened on line %d): close it first", n, m[2], open.Name, openLine)
			case m[1] == "BEGIN":
				if h.Tables[m[2]] == nil {
					h.Tables[m[2]] = &Table{Name: m[2]}
					h.order = append(h.order, m[2])
				}
				open, openLine = h.Tables[m[2]], n
			case open == nil:
				return nil, fmt.Errorf("line %d: END ABI TABLE %s without its BEGIN", n, m[2])
			case open.Name != m[2]:
				return nil, fmt.Errorf("line %d: END ABI TABLE %s closes table %s (opened on line %d)", n, m[2], open.Name, openLine)
			default:
				open = nil
			}
			continue
		}
		m := defineRe.FindStringSubmatch(l)
		if m == nil || !strings.HasPrefix(m[1], "SUDOKU_") {
			continue
		}
		macro, value := m[1], m[2]
		if macro == guard && value == "" {
			continue
		}
		if open == nil {
			return nil, fmt.Errorf("line %d: %s is outside every ABI TABLE fence; put it in a table (see internal/abigen)", n, macro)
		}
		if h.byMacro[macro] != nil {
			return nil, fmt.Errorf("line %d: %s is defined twice (first on line %d)", n, macro, h.byMacro[macro].Line)
		}
		e := &Entry{Macro: macro, Line: n}
		switch {
		case intRe.MatchString(value):
			v := intRe.FindStringSubmatch(value)
			s := v[1] + v[2]
			if e.Value, err = strconv.ParseInt(s, 10, 32); err != nil {
				return nil, fmt.Errorf("line %d: %s: %s does not fit an int32_t", n, macro, s)
			}
		case strRe.MatchString(value):
			e.Str, e.IsString = strRe.FindStringSubmatch(value)[1], true
		default:
			return nil, fmt.Errorf("line %d: %s: the value %q is neither a decimal integer, a (negative) one in parentheses nor a string", n, macro, value)
		}
		for _, c := range trailing[n] {
			if !c.standalone {
				e.Doc = c.text
			}
		}
		if e.Doc == "" {
			if c, ok := endsAt[n-1]; ok {
				e.Doc = c.text
			}
		}
		open.Entries = append(open.Entries, e)
		h.byMacro[macro] = e
	}
	if open != nil {
		return nil, fmt.Errorf("line %d: ABI TABLE %s is never closed", openLine, open.Name)
	}
	if err := h.parseStructs(code, trailing); err != nil {
		return nil, err
	}
	return h, nil
}

// parseStructs reads every typedef struct of code (the header with its
// comments blanked) and computes its layout.
func (h *Header) parseStructs(code string, trailing map[int][]comment) error {
	lineOf := func(off int) int { return strings.Count(code[:off], "\n") + 1 }
	matches := structRe.FindAllStringSubmatchIndex(code, -1)
	if want := strings.Count(code, "struct"); want != len(matches) {
		return fmt.Errorf("the header mentions struct %d times but has %d typedef struct NAME { ... } NAME; definitions: only those are understood", want, len(matches))
	}
	for _, m := range matches {
		name, body, alias := code[m[2]:m[3]], code[m[4]:m[5]], code[m[6]:m[7]]
		s := &Struct{Name: name, Line: lineOf(m[0])}
		if alias != name {
			return fmt.Errorf("line %d: typedef struct %s is named %s: use one name", s.Line, name, alias)
		}
		off := m[4]
		for _, decl := range strings.Split(body, ";") {
			start := off
			off += len(decl) + 1
			if strings.TrimSpace(decl) == "" {
				continue
			}
			start += len(decl) - len(strings.TrimLeft(decl, " \t\r\n"))
			line := lineOf(start)
			fm := fieldRe.FindStringSubmatch(decl)
			if fm == nil {
				return fmt.Errorf("line %d: %s: %q is not [volatile] TYPE NAME; or TYPE NAME[SIZE];", line, name, strings.TrimSpace(decl))
			}
			f := &Field{Type: fm[2], Name: fm[3], Volatile: fm[1] != "", Line: line}
			if elemSize[f.Type] == 0 {
				return fmt.Errorf("line %d: %s.%s: type %s is not a fixed-width integer (uint8_t .. int64_t) or char", line, name, f.Name, f.Type)
			}
			if f.Type == "char" && fm[4] == "" {
				return fmt.Errorf("line %d: %s.%s: char is for text: an array, char NAME[SIZE]", line, name, f.Name)
			}
			if c := fm[4]; c != "" {
				if n, err := strconv.Atoi(c); err == nil {
					f.Count = n
				} else if e := h.byMacro[c]; e != nil && !e.IsString {
					f.Count, f.CountMacro = int(e.Value), c
				} else {
					return fmt.Errorf("line %d: %s.%s: array size %s is neither a number nor a constant of a table", line, name, f.Name, c)
				}
				if f.Count < 1 {
					return fmt.Errorf("line %d: %s.%s: array size %d", line, name, f.Name, f.Count)
				}
			}
			for _, c := range trailing[line] {
				if !c.standalone {
					f.Doc = c.text
				}
			}
			s.Fields = append(s.Fields, f)
		}
		if len(s.Fields) == 0 || s.Fields[0].Name != "size" || s.Fields[0].Type != "uint32_t" || s.Fields[0].Count != 0 {
			return fmt.Errorf("line %d: %s must start with uint32_t size (the rule for option and result structs)", s.Line, name)
		}
		if err := s.layOut(); err != nil {
			return fmt.Errorf("line %d: %w", s.Line, err)
		}
		h.Structs = append(h.Structs, s)
	}
	return nil
}
