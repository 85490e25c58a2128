package engine

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestFillRandomMakesValidDistinctGrids(t *testing.T) {
	var s genSolver
	r := newRNG(1)
	seen := map[Grid]bool{}
	for range 300 {
		g := s.fillRandom(&r)
		require.True(t, refValid(&g), "%s", g.String())
		require.Equal(t, 81, g.Givens())
		seen[g] = true
	}
	assert.Len(t, seen, 300)
}

// TestOtherSolutionAgreesWithCounter checks otherSolution against the
// general counter on random subsets of random grids (the generator's count
// is one of the solvers of solve_solvers_test.go).
func TestOtherSolutionAgreesWithCounter(t *testing.T) {
	var s genSolver
	r := newRNG(2)
	for trial := range 2000 {
		full := s.fillRandom(&r)
		p := full
		keep := 20 + r.intn(30)
		perm := make([]uint8, 81)
		for i := range perm {
			perm[i] = uint8(i)
		}
		r.shuffle(perm)
		for _, c := range perm[keep:] {
			p[c] = 0
		}
		want, err := CountSolutions(&p, 2)
		require.NoError(t, err)
		// Removing clue c keeps p unique iff no solution avoids full[c].
		c := int(perm[r.intn(keep)])
		q := p
		q[c] = 0
		other, ok := s.otherSolution(&q, c, full[c])
		require.True(t, ok)
		nq, err := CountSolutions(&q, 2)
		require.NoError(t, err)
		if want == 1 {
			assert.Equal(t, nq == 2, other, "trial %d", trial)
		}
		if other {
			assert.True(t, refValid(&s.solution) && refAgrees(&q, &s.solution))
			assert.NotEqual(t, full[c], s.solution[c])
		}
		// The same question through the unit-mask entry point.
		var has [27]uint16
		for i, v := range q {
			if v != 0 {
				for _, u := range cellUnits[i] {
					has[u] |= 1 << (v - 1)
				}
			}
		}
		other2, ok := s.otherSolutionFrom(&q, &has, c, full[c])
		require.True(t, ok)
		assert.Equal(t, other, other2, "trial %d", trial)
		if other2 {
			assert.True(t, refValid(&s.solution) && refAgrees(&q, &s.solution))
			assert.NotEqual(t, full[c], s.solution[c])
		}
	}
}

// TestPropagateReachesFixpoint checks that after start no naked or hidden
// single is left on the board.
func TestPropagateReachesFixpoint(t *testing.T) {
	var s genSolver
	r := newRNG(3)
	trials := 3000
	if testing.Short() {
		trials = 300
	}
	for trial := range trials {
		full := s.fillRandom(&r)
		p := full
		perm := make([]uint8, 81)
		for i := range perm {
			perm[i] = uint8(i)
		}
		r.shuffle(perm)
		for _, c := range perm[18+r.intn(20):] {
			p[c] = 0
		}
		if !s.start(&p, -1, 0) {
			t.Fatalf("trial %d: contradiction on a subset of a solution", trial)
		}
		b := &s.stack[0]
		for i, m := range b.cand {
			if b.grid[i] == 0 {
				require.True(t, m&(m-1) != 0, "trial %d: naked single left in %s", trial, CellName(i))
			}
		}
		for u := range unitCells {
			var once, twice uint16
			for _, c := range unitCells[u] {
				twice |= once & b.cand[c]
				once |= b.cand[c]
			}
			require.Zero(t, once&^twice, "trial %d: hidden single left in %v", trial, UnitByID(u))
		}
	}
}
