package engine_test

import (
	"fmt"

	"github.com/libsudoku/libsudoku/engine"
)

func ExampleParseVariant() {
	// X-Sudoku: classic rules, and both main diagonals hold every digit.
	v, err := engine.ParseVariant("9x9,x")
	if err != nil {
		fmt.Println(err)
		return
	}
	g, _ := v.ParseGrid("2.............62....1....7...6..8...3...9...7...6..4...4....8....52.............3")
	sol, _ := v.Solve(g)
	fmt.Println(v.FormatGrid(sol))
	_, err = engine.ParseVariant("9x9,k=aa" + "..........,s=3")
	fmt.Println(err)
	// Output:
	// 267945381853716249491823576576438192384192657129657438642379815935281764718564923
	// sudoku: variant: column 7: the cage map (k=) has 12 cells, want 81
}

func ExampleNewVariant() {
	// A 6×6 killer with two cages, described in Go; String gives its text
	// form, which a pack file can carry in front of each grid.
	v, err := engine.NewVariant(&engine.VariantSpec{
		Size: 6,
		Cages: []engine.Cage{
			{Cells: []int{0, 1}, Sum: 3},
			{Cells: []int{34, 35}, Sum: 11},
		},
	})
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(v)
	_, err = engine.NewVariant(&engine.VariantSpec{Size: 6, Cages: []engine.Cage{{Cells: []int{0, 7}, Sum: 3}}})
	fmt.Println(err)
	// Output:
	// 6x6,k=aa................................bb,s=3/11
	// sudoku: variant: cage 1 is not connected: r2c2 does not touch the cells of r1c1
}

func ExampleVariant_Generate() {
	// A 16×16 puzzle and a killer, each the same for the same seed.
	v, _ := engine.ParseVariant("16x16")
	g, err := v.Generate(&engine.VariantGenerateOptions{Seed: 1})
	if err != nil {
		fmt.Println(err)
		return
	}
	n, _ := g.Variant.CountSolutions(g.Puzzle, 2)
	fmt.Println(g.Variant, "solutions:", n)

	k, err := engine.ClassicVariant().Generate(&engine.VariantGenerateOptions{Seed: 1, Killer: true})
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println("killer cages:", k.Variant.NumCages(), "givens:", engine.CountGivens(k.Puzzle))
	r, _ := k.Variant.Rate(k.Puzzle)
	fmt.Println("level:", r.Level)
	// Output:
	// 16x16 solutions: 1
	// killer cages: 35 givens: 0
	// level: medium
}

func ExampleVariant_Hint() {
	// A killer from the UK Puzzle Association: cages and sums, no givens.
	v, _ := engine.ParseVariant("9x9,k=aabbcddeeaafgchieejffgchiikjggglhhhkmmmlllnnnoppplqqqrossptquurvvsptquwwvvxxtyyww," +
		"s=20/9/17/9/20/22/16/27/18/8/11/15/12/22/8/30/17/11/11/19/16/24/17/16/10")
	puzzle := make([]uint8, v.NumCells())
	res, _ := v.Hint(puzzle, puzzle, nil)
	fmt.Println(res.Step.Explain())
	r, _ := v.Rate(puzzle)
	fmt.Println(r.Rating, r.Level, engine.VariantTechniqueName(r.Hardest))
	// Output:
	// Cage Combination: the cage r1c3 and r1c4 (sum 9) can only hold 1+8, 2+7, 3+6 or 4+5, with each digit in a cell that can take it. Remove 9 from r1c3 and r1c4.
	// 25 medium Innies and Outies
}
