package engine

import (
	"math/rand/v2"
	"slices"
)

// This file holds an independent reference for the variant solver: the
// rules of a VariantSpec computed straight from its fields (not from the
// compiled Variant's tables), and a plain brute-force search that tries
// every digit in the empty cell with the fewest, checking the rules by
// scanning. It is slow and obviously right; the tests compare the solver,
// generator and step finder with it.

// variantRef are the rules of a variant, worked out from its description.
type variantRef struct {
	// maxNodes, when not 0, bounds the cells count may fill: past it count
	// gives up and returns -1.
	maxNodes int
	n        int
	units    [][]int // cells in which no digit repeats
	cages    []Cage
	unitsOf  [][]int // unitsOf[c] lists the units holding cell c
	cagesOf  [][]int // cagesOf[c] lists the cages holding cell c
}

// refBoxShape is the box shape of the description, worked out by hand:
// the given one, or the squarest R×C (R <= C) with R, C >= 2.
func refBoxShape(spec *VariantSpec) (int, int) {
	if spec.BoxRows != 0 {
		return spec.BoxRows, spec.BoxCols
	}
	for r := spec.Size; r >= 2; r-- {
		if spec.Size%r == 0 && r <= spec.Size/r {
			return r, spec.Size / r
		}
	}
	return 0, 0
}

func newVariantRef(spec *VariantSpec) *variantRef {
	n := spec.Size
	r := &variantRef{n: n, cages: spec.Cages}
	br, bc := refBoxShape(spec)
	for i := 0; i < n; i++ {
		var row, col, region []int
		for j := 0; j < n; j++ {
			row = append(row, i*n+j)
			col = append(col, j*n+i)
		}
		for c := 0; c < n*n; c++ {
			if spec.Regions != nil && spec.Regions[c] == i {
				region = append(region, c)
			}
		}
		if spec.Regions == nil {
			// Box i: box row i / (boxes per row), box column i % (boxes per row).
			perRow := n / bc
			top, left := i/perRow*br, i%perRow*bc
			for y := top; y < top+br; y++ {
				for x := left; x < left+bc; x++ {
					region = append(region, y*n+x)
				}
			}
		}
		r.units = append(r.units, row, col, region)
	}
	if spec.Diagonals {
		var d1, d2 []int
		for i := 0; i < n; i++ {
			d1 = append(d1, i*n+i)
			d2 = append(d2, i*n+(n-1-i))
		}
		r.units = append(r.units, d1, d2)
	}
	if spec.Windoku {
		// Windows start one cell in and leave one cell between them.
		for top := 1; top+br <= n; top += br + 1 {
			for left := 1; left+bc <= n; left += bc + 1 {
				var w []int
				for y := top; y < top+br; y++ {
					for x := left; x < left+bc; x++ {
						w = append(w, y*n+x)
					}
				}
				r.units = append(r.units, w)
			}
		}
	}
	r.units = append(r.units, spec.Groups...)
	for _, cg := range spec.Cages {
		if !cg.Repeats {
			r.units = append(r.units, cg.Cells)
		}
	}
	r.unitsOf, r.cagesOf = make([][]int, n*n), make([][]int, n*n)
	for c := range r.unitsOf {
		for u := range r.units {
			if slices.Contains(r.units[u], c) {
				r.unitsOf[c] = append(r.unitsOf[c], u)
			}
		}
		for k := range r.cages {
			if slices.Contains(r.cages[k].Cells, c) {
				r.cagesOf[c] = append(r.cagesOf[c], k)
			}
		}
	}
	return r
}

// ok reports whether digit d may go in empty cell c of g: no unit of c
// holds d, and every cage of c can still reach its sum: the cells left
// empty can make what remains (unless the cage allows repeats, with
// different digits not in the cage yet: the smallest of them at least, the
// largest at most).
func (r *variantRef) ok(g []uint8, c int, d uint8) bool {
	for _, u := range r.unitsOf[c] {
		for _, x := range r.units[u] {
			if g[x] == d {
				return false
			}
		}
	}
	for _, k := range r.cagesOf[c] {
		cg := &r.cages[k]
		sum, empty := int(d), 0
		used := map[int]bool{int(d): true}
		for _, x := range cg.Cells {
			if x != c {
				sum += int(g[x])
				used[int(g[x])] = true
				if g[x] == 0 {
					empty++
				}
			}
		}
		lo, hi := empty, empty*r.n
		if !cg.Repeats {
			// The smallest and the largest digits not in the cage yet.
			lo, hi = 0, 0
			for k, e := 1, 0; e < empty && k <= r.n; k++ {
				if !used[k] {
					lo += k
					e++
				}
			}
			for k, e := r.n, 0; e < empty && k >= 1; k-- {
				if !used[k] {
					hi += k
					e++
				}
			}
		}
		if rem := cg.Sum - sum; rem < lo || rem > hi {
			return false
		}
	}
	return true
}

// valid reports whether the full grid g keeps every rule.
func (r *variantRef) valid(g []uint8) bool {
	for _, d := range g {
		if d < 1 || int(d) > r.n {
			return false
		}
	}
	for _, u := range r.units {
		seen := map[uint8]bool{}
		for _, x := range u {
			if seen[g[x]] {
				return false
			}
			seen[g[x]] = true
		}
	}
	for _, cg := range r.cages {
		sum := 0
		for _, x := range cg.Cells {
			sum += int(g[x])
		}
		if sum != cg.Sum {
			return false
		}
	}
	return true
}

// givensOK reports whether the givens of g break no rule (the reference's
// Validate): digits 0..N, no digit twice in a unit, no cage whose digits
// add up to more than its sum, or to another sum when it is full.
func (r *variantRef) givensOK(g []uint8) bool {
	for _, d := range g {
		if int(d) > r.n {
			return false
		}
	}
	for _, u := range r.units {
		seen := map[uint8]bool{}
		for _, x := range u {
			if g[x] != 0 && seen[g[x]] {
				return false
			}
			seen[g[x]] = true
		}
	}
	for _, cg := range r.cages {
		sum, full := 0, true
		for _, x := range cg.Cells {
			sum += int(g[x])
			full = full && g[x] != 0
		}
		if sum > cg.Sum || full && sum != cg.Sum {
			return false
		}
	}
	return true
}

// count counts the solutions of puzzle up to limit; order, when not nil,
// gives the digits to try (for random solutions). The first solution found
// is written to first when not nil. It fills first the empty cell with the
// fewest digits that ok allows (the first such cell in reading order).
func (r *variantRef) count(puzzle []uint8, limit int, order func() []uint8, first []uint8) int {
	g := slices.Clone(puzzle)
	n, nodes := 0, 0
	digits := make([]uint8, r.n)
	for i := range digits {
		digits[i] = uint8(i + 1)
	}
	var rec func() bool
	rec = func() bool {
		best, fewest := -1, r.n+1
		for c := range g {
			if g[c] != 0 {
				continue
			}
			k := 0
			for _, d := range digits {
				if r.ok(g, c, d) {
					k++
				}
			}
			if k < fewest {
				best, fewest = c, k
			}
		}
		if best < 0 {
			if n == 0 && first != nil {
				copy(first, g)
			}
			n++
			return n >= limit
		}
		ds := digits
		if order != nil {
			ds = order()
		}
		for _, d := range ds {
			if r.ok(g, best, d) {
				if nodes++; r.maxNodes > 0 && nodes > r.maxNodes {
					n = -1
					return true
				}
				g[best] = d
				if rec() {
					return true
				}
				g[best] = 0
			}
		}
		return false
	}
	rec()
	return n
}

// randomSolution returns a random solution of the empty grid of spec, trying
// digits in a random order; nil when there is none, or none found within
// 3000 cells filled (a layout without solutions can take long to prove so).
func (r *variantRef) randomSolution(rnd *rand.Rand) []uint8 {
	saved := r.maxNodes
	r.maxNodes = 3000
	defer func() { r.maxNodes = saved }()
	sol := make([]uint8, r.n*r.n)
	order := func() []uint8 {
		ds := make([]uint8, r.n)
		for i, p := range rnd.Perm(r.n) {
			ds[i] = uint8(p + 1)
		}
		return ds
	}
	if r.count(make([]uint8, r.n*r.n), 1, order, sol) != 1 {
		return nil
	}
	return sol
}
