package engine

import "math/bits"

// English explanations of steps, built from the step's facts. Appending into
// a caller's buffer allocates nothing when the buffer is large enough.

// Explain returns the step's explanation in English.
func (s *Step) Explain() string {
	var buf [1024]byte
	return string(s.AppendExplanation(buf[:0]))
}

// AppendExplanation appends the step's explanation (UTF-8 English, one
// paragraph) to dst and returns the extended buffer.
func (s *Step) AppendExplanation(dst []byte) []byte {
	dst = append(dst, s.Technique.String()...)
	dst = append(dst, ": "...)
	d := lowDigit(s.Digits | 1<<15)
	switch s.Technique {
	case TechFullHouse:
		dst = appendCell(dst, s.Cell)
		dst = append(dst, " is the last empty cell in "...)
		dst = appendUnit(dst, int(s.unit))
		dst = append(dst, ", so it takes the missing digit "...)
		dst = appendDigit(dst, s.Digit)
		dst = append(dst, '.')
	case TechHiddenSingleBox, TechHiddenSingleLine:
		dst = append(dst, "in "...)
		dst = appendUnit(dst, int(s.unit))
		dst = append(dst, ", "...)
		dst = appendDigit(dst, s.Digit)
		dst = append(dst, " can only go in "...)
		dst = appendCell(dst, s.Cell)
		dst = append(dst, '.')
	case TechNakedSingle:
		dst = appendCell(dst, s.Cell)
		dst = append(dst, " can only be "...)
		dst = appendDigit(dst, s.Digit)
		dst = append(dst, ": every other digit is already in its row, column or box, or ruled out."...)
	case TechPointing, TechClaiming:
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
		dst = appendRemovals(dst, s)
	case TechNakedPair, TechNakedTriple, TechNakedQuad:
		dst = appendCells(dst, s.PatternCells(), " and ")
		dst = append(dst, " in "...)
		dst = appendUnit(dst, int(s.unit))
		dst = append(dst, " hold only the digits "...)
		dst = appendDigits(dst, s.Digits, " and ")
		dst = append(dst, ", so those digits cannot be anywhere else in "...)
		dst = appendUnit(dst, int(s.unit))
		dst = append(dst, ". "...)
		dst = appendRemovals(dst, s)
	case TechHiddenPair, TechHiddenTriple, TechHiddenQuad:
		dst = append(dst, "in "...)
		dst = appendUnit(dst, int(s.unit))
		dst = append(dst, ", the digits "...)
		dst = appendDigits(dst, s.Digits, " and ")
		dst = append(dst, " can only go in "...)
		dst = appendCells(dst, s.PatternCells(), " and ")
		dst = append(dst, ", so those cells hold no other digit. "...)
		dst = appendRemovals(dst, s)
	case TechXWing, TechSwordfish, TechJellyfish:
		k := int(s.nunits) / 2
		dst = append(dst, "in "...)
		dst = appendUnitList(dst, s.units[:k])
		dst = append(dst, ", "...)
		dst = appendDigit(dst, d)
		dst = append(dst, " can only go in "...)
		dst = appendUnitList(dst, s.units[k:s.nunits])
		dst = append(dst, ", so it cannot be anywhere else in those "...)
		if s.units[k] < 9 {
			dst = append(dst, "rows. "...)
		} else {
			dst = append(dst, "columns. "...)
		}
		dst = appendRemovals(dst, s)
	case TechXYWing, TechXYZWing:
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
		dst = appendRemovals(dst, s)
	case TechUniqueRectangle:
		dst = append(dst, "the cells "...)
		dst = appendCells(dst, s.PatternCells(), ", ")
		dst = append(dst, " form a rectangle on "...)
		dst = appendDigits(dst, s.Digits, " and ")
		dst = append(dst, "; if the cell with extra candidates were "...)
		dst = appendDigits(dst, s.Digits, " or ")
		dst = append(dst, " the two digits could swap and the puzzle would have two solutions. "...)
		dst = appendRemovals(dst, s)
	case TechUniqueRectangle2, TechUniqueRectangle4, TechUniqueRectangle3:
		c := s.PatternCells()
		dst = append(dst, "the cells "...)
		dst = appendCells(dst, c[:4], ", ")
		dst = append(dst, " form a rectangle on two digits that could swap for a second solution unless "...)
		switch s.Technique {
		case TechUniqueRectangle2:
			dst = append(dst, "a cell with an extra digit holds it; both extra cells hold only "...)
			dst = appendDigits(dst, s.removedDigits(), " and ")
			dst = append(dst, " more, so one of them is "...)
			dst = appendDigits(dst, s.removedDigits(), " or ")
			dst = append(dst, ". "...)
		case TechUniqueRectangle4:
			b := s.removedDigits()
			dst = append(dst, "the extra cells break the pattern; in "...)
			dst = appendUnit(dst, int(s.unit))
			dst = append(dst, " one of them must hold "...)
			dst = appendDigits(dst, s.Digits&^b, " or ")
			dst = append(dst, ", so neither can hold "...)
			dst = appendDigits(dst, b, " or ")
			dst = append(dst, ". "...)
		default:
			dst = append(dst, "one of the extra cells holds an extra digit; they act as one cell that, with "...)
			dst = appendCells(dst, c[4:], " and ")
			dst = append(dst, ", forms a naked set of "...)
			dst = appendDigits(dst, s.Digits, " and ")
			dst = append(dst, " in "...)
			dst = appendUnit(dst, int(s.unit))
			dst = append(dst, ". "...)
		}
		dst = appendRemovals(dst, s)
	case TechBUG2:
		dst = append(dst, "without "...)
		dst = appendDigits(dst, s.Digits, " or ")
		dst = append(dst, " in "...)
		dst = appendCells(dst, s.PatternCells(), " and ")
		dst = append(dst, ", every empty cell would have two candidates and every digit two places in each unit, which allows two solutions; so one of those cells is "...)
		dst = appendDigits(dst, s.Digits, " or ")
		dst = append(dst, ". "...)
		dst = appendRemovals(dst, s)
	case TechAlignedPairExclusion:
		c := s.PatternCells()
		dst = append(dst, "whatever pair of digits "...)
		dst = appendCell(dst, int(c[0]))
		dst = append(dst, " and "...)
		dst = appendCell(dst, int(c[1]))
		dst = append(dst, " take, it must not use up both candidates of any of their common bivalue peers "...)
		dst = appendCells(dst, c[2:], " and ")
		dst = append(dst, " (nor repeat a digit in a shared unit); some of their candidates fit in no such pair. "...)
		dst = appendRemovals(dst, s)
	case TechBUG:
		dst = append(dst, "every other empty cell has two candidates and every digit two places in each unit; if "...)
		dst = appendCell(dst, s.Cell)
		dst = append(dst, " were not "...)
		dst = appendDigit(dst, s.Digit)
		dst = append(dst, " the puzzle would have two solutions, so it is "...)
		dst = appendDigit(dst, s.Digit)
		dst = append(dst, '.')
	case TechSkyscraper, TechTwoStringKite, TechTurbotFish, TechThreeLinkXChain:
		ch := s.Chain()
		dst = appendDigit(dst, d)
		dst = append(dst, " has only two places in"...)
		for i, u := range s.PatternUnits() {
			dst = appendSep(dst, i, int(s.nunits), " and in ")
			dst = appendUnit(dst, int(u))
			dst = append(dst, " ("...)
			dst = appendCell(dst, int(ch[2*i].Cell))
			dst = append(dst, " and "...)
			dst = appendCell(dst, int(ch[2*i+1].Cell))
			dst = append(dst, ')')
		}
		dst = append(dst, ". Following them: "...)
		dst = appendChain(dst, ch)
		dst = append(dst, ", so "...)
		dst = appendDigit(dst, d)
		dst = append(dst, " is in "...)
		dst = appendCell(dst, int(ch[0].Cell))
		dst = append(dst, " or "...)
		dst = appendCell(dst, int(ch[len(ch)-1].Cell))
		dst = append(dst, ". "...)
		dst = appendRemovals(dst, s)
	case TechEmptyRectangle:
		c := s.PatternCells()
		x, y := c[len(c)-2], c[len(c)-1]
		dst = append(dst, "in "...)
		dst = appendUnit(dst, int(s.units[0]))
		dst = append(dst, ", "...)
		dst = appendDigit(dst, d)
		dst = append(dst, " lies only in "...)
		dst = appendUnit(dst, int(s.units[2]))
		dst = append(dst, " and "...)
		dst = appendUnit(dst, int(s.units[3]))
		dst = append(dst, " ("...)
		dst = appendCells(dst, c[:len(c)-2], " and ")
		dst = append(dst, "), and "...)
		dst = appendUnit(dst, int(s.units[1]))
		dst = append(dst, " holds it only in "...)
		dst = appendCell(dst, int(x))
		dst = append(dst, " and "...)
		dst = appendCell(dst, int(y))
		dst = append(dst, ". If "...)
		dst = appendCell(dst, int(y))
		dst = append(dst, " is not "...)
		dst = appendDigit(dst, d)
		dst = append(dst, " then "...)
		dst = appendCell(dst, int(x))
		dst = append(dst, " is, and "...)
		dst = appendUnit(dst, int(s.units[0]))
		dst = append(dst, " must hold it outside "...)
		if RowOf(int(x)) == int(s.units[2]) {
			dst = appendUnit(dst, int(s.units[2]))
		} else {
			dst = appendUnit(dst, int(s.units[3]))
		}
		dst = append(dst, "; either way a cell that sees "...)
		dst = appendCell(dst, int(y))
		dst = append(dst, " and that part of the box cannot be "...)
		dst = appendDigit(dst, d)
		dst = append(dst, ". "...)
		dst = appendRemovals(dst, s)
	case TechXCycle, TechXYCycle, TechCycle:
		dst = append(dst, "the loop "...)
		dst = appendChain(dst, s.Chain())
		dst = append(dst, " holds whichever way it is read, so a cell that sees both an \"is\" and an \"is not\" end of the same digit cannot hold it. "...)
		dst = appendRemovals(dst, s)
	case TechXChain, TechXYChain, TechForcingChain:
		ch := s.Chain()
		dst = append(dst, "suppose "...)
		dst = appendNode(dst, ch[0])
		dst = append(dst, ": "...)
		dst = appendChain(dst, ch)
		dst = append(dst, ", a contradiction. "...)
		if s.IsPlacement() {
			dst = append(dst, "So "...)
			dst = appendCell(dst, s.Cell)
			dst = append(dst, " is "...)
			dst = appendDigit(dst, s.Digit)
			dst = append(dst, '.')
		} else {
			dst = appendRemovals(dst, s)
		}
	default:
		dst = appendRemovals(dst, s)
	}
	return dst
}

// removedDigits returns the union of the digits the step removes.
func (s *Step) removedDigits() uint16 {
	var m uint16
	for _, r := range s.Removed {
		m |= r
	}
	return m
}

func appendDigit(dst []byte, d int) []byte { return append(dst, byte('0'+d)) }

func appendCell(dst []byte, c int) []byte {
	return append(dst, 'r', byte('1'+c/9), 'c', byte('1'+c%9))
}

func appendUnit(dst []byte, id int) []byte {
	if id < 0 || id >= 27 {
		return append(dst, "a unit"...)
	}
	u := UnitByID(id)
	dst = append(dst, u.Kind.String()...)
	return append(dst, ' ', byte('1'+u.Index))
}

// appendUnitList writes "rows 2 and 8" or "columns 1, 4 and 7".
func appendUnitList(dst []byte, ids []uint8) []byte {
	if len(ids) == 0 {
		return dst
	}
	dst = append(dst, UnitByID(int(ids[0])).Kind.String()...)
	if len(ids) > 1 {
		if UnitByID(int(ids[0])).Kind == Box {
			dst = append(dst, "es"...)
		} else {
			dst = append(dst, 's')
		}
	}
	for i, id := range ids {
		dst = appendSep(dst, i, len(ids), " and ")
		dst = append(dst, byte('1'+UnitByID(int(id)).Index))
	}
	return dst
}

// appendSep writes the separator before item i of n: nothing, ", " or last.
func appendSep(dst []byte, i, n int, last string) []byte {
	switch {
	case i == 0:
		dst = append(dst, ' ')
	case i == n-1:
		dst = append(dst, last...)
	default:
		dst = append(dst, ", "...)
	}
	return dst
}

func appendCells(dst []byte, cells []uint8, last string) []byte {
	for i, c := range cells {
		if i > 0 {
			if i == len(cells)-1 {
				dst = append(dst, last...)
			} else {
				dst = append(dst, ", "...)
			}
		}
		dst = appendCell(dst, int(c))
	}
	return dst
}

func appendDigits(dst []byte, m uint16, last string) []byte {
	n := popcount(m)
	for i := 0; m != 0; m &= m - 1 {
		if i > 0 {
			if i == n-1 {
				dst = append(dst, last...)
			} else {
				dst = append(dst, ", "...)
			}
		}
		dst = appendDigit(dst, bits.TrailingZeros16(m)+1)
		i++
	}
	return dst
}

func appendNode(dst []byte, n ChainNode) []byte {
	dst = appendCell(dst, int(n.Cell))
	if n.On {
		dst = append(dst, " is "...)
	} else {
		dst = append(dst, " is not "...)
	}
	return appendDigit(dst, int(n.Digit))
}

// appendChain writes "r1c1 is 5 ⇒ r1c7 is not 5 ⇒ …".
func appendChain(dst []byte, ch []ChainNode) []byte {
	for i, n := range ch {
		if i > 0 {
			dst = append(dst, " ⇒ "...)
		}
		dst = appendNode(dst, n)
	}
	return dst
}

// appendRemovals writes "Remove 4 from r5c3 and r6c3; 7 from r1c9." grouped by
// digit.
func appendRemovals(dst []byte, s *Step) []byte {
	first := true
	for d := 1; d <= 9; d++ {
		bit := uint16(1) << (d - 1)
		n := 0
		for _, m := range s.Removed {
			if m&bit != 0 {
				n++
			}
		}
		if n == 0 {
			continue
		}
		if first {
			dst = append(dst, "Remove "...)
			first = false
		} else {
			dst = append(dst, "; "...)
		}
		dst = appendDigit(dst, d)
		dst = append(dst, " from"...)
		k := 0
		for c, m := range s.Removed {
			if m&bit != 0 {
				dst = appendSep(dst, k, n, " and ")
				dst = appendCell(dst, c)
				k++
			}
		}
	}
	if first {
		return append(dst, "Nothing to remove."...)
	}
	return append(dst, '.')
}
