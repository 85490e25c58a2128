package engine

import "math/bits"

// This file finds unavoidable sets of the solution grid (test 1 of
// canRemove): sets of cells whose digits can be rearranged into another
// valid grid, so that a unique puzzle keeps a clue in each. Which sets are
// recorded only decides how fast a removal is rejected, never whether: a
// removal these sets do not reject is settled by the search.

// unavoidableSets holds the sets recorded for one solution grid, and for
// each cell the sets that contain it, so that a removal is checked against
// those sets only.
type unavoidableSets struct {
	sets   [maxUnavoidable]cellSet
	n      int
	ofCell [NumCells][maxUnavoidable / 64]uint64 // bit k: sets[k] contains the cell
}

// rowCells[m] is the set of the cells of the rows in the 9-bit set m.
var rowCells [512]cellSet

func init() {
	for m := range rowCells {
		for r := range 9 {
			if m>>r&1 != 0 {
				for c := range 9 {
					rowCells[m].add(r*9 + c)
				}
			}
		}
	}
}

// reset forgets every set.
func (u *unavoidableSets) reset() {
	u.n = 0
	u.ofCell = [NumCells][maxUnavoidable / 64]uint64{}
}

// add records set s, unless maxUnavoidable sets are recorded already.
func (u *unavoidableSets) add(s cellSet) {
	if u.n == maxUnavoidable {
		return
	}
	k := u.n
	u.sets[k] = s
	u.n++
	word, bit := k>>6, uint64(1)<<(k&63)
	for w, x := range s {
		for ; x != 0; x &= x - 1 {
			u.ofCell[w*64+bits.TrailingZeros64(x)][word] |= bit
		}
	}
}

// emptied reports whether some set is left without a clue when the cells
// of o are taken out of the givens, all of which the sets contain a clue
// of: only the sets through a cell of o can be.
func (u *unavoidableSets) emptied(givens cellSet, o *orbit) bool {
	var through [maxUnavoidable / 64]uint64
	for _, c := range o.cells[:o.n] {
		x := &u.ofCell[c]
		through[0] |= x[0]
		through[1] |= x[1]
		through[2] |= x[2]
		through[3] |= x[3]
	}
	left := givens.andNot(o.mask)
	for w, x := range through {
		for ; x != 0; x &= x - 1 {
			if u.sets[w*64+bits.TrailingZeros64(x)].and(left).empty() {
				return true
			}
		}
	}
	return false
}

// find records the unavoidable sets of two kinds in solution grid sol.
func (u *unavoidableSets) find(sol *Grid) {
	u.reset()
	u.addDigitPairSets(sol)
	u.addMiniRowSets(sol)
}

// addDigitPairSets records the unavoidable sets made by two digits: in the
// 18 cells holding a or b, link the a-cell and the b-cell of every unit;
// each connected group of cells can swap a and b and still be a valid grid.
//
// The rows are the nodes: each holds one a-cell and one b-cell, which must
// swap together. The column of row r's a-cell links r to the row of that
// column's b-cell, and so does its box: two permutations of the rows, whose
// joint cycles are the groups.
func (u *unavoidableSets) addDigitPairSets(sol *Grid) {
	var colOf [9][9]uint8    // colOf[d][r]: column of digit d+1 in row r
	var rowInCol [9][9]uint8 // rowInCol[d][c]: row of digit d+1 in column c
	var rowInBox [9][9]uint8 // rowInBox[d][x]: row of digit d+1 in box x
	var cells [9]cellSet     // cells[d]: the cells of digit d+1
	for i, v := range sol {
		d, r, c := (v-1)%9, RowOf(i), ColOf(i)
		colOf[d][r] = uint8(c)
		rowInCol[d][c] = uint8(r)
		rowInBox[d][BoxOf(i)] = uint8(r)
		cells[d].add(i)
	}
	for a := range 9 {
		for b := a + 1; b < 9; b++ {
			// link[r]: row r and the rows its a-cell's column and box
			// link it to.
			var link [9]uint16
			for r := range 9 {
				c := colOf[a][r]
				link[r] = 1<<r | 1<<rowInCol[b][c] | 1<<rowInBox[b][r/3*3+int(c)/3]
			}
			both := cellSet{cells[a][0] | cells[b][0], cells[a][1] | cells[b][1]}
			for left := uint16(0x1FF); left != 0; {
				group := left & -left
				for {
					next := group
					for m := group; m != 0; m &= m - 1 {
						next |= link[bits.TrailingZeros16(m)]
					}
					if next == group {
						break
					}
					group = next
				}
				left &^= group
				u.add(both.and(rowCells[group]))
			}
		}
	}
}

// addMiniRowSets records the unavoidable sets of six cells that two rows
// of a band (or two columns of a stack) make when, in three columns (rows),
// they hold the same three digits: swapping the two cells of each of those
// columns keeps every row, column and box valid.
func (u *unavoidableSets) addMiniRowSets(sol *Grid) {
	for band := range 3 {
		for l1 := band * 3; l1 < band*3+3; l1++ {
			for l2 := l1 + 1; l2 < band*3+3; l2++ {
				u.addLineTriples(sol, l1, l2, 9, 1) // rows l1 and l2
				u.addLineTriples(sol, l1, l2, 1, 9) // columns l1 and l2
			}
		}
	}
}

// addLineTriples records the sets of three positions where lines l1 and l2
// hold the same three digits, with their six cells. The cell at position k
// of line l is l*step + k*along. Such positions are the cycles of length 3
// of next, which takes the position of a digit in l1 to its position in
// l2. (Cycles of length 2, two digits in a rectangle, are digit-pair sets;
// next fixes no position, whose two cells share a column.)
func (u *unavoidableSets) addLineTriples(sol *Grid, l1, l2, step, along int) {
	var pos [10]uint8 // pos[v]: position of digit v in l2
	for k := range 9 {
		pos[sol[l2*step+k*along]%10] = uint8(k)
	}
	var next [9]uint8
	for k := range 9 {
		next[k] = pos[sol[l1*step+k*along]%10]
	}
	for k := range 9 {
		k2 := int(next[k])
		k3 := int(next[k2])
		if int(next[k3]) != k || k2 == k || k2 < k || k3 < k {
			continue // not a 3-cycle, or not from its smallest position
		}
		var s cellSet
		for _, x := range [3]int{k, k2, k3} {
			s.add(l1*step + x*along)
			s.add(l2*step + x*along)
		}
		u.add(s)
	}
}
