package engine

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestRateLevelsAndCap(t *testing.T) {
	p := mustParse(t, classicPuzzle)
	r, err := Rate(&p)
	require.NoError(t, err)
	assert.True(t, r.Complete)
	assert.Equal(t, 12, r.Rating)
	assert.Equal(t, LevelEasy, r.Level)
	sum := 0
	for _, n := range r.Counts {
		sum += int(n)
	}
	assert.Equal(t, r.Steps, sum)

	c := mustParse(t, chainPuzzle)
	r, err = Rate(&c)
	require.NoError(t, err)
	assert.True(t, r.Complete)
	assert.Equal(t, 71, r.Rating)
	assert.Equal(t, TechForcingChain, r.Hardest)
	assert.Equal(t, LevelExtreme, r.Level)

	// Sukaku Explainer rates this one 5.5 with a WXYZ-Wing (it needed a
	// chain before the wings were in the catalogue).
	w := mustParse(t, "48.3............71.2.......7.5....6....2..8.............1.76...3.....4......5....")
	r, err = Rate(&w)
	require.NoError(t, err)
	assert.Equal(t, 55, r.Rating)
	assert.Equal(t, TechWXYZWing, r.Hardest)
	assert.Equal(t, LevelExpert, r.Level)

	capped, err := RateMax(&c, 50)
	require.NoError(t, err)
	assert.True(t, capped.Capped)
	assert.False(t, capped.Complete)
	assert.Equal(t, LevelBeyond, capped.Level)
	assert.LessOrEqual(t, capped.Rating, 50)

	s := mustParse(t, nestedPuzzle)
	r, err = Rate(&s)
	require.NoError(t, err)
	assert.True(t, r.Complete, "nothing valid and unique is beyond the catalogue")
	assert.Equal(t, TechNestedForcingChain, r.Hardest)
	assert.Equal(t, 105, r.Rating)
	assert.Equal(t, LevelExtreme, r.Level)

	empty := Grid{}
	_, err = Rate(&empty)
	assert.ErrorIs(t, err, ErrNotUnique)
	p[2] = 1
	_, err = Rate(&p)
	assert.ErrorIs(t, err, ErrUnsolvable)

	for _, tc := range []struct {
		r    int
		want Level
	}{{10, LevelEasy}, {15, LevelEasy}, {23, LevelMedium}, {28, LevelMedium}, {30, LevelHard}, {44, LevelHard}, {45, LevelExpert}, {64, LevelExpert}, {65, LevelExtreme}, {90, LevelExtreme}} {
		assert.Equal(t, tc.want, LevelOf(tc.r), "rating %d", tc.r)
	}
}
