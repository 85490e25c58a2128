package engine

import "math/bits"

// Aligned Triplet Exclusion (SE 7.5), which SE tries between its first chain
// producer and Nishio chains: three cells, each with two or more
// candidates; a combination of their digits is impossible if two of the
// cells that see each other get the same digit, or if some cell that sees
// all three (with two or three candidates) would be left without any. A
// candidate that appears in no possible combination is false.
//
// The search visits the triplets in SE's order, and SE takes the first that
// removes something: base cells (two or more candidates, no peer reduced to
// one candidate, some peer with two or three candidates, its "excluders")
// in order; pairs of base cells ordered by the later one, then the earlier;
// the third cell among the excluders of the pair's first cell, then of its
// second, that are base cells; and at least two excluders common to all
// three.

var techAlignedTripletExclusion = techSpec{
	Tech:    TechAlignedTripletExclusion,
	Rating:  75,
	Find:    (*logicGrid).findAlignedTripletExclusion,
	Explain: (*Step).explainAlignedTripletExclusion,
	// The extended catalogue tries it after every HoDoKu search, before
	// the forcing chains, as Sudoku Explainer does.
	ExtendedOrder: 9000,
}

// findAlignedTripletExclusion fills st with the first aligned triplet
// exclusion SE would find.
func (s *logicGrid) findAlignedTripletExclusion(st *Step) bool {
	var base [NumCells]uint8
	var excl [NumCells]cellSet // excluders of each cell
	isBase := tripletBases(&s.cand, &excl)
	nb := 0
	for c := isBase.nextCell(0); c >= 0; c = isBase.nextCell(c + 1) {
		base[nb] = uint8(c)
		nb++
	}
	// A triplet reads only the candidates of its cells and of the cells
	// that see all three (its common excluders), and whether its cells are
	// base cells. A triplet none of whose cells changed or became or
	// stopped being a base cell, and which no changed cell sees whole, was
	// tried on the grid of the last search that found nothing (or was not
	// tried there, and is not now) with the same candidates: it finds
	// nothing again (see gridMemo). changed holds the changed cells, redo
	// those and the cells whose base status changed.
	changed, redo := s.triplets.changed(&s.cand), cellSet{^uint64(0), ^uint64(0)}
	if s.triplets.valid {
		var ex0 [NumCells]cellSet
		redo = changed.or(tripletBases(&s.triplets.cand, &ex0).xor(isBase))
	}
	all := cellSet{^uint64(0), ^uint64(0)}
	for n2 := 1; n2 < nb; n2++ {
		for n1 := 0; n1 < n2; n1++ {
			c0, c1 := int(base[n1]), int(base[n2])
			// The excluders common to all three are common to the pair:
			// most pairs (cells far apart) have fewer than two.
			pair := excl[c0].and(excl[c1])
			if pair.count() < 2 {
				continue
			}
			third := all
			if !redo.has(c0) && !redo.has(c1) {
				// The third cell must be in redo, or see a changed cell
				// that sees the pair.
				third = redo
				seen := peerSet[c0].and(peerSet[c1]).and(changed)
				for q := seen.nextCell(0); q >= 0; q = seen.nextCell(q + 1) {
					third = third.or(peerSet[q])
				}
			}
			// The third cells, in SE's order: c0's excluders, then c1's
			// (those not met among c0's), each in the order of the peers,
			// which is the cells' order.
			var pairCells cellSet
			pairCells.add(c0)
			pairCells.add(c1)
			for pass, owner := range [2]int{c0, c1} {
				thirds := excl[owner].and(isBase).and(third).andNot(pairCells)
				if pass == 1 {
					thirds = thirds.andNot(excl[c0])
				}
				for t := thirds.nextCell(0); t >= 0; t = thirds.nextCell(t + 1) {
					common := pair.and(excl[t])
					if common.count() < 2 {
						continue
					}
					if s.tryTripletExclusion(st, [3]int{c0, c1, t}, common) {
						return true
					}
				}
			}
		}
	}
	s.triplets.remember(&s.cand)
	return false
}

// tripletBases returns the base cells of grid cand (two or more
// candidates, no peer with one, some peer with two or three: its
// excluders) and writes each base cell's excluders into excl. The cells
// with one candidate and those with two or three are gathered first, so
// that a cell's peers among them are one AND each.
func tripletBases(cand *[NumCells]uint16, excl *[NumCells]cellSet) cellSet {
	var ones, few, many cellSet // one candidate; two or three; two or more
	for c := 0; c < NumCells; c++ {
		switch k := popcount(cand[c]); {
		case k == 1:
			ones.add(c)
		case k >= 2:
			many.add(c)
			if k <= 3 {
				few.add(c)
			}
		}
	}
	var isBase cellSet
	for c := many.nextCell(0); c >= 0; c = many.nextCell(c + 1) {
		ex := peerSet[c].and(few)
		if !peerSet[c].and(ones).empty() || ex.empty() {
			continue
		}
		excl[c] = ex
		isBase.add(c)
	}
	return isBase
}

// tryTripletExclusion checks the triplet cells against their common
// excluders and fills st when some candidate of the cells is in no
// possible combination.
func (s *logicGrid) tryTripletExclusion(st *Step, cells [3]int, common cellSet) bool {
	a, b, c := cells[0], cells[1], cells[2]
	sab, sac, sbc := peerSet[a].has(b), peerSet[a].has(c), peerSet[b].has(c)
	// A combination is ruled out by an excluder whose candidates it covers,
	// or by two cells that see each other holding the same digit. Only the
	// excluders within the cells' candidates can be covered: ex lists them.
	// Two cells alone remove something only when two of the cells are the
	// same pair of candidates, see each other and are both seen by the
	// third; without that and without a coverable excluder, skip the count.
	union := s.cand[a] | s.cand[b] | s.cand[c]
	var ex [20]uint16 // the common excluders are peers of a
	nex := 0
	for w := 0; w < 2; w++ {
		for m := common[w]; m != 0; m &= m - 1 {
			if e := s.cand[w*64+bits.TrailingZeros64(m)]; e&^union == 0 {
				ex[nex] = e
				nex++
			}
		}
	}
	worth := nex > 0
	if !worth {
		ca, cb, cc := s.cand[a], s.cand[b], s.cand[c]
		worth = (ca == cb && popcount(ca) == 2 && sab && sac && sbc) ||
			(ca == cc && popcount(ca) == 2 && sac && sab && sbc) ||
			(cb == cc && popcount(cb) == 2 && sbc && sab && sac)
	}
	if !worth {
		return false
	}
	// Once every candidate is in some possible combination, nothing goes.
	// For each digit pair of a and b, the digits of c that complete a
	// possible combination are found at once: an excluder e is used up by
	// (da, db, dc) when the digits of e outside da and db are none (every
	// dc) or dc alone.
	var allowed [3]uint16
	full := [3]uint16{s.cand[a], s.cand[b], s.cand[c]}
combinations:
	for ma := s.cand[a]; ma != 0; ma &= ma - 1 {
		da := ma & -ma
		for mb := s.cand[b]; mb != 0; mb &= mb - 1 {
			db := mb & -mb
			if da == db && sab {
				continue
			}
			dcs := s.cand[c]
			if sac {
				dcs &^= da
			}
			if sbc {
				dcs &^= db
			}
			for _, e := range ex[:nex] {
				rest := e &^ (da | db)
				if rest&(rest-1) == 0 { // none or one digit left
					if rest == 0 {
						dcs = 0
						break
					}
					dcs &^= rest
				}
			}
			if dcs != 0 {
				allowed[0] |= da
				allowed[1] |= db
				allowed[2] |= dcs
				if allowed == full {
					break combinations
				}
			}
		}
	}
	any := false
	for i, x := range cells {
		if s.cand[x]&^allowed[i] != 0 {
			any = true
		}
	}
	if !any {
		return false
	}
	st.reset(TechAlignedTripletExclusion)
	for i, x := range cells {
		st.Removed[x] = s.cand[x] &^ allowed[i]
		st.addCell(x)
	}
	for c := 0; c < NumCells; c++ {
		if common.has(c) {
			st.addCell(c)
		}
	}
	return true
}

// explainAlignedTripletExclusion explains an aligned triplet exclusion: the
// pattern cells are the three cells, then the cells that see all three.
func (s *Step) explainAlignedTripletExclusion(dst []byte) []byte {
	cells := s.PatternCells()
	if len(cells) < 3 {
		return appendRemovals(dst, s)
	}
	dst = appendCells(dst, cells[:3], " and ")
	dst = append(dst, " cannot hold every combination of their candidates: two of them that see each other cannot take the same digit, and a combination that uses up all the candidates of "...)
	dst = appendCells(dst, cells[3:], " or ")
	dst = append(dst, " (which see all three) is impossible. Candidates that appear in none of the remaining combinations go. "...)
	return appendRemovals(dst, s)
}
