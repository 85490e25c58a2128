package engine

// Locked Pair and Locked Triple (extended catalogue; HoDoKu 1000 and 1100):
// a naked pair or triple whose cells lie in one box and one row or column,
// so that its digits leave both units at once. Sudoku Explainer takes the
// same reasoning as a naked pair (3.0) or triple (3.6), one unit at a time.

var (
	techLockedPair = techSpec{
		Tech:          TechLockedPair,
		Rating:        30,
		Find:          (*logicGrid).findLockedPair,
		Explain:       (*Step).explainLockedSubset,
		ExtendedOrder: 1000,
		ExtendedOnly:  true,
	}
	techLockedTriple = techSpec{
		Tech:          TechLockedTriple,
		Rating:        36,
		Find:          (*logicGrid).findLockedTriple,
		Explain:       (*Step).explainLockedSubset,
		ExtendedOrder: 1100,
		ExtendedOnly:  true,
	}
)

func (s *logicGrid) findLockedPair(st *Step) bool   { return s.findLockedSubset(st, 2) }
func (s *logicGrid) findLockedTriple(st *Step) bool { return s.findLockedSubset(st, 3) }

// findLockedSubset finds k cells (2 or 3) of one box and one line whose
// candidates are k digits, and whose digits leave other cells of both the
// box and the line.
func (s *logicGrid) findLockedSubset(st *Step, k int) bool {
	tech := TechLockedPair
	if k == 3 {
		tech = TechLockedTriple
	}
	for b := 18; b < 27; b++ {
		for _, line := range boxLines(b) {
			// The empty cells of the intersection with 2..k candidates.
			var cells [3]int
			n := 0
			for _, c := range unitCells[line] {
				if BoxOf(int(c)) == b-18 && s.grid[c] == 0 {
					if p := popcount(s.cand[c]); p >= 2 && p <= k {
						cells[n] = int(c)
						n++
					}
				}
			}
			// Every k of them (at most three cells: for k = 2 the pairs).
			for skip := 0; skip < n; skip++ {
				var pick [3]int
				m := 0
				for i := 0; i < n; i++ {
					if n == k || i != skip {
						pick[m] = cells[i]
						m++
					}
				}
				if m != k {
					continue
				}
				if s.lockedSubsetStep(st, tech, pick[:k], b, line) {
					return true
				}
				if n == k {
					break
				}
			}
		}
	}
	return false
}

// boxLines returns the three rows and three columns crossing box b (an ID
// 18..26).
func boxLines(b int) [6]int {
	r, c := (b-18)/3*3, (b-18)%3*3
	return [6]int{r, r + 1, r + 2, 9 + c, 9 + c + 1, 9 + c + 2}
}

// lockedSubsetStep fills st when the cells' candidates are exactly
// len(cells) digits that leave other cells of both the box and the line.
func (s *logicGrid) lockedSubsetStep(st *Step, tech Technique, cells []int, b, line int) bool {
	var digits uint16
	var in cellSet
	for _, c := range cells {
		digits |= s.cand[c]
		in.add(c)
	}
	if popcount(digits) != len(cells) {
		return false
	}
	var inBox, inLine bool
	for _, u := range [2]int{b, line} {
		for _, c := range unitCells[u] {
			if !in.has(int(c)) && s.cand[c]&digits != 0 {
				if u == b {
					inBox = true
				} else {
					inLine = true
				}
			}
		}
	}
	if !inBox || !inLine {
		return false
	}
	st.reset(tech)
	for _, u := range [2]int{b, line} {
		for _, c := range unitCells[u] {
			if !in.has(int(c)) {
				st.Removed[c] |= s.cand[c] & digits
			}
		}
	}
	st.Digits = digits
	st.unit = uint8(b)
	st.cover = uint8(line)
	st.addUnit(b)
	st.addUnit(line)
	for _, c := range cells {
		st.addCell(c)
	}
	return true
}

// explainLockedSubset explains a Locked Pair or Triple.
func (s *Step) explainLockedSubset(dst []byte) []byte {
	dst = appendCells(dst, s.PatternCells(), " and ")
	dst = append(dst, " hold only the digits "...)
	dst = appendDigits(dst, s.Digits, " and ")
	dst = append(dst, " and lie in both "...)
	dst = appendUnit(dst, int(s.unit))
	dst = append(dst, " and "...)
	dst = appendUnit(dst, int(s.cover))
	dst = append(dst, ", so those digits cannot be anywhere else in either. "...)
	return appendRemovals(dst, s)
}
