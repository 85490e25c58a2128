package engine

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The registry's tables are generated from the declarations (the generator's
// own test, in internal/techgen, checks that tech_registry_gen.go is
// current). These tests check the tables against the declarations' values
// at run time and the step finder against a walk of the declarations made
// with func values.

func TestRegistryDeclaresEveryTechnique(t *testing.T) {
	assert.Nil(t, techSpecs[TechNone])
	for tech := Technique(1); tech < NumTechniques; tech++ {
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
			assert.GreaterOrEqual(t, ts.Rating, techSpecs[by].Rating, "%s rates below the search that finds it", tech)
			assert.LessOrEqual(t, ts.maxRatingOf(), techSpecs[by].maxRatingOf(), "%s: the search of %s does not cover its ratings", tech, by)
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
	for tech := Technique(1); tech < NumTechniques; tech++ {
		if ts := techSpecs[tech]; ts.Find != nil || ts.FindChain != nil {
			assert.True(t, seen[tech], "the search of %s is never tried", tech)
		}
	}
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
	var cs chainSearch
	var want Step
	limit := 150
	if testing.Short() {
		limit = 15
	}
	seen := map[Technique]bool{}
	walkSolves(t, limit, func(p string, ls *LogicSolver, st *Step) {
		s := ls.state
		found, by := walkDeclarations(&s, &want, &cs, MaxRating)
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
		foundBelow := s.findStep(&got, &cs, st.Rating-1)
		s = ls.state
		wantBelow, _ := walkDeclarations(&s, &want, &cs, st.Rating-1)
		require.Equal(t, wantBelow, foundBelow, "%s: cap %d", p, st.Rating-1)
		if foundBelow {
			require.Equal(t, want, got)
		}
	})
	t.Logf("%d techniques met", len(seen))
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
	// that is not "", else on grid.
	near     func() *marks
	nearGrid string
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
	if ts.Find != nil {
		return ts.Find(s, st)
	}
	var cs chainSearch
	return ts.FindChain(s, st, &cs, MaxRating)
}

func TestTechniqueCases(t *testing.T) {
	for _, tc := range techCases {
		t.Run(tc.tech.String()+"/"+tc.name, func(t *testing.T) {
			var g *Grid
			if tc.grid != "" {
				p := mustParse(t, tc.grid)
				g = &p
			}
			var st Step
			for _, other := range tc.not {
				assert.False(t, searchFor(state(t, g, tc.marks()), &st, other), "the search of %s finds %s", other, st.Explain())
			}
			require.True(t, searchFor(state(t, g, tc.marks()), &st, tc.tech))
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
				if tc.nearGrid != "" {
					p := mustParse(t, tc.nearGrid)
					g = &p
				}
				assert.False(t, searchFor(state(t, g, tc.near()), &st, tc.tech), "the near miss gives %s", st.Explain())
			}
		})
	}
}

// TestEveryTechniqueHasACase checks that each technique has a hand-made
// instance (those of the variant step finder alone have theirs in
// TestVariantTechniqueInstances).
func TestEveryTechniqueHasACase(t *testing.T) {
	has := map[Technique]bool{}
	for _, tc := range techCases {
		has[tc.tech] = true
	}
	for tech := Technique(1); tech < NumTechniques; tech++ {
		assert.True(t, has[tech] || techSpecs[tech].VariantOnly, "%s has no techCase", tech)
	}
}
