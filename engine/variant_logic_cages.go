package engine

import (
	"math/bits"
	"strconv"
)

// The killer techniques of the variant step finder: the last cell of a
// cage, the combinations a cage can still make, and innies and outies.

// maxExactCage is the largest number of empty cells of a cage whose digits
// the finder checks one by one against every assignment making the sum;
// a larger cage is checked by its combinations alone.
const maxExactCage = 6

// findCageSingle finds a cage with one empty cell: the sum minus the other
// digits.
func (l *VariantLogic) findCageSingle(st *VariantStep) bool {
	v := l.v
	for k := 0; k < v.ncages; k++ {
		cg := &v.cages[k]
		empty, sum := -1, 0
		for _, c := range cg.cells[:cg.n] {
			if l.grid[c] == 0 {
				if empty >= 0 {
					empty = -2
					break
				}
				empty = int(c)
			}
			sum += int(l.grid[c])
		}
		if empty < 0 {
			continue
		}
		d := cg.sum - sum
		if d < 1 || d > v.n || l.cand[empty]&(1<<(d-1)) == 0 {
			continue // a broken grid: the hint's check reports it
		}
		st.reset(v, TechCageSingle)
		st.Cell, st.Digit, st.sum = empty, d, cg.sum
		st.unit = int(cg.unit)
		st.cover = k
		for _, c := range cg.cells[:cg.n] {
			st.addCell(int(c))
		}
		if cg.unit >= 0 {
			st.addUnit(int(cg.unit))
		}
		return true
	}
	return false
}

// cageWork holds the empty cells of a cage or of a group of innies or
// outies, and what the search finds they can hold.
type cageWork struct {
	cells   [MaxVariantSize]uint8
	cand    [MaxVariantSize]uint16
	allowed [MaxVariantSize]uint16
	n       int
	// distinct[i] has bit j set when cells i and j may not hold the same
	// digit (they share a unit).
	distinct [MaxVariantSize]uint16
	digits   [MaxVariantSize]uint8 // the assignment being built
	maxDigit int                   // N
}

// load takes the empty cells of cells; it returns the sum of the filled
// ones and the mask of their digits.
func (w *cageWork) load(l *VariantLogic, cells []uint8) (sum int, placed uint16) {
	w.n = 0
	for _, c := range cells {
		if d := l.grid[c]; d != 0 {
			sum += int(d)
			placed |= 1 << (d - 1)
			continue
		}
		w.cells[w.n], w.cand[w.n], w.allowed[w.n] = c, l.cand[c], 0
		w.n++
	}
	w.maxDigit = l.v.n
	for i := 0; i < w.n; i++ {
		w.distinct[i] = 0
		for j := 0; j < w.n; j++ {
			if j != i && l.v.peers[w.cells[i]].has(int(w.cells[j])) {
				w.distinct[i] |= 1 << j
			}
		}
	}
	return sum, placed
}

// assign tries every assignment of digits from within (and the cells'
// candidates) to cells i.. adding up to rem, with different digits where
// the cells share a unit (or everywhere when all is set), and ORs the
// digits of each complete one into allowed. It reports whether there was
// one.
func (w *cageWork) assign(i, rem int, within uint16, all bool) bool {
	if i == w.n {
		if rem != 0 {
			return false
		}
		for j := 0; j < w.n; j++ {
			w.allowed[j] |= 1 << (w.digits[j] - 1)
		}
		return true
	}
	left := w.n - i - 1 // cells after this one: each holds 1 at least
	m := w.cand[i] & within
	for j := 0; j < i; j++ {
		if all || w.distinct[i]&(1<<j) != 0 {
			m &^= 1 << (w.digits[j] - 1)
		}
	}
	found := false
	for ; m != 0; m &= m - 1 {
		d := bits.TrailingZeros16(m) + 1
		if d > rem-left {
			break
		}
		if rem-d > left*w.maxDigit {
			continue
		}
		w.digits[i] = uint8(d)
		if w.assign(i+1, rem-d, within, all) {
			found = true
		}
	}
	return found
}

// findCageCombination finds a cage whose empty cells have candidates that
// no way of making the sum uses: for a cage without repeats, every
// combination of different digits adding up to what is left is tried
// (those with a digit already placed in the cage, or that the cells cannot
// hold, drop out).
func (l *VariantLogic) findCageCombination(st *VariantStep) bool {
	v := l.v
	var w cageWork
	for k := 0; k < v.ncages; k++ {
		cg := &v.cages[k]
		if l.unchangedSince(cg.cells[:cg.n], l.cageSeen[k]) {
			continue
		}
		sum, placed := w.load(l, cg.cells[:cg.n])
		if w.n < 2 {
			continue // the cage single's case
		}
		rem := cg.sum - sum
		st.reset(v, TechCageCombination)
		if cg.repeats {
			if w.n > maxExactCage {
				continue
			}
			w.assign(0, rem, v.full, false)
		} else {
			off, count := comboRange(w.n, rem, v.n)
			for _, combo := range comboMasks[off : off+count] {
				if combo&placed != 0 {
					continue
				}
				if !w.combo(combo) {
					continue
				}
				if st.ncombos < maxStepCombos {
					st.combos[st.ncombos] = combo | placed
					st.ncombos++
				} else {
					st.moreCombos = true
				}
			}
		}
		for i := 0; i < w.n; i++ {
			st.Removed[w.cells[i]] = w.cand[i] &^ w.allowed[i]
		}
		if !st.hasEffect() {
			l.cageSeen[k] = l.clock
			continue
		}
		st.sortCombos()
		st.sum, st.cover, st.unit = cg.sum, k, int(cg.unit)
		for _, c := range cg.cells[:cg.n] {
			st.addCell(int(c))
		}
		if cg.unit >= 0 {
			st.addUnit(int(cg.unit))
		}
		return true
	}
	return false
}

// sortCombos puts the step's combinations in the order a player lists
// them: 1+8 before 2+7 (the one holding the smaller lowest differing digit
// first).
func (s *VariantStep) sortCombos() {
	c := s.combos[:s.ncombos]
	for i := 1; i < len(c); i++ {
		for j := i; j > 0; j-- {
			x := c[j] ^ c[j-1]
			if c[j]&(x&-x) == 0 {
				break
			}
			c[j], c[j-1] = c[j-1], c[j]
		}
	}
}

// combo reports whether the cells can hold the digits of combo, one each,
// and adds what each can hold then to allowed.
func (w *cageWork) combo(combo uint16) bool {
	var union uint16
	for i := 0; i < w.n; i++ {
		x := w.cand[i] & combo
		if x == 0 {
			return false
		}
		union |= x
	}
	if union != combo {
		return false
	}
	if w.n > maxExactCage {
		for i := 0; i < w.n; i++ {
			w.allowed[i] |= w.cand[i] & combo
		}
		return true
	}
	return w.assign(0, maskSum(combo), combo, true)
}

// variantArea is a set of whole houses whose digits add up to a known
// total: a row, column or region, or a run of rows or columns.
type variantArea struct {
	houses      int             // how many houses: the total is houses × N(N+1)/2
	kind        VariantUnitKind // UnitRow, UnitColumn, UnitBox or UnitRegion
	first, last int             // the houses, counted from 0
}

// innieGroup is a group of innies or outies of an area: cells whose digits
// add up to sum, worked out from the cages alone.
type innieGroup struct {
	area         int // index in areas
	cells        []uint8
	sum          int
	total, known int // the area's total; the cages' sum the group comes from
	outies       bool
}

// variantAreas are the areas of innies and outies of one variant and their
// groups.
type variantAreas struct {
	areas  [3*MaxVariantSize + 2*maxRuns]variantArea
	n      int
	groups []innieGroup
	cells  []uint8 // the groups' cells, end to end
}

// maxRuns bounds the runs of rows (or columns) of a 16×16 grid: lengths 2
// to 8 at every start.
const maxRuns = 15 + 14 + 13 + 12 + 11 + 10 + 9

// build lists the areas of v (every row, column and region, and every run
// of 2 to N/2 rows or columns; none when v has no cages) and their groups
// of innies and outies of at most N cells that are not exactly one cage.
func (a *variantAreas) build(v *Variant) {
	a.n, a.groups, a.cells = 0, a.groups[:0], a.cells[:0]
	if v.ncages == 0 {
		return
	}
	n := v.n
	regionKind := v.units[2*n].kind
	for f, kind := range [3]VariantUnitKind{UnitRow, UnitColumn, regionKind} {
		for h := 0; h < n; h++ {
			a.add(v, variantArea{houses: 1, kind: kind, first: h, last: h}, f)
		}
	}
	for f, kind := range [2]VariantUnitKind{UnitRow, UnitColumn} {
		for length := 2; length <= n/2; length++ {
			for first := 0; first+length <= n; first++ {
				a.add(v, variantArea{houses: length, kind: kind, first: first, last: first + length - 1}, f)
			}
		}
	}
	// The groups' cells went into a.cells as it grew: point them there now.
	off := 0
	for i := range a.groups {
		k := len(a.groups[i].cells)
		a.groups[i].cells = a.cells[off : off+k]
		off += k
	}
}

// add adds area ar (houses first..last of family f) and its groups.
func (a *variantAreas) add(v *Variant, ar variantArea, f int) {
	ai := a.n
	a.areas[ai] = ar
	a.n++
	var in cellBits
	for h := ar.first; h <= ar.last; h++ {
		for _, c := range v.units[f*v.n+h].cells[:v.n] {
			in.add(int(c))
		}
	}
	total := ar.houses * v.n * (v.n + 1) / 2
	insideSum, partialSum := 0, 0
	var inside, partial cellBits
	for k := 0; k < v.ncages; k++ {
		cg := &v.cages[k]
		m := 0
		for _, c := range cg.cells[:cg.n] {
			if in.has(int(c)) {
				m++
			}
		}
		switch {
		case m == int(cg.n):
			insideSum += cg.sum
			for _, c := range cg.cells[:cg.n] {
				inside.add(int(c))
			}
		case m > 0:
			partialSum += cg.sum
			for _, c := range cg.cells[:cg.n] {
				partial.add(int(c))
			}
		}
	}
	var innies, outies cellBits
	allCaged := true
	for c := 0; c < v.ncells; c++ {
		if in.has(c) && !inside.has(c) {
			innies.add(c)
			allCaged = allCaged && partial.has(c)
		}
		if partial.has(c) && !in.has(c) {
			outies.add(c)
		}
	}
	if innies.isEmpty() {
		return
	}
	a.addGroup(v, innieGroup{area: ai, sum: total - insideSum, total: total, known: insideSum}, &innies)
	if allCaged {
		a.addGroup(v, innieGroup{area: ai, sum: partialSum - (total - insideSum), total: total, known: partialSum, outies: true}, &outies)
	}
}

// addGroup adds a group of the cells of set, unless it is too large or
// exactly one cage.
func (a *variantAreas) addGroup(v *Variant, g innieGroup, set *cellBits) {
	k := set.count()
	if k > MaxVariantSize {
		return
	}
	start := len(a.cells)
	for c := 0; c < v.ncells; c++ {
		if set.has(c) {
			a.cells = append(a.cells, uint8(c))
		}
	}
	cells := a.cells[start:]
	if cg := v.cageOf[cells[0]]; cg != noCage && int(v.cages[cg].n) == k {
		one := true
		for _, c := range cells {
			one = one && v.cageOf[c] == cg
		}
		if one {
			a.cells = a.cells[:start]
			return
		}
	}
	g.cells = cells // re-pointed at the end of build, as a.cells may move
	a.groups = append(a.groups, g)
}

// findInniesOuties applies the 45 rule: the cells of an area outside the
// cages wholly inside it (innies) add up to the area's total less those
// cages' sums; when every innie is in a cage, the cells of those cages
// outside the area (outies) add up to the cages' sums less the innies'.
// With single set it looks for a group with one empty cell (a placement),
// otherwise for a group of 2 to 4 empty cells whose sum rules out
// candidates. A group that is exactly one cage is left to the cage
// techniques.
func (l *VariantLogic) findInniesOuties(st *VariantStep, single bool) bool {
	var w cageWork
	for i := range l.areas.groups {
		g := &l.areas.groups[i]
		seen := &l.groupSeen[2*i]
		if !single {
			seen = &l.groupSeen[2*i+1]
		}
		if l.unchangedSince(g.cells, *seen) {
			continue
		}
		if l.tryInnieGroup(st, &w, g.cells, g.sum, single) {
			st.setArea(&l.areas.areas[g.area], g.total, g.known, g.outies)
			return true
		}
		*seen = l.clock
	}
	return false
}

// tryInnieGroup looks at one group of innies or outies whose digits add up
// to sum.
func (l *VariantLogic) tryInnieGroup(st *VariantStep, w *cageWork, cells []uint8, sum int, single bool) bool {
	v := l.v
	filled, _ := w.load(l, cells)
	rem := sum - filled
	switch {
	case single && w.n == 1:
		d := rem
		c := int(w.cells[0])
		if d < 1 || d > v.n || l.cand[c]&(1<<(d-1)) == 0 {
			return false
		}
		st.reset(v, TechInniesOuties)
		st.Rating = ratingInnieSingle
		st.Cell, st.Digit = c, d
	case !single && w.n >= 2 && w.n <= 4:
		if !w.assign(0, rem, v.full, false) {
			return false // a broken grid
		}
		st.reset(v, TechInniesOuties)
		st.Rating = ratingInnieGroup
		for i := 0; i < w.n; i++ {
			st.Removed[w.cells[i]] = w.cand[i] &^ w.allowed[i]
		}
		if !st.hasEffect() {
			return false
		}
	default:
		return false
	}
	st.sum = sum
	for _, c := range cells {
		st.addCell(int(c))
	}
	return true
}

// setArea records the area of an innies or outies step.
func (s *VariantStep) setArea(ar *variantArea, total, known int, outies bool) {
	s.total, s.known, s.outies, s.areaPlural = total, known, outies, ar.houses > 1
	s.areaNameLen = len(appendArea(s.areaName[:0], ar))
}

// appendArea names an area: "row 3", "rows 1-3", "box 5".
func appendArea(dst []byte, ar *variantArea) []byte {
	dst = append(dst, ar.kind.String()...)
	if ar.houses > 1 {
		dst = append(dst, 's')
	}
	dst = append(dst, ' ')
	dst = strconv.AppendInt(dst, int64(ar.first+1), 10)
	if ar.houses > 1 {
		dst = append(dst, '-')
		dst = strconv.AppendInt(dst, int64(ar.last+1), 10)
	}
	return dst
}
