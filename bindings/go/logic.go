//go:build linux || darwin || freebsd || netbsd

package sudoku

import (
	"context"
	"unsafe"
)

// Technique identifies a solving technique (SUDOKU_TECH_*); the numbers are
// those of the header and of package engine. The constants and String are
// generated from the header into abi_gen.go.
type Technique int32

// TechAlignedPairExcl is the earlier name of TechAlignedPairExclusion.
//
// Deprecated: use TechAlignedPairExclusion, package engine's name.
const TechAlignedPairExcl = TechAlignedPairExclusion

// Level is a difficulty band (SUDOKU_LEVEL_*; the constants and String are in
// abi_gen.go).
type Level int32

// HintStatus says what a hint is about (SUDOKU_HINT_*; the constants and
// String are in abi_gen.go).
type HintStatus int32

// Mistake says what is wrong with a cell (SUDOKU_MISTAKE_*; the constants
// and String are in abi_gen.go).
type Mistake uint8

// HintStyle is the catalogue a hint's step comes from (SUDOKU_HINT_STYLE_*:
// StyleSE, StyleExtended).
type HintStyle int32

// ErrNotUnique is the status of Rate for a puzzle with several solutions.
const ErrNotUnique = StatusNotUnique

// ChainNode is one node of a chain: "Cell is Digit" (On) or "Cell is not
// Digit".
type ChainNode struct {
	Cell  uint8
	Digit uint8
	On    bool
}

// Step is one logical move, as engine.Step: a placement (Cell, Digit) or
// eliminations (Removed), the pattern behind it and its rating in tenths.
type Step struct {
	Technique Technique
	Rating    int
	Cell      int // the placed cell, or -1 when the step only eliminates
	Digit     int // the placed digit, or 0
	// Removed[i] has bit d-1 set when digit d leaves the candidates of cell i.
	Removed [NumCells]uint16
	// Digits is the set of digits (bit d-1 for d) that form the pattern.
	Digits uint16

	cells  [NumCells]uint8
	ncells int
	units  [12]uint8
	nunits int
	chain  [MaxChainNodes]ChainNode
	nchain int
	nrem   int
	text   string
}

// Explain returns the library's English explanation of the step, as
// engine's Step.Explain.
func (s *Step) Explain() string { return s.text }

// PatternCells returns the cells of the pattern, to highlight.
func (s *Step) PatternCells() []uint8 { return s.cells[:s.ncells] }

// PatternUnits returns the units (0-8 rows, 9-17 columns, 18-26 boxes) of
// the pattern.
func (s *Step) PatternUnits() []uint8 { return s.units[:s.nunits] }

// Chain returns the nodes of a chain step, or nil.
func (s *Step) Chain() []ChainNode { return s.chain[:s.nchain] }

// IsPlacement reports whether the step places a digit.
func (s *Step) IsPlacement() bool { return s.Cell >= 0 }

// NumRemoved counts the (cell, digit) eliminations.
func (s *Step) NumRemoved() int { return s.nrem }

// HintResult is a hint, as engine.HintResult, with the library's English
// explanation in Text.
type HintResult struct {
	Status      HintStatus
	Step        Step // when Status is HintStep
	Mistakes    [NumCells]Mistake
	NumMistakes int
	// Solutions is the number of solutions of the puzzle, counted up to 2:
	// 1 when the player's digits and marks were judged.
	Solutions int
	Text      string
}

// HintOptions changes what Hint answers, as engine.HintOptions.
type HintOptions struct {
	// AnyBoard asks for a step also on a puzzle without exactly one
	// solution (SUDOKU_HINT_ANY_BOARD).
	AnyBoard bool
	// Style is the catalogue the step comes from: StyleSE (the rating's,
	// the default) or StyleExtended (HoDoKu's patterns, in its order and
	// with its names); another value fails with StatusArg.
	Style HintStyle
}

// Rating is a puzzle's difficulty, as engine.Rating.
type Rating struct {
	Rating   int // in tenths: the hardest step taken
	Hardest  Technique
	Level    Level
	Complete bool // false: the rating stopped early (work budget, cap); Rating is a lower bound
	Capped   bool // stopped at RateMax's cap (Complete is false, Level LevelBeyond)
	Steps    int
	Counts   [TechSlots]uint16 // Counts[t]: steps that used technique t
}

// Hint answers a player's request for a hint (sudoku_hint), as engine.Hint:
// puzzle holds the givens, grid the player's grid, marks nil or the pencil
// marks (bit d-1 for each digit kept; 0 means no marks in that cell).
// Mistakes come first. It fails with StatusRange or StatusConflict naming
// the cells.
func (l *Library) Hint(puzzle, grid *Grid, marks *[NumCells]uint16) (HintResult, error) {
	return l.HintWith(puzzle, grid, marks, HintOptions{})
}

// HintWith is Hint with options, as engine.HintWith.
func (l *Library) HintWith(puzzle, grid *Grid, marks *[NumCells]uint16, opts HintOptions) (HintResult, error) {
	h := cHint{size: uint32(unsafe.Sizeof(cHint{}))}
	var text [hintTextSize]byte
	st := Status(l.fn.hint(puzzle, grid, marks, hintOptionsOf(opts), &h, &text[0], int32(len(text))))
	if st != StatusOK {
		return HintResult{}, l.hintError("sudoku_hint", st, puzzle, grid)
	}
	return hintOf(&h, cString(text[:])), nil
}

// hintOptionsOf returns opts as the library takes them: nil for the
// defaults.
func hintOptionsOf(opts HintOptions) *cHintOptions {
	if opts == (HintOptions{}) {
		return nil
	}
	o := &cHintOptions{size: uint32(unsafe.Sizeof(cHintOptions{})), style: int32(opts.Style)}
	if opts.AnyBoard {
		o.flags = HintAnyBoard
	}
	return o
}

// hintError is the error of a hint call fn that returned st on puzzle and
// grid: for a refused grid, the cells at fault.
func (l *Library) hintError(fn string, st Status, puzzle, grid *Grid) error {
	if st == StatusRange || st == StatusConflict {
		// The puzzle first; the player's grid is refused only for a
		// value above 9.
		e := newCError()
		if Status(l.fn.validate(puzzle, e)) != StatusOK || Status(l.fn.validate(grid, e)) == StatusRange {
			return explained(fn, e, "")
		}
	}
	return l.statusError(fn, st)
}

// hintOf returns the hint h of the library, whose explanation is text.
func hintOf(h *cHint, text string) HintResult {
	var res HintResult
	res.Status = HintStatus(h.status)
	res.Solutions = int(h.solutions)
	res.Text = text
	res.NumMistakes = int(h.nMistakes)
	for i, m := range h.mistakes {
		res.Mistakes[i] = Mistake(m)
	}
	if res.Status == HintStep {
		s := &res.Step
		s.Technique, s.Rating = Technique(h.technique), int(h.rating)
		s.Cell, s.Digit = int(h.cell), int(h.digit)
		s.Removed, s.Digits, s.nrem = h.removed, h.patternDigits, int(h.nRemoved)
		s.cells, s.ncells = h.patternCells, clamp(h.nPatternCells, NumCells)
		s.units, s.nunits = h.patternUnits, clamp(h.nPatternUnits, len(h.patternUnits))
		s.nchain = clamp(h.nChain, MaxChainNodes)
		for k := 0; k < s.nchain; k++ {
			s.chain[k] = ChainNode{Cell: h.chainCell[k], Digit: h.chainDigit[k], On: h.chainOn[k] != 0}
		}
		s.text = res.Text
	}
	return res
}

// Candidates returns the pencil marks the placed digits of grid allow
// (sudoku_candidates), as engine.Candidates: bit d-1 of entry i for each
// digit d that can go in empty cell i, 0 for a filled cell.
func (l *Library) Candidates(grid *Grid) ([NumCells]uint16, error) {
	var m [NumCells]uint16
	if st := Status(l.fn.candidates(grid, &m)); st != StatusOK {
		return [NumCells]uint16{}, l.gridError("sudoku_candidates", st, grid)
	}
	return m, nil
}

// Rate rates puzzle (sudoku_rate), as engine.Rate. It fails with
// StatusRange or StatusConflict, ErrUnsolvable, ErrNotUnique or ErrLimit.
func (l *Library) Rate(puzzle *Grid) (Rating, error) {
	return l.rate(context.Background(), puzzle, 0)
}

// RateMax is Rate with a cap in tenths, as engine.RateMax: it stops as soon
// as the simplest step is rated above maxRating, with Capped set.
func (l *Library) RateMax(puzzle *Grid, maxRating int) (Rating, error) {
	if maxRating < 1 || maxRating > 1<<31-1 {
		return Rating{}, argError("sudoku_rate", "the rating cap must be 1 to 2147483647 tenths")
	}
	return l.rate(context.Background(), puzzle, maxRating)
}

// RateContext is Rate that stops when ctx is done, as engine.RateContext,
// with an *Error of StatusCancelled. It reports its progress in cells
// placed to the function of WithProgress.
func (l *Library) RateContext(ctx context.Context, puzzle *Grid) (Rating, error) {
	return l.rate(ctx, puzzle, 0)
}

// rate is sudoku_rate with a cap (0: none) and ctx.
func (l *Library) rate(ctx context.Context, puzzle *Grid, maxRating int) (Rating, error) {
	const fn = "sudoku_rate"
	r := cRate{size: uint32(unsafe.Sizeof(cRate{}))}
	var opts *cRateOptions
	if maxRating > 0 {
		opts = &cRateOptions{size: uint32(unsafe.Sizeof(cRateOptions{})), maxRating: int32(maxRating)}
	}
	st := Status(withControl(ctx, false, func(ctl *cControl) int32 { return l.fn.rate(puzzle, opts, &r, ctl) }))
	switch st {
	case StatusOK:
	case StatusCancelled:
		return Rating{}, l.cancelled(fn, ctx)
	default:
		return Rating{}, l.gridError(fn, st, puzzle)
	}
	return Rating{
		Rating: int(r.rating), Hardest: Technique(r.hardest), Level: Level(r.level),
		Complete: r.complete != 0, Capped: r.capped != 0, Steps: int(r.steps), Counts: r.counts,
	}, nil
}

// Explanation is the whole logical solve of a puzzle, as
// engine.Explanation: every step the rating takes, in order, and the
// rating.
type Explanation struct {
	Rating Rating
	// Steps are the steps taken, len(Steps) == Rating.Steps, each with its
	// explanation (Step.Explain).
	Steps []Step
}

// Explain returns the whole logical solve of puzzle (sudoku_explain), as
// engine.Explain. It fails as Rate does.
func (l *Library) Explain(puzzle *Grid) (Explanation, error) {
	return l.explain(context.Background(), puzzle, 0)
}

// ExplainMax is Explain with a cap in tenths, as engine.ExplainMax.
func (l *Library) ExplainMax(puzzle *Grid, maxRating int) (Explanation, error) {
	if maxRating < 1 || maxRating > 1<<31-1 {
		return Explanation{}, argError("sudoku_explain", "the rating cap must be 1 to 2147483647 tenths")
	}
	return l.explain(context.Background(), puzzle, maxRating)
}

// ExplainContext is Explain that stops when ctx is done, as
// engine.ExplainContext, with an *Error of StatusCancelled. It reports its
// progress in cells placed to the function of WithProgress.
func (l *Library) ExplainContext(ctx context.Context, puzzle *Grid) (Explanation, error) {
	return l.explain(ctx, puzzle, 0)
}

// The buffers the first sudoku_explain call gets: most paths fit (a hard
// puzzle takes about 60 steps of about 150 bytes); a longer one is asked
// again at the sizes the library reports. Variables for the test.
var (
	explainFirstSteps = 128
	explainFirstText  = 32 << 10
)

// explain is sudoku_explain with a cap (0: none) and ctx.
func (l *Library) explain(ctx context.Context, puzzle *Grid, maxRating int) (Explanation, error) {
	const fn = "sudoku_explain"
	var opts *cExplainOptions
	if maxRating > 0 {
		opts = &cExplainOptions{size: uint32(unsafe.Sizeof(cExplainOptions{})), maxRating: int32(maxRating)}
	}
	res := cExplain{size: uint32(unsafe.Sizeof(cExplain{}))}
	nSteps, textCap := explainFirstSteps, explainFirstText
	var steps []cStep
	var text []byte
	var st Status
	for {
		steps = make([]cStep, max(nSteps, 1))
		steps[0].size = uint32(unsafe.Sizeof(cStep{}))
		text = make([]byte, max(textCap, 1))
		n, c := int32(nSteps), int32(textCap)
		st = Status(withControl(ctx, false, func(ctl *cControl) int32 {
			return l.fn.explain(puzzle, opts, &res, &steps[0], n, &text[0], c, ctl)
		}))
		if st != StatusBuffer {
			break
		}
		if int(res.nSteps) <= nSteps && int(res.textLen) <= textCap {
			return Explanation{}, &Error{Func: fn, Status: StatusInternal, Detail: "sudoku_explain asked for buffers it had"}
		}
		nSteps, textCap = int(res.nSteps), int(res.textLen)
	}
	switch st {
	case StatusOK:
	case StatusCancelled:
		return Explanation{}, l.cancelled(fn, ctx)
	default:
		return Explanation{}, l.gridError(fn, st, puzzle)
	}
	e := Explanation{
		Rating: Rating{
			Rating: int(res.rating), Hardest: Technique(res.hardest), Level: Level(res.level),
			Complete: res.complete != 0, Capped: res.capped != 0, Steps: int(res.nSteps),
		},
		Steps: make([]Step, res.nSteps),
	}
	for k := range e.Steps {
		c, s := &steps[k], &e.Steps[k]
		s.Technique, s.Rating = Technique(c.technique), int(c.rating)
		s.Cell, s.Digit = int(c.cell), int(c.digit)
		s.Removed, s.Digits, s.nrem = c.removed, c.patternDigits, int(c.nRemoved)
		s.cells, s.ncells = c.patternCells, clamp(c.nPatternCells, NumCells)
		s.units, s.nunits = c.patternUnits, clamp(c.nPatternUnits, len(c.patternUnits))
		s.nchain = clamp(c.nChain, MaxChainNodes)
		for j := 0; j < s.nchain; j++ {
			s.chain[j] = ChainNode{Cell: c.chainCell[j], Digit: c.chainDigit[j], On: c.chainOn[j] != 0}
		}
		if off, n := int(c.textOffset), int(c.textLen); off >= 0 && n >= 0 && off+n <= len(text) {
			s.text = string(text[off : off+n])
		}
		if t := int(s.Technique); t >= 0 && t < TechSlots {
			e.Rating.Counts[t]++
		}
	}
	return e, nil
}

// clamp returns n limited to 0..hi.
func clamp(n int32, hi int) int {
	return int(min(max(n, 0), int32(hi)))
}
