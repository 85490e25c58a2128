package main

import (
	"unsafe"

	"github.com/libsudoku/libsudoku/internal/cabi"
)

// The buffers of one call: input written by the caller, output by the
// operation (see the package comment).
var input, output []byte

// sudokuInput returns the input buffer, grown to at least size bytes.
//
//go:wasmexport sudoku_input
func sudokuInput(size int32) unsafe.Pointer {
	if size < 1 {
		size = 1
	}
	if cap(input) < int(size) {
		input = make([]byte, size)
	}
	input = input[:size]
	return unsafe.Pointer(&input[0])
}

// sudokuOutput returns the output buffer, which holds the answer of the
// last operation.
//
//go:wasmexport sudoku_output
func sudokuOutput() unsafe.Pointer {
	if cap(output) == 0 {
		output = make([]byte, 0, 4096)
	}
	return unsafe.Pointer(unsafe.SliceData(output))
}

// answer runs op on a fresh output, turning a panic into SUDOKU_E_INTERNAL
// (as the C library does), and returns the answer's length.
func answer(op func(out []byte) []byte) (n int32) {
	defer func() {
		if r := recover(); r != nil {
			output = appendError(output[:0], cabi.StatusInternal, nil, "internal error in libsudoku (the call did nothing harmful)")
			n = int32(len(output))
		}
	}()
	output = op(output[:0])
	return int32(len(output))
}

// in is the first n bytes of the input buffer.
func in(n int32) []byte { return input[:min(max(int(n), 0), len(input))] }

//go:wasmexport sudoku_version
func sudokuVersion() int32 { return answer(versionOp) }

//go:wasmexport sudoku_parse
func sudokuParse(n, validate int32) int32 {
	return answer(func(out []byte) []byte { return parseOp(out, in(n), validate != 0) })
}

//go:wasmexport sudoku_validate
func sudokuValidate() int32 {
	return answer(func(out []byte) []byte { return validateOp(out, in(81)) })
}

//go:wasmexport sudoku_format
func sudokuFormat(pretty int32) int32 {
	return answer(func(out []byte) []byte { return formatOp(out, in(81), pretty != 0) })
}

//go:wasmexport sudoku_solve
func sudokuSolve() int32 {
	return answer(func(out []byte) []byte { return solveOp(out, in(81)) })
}

//go:wasmexport sudoku_count
func sudokuCount(limit int32) int32 {
	return answer(func(out []byte) []byte { return countOp(out, in(81), int(limit)) })
}

//go:wasmexport sudoku_candidates
func sudokuCandidates() int32 {
	return answer(func(out []byte) []byte { return candidatesOp(out, in(81)) })
}

//go:wasmexport sudoku_hint
func sudokuHint(marks, style int32) int32 {
	return answer(func(out []byte) []byte { return hintOp(out, in(int32(len(input))), marks != 0, style, false) })
}

//go:wasmexport sudoku_hint_chain
func sudokuHintChain(marks, style int32) int32 {
	return answer(func(out []byte) []byte { return hintOp(out, in(int32(len(input))), marks != 0, style, true) })
}

//go:wasmexport sudoku_rate
func sudokuRate(maxRating int32) int32 {
	return answer(func(out []byte) []byte { return rateOp(out, in(81), int(maxRating)) })
}

//go:wasmexport sudoku_generate
func sudokuGenerate(seed int64, symmetry, clues, level, minRating, maxRating, maxAttempts, budgetMs int32, first int64) int32 {
	p := genParams{seed, symmetry, clues, level, minRating, maxRating, maxAttempts, budgetMs, first}
	return answer(func(out []byte) []byte { return generateOp(out, &p) })
}

//go:wasmexport sudoku_generate_batch
func sudokuGenerateBatch(n int32, seed int64, symmetry, clues, level, minRating, maxRating, maxAttempts, budgetMs int32, first int64) int32 {
	p := genParams{seed, symmetry, clues, level, minRating, maxRating, maxAttempts, budgetMs, first}
	return answer(func(out []byte) []byte { return generateBatchOp(out, &p, int(n)) })
}

//go:wasmexport sudoku_solve_batch
func sudokuSolveBatch(n int32) int32 {
	return answer(func(out []byte) []byte { return solveBatchOp(out, in(n*81), int(n)) })
}

//go:wasmexport sudoku_count_batch
func sudokuCountBatch(n, limit int32) int32 {
	return answer(func(out []byte) []byte { return countBatchOp(out, in(n*81), int(n), int(limit)) })
}
