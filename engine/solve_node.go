package engine

import "math/bits"

// node is the state of one node of the search: for every digit and band the
// cells where the digit can still go. It is small and fixed-size, so that a
// guess copies it and backtracking drops the copy.
//
// A cell is placed (solved) once it is the only candidate of its digit in
// its row of the band; from then on it keeps that single candidate.
type node struct {
	// cand[3*d+b] is the band bitmap of the cells of band b where digit d+1
	// may go, placed cells included.
	cand [27]uint32
	// seen[i] is cand[i] as update last processed it; update works only on
	// the entries that changed since.
	seen [27]uint32
	// unsolved[b] is the band bitmap of the cells of band b not placed yet.
	unsolved [3]uint32
}

// The outcomes of node.propagate.
const (
	deadEnd = iota // a contradiction: no solution below this node
	solved         // every cell is placed
	stuck          // no more deductions: the search must guess
)

// load sets n to the start of the search on puzzle. It returns false if the
// grid breaks the rules (a value above 9 or a digit twice in a unit); the
// caller then asks Validate for the precise error.
func (n *node) load(puzzle *Grid) bool {
	var units [9]uint32 // per digit: the rows, columns and boxes it is given in
	var givens [27]uint32
	var filled [3]uint32
	for i, v := range puzzle {
		if v == 0 {
			continue
		}
		if v > 9 {
			return false
		}
		d := v - 1
		u := cellUnitBits[i]
		if units[d]&u != 0 {
			return false
		}
		units[d] |= u
		b, bit := i/27, uint32(1)<<(i%27)
		givens[3*int(d)+b] |= bit
		filled[b] |= bit
	}
	for d := 0; d < 9; d++ {
		u := units[d]
		cols := (u >> 9 & 0x1FF) * colRep
		for b := 0; b < 3; b++ {
			blocked := rowsMask[u>>(3*b)&7] | boxesMask[u>>(18+3*b)&7] | cols
			n.cand[3*d+b] = bandAll&^blocked&^filled[b] | givens[3*d+b]
		}
	}
	n.seen = [27]uint32{}
	for b := range n.unsolved {
		n.unsolved[b] = bandAll &^ filled[b]
	}
	return true
}

// place puts digit d (0..8) in cell p of band b: it removes the other digits
// from the cell and d from the rest of the cell's row and box in the band;
// update does the rest.
func (n *node) place(b, p, d int) {
	bit := uint32(1) << p
	for e := 0; e < 9; e++ {
		n.cand[3*e+b] &^= bit
	}
	n.cand[3*d+b] = n.cand[3*d+b]&^bandPeers[p] | bit
}

// update applies, until nothing changes, the band rules to every changed
// digit bitmap: box/line interactions inside the band (bandMatch), then
// placing the digit in each row of the band where it has one cell left
// (hidden singles of rows, and through bandMatch of boxes), which removes it
// from the cell's column in the other bands and the other digits from the
// cell. It returns false on a contradiction.
func (n *node) update() bool {
	for again := true; again; {
		again = false
		for i := 0; i < 27; i++ {
			x := n.cand[i]
			if x == n.seen[i] {
				continue
			}
			x &= bandMatch[uint32(rowBoxes[x&0x1FF])|uint32(rowBoxes[x>>9&0x1FF])<<3|uint32(rowBoxes[x>>18&0x1FF])<<6]
			if x == 0 {
				return false
			}
			n.cand[i], n.seen[i] = x, x
			b := i % 3
			s := (uint32(rowSingle[x&0x1FF]) | uint32(rowSingle[x>>9&0x1FF])<<9 | uint32(rowSingle[x>>18&0x1FF])<<18) & n.unsolved[b]
			if s == 0 {
				continue
			}
			again = true
			n.unsolved[b] &^= s
			cols := ((s | s>>9 | s>>18) & 0x1FF) * colRep
			d3 := i - b
			n.cand[d3+(b+1)%3] &^= cols
			n.cand[d3+(b+2)%3] &^= cols
			for j := b; j < 27; j += 3 {
				n.cand[j] &^= s
			}
			n.cand[i] = x
		}
	}
	return true
}

// propagate runs update and places naked singles until neither finds
// anything. When it returns stuck, it also returns the cell to guess on:
// band b and position p, a cell with the fewest candidates.
func (n *node) propagate() (status, b, p int) {
	for {
		if !n.update() {
			return deadEnd, 0, 0
		}
		if n.unsolved[0]|n.unsolved[1]|n.unsolved[2] == 0 {
			return solved, 0, 0
		}
		found := false
		pair, pairBand := uint32(0), 0
		for b := 0; b < 3; b++ {
			u := n.unsolved[b]
			if u == 0 {
				continue
			}
			var once, twice, thrice uint32
			for d := b; d < 27; d += 3 {
				x := n.cand[d]
				thrice |= twice & x
				twice |= once & x
				once |= x
			}
			if u&^once != 0 {
				return deadEnd, 0, 0
			}
			singles := u &^ twice
			if singles == 0 {
				if pair == 0 {
					pair, pairBand = u&^thrice, b
				}
				continue
			}
			found = true
			for d := b; d < 27; d += 3 {
				for m := n.cand[d] & singles; m != 0; m &= m - 1 {
					n.cand[d] &^= bandPeers[bits.TrailingZeros32(m)]
				}
			}
		}
		if found {
			continue
		}
		if pair != 0 {
			return stuck, pairBand, bits.TrailingZeros32(pair)
		}
		b, p := n.fewest()
		return stuck, b, p
	}
}

// fewest returns the band and position of an unsolved cell with the fewest
// candidates. It is the slow path of guessing, for nodes without a cell of
// two candidates.
func (n *node) fewest() (int, int) {
	bestB, bestP, bestN := 0, 0, 10
	for b := 0; b < 3; b++ {
		for u := n.unsolved[b]; u != 0; u &= u - 1 {
			p := bits.TrailingZeros32(u)
			c := 0
			for d := b; d < 27; d += 3 {
				c += int(n.cand[d] >> p & 1)
			}
			if c < bestN {
				bestB, bestP, bestN = b, p, c
			}
		}
	}
	return bestB, bestP
}

// firstDigit returns the smallest digit (0..8) that cell p of band b may hold.
func (n *node) firstDigit(b, p int) int {
	for d := 0; d < 9; d++ {
		if n.cand[3*d+b]>>p&1 != 0 {
			return d
		}
	}
	return 0
}

// write stores the digits of a solved node in g.
func (n *node) write(g *Grid) {
	for i, x := range n.cand {
		d, base := uint8(i/3+1), 27*(i%3)
		for ; x != 0; x &= x - 1 {
			g[base+bits.TrailingZeros32(x)] = d
		}
	}
}
