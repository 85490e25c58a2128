package main

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"

	"github.com/libsudoku/libsudoku/engine"
)

// This file builds the benchmark's derived sets from the shared data sets at
// run time (nothing derived is stored): the hardest puzzles for the search,
// and two sets of puzzles with two or more solutions, the case of an editor
// checking a half-entered puzzle or a generator testing a removal.

// benchSet is a set of puzzles to measure.
type benchSet struct {
	name  string
	grids []engine.Grid
	// multi is true when every puzzle has two or more solutions (count2
	// then gives 2), false when every one has exactly one.
	multi bool
}

// derivedSets names the sets built here; the others are read as they are.
var derivedSets = map[string]func() (benchSet, error){
	"hardest_guesses":    hardestGuesses,
	"17_clue_minus_one":  seventeenMinusOne,
	"random_20_26_clues": randomClues,
}

// hardGuessBranches is the bar of hardest_guesses: proving the puzzle unique
// takes more branches than this.
const hardGuessBranches = 200

// hardestGuesses is hardest_guesses: the puzzles of forum_hardest_1106,
// magictour_top1465, top95 and hardest that libsudoku's search needs more
// than hardGuessBranches branches to prove unique (about 220 of them). The
// bar picks the puzzles hardest for this search, which makes the set a
// conservative one to compare another solver on.
func hardestGuesses() (benchSet, error) {
	s := benchSet{name: "hardest_guesses"}
	for _, from := range []string{"forum_hardest_1106", "magictour_top1465", "top95", "hardest"} {
		gs, err := load(from)
		if err != nil {
			return s, err
		}
		for i := range gs {
			_, err := engine.CountSolutionsBudget(&gs[i], 2, hardGuessBranches)
			if errors.Is(err, engine.ErrLimit) {
				s.grids = append(s.grids, gs[i])
			}
		}
	}
	return s, nil
}

// seventeenMinusOne is 17_clue_minus_one: every 17-clue puzzle with one of
// its clues (drawn with a fixed seed) removed. No 16-clue puzzle has a
// unique solution, so each has two or more.
func seventeenMinusOne() (benchSet, error) {
	gs, err := load("17_clue")
	if err != nil {
		return benchSet{}, err
	}
	rng := rand.New(rand.NewPCG(17, 16))
	for i := range gs {
		k := rng.IntN(17)
		for c := range gs[i] {
			if gs[i][c] != 0 {
				if k == 0 {
					gs[i][c] = 0
					break
				}
				k--
			}
		}
	}
	return benchSet{name: "17_clue_minus_one", grids: gs, multi: true}, nil
}

// randomCluesCount is the size of random_20_26_clues.
const randomCluesCount = 10000

// randomClues is random_20_26_clues: 20 to 26 cells, drawn with a fixed seed,
// of the solutions of 17-clue puzzles, kept when they leave two or more
// solutions (most do).
func randomClues() (benchSet, error) {
	gs, err := load("17_clue")
	if err != nil {
		return benchSet{}, err
	}
	rng := rand.New(rand.NewPCG(20, 26))
	s := benchSet{name: "random_20_26_clues", multi: true}
	for i := 0; len(s.grids) < randomCluesCount && i < len(gs); i++ {
		sol, err := engine.Solve(&gs[i])
		if err != nil {
			return s, fmt.Errorf("17_clue puzzle %d: %v", i+1, err)
		}
		var g engine.Grid
		for _, c := range rng.Perm(engine.NumCells)[:20+rng.IntN(7)] {
			g[c] = sol[c]
		}
		if n, err := engine.CountSolutions(&g, 2); err == nil && n == 2 {
			s.grids = append(s.grids, g)
		}
	}
	return s, nil
}

// loadSet returns the named set: a derived one, or a shared data set (of
// puzzles with one solution each).
func loadSet(name string) (benchSet, error) {
	if derive, ok := derivedSets[name]; ok {
		return derive()
	}
	gs, err := load(name)
	return benchSet{name: name, grids: gs}, err
}

// writeSet writes s to dir/NAME.txt, one puzzle a line, for programs that
// read files (the C loop, other solvers) and returns the path.
func writeSet(dir string, s benchSet) (string, error) {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return "", err
	}
	buf := make([]byte, 0, len(s.grids)*(engine.NumCells+1))
	for i := range s.grids {
		buf = append(buf, s.grids[i].String()...)
		buf = append(buf, '\n')
	}
	path := filepath.Join(dir, s.name+".txt")
	return path, os.WriteFile(path, buf, 0o644)
}
