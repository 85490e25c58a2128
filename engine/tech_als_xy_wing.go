package engine

import "math/bits"

// ALS-XY-Wing (extended catalogue; HoDoKu 5800, "Almost Locked Set
// XY-Wing"): three almost locked sets A, B and the pivot C, sharing no
// cell, with a restricted common x of A and C and another, y, of B and C.
// Were neither A nor B to hold a digit z of both (other than x and y),
// both would be locked: A would hold x and B y, and C, without x and y,
// could not fill its cells. So z leaves every cell that sees all the z of
// A and B. The search is findALS's (tech_als.go); Sudoku Explainer has no
// rating for it.

// findALSXYWing tries every pivot and every two partners joined to it by
// different restricted commons.
func (s *logicGrid) findALSXYWing(st *Step, as *alsSearch) bool {
	g := as.g
	for c := 0; c < as.l.n; c++ {
		adj := g.adj[g.first[c]:g.first[c+1]]
		for i, pa := range adj {
			for _, pb := range adj[i+1:] {
				a, b := int(pa.a), int(pb.a)
				A, B := &as.l.sets[a], &as.l.sets[b]
				if A.digits&B.digits == 0 || !A.cells.and(B.cells).empty() {
					continue
				}
				if s.alsXYWingStep(st, as, a, b, c, pa.rc, pb.rc) {
					return true
				}
			}
		}
	}
	return false
}

// alsXYWingStep tries each choice of x in rcA and y in rcB (different) and
// each z.
func (s *logicGrid) alsXYWingStep(st *Step, as *alsSearch, a, b, c int, rcA, rcB uint16) bool {
	A, B, C := &as.l.sets[a], &as.l.sets[b], &as.l.sets[c]
	for mx := rcA; mx != 0; mx &= mx - 1 {
		x := uint16(1) << bits.TrailingZeros16(mx)
		for my := rcB &^ x; my != 0; my &= my - 1 {
			y := uint16(1) << bits.TrailingZeros16(my)
			found := false
			for mz := A.digits & B.digits &^ (x | y); mz != 0; mz &= mz - 1 {
				z := bits.TrailingZeros16(mz) + 1
				removeFrom(st, &found, TechALSXYWing, z, as.victims(z, a, b).andNot(C.cells))
			}
			if found {
				st.Digits = x | y
				st.addALS(as, a, x)
				st.addALS(as, c, y)
				st.addALS(as, b, 0)
				return true
			}
		}
	}
	return false
}

// explainALSXYWing explains an ALS-XY-Wing: the sets are A, the pivot C,
// then B.
func (s *Step) explainALSXYWing(dst []byte) []byte {
	dst = append(dst, "the almost locked set "...)
	dst = s.appendALS(dst, 1)
	dst = append(dst, " shares "...)
	dst = appendDigits(dst, s.SetLink(0), "")
	dst = append(dst, " with "...)
	dst = s.appendALS(dst, 0)
	dst = append(dst, " and "...)
	dst = appendDigits(dst, s.SetLink(1), "")
	dst = append(dst, " with "...)
	dst = s.appendALS(dst, 2)
	dst = append(dst, ", each only one of them holding it. If neither wing held "...)
	dst = appendDigits(dst, s.removedDigits(), " or ")
	dst = append(dst, ", both would be locked, take "...)
	dst = appendDigits(dst, s.SetLink(0), "")
	dst = append(dst, " and "...)
	dst = appendDigits(dst, s.SetLink(1), "")
	dst = append(dst, " from the pivot, and leave it too few digits; so a cell that sees all of it in both wings cannot hold it. "...)
	return appendRemovals(dst, s)
}
