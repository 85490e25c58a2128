package engine

import (
	"math/rand/v2"
	"slices"
	"testing"
)

// Random variants and puzzles for the tests: layouts, extra units and cages
// made around a random solution from the reference, so that the solution
// keeps every rule.

// randomLayout returns a random description of size n without groups or
// cages: the default or the transposed box shape, sometimes a jigsaw
// layout (boxes with random cells swapped), diagonals, windows.
func randomLayout(rnd *rand.Rand, n int) VariantSpec {
	spec := VariantSpec{Size: n}
	r, c, _ := DefaultBoxShape(n)
	if r != c && rnd.IntN(3) == 0 {
		spec.BoxRows, spec.BoxCols = c, r
		r, c = c, r
	}
	if rnd.IntN(3) == 0 {
		regions := make([]int, n*n)
		for i := range regions {
			regions[i] = i/n/r*(n/c) + i%n/c
		}
		for k := rnd.IntN(n); k > 0; k-- {
			a, b := rnd.IntN(n*n), rnd.IntN(n*n)
			regions[a], regions[b] = regions[b], regions[a]
		}
		spec.Regions = regions
	}
	spec.Diagonals = rnd.IntN(3) == 0
	spec.Windoku = rnd.IntN(4) == 0
	return spec
}

// addRandomGroups adds 1 to 3 groups of cells whose digits in sol differ.
func addRandomGroups(rnd *rand.Rand, spec *VariantSpec, sol []uint8) {
	n := spec.Size
	for k := 1 + rnd.IntN(3); k > 0; k-- {
		size := 2 + rnd.IntN(n-1)
		var cells []int
		used := map[uint8]bool{}
		for _, c := range rnd.Perm(n * n) {
			if len(cells) == size {
				break
			}
			if !used[sol[c]] {
				used[sol[c]] = true
				cells = append(cells, c)
			}
		}
		if !slices.ContainsFunc(spec.Groups, func(g []int) bool { return sameCells(g, cells) }) {
			spec.Groups = append(spec.Groups, cells)
		}
	}
}

func sameCells(a, b []int) bool {
	a, b = slices.Clone(a), slices.Clone(b)
	slices.Sort(a)
	slices.Sort(b)
	return slices.Equal(a, b)
}

// addRandomCages covers about cover (0..1) of the cells with connected
// cages of up to maxSize cells whose digits in sol differ (or, for a cage
// with Repeats, any digits), with sums from sol.
func addRandomCages(rnd *rand.Rand, spec *VariantSpec, sol []uint8, cover float64, maxSize int) {
	n := spec.Size
	inCage := make([]bool, n*n)
	for _, start := range rnd.Perm(n * n) {
		if inCage[start] || rnd.Float64() > cover {
			continue
		}
		repeats := rnd.IntN(6) == 0
		cells := []int{start}
		inCage[start] = true
		used := map[uint8]bool{sol[start]: true}
		size := 1 + rnd.IntN(min(maxSize, n))
		for len(cells) < size {
			var next []int
			for _, c := range cells {
				for _, nb := range gridNeighbours(c, n) {
					if nb >= 0 && !inCage[nb] && (repeats || !used[sol[nb]]) {
						next = append(next, nb)
					}
				}
			}
			if len(next) == 0 {
				break
			}
			nb := next[rnd.IntN(len(next))]
			cells = append(cells, nb)
			inCage[nb] = true
			used[sol[nb]] = true
		}
		sum := 0
		for _, c := range cells {
			sum += int(sol[c])
		}
		spec.Cages = append(spec.Cages, Cage{Cells: cells, Sum: sum, Repeats: repeats})
	}
}

// randomCase is a random variant with a solution and a puzzle made from it.
type randomCase struct {
	spec   VariantSpec
	ref    *variantRef
	sol    []uint8
	puzzle []uint8
}

// randomVariantCase makes a random case of size n, or false when the random
// layout has no solution.
func randomVariantCase(t testing.TB, rnd *rand.Rand, n int) (randomCase, bool) {
	spec := randomLayout(rnd, n)
	sol := newVariantRef(&spec).randomSolution(rnd)
	if sol == nil {
		return randomCase{}, false
	}
	if rnd.IntN(4) == 0 {
		addRandomGroups(rnd, &spec, sol)
	}
	keep := rnd.Float64() * 0.7
	if rnd.IntN(2) == 0 {
		addRandomCages(rnd, &spec, sol, 0.3+0.7*rnd.Float64(), 5)
		keep *= 0.3
	}
	puzzle := make([]uint8, n*n)
	for c := range puzzle {
		if rnd.Float64() < keep {
			puzzle[c] = sol[c]
		}
	}
	ref := newVariantRef(&spec)
	if rnd.IntN(5) == 0 {
		// A wrong given that breaks no rule by itself: often no solution.
		c := rnd.IntN(n * n)
		d := uint8(1 + rnd.IntN(n))
		old := puzzle[c]
		puzzle[c] = 0
		if ref.ok(puzzle, c, d) {
			puzzle[c] = d
		} else {
			puzzle[c] = old
		}
	}
	return randomCase{spec: spec, ref: ref, sol: sol, puzzle: puzzle}, true
}

// mustVariant compiles spec or fails the test.
func mustVariant(t testing.TB, spec *VariantSpec) *Variant {
	t.Helper()
	v, err := NewVariant(spec)
	if err != nil {
		t.Fatalf("NewVariant(%+v): %v", spec, err)
	}
	return v
}
