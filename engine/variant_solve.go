package engine

import "math/bits"

// The general solver of variants: candidates as bitmasks (bit d-1 for
// digit d), units as cell lists, and killer cages pruned with the table of
// sum combinations. Propagation places naked singles (removing the digit
// from the cell's peers), finds hidden singles in the houses, and keeps each
// cage's candidates to digits of a combination its cells can still make;
// then the search guesses on a cell with the fewest candidates. Changes are
// written to a trail and undone on backtracking, so the whole search lives
// in one fixed-size VariantSolver.

// DefaultVariantBudget is the work budget of the variant solver: past it a
// solve or count gives up with ErrLimit. Work is counted in steps of the
// search, each of about the same cost: a candidate removed, a cell placed,
// a house or a cage looked at, a cage combination tried (a step costs more
// on grids with more units per cell). The hardest 9×9 puzzles known need
// 160,000 at most, published and generated puzzles of the other variants
// under 50,000; the slowest inputs an adversarial search found
// (variant_budget_test.go) use it up in under 0.1 s of one core (the
// header's VARIANTS section and benchmarks/RESULTS.md have the figures).
const DefaultVariantBudget = 1 << 18

// maxPruneCombos is the most combinations a cage's pruning tries at each
// node of the search; a cage with more (a large cage early in the search)
// is pruned by the bounds of its sum alone.
const maxPruneCombos = 64

// maxTrail bounds the trail: along one path of the search every entry
// removes a candidate or places a cell, once each.
const maxTrail = MaxVariantCells * (MaxVariantSize + 1)

// placedFlag marks a trail entry that placed its cell.
const placedFlag = 1 << 15

// trailEntry undoes one change: the cell's old candidates, or its placement.
type trailEntry struct {
	cell uint16 // the cell, with placedFlag for a placement
	old  uint16 // the candidates before the change
}

// vframe is one guess of the search: the trail length before it, and the
// digit tried in the cell.
type vframe struct {
	mark  uint16
	cell  uint8
	digit uint8 // 1..N
}

// VariantSolver solves and counts puzzles of variants. It holds all its
// scratch space (about 22 kB), so reusing one allocates nothing; its zero
// value is ready. It is not safe for use by several goroutines at once.
type VariantSolver struct {
	v      *Variant
	words  int // words of the cell sets in use
	cand   [MaxVariantCells]uint16
	free   cellBits // cells without a digit
	nfree  int
	trail  [maxTrail]trailEntry
	ntrail int
	frames [MaxVariantCells + 1]vframe
	depth  int
	queue  [MaxVariantCells]uint8 // cells reduced to one candidate, to place
	nqueue int
	// touchedU, touchedC and touchedL are the cells changed since the
	// house, cage and locked-candidates passes last looked.
	touchedU, touchedC, touchedL cellBits

	count, limit  int
	work, maxWork int64                  // work done, and the budget
	solution      [MaxVariantCells]uint8 // the first solution found
	second        [MaxVariantCells]uint8 // the second, when count reached 2
	random        *rng                   // when set, guesses try digits in random order
	// avoid, when set, is a solution the search tries last: a guess takes
	// another digit first, so that a second solution shows up early.
	avoid []uint8
}

// Solve writes the first solution of puzzle into solution (both N*N
// cells). It fails with the errors of Variant.Validate, ErrUnsolvable, or
// ErrLimit after budget steps of work (at least 1; see
// DefaultVariantBudget).
func (s *VariantSolver) Solve(v *Variant, puzzle, solution []uint8, budget int64) error {
	if len(solution) != v.ncells {
		return &GridSizeError{Len: len(solution), Want: v.ncells}
	}
	n, err := s.run(v, puzzle, 1, budget)
	if err != nil {
		return err
	}
	if n == 0 {
		return ErrUnsolvable
	}
	copy(solution, s.solution[:v.ncells])
	return nil
}

// Count counts the solutions of puzzle up to limit (at least 1): the result
// is min(solutions, limit). It fails like Solve, with ErrBadLimit for a
// limit below 1; on ErrLimit the count is what was found before the budget
// ran out.
func (s *VariantSolver) Count(v *Variant, puzzle []uint8, limit int, budget int64) (int, error) {
	if limit < 1 {
		return 0, ErrBadLimit
	}
	return s.run(v, puzzle, limit, budget)
}

// Solve returns the first solution of puzzle (see VariantSolver.Solve).
func (v *Variant) Solve(puzzle []uint8) ([]uint8, error) {
	var s VariantSolver
	sol := make([]uint8, v.ncells)
	if err := s.Solve(v, puzzle, sol, DefaultVariantBudget); err != nil {
		return nil, err
	}
	return sol, nil
}

// CountSolutions counts the solutions of puzzle up to limit (see
// VariantSolver.Count); CountSolutions(p, 2) == 1 proves p unique.
func (v *Variant) CountSolutions(puzzle []uint8, limit int) (int, error) {
	var s VariantSolver
	return s.Count(v, puzzle, limit, DefaultVariantBudget)
}

// run validates puzzle and searches.
func (s *VariantSolver) run(v *Variant, puzzle []uint8, limit int, budget int64) (int, error) {
	if err := v.Validate(puzzle); err != nil {
		return 0, err
	}
	s.load(v, puzzle)
	s.count, s.limit = 0, limit
	s.work, s.maxWork = 0, max(budget, 1)
	if !s.search() {
		return s.count, ErrLimit
	}
	return s.count, nil
}

// load sets up the search on a valid puzzle.
func (s *VariantSolver) load(v *Variant, puzzle []uint8) {
	s.v = v
	s.words = (v.ncells + 63) / 64
	s.free, s.nfree = v.cellsAll, v.ncells
	s.touchedU, s.touchedC, s.touchedL = v.cellsAll, v.cellsAll, v.cellsAll
	s.ntrail, s.depth, s.nqueue = 0, 0, 0
	for c := 0; c < v.ncells; c++ {
		if d := puzzle[c]; d != 0 {
			s.cand[c] = 1 << (d - 1)
			s.queue[s.nqueue] = uint8(c)
			s.nqueue++
		} else {
			s.cand[c] = v.full
		}
	}
}

// setCand changes the candidates of free cell c to m, on the trail, and
// queues c when one candidate is left. It returns false when none is.
func (s *VariantSolver) setCand(c int, m uint16) bool {
	s.trail[s.ntrail] = trailEntry{cell: uint16(c), old: s.cand[c]}
	s.ntrail++
	s.work++
	s.cand[c] = m
	s.touchedU.add(c)
	s.touchedC.add(c)
	s.touchedL.add(c)
	if m&(m-1) == 0 {
		if m == 0 {
			return false
		}
		s.queue[s.nqueue] = uint8(c)
		s.nqueue++
	}
	return true
}

// place gives free cell c its only candidate and removes it from the
// cell's free peers. It returns false on a contradiction.
func (s *VariantSolver) place(c int) bool {
	bit := s.cand[c]
	s.trail[s.ntrail] = trailEntry{cell: uint16(c) | placedFlag}
	s.ntrail++
	s.work++
	s.free.remove(c)
	s.nfree--
	s.touchedC.add(c)
	peers := &s.v.peers[c]
	for w := 0; w < s.words; w++ {
		for m := peers[w] & s.free[w]; m != 0; m &= m - 1 {
			p := w<<6 | bits.TrailingZeros64(m)
			if s.cand[p]&bit != 0 && !s.setCand(p, s.cand[p]&^bit) {
				return false
			}
		}
	}
	return true
}

// undo takes the trail back to length mark.
func (s *VariantSolver) undo(mark int) {
	for s.ntrail > mark {
		s.ntrail--
		e := s.trail[s.ntrail]
		if e.cell&placedFlag != 0 {
			c := int(e.cell &^ placedFlag)
			s.free.add(c)
			s.nfree++
		} else {
			s.cand[e.cell] = e.old
		}
	}
}

// propagate applies the rules until nothing changes. It returns false on a
// contradiction.
func (s *VariantSolver) propagate() bool {
	for {
		for s.nqueue > 0 {
			s.nqueue--
			c := int(s.queue[s.nqueue])
			if !s.free.has(c) {
				continue
			}
			if m := s.cand[c]; m == 0 || m&(m-1) != 0 {
				continue // a hidden single emptied later
			}
			if !s.place(c) {
				return false
			}
		}
		if !s.checkHouses() {
			return false
		}
		if s.nqueue > 0 {
			continue
		}
		if s.v.ncages > 0 {
			changed, ok := s.pruneCages()
			if !ok {
				return false
			}
			if changed {
				continue
			}
		}
		changed, ok := s.lockedCandidates()
		if !ok {
			return false
		}
		if !changed {
			return true
		}
	}
}

// checkHouses checks the houses holding cells changed since the last
// look (see checkHouse). It returns false on a contradiction.
func (s *VariantSolver) checkHouses() bool {
	v := s.v
	var dirty [(maxUnits + 63) / 64]uint64
	for w := 0; w < s.words; w++ {
		for m := s.touchedU[w]; m != 0; m &= m - 1 {
			c := w<<6 | bits.TrailingZeros64(m)
			for _, u := range v.cellUnit[c][:v.ncellUnit[c]] {
				dirty[u>>6] |= 1 << (u & 63)
			}
		}
		s.touchedU[w] = 0
	}
	for w := range dirty {
		for m := dirty[w]; m != 0; m &= m - 1 {
			u := &v.units[w<<6|bits.TrailingZeros64(m)]
			if !u.house {
				continue
			}
			if !s.checkHouse(u) {
				return false
			}
		}
	}
	return true
}

// checkHouse checks house u: every digit must have a place, and a digit
// with one place goes there. It returns false on a contradiction.
func (s *VariantSolver) checkHouse(u *variantUnit) bool {
	v := s.v
	s.work++
	var once, twice, placed uint16
	for _, c := range u.cells[:u.n] {
		cm := s.cand[c]
		if !s.free.has(int(c)) {
			placed |= cm
			continue
		}
		twice |= once & cm
		once |= cm
	}
	if once|placed != v.full {
		return false
	}
	for h := once &^ twice; h != 0; h &= h - 1 {
		bit := h & -h
		found := false
		for _, c := range u.cells[:u.n] {
			if s.cand[c]&bit != 0 && s.free.has(int(c)) {
				if s.cand[c] != bit && !s.setCand(int(c), bit) {
					return false
				}
				found = true
				break
			}
		}
		if !found {
			return false
		}
	}
	return true
}

// lockedCandidates looks at the houses holding cells changed since the
// last look: a digit whose places in a house all lie in another unit is
// removed from the rest of that unit. It reports whether a candidate went,
// and false ok on a contradiction.
func (s *VariantSolver) lockedCandidates() (changed, ok bool) {
	v := s.v
	var dirty [(maxUnits + 63) / 64]uint64
	for w := 0; w < s.words; w++ {
		for m := s.touchedL[w]; m != 0; m &= m - 1 {
			c := w<<6 | bits.TrailingZeros64(m)
			for _, u := range v.cellUnit[c][:v.ncellUnit[c]] {
				dirty[u>>6] |= 1 << (u & 63)
			}
		}
		s.touchedL[w] = 0
	}
	for w := range dirty {
		for m := dirty[w]; m != 0; m &= m - 1 {
			hu := w<<6 | bits.TrailingZeros64(m)
			crossings := v.crossings[v.crossStart[hu]:v.crossStart[hu+1]]
			if len(crossings) == 0 {
				continue
			}
			s.work++
			// Where each digit can go, as a mask of the house's cells.
			u := &v.units[hu]
			var where [MaxVariantSize]uint16
			var digits uint16
			for k, c := range u.cells[:u.n] {
				if s.free.has(int(c)) {
					cm := s.cand[c]
					digits |= cm
					for ; cm != 0; cm &= cm - 1 {
						where[bits.TrailingZeros16(cm)] |= 1 << k
					}
				}
			}
			for ; digits != 0; digits &= digits - 1 {
				d := bits.TrailingZeros16(digits)
				pos := where[d]
				if pos&(pos-1) == 0 {
					continue // one place: a hidden single, placed elsewhere
				}
				bit := uint16(1) << d
				for _, x := range crossings {
					if pos&^x.mask != 0 {
						continue
					}
					other := &v.units[x.unit]
					for k, c := range other.cells[:other.n] {
						if x.inner&(1<<k) == 0 && s.cand[c]&bit != 0 && s.free.has(int(c)) {
							changed = true
							if !s.setCand(int(c), s.cand[c]&^bit) {
								return true, false
							}
						}
					}
				}
			}
		}
	}
	return changed, true
}

// pruneCages keeps the candidates of each cage changed since the last look
// to what its sum allows. It reports whether a candidate went, and false
// ok on a contradiction.
func (s *VariantSolver) pruneCages() (changed, ok bool) {
	v := s.v
	var dirty [(maxCages + 63) / 64]uint64
	for w := 0; w < s.words; w++ {
		for m := s.touchedC[w]; m != 0; m &= m - 1 {
			if k := v.cageOf[w<<6|bits.TrailingZeros64(m)]; k != noCage {
				dirty[k>>6] |= 1 << (k & 63)
			}
		}
		s.touchedC[w] = 0
	}
	for w := range dirty {
		for m := dirty[w]; m != 0; m &= m - 1 {
			ch, ok := s.pruneCage(&v.cages[w<<6|bits.TrailingZeros64(m)])
			if !ok {
				return false, false
			}
			changed = changed || ch
		}
	}
	return changed, true
}

// pruneCage prunes one cage.
func (s *VariantSolver) pruneCage(cg *variantCage) (changed, ok bool) {
	var placedMask uint16
	placedSum, nfree := 0, 0
	for _, c := range cg.cells[:cg.n] {
		if s.free.has(int(c)) {
			nfree++
			continue
		}
		placedMask |= s.cand[c]
		placedSum += bits.TrailingZeros16(s.cand[c]) + 1
	}
	if nfree == 0 {
		return false, placedSum == cg.sum
	}
	s.work++
	var allowed [maxCageCells]uint16
	rem := cg.sum - placedSum
	off, count := int32(0), int32(0)
	if !cg.repeats {
		off, count = comboRange(nfree, rem, s.v.n)
		if count == 0 {
			return false, false
		}
	}
	if cg.repeats || count > maxPruneCombos {
		// Digits may repeat, or too many combinations to try at each
		// node: the smallest and largest candidates bound each cell.
		if !s.boundCage(cg, rem, &allowed) {
			return false, false
		}
	} else {
		// The combinations of different digits, none placed in the cage
		// yet, that make what is left: each cell keeps the digits of those
		// its cells can hold (every cell a digit of it, every digit in some
		// cell).
		var any uint16
		s.work += int64(count)
		for _, rest := range comboMasks[off : off+count] {
			if rest&placedMask != 0 || any&rest == rest {
				continue // a digit placed already, or nothing new
			}
			var union uint16
			fits := true
			for _, c := range cg.cells[:cg.n] {
				if s.free.has(int(c)) {
					x := s.cand[c] & rest
					if x == 0 {
						fits = false
						break
					}
					union |= x
				}
			}
			if fits && union == rest {
				any |= rest
			}
		}
		for i := range allowed[:cg.n] {
			allowed[i] = any
		}
	}
	for i, c := range cg.cells[:cg.n] {
		if !s.free.has(int(c)) {
			continue
		}
		if nc := s.cand[c] & allowed[i]; nc != s.cand[c] {
			changed = true
			if !s.setCand(int(c), nc) {
				return true, false
			}
		}
	}
	return changed, true
}

// boundCage sets allowed[i] to the digits free cell i of a cage with
// repeats may hold: those leaving a remainder that the other free cells'
// smallest and largest candidates can make. It returns false when the
// remainder rem is out of reach.
func (s *VariantSolver) boundCage(cg *variantCage, rem int, allowed *[maxCageCells]uint16) bool {
	lo, hi := 0, 0
	for _, c := range cg.cells[:cg.n] {
		if m := s.cand[c]; s.free.has(int(c)) {
			lo += bits.TrailingZeros16(m) + 1
			hi += 16 - bits.LeadingZeros16(m)
		}
	}
	if rem < lo || rem > hi {
		return false
	}
	for i, c := range cg.cells[:cg.n] {
		if !s.free.has(int(c)) {
			continue
		}
		m := s.cand[c]
		cmin, cmax := bits.TrailingZeros16(m)+1, 16-bits.LeadingZeros16(m)
		allowed[i] = digitsBetween(rem-(hi-cmax), rem-(lo-cmin))
	}
	return true
}

// digitsBetween returns the mask of digits a..b (clamped to 1..16).
func digitsBetween(a, b int) uint16 {
	a, b = max(a, 1), min(b, MaxVariantSize)
	if a > b {
		return 0
	}
	return uint16((1<<b - 1) &^ (1<<(a-1) - 1))
}

// search runs the depth-first search from the loaded puzzle, counting
// solutions up to the limit and keeping the first. It returns false when
// the guess budget ran out.
func (s *VariantSolver) search() bool {
	for {
		if s.propagate() {
			if s.nfree == 0 {
				if s.count < 2 {
					dst := &s.solution
					if s.count == 1 {
						dst = &s.second
					}
					for c := 0; c < s.v.ncells; c++ {
						dst[c] = uint8(bits.TrailingZeros16(s.cand[c]) + 1)
					}
				}
				s.count++
				if s.count >= s.limit {
					return true
				}
			} else {
				if s.work >= s.maxWork {
					return false
				}
				s.guess()
				continue
			}
		}
		// Backtrack: the digit last tried is wrong in its cell.
		for {
			if s.depth == 0 {
				return true
			}
			if s.work >= s.maxWork {
				return false
			}
			s.depth--
			f := s.frames[s.depth]
			s.undo(int(f.mark))
			s.nqueue = 0
			s.touchedU, s.touchedC, s.touchedL = cellBits{}, cellBits{}, cellBits{}
			c := int(f.cell)
			if s.setCand(c, s.cand[c]&^(1<<(f.digit-1))) {
				break
			}
		}
	}
}

// guess picks a free cell with the fewest candidates and tries one of its
// digits: the smallest (the second smallest when the smallest is s.avoid's),
// or a random one when s.random is set.
func (s *VariantSolver) guess() {
	best, bestN := -1, 99
	for w := 0; w < s.words && bestN > 2; w++ {
		for m := s.free[w]; m != 0; m &= m - 1 {
			c := w<<6 | bits.TrailingZeros64(m)
			if k := bits.OnesCount16(s.cand[c]); k < bestN {
				best, bestN = c, k
				if k == 2 {
					break
				}
			}
		}
	}
	m := s.cand[best]
	bit := m & -m
	if s.avoid != nil && bit == 1<<(s.avoid[best]-1) {
		bit = m & (m - 1) & -(m & (m - 1))
	}
	if s.random != nil {
		for k := s.random.intn(bits.OnesCount16(m)); k > 0; k-- {
			m &= m - 1
		}
		bit = m & -m
	}
	s.frames[s.depth] = vframe{mark: uint16(s.ntrail), cell: uint8(best), digit: uint8(bits.TrailingZeros16(bit) + 1)}
	s.depth++
	s.setCand(best, bit)
}
