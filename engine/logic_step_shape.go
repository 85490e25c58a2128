package engine

// The parts of a step that some patterns have and a game draws: the base
// and cover sets and the fins of a fish, and the sets of cells of almost
// locked sets, Death Blossoms and Sue de Coq, with the digits that tie them
// together. They live in Step.shape, a fixed-size value like the rest of a
// Step.

// maxStepSets is the most sets of cells a step holds (the almost locked sets
// of an ALS chain, the petals of a Death Blossom).
const maxStepSets = 8

// maxStepFins is the most fins (exo and endo) a fish step holds.
const maxStepFins = 8

// stepShape holds a step's drawable parts beyond its cells, units and chain.
type stepShape struct {
	// style is the catalogue whose search found the step; it decides the
	// name the step shows.
	style HintStyle
	// nbase counts the base sets of a fish: the step's units are its base
	// sets, then its cover sets.
	nbase uint8
	// fins are the fins of a finned fish, endo fins (cells in two base
	// sets) first: fins[:nendo] are endo fins, fins[nendo:nfins] the others.
	fins  [maxStepFins]uint8
	nfins uint8
	nendo uint8
	// setOf[c] is k+1 when cell c belongs to set k of the step, 0 when it
	// belongs to none; the sets never overlap.
	setOf [NumCells]uint8
	// setDigits[k] are the digits of set k (an ALS's candidates).
	setDigits [maxStepSets]uint16
	// links[k] are the digits that tie set k to the next: the restricted
	// commons between ALS k and k+1, or the stem digit of a Death Blossom's
	// petal k.
	links [maxStepSets]uint16
	nsets uint8
	// missing marks a uniqueness pattern with a corner that lacks one of
	// its two digits (HoDoKu's "missing candidates").
	missing bool
}

// Style returns the catalogue whose search found the step.
func (s *Step) Style() HintStyle { return s.shape.style }

// Name returns the name of the step's technique in the catalogue that
// found it: Technique.String() for the SE catalogue,
// Technique.ExtendedName() for the extended one.
func (s *Step) Name() string {
	if s.shape.style == StyleExtended {
		return s.Technique.ExtendedName()
	}
	return s.Technique.String()
}

// BaseUnits returns the base sets of a fish (the units whose candidates of
// the digit it covers), nil for other steps. The slice aliases s.
func (s *Step) BaseUnits() []uint8 {
	if s.shape.nbase == 0 {
		return nil
	}
	return s.units[:s.shape.nbase]
}

// CoverUnits returns the cover sets of a fish (the units the digit is
// removed from), nil for other steps. The slice aliases s.
func (s *Step) CoverUnits() []uint8 {
	if s.shape.nbase == 0 {
		return nil
	}
	return s.units[s.shape.nbase:s.nunits]
}

// Fins returns the fins of a finned fish: the cells of its base sets that
// its cover sets leave out, endo fins (cells of two base sets) first. The
// slice aliases s.
func (s *Step) Fins() []uint8 { return s.shape.fins[:s.shape.nfins] }

// NumEndoFins counts the endo fins at the start of Fins.
func (s *Step) NumEndoFins() int { return int(s.shape.nendo) }

// NumSets counts the sets of cells of the step: the almost locked sets of
// an ALS step (for an ALS-XY-Wing the two wings, then the pivot), the
// petals of a Death Blossom, the intersection, line and box cells of a Sue
// de Coq; 0 for other techniques.
func (s *Step) NumSets() int { return int(s.shape.nsets) }

// SetOf returns the set (0..NumSets-1) cell c belongs to, or -1.
func (s *Step) SetOf(c int) int {
	if c < 0 || c >= NumCells {
		return -1
	}
	return int(s.shape.setOf[c]) - 1
}

// SetCells appends the cells of set k, in increasing order, to dst.
func (s *Step) SetCells(dst []uint8, k int) []uint8 {
	for c, v := range s.shape.setOf {
		if int(v) == k+1 {
			dst = append(dst, uint8(c))
		}
	}
	return dst
}

// SetDigits returns the digits (bit d-1 for d) of set k.
func (s *Step) SetDigits(k int) uint16 {
	if k < 0 || k >= int(s.shape.nsets) {
		return 0
	}
	return s.shape.setDigits[k]
}

// SetLink returns the digits that tie set k to set k+1: the restricted
// common candidates of two almost locked sets (for a Death Blossom, the
// stem's digit that petal k holds), 0 when none.
func (s *Step) SetLink(k int) uint16 {
	if k < 0 || k >= int(s.shape.nsets) {
		return 0
	}
	return s.shape.links[k]
}

// addSet adds a set of cells with its digits; link is its tie to the next
// set (or, for a Death Blossom petal, to the stem).
func (s *Step) addSet(cells cellSet, digits, link uint16) {
	k := s.shape.nsets
	if int(k) >= maxStepSets {
		return
	}
	s.shape.nsets++
	s.shape.setDigits[k] = digits
	s.shape.links[k] = link
	for c := cells.nextCell(0); c >= 0; c = cells.nextCell(c + 1) {
		s.shape.setOf[c] = k + 1
		s.addCell(c)
	}
}

// addFin records a fin of a fish; endo fins must be added first.
func (s *Step) addFin(c int, endo bool) {
	if int(s.shape.nfins) >= maxStepFins {
		return
	}
	s.shape.fins[s.shape.nfins] = uint8(c)
	s.shape.nfins++
	if endo {
		s.shape.nendo++
	}
}
