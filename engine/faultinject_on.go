//go:build sudoku_faultinject

package engine

// This file is compiled only into the test copy of the library that `make
// test-faultinject` builds (mk/faultinject.mk): a batch job panics on a
// designated input, so that the tests can check that a panic inside a
// worker becomes SUDOKU_E_INTERNAL in C and an error in every binding
// rather than the end of the process. The shipped library has no such
// input.

// faultPuzzle is the designated puzzle of the solve and count batches: row
// 1 holds 9 8 7 6 5 4 3 2 1, every other cell is empty. (In the shipped
// library it is a puzzle with many solutions like any other.)
var faultPuzzle = func() (g Grid) {
	for c := 0; c < 9; c++ {
		g[c] = uint8(9 - c)
	}
	return
}()

// faultSeed is the designated seed of the generator's batches.
const faultSeed = 0xFA11

func injectFault(p *Grid) {
	if *p == faultPuzzle {
		panic("sudoku_faultinject: the designated puzzle")
	}
}

func injectFaultSeed(seed uint64) {
	if seed == faultSeed {
		panic("sudoku_faultinject: the designated seed")
	}
}
