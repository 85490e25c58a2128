package main

import (
	"encoding/json"
	"reflect"
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
	if err := json.Unmarshal(hintOp(nil, in, false, 0), &h); err != nil {
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
