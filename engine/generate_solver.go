package engine

import "math/bits"

// This file holds the generator's own small solver. It answers the two
// questions the generator asks thousands of times per puzzle, faster than the
// general solver can: "fill an empty grid at random" and "is there a solution
// of these givens in which this cell does not hold that digit?". It
// propagates naked and hidden singles from a queue and branches on a cell
// with fewest candidates, copying the board on every guess. Every search is
// bounded by a guess budget; running out is reported, never looped on.

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

// cellUnitBits has bit u set for the three units u of each cell. (It is
// computed from RowOf, ColOf and BoxOf rather than from cellUnits, which
// another file's init fills in, possibly later.)
var cellUnitBits [NumCells]uint32

func init() {
	for c := range NumCells {
		cellUnitBits[c] = 1<<RowOf(c) | 1<<(9+ColOf(c)) | 1<<(18+BoxOf(c))
	}
}

// genMaxGuesses bounds one search of the generator's solver. Searches on
// puzzles the generator builds need at most a few hundred guesses; the bound
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

// load sets stack[0] to the givens of p, whose digits in each unit are
// has, without propagating: each empty cell's candidates are read off the
// unit masks, which costs far less than placing every given, and the naked
// singles are queued. It returns false when an empty cell has no candidate.
func (s *genSolver) load(p *Grid, has *[27]uint16) bool {
	b := &s.stack[0]
	b.grid = *p
	b.placed = *has
	s.qlen = 0
	s.dirty = 1<<27 - 1
	s.found, s.guesses, s.exhausted = 0, 0, false
	left := 0
	for i, v := range p {
		if v != 0 {
			b.cand[i] = 0
			continue
		}
		left++
		u := &cellUnits[i]
		m := allDigits &^ (has[u[0]] | has[u[1]] | has[u[2]])
		b.cand[i] = m
		if m&(m-1) == 0 {
			if m == 0 {
				return false
			}
			s.queue[s.qlen] = uint8(i)
			s.qlen++
		}
	}
	b.left = left
	return true
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

// otherSolution reports whether puzzle p has a solution in which cell c does
// not hold digit d; if so it is left in s.solution. ok is false when the
// guess budget ran out before an answer.
func (s *genSolver) otherSolution(p *Grid, c int, d uint8) (found, ok bool) {
	s.limit, s.maxGuesses = 1, genMaxGuesses
	if !s.start(p, c, d) {
		return false, true
	}
	s.search(0)
	return s.found > 0, !s.exhausted
}

// otherSolutionFrom is otherSolution for a puzzle whose unit masks are
// known. It branches on cell c first: for each other digit of c, place it
// and propagate before anything else. The queue is last in, first out, so
// the consequences of that digit are followed first, and the contradiction
// that usually ends the branch is found before the cells that the givens
// force anyway are all placed.
func (s *genSolver) otherSolutionFrom(p *Grid, has *[27]uint16, c int, d uint8) (found, ok bool) {
	s.limit, s.maxGuesses = 1, genMaxGuesses
	if !s.load(p, has) {
		return false, true
	}
	b := &s.stack[0]
	var queue [NumCells]uint8
	qlen := s.qlen
	copy(queue[:qlen], s.queue[:qlen])
	for m := b.cand[c] &^ (1 << (d - 1)); m != 0; m &= m - 1 {
		s.guesses++
		next := &s.stack[1]
		*next = *b
		copy(s.queue[:qlen], queue[:qlen])
		s.qlen, s.dirty = qlen, 1<<27-1
		if s.place(next, c, uint8(bits.TrailingZeros16(m))+1) && s.propagate(next) {
			s.search(1)
		}
		if s.found > 0 || s.exhausted {
			break
		}
	}
	return s.found > 0, !s.exhausted
}

// count returns min(number of solutions of p, limit); ok is false when the
// guess budget ran out first.
func (s *genSolver) count(p *Grid, limit int) (n int, ok bool) {
	s.limit, s.maxGuesses = limit, genMaxGuesses
	if !s.start(p, -1, 0) {
		return 0, true
	}
	s.search(0)
	return s.found, !s.exhausted
}
