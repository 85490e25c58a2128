package engine

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

const (
	classicPuzzle   = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
	classicSolution = "534678912672195348198342567859761423426853791713924856961537284287419635345286179"
	chainPuzzle     = "..4.3.....167.53...8........72....4.19.2..8......7......7.1...5........3..8..46.."
	// nestedPuzzle needs nested forcing chains (SE 10.5).
	nestedPuzzle = "1....7.9..3..2...8..96..5....53..9...1..8...26....4...3......1..4......7..7...3.."
)

func TestHintMistakesFirst(t *testing.T) {
	p := mustParse(t, classicPuzzle)
	sol := mustParse(t, classicSolution)

	g := p
	g[2] = sol[2]%9 + 1 // wrong digit in r1c3
	g[3] = sol[3]       // right digit in r1c4
	res, err := Hint(&p, &g, nil)
	require.NoError(t, err)
	assert.Equal(t, HintMistakes, res.Status)
	assert.Equal(t, 1, res.NumMistakes)
	assert.Equal(t, MistakeDigit, res.Mistakes[2])
	assert.Equal(t, MistakeNone, res.Mistakes[3])

	// Marks that leave out the solution digit of r9c1; 0 masks mean "none".
	var marks [NumCells]uint16
	marks[72] = allDigits &^ (1 << (sol[72] - 1))
	res, err = Hint(&p, &p, &marks)
	require.NoError(t, err)
	assert.Equal(t, HintMistakes, res.Status)
	assert.Equal(t, MistakeMarks, res.Mistakes[72])
	assert.Equal(t, 1, res.NumMistakes)

	// A player's given erased from grid is read from the puzzle.
	g = p
	g[0] = 0
	res, err = Hint(&p, &g, nil)
	require.NoError(t, err)
	assert.Equal(t, HintStep, res.Status)

	res, err = Hint(&p, &sol, nil)
	require.NoError(t, err)
	assert.Equal(t, HintSolved, res.Status)
}

func TestHintStatuses(t *testing.T) {
	empty := Grid{}
	res, err := Hint(&empty, &empty, nil)
	require.NoError(t, err)
	assert.Equal(t, HintNotUnique, res.Status)

	p := mustParse(t, classicPuzzle)
	p[2] = 1 // breaks no rule, leaves no solution
	res, err = Hint(&p, &p, nil)
	require.NoError(t, err)
	assert.Equal(t, HintNoSolution, res.Status)

	// A search that runs out of work says so; it never guesses.
	nested := mustParse(t, nestedPuzzle)
	var ls LogicSolver
	ls.workLimit = 1000
	require.NoError(t, ls.Reset(&nested, nil))
	var st Step
	for ls.Next(&st, MaxRating) {
		ls.Apply(&st)
	}
	require.False(t, ls.Solved())
	require.ErrorIs(t, ls.Err(), ErrLimit)
	g := ls.Grid()
	c := ls.Candidates()
	_, err = ls.Hint(&nested, &g, &c)
	assert.ErrorIs(t, err, ErrLimit)
	r, err := ls.Rate(&nested, MaxRating)
	assert.ErrorIs(t, err, ErrLimit)
	assert.False(t, r.Complete)
	assert.GreaterOrEqual(t, r.Rating, TechNishioForcingChain.BaseRating(), "a lower bound: the producers tried had nothing")

	bad := mustParse(t, classicPuzzle)
	g = bad
	g[0] = 10
	_, err = Hint(&bad, &g, nil)
	var re *RangeError
	require.ErrorAs(t, err, &re)
	assert.Equal(t, 0, re.Cell)
	bad[1] = 5
	_, err = Hint(&bad, &bad, nil)
	var ce *ConflictError
	require.ErrorAs(t, err, &ce)
}

// TestHintWithMarks checks that the player's (correct) pencil marks are
// used: with every cell narrowed down to its solution digit, every digit has
// one place left in each box, so the hint is a box single (or full house).
func TestHintWithMarks(t *testing.T) {
	p := mustParse(t, classicPuzzle)
	sol := mustParse(t, classicSolution)
	var marks [NumCells]uint16
	for i := range marks {
		if p[i] == 0 {
			marks[i] = 1 << (sol[i] - 1) // the player has narrowed every cell down
		}
	}
	res, err := Hint(&p, &p, &marks)
	require.NoError(t, err)
	require.Equal(t, HintStep, res.Status)
	// Every unit now has one place per digit: a full house or hidden single
	// in a box is the simplest step, at most 1.2.
	assert.LessOrEqual(t, res.Step.Rating, 12)
	assert.True(t, res.Step.IsPlacement())
	assert.Equal(t, int(sol[res.Step.Cell]), res.Step.Digit)
}

// TestMarksAboveTheDigitsAreRefused checks that a mark mask with a bit above
// the nine digits' is an error naming the first such cell (issue 17.10),
// in Hint, FindStep and LogicSolver.Reset, rather than a set of other digits
// or, with only such bits, "no marks". A host numbering digit d as bit d
// sets 0x200 for digit 9.
func TestMarksAboveTheDigitsAreRefused(t *testing.T) {
	p := mustParse(t, classicPuzzle)
	sol := mustParse(t, classicSolution)
	cases := []struct {
		name  string
		cell  int
		marks uint16
	}{
		{"only bit 9 (digit 9 as bit d)", 2, 0x200},
		{"a digit and bit 9", 2, 1<<(sol[2]-1) | 0x200},
		{"the top bit", 80, 0x8000},
		{"on a filled cell", 0, 0x400},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			var marks [NumCells]uint16
			for i := range marks {
				if p[i] == 0 {
					marks[i] = 1 << (sol[i] - 1)
				}
			}
			marks[tc.cell] = tc.marks
			want := &MarksError{Cell: tc.cell, Marks: tc.marks}
			wantText := "sudoku: the pencil marks of " + CellName(tc.cell) + " are 0x"
			_, err := Hint(&p, &p, &marks)
			var me *MarksError
			if assert.ErrorAs(t, err, &me, "Hint") {
				assert.Equal(t, want, me)
				assert.Contains(t, err.Error(), wantText)
			}
			_, err = FindStep(&p, &marks)
			assert.ErrorAs(t, err, &me, "FindStep")
			var ls LogicSolver
			assert.ErrorAs(t, ls.Reset(&p, &marks), &me, "Reset")
		})
	}
	// The largest valid mask still means "any digit".
	var marks [NumCells]uint16
	marks[2] = allDigits
	res, err := Hint(&p, &p, &marks)
	require.NoError(t, err)
	assert.Equal(t, HintStep, res.Status)
}
