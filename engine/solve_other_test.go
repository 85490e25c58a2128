package engine

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// checkOther asks hasOtherSolution and the generator's former check (on its
// own solver) whether q has a solution with cell c != d, compares both with
// the general counter when q is known to have exactly one solution with
// c == d, and checks the solution hasOtherSolution reports.
func checkOther(t *testing.T, s *search, gs *genSolver, q *Grid, c int, d uint8, what string) bool {
	t.Helper()
	var g givenBits
	require.True(t, g.read(q), what)
	found, exhausted := s.hasOtherSolution(&g, c, d, genMaxGuesses)
	require.False(t, exhausted, what)
	if found {
		require.True(t, refValid(&s.solution), what)
		require.True(t, refAgrees(q, &s.solution), what)
		require.NotEqual(t, d, s.solution[c], what)
	}
	var has [27]uint16
	for i, v := range q {
		if v != 0 {
			for _, u := range cellUnits[i] {
				has[u] |= 1 << (v - 1)
			}
		}
	}
	old, ok := gs.otherSolutionFrom(q, &has, c, d)
	require.True(t, ok, what)
	require.Equal(t, old, found, "%s: %s cell %s digit %d", what, q.String(), CellName(c), d)
	return found
}

// TestHasOtherSolutionAgreesWithFormerCheck compares the generator's
// uniqueness question on the band solver with the generator's former check
// and with the general counter, on random subsets of random grids (from
// nearly empty to nearly full) and on every clue of generated puzzles.
func TestHasOtherSolutionAgreesWithFormerCheck(t *testing.T) {
	var s search
	var gs genSolver
	r := newRNG(11)
	trials := 20000
	if testing.Short() {
		trials = 2000
	}
	perm := make([]uint8, NumCells)
	for i := range perm {
		perm[i] = uint8(i)
	}
	foundCount := 0
	for trial := range trials {
		full := gs.fillRandom(&r)
		p := full
		keep := 17 + r.intn(50)
		r.shuffle(perm)
		for _, c := range perm[keep:] {
			p[c] = 0
		}
		// Remove one more clue c: p-c has a solution with c != full[c]
		// iff it has two, when p itself is unique.
		c := int(perm[r.intn(keep)])
		q := p
		q[c] = 0
		what := "trial " + CellName(c)
		found := checkOther(t, &s, &gs, &q, c, full[c], what)
		if n, err := CountSolutions(&p, 2); err == nil && n == 1 {
			nq, err := CountSolutions(&q, 2)
			require.NoError(t, err)
			assert.Equal(t, nq == 2, found, "trial %d", trial)
		}
		if found {
			foundCount++
		}
		// A digit other than the solution's: the solution itself is one.
		e := full[c]%9 + 1
		require.True(t, checkOther(t, &s, &gs, &q, c, e, what), "trial %d", trial)
	}
	assert.Greater(t, foundCount, trials/10)
	assert.Less(t, foundCount, trials*9/10)

	// Generated minimal puzzles: every clue is needed, and every
	// non-given cell is forced.
	for seed := range uint64(50) {
		res, err := Generate(&GenerateOptions{Seed: seed})
		require.NoError(t, err)
		for c, v := range res.Puzzle {
			q := res.Puzzle
			q[c] = 0
			if v != 0 {
				require.True(t, checkOther(t, &s, &gs, &q, c, v, "minimal"), "seed %d clue %s", seed, CellName(c))
			} else {
				require.False(t, checkOther(t, &s, &gs, &q, c, res.Solution[c], "minimal"), "seed %d cell %s", seed, CellName(c))
			}
		}
	}
}

// TestHasOtherSolutionAllocatesNothing checks the search, and a whole
// generation on a reused generator.
func TestHasOtherSolutionAllocatesNothing(t *testing.T) {
	res, err := Generate(&GenerateOptions{Seed: 3})
	require.NoError(t, err)
	var g givenBits
	q := res.Puzzle
	c := 0
	for q[c] == 0 {
		c++
	}
	q[c] = 0
	require.True(t, g.read(&q))
	var s search
	assert.Equal(t, 0.0, testing.AllocsPerRun(50, func() {
		s.hasOtherSolution(&g, c, res.Solution[c], genMaxGuesses)
	}))
	gen := newGenerator(&GenerateOptions{Symmetry: SymmetryRotate180}, 0, nil)
	seed := uint64(0)
	assert.Equal(t, 0.0, testing.AllocsPerRun(20, func() {
		gen.rng = newRNG(itemSeed(0, seed))
		seed++
		gen.run()
	}))
}
