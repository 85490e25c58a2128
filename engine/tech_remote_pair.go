package engine

// Remote Pair (extended catalogue; HoDoKu 2800): a chain of four or more
// bivalue cells with the same two digits {a,b}, each seeing the next.
// Along the chain the cells alternate a and b, so the first and every
// even-numbered cell hold different digits: a cell that sees two cells an
// odd number of links apart cannot hold a or b. Sudoku Explainer finds it
// as an XY-Chain, and so rates it (7.0 plus its length bonus).

var techRemotePair = techSpec{
	Tech:          TechRemotePair,
	Rating:        70,
	MaxRating:     MaxRating,
	Find:          (*logicGrid).findRemotePair,
	Explain:       (*Step).explainRemotePair,
	ExtendedOrder: 2800,
	ExtendedOnly:  true,
}

// findRemotePair searches breadth first from each bivalue cell through the
// cells with the same pair that see each other, and takes the first cell
// three or more links away (an odd number) with a common peer holding a
// or b.
func (s *logicGrid) findRemotePair(st *Step) bool {
	var parent [NumCells]int8
	var depth [NumCells]uint8
	var queue [NumCells]uint8
	for root := 0; root < NumCells; root++ {
		pair := s.cand[root]
		if s.grid[root] != 0 || popcount(pair) != 2 {
			continue
		}
		for i := range depth {
			depth[i] = 255
		}
		depth[root], parent[root] = 0, -1
		head, tail := 0, 1
		queue[0] = uint8(root)
		for head < tail {
			c := int(queue[head])
			head++
			for _, p := range peers[c] {
				if s.cand[p] != pair || s.grid[p] != 0 || depth[p] != 255 {
					continue
				}
				depth[p], parent[p] = depth[c]+1, int8(c)
				queue[tail] = p
				tail++
				if depth[p] < 3 || depth[p]%2 == 0 {
					continue
				}
				// root and p hold different digits of the pair.
				victims := peerSet[root].and(peerSet[p])
				var chain cellSet
				for x := int(p); x >= 0; x = int(parent[x]) {
					chain.add(x)
				}
				found := false
				for v := victims.nextCell(0); v >= 0; v = victims.nextCell(v + 1) {
					if !chain.has(v) && s.cand[v]&pair != 0 {
						if !found {
							st.reset(TechRemotePair)
							found = true
						}
						st.Removed[v] = s.cand[v] & pair
					}
				}
				if !found {
					continue
				}
				st.Digits = pair
				n := int(depth[p]) + 1
				st.Rating = TechRemotePair.BaseRating() + chainLengthBonus(2*n)
				// The cells from root to p.
				var cells [NumCells]int
				k := n
				for x := int(p); x >= 0; x = int(parent[x]) {
					k--
					cells[k] = x
				}
				for _, c := range cells[:n] {
					st.addCell(c)
				}
				return true
			}
		}
	}
	return false
}

// explainRemotePair explains a Remote Pair.
func (s *Step) explainRemotePair(dst []byte) []byte {
	cells := s.PatternCells()
	dst = append(dst, "the cells "...)
	dst = appendCells(dst, cells, ", ")
	dst = append(dst, " all hold only "...)
	dst = appendDigits(dst, s.Digits, " and ")
	dst = append(dst, " and each sees the next, so they alternate the two digits: "...)
	dst = appendCell(dst, int(cells[0]))
	dst = append(dst, " and "...)
	dst = appendCell(dst, int(cells[len(cells)-1]))
	dst = append(dst, " hold different ones, and a cell that sees both can hold neither. "...)
	return appendRemovals(dst, s)
}
