package engine

// This file holds a deliberately plain brute-force solver, written without
// any of the solver's machinery (no bitmasks, no propagation), as an
// independent reference for the tests.

// refOK reports whether digit d may go in cell i of g by scanning its row,
// column and box.
func refOK(g *Grid, i int, d uint8) bool {
	r, c := i/9, i%9
	for k := 0; k < 9; k++ {
		if g[r*9+k] == d || g[k*9+c] == d {
			return false
		}
	}
	br, bc := r/3*3, c/3*3
	for dr := 0; dr < 3; dr++ {
		for dc := 0; dc < 3; dc++ {
			if g[(br+dr)*9+bc+dc] == d {
				return false
			}
		}
	}
	return true
}

// refCount counts solutions of g up to limit by trying 1..9 in every empty
// cell in reading order. g must have no conflicting givens.
func refCount(g Grid, limit int) int {
	n := 0
	var rec func(i int) bool
	rec = func(i int) bool {
		for i < 81 && g[i] != 0 {
			i++
		}
		if i == 81 {
			n++
			return n >= limit
		}
		for d := uint8(1); d <= 9; d++ {
			if refOK(&g, i, d) {
				g[i] = d
				if rec(i + 1) {
					return true
				}
				g[i] = 0
			}
		}
		return false
	}
	rec(0)
	return n
}

// refValid is a separate rule checker: every row, column and box of a full
// grid holds each digit once.
func refValid(g *Grid) bool {
	for k := 0; k < 9; k++ {
		var row, col, box [10]bool
		for j := 0; j < 9; j++ {
			a := g[k*9+j]
			b := g[j*9+k]
			c := g[(k/3*3+j/3)*9+k%3*3+j%3]
			if a < 1 || a > 9 || b < 1 || b > 9 || c < 1 || c > 9 || row[a] || col[b] || box[c] {
				return false
			}
			row[a], col[b], box[c] = true, true, true
		}
	}
	return true
}

// refAgrees reports whether sol keeps every given of puzzle.
func refAgrees(puzzle, sol *Grid) bool {
	for i := range puzzle {
		if puzzle[i] != 0 && puzzle[i] != sol[i] {
			return false
		}
	}
	return true
}
