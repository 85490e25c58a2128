package engine

import "slices"

// Killer cages for the generator. Cages grow from random cells over
// neighbours whose digits in the solution differ; under a symmetry a cage
// comes with its images (disjoint copies), or, on a cell the symmetry fixes,
// is itself symmetric (whole orbits of cells). While the cages alone have
// another solution, a cage over a cell where the two solutions differ is
// split in two (with its images); a symmetric cage that must change gives
// a given instead.

// symmetryOrder returns how many times s must be applied to come back: 1,
// 2 or 4.
func symmetryOrder(s Symmetry) int {
	switch s {
	case SymmetryNone:
		return 1
	case SymmetryRotate90:
		return 4
	}
	return 2
}

// killerBuilder holds the cages being made over one solution.
type killerBuilder struct {
	g     *variantGenerator
	w     *Variant
	sol   []uint8
	sym   Symmetry
	ord   int
	cages [][]int
	owner [MaxVariantCells]int16 // the cage of each cell, or -1
}

// image returns σ^k(c).
func (b *killerBuilder) image(c, k int) int {
	for ; k > 0; k-- {
		c = variantImage(b.sym, c, b.w.n)
	}
	return c
}

// makeKiller returns w with killer cages around sol that make the puzzle
// unique, and the givens the puzzle needs (usually none).
func (g *variantGenerator) makeKiller(w *Variant, sol []uint8) (*Variant, []uint8) {
	b := &killerBuilder{g: g, w: w, sol: sol, sym: g.opts.Symmetry, ord: symmetryOrder(g.opts.Symmetry)}
	for c := range b.owner {
		b.owner[c] = -1
	}
	maxCells := g.opts.MaxCageCells
	if maxCells == 0 {
		maxCells = min(6, w.n)
	}
	order := make([]uint8, w.ncells)
	for i := range order {
		order[i] = uint8(i)
	}
	g.rng.shuffle(order)
	for _, start := range order {
		if b.owner[start] >= 0 {
			continue
		}
		// Sizes 2..maxCells, small ones more often: the smaller of two draws.
		size := 2 + min(g.rng.intn(maxCells-1), g.rng.intn(maxCells-1))
		if variantImage(b.sym, int(start), w.n) == int(start) {
			b.add(b.growSymmetric(int(start), size))
		} else {
			cells := b.grow(int(start), size)
			for k := 0; k < b.ord; k++ {
				img := make([]int, len(cells))
				for i, c := range cells {
					img[i] = b.image(c, k)
				}
				b.add(img)
			}
		}
	}
	b.mergeSingletons(maxCells)
	puzzle := make([]uint8, w.ncells)
	for {
		kv := b.variant(puzzle)
		n, err := g.solver.Count(kv, puzzle, 2, countBudget(kv))
		if err == nil && n == 1 {
			return kv, puzzle
		}
		// Another solution (or too much search): change the cages where the
		// solutions differ, or where the search went.
		other := g.solver.second[:w.ncells]
		if slices.Equal(g.solver.solution[:w.ncells], sol) == false {
			other = g.solver.solution[:w.ncells]
		}
		var differ []int
		for c := range sol {
			if other[c] != sol[c] && puzzle[c] == 0 {
				differ = append(differ, c)
			}
		}
		if len(differ) == 0 || err != nil && n < 2 {
			differ = differ[:0]
			for c := range sol {
				if puzzle[c] == 0 && len(b.cages[b.owner[c]]) > 1 {
					differ = append(differ, c)
				}
			}
		}
		if len(differ) == 0 {
			return kv, puzzle // cannot happen: a full grid is unique
		}
		b.refine(differ[g.rng.intn(len(differ))], puzzle)
	}
}

// mergeSingletons puts each cage of one cell that growing left alone (with
// its images) into a touching cage that has room and lacks its digit: a
// one-cell cage is a given in disguise.
func (b *killerBuilder) mergeSingletons(maxCells int) {
	for k := range b.cages {
		if len(b.cages[k]) != 1 {
			continue
		}
		x := b.cages[k][0]
		if b.image(x, 1) == x {
			continue // a cell the symmetry fixes: its cage is symmetric
		}
		for _, nb := range b.w.neighbours(x) {
			if nb >= 0 && b.owner[nb] != int16(k) && b.canAbsorb(x, nb, maxCells) {
				b.absorb(x, nb)
				break
			}
		}
	}
}

// canAbsorb reports whether the cage of nb (and each of its images) can
// take cell x (and the matching image of x).
func (b *killerBuilder) canAbsorb(x, nb, maxCells int) bool {
	for j := 0; j < b.ord; j++ {
		if b.owner[nb] == b.owner[b.image(x, j)] {
			return false // nb is an image of x: their cages are one family
		}
	}
	for j := 0; j < b.ord; j++ {
		xj, cj := b.image(x, j), b.owner[b.image(nb, j)]
		cells := b.cages[cj]
		if len(cells)+1 > maxCells || b.owner[xj] == cj {
			return false
		}
		for _, c := range cells {
			if b.sol[c] == b.sol[xj] {
				return false
			}
		}
		for i := 1; i < b.ord; i++ {
			if b.owner[b.image(cells[0], i)] == cj {
				return false // a symmetric cage: it would take x twice
			}
		}
	}
	return true
}

// absorb moves cell x (and its images) into the cage of nb (and its
// images).
func (b *killerBuilder) absorb(x, nb int) {
	for j := 0; j < b.ord; j++ {
		xj, cj := b.image(x, j), b.owner[b.image(nb, j)]
		b.cages[b.owner[xj]] = nil
		b.cages[cj] = append(b.cages[cj], xj)
		slices.Sort(b.cages[cj])
		b.owner[xj] = cj
	}
}

// add records a cage.
func (b *killerBuilder) add(cells []int) {
	slices.Sort(cells)
	k := int16(len(b.cages))
	for _, c := range cells {
		b.owner[c] = k
	}
	b.cages = append(b.cages, cells)
}

// free reports whether cell c and all its images are in no cage.
func (b *killerBuilder) free(c int) bool {
	for k := 0; k < b.ord; k++ {
		if b.owner[b.image(c, k)] >= 0 {
			return false
		}
	}
	return true
}

// grow makes a cage of up to size cells from start whose images under the
// symmetry are disjoint from it and from each other, with different
// digits in the cage and in each image.
func (b *killerBuilder) grow(start, size int) []int {
	cells := []int{start}
	var in cellBits // the cage and its images
	for k := 0; k < b.ord; k++ {
		in.add(b.image(start, k))
	}
	var next []int
	for len(cells) < size {
		next = next[:0]
		for _, c := range cells {
			for _, nb := range b.w.neighbours(c) {
				if nb >= 0 && !slices.Contains(next, nb) && b.fits(cells, nb, &in) {
					next = append(next, nb)
				}
			}
		}
		if len(next) == 0 {
			break
		}
		nb := next[b.g.rng.intn(len(next))]
		cells = append(cells, nb)
		for k := 0; k < b.ord; k++ {
			in.add(b.image(nb, k))
		}
	}
	return cells
}

// fits reports whether cell x can join cage cells (whose cells and images
// are in): x and its images are free and new, and the digits stay
// different in the cage and in every image.
func (b *killerBuilder) fits(cells []int, x int, in *cellBits) bool {
	if !b.free(x) {
		return false
	}
	for k := 0; k < b.ord; k++ {
		xk := b.image(x, k)
		if in.has(xk) {
			return false
		}
		for _, c := range cells {
			if b.sol[b.image(c, k)] == b.sol[xk] {
				return false
			}
		}
	}
	// A cell the symmetry fixes (or maps onto itself sooner) would be in
	// the cage and in its image.
	for k := 1; k < b.ord; k++ {
		if b.image(x, k) == x {
			return false
		}
	}
	return true
}

// growSymmetric makes a cage that the symmetry maps onto itself, from a
// cell it fixes: whole orbits of neighbouring cells, while the digits
// differ and the cage has at most size cells (or one orbit more than the
// start when that is all there is).
func (b *killerBuilder) growSymmetric(start, size int) []int {
	cells := []int{start}
	var orbit []int
	for {
		var options [][]int
		for _, c := range cells {
			for _, nb := range b.w.neighbours(c) {
				if nb < 0 || !b.free(nb) || slices.Contains(cells, nb) {
					continue
				}
				orbit = orbit[:0]
				for k := 0; k < b.ord; k++ {
					if x := b.image(nb, k); !slices.Contains(orbit, x) {
						orbit = append(orbit, x)
					}
				}
				if len(cells)+len(orbit) <= size && b.digitsDiffer(cells, orbit) {
					options = append(options, slices.Clone(orbit))
				}
			}
		}
		if len(options) == 0 {
			return cells
		}
		cells = append(cells, options[b.g.rng.intn(len(options))]...)
	}
}

// digitsDiffer reports whether the digits of cells and more are all
// different.
func (b *killerBuilder) digitsDiffer(cells, more []int) bool {
	var seen uint16
	for _, list := range [2][]int{cells, more} {
		for _, c := range list {
			bit := uint16(1) << (b.sol[c] - 1)
			if seen&bit != 0 {
				return false
			}
			seen |= bit
		}
	}
	return true
}

// variant compiles the cages made so far (cells with a given stay in their
// cage: the given is part of the sum).
func (b *killerBuilder) variant(puzzle []uint8) *Variant {
	spec := b.w.Spec()
	spec.Cages = nil
	for _, cells := range b.cages {
		if len(cells) == 0 {
			continue
		}
		sum := 0
		for _, c := range cells {
			sum += int(b.sol[c])
		}
		spec.Cages = append(spec.Cages, Cage{Cells: cells, Sum: sum})
	}
	return mustCompile(&spec)
}

// refine makes the puzzle tell cell x better: it splits x's cage (and the
// cage's images) in two, or, when that cage has one cell or is symmetric,
// gives the digits of x and its images.
func (b *killerBuilder) refine(x int, puzzle []uint8) {
	k := b.owner[x]
	cells := b.cages[k]
	symmetric := false
	for j := 1; j < b.ord; j++ {
		symmetric = symmetric || b.owner[b.image(cells[0], j)] == k
	}
	if len(cells) == 1 || symmetric {
		for j := 0; j < b.ord; j++ {
			c := b.image(x, j)
			puzzle[c] = b.sol[c]
		}
		return
	}
	part := b.splitPart(cells, x)
	for j := 0; j < b.ord; j++ {
		img := b.owner[b.image(cells[0], j)]
		var in, out []int
		for _, c := range cells {
			if slices.Contains(part, c) {
				in = append(in, b.image(c, j))
			} else {
				out = append(out, b.image(c, j))
			}
		}
		b.cages[img] = nil
		b.add(in)
		b.add(out)
	}
}

// splitPart returns the cells of a cage to split off: the first half of a
// breadth-first walk from x inside the cage, or more of it, as much as
// leaves the rest connected (all but the last cell always does).
func (b *killerBuilder) splitPart(cells []int, x int) []int {
	walk := []int{x}
	for q := 0; q < len(walk); q++ {
		for _, nb := range b.w.neighbours(walk[q]) {
			if nb >= 0 && slices.Contains(cells, nb) && !slices.Contains(walk, nb) {
				walk = append(walk, nb)
			}
		}
	}
	for h := (len(cells) + 1) / 2; ; h++ {
		rest := walk[h:]
		if _, split := b.w.disconnected(rest); !split || h == len(cells)-1 {
			return walk[:h]
		}
	}
}
