package engine

import (
	"context"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestExplainReplaysToTheSolution: the steps of Explain, applied one by one
// to the puzzle's candidates by this test (not the step finder), never
// remove a solution digit, place only solution digits, and end at the
// solution; they are the steps the rating counted, and the rating is Rate's.
func TestExplainReplaysToTheSolution(t *testing.T) {
	for _, text := range []string{
		"53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79",
		"48.3............71.2.......7.5....6....2..8.............1.76...3.....4......5....",
	} {
		p := mustParse(t, text)
		e, err := Explain(&p)
		require.NoError(t, err)
		r, err := Rate(&p)
		require.NoError(t, err)
		assert.Equal(t, r, e.Rating)
		require.Len(t, e.Steps, r.Steps)
		sol, err := Solve(&p)
		require.NoError(t, err)
		grid := p
		cand, err := Candidates(&grid)
		require.NoError(t, err)
		var counts [NumTechniques]uint16
		for i, st := range e.Steps {
			counts[st.Technique]++
			require.NotEmpty(t, st.Explain(), "step %d", i)
			if st.IsPlacement() {
				require.Equal(t, int(sol[st.Cell]), st.Digit, "step %d: %s", i, st.Explain())
				require.NotZero(t, cand[st.Cell]&(1<<(st.Digit-1)), "step %d places a digit the marks had ruled out", i)
				grid[st.Cell] = uint8(st.Digit)
				cand[st.Cell] = 0
				for c := range cand { // the digit leaves the cell's peers
					if c != st.Cell && (RowOf(c) == RowOf(st.Cell) || ColOf(c) == ColOf(st.Cell) || BoxOf(c) == BoxOf(st.Cell)) {
						cand[c] &^= 1 << (st.Digit - 1)
					}
				}
			}
			for c, m := range st.Removed {
				require.Zero(t, m&(1<<(sol[c]-1)), "step %d removes %s's solution digit", i, CellName(c))
				cand[c] &^= m
			}
		}
		assert.Equal(t, r.Counts, counts)
		assert.Equal(t, sol, grid, "the steps end at the solution")
	}

	// Nested forcing chains (once beyond the catalogue) finish the path;
	// when the chain work runs out, the error is Rate's.
	nested := mustParse(t, nestedPuzzle)
	e, err := Explain(&nested)
	require.NoError(t, err)
	assert.True(t, e.Rating.Complete)
	assert.Equal(t, 105, e.Rating.Rating)
	assert.Len(t, e.Steps, e.Rating.Steps)
	var limited LogicSolver
	limited.workLimit = 1000
	_, err = limited.ExplainContext(context.Background(), &nested, MaxRating)
	assert.ErrorIs(t, err, ErrLimit)
	var empty Grid
	_, err = Explain(&empty)
	assert.ErrorIs(t, err, ErrNotUnique)
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	p := mustParse(t, "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79")
	_, err = ExplainContext(ctx, &p)
	assert.ErrorIs(t, err, context.Canceled)
}

// TestExplainMax: a cap stops the path where RateMax stops.
func TestExplainMax(t *testing.T) {
	p := mustParse(t, "48.3............71.2.......7.5....6....2..8.............1.76...3.....4......5....")
	e, err := ExplainMax(&p, 50) // below its WXYZ-Wing (5.5)
	require.NoError(t, err)
	r, err := RateMax(&p, 50)
	require.NoError(t, err)
	assert.Equal(t, r, e.Rating)
	assert.True(t, e.Rating.Capped)
	assert.Len(t, e.Steps, r.Steps)
	for _, st := range e.Steps {
		assert.LessOrEqual(t, st.Rating, 50)
	}
}
