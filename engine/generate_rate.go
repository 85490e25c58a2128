package engine

// This file connects the generator to the difficulty rating, behind a small
// interface so that the removal machinery does not depend on how puzzles are
// rated.

// rateFunc rates a puzzle that has exactly one solution: its difficulty in
// tenths of the SE scale, and ok false when it needs techniques beyond the
// rating's catalogue.
type rateFunc func(p *Grid) (tenths int, ok bool)

// ratingBeyond stands for the rating of a puzzle beyond the catalogue: harder
// than any band's upper bound.
const ratingBeyond = 1000

// raterForGenerator returns the rating the generator targets bands with, or
// nil while the engine has none.
func raterForGenerator() rateFunc { return nil }

// bandDistance is how far rating r is from the band lo..hi (0 = open side),
// in tenths; 0 inside the band.
func bandDistance(r, lo, hi int) int {
	switch {
	case lo > 0 && r < lo:
		return lo - r
	case hi > 0 && r > hi:
		return r - hi
	}
	return 0
}

// rateCurrent rates the current puzzle.
func (g *generator) rateCurrent() int {
	r, ok := g.rate(&g.puzzle)
	if !ok {
		return ratingBeyond
	}
	return r
}

// target moves the current puzzle (just made by removeAll) into the
// difficulty band when it can:
//
//   - Too hard: ratings grow, as a rule, as clues go, so binary-search the
//     chain of removals for the longest prefix still within the upper bound,
//     then try the later removals one by one, keeping those that stay
//     within it. Every puzzle on the way contains the unique final puzzle,
//     so it is unique too.
//   - Too easy: climb. Swap clues (put one orbit back, remove others while
//     uniqueness allows) and keep each swap that brings the rating no
//     further from the band: the hardest step only rises by keeping what
//     raised it.
func (g *generator) target() {
	lo, hi := g.opts.MinRating, g.opts.MaxRating
	r := g.rateCurrent()
	if hi > 0 && r > hi {
		g.lowerTo(hi)
		return
	}
	if lo > 0 && r < lo {
		g.climb(r)
	}
}

// lowerTo brings the puzzle within rating hi along the removal chain.
func (g *generator) lowerTo(hi int) {
	at := g.nchain // the puzzle is the chain's prefix of length at
	seek := func(m int) {
		for at > m {
			at--
			g.restore(&g.orbits.orbits[g.chain[at]])
		}
		for at < m {
			g.remove(&g.orbits.orbits[g.chain[at]])
			at++
		}
	}
	good, bad := 0, g.nchain // prefix 0 is the full grid, rated lowest
	for bad-good > 1 {
		mid := (good + bad) / 2
		seek(mid)
		if g.rateCurrent() <= hi {
			good = mid
		} else {
			bad = mid
		}
	}
	seek(good)
	for _, k := range g.chain[good+1 : g.nchain] {
		o := &g.orbits.orbits[k]
		g.remove(o)
		if g.rateCurrent() > hi {
			g.restore(o)
		}
	}
}

// puzzleState is a saved copy of the generator's current puzzle.
type puzzleState struct {
	puzzle  Grid
	givens  cellSet
	count   int
	unitHas [27]uint16
}

func (g *generator) save() puzzleState {
	return puzzleState{g.puzzle, g.givens, g.count, g.unitHas}
}

func (g *generator) load(s *puzzleState) {
	g.puzzle, g.givens, g.count, g.unitHas = s.puzzle, s.givens, s.count, s.unitHas
}

// climb swaps clues for climbSteps steps, keeping the swaps whose rating is
// no further from the band than before, and stops inside the band.
func (g *generator) climb(r int) {
	lo, hi := g.opts.MinRating, g.opts.MaxRating
	dist := bandDistance(r, lo, hi)
	var empty, given [NumCells]uint8
	for step := 0; step < climbSteps && dist > 0; step++ {
		if g.expired() {
			return // the caller gives up with ErrLimit; nothing else changes
		}
		saved := g.save()
		ne, ng := 0, 0
		for k := range g.orbits.n {
			if g.givens.and(g.orbits.orbits[k].mask).empty() {
				empty[ne] = uint8(k)
				ne++
			} else {
				given[ng] = uint8(k)
				ng++
			}
		}
		if ne == 0 {
			return
		}
		added := empty[g.rng.intn(ne)]
		g.restore(&g.orbits.orbits[added])
		g.rng.shuffle(given[:ng])
		for _, k := range given[:ng] {
			o := &g.orbits.orbits[k]
			if g.opts.Clues != 0 && g.count-int(o.n) < g.opts.Clues {
				continue
			}
			if g.canRemove(o) {
				g.remove(o)
			}
		}
		nr := g.rateCurrent()
		if d := bandDistance(nr, lo, hi); d <= dist {
			dist = d
		} else {
			g.load(&saved)
		}
	}
}
