package engine

import "math/bits"

// Chains, the way Sudoku Explainer looks for its "Forcing Chains" and
// "Bidirectional Cycles" (the non-dynamic kind), with the same ratings.
//
// A potential is "cell c is digit d" (on) or "cell c is not d" (off). Two
// kinds of implication link them:
//   - on → off (weak): if c is d, no peer of c is d, and (with cell links)
//     c is no other digit.
//   - off → on (strong): if c is not d and d has only one other place in a
//     unit of c (a conjugate pair: an "X" link), it goes there; if c has only
//     one other candidate (a bivalue cell: a "Y" link), c is that.
//
// A forcing chain starts from one potential and reaches its opposite: "if
// r1c1 is 5 then ... r1c1 is not 5", so r1c1 is not 5 (or, from "not", the
// digit must go there). A cycle leads from a potential back to itself and
// holds read either way, so a candidate that sees an "on" and an "off" node
// of its digit is false in both readings.
//
// Modes, as in SE: X (conjugate-pair links only: X-Cycle 6.5, X-Chain 6.6),
// Y (bivalue-cell links only, cycles only: 6.5) and XY (both: 7.0). Longer
// chains rate higher: see chainLengthBonus.

const numPotentials = NumCells * 9 * 2

// maxCycleEntries bounds the cycle search of one starting potential.
const maxCycleEntries = 4096

// pot packs cell, digit (1..9) and state into a potential index.
func pot(c, d int, on bool) int {
	p := (c*9 + d - 1) * 2
	if on {
		p++
	}
	return p
}

func potCell(p int) int   { return p / 18 }
func potDigit(p int) int  { return (p/2)%9 + 1 }
func potOn(p int) bool    { return p&1 == 1 }
func potFlip(p int) int   { return p ^ 1 }
func potBit(p int) uint16 { return 1 << ((p / 2) % 9) }

// chainLengthBonus is SE's extra rating, in tenths, for a chain of n
// potentials: nothing up to 6, then 0.1 more each time the length passes
// 4·1.5, ·4/3, ·1.5, ... (6, 8, 12, 16, 24, 32, ...).
func chainLengthBonus(n int) int {
	added := 0
	ceil := 4
	odd := false
	for length := n - 2; length > ceil; odd = !odd {
		added++
		if !odd {
			ceil = ceil * 3 / 2
		} else {
			ceil = ceil * 4 / 3
		}
	}
	return added
}

// chainEntry is one node of a cycle search: a potential and the index of the
// entry it was derived from (-1 for the start).
type chainEntry struct {
	pot    uint16
	parent int16
	depth  uint8
}

// chainSearch holds the scratch space of the chain finder. It is large
// (about 40 KiB) and lives on the caller's stack or inside a LogicSolver.
type chainSearch struct {
	gen    uint32
	mark   [numPotentials]uint32 // == gen: visited in the current search
	parent [numPotentials]int16
	depth  [numPotentials]uint8
	queue  [numPotentials]uint16

	entries [maxCycleEntries]chainEntry
	onSeen  [NumCells * 9]uint32

	path [MaxChainNodes + 2]uint16
}

// next starts a new search generation.
func (cs *chainSearch) next() {
	cs.gen++
	if cs.gen == 0 { // wrapped: clear the marks once every 2^32 searches
		cs.mark = [numPotentials]uint32{}
		cs.onSeen = [NumCells * 9]uint32{}
		cs.gen = 1
	}
}

// chainBest is the best chain step found so far, by SE's order: lowest
// rating, then fewest potentials.
type chainBest struct {
	rating, complexity int
}

func (b chainBest) beats(rating, n int) bool {
	return rating < b.rating || (rating == b.rating && n < b.complexity)
}

// maxNodes returns the largest chain size (in potentials) that could still
// beat b at base rating base, or 0 if none can.
func (b chainBest) maxNodes(base int) int {
	best := 0
	for n := 2; n <= MaxChainNodes; n++ {
		r := base + int(chainBonus[n])
		if r > b.rating {
			break
		}
		if r < b.rating || n < b.complexity {
			best = n
		}
	}
	return best
}

// chainBonus[n] is chainLengthBonus(n), computed once at start-up and only
// read afterwards.
var chainBonus = func() (t [MaxChainNodes + 1]int8) {
	for n := range t {
		t[n] = int8(chainLengthBonus(n))
	}
	return
}()

// forEachOff calls f with every "off" potential implied by on-potential p.
func (s *logicGrid) forEachOff(p int, y bool, f func(q int) bool) bool {
	c, d := potCell(p), potDigit(p)
	bit := potBit(p)
	if y {
		for m := s.cand[c] &^ bit; m != 0; m &= m - 1 {
			if f(pot(c, bits.TrailingZeros16(m)+1, false)) {
				return true
			}
		}
	}
	for _, q := range peers[c] {
		if s.cand[q]&bit != 0 {
			if f(pot(int(q), d, false)) {
				return true
			}
		}
	}
	return false
}

// forEachOn calls f with every "on" potential implied by off-potential p,
// and whether the link was a bivalue-cell (Y) link.
func (s *logicGrid) forEachOn(p int, x, y bool, f func(q int, ylink bool) bool) bool {
	c, d := potCell(p), potDigit(p)
	bit := potBit(p)
	if y {
		if m := s.cand[c]; popcount(m) == 2 {
			if f(pot(c, lowDigit(m&^bit), true), true) {
				return true
			}
		}
	}
	if x {
		for _, u := range cellUnits[c] {
			m := s.pos[u][d-1]
			if popcount(m) != 2 {
				continue
			}
			for ; m != 0; m &= m - 1 {
				q := int(unitCells[u][bits.TrailingZeros16(m)])
				if q != c {
					if f(pot(q, d, true), false) {
						return true
					}
				}
			}
		}
	}
	return false
}

// findChain looks for the best chain step rated at most maxRating, trying SE's
// modes in its order, and fills st with it.
func (s *logicGrid) findChain(st *Step, cs *chainSearch, maxRating int) bool {
	best := chainBest{rating: maxRating + 1, complexity: 0}
	found := false
	type mode struct {
		x, y        bool
		cycleTech   Technique
		cycleBase   int
		forcingBase int
	}
	modes := [3]mode{
		{x: true, cycleTech: TechXCycle, cycleBase: TechXCycle.BaseRating(), forcingBase: TechXChain.BaseRating()},
		{y: true, cycleTech: TechXYCycle, cycleBase: TechXYCycle.BaseRating()},
		{x: true, y: true, cycleTech: TechCycle, cycleBase: TechCycle.BaseRating(), forcingBase: TechForcingChain.BaseRating()},
	}
	for _, md := range modes {
		for c := 0; c < NumCells; c++ {
			m := s.cand[c]
			if s.grid[c] != 0 || popcount(m) < 2 || (!md.x && popcount(m) != 2) {
				continue
			}
			for ; m != 0; m &= m - 1 {
				d := bits.TrailingZeros16(m) + 1
				if limit := best.maxNodes(md.cycleBase); limit >= 4 {
					if s.cycleFrom(st, cs, pot(c, d, true), md.x, md.y, limit, md.cycleTech, md.cycleBase, &best) {
						found = true
					}
				}
				if md.forcingBase == 0 {
					continue
				}
				for _, on := range [2]bool{true, false} {
					limit := best.maxNodes(md.forcingBase)
					if limit < 3 {
						continue
					}
					if s.forcingFrom(st, cs, pot(c, d, on), md.y, limit, md.forcingBase, &best) {
						found = true
					}
				}
			}
		}
	}
	return found
}

// forcingFrom searches a forcing chain from potential src to its opposite
// with at most limit potentials, and records it in st if it beats best.
func (s *logicGrid) forcingFrom(st *Step, cs *chainSearch, src int, y bool, limit, base int, best *chainBest) bool {
	cs.next()
	target := potFlip(src)
	cs.mark[src] = cs.gen
	cs.parent[src] = -1
	cs.depth[src] = 0
	head, tail := 0, 0
	cs.queue[tail] = uint16(src)
	tail++
	hit := -1
	for head < tail && hit < 0 {
		p := int(cs.queue[head])
		head++
		dp := int(cs.depth[p])
		if dp+2 > limit { // a target found from p would have dp+2 potentials
			break
		}
		visit := func(q int) bool {
			if q == target {
				cs.parent[q] = int16(p)
				cs.depth[q] = uint8(dp + 1)
				hit = q
				return true
			}
			if cs.mark[q] != cs.gen {
				cs.mark[q] = cs.gen
				cs.parent[q] = int16(p)
				cs.depth[q] = uint8(dp + 1)
				cs.queue[tail] = uint16(q)
				tail++
			}
			return false
		}
		if potOn(p) {
			s.forEachOff(p, y, visit)
		} else {
			s.forEachOn(p, true, y, func(q int, _ bool) bool { return visit(q) })
		}
	}
	if hit < 0 {
		return false
	}
	n := int(cs.depth[hit]) + 1
	rating := base + int(chainBonus[n])
	if !best.beats(rating, n) {
		return false
	}
	*best = chainBest{rating: rating, complexity: n}
	// Collect the path from src to the target.
	k := n
	for p := hit; p >= 0 && k > 0; p = int(cs.parent[p]) {
		k--
		cs.path[k] = uint16(p)
		if p == src {
			break
		}
	}
	tech := TechXChain
	if y {
		tech = TechXYChain
		if s.usesConjugateLink(cs.path[:n]) {
			tech = TechForcingChain
		}
	}
	st.reset(tech)
	st.Rating = rating
	c, d := potCell(src), potDigit(src)
	if potOn(src) {
		st.Removed[c] = potBit(src)
	} else {
		st.place(c, d)
	}
	s.fillChain(st, cs.path[:n])
	return true
}

// usesConjugateLink reports whether some off → on step of path is not a
// bivalue-cell link (it then needs a conjugate pair).
func (s *logicGrid) usesConjugateLink(path []uint16) bool {
	for i := 0; i+1 < len(path); i++ {
		a, b := int(path[i]), int(path[i+1])
		if !potOn(a) && potOn(b) && (potCell(a) != potCell(b) || popcount(s.cand[potCell(a)]) != 2) {
			return true
		}
	}
	return false
}

// fillChain copies a chain of potentials into st: nodes, cells and digits.
func (s *logicGrid) fillChain(st *Step, path []uint16) {
	st.nchain = 0
	for _, p := range path {
		if int(st.nchain) >= MaxChainNodes {
			break
		}
		st.chain[st.nchain] = ChainNode{Cell: uint8(potCell(int(p))), Digit: uint8(potDigit(int(p))), On: potOn(int(p))}
		st.nchain++
		st.addCell(potCell(int(p)))
		st.Digits |= potBit(int(p))
	}
}

// cycleFrom searches bidirectional cycles through on-potential src of at most
// limit potentials, as SE does (breadth first; "on" potentials are visited
// once, "off" ones once per path), keeping the first that beats best and
// removes something.
func (s *logicGrid) cycleFrom(st *Step, cs *chainSearch, src int, x, y bool, limit int, tech Technique, base int, best *chainBest) bool {
	cs.next()
	srcCD := src / 2
	cs.onSeen[srcCD] = cs.gen
	cs.entries[0] = chainEntry{pot: uint16(src), parent: -1}
	n := 1
	found := false
	for head := 0; head < n; head++ {
		e := cs.entries[head]
		p := int(e.pot)
		dp := int(e.depth)
		if dp+1 > limit {
			break
		}
		if potOn(p) {
			s.forEachOff(p, y, func(q int) bool {
				if n >= maxCycleEntries || cs.isAncestor(head, q) {
					return n >= maxCycleEntries
				}
				cs.entries[n] = chainEntry{pot: uint16(q), parent: int16(head), depth: uint8(dp + 1)}
				n++
				return false
			})
			continue
		}
		s.forEachOn(p, x, y, func(q int, _ bool) bool {
			if q == src {
				if dp+1 >= 4 && s.tryCycle(st, cs, head, dp+1, tech, base, best) {
					found = true
					limit = min(limit, best.maxNodes(base))
				}
				return false
			}
			if cs.onSeen[q/2] == cs.gen || n >= maxCycleEntries {
				return false
			}
			cs.onSeen[q/2] = cs.gen
			cs.entries[n] = chainEntry{pot: uint16(q), parent: int16(head), depth: uint8(dp + 1)}
			n++
			return false
		})
	}
	return found
}

// isAncestor reports whether potential q is entry i or one of its ancestors.
func (cs *chainSearch) isAncestor(i int, q int) bool {
	for ; i >= 0; i = int(cs.entries[i].parent) {
		if int(cs.entries[i].pot) == q {
			return true
		}
	}
	return false
}

// tryCycle evaluates the cycle closed by entry last (an "off" potential whose
// consequence is the start again) with n potentials.
func (s *logicGrid) tryCycle(st *Step, cs *chainSearch, last, n int, tech Technique, base int, best *chainBest) bool {
	if n > MaxChainNodes {
		return false
	}
	rating := base + int(chainBonus[n])
	if !best.beats(rating, n) {
		return false
	}
	k := n
	for i := last; i >= 0 && k > 0; i = int(cs.entries[i].parent) {
		k--
		cs.path[k] = cs.entries[i].pot
	}
	path := cs.path[:n]
	var inLoop [NumCells]bool
	for _, p := range path {
		inLoop[potCell(int(p))] = true
	}
	var forw, back [NumCells]uint16
	for _, p := range path {
		c, bit := potCell(int(p)), potBit(int(p))
		for _, q := range peers[c] {
			if inLoop[q] || s.cand[q]&bit == 0 {
				continue
			}
			if potOn(int(p)) {
				forw[q] |= bit
			} else {
				back[q] |= bit
			}
		}
	}
	any := false
	for i := range forw {
		if forw[i]&back[i] != 0 {
			any = true
			break
		}
	}
	if !any {
		return false
	}
	*best = chainBest{rating: rating, complexity: n}
	st.reset(tech)
	st.Rating = rating
	for i := range forw {
		st.Removed[i] = forw[i] & back[i]
	}
	s.fillChain(st, path)
	// Close the loop in the reported chain.
	if int(st.nchain) < MaxChainNodes {
		st.chain[st.nchain] = st.chain[0]
		st.nchain++
	}
	return true
}
