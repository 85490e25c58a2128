package main

import (
	"sort"
	"strings"
	"unicode"
)

// initialism is how Go and C# spell one.
type initialism struct{ goName, csName string }

// initialisms are the words of macro names that keep a fixed spelling in
// identifiers: Go keeps initialisms in capitals (TechBUG, StatusOK), C#
// capitalises only their first letter from three letters on (Bug, Ok)
// except for the chain-family prefixes X, XY and XYZ. Every other word is
// capitalised (WING -> Wing). A technique whose macro brings a new
// initialism (ALS, AIC) adds it here, or gets the capitalised spelling.
var initialisms = map[string]initialism{
	"OK":  {"OK", "Ok"},
	"BUG": {"BUG", "Bug"},
	"X":   {"X", "X"},
	"XY":  {"XY", "XY"},
	"XYZ": {"XYZ", "XYZ"},
	// The wings named after their digits, like XY and XYZ.
	"WXYZ":  {"WXYZ", "WXYZ"},
	"VWXYZ": {"VWXYZ", "VWXYZ"},
	"ALS":   {"ALS", "Als"},
	"AIC":   {"AIC", "Aic"},
	"XZ":    {"XZ", "XZ"},
	"SE":    {"SE", "SE"},
}

// words splits a macro or C name at its underscores.
func words(s string) []string {
	var w []string
	for _, p := range strings.Split(s, "_") {
		if p != "" {
			w = append(w, p)
		}
	}
	return w
}

// title returns w with its first letter upper case and the rest lower.
func title(w string) string {
	r := []rune(strings.ToLower(w))
	r[0] = unicode.ToUpper(r[0])
	return string(r)
}

// goIdent joins macro words as an exported Go identifier: X_WING -> XWing,
// BUG_2 -> BUG2, UNIQUE_RECTANGLE_3 -> UniqueRectangle3.
func goIdent(s string) string { return joinWords(s, func(in initialism) string { return in.goName }) }

// csIdent joins macro words as a C# identifier: X_WING -> XWing, BUG_2 -> Bug2.
func csIdent(s string) string { return joinWords(s, func(in initialism) string { return in.csName }) }

// joinWords capitalises each word of s, spelling initialisms as spell
// says.
func joinWords(s string, spell func(initialism) string) string {
	var b strings.Builder
	for _, w := range words(s) {
		if in, ok := initialisms[strings.ToUpper(w)]; ok {
			b.WriteString(spell(in))
		} else {
			b.WriteString(title(w))
		}
	}
	return b.String()
}

// goField returns a C field name as an unexported Go identifier:
// n_removed -> nRemoved.
func goField(s string) string {
	w := words(s)
	out := strings.ToLower(w[0])
	for _, x := range w[1:] {
		out += title(x)
	}
	return out
}

// lowerFirst returns s with its first letter in lower case, for
// identifiers made unexported.
func lowerFirst(s string) string {
	if s == "" {
		return s
	}
	r := []rune(s)
	r[0] = unicode.ToLower(r[0])
	return string(r)
}

// structBase returns the part of a struct's C name that the bindings build
// their names on: sudoku_rating -> Rating, sudoku_hint_result -> Hint (a
// trailing _result is dropped).
func structBase(cname string) string {
	s := strings.TrimPrefix(cname, "sudoku_")
	s = strings.TrimSuffix(s, "_result")
	return csIdent(s)
}

// sentence returns doc with its first letter in upper case and a full stop.
func sentence(doc string) string {
	doc = strings.TrimSpace(doc)
	if doc == "" {
		return ""
	}
	r := []rune(doc)
	r[0] = unicode.ToUpper(r[0])
	s := string(r)
	if !strings.HasSuffix(s, ".") {
		s += "."
	}
	return s
}

// clause returns doc as a clause to follow a colon: its first letter in
// lower case unless it starts an identifier or an acronym, no final stop.
func clause(doc string) string {
	doc = strings.TrimSuffix(strings.TrimSpace(doc), ".")
	if len(doc) > 1 && unicode.IsUpper(rune(doc[0])) && (unicode.IsLower(rune(doc[1])) || doc[1] == ' ') {
		return lowerFirst(doc)
	}
	return doc
}

// firstSentence returns the first sentence of doc (up to ". " or the end).
func firstSentence(doc string) string {
	if i := strings.Index(doc, ". "); i >= 0 {
		return doc[:i+1]
	}
	return doc
}

// wrap breaks text into lines of at most width runes, each starting with
// prefix.
func wrap(text, prefix string, width int) []string {
	var lines []string
	line := prefix
	for _, w := range strings.Fields(text) {
		if len(line) > len(prefix) && len(line)+1+len(w) > width {
			lines = append(lines, line)
			line = prefix
		}
		if len(line) > len(prefix) {
			line += " "
		}
		line += w
	}
	if len(line) > len(prefix) {
		lines = append(lines, line)
	}
	return lines
}

// sortedKeys returns the keys of m in order.
func sortedKeys(m map[string]bool) []string {
	var k []string
	for s := range m {
		k = append(k, s)
	}
	sort.Strings(k)
	return k
}
