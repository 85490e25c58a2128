//go:build sudoku_avx512

package engine

// valid on AVX-512, built and used like the solver's vector propagation
// (solve_avx512_amd64.go).

// unitCellIndex[k][u] is the k-th cell of unit u (as cellUnits numbers
// units: rows, columns, boxes); lanes 27-31 point past the grid, at a zero
// word. unitCellHigh[k] has bit u set when that cell is 64 or more.
var (
	unitCellIndex [9][32]uint16
	unitCellHigh  [9]uint32
)

func init() {
	for k := range 9 {
		for u := range 32 {
			c := 90 // padding: beyond cell 80, always 0
			switch {
			case u < 9:
				c = 9*u + k
			case u < 18:
				c = 9*k + u - 9
			case u < 27:
				b := u - 18
				c = (b/3*3+k/3)*9 + b%3*3 + k%3
			}
			unitCellIndex[k][u] = uint16(c)
			if c >= 64 {
				unitCellHigh[k] |= 1 << u
			}
		}
	}
}

// validVector is valid for a CPU with vectorSupported.
//
//go:noescape
func validVector(grid *Grid) bool
