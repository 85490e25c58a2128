package engine

// Strong-link chains of one digit: Skyscraper, Two-String Kite, Turbot Fish
// (two strong links) and the three-link X-chain.
//
// A strong link of digit d is a unit where d has exactly two places: one of
// them holds d. Chain k such links end to end, each joined to the next by two
// cells that see each other (at most one of them holds d):
//
//	A = B1 - B2 = B3 - ... = C
//
// If A is not d then B1 is, so B2 is not, so B3 is, ... so C is: d is in A
// or in C, and leaves every other cell that sees both. These are the shortest
// X-chains. Sudoku Explainer rates them with its other X-chains (6.6 and up);
// Sukaku Explainer, the SE descendant that rated the public puzzle banks,
// names and rates them apart, and so do we, since players know them by name:
//
//	two links, both rows or both columns   Skyscraper          4.0
//	two links, a row and a column          Two-String Kite     4.1
//	two links, one of them in a box        Turbot Fish         4.2
//	three links, all rows or all columns   Three-Link X-Chain  5.4
//	three links with a box, not both lines Three-Link X-Chain  5.5
//	three links with a row and a column    Three-Link X-Chain  5.6

// maxStrongLinks is the number of links of the longest chain searched here.
const maxStrongLinks = 3

// strongLink is a conjugate pair: the only two places a, b of a digit in unit u.
type strongLink struct{ a, b, u uint8 }

// strongChain is a chain found by findStrongLinkChain: its links in order,
// each read from end[i] ... to far[i] (so far[i] and end[i+1] see each other).
type strongChain struct {
	n      int
	d      int
	rating int
	near   [maxStrongLinks]uint8
	far    [maxStrongLinks]uint8
	unit   [maxStrongLinks]uint8
}

// strongChainRating is the rating, in tenths, of a chain of n links whose
// units are of the kinds in kinds (bit 0 row, bit 1 column, bit 2 box).
func strongChainRating(n int, kinds uint8) int {
	row, col, box := kinds&1 != 0, kinds&2 != 0, kinds&4 != 0
	if n == 2 {
		switch {
		case box:
			return 42
		case row && col:
			return 41
		}
		return 40
	}
	switch {
	case row && col:
		return 56
	case box:
		return 55
	}
	return 54
}

// strongChainTechnique names a chain of n links rated r.
func strongChainTechnique(n, r int) Technique {
	if n == 3 {
		return TechThreeLinkXChain
	}
	switch r {
	case 40:
		return TechSkyscraper
	case 41:
		return TechTwoStringKite
	}
	return TechTurbotFish
}

// findStrongLinkChain finds the lowest-rated chain of n (2 or 3) strong links
// that removes something, over all digits.
func (s *logicGrid) findStrongLinkChain(st *Step, n int) bool {
	var best strongChain
	best.rating = 1 << 30
	var links [27]strongLink
	for d := 1; d <= 9; d++ {
		nl := 0
		for u := 0; u < 27; u++ {
			m := s.pos[u][d-1]
			if popcount(m) != 2 {
				continue
			}
			a := unitCells[u][lowDigit(m)-1]
			b := unitCells[u][lowDigit(m&(m-1))-1]
			links[nl] = strongLink{a, b, uint8(u)}
			nl++
		}
		if nl < n {
			continue
		}
		var cur strongChain
		cur.n, cur.d = n, d
		s.extendStrongChain(&cur, &best, links[:nl], 0, 0)
	}
	if best.n == 0 {
		return n == 2 && s.findEmptyRectangle(st)
	}
	s.fillStrongChain(st, &best)
	return true
}

// extendStrongChain adds link number i to cur (kinds: the unit kinds so far)
// and, when the chain is complete, keeps it in best if it removes something
// and rates lower.
func (s *logicGrid) extendStrongChain(cur, best *strongChain, links []strongLink, i int, kinds uint8) {
	for li := range links {
		l := &links[li]
		if cur.usesUnit(i, l.u) {
			continue
		}
		k := kinds | 1<<(l.u/9)
		for side := 0; side < 2; side++ {
			near, far := l.a, l.b
			if side == 1 {
				near, far = l.b, l.a
			}
			if i > 0 && !sees(int(cur.far[i-1]), int(near)) {
				continue
			}
			if cur.usesCell(i, near) || cur.usesCell(i, far) {
				continue
			}
			cur.near[i], cur.far[i], cur.unit[i] = near, far, l.u
			if i+1 < cur.n {
				s.extendStrongChain(cur, best, links, i+1, k)
				continue
			}
			r := strongChainRating(cur.n, k)
			if r >= best.rating {
				continue
			}
			if s.strongChainRemoves(cur) {
				cur.rating = r
				*best = *cur
			}
		}
	}
}

// usesUnit reports whether one of the first i links lies in unit u.
func (cur *strongChain) usesUnit(i int, u uint8) bool {
	for j := 0; j < i; j++ {
		if cur.unit[j] == u {
			return true
		}
	}
	return false
}

// usesCell reports whether one of the first i links has an end in cell c.
func (cur *strongChain) usesCell(i int, c uint8) bool {
	for j := 0; j < i; j++ {
		if cur.near[j] == c || cur.far[j] == c {
			return true
		}
	}
	return false
}

// strongChainRemoves reports whether some cell outside the chain holds the
// digit and sees both ends.
func (s *logicGrid) strongChainRemoves(cur *strongChain) bool {
	for _, p := range peers[cur.near[0]] {
		if s.strongChainTarget(cur, p) {
			return true
		}
	}
	return false
}

// strongChainTarget reports whether cell p, a peer of the chain's first
// cell, loses the digit: it holds it, sees the last cell and is not in the
// chain.
func (s *logicGrid) strongChainTarget(cur *strongChain, p uint8) bool {
	return s.cand[p]&(1<<(cur.d-1)) != 0 && sees(int(p), int(cur.far[cur.n-1])) && !cur.usesCell(cur.n, p)
}

// fillStrongChain writes chain ch into st: the pattern, the chain "A is not
// d ⇒ B1 is d ⇒ B2 is not d ⇒ ... ⇒ C is d" and the eliminations.
func (s *logicGrid) fillStrongChain(st *Step, ch *strongChain) {
	st.reset(strongChainTechnique(ch.n, ch.rating))
	st.Rating = ch.rating
	bit := uint16(1) << (ch.d - 1)
	st.Digits = bit
	for i := 0; i < ch.n; i++ {
		st.addUnit(int(ch.unit[i]))
		for _, c := range [2]uint8{ch.near[i], ch.far[i]} {
			st.addCell(int(c))
			st.chain[st.nchain] = ChainNode{Cell: c, Digit: uint8(ch.d), On: c == ch.far[i]}
			st.nchain++
		}
	}
	for _, p := range peers[ch.near[0]] {
		if s.strongChainTarget(ch, p) {
			st.Removed[p] |= bit
		}
	}
}

// findEmptyRectangle finds an empty rectangle (Sukaku Explainer rates it
// 4.2, with the Turbot Fish): in box b, digit d lies only
// in row r and column c (in both, not all in one); a strong link of d in a
// column c' outside the box, one end x in row r, the other y in row r2
// outside the box's rows. If y is not d then x is, so the box's d is not in
// row r and lies in column c: either way (r2, c) cannot be d. The same with
// rows and columns swapped.
func (s *logicGrid) findEmptyRectangle(st *Step) bool {
	for d := 1; d <= 9; d++ {
		bit := uint16(1) << (d - 1)
		for b := 0; b < 9; b++ {
			m := s.pos[18+b][d-1]
			if popcount(m) < 2 {
				continue
			}
			br, bc := (b/3)*3, (b%3)*3
			for rr := 0; rr < 3; rr++ {
				for cc := 0; cc < 3; cc++ {
					// cells of the box in row br+rr or column bc+cc
					// Positions k in the box are row k/3, column k%3.
					rowMask, colMask := uint16(7)<<(3*rr), uint16(0x49)<<cc
					if m&^(rowMask|colMask) != 0 {
						continue
					}
					rowPart, colPart := m&rowMask&^colMask, m&colMask&^rowMask
					if rowPart == 0 || colPart == 0 {
						continue
					}
					r, c := br+rr, bc+cc
					if s.tryEmptyRectangle(st, d, bit, b, r, c, false) || s.tryEmptyRectangle(st, d, bit, b, r, c, true) {
						return true
					}
				}
			}
		}
	}
	return false
}

// tryEmptyRectangle looks for the strong link of an empty rectangle of box
// b crossing at row r and column c: in a column outside the box (or, with
// swap, in a row), one end in row r (column c).
func (s *logicGrid) tryEmptyRectangle(st *Step, d int, bit uint16, b, r, c int, swap bool) bool {
	br, bc := (b/3)*3, (b%3)*3
	for k := 0; k < 9; k++ {
		var u int
		if !swap {
			if k >= bc && k < bc+3 {
				continue
			}
			u = 9 + k // column k
		} else {
			if k >= br && k < br+3 {
				continue
			}
			u = k // row k
		}
		m := s.pos[u][d-1]
		if popcount(m) != 2 {
			continue
		}
		p, q := int(unitCells[u][lowDigit(m)-1]), int(unitCells[u][lowDigit(m&(m-1))-1])
		for side := 0; side < 2; side++ {
			x, y := p, q
			if side == 1 {
				x, y = q, p
			}
			var target int
			if !swap {
				if RowOf(x) != r || (RowOf(y) >= br && RowOf(y) < br+3) {
					continue
				}
				target = RowOf(y)*9 + c
			} else {
				if ColOf(x) != c || (ColOf(y) >= bc && ColOf(y) < bc+3) {
					continue
				}
				target = r*9 + ColOf(y)
			}
			if s.cand[target]&bit == 0 {
				continue
			}
			st.reset(TechEmptyRectangle)
			st.Digits = bit
			st.addUnit(18 + b)
			st.addUnit(u)
			st.addUnit(r)
			st.addUnit(9 + c)
			st.addUnitCells(18+b, s.pos[18+b][d-1])
			st.addCell(x)
			st.addCell(y)
			st.Removed[target] = bit
			return true
		}
	}
	return false
}
