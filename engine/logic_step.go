package engine

// This file defines the vocabulary of the human-style step finder: the
// techniques with their Sudoku Explainer (SE) ratings, and Step, one reasoned
// move with everything a game needs to show and explain it.

// Technique identifies a solving technique. The numeric values are stable:
// they are part of the C ABI (SUDOKU_TECH_* in sudoku.h) and never change
// meaning; new techniques get new numbers. The constants and their names
// are generated from the header into abi_gen.go.
type Technique uint8

// BaseRating returns the technique's SE rating in tenths (32 for X-Wing's
// 3.2), as its declaration in the registry gives it (see logic_registry.go).
// Chains rate higher than their base as they get longer; a Step's Rating
// has the exact figure.
func (t Technique) BaseRating() int {
	if int(t) >= NumTechniques {
		return 0
	}
	return techRatings[t]
}

// ChainNode is one link end of a chain: "Cell is Digit" (On) or "Cell is
// not Digit" (!On). A grouped node stands for two or three cells of one box
// in one row or column: "Digit is in one of them" (On) or "in none of
// them" (!On); Cell is the first of its cells, Extra[:NExtra] the others.
type ChainNode struct {
	Cell   uint8
	Digit  uint8
	On     bool
	NExtra uint8
	Extra  [2]uint8
}

// Grouped reports whether the node stands for more than one cell.
func (n ChainNode) Grouped() bool { return n.NExtra > 0 }

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
	// groups are the sizes of consecutive runs of cells, for patterns whose
	// cells come in groups (the ends of strong links; a loop and its set).
	groups [8]uint8
	// special marks cells with a role of their own (a unique loop's cells
	// with extra candidates); extraDigits the digits of such a role (a
	// loop's extra digit, set digits or locked digit).
	special     cellSet
	extraDigits uint16
	// shape holds the fish's sets and fins, the sets of cells of ALS
	// patterns, and the catalogue that found the step (logic_step_shape.go).
	shape stepShape
	// complexity is SE's complexity of a chain step (the potentials it
	// needs; its length bonus depends on it), 0 for other techniques.
	complexity uint16
	// chainKind is how a multiple or dynamic chain step concludes;
	// chainSrc its assumption (a candidate of the cell, the first place in
	// the unit), chainTarget its conclusion (a potential: "on" places it),
	// chainClash for a contradiction the potential found both on and off.
	chainKind   ChainKind
	chainSrc    potential
	chainTarget potential
	chainClash  potential
	cellCands   uint16 // ChainCell: the candidates of the cell
	nestLimit   uint16 // nested chains: the longest nested chain the search allowed
	chainLevel  uint8  // multiple chains: the producer's nesting level (chainOptions.level)
}

// ChainKind reports how a forcing-chain step concludes (ChainLine for the
// other techniques).
func (s *Step) ChainKind() ChainKind { return s.chainKind }

// Complexity returns SE's complexity of a chain step: the number of
// candidate states (potentials) its chains need, nested chains included; the
// rating grows with it (see chainLengthBonus). It is 0 for other
// techniques.
func (s *Step) Complexity() int { return int(s.complexity) }

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
