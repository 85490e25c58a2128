package engine

// fishRemovals lists digit ds's eliminations from the cover lines (columns
// of cols) except the cells of the base rows.
func fishRemovals(ds string, cols, rows []int) string {
	var names []string
	for _, c := range cols {
		for r := 1; r <= 9; r++ {
			in := false
			for _, b := range rows {
				in = in || b == r
			}
			if !in {
				names = append(names, CellName((r-1)*9+c-1))
			}
		}
	}
	return cellsWith(ds, names...)
}

var _ = addTechCases(techCase{
	name:    "rows 2 and 8",
	marks:   func() *marks { return newMarks().onlyIn(row(2), 4, "r2c3", "r2c6").onlyIn(row(8), 4, "r8c3", "r8c6") },
	tech:    TechXWing,
	rating:  32,
	removes: fishRemovals("4", []int{3, 6}, []int{2, 8}),
	units:   []uint8{1, 7, 11, 14},
	explain: "X-Wing: in rows 2 and 8, 4 can only go in columns 3 and 6, so it cannot be anywhere else in those columns. " +
		"Remove 4 from r1c3, r1c6, r3c3, r3c6, r4c3, r4c6, r5c3, r5c6, r6c3, r6c6, r7c3, r7c6, r9c3 and r9c6.",
	near: func() *marks {
		return newMarks().onlyIn(row(2), 4, "r2c3", "r2c6", "r2c5").onlyIn(row(8), 4, "r8c3", "r8c6")
	},
}, techCase{
	name: "rows 1, 5 and 9",
	marks: func() *marks {
		return newMarks().onlyIn(row(1), 5, "r1c1", "r1c4").onlyIn(row(5), 5, "r5c4", "r5c7").onlyIn(row(9), 5, "r9c1", "r9c7")
	},
	tech:    TechSwordfish,
	rating:  38,
	removes: fishRemovals("5", []int{1, 4, 7}, []int{1, 5, 9}),
	not:     []Technique{TechXWing},
	near: func() *marks {
		return newMarks().onlyIn(row(1), 5, "r1c1", "r1c4").onlyIn(row(5), 5, "r5c4", "r5c7").onlyIn(row(9), 5, "r9c1", "r9c7", "r9c8")
	},
}, techCase{
	name: "rows 1, 3, 5 and 7",
	marks: func() *marks {
		return newMarks().onlyIn(row(1), 5, "r1c1", "r1c2").onlyIn(row(3), 5, "r3c2", "r3c3").
			onlyIn(row(5), 5, "r5c3", "r5c4").onlyIn(row(7), 5, "r7c4", "r7c1")
	},
	tech:    TechJellyfish,
	rating:  52,
	removes: fishRemovals("5", []int{1, 2, 3, 4}, []int{1, 3, 5, 7}),
	not:     []Technique{TechSwordfish},
	near: func() *marks {
		return newMarks().onlyIn(row(1), 5, "r1c1", "r1c2").onlyIn(row(3), 5, "r3c2", "r3c3").
			onlyIn(row(5), 5, "r5c3", "r5c4").onlyIn(row(7), 5, "r7c4", "r7c5")
	},
})
