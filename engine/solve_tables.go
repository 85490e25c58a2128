package engine

// Tables of the solver's band arithmetic. A band is three rows of the grid
// (rows 0-2, 3-5 or 6-8); a band bitmap has 27 bits, bit 9*r+c for row r of
// the band (0..2) and column c (0..8), so that cell index i is bit i%27 of
// band i/27. A triad is the three cells where a row of a band meets a box.
//
// The tables are computed once at start-up and only read afterwards.

const (
	bandAll = 1<<27 - 1 // every cell of a band
	colRep  = 0x40201   // multiplying a 9-bit column set by colRep repeats it on the three rows
)

var (
	// rowBoxes[v], for the nine bits v of one row of a band, has bit k set
	// when v has a cell in box k of the band (k = 0..2).
	rowBoxes [512]uint16

	// bandMatch[s] takes the 9-bit set s of (row, box) pairs of a band that
	// still hold a candidate of one digit, bit 3*r+k for row r and box k,
	// and returns the band bitmap of the triads that belong to some way of
	// giving every row and every box of the band exactly one of them, as
	// the digit must: each of its three rows in a different box. It is 0
	// when there is no such way. Masking a digit's band bitmap with it
	// removes the candidates that box/line interactions (pointing and
	// claiming) inside the band rule out.
	bandMatch [512]uint32

	// matchEdges[s] is bandMatch[s] as a set of pairs like s: bit 3*r+k for
	// row r and box k. The stack rule uses it with bands for rows and the
	// columns of a stack for boxes.
	matchEdges [512]uint16

	// spread9[v] moves bits 3*r+j of v (r, j = 0..2) to bits 9*r+j.
	spread9 [512]uint32

	// rowSingle[v] is v if the row bits v hold exactly one cell, else 0.
	rowSingle [512]uint16

	// rowsMask[m] is the band bitmap of the rows in the 3-bit set m, and
	// boxesMask[m] that of the boxes in it.
	rowsMask, boxesMask [8]uint32

	// colMask[p] is the band bitmap of the column of position p.
	colMask [32]uint32

	// bandPeers[p] is the band bitmap of the cells that share the row or
	// the box of position p (0..26) of a band, without p itself.
	bandPeers [32]uint32

	// spread8[v] has byte i set to bit i of v (0 or 1).
	spread8 [256]uint64
)

func init() {
	for v := 0; v < 512; v++ {
		for k := 0; k < 3; k++ {
			if v>>(3*k)&7 != 0 {
				rowBoxes[v] |= 1 << k
			}
		}
		if v != 0 && v&(v-1) == 0 {
			rowSingle[v] = uint16(v)
		}
	}
	perms := [6][3]int{{0, 1, 2}, {0, 2, 1}, {1, 0, 2}, {1, 2, 0}, {2, 0, 1}, {2, 1, 0}}
	for s := 0; s < 512; s++ {
		var m uint32
		var edges uint16
		for _, p := range perms {
			var e uint32
			var pe uint16
			ok := true
			for r, k := range p {
				if s>>(3*r+k)&1 == 0 {
					ok = false
					break
				}
				e |= 7 << (9*r + 3*k)
				pe |= 1 << (3*r + k)
			}
			if ok {
				m |= e
				edges |= pe
			}
		}
		bandMatch[s] = m
		matchEdges[s] = edges
		spread9[s] = uint32(s&7 | s&0x38<<6 | s&0x1C0<<12)
	}
	for m := 0; m < 8; m++ {
		for k := 0; k < 3; k++ {
			if m>>k&1 != 0 {
				rowsMask[m] |= 0x1FF << (9 * k)
				boxesMask[m] |= 0x1C0E07 << (3 * k)
			}
		}
	}
	for v := range spread8 {
		for i := range 8 {
			spread8[v] |= uint64(v>>i&1) << (8 * i)
		}
	}
	for p := 0; p < 27; p++ { // entries 27..31 stay 0
		r, k := p/9, p%9/3
		colMask[p] = colRep << (p % 9)
		bandPeers[p] = (0x1FF<<(9*r) | 0x1C0E07<<(3*k)) &^ (1 << p)
	}
}
