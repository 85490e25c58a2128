package engine

// The techniques of killer cages. Only the variant step finder uses them
// (classic grids have no cages): their searches and explanations are in
// variant_logic_cages.go and variant_explain.go.

var techCageSingle = techSpec{
	Tech:        TechCageSingle,
	Rating:      10,
	VariantOnly: true,
}

var techCageCombination = techSpec{
	Tech:        TechCageCombination,
	Rating:      20,
	VariantOnly: true,
}

// Innies and outies rate 2.5 when they place one cell, 3.0 when several
// cells lose candidates (ratingInnieSingle, ratingInnieGroup).
var techInniesOuties = techSpec{
	Tech:        TechInniesOuties,
	Rating:      25,
	MaxRating:   30,
	VariantOnly: true,
}
