package main

import (
	"os"
	"strconv"
	"strings"
	"testing"
	"unsafe"

	"github.com/libsudoku/libsudoku/engine"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The state before a Dynamic Forcing Chains step (cell kind, 2 branches)
// of a puzzle of se_rated_diabolical_more_3k rated 8.9 by SE, after the
// steps the rating takes before it: the player's grid and pencil marks (3
// hex digits a cell). The bindings' tests use the same state.
const (
	chainPuzzle = "....9....2..7.4..3.893.674.4.......5..2...1.....1.8....2.....5...6.7.8..83.....74"
	chainGrid   = "3...9....26.7.4..3.893.674.418..7..5..2...1....31.84...2.....5...6.7.8..83.....74"
	chainMarks  = "0000480480920000130320a30a300000001100009100011018100001100000000001300000000000300000000012202600012612600016015000013803c1140001a41e01701500000000320000001221621410000480a80ad10512400012111111800001a000117000107103000000011132021113122000000"
)

// chainState returns the test state as the engine and C take it.
func chainState(t *testing.T) (puzzle, grid engine.Grid, marks [81]uint16) {
	var err error
	puzzle, err = engine.Parse(chainPuzzle)
	require.NoError(t, err)
	grid, err = engine.Parse(chainGrid)
	require.NoError(t, err)
	for i := range marks {
		v, err := strconv.ParseUint(chainMarks[3*i:3*i+3], 16, 16)
		require.NoError(t, err)
		marks[i] = uint16(v)
	}
	return
}

// chainMarksOf returns the test state's marks as C takes them.
func chainMarksOf(t *testing.T) *[81]cU16 {
	_, _, marks := chainState(t)
	return (*[81]cU16)(unsafe.Pointer(&marks))
}

// chainCall is one sudoku_hint_chain call's buffers.
type chainCall struct {
	hint     *_Ctype_sudoku_hint_result
	chain    *_Ctype_sudoku_chain_result
	branches []_Ctype_sudoku_chain_branch
	nodes    []_Ctype_sudoku_chain_node
	parents  []cI32
	text     []cChar
}

// newChainCall returns buffers of the given capacities, one more element
// (a guard, filled with 0x5A bytes) past each.
func newChainCall(nb, nn, np, nt int) *chainCall {
	c := &chainCall{
		hint:     sized[_Ctype_sudoku_hint_result](),
		chain:    sized[_Ctype_sudoku_chain_result](),
		branches: make([]_Ctype_sudoku_chain_branch, nb+1),
		nodes:    make([]_Ctype_sudoku_chain_node, nn+1),
		parents:  make([]cI32, np+1),
		text:     make([]cChar, nt+1),
	}
	c.branches[0].size = _Ctype_uint32_t(unsafe.Sizeof(c.branches[0]))
	c.nodes[0].size = _Ctype_uint32_t(unsafe.Sizeof(c.nodes[0]))
	if nb == 0 {
		c.branches[0] = _Ctype_sudoku_chain_branch{}
	}
	if nn == 0 {
		c.nodes[0] = _Ctype_sudoku_chain_node{}
	}
	fill := func(p unsafe.Pointer, n uintptr) {
		b := unsafe.Slice((*byte)(p), n)
		for i := range b {
			b[i] = 0x5A
		}
	}
	fill(unsafe.Pointer(&c.branches[nb]), unsafe.Sizeof(c.branches[0]))
	fill(unsafe.Pointer(&c.nodes[nn]), unsafe.Sizeof(c.nodes[0]))
	fill(unsafe.Pointer(&c.parents[np]), 4)
	fill(unsafe.Pointer(&c.text[nt]), 1)
	return c
}

// guardsIntact reports whether the elements past the capacities are as
// newChainCall left them.
func (c *chainCall) guardsIntact() bool {
	ok := func(p unsafe.Pointer, n uintptr) bool {
		for _, b := range unsafe.Slice((*byte)(p), n) {
			if b != 0x5A {
				return false
			}
		}
		return true
	}
	nb, nn, np, nt := len(c.branches)-1, len(c.nodes)-1, len(c.parents)-1, len(c.text)-1
	return ok(unsafe.Pointer(&c.branches[nb]), unsafe.Sizeof(c.branches[0])) && ok(unsafe.Pointer(&c.nodes[nn]), unsafe.Sizeof(c.nodes[0])) &&
		ok(unsafe.Pointer(&c.parents[np]), 4) && ok(unsafe.Pointer(&c.text[nt]), 1)
}

// run calls sudoku_hint_chain with the buffers (their capacities without
// the guards).
func (c *chainCall) run(puzzle, grid *engine.Grid, marks *[81]uint16) cI32 {
	p, g := cells(puzzle.String()), cells(grid.String())
	var m *cU16
	if marks != nil {
		m = (*cU16)(unsafe.Pointer(&marks[0]))
	}
	return sudoku_hint_chain(u8(p), u8(g), m, nil, unsafe.Pointer(c.hint), unsafe.Pointer(c.chain),
		unsafe.Pointer(&c.branches[0]), cI32(len(c.branches)-1), unsafe.Pointer(&c.nodes[0]), cI32(len(c.nodes)-1),
		&c.parents[0], cI32(len(c.parents)-1), &c.text[0], cI32(len(c.text)-1), nil)
}

// TestHintChainAgreesWithEngine compares the export's structure with the
// engine's ChainView of the same hint, field by field, and with the
// step's elimination.
func TestHintChainAgreesWithEngine(t *testing.T) {
	puzzle, grid, marks := chainState(t)
	var ls engine.LogicSolver
	res, err := ls.HintWith(&puzzle, &grid, &marks, engine.HintOptions{})
	require.NoError(t, err)
	require.Equal(t, engine.HintStep, res.Status)
	require.Equal(t, engine.TechDynamicForcingChain, res.Step.Technique)
	var v engine.ChainView
	require.True(t, ls.ChainView(&res.Step, &v))

	c := newChainCall(engine.MaxViewBranches, engine.MaxViewNodes, engine.MaxViewParents, chainTextSize)
	require.EqualValues(t, statusOK, c.run(&puzzle, &grid, &marks))
	require.True(t, c.guardsIntact())
	ch := c.chain
	assert.EqualValues(t, engine.HintStep, ch.status)
	assert.EqualValues(t, engine.TechDynamicForcingChain, ch.technique)
	assert.EqualValues(t, 4, ch.kind) // SUDOKU_CHAIN_KIND_CELL
	assert.EqualValues(t, -1, ch.unit)
	assert.EqualValues(t, 0, ch.truncated)
	require.EqualValues(t, v.NumBranches, ch.n_branches)
	require.EqualValues(t, v.NumNodes, ch.n_nodes)
	require.EqualValues(t, v.NumParents, ch.n_parents)
	assert.EqualValues(t, 2, ch.n_branches, "r3c9 has candidates 1 and 2")
	for i := 0; i < v.NumBranches; i++ {
		b := c.branches[i]
		assert.EqualValues(t, unsafe.Sizeof(b), b.size)
		assert.Equal(t, [3]int{int(v.Branches[i].Assumption), int(v.Branches[i].Conclusion), int(v.Branches[i].Clash)}, [3]int{int(b.assumption), int(b.conclusion), int(b.clash)})
		// Each branch assumes a candidate of r3c9 and ends at "r1c9 is
		// not 2", the step's elimination.
		a, e := c.nodes[b.assumption], c.nodes[b.conclusion]
		assert.EqualValues(t, [4]cI32{2*9 + 8, cI32(i + 1), 1, 0}, [4]cI32{a.cell, a.digit, a.on, a.reason}, "branch %d's assumption", i)
		assert.EqualValues(t, [3]cI32{8, 2, 0}, [3]cI32{e.cell, e.digit, e.on}, "branch %d's conclusion", i)
	}
	for i := 0; i < v.NumNodes; i++ {
		n, w := c.nodes[i], v.Nodes[i]
		on := 0
		if w.On {
			on = 1
		}
		assert.EqualValues(t, [7]int{int(w.Cell), int(w.Digit), on, int(w.Branch), int(w.Reason), int(w.FirstParent), int(w.NumParents)},
			[7]int{int(n.cell), int(n.digit), int(n.on), int(n.branch), int(n.reason), int(n.first_parent), int(n.n_parents)}, "node %d", i)
	}
	for i := 0; i < v.NumParents; i++ {
		assert.EqualValues(t, v.Parents[i], c.parents[i], "parent %d", i)
	}
	// The explanation: sudoku_hint's, a space, then the reasoning.
	var hintText [hintTextMax]cChar
	h := sized[_Ctype_sudoku_hint_result]()
	pc, gc := cells(chainPuzzle), cells(chainGrid)
	require.EqualValues(t, statusOK, sudoku_hint(u8(pc), u8(gc), &chainMarksOf(t)[0], nil, unsafe.Pointer(h), &hintText[0], hintTextMax))
	assert.Equal(t, *h, *c.hint, "the hint is sudoku_hint's")
	reasoning := string(v.AppendExplanation(nil))
	want := goString(hintText[:]) + " " + reasoning
	assert.EqualValues(t, len(want), ch.text_len)
	assert.EqualValues(t, h.text_len+1, ch.reasoning)
	assert.Equal(t, want, goString(c.text))
	assert.Contains(t, reasoning, "If r3c9 is 1, then ")
	// The hint is sudoku_hint's.
	assert.EqualValues(t, engine.TechDynamicForcingChain, c.hint.technique)
	assert.EqualValues(t, 1, c.hint.n_removed)
	assert.EqualValues(t, 1<<1, c.hint.removed[8], "2 leaves r1c9")
}

// goString returns the NUL-terminated text of b.
func goString(b []cChar) string {
	s := unsafe.Slice((*byte)(unsafe.Pointer(&b[0])), len(b))
	for i, c := range s {
		if c == 0 {
			return string(s[:i])
		}
	}
	return string(s)
}

// TestHintChainSmallBuffers: arrays too small get SUDOKU_E_BUFFER with the
// counts needed, what fits, and nothing written past them; a text buffer
// too small gets the text cut; a call with those counts then succeeds.
func TestHintChainSmallBuffers(t *testing.T) {
	puzzle, grid, marks := chainState(t)
	full := newChainCall(engine.MaxViewBranches, engine.MaxViewNodes, engine.MaxViewParents, chainTextSize)
	require.EqualValues(t, statusOK, full.run(&puzzle, &grid, &marks))
	nb, nn, np, nt := int(full.chain.n_branches), int(full.chain.n_nodes), int(full.chain.n_parents), int(full.chain.text_len)
	for _, caps := range [][4]int{{0, 0, 0, 0}, {1, 3, 2, 10}, {nb, nn, np, nt}, {nb - 1, nn, np, nt + 1}, {nb, nn - 1, np, nt + 1}, {nb, nn, np - 1, nt + 1}, {nb, nn, np, nt + 1}} {
		c := newChainCall(caps[0], caps[1], caps[2], caps[3])
		got := c.run(&puzzle, &grid, &marks)
		fits := caps[0] >= nb && caps[1] >= nn && caps[2] >= np // a text is cut, as sudoku_hint's
		want := cI32(statusBuffer)
		if fits {
			want = statusOK
		}
		assert.EqualValues(t, want, got, "capacities %v", caps)
		assert.True(t, c.guardsIntact(), "capacities %v: a write past a buffer", caps)
		assert.EqualValues(t, [4]int{nb, nn, np, nt}, [4]int{int(c.chain.n_branches), int(c.chain.n_nodes), int(c.chain.n_parents), int(c.chain.text_len)}, "capacities %v", caps)
		for i := 0; i < min(caps[1], nn); i++ {
			assert.Equal(t, full.nodes[i], c.nodes[i], "capacities %v node %d", caps, i)
		}
		if caps[3] > 0 {
			assert.Equal(t, goString(full.text)[:min(caps[3]-1, nt)], goString(c.text[:caps[3]]), "capacities %v", caps)
		}
	}
}

// TestHintChainNotAChain: a step that is not a chain has kind NONE and no
// branches; statuses other than a step are passed on.
func TestHintChainNotAChain(t *testing.T) {
	classic, _ := engine.Parse(allocClassic)
	solution, _ := engine.Parse(allocSolution)
	c := newChainCall(9, 16, 16, hintTextMax)
	require.EqualValues(t, statusOK, c.run(&classic, &classic, nil))
	assert.EqualValues(t, engine.HintStep, c.chain.status)
	assert.EqualValues(t, c.hint.technique, c.chain.technique)
	assert.EqualValues(t, [4]cI32{0, 0, 0, 0}, [4]cI32{c.chain.kind, c.chain.n_branches, c.chain.n_nodes, c.chain.n_parents})
	assert.EqualValues(t, [2]cI32{c.hint.text_len, c.hint.text_len}, [2]cI32{c.chain.text_len, c.chain.reasoning}, "only the hint's text")
	assert.Equal(t, "Hidden Single: in box 2, 8 can only go in r1c6.", goString(c.text))
	require.EqualValues(t, statusOK, c.run(&classic, &solution, nil))
	assert.EqualValues(t, engine.HintSolved, c.chain.status)
	assert.EqualValues(t, 0, c.chain.technique)
}

// TestHintChainBadArguments: every refused argument gets SUDOKU_E_ARG
// (or the status sudoku_hint gives) and writes nothing.
func TestHintChainBadArguments(t *testing.T) {
	puzzle, grid, marks := chainState(t)
	p, g := cells(puzzle.String()), cells(grid.String())
	m := (*cU16)(unsafe.Pointer(&marks[0]))
	c := newChainCall(9, 64, 64, 4096)
	b, n, par, txt := unsafe.Pointer(&c.branches[0]), unsafe.Pointer(&c.nodes[0]), &c.parents[0], &c.text[0]
	small := sized[_Ctype_sudoku_chain_result]()
	small.size = 8
	tooBig := newChainCall(1, 1, 1, 1)
	tooBig.nodes[0].size = 1 << 20
	shortNode := newChainCall(1, 1, 1, 1)
	shortNode.nodes[0].size = 8
	ctl := sized[_Ctype_sudoku_control]()
	ctl.cancel = 1
	badOpts := sized[_Ctype_sudoku_hint_options]()
	badOpts.style = 7
	cases := []struct {
		name string
		want cI32
		call func() cI32
	}{
		{"NULL puzzle", statusArg, func() cI32 {
			return sudoku_hint_chain(nil, u8(g), m, nil, nil, unsafe.Pointer(c.chain), b, 9, n, 64, par, 64, txt, 4096, nil)
		}},
		{"NULL chain", statusArg, func() cI32 {
			return sudoku_hint_chain(u8(p), u8(g), m, nil, nil, nil, b, 9, n, 64, par, 64, txt, 4096, nil)
		}},
		{"chain size too small", statusArg, func() cI32 {
			return sudoku_hint_chain(u8(p), u8(g), m, nil, nil, unsafe.Pointer(small), b, 9, n, 64, par, 64, txt, 4096, nil)
		}},
		{"negative capacity", statusArg, func() cI32 {
			return sudoku_hint_chain(u8(p), u8(g), m, nil, nil, unsafe.Pointer(c.chain), b, 9, n, -1, par, 64, txt, 4096, nil)
		}},
		{"NULL nodes with a capacity", statusArg, func() cI32 {
			return sudoku_hint_chain(u8(p), u8(g), m, nil, nil, unsafe.Pointer(c.chain), b, 9, nil, 64, par, 64, txt, 4096, nil)
		}},
		{"NULL parents with a capacity", statusArg, func() cI32 {
			return sudoku_hint_chain(u8(p), u8(g), m, nil, nil, unsafe.Pointer(c.chain), b, 9, n, 64, nil, 64, txt, 4096, nil)
		}},
		{"NULL text with a capacity", statusArg, func() cI32 {
			return sudoku_hint_chain(u8(p), u8(g), m, nil, nil, unsafe.Pointer(c.chain), b, 9, n, 64, par, 64, nil, 4096, nil)
		}},
		{"node stride too small", statusArg, func() cI32 {
			return sudoku_hint_chain(u8(p), u8(g), m, nil, nil, unsafe.Pointer(c.chain), b, 9, unsafe.Pointer(&shortNode.nodes[0]), 1, par, 64, txt, 4096, nil)
		}},
		{"node stride too large", statusArg, func() cI32 {
			return sudoku_hint_chain(u8(p), u8(g), m, nil, nil, unsafe.Pointer(c.chain), b, 9, unsafe.Pointer(&tooBig.nodes[0]), 1, par, 64, txt, 4096, nil)
		}},
		{"unknown style", statusArg, func() cI32 {
			return sudoku_hint_chain(u8(p), u8(g), m, unsafe.Pointer(badOpts), nil, unsafe.Pointer(c.chain), b, 9, n, 64, par, 64, txt, 4096, nil)
		}},
		{"cancelled", statusCancelled, func() cI32 {
			return sudoku_hint_chain(u8(p), u8(g), m, nil, nil, unsafe.Pointer(c.chain), b, 9, n, 64, par, 64, txt, 4096, unsafe.Pointer(ctl))
		}},
		{"mark out of range", statusRange, func() cI32 {
			bad := marks
			bad[3] = 0x200
			return sudoku_hint_chain(u8(p), u8(g), (*cU16)(unsafe.Pointer(&bad[0])), nil, nil, unsafe.Pointer(c.chain), b, 9, n, 64, par, 64, txt, 4096, nil)
		}},
	}
	for _, tc := range cases {
		*c = *newChainCall(9, 64, 64, 4096)
		b, n, par, txt = unsafe.Pointer(&c.branches[0]), unsafe.Pointer(&c.nodes[0]), &c.parents[0], &c.text[0]
		c.chain.status = 77
		assert.EqualValues(t, tc.want, tc.call(), tc.name)
		assert.EqualValues(t, 77, c.chain.status, "%s: the result was written", tc.name)
	}
	// A control reports the one step.
	ctl.cancel = 0
	ctl.done, ctl.total = 5, 5
	c = newChainCall(9, 64, 64, 4096)
	require.EqualValues(t, statusOK, sudoku_hint_chain(u8(p), u8(g), m, nil, nil, unsafe.Pointer(c.chain), unsafe.Pointer(&c.branches[0]), 9,
		unsafe.Pointer(&c.nodes[0]), 64, &c.parents[0], 64, &c.text[0], 4096, unsafe.Pointer(ctl)))
	assert.EqualValues(t, [2]cI32{1, 1}, [2]cI32{ctl.done, ctl.total})
}

// TestChainTextSizeHoldsAnyExplanation builds the longest reasoning a view
// within the bounds can have (every node a removal of 9 from r9c9 by
// a pattern, with the most parent links, every branch a contradiction,
// cut) and checks that SUDOKU_CHAIN_TEXT_SIZE holds it.
func TestChainTextSizeHoldsAnyExplanation(t *testing.T) {
	var v engine.ChainView
	v.NumBranches, v.NumNodes, v.NumParents, v.Truncated = engine.MaxViewBranches, engine.MaxViewNodes, engine.MaxViewParents, true
	per := engine.MaxViewNodes / engine.MaxViewBranches
	for i := range v.Nodes {
		b := min(i/per, engine.MaxViewBranches-1)
		v.Nodes[i] = engine.ViewNode{Cell: 80, Digit: 9, Branch: uint8(b), Reason: engine.ReasonPattern}
	}
	// Parents go to the nodes after each branch's first, as evenly as
	// possible: a node's text grows with each.
	for k := 0; k < engine.MaxViewParents; k++ {
		i := 1 + k%(engine.MaxViewNodes-1)
		v.Nodes[i].NumParents++
	}
	next := uint16(0)
	for i := range v.Nodes {
		v.Nodes[i].FirstParent = next
		next += v.Nodes[i].NumParents
	}
	for b := range v.Branches {
		first := uint16(b * per)
		v.Nodes[first].Reason, v.Nodes[first].NumParents = engine.ReasonAssumption, 0
		v.Branches[b] = engine.ViewBranch{Assumption: first, Conclusion: first + 1, Clash: first + 2}
	}
	// The hint's own text takes less than SUDOKU_HINT_TEXT_SIZE, then a
	// space.
	n := hintTextMax - 1 + 1 + len(v.AppendExplanation(nil))
	t.Logf("the longest explanation: %d bytes (SUDOKU_CHAIN_TEXT_SIZE %d)", n, chainTextSize)
	assert.Less(t, n, int(chainTextSize))
	assert.Greater(t, n, int(chainTextSize)*3/4, "SUDOKU_CHAIN_TEXT_SIZE is far above the longest text")
}

// TestHintChainSEVectors: on the states of SE's chain steps of every kind
// (engine/testdata/se_chain_steps.txt: cycles, forcing chains, Nishio,
// cell, region, double and contradiction chains, dynamic and nested),
// taken as the player's grid and marks, the export's structure is the
// engine's ChainView of the same hint, every kind of chain among them.
func TestHintChainSEVectors(t *testing.T) {
	data, err := os.ReadFile("../engine/testdata/se_chain_steps.txt")
	require.NoError(t, err)
	kinds := map[int32]int{}
	n := 0
	for _, line := range strings.Split(string(data), "\n") {
		body, _, _ := strings.Cut(line, " # ")
		fs := strings.Fields(body)
		if strings.HasPrefix(line, "#") || len(fs) != 4 {
			continue
		}
		n++
		if testing.Short() && n%3 != 0 {
			continue
		}
		g, err := engine.Parse(fs[0])
		require.NoError(t, err)
		var marks [81]uint16
		for i := range marks {
			for k := 0; k < 9; k++ {
				if fs[1][9*i+k] != '.' {
					marks[i] |= 1 << k
				}
			}
		}
		var ls engine.LogicSolver
		res, err := ls.HintWith(&g, &g, &marks, engine.HintOptions{})
		require.NoError(t, err, "line %d", n)
		var v engine.ChainView
		isChain := res.Status == engine.HintStep && ls.ChainView(&res.Step, &v)

		c := newChainCall(engine.MaxViewBranches, engine.MaxViewNodes, engine.MaxViewParents, chainTextSize)
		require.EqualValues(t, statusOK, c.run(&g, &g, &marks), "line %d", n)
		require.True(t, c.guardsIntact())
		kinds[int32(c.chain.kind)]++
		if !isChain { // Aligned Triplet Exclusion, among SE's chain producers
			require.EqualValues(t, [2]int{0, 0}, [2]int{int(c.chain.kind), int(c.chain.n_nodes)}, "line %d: %s", n, res.Step.Explain())
			continue
		}
		require.EqualValues(t, [3]int{v.NumBranches, v.NumNodes, v.NumParents}, [3]int{int(c.chain.n_branches), int(c.chain.n_nodes), int(c.chain.n_parents)}, "line %d", n)
		for i := 0; i < v.NumNodes; i++ {
			e, got := v.Nodes[i], c.nodes[i]
			require.EqualValues(t, [5]int{int(e.Cell), int(e.Digit), int(e.Branch), int(e.FirstParent), int(e.NumParents)},
				[5]int{int(got.cell), int(got.digit), int(got.branch), int(got.first_parent), int(got.n_parents)}, "line %d node %d", n, i)
		}
		for i := 0; i < v.NumParents; i++ {
			require.EqualValues(t, v.Parents[i], c.parents[i], "line %d parent %d", n, i)
		}
		assert.Equal(t, string(v.AppendExplanation(nil)), goString(c.text)[c.chain.reasoning:], "line %d", n)
	}
	t.Logf("%d states, chain kinds %v", n, kinds)
	if !testing.Short() {
		for k := int32(1); k <= 5; k++ { // every SUDOKU_CHAIN_KIND_* but NONE
			assert.Positive(t, kinds[k], "no chain of kind %d among the vectors", k)
		}
	}
}

// BenchmarkHintChain compares sudoku_hint and sudoku_hint_chain on the
// Dynamic Forcing Chains state: the chain call repeats the step's branches
// to record them.
func BenchmarkHintChain(b *testing.B) {
	p, g := cells(chainPuzzle), cells(chainGrid)
	var marks [81]cU16
	for i := range marks {
		v, _ := strconv.ParseUint(chainMarks[3*i:3*i+3], 16, 16)
		marks[i] = cU16(v)
	}
	c := newChainCall(9, 512, 1024, chainTextSize)
	var text [hintTextMax]cChar
	b.Run("hint", func(b *testing.B) {
		for range b.N {
			sudoku_hint(u8(p), u8(g), &marks[0], nil, unsafe.Pointer(c.hint), &text[0], hintTextMax)
		}
	})
	b.Run("hint_chain", func(b *testing.B) {
		for range b.N {
			sudoku_hint_chain(u8(p), u8(g), &marks[0], nil, unsafe.Pointer(c.hint), unsafe.Pointer(c.chain),
				unsafe.Pointer(&c.branches[0]), 9, unsafe.Pointer(&c.nodes[0]), 512, &c.parents[0], 1024, &c.text[0], chainTextSize, nil)
		}
	})
}
