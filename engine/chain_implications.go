package engine

import "math/bits"

// The consequences of one assumption, derived the way Sudoku Explainer's
// doChaining derives them, so that every potential gets the same parents
// (and every step the same complexity) as in SE:
//   - the "on" potentials waiting are followed first, in the order they were
//     found, then one waiting "off" potential, and again;
//   - on → off: with cell links the cell's other digits, then the digit in
//     the box, the row outside the box, the column outside the box;
//   - off → on: with cell links the other digit of a bivalue cell, then the
//     only other place of the digit in the box, the row, the column;
//   - dynamic: an "off" potential leaves the working grid once followed, so
//     later links are read on a grid with fewer candidates; an "on"
//     potential found through a cell (unit) then also depends on the
//     candidates of that cell (unit) removed before ("hidden parents");
//   - the search stops at the first potential that would be both on and off.

// Why a potential holds: how it follows from its first parent.
const (
	causeAssumption uint8 = iota // the start
	causeCell                    // a cell link: the cell's only other digit, or a digit the cell cannot also hold
	causeBox                     // the digit's only other place in the box, or a box peer
	causeRow
	causeCol
	causeRule // a deduction on the working grid (nested techniques)
)

// noTick marks an "off" potential not yet applied to the working grid.
const noTick = 0xFFFF

// implNode is one derived potential.
type implNode struct {
	pot    potential
	cause  uint8
	parent int16  // node of the first parent; -1 for the assumption
	tick   uint16 // on: offs applied before it was found; off: its place in the order of application
	rule   uint16 // causeRule: first extra parent in ruleParents
	nrule  uint16 // causeRule: number of extra parents
	nested uint16 // causeRule: the nested chain it comes from, or noNested
}

// noNested marks a node that does not come from a nested chain.
const noNested = 0xFFFF

// maxRuleParents bounds the extra parents of the deductions of one search.
const maxRuleParents = 4096

// implications holds the consequences of one assumption.
type implications struct {
	nodes   [numPotentials + 1]implNode // derived potentials in order, then the contradiction's new one
	n       int                         // registered nodes
	member  [(numPotentials + 63) / 64]uint64
	index   [numPotentials]int16 // node of a registered potential
	onList  [numCandidates]int16 // "on" nodes in order
	offList [numCandidates]int16 // "off" nodes in order
	nOn     int
	nOff    int

	// The working grid (a copy of the grid the search started from).
	cand [NumCells]uint16
	pos  [27][9]uint16
	// applied counts the "off" potentials removed from the working grid.
	applied int

	// conflictOn and conflictOff are the nodes of the potential found both
	// on and off (one of them is the new node nodes[n]), or -1.
	conflictOn, conflictOff int16

	// srcCand is the grid the search started from (hidden parents and the
	// parents of deductions are the candidates removed since); placed[d-1]
	// counts the cells holding digit d.
	srcCand [NumCells]uint16
	srcPos  [27][9]uint16
	placed  [9]uint8
	empty   [27]uint8 // cells without a digit, per unit

	// The complexity and content of each nested chain used.
	nested     [maxNestedHints]uint16
	nestedHash [maxNestedHints]uint64 // the chain's content, to count it once per step
	nNested    int

	// ruleTick[r] counts the offs applied when rule r last looked, nestTick
	// when the nested chains did; dirtyUnit[u] has bit d-1 set when the
	// places of digit d in unit u changed since, dirtyCell the cells whose
	// candidates changed (see markDirty).
	ruleTick  [4]int // applied offs when each rule last looked
	nestTick  int
	dirtyUnit [27]uint16
	dirtyCell cellSet
	// appliedList lists the applied "off" potentials in order.
	appliedList [numCandidates]potential

	// nestID identifies the search to the nested dynamic chains (0 until
	// they first look; see ruleNestedDynamic).
	nestID uint32

	ruleParents [maxRuleParents]int16
	nRule       int
	overflow    bool // ruleParents ran out: some deductions were left out
	// lazy is set when only the set of the consequences (member) is
	// known, not yet their order and parents: the search from the
	// assumption (nodes[0]) meets no contradiction, and has been charged
	// (see runSearch in chain_multiple.go). (Next to overflow, it takes
	// no room: nestedDynamic, which holds searches, is near the size
	// limit of stack variables.)
	lazy bool
	rule ruleHint
}

// chainBudget is the work the chain searches may still do (in derived
// potentials), shared by every search of one solve.
type chainBudget struct {
	left int64
	out  bool // ran out: the searches since stopped early
}

// chainOptions selects the links and rules of a search.
type chainOptions struct {
	dynamic bool // remove "off" potentials from the working grid
	noCell  bool // Nishio: no cell links (one digit only)
	level   int  // nested techniques on the working grid (0: none)
}

func (im *implications) has(p potential) bool {
	return im.member[p>>6]&(1<<(p&63)) != 0
}

func (im *implications) node(p potential) int {
	return int(im.index[p])
}

// add registers potential p with its first parent and cause.
func (im *implications) add(p potential, parent int, cause uint8) int {
	i := im.n
	im.n++
	tick := uint16(noTick)
	if p.on() {
		tick = uint16(im.applied)
	}
	im.nodes[i] = implNode{pot: p, cause: cause, parent: int16(parent), tick: tick, nested: noNested}
	im.register(i)
	return i
}

// register enters node i in the members, the index and the list of its state.
func (im *implications) register(i int) {
	p := im.nodes[i].pot
	im.member[p>>6] |= 1 << (p & 63)
	im.index[p] = int16(i)
	if p.on() {
		im.onList[im.nOn] = int16(i)
		im.nOn++
	} else {
		im.offList[im.nOff] = int16(i)
		im.nOff++
	}
}

// loose stores the contradiction's new node after the registered ones.
func (im *implications) loose(p potential, parent int, cause uint8) int16 {
	tick := uint16(noTick)
	if p.on() {
		tick = uint16(im.applied)
	}
	im.nodes[im.n] = implNode{pot: p, cause: cause, parent: int16(parent), tick: tick, nested: noNested}
	return int16(im.n)
}

// start prepares a search from assumption a on grid g.
func (im *implications) start(g *logicGrid, a potential) {
	var gc gridCounts
	gc.count(g)
	im.startCounted(g, a, &gc)
}

// gridCounts holds what the rules read of a grid's digits (see
// implications.placed and empty).
type gridCounts struct {
	placed [9]uint8
	empty  [27]uint8
}

// count fills gc from the digits of g.
func (gc *gridCounts) count(g *logicGrid) {
	gc.placed = [9]uint8{}
	var filled cellSet
	for c, v := range g.grid {
		if v != 0 {
			gc.placed[v-1]++
			filled.add(c)
		}
	}
	for u := range gc.empty {
		f := filled.and(unitCellSet[u])
		gc.empty[u] = uint8(9 - bits.OnesCount64(f[0]) - bits.OnesCount64(f[1]))
	}
}

// startCounted is start with the counts of g made already (gc): a
// producer's searches all start on its grid, and counting is most of the
// work of start.
func (im *implications) startCounted(g *logicGrid, a potential, gc *gridCounts) {
	im.n, im.nOn, im.nOff, im.applied, im.nRule = 0, 0, 0, 0, 0
	im.overflow, im.lazy = false, false
	im.nestID = 0
	im.member = [len(im.member)]uint64{}
	im.cand = g.cand
	im.pos = g.pos
	im.srcCand = g.cand
	im.srcPos = g.pos
	im.ruleTick = [4]int{}
	im.nestTick = 0
	im.nNested = 0
	im.placed, im.empty = gc.placed, gc.empty
	im.conflictOn, im.conflictOff = -1, -1
	im.add(a, -1, causeAssumption)
}

// unitCellSet[u] is the set of the cells of unit u, computed from unitCells
// at start-up and only read afterwards.
var unitCellSet = func() (t [27]cellSet) {
	for u := range t {
		for _, c := range unitCells[u] {
			t[u].add(int(c))
		}
	}
	return
}()

// markDirty sets dirtyUnit and dirtyCell from the offs applied since tick.
func (im *implications) markDirty(tick int) {
	im.dirtyUnit = [27]uint16{}
	im.dirtyCell = cellSet{}
	for _, p := range im.appliedList[tick:im.applied] {
		c, bit := p.cell(), p.bit()
		im.dirtyCell.add(c)
		for _, u := range cellUnits[c] {
			im.dirtyUnit[u] |= bit
		}
	}
}

// removeCand takes candidate (c, d) off the working grid.
func (im *implications) removeCand(c, d int) {
	im.cand[c] &^= 1 << (d - 1)
	su := &seUnitPlaces[c]
	for k, u := range su.units {
		im.pos[u][d-1] &^= su.self[k]
	}
}

// seUnitPlaces[c] lists the units of cell c in SE's order (seUnits: box,
// row, column) with, in each unit's place masks, the bit of c (self) and
// the places that are not c's peers in SE's order (skip: c in the box; in
// the row and the column, the cells of c's box, which the box gave
// already). Computed at start-up and only read afterwards.
var seUnitPlaces = func() (t [NumCells]struct {
	units      [3]uint8
	self, skip [3]uint16
}) {
	for c := range t {
		// seUnits[c], which an init function fills (after this runs).
		t[c].units = [3]uint8{uint8(18 + BoxOf(c)), uint8(RowOf(c)), uint8(9 + ColOf(c))}
		for k, u := range t[c].units {
			for i, q := range unitCells[u] {
				if int(q) == c {
					t[c].self[k] = 1 << i
				}
				if k == 0 && int(q) == c || k > 0 && BoxOf(int(q)) == BoxOf(c) {
					t[c].skip[k] |= 1 << i
				}
			}
		}
	}
	return
}()

// chainEnv is what a search shares with the step search it is part of:
// the work budget and, for nested chains, their scratch space and longest
// length. It is passed down, not stored (a pointer stored in the searches
// would make Go move the scratch space to the heap).
type chainEnv struct {
	budget    *chainBudget
	ns        *nestedSearch
	nestLimit int
}

// out reports whether the budget of e ran out.
func (e *chainEnv) out() bool { return e != nil && e.budget != nil && e.budget.out }

// charge takes n from the budget and reports whether it ran out.
func (e *chainEnv) charge(n int64) bool {
	if e == nil || e.budget == nil {
		return false
	}
	e.budget.left -= n
	if e.budget.left < 0 {
		e.budget.out = true
	}
	return e.budget.out
}

// run derives the consequences of the assumption, stopping at the first
// contradiction (conflictOn >= 0 then), or when env's budget runs out.
func (im *implications) run(opt *chainOptions, env *chainEnv) {
	onHead, offHead := 0, 0
	var out [4]implOut
	for {
		if env.charge(1) {
			return
		}
		if onHead < im.nOn {
			pi := int(im.onList[onHead])
			onHead++
			if im.followOn(pi, !opt.noCell) {
				return
			}
			continue
		}
		if offHead < im.nOff {
			pi := int(im.offList[offHead])
			offHead++
			p := im.nodes[pi].pot
			found := out[:im.offToOn(p, !opt.noCell, &out)]
			if opt.dynamic {
				im.removeCand(p.cell(), p.digit())
				im.nodes[pi].tick = uint16(im.applied)
				im.appliedList[im.applied] = p
				im.applied++
			}
			for _, o := range found {
				if im.has(o.pot.flip()) {
					im.conflictOn = im.loose(o.pot, pi, o.cause)
					im.nodes[im.conflictOn].tick = uint16(im.applied - btoi(opt.dynamic))
					im.conflictOff = int16(im.node(o.pot.flip()))
					return
				}
				if !im.has(o.pot) {
					i := im.add(o.pot, pi, o.cause)
					// Found before p left the working grid.
					im.nodes[i].tick = uint16(im.applied - btoi(opt.dynamic))
				}
			}
			continue
		}
		if opt.level > 0 && !env.charge(ruleScanWork) && im.applyRules(&im.rule) && offHead < im.nOff {
			continue
		}
		if opt.level > 1 && env != nil && env.ns != nil && !env.charge(0) {
			var found bool
			if opt.level >= 4 {
				found = im.ruleNestedDynamic(env.ns.dyn, &env.ns.rule)
			} else {
				found = im.ruleNestedChains(env.ns, env.nestLimit)
				if !found && opt.level > 2 {
					found = im.ruleNestedMultiple(env.ns.multi, &env.ns.rule)
				}
			}
			if found && offHead < im.nOff {
				continue
			}
		}
		return
	}
}

func btoi(b bool) int {
	if b {
		return 1
	}
	return 0
}

// implOut is one consequence of a potential and the link that gives it.
type implOut struct {
	pot   potential
	cause uint8
}

// followOn derives the "off" potentials implied by on-potential node pi
// on the working grid, in SE's order: with cell links the cell's other
// digits, then the peers holding the digit in sePeers' order (the box, the
// row outside the box, the column outside the box, each in cell order,
// which is the order of the places in the unit). It reports whether it met
// a contradiction (then the search stops there).
func (im *implications) followOn(pi int, cell bool) bool {
	p := im.nodes[pi].pot
	c, d := p.cell(), p.digit()
	if cell {
		for m := im.cand[c] &^ p.bit(); m != 0; m &= m - 1 {
			if im.deriveOff(potOf(c, bits.TrailingZeros16(m)+1, false), pi, causeCell) {
				return true
			}
		}
	}
	su := &seUnitPlaces[c]
	for k, u := range su.units {
		cells := &unitCells[u]
		for m := im.pos[u][d-1] &^ su.skip[k]; m != 0; m &= m - 1 {
			if im.deriveOff(potOf(int(cells[bits.TrailingZeros16(m)]), d, false), pi, causeBox+uint8(k)) {
				return true
			}
		}
	}
	return false
}

// deriveOff registers off-potential o, found from node pi by the given
// link, unless it is registered already; it reports a contradiction (o's
// opposite is registered) instead.
func (im *implications) deriveOff(o potential, pi int, cause uint8) bool {
	if im.has(o.flip()) {
		im.conflictOn = int16(im.node(o.flip()))
		im.conflictOff = im.loose(o, pi, cause)
		return true
	}
	if !im.has(o) {
		im.add(o, pi, cause)
	}
	return false
}

// offToOn lists in out the "on" potentials implied by off-potential p on
// the working grid, in SE's order (a potential found twice keeps the
// first): with cell links the other digit of a bivalue cell, then the only
// other place of the digit in the box, the row, the column. It returns
// their number.
func (im *implications) offToOn(p potential, cell bool, out *[4]implOut) int {
	c, d := p.cell(), p.digit()
	n := 0
	if cell && popcount(im.cand[c]) == 2 {
		out[0] = implOut{potOf(c, lowDigit(im.cand[c]&^p.bit()), true), causeCell}
		n = 1
	}
	first := n
	su := &seUnitPlaces[c]
	for k, u := range su.units {
		m := im.pos[u][d-1] &^ su.self[k]
		if m == 0 || m&(m-1) != 0 {
			continue
		}
		q := potOf(int(unitCells[u][bits.TrailingZeros16(m)]), d, true)
		dup := false
		for _, r := range out[first:n] {
			dup = dup || r.pot == q
		}
		if !dup {
			out[n] = implOut{q, causeBox + uint8(k)}
			n++
		}
	}
	return n
}

// forEachParent calls f with every parent of node i: the first parent, the
// hidden parents of a dynamic "on" potential (the candidates of its cell or
// unit removed from the working grid before it was found) or the parents of
// a deduction.
func (im *implications) forEachParent(i int, f func(j int)) {
	nd := &im.nodes[i]
	if nd.cause == causeRule {
		for _, j := range im.ruleParents[nd.rule : nd.rule+nd.nrule] {
			f(int(j))
		}
		return
	}
	if nd.parent < 0 {
		return
	}
	f(int(nd.parent))
	src := &im.srcCand
	switch {
	case nd.pot.on() && nd.tick > 0:
		c, d := nd.pot.cell(), nd.pot.digit()
		if nd.cause == causeCell {
			for m := src[c] &^ nd.pot.bit(); m != 0; m &= m - 1 {
				im.hiddenParent(potOf(c, bits.TrailingZeros16(m)+1, false), nd.tick, f)
			}
			return
		}
		u := seUnits[c][nd.cause-causeBox]
		for _, q := range unitCells[u] {
			if int(q) != c && src[q]&nd.pot.bit() != 0 {
				im.hiddenParent(potOf(int(q), d, false), nd.tick, f)
			}
		}
	}
}

// hiddenParent calls f with the node of off-potential o if it was applied
// before tick.
func (im *implications) hiddenParent(o potential, tick uint16, f func(j int)) {
	if !im.has(o) {
		return
	}
	j := im.node(o)
	if t := im.nodes[j].tick; t != noTick && t < tick {
		f(j)
	}
}
