package engine

import "math/bits"

// Locked candidates, the intersections of a box and a line: Pointing (SE
// 2.6), a box's digit confined to one row or column, and Claiming (SE 2.8), a
// line's digit confined to one box; the digit then leaves the rest of that
// second unit. One search finds both, in Sudoku Explainer's order.
//
// In direct mode (Sukaku Explainer's Direct Pointing, 1.7, and Direct
// Claiming, 1.9) the intersection is only used when its eliminations leave
// the digit a single place in another unit of the first kind, and the step
// is that placement: SE does not apply the eliminations themselves.

var (
	techPointing = techSpec{
		Tech:      TechPointing,
		Rating:    26,
		MaxRating: 28,
		Find:      (*logicGrid).findPointing,
		Explain:   (*Step).explainLockedCandidates,
		// HoDoKu's Locked Candidates Types 1 and 2 (1200, 1210): the
		// search finds both.
		ExtendedOrder: 1200,
	}
	techClaiming = techSpec{
		Tech:    TechClaiming,
		Rating:  28,
		FoundBy: TechPointing,
		Explain: (*Step).explainLockedCandidates,
	}
	techDirectPointing = techSpec{
		Tech:      TechDirectPointing,
		Rating:    17,
		MaxRating: 19,
		Find:      (*logicGrid).findDirectPointing,
		Explain:   (*Step).explainDirectLocking,
	}
	techDirectClaiming = techSpec{
		Tech:    TechDirectClaiming,
		Rating:  19,
		FoundBy: TechDirectPointing,
		Explain: (*Step).explainDirectLocking,
	}
)

func (s *logicGrid) findPointing(st *Step) bool       { return s.findLocking(st, false) }
func (s *logicGrid) findDirectPointing(st *Step) bool { return s.findLocking(st, true) }

// lockPasses lists SE's passes over intersections in order: the first unit
// kind (where the digit is confined) and the second (where it is removed),
// as unit ID offsets: box → column, box → row, column → box, row → box.
var lockPasses = [4][2]int{{18, 9}, {18, 0}, {9, 18}, {0, 18}}

// findLocking finds an intersection in SE's order: pass, then digit, then
// the index of the first unit. With direct set it finds a direct pointing or
// claiming instead.
//
// The search for a digit reads only the digit's places, so a digit on whose
// cells it found nothing before is skipped (s.lockDigits).
func (s *logicGrid) findLocking(st *Step, direct bool) bool {
	search := digitLocking
	if direct {
		search = digitDirectLocking
	}
	var keys [9]searchKey
	s.digitKeysOf(&keys, nil)
	skip := s.lockDigits.skip(search, &keys)
	for _, p := range lockPasses {
		for d := 1; d <= 9; d++ {
			if skip&(1<<(d-1)) != 0 {
				continue
			}
			for i := 0; i < 9; i++ {
				u := p[0] + i
				m := s.pos[u][d-1]
				if popcount(m) < 2 {
					continue
				}
				v := lockedIn(u, m, p[1])
				if v < 0 {
					continue
				}
				if direct {
					if s.tryDirectLocking(st, d, u, m, v, p[0]) {
						return true
					}
					continue
				}
				t := TechClaiming
				if u >= 18 {
					t = TechPointing
				}
				if s.tryLocked(st, t, d, u, m, v) {
					return true
				}
			}
		}
	}
	s.lockDigits.rememberAll(search, &keys)
	return false
}

// lockedIn returns the unit of the kind at offset kind (0 rows, 9 columns, 18
// boxes) that holds every cell of unit u selected by m (m != 0), or -1. u is
// a box when kind is a line, and a line when kind is boxes (lockPasses).
func lockedIn(u int, m uint16, kind int) int {
	switch kind {
	case 18: // the positions of a line, by thirds: the box of that third
		t := int(thirdOf[m])
		switch {
		case t < 0:
			return -1
		case u < 9:
			return 18 + u/3*3 + t
		default:
			return 18 + t*3 + (u-9)/3
		}
	case 9: // the positions of a box (row-major), by column of the box
		if t := int(columnOf[m]); t >= 0 {
			return 9 + (u-18)%3*3 + t
		}
	default: // by row of the box
		if t := int(thirdOf[m]); t >= 0 {
			return (u-18)/3*3 + t
		}
	}
	return -1
}

// thirdOf[m] is the third (0 for positions 0-2, 1 for 3-5, 2 for 6-8) that
// holds every position of mask m, and columnOf[m] the column (position mod
// 3); -1 when none does or m is 0.
var thirdOf, columnOf = func() (third, column [1 << 9]int8) {
	for m := range third {
		third[m], column[m] = -1, -1
		for i := 0; i < 3; i++ {
			if m != 0 && m&^(7<<(3*i)) == 0 {
				third[m] = int8(i)
			}
			if m != 0 && m&^(0x49<<i) == 0 {
				column[m] = int8(i)
			}
		}
	}
	return third, column
}()

// tryLocked builds an intersection step: digit d of unit u (positions m) is
// confined to unit v, so it leaves the rest of v.
func (s *logicGrid) tryLocked(st *Step, t Technique, d, u int, m uint16, v int) bool {
	bit := uint16(1) << (d - 1)
	rest := s.pos[v][d-1] &^ crossMask[v][u]
	if rest == 0 {
		return false
	}
	st.reset(t)
	for ; rest != 0; rest &= rest - 1 {
		st.Removed[unitCells[v][bits.TrailingZeros16(rest)]] |= bit
	}
	st.Digits = bit
	st.unit, st.cover = uint8(u), uint8(v)
	st.addUnit(u)
	st.addUnit(v)
	st.addUnitCells(u, m)
	return true
}

// tryDirectLocking looks, among the other units w of kind (the kind of u)
// that cross v, in index order, for one where removing digit d from v leaves
// d a single place; the step places it there.
func (s *logicGrid) tryDirectLocking(st *Step, d, u int, m uint16, v, kind int) bool {
	if s.pos[v][d-1]&^crossMask[v][u] == 0 {
		return false
	}
	for w := kind; w < kind+9; w++ {
		if w == u || crossMask[w][v] == 0 {
			continue
		}
		pw := s.pos[w][d-1]
		left := pw &^ crossMask[w][v]
		if popcount(pw) < 2 || popcount(left) != 1 {
			continue
		}
		t := TechDirectClaiming
		if u >= 18 {
			t = TechDirectPointing
		}
		st.reset(t)
		st.place(int(unitCells[w][bits.TrailingZeros16(left)]), d)
		st.Digits = 1 << (d - 1)
		st.unit, st.cover = uint8(u), uint8(v)
		st.addUnit(u)
		st.addUnit(v)
		st.addUnit(w)
		st.addUnitCells(u, m)
		return true
	}
	return false
}

// explainLockedCandidates explains a pointing or claiming step.
func (s *Step) explainLockedCandidates(dst []byte) []byte {
	d := lowDigit(s.Digits | 1<<15)
	dst = append(dst, "in "...)
	dst = appendUnit(dst, int(s.unit))
	dst = append(dst, ", "...)
	dst = appendDigit(dst, d)
	dst = append(dst, " can only go in "...)
	dst = appendCells(dst, s.PatternCells(), " and ")
	dst = append(dst, ", which all lie in "...)
	dst = appendUnit(dst, int(s.cover))
	dst = append(dst, "; so "...)
	dst = appendDigit(dst, d)
	dst = append(dst, " cannot be anywhere else in "...)
	dst = appendUnit(dst, int(s.cover))
	dst = append(dst, ". "...)
	return appendRemovals(dst, s)
}

// explainDirectLocking explains a direct pointing or claiming: "in box 1, 3 can only go in r1c1 and r1c2, which lie
// in row 1, so 3 cannot be elsewhere in row 1; then in box 3 it can only go
// in r1c8: r1c8 is 3."
func (s *Step) explainDirectLocking(dst []byte) []byte {
	d := lowDigit(s.Digits | 1<<15)
	u := s.PatternUnits()
	dst = append(dst, "in "...)
	dst = appendUnit(dst, int(u[0]))
	dst = append(dst, ", "...)
	dst = appendDigit(dst, d)
	dst = append(dst, " can only go in "...)
	dst = appendCells(dst, s.PatternCells(), " and ")
	dst = append(dst, ", which lie in "...)
	dst = appendUnit(dst, int(u[1]))
	dst = append(dst, ", so "...)
	dst = appendDigit(dst, d)
	dst = append(dst, " cannot be elsewhere in "...)
	dst = appendUnit(dst, int(u[1]))
	dst = append(dst, "; then in "...)
	dst = appendUnit(dst, int(u[2]))
	dst = append(dst, " it can only go in "...)
	return appendPlacement(dst, s)
}
