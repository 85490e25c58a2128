package main

import (
	"strconv"

	"github.com/libsudoku/libsudoku/engine"
	"github.com/libsudoku/libsudoku/internal/cabi"
)

// The JSON the operations write, appended by hand (encoding/json's
// reflection would add to the module's size): numbers for enumerations
// (the JS layer has their names, generated from the header), grids as
// 81-character strings.

// appendGridLine appends g as a JSON string: '1'-'9', '.' for empty.
func appendGridLine(out []byte, g *engine.Grid) []byte {
	out = append(out, '"')
	for _, v := range g {
		if v == 0 {
			out = append(out, '.')
		} else {
			out = append(out, '0'+v)
		}
	}
	return append(out, '"')
}

// appendGridResult appends {"<key>": "<grid>"}.
func appendGridResult(out []byte, key string, g *engine.Grid) []byte {
	out = append(out, '{')
	out = strconv.AppendQuote(out, key)
	out = append(out, ':')
	out = appendGridLine(out, g)
	return append(out, '}')
}

// appendError appends {"error": {"status", "statusName", "cells", "message"}}.
func appendError(out []byte, st cabi.Status, cells []int, message string) []byte {
	out = append(out, `{"error":{"status":`...)
	out = strconv.AppendInt(out, int64(st), 10)
	out = append(out, `,"statusName":`...)
	out = strconv.AppendQuote(out, st.String())
	out = append(out, `,"cells":`...)
	out = appendInts(out, cells)
	out = append(out, `,"message":`...)
	out = strconv.AppendQuote(out, message)
	return append(out, "}}"...)
}

// appendEngineError appends the error of an engine error, with the cells
// and message the C interface gives for it.
func appendEngineError(out []byte, err error) []byte {
	d := cabi.Describe(err)
	return appendError(out, cabi.Of(err), d.Cells[:d.NCells], cabi.Message(err))
}

func appendInts(out []byte, v []int) []byte {
	out = append(out, '[')
	for i, x := range v {
		if i > 0 {
			out = append(out, ',')
		}
		out = strconv.AppendInt(out, int64(x), 10)
	}
	return append(out, ']')
}

func appendKeyInt(out []byte, key string, v int) []byte {
	out = append(out, ',')
	out = strconv.AppendQuote(out, key)
	out = append(out, ':')
	return strconv.AppendInt(out, int64(v), 10)
}

func appendKeyBool(out []byte, key string, v bool) []byte {
	out = append(out, ',')
	out = strconv.AppendQuote(out, key)
	out = append(out, ':')
	return strconv.AppendBool(out, v)
}

// appendRating appends a rating: rating (tenths), hardest, level,
// complete, capped, steps and counts (technique number -> steps, for the
// techniques used).
func appendRating(out []byte, r *engine.Rating) []byte {
	out = append(out, `{"rating":`...)
	out = strconv.AppendInt(out, int64(r.Rating), 10)
	out = appendKeyInt(out, "hardest", int(r.Hardest))
	out = appendKeyInt(out, "level", int(r.Level))
	out = appendKeyBool(out, "complete", r.Complete)
	out = appendKeyBool(out, "capped", r.Capped)
	out = appendKeyInt(out, "steps", r.Steps)
	out = append(out, `,"counts":{`...)
	first := true
	for t, n := range r.Counts {
		if n == 0 {
			continue
		}
		if !first {
			out = append(out, ',')
		}
		first = false
		out = append(out, '"')
		out = strconv.AppendInt(out, int64(t), 10)
		out = append(out, `":`...)
		out = strconv.AppendInt(out, int64(n), 10)
	}
	return append(out, "}}"...)
}

// appendHint appends a hint: status, text, and for a step its technique,
// rating, placement (cell, digit; -1 and 0 for eliminations), removed
// (cell -> digits), pattern cells, units and digits, and chain nodes
// [cell, digit, on]; for mistakes, mistakes (cell -> mistake).
func appendHint(out []byte, res *engine.HintResult) []byte {
	out = append(out, `{"status":`...)
	out = strconv.AppendInt(out, int64(res.Status), 10)
	out = append(out, `,"text":`...)
	out = strconv.AppendQuote(out, string(cabi.AppendHintText(nil, res)))
	if res.Status == engine.HintStep {
		s := &res.Step
		out = appendKeyInt(out, "technique", int(s.Technique))
		out = appendKeyInt(out, "rating", s.Rating)
		out = appendKeyInt(out, "cell", s.Cell)
		out = appendKeyInt(out, "digit", s.Digit)
		out = append(out, `,"removed":{`...)
		first := true
		for c, mask := range s.Removed {
			if mask == 0 {
				continue
			}
			if !first {
				out = append(out, ',')
			}
			first = false
			out = append(out, '"')
			out = strconv.AppendInt(out, int64(c), 10)
			out = append(out, `":`...)
			out = appendInts(out, digitsOf(mask))
		}
		out = append(out, '}')
		out = append(out, `,"patternCells":`...)
		out = appendBytes(out, s.PatternCells())
		out = append(out, `,"patternUnits":`...)
		out = appendBytes(out, s.PatternUnits())
		out = append(out, `,"patternDigits":`...)
		out = appendInts(out, digitsOf(s.Digits))
		out = append(out, `,"chain":[`...)
		for i, n := range s.Chain() {
			if i > 0 {
				out = append(out, ',')
			}
			out = appendCandidate(out, n.Cell, n.Digit, n.On)
			out = append(out, ']')
		}
		out = append(out, ']')
	}
	if res.Status == engine.HintMistakes {
		out = append(out, `,"mistakes":{`...)
		first := true
		for c, m := range res.Mistakes {
			if m == engine.MistakeNone {
				continue
			}
			if !first {
				out = append(out, ',')
			}
			first = false
			out = append(out, '"')
			out = strconv.AppendInt(out, int64(c), 10)
			out = append(out, `":`...)
			out = strconv.AppendInt(out, int64(m), 10)
		}
		out = append(out, '}')
	}
	return append(out, '}')
}

// appendChainView appends the structure of a chain step, as
// sudoku_hint_chain gives it: kind (SUDOKU_CHAIN_KIND_*, 0 when v has no
// branches), technique, unit (-1 unless a unit chain), truncated,
// branches [assumption, conclusion, clash], nodes [cell, digit, on,
// branch, reason, [parents]] and the reasoning branch by branch.
func appendChainView(out []byte, v *engine.ChainView) []byte {
	unit := -1
	if v.NumBranches > 0 && v.Kind == engine.ChainUnit {
		unit = int(v.Unit)
	}
	out = append(out, `{"kind":`...)
	out = strconv.AppendInt(out, int64(cabi.ChainKindOf(v)), 10)
	out = appendKeyInt(out, "technique", int(v.Technique))
	out = appendKeyInt(out, "unit", unit)
	out = append(out, `,"truncated":`...)
	out = strconv.AppendBool(out, v.Truncated)
	out = append(out, `,"branches":[`...)
	for i, b := range v.Branches[:v.NumBranches] {
		if i > 0 {
			out = append(out, ',')
		}
		out = appendInts(out, []int{int(b.Assumption), int(b.Conclusion), int(b.Clash)})
	}
	out = append(out, `],"nodes":[`...)
	for i, n := range v.Nodes[:v.NumNodes] {
		if i > 0 {
			out = append(out, ',')
		}
		out = appendCandidate(out, n.Cell, n.Digit, n.On)
		out = append(out, ',')
		out = strconv.AppendInt(out, int64(n.Branch), 10)
		out = append(out, ',')
		out = strconv.AppendInt(out, int64(n.Reason), 10)
		out = append(out, ",["...)
		for k, p := range v.Parents[n.FirstParent : n.FirstParent+n.NumParents] {
			if k > 0 {
				out = append(out, ',')
			}
			out = strconv.AppendInt(out, int64(p), 10)
		}
		out = append(out, "]]"...)
	}
	out = append(out, `],"reasoning":`...)
	out = strconv.AppendQuote(out, string(v.AppendExplanation(nil)))
	return append(out, '}')
}

// appendCandidate opens the array of a chain node: "[cell,digit,on".
func appendCandidate(out []byte, cell, digit uint8, on bool) []byte {
	out = append(out, '[')
	out = strconv.AppendInt(out, int64(cell), 10)
	out = append(out, ',')
	out = strconv.AppendInt(out, int64(digit), 10)
	out = append(out, ',')
	return strconv.AppendBool(out, on)
}

// appendGenerated appends a generated puzzle: puzzle, solution, attempts,
// and rating (tenths) when a difficulty was asked for, else -1.
func appendGenerated(out []byte, g *engine.Generated) []byte {
	out = append(out, `{"puzzle":`...)
	out = appendGridLine(out, &g.Puzzle)
	out = append(out, `,"solution":`...)
	out = appendGridLine(out, &g.Solution)
	out = appendKeyInt(out, "attempts", g.Attempts)
	out = appendKeyInt(out, "rating", g.Rating)
	return append(out, '}')
}

func appendBytes(out []byte, v []uint8) []byte {
	out = append(out, '[')
	for i, x := range v {
		if i > 0 {
			out = append(out, ',')
		}
		out = strconv.AppendInt(out, int64(x), 10)
	}
	return append(out, ']')
}

// digitsOf lists the digits of a mask (bit d-1 for digit d).
func digitsOf(mask uint16) []int {
	var ds []int
	for d := 1; d <= 9; d++ {
		if mask&(1<<(d-1)) != 0 {
			ds = append(ds, d)
		}
	}
	return ds
}
