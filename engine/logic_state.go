package engine

import "math/bits"

// logicGrid is the state the step finder works on: the digits placed and the
// candidates of every empty cell, plus per-unit position masks derived from
// them (refreshed before each search).
type logicGrid struct {
	grid Grid
	cand [NumCells]uint16 // bit d-1: digit d still possible; 0 for filled cells
	// pos[u][d-1] has bit k set when digit d is a candidate of the k-th cell
	// of unit u (refreshed by index).
	pos [27][9]uint16
	// placed[u] has bit d-1 set when digit d is placed in unit u.
	placed [27]uint16
	// anyBoard is set while the grid is not known to have exactly one
	// solution: the searches of Uniqueness techniques are skipped, and the
	// nested forcing chains stop at level 2 (see findMultipleChains).
	anyBoard bool
	// givens are the puzzle's clues among the placed cells: every placed
	// cell unless a hint says which are the player's (avoidable
	// rectangles are made of the player's digits).
	givens cellSet
	// twoLinks and threeLinks remember the digits whose strong link chains
	// of two and three links found nothing, xChains those whose X chains
	// and cycles found nothing, nishio those whose Nishio chains found no
	// contradiction (see digitMemo).
	twoLinks, threeLinks, xChains, nishio digitMemo
	// pairs, triplets, wxyz and vwxyz remember a grid on which aligned pair
	// exclusion, aligned triplet exclusion, WXYZ- and VWXYZ-Wings found
	// nothing (see gridMemo).
	pairs, triplets, wxyz, vwxyz gridMemo
	// units remembers, per unit, the searches confined to it (naked and
	// hidden subsets, direct hidden pair and triple) that found nothing
	// there (see unitMemo in logic_unit_memo.go).
	units unitMemo
	// lockDigits and fishDigits remember, per digit, the searches confined
	// to it (locked candidates, direct pointing and claiming; basic fish)
	// that found nothing on its cells (see digitSearchMemo in
	// logic_unit_memo.go).
	lockDigits, fishDigits digitSearchMemo
}

// allDigits is the candidate mask of a cell with all nine digits, bit d-1
// for digit d (the logic solver's cell masks, which the generator's solver
// and Hint's pencil marks share).
const allDigits = 0x1FF

func popcount(m uint16) int { return bits.OnesCount16(m) }

// lowDigit returns the smallest digit (1..9) in mask m (m != 0).
func lowDigit(m uint16) int { return bits.TrailingZeros16(m) + 1 }

// NoCandidateError reports an empty cell left without any candidate: the grid
// (with the player's pencil marks, if any) cannot be completed.
type NoCandidateError struct {
	Cell int
}

// Error names the cell.
func (e *NoCandidateError) Error() string {
	var b [64]byte
	return string(e.AppendError(b[:0]))
}

// AppendError appends the text of Error to dst and returns the extended
// slice, allocating nothing when dst has room (for the C interface).
func (e *NoCandidateError) AppendError(dst []byte) []byte {
	dst = AppendCellName(append(dst, "sudoku: "...), e.Cell)
	return append(dst, " has no candidate left"...)
}

// MarksError reports a pencil-mark mask with a bit set above the nine of
// the digits: bit d-1 stands for digit d, so a mask is 0 to 0x1FF. (A mask
// with bit d set for digit d, say, would otherwise be read as other
// digits, or as no marks at all.)
type MarksError struct {
	Cell  int    // cell index 0..80
	Marks uint16 // the mask found there
}

// Error names the cell and the mask, for example
// `sudoku: the pencil marks of r1c5 are 0x200; bit d-1 stands for digit d, so a mask is 0 to 0x1FF`.
func (e *MarksError) Error() string {
	var b [128]byte
	return string(e.AppendError(b[:0]))
}

// AppendError appends the text of Error to dst and returns the extended
// slice, allocating nothing when dst has room (for the C interface).
func (e *MarksError) AppendError(dst []byte) []byte {
	dst = AppendCellName(append(dst, "sudoku: the pencil marks of "...), e.Cell)
	dst = appendHex(append(dst, " are 0x"...), uint32(e.Marks), 1)
	return append(dst, "; bit d-1 stands for digit d, so a mask is 0 to 0x1FF"...)
}

// checkMarks returns a *MarksError for the first cell of marks (nil for no
// marks) whose mask has a bit above allDigits.
func checkMarks(marks *[NumCells]uint16) error {
	if marks == nil {
		return nil
	}
	for i, m := range marks {
		if m&^allDigits != 0 {
			return &MarksError{Cell: i, Marks: m}
		}
	}
	return nil
}

// init loads grid g and, when marks is not nil, the player's pencil marks:
// marks[i] has bit d-1 set when the player keeps d as a candidate of cell i.
// A mark mask of 0 on an empty cell means "no marks entered" and stands for
// all digits. Candidates the placed digits rule out are dropped either way.
// A mask with a bit above the digits' gives a *MarksError.
func (s *logicGrid) init(g *Grid, marks *[NumCells]uint16) error {
	if err := g.Validate(); err != nil {
		return err
	}
	if err := checkMarks(marks); err != nil {
		return err
	}
	s.grid = *g
	s.anyBoard = false
	for i := range s.cand {
		s.cand[i] = 0
		if g[i] == 0 {
			s.cand[i] = allDigits
			if marks != nil && marks[i]&allDigits != 0 {
				s.cand[i] = marks[i] & allDigits
			}
		}
	}
	for i, v := range g {
		if v != 0 {
			bit := uint16(1) << (v - 1)
			for _, p := range peers[i] {
				s.cand[p] &^= bit
			}
		}
	}
	s.givens = cellSet{}
	for i := range s.cand {
		if g[i] == 0 && s.cand[i] == 0 {
			return &NoCandidateError{Cell: i}
		}
		if g[i] != 0 {
			s.givens.add(i)
		}
	}
	s.index()
	return nil
}

// setGivens marks the clues of puzzle as the givens: the other placed
// cells are the player's.
func (s *logicGrid) setGivens(puzzle *Grid) {
	s.givens = cellSet{}
	for i, v := range puzzle {
		if v != 0 {
			s.givens.add(i)
		}
	}
}

// index recomputes pos and placed from grid and cand.
func (s *logicGrid) index() {
	for u := range unitCells {
		var placed uint16
		var pos [9]uint16
		for k, c := range unitCells[u] {
			if v := s.grid[c]; v != 0 {
				placed |= 1 << (v - 1)
				continue
			}
			for m := s.cand[c]; m != 0; m &= m - 1 {
				pos[bits.TrailingZeros16(m)] |= 1 << k
			}
		}
		s.pos[u] = pos
		s.placed[u] = placed
	}
}

// apply carries out step st: places its digit or removes its candidates.
// It keeps pos and placed up to date cell by cell, rather than rebuilding
// them (a rebuild per step was most of the cost of rating a puzzle).
func (s *logicGrid) apply(st *Step) {
	if st.Cell >= 0 {
		c, d := st.Cell, st.Digit
		bit := uint16(1) << (d - 1)
		s.grid[c] = uint8(d)
		s.removeCandidates(c, s.cand[c])
		for _, u := range cellUnits[c] {
			s.placed[u] |= bit
		}
		for _, p := range peers[c] {
			if s.cand[p]&bit != 0 {
				s.removeCandidates(int(p), bit)
			}
		}
	}
	for i, m := range st.Removed {
		if m &= s.cand[i]; m != 0 {
			s.removeCandidates(i, m)
		}
	}
}

// removeCandidates removes the digits of mask m from the candidates of cell
// c and from the position masks of its row, column and box.
func (s *logicGrid) removeCandidates(c int, m uint16) {
	s.cand[c] &^= m
	r, col := c/9, c%9
	box := 18 + (r/3)*3 + col/3
	inBox := uint16(1) << ((r%3)*3 + col%3)
	for ; m != 0; m &= m - 1 {
		d := bits.TrailingZeros16(m)
		s.pos[r][d] &^= 1 << col
		s.pos[9+col][d] &^= 1 << r
		s.pos[box][d] &^= inBox
	}
}

// solved reports whether every cell holds a digit.
func (s *logicGrid) solved() bool {
	for _, v := range s.grid {
		if v == 0 {
			return false
		}
	}
	return true
}

// broken returns an empty cell without candidates, or -1.
func (s *logicGrid) broken() int {
	for i, v := range s.grid {
		if v == 0 && s.cand[i] == 0 {
			return i
		}
	}
	return -1
}

// cellsOf returns the cells of unit u selected by position mask m, appended
// to the step's pattern.
func (st *Step) addUnitCells(u int, m uint16) {
	for ; m != 0; m &= m - 1 {
		st.addCell(int(unitCells[u][bits.TrailingZeros16(m)]))
	}
}

// sees reports whether cells a and b (a != b) share a unit.
func sees(a, b int) bool {
	return a != b && (RowOf(a) == RowOf(b) || ColOf(a) == ColOf(b) || BoxOf(a) == BoxOf(b))
}
