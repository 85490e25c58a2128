package main

import (
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
)

var (
	beginRe = regexp.MustCompile(`^<!-- BEGIN GENERATED: ([a-z_]+) -->$`)
	endRe   = regexp.MustCompile(`^<!-- END GENERATED: ([a-z_]+) -->$`)
)

// docTables returns the Markdown table of each name a document may ask for.
func docTables(m *Model) (map[string]string, error) {
	families, err := m.familyTable()
	if err != nil {
		return nil, err
	}
	t := map[string]string{
		"techniques":         m.techniqueTable(),
		"technique_families": families,
		"statuses":           m.statusTable(),
		"levels":             m.levelTable(),
		"constants":          m.constantTable(),
	}
	for _, name := range []string{"hint_statuses", "mistakes", "symmetries", "chain_kinds", "chain_reasons"} {
		t[name] = m.namedTable(m.Enum(name))
	}
	return t, nil
}

// mdCell escapes text for a table cell.
func mdCell(s string) string { return strings.ReplaceAll(s, "|", `\|`) }

func (m *Model) techniqueTable() string {
	en := m.Enum("techniques")
	var rows []*Member
	for _, mb := range en.Members {
		if mb.Value != 0 {
			rows = append(rows, mb)
		}
	}
	// Simplest first, as the step finder tries them; those Sudoku Explainer
	// does not rate last.
	sort.SliceStable(rows, func(i, j int) bool {
		a, okA := ratingTenths(rows[i].Rating)
		b, okB := ratingTenths(rows[j].Rating)
		if okA != okB {
			return okA
		}
		return a < b
	})
	var b strings.Builder
	b.WriteString("| technique | SE rating | extended name | `SUDOKU_TECH_*` | number |\n|---|---:|---|---|---:|\n")
	for _, mb := range rows {
		rating := strings.ReplaceAll(mb.Rating, "-", "–")
		if mb.Rating == "-" {
			rating = "none"
		}
		fmt.Fprintf(&b, "| %s | %s | %s | `%s` | %d |\n", mdCell(mb.Name), rating, mdCell(mb.Extended), mb.Suffix, mb.Value)
	}
	return b.String()
}

// familyTable is the short table of techniques by family (techFamilies):
// the names of the SE catalogue with their SE ratings, and the names the
// extended catalogue gives.
func (m *Model) familyTable() (string, error) {
	bySuffix := map[string]*Member{}
	for _, mb := range m.Enum("techniques").Members {
		bySuffix[mb.Suffix] = mb
	}
	// list joins the names of the techniques, once each; with ratings,
	// a name's ratings follow it ("Hidden Single 1.2/1.5").
	list := func(suffixes []string, extended bool) (string, error) {
		var names []string
		ratings := map[string][]string{}
		seen := map[string]bool{}
		for _, sf := range suffixes {
			mb := bySuffix[sf]
			if mb == nil {
				return "", fmt.Errorf("internal/abigen/spec.go: techFamilies names SUDOKU_TECH_%s, which the header lacks", sf)
			}
			name := mb.Display()
			if extended {
				name = mb.ExtendedDisplay()
			}
			if !seen[name] {
				seen[name] = true
				names = append(names, name)
			}
			if !extended && mb.Rating != "-" {
				ratings[name] = append(ratings[name], strings.ReplaceAll(mb.Rating, "-", "–"))
			}
		}
		if len(names) == 0 {
			return "—", nil
		}
		for i, n := range names {
			if rs := ratings[n]; len(rs) > 0 {
				names[i] = n + " " + strings.Join(rs, "/")
			}
		}
		return mdCell(strings.Join(names, ", ")), nil
	}
	var b strings.Builder
	b.WriteString("| family | SE catalogue (SE rating) | extended catalogue (HoDoKu's names) |\n|---|---|---|\n")
	for _, f := range techFamilies {
		se, err := list(f.se, false)
		if err != nil {
			return "", err
		}
		ext, err := list(f.extended, true)
		if err != nil {
			return "", err
		}
		fmt.Fprintf(&b, "| %s | %s | %s |\n", f.name, se, ext)
	}
	return b.String(), nil
}

func (m *Model) statusTable() string {
	var b strings.Builder
	b.WriteString("| code | value | meaning |\n|---|---:|---|\n")
	for _, mb := range m.Enum("statuses").Members {
		fmt.Fprintf(&b, "| `%s` | %d | %s |\n", mb.Macro, mb.Value, mdCell(mb.Doc))
	}
	return b.String()
}

func (m *Model) levelTable() string {
	var b strings.Builder
	b.WriteString("| level | `SUDOKU_LEVEL_*` | ratings | needs |\n|---|---|---|---|\n")
	for _, mb := range m.Enum("levels").Members {
		band := m.band(mb)
		if band == "" {
			band = "—"
		}
		fmt.Fprintf(&b, "| %s | `%s` %d | %s | %s |\n", mb.Name, mb.Suffix, mb.Value, band, mdCell(mb.Doc))
	}
	return b.String()
}

func (m *Model) namedTable(en *Enum) string {
	var b strings.Builder
	fmt.Fprintf(&b, "| name | `%s*` | value | meaning |\n|---|---|---:|---|\n", en.prefix)
	for _, mb := range en.Members {
		fmt.Fprintf(&b, "| %s | `%s` | %d | %s |\n", mdCell(mb.Name), mb.Suffix, mb.Value, mdCell(mb.Doc))
	}
	return b.String()
}

func (m *Model) constantTable() string {
	var b strings.Builder
	b.WriteString("| constant | value | meaning |\n|---|---:|---|\n")
	for _, e := range m.Consts {
		fmt.Fprintf(&b, "| `%s` | %d | %s |\n", e.Macro, e.Value, mdCell(sentence(e.Doc)))
	}
	return b.String()
}

// docFiles fills the generated blocks of every Markdown file under root
// (folders whose names start with "." or that are named build are
// skipped) and returns the files that have such blocks.
func docFiles(root string, m *Model) ([]output, error) {
	tables, err := docTables(m)
	if err != nil {
		return nil, err
	}
	var outs []output
	err = filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() {
			if path != root && (strings.HasPrefix(d.Name(), ".") || d.Name() == "build" || d.Name() == "node_modules") {
				return filepath.SkipDir
			}
			return nil
		}
		if !strings.HasSuffix(d.Name(), ".md") {
			return nil
		}
		src, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(root, path)
		rel = filepath.ToSlash(rel)
		out, n, err := fillBlocks(string(src), tables)
		if err != nil {
			return fmt.Errorf("%s:%w", rel, err)
		}
		if n > 0 {
			outs = append(outs, output{rel, []byte(out)})
		}
		return nil
	})
	return outs, err
}

// fillBlocks replaces the lines between each BEGIN GENERATED: NAME marker
// and its END marker with the table NAME, and returns the text and the
// number of blocks.
func fillBlocks(src string, tables map[string]string) (string, int, error) {
	lines := strings.SplitAfter(src, "\n")
	var b strings.Builder
	n := 0
	for i := 0; i < len(lines); i++ {
		l := lines[i]
		b.WriteString(l)
		m := beginRe.FindStringSubmatch(strings.TrimSpace(l))
		if m == nil {
			if e := endRe.FindStringSubmatch(strings.TrimSpace(l)); e != nil {
				return "", 0, fmt.Errorf("%d: END GENERATED: %s without its BEGIN", i+1, e[1])
			}
			continue
		}
		table, ok := tables[m[1]]
		if !ok {
			return "", 0, fmt.Errorf("%d: unknown generated block %q (known: %s)", i+1, m[1], strings.Join(sortedKeys(keys(tables)), ", "))
		}
		j := i + 1
		for j < len(lines) && endRe.FindStringSubmatch(strings.TrimSpace(lines[j])) == nil {
			if beginRe.MatchString(strings.TrimSpace(lines[j])) {
				return "", 0, fmt.Errorf("%d: BEGIN GENERATED inside the block opened on line %d", j+1, i+1)
			}
			j++
		}
		if j == len(lines) {
			return "", 0, fmt.Errorf("%d: BEGIN GENERATED: %s is never ended by <!-- END GENERATED: %s -->", i+1, m[1], m[1])
		}
		if e := endRe.FindStringSubmatch(strings.TrimSpace(lines[j])); e[1] != m[1] {
			return "", 0, fmt.Errorf("%d: END GENERATED: %s ends the block %s opened on line %d", j+1, e[1], m[1], i+1)
		}
		if !strings.HasSuffix(l, "\n") {
			b.WriteString("\n")
		}
		b.WriteString(table)
		b.WriteString(lines[j])
		i = j
		n++
	}
	return b.String(), n, nil
}

func keys(m map[string]string) map[string]bool {
	k := map[string]bool{}
	for s := range m {
		k[s] = true
	}
	return k
}
