package engine

// searchKey is all that a search confined to one unit or one digit reads
// of the grid (see unitKeyOf and digitKeysOf): nine 9-bit masks and a
// number, four to a word (three words compare faster than an array).
type searchKey struct{ a, b, c uint64 }

// packKey packs the masks p and the number n into a searchKey.
func packKey(p *[9]uint16, n uint16) searchKey {
	return searchKey{
		uint64(p[0]) | uint64(p[1])<<16 | uint64(p[2])<<32 | uint64(p[3])<<48,
		uint64(p[4]) | uint64(p[5])<<16 | uint64(p[6])<<32 | uint64(p[7])<<48,
		uint64(p[8]) | uint64(n)<<16,
	}
}

// keyMemo remembers one searchKey of a unit or digit and the searches (one
// bit each) that found nothing there on it. A search that reads nothing but
// the key finds nothing again while the key is the same: a rating runs the
// searches at every step, and between two runs of one search most units
// and digits keep their candidates. Such a memo holds facts about
// candidates, not about one grid, so it stays true on any grid and is
// never cleared.
type keyMemo struct {
	key  searchKey
	none uint8
}

// empty reports whether search found nothing on key k.
func (m *keyMemo) empty(search uint8, k *searchKey) bool {
	return m.none&search != 0 && m.key == *k
}

// remember records that search found nothing on key k.
func (m *keyMemo) remember(search uint8, k *searchKey) {
	if m.key != *k {
		m.key, m.none = *k, 0
	}
	m.none |= search
}

// unitKeyOf returns what a search confined to unit u reads: the places of
// each digit in the unit (pos[u]) and the digits placed there (placed[u]).
// The candidates of the unit's cells are part of it too: bit d-1 of cand[c]
// is set exactly when c's bit is set in pos[u][d-1] (logicGrid keeps cand
// and pos in step, see removeCandidates).
func (s *logicGrid) unitKeyOf(u int) searchKey {
	return packKey(&s.pos[u], s.placed[u])
}

// Searches that keep a unitMemo, one bit each.
const (
	unitDirectHiddenPair uint8 = 1 << iota
	unitDirectHiddenTriple
	unitHiddenPair
	unitHiddenTriple
	unitHiddenQuad
	unitNakedPair
	unitNakedTriple
	unitNakedQuad
)

// unitMemo serves the searches that look at one unit at a time and read
// nothing else: the naked and hidden subsets and the direct hidden pair and
// triple of tech_naked_subsets.go and tech_hidden_subsets.go. A search
// skips a unit where it found nothing on the same unitKey; one that finds a
// step in unit u has found nothing in the units before u in its order, and
// remembers those.
type unitMemo [27]keyMemo

// digitKeysOf writes into keys what a search confined to one digit reads,
// for each digit d (keys[d-1]): the places of d in each row, which give the
// digit's cells and so its places in every unit, and count[d], how many
// cells hold d (nil for a search that does not read it).
func (s *logicGrid) digitKeysOf(keys *[9]searchKey, count *[10]int) {
	if count != nil {
		*count = [10]int{}
		for _, v := range s.grid {
			count[v]++
		}
	}
	for d := range keys {
		var rows [9]uint16
		for r := range rows {
			rows[r] = s.pos[r][d]
		}
		n := uint16(0)
		if count != nil {
			n = uint16(count[d+1])
		}
		keys[d] = packKey(&rows, n)
	}
}

// Searches that keep a digitSearchMemo, one bit each.
const (
	digitLocking uint8 = 1 << iota
	digitDirectLocking
	digitXWing
	digitSwordfish
	digitJellyfish
)

// digitSearchMemo serves the searches that look at one digit at a time and
// read nothing but its cells (and, for the fish, how many cells hold it):
// the locked candidates and direct pointing and claiming of
// tech_locked_candidates.go, and the basic fish of tech_fish.go. A search
// skips a digit where it found nothing on the same key (digitKeysOf).
type digitSearchMemo [9]keyMemo

// skip returns the digits (bit d-1) on whose keys search found nothing.
func (m *digitSearchMemo) skip(search uint8, keys *[9]searchKey) uint16 {
	var skip uint16
	for d := range m {
		if m[d].empty(search, &keys[d]) {
			skip |= 1 << d
		}
	}
	return skip
}

// rememberAll records that search found nothing on keys, for every digit.
func (m *digitSearchMemo) rememberAll(search uint8, keys *[9]searchKey) {
	for d := range m {
		m[d].remember(search, &keys[d])
	}
}
