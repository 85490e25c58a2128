package engine

// The technique registry. Each technique of the step finder is declared once,
// in its own file (tech_<name>.go, or one file per family when one search
// serves several techniques, like the fish of size 2, 3 and 4), by a
// package-level variable of type techSpec:
//
//	var techXWing = techSpec{
//		Tech:    TechXWing,
//		Rating:  32,
//		Find:    (*logicGrid).findXWing,
//		Explain: (*Step).explainFish,
//	}
//
// beside its search and its explanation. internal/techgen reads these
// declarations and writes tech_registry_gen.go: the base ratings, the search
// order the step finder walks (by Rating as Sudoku Explainer orders its
// techniques, then by Tie, then by technique number) and the dispatch of
// explanations, all as direct calls: a call through a func value would make
// the Step escape to the heap, and the step finder allocates nothing.
//
// The extended catalogue (HintStyle StyleExtended: HoDoKu's techniques, in
// HoDoKu's order) walks the searches whose techSpec has an ExtendedOrder,
// by ExtendedOrder; its own techniques (ExtendedOnly) are never tried by
// findStep, so the rating never meets them.
//
// To add a technique: give it a SUDOKU_TECH_* number and name in
// include/sudoku.h (the Tech* constant and its name are generated from
// there), write tech_<name>.go with its search, its explanation and its
// techSpec, and run go generate ./engine. Its tests go in tech_<name>_test.go.

//go:generate go run ../internal/techgen

// techSpec declares one technique to the registry. internal/techgen reads
// the fields it needs from the declaration's source, so Rating and Tie must
// be integer literals and Find, FindChain and Explain method expressions;
// the tests check the generated tables against the values at run time.
type techSpec struct {
	// Tech is the technique.
	Tech Technique
	// Rating is the technique's SE rating in tenths (its BaseRating): that
	// of its simplest steps. A search is tried when no search of lower
	// Rating applies, and only when the rating cap admits Rating.
	Rating int
	// MaxRating is the highest rating of its steps when that varies (4.6 to
	// 4.8 for a unique rectangle of type 3), MaxRating (the constant) when
	// it has no bound (chains rate higher as they grow), 0 when every step
	// rates Rating.
	MaxRating int
	// Tie orders searches of equal Rating: lower first, then by technique
	// number. It is 0 for most.
	Tie int
	// Find is the technique's search: it fills st with a step and reports
	// true, or reports false and leaves st unspecified.
	Find func(s *logicGrid, st *Step) bool
	// FindChain is Find for a search that needs the chain scratch space
	// and the rating cap (it reports only steps within maxRating).
	FindChain func(s *logicGrid, st *Step, cs *chainSearch, maxRating int) bool
	// FoundBy, set when Find and FindChain are nil, is the technique whose
	// search also reports steps of this one (the Skyscraper's search
	// reports Two-String Kites and Turbot Fish, rating them apart).
	FoundBy Technique
	// Explain appends the explanation of a step of the technique, after
	// "Name: ".
	Explain func(s *Step, dst []byte) []byte
	// VariantOnly marks a technique that only the variant step finder uses
	// (the killer cages' techniques, see variant_logic_cages.go): it has no
	// Find, FindChain, FoundBy or Explain here, and the classic step finder
	// never reports it.
	VariantOnly bool
	// Uniqueness marks a technique whose logic assumes that the puzzle has
	// exactly one solution (unique rectangles, BUG): the step finder skips
	// it on a grid not known to have one (a hint on any board).
	Uniqueness bool
	// ExtendedOrder is the search's place in the extended catalogue:
	// HoDoKu's index of the technique in its default solver order (4100
	// for Finned X-Wing), tried in increasing order; 0 keeps the search
	// out of the extended catalogue. It must be an integer literal.
	ExtendedOrder int
	// ExtendedOnly marks a technique of the extended catalogue only:
	// findStep, and so the rating, never tries its search. Its Rating is
	// the SE rating of the reasoning it stands for, or 0 when Sudoku
	// Explainer has none. A FoundBy names a search of the same catalogue.
	ExtendedOnly bool
	// Reports lists the techniques of the other catalogue whose steps the
	// search also reports (the extended chain search reports X-Chains and
	// XY-Chains); read by the tests only.
	Reports []Technique
}

// maxRatingOf returns the highest rating a step of the spec's technique can
// have.
func (ts *techSpec) maxRatingOf() int {
	return max(ts.Rating, ts.MaxRating)
}
