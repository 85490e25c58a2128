package engine

// Symmetry is the pattern the clues of a generated puzzle follow: a cell is a
// clue exactly when its images under the symmetry are clues. The symmetries
// (rows and columns counted 0..8) and their names are generated from
// SUDOKU_SYMMETRY_* of sudoku.h into abi_gen.go.
type Symmetry uint8

// image returns the cell that cell i goes to under one application of s.
func (s Symmetry) image(i int) int {
	r, c := RowOf(i), ColOf(i)
	switch s {
	case SymmetryRotate180:
		return CellIndex(8-r, 8-c)
	case SymmetryRotate90:
		return CellIndex(c, 8-r)
	case SymmetryMirrorHorizontal:
		return CellIndex(8-r, c)
	case SymmetryMirrorVertical:
		return CellIndex(r, 8-c)
	case SymmetryDiagonal:
		return CellIndex(c, r)
	case SymmetryAntiDiagonal:
		return CellIndex(8-c, 8-r)
	}
	return i
}

// orbit is a set of cells that the symmetry maps onto each other: the unit
// in which the generator removes clues. It has 1, 2 or 4 cells.
type orbit struct {
	cells [4]uint8
	n     uint8
	mask  cellSet
}

// orbitTable lists the orbits of one symmetry, in order of their smallest
// cell.
type orbitTable struct {
	orbits [NumCells]orbit
	n      int
	maxLen int // cells in the largest orbit
}

// symmetryOrbits holds the orbit table of every symmetry, computed at
// start-up and only read afterwards.
var symmetryOrbits [numSymmetries]orbitTable

func init() {
	for s := Symmetry(0); s < numSymmetries; s++ {
		t := &symmetryOrbits[s]
		var seen [NumCells]bool
		for i := range NumCells {
			if seen[i] {
				continue
			}
			var o orbit
			for c := i; !seen[c]; c = s.image(c) {
				seen[c] = true
				o.cells[o.n] = uint8(c)
				o.n++
				o.mask.add(c)
			}
			t.orbits[t.n] = o
			t.n++
			t.maxLen = max(t.maxLen, int(o.n))
		}
	}
}

// isSymmetric reports whether the clues of g follow s.
func (s Symmetry) isSymmetric(g *Grid) bool {
	for i, v := range g {
		if (v != 0) != (g[s.image(i)] != 0) {
			return false
		}
	}
	return true
}

// cellSet is a set of cells: bit i of the 128 bits is cell i.
type cellSet [2]uint64

func (s *cellSet) add(i int)            { s[i>>6] |= 1 << (i & 63) }
func (s *cellSet) remove(i int)         { s[i>>6] &^= 1 << (i & 63) }
func (s cellSet) has(i int) bool        { return s[i>>6]&(1<<(i&63)) != 0 }
func (s cellSet) and(t cellSet) cellSet { return cellSet{s[0] & t[0], s[1] & t[1]} }
func (s cellSet) andNot(t cellSet) cellSet {
	return cellSet{s[0] &^ t[0], s[1] &^ t[1]}
}
func (s cellSet) empty() bool { return s[0]|s[1] == 0 }
