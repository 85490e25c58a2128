package engine

import "math/bits"

// Sue de Coq (extended catalogue; HoDoKu 5300): take empty cells C (two or
// three) where a box and a row or column cross, holding the digits V with
// at least |C|+2 digits; cells CL of the line outside the box, and cells
// CB of the box outside the line, whose digits VL and VB share none. When
// the cells of C, CL and CB together hold exactly as many digits as there
// are cells, each of those digits is in exactly one of them (no two of the
// cells can hold the same digit: C and CL lie in the line, C and CB in
// the box, and CL and CB share no digit). So the digits the box part
// cannot hold (all but VB) stay in C and CL: they leave the rest of the
// line; and the digits all but VL leave the rest of the box. HoDoKu's
// extension allows CL and CB digits outside V, one more cell each.
// Sudoku Explainer has no such technique.

var techSueDeCoq = techSpec{
	Tech:          TechSueDeCoq,
	Find:          (*logicGrid).findSueDeCoq,
	Explain:       (*Step).explainSueDeCoq,
	ExtendedOrder: 5300,
	ExtendedOnly:  true,
}

// sdcPart lists the subsets of some cells (up to six) of a unit with their
// digits, each cell sharing a digit with V.
type sdcPart struct {
	cells [6]int
	n     int
	masks [64]uint16 // digits of subset k (bit i: cells[i])
}

// load takes the empty cells of unit u outside the cells cs that share a
// digit with v.
func (p *sdcPart) load(s *logicGrid, u int, inter cellSet, v uint16) {
	p.n = 0
	for _, c := range unitCells[u] {
		ci := int(c)
		if s.grid[ci] != 0 || inter.has(ci) || s.cand[ci]&v == 0 {
			continue
		}
		if p.n < len(p.cells) {
			p.cells[p.n] = ci
			p.n++
		}
	}
	for k := 1; k < 1<<p.n; k++ {
		low := bits.TrailingZeros(uint(k))
		p.masks[k] = p.masks[k&(k-1)] | s.cand[p.cells[low]]
	}
}

// findSueDeCoq tries every box and line, every set C of two or three of
// their shared empty cells, every CL and every CB.
func (s *logicGrid) findSueDeCoq(st *Step) bool {
	var line, box sdcPart
	for b := 0; b < 9; b++ {
		lines := boxLines(18 + b)
		for _, l := range lines {
			var inter [3]int
			n := 0
			for _, c := range unitCells[l] {
				if BoxOf(int(c)) == b && s.grid[c] == 0 {
					inter[n] = int(c)
					n++
				}
			}
			for k := 3; k < 1<<n; k++ {
				if bits.OnesCount(uint(k)) < 2 {
					continue
				}
				var cs cellSet
				var v uint16
				for i := 0; i < n; i++ {
					if k&(1<<i) != 0 {
						cs.add(inter[i])
						v |= s.cand[inter[i]]
					}
				}
				nc := cs.count()
				if popcount(v) < nc+2 {
					continue
				}
				var inter cellSet
				inter = inter.or(unitSet[l].and(unitSet[18+b]))
				line.load(s, l, inter, v)
				box.load(s, 18+b, inter, v)
				if s.sueDeCoqWith(st, cs, v, nc, l, b, &line, &box) {
					return true
				}
			}
		}
	}
	return false
}

// sueDeCoqWith tries every CL of line and CB of box for the cells cs.
func (s *logicGrid) sueDeCoqWith(st *Step, cs cellSet, v uint16, nc, l, b int, line, box *sdcPart) bool {
	for kl := 1; kl < 1<<line.n; kl++ {
		vl := line.masks[kl]
		nl := bits.OnesCount(uint(kl))
		// Cells and digits so far: C and CL, with CB still to come (at least
		// one cell, none of VL's digits).
		if popcount(v|vl) < nc+nl+1 {
			continue
		}
		for kb := 1; kb < 1<<box.n; kb++ {
			vb := box.masks[kb]
			if vb&vl != 0 {
				continue
			}
			nb := bits.OnesCount(uint(kb))
			all := v | vl | vb
			if popcount(all) != nc+nl+nb {
				continue
			}
			// The rest of the line loses all but VB; the rest of the box all
			// but VL.
			var cl, cb cellSet
			for i := 0; i < line.n; i++ {
				if kl&(1<<i) != 0 {
					cl.add(line.cells[i])
				}
			}
			for i := 0; i < box.n; i++ {
				if kb&(1<<i) != 0 {
					cb.add(box.cells[i])
				}
			}
			found := false
			lineOut, boxOut := all&^vb, all&^vl
			for _, c := range unitCells[l] {
				ci := int(c)
				if !cs.has(ci) && !cl.has(ci) && s.cand[ci]&lineOut != 0 {
					found = true
				}
			}
			for _, c := range unitCells[18+b] {
				ci := int(c)
				if !cs.has(ci) && !cb.has(ci) && s.cand[ci]&boxOut != 0 {
					found = true
				}
			}
			if !found {
				continue
			}
			st.reset(TechSueDeCoq)
			for _, c := range unitCells[l] {
				ci := int(c)
				if !cs.has(ci) && !cl.has(ci) {
					st.Removed[ci] |= s.cand[ci] & lineOut
				}
			}
			for _, c := range unitCells[18+b] {
				ci := int(c)
				if !cs.has(ci) && !cb.has(ci) {
					st.Removed[ci] |= s.cand[ci] & boxOut
				}
			}
			st.Digits = all
			st.unit = uint8(18 + b)
			st.cover = uint8(l)
			st.addUnit(18 + b)
			st.addUnit(l)
			st.addSet(cs, v, 0)
			st.addSet(cl, vl, 0)
			st.addSet(cb, vb, 0)
			return true
		}
	}
	return false
}

// explainSueDeCoq explains a Sue de Coq: set 0 is the intersection, set 1
// the line's cells, set 2 the box's.
func (s *Step) explainSueDeCoq(dst []byte) []byte {
	var buf [9]uint8
	part := func(dst []byte, k int) []byte {
		dst = appendCells(dst, s.SetCells(buf[:0], k), " and ")
		dst = append(dst, " ("...)
		dst = appendDigits(dst, s.SetDigits(k), ", ")
		return append(dst, ')')
	}
	dst = append(dst, "where "...)
	dst = appendUnit(dst, int(s.unit))
	dst = append(dst, " and "...)
	dst = appendUnit(dst, int(s.cover))
	dst = append(dst, " cross, "...)
	dst = part(dst, 0)
	dst = append(dst, " together with "...)
	dst = part(dst, 1)
	dst = append(dst, " in "...)
	dst = appendUnit(dst, int(s.cover))
	dst = append(dst, " and "...)
	dst = part(dst, 2)
	dst = append(dst, " in "...)
	dst = appendUnit(dst, int(s.unit))
	dst = append(dst, " hold as many digits as cells, and the line's and the box's cells share none: each of the digits "...)
	dst = appendDigits(dst, s.Digits, ", ")
	dst = append(dst, " goes in exactly one of them. So the line's other cells cannot hold "...)
	dst = appendDigits(dst, s.Digits&^s.SetDigits(2), " or ")
	dst = append(dst, ", and the box's other cells cannot hold "...)
	dst = appendDigits(dst, s.Digits&^s.SetDigits(1), " or ")
	dst = append(dst, ". "...)
	return appendRemovals(dst, s)
}
