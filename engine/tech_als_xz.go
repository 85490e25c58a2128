package engine

import "math/bits"

// ALS-XZ (extended catalogue; HoDoKu 5700, "Almost Locked Set XZ-Rule"):
// two almost locked sets A and B with a restricted common x (at most one
// of them holds x). The one without x is locked on its other digits, so
// for any other digit z of both, A or B holds z: z leaves every cell that
// sees all the z of A and B. With two restricted commons ("doubly
// linked"), both sets are locked: each of their other digits leaves the
// cells that see all of that digit in its set, and each restricted common
// the cells that see all of it in both.
//
// Sudoku Explainer rates the same reasoning when A is a single bivalue
// cell and B has two to four cells: an XY-Wing (4.2) or XYZ-Wing (4.4)
// for two, a WXYZ-Wing (5.5, 5.6) for three, a VWXYZ-Wing (6.2 to 6.4)
// for four; those steps carry its rating, the others none. The search is
// findALS's (tech_als.go).

// findALSXZ tries every pair of ALS with a restricted common.
func (s *logicGrid) findALSXZ(st *Step, as *alsSearch) bool {
	for _, p := range as.g.pairs[:as.g.npairs] {
		if s.alsXZStep(st, as, int(p.a), int(p.b), p.rc) {
			return true
		}
	}
	return false
}

// alsXZStep fills st with the eliminations of ALS a and b joined by the
// restricted commons rc, if any.
func (s *logicGrid) alsXZStep(st *Step, as *alsSearch, a, b int, rc uint16) bool {
	found := false
	A, B := &as.l.sets[a], &as.l.sets[b]
	common := A.digits & B.digits
	if popcount(rc) == 1 {
		for m := common &^ rc; m != 0; m &= m - 1 {
			z := bits.TrailingZeros16(m) + 1
			removeFrom(st, &found, TechALSXZ, z, as.victims(z, a, b))
		}
	} else {
		// Doubly linked: every digit of either set is locked in it.
		for m := rc; m != 0; m &= m - 1 {
			z := bits.TrailingZeros16(m) + 1
			removeFrom(st, &found, TechALSXZ, z, as.victims(z, a, b))
		}
		for _, e := range [2]int{a, b} {
			for m := as.l.sets[e].digits &^ rc; m != 0; m &= m - 1 {
				z := bits.TrailingZeros16(m) + 1
				removeFrom(st, &found, TechALSXZ, z, as.victims(z, e).andNot(A.cells.or(B.cells)))
			}
		}
	}
	if !found {
		return false
	}
	st.Rating = seRatingOfALSXZ(s, A, B)
	st.Digits = rc
	st.addALS(as, a, rc)
	st.addALS(as, b, 0)
	return true
}

// seRatingOfALSXZ returns Sudoku Explainer's rating of an ALS-XZ that is
// one of its wings (a bivalue cell and a set of two to four cells), or 0.
func seRatingOfALSXZ(s *logicGrid, a, b *alsEntry) int {
	if a.size > b.size {
		a, b = b, a
	}
	if a.size != 1 {
		return 0
	}
	biggest := 0
	for c := b.cells.nextCell(0); c >= 0; c = b.cells.nextCell(c + 1) {
		biggest = max(biggest, popcount(s.cand[c]))
	}
	dist := biggest - 3
	if dist < 0 {
		dist = -dist
	}
	switch b.size {
	case 2:
		if biggest == 2 {
			return TechXYWing.BaseRating()
		}
		return TechXYZWing.BaseRating()
	case 3:
		return 55 + 1 - dist // WXYZ-Wing
	case 4:
		return 62 + 2 - dist // VWXYZ-Wing
	}
	return 0
}

// explainALSXZ explains an ALS-XZ.
func (s *Step) explainALSXZ(dst []byte) []byte {
	dst = append(dst, "the almost locked sets "...)
	dst = s.appendALS(dst, 0)
	dst = append(dst, " and "...)
	dst = s.appendALS(dst, 1)
	dst = append(dst, " can hold "...)
	dst = appendDigits(dst, s.SetLink(0), " and ")
	if popcount(s.SetLink(0)) == 1 {
		dst = append(dst, " only in one of them (every "...)
		dst = appendDigits(dst, s.SetLink(0), "")
		dst = append(dst, " of one sees every one of the other), so the other is locked on its remaining digits and each digit they share is in one of the two: a cell that sees all of such a digit in both sets cannot hold it. "...)
	} else {
		dst = append(dst, " each only in one of them, so both sets are locked: each digit of a set leaves the cells that see all of that digit in the set (in both sets, for "...)
		dst = appendDigits(dst, s.SetLink(0), " and ")
		dst = append(dst, "). "...)
	}
	return appendRemovals(dst, s)
}
