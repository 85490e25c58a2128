package main

import (
	"strconv"
	"time"

	"github.com/libsudoku/libsudoku/engine"
	"github.com/libsudoku/libsudoku/internal/cabi"
)

// The operations of the module. Each reads its input from in (text, or
// cells: 81 bytes per grid, any byte value, checked by the engine) and
// appends one JSON object to out: the answer, or {"error": {...}} with the
// status, its name, the cells at fault and the library's message, the same
// as every binding reports (internal/cabi; tests/errors/cases.tsv). Grids
// come out as 81-character strings, '.' for an empty cell.

// gridIn copies the first 81 bytes of in into a grid; a shorter in gives
// SUDOKU_E_ARG (the JS layer always writes 81).
func gridIn(in []byte) (engine.Grid, bool) {
	var g engine.Grid
	if len(in) < engine.NumCells {
		return g, false
	}
	copy(g[:], in)
	return g, true
}

// argError is the answer to an input the JS layer should never send.
func argError(out []byte, what string) []byte {
	return appendError(out, cabi.StatusArg, nil, what)
}

func parseOp(out, text []byte, validate bool) []byte {
	var g engine.Grid
	err := engine.ParseBytesInto(&g, text)
	if err == nil && validate {
		err = g.Validate()
	}
	if err != nil {
		return appendEngineError(out, err)
	}
	return appendGridResult(out, "grid", &g)
}

func validateOp(out, in []byte) []byte {
	g, ok := gridIn(in)
	if !ok {
		return argError(out, "a grid is 81 cells")
	}
	if err := g.Validate(); err != nil {
		return appendEngineError(out, err)
	}
	return appendGridResult(out, "grid", &g)
}

// formatOp writes the grid as one line of 81 characters, or as the
// pretty 9-line form with box rules.
func formatOp(out, in []byte, pretty bool) []byte {
	g, ok := gridIn(in)
	if !ok {
		return argError(out, "a grid is 81 cells")
	}
	for i, v := range g {
		if v > 9 {
			return appendEngineError(out, &engine.RangeError{Cell: i, Value: v})
		}
	}
	out = append(out, `{"text":`...)
	if pretty {
		out = strconv.AppendQuote(out, g.Pretty())
	} else {
		out = appendGridLine(out, &g)
	}
	return append(out, '}')
}

func solveOp(out, in []byte) []byte {
	g, ok := gridIn(in)
	if !ok {
		return argError(out, "a grid is 81 cells")
	}
	sol, err := engine.Solve(&g)
	if err != nil {
		return appendEngineError(out, err)
	}
	return appendGridResult(out, "grid", &sol)
}

func countOp(out, in []byte, limit int) []byte {
	g, ok := gridIn(in)
	if !ok {
		return argError(out, "a grid is 81 cells")
	}
	n, err := engine.CountSolutions(&g, limit)
	if err != nil {
		return appendEngineError(out, err)
	}
	out = append(out, `{"count":`...)
	out = strconv.AppendInt(out, int64(n), 10)
	return append(out, '}')
}

// candidatesOp writes the pencil marks the placed digits allow: 81 masks,
// bit d-1 for digit d, 0 for a filled cell.
func candidatesOp(out, in []byte) []byte {
	g, ok := gridIn(in)
	if !ok {
		return argError(out, "a grid is 81 cells")
	}
	marks, err := engine.Candidates(&g)
	if err != nil {
		return appendEngineError(out, err)
	}
	out = append(out, `{"marks":[`...)
	for i, m := range marks {
		if i > 0 {
			out = append(out, ',')
		}
		out = strconv.AppendInt(out, int64(m), 10)
	}
	return append(out, "]}"...)
}

// hintOp reads the puzzle, the player's grid and, when marks is true, 81
// pencil-mark masks (uint16, little-endian) after them; style is the
// catalogue of the step (SUDOKU_HINT_STYLE_*). withChain adds the view of
// a chain step (see appendChainView).
func hintOp(out, in []byte, marks bool, style int32, withChain bool) []byte {
	if style != int32(engine.StyleSE) && style != int32(engine.StyleExtended) {
		return argError(out, "the hint style must be HintStyle.SE or HintStyle.EXTENDED")
	}
	p, ok1 := gridIn(in)
	g, ok2 := gridIn(in[min(len(in), engine.NumCells):])
	if !ok1 || !ok2 || (marks && len(in) < 4*engine.NumCells) {
		return argError(out, "a hint takes a puzzle, a grid and optionally 81 pencil-mark masks")
	}
	var m *[engine.NumCells]uint16
	if marks {
		m = new([engine.NumCells]uint16)
		for i := range m {
			m[i] = uint16(in[2*engine.NumCells+2*i]) | uint16(in[2*engine.NumCells+2*i+1])<<8
		}
	}
	var ls engine.LogicSolver
	res, err := ls.HintWith(&p, &g, m, engine.HintOptions{Style: engine.HintStyle(style)})
	if err != nil {
		return appendEngineError(out, err)
	}
	if !withChain {
		return appendHint(out, &res)
	}
	// The hint with its chain's structure, as sudoku_hint_chain gives it.
	var v engine.ChainView
	if res.Status != engine.HintStep || !ls.ChainView(&res.Step, &v) {
		v = engine.ChainView{Unit: 255}
	}
	out = appendHint(out, &res)
	out = append(out[:len(out)-1], `,"view":`...)
	out = appendChainView(out, &v)
	return append(out, '}')
}

func rateOp(out, in []byte, maxRating int) []byte {
	g, ok := gridIn(in)
	if !ok {
		return argError(out, "a grid is 81 cells")
	}
	if maxRating <= 0 {
		maxRating = engine.MaxRating
	}
	r, err := engine.RateMax(&g, maxRating)
	if err != nil {
		return appendEngineError(out, err)
	}
	return appendRating(out, &r)
}

// genParams are the generator's options as the module's exports take them.
type genParams struct {
	seed                              int64
	symmetry, clues, level            int32
	minRating, maxRating, maxAttempts int32
	budgetMs                          int32
	first                             int64
}

func (p *genParams) options() engine.GenerateOptions {
	return engine.GenerateOptions{
		Seed: uint64(p.seed), Symmetry: engine.Symmetry(p.symmetry), Clues: int(p.clues),
		Level: engine.Level(p.level), MinRating: int(p.minRating), MaxRating: int(p.maxRating),
		MaxAttempts: int(p.maxAttempts), Budget: time.Duration(p.budgetMs) * time.Millisecond,
	}
}

func generateOp(out []byte, p *genParams) []byte {
	opts := p.options()
	g, err := engine.GenerateItem(&opts, uint64(p.first))
	if err != nil {
		return appendEngineError(out, err)
	}
	return appendGenerated(out, &g)
}

func generateBatchOp(out []byte, p *genParams, n int) []byte {
	if n < 0 {
		return argError(out, "a negative count")
	}
	opts := p.options()
	gens := make([]engine.Generated, n)
	errs := make([]error, n)
	if err := engine.GenerateBatch(&opts, uint64(p.first), gens, errs, 1); err != nil {
		return appendEngineError(out, err)
	}
	out = append(out, `{"items":[`...)
	for i := range gens {
		if i > 0 {
			out = append(out, ',')
		}
		if errs[i] != nil {
			out = appendEngineError(out, errs[i])
		} else {
			out = appendGenerated(out, &gens[i])
		}
	}
	return append(out, "]}"...)
}

// gridsIn reads n grids of 81 cells.
func gridsIn(in []byte, n int) ([]engine.Grid, bool) {
	if n < 0 || len(in) < n*engine.NumCells {
		return nil, false
	}
	gs := make([]engine.Grid, n)
	for i := range gs {
		copy(gs[i][:], in[i*engine.NumCells:])
	}
	return gs, true
}

func solveBatchOp(out, in []byte, n int) []byte {
	ps, ok := gridsIn(in, n)
	if !ok {
		return argError(out, "a batch is n grids of 81 cells")
	}
	sols := make([]engine.Grid, n)
	errs := make([]error, n)
	if err := engine.SolveBatch(ps, sols, errs, 1); err != nil {
		return appendEngineError(out, err)
	}
	out = append(out, `{"items":[`...)
	for i := range sols {
		if i > 0 {
			out = append(out, ',')
		}
		if errs[i] != nil {
			out = appendEngineError(out, errs[i])
		} else {
			out = appendGridResult(out, "grid", &sols[i])
		}
	}
	return append(out, "]}"...)
}

func countBatchOp(out, in []byte, n, limit int) []byte {
	ps, ok := gridsIn(in, n)
	if !ok {
		return argError(out, "a batch is n grids of 81 cells")
	}
	counts := make([]int, n)
	errs := make([]error, n)
	if err := engine.CountSolutionsBatch(ps, limit, counts, errs, 1); err != nil {
		return appendEngineError(out, err)
	}
	out = append(out, `{"items":[`...)
	for i := range counts {
		if i > 0 {
			out = append(out, ',')
		}
		if errs[i] != nil {
			out = appendEngineError(out, errs[i])
		} else {
			out = append(out, `{"count":`...)
			out = strconv.AppendInt(out, int64(counts[i]), 10)
			out = append(out, '}')
		}
	}
	return append(out, "]}"...)
}

func versionOp(out []byte) []byte {
	out = append(out, `{"version":`...)
	out = strconv.AppendQuote(out, engine.Version)
	out = append(out, `,"abi":`...)
	out = strconv.AppendInt(out, engine.ABIVersion, 10)
	out = append(out, `,"generator":`...)
	out = strconv.AppendInt(out, engine.GeneratorVersion, 10)
	return append(out, '}')
}
