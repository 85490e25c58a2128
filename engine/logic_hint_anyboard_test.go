package engine

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestUniquenessTechniques lists the techniques whose logic assumes one
// solution, written out here (not read from the declarations), and checks
// that on a grid not known to have one the step finder never takes them:
// wherever the rating of a data set's puzzles takes one, the same state on
// any board gives another step or none.
func TestUniquenessTechniques(t *testing.T) {
	want := map[Technique]bool{
		TechUniqueRectangle: true, TechUniqueRectangle2: true, TechUniqueRectangle3: true,
		TechUniqueRectangle4: true, TechUniqueLoop: true, TechUniqueLoop2: true, TechUniqueLoop3: true,
		TechUniqueLoop4: true, TechBUG: true, TechBUG2: true, TechBUG3: true, TechBUG4: true,
		// The extended catalogue's.
		TechUniquenessTest1: true, TechUniquenessTest2: true, TechUniquenessTest3: true,
		TechUniquenessTest4: true, TechUniquenessTest5: true, TechUniquenessTest6: true,
		TechHiddenRectangle: true, TechAvoidableRectangle1: true, TechAvoidableRectangle2: true,
	}
	for _, tech := range headerTechniques() {
		assert.Equal(t, want[tech], techSpecs[tech].Uniqueness, "%s", tech)
	}
	ps := loadSet(t, "se_rated_diabolical_3k.txt")
	if testing.Short() {
		ps = ps[:min(len(ps), 120)]
	}
	met := map[Technique]int{}
	var ls LogicSolver
	var st, other Step
	var cs chainSearch
	for _, text := range ps {
		p := mustParse(t, text)
		require.NoError(t, ls.Reset(&p, nil))
		for !ls.Solved() && ls.Next(&st, MaxRating) {
			if want[st.Technique] {
				met[st.Technique]++
				s := ls.state
				s.anyBoard = true
				if s.findStep(&other, &cs, MaxRating) {
					require.False(t, want[other.Technique], "%s: on any board the finder took %s", text, other.Explain())
				}
			}
			ls.Apply(&st)
		}
	}
	// The same for the extended catalogue's steps.
	for _, text := range ps[:min(len(ps), 40)] {
		p := mustParse(t, text)
		require.NoError(t, ls.Reset(&p, nil))
		for !ls.Solved() && ls.NextIn(&st, StyleExtended) {
			if want[st.Technique] {
				met[st.Technique]++
				s := ls.state
				s.anyBoard = true
				if s.findExtendedStep(&other, &cs) {
					require.False(t, want[other.Technique], "%s: on any board the extended finder took %s", text, other.Explain())
				}
			}
			ls.Apply(&st)
		}
	}
	t.Logf("uniqueness steps met: %v", met)
	assert.NotEmpty(t, met)
}

// solutionsOf lists the solutions of g, up to limit, with the brute-force
// reference.
func solutionsOf(g Grid, limit int) []Grid {
	var out []Grid
	var rec func(i int) bool
	rec = func(i int) bool {
		for i < NumCells && g[i] != 0 {
			i++
		}
		if i == NumCells {
			out = append(out, g)
			return len(out) >= limit
		}
		for d := uint8(1); d <= 9; d++ {
			if refOK(&g, i, d) {
				g[i] = d
				if rec(i + 1) {
					return true
				}
				g[i] = 0
			}
		}
		return false
	}
	rec(0)
	return out
}

// TestHintAnyBoardSteps plays puzzles with several solutions (the classic
// puzzle with givens taken away) with hints on any board, applying each
// step to the grid and the marks: every step must hold in every solution
// (a placement is each solution's digit, an elimination removes a digit no
// solution has there), which logic that assumes one solution would break.
func TestHintAnyBoardSteps(t *testing.T) {
	base := mustParse(t, "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79")
	played := 0
	for k := 0; k < 40; k++ {
		p := base
		removed := 0
		for i := range p {
			if p[i] != 0 && (i*7+k*13)%11 < 3 { // a spread of givens taken away, different for each k
				p[i] = 0
				removed++
			}
		}
		sols := solutionsOf(p, 300)
		if len(sols) < 2 || len(sols) >= 300 {
			continue
		}
		played++
		grid := p
		marks, err := Candidates(&grid)
		require.NoError(t, err)
		for step := 0; ; step++ {
			res, err := HintWith(&p, &grid, &marks, HintOptions{AnyBoard: true})
			require.NoError(t, err)
			assert.Equal(t, 2, res.Solutions)
			if res.Status != HintStep {
				assert.Contains(t, []HintStatus{HintNoStep, HintSolved}, res.Status, "k %d, step %d", k, step)
				break
			}
			st := &res.Step
			assert.False(t, techSpecs[st.Technique].Uniqueness, "k %d: %s", k, st.Explain())
			for _, sol := range sols {
				if st.IsPlacement() {
					require.Equal(t, int(sol[st.Cell]), st.Digit, "k %d: %s", k, st.Explain())
				}
				for i, m := range st.Removed {
					require.Zero(t, m&(1<<(sol[i]-1)), "k %d: %s removes %s's digit of a solution", k, st.Explain(), CellName(i))
				}
			}
			if st.IsPlacement() {
				grid[st.Cell] = uint8(st.Digit)
				marks[st.Cell] = 0
			}
			for i, m := range st.Removed {
				marks[i] &^= m
			}
		}
	}
	assert.GreaterOrEqual(t, played, 5, "puzzles with 2 to 299 solutions played")
}

// TestHintAnyBoardStatuses: without the option a puzzle without one
// solution gets its status; with it, a hint. The player's repeated digits
// are the mistakes (a given is never one); a full grid that breaks no rule
// is solved; a unique puzzle is judged as always.
func TestHintAnyBoardStatuses(t *testing.T) {
	var empty Grid
	res, err := Hint(&empty, &empty, nil)
	require.NoError(t, err)
	assert.Equal(t, HintNotUnique, res.Status)
	assert.Equal(t, 2, res.Solutions)
	res, err = HintWith(&empty, &empty, nil, HintOptions{AnyBoard: true})
	require.NoError(t, err)
	assert.Equal(t, HintNoStep, res.Status, "no logic places a digit on the empty grid")

	puzzle := Grid{0: 1} // r1c1 given
	grid := puzzle
	grid[4] = 1  // r1c5: repeats the given of its row
	grid[40] = 7 // r5c5
	grid[44] = 7 // r5c9: repeats r5c5
	res, err = HintWith(&puzzle, &grid, nil, HintOptions{AnyBoard: true})
	require.NoError(t, err)
	assert.Equal(t, HintMistakes, res.Status)
	assert.Equal(t, 3, res.NumMistakes)
	for _, c := range []int{4, 40, 44} {
		assert.Equal(t, MistakeDigit, res.Mistakes[c], CellName(c))
	}
	assert.Equal(t, MistakeNone, res.Mistakes[0], "a given is not the player's mistake")

	sol := mustParse(t, "534678912672195348198342567859761423426853791713924856961537284287419635345286179")
	res, err = HintWith(&empty, &sol, nil, HintOptions{AnyBoard: true})
	require.NoError(t, err)
	assert.Equal(t, HintSolved, res.Status)

	unsolvable := mustParse(t, "12345678.........9...............................................................")
	res, err = HintWith(&unsolvable, &unsolvable, nil, HintOptions{AnyBoard: true})
	require.NoError(t, err)
	assert.Equal(t, 0, res.Solutions)
	assert.Equal(t, HintNoSolution, res.Status, "r1c9 has no candidate left")

	classic := mustParse(t, "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79")
	wrong := classic
	wrong[2] = 1 // legal, but not the solution's 4
	res, err = HintWith(&classic, &wrong, nil, HintOptions{AnyBoard: true})
	require.NoError(t, err)
	assert.Equal(t, 1, res.Solutions)
	assert.Equal(t, HintMistakes, res.Status, "a unique puzzle is judged against its solution")
}
