package engine

import (
	"errors"
	"math/bits"
)

// DefaultMaxGuesses is the search budget of Solve and CountSolutions: the
// number of guesses (branches tried) after which they give up with ErrLimit.
// No valid puzzle known needs more than a few thousand guesses to solve, so
// only counting a huge number of solutions of a nearly empty grid reaches it,
// after well under a second.
const DefaultMaxGuesses = 1 << 22

// ErrBadLimit means a solution limit below 1 was asked for.
var ErrBadLimit = errors.New("sudoku: the solution limit must be at least 1")

// Solve returns the first solution of puzzle. It fails with *RangeError or
// *ConflictError for an invalid grid, ErrUnsolvable when no solution exists,
// and ErrLimit if DefaultMaxGuesses runs out. It allocates nothing unless it
// returns a *RangeError or *ConflictError.
func Solve(puzzle *Grid) (Grid, error) {
	return SolveBudget(puzzle, DefaultMaxGuesses)
}

// SolveBudget is Solve with an explicit guess budget (at least 1).
func SolveBudget(puzzle *Grid, maxGuesses int64) (Grid, error) {
	var s search
	n, err := s.run(puzzle, 1, maxGuesses)
	if err != nil {
		return Grid{}, err
	}
	if n == 0 {
		return Grid{}, ErrUnsolvable
	}
	return s.solution, nil
}

// CountSolutions counts the solutions of puzzle, stopping at limit (>= 1):
// the result is min(number of solutions, limit). CountSolutions(p, 2) == 1
// proves p has exactly one solution. A valid puzzle without solutions counts
// 0 with a nil error. It fails like Solve, and with ErrBadLimit for limit < 1;
// on ErrLimit the count returned is the number found before the budget ran out.
// It allocates nothing unless it returns a *RangeError or *ConflictError.
func CountSolutions(puzzle *Grid, limit int) (int, error) {
	return CountSolutionsBudget(puzzle, limit, DefaultMaxGuesses)
}

// CountSolutionsBudget is CountSolutions with an explicit guess budget.
func CountSolutionsBudget(puzzle *Grid, limit int, maxGuesses int64) (int, error) {
	if limit < 1 {
		return 0, ErrBadLimit
	}
	var s search
	return s.run(puzzle, limit, maxGuesses)
}

// board is the state of one search node: the candidates of every empty cell
// and the digits placed so far. It is copied on every guess, so that
// backtracking is just dropping the copy.
type board struct {
	cand [81]uint16 // bit d-1 set: digit d is still possible; 0 for filled cells
	grid Grid
	left int // empty cells
}

// search holds one solve or count in progress. It lives on the caller's
// stack; nothing in it escapes.
type search struct {
	stack      [NumCells + 1]board // stack[k] is the board after k guesses
	solution   Grid
	count      int
	limit      int
	guesses    int64
	maxGuesses int64
	exhausted  bool
}

const allDigits = 0x1FF

func (s *search) run(puzzle *Grid, limit int, maxGuesses int64) (int, error) {
	if err := puzzle.Validate(); err != nil {
		return 0, err
	}
	if maxGuesses < 1 {
		maxGuesses = 1
	}
	s.limit, s.maxGuesses = limit, maxGuesses
	b := &s.stack[0]
	b.left = NumCells
	for i := range b.cand {
		b.cand[i] = allDigits
	}
	for i, v := range puzzle {
		if v != 0 && !b.place(i, v) {
			return 0, nil // valid givens that leave some cell without a candidate
		}
	}
	s.solve(0)
	if s.exhausted {
		return s.count, ErrLimit
	}
	return s.count, nil
}

// solve explores the board at stack[depth]: propagate, then branch on the
// cell with fewest candidates, each branch on a copy at stack[depth+1].
func (s *search) solve(depth int) {
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
func (b *board) place(i int, d uint8) bool {
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
func (b *board) propagate() bool {
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
			if once|placed != allDigits {
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
