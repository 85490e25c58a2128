package engine

// Symmetries of an N×N grid for the variant generator. The clue pattern of
// any square grid can follow any of the seven symmetries, whatever its
// regions; killer cages follow it too (see variant_generate_cages.go).

// variantImage returns the cell that cell c of an N×N grid goes to under
// one application of s (rows and columns counted 0..N-1).
func variantImage(s Symmetry, c, n int) int {
	r, col, m := c/n, c%n, n-1
	switch s {
	case SymmetryRotate180:
		return (m-r)*n + m - col
	case SymmetryRotate90:
		return col*n + m - r
	case SymmetryMirrorHorizontal:
		return (m-r)*n + col
	case SymmetryMirrorVertical:
		return r*n + m - col
	case SymmetryDiagonal:
		return col*n + r
	case SymmetryAntiDiagonal:
		return (m-col)*n + m - r
	}
	return c
}

// variantOrbit is a set of cells the symmetry maps onto each other (1, 2 or
// 4 cells).
type variantOrbit struct {
	cells [4]uint8
	n     uint8
}

// variantOrbits lists the orbits of s on an N×N grid, in order of their
// smallest cell, into orbits; it returns how many there are.
func variantOrbits(s Symmetry, n int, orbits *[MaxVariantCells]variantOrbit) int {
	var seen cellBits
	k := 0
	for c := 0; c < n*n; c++ {
		if seen.has(c) {
			continue
		}
		o := &orbits[k]
		*o = variantOrbit{}
		for x := c; !seen.has(x); x = variantImage(s, x, n) {
			seen.add(x)
			o.cells[o.n] = uint8(x)
			o.n++
		}
		k++
	}
	return k
}
