package engine

import "math/bits"

// Finned and sashimi fish (extended catalogue; HoDoKu 4100 to 4600): an
// X-Wing, Swordfish or Jellyfish whose base rows (or columns) hold a few
// more candidates, the fins, outside the cover columns. Either a fin holds
// the digit, or the fish holds: the cells the fish would clear that also
// see every fin lose the digit. Sashimi when a base line holds at most one
// candidate besides the fins (the fish would be degenerate without them).
// Explained like the fish of tech_fish_general.go. Sudoku Explainer has no
// finned fish.

var (
	techFinnedXWing = techSpec{
		Tech:          TechFinnedXWing,
		Find:          (*logicGrid).findFinnedXWing,
		Explain:       (*Step).explainGeneralFish,
		ExtendedOrder: 4100,
		ExtendedOnly:  true,
	}
	techSashimiXWing = techSpec{
		Tech:          TechSashimiXWing,
		Find:          (*logicGrid).findSashimiXWing,
		Explain:       (*Step).explainGeneralFish,
		ExtendedOrder: 4200,
		ExtendedOnly:  true,
	}
	techFinnedSwordfish = techSpec{
		Tech:          TechFinnedSwordfish,
		Find:          (*logicGrid).findFinnedSwordfish,
		Explain:       (*Step).explainGeneralFish,
		ExtendedOrder: 4300,
		ExtendedOnly:  true,
	}
	techSashimiSwordfish = techSpec{
		Tech:          TechSashimiSwordfish,
		Find:          (*logicGrid).findSashimiSwordfish,
		Explain:       (*Step).explainGeneralFish,
		ExtendedOrder: 4400,
		ExtendedOnly:  true,
	}
	techFinnedJellyfish = techSpec{
		Tech:          TechFinnedJellyfish,
		Find:          (*logicGrid).findFinnedJellyfish,
		Explain:       (*Step).explainGeneralFish,
		ExtendedOrder: 4500,
		ExtendedOnly:  true,
	}
	techSashimiJellyfish = techSpec{
		Tech:          TechSashimiJellyfish,
		Find:          (*logicGrid).findSashimiJellyfish,
		Explain:       (*Step).explainGeneralFish,
		ExtendedOrder: 4600,
		ExtendedOnly:  true,
	}
)

func (s *logicGrid) findFinnedXWing(st *Step) bool      { return s.findFinnedFish(st, 2, false) }
func (s *logicGrid) findSashimiXWing(st *Step) bool     { return s.findFinnedFish(st, 2, true) }
func (s *logicGrid) findFinnedSwordfish(st *Step) bool  { return s.findFinnedFish(st, 3, false) }
func (s *logicGrid) findSashimiSwordfish(st *Step) bool { return s.findFinnedFish(st, 3, true) }
func (s *logicGrid) findFinnedJellyfish(st *Step) bool  { return s.findFinnedFish(st, 4, false) }
func (s *logicGrid) findSashimiJellyfish(st *Step) bool { return s.findFinnedFish(st, 4, true) }

// findFinnedFish finds a finned (or sashimi) fish of size k directly: for
// every k base lines of a digit (rows, then columns) and every k cover
// lines among their candidates' positions, the fins are the candidates
// outside the cover lines; they must lie in one box, and the victims are
// the cover lines' candidates in that box outside the base lines.
func (s *logicGrid) findFinnedFish(st *Step, k int, sashimi bool) bool {
	for d := 1; d <= 9; d++ {
		for base := 0; base <= 9; base += 9 { // rows, then columns
			var lines [9]int
			n := 0
			for l := base; l < base+9; l++ {
				if popcount(s.pos[l][d-1]) >= 2 {
					lines[n] = l
					n++
				}
			}
			if n < k {
				continue
			}
			var pick [4]int
			if s.finnedBases(st, k, d, base, sashimi, lines[:n], pick[:0], 0, 0) {
				return true
			}
		}
	}
	return false
}

// finnedBases chooses the base lines; union holds their candidates'
// positions (the cross lines that hold them).
func (s *logicGrid) finnedBases(st *Step, k, d, base int, sashimi bool, lines, pick []int, from int, union uint16) bool {
	if len(pick) == k {
		// The fins lie in one box: at most three positions outside the
		// cover lines.
		if popcount(union) <= k || popcount(union) > k+3 {
			return false
		}
		// The cover lines take every position outside the fins' stack of
		// three, and the rest from inside it.
		for stack := 0; stack < 3; stack++ {
			in := uint16(7) << (3 * stack)
			req, opt := union&^in, union&in
			if popcount(req) > k {
				continue
			}
			for sub := opt; ; sub = (sub - 1) & opt {
				if popcount(sub) == k-popcount(req) && req|sub != union && s.finnedFishWith(st, k, d, base, sashimi, pick, req|sub) {
					return true
				}
				if sub == 0 {
					break
				}
			}
		}
		return false
	}
	for i := from; i < len(lines); i++ {
		if s.finnedBases(st, k, d, base, sashimi, lines, append(pick, lines[i]), i+1, union|s.pos[lines[i]][d-1]) {
			return true
		}
	}
	return false
}

// finnedFishWith checks the fish of base lines pick and cover positions
// cover (a mask of cross lines).
func (s *logicGrid) finnedFishWith(st *Step, k, d, base int, sashimi bool, pick []int, cover uint16) bool {
	// Cheap checks on the position masks first: the fins' positions in
	// one box-width (a stack of columns for base rows), their lines in one
	// band, every base line with a non-fin candidate.
	var finPos uint16
	finBand := -1
	isSashimi := false
	for _, l := range pick {
		p := s.pos[l][d-1]
		if p&cover == 0 {
			return false // a base line of fins only
		}
		if popcount(p&cover) <= 1 {
			isSashimi = true
		}
		if f := p &^ cover; f != 0 {
			finPos |= f
			band := (l - base) / 3
			if finBand >= 0 && band != finBand {
				return false
			}
			finBand = band
		}
	}
	if finPos == 0 || isSashimi != sashimi {
		return false
	}
	stack := bits.TrailingZeros16(finPos) / 3
	if finPos&^(7<<(3*stack)) != 0 || cover&(7<<(3*stack)) == 0 {
		return false
	}
	var fins, cells cellSet
	for _, l := range pick {
		p := s.pos[l][d-1]
		for m := p; m != 0; m &= m - 1 {
			c := int(unitCells[l][bits.TrailingZeros16(m)])
			cells.add(c)
			if cover&(m&-m) == 0 {
				fins.add(c)
			}
		}
	}
	box := BoxOf(fins.nextCell(0))
	crossBase := 9 - base
	var coverSet cellSet
	for m := cover; m != 0; m &= m - 1 {
		coverSet = coverSet.or(unitSet[crossBase+bits.TrailingZeros16(m)])
	}
	victims := coverSet.and(unitSet[18+box]).and(s.digitCells(d)).andNot(cells).and(fins.commonPeers())
	if victims.empty() {
		return false
	}
	tech := extFishTechs[fishBasic][1][k]
	if sashimi {
		tech = extFishTechs[fishBasic][2][k]
	}
	st.reset(tech)
	bit := uint16(1) << (d - 1)
	for c := victims.nextCell(0); c >= 0; c = victims.nextCell(c + 1) {
		st.Removed[c] = bit
	}
	st.Digits = bit
	for _, l := range pick {
		st.addUnit(l)
	}
	st.shape.nbase = uint8(len(pick))
	for m := cover; m != 0; m &= m - 1 {
		st.addUnit(crossBase + bits.TrailingZeros16(m))
	}
	for c := cells.nextCell(0); c >= 0; c = cells.nextCell(c + 1) {
		st.addCell(c)
	}
	for c := fins.nextCell(0); c >= 0; c = fins.nextCell(c + 1) {
		st.addFin(c, false)
	}
	return true
}
