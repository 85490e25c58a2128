package engine

import "math/bits"

// This file keeps the engine's first solver, a plain cell-mask search with
// naked and hidden singles, as a second reference for the tests. It is slow
// but simple, and fast enough to count solutions of the hard data sets, which
// the brute-force reference in reference_test.go is not.

// simpleCount counts the solutions of a valid puzzle up to limit with the
// simple solver and returns the first one found.
func simpleCount(puzzle *Grid, limit int) (int, Grid) {
	var s simpleSearch
	s.limit, s.maxGuesses = limit, 1<<40
	b := &s.stack[0]
	b.left = NumCells
	for i := range b.cand {
		b.cand[i] = 0x1FF
	}
	for i, v := range puzzle {
		if v != 0 && !b.place(i, v) {
			return 0, Grid{}
		}
	}
	s.solve(0)
	return s.count, s.solution
}

// simpleBoard is the state of one node of the simple search: the candidates of every empty cell
// and the digits placed so far. It is copied on every guess, so that
// backtracking is just dropping the copy.
type simpleBoard struct {
	cand [81]uint16 // bit d-1 set: digit d is still possible; 0 for filled cells
	grid Grid
	left int // empty cells
}

// simpleSearch holds one simple count in progress.
type simpleSearch struct {
	stack      [NumCells + 1]simpleBoard // stack[k] is the simpleBoard after k guesses
	solution   Grid
	count      int
	limit      int
	guesses    int64
	maxGuesses int64
	exhausted  bool
}

// solve explores the simpleBoard at stack[depth]: propagate, then branch on the
// cell with fewest candidates, each branch on a copy at stack[depth+1].
func (s *simpleSearch) solve(depth int) {
	b := &s.stack[depth]
	if !b.propagate() {
		return
	}
	if b.left == 0 {
		if s.count == 0 {
			s.solution = b.grid
		}
		s.count++
		return
	}
	best, bestN := -1, 10
	for i := range b.cand {
		if b.grid[i] == 0 {
			if n := bits.OnesCount16(b.cand[i]); n < bestN {
				best, bestN = i, n
				if n == 2 {
					break
				}
			}
		}
	}
	for m := b.cand[best]; m != 0; m &= m - 1 {
		if s.guesses >= s.maxGuesses {
			s.exhausted = true
			return
		}
		s.guesses++
		next := &s.stack[depth+1]
		*next = *b
		if next.place(best, uint8(bits.TrailingZeros16(m))+1) {
			s.solve(depth + 1)
		}
		if s.count >= s.limit || s.exhausted {
			return
		}
	}
}

// place puts digit d in cell i and removes d from the candidates of its
// peers. It returns false if some empty peer is left without a candidate.
func (b *simpleBoard) place(i int, d uint8) bool {
	b.grid[i] = d
	b.cand[i] = 0
	b.left--
	bit := uint16(1) << (d - 1)
	ok := true
	for _, p := range peers[i] {
		if b.cand[p]&bit != 0 {
			b.cand[p] &^= bit
			if b.cand[p] == 0 {
				ok = false
			}
		}
	}
	return ok
}

// propagate places naked singles (a cell with one candidate) and hidden
// singles (a digit with one place in a unit) until neither is left. It returns
// false on a contradiction.
func (b *simpleBoard) propagate() bool {
	for changed := true; changed && b.left > 0; {
		changed = false
		for i := range b.cand {
			if b.grid[i] != 0 {
				continue
			}
			m := b.cand[i]
			if m == 0 {
				return false
			}
			if m&(m-1) == 0 {
				if !b.place(i, uint8(bits.TrailingZeros16(m))+1) {
					return false
				}
				changed = true
			}
		}
		for u := range unitCells {
			var once, twice, placed uint16
			for _, c := range unitCells[u] {
				if v := b.grid[c]; v != 0 {
					placed |= 1 << (v - 1)
				} else {
					m := b.cand[c]
					twice |= once & m
					once |= m
				}
			}
			if once|placed != 0x1FF {
				return false // some digit has no place left in this unit
			}
			for h := once &^ twice &^ placed; h != 0; h &= h - 1 {
				bit := h & -h
				cell := -1
				for _, c := range unitCells[u] {
					if b.cand[c]&bit != 0 {
						cell = int(c)
						break
					}
				}
				if cell < 0 {
					return false
				}
				if !b.place(cell, uint8(bits.TrailingZeros16(bit))+1) {
					return false
				}
				changed = true
			}
		}
	}
	return true
}
