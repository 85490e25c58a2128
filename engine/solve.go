package engine

import "errors"

// DefaultMaxGuesses is the search budget of Solve and CountSolutions, and of
// the searches Hint and Rate make: the number of branches a search may enter
// (each guess, and each return to a guess to try its other digits) before it
// gives up with ErrLimit. Every branch costs a bounded amount of work (one
// round of propagation over at most 729 candidates and one choice of the
// next cell), so the budget bounds the time: running it out takes at most
// about 60 ms of CPU time on a current x86-64 core, the worst case a hill
// climb for slow grids finds (TestSearchTimeIsBounded). Solving or proving
// unique the hardest puzzles known takes under a thousand branches; only
// counting tens of thousands of solutions of a sparse grid, or proving a
// sparse grid unsolvable, runs out.
const DefaultMaxGuesses = 1 << 16

// ErrBadLimit means a solution limit below 1 was asked for.
var ErrBadLimit = errors.New("sudoku: the solution limit must be at least 1")

// Solve returns the first solution of puzzle. It fails with *RangeError or
// *ConflictError for an invalid grid, ErrUnsolvable when no solution exists,
// and ErrLimit if DefaultMaxGuesses runs out. It allocates nothing unless it
// returns a *RangeError or *ConflictError.
func Solve(puzzle *Grid) (Grid, error) {
	return SolveBudget(puzzle, DefaultMaxGuesses)
}

// SolveBudget is Solve with an explicit budget of branches (at least 1;
// see DefaultMaxGuesses).
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

// CountSolutionsBudget is CountSolutions with an explicit budget of
// branches (see DefaultMaxGuesses).
func CountSolutionsBudget(puzzle *Grid, limit int, maxGuesses int64) (int, error) {
	if limit < 1 {
		return 0, ErrBadLimit
	}
	var s search
	return s.run(puzzle, limit, maxGuesses)
}

// search holds one solve or count in progress. It lives on the caller's
// stack; nothing in it escapes.
type search struct {
	// stack[k] is the node after k nested guesses; guessed[k] is the guess
	// made at stack[k], whose other branch is taken on backtracking.
	stack      [NumCells + 1]node
	guessed    [NumCells + 1]guess
	solution   Grid
	count      int
	limit      int
	guesses    int64 // branches entered: guesses and returns to a guess's other digits
	maxGuesses int64
	// quickGuess makes the search guess on the first cell with two
	// candidates instead of the best one (see firstPair).
	quickGuess bool
}

// allBitmaps is the dirty set of update with every digit bitmap.
const allBitmaps = bandAll

// guess is a digit tried in a cell: digit d (0..8) at position p of band b.
type guess struct {
	b, p, d uint8
}

// run validates puzzle and counts its solutions up to limit, keeping the
// first in s.solution.
func (s *search) run(puzzle *Grid, limit int, maxGuesses int64) (int, error) {
	if !s.stack[0].load(puzzle) {
		if err := puzzle.Validate(); err != nil {
			return 0, err
		}
		panic("sudoku: solver and Validate disagree on " + puzzle.String())
	}
	s.limit, s.maxGuesses = limit, max(maxGuesses, 1)
	if !s.explore() {
		return s.count, ErrLimit
	}
	return s.count, nil
}

// explore searches depth first from stack[0]. Each guess tries a digit in
// the cell propagate chose (a cell with two candidates when there is one)
// on a copy of the node; when that branch is done, the digit is removed from
// the cell in the original and the search goes on there, so a node is copied
// once per guess and never restored. It returns false if the budget of
// branches ran out.
func (s *search) explore() bool {
	depth := 0
	n := &s.stack[0]
	dirty := uint32(allBitmaps)
	for {
		status, b, p := n.propagate(dirty, s.quickGuess)
		switch status {
		case solved:
			if s.count == 0 {
				n.write(&s.solution)
			}
			s.count++
			if s.count >= s.limit {
				return true
			}
		case stuck:
			if s.guesses >= s.maxGuesses {
				return false
			}
			s.guesses++
			d := n.firstDigit(b, p)
			s.guessed[depth] = guess{uint8(b), uint8(p), uint8(d)}
			next := &s.stack[depth+1]
			*next = *n
			dirty = next.place(b, p, d)
			depth++
			n = next
			continue
		}
		if depth == 0 {
			return true
		}
		if s.guesses >= s.maxGuesses {
			return false
		}
		s.guesses++
		depth--
		n = &s.stack[depth]
		g := s.guessed[depth]
		n.cand[3*int(g.d)+int(g.b)] &^= 1 << g.p
		dirty = 1 << (3*g.d + g.b)
	}
}
