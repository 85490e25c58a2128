//go:build linux || darwin || freebsd || netbsd

package sudoku

import (
	"context"
	"strconv"
	"unsafe"
)

// Variants (sudoku_variant_* in the header): other sizes, jigsaw regions,
// diagonals, windows, groups and killer cages, as package engine's Variant.
// A variant is its text form, such as "16x16", "9x9,x" or
// "9x9,k=aabbc...,s=3/15/..."; its grids are slices of N*N cells.

// Variant is a variant the library has read (ParseVariant): its text form
// and what sudoku_variant_check describes.
type Variant struct {
	// Text is the variant's text form, as given.
	Text string
	// Size is N; Cells is N*N.
	Size, Cells int
	// BoxRows and BoxCols are the box shape (0 when N has none).
	BoxRows, BoxCols int
	// Jigsaw, Diagonals and Windoku say which rules apply.
	Jigsaw, Diagonals, Windoku bool
	// Units is the number of units (IDs 0..Units-1, see Library.VariantUnit).
	Units int
	// Regions is the region of each cell; Cages the killer cages, in reading
	// order of their first cells.
	Regions []int
	Cages   []Cage
}

// Cage is a killer cage: cells (in reading order) whose digits add up to
// Sum, without repeating unless Repeats.
type Cage struct {
	Cells   []int
	Sum     int
	Repeats bool
}

// VariantUnit is one unit of a variant: its kind (UnitRow ... UnitCage,
// generated from the header),
// its index among the units of that kind, and its cells.
type VariantUnit struct {
	Kind  int
	Index int
	Cells []int
}

// ParseVariant reads text as a variant (sudoku_variant_check). A bad one
// gives an *Error of StatusParse whose Detail says where ("column 14:
// unexpected character '#' in the cage map (k=)").
func (l *Library) ParseVariant(text string) (*Variant, error) {
	info := cVariantInfo{size: uint32(unsafe.Sizeof(cVariantInfo{}))}
	e := newCError()
	st := Status(l.fn.variantCheck(textPtr(text), textLen(text), &info, e))
	if st != StatusOK {
		if st == StatusParse {
			return nil, explained("sudoku_variant_check", e, text)
		}
		return nil, l.textError("sudoku_variant_check", st, text)
	}
	v := &Variant{Text: text, Size: int(info.n), Cells: int(info.nCells), BoxRows: int(info.boxRows), BoxCols: int(info.boxCols),
		Jigsaw: info.jigsaw != 0, Diagonals: info.diagonals != 0, Windoku: info.windoku != 0, Units: int(info.nUnits)}
	v.Regions = make([]int, v.Cells)
	v.Cages = make([]Cage, info.nCages)
	for c := 0; c < v.Cells; c++ {
		v.Regions[c] = int(info.region[c])
		if k := info.cage[c]; k >= 0 && int(k) < len(v.Cages) {
			v.Cages[k].Cells = append(v.Cages[k].Cells, c)
		}
	}
	for k := range v.Cages {
		v.Cages[k].Sum, v.Cages[k].Repeats = int(info.cageSum[k]), info.cageRepeats[k] != 0
	}
	return v, nil
}

// CellName returns the players' name of cell c of v, such as "r12c3".
func (v *Variant) CellName(c int) string {
	return "r" + strconv.Itoa(c/v.Size+1) + "c" + strconv.Itoa(c%v.Size+1)
}

// VariantUnit returns unit u of v (sudoku_variant_unit).
func (l *Library) VariantUnit(v *Variant, u int) (VariantUnit, error) {
	info := cVariantUnitInfo{size: uint32(unsafe.Sizeof(cVariantUnitInfo{}))}
	if u < 0 || u >= v.Units {
		return VariantUnit{}, argError("sudoku_variant_unit", "unit "+strconv.Itoa(u)+": the variant has "+strconv.Itoa(v.Units))
	}
	if st := Status(l.fn.variantUnit(textPtr(v.Text), textLen(v.Text), int32(u), &info)); st != StatusOK {
		return VariantUnit{}, l.statusError("sudoku_variant_unit", st)
	}
	out := VariantUnit{Kind: int(info.kind), Index: int(info.index)}
	for _, c := range info.cells[:clamp(info.nCells, len(info.cells))] {
		out.Cells = append(out.Cells, int(c))
	}
	return out, nil
}

// cells checks the length of a grid of v.
func (v *Variant) cells(fn string, g []uint8) error {
	if len(g) != v.Cells {
		return argError(fn, "a grid of "+v.Text+" has "+strconv.Itoa(v.Cells)+" cells, got "+strconv.Itoa(len(g)))
	}
	return nil
}

// ptr returns a pointer to the first cell of g (g not empty).
func ptr(g []uint8) *uint8 { return &g[0] }

// VariantParse reads text as a grid of v and checks the rules
// (sudoku_variant_parse); errors say which character, cells or cage.
func (l *Library) VariantParse(v *Variant, text string) ([]uint8, error) {
	const fn = "sudoku_variant_parse"
	g := make([]uint8, v.Cells)
	e := newCError()
	st := Status(l.fn.variantParse(textPtr(v.Text), textLen(v.Text), textPtr(text), textLen(text), ptr(g), int32(v.Cells), e))
	switch st {
	case StatusOK:
		return g, nil
	case StatusParse, StatusConflict:
		return nil, explained(fn, e, text)
	}
	return nil, l.textError(fn, st, text)
}

// VariantFormat returns grid g of v as one line (sudoku_variant_format).
func (l *Library) VariantFormat(v *Variant, g []uint8) (string, error) {
	const fn = "sudoku_variant_format"
	if err := v.cells(fn, g); err != nil {
		return "", err
	}
	buf := make([]byte, v.Cells+1)
	if st := Status(l.fn.variantFormat(textPtr(v.Text), textLen(v.Text), ptr(g), int32(v.Cells), &buf[0], int32(len(buf)))); st != StatusOK {
		return "", l.variantGridError(fn, st, v, g)
	}
	return cString(buf), nil
}

// VariantValidate checks grid g against v's rules (sudoku_variant_validate).
func (l *Library) VariantValidate(v *Variant, g []uint8) error {
	const fn = "sudoku_variant_validate"
	if err := v.cells(fn, g); err != nil {
		return err
	}
	e := newCError()
	if st := Status(l.fn.variantValidate(textPtr(v.Text), textLen(v.Text), ptr(g), int32(v.Cells), e)); st != StatusOK {
		return explained(fn, e, "")
	}
	return nil
}

// variantGridError builds the error of fn returning st for grid g of v.
func (l *Library) variantGridError(fn string, st Status, v *Variant, g []uint8) error {
	if st == StatusRange || st == StatusConflict {
		e := newCError()
		if Status(l.fn.variantValidate(textPtr(v.Text), textLen(v.Text), ptr(g), int32(v.Cells), e)) == st {
			return explained(fn, e, "")
		}
	}
	return l.statusError(fn, st)
}

// VariantSolve returns the first solution of puzzle (sudoku_variant_solve).
func (l *Library) VariantSolve(v *Variant, puzzle []uint8) ([]uint8, error) {
	const fn = "sudoku_variant_solve"
	if err := v.cells(fn, puzzle); err != nil {
		return nil, err
	}
	sol := make([]uint8, v.Cells)
	if st := Status(l.fn.variantSolve(textPtr(v.Text), textLen(v.Text), ptr(puzzle), ptr(sol), int32(v.Cells))); st != StatusOK {
		return nil, l.variantGridError(fn, st, v, puzzle)
	}
	return sol, nil
}

// VariantCountSolutions returns min(number of solutions, limit) of puzzle
// (sudoku_variant_count_solutions); with ErrLimit the count found so far.
func (l *Library) VariantCountSolutions(v *Variant, puzzle []uint8, limit int) (int, error) {
	const fn = "sudoku_variant_count_solutions"
	if err := v.cells(fn, puzzle); err != nil {
		return 0, err
	}
	if limit < 1 || limit > 1<<31-1 {
		return 0, argError(fn, "the solution limit must be 1 to 2147483647, not "+strconv.Itoa(limit))
	}
	var n int32
	st := Status(l.fn.variantCountSolutions(textPtr(v.Text), textLen(v.Text), ptr(puzzle), int32(v.Cells), int32(limit), &n))
	switch st {
	case StatusOK:
		return int(n), nil
	case StatusLimit:
		return int(n), l.statusError(fn, st)
	}
	return 0, l.variantGridError(fn, st, v, puzzle)
}

// VariantStep is one logical move on a variant's grid: a placement (Cell,
// Digit) or eliminations (Removed), its pattern and rating.
type VariantStep struct {
	Technique Technique
	Rating    int
	Cell      int // the placed cell, or -1
	Digit     int
	// Removed[i] has bit d-1 set when digit d leaves cell i.
	Removed []uint16
	// Digits, Cells and Units form the pattern (Units are IDs for
	// Library.VariantUnit).
	Digits uint16
	Cells  []int
	Units  []int
	// Text is the library's English explanation.
	Text string
}

// VariantHintResult is the answer of VariantHint.
type VariantHintResult struct {
	Status HintStatus
	Text   string
	Step   VariantStep // when Status is HintStep
	// Mistakes[i] says what is wrong with cell i (Status HintMistakes).
	Mistakes    []Mistake
	NumMistakes int
}

// VariantHint answers a hint request on a variant (sudoku_variant_hint):
// puzzle holds the givens, grid the player's grid, marks nil or the pencil
// marks (N*N masks).
func (l *Library) VariantHint(v *Variant, puzzle, grid []uint8, marks []uint16) (VariantHintResult, error) {
	const fn = "sudoku_variant_hint"
	var res VariantHintResult
	if err := v.cells(fn, puzzle); err != nil {
		return res, err
	}
	if err := v.cells(fn, grid); err != nil {
		return res, err
	}
	var mp *uint16
	if marks != nil {
		if len(marks) != v.Cells {
			return res, argError(fn, "marks must be "+strconv.Itoa(v.Cells)+" masks")
		}
		mp = &marks[0]
	}
	h := cVariantHint{size: uint32(unsafe.Sizeof(cVariantHint{}))}
	var text [hintTextSize]byte
	st := Status(l.fn.variantHint(textPtr(v.Text), textLen(v.Text), ptr(puzzle), ptr(grid), mp, int32(v.Cells), nil, &h, &text[0], int32(len(text))))
	if st != StatusOK {
		if st == StatusRange || st == StatusConflict {
			e := newCError()
			if Status(l.fn.variantValidate(textPtr(v.Text), textLen(v.Text), ptr(puzzle), int32(v.Cells), e)) != StatusOK ||
				Status(l.fn.variantValidate(textPtr(v.Text), textLen(v.Text), ptr(grid), int32(v.Cells), e)) == StatusRange {
				return res, explained(fn, e, "")
			}
		}
		return res, l.statusError(fn, st)
	}
	res.Status, res.Text, res.NumMistakes = HintStatus(h.status), cString(text[:]), int(h.nMistakes)
	res.Mistakes = make([]Mistake, v.Cells)
	for c := range res.Mistakes {
		res.Mistakes[c] = Mistake(h.mistakes[c])
	}
	if res.Status == HintStep {
		s := &res.Step
		s.Technique, s.Rating, s.Cell, s.Digit = Technique(h.technique), int(h.rating), int(h.cell), int(h.digit)
		s.Removed = append([]uint16(nil), h.removed[:v.Cells]...)
		s.Digits, s.Text = h.patternDigits, res.Text
		for _, c := range h.patternCells[:clamp(h.nPatternCells, v.Cells)] {
			s.Cells = append(s.Cells, int(c))
		}
		for _, u := range h.patternUnits[:clamp(h.nPatternUnits, len(h.patternUnits))] {
			s.Units = append(s.Units, int(u))
		}
	}
	return res, nil
}

// VariantRate rates a variant's puzzle (sudoku_variant_rate) on the scale
// of Rate.
func (l *Library) VariantRate(v *Variant, puzzle []uint8) (Rating, error) {
	return l.VariantRateContext(context.Background(), v, puzzle)
}

// VariantRateContext is VariantRate that stops when ctx is done (an *Error
// of StatusCancelled), reporting cells placed to the function of
// WithProgress.
func (l *Library) VariantRateContext(ctx context.Context, v *Variant, puzzle []uint8) (Rating, error) {
	const fn = "sudoku_variant_rate"
	if err := v.cells(fn, puzzle); err != nil {
		return Rating{}, err
	}
	r := cRate{size: uint32(unsafe.Sizeof(cRate{}))}
	st := Status(withControl(ctx, false, func(ctl *cControl) int32 {
		return l.fn.variantRate(textPtr(v.Text), textLen(v.Text), ptr(puzzle), int32(v.Cells), nil, &r, ctl)
	}))
	switch st {
	case StatusOK:
	case StatusCancelled:
		return Rating{}, l.cancelled(fn, ctx)
	default:
		return Rating{}, l.variantGridError(fn, st, v, puzzle)
	}
	return Rating{Rating: int(r.rating), Hardest: Technique(r.hardest), Level: Level(r.level),
		Complete: r.complete != 0, Capped: r.capped != 0, Steps: int(r.steps), Counts: r.counts}, nil
}

// VariantGenerateOptions says what puzzle of a variant to make, as package
// engine's VariantGenerateOptions: Killer makes killer cages, Jigsaw a
// random jigsaw layout; the rest as GenerateOptions (MaxAttempts 0: 100).
type VariantGenerateOptions struct {
	Seed         uint64
	Symmetry     Symmetry
	Killer       bool
	Jigsaw       bool
	MaxCageCells int
	Clues        int
	Level        Level
	MinRating    int
	MaxRating    int
	MaxAttempts  int
	BudgetMs     int
	First        uint64
}

// VariantGenerated is a generated puzzle of a variant: its variant (with the
// cages or regions made), givens, solution and rating.
type VariantGenerated struct {
	Variant  *Variant
	Puzzle   []uint8
	Solution []uint8
	Rating   Rating
}

// VariantGenerate makes a puzzle of v with exactly one solution
// (sudoku_variant_generate); the same options give the same puzzle. With
// ErrLimit the best puzzle found comes back too.
func (l *Library) VariantGenerate(v *Variant, o *VariantGenerateOptions) (VariantGenerated, error) {
	return l.VariantGenerateContext(context.Background(), v, o)
}

// VariantGenerateContext is VariantGenerate that stops when ctx is done,
// reporting attempts to the function of WithProgress.
func (l *Library) VariantGenerateContext(ctx context.Context, v *Variant, o *VariantGenerateOptions) (VariantGenerated, error) {
	const fn = "sudoku_variant_generate"
	var out VariantGenerated
	for _, x := range []int{o.MaxCageCells, o.Clues, int(o.Level), o.MinRating, o.MaxRating, o.MaxAttempts, o.BudgetMs} {
		if x < -1<<31 || x > 1<<31-1 {
			return out, argError(fn, "an option is out of range")
		}
	}
	opts := cVariantGenerateOptions{size: uint32(unsafe.Sizeof(cVariantGenerateOptions{})), symmetry: uint32(o.Symmetry), seed: o.Seed,
		clues: int32(o.Clues), level: int32(o.Level), minRating: int32(o.MinRating), maxRating: int32(o.MaxRating),
		maxAttempts: int32(o.MaxAttempts), budgetMs: int32(o.BudgetMs), first: o.First, maxCageCells: int32(o.MaxCageCells)}
	if o.Killer {
		opts.flags |= VariantKiller
	}
	if o.Jigsaw {
		opts.flags |= VariantJigsaw
	}
	puzzle, sol := make([]uint8, v.Cells), make([]uint8, v.Cells)
	text := make([]byte, len(v.Text)+2048)
	r := cRate{size: uint32(unsafe.Sizeof(cRate{}))}
	st := Status(withControl(ctx, false, func(ctl *cControl) int32 {
		return l.fn.variantGenerate(textPtr(v.Text), textLen(v.Text), &opts, ptr(puzzle), ptr(sol), int32(v.Cells),
			&text[0], int32(len(text)), nil, &r, ctl)
	}))
	switch st {
	case StatusOK, StatusLimit:
	case StatusCancelled:
		return out, l.cancelled(fn, ctx)
	default:
		return out, l.statusError(fn, st)
	}
	gv, err := l.ParseVariant(cString(text))
	if err != nil {
		return out, err
	}
	out = VariantGenerated{Variant: gv, Puzzle: puzzle, Solution: sol, Rating: Rating{Rating: int(r.rating),
		Hardest: Technique(r.hardest), Level: Level(r.level), Complete: r.complete != 0, Steps: int(r.steps), Counts: r.counts}}
	if st == StatusLimit {
		return out, l.statusError(fn, st)
	}
	return out, nil
}
