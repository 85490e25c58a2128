//go:build linux || darwin || freebsd || netbsd

package sudoku

import (
	"strconv"
	"unsafe"
)

// Technique identifies a solving technique (SUDOKU_TECH_*); the numbers are
// those of the header and of package engine.
type Technique int32

// The techniques, in the order of their ratings.
const (
	TechNone             Technique = 0
	TechFullHouse        Technique = 1
	TechHiddenSingleBox  Technique = 2
	TechHiddenSingleLine Technique = 3
	TechNakedSingle      Technique = 4
	TechPointing         Technique = 5
	TechClaiming         Technique = 6
	TechNakedPair        Technique = 7
	TechXWing            Technique = 8
	TechHiddenPair       Technique = 9
	TechNakedTriple      Technique = 10
	TechSwordfish        Technique = 11
	TechHiddenTriple     Technique = 12
	TechXYWing           Technique = 13
	TechXYZWing          Technique = 14
	TechUniqueRectangle  Technique = 15
	TechNakedQuad        Technique = 16
	TechJellyfish        Technique = 17
	TechHiddenQuad       Technique = 18
	TechBUG              Technique = 19
	TechXCycle           Technique = 20
	TechXChain           Technique = 21
	TechXYCycle          Technique = 22
	TechXYChain          Technique = 23
	TechCycle            Technique = 24
	TechForcingChain     Technique = 25
	TechUniqueRectangle2 Technique = 26
	TechUniqueRectangle3 Technique = 27
	TechUniqueRectangle4 Technique = 28
	TechBUG2             Technique = 29
	TechAlignedPairExcl  Technique = 30 // aligned pair exclusion
	TechSkyscraper       Technique = 31 // two strong links of one digit in parallel lines (4.0)
	TechTwoStringKite    Technique = 32 // two strong links, a row and a column (4.1)
	TechTurbotFish       Technique = 33 // two strong links, one in a box (4.2)
	TechThreeLinkXChain  Technique = 34 // three strong links of one digit (5.4-5.6)
	TechEmptyRectangle   Technique = 35 // a box's digit in one row and column, and a strong link (4.2)

	// NumTechniques is one more than the largest Technique (SUDOKU_TECH_COUNT).
	NumTechniques = 36
	// TechSlots is the size of Rating.Counts (SUDOKU_TECH_SLOTS).
	TechSlots = 64
	// MaxChainNodes bounds the chains a hint reports (SUDOKU_CHAIN_MAX).
	MaxChainNodes = 96
)

// Level is a difficulty band (SUDOKU_LEVEL_*).
type Level int32

// The levels.
const (
	LevelEasy    Level = 1 // rating 1.0-1.5
	LevelMedium  Level = 2 // 1.6-2.8
	LevelHard    Level = 3 // 2.9-4.4
	LevelExpert  Level = 4 // 4.5-6.4
	LevelExtreme Level = 5 // 6.5 and up
	LevelBeyond  Level = 6 // beyond the techniques of the library
)

// String returns the level's name in the header, in lower case ("easy").
func (l Level) String() string {
	names := [...]string{"", "easy", "medium", "hard", "expert", "extreme", "beyond"}
	if l < LevelEasy || l > LevelBeyond {
		return "level " + strconv.Itoa(int(l))
	}
	return names[l]
}

// HintStatus says what a hint is about (SUDOKU_HINT_*).
type HintStatus int32

// The hint statuses.
const (
	HintStep       HintStatus = 0 // Step holds the simplest next step
	HintMistakes   HintStatus = 1 // Mistakes marks the player's wrong cells
	HintSolved     HintStatus = 2 // the grid is complete and correct
	HintNoStep     HintStatus = 3 // no technique of the catalogue applies
	HintNotUnique  HintStatus = 4 // the puzzle has more than one solution
	HintNoSolution HintStatus = 5 // the puzzle has no solution
)

// Mistake says what is wrong with a cell (SUDOKU_MISTAKE_*).
type Mistake uint8

// The mistakes.
const (
	MistakeNone  Mistake = 0 // the cell is fine
	MistakeDigit Mistake = 1 // the player's digit differs from the solution
	MistakeMarks Mistake = 2 // the pencil marks leave out the solution's digit
)

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
}

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
	Text        string
}

// Rating is a puzzle's difficulty, as engine.Rating.
type Rating struct {
	Rating   int // in tenths: the hardest step taken
	Hardest  Technique
	Level    Level
	Complete bool // false: stuck beyond the catalogue; Rating is a lower bound
	Steps    int
	Counts   [TechSlots]uint16 // Counts[t]: steps that used technique t
}

// cHint is sudoku_hint_result.
type cHint struct {
	size                             uint32
	status, technique, rating, cell  int32
	digit, nRemoved, nPatternCells   int32
	nPatternUnits, nChain, nMistakes int32
	textLen                          uint32
	patternDigits                    uint16
	removed                          [NumCells]uint16
	patternCells                     [NumCells]uint8
	patternUnits                     [12]uint8
	mistakes                         [NumCells]uint8
	chainCell, chainDigit, chainOn   [MaxChainNodes]uint8
}

// cRating is sudoku_rating.
type cRating struct {
	size                                    uint32
	rating, hardest, level, complete, steps int32
	counts                                  [TechSlots]uint16
}

// hintTextSize is SUDOKU_HINT_TEXT_SIZE.
const hintTextSize = 8192

// Hint answers a player's request for a hint (sudoku_hint), as engine.Hint:
// puzzle holds the givens, grid the player's grid, marks nil or the pencil
// marks (bit d-1 for each digit kept; 0 means no marks in that cell).
// Mistakes come first. It fails with StatusRange or StatusConflict naming
// the cells.
func (l *Library) Hint(puzzle, grid *Grid, marks *[NumCells]uint16) (HintResult, error) {
	var res HintResult
	h := cHint{size: uint32(unsafe.Sizeof(cHint{}))}
	var text [hintTextSize]byte
	st := Status(l.fn.hint(puzzle, grid, marks, &h, &text[0], uintptr(len(text))))
	if st != StatusOK {
		if st == StatusRange && l.Validate(puzzle) == nil {
			return res, l.invalid("sudoku_hint", grid)
		}
		return res, l.statusError("sudoku_hint", st, puzzle)
	}
	res.Status = HintStatus(h.status)
	res.Text = cString(text[:])
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
	}
	return res, nil
}

// Rate rates puzzle (sudoku_rate), as engine.Rate. It fails with
// StatusRange or StatusConflict, ErrUnsolvable, ErrNotUnique or ErrLimit.
func (l *Library) Rate(puzzle *Grid) (Rating, error) {
	r := cRating{size: uint32(unsafe.Sizeof(cRating{}))}
	if st := Status(l.fn.rate(puzzle, &r)); st != StatusOK {
		return Rating{}, l.statusError("sudoku_rate", st, puzzle)
	}
	return Rating{
		Rating: int(r.rating), Hardest: Technique(r.hardest), Level: Level(r.level),
		Complete: r.complete != 0, Steps: int(r.steps), Counts: r.counts,
	}, nil
}

// clamp returns n limited to 0..hi.
func clamp(n int32, hi int) int {
	return int(min(max(n, 0), int32(hi)))
}
