package engine

import "math/bits"

// Naked and hidden subsets (pairs, triples, quads) and basic fish (X-Wing,
// Swordfish, Jellyfish).

var nakedTech = [5]Technique{2: TechNakedPair, 3: TechNakedTriple, 4: TechNakedQuad}
var hiddenTech = [5]Technique{2: TechHiddenPair, 3: TechHiddenTriple, 4: TechHiddenQuad}
var fishTech = [5]Technique{2: TechXWing, 3: TechSwordfish, 4: TechJellyfish}

// subsetUnitOrder is the order subsets are looked for in: rows, columns,
// boxes.
var subsetUnitOrder = func() (o [27]int) {
	for i := range o {
		o[i] = i
	}
	return
}()

// findNakedSubset finds k cells of a unit whose candidates together are k
// digits; those digits leave the unit's other cells.
func (s *logicGrid) findNakedSubset(st *Step, k int) bool {
	for _, u := range subsetUnitOrder {
		// Positions (within the unit) of empty cells with 2..k candidates.
		var idx [9]int
		n := 0
		for j, c := range unitCells[u] {
			if s.grid[c] == 0 {
				if p := popcount(s.cand[c]); p >= 2 && p <= k {
					idx[n] = j
					n++
				}
			}
		}
		if n < k {
			continue
		}
		var pick [4]int
		if s.nakedRec(st, k, u, idx[:n], pick[:0], 0, 0) {
			return true
		}
	}
	return false
}

func (s *logicGrid) nakedRec(st *Step, k, u int, idx []int, pick []int, from int, union uint16) bool {
	if len(pick) == k {
		if popcount(union) != k {
			return false
		}
		var inSet uint16
		for _, j := range pick {
			inSet |= 1 << j
		}
		found := false
		for j, c := range unitCells[u] {
			if inSet&(1<<j) != 0 || s.cand[c]&union == 0 {
				continue
			}
			if !found {
				st.reset(nakedTech[k])
				found = true
			}
			st.Removed[c] |= s.cand[c] & union
		}
		if !found {
			return false
		}
		st.Digits = union
		st.unit = uint8(u)
		st.addUnit(u)
		st.addUnitCells(u, inSet)
		return true
	}
	for i := from; i < len(idx); i++ {
		m := union | s.cand[unitCells[u][idx[i]]]
		if popcount(m) > k {
			continue
		}
		if s.nakedRec(st, k, u, idx, append(pick, idx[i]), i+1, m) {
			return true
		}
	}
	return false
}

// findHiddenSubset finds k digits of a unit whose places together are k
// cells; those cells lose every other candidate.
func (s *logicGrid) findHiddenSubset(st *Step, k int) bool {
	for _, u := range subsetUnitOrder {
		var ds [9]int
		n := 0
		for d := 1; d <= 9; d++ {
			if p := popcount(s.pos[u][d-1]); p >= 2 && p <= k {
				ds[n] = d
				n++
			}
		}
		if n < k {
			continue
		}
		var pick [4]int
		if s.hiddenRec(st, k, u, ds[:n], pick[:0], 0, 0) {
			return true
		}
	}
	return false
}

func (s *logicGrid) hiddenRec(st *Step, k, u int, ds []int, pick []int, from int, union uint16) bool {
	if len(pick) == k {
		if popcount(union) != k {
			return false
		}
		var digits uint16
		for _, d := range pick {
			digits |= 1 << (d - 1)
		}
		found := false
		for m := union; m != 0; m &= m - 1 {
			c := unitCells[u][bits.TrailingZeros16(m)]
			if extra := s.cand[c] &^ digits; extra != 0 {
				if !found {
					st.reset(hiddenTech[k])
					found = true
				}
				st.Removed[c] |= extra
			}
		}
		if !found {
			return false
		}
		st.Digits = digits
		st.unit = uint8(u)
		st.addUnit(u)
		st.addUnitCells(u, union)
		return true
	}
	for i := from; i < len(ds); i++ {
		m := union | s.pos[u][ds[i]-1]
		if popcount(m) > k {
			continue
		}
		if s.hiddenRec(st, k, u, ds, append(pick, ds[i]), i+1, m) {
			return true
		}
	}
	return false
}

// findFish finds a basic fish of size k: k rows (or columns) in which digit
// d can only go in the same k columns (or rows); d leaves those columns
// elsewhere.
func (s *logicGrid) findFish(st *Step, k int) bool {
	for d := 1; d <= 9; d++ {
		for base := 0; base <= 9; base += 9 { // rows, then columns
			var lines [9]int
			n := 0
			for l := base; l < base+9; l++ {
				if p := popcount(s.pos[l][d-1]); p >= 2 && p <= k {
					lines[n] = l
					n++
				}
			}
			if n < k {
				continue
			}
			var pick [4]int
			if s.fishRec(st, k, d, base, lines[:n], pick[:0], 0, 0) {
				return true
			}
		}
	}
	return false
}

func (s *logicGrid) fishRec(st *Step, k, d, base int, lines []int, pick []int, from int, union uint16) bool {
	if len(pick) == k {
		if popcount(union) != k {
			return false
		}
		cover := 9 - base // columns when the base is rows, and back
		bit := uint16(1) << (d - 1)
		found := false
		for m := union; m != 0; m &= m - 1 {
			cu := cover + bits.TrailingZeros16(m)
			for j, c := range unitCells[cu] {
				if s.cand[c]&bit == 0 {
					continue
				}
				inBase := false
				for _, l := range pick {
					if l-base == j {
						inBase = true
					}
				}
				if inBase {
					continue
				}
				if !found {
					st.reset(fishTech[k])
					found = true
				}
				st.Removed[c] |= bit
			}
		}
		if !found {
			return false
		}
		st.Digits = bit
		for _, l := range pick {
			st.addUnit(l)
		}
		for m := union; m != 0; m &= m - 1 {
			st.addUnit(cover + bits.TrailingZeros16(m))
		}
		for _, l := range pick {
			st.addUnitCells(l, s.pos[l][d-1])
		}
		return true
	}
	for i := from; i < len(lines); i++ {
		m := union | s.pos[lines[i]][d-1]
		if popcount(m) > k {
			continue
		}
		if s.fishRec(st, k, d, base, lines, append(pick, lines[i]), i+1, m) {
			return true
		}
	}
	return false
}
