//go:build !(sudoku_avx512 && amd64)

package engine

// propagateVector is only built with the tag sudoku_avx512 (see
// solve_avx512_amd64.go); without it vectorSupported is false and no search
// calls it.
func (n *node) propagateVector(from *node, b, p, d int, place, quick bool) (status, gb, gp, gd int, digits uint32) {
	panic("sudoku: vector propagation not built")
}

// validVector is not built without the tag sudoku_avx512 either.
func validVector(g *Grid) bool { panic("sudoku: vector validation not built") }
