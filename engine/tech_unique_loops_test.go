package engine

import (
	"testing"

	"github.com/stretchr/testify/require"
)

// Hand-made unique rectangles and loops (checked against Sukaku Explainer
// v1.15.10's own search on the same candidates). The digits 1 and 2 appear
// only in the pattern's cells (and where a case adds them back), so that no
// other loop applies.

// onlyPattern removes digits ds from every cell but those named, so that the
// named cells are the only ones a loop on ds can use.
func (m *marks) onlyPattern(ds []int, names ...string) *marks {
	keep := map[int]bool{}
	for _, n := range names {
		keep[cell(n)] = true
	}
	for c := range m {
		if !keep[c] {
			m[c] &^= digitsMask(ds...)
		}
	}
	return m
}

// with adds digits ds to the candidates of cell name.
func (m *marks) with(name string, ds ...int) *marks {
	m[cell(name)] |= digitsMask(ds...)
	return m
}

// rectangleCells is a unique rectangle on 1 and 2 in rows 1-2, columns 1
// and 4; loop6Cells a loop of six cells in rows 1-3 (each of its rows,
// columns and boxes holds two of its cells).
var (
	rectangleCells = []string{"r1c1", "r1c4", "r2c4", "r2c1"}
	loop6Cells     = []string{"r1c1", "r1c4", "r2c4", "r2c7", "r3c7", "r3c1"}
)

// loopMarks gives the cells 1 and 2 plus their extra digits, and removes 1
// and 2 from every other cell.
func loopMarks(cells []string, extra map[string][]int) *marks {
	m := newMarks().onlyPattern([]int{1, 2}, cells...)
	for _, n := range cells {
		m.set(n, append([]int{1, 2}, extra[n]...)...)
	}
	return m
}

var _ = addTechCases(techCase{
	name:    "rectangle, one cell with extra digits",
	marks:   func() *marks { return loopMarks(rectangleCells, map[string][]int{"r2c1": {5, 7}}) },
	tech:    TechUniqueRectangle,
	rating:  45,
	removes: cellsWith("12", "r2c1"),
	near: func() *marks {
		return loopMarks(rectangleCells, map[string][]int{"r2c1": {5, 7}, "r1c1": {8}, "r1c4": {9}})
	},
}, techCase{
	// r2c1 and r2c4 both hold 5 besides 1 and 2: one of them is 5.
	name:    "rectangle, 5 in both extra cells",
	marks:   func() *marks { return loopMarks(rectangleCells, map[string][]int{"r2c1": {5}, "r2c4": {5}}) },
	tech:    TechUniqueRectangle2,
	rating:  45,
	removes: cellsWith("5", unitCellsExcept(row(2), "r2c1", "r2c4")...),
	near: func() *marks {
		return loopMarks(rectangleCells, map[string][]int{"r2c1": {5}, "r2c4": {6}}).with("r2c8", 1).with("r2c9", 2)
	},
}, techCase{
	// r2c1 or r2c4 holds 3 or 4; with r2c7 (3, 4) that is a naked pair of
	// row 2. (Row 2 has 1 and 2 elsewhere, else type 4 applies, rated
	// lower.)
	name: "rectangle, a naked pair with r2c7",
	marks: func() *marks {
		return loopMarks(rectangleCells, map[string][]int{"r2c1": {3}, "r2c4": {4}}).set("r2c7", 3, 4).with("r2c8", 1).with("r2c9", 2)
	},
	tech:    TechUniqueRectangle3,
	rating:  46,
	removes: cellsWith("34", unitCellsExcept(row(2), "r2c1", "r2c4", "r2c7")...),
	near: func() *marks {
		return loopMarks(rectangleCells, map[string][]int{"r2c1": {3}, "r2c4": {4}}).set("r2c7", 3, 5).with("r2c8", 1).with("r2c9", 2)
	},
}, techCase{
	// Row 2's 1 is only in r2c1 and r2c4 (one of them holds it), so neither
	// can be 2.
	name:    "rectangle, 1 locked in row 2",
	marks:   func() *marks { return loopMarks(rectangleCells, map[string][]int{"r2c1": {5, 6}, "r2c4": {7}}) },
	tech:    TechUniqueRectangle4,
	rating:  45,
	removes: cellsWith("2", "r2c1", "r2c4"),
	near: func() *marks {
		return loopMarks(rectangleCells, map[string][]int{"r2c1": {5, 6}, "r2c4": {7}}).set("r2c9", 1, 2, 3).set("r2c8", 1, 2, 4)
	},
}, techCase{
	name:    "loop of six, one cell with extra digits",
	marks:   func() *marks { return loopMarks(loop6Cells, map[string][]int{"r3c1": {5}}) },
	tech:    TechUniqueLoop,
	rating:  46,
	removes: cellsWith("12", "r3c1"),
	explain: "Unique Loop Type 1: the cells r1c1, r3c1, r3c7, r2c7, r2c4 and r1c4 form a loop on 1 and 2 in which every unit holds two of its cells: " +
		"if they all held only 1 and 2, the two digits could swap and the puzzle would have two solutions. " +
		"So r3c1, the only cell with other candidates, is neither 1 nor 2. Remove 1 from r3c1; 2 from r3c1.",
	near: func() *marks { return loopMarks(loop6Cells, map[string][]int{"r3c1": {5}}).set("r2c4", 1, 5) },
}, techCase{
	name:    "loop of six, 5 in two cells",
	marks:   func() *marks { return loopMarks(loop6Cells, map[string][]int{"r3c1": {5}, "r3c7": {5}}) },
	tech:    TechUniqueLoop2,
	rating:  46,
	removes: cellsWith("5", unitCellsExcept(row(3), "r3c1", "r3c7")...),
	near: func() *marks {
		return loopMarks(loop6Cells, map[string][]int{"r3c1": {5}, "r3c7": {6}}).with("r3c8", 1).with("r3c9", 2)
	},
}, techCase{
	name: "loop of six, a naked pair with r3c5",
	marks: func() *marks {
		return loopMarks(loop6Cells, map[string][]int{"r3c1": {3}, "r3c7": {4}}).set("r3c5", 3, 4).with("r3c8", 1).with("r3c9", 2)
	},
	tech:    TechUniqueLoop3,
	rating:  47,
	removes: cellsWith("34", unitCellsExcept(row(3), "r3c1", "r3c5", "r3c7")...),
	near: func() *marks {
		return loopMarks(loop6Cells, map[string][]int{"r3c1": {3}, "r3c7": {4}}).set("r3c5", 3, 5).with("r3c8", 1).with("r3c9", 2)
	},
}, techCase{
	name:    "loop of six, 1 locked in row 3",
	marks:   func() *marks { return loopMarks(loop6Cells, map[string][]int{"r3c1": {5, 6}, "r3c7": {7}}) },
	tech:    TechUniqueLoop4,
	rating:  46,
	removes: cellsWith("2", "r3c1", "r3c7"),
	near: func() *marks {
		return loopMarks(loop6Cells, map[string][]int{"r3c1": {5, 6}, "r3c7": {7}}).set("r3c9", 1, 2, 3).set("r3c8", 1, 2, 4)
	},
})

// TestUniqueLoopsSkipChangesNothing compares findUniqueLoops, whose searches
// skip the bivalue cells searched from before, with the search that skips
// nothing (uniqueLoops without prune) at every state of the solve paths of
// hard puzzles: the same step. (Checked: skipping every cell before the
// start, not only the bivalue ones, fails here.)
func TestUniqueLoopsSkipChangesNothing(t *testing.T) {
	step := 59 // 25 and 19 puzzles
	if testing.Short() {
		step = 293
	}
	states, found := 0, 0
	for _, set := range []string{"magictour_top1465.txt", "forum_hardest_1106.txt"} {
		walkPaths(t, set, step, func(i int, ls *LogicSolver) {
			g := &ls.state
			var want, got Step
			okWant, okGot := g.uniqueLoops(&want, false), g.findUniqueLoops(&got)
			require.Equal(t, okWant, okGot, "%s: puzzle %d state %d", set, i, states)
			require.Equal(t, want, got, "%s: puzzle %d state %d", set, i, states)
			if okWant {
				found++
			}
			states++
		})
	}
	t.Logf("%d states, %d with a step", states, found)
	require.Greater(t, found, 20)
}
