package engine

import (
	"encoding/binary"
	"math/bits"
)

// node is the state of one node of the search: for every digit and band the
// cells where the digit can still go. It is small and fixed-size, so that a
// guess copies it and backtracking drops the copy.
//
// A cell is placed (solved) once it is the only candidate of its digit in
// its row of the band; from then on it keeps that single candidate.
type node struct {
	// cand[b][d] is the band bitmap of the cells of band b where digit d+1
	// may go, placed cells included; cand[b][9:] stay 0. (Sixteen lanes a
	// band, so that a band is one 512-bit vector for solve_avx512.go.)
	cand [3][16]uint32
	// unsolved[b] is the band bitmap of the cells of band b not placed yet.
	unsolved [3]uint32
}

// The outcomes of node.propagate.
const (
	deadEnd = iota // a contradiction: no solution below this node
	solved         // every cell is placed
	stuck          // no more deductions: the search must guess
)

// givenBits holds the givens of a puzzle as the search starts from them:
// for each digit the units it is given in and the band bitmaps of its
// cells. The generator keeps one up to date as it removes clues, which
// saves reading the grid on every search.
type givenBits struct {
	units  [16]uint32    // units[d]: bit u (as in cellUnitBits) for each unit u where digit d+1 is given; 9..15 unused
	cells  [16][3]uint32 // cells[d][b]: the cells of band b where digit d+1 is given
	filled [3]uint32     // filled[b]: the given cells of band b
}

// read sets g to the givens of puzzle. It returns false if the grid breaks
// the rules (a value above 9 or a digit twice in a unit); the caller then
// asks Validate for the precise error. It has no branch on the cells: an
// empty cell counts as digit 16 (slot 15 of units and cells, which the
// search does not read), so the empty cells of a band are cells[15][b] and
// only slots 0-8 are checked for clashes.
func (g *givenBits) read(puzzle *Grid) bool {
	*g = givenBits{}
	var clash, over uint32
	for b := 0; b < 3; b++ {
		cells := (*[27]uint8)(puzzle[27*b : 27*b+27])
		unitBits := (*[27]uint32)(cellUnitBits[27*b : 27*b+27])
		for p, v := range cells {
			d := (v - 1) & 15
			u := unitBits[p]
			over |= uint32(v) + 118 | uint32(v) // bit 7: from 10 on, or the value's own
			clash |= g.units[d] & u & digitSlot[d]
			g.units[d] |= u
			g.cells[d][b] |= 1 << p
		}
		g.filled[b] = bandAll &^ g.cells[15][b]
	}
	g.units[15], g.cells[15] = 0, [3]uint32{}
	return clash == 0 && over&128 == 0
}

// digitSlot[d] keeps the unit bits of a digit's slot (0-8) and drops
// those of the others, which hold empty cells and out-of-range values.
var digitSlot = [16]uint32{^uint32(0), ^uint32(0), ^uint32(0), ^uint32(0), ^uint32(0), ^uint32(0), ^uint32(0), ^uint32(0), ^uint32(0)}

// add records digit v (1..9) given in cell i, which must be empty and
// stay valid with it.
func (g *givenBits) add(i int, v uint8) {
	d, b, bit := (v-1)&15, i/27, uint32(1)<<(i%27)
	g.units[d] |= cellUnitBits[i]
	g.cells[d][b] |= bit
	g.filled[b] |= bit
}

// remove takes out digit v (1..9) given in cell i.
func (g *givenBits) remove(i int, v uint8) {
	d, b, bit := (v-1)&15, i/27, uint32(1)<<(i%27)
	g.units[d] &^= cellUnitBits[i]
	g.cells[d][b] &^= bit
	g.filled[b] &^= bit
}

// load sets n to the start of the search on puzzle. It returns false if
// the grid breaks the rules, as givenBits.read.
func (n *node) load(puzzle *Grid) bool {
	var g givenBits
	if !g.read(puzzle) {
		return false
	}
	n.start(&g)
	return true
}

// start sets n to the start of the search on the givens g: each digit's
// givens, and as its candidates the empty cells outside its units.
func (n *node) start(g *givenBits) {
	for b := range 3 {
		n.unsolved[b] = bandAll &^ g.filled[b]
	}
	for d := 0; d < 9; d++ {
		u := g.units[d]
		cols := (u >> 9 & 0x1FF) * colRep
		x := &g.cells[d]
		n.cand[0][d] = n.unsolved[0]&^(rowsMask[u&7]|boxesMask[u>>18&7]|cols) | x[0]
		n.cand[1][d] = n.unsolved[1]&^(rowsMask[u>>3&7]|boxesMask[u>>21&7]|cols) | x[1]
		n.cand[2][d] = n.unsolved[2]&^(rowsMask[u>>6&7]|boxesMask[u>>24&7]|cols) | x[2]
	}
}

// place puts digit d (0..8) in cell p of band b: it removes the other digits
// from the cell and d from the rest of the cell's row and box in the band;
// update does the rest. It returns the bitmaps it changed (bit 3*d+b for
// digit d and band b), for update.
func (n *node) place(b, p, d int) (dirty uint32) {
	bit := uint32(1) << p
	c := &n.cand[b]
	for e := 0; e < 9; e++ {
		if c[e]&bit != 0 {
			c[e] &^= bit
			dirty |= 1 << (3*e + b)
		}
	}
	c[d] = c[d]&^bandPeers[p&31] | bit
	return dirty
}

// fold returns the columns (bits 0..8) where band bitmap x has a cell.
func fold(x uint32) uint32 { return (x | x>>9 | x>>18) & 0x1FF }

// squeeze packs bits 0-2, 9-11 and 18-20 of y into bits 0-8.
func squeeze(y uint32) uint32 { return (y | y>>6 | y>>12) & 0x1FF }

// bandRule masks band bitmap x of one digit with bandMatch.
func bandRule(x uint32) uint32 {
	return x & bandMatch[(uint32(rowBoxes[x&0x1FF])|uint32(rowBoxes[x>>9&0x1FF])<<3|uint32(rowBoxes[x>>18&0x1FF])<<6)&0x1FF]
}

// rowSingles returns the cells of band bitmap x that are alone in their row.
func rowSingles(x uint32) uint32 {
	return uint32(rowSingle[x&0x1FF]) | uint32(rowSingle[x>>9&0x1FF])<<9 | uint32(rowSingle[x>>18&0x1FF])<<18
}

// nonzero returns 1 if x, a band bitmap, is not 0, else 0: x + bandAll
// reaches bit 27 exactly when x is not 0, since x is at most bandAll.
func nonzero(x uint32) uint32 { return (x + bandAll) >> 27 }

// clearCells removes the cells s from the band bitmaps c[0..8] of the nine
// digits of one band and returns the bitmaps it changed: bit 3*d for digit
// d.
func clearCells(c *[16]uint32, s uint32) uint32 {
	d := nonzero(c[0]&s) | nonzero(c[1]&s)<<3 | nonzero(c[2]&s)<<6 |
		nonzero(c[3]&s)<<9 | nonzero(c[4]&s)<<12 | nonzero(c[5]&s)<<15 |
		nonzero(c[6]&s)<<18 | nonzero(c[7]&s)<<21 | nonzero(c[8]&s)<<24
	c[0] &^= s
	c[1] &^= s
	c[2] &^= s
	c[3] &^= s
	c[4] &^= s
	c[5] &^= s
	c[6] &^= s
	c[7] &^= s
	c[8] &^= s
	return d
}

// update applies the rules of one digit to every digit with a bitmap in
// dirty (bit 3*d+b for digit d and band b) until nothing changes: box/line
// interactions inside each band (bandMatch) and inside each stack of three
// boxes (the same table on bands and columns), then placing the digit in
// each row of a band where it has one cell left, which removes the other
// digits from the cell and marks them dirty. These rules find every hidden single (a row, box or column
// single reduces to a row single) and every locked candidate. It returns
// false on a contradiction.
func (n *node) update(dirty uint32) bool {
	for dirty != 0 {
		d := (bits.TrailingZeros32(dirty) * 11) >> 5 // the digit of the lowest bit: i/3 for i < 27
		if d > 8 {
			break
		}
		w := dirty >> (3 * d)
		dirty &^= 7 << (3 * d)
		x0, x1, x2 := n.cand[0][d], n.cand[1][d], n.cand[2][d]
		if w&1 != 0 {
			x0 = bandRule(x0)
		}
		if w&2 != 0 {
			x1 = bandRule(x1)
		}
		if w&4 != 0 {
			x2 = bandRule(x2)
		}
		for {
			if x0 == 0 || x1 == 0 || x2 == 0 {
				return false
			}
			f := fold(x0) | fold(x1)<<9 | fold(x2)<<18
			e0 := matchEdges[squeeze(f&0x1C0E07)]
			e1 := matchEdges[squeeze(f>>3&0x1C0E07)]
			e2 := matchEdges[squeeze(f>>6&0x1C0E07)]
			if e0 == 0 || e1 == 0 || e2 == 0 {
				return false
			}
			a := spread9[e0] | spread9[e1]<<3 | spread9[e2]<<6
			if a == f {
				break
			}
			if y := x0 & ((a & 0x1FF) * colRep); y != x0 {
				x0 = bandRule(y)
			}
			if y := x1 & ((a >> 9 & 0x1FF) * colRep); y != x1 {
				x1 = bandRule(y)
			}
			if y := x2 & ((a >> 18 & 0x1FF) * colRep); y != x2 {
				x2 = bandRule(y)
			}
		}
		n.cand[0][d], n.cand[1][d], n.cand[2][d] = x0, x1, x2
		s0 := rowSingles(x0) & n.unsolved[0]
		s1 := rowSingles(x1) & n.unsolved[1]
		s2 := rowSingles(x2) & n.unsolved[2]
		if s0|s1|s2 == 0 {
			continue
		}
		n.unsolved[0] &^= s0
		n.unsolved[1] &^= s1
		n.unsolved[2] &^= s2
		if s0 != 0 {
			dirty |= clearCells(&n.cand[0], s0)
		}
		if s1 != 0 {
			dirty |= clearCells(&n.cand[1], s1) << 1
		}
		if s2 != 0 {
			dirty |= clearCells(&n.cand[2], s2) << 2
		}
		n.cand[0][d], n.cand[1][d], n.cand[2][d] = x0, x1, x2
		dirty &^= 7 << (3 * d)
	}
	return true
}

// propagate runs update on the bitmaps in dirty and places naked singles
// until neither finds anything. When it returns stuck, it also returns the
// cell to guess on, band b and position p: a cell with two candidates (the
// best by pickPair, or with quick the first one), or a cell with the
// fewest candidates if none has two.
func (n *node) propagate(dirty uint32, quick bool) (status, b, p int) {
	for {
		if !n.update(dirty) {
			return deadEnd, 0, 0
		}
		if n.unsolved[0]|n.unsolved[1]|n.unsolved[2] == 0 {
			return solved, 0, 0
		}
		dirty = 0
		var pairs [3]uint32
		for b := 0; b < 3; b++ {
			u := n.unsolved[b]
			if u == 0 {
				continue
			}
			var once, twice, thrice uint32
			c := &n.cand[b]
			for d := 0; d < 9; d++ {
				x := c[d]
				thrice |= twice & x
				twice |= once & x
				once |= x
			}
			if u&^once != 0 {
				return deadEnd, 0, 0
			}
			singles := u &^ twice
			if singles == 0 {
				pairs[b] = u &^ thrice
				continue
			}
			for d := 0; d < 9; d++ {
				for m := c[d] & singles; m != 0; m &= m - 1 {
					c[d] &^= bandPeers[bits.TrailingZeros32(m)&31]
					dirty |= 1 << (3*d + b)
				}
			}
		}
		if dirty != 0 {
			continue
		}
		return n.choose(&pairs, quick)
	}
}

// choose returns stuck and the cell to guess on in a stuck node, given its
// cells with two candidates, pairs[b] in band b: the best pair (pickPair),
// or with quick the first one, or a cell with the fewest candidates if no
// cell has two.
func (n *node) choose(pairs *[3]uint32, quick bool) (status, b, p int) {
	if pairs[0]|pairs[1]|pairs[2] != 0 {
		if quick {
			b, p := firstPair(pairs)
			return stuck, b, p
		}
		b, p := n.pickPair(pairs)
		return stuck, b, p
	}
	b, p = n.fewest()
	return stuck, b, p
}

// firstDigit returns the smallest digit (0..8) that cell p of band b may hold.
func (n *node) firstDigit(b, p int) int {
	for d := 0; d < 9; d++ {
		if n.cand[b][d]>>p&1 != 0 {
			return d
		}
	}
	return 0
}

// onlyDigit returns the digit (0..8) of cell p of band b if it is the
// cell's only candidate, else -1.
func (n *node) onlyDigit(b, p int) int {
	d, count := -1, 0
	for e := 0; e < 9; e++ {
		if n.cand[b][e]>>p&1 != 0 {
			d, count = e, count+1
		}
	}
	if count != 1 {
		return -1
	}
	return d
}

// write stores the digits of a solved node in g, in which every cell has
// exactly one candidate. The digit's four bits are four unions of the
// digit bitmaps (bit 0: digits 1, 3, 5, 7, 9; bit 1: 2, 3, 6, 7; bit 2:
// 4-7; bit 3: 8, 9), spread eight cells at a time into bytes by spread8.
// It has no branch that depends on the grid: a loop over the cells of each
// digit ends at a different count each time, and those mispredicted ends
// cost more than the whole write.
func (n *node) write(g *Grid) {
	for b := range 3 {
		c := &n.cand[b]
		p0 := c[0] | c[2] | c[4] | c[6] | c[8]
		p1 := c[1] | c[2] | c[5] | c[6]
		p2 := c[3] | c[4] | c[5] | c[6]
		p3 := c[7] | c[8]
		cells := g[27*b : 27*b+27]
		for k := 0; k < 24; k += 8 {
			v := spread8[p0>>k&255] | spread8[p1>>k&255]<<1 | spread8[p2>>k&255]<<2 | spread8[p3>>k&255]<<3
			binary.LittleEndian.PutUint64(cells[k:], v)
		}
		v := spread8[p0>>24] | spread8[p1>>24]<<1 | spread8[p2>>24]<<2 | spread8[p3>>24]<<3
		cells[24], cells[25], cells[26] = uint8(v), uint8(v>>8), uint8(v>>16)
	}
}
