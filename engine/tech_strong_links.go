package engine

// Strong-link chains of one digit: Skyscraper, Two-String Kite, Turbot Fish
// (two strong links) and the three-link X-chain.
//
// A strong link of digit d is a unit where d has exactly two places: one of
// them holds d. Chain k such links end to end, each joined to the next by two
// cells that see each other (at most one of them holds d):
//
//	A = B1 - B2 = B3 - ... = C
//
// If A is not d then B1 is, so B2 is not, so B3 is, ... so C is: d is in A
// or in C, and leaves every other cell that sees both. These are the shortest
// X-chains. Sudoku Explainer rates them with its other X-chains (6.6 and up);
// Sukaku Explainer, the SE descendant that rated the public puzzle banks,
// names and rates them apart, and so do we, since players know them by name:
//
//	two links, both rows or both columns   Skyscraper
//	two links, a row and a column          Two-String Kite
//	two links, one of them in a box        Turbot Fish
//	three links                            Three-Link X-Chain, rated 0.1 more
//	                                       with a box and 0.2 more with a row
//	                                       and a column than with lines of one kind

var (
	techSkyscraper = techSpec{
		Tech:      TechSkyscraper,
		Rating:    40,
		MaxRating: 42,
		Find:      (*logicGrid).findTwoStrongLinks,
		Explain:   (*Step).explainStrongLinkChain,
	}
	techTwoStringKite = techSpec{
		Tech:    TechTwoStringKite,
		Rating:  41,
		FoundBy: TechSkyscraper,
		Explain: (*Step).explainStrongLinkChain,
	}
	techTurbotFish = techSpec{
		Tech:    TechTurbotFish,
		Rating:  42,
		FoundBy: TechSkyscraper,
		Explain: (*Step).explainStrongLinkChain,
	}
	techThreeLinkXChain = techSpec{
		Tech:      TechThreeLinkXChain,
		Rating:    54,
		MaxRating: 56,
		Find:      (*logicGrid).findThreeStrongLinks,
		Explain:   (*Step).explainStrongLinkChain,
	}
)

func (s *logicGrid) findTwoStrongLinks(st *Step) bool   { return s.findStrongLinkChain(st, 2) }
func (s *logicGrid) findThreeStrongLinks(st *Step) bool { return s.findStrongLinkChain(st, 3) }

// maxStrongLinks is the number of links of the longest chain searched here.
const maxStrongLinks = 3

// strongLink is a conjugate pair: the only two places a, b of a digit in unit u.
type strongLink struct{ a, b, u uint8 }

// strongChain is a chain found by findStrongLinkChain: its links in order,
// each read from end[i] ... to far[i] (so far[i] and end[i+1] see each other).
type strongChain struct {
	n      int
	d      int
	tech   Technique
	rating int
	near   [maxStrongLinks]uint8
	far    [maxStrongLinks]uint8
	unit   [maxStrongLinks]uint8
}

// strongChainRating returns the technique and rating, in tenths, of a chain
// of n links whose units are of the kinds in kinds (bit 0 row, bit 1
// column, bit 2 box).
func strongChainRating(n int, kinds uint8) (Technique, int) {
	row, col, box := kinds&1 != 0, kinds&2 != 0, kinds&4 != 0
	if n == 2 {
		switch {
		case box:
			return TechTurbotFish, TechTurbotFish.BaseRating()
		case row && col:
			return TechTwoStringKite, TechTwoStringKite.BaseRating()
		}
		return TechSkyscraper, TechSkyscraper.BaseRating()
	}
	r := TechThreeLinkXChain.BaseRating()
	switch {
	case row && col:
		r += 2
	case box:
		r++
	}
	return TechThreeLinkXChain, r
}

// findStrongLinkChain finds the lowest-rated chain of n (2 or 3) strong links
// that removes something, over all digits.
func (s *logicGrid) findStrongLinkChain(st *Step, n int) bool {
	var best strongChain
	best.rating = 1 << 30
	var links [27]strongLink
	for d := 1; d <= 9; d++ {
		nl := 0
		for u := 0; u < 27; u++ {
			m := s.pos[u][d-1]
			if popcount(m) != 2 {
				continue
			}
			a := unitCells[u][lowDigit(m)-1]
			b := unitCells[u][lowDigit(m&(m-1))-1]
			links[nl] = strongLink{a, b, uint8(u)}
			nl++
		}
		if nl < n {
			continue
		}
		var cur strongChain
		cur.n, cur.d = n, d
		s.extendStrongChain(&cur, &best, links[:nl], 0, 0)
	}
	if best.n == 0 {
		return false
	}
	s.fillStrongChain(st, &best)
	return true
}

// extendStrongChain adds link number i to cur (kinds: the unit kinds so far)
// and, when the chain is complete, keeps it in best if it removes something
// and rates lower.
func (s *logicGrid) extendStrongChain(cur, best *strongChain, links []strongLink, i int, kinds uint8) {
	for li := range links {
		l := &links[li]
		if cur.usesUnit(i, l.u) {
			continue
		}
		k := kinds | 1<<(l.u/9)
		for side := 0; side < 2; side++ {
			near, far := l.a, l.b
			if side == 1 {
				near, far = l.b, l.a
			}
			if i > 0 && !sees(int(cur.far[i-1]), int(near)) {
				continue
			}
			if cur.usesCell(i, near) || cur.usesCell(i, far) {
				continue
			}
			cur.near[i], cur.far[i], cur.unit[i] = near, far, l.u
			if i+1 < cur.n {
				s.extendStrongChain(cur, best, links, i+1, k)
				continue
			}
			tech, r := strongChainRating(cur.n, k)
			if r >= best.rating {
				continue
			}
			if s.strongChainRemoves(cur) {
				cur.tech, cur.rating = tech, r
				*best = *cur
			}
		}
	}
}

// usesUnit reports whether one of the first i links lies in unit u.
func (cur *strongChain) usesUnit(i int, u uint8) bool {
	for j := 0; j < i; j++ {
		if cur.unit[j] == u {
			return true
		}
	}
	return false
}

// usesCell reports whether one of the first i links has an end in cell c.
func (cur *strongChain) usesCell(i int, c uint8) bool {
	for j := 0; j < i; j++ {
		if cur.near[j] == c || cur.far[j] == c {
			return true
		}
	}
	return false
}

// strongChainRemoves reports whether some cell outside the chain holds the
// digit and sees both ends.
func (s *logicGrid) strongChainRemoves(cur *strongChain) bool {
	for _, p := range peers[cur.near[0]] {
		if s.strongChainTarget(cur, p) {
			return true
		}
	}
	return false
}

// strongChainTarget reports whether cell p, a peer of the chain's first
// cell, loses the digit: it holds it, sees the last cell and is not in the
// chain.
func (s *logicGrid) strongChainTarget(cur *strongChain, p uint8) bool {
	return s.cand[p]&(1<<(cur.d-1)) != 0 && sees(int(p), int(cur.far[cur.n-1])) && !cur.usesCell(cur.n, p)
}

// fillStrongChain writes chain ch into st: the pattern, the chain "A is not
// d ⇒ B1 is d ⇒ B2 is not d ⇒ ... ⇒ C is d" and the eliminations.
func (s *logicGrid) fillStrongChain(st *Step, ch *strongChain) {
	st.reset(ch.tech)
	st.Rating = ch.rating
	bit := uint16(1) << (ch.d - 1)
	st.Digits = bit
	for i := 0; i < ch.n; i++ {
		st.addUnit(int(ch.unit[i]))
		for _, c := range [2]uint8{ch.near[i], ch.far[i]} {
			st.addCell(int(c))
			st.chain[st.nchain] = ChainNode{Cell: c, Digit: uint8(ch.d), On: c == ch.far[i]}
			st.nchain++
		}
	}
	for _, p := range peers[ch.near[0]] {
		if s.strongChainTarget(ch, p) {
			st.Removed[p] |= bit
		}
	}
}

// explainStrongLinkChain explains a chain of strong links.
func (s *Step) explainStrongLinkChain(dst []byte) []byte {
	d := lowDigit(s.Digits | 1<<15)
	ch := s.Chain()
	dst = appendDigit(dst, d)
	dst = append(dst, " has only two places in"...)
	for i, u := range s.PatternUnits() {
		dst = appendSep(dst, i, int(s.nunits), " and in ")
		dst = appendUnit(dst, int(u))
		dst = append(dst, " ("...)
		dst = appendCell(dst, int(ch[2*i].Cell))
		dst = append(dst, " and "...)
		dst = appendCell(dst, int(ch[2*i+1].Cell))
		dst = append(dst, ')')
	}
	dst = append(dst, ". Following them: "...)
	dst = appendChain(dst, ch)
	dst = append(dst, ", so "...)
	dst = appendDigit(dst, d)
	dst = append(dst, " is in "...)
	dst = appendCell(dst, int(ch[0].Cell))
	dst = append(dst, " or "...)
	dst = appendCell(dst, int(ch[len(ch)-1].Cell))
	dst = append(dst, ". "...)
	return appendRemovals(dst, s)
}
