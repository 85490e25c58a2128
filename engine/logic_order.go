package engine

import "math/bits"

// Search-order tables shared by the finders. Sudoku Explainer takes the first
// pattern its search meets, so which of several patterns a step uses depends
// on the order in which they are tried; these tables give that order.

// colexSubsets[k] lists the k-element subsets of nine positions (bit i for
// position i) in increasing numeric order, which is colexicographic order:
// {0,1}, {0,2}, {1,2}, {0,3}, ... SE enumerates the cells of a subset, the
// digits of a hidden subset and the lines of a fish in this order. Restricting
// the list to the subsets of an eligible set keeps the order.
var colexSubsets [10][]uint16

// colexBelow[k][n] is the number of k-element subsets of the positions
// 0..n-1: the first colexBelow[k][n] masks of colexSubsets[k], which are
// those below 1<<n. A search over the k-subsets of an eligible set of n
// positions can walk this prefix and map position i to the set's i-th
// smallest member: the map keeps the order (colexicographic order compares
// the largest element where two sets differ, and the map keeps which is
// larger), so the subsets come in the order of the filtered list.
var colexBelow [10][10]int

// unitOrderBCR lists the units in SE's region order for subsets: boxes, then
// columns, then rows, each by index.
var unitOrderBCR [27]int

// crossMask[u][v] has bit k set when the k-th cell of unit u also lies in
// unit v.
var crossMask [27][27]uint16

func init() {
	for m := 0; m < 1<<9; m++ {
		k := bits.OnesCount(uint(m))
		colexSubsets[k] = append(colexSubsets[k], uint16(m))
		for n := bits.Len(uint(m)); n <= 9; n++ {
			colexBelow[k][n]++
		}
	}
	for i := 0; i < 9; i++ {
		unitOrderBCR[i], unitOrderBCR[9+i], unitOrderBCR[18+i] = 18+i, 9+i, i
	}
	for u := 0; u < 27; u++ {
		for k, c := range unitCells[u] {
			for _, v := range cellUnits[c] {
				crossMask[u][v] |= 1 << k
			}
		}
	}
}

// emptyCount returns the number of empty cells of unit u.
func (s *logicGrid) emptyCount(u int) int {
	return 9 - popcount(s.placed[u])
}

// unitDigitCount returns how many cells of the grid hold digit d.
func (s *logicGrid) digitCount(d int) int {
	n := 0
	for _, v := range s.grid {
		if int(v) == d {
			n++
		}
	}
	return n
}

// peerSet[c] is the set of c's 20 peers; unitSet[u] the nine cells of unit u.
var (
	peerSet [NumCells]cellSet
	unitSet [27]cellSet
)

func init() {
	for c := 0; c < NumCells; c++ {
		for _, p := range peers[c] {
			peerSet[c].add(int(p))
		}
	}
	for u := range unitCells {
		for _, c := range unitCells[u] {
			unitSet[u].add(int(c))
		}
	}
}

func (s cellSet) or(t cellSet) cellSet { return cellSet{s[0] | t[0], s[1] | t[1]} }

// count returns the number of cells in s.
func (s cellSet) count() int { return bits.OnesCount64(s[0]) + bits.OnesCount64(s[1]) }

// digitCells returns the set of empty cells that have digit d as a candidate.
// It reads the places of d in the nine rows, pos[r][d-1], whose bit k is
// cell 9r+k (and which are kept in step with cand): row r is bits 9r..9r+8
// of the set, which row 7 splits between its two words (TestDigitCells
// compares it with cand at every state of solve paths).
func (s *logicGrid) digitCells(d int) cellSet {
	p := &s.pos
	d--
	lo := uint64(p[0][d]) | uint64(p[1][d])<<9 | uint64(p[2][d])<<18 | uint64(p[3][d])<<27 |
		uint64(p[4][d])<<36 | uint64(p[5][d])<<45 | uint64(p[6][d])<<54 | uint64(p[7][d])<<63
	hi := uint64(p[7][d])>>1 | uint64(p[8][d])<<8
	return cellSet{lo, hi}
}

// unitDigitCells returns the cells of unit u that have digit d as a candidate.
func (s *logicGrid) unitDigitCells(u, d int) cellSet {
	var set cellSet
	for m := s.pos[u][d-1]; m != 0; m &= m - 1 {
		set.add(int(unitCells[u][bits.TrailingZeros16(m)]))
	}
	return set
}
