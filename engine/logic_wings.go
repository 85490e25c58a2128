package engine

// XY-Wing, XYZ-Wing, unique rectangle type 1 and BUG+1.

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
func (s *logicGrid) wingElims(st *Step, t Technique, z uint16, p, a, b int, withPivot bool) bool {
	found := false
	for c := 0; c < NumCells; c++ {
		if s.cand[c]&z == 0 || c == p || c == a || c == b {
			continue
		}
		if !sees(c, a) || !sees(c, b) || (withPivot && !sees(c, p)) {
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

// findUniqueRectangle finds unique rectangle type 1: four empty cells in two
// rows, two columns and two boxes, three of them holding exactly {a,b}; the
// fourth cannot be a or b, since either would allow two solutions.
func (s *logicGrid) findUniqueRectangle(st *Step) bool {
	for r1 := 0; r1 < 9; r1++ {
		for r2 := r1 + 1; r2 < 9; r2++ {
			for c1 := 0; c1 < 9; c1++ {
				for c2 := c1 + 1; c2 < 9; c2++ {
					// The rectangle must span exactly two boxes.
					if (r1/3 == r2/3) == (c1/3 == c2/3) {
						continue
					}
					cells := [4]int{r1*9 + c1, r1*9 + c2, r2*9 + c1, r2*9 + c2}
					if s.tryRectangle(st, cells) {
						return true
					}
				}
			}
		}
	}
	return false
}

func (s *logicGrid) tryRectangle(st *Step, cells [4]int) bool {
	var pair uint16
	extra := -1
	for _, c := range cells {
		m := s.cand[c]
		if s.grid[c] != 0 || popcount(m) < 2 {
			return false
		}
		if popcount(m) == 2 {
			if pair == 0 {
				pair = m
			} else if pair != m {
				return false
			}
			continue
		}
		if extra >= 0 {
			return false
		}
		extra = c
	}
	if extra < 0 || pair == 0 || s.cand[extra]&pair != pair {
		return false
	}
	st.reset(TechUniqueRectangle)
	st.Removed[extra] = pair
	st.Digits = pair
	for _, c := range cells {
		st.addCell(c)
	}
	return true
}

// findBUG finds a bivalue universal grave + 1: every empty cell but one has
// two candidates, and every digit has two places in each unit except the
// digit of the one cell with more, which has three in that cell's units. Any
// solution without that digit there would have a twin, so it goes there.
func (s *logicGrid) findBUG(st *Step) bool {
	extra := -1
	for c := 0; c < NumCells; c++ {
		if s.grid[c] != 0 {
			continue
		}
		switch n := popcount(s.cand[c]); {
		case n == 2:
		case n == 3 && extra < 0:
			extra = c
		default:
			return false
		}
	}
	if extra < 0 {
		return false
	}
	var bug uint16 // digits with three places in a unit of the extra cell
	for u := range unitCells {
		for d := 1; d <= 9; d++ {
			switch popcount(s.pos[u][d-1]) {
			case 0, 2:
			case 3:
				if !cellInUnit(extra, u) || s.cand[extra]&(1<<(d-1)) == 0 {
					return false
				}
				bug |= 1 << (d - 1)
			default:
				return false
			}
		}
	}
	if popcount(bug) != 1 {
		return false
	}
	// The bug digit must have three places in all three units of the cell.
	d := lowDigit(bug)
	for _, u := range cellUnits[extra] {
		if popcount(s.pos[u][d-1]) != 3 {
			return false
		}
	}
	st.reset(TechBUG)
	st.place(extra, d)
	st.Digits = bug
	st.addCell(extra)
	return true
}
