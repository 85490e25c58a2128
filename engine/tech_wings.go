package engine

// XY-Wing (SE 4.2) and XYZ-Wing (SE 4.4): a pivot cell and two wings that
// see it, between them forcing one digit into one of the wings.

var (
	techXYWing = techSpec{
		Tech:          TechXYWing,
		Rating:        42,
		Find:          (*logicGrid).findXYWing,
		Explain:       (*Step).explainWing,
		ExtendedOrder: 3300,
	}
	techXYZWing = techSpec{
		Tech:          TechXYZWing,
		Rating:        44,
		Find:          (*logicGrid).findXYZWing,
		Explain:       (*Step).explainWing,
		ExtendedOrder: 3400,
	}
)

// findXYWing finds a pivot {x,y} seeing wings {x,z} and {y,z}: z leaves every
// cell that sees both wings.
func (s *logicGrid) findXYWing(st *Step) bool {
	for p := 0; p < NumCells; p++ {
		pm := s.cand[p]
		if s.grid[p] != 0 || popcount(pm) != 2 {
			continue
		}
		for i, a := range peers[p] {
			am := s.cand[a]
			if popcount(am) != 2 || popcount(am&pm) != 1 {
				continue
			}
			z := am &^ pm
			for _, b := range peers[p][i+1:] {
				bm := s.cand[b]
				// b holds z and the pivot digit a lacks.
				if bm != z|(pm&^am) {
					continue
				}
				if s.wingElims(st, TechXYWing, z, p, int(a), int(b), false) {
					return true
				}
			}
		}
	}
	return false
}

// findXYZWing finds a pivot {x,y,z} seeing wings {x,z} and {y,z}: z leaves
// every cell that sees all three.
func (s *logicGrid) findXYZWing(st *Step) bool {
	for p := 0; p < NumCells; p++ {
		pm := s.cand[p]
		if s.grid[p] != 0 || popcount(pm) != 3 {
			continue
		}
		for i, a := range peers[p] {
			am := s.cand[a]
			if popcount(am) != 2 || am&^pm != 0 {
				continue
			}
			for _, b := range peers[p][i+1:] {
				bm := s.cand[b]
				if popcount(bm) != 2 || bm&^pm != 0 || bm == am {
					continue
				}
				z := am & bm
				if s.wingElims(st, TechXYZWing, z, p, int(a), int(b), true) {
					return true
				}
			}
		}
	}
	return false
}

// wingElims removes z from cells that see both wings a and b (and the pivot
// p too when withPivot).
//
// The cells that see a and b are their common peers (the pivot among them,
// which is left out), walked in cell order.
func (s *logicGrid) wingElims(st *Step, t Technique, z uint16, p, a, b int, withPivot bool) bool {
	found := false
	see := peerSet[a].and(peerSet[b])
	if withPivot {
		see = see.and(peerSet[p])
	}
	see.remove(p)
	for c := see.nextCell(0); c >= 0; c = see.nextCell(c + 1) {
		if s.cand[c]&z == 0 {
			continue
		}
		if !found {
			st.reset(t)
			found = true
		}
		st.Removed[c] |= z
	}
	if !found {
		return false
	}
	st.Digits = s.cand[p] | s.cand[a] | s.cand[b]
	st.addCell(p)
	st.addCell(a)
	st.addCell(b)
	return true
}

// explainWing explains an XY-Wing or XYZ-Wing.
func (s *Step) explainWing(dst []byte) []byte {
	c := s.PatternCells()
	z := s.removedDigits()
	dst = append(dst, "pivot "...)
	dst = appendCell(dst, int(c[0]))
	dst = append(dst, " sees the wings "...)
	dst = appendCell(dst, int(c[1]))
	dst = append(dst, " and "...)
	dst = appendCell(dst, int(c[2]))
	dst = append(dst, "; whatever the pivot holds, one of the cells is "...)
	dst = appendDigits(dst, z, " or ")
	dst = append(dst, ", so a cell that sees "...)
	if s.Technique == TechXYZWing {
		dst = append(dst, "all three cannot be "...)
	} else {
		dst = append(dst, "both wings cannot be "...)
	}
	dst = appendDigits(dst, z, " or ")
	dst = append(dst, ". "...)
	return appendRemovals(dst, s)
}
