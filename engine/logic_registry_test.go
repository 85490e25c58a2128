package engine

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The registry's tables are generated from the declarations (the generator's
// own test, in internal/techgen, checks that tech_registry_gen.go is
// current). These tests check the tables against the declarations' values
// at run time and the step finder against a walk of the declarations made
// with func values.

// headerTechniques lists the techniques include/sudoku.h names, without
// TechNone: the numbers below NumTechniques it skips (held for techniques
// of another branch of the work) name none.
func headerTechniques() []Technique {
	var ts []Technique
	unknown := Technique(NumTechniques).String()
	for tech := Technique(1); tech < NumTechniques; tech++ {
		if tech.String() != unknown {
			ts = append(ts, tech)
		}
	}
	return ts
}

func TestRegistryDeclaresEveryTechnique(t *testing.T) {
	assert.Nil(t, techSpecs[TechNone])
	for _, tech := range headerTechniques() {
		ts := techSpecs[tech]
		require.NotNil(t, ts, "%s has no techSpec", tech)
		assert.Equal(t, tech, ts.Tech, "techSpecs[%d]", tech)
		assert.Equal(t, ts.Rating, tech.BaseRating(), "%s", tech)
		assert.True(t, ts.MaxRating == 0 || ts.MaxRating > ts.Rating, "%s: MaxRating %d", tech, ts.MaxRating)
		if ts.VariantOnly {
			assert.True(t, ts.Find == nil && ts.FindChain == nil && ts.FoundBy == TechNone && ts.Explain == nil, "%s: a variant-only technique", tech)
			continue
		}
		assert.NotNil(t, ts.Explain, "%s", tech)
		searches := 0
		for _, set := range []bool{ts.Find != nil, ts.FindChain != nil, ts.FoundBy != TechNone} {
			if set {
				searches++
			}
		}
		assert.Equal(t, 1, searches, "%s: one of Find, FindChain and FoundBy", tech)
		if by := ts.FoundBy; by != TechNone {
			assert.True(t, techSpecs[by].Find != nil || techSpecs[by].FindChain != nil, "%s: found by %s, which has no search", tech, by)
			assert.Equal(t, ts.ExtendedOnly, techSpecs[by].ExtendedOnly, "%s: found by %s, of the other catalogue", tech, by)
			if !ts.ExtendedOnly {
				assert.GreaterOrEqual(t, ts.Rating, techSpecs[by].Rating, "%s rates below the search that finds it", tech)
				assert.LessOrEqual(t, ts.maxRatingOf(), techSpecs[by].maxRatingOf(), "%s: the search of %s does not cover its ratings", tech, by)
			}
		}
		if ts.ExtendedOnly {
			assert.True(t, ts.ExtendedOrder > 0 || ts.FoundBy != TechNone, "%s: of the extended catalogue only, but not in it", tech)
		} else {
			assert.Positive(t, ts.Rating, "%s: of the SE catalogue, without an SE rating", tech)
		}
	}
}

// TestSearchOrder checks that techSearchOrder holds each search once, by
// Rating, Tie and technique number: the order Sudoku Explainer tries its
// techniques in.
func TestSearchOrder(t *testing.T) {
	seen := map[Technique]bool{}
	for i, tech := range techSearchOrder {
		ts := techSpecs[tech]
		require.False(t, seen[tech], "%s twice", tech)
		seen[tech] = true
		require.True(t, ts.Find != nil || ts.FindChain != nil, "%s has no search", tech)
		if i > 0 {
			prev := techSpecs[techSearchOrder[i-1]]
			before := prev.Rating < ts.Rating ||
				prev.Rating == ts.Rating && (prev.Tie < ts.Tie || prev.Tie == ts.Tie && prev.Tech < ts.Tech)
			assert.True(t, before, "%s is tried before %s", prev.Tech, tech)
		}
	}
	for _, tech := range headerTechniques() {
		if ts := techSpecs[tech]; (ts.Find != nil || ts.FindChain != nil) && !ts.ExtendedOnly {
			assert.True(t, seen[tech], "the search of %s is never tried", tech)
		}
	}
}

// TestExtendedOrder checks that techExtendedOrder holds each search of the
// extended catalogue once, by ExtendedOrder (HoDoKu's order) and technique
// number, and no search of the SE catalogue only; and that findStep never
// tries a search of the extended catalogue only.
func TestExtendedOrder(t *testing.T) {
	seen := map[Technique]bool{}
	for i, tech := range techExtendedOrder {
		ts := techSpecs[tech]
		require.False(t, seen[tech], "%s twice", tech)
		seen[tech] = true
		require.True(t, ts.Find != nil || ts.FindChain != nil, "%s has no search", tech)
		require.Positive(t, ts.ExtendedOrder, "%s", tech)
		if i > 0 {
			prev := techSpecs[techExtendedOrder[i-1]]
			before := prev.ExtendedOrder < ts.ExtendedOrder || prev.ExtendedOrder == ts.ExtendedOrder && prev.Tech < ts.Tech
			assert.True(t, before, "%s is tried before %s", prev.Tech, tech)
		}
	}
	for _, tech := range headerTechniques() {
		ts := techSpecs[tech]
		if (ts.Find != nil || ts.FindChain != nil) && ts.ExtendedOrder > 0 {
			assert.True(t, seen[tech], "the search of %s is not in the extended catalogue", tech)
		}
	}
	for _, tech := range techSearchOrder {
		assert.False(t, techSpecs[tech].ExtendedOnly, "findStep tries %s, of the extended catalogue only", tech)
	}
}

// walkExtended is findExtendedStep written over the declarations: the
// searches of techExtendedOrder called through their func values.
func walkExtended(s *logicGrid, st *Step, cs *chainSearch) (bool, *techSpec) {
	for _, tech := range techExtendedOrder {
		ts := techSpecs[tech]
		if runSearch(ts, s, st, cs) {
			return true, ts
		}
	}
	return false, nil
}

// walkDeclarations is findStep written over the declarations: the searches of
// techSearchOrder called through their func values. It returns the search
// that found the step too.
func walkDeclarations(s *logicGrid, st *Step, cs *chainSearch, maxRating int) (bool, *techSpec) {
	for _, tech := range techSearchOrder {
		ts := techSpecs[tech]
		if ts.Rating > maxRating {
			return false, nil
		}
		var found bool
		if ts.Find != nil {
			found = ts.Find(s, st)
		} else {
			found = ts.FindChain(s, st, cs, maxRating)
		}
		if found {
			return st.Rating <= maxRating, ts
		}
	}
	return false, nil
}

// TestFindStepFollowsDeclarations compares the generated step finder with
// walkDeclarations on every state of whole solves, with and without a cap
// just below the step, and checks that each step is of a technique its
// search declares and rated within its declared range, and that its
// explanation comes from its declaration.
func TestFindStepFollowsDeclarations(t *testing.T) {
	var cs *chainSearch // no work budget
	var want Step
	limit := 150
	if testing.Short() {
		limit = 15
	}
	seen := map[Technique]bool{}
	walkSolves(t, limit, func(p string, ls *LogicSolver, st *Step) {
		s := ls.state
		found, by := walkDeclarations(&s, &want, cs, MaxRating)
		require.True(t, found, "%s: the declarations find no step, findStep %s", p, st.Explain())
		require.Equal(t, want, *st, "%s", p)
		ts := techSpecs[st.Technique]
		require.True(t, st.Technique == by.Tech || ts.FoundBy == by.Tech, "%s: the search of %s found a %s", p, by.Tech, st.Technique)
		require.True(t, st.Rating >= ts.Rating && st.Rating <= ts.maxRatingOf(), "%s: %s rated %d", p, st.Technique, st.Rating)
		require.Equal(t, st.Technique.String()+": "+string(ts.Explain(st, nil)), st.Explain())
		seen[st.Technique] = true

		// A cap just below the step: the same answer both ways.
		var got Step
		s = ls.state
		foundBelow := s.findStep(&got, cs, st.Rating-1)
		s = ls.state
		wantBelow, _ := walkDeclarations(&s, &want, cs, st.Rating-1)
		require.Equal(t, wantBelow, foundBelow, "%s: cap %d", p, st.Rating-1)
		if foundBelow {
			require.Equal(t, want, got)
		}
	})
	t.Logf("%d techniques met", len(seen))
}

// walkExtendedSolves runs simplest-first solves in the extended style of
// the first limit puzzles of top95 and of the SE-rated set, calling visit
// with each step before it is applied.
func walkExtendedSolves(t *testing.T, limit int, visit func(puzzle string, ls *LogicSolver, st *Step)) {
	var ls LogicSolver
	var st Step
	for _, set := range []string{"top95.txt", "se_rated_diabolical_3k.txt"} {
		puzzles := loadSet(t, set)
		if len(puzzles) > limit {
			puzzles = puzzles[:limit]
		}
		for _, p := range puzzles {
			g := mustParse(t, p)
			require.NoError(t, ls.Reset(&g, nil))
			for !ls.Solved() && ls.NextIn(&st, StyleExtended) {
				visit(p, &ls, &st)
				ls.Apply(&st)
			}
		}
	}
}

// TestExtendedStepFollowsDeclarations is TestFindStepFollowsDeclarations
// for the extended catalogue: the generated walk and the declarations'
// find the same steps, of a technique the search declares.
func TestExtendedStepFollowsDeclarations(t *testing.T) {
	var cs chainSearch
	var want Step
	limit := 100
	if testing.Short() {
		limit = 10
	}
	seen := map[Technique]bool{}
	walkExtendedSolves(t, limit, func(p string, ls *LogicSolver, st *Step) {
		s := ls.state
		found, by := walkExtended(&s, &want, &cs)
		require.True(t, found, "%s: the declarations find no step, findExtendedStep %s", p, st.Explain())
		want.shape.style = StyleExtended
		require.Equal(t, want, *st, "%s", p)
		ts := techSpecs[st.Technique]
		reports := st.Technique == by.Tech || ts.FoundBy == by.Tech
		for _, r := range by.Reports {
			reports = reports || r == st.Technique
		}
		require.True(t, reports, "%s: the search of %s found a %s", p, by.Tech, st.Technique)
		if ts.ExtendedOnly && ts.Rating == 0 && ts.MaxRating == 0 {
			require.Zero(t, st.Rating, "%s: %s has no SE rating", p, st.Technique)
		} else {
			require.True(t, st.Rating >= ts.Rating && st.Rating <= ts.maxRatingOf(), "%s: %s rated %d", p, st.Technique, st.Rating)
		}
		require.Equal(t, st.Technique.ExtendedName()+": "+string(ts.Explain(st, nil)), st.Explain())
		seen[st.Technique] = true
	})
	t.Logf("%d techniques met: %v", len(seen), seen)
}

// techCase is a hand-made instance of a technique: a candidate grid (the
// player's pencil marks on a grid) on which the technique's search, as
// registered, must find exactly the step described, and a near miss on
// which it must find nothing. Each tech_*_test.go adds its cases with
// addTechCases; TestTechniqueCases runs them all.
type techCase struct {
	name  string
	grid  string        // the digits placed (81 characters), "" for none
	marks func() *marks // the candidates
	tech  Technique     // the step's technique
	// rating is the step's rating; cell and digit its placement (cell ""
	// for eliminations), removes its eliminations in the form of removals.
	rating  int
	cell    string
	digit   int
	removes string
	explain string  // the whole explanation, if not ""
	units   []uint8 // the pattern's units, if not nil
	chain   int     // the length of its chain, if not 0
	// not lists techniques whose searches must find nothing on marks.
	not []Technique
	// near is a candidate grid that misses the pattern, on nearGrid if
	// that is not "", else on grid, with the givens of nearPuzzle if that
	// is not "", else of puzzle (see cands).
	near       func() *marks
	nearGrid   string
	nearPuzzle string
	// cands, used when marks is nil, is a board taken mid-solve from a
	// data set: 81 tokens, each cell's candidates or "." for a placed
	// cell (see candidateGrid). puzzle, if not "", is its puzzle: the
	// givens among grid's digits, the rest placed by the player. nearAdd,
	// if not "", is a near miss as "r4c5+7": cands with that one candidate
	// more, which breaks the pattern (the search no longer gives the step).
	cands   string
	puzzle  string
	nearAdd string
	// find, if not nil, is the part of the technique's search to run
	// instead of the whole (a Death Blossom on a small board, where the
	// ALS-XZ part of the same search would find the pattern first).
	find func(s *logicGrid, st *Step) bool
}

// candidateGrid parses the cands of a techCase.
func candidateGrid(t *testing.T, text string) *marks {
	t.Helper()
	toks := strings.Fields(text)
	require.Len(t, toks, NumCells)
	var m marks
	for i, tok := range toks {
		if tok == "." {
			continue
		}
		for _, ch := range tok {
			require.True(t, ch >= '1' && ch <= '9', "cell %s: %q", CellName(i), tok)
			m[i] |= 1 << (ch - '1')
		}
	}
	return &m
}

// caseState loads the board of tc: its marks or cands on its grid, with
// its puzzle's givens; add, if not "", is a candidate to add ("r4c5+7").
func caseState(t *testing.T, tc *techCase, g *Grid, m *marks, add string) *logicGrid {
	t.Helper()
	if add != "" {
		require.Len(t, add, 6)
		c := *m
		c[cell(add[:4])] |= 1 << (add[5] - '1')
		m = &c
	}
	s := state(t, g, m)
	if tc.puzzle != "" {
		p := mustParse(t, tc.puzzle)
		s.setGivens(&p)
	}
	return s
}

var techCases []techCase

// addTechCases registers cases for TestTechniqueCases.
func addTechCases(cs ...techCase) bool {
	techCases = append(techCases, cs...)
	return true
}

// searchFor runs the registered search that finds steps of tech.
func searchFor(s *logicGrid, st *Step, tech Technique) bool {
	ts := techSpecs[tech]
	if ts.FoundBy != TechNone {
		ts = techSpecs[ts.FoundBy]
	}
	var cs chainSearch
	return runSearch(ts, s, st, &cs)
}

// runSearch runs the search of ts (with no rating cap) through its func
// value.
func runSearch(ts *techSpec, s *logicGrid, st *Step, cs *chainSearch) bool {
	if ts.Find != nil {
		return ts.Find(s, st)
	}
	return ts.FindChain(s, st, nil, MaxRating) // no work budget
}

func TestTechniqueCases(t *testing.T) {
	for _, tc := range techCases {
		t.Run(tc.tech.String()+"/"+tc.name, func(t *testing.T) {
			var g *Grid
			if tc.grid != "" {
				p := mustParse(t, tc.grid)
				g = &p
			}
			board := func() *marks {
				if tc.marks != nil {
					return tc.marks()
				}
				return candidateGrid(t, tc.cands)
			}
			search := func(s *logicGrid, st *Step, tech Technique) bool {
				if tc.find != nil && tech == tc.tech {
					return tc.find(s, st)
				}
				return searchFor(s, st, tech)
			}
			var st Step
			for _, other := range tc.not {
				assert.False(t, searchFor(caseState(t, &tc, g, board(), ""), &st, other), "the search of %s finds %s", other, st.Explain())
			}
			require.True(t, search(caseState(t, &tc, g, board(), ""), &st, tc.tech))
			assert.Equal(t, tc.tech, st.Technique)
			assert.Equal(t, tc.rating, st.Rating)
			if tc.cell != "" {
				assert.Equal(t, cell(tc.cell), st.Cell, "placement in %s", CellName(st.Cell))
				assert.Equal(t, tc.digit, st.Digit)
			} else {
				assert.False(t, st.IsPlacement())
			}
			assert.Equal(t, tc.removes, removals(&st))
			if tc.explain != "" {
				assert.Equal(t, tc.explain, st.Explain())
			}
			if tc.units != nil {
				assert.Equal(t, tc.units, st.PatternUnits())
			}
			if tc.chain != 0 {
				assert.Len(t, st.Chain(), tc.chain)
			}
			if tc.near != nil {
				near := tc
				if tc.nearGrid != "" {
					p := mustParse(t, tc.nearGrid)
					g = &p
				}
				if tc.nearPuzzle != "" {
					near.puzzle = tc.nearPuzzle
				}
				assert.False(t, search(caseState(t, &near, g, tc.near(), ""), &st, tc.tech), "the near miss gives %s", st.Explain())
			}
			if tc.nearAdd != "" {
				found := search(caseState(t, &tc, g, board(), tc.nearAdd), &st, tc.tech) && st.Technique == tc.tech && removals(&st) == tc.removes
				assert.False(t, found, "the near miss (%s) still gives %s", tc.nearAdd, st.Explain())
			}
		})
	}
}

// nearMissElsewhere lists the techniques whose near miss is not a
// techCase: SE's chains, whose cases are steps of SE's solve paths
// (tech_forcing_chains_test.go). The value names the test with the near
// miss, "" for none yet (a dynamic chain's board with one candidate more
// or less mostly gives another dynamic chain).
var nearMissElsewhere = map[Technique]string{
	TechAlignedTripletExclusion: "TestAlignedTripletExclusionNearMiss",
	TechNishioForcingChain:      "TestNishioForcingChain",
	TechMultipleForcingChain:    "TestCellForcingChain, TestRegionForcingChain",
	TechDynamicForcingChain:     "",
	TechDynamicForcingChainPlus: "",
	TechNestedForcingChain:      "",
}

// TestEveryTechniqueHasACase checks that each technique has a hand-made
// instance and, but for those of nearMissElsewhere, a near miss (those of
// the variant step finder alone have theirs in
// TestVariantTechniqueInstances).
func TestEveryTechniqueHasACase(t *testing.T) {
	has, hasNear := map[Technique]bool{}, map[Technique]bool{}
	for _, tc := range techCases {
		has[tc.tech] = true
		hasNear[tc.tech] = hasNear[tc.tech] || tc.near != nil || tc.nearAdd != ""
	}
	for _, tech := range headerTechniques() {
		if techSpecs[tech].VariantOnly {
			continue
		}
		assert.True(t, has[tech], "%s has no techCase", tech)
		_, elsewhere := nearMissElsewhere[tech]
		assert.True(t, hasNear[tech] || elsewhere, "%s has no techCase with a near miss", tech)
		assert.False(t, hasNear[tech] && elsewhere, "%s has a near miss: take it out of nearMissElsewhere", tech)
	}
}

// TestCataloguesOfTheFamilyTable checks the table of technique families
// that README.md shows (internal/abigen/spec.go writes it, and
// familyCatalogues) against the registry: each technique but the variants'
// is in it, in the SE catalogue when the SE style can give it and in the
// extended one when the extended style can.
func TestCataloguesOfTheFamilyTable(t *testing.T) {
	extended := map[Technique]bool{}
	for _, tech := range techExtendedOrder {
		extended[tech] = true
		for _, r := range techSpecs[tech].Reports {
			extended[r] = true
		}
	}
	for _, tech := range headerTechniques() {
		ts := techSpecs[tech]
		if ts.VariantOnly {
			continue
		}
		want := [2]bool{!ts.ExtendedOnly, extended[tech] || extended[ts.FoundBy]}
		got, ok := familyCatalogues[tech]
		if assert.True(t, ok, "%s is in no family of internal/abigen/spec.go", tech) {
			assert.Equal(t, want, got, "%s: in the SE catalogue, in the extended one", tech)
		}
	}
}
