package engine

// The general fish search behind the extended catalogue's finned, sashimi,
// Franken and Mutant fish (tech_fish_finned.go, tech_fish_franken.go,
// tech_fish_mutant.go). A fish of size n on digit d has n base sets and n
// cover sets (rows, columns or boxes): each base set holds d exactly once,
// so when the base sets' candidates of d do not overlap they hold n of the
// solution's d, all inside the cover sets, which hold at most n. So every d
// of a cover set lies in the base sets: d leaves the cover sets' other
// cells, and a base cell in two cover sets ("cannibalism").
//
// Fins are base cells the cover sets leave out, and endo fins base cells in
// two base sets (they could hold the d of two base sets at once). Either a
// fin holds d, or the fish holds: a cell that the fish would clear and that
// sees every fin cannot be d either way.
//
// The kinds (HoDoKu's, after the Ultimate Fish Guide): basic when the base
// sets are all rows and the cover sets all columns (or the reverse);
// Franken when the base sets are rows and boxes and the cover sets columns
// and boxes (or the reverse); Mutant otherwise. A finned basic fish is
// sashimi when one base set holds at most one candidate besides its fins.
// As in HoDoKu, a fish has at most 5 fins of which at most 2 endo fins.

const (
	fishMaxFins     = 5
	fishMaxEndoFins = 2
	// fishBudget bounds the nodes of one search (base sets tried plus
	// cover choices): the Mutant searches look at thousands of base sets;
	// past the budget the search gives up, and the step finder goes on to
	// the next technique. Deterministic. The techniques' cases need at
	// most 5,688; on a board where only forcing chains apply the twelve
	// Franken and Mutant searches all run out of it, so it bounds the
	// extended hint's worst time (with 20,000, 28 ms on
	// se_rated_diabolical_more_3k; see benchmarks/RESULTS.md).
	fishBudget = 8000
)

// fishKind is the kind of fish a search looks for.
type fishKind uint8

const (
	fishBasic fishKind = iota
	fishFranken
	fishMutant
)

// Unit-type masks of a fish's sets.
const (
	rowSets  = 1
	colSets  = 2
	boxSets  = 4
	lineSets = rowSets | colSets
)

// unitType returns rowSets, colSets or boxSets for a unit ID.
func unitType(u int) uint8 {
	switch {
	case u < 9:
		return rowSets
	case u < 18:
		return colSets
	}
	return boxSets
}

// fishSearch is the state of one search for fish of one size, kind and
// digit.
type fishSearch struct {
	s      *logicGrid
	d      int
	size   int
	kind   fishKind
	finned bool
	// sashimi asks for the sashimi ones among finned basic fish; without
	// it they are skipped.
	sashimi bool
	budget  int
	// all holds the candidates of d; in[u] unit u's.
	all cellSet
	in  [27]cellSet
	// The base sets chosen so far, the cells they hold, and the cells in
	// two of them (endo fins).
	base  [4]int
	nbase int
	cells cellSet
	endo  cellSet
	// The cover sets chosen so far; covered is the cells they hold,
	// twice the cells in two of them.
	cover   [4]int
	ncover  int
	covered cellSet
	twice   cellSet
	fins    cellSet
	// finBox is the box of the fins (-1 before the first), finPeers the
	// cells that see every fin (every cell when there is none).
	finBox   int
	finPeers cellSet
	st       *Step
}

// everyCell is the set of all 81 cells.
var everyCell = cellSet{^uint64(0), 1<<(NumCells-64) - 1}

// findFishOf runs the search for fish of the given size and kind on every
// digit, with fins or without, and fills st with the first found.
func (s *logicGrid) findFishOf(st *Step, size int, kind fishKind, finned, sashimi bool) bool {
	fs := fishSearch{s: s, size: size, kind: kind, finned: finned, sashimi: sashimi, budget: fishBudget, st: st}
	for d := 1; d <= 9; d++ {
		fs.d = d
		fs.all = s.digitCells(d)
		n := 0
		for u := 0; u < 27; u++ {
			fs.in[u] = s.unitDigitCells(u, d)
			if fs.in[u].count() >= 2 {
				n++
			}
		}
		if n < 2*size {
			continue
		}
		bts, nbt := fs.baseTypes()
		for _, bt := range bts[:nbt] {
			fs.nbase, fs.ncover = 0, 0
			fs.cells, fs.endo, fs.covered, fs.twice, fs.fins = cellSet{}, cellSet{}, cellSet{}, cellSet{}, cellSet{}
			fs.finPeers, fs.finBox = everyCell, -1
			if fs.bases(bt, fs.coverTypes(bt), 0) {
				return true
			}
			if fs.budget <= 0 {
				return false
			}
		}
	}
	return false
}

// baseTypes lists the unit types base sets may use for the search's kind;
// cover sets may use the others (see coverTypes).
func (fs *fishSearch) baseTypes() (bts [2]uint8, n int) {
	switch fs.kind {
	case fishBasic:
		return [2]uint8{rowSets, colSets}, 2
	case fishFranken:
		return [2]uint8{rowSets | boxSets, colSets | boxSets}, 2
	}
	return [2]uint8{rowSets | colSets | boxSets}, 1
}

// coverTypes returns the unit types cover sets may use with base sets of
// types bt.
func (fs *fishSearch) coverTypes(bt uint8) uint8 {
	switch fs.kind {
	case fishBasic:
		return lineSets &^ bt
	case fishFranken:
		return (lineSets &^ bt) | boxSets
	}
	return rowSets | colSets | boxSets
}

// bases chooses the next base set among the units from index from whose
// type is in bt, once every candidate of the base sets chosen so far is
// covered or a fin; cover sets come from the types in ct. Choosing the
// cover sets as the base sets grow cuts early every base set that the
// cover sets cannot cover.
func (fs *fishSearch) bases(bt, ct uint8, from int) bool {
	if fs.nbase == fs.size {
		return fs.ncover == fs.size && fs.report()
	}
	for u := from; u < 27; u++ {
		if unitType(u)&bt == 0 || fs.in[u].count() < 2 || fs.isCover(u) {
			continue
		}
		fs.budget--
		if fs.budget <= 0 {
			return false
		}
		overlap := fs.cells.and(fs.in[u])
		save := fs.save()
		if !overlap.empty() {
			// Endo fins: fins from the start, in the fish's fin box.
			if !fs.finned || fs.endo.or(overlap).count() > fishMaxEndoFins || !fs.addFins(overlap) {
				fs.restore(save)
				continue
			}
			fs.endo = fs.endo.or(overlap)
		}
		fs.base[fs.nbase] = u
		fs.nbase++
		fs.cells = fs.cells.or(fs.in[u])
		if fs.coverOpen(bt, ct, u+1) {
			return true
		}
		fs.restore(save)
	}
	return false
}

// fishState is what bases and coverOpen undo.
type fishState struct {
	nbase, ncover                     int
	finBox                            int
	cells, endo, covered, twice, fins cellSet
	finPeers                          cellSet
}

func (fs *fishSearch) save() fishState {
	return fishState{fs.nbase, fs.ncover, fs.finBox, fs.cells, fs.endo, fs.covered, fs.twice, fs.fins, fs.finPeers}
}

func (fs *fishSearch) restore(x fishState) {
	fs.nbase, fs.ncover, fs.finBox = x.nbase, x.ncover, x.finBox
	fs.cells, fs.endo, fs.covered, fs.twice, fs.fins, fs.finPeers = x.cells, x.endo, x.covered, x.twice, x.fins, x.finPeers
}

// addFins makes the cells of f fins, if they fit: all in the fish's one
// fin box, at most fishMaxFins, with a candidate outside the base sets
// that sees them all.
func (fs *fishSearch) addFins(f cellSet) bool {
	for c := f.nextCell(0); c >= 0; c = f.nextCell(c + 1) {
		if fs.finBox < 0 {
			fs.finBox = BoxOf(c)
		} else if BoxOf(c) != fs.finBox {
			return false
		}
		fs.finPeers = fs.finPeers.and(peerSet[c])
	}
	fs.fins = fs.fins.or(f)
	return fs.fins.count() <= fishMaxFins && fs.finsHaveVictims()
}

// isBase reports whether unit u is one of the base sets.
func (fs *fishSearch) isBase(u int) bool {
	for _, b := range fs.base[:fs.nbase] {
		if b == u {
			return true
		}
	}
	return false
}

// isCover reports whether unit u is one of the cover sets.
func (fs *fishSearch) isCover(u int) bool {
	for _, c := range fs.cover[:fs.ncover] {
		if c == u {
			return true
		}
	}
	return false
}

// finsHaveVictims reports whether some candidate of d outside the base
// sets sees every fin: a necessary condition for the eliminations of a
// finned fish (the search leaves out the finned fish that would only
// remove cannibalistic candidates).
func (fs *fishSearch) finsHaveVictims() bool {
	return !fs.finPeers.and(fs.all).andNot(fs.cells).empty()
}

// coverOpen covers the first base cell not yet covered nor a fin: with one
// of its units that may be a cover set, or (finned) by making it a fin;
// with none left open it goes on to the next base set. As in a finned
// basic fish, whose eliminations must see every fin, a fish's fins all lie
// in one box.
func (fs *fishSearch) coverOpen(bt, ct uint8, from int) bool {
	fs.budget--
	if fs.budget <= 0 {
		return false
	}
	open := fs.cells.andNot(fs.covered).andNot(fs.fins)
	c := open.nextCell(0)
	if c < 0 {
		return fs.bases(bt, ct, from)
	}
	if fs.ncover < fs.size {
		for _, u8 := range cellUnits[c] {
			u := int(u8)
			if unitType(u)&ct == 0 || fs.isBase(u) || fs.isCover(u) {
				continue
			}
			save := fs.save()
			fs.twice = fs.twice.or(fs.covered.and(fs.in[u]))
			fs.covered = fs.covered.or(fs.in[u])
			fs.cover[fs.ncover] = u
			fs.ncover++
			if fs.coverOpen(bt, ct, from) {
				return true
			}
			fs.restore(save)
		}
	}
	if fs.finned && (fs.finBox < 0 || BoxOf(c) == fs.finBox) {
		save := fs.save()
		var f cellSet
		f.add(c)
		if fs.addFins(f) && fs.coverOpen(bt, ct, from) {
			return true
		}
		fs.restore(save)
	}
	return false
}

// fishKindOf classifies a fish by the types of its base and cover sets.
func fishKindOf(baseTypes, coverTypes uint8) fishKind {
	switch {
	case baseTypes == rowSets && coverTypes == colSets, baseTypes == colSets && coverTypes == rowSets:
		return fishBasic
	case baseTypes&colSets == 0 && coverTypes&rowSets == 0, baseTypes&rowSets == 0 && coverTypes&colSets == 0:
		return fishFranken
	}
	return fishMutant
}

// report checks the fish found (its kind, fins and eliminations) and
// fills the step.
func (fs *fishSearch) report() bool {
	var bt, ct uint8
	for _, u := range fs.base[:fs.nbase] {
		bt |= unitType(u)
	}
	for _, u := range fs.cover[:fs.ncover] {
		ct |= unitType(u)
	}
	if fishKindOf(bt, ct) != fs.kind {
		return false // a simpler kind: found by its own search
	}
	finned := !fs.fins.empty()
	if finned != fs.finned {
		return false
	}
	sashimi := false
	if finned && fs.kind == fishBasic {
		for _, u := range fs.base[:fs.nbase] {
			if fs.in[u].andNot(fs.fins).count() <= 1 {
				sashimi = true
			}
		}
		if sashimi != fs.sashimi {
			return false
		}
	}
	victims := fs.covered.andNot(fs.cells).or(fs.twice.and(fs.cells))
	victims = victims.andNot(fs.fins).and(fs.all).and(fs.finPeers)
	if victims.empty() {
		return false
	}
	st := fs.st
	st.reset(fs.technique(sashimi))
	bit := uint16(1) << (fs.d - 1)
	for c := victims.nextCell(0); c >= 0; c = victims.nextCell(c + 1) {
		st.Removed[c] = bit
	}
	st.Digits = bit
	for _, u := range fs.base[:fs.nbase] {
		st.addUnit(u)
	}
	st.shape.nbase = uint8(fs.nbase)
	for _, u := range fs.cover[:fs.ncover] {
		st.addUnit(u)
	}
	for c := fs.cells.nextCell(0); c >= 0; c = fs.cells.nextCell(c + 1) {
		st.addCell(c)
	}
	for c := fs.endo.nextCell(0); c >= 0; c = fs.endo.nextCell(c + 1) {
		st.addFin(c, true)
	}
	exo := fs.fins.andNot(fs.endo)
	for c := exo.nextCell(0); c >= 0; c = exo.nextCell(c + 1) {
		st.addFin(c, false)
	}
	return true
}

// extFishTechs names the extended fish by kind, then finned or sashimi, then
// size.
var extFishTechs = [3][3][5]Technique{
	fishBasic: {
		{2: TechXWing, 3: TechSwordfish, 4: TechJellyfish},
		{2: TechFinnedXWing, 3: TechFinnedSwordfish, 4: TechFinnedJellyfish},
		{2: TechSashimiXWing, 3: TechSashimiSwordfish, 4: TechSashimiJellyfish},
	},
	fishFranken: {
		{2: TechFrankenXWing, 3: TechFrankenSwordfish, 4: TechFrankenJellyfish},
		{2: TechFinnedFrankenXWing, 3: TechFinnedFrankenSwordfish, 4: TechFinnedFrankenJellyfish},
	},
	fishMutant: {
		{2: TechMutantXWing, 3: TechMutantSwordfish, 4: TechMutantJellyfish},
		{2: TechFinnedMutantXWing, 3: TechFinnedMutantSwordfish, 4: TechFinnedMutantJellyfish},
	},
}

func (fs *fishSearch) technique(sashimi bool) Technique {
	k := 0
	if fs.finned {
		k = 1
	}
	if sashimi {
		k = 2
	}
	return extFishTechs[fs.kind][k][fs.size]
}

// explainGeneralFish explains a fish of the extended catalogue.
func (s *Step) explainGeneralFish(dst []byte) []byte {
	d := lowDigit(s.Digits | 1<<15)
	dst = append(dst, "every "...)
	dst = appendDigit(dst, d)
	dst = append(dst, " of "...)
	dst = appendUnitSets(dst, s.BaseUnits())
	dst = append(dst, " (the base sets) lies in "...)
	dst = appendUnitSets(dst, s.CoverUnits())
	dst = append(dst, " (the cover sets)"...)
	fins := s.Fins()
	if len(fins) > 0 {
		dst = append(dst, " except the fin"...)
		if len(fins) > 1 {
			dst = append(dst, 's')
		}
		dst = append(dst, ' ')
		dst = appendCells(dst, fins, " and ")
		if s.shape.nendo > 0 {
			dst = append(dst, " (an endo fin is in two base sets)"...)
		}
	}
	dst = append(dst, ". Each base set holds one "...)
	dst = appendDigit(dst, d)
	dst = append(dst, ", so "...)
	if len(fins) > 0 {
		dst = append(dst, "unless a fin is "...)
		dst = appendDigit(dst, d)
		dst = append(dst, ", "...)
	}
	dst = append(dst, "the cover sets' "...)
	dst = appendDigit(dst, d)
	dst = append(dst, "s are all in the base sets"...)
	if len(fins) > 0 {
		dst = append(dst, "; a cell that the cover sets would clear and that sees every fin loses "...)
		dst = appendDigit(dst, d)
		dst = append(dst, " either way"...)
	}
	dst = append(dst, ". "...)
	return appendRemovals(dst, s)
}

// appendUnitSets writes a list of units of mixed kinds: "row 1, box 5 and
// column 3", or "rows 1 and 5" when they are all of one kind.
func appendUnitSets(dst []byte, ids []uint8) []byte {
	same := true
	for _, id := range ids {
		same = same && unitType(int(id)) == unitType(int(ids[0]))
	}
	if same {
		return appendUnitList(dst, ids)
	}
	for i, id := range ids {
		if i > 0 {
			if i == len(ids)-1 {
				dst = append(dst, " and "...)
			} else {
				dst = append(dst, ", "...)
			}
		}
		dst = appendUnit(dst, int(id))
	}
	return dst
}
