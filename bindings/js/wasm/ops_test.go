package main

import (
	"encoding/json"
	"reflect"
	"strconv"
	"testing"

	"github.com/libsudoku/libsudoku/engine"
)

const (
	classic         = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
	classicSolution = "534678912672195348198342567859761423426853791713924856961537284287419635345286179"
)

func cells(t *testing.T, text string) []byte {
	t.Helper()
	g, err := engine.Parse(text)
	if err != nil {
		t.Fatal(err)
	}
	return g[:]
}

// TestOps runs the operations natively: each answer is one JSON object
// that encoding/json reads back, with the expected fields, and errors
// carry the status, name, cells and message of internal/cabi.
func TestOps(t *testing.T) {
	bad := cells(t, classic)
	bad[2] = 5 // a second 5 in row 1
	tests := []struct {
		name string
		out  []byte
		want map[string]any
	}{
		{"solve", solveOp(nil, cells(t, classic)), map[string]any{"grid": classicSolution}},
		{"count", countOp(nil, cells(t, "."+classic[1:]), 5), map[string]any{"count": 1.0}},
		{"count empty", countOp(nil, make([]byte, 81), 7), map[string]any{"count": 7.0}},
		{"parse", parseOp(nil, []byte(classic), true), map[string]any{"grid": classic}},
		{"format", formatOp(nil, cells(t, classic), false), map[string]any{"text": classic}},
		{"short grid", solveOp(nil, make([]byte, 80)), map[string]any{"error": map[string]any{
			"status": -1.0, "statusName": "SUDOKU_E_ARG", "cells": []any{}, "message": "a grid is 81 cells"}}},
		{"conflict", solveOp(nil, bad), map[string]any{"error": map[string]any{
			"status": -4.0, "statusName": "SUDOKU_E_CONFLICT", "cells": []any{0.0, 2.0},
			"message": "digit 5 appears twice in row 1, at r1c1 and r1c3"}}},
		{"parse error", parseOp(nil, []byte(classic[1:]), false), map[string]any{"error": map[string]any{
			"status": -2.0, "statusName": "SUDOKU_E_PARSE", "cells": []any{}, "message": "found 80 cells, want 81"}}},
	}
	for _, tt := range tests {
		var got map[string]any
		if err := json.Unmarshal(tt.out, &got); err != nil {
			t.Errorf("%s: %v in %s", tt.name, err, tt.out)
			continue
		}
		if !reflect.DeepEqual(got, tt.want) {
			t.Errorf("%s: got %v, want %v", tt.name, got, tt.want)
		}
	}
}

// TestHintAndRatingJSON checks the larger answers read back as JSON with
// the engine's values.
func TestHintAndRatingJSON(t *testing.T) {
	in := append(cells(t, classic), cells(t, classic)...)
	var h struct {
		Status, Technique, Cell, Digit int
		Text                           string
	}
	if err := json.Unmarshal(hintOp(nil, in, false, 0, false), &h); err != nil {
		t.Fatal(err)
	}
	if h.Status != int(engine.HintStep) || h.Cell < 0 || classicSolution[h.Cell] != byte('0'+h.Digit) || h.Text == "" {
		t.Errorf("hint: %+v", h)
	}
	var r struct {
		Rating, Steps int
		Complete      bool
		Counts        map[string]int
	}
	if err := json.Unmarshal(rateOp(nil, cells(t, classic), 0), &r); err != nil {
		t.Fatal(err)
	}
	g, _ := engine.Parse(classic)
	want, _ := engine.Rate(&g)
	if r.Rating != want.Rating || r.Steps != want.Steps || !r.Complete {
		t.Errorf("rate: %+v, engine %+v", r, want)
	}
}

// TestHintChainJSON checks the view of a Dynamic Forcing Chains hint (the
// state of capi/chain_test.go) against the engine's ChainView, node by
// node, and that a step that is not a chain has kind 0.
func TestHintChainJSON(t *testing.T) {
	const (
		puzzle = "....9....2..7.4..3.893.674.4.......5..2...1.....1.8....2.....5...6.7.8..83.....74"
		grid   = "3...9....26.7.4..3.893.674.418..7..5..2...1....31.84...2.....5...6.7.8..83.....74"
		marks  = "0000480480920000130320a30a300000001100009100011018100001100000000001300000000000300000000012202600012612600016015000013803c1140001a41e01701500000000320000001221621410000480a80ad10512400012111111800001a000117000107103000000011132021113122000000"
	)
	in := append(cells(t, puzzle), cells(t, grid)...)
	var m [engine.NumCells]uint16
	for i := range m {
		v, err := strconv.ParseUint(marks[3*i:3*i+3], 16, 16)
		if err != nil {
			t.Fatal(err)
		}
		m[i] = uint16(v)
		in = append(in, byte(v), byte(v>>8))
	}
	var h struct {
		Status, Technique int
		Text              string
		View              struct {
			Kind, Technique, Unit int
			Truncated             bool
			Branches              [][3]int
			Nodes                 [][6]any
			Reasoning             string
		}
	}
	if err := json.Unmarshal(hintOp(nil, in, true, 0, true), &h); err != nil {
		t.Fatal(err)
	}
	p, _ := engine.Parse(puzzle)
	g, _ := engine.Parse(grid)
	var ls engine.LogicSolver
	res, err := ls.HintWith(&p, &g, &m, engine.HintOptions{})
	var v engine.ChainView
	if err != nil || !ls.ChainView(&res.Step, &v) {
		t.Fatalf("the engine has no chain here: %v", err)
	}
	if h.View.Kind != 4 || h.View.Technique != int(engine.TechDynamicForcingChain) || h.View.Unit != -1 || h.View.Truncated {
		t.Errorf("view: %+v", h.View)
	}
	if h.Text != res.Step.Explain() || h.View.Reasoning != string(v.AppendExplanation(nil)) {
		t.Errorf("texts: %q, %q", h.Text, h.View.Reasoning)
	}
	if len(h.View.Branches) != v.NumBranches || len(h.View.Nodes) != v.NumNodes {
		t.Fatalf("%d branches, %d nodes; the engine has %d, %d", len(h.View.Branches), len(h.View.Nodes), v.NumBranches, v.NumNodes)
	}
	for i, b := range h.View.Branches {
		if e := v.Branches[i]; b != [3]int{int(e.Assumption), int(e.Conclusion), int(e.Clash)} {
			t.Errorf("branch %d: %v, engine %+v", i, b, e)
		}
	}
	for i, n := range h.View.Nodes {
		e := v.Nodes[i]
		var parents []any
		for _, q := range v.Parents[e.FirstParent : e.FirstParent+e.NumParents] {
			parents = append(parents, float64(q))
		}
		want := [6]any{float64(e.Cell), float64(e.Digit), e.On, float64(e.Branch), float64(e.Reason), parents}
		if parents == nil {
			want[5] = []any{}
		}
		if !reflect.DeepEqual(n, want) {
			t.Errorf("node %d: %v, engine %v", i, n, want)
		}
	}
	in = append(cells(t, classic), cells(t, classic)...)
	if err := json.Unmarshal(hintOp(nil, in, false, 0, true), &h); err != nil {
		t.Fatal(err)
	}
	if h.Status != int(engine.HintStep) || h.View.Kind != 0 || len(h.View.Nodes) != 0 || h.View.Reasoning != "" {
		t.Errorf("a single's view: %+v", h.View)
	}
}
