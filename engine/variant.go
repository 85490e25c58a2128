package engine

import (
	"math/bits"
	"slices"
	"strconv"
)

// This file holds the description of a Sudoku variant (VariantSpec) and its
// compiled, validated form (Variant), which the variant solver, generator
// and step finder work on. The classic 9×9 functions (Grid, Solve, Rate...)
// do not use it: they keep their own fast path.

// Limits of a variant.
const (
	// MinVariantSize and MaxVariantSize bound the side N of a variant's
	// grid: 4×4 to 16×16.
	MinVariantSize = 4
	MaxVariantSize = 16
	// MaxVariantCells is the number of cells of the largest grid.
	MaxVariantCells = MaxVariantSize * MaxVariantSize
	// MaxVariantGroups bounds the number of extra groups (VariantSpec.Groups).
	MaxVariantGroups = 64
	// MaxGroupsPerCell bounds the number of extra groups one cell is in.
	MaxGroupsPerCell = 4
)

// VariantSpec describes a Sudoku variant: the size of its grid, the layout
// of its regions, the extra units and the killer cages. Build a Variant from
// it with NewVariant, or write and read it as text with Variant.String and
// ParseVariant. The zero value with Size 9 is classic Sudoku.
//
// Cells are numbered 0 to N*N-1 in reading order; digits are 1..N.
type VariantSpec struct {
	// Size is N, the side of the grid: 4 to 16.
	Size int
	// BoxRows and BoxCols are the shape of the regular boxes, R rows by C
	// columns with R*C == N and both at least 2. Both 0 choose the default
	// shape of N (DefaultBoxShape). With Regions set, the shape serves the
	// windoku windows only.
	BoxRows, BoxCols int
	// Regions, when not nil, is a jigsaw layout: Regions[i] is the region
	// (0..N-1) of cell i, and each region has N cells. Nil means regular
	// boxes.
	Regions []int
	// Diagonals makes both main diagonals units (X-Sudoku): r1c1 to rNcN and
	// r1cN to rNc1.
	Diagonals bool
	// Windoku adds the windows: boxes of the box shape placed one cell in
	// from the top left and one cell apart (four in a 9×9 grid), each holding
	// every digit once.
	Windoku bool
	// Groups are extra units: each is a list of distinct cells in which no
	// digit repeats. A group of N cells holds every digit once.
	Groups [][]int
	// Cages are killer cages.
	Cages []Cage
}

// Cage is a killer cage: cells whose digits add up to Sum. In a killer
// cage no digit repeats (the usual rule); Repeats lifts that rule for this
// cage. The cells of a cage must be orthogonally connected.
type Cage struct {
	Cells   []int
	Sum     int
	Repeats bool
}

// DefaultBoxShape returns the box shape of an N×N grid when none is given:
// the squarest R×C with R <= C, both at least 2 (2×3 for 6, 3×4 for 12, 4×4
// for 16). ok is false when N has no such shape (a prime N needs a jigsaw
// layout).
func DefaultBoxShape(n int) (rows, cols int, ok bool) {
	for r := 2; r*r <= n; r++ {
		if n%r == 0 {
			rows, cols, ok = r, n/r, true
		}
	}
	return rows, cols, ok
}

// VariantUnitKind says what a unit of a variant is.
type VariantUnitKind uint8

// The kinds of unit of a variant.
const (
	UnitRow      VariantUnitKind = iota // a row
	UnitColumn                          // a column
	UnitBox                             // a regular box
	UnitRegion                          // a jigsaw region
	UnitDiagonal                        // index 0: r1c1 to rNcN; 1: r1cN to rNc1
	UnitWindow                          // a windoku window
	UnitGroup                           // an extra group (VariantSpec.Groups)
	UnitCage                            // a killer cage in which digits do not repeat
	numVariantUnitKinds
)

// String returns the kind's name, such as "row".
func (k VariantUnitKind) String() string {
	switch k {
	case UnitRow:
		return "row"
	case UnitColumn:
		return "column"
	case UnitBox:
		return "box"
	case UnitRegion:
		return "region"
	case UnitDiagonal:
		return "diagonal"
	case UnitWindow:
		return "window"
	case UnitGroup:
		return "group"
	case UnitCage:
		return "cage"
	}
	return "unit"
}

// VariantUnit names a unit of a variant: a kind and its index (from 0)
// among the units of that kind.
type VariantUnit struct {
	Kind  VariantUnitKind
	Index int
}

// String returns the unit in players' notation, counted from 1: "row 4",
// "region 3", "window 2", "cage 7", "the main diagonal", "the anti-diagonal".
func (u VariantUnit) String() string {
	var buf [24]byte
	return string(u.appendName(buf[:0]))
}

// appendName appends the unit's name (see String) to dst.
func (u VariantUnit) appendName(dst []byte) []byte {
	if u.Kind == UnitDiagonal {
		if u.Index == 0 {
			return append(dst, "the main diagonal"...)
		}
		return append(dst, "the anti-diagonal"...)
	}
	dst = append(dst, u.Kind.String()...)
	dst = append(dst, ' ')
	return strconv.AppendInt(dst, int64(u.Index+1), 10)
}

// cellBits is a set of cells of a variant's grid (up to 256).
type cellBits [MaxVariantCells / 64]uint64

func (s *cellBits) add(c int)      { s[c>>6] |= 1 << (c & 63) }
func (s *cellBits) remove(c int)   { s[c>>6] &^= 1 << (c & 63) }
func (s *cellBits) has(c int) bool { return s[c>>6]&(1<<(c&63)) != 0 }
func (s *cellBits) addAll(t *cellBits) {
	s[0], s[1], s[2], s[3] = s[0]|t[0], s[1]|t[1], s[2]|t[2], s[3]|t[3]
}
func (s *cellBits) count() int {
	return bits.OnesCount64(s[0]) + bits.OnesCount64(s[1]) + bits.OnesCount64(s[2]) + bits.OnesCount64(s[3])
}
func (s *cellBits) isEmpty() bool { return s[0]|s[1]|s[2]|s[3] == 0 }
func (s *cellBits) and(t *cellBits) cellBits {
	return cellBits{s[0] & t[0], s[1] & t[1], s[2] & t[2], s[3] & t[3]}
}

// Limits of the compiled tables.
const (
	maxCageCells = MaxVariantSize                                                         // cells of one cage
	maxUnitCells = MaxVariantSize                                                         // cells of one unit
	maxWindows   = 9                                                                      // windows of a 16×16 grid
	maxUnits     = 3*MaxVariantSize + 2 + maxWindows + MaxVariantGroups + MaxVariantCells // every unit
	maxCellUnits = 3 + 2 + 1 + MaxGroupsPerCell + 1                                       // units of one cell
	maxCages     = MaxVariantCells                                                        // cages of a grid
	noCage       = -1                                                                     // cageOf of an uncaged cell
)

// variantUnit is one unit of a compiled variant: cells in which no digit
// repeats. A house has N cells and so holds every digit once.
type variantUnit struct {
	kind  VariantUnitKind
	index uint8 // among the units of its kind
	n     uint8 // number of cells
	house bool  // n == N
	cells [maxUnitCells]uint8
}

// variantCage is a compiled killer cage.
type variantCage struct {
	sum     int
	n       uint8
	repeats bool
	unit    int16 // the cage's unit (no repeats), or -1
	cells   [maxCageCells]uint8
}

// Variant is a compiled, validated variant: the units, peers and cages of
// one VariantSpec, ready for the solver. Make one with NewVariant or
// ParseVariant. A Variant is immutable and safe to share between
// goroutines; it is large (tens of kilobytes), so pass it by pointer.
type Variant struct {
	n, ncells        int
	boxRows, boxCols int  // the box shape, 0×0 when N has none (jigsaw)
	jigsaw           bool // regions are a jigsaw layout
	diagonals        bool
	windoku          bool
	full             uint16 // the mask of every digit 1..N

	region  [MaxVariantCells]uint8 // region (box or jigsaw) of each cell
	units   [maxUnits]variantUnit
	nunits  int
	ngroups int // groups are units [firstGroup, firstGroup+ngroups)
	// firstGroup is the index of the first group unit.
	firstGroup int
	cellUnit   [MaxVariantCells][maxCellUnits]uint16 // the units of each cell
	ncellUnit  [MaxVariantCells]uint8
	peers      [MaxVariantCells]cellBits // cells sharing a unit with each cell
	cages      [maxCages]variantCage
	ncages     int
	cageOf     [MaxVariantCells]int16 // cage of each cell, or noCage
	cellsAll   cellBits               // every cell of the grid
	houses     [maxUnits]uint16       // the units that hold every digit
	nhouses    int
	// crossings lists, for each house, the other units that share at least
	// two of its cells: crossings[crossStart[u]:crossStart[u+1]].
	crossings  []crossing
	crossStart [maxUnits + 1]uint16
}

// crossing is a unit that shares cells with a house: which unit, which of
// the house's cells it holds (bit k for the house's k-th cell), and which of
// its own cells are in the house (bit k for its k-th cell).
type crossing struct {
	unit        uint16
	mask, inner uint16
}

// Size returns N, the side of the grid.
func (v *Variant) Size() int { return v.n }

// NumCells returns N*N, the number of cells.
func (v *Variant) NumCells() int { return v.ncells }

// IsClassic reports whether v is classic 9×9 Sudoku (regular 3×3 boxes and
// nothing else), which the classic functions solve faster.
func (v *Variant) IsClassic() bool {
	return v.n == 9 && !v.jigsaw && !v.diagonals && !v.windoku && v.ngroups == 0 && v.ncages == 0
}

// NumUnits returns the number of units (rows, columns, regions, diagonals,
// windows, groups and no-repeat cages); unit IDs are 0 to NumUnits()-1.
func (v *Variant) NumUnits() int { return v.nunits }

// Unit returns the name of the unit with ID id.
func (v *Variant) Unit(id int) VariantUnit {
	u := &v.units[id]
	return VariantUnit{Kind: u.kind, Index: int(u.index)}
}

// UnitCells returns the cells of the unit with ID id, in reading order.
func (v *Variant) UnitCells(id int) []int {
	return v.AppendUnitCells(make([]int, 0, v.units[id].n), id)
}

// AppendUnitCells appends the cells of UnitCells(id) to dst and returns the
// extended slice, allocating nothing when dst has room (a unit has at most
// MaxVariantSize cells).
func (v *Variant) AppendUnitCells(dst []int, id int) []int {
	u := &v.units[id]
	for k := 0; k < int(u.n); k++ {
		dst = append(dst, int(u.cells[k]))
	}
	return dst
}

// NumCages returns the number of killer cages.
func (v *Variant) NumCages() int { return v.ncages }

// CageOf returns the index of the cage holding cell c, or -1.
func (v *Variant) CageOf(c int) int { return int(v.cageOf[c]) }

// Cage returns cage k (0 <= k < NumCages) as a new Cage. Cages are numbered
// in reading order of their first cells.
func (v *Variant) Cage(k int) Cage {
	cg := &v.cages[k]
	c := Cage{Cells: make([]int, cg.n), Sum: cg.sum, Repeats: cg.repeats}
	for i := range c.Cells {
		c.Cells[i] = int(cg.cells[i])
	}
	return c
}

// Region returns the region (box or jigsaw region, from 0) of cell c.
func (v *Variant) Region(c int) int { return int(v.region[c]) }

// CellName returns the players' name of cell c, such as "r12c3".
func (v *Variant) CellName(c int) string {
	return string(v.appendCell(nil, c))
}

// appendCell appends the name of cell c to dst.
func (v *Variant) appendCell(dst []byte, c int) []byte {
	if c < 0 || c >= v.ncells {
		return append(dst, "r?c?"...)
	}
	dst = append(dst, 'r')
	dst = strconv.AppendInt(dst, int64(c/v.n+1), 10)
	dst = append(dst, 'c')
	return strconv.AppendInt(dst, int64(c%v.n+1), 10)
}

// Spec returns the description v was built from, in canonical form: cage
// cells sorted and cages in reading order of their first cells, regions
// numbered in reading order of their first cells, BoxRows and BoxCols set.
func (v *Variant) Spec() VariantSpec {
	s := VariantSpec{Size: v.n, BoxRows: v.boxRows, BoxCols: v.boxCols, Diagonals: v.diagonals, Windoku: v.windoku}
	if v.jigsaw {
		s.Regions = make([]int, v.ncells)
		for i := range s.Regions {
			s.Regions[i] = int(v.region[i])
		}
	}
	for g := 0; g < v.ngroups; g++ {
		s.Groups = append(s.Groups, v.UnitCells(v.firstGroup+g))
	}
	for k := 0; k < v.ncages; k++ {
		s.Cages = append(s.Cages, v.Cage(k))
	}
	return s
}

// NewVariant checks spec and compiles it. It fails with a *VariantError
// naming what is wrong: the size, the box shape, a region, group or cage
// (with a cell), or a cage sum that its cells cannot make.
func NewVariant(spec *VariantSpec) (*Variant, error) {
	v := new(Variant)
	if err := v.build(spec); err != nil {
		return nil, err
	}
	return v, nil
}

// ClassicVariant returns classic 9×9 Sudoku as a Variant.
func ClassicVariant() *Variant {
	v, err := NewVariant(&VariantSpec{Size: 9})
	if err != nil {
		panic(err)
	}
	return v
}

// build fills v from spec, checking it.
func (v *Variant) build(spec *VariantSpec) error {
	*v = Variant{}
	n := spec.Size
	if n < MinVariantSize || n > MaxVariantSize {
		return &VariantError{Offset: -1, Part: "size", Cell: -1, Reason: "size " + strconv.Itoa(n) + " is outside 4 to 16"}
	}
	v.n, v.ncells, v.full = n, n*n, uint16(1<<n-1)
	for c := 0; c < v.ncells; c++ {
		v.cellsAll.add(c)
		v.cageOf[c] = noCage
	}
	if err := v.setBoxShape(spec.BoxRows, spec.BoxCols, spec.Regions == nil); err != nil {
		return err
	}
	if spec.Regions != nil {
		if err := v.setRegions(spec.Regions); err != nil {
			return err
		}
	} else {
		for c := 0; c < v.ncells; c++ {
			r, col := c/n, c%n
			v.region[c] = uint8(r/v.boxRows*(n/v.boxCols) + col/v.boxCols)
		}
	}
	v.diagonals, v.windoku = spec.Diagonals, spec.Windoku
	if v.windoku && v.boxRows == 0 {
		return &VariantError{Offset: -1, Part: "windoku", Cell: -1, Reason: "windows need a box shape, and size " + strconv.Itoa(n) + " has none"}
	}
	v.addBaseUnits()
	if len(spec.Groups) > MaxVariantGroups {
		return &VariantError{Offset: -1, Part: "groups", Cell: -1, Reason: strconv.Itoa(len(spec.Groups)) + " groups, more than the 64 allowed"}
	}
	if err := v.addGroups(spec.Groups); err != nil {
		return err
	}
	if err := v.addCages(spec.Cages); err != nil {
		return err
	}
	for u := 0; u < v.nunits; u++ {
		if v.units[u].house {
			v.houses[v.nhouses] = uint16(u)
			v.nhouses++
		}
	}
	v.addCrossings()
	return nil
}

// addCrossings fills the crossings of every house.
func (v *Variant) addCrossings() {
	var masks [maxUnits]uint16
	var inHouse cellBits // the cells of the house at hand
	for u := 0; u < v.nunits; u++ {
		v.crossStart[u] = uint16(len(v.crossings))
		un := &v.units[u]
		if !un.house {
			continue
		}
		for _, c := range un.cells[:un.n] {
			inHouse.add(int(c))
		}
		var touched []uint16
		for k, c := range un.cells[:un.n] {
			for _, w := range v.cellUnit[c][:v.ncellUnit[c]] {
				if int(w) == u {
					continue
				}
				if masks[w] == 0 {
					touched = append(touched, w)
				}
				masks[w] |= 1 << k
			}
		}
		slices.Sort(touched)
		for _, w := range touched {
			if bits.OnesCount16(masks[w]) >= 2 {
				x := crossing{unit: w, mask: masks[w]}
				other := &v.units[w]
				for k, c := range other.cells[:other.n] {
					if inHouse.has(int(c)) {
						x.inner |= 1 << k
					}
				}
				v.crossings = append(v.crossings, x)
			}
			masks[w] = 0
		}
		inHouse = cellBits{}
	}
	v.crossStart[v.nunits] = uint16(len(v.crossings))
}

// setBoxShape checks and sets the box shape; regular says the boxes are the
// regions (no jigsaw layout).
func (v *Variant) setBoxShape(rows, cols int, regular bool) error {
	n := v.n
	if rows == 0 && cols == 0 {
		r, c, ok := DefaultBoxShape(n)
		if !ok && regular {
			return &VariantError{Offset: -1, Part: "boxes", Cell: -1, Reason: "size " + strconv.Itoa(n) + " has no rectangular boxes: give a jigsaw layout"}
		}
		v.boxRows, v.boxCols = r, c
		return nil
	}
	if rows < 2 || cols < 2 || rows*cols != n {
		return &VariantError{Offset: -1, Part: "boxes", Cell: -1, Reason: "boxes of " + strconv.Itoa(rows) + "x" + strconv.Itoa(cols) +
			" do not tile a " + strconv.Itoa(n) + "x" + strconv.Itoa(n) + " grid: want R x C = " + strconv.Itoa(n) + " cells, both at least 2"}
	}
	v.boxRows, v.boxCols = rows, cols
	return nil
}

// setRegions checks a jigsaw layout (N regions of N cells) and numbers the
// regions in reading order of their first cells.
func (v *Variant) setRegions(regions []int) error {
	n := v.n
	if len(regions) != v.ncells {
		return &VariantError{Offset: -1, Part: "regions", Cell: -1, Reason: "the layout has " + strconv.Itoa(len(regions)) +
			" cells, want " + strconv.Itoa(v.ncells)}
	}
	var renum [MaxVariantSize]int
	var size [MaxVariantSize]int
	for i := range renum {
		renum[i] = -1
	}
	next := 0
	for c, r := range regions {
		if r < 0 || r >= n {
			return &VariantError{Offset: -1, Part: "regions", Cell: c, Reason: v.CellName(c) + " is in region " + strconv.Itoa(r) +
				", outside 0 to " + strconv.Itoa(n-1)}
		}
		if renum[r] < 0 {
			renum[r] = next
			next++
		}
		size[renum[r]]++
		v.region[c] = uint8(renum[r])
	}
	for r := 0; r < n; r++ {
		if size[r] != n {
			first := 0
			for c := range regions {
				if int(v.region[c]) == r {
					first = c
					break
				}
			}
			if size[r] == 0 {
				return &VariantError{Offset: -1, Part: "regions", Cell: -1, Reason: "only " + strconv.Itoa(next) + " regions, want " + strconv.Itoa(n)}
			}
			return &VariantError{Offset: -1, Part: "regions", Cell: first, Reason: "the region at " + v.CellName(first) + " has " +
				strconv.Itoa(size[r]) + " cells, want " + strconv.Itoa(n)}
		}
	}
	v.jigsaw = true
	return nil
}

// addBaseUnits adds the rows, columns, regions, diagonals and windows.
func (v *Variant) addBaseUnits() {
	n := v.n
	var cells [maxUnitCells]int
	for r := 0; r < n; r++ {
		for k := 0; k < n; k++ {
			cells[k] = r*n + k
		}
		v.addUnit(UnitRow, r, cells[:n])
	}
	for c := 0; c < n; c++ {
		for k := 0; k < n; k++ {
			cells[k] = k*n + c
		}
		v.addUnit(UnitColumn, c, cells[:n])
	}
	kind := UnitBox
	if v.jigsaw {
		kind = UnitRegion
	}
	for r := 0; r < n; r++ {
		k := 0
		for c := 0; c < v.ncells; c++ {
			if int(v.region[c]) == r {
				cells[k] = c
				k++
			}
		}
		v.addUnit(kind, r, cells[:n])
	}
	if v.diagonals {
		for k := 0; k < n; k++ {
			cells[k] = k*n + k
		}
		v.addUnit(UnitDiagonal, 0, cells[:n])
		for k := 0; k < n; k++ {
			cells[k] = k*n + n - 1 - k
		}
		v.addUnit(UnitDiagonal, 1, cells[:n])
	}
	if v.windoku {
		w := 0
		for _, top := range windowStarts(n, v.boxRows) {
			for _, left := range windowStarts(n, v.boxCols) {
				k := 0
				for r := top; r < top+v.boxRows; r++ {
					for c := left; c < left+v.boxCols; c++ {
						cells[k] = r*n + c
						k++
					}
				}
				v.addUnit(UnitWindow, w, cells[:n])
				w++
			}
		}
	}
}

// windowStarts returns the first rows (or columns) of the windows along one
// side of an N×N grid with boxes of side b along it: 1, 1+(b+1), ... as long
// as the window fits.
func windowStarts(n, b int) []int {
	var s []int
	for start := 1; start+b <= n; start += b + 1 {
		s = append(s, start)
	}
	return s
}

// addUnit adds a unit of the given cells (sorted, distinct, checked by the
// caller) and links its cells to it.
func (v *Variant) addUnit(kind VariantUnitKind, index int, cells []int) int {
	id := v.nunits
	v.nunits++
	u := &v.units[id]
	u.kind, u.index, u.n, u.house = kind, uint8(index), uint8(len(cells)), len(cells) == v.n
	for k, c := range cells {
		u.cells[k] = uint8(c)
		v.cellUnit[c][v.ncellUnit[c]] = uint16(id)
		v.ncellUnit[c]++
	}
	for _, c := range cells {
		for _, p := range cells {
			if p != c {
				v.peers[c].add(p)
			}
		}
	}
	return id
}

// checkCells checks a list of cells of a group or cage: in the grid,
// distinct, at most N. It returns them sorted.
func (v *Variant) checkCells(part string, cells []int) ([]int, error) {
	if len(cells) == 0 {
		return nil, &VariantError{Offset: -1, Part: part, Cell: -1, Reason: part + " has no cells"}
	}
	if len(cells) > v.n {
		return nil, &VariantError{Offset: -1, Part: part, Cell: cells[0], Reason: part + " has " + strconv.Itoa(len(cells)) +
			" cells, more than the " + strconv.Itoa(v.n) + " digits"}
	}
	var seen cellBits
	for _, c := range cells {
		if c < 0 || c >= v.ncells {
			return nil, &VariantError{Offset: -1, Part: part, Cell: -1, Reason: part + " has cell " + strconv.Itoa(c) +
				", outside 0 to " + strconv.Itoa(v.ncells-1)}
		}
		if seen.has(c) {
			return nil, &VariantError{Offset: -1, Part: part, Cell: c, Reason: part + " has " + v.CellName(c) + " twice"}
		}
		seen.add(c)
	}
	sorted := slices.Clone(cells)
	slices.Sort(sorted)
	return sorted, nil
}

// addGroups checks the extra groups and adds them in canonical order:
// sorted by their (sorted) cells.
func (v *Variant) addGroups(groups [][]int) error {
	if len(groups) > MaxVariantGroups {
		return &VariantError{Offset: -1, Part: "groups", Cell: -1, Reason: strconv.Itoa(len(groups)) + " groups, more than the " +
			strconv.Itoa(MaxVariantGroups) + " allowed"}
	}
	sorted := make([][]int, len(groups))
	var perCell [MaxVariantCells]uint8
	for g, cells := range groups {
		part := "group " + strconv.Itoa(g+1)
		s, err := v.checkCells(part, cells)
		if err != nil {
			return err
		}
		for h := 0; h < g; h++ {
			if slices.Equal(sorted[h], s) {
				return &VariantError{Offset: -1, Part: part, Cell: s[0], Reason: part + " has the same cells as group " + strconv.Itoa(h+1)}
			}
		}
		for _, c := range s {
			if perCell[c]++; perCell[c] > MaxGroupsPerCell {
				return &VariantError{Offset: -1, Part: part, Cell: c, Reason: v.CellName(c) + " is in more than " +
					strconv.Itoa(MaxGroupsPerCell) + " groups"}
			}
		}
		sorted[g] = s
	}
	slices.SortFunc(sorted, slices.Compare[[]int])
	v.firstGroup = v.nunits
	for g, cells := range sorted {
		v.addUnit(UnitGroup, g, cells)
	}
	v.ngroups = len(groups)
	return nil
}

// addCages checks the cages and adds them in reading order of their first
// cells.
func (v *Variant) addCages(cages []Cage) error {
	if len(cages) > maxCages {
		return &VariantError{Offset: -1, Part: "cages", Cell: -1, Reason: strconv.Itoa(len(cages)) + " cages, more than the cells"}
	}
	order := make([]int, len(cages))
	sorted := make([][]int, len(cages))
	for k := range cages {
		part := "cage " + strconv.Itoa(k+1)
		cells, err := v.checkCells(part, cages[k].Cells)
		if err != nil {
			return err
		}
		sorted[k], order[k] = cells, k
		for _, c := range cells {
			if other := v.cageOf[c]; other != noCage {
				return &VariantError{Offset: -1, Part: part, Cell: c, Reason: v.CellName(c) + " is in cage " + strconv.Itoa(int(other)+1) +
					" and cage " + strconv.Itoa(k+1)}
			}
			v.cageOf[c] = int16(k)
		}
		if err := v.checkCage(k, cells, &cages[k]); err != nil {
			return err
		}
	}
	slices.SortFunc(order, func(a, b int) int { return sorted[a][0] - sorted[b][0] })
	for k, src := range order {
		cg := &v.cages[k]
		cells := sorted[src]
		cg.sum, cg.n, cg.repeats, cg.unit = cages[src].Sum, uint8(len(cells)), cages[src].Repeats, -1
		for i, c := range cells {
			cg.cells[i] = uint8(c)
			v.cageOf[c] = int16(k)
		}
		if !cg.repeats {
			cg.unit = int16(v.addUnit(UnitCage, k, cells))
		}
	}
	v.ncages = len(cages)
	return nil
}

// checkCage checks that a cage's cells are connected and that its sum can
// be made.
func (v *Variant) checkCage(k int, cells []int, cg *Cage) error {
	part := "cage " + strconv.Itoa(k+1)
	if c, ok := v.disconnected(cells); ok {
		return &VariantError{Offset: -1, Part: part, Cell: c, Reason: part + " is not connected: " + v.CellName(c) +
			" does not touch the cells of " + v.CellName(cells[0])}
	}
	m := len(cells)
	lo, hi := m, m*v.n // with repeats
	if !cg.Repeats {
		lo, hi = m*(m+1)/2, m*(2*v.n-m+1)/2
	}
	if cg.Sum < lo || cg.Sum > hi {
		how := "different digits"
		if cg.Repeats {
			how = "digits"
		}
		return &VariantError{Offset: -1, Part: part, Cell: cells[0], sumAt: k + 1, Reason: part + " at " + v.CellName(cells[0]) + " has sum " +
			strconv.Itoa(cg.Sum) + ", which " + strconv.Itoa(m) + " " + how + " 1-" + strconv.Itoa(v.n) + " cannot make (they make " +
			strconv.Itoa(lo) + " to " + strconv.Itoa(hi) + ")"}
	}
	return nil
}

// disconnected returns a cell of cells that is not orthogonally connected
// to cells[0] through the others.
func (v *Variant) disconnected(cells []int) (int, bool) {
	var in, reached cellBits
	for _, c := range cells {
		in.add(c)
	}
	stack := []int{cells[0]}
	reached.add(cells[0])
	for len(stack) > 0 {
		c := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		for _, nb := range v.neighbours(c) {
			if nb >= 0 && in.has(nb) && !reached.has(nb) {
				reached.add(nb)
				stack = append(stack, nb)
			}
		}
	}
	for _, c := range cells {
		if !reached.has(c) {
			return c, true
		}
	}
	return 0, false
}

// neighbours returns the cells above, left, right and below c (-1 off the
// grid).
func (v *Variant) neighbours(c int) [4]int { return gridNeighbours(c, v.n) }

// gridNeighbours returns the cells above, left, right and below c in an
// N×N grid (-1 off the grid).
func gridNeighbours(c, n int) [4]int {
	r, col := c/n, c%n
	nb := [4]int{-1, -1, -1, -1}
	if r > 0 {
		nb[0] = c - n
	}
	if col > 0 {
		nb[1] = c - 1
	}
	if col < n-1 {
		nb[2] = c + 1
	}
	if r < n-1 {
		nb[3] = c + n
	}
	return nb
}
