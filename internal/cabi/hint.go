package cabi

import "github.com/libsudoku/libsudoku/engine"

// AppendHintText appends the English text of a hint result, as
// sudoku_hint writes it: the step's explanation, or a sentence about the
// status.
func AppendHintText(dst []byte, res *engine.HintResult) []byte {
	switch res.Status {
	case engine.HintStep:
		dst = res.Step.AppendExplanation(dst)
		switch res.Solutions {
		case 0:
			dst = append(dst, " (The puzzle has no solution, so mistakes cannot be judged.)"...)
		case 2:
			dst = append(dst, " (The puzzle has more than one solution, so mistakes cannot be judged.)"...)
		}
		return dst
	case engine.HintMistakes:
		dst = append(dst, "Mistakes: "...)
		first := true
		for i, m := range res.Mistakes {
			if m == engine.MistakeNone {
				continue
			}
			if !first {
				dst = append(dst, ", "...)
			}
			first = false
			dst = engine.AppendCellName(dst, i)
			if m == engine.MistakeDigit {
				dst = append(dst, " (wrong digit)"...)
			} else {
				dst = append(dst, " (pencil marks rule out the right digit)"...)
			}
		}
		return append(dst, '.')
	case engine.HintSolved:
		return append(dst, "The grid is complete and correct."...)
	case engine.HintNoStep:
		return append(dst, "No technique the library knows applies here; the next step needs harder reasoning."...)
	case engine.HintNotUnique:
		return append(dst, "The puzzle has more than one solution, so no logical hint can be given."...)
	case engine.HintNoSolution:
		return append(dst, "The puzzle has no solution."...)
	}
	return dst
}
