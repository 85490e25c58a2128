package engine

// This file is the solver's entry point for the generator: "do these givens
// have a solution in which this cell does not hold this digit?". The
// generator asks it for every clue it tries to remove, so it reuses one
// search and allocates nothing.

// hasOtherSolution reports whether the givens g, which must be valid, have
// a solution in which cell, which must not be a given, does not hold digit
// notDigit (1..9); the first one found is left in s.solution. exhausted is
// true when maxGuesses ran out before an answer; found is then false. The
// answer depends only on the givens, not on the way the search goes, so
// any exact solver gives the same one.
//
// It guesses on the first cell with two candidates (see firstPair): its
// searches seldom need more than a few guesses.
func (s *search) hasOtherSolution(g *givenBits, cell int, notDigit uint8, maxGuesses int64) (found, exhausted bool) {
	return s.otherSolutionOn(g, cell, notDigit, maxGuesses, vectorSupported)
}

// otherSolutionOn is hasOtherSolution with the vector propagation or
// without (the tests compare the two).
func (s *search) otherSolutionOn(g *givenBits, cell int, notDigit uint8, maxGuesses int64, vector bool) (found, exhausted bool) {
	b, p := cell/27, cell%27
	n := &s.root
	n.start(g)
	n.cand[b][(notDigit-1)%9] &^= 1 << p
	s.count, s.limit = 0, 1
	s.guesses, s.maxGuesses = 0, max(maxGuesses, 1)
	s.quickGuess = true
	s.vector = vector
	if s.explore(); s.exhausted {
		return false, true
	}
	return s.count > 0, false
}
