package engine

// digitMemo remembers, for each digit, one candidate set of the digit on
// which a single-digit search found no pattern. Such a search (the strong
// link chains of tech_strong_links.go, the X mode of the static chains of
// chain_static.go) reads nothing but the cells that hold the digit as a
// candidate, so it finds nothing again while that set
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
