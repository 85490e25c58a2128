package engine

import "math/bits"

// Almost locked sets, for the extended catalogue's ALS-XZ, ALS-XY-Wing,
// ALS-XY-Chain and Death Blossom (HoDoKu 5700 to 6000, one search that
// tries them in that order). An almost locked set (ALS) is n empty cells
// of one unit holding n+1 digits together (a bivalue cell is one of one
// cell): with any one of its digits gone, the others fill it. A digit x is
// a restricted common (RC) of two ALS that share no cell when every x of
// one sees every x of the other: at most one of them holds x. As in
// HoDoKu, the ALS of a step never overlap.
//
// The search's scratch space (the sets, the cells that see each set's
// cells of each digit, the restricted commons of every pair) lives on the
// stack of findALS, in pieces under the size Go keeps on the stack.

const (
	// maxALS bounds the ALS collected, maxALSCells their size,
	// maxALSPairs the pairs with restricted commons kept.
	maxALS      = 512
	maxALSCells = 8
	maxALSPairs = 8192
	// alsBudget bounds the nodes of the ALS-XY-Chain and Death Blossom
	// searches (deterministic; like fishBudget, and for the same reason
	// 20,000 rather than 50,000).
	alsBudget = 20000
	// maxALSChain is the longest ALS-XY-Chain looked for, in sets.
	maxALSChain = 6
)

// alsEntry is one almost locked set.
type alsEntry struct {
	cells  cellSet
	digits uint16
	size   uint8
}

// alsList holds the ALS of one grid and the candidates of each digit.
type alsList struct {
	n      int
	sets   [maxALS]alsEntry
	digits [9]cellSet // digits[d-1]: the candidates of d
}

// alsPeers holds, for each ALS and digit, the cells that see every cell of
// the set that holds the digit.
type alsPeers struct {
	seesAll [maxALS][9]cellSet
}

// alsPair is two ALS (a < b) that share no cell, with their restricted
// commons.
type alsPair struct {
	a, b int16
	rc   uint16
}

// alsGraph holds the pairs with restricted commons, and for each ALS its
// partners: adj[first[i]:first[i+1]] (adj is a piece of its own).
type alsGraph struct {
	npairs int
	pairs  [maxALSPairs]alsPair
	first  [maxALS + 1]int32
	adj    *alsAdjacency
}

// alsAdjacency is the partners of every ALS, in one array.
type alsAdjacency [2 * maxALSPairs]alsPair // a: the partner, rc

// alsSearch joins the pieces of the scratch space.
type alsSearch struct {
	l      *alsList
	p      *alsPeers
	g      *alsGraph
	budget int
}

var (
	techALSXZ = techSpec{
		Tech:          TechALSXZ,
		MaxRating:     64,
		Find:          (*logicGrid).findALS,
		Explain:       (*Step).explainALSXZ,
		ExtendedOrder: 5700,
		ExtendedOnly:  true,
	}
	techALSXYWing = techSpec{
		Tech:         TechALSXYWing,
		FoundBy:      TechALSXZ,
		Explain:      (*Step).explainALSXYWing,
		ExtendedOnly: true,
	}
	techALSXYChain = techSpec{
		Tech:         TechALSXYChain,
		FoundBy:      TechALSXZ,
		Explain:      (*Step).explainALSXYChain,
		ExtendedOnly: true,
	}
	techDeathBlossom = techSpec{
		Tech:         TechDeathBlossom,
		FoundBy:      TechALSXZ,
		Explain:      (*Step).explainDeathBlossom,
		ExtendedOnly: true,
	}
)

// findALS collects the ALS of the grid and tries ALS-XZ, ALS-XY-Wing,
// ALS-XY-Chain and Death Blossom, in HoDoKu's order.
func (s *logicGrid) findALS(st *Step) bool {
	var l alsList
	var p alsPeers
	var g alsGraph
	var adj alsAdjacency
	g.adj = &adj
	as := alsSearch{l: &l, p: &p, g: &g, budget: alsBudget}
	s.collectALS(&as)
	return s.findALSXZ(st, &as) || s.findALSXYWing(st, &as) || s.findALSXYChain(st, &as) || s.findDeathBlossom(st, &as)
}

// collectALS fills the ALS list, their peers and the graph of pairs.
func (s *logicGrid) collectALS(as *alsSearch) {
	l := as.l
	l.n = 0
	for d := 1; d <= 9; d++ {
		l.digits[d-1] = s.digitCells(d)
	}
	// Bivalue cells once; larger sets from every unit, but from a box only
	// when not all in one row or column (the lines give those).
	for c := 0; c < NumCells; c++ {
		if s.grid[c] == 0 && popcount(s.cand[c]) == 2 && l.n < maxALS {
			var cs cellSet
			cs.add(c)
			l.sets[l.n] = alsEntry{cells: cs, digits: s.cand[c], size: 1}
			l.n++
		}
	}
	var masks [512]uint16
	for u := 0; u < 27; u++ {
		var cells [9]int
		n := 0
		for _, c := range unitCells[u] {
			if s.grid[c] == 0 {
				cells[n] = int(c)
				n++
			}
		}
		for k := 1; k < 1<<n; k++ {
			masks[k] = masks[k&(k-1)] | s.cand[cells[bits.TrailingZeros(uint(k))]]
			size := bits.OnesCount(uint(k))
			if size < 2 || size > maxALSCells || popcount(masks[k]) != size+1 {
				continue
			}
			var cs cellSet
			for i := 0; i < n; i++ {
				if k&(1<<i) != 0 {
					cs.add(cells[i])
				}
			}
			if u >= 18 && inOneLine(cs) {
				continue
			}
			if l.n < maxALS {
				l.sets[l.n] = alsEntry{cells: cs, digits: masks[k], size: uint8(size)}
				l.n++
			}
		}
	}
	for i := 0; i < l.n; i++ {
		a := &l.sets[i]
		for m := a.digits; m != 0; m &= m - 1 {
			d := bits.TrailingZeros16(m)
			as.p.seesAll[i][d] = a.cells.and(l.digits[d]).commonPeers()
		}
	}
	s.alsPairs(as)
}

// alsPairs fills the graph of the pairs of ALS with restricted commons.
func (s *logicGrid) alsPairs(as *alsSearch) {
	l, g := as.l, as.g
	g.npairs = 0
	var deg [maxALS + 1]int32
	// linkable[i]: the digits of ALS i that some candidate outside it sees
	// in all its places (the only digits it can share as an RC).
	var linkable [maxALS]uint16
	for i := 0; i < l.n; i++ {
		a := &l.sets[i]
		for m := a.digits; m != 0; m &= m - 1 {
			d := bits.TrailingZeros16(m)
			if !as.p.seesAll[i][d].and(l.digits[d]).empty() {
				linkable[i] |= 1 << d
			}
		}
	}
	for i := 0; i < l.n; i++ {
		a := &l.sets[i]
		if linkable[i] == 0 {
			continue
		}
		for j := i + 1; j < l.n; j++ {
			b := &l.sets[j]
			common := linkable[i] & linkable[j]
			if common == 0 || !a.cells.and(b.cells).empty() {
				continue
			}
			var rc uint16
			for m := common; m != 0; m &= m - 1 {
				d := bits.TrailingZeros16(m)
				if b.cells.and(l.digits[d]).subsetOf(as.p.seesAll[i][d]) {
					rc |= 1 << d
				}
			}
			if rc == 0 || g.npairs == maxALSPairs {
				continue
			}
			g.pairs[g.npairs] = alsPair{int16(i), int16(j), rc}
			g.npairs++
			deg[i]++
			deg[j]++
		}
	}
	g.first[0] = 0
	for i := 0; i < l.n; i++ {
		g.first[i+1] = g.first[i] + deg[i]
		deg[i] = g.first[i]
	}
	for _, p := range g.pairs[:g.npairs] {
		g.adj[deg[p.a]] = alsPair{a: p.b, rc: p.rc}
		deg[p.a]++
		g.adj[deg[p.b]] = alsPair{a: p.a, rc: p.rc}
		deg[p.b]++
	}
}

// inOneLine reports whether the cells of cs share a row or a column.
func inOneLine(cs cellSet) bool {
	first := cs.nextCell(0)
	r, c := RowOf(first), ColOf(first)
	sameRow, sameCol := true, true
	for x := cs.nextCell(first + 1); x >= 0; x = cs.nextCell(x + 1) {
		sameRow = sameRow && RowOf(x) == r
		sameCol = sameCol && ColOf(x) == c
	}
	return sameRow || sameCol
}

// seesAllD returns the cells that see every cell of ALS i holding d.
func (as *alsSearch) seesAllD(i, d int) cellSet { return as.p.seesAll[i][d-1] }

// with returns the cells of ALS i that hold digit d.
func (as *alsSearch) with(i, d int) cellSet { return as.l.sets[i].cells.and(as.l.digits[d-1]) }

// victims returns the candidates of d, outside the sets, that see every d
// of the ALS listed: the cells that cannot be d when one of them must hold
// it.
func (as *alsSearch) victims(d int, sets ...int) cellSet {
	see := everyCell
	var in cellSet
	for _, i := range sets {
		if as.l.sets[i].digits&(1<<(d-1)) != 0 {
			see = see.and(as.p.seesAll[i][d-1])
		}
		in = in.or(as.l.sets[i].cells)
	}
	return see.and(as.l.digits[d-1]).andNot(in)
}

// removeFrom adds the eliminations of digit d from victims to st,
// starting the step of technique t first if needed; it reports whether
// there were any.
func removeFrom(st *Step, started *bool, t Technique, d int, victims cellSet) {
	for v := victims.nextCell(0); v >= 0; v = victims.nextCell(v + 1) {
		if !*started {
			st.reset(t)
			*started = true
		}
		st.Removed[v] |= 1 << (d - 1)
	}
}

// addALS records ALS i as the step's next set, tied to the next by link.
func (st *Step) addALS(as *alsSearch, i int, link uint16) {
	a := &as.l.sets[i]
	st.addSet(a.cells, a.digits, link)
}

// appendALS writes "{r1c1, r1c2} (1, 2, 3)" for set k of the step.
func (s *Step) appendALS(dst []byte, k int) []byte {
	var buf [9]uint8
	cells := s.SetCells(buf[:0], k)
	if len(cells) == 1 {
		dst = appendCell(dst, int(cells[0]))
	} else {
		dst = append(dst, '{')
		dst = appendCells(dst, cells, ", ")
		dst = append(dst, '}')
	}
	dst = append(dst, " ("...)
	dst = appendDigits(dst, s.SetDigits(k), ", ")
	return append(dst, ')')
}
