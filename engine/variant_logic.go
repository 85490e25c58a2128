package engine

import (
	"math/bits"
	"strconv"
)

// The human-style step finder of variants: the techniques of the classic
// catalogue that hold on any set of units (singles, locked candidates,
// subsets, fish), written over the variant's unit lists, and the killer
// techniques (cage single, cage combination, innies and outies). Like the
// classic finder it always takes the simplest step, and its ratings are on
// the same SE-style scale, so the levels mean the same.

// VariantTechniqueName returns the name of a technique of a variant step
// (the same as Technique.String).
func VariantTechniqueName(t Technique) string { return t.String() }

// Ratings of the variant steps whose rating is not their technique's base.
const (
	ratingInnieSingle = 25 // innies or outies: one cell placed
	ratingInnieGroup  = 30 // innies or outies: several cells lose digits
)

// maxStepCombos bounds the cage combinations a step lists.
const maxStepCombos = 12

// VariantStep is one logical move on a variant's grid: a placement or a set
// of eliminations, the pattern behind it, and its rating. It is a plain
// value of fixed size.
type VariantStep struct {
	Technique Technique
	// Rating is the step's SE-style rating in tenths.
	Rating int
	// Cell and Digit are the placement, or -1 and 0 for eliminations.
	Cell, Digit int
	// Removed[i] has bit d-1 set when digit d leaves the candidates of
	// cell i.
	Removed [MaxVariantCells]uint16
	// Digits is the set of digits of the pattern (bit d-1 for d).
	Digits uint16

	v      *Variant
	cells  [MaxVariantCells]uint8
	ncells int
	units  [8]uint16
	nunits int
	// unit is the unit a single, subset or intersection was found in, cover
	// the second unit of an intersection (-1 if none).
	unit, cover int
	// sum is the sum a cage or an innie/outie group must make. For innies
	// and outies, areaName names the area ("rows 1-3"), total is its total,
	// known the sum of the cages wholly inside it (innies) or sticking out
	// of it (outies), and outies says which.
	sum          int
	total, known int
	outies       bool
	areaPlural   bool
	areaName     [24]byte
	areaNameLen  int
	// combos are the combinations a cage can still hold (for Cage
	// Combination), moreCombos when there were more than listed.
	combos     [maxStepCombos]uint16
	ncombos    int
	moreCombos bool
}

// PatternCells returns the cells of the pattern, in the order the
// explanation names them. The slice aliases s.
func (s *VariantStep) PatternCells() []uint8 { return s.cells[:s.ncells] }

// PatternUnits returns the IDs of the units of the pattern (see
// Variant.Unit). The slice aliases s.
func (s *VariantStep) PatternUnits() []uint16 { return s.units[:s.nunits] }

// IsPlacement reports whether the step places a digit.
func (s *VariantStep) IsPlacement() bool { return s.Cell >= 0 }

// TechniqueName returns the name of the step's technique.
func (s *VariantStep) TechniqueName() string { return VariantTechniqueName(s.Technique) }

func (s *VariantStep) reset(v *Variant, t Technique) {
	*s = VariantStep{v: v, Technique: t, Rating: t.BaseRating(), Cell: -1, unit: -1, cover: -1}
}

func (s *VariantStep) addCell(c int) {
	for _, x := range s.cells[:s.ncells] {
		if int(x) == c {
			return
		}
	}
	s.cells[s.ncells] = uint8(c)
	s.ncells++
}

func (s *VariantStep) addUnit(u int) {
	for _, x := range s.units[:s.nunits] {
		if int(x) == u {
			return
		}
	}
	if s.nunits < len(s.units) {
		s.units[s.nunits] = uint16(u)
		s.nunits++
	}
}

func (s *VariantStep) hasEffect() bool {
	if s.Cell >= 0 {
		return true
	}
	for _, m := range s.Removed[:s.v.ncells] {
		if m != 0 {
			return true
		}
	}
	return false
}

// VariantNoCandidateError reports an empty cell left without a candidate.
type VariantNoCandidateError struct {
	Cell int
	Size int // the variant's N
}

// Error names the cell.
func (e *VariantNoCandidateError) Error() string {
	return "sudoku: " + cellNameN(e.Cell, e.Size) + " has no candidate left"
}

// VariantLogic finds and applies human-style steps on a grid of a variant.
// It holds its state and scratch space inside itself, so one VariantLogic
// can rate many puzzles in a row without allocating; it is not safe for use
// by several goroutines at once. Call Reset first.
type VariantLogic struct {
	v      *Variant
	grid   [MaxVariantCells]uint8
	cand   [MaxVariantCells]uint16 // candidates of empty cells, 0 for filled ones
	empty  int
	solver VariantSolver // for Rate and Hint's uniqueness checks
	areas  variantAreas  // the areas of innies and outies
	// The cage searches skip a cage or a group of innies that found
	// nothing when none of its cells has changed since: clock counts the
	// changes, changed[c] is the clock of cell c's last change, and
	// cageSeen and groupSeen the clock at which each found nothing (a
	// group's single and multi-cell looks apart: 2i and 2i+1).
	clock     uint32
	changed   [MaxVariantCells]uint32
	cageSeen  [maxCages]uint32
	groupSeen []uint32
}

// touch records a change of cell c.
func (l *VariantLogic) touch(c int) { l.changed[c] = l.clock }

// unchangedSince reports whether no cell of cells changed after clock seen
// (0: never looked).
func (l *VariantLogic) unchangedSince(cells []uint8, seen uint32) bool {
	if seen == 0 {
		return false
	}
	for _, c := range cells {
		if l.changed[c] > seen {
			return false
		}
	}
	return true
}

// Reset loads grid (N*N cells) of v and, when marks is not nil, the
// player's pencil marks: marks[i] has bit d-1 set when the player keeps
// digit d in cell i; 0 stands for all digits. Digits the placed digits rule
// out are dropped. It fails with the errors of Variant.Validate, or a
// *VariantNoCandidateError when an empty cell has no candidate left.
func (l *VariantLogic) Reset(v *Variant, grid []uint8, marks []uint16) error {
	if err := v.Validate(grid); err != nil {
		return err
	}
	if marks != nil && len(marks) != v.ncells {
		return &GridSizeError{Len: len(marks), Want: v.ncells}
	}
	if l.v != v {
		l.areas.build(v)
		if cap(l.groupSeen) < 2*len(l.areas.groups) {
			l.groupSeen = make([]uint32, 2*len(l.areas.groups))
		}
	}
	l.v, l.empty = v, 0
	l.clock = 1
	clear(l.changed[:v.ncells])
	clear(l.cageSeen[:v.ncages])
	l.groupSeen = l.groupSeen[:2*len(l.areas.groups)]
	clear(l.groupSeen)
	copy(l.grid[:], grid)
	for c := 0; c < v.ncells; c++ {
		if grid[c] != 0 {
			l.cand[c] = 0
			continue
		}
		l.empty++
		m := v.full
		if marks != nil && marks[c]&v.full != 0 {
			m &= marks[c]
		}
		l.cand[c] = m
	}
	for c := 0; c < v.ncells; c++ {
		if d := grid[c]; d != 0 {
			l.eliminate(c, uint16(1)<<(d-1))
		}
	}
	for c := 0; c < v.ncells; c++ {
		if grid[c] == 0 && l.cand[c] == 0 {
			return &VariantNoCandidateError{Cell: c, Size: v.n}
		}
	}
	return nil
}

// eliminate removes the digits of bit from the peers of cell c.
func (l *VariantLogic) eliminate(c int, bit uint16) {
	peers := &l.v.peers[c]
	for w, m := range peers {
		for ; m != 0; m &= m - 1 {
			p := w<<6 | bits.TrailingZeros64(m)
			if l.cand[p]&bit != 0 {
				l.cand[p] &^= bit
				l.touch(p)
			}
		}
	}
}

// Grid returns the digits placed so far (N*N cells; the slice aliases l).
func (l *VariantLogic) Grid() []uint8 { return l.grid[:l.v.ncells] }

// Candidates returns the candidates of the empty cells (0 for filled ones;
// the slice aliases l).
func (l *VariantLogic) Candidates() []uint16 { return l.cand[:l.v.ncells] }

// Solved reports whether every cell holds a digit.
func (l *VariantLogic) Solved() bool { return l.empty == 0 }

// Apply carries out a step found by Next.
func (l *VariantLogic) Apply(st *VariantStep) {
	l.clock++
	if st.Cell >= 0 {
		l.place(st.Cell, st.Digit)
	}
	for c, m := range st.Removed[:l.v.ncells] {
		if l.cand[c]&m != 0 {
			l.cand[c] &^= m
			l.touch(c)
		}
	}
}

// place puts digit d in empty cell c.
func (l *VariantLogic) place(c, d int) {
	if l.grid[c] != 0 {
		return
	}
	l.grid[c], l.cand[c] = uint8(d), 0
	l.touch(c)
	l.empty--
	l.eliminate(c, uint16(1)<<(d-1))
}

// broken reports whether an empty cell has no candidate (a grid that a
// wrong step or wrong marks led astray).
func (l *VariantLogic) broken() bool {
	for c := 0; c < l.v.ncells; c++ {
		if l.grid[c] == 0 && l.cand[c] == 0 {
			return true
		}
	}
	return false
}

// variantFinderRatings are the lowest ratings of the step finder's
// searches, in the order findK runs them (simplest first).
var variantFinderRatings = [...]int{10, 10, 12, 15, 20, 23, ratingInnieSingle, 26, 28, 30, ratingInnieGroup, 32, 34, 36, 38, 40, 50, 52, 54}

// findK runs the k-th search (direct calls, so that st stays on the
// caller's stack).
func (l *VariantLogic) findK(st *VariantStep, k int) bool {
	switch k {
	case 0:
		return l.findFullHouse(st)
	case 1:
		return l.findCageSingle(st)
	case 2:
		return l.findHiddenSingle(st, true)
	case 3:
		return l.findHiddenSingle(st, false)
	case 4:
		return l.findCageCombination(st)
	case 5:
		return l.findNakedSingle(st)
	case 6:
		return l.findInniesOuties(st, true)
	case 7:
		return l.findLocked(st, true)
	case 8:
		return l.findLocked(st, false)
	case 9:
		return l.findNakedSubset(st, 2)
	case 10:
		return l.findInniesOuties(st, false)
	case 11:
		return l.findFish(st, 2)
	case 12:
		return l.findHiddenSubset(st, 2)
	case 13:
		return l.findNakedSubset(st, 3)
	case 14:
		return l.findFish(st, 3)
	case 15:
		return l.findHiddenSubset(st, 3)
	case 16:
		return l.findNakedSubset(st, 4)
	case 17:
		return l.findFish(st, 4)
	case 18:
		return l.findHiddenSubset(st, 4)
	}
	return false
}

// Next finds the simplest step rated at most maxRating (tenths; MaxRating
// for any). It reports false when none applies, or the grid is solved.
func (l *VariantLogic) Next(st *VariantStep, maxRating int) bool {
	if l.Solved() || l.broken() {
		return false
	}
	for k, r := range variantFinderRatings {
		if r > maxRating {
			return false
		}
		if l.findK(st, k) {
			return true
		}
	}
	return false
}

// isBoxKind reports whether a unit is a box-like region (box, jigsaw
// region, window), whose hidden singles and intersections rate lower than
// a line's, as a box's do in the classic scale.
func isBoxKind(k VariantUnitKind) bool {
	return k == UnitBox || k == UnitRegion || k == UnitWindow
}

// unitCells returns the cells of unit u.
func (l *VariantLogic) unitCells(u int) []uint8 {
	un := &l.v.units[u]
	return un.cells[:un.n]
}

// findFullHouse finds a house with one empty cell.
func (l *VariantLogic) findFullHouse(st *VariantStep) bool {
	v := l.v
	for _, u := range v.houses[:v.nhouses] {
		empty, seen := -1, uint16(0)
		for _, c := range l.unitCells(int(u)) {
			if l.grid[c] == 0 {
				if empty >= 0 {
					empty = -2
					break
				}
				empty = int(c)
			} else {
				seen |= 1 << (l.grid[c] - 1)
			}
		}
		if empty < 0 {
			continue
		}
		d := bits.TrailingZeros16(v.full&^seen) + 1
		st.reset(v, TechFullHouse)
		st.Cell, st.Digit, st.unit = empty, d, int(u)
		st.addCell(empty)
		st.addUnit(int(u))
		return true
	}
	return false
}

// findHiddenSingle finds a digit with one place in a house: box-like
// houses when box is set, the others when not.
func (l *VariantLogic) findHiddenSingle(st *VariantStep, box bool) bool {
	v := l.v
	tech := TechHiddenSingleLine
	if box {
		tech = TechHiddenSingleBox
	}
	for _, u := range v.houses[:v.nhouses] {
		if isBoxKind(v.units[u].kind) != box {
			continue
		}
		var once, twice uint16
		for _, c := range l.unitCells(int(u)) {
			twice |= once & l.cand[c]
			once |= l.cand[c]
		}
		h := once &^ twice
		if h == 0 {
			continue
		}
		d := bits.TrailingZeros16(h) + 1
		for _, c := range l.unitCells(int(u)) {
			if l.cand[c]&(1<<(d-1)) != 0 {
				st.reset(v, tech)
				st.Cell, st.Digit, st.unit = int(c), d, int(u)
				st.addCell(int(c))
				st.addUnit(int(u))
				return true
			}
		}
	}
	return false
}

// findNakedSingle finds an empty cell with one candidate.
func (l *VariantLogic) findNakedSingle(st *VariantStep) bool {
	for c := 0; c < l.v.ncells; c++ {
		if m := l.cand[c]; l.grid[c] == 0 && m&(m-1) == 0 {
			st.reset(l.v, TechNakedSingle)
			st.Cell, st.Digit = c, bits.TrailingZeros16(m)+1
			st.addCell(c)
			return true
		}
	}
	return false
}

// findLocked finds a digit whose places in a house all lie in another unit
// (a line, box, diagonal, window, group or cage), and removes it from the
// rest of that unit: pointing when the house is box-like (box set),
// claiming when it is a line.
func (l *VariantLogic) findLocked(st *VariantStep, box bool) bool {
	v := l.v
	tech := TechClaiming
	if box {
		tech = TechPointing
	}
	for _, hu := range v.houses[:v.nhouses] {
		if isBoxKind(v.units[hu].kind) != box {
			continue
		}
		cells := l.unitCells(int(hu))
		var where [MaxVariantSize]uint16
		var digits uint16
		for k, c := range cells {
			for m := l.cand[c]; m != 0; m &= m - 1 {
				where[bits.TrailingZeros16(m)] |= 1 << k
			}
			digits |= l.cand[c]
		}
		for ; digits != 0; digits &= digits - 1 {
			d := bits.TrailingZeros16(digits)
			pos := where[d]
			if pos&(pos-1) == 0 {
				continue
			}
			bit := uint16(1) << d
			for _, x := range v.crossings[v.crossStart[hu]:v.crossStart[hu+1]] {
				if pos&^x.mask != 0 {
					continue
				}
				st.reset(v, tech)
				for k, c := range l.unitCells(int(x.unit)) {
					if x.inner&(1<<k) == 0 && l.cand[c]&bit != 0 {
						st.Removed[c] |= bit
					}
				}
				if !st.hasEffect() {
					continue
				}
				st.Digits, st.unit, st.cover = bit, int(hu), int(x.unit)
				for k, c := range cells {
					if pos&(1<<k) != 0 {
						st.addCell(int(c))
					}
				}
				st.addUnit(int(hu))
				st.addUnit(int(x.unit))
				return true
			}
		}
	}
	return false
}

// appendDigitList appends the digits of mask m, such as "1, 5 and 9".
func appendDigitList(dst []byte, m uint16, and string) []byte {
	n := bits.OnesCount16(m)
	for k := 0; m != 0; k++ {
		if k > 0 {
			if k == n-1 {
				dst = append(dst, and...)
			} else {
				dst = append(dst, ", "...)
			}
		}
		dst = strconv.AppendInt(dst, int64(bits.TrailingZeros16(m)+1), 10)
		m &= m - 1
	}
	return dst
}
