package engine

import "math/bits"

// digitMemo remembers, for each digit, one candidate set of the digit on
// which a single-digit search found no pattern. Such a search (the strong
// link chains of tech_strong_links.go, the X mode of the static chains of
// chain_static.go, the Nishio chains of chain_multiple.go) reads nothing
// but the cells that hold the digit as a candidate, so it finds nothing
// again while that set
// is the same: a rating re-runs the searches at every step, and a step
// changes the candidates of few digits. The memo holds facts about sets of
// cells, not about one grid, so it stays true on any grid and is never
// cleared.
type digitMemo struct {
	none  [9]cellSet
	valid uint16 // bit d-1: none[d-1] holds a set
}

// empty reports whether set is the set of digit d remembered as having no
// pattern.
func (m *digitMemo) empty(d int, set cellSet) bool {
	return m.valid&(1<<(d-1)) != 0 && m.none[d-1] == set
}

// remember records that digit d has no pattern on set.
func (m *digitMemo) remember(d int, set cellSet) {
	m.none[d-1] = set
	m.valid |= 1 << (d - 1)
}

// changedUnits is for searches whose patterns are read off the units of a
// digit and remove the digit from cells of its set only, so that a pattern
// made of units that hold the digit in the same places removes a subset of
// what it removed on a larger set (the strong-link chains of two and three
// links):
// when set is a subset of the set remembered for digit d, only the patterns
// with a unit in the returned mask (bit u for unit ID u) can find something,
// those in which the digit lost a place since; ok is false when nothing is
// remembered or set is not such a subset (then every pattern is tried).
func (m *digitMemo) changedUnits(d int, set cellSet) (units uint32, ok bool) {
	if m.valid&(1<<(d-1)) == 0 || !set.subsetOf(m.none[d-1]) {
		return 0, false
	}
	gone := m.none[d-1].andNot(set)
	for c := gone.nextCell(0); c >= 0; c = gone.nextCell(c + 1) {
		units |= 1<<RowOf(c) | 1<<(9+ColOf(c)) | 1<<(18+BoxOf(c))
	}
	return units, true
}

// rememberAll records that the digits of mask have no pattern on their
// cells, keys[d-1] for digit d.
func (m *digitMemo) rememberAll(mask uint16, keys *[9]cellSet) {
	for ; mask != 0; mask &= mask - 1 {
		d := bits.TrailingZeros16(mask) + 1
		m.remember(d, keys[d-1])
	}
}

// digitsOf prepares a search from every candidate of the cells with two or
// more candidates (the chains' sources), whose patterns of a digit depend
// on the digit's cells alone once every one of them is a source. It writes
// the digits' cells of grid s into keys and returns the digits the search
// skips, remembered as having no pattern on these cells, and the digits
// whose cells are all sources (those whose result may be remembered).
func (m *digitMemo) digitsOf(s *logicGrid, keys *[9]cellSet) (skip, memo uint16) {
	var single cellSet
	for c, cm := range s.cand {
		if cm != 0 && cm&(cm-1) == 0 {
			single.add(c)
		}
	}
	for d := 1; d <= 9; d++ {
		keys[d-1] = s.digitCells(d)
		if !keys[d-1].and(single).empty() {
			continue
		}
		memo |= 1 << (d - 1)
		if m.empty(d, keys[d-1]) {
			skip |= 1 << (d - 1)
		}
	}
	return skip, memo
}

// gridMemo remembers the candidates of a grid on which a search found
// nothing, for searches whose patterns read only the candidates of their
// cells and of those cells' peers (aligned pair and triplet exclusion, the
// ALS wings): on a grid where none of those changed, a pattern finds nothing
// again, and the search needs to look only at the patterns with a cell in
// recheck. A rating runs the searches at many steps in a row, between which
// few candidates change. Like digitMemo, it holds a fact about candidates,
// not about one grid, and is never cleared.
type gridMemo struct {
	cand  [NumCells]uint16
	valid bool
}

// recheck returns the cells of grid cand whose patterns may find something
// although they did not on the remembered grid: those whose candidates, or
// some peer's, changed since (every cell when no grid is remembered).
func (m *gridMemo) recheck(cand *[NumCells]uint16) cellSet {
	if !m.valid {
		return cellSet{^uint64(0), ^uint64(0)}
	}
	var set cellSet
	for c := range cand {
		if cand[c] != m.cand[c] {
			set = set.or(peerSet[c])
			set.add(c)
		}
	}
	return set
}

// changed returns the cells of grid cand whose candidates differ from the
// remembered grid's (every cell when no grid is remembered).
func (m *gridMemo) changed(cand *[NumCells]uint16) cellSet {
	if !m.valid {
		return cellSet{^uint64(0), ^uint64(0)}
	}
	var set cellSet
	for c := range cand {
		if cand[c] != m.cand[c] {
			set.add(c)
		}
	}
	return set
}

// remember records that the search found nothing on grid cand.
func (m *gridMemo) remember(cand *[NumCells]uint16) {
	m.cand = *cand
	m.valid = true
}
