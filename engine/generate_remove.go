package engine

import "time"

// This file holds the heart of the generator: draw a random solution grid,
// then remove clues (whole symmetry orbits) in random order, keeping a
// removal only if the puzzle stays unique.
//
// Removing orbit O from a puzzle P with the unique solution S keeps it
// unique iff no solution of P-O differs from S on O (a solution agreeing with
// S on O would solve P). Three tests, cheapest first, settle that:
//
//  1. Unavoidable sets. A set of cells is unavoidable when the digits of S
//     in it can be rearranged into another valid grid; a unique puzzle keeps
//     a clue in each. If some known set would be left without a clue, the
//     removal fails at once. Sets come from pairs of digits of S (the cells
//     of two digits split into cycles that can swap their digits) and from
//     rows (columns) of a band (stack) that hold the same three digits in
//     three columns (rows), and from the second solutions test 3 finds: the
//     cells where one differs from S. Such a set contains the cell whose
//     removal failed, which stays a clue, so it never rejects a removal of
//     the same pass (removeAll), but the climbs try orbits again, after
//     putting others back, and there it rejects at the cost of a few ANDs
//     what the search would reject in microseconds. A set only ever
//     rejects a removal the search would reject too (the second solution
//     solves the smaller puzzle), so the sets decide how fast, never what.
//  2. Single steps. If every cell of O is a naked or hidden single given
//     the clues of P-O alone, P-O forces S on O and the removal succeeds.
//  3. Search. For each cell o of O in turn (the earlier ones fixed to S),
//     look for a solution of P-O with o != S[o]; none at all means success.

// maxUnavoidable bounds the unavoidable sets kept per solution grid.
const maxUnavoidable = 256

// climbSteps is the number of clue swaps tried per attempt when climbing
// towards a difficulty band.
const climbSteps = 24

// climbReach is how far below the band (in tenths) a puzzle may be rated
// for its attempt to climb; from further down a fresh attempt is cheaper.
// A climb costs a rating per move, up to climbSteps, and from a puzzle
// rated well below the band reaches it in fewer than one attempt of three
// (29% at the expert level), while a fresh attempt costs a solution grid,
// the clue removal and one or two ratings, and lands in the band in one of
// five (see benchmarks/RESULTS.md, "Level generation").
const climbReach = 3

// climbStall ends a climb after this many moves in a row that brought the
// rating no closer to the band: a climb on a plateau seldom leaves it.
const climbStall = 6

// generator is the state of one Generate call; it is not shared.
type generator struct {
	opts     GenerateOptions
	rng      rng
	solver   genSolver // fills the random solution grids
	search   search    // answers the uniqueness questions
	orbits   *orbitTable
	rate     rateFunc
	deadline time.Time
	// ctl is the call's cancellation and progress (nil for none); with
	// countAttempts each attempt counts as one unit of its progress (a
	// single generation), otherwise the caller counts (items of a batch).
	ctl           *control
	countAttempts bool

	sol     Grid // solution grid of the current attempt
	puzzle  Grid
	givens  cellSet
	count   int        // clues in puzzle
	unitHas [27]uint16 // digits given in each unit of puzzle
	bits    givenBits  // the givens of puzzle as the search reads them

	unavoidable unavoidableSets // of sol

	order  [NumCells]uint8 // orbit numbers in the order they are tried
	chain  [NumCells]uint8 // orbits removed, in order
	nchain int

	ratings ratingCache // of the puzzles of this call

	// easyBound, when not 0, is the rating bound that solvedByBasics
	// (with locked candidates when easyLocked) proves for a puzzle it
	// solves, far enough below the band that such a puzzle needs no
	// rating: see rateCurrent.
	easyBound  int
	easyLocked bool
}

// newGenerator returns a generator for the item whose seed is seed.
func newGenerator(opts *GenerateOptions, seed uint64, rater newRater) *generator {
	var rate rateFunc
	if rater != nil && opts.hasBand() {
		rate = rater()
	}
	g := new(generator)
	g.reset(opts, seed, rate)
	return g
}

// reset prepares g, whatever it held, for the item whose seed is seed,
// rating with rate (unused, and may be nil, when opts asks for no band).
func (g *generator) reset(opts *GenerateOptions, seed uint64, rate rateFunc) {
	*g = generator{opts: *opts, rng: newRNG(seed)}
	if opts.Level != 0 {
		g.opts.MinRating, g.opts.MaxRating, _ = LevelBand(opts.Level)
	}
	if opts.hasBand() {
		g.rate = rate
	}
	if lo := g.opts.MinRating; lo > 0 {
		for _, locked := range [2]bool{true, false} {
			if b := basicsBound(locked); lo-b > climbReach {
				g.easyBound, g.easyLocked = b, locked
				break
			}
		}
	}
	if g.opts.MaxAttempts == 0 {
		g.opts.MaxAttempts = DefaultGenerateAttempts
	}
	if g.opts.Budget == 0 {
		g.opts.Budget = DefaultGenerateBudget
	}
	g.orbits = &symmetryOrbits[opts.Symmetry]
}

// run makes attempts until one meets the options or a bound runs out.
func (g *generator) run() (Generated, error) {
	g.deadline = time.Now().Add(g.opts.Budget)
	var best Generated
	bestScore, bestEasy := -1, false
	for attempt := 1; ; attempt++ {
		res, score, easy := g.attempt()
		res.Attempts = attempt
		if bestScore < 0 || score < bestScore {
			best, bestScore, bestEasy = res, score, easy
		}
		best.Attempts = attempt
		if g.countAttempts {
			g.ctl.add(1)
		}
		if score == 0 {
			return best, nil
		}
		if attempt >= g.opts.MaxAttempts || g.expired() {
			if bestEasy {
				best.Rating = g.rateFully(&best)
			}
			if err := g.ctl.err(); err != nil {
				return best, err
			}
			return best, ErrLimit
		}
	}
}

// rateFully is the rating of res's puzzle without a cap (ratingBeyond
// beyond the catalogue). It becomes the current puzzle (so that res does
// not escape to the heap through g.rate).
func (g *generator) rateFully(res *Generated) int {
	g.puzzle, g.sol = res.Puzzle, res.Solution
	r, ok := g.rate(&g.puzzle, &g.sol, ratingBeyond)
	if !ok {
		return ratingBeyond
	}
	return r
}

// expired reports whether the generator must give up: the wall-clock
// budget is spent or the call was cancelled (then g.ctl.err() says so).
func (g *generator) expired() bool {
	return g.ctl.stopped() || !time.Now().Before(g.deadline)
}

// attempt makes one puzzle from a fresh solution grid and scores it: 0
// when it meets the options, else larger the further it is from them. An
// easy puzzle (see rateCurrent) is not rated: easy is set, and its Rating
// and score are those of easyBound, a rating at least as close to the
// band. Easy puzzles are far enough below the band that this only decides
// which of them comes back when no attempt gets closer (the first one).
func (g *generator) attempt() (res Generated, score int, easy bool) {
	g.newSolution()
	g.removeAll()
	res = Generated{Rating: -1}
	if g.opts.hasBand() {
		g.target()
		// Rate without the band's cap, so that a puzzle above the band
		// (given back with ErrLimit) carries its true rating.
		r, ok := g.rateCached(ratingBeyond)
		if !ok {
			r = ratingBeyond
		}
		res.Rating, easy = r, g.ratings.entry(&g.puzzle).easy
	}
	res.Puzzle, res.Solution = g.puzzle, g.sol
	return res, g.score(res.Rating), easy
}

// score is how far the current puzzle (rated r) is from the options: the
// distance of r to the band, in tenths, weighs more than the clue excess.
func (g *generator) score(r int) int {
	s := 0
	if g.opts.Clues != 0 && g.count-g.opts.Clues >= g.orbits.maxLen {
		s += g.count - g.opts.Clues
	}
	if g.opts.hasBand() {
		s += 100 * bandDistance(r, g.opts.MinRating, g.opts.MaxRating)
	}
	return s
}

// newSolution draws a solution grid and resets the puzzle to all 81 clues.
func (g *generator) newSolution() {
	g.sol = g.solver.fillRandom(&g.rng)
	g.puzzle = g.sol
	g.givens = cellSet{^uint64(0), 1<<(NumCells-64) - 1}
	g.count = NumCells
	for u := range g.unitHas {
		g.unitHas[u] = allDigits
	}
	g.bits.read(&g.sol)
	g.unavoidable.find(&g.sol)
	n := g.orbits.n
	for i := range n {
		g.order[i] = uint8(i)
	}
	g.rng.shuffle(g.order[:n])
	g.nchain = 0
}

// removeAll tries every orbit once, in the drawn order, removing it when
// the puzzle stays unique and keeps at least opts.Clues clues.
func (g *generator) removeAll() {
	for _, k := range g.order[:g.orbits.n] {
		o := &g.orbits.orbits[k]
		if g.opts.Clues != 0 && g.count-int(o.n) < g.opts.Clues {
			continue
		}
		if g.canRemove(o) {
			g.remove(o)
			g.chain[g.nchain] = k
			g.nchain++
		}
	}
}

// remove takes the clues of orbit o out of the puzzle.
func (g *generator) remove(o *orbit) {
	for _, c := range o.cells[:o.n] {
		d := g.puzzle[c]
		g.puzzle[c] = 0
		g.givens.remove(int(c))
		g.bits.remove(int(c), d)
		for _, u := range cellUnits[c] {
			g.unitHas[u] &^= 1 << (d - 1)
		}
	}
	g.count -= int(o.n)
}

// restore puts the clues of orbit o back from the solution.
func (g *generator) restore(o *orbit) {
	for _, c := range o.cells[:o.n] {
		d := g.sol[c]
		g.puzzle[c] = d
		g.givens.add(int(c))
		g.bits.add(int(c), d)
		for _, u := range cellUnits[c] {
			g.unitHas[u] |= 1 << (d - 1)
		}
	}
	g.count += int(o.n)
}

// canRemove reports whether the puzzle stays unique without orbit o, whose
// cells must all be clues.
func (g *generator) canRemove(o *orbit) bool {
	if g.unavoidable.emptied(g.givens, o) {
		return false
	}
	if g.forcedBySingles(o) {
		return true
	}
	q := g.bits
	for _, c := range o.cells[:o.n] {
		q.remove(int(c), g.sol[c])
	}
	for _, c := range o.cells[:o.n] {
		found, exhausted := g.search.hasOtherSolution(&q, int(c), g.sol[c], genMaxGuesses)
		if found {
			g.unavoidable.add(differences(&g.sol, &g.search.solution))
		}
		if found || exhausted {
			return false // a second solution, or undecided within the budget: keep the clues
		}
		q.add(int(c), g.sol[c])
	}
	return true
}

// differences returns the cells where grids a and b differ. When both are
// solution grids, that is an unavoidable set of each: see canRemove.
func differences(a, b *Grid) cellSet {
	var set cellSet
	for i := range a {
		if a[i] != b[i] {
			set.add(i)
		}
	}
	return set
}

// forcedBySingles reports whether every cell of orbit o is a naked or hidden
// single given only the clues left when o is removed.
func (g *generator) forcedBySingles(o *orbit) bool {
	has := g.unitHas
	for _, c := range o.cells[:o.n] {
		for _, u := range cellUnits[c] {
			has[u] &^= 1 << (g.sol[c] - 1)
		}
	}
	left := g.givens.andNot(o.mask)
	for _, c8 := range o.cells[:o.n] {
		c := int(c8)
		bit := uint16(1) << (g.sol[c] - 1)
		u := &cellUnits[c]
		if has[u[0]]|has[u[1]]|has[u[2]] == allDigits&^bit {
			continue // naked single
		}
		hidden := false
		for _, unit := range u {
			hidden = true
			for _, x := range unitCells[unit] {
				if int(x) == c || left.has(int(x)) {
					continue
				}
				v := &cellUnits[x]
				if (has[v[0]]|has[v[1]]|has[v[2]])&bit == 0 {
					hidden = false // x could hold the digit
					break
				}
			}
			if hidden {
				break
			}
		}
		if !hidden {
			return false
		}
	}
	return true
}
