package engine

// This file defines the vocabulary of the human-style step finder: the
// techniques with their Sudoku Explainer (SE) ratings, and Step, one reasoned
// move with everything a game needs to show and explain it.

// Technique identifies a solving technique. The numeric values are stable:
// they are part of the C ABI (SUDOKU_TECH_* in sudoku.h) and never change
// meaning; new techniques get new numbers.
type Technique uint8

// The techniques the step finder knows, in the order of their SE ratings.
const (
	TechNone                 Technique = 0  // no step
	TechFullHouse            Technique = 1  // last empty cell of a unit (SE 1.0)
	TechHiddenSingleBox      Technique = 2  // a digit with one place in a box (SE 1.2)
	TechHiddenSingleLine     Technique = 3  // a digit with one place in a row or column (SE 1.5)
	TechNakedSingle          Technique = 4  // a cell with one candidate (SE 2.3)
	TechPointing             Technique = 5  // a box's digit confined to one line (SE 2.6)
	TechClaiming             Technique = 6  // a line's digit confined to one box (SE 2.8)
	TechNakedPair            Technique = 7  // SE 3.0
	TechXWing                Technique = 8  // SE 3.2
	TechHiddenPair           Technique = 9  // SE 3.4
	TechNakedTriple          Technique = 10 // SE 3.6
	TechSwordfish            Technique = 11 // SE 3.8
	TechHiddenTriple         Technique = 12 // SE 4.0
	TechXYWing               Technique = 13 // SE 4.2
	TechXYZWing              Technique = 14 // SE 4.4
	TechUniqueRectangle      Technique = 15 // unique rectangle type 1: one cell with extra digits (SE 4.5)
	TechNakedQuad            Technique = 16 // SE 5.0
	TechJellyfish            Technique = 17 // SE 5.2
	TechHiddenQuad           Technique = 18 // SE 5.4
	TechBUG                  Technique = 19 // bivalue universal grave + 1 (SE 5.6)
	TechXCycle               Technique = 20 // continuous loop of one digit's strong links (simple colouring; SE 6.5+)
	TechXChain               Technique = 21 // chain of one digit's links ending in a contradiction (SE 6.6+)
	TechXYCycle              Technique = 22 // continuous loop of bivalue cells (SE 6.5+)
	TechXYChain              Technique = 23 // chain through bivalue cells (SE 7.0+)
	TechCycle                Technique = 24 // continuous loop mixing both kinds of link (SE 7.0+)
	TechForcingChain         Technique = 25 // alternating inference chain mixing both kinds of link (SE 7.0+)
	TechUniqueRectangle2     Technique = 26 // unique rectangle type 2: one extra digit in two cells (SE 4.5)
	TechUniqueRectangle3     Technique = 27 // unique rectangle type 3: extra digits form a naked set (SE 4.6-4.8)
	TechUniqueRectangle4     Technique = 28 // unique rectangle type 4: a conjugate pair in the extra cells (SE 4.5)
	TechBUG2                 Technique = 29 // BUG with one extra digit in several cells (SE 5.7)
	TechAlignedPairExclusion Technique = 30 // aligned pair exclusion (SE 6.2)
	TechSkyscraper           Technique = 31 // two strong links in parallel lines (4.0)
	TechTwoStringKite        Technique = 32 // two strong links, a row and a column (4.1)
	TechTurbotFish           Technique = 33 // two strong links, one in a box (4.2)
	TechThreeLinkXChain      Technique = 34 // three strong links of one digit (5.4-5.6)
	TechEmptyRectangle       Technique = 35 // a box's digit in one row and column, and a strong link (4.2)

	// NumTechniques is one more than the largest Technique value.
	NumTechniques = 36
)

// techInfo holds the name and base SE rating (in tenths) of each technique.
var techInfo = [NumTechniques]struct {
	name   string
	rating int
}{
	TechNone:                 {"none", 0},
	TechFullHouse:            {"Full House", 10},
	TechHiddenSingleBox:      {"Hidden Single", 12},
	TechHiddenSingleLine:     {"Hidden Single", 15},
	TechNakedSingle:          {"Naked Single", 23},
	TechPointing:             {"Pointing", 26},
	TechClaiming:             {"Claiming", 28},
	TechNakedPair:            {"Naked Pair", 30},
	TechXWing:                {"X-Wing", 32},
	TechHiddenPair:           {"Hidden Pair", 34},
	TechNakedTriple:          {"Naked Triple", 36},
	TechSwordfish:            {"Swordfish", 38},
	TechHiddenTriple:         {"Hidden Triple", 40},
	TechXYWing:               {"XY-Wing", 42},
	TechXYZWing:              {"XYZ-Wing", 44},
	TechUniqueRectangle:      {"Unique Rectangle Type 1", 45},
	TechNakedQuad:            {"Naked Quad", 50},
	TechJellyfish:            {"Jellyfish", 52},
	TechHiddenQuad:           {"Hidden Quad", 54},
	TechBUG:                  {"BUG+1", 56},
	TechXCycle:               {"X-Cycle", 65},
	TechXChain:               {"X-Chain", 66},
	TechXYCycle:              {"XY-Cycle", 65},
	TechXYChain:              {"XY-Chain", 70},
	TechCycle:                {"Continuous Loop", 70},
	TechForcingChain:         {"Alternating Inference Chain", 70},
	TechUniqueRectangle2:     {"Unique Rectangle Type 2", 45},
	TechUniqueRectangle3:     {"Unique Rectangle Type 3", 46},
	TechUniqueRectangle4:     {"Unique Rectangle Type 4", 45},
	TechBUG2:                 {"BUG Type 2", 57},
	TechAlignedPairExclusion: {"Aligned Pair Exclusion", 62},
	TechSkyscraper:           {"Skyscraper", 40},
	TechTwoStringKite:        {"Two-String Kite", 41},
	TechTurbotFish:           {"Turbot Fish", 42},
	TechThreeLinkXChain:      {"Three-Link X-Chain", 54},
	TechEmptyRectangle:       {"Empty Rectangle", 42},
}

// String returns the technique's usual English name, such as "X-Wing".
func (t Technique) String() string {
	if int(t) >= NumTechniques {
		return "unknown technique"
	}
	return techInfo[t].name
}

// BaseRating returns the technique's SE rating in tenths (32 for X-Wing's
// 3.2). Chains rate higher than their base as they get longer; a Step's
// Rating has the exact figure.
func (t Technique) BaseRating() int {
	if int(t) >= NumTechniques {
		return 0
	}
	return techInfo[t].rating
}

// MaxChainNodes bounds the length of the chains the finder reports.
const MaxChainNodes = 96

// ChainNode is one link end of a chain: "Cell is Digit" (On) or "Cell is
// not Digit" (!On).
type ChainNode struct {
	Cell  uint8
	Digit uint8
	On    bool
}

// Step is one logical move: a placement or a set of eliminations, the pattern
// that justifies it and its SE rating. A Step is a plain value of fixed size
// (no pointers), so it can be copied and kept without allocating.
type Step struct {
	Technique Technique
	// Rating is the SE rating of this step in tenths (a chain's rating grows
	// with its length).
	Rating int
	// Cell and Digit are the placement, or Cell == -1 and Digit == 0 when the
	// step only eliminates candidates.
	Cell  int
	Digit int
	// Removed[i] has bit d-1 set when digit d leaves the candidates of cell i.
	Removed [NumCells]uint16
	// Digits is the set of digits (bit d-1 for d) that form the pattern.
	Digits uint16

	cells  [NumCells]uint8
	ncells uint8
	units  [12]uint8
	nunits uint8
	chain  [MaxChainNodes]ChainNode
	nchain uint8
	// unit is the unit a single, subset or intersection was found in
	// (255 if none); used by the explanation.
	unit uint8
	// cover is the second unit of an intersection (the line of a pointing
	// pair, the box of a claiming one), 255 if none.
	cover uint8
}

// PatternCells returns the cells of the pattern (for highlighting), in the
// order the explanation names them. The slice aliases s.
func (s *Step) PatternCells() []uint8 { return s.cells[:s.ncells] }

// PatternUnits returns the IDs (0..26, see UnitByID) of the units that form
// the pattern. The slice aliases s.
func (s *Step) PatternUnits() []uint8 { return s.units[:s.nunits] }

// Chain returns the chain of a chain step, from its first node to its last,
// or nil for other techniques. The slice aliases s.
func (s *Step) Chain() []ChainNode { return s.chain[:s.nchain] }

// IsPlacement reports whether the step places a digit.
func (s *Step) IsPlacement() bool { return s.Cell >= 0 }

// NumRemoved counts the (cell, digit) eliminations of the step.
func (s *Step) NumRemoved() int {
	n := 0
	for _, m := range s.Removed {
		n += popcount(m)
	}
	return n
}

// reset clears s for a new step of technique t.
func (s *Step) reset(t Technique) {
	*s = Step{Technique: t, Rating: t.BaseRating(), Cell: -1, unit: 255, cover: 255}
}

func (s *Step) addCell(c int) {
	for _, x := range s.cells[:s.ncells] {
		if int(x) == c {
			return
		}
	}
	if int(s.ncells) < len(s.cells) {
		s.cells[s.ncells] = uint8(c)
		s.ncells++
	}
}

func (s *Step) addUnit(u int) {
	for _, x := range s.units[:s.nunits] {
		if int(x) == u {
			return
		}
	}
	if int(s.nunits) < len(s.units) {
		s.units[s.nunits] = uint8(u)
		s.nunits++
	}
}

func (s *Step) place(c, d int) {
	s.Cell, s.Digit = c, d
}

// hasEffect reports whether the step changes anything.
func (s *Step) hasEffect() bool {
	if s.Cell >= 0 {
		return true
	}
	for _, m := range s.Removed {
		if m != 0 {
			return true
		}
	}
	return false
}
