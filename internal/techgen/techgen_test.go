package main

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// TestEngineTablesAreCurrent fails when engine/tech_registry_gen.go is not
// what techgen makes from the engine's declarations today.
func TestEngineTablesAreCurrent(t *testing.T) {
	dir := filepath.Join("..", "..", "engine")
	want, err := generate(dir)
	if err != nil {
		t.Fatal(err)
	}
	got, err := os.ReadFile(filepath.Join(dir, outputName))
	if err != nil {
		t.Fatal(err)
	}
	if string(got) != string(want) {
		t.Fatalf("engine/%s is stale: run go generate ./engine", outputName)
	}
	if err := run(dir, true); err != nil {
		t.Fatalf("-check fails on a current file: %v", err)
	}
}

// fakeEngine is a package with four techniques; the tests edit it.
const fakeEngine = `package engine

type Technique uint8

const (
	TechNone Technique = iota
	TechA
	TechB
	TechC
	TechD
	NumTechniques = 5
)

var techA = techSpec{Tech: TechA, Rating: 20, Find: (*logicGrid).findA, Explain: (*Step).explainA}
var techB = techSpec{Tech: TechB, Rating: 10, Find: (*logicGrid).findB, Explain: (*Step).explainB}
var (
	techC = techSpec{Tech: TechC, Rating: 20, Tie: -1, Find: (*logicGrid).findC, Explain: (*Step).explainA}
	techD = techSpec{Tech: TechD, Rating: 25, FoundBy: TechA, Explain: (*Step).explainB}
)
`

// generateFake runs techgen on fakeEngine with the replacements applied
// (pairs of old and new text).
func generateFake(t *testing.T, edits ...string) (string, error) {
	t.Helper()
	src := fakeEngine
	for i := 0; i+1 < len(edits); i += 2 {
		if !strings.Contains(src, edits[i]) {
			t.Fatalf("the fake engine has no %q", edits[i])
		}
		src = strings.Replace(src, edits[i], edits[i+1], 1)
	}
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "fake.go"), []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	out, err := generate(dir)
	return string(out), err
}

func TestOrderAndDispatch(t *testing.T) {
	out, err := generateFake(t)
	if err != nil {
		t.Fatal(err)
	}
	order := regexp.MustCompile(`(?s)var techSearchOrder = \[\.\.\.\]Technique\{(.*?)\}`).FindStringSubmatch(out)
	if order == nil {
		t.Fatalf("no techSearchOrder in\n%s", out)
	}
	if got := strings.Fields(order[1]); strings.Join(got, " ") != "TechB, TechC, TechA," {
		t.Errorf("search order %v, want B (rating 10), C (20, tie -1), A (20)", got)
	}
	for _, want := range []string{
		"if maxRating < 10 {",
		"if s.findB(st) { // TechB",
		"if maxRating < 20 {",
		"case TechA, TechC:\n\t\treturn s.explainA(dst)",
		"case TechB, TechD:\n\t\treturn s.explainB(dst)",
		"TechD: 25,",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("the output lacks %q:\n%s", want, out)
		}
	}
	if strings.Count(out, "if maxRating < 20") != 1 {
		t.Errorf("the cap is tested twice for one rating:\n%s", out)
	}
	if strings.Contains(out, "findD") {
		t.Errorf("TechD has no search of its own:\n%s", out)
	}
}

func TestChainSearchGetsTheCap(t *testing.T) {
	out, err := generateFake(t, "Find: (*logicGrid).findB", "FindChain: (*logicGrid).findChains")
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(out, "if s.findChains(st, cs, maxRating) {") {
		t.Errorf("no call of the chain search:\n%s", out)
	}
}

func TestBadDeclarations(t *testing.T) {
	cases := []struct {
		name  string
		edits []string
		want  string
	}{
		{"missing", []string{"var techB = techSpec{Tech: TechB, Rating: 10, Find: (*logicGrid).findB, Explain: (*Step).explainB}", ""}, "no techSpec declares TechB"},
		{"twice", []string{"Tech: TechB,", "Tech: TechA,"}, "TechA is declared twice"},
		{"not a technique", []string{"Tech: TechB,", "Tech: NumTechniques,"}, `Tech "NumTechniques" is not a Technique constant`},
		{"rating not literal", []string{"Rating: 10,", "Rating: 5 + 5,"}, "Rating must be an integer literal"},
		{"rating zero", []string{"Rating: 10,", "Rating: 0,"}, "Rating must be positive"},
		{"find not a method", []string{"Find: (*logicGrid).findB", "Find: findB"}, "Find must be a method expression (*logicGrid).name"},
		{"explain of the wrong type", []string{"Explain: (*Step).explainB}\nvar", "Explain: (*logicGrid).explainB}\nvar"}, "Explain must be a method expression (*Step).name"},
		{"no explanation", []string{", Explain: (*Step).explainB}\nvar", "}\nvar"}, "Explain is missing"},
		{"no search", []string{"FoundBy: TechA, ", ""}, "set exactly one of Find, FindChain and FoundBy"},
		{"two searches", []string{"FoundBy: TechA,", "FoundBy: TechA, Find: (*logicGrid).findD,"}, "set exactly one"},
		{"found by a technique without search", []string{"FoundBy: TechA", "FoundBy: TechD"}, "FoundBy TechD: that technique is found by TechD"},
		{"rated below its search", []string{"Rating: 25,", "Rating: 15,"}, "Rating 15 is below that of TechA (20)"},
		{"unknown field", []string{"Tie: -1,", "Order: -1,"}, "unknown field Order"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			_, err := generateFake(t, tc.edits...)
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("got error %v, want one containing %q", err, tc.want)
			}
		})
	}
}

func TestCheckReportsStaleFile(t *testing.T) {
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "fake.go"), []byte(fakeEngine), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := run(dir, true); err == nil || !strings.Contains(err.Error(), "stale") {
		t.Fatalf("-check without the file: %v", err)
	}
	if err := run(dir, false); err != nil {
		t.Fatal(err)
	}
	if err := run(dir, true); err != nil {
		t.Fatalf("-check after writing: %v", err)
	}
	if err := os.WriteFile(filepath.Join(dir, "fake.go"), []byte(strings.Replace(fakeEngine, "Rating: 10", "Rating: 11", 1)), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := run(dir, true); err == nil || !strings.Contains(err.Error(), "stale") {
		t.Fatalf("-check after a rating changed: %v", err)
	}
}

// TestUniquenessGatesTheSearch: a technique declared Uniqueness is searched
// only when the grid is known to have one solution (!s.anyBoard).
func TestUniquenessGatesTheSearch(t *testing.T) {
	out, err := generateFake(t, "Rating: 10, Find: (*logicGrid).findB,", "Rating: 10, Uniqueness: true, Find: (*logicGrid).findB,")
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(out, "if !s.anyBoard && s.findB(st) {") {
		t.Fatalf("the search of B is not gated:\n%s", out)
	}
	if strings.Contains(out, "!s.anyBoard && s.findA(st)") {
		t.Fatalf("the search of A is gated:\n%s", out)
	}
	if _, err := generateFake(t, "Tie: -1,", "Tie: -1, Uniqueness: 1,"); err == nil || !strings.Contains(err.Error(), "Uniqueness must be true or false") {
		t.Fatalf("Uniqueness: 1 gives %v", err)
	}
}
