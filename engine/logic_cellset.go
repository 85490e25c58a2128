package engine

// More operations on cellSet for the extended catalogue's searches (the
// sets of peers and units and the basic operations are in logic_order.go).

// subsetOf reports whether every cell of s is in t.
func (s cellSet) subsetOf(t cellSet) bool { return s[0]&^t[0] == 0 && s[1]&^t[1] == 0 }

// xor returns the cells in exactly one of s and t.
func (s cellSet) xor(t cellSet) cellSet { return cellSet{s[0] ^ t[0], s[1] ^ t[1]} }

// commonPeers returns the cells that see every cell of s (none of s's own
// cells, which do not see themselves); all cells when s is empty.
func (s cellSet) commonPeers() cellSet {
	see := cellSet{^uint64(0), 1<<(NumCells-64) - 1}
	for c := s.nextCell(0); c >= 0; c = s.nextCell(c + 1) {
		see = see.and(peerSet[c])
	}
	return see
}

// sharedUnits returns the units (one or two) that hold both cells a and b.
func sharedUnits(a, b int) (us [2]int, n int) {
	for k := 0; k < 3; k++ {
		if cellUnits[a][k] == cellUnits[b][k] {
			us[n] = int(cellUnits[a][k])
			n++
		}
	}
	return
}
