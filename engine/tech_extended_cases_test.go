package engine

// Instances of the extended catalogue's techniques, each a board taken
// mid-solve from a data set (the puzzle, its number in the set, the digits
// placed and the candidates left after the steps before it), with the
// step's exact eliminations and explanation, checked against the set's
// solutions when they were taken, and a near miss: one candidate more in
// a cell of the pattern, which breaks it.

var _ = addTechCases(
	techCase{
		name:   "top95.txt #1",
		tech:   TechFinnedXWing,
		grid:   "400000805030000000000700000020000060000080400040010000000603070503201000104000000",
		puzzle: "400000805030000000000700000020000060000080400000010000000603070500200000104000000",
		cands: "" +
			". 1679 12679 139 2369 269 . 1239 . " +
			"26789 . 1256789 14589 24569 245689 12679 1249 124679 " +
			"2689 15689 125689 . 234569 245689 12369 12349 123469 " +
			"3789 . 15789 3459 34579 4579 13579 . 13789 " +
			"3679 15679 15679 359 . 25679 . 12359 12379 " +
			"36789 . 56789 359 . 25679 23579 23589 23789 " +
			"289 89 289 . 459 . 1259 . 12489 " +
			". 6789 . . 479 . 69 489 4689 " +
			". 6789 . 589 579 5789 23569 23589 23689",
		rating:  0,
		removes: "r2c5:4",
		explain: "Finned X-Wing: every 4 of columns 4 and 6 (the base sets) lies in rows 2 and 4 (the cover sets) except the fin r3c6. Each base set holds one 4, so unless a fin is 4, the cover sets' 4s are all in the base sets; a cell that the cover sets would clear and that sees every fin loses 4 either way. Remove 4 from r2c5.",
	}, techCase{
		name:   "top95.txt #1",
		tech:   TechFinnedSwordfish,
		grid:   "400000805030000000000700000020000060000080400040010000000603070503201000104000000",
		puzzle: "400000805030000000000700000020000060000080400000010000000603070500200000104000000",
		cands: "" +
			". 1679 12679 139 2369 269 . 1239 . " +
			"26789 . 1256789 14589 24569 245689 12679 1249 124679 " +
			"2689 15689 125689 . 234569 245689 12369 12349 123469 " +
			"3789 . 15789 3459 34579 4579 13579 . 13789 " +
			"3679 15679 15679 359 . 25679 . 12359 12379 " +
			"36789 . 56789 359 . 25679 23579 23589 23789 " +
			"289 89 289 . 459 . 1259 . 12489 " +
			". 6789 . . 479 . 69 489 4689 " +
			". 6789 . 589 579 5789 23569 23589 23689",
		rating:  0,
		removes: "r3c5:4",
		explain: "Finned Swordfish: every 4 of rows 2, 7 and 8 (the base sets) lies in columns 5, 8 and 9 (the cover sets) except the fins r2c4 and r2c6. Each base set holds one 4, so unless a fin is 4, the cover sets' 4s are all in the base sets; a cell that the cover sets would clear and that sees every fin loses 4 either way. Remove 4 from r3c5.",
	}, techCase{
		name: "top95.txt #1",
		tech: TechFinnedJellyfish,
		grid: "400000805030000000000700000020000060000080400000010000000603070500200000104000000",
		cands: "" +
			". 1679 12679 139 2369 1269 . 1239 . " +
			"26789 . 1256789 14589 24569 1245689 12679 1249 124679 " +
			"2689 15689 125689 . 234569 1245689 12369 12349 123469 " +
			"3789 . 135789 3459 34579 4579 13579 . 13789 " +
			"3679 15679 135679 359 . 25679 . 12359 12379 " +
			"36789 456789 356789 3459 . 245679 23579 23589 23789 " +
			"289 89 289 . 459 . 1259 . 12489 " +
			". 6789 36789 . 479 14789 1369 13489 134689 " +
			". 6789 . 589 579 5789 23569 23589 23689",
		rating:  0,
		removes: "r6c6:4",
		explain: "Finned Jellyfish: every 4 of rows 3, 4, 7 and 8 (the base sets) lies in columns 5, 6, 8 and 9 (the cover sets) except the fin r4c4. Each base set holds one 4, so unless a fin is 4, the cover sets' 4s are all in the base sets; a cell that the cover sets would clear and that sees every fin loses 4 either way. Remove 4 from r6c6.",
	}, techCase{
		name:   "top95.txt #1",
		tech:   TechSashimiXWing,
		grid:   "400000805030000000000700000020000060000080400040010000000603070503201000104000000",
		puzzle: "400000805030000000000700000020000060000080400000010000000603070500200000104000000",
		cands: "" +
			". 1679 12679 139 2369 269 . 1239 . " +
			"26789 . 1256789 14589 24569 245689 12679 1249 124679 " +
			"2689 15689 125689 . 234569 245689 12369 12349 123469 " +
			"3789 . 15789 3459 34579 4579 13579 . 13789 " +
			"3679 15679 15679 359 . 25679 . 12359 12379 " +
			"36789 . 56789 359 . 25679 23579 23589 23789 " +
			"289 89 289 . 459 . 1259 . 12489 " +
			". 6789 . . 479 . 69 489 4689 " +
			". 6789 . 589 579 5789 23569 23589 23689",
		rating:  0,
		removes: "r3c5:4",
		explain: "Sashimi X-Wing: every 4 of columns 4 and 6 (the base sets) lies in rows 3 and 4 (the cover sets) except the fins r2c4 and r2c6. Each base set holds one 4, so unless a fin is 4, the cover sets' 4s are all in the base sets; a cell that the cover sets would clear and that sees every fin loses 4 either way. Remove 4 from r3c5.",
	}, techCase{
		name:   "top95.txt #1",
		tech:   TechSashimiSwordfish,
		grid:   "400009805030000000000700000020000060000080400040010000000603070503201000104000000",
		puzzle: "400000805030000000000700000020000060000080400000010000000603070500200000104000000",
		cands: "" +
			". 1 1267 13 236 . . 123 . " +
			"2689 . 125689 1458 2456 458 12679 1249 124679 " +
			"2689 1589 125689 . 23456 458 12369 12349 123469 " +
			"3789 . 15789 3459 34579 457 13579 . 13789 " +
			"3679 159 15679 359 . 2567 . 12359 12379 " +
			"36789 . 56789 359 . 2567 23579 23589 23789 " +
			"289 89 289 . 45 . 15 . 14 " +
			". 67 . . 479 . 69 489 4689 " +
			". 67 . 589 579 578 23569 23589 23689",
		rating:  0,
		removes: "r4c3:7",
		nearAdd: "r2c1+7",
		explain: "Sashimi Swordfish: every 7 of columns 1, 2 and 5 (the base sets) lies in rows 4, 8 and 9 (the cover sets) except the fins r5c1 and r6c1. Each base set holds one 7, so unless a fin is 7, the cover sets' 7s are all in the base sets; a cell that the cover sets would clear and that sees every fin loses 7 either way. Remove 7 from r4c3.",
	}, techCase{
		name:   "top95.txt #4",
		tech:   TechSashimiJellyfish,
		grid:   "487300000000600071126090300705000060000200800000000000001076000300000400000053000",
		puzzle: "480300000000000071020000000705000060000200800000000000001076000300000400000050000",
		cands: "" +
			". . . . 12 12 569 59 569 " +
			"59 359 39 . 48 48 29 . . " +
			". . . 57 . 57 . 48 48 " +
			". 1349 . 189 1348 1489 129 . 2349 " +
			"69 13469 349 . 1346 14579 . 13459 34579 " +
			"28 13469 28 57 1346 14579 1579 13459 34579 " +
			"2589 459 . 489 . . 259 23589 23589 " +
			". 5679 89 189 128 1289 . 1589 56789 " +
			"2689 4679 2489 1489 . . 12679 1289 26789",
		rating:  0,
		removes: "r9c7:2 r9c9:2",
		nearAdd: "r2c5+2",
		explain: "Sashimi Jellyfish: every 2 of columns 3, 5, 6 and 8 (the base sets) lies in rows 1, 6, 8 and 9 (the cover sets) except the fin r7c8. Each base set holds one 2, so unless a fin is 2, the cover sets' 2s are all in the base sets; a cell that the cover sets would clear and that sees every fin loses 2 either way. Remove 2 from r9c7 and r9c9.",
	}, techCase{
		name: "top95.txt #1",
		tech: TechFrankenXWing,
		grid: "400000805030000000000700000020000060000080400000010000000603070500200000104000000",
		cands: "" +
			". 1679 12679 139 2369 1269 . 1239 . " +
			"26789 . 1256789 14589 24569 1245689 12679 1249 124679 " +
			"2689 15689 125689 . 234569 1245689 12369 12349 123469 " +
			"3789 . 135789 3459 34579 4579 13579 . 13789 " +
			"3679 15679 135679 359 . 25679 . 12359 12379 " +
			"36789 456789 356789 3459 . 245679 23579 23589 23789 " +
			"289 89 289 . 459 . 1259 . 12489 " +
			". 6789 36789 . 479 14789 1369 13489 134689 " +
			". 6789 . 589 579 5789 23569 23589 23689",
		rating:  0,
		removes: "r1c6:1 r2c6:1 r3c6:1",
		explain: "Franken X-Wing: every 1 of rows 7 and 8 (the base sets) lies in box 9 and column 6 (the cover sets). Each base set holds one 1, so the cover sets' 1s are all in the base sets. Remove 1 from r1c6, r2c6 and r3c6.",
	}, techCase{
		name: "top95.txt #1",
		tech: TechFrankenSwordfish,
		grid: "400000805030000000000700000020000060000080400000010000000603070500200000104000000",
		cands: "" +
			". 1679 12679 139 2369 1269 . 1239 . " +
			"26789 . 1256789 14589 24569 1245689 12679 1249 124679 " +
			"2689 15689 125689 . 234569 1245689 12369 12349 123469 " +
			"3789 . 135789 3459 34579 4579 13579 . 13789 " +
			"3679 15679 135679 359 . 25679 . 12359 12379 " +
			"36789 456789 356789 3459 . 245679 23579 23589 23789 " +
			"289 89 289 . 459 . 1259 . 12489 " +
			". 6789 36789 . 479 14789 1369 13489 134689 " +
			". 6789 . 589 579 5789 23569 23589 23689",
		rating:  0,
		removes: "r8c7:1 r8c8:1 r8c9:1",
		explain: "Franken Swordfish: every 1 of rows 4, 5 and 7 (the base sets) lies in boxes 4, 6 and 9 (the cover sets). Each base set holds one 1, so the cover sets' 1s are all in the base sets. Remove 1 from r8c7, r8c8 and r8c9.",
	}, techCase{
		name: "top95.txt #1",
		tech: TechFrankenJellyfish,
		grid: "400000805030000000000700000020000060000080400000010000000603070500200000104000000",
		cands: "" +
			". 1679 12679 139 2369 1269 . 1239 . " +
			"26789 . 1256789 14589 24569 1245689 12679 1249 124679 " +
			"2689 15689 125689 . 234569 1245689 12369 12349 123469 " +
			"3789 . 135789 3459 34579 4579 13579 . 13789 " +
			"3679 15679 135679 359 . 25679 . 12359 12379 " +
			"36789 456789 356789 3459 . 245679 23579 23589 23789 " +
			"289 89 289 . 459 . 1259 . 12489 " +
			". 6789 36789 . 479 14789 1369 13489 134689 " +
			". 6789 . 589 579 5789 23569 23589 23689",
		rating:  0,
		removes: "r8c7:1 r8c8:1 r8c9:1",
		explain: "Franken Jellyfish: every 1 of rows 1, 2, 3 and 7 (the base sets) lies in boxes 1, 2, 3 and 9 (the cover sets). Each base set holds one 1, so the cover sets' 1s are all in the base sets. Remove 1 from r8c7, r8c8 and r8c9.",
	}, techCase{
		name: "top95.txt #1",
		tech: TechFinnedFrankenXWing,
		grid: "400000805030000000000700000020000060000080400000010000000603070500200000104000000",
		cands: "" +
			". 1679 12679 139 2369 1269 . 1239 . " +
			"26789 . 1256789 14589 24569 1245689 12679 1249 124679 " +
			"2689 15689 125689 . 234569 1245689 12369 12349 123469 " +
			"3789 . 135789 3459 34579 4579 13579 . 13789 " +
			"3679 15679 135679 359 . 25679 . 12359 12379 " +
			"36789 456789 356789 3459 . 245679 23579 23589 23789 " +
			"289 89 289 . 459 . 1259 . 12489 " +
			". 6789 36789 . 479 14789 1369 13489 134689 " +
			". 6789 . 589 579 5789 23569 23589 23689",
		rating:  0,
		removes: "r8c7:1",
		explain: "Finned Franken X-Wing: every 1 of rows 7 and 8 (the base sets) lies in column 7 and box 9 (the cover sets) except the fin r8c6. Each base set holds one 1, so unless a fin is 1, the cover sets' 1s are all in the base sets; a cell that the cover sets would clear and that sees every fin loses 1 either way. Remove 1 from r8c7.",
	}, techCase{
		name: "top95.txt #1",
		tech: TechFinnedFrankenSwordfish,
		grid: "400000805030000000000700000020000060000080400000010000000603070500200000104000000",
		cands: "" +
			". 1679 12679 139 2369 1269 . 1239 . " +
			"26789 . 1256789 14589 24569 1245689 12679 1249 124679 " +
			"2689 15689 125689 . 234569 1245689 12369 12349 123469 " +
			"3789 . 135789 3459 34579 4579 13579 . 13789 " +
			"3679 15679 135679 359 . 25679 . 12359 12379 " +
			"36789 456789 356789 3459 . 245679 23579 23589 23789 " +
			"289 89 289 . 459 . 1259 . 12489 " +
			". 6789 36789 . 479 14789 1369 13489 134689 " +
			". 6789 . 589 579 5789 23569 23589 23689",
		rating:  0,
		removes: "r8c7:1",
		explain: "Finned Franken Swordfish: every 1 of rows 4, 5 and 7 (the base sets) lies in box 4, column 7 and box 6 (the cover sets) except the fin r7c9. Each base set holds one 1, so unless a fin is 1, the cover sets' 1s are all in the base sets; a cell that the cover sets would clear and that sees every fin loses 1 either way. Remove 1 from r8c7.",
	}, techCase{
		name: "top95.txt #1",
		tech: TechFinnedFrankenJellyfish,
		grid: "400000805030000000000700000020000060000080400000010000000603070500200000104000000",
		cands: "" +
			". 1679 12679 139 2369 1269 . 1239 . " +
			"26789 . 1256789 14589 24569 1245689 12679 1249 124679 " +
			"2689 15689 125689 . 234569 1245689 12369 12349 123469 " +
			"3789 . 135789 3459 34579 4579 13579 . 13789 " +
			"3679 15679 135679 359 . 25679 . 12359 12379 " +
			"36789 456789 356789 3459 . 245679 23579 23589 23789 " +
			"289 89 289 . 459 . 1259 . 12489 " +
			". 6789 36789 . 479 14789 1369 13489 134689 " +
			". 6789 . 589 579 5789 23569 23589 23689",
		rating:  0,
		removes: "r8c8:1",
		explain: "Finned Franken Jellyfish: every 1 of rows 1, 2, 3 and 7 (the base sets) lies in box 1, box 2, column 8 and box 3 (the cover sets) except the fins r7c7 and r7c9. Each base set holds one 1, so unless a fin is 1, the cover sets' 1s are all in the base sets; a cell that the cover sets would clear and that sees every fin loses 1 either way. Remove 1 from r8c8.",
	}, techCase{
		name: "top95.txt #1",
		tech: TechMutantXWing,
		grid: "400000805030000000000700000020000060000080400000010000000603070500200000104000000",
		cands: "" +
			". 1679 12679 139 2369 1269 . 1239 . " +
			"26789 . 1256789 14589 24569 1245689 12679 1249 124679 " +
			"2689 15689 125689 . 234569 1245689 12369 12349 123469 " +
			"3789 . 135789 3459 34579 4579 13579 . 13789 " +
			"3679 15679 135679 359 . 25679 . 12359 12379 " +
			"36789 456789 356789 3459 . 245679 23579 23589 23789 " +
			"289 89 289 . 459 . 1259 . 12489 " +
			". 6789 36789 . 479 14789 1369 13489 134689 " +
			". 6789 . 589 579 5789 23569 23589 23689",
		rating:  0,
		removes: "r1c6:1 r2c6:1 r3c6:1 r8c7:1 r8c8:1 r8c9:1",
		explain: "Mutant X-Wing: every 1 of row 7 and column 4 (the base sets) lies in boxes 9 and 2 (the cover sets). Each base set holds one 1, so the cover sets' 1s are all in the base sets. Remove 1 from r1c6, r2c6, r3c6, r8c7, r8c8 and r8c9.",
	}, techCase{
		name: "top95.txt #1",
		tech: TechMutantSwordfish,
		grid: "400000805030000000000700000020000060000080400000010000000603070500200000104000000",
		cands: "" +
			". 1679 12679 139 2369 1269 . 1239 . " +
			"26789 . 1256789 14589 24569 1245689 12679 1249 124679 " +
			"2689 15689 125689 . 234569 1245689 12369 12349 123469 " +
			"3789 . 135789 3459 34579 4579 13579 . 13789 " +
			"3679 15679 135679 359 . 25679 . 12359 12379 " +
			"36789 456789 356789 3459 . 245679 23579 23589 23789 " +
			"289 89 289 . 459 . 1259 . 12489 " +
			". 6789 36789 . 479 14789 1369 13489 134689 " +
			". 6789 . 589 579 5789 23569 23589 23689",
		rating:  0,
		removes: "r1c6:1 r2c6:1 r3c6:1",
		explain: "Mutant Swordfish: every 1 of row 4, row 5 and column 4 (the base sets) lies in boxes 4, 6 and 2 (the cover sets). Each base set holds one 1, so the cover sets' 1s are all in the base sets. Remove 1 from r1c6, r2c6 and r3c6.",
	}, techCase{
		name: "top95.txt #1",
		tech: TechMutantJellyfish,
		grid: "400000805030000000000700000020000060000080400000010000000603070500200000104000000",
		cands: "" +
			". 1679 12679 139 2369 1269 . 1239 . " +
			"26789 . 1256789 14589 24569 1245689 12679 1249 124679 " +
			"2689 15689 125689 . 234569 1245689 12369 12349 123469 " +
			"3789 . 135789 3459 34579 4579 13579 . 13789 " +
			"3679 15679 135679 359 . 25679 . 12359 12379 " +
			"36789 456789 356789 3459 . 245679 23579 23589 23789 " +
			"289 89 289 . 459 . 1259 . 12489 " +
			". 6789 36789 . 479 14789 1369 13489 134689 " +
			". 6789 . 589 579 5789 23569 23589 23689",
		rating:  0,
		removes: "r1c6:1 r2c6:1 r3c6:1",
		explain: "Mutant Jellyfish: every 1 of row 4, row 5, column 4 and box 1 (the base sets) lies in column 3, box 6, column 2 and box 2 (the cover sets). Each base set holds one 1, so the cover sets' 1s are all in the base sets. Remove 1 from r1c6, r2c6 and r3c6.",
	}, techCase{
		name: "top95.txt #1",
		tech: TechFinnedMutantXWing,
		grid: "400000805030000000000700000020000060000080400000010000000603070500200000104000000",
		cands: "" +
			". 1679 12679 139 2369 1269 . 1239 . " +
			"26789 . 1256789 14589 24569 1245689 12679 1249 124679 " +
			"2689 15689 125689 . 234569 1245689 12369 12349 123469 " +
			"3789 . 135789 3459 34579 4579 13579 . 13789 " +
			"3679 15679 135679 359 . 25679 . 12359 12379 " +
			"36789 456789 356789 3459 . 245679 23579 23589 23789 " +
			"289 89 289 . 459 . 1259 . 12489 " +
			". 6789 36789 . 479 14789 1369 13489 134689 " +
			". 6789 . 589 579 5789 23569 23589 23689",
		rating:  0,
		removes: "r8c7:1",
		explain: "Finned Mutant X-Wing: every 1 of row 7 and column 4 (the base sets) lies in column 7 and box 2 (the cover sets) except the fin r7c9. Each base set holds one 1, so unless a fin is 1, the cover sets' 1s are all in the base sets; a cell that the cover sets would clear and that sees every fin loses 1 either way. Remove 1 from r8c7.",
	}, techCase{
		name: "top95.txt #1",
		tech: TechFinnedMutantSwordfish,
		grid: "400000805030000000000700000020000060000080400000010000000603070500200000104000000",
		cands: "" +
			". 1679 12679 139 2369 1269 . 1239 . " +
			"26789 . 1256789 14589 24569 1245689 12679 1249 124679 " +
			"2689 15689 125689 . 234569 1245689 12369 12349 123469 " +
			"3789 . 135789 3459 34579 4579 13579 . 13789 " +
			"3679 15679 135679 359 . 25679 . 12359 12379 " +
			"36789 456789 356789 3459 . 245679 23579 23589 23789 " +
			"289 89 289 . 459 . 1259 . 12489 " +
			". 6789 36789 . 479 14789 1369 13489 134689 " +
			". 6789 . 589 579 5789 23569 23589 23689",
		rating:  0,
		removes: "r3c6:1",
		explain: "Finned Mutant Swordfish: every 1 of row 1, row 2 and column 4 (the base sets) lies in boxes 1, 2 and 3 (the cover sets) except the fins r1c4 and r2c4 (an endo fin is in two base sets). Each base set holds one 1, so unless a fin is 1, the cover sets' 1s are all in the base sets; a cell that the cover sets would clear and that sees every fin loses 1 either way. Remove 1 from r3c6.",
	}, techCase{
		name: "top95.txt #1",
		tech: TechFinnedMutantJellyfish,
		grid: "400000805030000000000700000020000060000080400000010000000603070500200000104000000",
		cands: "" +
			". 1679 12679 139 2369 1269 . 1239 . " +
			"26789 . 1256789 14589 24569 1245689 12679 1249 124679 " +
			"2689 15689 125689 . 234569 1245689 12369 12349 123469 " +
			"3789 . 135789 3459 34579 4579 13579 . 13789 " +
			"3679 15679 135679 359 . 25679 . 12359 12379 " +
			"36789 456789 356789 3459 . 245679 23579 23589 23789 " +
			"289 89 289 . 459 . 1259 . 12489 " +
			". 6789 36789 . 479 14789 1369 13489 134689 " +
			". 6789 . 589 579 5789 23569 23589 23689",
		rating:  0,
		removes: "r3c6:1",
		explain: "Finned Mutant Jellyfish: every 1 of row 1, row 2, column 4 and box 4 (the base sets) lies in column 2, column 3, box 2 and box 3 (the cover sets) except the fins r1c4 and r2c4 (an endo fin is in two base sets). Each base set holds one 1, so unless a fin is 1, the cover sets' 1s are all in the base sets; a cell that the cover sets would clear and that sees every fin loses 1 either way. Remove 1 from r3c6.",
	}, techCase{
		name:   "top95.txt #1",
		tech:   TechSueDeCoq,
		grid:   "410009805030000000000700000020000060000080400040010000000603070503201000104000000",
		puzzle: "400000805030000000000700000020000060000080400000010000000603070500200000104000000",
		cands: "" +
			". . 267 3 236 . . 23 . " +
			"2689 . 25689 1458 2456 458 12679 1249 124679 " +
			"2689 589 25689 . 23456 458 12369 12349 123469 " +
			"3789 . 15789 3459 34579 457 13579 . 13789 " +
			"3679 59 15679 359 . 2567 . 12359 12379 " +
			"36789 . 56789 359 . 2567 23579 23589 23789 " +
			"289 89 289 . 45 . 15 . 14 " +
			". 67 . . 479 . 69 489 4689 " +
			". 67 . 589 579 578 23569 23589 23689",
		rating:  0,
		removes: "r4c5:45 r8c5:4 r9c5:5",
		nearAdd: "r2c6+2",
		explain: "Sue de Coq: where box 2 and column 5 cross, r1c5, r2c5 and r3c5 (2, 3, 4, 5, 6) together with r7c5 (4, 5) in column 5 and r1c4 (3) in box 2 hold as many digits as cells, and the line's and the box's cells share none: each of the digits 2, 3, 4, 5, 6 goes in exactly one of them. So the line's other cells cannot hold 2, 4, 5 or 6, and the box's other cells cannot hold 2, 3 or 6. Remove 4 from r4c5 and r8c5; 5 from r4c5 and r9c5.",
	}, techCase{
		name: "top95.txt #1",
		tech: TechALSXZ,
		grid: "400000805030000000000700000020000060000080400000010000000603070500200000104000000",
		cands: "" +
			". 1679 12679 139 2369 1269 . 1239 . " +
			"26789 . 1256789 14589 24569 1245689 12679 1249 124679 " +
			"2689 15689 125689 . 234569 1245689 12369 12349 123469 " +
			"3789 . 135789 3459 34579 4579 13579 . 13789 " +
			"3679 15679 135679 359 . 25679 . 12359 12379 " +
			"36789 456789 356789 3459 . 245679 23579 23589 23789 " +
			"289 89 289 . 459 . 1259 . 12489 " +
			". 6789 36789 . 479 14789 1369 13489 134689 " +
			". 6789 . 589 579 5789 23569 23589 23689",
		rating:  44,
		removes: "r7c5:9 r7c7:29 r7c9:289 r8c2:89 r8c3:89 r9c2:89",
		explain: "ALS-XZ: the almost locked sets r7c2 (8, 9) and {r7c1, r7c3} (2, 8, 9) can hold 8 and 9 each only in one of them, so both sets are locked: each digit of a set leaves the cells that see all of that digit in the set (in both sets, for 8 and 9). Remove 2 from r7c7 and r7c9; 8 from r7c9, r8c2, r8c3 and r9c2; 9 from r7c5, r7c7, r7c9, r8c2, r8c3 and r9c2.",
	}, techCase{
		name:   "top95.txt #11",
		tech:   TechALSXYWing,
		grid:   "600302500050000012020500000742605000000000054305000027280150000000040200000000700",
		puzzle: "600302000050000010000000000702600000000000054300000000080150000000040200000000700",
		cands: "" +
			". 179 14789 . 1789 . . 479 89 " +
			"489 . 34789 4789 6789 46789 3489 . . " +
			"1489 . 134789 . 1789 1489 3489 34679 3689 " +
			". . . . 1389 . 189 39 389 " +
			"189 169 1689 279 2379 1379 1369 . . " +
			". 169 . 489 189 1489 1689 . . " +
			". . 679 . . 3679 349 3469 369 " +
			"59 13679 1679 789 . 36789 . 3689 15 " +
			"459 1369 1469 289 23689 3689 . 3689 15",
		rating:  0,
		removes: "r5c5:9",
		nearAdd: "r4c7+3",
		explain: "ALS-XY-Wing: the almost locked set {r2c1, r2c4, r2c5, r2c6, r2c7} (3, 4, 6, 7, 8, 9) shares 3 with {r5c1, r5c2, r5c3, r5c7} (1, 3, 6, 8, 9) and 7 with {r1c5, r3c5, r6c5} (1, 7, 8, 9), each only one of them holding it. If neither wing held 9, both would be locked, take 3 and 7 from the pivot, and leave it too few digits; so a cell that sees all of it in both wings cannot hold it. Remove 9 from r5c5.",
	}, techCase{
		name:   "top95.txt #11",
		tech:   TechALSXYChain,
		grid:   "600302500050000012020500000742605000000000054305000027280150000000040200000000700",
		puzzle: "600302000050000010000000000702600000000000054300000000080150000000040200000000700",
		cands: "" +
			". 179 14789 . 1789 . . 479 89 " +
			"489 . 34789 4789 6789 46789 3489 . . " +
			"1489 . 134789 . 1789 1489 3489 34679 3689 " +
			". . . . 1389 . 189 39 389 " +
			"189 169 1689 279 237 1379 1369 . . " +
			". 169 . 489 189 1489 1689 . . " +
			". . 679 . . 3679 349 3469 369 " +
			"59 13679 1679 789 . 36789 . 3689 15 " +
			"459 1369 1469 289 23689 3689 . 3689 15",
		rating:  0,
		removes: "r2c7:9",
		nearAdd: "r4c7+3",
		explain: "ALS-XY-Chain: the almost locked sets r1c9 (8, 9) –8– {r4c8, r4c9} (3, 8, 9) –3– {r1c5, r3c5, r4c5, r6c5} (1, 3, 7, 8, 9) –7– {r2c1, r2c4, r2c5, r2c6} (4, 6, 7, 8, 9) form a chain, each joined to the next by a digit only one of the two can hold. If the first set lacked 9, it would be locked and push each link along the chain, and the last set would hold it; so a cell that sees all of it in the first and last sets cannot hold it. Remove 9 from r2c7.",
	}, techCase{
		name:   "top95.txt #8",
		tech:   TechAIC,
		grid:   "052481000000070100000320000000802000300000600090503000106030000000000089709250000",
		puzzle: "052400000000070100000000000000802000300000600090500000106030000000000089700000000",
		cands: "" +
			"69 . . . . . 79 3679 367 " +
			"4689 346 348 69 . 569 . 24569 24568 " +
			"4689 17 17 . . 569 4589 4569 4568 " +
			"456 1467 1457 . 1469 . 4579 134579 13457 " +
			". 124 1458 17 149 47 . 12459 12458 " +
			"2468 . 1478 . 146 . 2478 1247 12478 " +
			". 28 . 79 . 4789 2457 2457 2457 " +
			"245 234 345 167 14 46 2347 . . " +
			". 348 . . . 48 34 16 16",
		rating:  72,
		removes: "r2c1:6 r2c2:6",
		nearAdd: "r3c2+6",
		explain: "AIC: if r2c4 is not 6 ⇒ r8c4 is 6 ⇒ r8c4 is not 7 ⇒ r8c7 is 7 ⇒ r1c7 is not 7 ⇒ r1c7 is 9 ⇒ r1c1 is not 9 ⇒ r1c1 is 6, so r2c4 is 6 or r1c1 is 6, and a candidate that sees both cannot be true. Remove 6 from r2c1 and r2c2.",
	}, techCase{
		name:   "top95.txt #3",
		tech:   TechContinuousNiceLoop,
		grid:   "607000803040700000000000000000504070304201000106000000020000050000080600060010000",
		puzzle: "600000803040700000000000000000504070300200000106000000020000050000080600000010000",
		cands: "" +
			". 19 . 149 2459 9 . 1249 . " +
			"2589 . 123589 . 2359 3689 1259 1269 12569 " +
			"2589 1389 123589 134689 23459 3689 124579 12469 1245679 " +
			"289 89 289 . 36 . 13 . 16 " +
			". 57 . . 679 . 59 689 5689 " +
			". 57 . 389 379 3789 23459 2349 2459 " +
			"4789 . 1389 3469 3479 3679 13479 . 14789 " +
			"4579 139 1359 349 . 23579 . 12349 12479 " +
			"45789 . 3589 349 . 23579 23479 23489 24789",
		rating:  70,
		removes: "r8c6:379 r9c6:379",
		nearAdd: "r1c6+2",
		explain: "Continuous Nice Loop: the loop r8c6 is 2 ⇒ r8c6 is not 5 ⇒ r9c6 is 5 ⇒ r9c6 is not 2 ⇒ r8c6 is 2 holds whichever way round it is read, so each of its weak links (a node that is true making the next false) holds as a strong one too: one of its two ends is true. Remove 3 from r8c6 and r9c6; 7 from r8c6 and r9c6; 9 from r8c6 and r9c6.",
	}, techCase{
		name:   "top95.txt #8",
		tech:   TechDiscontinuousNiceLoop,
		grid:   "052481000000070100000320000000802000300000600090503000106030000000000089709250000",
		puzzle: "052400000000070100000000000000802000300000600090500000106030000000000089700000000",
		cands: "" +
			"69 . . . . . 79 3679 367 " +
			"4689 346 348 69 . 569 . 24569 24568 " +
			"4689 17 17 . . 569 4589 4569 4568 " +
			"456 1467 1457 . 1469 . 4579 134579 13457 " +
			". 124 1458 17 149 47 . 12459 12458 " +
			"2468 . 1478 . 146 . 2478 1247 12478 " +
			". 248 . 79 . 4789 2457 2457 2457 " +
			"245 234 345 167 14 467 2347 . . " +
			". 348 . . . 48 34 16 16",
		rating:  71,
		removes: "r8c6:7",
		nearAdd: "r3c2+6",
		explain: "Discontinuous Nice Loop: suppose r8c6 is 7: r8c6 is 7 ⇒ r5c6 is not 7 ⇒ r5c4 is 7 ⇒ r5c4 is not 1 ⇒ r8c4 is 1 ⇒ r8c4 is not 6 ⇒ r8c6 is 6 ⇒ r8c6 is not 7, a contradiction. Remove 7 from r8c6.",
	}, techCase{
		name:   "top95.txt #11",
		tech:   TechGroupedAIC,
		grid:   "600302500050000012020500000742605000000000054305000027280150000000040200000000700",
		puzzle: "600302000050000010000000000702600000000000054300000000080150000000040200000000700",
		cands: "" +
			". 179 14789 . 1789 . . 479 89 " +
			"489 . 34789 4789 6789 46789 3489 . . " +
			"1489 . 134789 . 1789 1489 3489 34679 3689 " +
			". . . . 1389 . 1389 39 389 " +
			"189 169 1689 279 2379 1379 1369 . . " +
			". 169 . 489 189 1489 1689 . . " +
			". . 679 . . 3679 349 3469 369 " +
			"59 13679 1679 789 . 36789 . 3689 15 " +
			"459 1369 1469 289 23689 3689 . 3689 15",
		rating:  0,
		removes: "r5c7:1",
		nearAdd: "r4c9+1",
		explain: "Grouped AIC: if r5c1 is not 1 ⇒ r3c1 is 1 ⇒ r3c6 is not 1 ⇒ r56c6 is 1 ⇒ r4c5 is not 1 ⇒ r4c7 is 1, so r5c1 is 1 or r4c7 is 1, and a candidate that sees both cannot be true. Remove 1 from r5c7.",
	}, techCase{
		name:   "top95.txt #22",
		tech:   TechGroupedContinuousNiceLoop,
		grid:   "002470058000000000000001040000020009528190400009000125200000030300007502685002000",
		puzzle: "002470058000000000000001040000020009528090400009000100000000030300007500685002000",
		cands: "" +
			"19 136 . . . 369 369 . . " +
			"4789 34567 3467 235689 3568 35689 23679 1679 1367 " +
			"789 3567 367 235689 3568 . 23679 . 367 " +
			"147 13467 13467 3567 . 3456 368 68 . " +
			". . . . . 36 . 67 367 " +
			"47 3467 . 3678 3468 3468 . . . " +
			". 1479 147 5689 14568 45689 689 . 146 " +
			". 149 14 689 1468 . . 1689 . " +
			". . . 39 134 . 79 179 147",
		rating:  0,
		removes: "r4c4:36 r4c6:36 r6c2:47",
		nearAdd: "r2c1+1",
		explain: "Grouped Continuous Nice Loop: the loop r5c6 is 3 ⇒ r6c456 is not 3 ⇒ r6c2 is 3 ⇒ r6c2 is not 6 ⇒ r6c456 is 6 ⇒ r5c6 is not 6 ⇒ r5c6 is 3 holds whichever way round it is read, so each of its weak links (a node that is true making the next false) holds as a strong one too: one of its two ends is true. Remove 3 from r4c4 and r4c6; 4 from r6c2; 6 from r4c4 and r4c6; 7 from r6c2.",
	}, techCase{
		name:   "top95.txt #13",
		tech:   TechGroupedDiscontinuousNiceLoop,
		grid:   "105000987046057321007000465213748659598100740674295813350670208402509176700000500",
		puzzle: "005000987040050001007000000200048000090100000600200000300600200000009070000000500",
		cands: "" +
			". 23 . 34 236 2346 . . . " +
			"89 . . 89 . . . . . " +
			"89 23 . 389 1238 123 . . . " +
			". . . . . . . . . " +
			". . . . 36 36 . . 2 " +
			". . . . . . . . . " +
			". . 19 . . 14 . 9 . " +
			". 8 . . 38 . . . . " +
			". 68 19 348 1238 1234 . 39 4",
		rating:  0,
		removes: "r3c5:3",
		nearAdd: "r3c2+8",
		explain: "Grouped Discontinuous Nice Loop: suppose r3c5 is 3: r3c5 is 3 ⇒ r8c5 is not 3 ⇒ r9c456 is 3 ⇒ r9c8 is not 3 ⇒ r9c8 is 9 ⇒ r9c3 is not 9 ⇒ r9c3 is 1 ⇒ r9c5 is not 1 ⇒ r3c5 is 1 ⇒ r3c5 is not 3, a contradiction. Remove 3 from r3c5.",
	}, techCase{
		name:   "top95.txt #1",
		tech:   TechUniquenessTest1,
		grid:   "417369825030158040050720000825437169791586432346912758080643571503201000104805090",
		puzzle: "400000805030000000000700000020000060000080400000010000000603070500200000104000000",
		cands: "" +
			". . . . . . . . . " +
			"269 . 29 . . . 69 . 67 " +
			"69 . 89 . . 4 369 1 36 " +
			". . . . . . . . . " +
			". . . . . . . . . " +
			". . . . . . . . . " +
			"29 . 29 . . . . . . " +
			". 67 . . 79 . 6 8 46 " +
			". 67 . . 7 . 236 . 36",
		rating:  45,
		removes: "r2c1:29",
		explain: "Uniqueness Test 1: the cells r2c3, r2c1, r7c1, r7c3 form a rectangle over two boxes where 2 and 9 could swap for a second solution if those cells held nothing else. Only one corner holds more, so it cannot be 2 or 9. Remove 2 from r2c1; 9 from r2c1.",
	}, techCase{
		name:   "top95.txt #2",
		tech:   TechUniquenessTest2,
		grid:   "527316080800500731314900060100400806600200050400600000041800000700130028038700040",
		puzzle: "520006000000000701300000000000400800600000050000000000041800000000030020008700000",
		cands: "" +
			". . . . . . 49 . 49 " +
			". 69 69 . 24 24 . . . " +
			". . . . 78 78 25 . 25 " +
			". 579 2359 . 579 3579 . 79 . " +
			". 789 39 . 789 13789 1349 . 3479 " +
			". 5789 2359 . 5789 135789 1239 179 2379 " +
			"29 . . . 2569 259 3569 79 3579 " +
			". 56 56 . . 49 9 . . " +
			"29 . . . 2569 259 1569 . 59",
		rating:  45,
		removes: "r4c6:5 r6c6:5 r7c5:5 r9c5:5",
		nearAdd: "r8c6+5",
		explain: "Uniqueness Test 2: the cells r7c1, r9c1, r9c6, r7c6 form a rectangle over two boxes where 2 and 9 could swap for a second solution if those cells held nothing else. The corners that hold more hold only 5 more, so one of them is 5, and a cell that sees all of them cannot be. Remove 5 from r4c6, r6c6, r7c5 and r9c5.",
	}, techCase{
		name:   "top95.txt #1",
		tech:   TechUniquenessTest3,
		grid:   "417369825030150000050720000825437169791586432346912758080643571503201000104805090",
		puzzle: "400000805030000000000700000020000060000080400000010000000603070500200000104000000",
		cands: "" +
			". . . . . . . . . " +
			"269 . 289 . . 48 69 4 467 " +
			"69 . 89 . . 48 369 14 346 " +
			". . . . . . . . . " +
			". . . . . . . . . " +
			". . . . . . . . . " +
			"29 . 29 . . . . . . " +
			". 67 . . 79 . 6 48 46 " +
			". 67 . . 7 . 236 . 36",
		rating:  47,
		removes: "r2c7:6 r2c9:46",
		explain: "Uniqueness Test 3: the cells r7c1, r7c3, r2c3, r2c1 form a rectangle over two boxes where 2 and 9 could swap for a second solution if those cells held nothing else. The two corners that hold more act as one cell holding their extra digits; with r2c6 and r2c8 they form a naked set of 4, 6 and 8 in row 2. Remove 4 from r2c9; 6 from r2c7 and r2c9.",
	}, techCase{
		name:   "top95.txt #1",
		tech:   TechUniquenessTest4,
		grid:   "417369825030100000000700000020430060000080400040010000000603070503201000104805000",
		puzzle: "400000805030000000000700000020000060000080400000010000000603070500200000104000000",
		cands: "" +
			". . . . . . . . . " +
			"2689 . 25689 . 245 48 679 49 4679 " +
			"2689 589 25689 . 245 48 1369 1349 13469 " +
			"789 . 1589 . . 7 1579 . 1789 " +
			"3679 59 1569 59 . 267 . 1359 12379 " +
			"36789 . 5689 59 . 267 23579 3589 23789 " +
			"289 89 289 . 4 . 15 . 14 " +
			". 67 . . 479 . 69 489 4689 " +
			". 67 . . 79 . 2369 39 2369",
		rating:  45,
		removes: "r5c8:9 r6c8:9",
		explain: "Uniqueness Test 4: the cells r5c4, r6c4, r6c8, r5c8 form a rectangle over two boxes where 5 and 9 could swap for a second solution if those cells held nothing else. In column 8 only the two corners that hold more can be 5, so one of them is, and neither can be 9. Remove 9 from r5c8 and r6c8.",
	}, techCase{
		name:   "top95.txt #10",
		tech:   TechUniquenessTest6,
		grid:   "792351600000080100000420000107040200000000865806290000060502000400000700200904000",
		puzzle: "092300000000080100000000000107040000000000065800000000060502000400000700000900000",
		cands: "" +
			". . . . . . . 48 48 " +
			"356 34 34 67 . 69 . 2359 239 " +
			"356 18 18 . . 679 359 3579 379 " +
			". 5 . 68 . 3568 . 39 39 " +
			"39 234 349 17 13 37 . . . " +
			". 345 . . . 35 34 17 17 " +
			"39 . 1389 . 137 . 39 13489 13489 " +
			". 13 359 18 36 38 . 2359 2369 " +
			". 178 1358 . 1367 . 35 1358 1368",
		rating:  0,
		removes: "r4c6:5 r6c2:5",
		nearAdd: "r2c2+5",
		explain: "Uniqueness Test 6: the cells r6c6, r4c6, r4c2, r6c2 form a rectangle over two boxes where 3 and 5 could swap for a second solution if those cells held nothing else (a corner lacks one of them, but a candidate the player removed is not that cell's solution, so the argument holds). In the rectangle's rows and columns 5 can only go in its corners, so it fills one diagonal; it cannot be the diagonal of the corners that hold more, or the other two would hold the other digit and complete the pattern. Remove 5 from r4c6 and r6c2.",
	}, techCase{
		name:   "top95.txt #1",
		tech:   TechHiddenRectangle,
		grid:   "417369825030100000000700000825437169791580432346910000000643571503201000104805000",
		puzzle: "400000805030000000000700000020000060000080400000010000000603070500200000104000000",
		cands: "" +
			". . . . . . . . . " +
			"269 . 289 . 25 48 679 49 467 " +
			"269 58 289 . 25 48 369 149 346 " +
			". . . . . . . . . " +
			". . . . . 6 . . . " +
			". . . . . 2 7 58 78 " +
			"29 8 289 . . . . . . " +
			". 67 . . 79 . 69 489 468 " +
			". 67 . . 79 . 2369 9 36",
		rating:  0,
		removes: "r3c7:6",
		explain: "Hidden Rectangle: the cells r9c9, r9c7, r3c7, r3c9 form a rectangle over two boxes where 3 and 6 could swap for a second solution if those cells held nothing else. In row 3 and column 7, 3 can only go in the rectangle's corners; if their common corner were 6, 3 would fill both corners next to it and the corner with two candidates would complete the pattern. Remove 6 from r3c7.",
	}, techCase{
		name:   "top95.txt #10",
		tech:   TechAvoidableRectangle1,
		grid:   "792351600000080100000420000157040200020000865836295400060502000400000700200904000",
		puzzle: "092300000000080100000000000107040000000000065800000000060502000400000700000900000",
		cands: "" +
			". . . . . . . 48 48 " +
			"356 4 34 67 . 69 . 2359 239 " +
			"356 18 18 . . 679 359 3579 379 " +
			". . . 68 . 368 . 39 39 " +
			"9 . 49 17 13 37 . . . " +
			". . . . . . . 17 17 " +
			"39 . 1389 . 137 . 39 13489 13489 " +
			". 1 359 18 36 38 . 2359 2369 " +
			". 178 1358 . 1367 . 35 1358 1368",
		rating:  0,
		removes: "r4c6:3",
		explain: "Avoidable Rectangle Type 1: the cells r6c2, r4c2, r4c6, r6c6 form a rectangle over two boxes with no given; were 3 and 5 crosswise in all four, they could swap for a second solution. Three corners already hold them, so the fourth cannot complete the pattern. Remove 3 from r4c6.",
	}, techCase{
		name:   "se_rated_diabolical_3k.txt #180",
		tech:   TechAvoidableRectangle2,
		grid:   "619387524574001683238654791020040108001870200803010940342165879080400310100738402",
		puzzle: "600300004074001080000650090020000108001000200803000040040065000080400310100008002",
		cands: "" +
			". . . . . . . . . " +
			". . . 29 29 . . . . " +
			". . . . . . . . . " +
			"79 . 567 59 . 369 . 356 . " +
			"49 569 . . . 369 . 356 56 " +
			". 56 . 25 . 26 . . 567 " +
			". . . . . . . . . " +
			"79 . 56 . 29 29 . . 56 " +
			". 569 56 . . . . 56 .",
		rating:  0,
		removes: "r5c2:9 r8c1:9",
		explain: "Avoidable Rectangle Type 2: the cells r4c5, r5c5, r5c1, r4c1 form a rectangle over two boxes with no given; were 4 and 7 crosswise in all four, they could swap for a second solution. The two unsolved corners would complete it unless one of them is 9, so a cell that sees both cannot be 9. Remove 9 from r5c2 and r8c1.",
	}, techCase{
		name:   "top95.txt #1",
		tech:   TechLockedPair,
		grid:   "410309805030000000000700000020000060000080400040010000000603070503201000104000000",
		puzzle: "400000805030000000000700000020000060000080400000010000000603070500200000104000000",
		cands: "" +
			". . 267 . 26 . . 2 . " +
			"2689 . 25689 1458 2456 458 12679 1249 124679 " +
			"2689 589 25689 . 2456 458 12369 12349 123469 " +
			"3789 . 15789 459 34579 457 13579 . 13789 " +
			"3679 59 15679 59 . 2567 . 12359 12379 " +
			"36789 . 56789 59 . 2567 23579 23589 23789 " +
			"289 89 289 . 45 . 15 . 14 " +
			". 67 . . 479 . 69 489 4689 " +
			". 67 . 589 579 578 23569 23589 23689",
		rating:  30,
		removes: "r2c4:5 r4c4:59 r4c5:59 r4c6:5 r5c6:5 r6c6:5 r9c4:59",
		explain: "Locked Pair: r5c4 and r6c4 hold only the digits 5 and 9 and lie in both box 5 and column 4, so those digits cannot be anywhere else in either. Remove 5 from r2c4, r4c4, r4c5, r4c6, r5c6, r6c6 and r9c4; 9 from r4c4, r4c5 and r9c4.",
	}, techCase{
		name: "top95.txt #1",
		tech: TechLockedTriple,
		grid: "400000805030000000000700000020000060000080400000010000000603070500200000104000000",
		cands: "" +
			". 1679 12679 139 2369 1269 . 1239 . " +
			"26789 . 1256789 14589 24569 1245689 12679 1249 124679 " +
			"2689 15689 125689 . 234569 1245689 12369 12349 123469 " +
			"3789 . 135789 3459 34579 4579 13579 . 13789 " +
			"3679 15679 135679 359 . 25679 . 12359 12379 " +
			"36789 456789 356789 3459 . 245679 23579 23589 23789 " +
			"289 89 289 . 459 . 1259 . 12489 " +
			". 6789 36789 . 479 14789 1369 13489 134689 " +
			". 6789 . 589 579 5789 23569 23589 23689",
		rating:  36,
		removes: "r7c5:9 r7c7:29 r7c9:289 r8c2:89 r8c3:89 r9c2:89",
		explain: "Locked Triple: r7c1, r7c2 and r7c3 hold only the digits 2, 8 and 9 and lie in both box 7 and row 7, so those digits cannot be anywhere else in either. Remove 2 from r7c7 and r7c9; 8 from r7c9, r8c2, r8c3 and r9c2; 9 from r7c5, r7c7, r7c9, r8c2, r8c3 and r9c2.",
	}, techCase{
		name:   "top95.txt #1",
		tech:   TechWWing,
		grid:   "417369825030100000000700000020430060000080400040010000000603070503201000104805000",
		puzzle: "400000805030000000000700000020000060000080400000010000000603070500200000104000000",
		cands: "" +
			". . . . . . . . . " +
			"2689 . 25689 . 245 48 679 49 4679 " +
			"2689 589 25689 . 245 48 1369 1349 13469 " +
			"789 . 1589 . . 7 1579 . 1789 " +
			"3679 59 1569 59 . 267 . 1359 12379 " +
			"36789 . 5689 59 . 267 23579 3589 23789 " +
			"289 89 289 . 4 . 15 . 14 " +
			". 67 . . 479 . 69 489 4689 " +
			". 67 . . 79 . 2369 39 2369",
		rating:  0,
		removes: "r5c4:9 r6c1:9 r6c3:9",
		nearAdd: "r5c2+6",
		explain: "W-Wing: r5c2 and r6c4 both hold only 5 and 9, and in column 8 5 can only go in r5c8 (which sees r5c2) or r6c8 (which sees r6c4). So r5c2 and r6c4 cannot both be 5: one of them is 9, and a cell that sees both cannot be 9. Remove 9 from r5c4, r6c1 and r6c3.",
	}, techCase{
		name:   "top95.txt #2",
		tech:   TechRemotePair,
		grid:   "527316489800500731314900060100400896609200350400600010041800070700130928038700040",
		puzzle: "520006000000000701300000000000400800600000050000000000041800000000030020008700000",
		cands: "" +
			". . . . . . . . . " +
			". 69 6 . 24 24 . . . " +
			". . . . 78 78 25 . 25 " +
			". 57 235 . 57 357 . . . " +
			". 78 . . 78 178 . . 47 " +
			". 578 235 . 5789 35789 2 . 27 " +
			"29 . . . 2569 259 56 . 35 " +
			". 56 56 . . 4 . . . " +
			"29 . . . 2569 259 156 . 5",
		rating:  71,
		removes: "r5c6:78",
		nearAdd: "r3c6+2",
		explain: "Remote Pair: the cells r3c6, r3c5, r5c5, r5c2 all hold only 7 and 8 and each sees the next, so they alternate the two digits: r3c6 and r5c2 hold different ones, and a cell that sees both can hold neither. Remove 7 from r5c6; 8 from r5c6.",
	},
)
