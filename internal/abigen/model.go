package main

import (
	"fmt"
	"sort"
	"strconv"
	"strings"
)

// Model is the header checked and arranged for the writers.
type Model struct {
	H          *Header
	Version    string // SUDOKU_VERSION
	ABI        int64  // SUDOKU_ABI_VERSION
	Enums      []*Enum
	Consts     []*Entry // the constants table, in header order
	enumByName map[string]*Enum
}

// Enum is an enumeration: a table and how each language spells it.
type Enum struct {
	*enumSpec
	Members []*Member
}

// Member is one value of an enumeration.
type Member struct {
	*Entry
	Suffix string // the macro without the table's prefix: X_WING, E_ARG
	Base   string // the words identifiers are made of: X_WING, ARG
}

// Enum returns the enumeration of a table.
func (m *Model) Enum(table string) *Enum { return m.enumByName[table] }

// Display is the name a member shows: its quoted name, or the macro for
// tables without names (the statuses).
func (mb *Member) Display() string {
	if mb.Name != "" {
		return mb.Name
	}
	return mb.Macro
}

// ExtendedDisplay is the name the extended hint catalogue gives a
// technique: its extended name, or its name.
func (mb *Member) ExtendedDisplay() string {
	if mb.Extended != "" {
		return mb.Extended
	}
	return mb.Display()
}

// example returns the member that doc comments show: X-Wing among the
// techniques, else the second value (the first is often "none").
func (e *Enum) example() *Member {
	for _, mb := range e.Members {
		if mb.Suffix == "X_WING" {
			return mb
		}
	}
	return e.Members[min(1, len(e.Members)-1)]
}

// Ident spellings of a member.
func (e *Enum) engineIdent(mb *Member) string { return e.engine.prefix + goIdent(mb.Base) }
func (e *Enum) puregoIdent(mb *Member) string { return e.purego.prefix + goIdent(mb.Base) }
func (e *Enum) csIdent(mb *Member) string     { return csIdent(mb.Base) }

// Spellings of a constant per language.
func constPurego(e *Entry) string {
	if s := constSpecs[e.Macro].purego; s != "" {
		return s
	}
	return goIdent(e.Macro[len("SUDOKU_"):])
}

func constPython(e *Entry) string { return e.Macro[len("SUDOKU_"):] }

func constCsharp(e *Entry) string { return csIdent(e.Macro[len("SUDOKU_"):]) }

// knownTables are the fence names the generator understands.
var knownTables = func() map[string]bool {
	k := map[string]bool{"versions": true, "constants": true}
	for _, s := range enums {
		k[s.table] = true
	}
	return k
}()

// newModel checks h and arranges it. Errors name the line of the header.
func newModel(h *Header) (*Model, error) {
	m := &Model{H: h, enumByName: map[string]*Enum{}}
	for _, name := range h.order {
		if !knownTables[name] {
			var k []string
			for n := range knownTables {
				k = append(k, n)
			}
			sort.Strings(k)
			return nil, fmt.Errorf("line %d: unknown ABI TABLE %s (known: %s)", firstLine(h.Tables[name]), name, strings.Join(k, ", "))
		}
	}
	if err := m.versions(); err != nil {
		return nil, err
	}
	for _, e := range h.Table("constants").Entries {
		if e.IsString {
			return nil, fmt.Errorf("line %d: %s: constants are integers", e.Line, e.Macro)
		}
		if e.Doc == "" {
			return nil, fmt.Errorf("line %d: %s has no comment (on its line or just above): the bindings and docs show it", e.Line, e.Macro)
		}
		m.Consts = append(m.Consts, e)
	}
	for _, s := range enums {
		en, err := newEnum(s, h.Table(s.table))
		if err != nil {
			return nil, err
		}
		m.Enums = append(m.Enums, en)
		m.enumByName[s.table] = en
	}
	if err := m.checkTechniques(); err != nil {
		return nil, err
	}
	if err := m.checkLevels(); err != nil {
		return nil, err
	}
	return m, nil
}

func firstLine(t *Table) int {
	if t == nil || len(t.Entries) == 0 {
		return 0
	}
	return t.Entries[0].Line
}

// versions checks the versions table: the three numbers and the string
// agree, and the ABI number is there.
func (m *Model) versions() error {
	h := m.H
	need := func(macro string, str bool) (*Entry, error) {
		e := h.Entry(macro)
		if e == nil || !inTable(h.Table("versions"), e) {
			return nil, fmt.Errorf("the versions table has no %s", macro)
		}
		if e.IsString != str {
			return nil, fmt.Errorf("line %d: %s has the wrong kind of value", e.Line, macro)
		}
		return e, nil
	}
	var nums [3]int64
	for i, part := range []string{"MAJOR", "MINOR", "PATCH"} {
		e, err := need("SUDOKU_VERSION_"+part, false)
		if err != nil {
			return err
		}
		nums[i] = e.Value
	}
	v, err := need("SUDOKU_VERSION", true)
	if err != nil {
		return err
	}
	if want := fmt.Sprintf("%d.%d.%d", nums[0], nums[1], nums[2]); v.Str != want {
		return fmt.Errorf("line %d: SUDOKU_VERSION is %q but MAJOR.MINOR.PATCH is %s", v.Line, v.Str, want)
	}
	abi, err := need("SUDOKU_ABI_VERSION", false)
	if err != nil {
		return err
	}
	m.Version, m.ABI = v.Str, abi.Value
	return nil
}

func inTable(t *Table, e *Entry) bool {
	for _, x := range t.Entries {
		if x == e {
			return true
		}
	}
	return false
}

// newEnum checks the entries of a table of values and reads their names.
func newEnum(s *enumSpec, t *Table) (*Enum, error) {
	if len(t.Entries) == 0 {
		return nil, fmt.Errorf("the header has no ABI TABLE %s", s.table)
	}
	en := &Enum{enumSpec: s}
	seen := map[int64]string{}
	for _, e := range t.Entries {
		if e.IsString || !strings.HasPrefix(e.Macro, s.prefix) {
			return nil, fmt.Errorf("line %d: %s does not belong in table %s (integer %s* values only)", e.Line, e.Macro, s.table, s.prefix)
		}
		if other, dup := seen[e.Value]; dup {
			return nil, fmt.Errorf("line %d: %s has the value %d of %s", e.Line, e.Macro, e.Value, other)
		}
		seen[e.Value] = e.Macro
		suffix := e.Macro[len(s.prefix):]
		mb := &Member{Entry: e, Suffix: suffix, Base: strings.TrimPrefix(suffix, s.strip)}
		if s.named {
			nm := nameRe.FindStringSubmatch(e.Doc)
			if nm == nil {
				return nil, fmt.Errorf(`line %d: %s: its comment must start with its name in double quotes, as /* "X-Wing" ... */`, e.Line, e.Macro)
			}
			e.Name, e.Doc = nm[1], nm[2]
			if s.table == "techniques" {
				if r := ratingRe.FindStringSubmatch(e.Doc); r != nil {
					e.Rating, e.Doc = r[1]+r[2]+r[3], r[4]
					if alt := nameRe.FindStringSubmatch(e.Doc); alt != nil {
						e.Extended, e.Doc = alt[1], alt[2]
					}
				} else if e.Value != 0 {
					return nil, fmt.Errorf(`line %d: %s: the name must be followed by the SE rating, as "X-Wing" 3.2 (or 6.5+, 4.6-4.8, - for none)`, e.Line, e.Macro)
				}
			}
		}
		en.Members = append(en.Members, mb)
	}
	return en, nil
}

// checkTechniques checks that the techniques are numbered from 0 in
// increasing order and that SUDOKU_TECH_COUNT and SUDOKU_TECH_SLOTS agree
// with them. A number may be skipped: it is held for techniques that
// another branch of the work is adding, and no technique of this version
// has it.
func (m *Model) checkTechniques() error {
	ts := m.Enum("techniques").Members
	next := int64(0)
	for i, t := range ts {
		if i == 0 && t.Value != 0 || t.Value < next {
			return fmt.Errorf("line %d: %s is %d, but techniques are numbered in increasing order from 0: it should be at least %d", t.Line, t.Macro, t.Value, next)
		}
		next = t.Value + 1
	}
	count := m.H.Entry("SUDOKU_TECH_COUNT")
	if count == nil {
		return fmt.Errorf("the constants table has no SUDOKU_TECH_COUNT")
	}
	if count.Value != next {
		return fmt.Errorf("line %d: SUDOKU_TECH_COUNT is %d but the techniques table ends at %d: set it to %d", count.Line, count.Value, next-1, next)
	}
	if slots := m.H.Entry("SUDOKU_TECH_SLOTS"); slots == nil || slots.Value < count.Value {
		return fmt.Errorf("SUDOKU_TECH_SLOTS must be defined and at least SUDOKU_TECH_COUNT")
	}
	return nil
}

// checkLevels checks that the bands' upper bounds SUDOKU_LEVEL_*_MAX
// rise from level to level.
func (m *Model) checkLevels() error {
	prev := int64(0)
	for _, l := range m.Enum("levels").Members {
		if b := m.levelMax(l); b != nil {
			if b.Value <= prev {
				return fmt.Errorf("line %d: %s is %d, not above the previous level's bound %d", b.Line, b.Macro, b.Value, prev)
			}
			prev = b.Value
		}
	}
	return nil
}

// levelMax returns the constant SUDOKU_LEVEL_<L>_MAX of level l, or nil.
func (m *Model) levelMax(l *Member) *Entry {
	e := m.H.Entry(l.Macro + "_MAX")
	if e == nil || !inTable(m.H.Table("constants"), e) {
		return nil
	}
	return e
}

// band describes the ratings of level l: "1.0–1.5", "6.5 and up" for the
// first level without a bound, "" for the levels after it. The lowest
// band starts at the lowest rating of any technique.
func (m *Model) band(l *Member) string {
	lo := m.lowestRating()
	for _, x := range m.Enum("levels").Members {
		b := m.levelMax(x)
		if x == l {
			switch {
			case b != nil:
				return tenths(lo) + "–" + tenths(b.Value)
			case lo >= 0:
				return tenths(lo) + " and up"
			}
			return ""
		}
		if b != nil {
			lo = b.Value + 1
		} else {
			lo = -1 // past the open band: no band
		}
	}
	return ""
}

// lowestRating returns the lowest SE rating of the techniques, in tenths.
func (m *Model) lowestRating() int64 {
	lo := int64(-1)
	for _, t := range m.Enum("techniques").Members {
		if r, ok := ratingTenths(t.Rating); ok && (lo < 0 || r < lo) {
			lo = r
		}
	}
	return lo
}

// ratingTenths reads the first number of a rating such as "4.6-4.8" in
// tenths (46).
func ratingTenths(r string) (int64, bool) {
	if len(r) < 3 {
		return 0, false
	}
	n, err := strconv.ParseFloat(strings.TrimRight(strings.SplitN(r, "-", 2)[0], "+"), 64)
	if err != nil {
		return 0, false
	}
	return int64(n*10 + 0.5), true
}

// tenths writes a rating in tenths as a decimal: 15 -> "1.5".
func tenths(v int64) string { return fmt.Sprintf("%d.%d", v/10, v%10) }
