package engine

import "math/bits"

// English explanations of steps, built from the step's facts: each
// technique's own text is in its file (tech_*.go), and the helpers here
// write cells, units, digits, chains and eliminations. Appending into a
// caller's buffer allocates nothing when the buffer is large enough.

// Explain returns the step's explanation in English.
func (s *Step) Explain() string {
	var buf [1024]byte
	return string(s.AppendExplanation(buf[:0]))
}

// AppendExplanation appends the step's explanation (UTF-8 English, one
// paragraph) to dst and returns the extended buffer.
func (s *Step) AppendExplanation(dst []byte) []byte {
	dst = append(dst, s.Name()...)
	dst = append(dst, ": "...)
	return s.explainTechnique(dst)
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
	dst = appendNodeCells(dst, n)
	if n.On {
		dst = append(dst, " is "...)
	} else {
		dst = append(dst, " is not "...)
	}
	return appendDigit(dst, int(n.Digit))
}

// appendNodeCells writes the cell of a node, or the cells of a group in
// the players' compact notation: "r1c23" for r1c2 and r1c3, "r45c7" for
// r4c7 and r5c7.
func appendNodeCells(dst []byte, n ChainNode) []byte {
	if n.NExtra == 0 {
		return appendCell(dst, int(n.Cell))
	}
	all := [3]uint8{n.Cell, n.Extra[0], n.Extra[1]}
	cells := all[:1+n.NExtra]
	if RowOf(int(cells[0])) == RowOf(int(cells[1])) {
		dst = append(dst, 'r', byte('1'+RowOf(int(cells[0]))), 'c')
		for _, c := range cells {
			dst = append(dst, byte('1'+ColOf(int(c))))
		}
		return dst
	}
	dst = append(dst, 'r')
	for _, c := range cells {
		dst = append(dst, byte('1'+RowOf(int(c))))
	}
	return append(dst, 'c', byte('1'+ColOf(int(cells[0]))))
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
