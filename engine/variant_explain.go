package engine

import (
	"math/bits"
	"strconv"
)

// English explanations of variant steps. Digits are written as numbers
// (10 to 16 too), cells as rXcY.

// Explain returns the step's explanation in English.
func (s *VariantStep) Explain() string {
	var buf [1024]byte
	return string(s.AppendExplanation(buf[:0]))
}

// AppendExplanation appends the step's explanation (one paragraph of
// UTF-8 English) to dst and returns the extended buffer.
func (s *VariantStep) AppendExplanation(dst []byte) []byte {
	v := s.v
	dst = append(dst, s.TechniqueName()...)
	dst = append(dst, ": "...)
	d := bits.TrailingZeros16(s.Digits|1<<15) + 1
	switch s.Technique {
	case TechFullHouse:
		dst = v.appendCell(dst, s.Cell)
		dst = append(dst, " is the last empty cell in "...)
		dst = s.appendUnit(dst, s.unit)
		dst = append(dst, ", so it takes the missing digit "...)
		dst = strconv.AppendInt(dst, int64(s.Digit), 10)
		dst = append(dst, '.')
	case TechCageSingle:
		dst = v.appendCell(dst, s.Cell)
		dst = append(dst, " is the last empty cell of "...)
		dst = s.appendCage(dst)
		dst = append(dst, ", so it is the sum less the other digits: "...)
		dst = strconv.AppendInt(dst, int64(s.Digit), 10)
		dst = append(dst, '.')
	case TechHiddenSingleBox, TechHiddenSingleLine:
		dst = append(dst, "in "...)
		dst = s.appendUnit(dst, s.unit)
		dst = append(dst, ", "...)
		dst = strconv.AppendInt(dst, int64(s.Digit), 10)
		dst = append(dst, " can only go in "...)
		dst = v.appendCell(dst, s.Cell)
		dst = append(dst, '.')
	case TechNakedSingle:
		dst = v.appendCell(dst, s.Cell)
		dst = append(dst, " can only be "...)
		dst = strconv.AppendInt(dst, int64(s.Digit), 10)
		dst = append(dst, ": every other digit is already in one of its units, or ruled out."...)
	case TechCageCombination:
		dst = s.appendCage(dst)
		if s.cover >= 0 && s.v.cages[s.cover].repeats {
			dst = append(dst, ", in which digits may repeat, cannot make its sum with these digits in these cells. "...)
		} else {
			dst = append(dst, " can only hold "...)
			dst = s.appendCombos(dst)
			dst = append(dst, ", with each digit in a cell that can take it. "...)
		}
		dst = s.appendRemovals(dst)
	case TechInniesOuties:
		dst = s.appendInnies(dst)
	case TechPointing, TechClaiming:
		dst = append(dst, "in "...)
		dst = s.appendUnit(dst, s.unit)
		dst = append(dst, ", "...)
		dst = strconv.AppendInt(dst, int64(d), 10)
		dst = append(dst, " can only go in "...)
		dst = s.appendCells(dst, s.PatternCells())
		dst = append(dst, ", which all lie in "...)
		dst = s.appendUnit(dst, s.cover)
		dst = append(dst, "; so "...)
		dst = strconv.AppendInt(dst, int64(d), 10)
		dst = append(dst, " cannot be anywhere else in "...)
		dst = s.appendUnit(dst, s.cover)
		dst = append(dst, ". "...)
		dst = s.appendRemovals(dst)
	case TechNakedPair, TechNakedTriple, TechNakedQuad:
		dst = s.appendCells(dst, s.PatternCells())
		dst = append(dst, " in "...)
		dst = s.appendUnit(dst, s.unit)
		dst = append(dst, " hold only the digits "...)
		dst = appendDigitList(dst, s.Digits, " and ")
		dst = append(dst, ", so those digits cannot be anywhere else in "...)
		dst = s.appendUnit(dst, s.unit)
		dst = append(dst, ". "...)
		dst = s.appendRemovals(dst)
	case TechHiddenPair, TechHiddenTriple, TechHiddenQuad:
		dst = append(dst, "in "...)
		dst = s.appendUnit(dst, s.unit)
		dst = append(dst, ", the digits "...)
		dst = appendDigitList(dst, s.Digits, " and ")
		dst = append(dst, " can only go in "...)
		dst = s.appendCells(dst, s.PatternCells())
		dst = append(dst, ", so those cells hold no other digit. "...)
		dst = s.appendRemovals(dst)
	case TechXWing, TechSwordfish, TechJellyfish:
		k := s.nunits / 2
		dst = append(dst, "in "...)
		dst = s.appendUnits(dst, s.units[:k])
		dst = append(dst, ", "...)
		dst = strconv.AppendInt(dst, int64(d), 10)
		dst = append(dst, " can only go in "...)
		dst = s.appendUnits(dst, s.units[k:s.nunits])
		dst = append(dst, ", so it cannot be anywhere else in those. "...)
		dst = s.appendRemovals(dst)
	}
	return dst
}

func (s *VariantStep) appendUnit(dst []byte, u int) []byte {
	if u < 0 {
		return append(dst, "a unit"...)
	}
	return s.v.Unit(u).appendName(dst)
}

func (s *VariantStep) appendUnits(dst []byte, units []uint16) []byte {
	for i, u := range units {
		if i > 0 {
			if i == len(units)-1 {
				dst = append(dst, " and "...)
			} else {
				dst = append(dst, ", "...)
			}
		}
		dst = s.appendUnit(dst, int(u))
	}
	return dst
}

func (s *VariantStep) appendCells(dst []byte, cells []uint8) []byte {
	for i, c := range cells {
		if i > 0 {
			if i == len(cells)-1 {
				dst = append(dst, " and "...)
			} else {
				dst = append(dst, ", "...)
			}
		}
		dst = s.v.appendCell(dst, int(c))
	}
	return dst
}

// appendCage names the step's cage: "the cage r1c1, r1c2 and r2c1 (sum 15)".
func (s *VariantStep) appendCage(dst []byte) []byte {
	dst = append(dst, "the cage "...)
	dst = s.appendCells(dst, s.PatternCells())
	dst = append(dst, " (sum "...)
	dst = strconv.AppendInt(dst, int64(s.sum), 10)
	return append(dst, ')')
}

// appendCombos lists the combinations of a cage: "1+5+9 or 2+4+9".
func (s *VariantStep) appendCombos(dst []byte) []byte {
	if s.ncombos == 0 {
		return append(dst, "its cells can hold no combination"...)
	}
	for i, m := range s.combos[:s.ncombos] {
		if i > 0 {
			if i == s.ncombos-1 && !s.moreCombos {
				dst = append(dst, " or "...)
			} else {
				dst = append(dst, ", "...)
			}
		}
		for k := 0; m != 0; k++ {
			if k > 0 {
				dst = append(dst, '+')
			}
			dst = strconv.AppendInt(dst, int64(bits.TrailingZeros16(m)+1), 10)
			m &= m - 1
		}
	}
	if s.moreCombos {
		dst = append(dst, " and more"...)
	}
	return dst
}

// appendInnies explains an innies or outies step.
func (s *VariantStep) appendInnies(dst []byte) []byte {
	area := s.areaName[:s.areaNameLen]
	if s.outies {
		dst = append(dst, "the cages sticking out of "...)
		dst = append(dst, area...)
		dst = append(dst, " add up to "...)
		dst = strconv.AppendInt(dst, int64(s.known), 10)
		dst = append(dst, " and "...)
		dst = append(dst, area...)
		dst = append(dst, " to "...)
		dst = strconv.AppendInt(dst, int64(s.total), 10)
		dst = append(dst, ", so the cells of those cages outside it ("...)
	} else {
		dst = append(dst, area...)
		if s.areaPlural {
			dst = append(dst, " add up to "...)
		} else {
			dst = append(dst, " adds up to "...)
		}
		dst = strconv.AppendInt(dst, int64(s.total), 10)
		dst = append(dst, " and the cages wholly inside to "...)
		dst = strconv.AppendInt(dst, int64(s.known), 10)
		dst = append(dst, ", so its other cells ("...)
	}
	dst = s.appendCells(dst, s.PatternCells())
	dst = append(dst, ") add up to "...)
	dst = strconv.AppendInt(dst, int64(s.sum), 10)
	if s.Cell >= 0 {
		dst = append(dst, ": "...)
		dst = s.v.appendCell(dst, s.Cell)
		dst = append(dst, " is "...)
		dst = strconv.AppendInt(dst, int64(s.Digit), 10)
		return append(dst, '.')
	}
	dst = append(dst, ". "...)
	return s.appendRemovals(dst)
}

// appendRemovals lists the eliminations, the digits that leave the same
// cells together: "Remove 4 and 7 from r5c3 and r6c3, and 2 from r1c1."
func (s *VariantStep) appendRemovals(dst []byte) []byte {
	var sets [MaxVariantSize]cellBits // the cells each digit leaves
	var all uint16
	for c, m := range s.Removed[:s.v.ncells] {
		all |= m
		for ; m != 0; m &= m - 1 {
			sets[bits.TrailingZeros16(m)].add(c)
		}
	}
	dst = append(dst, "Remove "...)
	for k := 0; all != 0; k++ {
		d := bits.TrailingZeros16(all)
		var same uint16 // the digits leaving the same cells as d
		for e := d; e < MaxVariantSize; e++ {
			if all&(1<<e) != 0 && sets[e] == sets[d] {
				same |= 1 << e
			}
		}
		all &^= same
		if k > 0 {
			if all == 0 {
				dst = append(dst, ", and "...)
			} else {
				dst = append(dst, ", "...)
			}
		}
		dst = appendDigitList(dst, same, " and ")
		dst = append(dst, " from "...)
		var cells [MaxVariantCells]uint8
		n := 0
		for c := 0; c < s.v.ncells; c++ {
			if sets[d].has(c) {
				cells[n] = uint8(c)
				n++
			}
		}
		dst = s.appendCells(dst, cells[:n])
	}
	return append(dst, '.')
}
