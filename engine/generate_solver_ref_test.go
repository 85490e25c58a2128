package engine

import "math/bits"

// The generator's former uniqueness checks on its own solver, kept as an
// independent reference for hasOtherSolution, which replaced them.

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
