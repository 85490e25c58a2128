package engine

import "math/bits"

// SE's Chaining producers that follow every consequence of an assumption
// (chain_implications.go) rather than one chain:
//   - Nishio (7.5): one digit, dynamic; an assumption that leads to a
//     contradiction is false;
//   - Multiple (8.0): static; the cells with three or more candidates: what
//     follows from every candidate of a cell, or from every place of a digit
//     in a unit, holds;
//   - Dynamic (8.5): all of these, dynamic, plus "double" chains (what
//     follows from both states of a candidate holds);
//   - Dynamic (+) and nested (9.0 and up): the same with deductions on the
//     working grid (chain_nested.go).
//
// Each finds every step SE would list, with SE's complexity, and keeps the
// one SE sorts first: lowest complexity, then kind (double 1, cell 5, unit 6,
// contradiction 7), then the first in SE's order (cells in order; per cell
// its digits, each with the contradictions, double chains and unit chains it
// starts, then the cell chains).

// ChainKind says how a forcing-chain step reaches its conclusion.
type ChainKind uint8

// The kinds of forcing-chain conclusion.
const (
	ChainLine          ChainKind = 0 // one chain (cycles, forcing chains)
	ChainContradiction ChainKind = 1 // an assumption leads to a candidate both true and false
	ChainDouble        ChainKind = 2 // both states of a candidate lead to the same conclusion
	ChainCell          ChainKind = 3 // every candidate of a cell leads to the same conclusion
	ChainUnit          ChainKind = 4 // every place of a digit in a unit leads to the same conclusion
)

// multipleMode is one of SE's multiple-chain producers.
type multipleMode struct {
	tech     Technique
	base     int // rating before the length bonus
	opt      chainOptions
	multiple bool // cell and unit chains for cells with 3+ candidates
	nishio   bool
}

// sort keys of the kinds of step (SE's getSortKey).
const (
	sortDouble        = 1
	sortCell          = 5
	sortUnit          = 6
	sortContradiction = 7
)

// multipleHint is the best step found so far by a producer.
type multipleHint struct {
	key    hintKey
	kind   ChainKind
	target potential // the conclusion: "on" places it, "off" removes it
	src    potential // the assumption (contradiction, double) or a candidate of the cell
	unit   int       // ChainUnit: the unit
	clash  potential // ChainContradiction: a potential the assumption makes both on and off (its "on" form)
	found  bool
}

// potSet is a set of potentials, one bit each.
type potSet [(numPotentials + 63) / 64]uint64

func (s *potSet) has(p potential) bool { return s[p>>6]&(1<<(p&63)) != 0 }

// searchCache is the number of searches multipleWork keeps.
const searchCache = 10

// search returns the consequences of candidate a (an "on" potential),
// from the cache or computed.
func (s *logicGrid) search(w *multipleWork, a potential, opt *chainOptions) *implications {
	w.clock++
	old := 0
	for i := range w.cache {
		if w.cacheUse[i] != 0 && w.cacheKey[i] == a {
			w.cacheUse[i] = w.clock
			return w.cache[i]
		}
		if w.cacheUse[i] < w.cacheUse[old] {
			old = i
		}
	}
	im := w.cache[old]
	w.cacheKey[old], w.cacheUse[old] = a, w.clock
	store := w.storeFor(opt)
	if store != nil && store.restore(a, s, im) {
		return im
	}
	s.runSearch(w, im, a, opt)
	if store != nil && !im.lazy && !w.env.out() {
		store.save(a, im)
	}
	return im
}

// runSearch derives the consequences of assumption a on s into im. In the
// static mode (Multiple Forcing Chains) the order-free form
// of the search (closure, chain_closure.go) runs first: the set of
// consequences and whether they hold a contradiction do not depend on the
// order the potentials are followed in. When it meets no contradiction and
// its work fits in the budget, it is charged what run would charge and im
// keeps only the set and the assumption (lazy; im is not even started, as
// most searches are read for their set only: the consequences of a
// candidate, intersected with those of the other candidates of a cell or
// places of a unit, are empty for most), and ordered starts it and
// derives the rest when it is needed. Otherwise im starts and run does the
// search, with the same charges as ever. (The dynamic searches meet a
// contradiction about half the time, and then the order-free form is
// wasted: measured slower, so they always run in full.)
func (s *logicGrid) runSearch(w *multipleWork, im *implications, a potential, opt *chainOptions) {
	if opt.level == 0 && !opt.noCell && !opt.dynamic && s.reached(w, a) {
		im.member = w.cl.member
		im.lazy = true
		im.nodes[0].pot = a
		im.conflictOn, im.conflictOff = -1, -1
		return
	}
	im.startCounted(s, a, &w.counts)
	im.run(opt, &w.env)
}

// reached is closure.free(&w.env, s, &w.planes, a, false), from the sets of
// reachAll when w holds them (w.reachReady): whether the search from a
// meets no contradiction and its work fits in the budget, and then it
// charges the work and w.cl.member holds the consequences.
func (s *logicGrid) reached(w *multipleWork, a potential) bool {
	if !w.reachReady || !a.on() {
		return w.cl.free(&w.env, s, &w.planes, a, false)
	}
	k := a.cand()
	if w.reach.clash[k] {
		return false
	}
	set := w.memoOf(k)
	n := 0
	for _, x := range set {
		n += bits.OnesCount64(x)
	}
	work := int64(n + 1) // what closure.free charges: the potentials and the last look
	if env := &w.env; env.budget != nil {
		if env.budget.left < work {
			return false
		}
		env.budget.left -= work
	}
	w.cl.member = *set
	return true
}

// ordered returns im with the order and parents of its consequences,
// deriving them if im is lazy (its set was found on s, and s is unchanged
// since: the searches are kept for one producer run only). This search
// is not charged: runSearch charged its work already, and it meets no
// contradiction, so it derives exactly the set runSearch found.
func (s *logicGrid) ordered(im *implications, opt *chainOptions) *implications {
	if im.lazy {
		im.start(s, im.nodes[0].pot) // not lazy any more
		im.run(opt, nil)
	}
	return im
}

// memoSplit is the number of candidates per half of a memo (two halves,
// to keep each piece of the scratch space small enough for the stack).
const memoSplit = (numCandidates + 1) / 2

// memoHalf holds the consequence sets of half the candidates.
type memoHalf [memoSplit]potSet

func (w *multipleWork) memoOf(k int) *potSet { return &w.memo[k/memoSplit][k%memoSplit] }

// maxTargets bounds the conclusions of one unit or cell examined at once.
const maxTargets = numPotentials

// multipleWork is the scratch space of the multiple-chain producers.
type multipleWork struct {
	// Recent searches from candidates assumed true, reused by the cell,
	// unit and double chains that need them again.
	cache    [searchCache]*implications
	cacheKey [searchCache]potential
	cacheUse [searchCache]int // 0: empty; else the time of last use
	clock    int
	// store keeps every search of a level-4 producer's run (nil before the
	// nested producers), behind the cache (see storeFor).
	store *searchStore
	// cl is the scratch space of the order-free searches, planes the
	// cells of each digit's candidates on the grid searched (static mode,
	// see runSearch).
	cl     closure
	planes [9]cellSet
	// reach holds, when reachReady, the static mode's consequence sets of
	// every candidate of the grid, in memo (chain_reach.go; consequences
	// then stores in memo the set found there, or, after a contradiction,
	// run's, and reached reads no set of a contradiction).
	reach      onReach
	reachReady bool
	marks      [numPotentials]uint32
	gen        uint32
	stack      [numPotentials + 1]int16
	// counts are the digit counts of the grid of the producer run, for
	// the searches' start.
	counts gridCounts
	// env is passed to the searches: the budget and nested scratch space.
	env chainEnv
	// The nested chains counted for the step being evaluated.
	hintSet [512]nestedKey
	hintGen uint32
	// cap bounds the complexity of the steps looked for (nested chains).
	cap int
	// The consequences of every candidate assumed true, computed once per
	// producer run: the set, and the complexity of the contradiction met
	// (0 if none).
	memo         [2]*memoHalf // candidate k's set: memoOf(k)
	memoClash    [numCandidates]int32
	memoClashPot [numCandidates]potential
	memoDone     [numCandidates]bool
	// The conclusions of the unit or cell being examined, in SE's order,
	// with their complexity so far.
	targets [maxTargets]potential
	sums    [maxTargets]int32
	nt      int
	best    multipleHint
}

// beginHint starts the count of a new step's complexity: the nested
// chains it uses count once for the whole step (SE counts each distinct
// nested chain once, whichever branch meets it).
func (w *multipleWork) beginHint() {
	w.hintGen++
	if w.hintGen == 0 {
		w.hintSet = [len(w.hintSet)]nestedKey{}
		w.hintGen = 1
	}
}

// nestedKey identifies a nested chain across searches (by content).
type nestedKey struct {
	hash uint64
	gen  uint32
}

// addNested reports the complexity nested chain (h, n) adds to the current
// step: n the first time, 0 after.
func (w *multipleWork) addNested(h uint64, n int) int {
	i := int(h % uint64(len(w.hintSet)))
	for k := 0; k < len(w.hintSet); k++ {
		e := &w.hintSet[i]
		if e.gen != w.hintGen {
			*e = nestedKey{hash: h, gen: w.hintGen}
			return n
		}
		if e.hash == h {
			return 0
		}
		i = (i + 1) % len(w.hintSet)
	}
	return n // full: count it (an overestimate, never reached in practice)
}

// ancestors counts the distinct potentials among node i of im and its
// ancestors (SE's getAncestorCount), plus the nested chains among them not
// yet counted for the current step, up to limit (it returns more than
// limit when there are more).
func (w *multipleWork) ancestors(im *implications, i, limit int) int {
	w.gen++
	if w.gen == 0 {
		w.marks = [numPotentials]uint32{}
		w.gen = 1
	}
	n := 0
	sp := 0
	w.stack[sp] = int16(i)
	sp++
	w.marks[im.nodes[i].pot] = w.gen
	n++
	if id := im.nodes[i].nested; id != noNested {
		n += w.addNested(im.nestedHash[id], int(im.nested[id]))
	}
	for sp > 0 && n <= limit {
		sp--
		j := int(w.stack[sp])
		im.forEachParent(j, func(k int) {
			p := im.nodes[k].pot
			if w.marks[p] != w.gen {
				w.marks[p] = w.gen
				n++
				w.stack[sp] = int16(k)
				sp++
				if id := im.nodes[k].nested; id != noNested {
					n += w.addNested(im.nestedHash[id], int(im.nested[id]))
				}
			}
		})
	}
	return n
}

// offer records a step of the given kind and complexity if it comes before
// the best one.
func (w *multipleWork) offer(base, sortKey, complexity int, kind ChainKind, target, src potential, unit int) bool {
	key := hintKey{base + lengthBonus(complexity), complexity, sortKey}
	if w.best.found && !key.less(w.best.key) {
		return false
	}
	w.best = multipleHint{key: key, kind: kind, target: target, src: src, unit: unit, found: true}
	return true
}

// limitFor is the largest complexity a step of sort key sk may have and
// still come before the best.
func (w *multipleWork) limitFor(base, sk int) int {
	if !w.best.found {
		return w.cap
	}
	return min(w.cap, maxComplexity(w.best.key, base, sk))
}

// worth reports whether a conclusion changes the grid: an "on" target needs
// other candidates in its cell to remove.
func (s *logicGrid) worth(target potential) bool {
	if target.on() {
		return s.cand[target.cell()]&^target.bit() != 0
	}
	return s.cand[target.cell()]&target.bit() != 0
}

// consequences returns the set of potentials that follow from candidate p
// (an "on" potential), computing it on first use.
func (s *logicGrid) consequences(w *multipleWork, p potential, opt *chainOptions) *potSet {
	k := p.cand()
	if !w.memoDone[k] {
		im := s.search(w, p, opt)
		*w.memoOf(k) = im.member
		w.memoClash[k] = 0
		if im.conflictOn >= 0 {
			w.beginHint()
			n := w.ancestors(im, int(im.conflictOn), 1<<26) + w.ancestors(im, int(im.conflictOff), 1<<26)
			w.memoClash[k] = int32(n)
			w.memoClashPot[k] = im.nodes[im.conflictOn].pot
		}
		w.memoDone[k] = true
	}
	return w.memoOf(k)
}

// findMultipleChain runs one multiple-chain producer and fills st with the
// step SE would take.
func (s *logicGrid) findMultipleChain(st *Step, w *multipleWork, md *multipleMode) bool {
	w.best = multipleHint{}
	w.memoDone = [numCandidates]bool{}
	w.cacheUse = [searchCache]int{}
	if w.store != nil {
		w.store.begin()
	}
	if w.cap == 0 {
		w.cap = 1 << 26
	}
	opt := &md.opt
	w.counts.count(s)
	w.reachReady = false
	if opt.level == 0 && !opt.noCell && !opt.dynamic {
		w.planes = planesOf(&s.cand) // see runSearch
		// Every consequence set at once (reached reads them).
		w.reach.reachAll(s, &w.planes, &w.memo)
		w.reachReady = true
	}
	contradiction := opt.dynamic
	// Nishio chains follow the links of one digit only (no cell links): a
	// digit on whose cells they last found no contradiction has none.
	var keys [9]cellSet
	var skip, memo uint16
	if md.nishio {
		skip, memo = s.nishio.digitsOf(s, &keys)
	}
	for c := 0; c < NumCells; c++ {
		m := s.cand[c]
		card := popcount(m)
		if s.grid[c] != 0 || card < 2 || (!opt.dynamic && card < 3) {
			continue
		}
		double := card >= 3 && !md.nishio && opt.dynamic
		if w.env.budget != nil && w.env.budget.out {
			return false
		}
		for mm := m &^ skip; mm != 0; mm &= mm - 1 {
			d := bits.TrailingZeros16(mm) + 1
			a := potOf(c, d, true)
			set := s.consequences(w, a, opt)
			if n := int(w.memoClash[a.cand()]); contradiction && n > 0 && n <= w.limitFor(md.base, sortContradiction) {
				if w.offer(md.base, sortContradiction, n, ChainContradiction, a.flip(), a, -1) {
					w.best.clash = w.memoClashPot[a.cand()]
				}
			}
			if contradiction || double {
				off := s.search(w, a.flip(), opt)
				if contradiction && off.conflictOn >= 0 {
					s.offerConflict(w, md, off, a.flip())
				}
				if double {
					s.offerDouble(w, md, set, off, a)
				}
			}
			if !md.nishio {
				for _, u := range seUnits[c] {
					s.offerUnit(w, md, set, c, d, int(u))
				}
			}
		}
		if !md.nishio && (card == 2 || md.multiple) {
			s.offerCell(w, md, c)
		}
	}
	if w.env.budget != nil && w.env.budget.out {
		return false
	}
	if !w.best.found {
		if md.nishio {
			s.nishio.rememberAll(memo, &keys)
		}
		return false
	}
	s.fillMultipleStep(st, w, md)
	return true
}

// offerConflict offers the contradiction reached from assumption a.
func (s *logicGrid) offerConflict(w *multipleWork, md *multipleMode, im *implications, a potential) {
	limit := w.limitFor(md.base, sortContradiction)
	w.beginHint()
	n := w.ancestors(im, int(im.conflictOn), limit)
	if n > limit {
		return
	}
	n += w.ancestors(im, int(im.conflictOff), limit-n)
	if n <= limit && w.offer(md.base, sortContradiction, n, ChainContradiction, a.flip(), a, -1) {
		w.best.clash = im.nodes[im.conflictOn].pot
	}
}

// offerCommon offers, in the order of the search from srcs[0], the
// worthwhile conclusions in common that every search from srcs reaches,
// each with its complexity summed over the searches.
func (s *logicGrid) offerCommon(w *multipleWork, md *multipleMode, srcs []potential, common *potSet, sortKey int, kind ChainKind, src potential, unit int) {
	first := s.ordered(s.search(w, srcs[0], &md.opt), &md.opt)
	w.nt = 0
	for _, list := range [2][]int16{first.onList[:first.nOn], first.offList[:first.nOff]} {
		for _, i := range list {
			if p := first.nodes[i].pot; common.has(p) && s.worth(p) {
				w.targets[w.nt] = p
				w.nt++
			}
		}
	}
	for t := 0; t < w.nt; t++ {
		p := w.targets[t]
		limit := w.limitFor(md.base, sortKey)
		w.beginHint()
		n := 0
		for _, b := range srcs {
			im := s.search(w, b, &md.opt)
			if !im.has(p) {
				n = limit + 1
				break
			}
			im = s.ordered(im, &md.opt)
			n += w.ancestors(im, im.node(p), limit-n)
			if n > limit {
				break
			}
		}
		if n <= limit {
			w.offer(md.base, sortKey, n, kind, p, src, unit)
		}
	}
}

// offerDouble offers what follows from both states of candidate a (set the
// consequences of a, off the search from its negation).
func (s *logicGrid) offerDouble(w *multipleWork, md *multipleMode, set *potSet, off *implications, a potential) {
	var common potSet
	any := uint64(0)
	for k := range common {
		common[k] = set[k] & off.member[k]
		any |= common[k]
	}
	if any == 0 {
		return
	}
	s.offerCommon(w, md, []potential{a, a.flip()}, &common, sortDouble, ChainDouble, a, -1)
}

// offerUnit offers what follows from every place of digit d in unit u, if
// cell c is the first of them (each unit is met once, at its first place).
func (s *logicGrid) offerUnit(w *multipleWork, md *multipleMode, set *potSet, c, d, u int) {
	places := s.pos[u][d-1]
	if popcount(places) < 2 || int(unitCells[u][bits.TrailingZeros16(places)]) != c {
		return
	}
	common := *set
	var srcs [9]potential
	n := 0
	for m := places; m != 0; m &= m - 1 {
		x := int(unitCells[u][bits.TrailingZeros16(m)])
		srcs[n] = potOf(x, d, true)
		n++
		if x == c {
			continue
		}
		o := s.consequences(w, srcs[n-1], &md.opt)
		any := uint64(0)
		for k := range common {
			common[k] &= o[k]
			any |= common[k]
		}
		if any == 0 {
			return
		}
	}
	s.offerCommon(w, md, srcs[:n], &common, sortUnit, ChainUnit, potOf(c, d, true), u)
}

// offerCell offers what follows from every candidate of cell c.
func (s *logicGrid) offerCell(w *multipleWork, md *multipleMode, c int) {
	m := s.cand[c]
	var srcs [9]potential
	n := 0
	for mm := m; mm != 0; mm &= mm - 1 {
		srcs[n] = potOf(c, bits.TrailingZeros16(mm)+1, true)
		n++
	}
	common := *w.memoOf(srcs[0].cand())
	for _, p := range srcs[1:n] {
		o := w.memoOf(p.cand())
		any := uint64(0)
		for k := range common {
			common[k] &= o[k]
			any |= common[k]
		}
		if any == 0 {
			return
		}
	}
	s.offerCommon(w, md, srcs[:n], &common, sortCell, ChainCell, srcs[0], -1)
}

// fillMultipleStep writes the best step of a producer into st.
func (s *logicGrid) fillMultipleStep(st *Step, w *multipleWork, md *multipleMode) {
	b := &w.best
	st.reset(md.tech)
	st.Rating = b.key.rating
	st.complexity = uint16(b.key.complexity)
	st.chainKind = b.kind
	st.chainLevel = uint8(md.opt.level)
	st.chainSrc, st.chainTarget, st.chainClash = b.src, b.target, b.clash
	t := b.target
	if t.on() {
		st.place(t.cell(), t.digit())
	} else {
		st.Removed[t.cell()] = t.bit()
	}
	st.addCell(b.src.cell())
	st.addCell(t.cell())
	st.Digits = b.src.bit() | t.bit()
	if b.kind == ChainCell {
		st.cellCands = s.cand[b.src.cell()]
	}
	if b.kind == ChainContradiction {
		st.addCell(b.clash.cell())
		st.Digits |= b.clash.bit()
	}
	if b.unit >= 0 {
		st.addUnit(b.unit)
		st.unit = uint8(b.unit)
	}
}
