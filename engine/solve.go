package engine

import (
	"errors"
	"math/bits"
)

// DefaultMaxGuesses is the search budget of Solve and CountSolutions, and of
// the searches Hint and Rate make: the number of branches a search may enter
// (each guess, and each return to a guess to try its other digits) before it
// gives up with ErrLimit. Every branch costs a bounded amount of work (one
// round of propagation over at most 729 candidates and one choice of the
// next cell), so the budget bounds the time: running it out takes at most
// about 50 ms of CPU time on a current x86-64 core (30 ms with the AVX-512
// propagation, see VectorPropagation), the worst case a hill climb for slow
// grids finds (TestSearchTimeIsBounded). Solving or proving
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
// stack; nothing in it escapes. The nodes below the root live in the
// frames of visit, one per nested guess, so that a search pays only for the
// depth it reaches.
type search struct {
	root       node
	solution   Grid
	count      int
	limit      int
	guesses    int64 // branches entered: guesses and returns to a guess's other digits
	maxGuesses int64
	exhausted  bool // the budget of branches ran out
	// quickGuess makes the search guess on the first cell with two
	// candidates instead of the best one (see firstPair).
	quickGuess bool
	// vector propagates with propagateVector instead of propagate: the
	// same results, faster (see solve_avx512.go).
	vector bool
}

// allBitmaps is the dirty set of update with every digit bitmap.
const allBitmaps = bandAll

// run validates puzzle and counts its solutions up to limit, keeping the
// first in s.solution.
func (s *search) run(puzzle *Grid, limit int, maxGuesses int64) (int, error) {
	return s.runOn(puzzle, limit, maxGuesses, vectorSupported)
}

// runOn is run with the vector propagation or without (the tests compare
// the two).
func (s *search) runOn(puzzle *Grid, limit int, maxGuesses int64, vector bool) (int, error) {
	if !s.root.load(puzzle) {
		if err := puzzle.Validate(); err != nil {
			return 0, err
		}
		panic("sudoku: solver and Validate disagree on " + puzzle.String())
	}
	s.limit, s.maxGuesses = limit, max(maxGuesses, 1)
	s.vector = vector
	if s.explore(); s.exhausted {
		return s.count, ErrLimit
	}
	return s.count, nil
}

// explore searches depth first from s.root until it has found s.limit
// solutions, the tree is done, or the budget of branches runs out (then
// s.exhausted is set).
func (s *search) explore() {
	s.exhausted = false
	if s.vector {
		s.visitVector(&s.root, &s.root, 0, 0, -1, false) // d < 0: no change at the root
		return
	}
	s.visit(&s.root, allBitmaps)
}

// branch searches below node n with digit d placed in cell p of band b.
// It takes n by value, which makes the copy of the node for the guess: a
// local whose address went to the recursive call (as n would, inlined into
// visit) would be moved to the heap.
//
//go:noinline
func (s *search) branch(n node, b, p, d int) bool {
	return s.visit(&n, n.place(b, p, d))
}

// visit searches below n, whose bitmaps in dirty have changed since it was
// last propagated. Each guess tries a digit in the cell propagate chose (a
// cell with two candidates when there is one) on a copy of the node; when
// that branch is done, the digit is removed from the cell in n and the
// search goes on there, so a node is copied once per guess and never
// restored. It returns true when the search must stop: s.limit solutions
// found, or the budget spent.
func (s *search) visit(n *node, dirty uint32) bool {
	for {
		status, b, p := n.propagate(dirty, s.quickGuess)
		switch status {
		case solved:
			if s.count == 0 {
				n.write(&s.solution)
			}
			s.count++
			return s.count >= s.limit
		case deadEnd:
			return false
		}
		if s.guesses >= s.maxGuesses {
			s.exhausted = true
			return true
		}
		s.guesses++
		d := n.firstDigit(b, p)
		if s.branch(*n, b, p, d) {
			return true
		}
		if s.guesses >= s.maxGuesses {
			s.exhausted = true
			return true
		}
		s.guesses++
		n.cand[b][d] &^= 1 << p
		dirty = 1 << (3*d + b)
		// When the cell had two digits, the other one is placed at once
		// (the same fixed point, found sooner).
		if e := n.onlyDigit(b, p); e >= 0 {
			dirty |= n.place(b, p, e)
		}
	}
}

// visitVector is visit with propagateVector (see solve_avx512_amd64.go):
// the same search, in the same order, but the change that starts each
// round of propagation (digit d placed in cell p of band b, or with place
// false removed from it) is made by propagateVector as it loads the node,
// and the first round sets n from node from (n itself, or the parent of a
// guess), which spares the copy of the node.
func (s *search) visitVector(n, from *node, b, p, d int, place bool) bool {
	for {
		status, gb, gp, gd, digits := n.propagateVector(from, b, p, d, place, s.quickGuess)
		from = n
		switch status {
		case solved:
			if s.count == 0 {
				n.write(&s.solution)
			}
			s.count++
			return s.count >= s.limit
		case deadEnd:
			return false
		}
		if s.guesses >= s.maxGuesses {
			s.exhausted = true
			return true
		}
		s.guesses++
		d = gd
		if s.branchVector(n, gb, gp, d) {
			return true
		}
		if s.guesses >= s.maxGuesses {
			s.exhausted = true
			return true
		}
		s.guesses++
		// Back to the cell to try its other digits: when it had two, the
		// other one is placed at once (the same fixed point, a pass sooner).
		b, p, place = gb, gp, false
		if other := digits &^ (1 << d); digits != 0 && other&(other-1) == 0 {
			d, place = bits.TrailingZeros32(other), true
		}
	}
}

// branchVector searches below parent with digit d placed in cell p of
// band b: the other digits removed from it. The child node lives in its
// frame; visitVector sets it from parent as it propagates. It is not
// inlined, so that each nested guess adds one frame and one node.
//
//go:noinline
func (s *search) branchVector(parent *node, b, p, d int) bool {
	var child node
	return s.visitVector(&child, parent, b, p, d, true)
}
