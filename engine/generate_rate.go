package engine

// This file connects the generator to the difficulty rating, behind a small
// interface so that the removal machinery does not depend on how puzzles are
// rated.

// rateFunc rates a puzzle whose only solution is sol: its difficulty in
// tenths of the SE scale, and ok false when it needs techniques beyond the
// rating's catalogue or a step rated above limit (the rater may stop there).
// A rateFunc may keep scratch space: each generator has its own.
type rateFunc func(p, sol *Grid, limit int) (tenths int, ok bool)

// newRater makes a rateFunc for one generator.
type newRater func() rateFunc

// ratingBeyond stands for the rating of a puzzle beyond the catalogue: harder
// than any band's upper bound.
const ratingBeyond = 1000

// raterForGenerator returns the maker of the rating the generator targets
// bands with: Rate, capped at the band's upper bound, on a LogicSolver of
// the generator's own, without Rate's search for the solution (the
// generator knows it). A puzzle the catalogue cannot finish, or whose next
// step is above the cap, is not ok.
func raterForGenerator() newRater {
	return func() rateFunc {
		ls, memo := new(LogicSolver), new(rateMemo)
		return func(p, sol *Grid, limit int) (int, bool) { return memo.rate(ls, p, sol, limit) }
	}
}

// rateForGenerator is the rating of raterForGenerator, on ls.
func rateForGenerator(ls *LogicSolver, p, sol *Grid, limit int) (int, bool) {
	r, err := ls.rateUnique(nil, p, sol, limit, nil)
	if err != nil || !r.Complete {
		return ratingBeyond, false
	}
	return r.Rating, true
}

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

// rateCurrent rates the current puzzle. Above the band's upper bound the
// rating may stop early: any rating above it is as bad as any other. Far
// below the band, it may return easyBound, an upper bound of the rating
// (see easy): its callers only compare the rating with the band, and a
// rating further below than climbReach is too low whatever it is (for a
// climb, which starts within climbReach of the band and only moves closer,
// as for the decision to climb).
func (g *generator) rateCurrent() int {
	limit := ratingBeyond
	if g.opts.MaxRating > 0 {
		limit = g.opts.MaxRating
	}
	r, ok := g.rateCached(limit)
	if !ok {
		return ratingBeyond
	}
	return r
}

// easy reports whether the current puzzle is solved by the basic
// techniques that prove easyBound (and easyBound is set): then its rating
// is at most easyBound, more than climbReach below the band.
func (g *generator) easy() bool {
	switch {
	case g.easyBound == 0:
		return false
	case g.easyLocked:
		var n node
		return solvedByLocking(&g.bits, &n)
	}
	return g.solver.solvedBySingles(&g.puzzle)
}

// ratingCache remembers the last ratings of a generator, by puzzle: the
// climb and the search for the upper bound come back to puzzles they rated
// (a quarter of the ratings of an expert puzzle), and the final rating
// without a cap is the last one with it when that one stayed below the cap.
// It also remembers which puzzles are easy. It is direct-mapped by a hash
// of the puzzle.
type ratingCache [64]ratingEntry

// ratingEntry is what a generator knows of the difficulty of one puzzle.
type ratingEntry struct {
	puzzle Grid
	limit  int16 // the cap the rating was made with
	tenths int16
	ok     bool
	rated  bool // limit, tenths and ok hold a rating
	easy   bool
}

// entry is the entry of puzzle p, which may hold another puzzle.
func (c *ratingCache) entry(p *Grid) *ratingEntry {
	return &c[puzzleHash(p)%uint32(len(c))]
}

// rateCached is g.rate(&g.puzzle, limit), from the cache when an earlier
// rating of the same puzzle gives the answer, or easyBound when the puzzle
// is easy. A rating with cap L that finished at r <= L is the rating under
// every cap from r up (the cap only stops the same sequence of steps); one
// that failed under cap L fails under every lower cap.
func (g *generator) rateCached(limit int) (int, bool) {
	e := g.ratings.entry(&g.puzzle)
	if e.puzzle != g.puzzle { // (a generated puzzle is never empty, as a new entry is)
		*e = ratingEntry{puzzle: g.puzzle, easy: g.easy()}
	}
	if e.easy {
		return g.easyBound, true
	}
	if e.rated {
		if e.ok && int(e.tenths) <= limit {
			return int(e.tenths), true
		}
		if !e.ok && limit <= int(e.limit) {
			return ratingBeyond, false
		}
	}
	r, ok := g.rate(&g.puzzle, &g.sol, limit)
	e.limit, e.tenths, e.ok, e.rated = int16(limit), int16(r), ok, true
	return r, ok
}

// puzzleHash is FNV-1a of the cells.
func puzzleHash(p *Grid) uint32 {
	h := uint32(2166136261)
	for _, v := range p {
		h = (h ^ uint32(v)) * 16777619
	}
	return h
}

// target moves the current puzzle (just made by removeAll) into the
// difficulty band when it can:
//
//   - Too hard: ratings grow, as a rule, as clues go, so binary-search the
//     chain of removals for a prefix within the upper bound: the first one
//     met inside the band, else the longest one.
//     Every puzzle on the way contains the unique final puzzle, so it is
//     unique too. (Trying the later removals one by one as well found a
//     puzzle in the band too seldom for the ratings it cost, most of them
//     of puzzles above the band, the dearest to rate.)
//   - Too easy by at most climbReach: climb (see climb): keep the clue
//     removals and swaps that raise the hardest step, or at least do not
//     lower it. Further below the band the attempt gives up: the next one
//     starts afresh.
func (g *generator) target() {
	lo, hi := g.opts.MinRating, g.opts.MaxRating
	r := g.rateCurrent()
	if hi > 0 && r > hi {
		g.lowerTo(hi)
		r = g.rateCurrent()
	}
	if lo > 0 && r < lo && lo-r <= climbReach {
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
		if r := g.rateCurrent(); r <= hi {
			good = mid
			if r >= g.opts.MinRating {
				break // in the band
			}
		} else {
			bad = mid
		}
	}
	seek(good)
}

// puzzleState is a saved copy of the generator's current puzzle.
type puzzleState struct {
	puzzle  Grid
	givens  cellSet
	count   int
	unitHas [27]uint16
	bits    givenBits
}

func (g *generator) save() puzzleState {
	return puzzleState{g.puzzle, g.givens, g.count, g.unitHas, g.bits}
}

func (g *generator) load(s *puzzleState) {
	g.puzzle, g.givens, g.count, g.unitHas, g.bits = s.puzzle, s.givens, s.count, s.unitHas, s.bits
}

// climb makes up to climbSteps moves, keeping each one that leaves the
// rating no further from the band, and stops inside the band or after
// climbStall moves in a row that came no closer. Even steps
// remove one more orbit of clues, odd steps swap one (put an empty orbit
// back, remove another); either falls back to the other kind when no orbit
// can go. Without an upper bound every move also removes all the clues it
// can, since fewer clues mostly mean harder steps.
func (g *generator) climb(r int) {
	lo, hi := g.opts.MinRating, g.opts.MaxRating
	dist := bandDistance(r, lo, hi)
	stalled := 0
	for step := 0; step < climbSteps && dist > 0 && stalled < climbStall; step++ {
		if g.expired() {
			return // the caller gives up with ErrLimit; nothing else changes
		}
		saved := g.save()
		if step%2 == 1 || !g.removeOne(-1) {
			added := g.addOne()
			if added < 0 {
				return
			}
			g.removeOne(added)
		}
		if hi == 0 {
			g.removeAllGiven()
		}
		nr := g.rateCurrent()
		stalled++
		if d := bandDistance(nr, lo, hi); d <= dist {
			if d < dist {
				stalled = 0
			}
			dist = d
		} else {
			g.load(&saved)
		}
	}
}

// orbitGiven reports whether the clues of orbit k are in the puzzle.
func (g *generator) orbitGiven(k uint8) bool {
	return !g.givens.and(g.orbits.orbits[k].mask).empty()
}

// removeOne removes the first orbit of clues, in a random order, that can go
// (keeping uniqueness and the clue floor), except orbit skip. It reports
// whether one went.
func (g *generator) removeOne(skip int) bool {
	return g.removeGiven(skip, true)
}

// addOne puts back a random empty orbit and returns its number, or -1 when
// the puzzle is full.
func (g *generator) addOne() int {
	var cand [NumCells]uint8
	n := 0
	for k := range g.orbits.n {
		if !g.orbitGiven(uint8(k)) {
			cand[n] = uint8(k)
			n++
		}
	}
	if n == 0 {
		return -1
	}
	k := cand[g.rng.intn(n)]
	g.restore(&g.orbits.orbits[k])
	return int(k)
}

// removeAllGiven tries every orbit of clues once, in a random order,
// removing those that can go. One pass leaves the puzzle minimal: an orbit
// that cannot go now cannot go after more clues are gone either.
func (g *generator) removeAllGiven() {
	g.removeGiven(-1, false)
}

// removeGiven tries the given orbits of clues other than skip in a random
// order and removes those that can go (keeping uniqueness and the clue
// floor); with justOne it stops after the first. It reports whether any
// went.
func (g *generator) removeGiven(skip int, justOne bool) bool {
	var cand [NumCells]uint8
	n := 0
	for k := range g.orbits.n {
		if k != skip && g.orbitGiven(uint8(k)) {
			cand[n] = uint8(k)
			n++
		}
	}
	g.rng.shuffle(cand[:n])
	removed := false
	for _, k := range cand[:n] {
		o := &g.orbits.orbits[k]
		if g.opts.Clues != 0 && g.count-int(o.n) < g.opts.Clues {
			continue
		}
		if g.canRemove(o) {
			g.remove(o)
			removed = true
			if justOne {
				break
			}
		}
	}
	return removed
}
