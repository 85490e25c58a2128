package engine

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

// Hand-made instances of every technique, built as candidate grids (the
// player's pencil marks on an empty or partly filled grid): each test checks
// the exact eliminations or placement, and a near-miss that must not fire.

// marks is a candidate grid under construction: every cell starts with all
// nine digits.
type marks [NumCells]uint16

func newMarks() *marks {
	var m marks
	for i := range m {
		m[i] = allDigits
	}
	return &m
}

// cell parses "r1c5" into a cell index.
func cell(name string) int {
	return int(name[1]-'1')*9 + int(name[3]-'1')
}

func digitsMask(ds ...int) uint16 {
	var m uint16
	for _, d := range ds {
		m |= 1 << (d - 1)
	}
	return m
}

// set gives cell name exactly the digits ds.
func (m *marks) set(name string, ds ...int) *marks {
	m[cell(name)] = digitsMask(ds...)
	return m
}

// onlyIn removes digit d from unit u except at the cells named.
func (m *marks) onlyIn(u Unit, d int, names ...string) *marks {
	keep := map[int]bool{}
	for _, n := range names {
		keep[cell(n)] = true
	}
	for _, c := range u.Cells() {
		if !keep[c] {
			m[c] &^= 1 << (d - 1)
		}
	}
	return m
}

func row(i int) Unit { return Unit{Kind: Row, Index: i - 1} }
func col(i int) Unit { return Unit{Kind: Column, Index: i - 1} }
func box(i int) Unit { return Unit{Kind: Box, Index: i - 1} }

// state loads the candidate grid m on grid g (nil for an empty grid).
func state(t *testing.T, g *Grid, m *marks) *logicGrid {
	t.Helper()
	var s logicGrid
	if g == nil {
		g = &Grid{}
	}
	require.NoError(t, s.init(g, (*[NumCells]uint16)(m)))
	return &s
}

// removals renders a step's eliminations as "r1c2:12 r3c4:5", sorted by cell.
func removals(st *Step) string {
	var parts []string
	for c, m := range st.Removed {
		if m != 0 {
			var b []byte
			b = appendCell(b, c)
			b = append(b, ':')
			for d := 1; d <= 9; d++ {
				if m&(1<<(d-1)) != 0 {
					b = append(b, byte('0'+d))
				}
			}
			parts = append(parts, string(b))
		}
	}
	return strings.Join(parts, " ")
}

// cellsWith lists "name:digits" for each cell of names, for expected values.
func cellsWith(ds string, names ...string) string {
	idx := make([]int, len(names))
	for i, n := range names {
		idx[i] = cell(n)
	}
	// sort by cell index
	for i := range idx {
		for j := i + 1; j < len(idx); j++ {
			if idx[j] < idx[i] {
				idx[i], idx[j] = idx[j], idx[i]
			}
		}
	}
	var parts []string
	for _, c := range idx {
		parts = append(parts, string(appendCell(nil, c))+":"+ds)
	}
	return strings.Join(parts, " ")
}

// unitCellsExcept lists the names of unit u's cells except those named.
func unitCellsExcept(u Unit, except ...string) []string {
	skip := map[string]bool{}
	for _, e := range except {
		skip[e] = true
	}
	var out []string
	for _, c := range u.Cells() {
		n := CellName(c)
		if !skip[n] {
			out = append(out, n)
		}
	}
	return out
}

// walkSolves runs the simplest-first solve of the first limit puzzles of
// top95 and of the SE-rated set, calling visit with each step found before
// it is applied.
func walkSolves(t *testing.T, limit int, visit func(puzzle string, ls *LogicSolver, st *Step)) {
	var ls LogicSolver
	var st Step
	for _, set := range []string{"top95.txt", "se_rated_diabolical_3k.txt"} {
		puzzles := loadSet(t, set)
		if len(puzzles) > limit {
			puzzles = puzzles[:limit]
		}
		for _, p := range puzzles {
			g := mustParse(t, p)
			require.NoError(t, ls.Reset(&g, nil))
			for !ls.Solved() && ls.Next(&st, MaxRating) {
				visit(p, &ls, &st)
				ls.Apply(&st)
			}
		}
	}
}

// walkPaths runs the simplest-first solve of every step-th puzzle of set,
// calling visit with the puzzle's index and the solver at each state of its
// path, before the state's step is applied.
func walkPaths(t *testing.T, set string, step int, visit func(i int, ls *LogicSolver)) {
	t.Helper()
	lines := loadSet(t, set)
	var ls LogicSolver
	var st Step
	for i := 0; i < len(lines); i += step {
		p := mustParse(t, lines[i])
		require.NoError(t, ls.Reset(&p, nil))
		for !ls.Solved() {
			visit(i, &ls)
			if !ls.Next(&st, MaxRating) {
				break
			}
			ls.Apply(&st)
		}
	}
}

// TestExplanationsOfEveryTechnique checks that each technique met on the
// data sets gets its own explanation (not the generic fallback) that names
// the cells the step acts on.
func TestExplanationsOfEveryTechnique(t *testing.T) {
	seen := map[Technique]bool{}
	limit := 400
	if testing.Short() {
		limit = 40 // make check; make test walks them all
	}
	walkSolves(t, limit, func(_ string, _ *LogicSolver, st *Step) {
		text := st.Explain()
		require.True(t, strings.HasPrefix(text, st.Technique.String()+": "), text)
		require.NotContains(t, text, "a unit")
		if st.IsPlacement() {
			require.Contains(t, text, CellName(st.Cell))
		} else {
			require.Contains(t, text, "Remove ")
			for c, m := range st.Removed {
				if m != 0 {
					require.Contains(t, text, CellName(c), text)
				}
			}
		}
		seen[st.Technique] = true
	})
	t.Logf("techniques seen: %v", seen)
}

// TestApplyKeepsIndex checks the position masks Apply keeps up to date
// against a full rebuild before every step of whole simplest-first solves
// (so after every step but the last).
func TestApplyKeepsIndex(t *testing.T) {
	limit := 300
	if testing.Short() {
		limit = 40 // make check; make test walks them all
	}
	walkSolves(t, limit, func(p string, ls *LogicSolver, st *Step) {
		rebuilt := ls.state
		rebuilt.index()
		require.Equal(t, rebuilt.pos, ls.state.pos, "%s before %s", p, st.Explain())
		require.Equal(t, rebuilt.placed, ls.state.placed, "%s before %s", p, st.Explain())
	})
}
