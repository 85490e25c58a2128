//go:build linux || darwin || freebsd || netbsd

package sudoku

import (
	"context"
	"testing"

	"github.com/libsudoku/libsudoku/engine"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestRateAgreesWithEngine rates data sets through the library and with
// package engine directly.
func TestRateAgreesWithEngine(t *testing.T) {
	lib := open(t)
	ps := append(puzzles(t, "se_rated_diabolical_3k.txt", 60), puzzles(t, "top95.txt", 30)...)
	for _, text := range ps {
		p, err := lib.Parse(text)
		require.NoError(t, err)
		ep := engine.Grid(p)
		want, werr := engine.Rate(&ep)
		got, err := lib.Rate(&p)
		if werr != nil {
			require.Error(t, err, text)
			continue
		}
		require.NoError(t, err, text)
		assert.Equal(t, want.Rating, got.Rating, text)
		assert.Equal(t, int(want.Hardest), int(got.Hardest), text)
		assert.Equal(t, int(want.Level), int(got.Level), text)
		assert.Equal(t, want.Complete, got.Complete, text)
		assert.Equal(t, want.Steps, got.Steps, text)
		assert.Equal(t, want.Counts[:], got.Counts[:NumTechniques], text)
	}
}

// TestHintWalkAgreesWithEngine plays puzzles with hints of both styles
// through the library and the engine side by side, comparing every field of
// every hint.
func TestHintWalkAgreesWithEngine(t *testing.T) {
	lib := open(t)
	for _, style := range []HintStyle{StyleSE, StyleExtended} {
		t.Run(style.String(), func(t *testing.T) { hintWalk(t, lib, style) })
	}
	_, err := lib.HintWith(&Grid{}, &Grid{}, nil, HintOptions{Style: 2})
	assert.ErrorIs(t, err, StatusArg)
}

func hintWalk(t *testing.T, lib *Library, style HintStyle) {
	for _, text := range append([]string{
		"..4.3.....167.53...8........72....4.19.2..8......7......7.1...5........3..8..46..",
	}, puzzles(t, "top95.txt", 8)...) {
		p, err := lib.Parse(text)
		require.NoError(t, err)
		ep := engine.Grid(p)
		grid := p
		var marks [NumCells]uint16
		for i, v := range grid {
			if v == 0 {
				marks[i] = 0x1FF
			}
		}
		for n := 0; ; n++ {
			require.Less(t, n, 1000)
			eg := engine.Grid(grid)
			em := marks
			want, werr := engine.HintWith(&ep, &eg, &em, engine.HintOptions{Style: engine.HintStyle(style)})
			got, err := lib.HintWith(&p, &grid, &marks, HintOptions{Style: style})
			require.NoError(t, werr)
			require.NoError(t, err)
			require.Equal(t, int(want.Status), int(got.Status), text)
			require.NotEmpty(t, got.Text)
			if got.Status != HintStep {
				break
			}
			ws, gs := &want.Step, &got.Step
			require.Equal(t, ws.Explain(), got.Text)
			require.Equal(t, int(ws.Technique), int(gs.Technique))
			require.Equal(t, ws.Rating, gs.Rating)
			require.Equal(t, ws.Cell, gs.Cell)
			require.Equal(t, ws.Digit, gs.Digit)
			require.Equal(t, ws.Removed, gs.Removed)
			require.Equal(t, ws.Digits, gs.Digits)
			require.Equal(t, ws.NumRemoved(), gs.NumRemoved())
			require.Equal(t, ws.PatternCells(), gs.PatternCells())
			require.Equal(t, ws.PatternUnits(), gs.PatternUnits())
			require.Equal(t, len(ws.Chain()), len(gs.Chain()))
			for k, node := range ws.Chain() {
				require.Equal(t, ChainNode{node.Cell, node.Digit, node.On}, gs.Chain()[k])
			}
			if gs.IsPlacement() {
				grid[gs.Cell] = uint8(gs.Digit)
				marks[gs.Cell] = 0
			} else {
				for i, m := range gs.Removed {
					marks[i] &^= m
				}
			}
		}
	}
}

func TestHintMistakesAndErrors(t *testing.T) {
	lib := open(t)
	p, err := lib.Parse("53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79")
	require.NoError(t, err)
	sol, err := lib.Solve(&p)
	require.NoError(t, err)
	grid := p
	grid[2] = sol[2]%9 + 1
	res, err := lib.Hint(&p, &grid, nil)
	require.NoError(t, err)
	assert.Equal(t, HintMistakes, res.Status)
	assert.Equal(t, 1, res.NumMistakes)
	assert.Equal(t, MistakeDigit, res.Mistakes[2])

	res, err = lib.Hint(&p, &sol, nil)
	require.NoError(t, err)
	assert.Equal(t, HintSolved, res.Status)

	grid[40] = 12
	_, err = lib.Hint(&p, &grid, nil)
	var e *Error
	require.ErrorAs(t, err, &e)
	assert.Equal(t, StatusRange, e.Status)
	assert.Equal(t, []int{40}, e.Cells)

	var empty Grid
	_, err = lib.Rate(&empty)
	assert.ErrorIs(t, err, ErrNotUnique)
	res, err = lib.Hint(&empty, &empty, nil)
	require.NoError(t, err)
	assert.Equal(t, HintNotUnique, res.Status)

	bad, err := lib.Parse("......8...824.....19..63....5..8.7..6782.9143..3.4..8....62..94.....561....6.....")
	require.NoError(t, err)
	_, err = lib.Rate(&bad)
	require.ErrorAs(t, err, &e)
	assert.Equal(t, []int{57, 75}, e.Cells)
	_, err = Rate(&bad)
	assert.ErrorIs(t, err, StatusConflict)
}

// TestCandidates compares the library's pencil marks with the engine's on
// puzzles of a data set, and checks that a bad grid is refused.
func TestCandidates(t *testing.T) {
	lib := open(t)
	for _, text := range puzzles(t, "17_clue.txt", 50) {
		p, err := lib.Parse(text)
		require.NoError(t, err)
		got, err := lib.Candidates(&p)
		require.NoError(t, err)
		ep := engine.Grid(p)
		want, err := engine.Candidates(&ep)
		require.NoError(t, err)
		assert.Equal(t, want, got, text)
	}
	bad := Grid{0: 4, 9: 4}
	_, err := lib.Candidates(&bad)
	var ce *ConflictError
	require.ErrorAs(t, err, &ce)
	assert.Equal(t, [2]int{0, 9}, ce.Cells)
}

// TestHintAnyBoard compares hints on any board with the engine's, on the
// classic puzzle with givens taken away (several solutions): the same
// status, step, explanation and number of solutions.
func TestHintAnyBoard(t *testing.T) {
	lib := open(t)
	base, err := lib.Parse("53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79")
	require.NoError(t, err)
	for k := 1; k <= 12; k++ {
		p := base
		for i, n := 0, 0; i < NumCells && n < k; i++ {
			if p[i] != 0 {
				p[i], n = 0, n+1
			}
		}
		got, err := lib.HintWith(&p, &p, nil, HintOptions{AnyBoard: true})
		require.NoError(t, err)
		ep := engine.Grid(p)
		want, err := engine.HintWith(&ep, &ep, nil, engine.HintOptions{AnyBoard: true})
		require.NoError(t, err)
		assert.Equal(t, want.Solutions, got.Solutions, "k %d", k)
		assert.Equal(t, int(want.Status), int(got.Status), "k %d", k)
		if want.Status == engine.HintStep {
			assert.Equal(t, int(want.Step.Technique), int(got.Step.Technique))
			assert.Equal(t, want.Step.Cell, got.Step.Cell)
			assert.Equal(t, want.Step.Removed, got.Step.Removed)
			if want.Solutions != 1 {
				assert.Equal(t, want.Step.Explain()+" (The puzzle has more than one solution, so mistakes cannot be judged.)", got.Text)
			}
		}
		plain, err := lib.Hint(&p, &p, nil)
		require.NoError(t, err)
		if want.Solutions == 2 {
			assert.Equal(t, HintNotUnique, plain.Status)
		}
	}
}

// TestExplainAgreesWithEngine compares every step of every path, and its
// explanation, with package engine's Explain; then asks again with the
// smallest first buffers, so that the call is repeated at the sizes the
// library reports.
func TestExplainAgreesWithEngine(t *testing.T) {
	lib := open(t)
	ps := append(puzzles(t, "se_rated_diabolical_3k.txt", 30), puzzles(t, "top95.txt", 10)...)
	check := func(text string) {
		p, err := lib.Parse(text)
		require.NoError(t, err)
		ep := engine.Grid(p)
		want, werr := engine.Explain(&ep)
		got, err := lib.Explain(&p)
		if werr != nil {
			require.Error(t, err, text)
			return
		}
		require.NoError(t, err, text)
		assert.Equal(t, want.Rating.Rating, got.Rating.Rating, text)
		assert.Equal(t, int(want.Rating.Level), int(got.Rating.Level), text)
		assert.Equal(t, want.Rating.Complete, got.Rating.Complete, text)
		assert.Equal(t, want.Rating.Counts[:], got.Rating.Counts[:NumTechniques], text)
		require.Len(t, got.Steps, len(want.Steps), text)
		for k := range want.Steps {
			w, g := &want.Steps[k], &got.Steps[k]
			assert.Equal(t, int(w.Technique), int(g.Technique), "%s step %d", text, k)
			assert.Equal(t, w.Cell, g.Cell, "%s step %d", text, k)
			assert.Equal(t, w.Digit, g.Digit, "%s step %d", text, k)
			assert.Equal(t, w.Removed, g.Removed, "%s step %d", text, k)
			assert.Equal(t, w.PatternCells(), g.PatternCells(), "%s step %d", text, k)
			assert.Equal(t, len(w.Chain()), len(g.Chain()), "%s step %d", text, k)
			assert.Equal(t, w.Explain(), g.Explain(), "%s step %d", text, k)
		}
	}
	for _, text := range ps {
		check(text)
	}
	steps, size := explainFirstSteps, explainFirstText
	defer func() { explainFirstSteps, explainFirstText = steps, size }()
	for _, first := range [][2]int{{0, 0}, {1, 1}, {5, 200}} {
		explainFirstSteps, explainFirstText = first[0], first[1]
		check(ps[0])
	}
}

// TestExplainCapAndErrors: the cap as RateMax's; errors and cancellation as
// Rate's.
func TestExplainCapAndErrors(t *testing.T) {
	lib := open(t)
	p, err := lib.Parse("48.3............71.2.......7.5....6....2..8.............1.76...3.....4......5....")
	require.NoError(t, err)
	e, err := lib.ExplainMax(&p, 50) // below its WXYZ-Wing (5.5)
	require.NoError(t, err)
	r, err := lib.RateMax(&p, 50)
	require.NoError(t, err)
	assert.Equal(t, r, e.Rating)
	assert.True(t, e.Rating.Capped)
	_, err = lib.ExplainMax(&p, 0)
	assert.Error(t, err)
	var empty Grid
	_, err = lib.Explain(&empty)
	assert.ErrorIs(t, err, ErrNotUnique)
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	_, err = lib.ExplainContext(ctx, &p)
	assert.ErrorIs(t, err, context.Canceled)
	var se *Error
	require.ErrorAs(t, err, &se)
	assert.Equal(t, StatusCancelled, se.Status)
}
