package engine

import (
	"fmt"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestVariantStepsAgreeOnGeneratedPacks solves whole generated packs of
// every kind with the step finder (10 puzzles a kind up to 9×9, 2 above)
// and checks every step against the puzzle's solution, apart from the
// finder: a placement puts the solution's digit, an elimination never
// removes it. On grids up to 9×9 it also checks that Rate agrees with the
// walk.
func TestVariantStepsAgreeOnGeneratedPacks(t *testing.T) {
	used := map[Technique]int{}
	defer func() {
		names := map[string]int{}
		for tech, n := range used {
			names[VariantTechniqueName(tech)+fmt.Sprintf(" (%d)", tech)] = n
		}
		t.Logf("steps by technique: %v", names)
	}()
	for _, gc := range generateCases() {
		base, err := ParseVariant(gc.variant)
		require.NoError(t, err)
		per := 10
		switch {
		case testing.Short() && base.Size() > 6:
			continue
		case testing.Short():
			per = 2
		case base.Size() > 9:
			per = 2
		}
		for seed := uint64(0); seed < uint64(per); seed++ {
			opts := gc.opts
			opts.Seed, opts.Budget = 100+seed, time.Minute
			g, err := base.Generate(&opts)
			require.NoError(t, err)
			steps, complete := walkSteps(t, g.Variant, g.Puzzle, g.Solution, used)
			if base.Size() > 9 {
				continue
			}
			r, err := g.Variant.Rate(g.Puzzle)
			require.NoError(t, err, "%s", gc)
			assert.Equal(t, steps, r.Steps, "%s", gc)
			assert.Equal(t, complete, r.Complete, "%s", gc)
		}
	}
	if testing.Short() {
		return // the short packs need not use every technique
	}
	for _, tech := range []Technique{TechFullHouse, TechCageSingle, TechHiddenSingleBox, TechHiddenSingleLine,
		TechCageCombination, TechNakedSingle, TechInniesOuties, TechPointing, TechClaiming, TechNakedPair,
		TechXWing, TechHiddenPair, TechNakedTriple} {
		assert.Greater(t, used[tech], 0, "no step used %s", VariantTechniqueName(tech))
	}
}

// walkSteps applies the simplest step until the grid is solved or no step
// applies, checking each against sol; it returns the number of steps and
// whether the grid got solved.
func walkSteps(t *testing.T, v *Variant, puzzle, sol []uint8, used map[Technique]int) (int, bool) {
	t.Helper()
	var l VariantLogic
	require.NoError(t, l.Reset(v, puzzle, nil))
	var st VariantStep
	steps := 0
	for !l.Solved() && l.Next(&st, MaxRating) {
		where := fmt.Sprintf("%s %s step %d: %s", v, v.FormatGrid(puzzle), steps, st.Explain())
		if st.IsPlacement() {
			require.Equal(t, int(sol[st.Cell]), st.Digit, where)
			require.NotZero(t, l.cand[st.Cell]&(1<<(st.Digit-1)), "%s: not a candidate", where)
		}
		effect := st.IsPlacement()
		for c, m := range st.Removed[:v.NumCells()] {
			require.Zero(t, m&(1<<(sol[c]-1)), "%s: removes the solution's %d from %s", where, sol[c], v.CellName(c))
			require.Equal(t, m, m&l.cand[c], "%s: removes a digit that is not a candidate", where)
			effect = effect || m != 0
		}
		require.True(t, effect, "%s: a step that does nothing", where)
		require.NotEmpty(t, st.PatternCells(), where)
		used[st.Technique]++
		l.Apply(&st)
		steps++
	}
	if l.Solved() {
		assert.Equal(t, sol, l.Grid())
	}
	return steps, l.Solved()
}

// TestVariantRateClassicParity rates easy and medium classic puzzles both
// ways: the variant finder's catalogue holds every technique these need,
// at the same ratings, so the ratings must match the classic Rate's.
func TestVariantRateClassicParity(t *testing.T) {
	v := ClassicVariant()
	var l VariantLogic
	checked := 0
	for _, set := range []string{"kaggle_10k", "se_rated_medium_250", "se_rated_hard_3k"} {
		for i, line := range loadSet(t, set+".txt") {
			if i >= 500 {
				break
			}
			if testing.Short() && i%10 != 0 {
				continue
			}
			g, err := Parse(line[:81])
			require.NoError(t, err)
			want, err := Rate(&g)
			require.NoError(t, err)
			if !want.Complete || want.Rating > 44 || !onlyBasicTechniques(&want) {
				continue
			}
			got, err := l.Rate(v, g[:], MaxRating)
			require.NoError(t, err)
			require.True(t, got.Complete, line)
			assert.Equal(t, want.Rating, got.Rating, "%s: classic %s, variant %s", line, want.Hardest, VariantTechniqueName(got.Hardest))
			checked++
		}
	}
	t.Logf("%d puzzles rated the same", checked)
	if testing.Short() {
		assert.Greater(t, checked, 20)
	} else {
		assert.Greater(t, checked, 500)
	}
}

// onlyBasicTechniques reports whether a classic rating used only
// techniques that the variant finder has too.
func onlyBasicTechniques(r *Rating) bool {
	for tech, n := range r.Counts {
		switch Technique(tech) {
		case TechFullHouse, TechHiddenSingleBox, TechHiddenSingleLine, TechNakedSingle, TechPointing, TechClaiming,
			TechNakedPair, TechXWing, TechHiddenPair, TechNakedTriple, TechSwordfish, TechHiddenTriple:
		default:
			if n > 0 {
				return false
			}
		}
	}
	return true
}

// TestVariantTechniqueInstances runs one search on a hand-made grid and
// checks its step, eliminations included, through the explanation; each
// case has a near miss where the search must find nothing.
func TestVariantTechniqueInstances(t *testing.T) {
	for _, tc := range []struct {
		name, variant, grid string
		find                func(l *VariantLogic, st *VariantStep) bool
		want                string // "" for a near miss
	}{
		{"cage combination", "4x4,k=aa..............,s=3", "................",
			(*VariantLogic).findCageCombination,
			"Cage Combination: the cage r1c1 and r1c2 (sum 3) can only hold 1+2, with each digit in a cell that can take it. Remove 3 and 4 from r1c1 and r1c2."},
		{"cage combination, near miss", "4x4,k=aa..............,s=5", "................",
			(*VariantLogic).findCageCombination, ""},
		{"cage combination with a placed digit", "6x6,k=aaa.................................,s=12", "..2.................................",
			(*VariantLogic).findCageCombination,
			"Cage Combination: the cage r1c1, r1c2 and r1c3 (sum 12) can only hold 2+4+6, with each digit in a cell that can take it. Remove 1, 3 and 5 from r1c1 and r1c2."},
		{"cage combination, repeats", "4x4,k=a...a...........,s=3r", "................",
			(*VariantLogic).findCageCombination,
			"Cage Combination: the cage r1c1 and r2c1 (sum 3), in which digits may repeat, cannot make its sum with these digits in these cells. Remove 3 and 4 from r1c1 and r2c1."},
		{"cage combination, repeats, near miss", "4x4,k=a...a...........,s=5r", "................",
			(*VariantLogic).findCageCombination, ""},
		{"cage single", "4x4,k=aa..............,s=3", "1...............",
			(*VariantLogic).findCageSingle,
			"Cage Single: r1c2 is the last empty cell of the cage r1c1 and r1c2 (sum 3), so it is the sum less the other digits: 2."},
		{"innies", "4x4,k=aaab...b........,s=6/7", "................",
			func(l *VariantLogic, st *VariantStep) bool { return l.findInniesOuties(st, true) },
			"Innies and Outies: row 1 adds up to 10 and the cages wholly inside to 6, so its other cells (r1c4) add up to 4: r1c4 is 4."},
		{"outies", "4x4,k=aaab...b........,s=6/7", "...4............",
			func(l *VariantLogic, st *VariantStep) bool { return l.findInniesOuties(st, true) },
			"Innies and Outies: the cages sticking out of row 1 add up to 7 and row 1 to 10, so the cells of those cages outside it (r2c4) add up to 3: r2c4 is 3."},
		{"innies, two cells", "4x4,k=aa..............,s=3", "................",
			func(l *VariantLogic, st *VariantStep) bool { return l.findInniesOuties(st, false) },
			"Innies and Outies: row 1 adds up to 10 and the cages wholly inside to 3, so its other cells (r1c3 and r1c4) add up to 7. Remove 1 and 2 from r1c3 and r1c4."},
		{"innies, near miss", "4x4,k=aa..............,s=5", "................",
			func(l *VariantLogic, st *VariantStep) bool { return l.findInniesOuties(st, false) }, ""},
		{"hidden single in a diagonal", "9x9,x", "2.............62....1....7...6..8...3...9...7...6..4...4....8....52.............3",
			func(l *VariantLogic, st *VariantStep) bool { return l.Next(st, MaxRating) },
			"Hidden Single: in the main diagonal, 6 can only go in r8c8."},
	} {
		t.Run(tc.name, func(t *testing.T) {
			v, err := ParseVariant(tc.variant)
			require.NoError(t, err)
			var l VariantLogic
			require.NoError(t, l.Reset(v, mustGrid(t, v, tc.grid), nil))
			var st VariantStep
			found := tc.find(&l, &st)
			if tc.want == "" {
				if found {
					t.Errorf("found %s", st.Explain())
				}
				return
			}
			require.True(t, found)
			assert.Equal(t, tc.want, st.Explain())
		})
	}
}
