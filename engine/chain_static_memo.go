package engine

// staticMemo carries what the static producer (chain_static.go) learnt at
// one call over to the next calls of a solve, whose grids lose a few
// candidates in between: per search it ran (a forcing chain search from a
// source, a cycle search from a candidate) the fact "this search finds
// nothing up to ℓ potentials", and how far from its source it read links,
// to know whether the fact still holds. Between two calls only a few
// potentials' links change, and a search that stays away from them is
// skipped. Why that gives the same steps:
//
// Forcing chains (modes X and XY). forcingBatch gives a source s the
// length f(s) = min over y of 2a+[a=b], a and b the larger and smaller of
// the distances from s to y and to not-y; f only grows when distances grow,
// so f is at least as large on any subgraph of the links. From one grid to
// the next (a subset of its candidates) every link of the new graph G' is
// a link of the old graph G, except the strong links that appear where a
// unit is left with two places of a digit or a cell with two candidates
// (gainedLinks marks their "off" potentials, the set A). Let H be the links
// G and G' share. A breadth-first search in G' that expands no potential of
// A follows H's links only (the others' links in G' are a subset of those
// in G), so it reaches what the search in H reaches, level by level, and H
// is a subgraph of G. Hence:
//   - a search in G that completed k levels and saw no chain of at most ℓ
//     potentials (ℓ <= 2k+1) sees none in G' when no potential of A is
//     within k-1 links of s in G' (the potentials it expands);
//   - a search in G that ran out of potentials (no chain at all) finds
//     none in G' when no potential of A can be reached from s in G'.
//
// The pass still takes the first source of the shortest chain: a source
// skipped is longer than the limit, which only shrinks.
//
// Cycles (all three modes). SE's cycle search keeps the first way to each
// "on" potential, so it is not monotone; its fact holds while the links it
// read are the same. A search reads the successors of the potentials within
// r links of its source (its depth is at least the distance in the graph),
// and a breadth-first search that reads the same lists does the same steps.
// changedLinks marks the potentials whose successors in a mode differ (the
// set C); if no potential of C is within r links of the source in the new
// graph, none is in the old one (the shortest way to the first of C passes
// only potentials outside C, whose links are the same in both). A search
// with a limit of at most the old one is then a prefix of the old search
// (limit only stops it earlier) and closes a subset of its cycles, and each
// of them removes a subset of what it removed then (candidates only go), so
// it records nothing: it is skipped. A search that ran out of entries
// before its limit found nothing at any limit (255). So did one that stopped
// because no cycle was left to close (staticSearch.cycleClosed: every
// potential at which one may close was followed); its stop also rests on
// which potentials those are, read from the lists of not-src, of its
// successors and of theirs (markClosing), and the fact is kept only while
// none of them is in C either (closingChanged).
//
// The distances to A and C are computed once per mode, backwards (distTo):
// the links are closed under contraposition (x → y exactly when not-y →
// not-x, see TestStaticLinksContrapose), so the predecessors of y are the
// opposites of the successors of not-y. A grid that is not a subset of the
// memo's (another puzzle) clears it. The memo lives in chainSearch, for one
// solve (from LogicSolver.Reset); a search without it (a nil *chainSearch)
// searches everything.
type staticMemo struct {
	valid bool
	cand  [NumCells]uint16 // the grid the facts are about
	// noChain[f][s] (f: 0 for X, 1 for XY) is the complexity up to which
	// source s has no forcing chain (0: no fact, 255: none at all), and
	// chainReads[f][s] the distance up to which its search expanded
	// potentials (254: all it could reach).
	noChain, chainReads [2][numPotentials]uint8
	// noCycle[mi][cand] is the limit up to which the cycle search of mode
	// mi from candidate cand found nothing (0: no fact, 255: any limit),
	// cycleReads[mi][cand] the distance up to which it read links.
	noCycle, cycleReads [3][numCandidates]uint8
	// closedCycle[mi][cand] is set when that search stopped because no
	// cycle was left to close (staticSearch.cycleClosed): its fact also
	// rests on the links that made the potentials where a cycle may
	// close (see closingChanged).
	closedCycle [3][numCandidates]bool
	// chainMax[f] and cycleMax[mi] exceed the read distances of the facts
	// (0: no facts).
	chainMax [2]uint8
	cycleMax [3]uint8
	// changedKinds and gainedKinds are the kinds of links changedLinks and
	// gainedLinks marked at this call.
	changedKinds, gainedKinds uint8
	// skipped counts the searches skipped (for the tests).
	skipped int
}

// forcingSlot returns the noChain index of mode mi, or -1 for the Y mode
// (no forcing chains).
func forcingSlot(mi int) int {
	switch mi {
	case 0:
		return 0
	case 2:
		return 1
	}
	return -1
}

// begin prepares the memo for a call on grid s: it reports whether facts
// may carry over (s's candidates are a subset of the facts' grid) and
// marks in changed the potentials whose links differ (changedLinks) and in
// gained those with new links (gainedLinks); otherwise it
// forgets every fact.
func (m *staticMemo) begin(s *logicGrid, changed, gained *[numPotentials]uint8) bool {
	if m.valid {
		subset := true
		for c, cm := range s.cand {
			if cm&^m.cand[c] != 0 {
				subset = false
				break
			}
		}
		if subset {
			m.changedKinds = changedLinks(&m.cand, &s.cand, changed)
			m.gainedKinds = gainedLinks(&m.cand, &s.cand, gained)
			return true
		}
	}
	m.clear()
	return false
}

// clear forgets every fact.
func (m *staticMemo) clear() {
	*m = staticMemo{valid: true, skipped: m.skipped}
}

// clearMode forgets the facts of mode mi.
func (m *staticMemo) clearMode(mi int) {
	if f := forcingSlot(mi); f >= 0 {
		m.noChain[f] = [numPotentials]uint8{}
		m.chainMax[f] = 0
	}
	m.noCycle[mi] = [numCandidates]uint8{}
	m.closedCycle[mi] = [numCandidates]bool{}
	m.cycleMax[mi] = 0
}

// changedLinks marks, for candidates going from old to cur (a subset), the
// potentials whose successors differ in the view of a mode (bit
// linksUnit: in the X and XY modes' views, linksCell: in the Y and XY
// modes'): on a grid that lost (c, d),
//   - the "on" potentials of d in the cells that see c lose a weak link
//     (every mode: the Y mode's "on" potentials have their unit links too);
//   - the "on" potentials of c's other digits lose a cell link, and its
//     "off" ones gain or lose the bivalue cell's link when c has two
//     candidates left or had two (linksCell);
//   - the "off" potentials of d in a unit left with two places of d gain
//     a conjugate, and the one left alone in a unit that had two loses it
//     (linksUnit).
//
// It returns the kinds it marked.
func changedLinks(old, cur *[NumCells]uint16, changed *[numPotentials]uint8) (kinds uint8) {
	*changed = [numPotentials]uint8{}
	for c := range cur {
		lost := old[c] &^ cur[c]
		if lost == 0 {
			continue
		}
		for m := cur[c]; m != 0; m &= m - 1 {
			changed[potOf(c, lowDigit(m), true)] |= linksCell
			if popcount(cur[c]) == 2 || popcount(old[c]) == 2 {
				changed[potOf(c, lowDigit(m), false)] |= linksCell
			}
			kinds |= linksCell
		}
		for ; lost != 0; lost &= lost - 1 {
			d := lowDigit(lost)
			x := peerSet[c]
			for q := x.nextCell(0); q >= 0; q = x.nextCell(q + 1) {
				if cur[q]&(1<<(d-1)) != 0 {
					changed[potOf(q, d, true)] |= linksUnit | linksCell
					kinds |= linksUnit | linksCell
				}
			}
		}
	}
	for u := range unitCells {
		for lost := lostPlaces(old, cur, u); lost != 0; lost &= lost - 1 {
			bit := lost & -lost
			if nOld, nCur := placeCounts(old, cur, u, bit); nCur == 2 || nOld == 2 {
				kinds |= markUnitPlaces(cur, u, bit, changed)
			}
		}
	}
	return kinds
}

// Link kinds of changedLinks and gainedLinks, and the kinds each mode's
// view shows.
const (
	linksUnit uint8 = 1 << iota // unit links (X)
	linksCell                   // cell links (Y)
)

var modeLinks = [3]uint8{linksUnit, linksCell, linksUnit | linksCell}

// gainedLinks marks, for candidates going from old to cur (a subset), the
// "off" potentials that have a successor now that they had not: strong
// links only appear, where a unit is left with two places of a digit or a
// cell with two candidates; every other link only goes.
//
// It returns the kinds it marked.
func gainedLinks(old, cur *[NumCells]uint16, gained *[numPotentials]uint8) (kinds uint8) {
	*gained = [numPotentials]uint8{}
	for c := range cur {
		if old[c] != cur[c] && popcount(cur[c]) == 2 && popcount(old[c]) > 2 {
			for m := cur[c]; m != 0; m &= m - 1 {
				gained[potOf(c, lowDigit(m), false)] |= linksCell
				kinds |= linksCell
			}
		}
	}
	for u := range unitCells {
		for lost := lostPlaces(old, cur, u); lost != 0; lost &= lost - 1 {
			bit := lost & -lost
			if nOld, nCur := placeCounts(old, cur, u, bit); nCur == 2 && nOld != 2 {
				kinds |= markUnitPlaces(cur, u, bit, gained)
			}
		}
	}
	return kinds
}

// lostPlaces is the digits (as bits) that have a place in unit u in old
// but not in cur.
func lostPlaces(old, cur *[NumCells]uint16, u int) uint16 {
	var lost uint16
	for _, c := range unitCells[u] {
		lost |= old[c] &^ cur[c]
	}
	return lost
}

// placeCounts is the number of places of digit bit in unit u in old and in
// cur.
func placeCounts(old, cur *[NumCells]uint16, u int, bit uint16) (nOld, nCur int) {
	for _, c := range unitCells[u] {
		if old[c]&bit != 0 {
			nOld++
		}
		if cur[c]&bit != 0 {
			nCur++
		}
	}
	return nOld, nCur
}

// markUnitPlaces marks with linksUnit the "off" potentials of digit bit in
// its places of unit u in cur, and returns the kinds it marked.
func markUnitPlaces(cur *[NumCells]uint16, u int, bit uint16, marks *[numPotentials]uint8) (kinds uint8) {
	for _, c := range unitCells[u] {
		if cur[c]&bit != 0 {
			marks[potOf(int(c), lowDigit(bit), false)] |= linksUnit
			kinds |= linksUnit
		}
	}
	return kinds
}

// distTo writes into ss.dist, for every potential of the current view of
// g, the number of links to the nearest potential marked with a kind of
// mask, up to maxDist (255 beyond), walking the links backwards from them.
func (ss *staticSearch) distTo(marks *[numPotentials]uint8, mask uint8, maxDist int) {
	g := ss.graph
	dist := &ss.dist
	queue := ss.queue[:0]
	for p := range dist {
		dist[p] = 255
		if marks[p]&mask != 0 {
			dist[p] = 0
			queue = append(queue, potential(p))
		}
	}
	// With maxDist 255, to the end (distances beyond 254 count as 254).
	for head, k := 0, 1; (k <= maxDist || maxDist >= 255) && head < len(queue); k++ {
		end := len(queue)
		for ; head < end; head++ {
			// The predecessors of y are the opposites of the successors
			// of not-y.
			for _, q := range g.of(queue[head].flip()) {
				if x := q.flip(); dist[x] == 255 {
					dist[x] = uint8(min(k, 254))
					queue = append(queue, x)
				}
			}
		}
	}
}

// prepareMode makes the facts of mode mi (whose view g shows) hold on the
// current grid: those whose searches may read a changed link (cycles) or
// a gained one (forcing chains) are forgotten.
func (m *staticMemo) prepareMode(ss *staticSearch, mi int, carried bool) {
	if !carried {
		return // no facts
	}
	dist := &ss.dist
	// A mode whose view shows no change keeps every fact.
	if f := forcingSlot(mi); f >= 0 && m.chainMax[f] != 0 && m.gainedKinds&modeLinks[mi] != 0 {
		ss.distTo(&ss.gained, modeLinks[mi], int(m.chainMax[f]))
		for p, n := range m.noChain[f] {
			if n != 0 && dist[p] <= m.chainReads[f][p] {
				m.noChain[f][p] = 0
			}
		}
	}
	if m.cycleMax[mi] != 0 && m.changedKinds&modeLinks[mi] != 0 {
		ss.distTo(&ss.changed, modeLinks[mi], int(m.cycleMax[mi]))
		for i, n := range m.noCycle[mi] {
			src := potOf(i/9, i%9+1, true)
			if n != 0 && (dist[src] <= m.cycleReads[mi][i] || m.closedCycle[mi][i] && ss.closingChanged(src, modeLinks[mi])) {
				m.noCycle[mi][i] = 0
			}
		}
	}
}

// closingChanged reports whether the potentials at which a cycle from src
// may close (markClosing) may differ from the memo's grid: whether one of
// the potentials whose links markClosing reads (not-src, its successors
// and theirs) is marked in ss.changed with a kind of mask. It walks the
// current view; while none is marked, their lists are those of the memo's
// grid.
func (ss *staticSearch) closingChanged(src potential, mask uint8) bool {
	g, changed := ss.graph, &ss.changed
	if changed[src.flip()]&mask != 0 {
		return true
	}
	for _, y := range g.of(src.flip()) {
		if changed[y]&mask != 0 {
			return true
		}
		for _, z := range g.of(y) {
			if changed[z]&mask != 0 {
				return true
			}
		}
	}
	return false
}

// rememberCycles records that the cycle search of mode mi from candidate
// ci, just run with limit, found nothing (ss.cycleReads and
// ss.cycleExhausted describe it).
func (m *staticMemo) rememberCycles(mi, ci, limit int, ss *staticSearch) {
	n := 255 // nothing at any limit
	m.closedCycle[mi][ci] = ss.cycleClosed
	if !ss.cycleExhausted && !ss.cycleClosed {
		if limit > 254 {
			return
		}
		n = limit
	}
	if ss.cycleReads > 254 {
		return
	}
	m.noCycle[mi][ci], m.cycleReads[mi][ci] = uint8(n), uint8(ss.cycleReads)
	m.cycleMax[mi] = max(m.cycleMax[mi], uint8(ss.cycleReads+1))
}

// rememberChains records what forcingBatch learnt about its sources srcs
// in forcing slot f of mode mi: it completed levels 1..k (k >= 1), found
// chains of 2k potentials for the sources of odd and of 2k+1 for those of
// even (bit i: srcs[i]), and exhausted the graph when nothing was left to
// follow. It read links up to k-1 links from each source.
func (m *staticMemo) rememberChains(f int, srcs []potential, k int, odd, even uint64, exhausted bool) {
	if k < 1 || k-1 > 254 {
		return
	}
	for i, p := range srcs {
		n, reads := min(2*k+1, 254), k-1
		switch {
		case exhausted:
			// No chain at all; on a later grid, none where the search
			// meets no gained link, at whatever distance.
			n, reads = 255, 254
		case odd&(1<<i) != 0:
			n = 2*k - 1
		case even&(1<<i) != 0:
			n = 2 * k
		}
		m.noChain[f][p], m.chainReads[f][p] = uint8(n), uint8(reads)
		m.chainMax[f] = max(m.chainMax[f], uint8(reads+1))
	}
}
