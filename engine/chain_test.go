package engine

import (
	"bufio"
	"fmt"
	"io"
	"os"
	"runtime"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// findChainOK runs the chain producers in SE's order (Forcing Chains &
// Cycles, Aligned Triplet Exclusion, then the multiple chains) without a
// work budget.
func (s *logicGrid) findChainOK(st *Step) bool {
	return s.findStaticChains(st, nil, MaxRating) || s.findAlignedTripletExclusion(st) ||
		s.findMultipleChains(st, nil, MaxRating)
}

// findMultipleChainOK runs one multiple-chain producer (nested ones with
// the shortest nested limit).
func (s *logicGrid) findMultipleChainOK(st *Step, md *multipleMode) bool {
	var w multipleWork
	var c0, c1, c2, c3, c4, c5, c6, c7, c8, c9 implications
	var m0, m1 memoHalf
	var ns nestedSearch
	var nm nestedMultiple
	var nmIm implications
	var n0, n1 memoHalf
	w.cache = [searchCache]*implications{&c0, &c1, &c2, &c3, &c4, &c5, &c6, &c7, &c8, &c9}
	w.memo = [2]*memoHalf{&m0, &m1}
	var b0, b1 memoHalf
	var x0, x1 memoHalf
	nm.im, nm.memo, nm.baseSet, nm.index.weak = &nmIm, [2]*memoHalf{&n0, &n1}, [2]*memoHalf{&b0, &b1}, [2]*memoHalf{&x0, &x1}
	ns.multi = &nm
	var nd nestedDynamic
	var dmLast, dmBase dynamicMemo
	nd.last, nd.base = &dmLast, &dmBase
	ns.dyn = &nd
	if md.opt.level >= 2 {
		w.store = new(searchStore)
		for _, limit := range nestedLimits {
			w.env.ns, w.env.nestLimit = &ns, limit
			ns.truncated = false
			if s.findMultipleChain(st, &w, md) {
				st.nestLimit = uint16(limit)
				return true
			}
			if !ns.truncated {
				break
			}
		}
		return false
	}
	return s.findMultipleChain(st, &w, md)
}

// findStaticChainOK runs the first chain producer only.
func (s *logicGrid) findStaticChainOK(st *Step) bool {
	var ss staticSearch
	var sg staticGraph
	ss.graph = &sg
	return s.findStaticChain(st, &ss)
}

// seChainStep is one step of an SE solve path (testdata/se_chain_steps.txt).
type seChainStep struct {
	grid   Grid
	marks  [NumCells]uint16
	rating int
	place  [][2]int // cell, digit
	remove [][2]int
	name   string
}

func readSEChainSteps(t *testing.T) []seChainStep {
	f, err := os.Open("testdata/se_chain_steps.txt")
	require.NoError(t, err)
	defer f.Close()
	steps, err := parseSEChainSteps(f)
	require.NoError(t, err)
	return steps
}

// parseSEChainSteps reads the steps of testdata/se_chain_steps.txt.
func parseSEChainSteps(r io.Reader) ([]seChainStep, error) {
	var out []seChainStep
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 1<<16), 1<<16)
	for sc.Scan() {
		line := sc.Text()
		if strings.HasPrefix(line, "#") || line == "" {
			continue
		}
		body, name, _ := strings.Cut(line, " # ")
		fs := strings.Fields(body)
		if len(fs) != 4 {
			return nil, fmt.Errorf("se_chain_steps.txt: %d fields in %q", len(fs), line)
		}
		var s seChainStep
		s.name = name
		for i := 0; i < NumCells; i++ {
			if c := fs[0][i]; c >= '1' && c <= '9' {
				s.grid[i] = c - '0'
				continue
			}
			for k := 0; k < 9; k++ {
				if fs[1][i*9+k] != '.' {
					s.marks[i] |= 1 << k
				}
			}
		}
		var err error
		if s.rating, err = strconv.Atoi(fs[2]); err != nil {
			return nil, err
		}
		for _, e := range strings.Split(fs[3], ",") {
			cell := int(e[1]-'1')*9 + int(e[3]-'1')
			d := int(e[5] - '0')
			if e[4] == '=' {
				s.place = append(s.place, [2]int{cell, d})
			} else {
				s.remove = append(s.remove, [2]int{cell, d})
			}
		}
		out = append(out, s)
	}
	return out, sc.Err()
}

// TestChainStepsOfSE replays SE's chain steps of every kind, from the Forcing
// Chains & Cycles producer to nested multiple forcing chains: from SE's
// state, the chain finder must take a step of SE's rating with SE's effect,
// agreeing with the solution; the view of the step must conclude what the
// step does; and no earlier producer may have had a step (SE took the first
// producer that had one).
func TestChainStepsOfSE(t *testing.T) {
	steps := readSEChainSteps(t)
	require.NotEmpty(t, steps)
	kinds := map[Technique]bool{}
	for i, s := range steps {
		if testing.Short() && s.rating >= 95 && i%3 != 0 {
			continue
		}
		var ls LogicSolver
		marks := s.marks
		require.NoError(t, ls.Reset(&s.grid, &marks))
		sol, err := Solve(&s.grid)
		require.NoError(t, err)
		var st Step
		require.True(t, ls.state.findChainOK(&st), "step %d (%s)", i, s.name)
		kinds[st.Technique] = true
		assert.Equal(t, s.rating, st.Rating, "step %d (%s): %s", i, s.name, st.Explain())
		var want Step
		want.Cell = -1
		for _, p := range s.place {
			want.Cell, want.Digit = p[0], p[1]
		}
		for _, r := range s.remove {
			want.Removed[r[0]] |= 1 << (r[1] - 1)
		}
		if want.Cell >= 0 {
			assert.Equal(t, [2]int{want.Cell, want.Digit}, [2]int{st.Cell, st.Digit}, "step %d (%s)", i, s.name)
		} else {
			assert.Equal(t, want.Removed, st.Removed, "step %d (%s): %s", i, s.name, st.Explain())
		}
		assert.True(t, stepAgrees(&st, &sol), "step %d", i)

		// Every producer before the one that took the step has nothing.
		md := multipleModeOf(&st)
		if md != nil {
			var pre Step
			assert.False(t, ls.state.findStaticChainOK(&pre), "step %d: a Forcing Chains & Cycles step before", i)
			for k := range multipleModes {
				if &multipleModes[k] == md || multipleModes[k].base >= md.base {
					break
				}
				assert.False(t, ls.state.findMultipleChainOK(&pre, &multipleModes[k]), "step %d: a %s step before", i, multipleModes[k].tech)
			}
		}

		// The view ends each branch at the conclusion (or the clash).
		var v ChainView
		if ls.ChainView(&st, &v) {
			require.Positive(t, v.NumBranches, "step %d", i)
			for b := 0; b < v.NumBranches; b++ {
				n := v.Nodes[v.Branches[b].Conclusion]
				if st.chainKind == ChainContradiction || st.chainKind == ChainLine {
					continue
				}
				assert.Equal(t, st.chainTarget.cell(), int(n.Cell), "step %d branch %d", i, b)
				assert.Equal(t, st.chainTarget.digit(), int(n.Digit), "step %d branch %d", i, b)
			}
			assert.NotEmpty(t, v.AppendExplanation(nil))
		}
	}
	for _, tech := range []Technique{TechForcingChain, TechXYCycle, TechAlignedTripletExclusion, TechNishioForcingChain,
		TechMultipleForcingChain, TechDynamicForcingChain, TechDynamicForcingChainPlus, TechNestedForcingChain} {
		assert.True(t, kinds[tech], "no step of %s among the vectors", tech)
	}
}

// TestNishioForcingChain: if r1c1 were 1, row 2's 1 would go to r2c5 and
// row 3's to r3c5, both in column 5.
func TestNishioForcingChain(t *testing.T) {
	m := newMarks().onlyIn(row(2), 1, "r2c2", "r2c5").onlyIn(row(3), 1, "r3c3", "r3c5")
	var st Step
	nishio := &multipleModes[0]
	require.True(t, state(t, nil, m).findMultipleChainOK(&st, nishio))
	assert.Equal(t, TechNishioForcingChain, st.Technique)
	assert.Equal(t, ChainContradiction, st.ChainKind())
	assert.Equal(t, cellsWith("1", "r1c1"), removals(&st))
	// SE's count: r1c1=1, r3c3≠1, r3c5=1 and r1c1=1, r2c2≠1, r2c5=1, r3c5≠1.
	assert.Equal(t, 7, st.Complexity())
	assert.Equal(t, 76, st.Rating)
	assert.Equal(t, "Nishio Forcing Chain: if r1c1 were 1, its consequences would make r3c5 both 1 and not 1. (Following that digit alone, removing candidates as it goes.) Remove 1 from r1c1.", st.Explain())

	// Near miss: row 3's 1 may also go to r3c7.
	near := newMarks().onlyIn(row(2), 1, "r2c2", "r2c5").onlyIn(row(3), 1, "r3c3", "r3c5", "r3c7")
	s := state(t, nil, near)
	if s.findMultipleChainOK(&st, nishio) {
		assert.NotEqual(t, cellsWith("1", "r1c1"), removals(&st))
	}
}

// TestCellForcingChain: whichever of 1, 2, 3 goes in r5c5, one of r5c1,
// r5c2, r5c3 (a pair each with 4) is 4, and box 4 and row 5 lose 4.
func TestCellForcingChain(t *testing.T) {
	m := newMarks().set("r5c5", 1, 2, 3).set("r5c1", 1, 4).set("r5c2", 2, 4).set("r5c3", 3, 4)
	var st Step
	multiple := &multipleModes[1]
	require.True(t, state(t, nil, m).findMultipleChainOK(&st, multiple))
	assert.Equal(t, TechMultipleForcingChain, st.Technique)
	assert.Equal(t, ChainCell, st.ChainKind())
	require.Equal(t, 1, st.NumRemoved())
	victims := append(unitCellsExcept(box(4), "r5c1", "r5c2", "r5c3"), unitCellsExcept(row(5), "r5c1", "r5c2", "r5c3", "r5c5")...)
	found := false
	for _, v := range victims {
		if st.Removed[cell(v)] == digitsMask(4) {
			found = true
		}
	}
	assert.True(t, found, "removes 4 from a cell that sees the three pairs: %s", removals(&st))
	assert.Equal(t, 12, st.Complexity(), "three branches of four potentials")
	assert.Equal(t, 83, st.Rating, "12 potentials: 8.0 and 0.3")

	// Near miss: r5c3 is {3,5}: if r5c5 is 3, nothing forces a 4.
	near := newMarks().set("r5c5", 1, 2, 3).set("r5c1", 1, 4).set("r5c2", 2, 4).set("r5c3", 3, 5)
	if state(t, nil, near).findMultipleChainOK(&st, multiple) {
		for _, v := range victims {
			assert.NotEqual(t, digitsMask(4), st.Removed[cell(v)], "near miss: %s", st.Explain())
		}
	}
}

// TestRegionForcingChain: wherever 7 goes in row 1 (r1c1, r1c2, r1c3),
// r2c1 is not 7.
func TestRegionForcingChain(t *testing.T) {
	m := newMarks().onlyIn(row(1), 7, "r1c1", "r1c2", "r1c3")
	var st Step
	multiple := &multipleModes[1]
	require.True(t, state(t, nil, m).findMultipleChainOK(&st, multiple))
	assert.Equal(t, TechMultipleForcingChain, st.Technique)
	assert.Equal(t, ChainUnit, st.ChainKind())
	require.Equal(t, 1, st.NumRemoved())
	c := -1
	for i, r := range st.Removed {
		if r != 0 {
			c = i
			assert.Equal(t, digitsMask(7), r)
		}
	}
	assert.Equal(t, 18+0, BoxOf(c)+18, "the victim sees every place: box 1 outside row 1, %s", CellName(c))
	assert.NotEqual(t, 0, RowOf(c))
	assert.Equal(t, 6, st.Complexity(), "three branches of two potentials")
	assert.Equal(t, 80, st.Rating)

	// Near miss: 7 may also go to r1c9, which does not see box 1 below row 1.
	near := newMarks().onlyIn(row(1), 7, "r1c1", "r1c2", "r1c3", "r1c9")
	if state(t, nil, near).findMultipleChainOK(&st, multiple) {
		for _, v := range unitCellsExcept(box(1), "r1c1", "r1c2", "r1c3") {
			assert.Zero(t, st.Removed[cell(v)]&digitsMask(7), "near miss: %s", st.Explain())
		}
	}
}

// TestAlignedTripletExclusionNearMiss takes SE's aligned triplet exclusion
// step and gives one of the cells that see the three a fourth candidate:
// it no longer restricts the triplet, and the elimination goes.
func TestAlignedTripletExclusionNearMiss(t *testing.T) {
	for _, s := range readSEChainSteps(t) {
		if s.rating != 75 || !strings.Contains(s.name, "Triplet") {
			continue
		}
		g := state(t, &s.grid, (*marks)(&s.marks))
		var st Step
		require.True(t, g.findAlignedTripletExclusion(&st))
		assert.Equal(t, TechAlignedTripletExclusion, st.Technique)
		for _, r := range s.remove {
			assert.NotZero(t, st.Removed[r[0]]&(1<<(r[1]-1)), "SE's elimination %v", r)
		}
		cells := st.PatternCells()
		require.GreaterOrEqual(t, len(cells), 5, "three cells and at least two excluders")
		want := st.Removed
		for _, e := range cells[3:] {
			m := s.marks
			m[e] = allDigits // no longer an excluder
			h := state(t, &s.grid, (*marks)(&m))
			var nst Step
			if h.findAlignedTripletExclusion(&nst) {
				assert.NotEqual(t, want, nst.Removed, "with %s freed", CellName(int(e)))
			}
		}
		return
	}
	t.Fatal("no aligned triplet exclusion among the SE steps")
}

// TestChainsAllocationFree: rating and hinting puzzles that need multiple
// and nested chains allocates nothing (the scratch space is on the stack).
func TestChainsAllocationFree(t *testing.T) {
	for _, text := range []string{
		"..53.....8......2..7..1.5..4....53...1..7...6..32...8..6.5....9..4....3......97..", // multiple chains (8.3)
		nestedPuzzle,
	} {
		if testing.Short() && text == nestedPuzzle {
			continue // seconds: make test only
		}
		p := mustParse(t, text)
		var ls LogicSolver
		assert.Zero(t, leastAllocs(func() {
			runtime.GC() // a LogicSolver's scratch space must not live in anything a collection empties
			if r, err := ls.Rate(&p, MaxRating); err != nil || !r.Complete {
				panic(err)
			}
		}), "LogicSolver.Rate")
		assert.Zero(t, leastAllocs(func() {
			if _, err := Rate(&p); err != nil {
				panic(err)
			}
		}), "Rate")
		assert.Zero(t, leastAllocs(func() {
			if res, err := ls.Hint(&p, &p, nil); err != nil || res.Status != HintStep {
				panic(err)
			}
		}), "Hint")
	}
}

// leastAllocs is the least of up to three one-call allocation counts of f.
// A call that takes seconds can meet a stray allocation of the runtime or of
// a goroutine another test left behind (seen on a loaded machine): that one
// shows in one count, while an allocation f makes shows in every count.
func leastAllocs(f func()) float64 {
	least := testing.AllocsPerRun(1, f)
	for try := 1; try < 3 && least > 0; try++ {
		least = min(least, testing.AllocsPerRun(1, f))
	}
	return least
}

// TestMaxComplexity compares the search bound with a count over every
// complexity: the largest n whose key comes before best.
func TestMaxComplexity(t *testing.T) {
	for _, best := range []hintKey{{70, 8, 4}, {66, 6, 2}, {71, 7, 4}, {85, 20, 7}, {100, 300, 5}, {65, 4, 2}} {
		for _, base := range []int{65, 66, 70, 75, 85} {
			for sk := 1; sk <= 7; sk++ {
				const top = 1 << 13
				want := 0
				for n := 2; n < top; n++ {
					if (hintKey{base + lengthBonus(n), n, sk}).less(best) {
						want = n
					}
				}
				got := maxComplexity(best, base, sk)
				if want == top-1 {
					assert.GreaterOrEqual(t, got, want, "best %v base %d sort key %d", best, base, sk)
					continue
				}
				assert.Equal(t, want, got, "best %v base %d sort key %d", best, base, sk)
			}
		}
	}
}
