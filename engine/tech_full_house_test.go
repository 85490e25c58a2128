package engine

import "strings"

var _ = addTechCases(techCase{
	name:     "row",
	grid:     "12345678." + strings.Repeat(".", 72),
	marks:    newMarks,
	tech:     TechFullHouse,
	rating:   10,
	cell:     "r1c9",
	digit:    9,
	explain:  "Full House: r1c9 is the last empty cell in row 1, so it takes the missing digit 9.",
	near:     newMarks,
	nearGrid: "1234567.." + strings.Repeat(".", 72),
})
