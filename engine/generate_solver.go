package engine

import "math/bits"

// This file holds the generator's own small solver, which fills the random
// solution grids: the generator's output depends on the way it searches, so
// it stays as it is. (The question "is there a solution of these givens in
// which this cell does not hold that digit?", asked thousands of times per
// puzzle, goes to the general solver: see hasOtherSolution.) It propagates
// naked and hidden singles from a queue and branches on a cell with fewest
// candidates, copying the board on every guess. Every search is bounded by a
// guess budget; running out is reported, never looped on.

// genBoard is one search node: candidates of the empty cells and the digits
// placed so far.
type genBoard struct {
	cand   [NumCells]uint16 // bit d-1: digit d still possible; 0 for filled cells
	grid   Grid
	placed [27]uint16 // digits placed in each unit
	left   int        // empty cells
}

// genSolver is the generator's reusable solver workspace (about 22 KB); one
// lives in each generator, none is shared between goroutines.
type genSolver struct {
	stack      [NumCells + 1]genBoard
	queue      [NumCells]uint8 // cells that became naked singles, not yet placed
	qlen       int
	dirty      uint32 // units whose candidates changed since their last hidden-single scan
	found      int
	limit      int
	solution   Grid
	guesses    int64
	maxGuesses int64
	exhausted  bool
	rng        *rng // non-nil: try a branch's digits in random order
}

// genMaxGuesses bounds one search of the generator: a fill, or a
// hasOtherSolution. Searches on puzzles the generator builds need at most a
// few hundred guesses; the bound
// only guards against a bug. A search that runs out is treated as "a second
// solution may exist", so the clue is kept: running out never makes a
// puzzle non-unique.
const genMaxGuesses = 1 << 16

// start sets stack[0] to the givens of p, with cell excl (if >= 0) forbidden
// to hold digit exclDigit, and propagates. It returns false when that
// already leaves no solution.
func (s *genSolver) start(p *Grid, excl int, exclDigit uint8) bool {
	b := &s.stack[0]
	for i := range b.cand {
		b.cand[i] = allDigits
	}
	b.grid = Grid{}
	b.placed = [27]uint16{}
	b.left = NumCells
	s.qlen = 0
	s.dirty = 1<<27 - 1
	s.found, s.guesses, s.exhausted = 0, 0, false
	if excl >= 0 {
		b.cand[excl] &^= 1 << (exclDigit - 1)
	}
	for i, v := range p {
		if v != 0 {
			if b.cand[i]&(1<<(v-1)) == 0 {
				return false // clashes with a given placed before or with excl
			}
			if !s.place(b, i, v) {
				return false
			}
		}
	}
	return s.propagate(b)
}

// place puts digit d in cell i and removes d from its empty peers, queueing
// the peers left with one candidate. It returns false when a peer is left
// with none.
func (s *genSolver) place(b *genBoard, i int, d uint8) bool {
	b.grid[i] = d
	b.cand[i] = 0
	b.left--
	bit := uint16(1) << (d - 1)
	u := &cellUnits[i]
	b.placed[u[0]] |= bit
	b.placed[u[1]] |= bit
	b.placed[u[2]] |= bit
	s.dirty |= cellUnitBits[i]
	for _, p := range peers[i] {
		m := b.cand[p]
		if m&bit != 0 {
			m &^= bit
			b.cand[p] = m
			s.dirty |= cellUnitBits[p]
			if m&(m-1) == 0 {
				if m == 0 {
					return false
				}
				s.queue[s.qlen] = p
				s.qlen++
			}
		}
	}
	return true
}

// propagate places queued naked singles, then hidden singles, until neither
// is left. It returns false on a contradiction.
func (s *genSolver) propagate(b *genBoard) bool {
	for {
		for s.qlen > 0 {
			s.qlen--
			c := int(s.queue[s.qlen])
			if b.grid[c] != 0 {
				continue
			}
			m := b.cand[c]
			if m == 0 {
				s.qlen = 0
				return false
			}
			if !s.place(b, c, uint8(bits.TrailingZeros16(m))+1) {
				s.qlen = 0
				return false
			}
		}
		if b.left == 0 {
			return true
		}
		changed := false
		for s.dirty != 0 {
			u := bits.TrailingZeros32(s.dirty)
			s.dirty &= s.dirty - 1
			placed := b.placed[u]
			if placed == allDigits {
				continue
			}
			var once, twice uint16
			for _, c := range unitCells[u] {
				m := b.cand[c]
				twice |= once & m
				once |= m
			}
			if once|placed != allDigits {
				s.qlen = 0
				return false
			}
			for h := once &^ twice; h != 0; h &= h - 1 {
				bit := h & -h
				for _, c := range unitCells[u] {
					if b.cand[c]&bit != 0 {
						if !s.place(b, int(c), uint8(bits.TrailingZeros16(bit))+1) {
							s.qlen = 0
							return false
						}
						changed = true
						break
					}
				}
			}
			if s.qlen > 0 {
				break // place the new naked singles first
			}
		}
		if !changed && s.qlen == 0 {
			return true
		}
	}
}

// search explores stack[depth] (already propagated) until limit solutions
// are found, the guess budget runs out, or the subtree is exhausted.
func (s *genSolver) search(depth int) {
	b := &s.stack[depth]
	if b.left == 0 {
		if s.found == 0 {
			s.solution = b.grid
		}
		s.found++
		return
	}
	best, bestN := -1, 10
	for i, m := range b.cand {
		if m != 0 {
			if n := bits.OnesCount16(m); n < bestN {
				best, bestN = i, n
				if n == 2 {
					break
				}
			}
		}
	}
	var digits [9]uint8
	nd := 0
	for m := b.cand[best]; m != 0; m &= m - 1 {
		digits[nd] = uint8(bits.TrailingZeros16(m)) + 1
		nd++
	}
	if s.rng != nil {
		s.rng.shuffle(digits[:nd])
	}
	for _, d := range digits[:nd] {
		if s.guesses >= s.maxGuesses {
			s.exhausted = true
			return
		}
		s.guesses++
		next := &s.stack[depth+1]
		*next = *b
		s.qlen, s.dirty = 0, 0
		if s.place(next, best, d) && s.propagate(next) {
			s.search(depth + 1)
		}
		if s.found >= s.limit || s.exhausted {
			return
		}
	}
}

// fillRandom returns a random complete grid drawn with r: the three boxes on
// the main diagonal (which share no unit) get random permutations, and the
// rest is solved trying each branch's digits in random order.
func (s *genSolver) fillRandom(r *rng) Grid {
	for {
		var g Grid
		for _, box := range [3]int{0, 4, 8} {
			perm := [9]uint8{1, 2, 3, 4, 5, 6, 7, 8, 9}
			r.shuffle(perm[:])
			for k, c := range unitCells[18+box] {
				g[c] = perm[k]
			}
		}
		s.rng = r
		s.limit, s.maxGuesses = 1, genMaxGuesses
		ok := s.start(&g, -1, 0)
		if ok {
			s.search(0)
		}
		s.rng = nil
		if s.found == 1 {
			return s.solution
		}
		// Any three diagonal boxes complete to a grid, so this is not
		// reached; drawing again keeps it correct if it ever were.
	}
}
