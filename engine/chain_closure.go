package engine

import "math/bits"

// The nested producers (chain_nested_multiple.go, chain_nested_dynamic.go)
// run hundreds of thousands of small inner searches per step, and most of
// them find no contradiction: then all they give is the set of potentials
// derived and the region of the grid read. closure derives that set without
// the order, parents and ticks implications keeps, on bit sets, and reports
// whether a contradiction exists; only then does the exact search run.
//
// Why the set and the answer do not depend on the order (for the links of
// implications.run without rules, static or dynamic, with cell links): let
// S1 be a complete run that meets no contradiction and F its set, and S2 a
// run in any other order. Every potential S2 derives is in F, by induction
// over S2's steps, with W2 S2's working grid (the grid less the "off"
// potentials S2 applied, all in F):
//   - x on: S2 derives "off" for x's cell mates and peers still in W2; each
//     was in S1's working grid when S1 followed x (then S1 derived it) or
//     left it earlier (then S1 had applied its "off" potential).
//   - x off, cell link: W2[c] = {d, e}. The candidates of c whose "off" is
//     not in F are in W2[c] less d, so at most e; none would mean S1 met a
//     contradiction (when S1 applied the last but one of c's "off"
//     potentials, the cell had two candidates left and the last one became
//     "on"). So e's "off" is not in F, and when S1 applied the last of the
//     others' it derived e "on". The same for a unit's places.
// So S2 only derives potentials of F, never a potential with its opposite;
// by symmetry the complete S2 derives all of F. And if S1 met a
// contradiction, no order avoids one (such an order would be S1 above).
// A search that meets none follows each potential of F once, so its work is
// |F| + 1 (implications.run charges one per potential followed and one for
// the last look at empty queues).

// closure is the scratch space of the order-free form of a search.
type closure struct {
	on, off [9]cellSet // the potentials derived
	member  potSet
	list    [numPotentials]potential // the potentials derived (each once)
	n       int
}

// cellUnitPlaces[c] lists the units of cell c (cellUnits), the bit of c
// in each unit's place masks and the other cells of each unit, computed
// once at start-up and only read afterwards.
var cellUnitPlaces = func() (t [NumCells]struct {
	units  [3]uint8
	bits   [3]uint16
	others [3]cellSet
}) {
	for c := range t {
		t[c].units = cellUnits[c]
		for k, u := range cellUnits[c] {
			for i, q := range unitCells[u] {
				if int(q) == c {
					t[c].bits[k] = 1 << i
				} else {
					t[c].others[k].add(int(q))
				}
			}
		}
	}
	return
}()

// planesOf returns the cells of each digit's candidates in cand.
func planesOf(cand *[NumCells]uint16) (p [9]cellSet) {
	for c, m := range cand {
		for ; m != 0; m &= m - 1 {
			p[bits.TrailingZeros16(m)].add(c)
		}
	}
	return
}

// add registers potential (c, d, on) and reports false if its opposite is
// derived already (a contradiction).
func (cl *closure) add(c, d int, on bool) bool {
	if on {
		if cl.off[d-1].has(c) {
			return false
		}
		if cl.on[d-1].has(c) {
			return true
		}
		cl.on[d-1].add(c)
	} else {
		if cl.on[d-1].has(c) {
			return false
		}
		if cl.off[d-1].has(c) {
			return true
		}
		cl.off[d-1].add(c)
	}
	p := potOf(c, d, on)
	cl.member[p>>6] |= 1 << (p & 63)
	cl.list[cl.n] = p
	cl.n++
	return true
}

// run derives the consequences of assumption a on grid g (planes the cells
// of its digits' candidates), as implications.run with no rules would,
// static or dynamic, and reports whether they are free of contradictions.
// The potentials derived are cl.list[:cl.n], also in cl.member; after a
// contradiction they are some of them only. A dynamic run removes the
// "off" potentials it follows from the candidates of g and from planes,
// and puts them back before it returns; it reads the places of a digit in
// a unit from planes, never from g.pos, which it leaves as it is.
func (cl *closure) run(g *logicGrid, planes *[9]cellSet, a potential, dynamic bool) bool {
	cl.on, cl.off = [9]cellSet{}, [9]cellSet{}
	cl.member = potSet{}
	cl.n = 0
	cl.add(a.cell(), a.digit(), a.on())
	i := 0
	free := cl.derive(g, planes, dynamic, &i)
	if dynamic {
		for _, p := range cl.list[:i] {
			if !p.on() {
				planes[p.digit()-1].add(p.cell())
				g.cand[p.cell()] |= p.bit()
			}
		}
	}
	return free
}

// derive follows the potentials of cl.list from *i on (see run); *i counts
// those followed (a dynamic run has removed the "off" ones among them).
func (cl *closure) derive(g *logicGrid, planes *[9]cellSet, dynamic bool, i *int) bool {
	for ; *i < cl.n; *i++ {
		p := cl.list[*i]
		c, d, bit := p.cell(), p.digit(), p.bit()
		if p.on() {
			for m := g.cand[c] &^ bit; m != 0; m &= m - 1 {
				if !cl.add(c, bits.TrailingZeros16(m)+1, false) {
					return false
				}
			}
			// The peers still holding d, new "off" potentials all.
			x := peerSet[c].and(planes[d-1]).andNot(cl.off[d-1])
			if !x.and(cl.on[d-1]).empty() {
				return false
			}
			cl.off[d-1] = cl.off[d-1].or(x)
			for w := range x {
				for m := x[w]; m != 0; m &= m - 1 {
					p := potOf(w*64+bits.TrailingZeros64(m), d, false)
					cl.member[p>>6] |= 1 << (p & 63)
					cl.list[cl.n] = p
					cl.n++
				}
			}
			continue
		}
		if m := g.cand[c]; popcount(m) == 2 && !cl.add(c, lowDigit(m&^bit), true) {
			return false
		}
		// The units where d has one other place: a set of one cell.
		for _, o := range &cellUnitPlaces[c].others {
			x0, x1 := planes[d-1][0]&o[0], planes[d-1][1]&o[1]
			if x0&(x0-1) != 0 || x1&(x1-1) != 0 || (x0 == 0) == (x1 == 0) {
				continue
			}
			q := bits.TrailingZeros64(x0)
			if x0 == 0 {
				q = 64 + bits.TrailingZeros64(x1)
			}
			if !cl.add(q, d, true) {
				return false
			}
		}
		if dynamic {
			planes[d-1].remove(c)
			g.cand[c] &^= bit
		}
	}
	return true
}

// free runs cl from assumption a and reports whether the search from a
// meets no contradiction and its work fits in env's budget; then it
// charges that work (what implications.run would) and cl holds the
// consequences. Otherwise nothing is charged: the exact search must run.
func (cl *closure) free(env *chainEnv, g *logicGrid, planes *[9]cellSet, a potential, dynamic bool) bool {
	return cl.run(g, planes, a, dynamic) && env.chargeWhole(int64(cl.n+1))
}

// recordClosure is record for the consequences in cl.
func (m *dynamicMemo) recordClosure(a potential, cl *closure, id uint32) {
	var cells cellSet
	var digits [27]uint16
	for _, p := range cl.list[:cl.n] {
		c, bit := p.cell(), p.bit()
		cells.add(c)
		for _, u := range cellUnits[c] {
			digits[u] |= bit
		}
	}
	m.cells[a], m.digits[a], m.valid[a] = cells, digits, id
}
