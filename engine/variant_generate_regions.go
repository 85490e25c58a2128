package engine

// Random jigsaw layouts for the generator: start from the variant's regions
// (its boxes) and trade cells between touching regions, one cell each way so
// that every region keeps N cells, keeping only the trades after which both
// regions are still connected.

// randomRegions returns a random jigsaw layout for w: the region of each
// cell, every region N orthogonally connected cells.
func randomRegions(r *rng, w *Variant) []int {
	n, cells := w.n, w.ncells
	regions := make([]int, cells)
	for c := range regions {
		regions[c] = int(w.region[c])
	}
	var options [MaxVariantCells]int
	for trades, tries := 0, 0; trades < 4*cells && tries < 100*cells; tries++ {
		// Cell a of region A joins the touching region B ...
		a := r.intn(cells)
		b := gridNeighbours(a, n)[r.intn(4)]
		if b < 0 || regions[a] == regions[b] {
			continue
		}
		ra, rb := regions[a], regions[b]
		// ... and a cell of B touching A (other than b's neighbour a) joins A.
		k := 0
		for c := 0; c < cells; c++ {
			if regions[c] != rb || c == b {
				continue
			}
			for _, x := range gridNeighbours(c, n) {
				if x >= 0 && x != a && regions[x] == ra {
					options[k] = c
					k++
					break
				}
			}
		}
		if k == 0 {
			continue
		}
		c := options[r.intn(k)]
		regions[a], regions[c] = rb, ra
		if regionConnected(regions, n, ra) && regionConnected(regions, n, rb) {
			trades++
		} else {
			regions[a], regions[c] = ra, rb
		}
	}
	return regions
}

// regionConnected reports whether the cells of region k are orthogonally
// connected.
func regionConnected(regions []int, n, k int) bool {
	var stack [MaxVariantCells]int
	var reached cellBits
	top, total := 0, 0
	for c, rc := range regions {
		if rc != k {
			continue
		}
		total++
		if top == 0 && reached.isEmpty() {
			stack[0], top = c, 1
			reached.add(c)
		}
	}
	seen := 0
	for top > 0 {
		top--
		c := stack[top]
		seen++
		for _, x := range gridNeighbours(c, n) {
			if x >= 0 && regions[x] == k && !reached.has(x) {
				reached.add(x)
				stack[top] = x
				top++
			}
		}
	}
	return seen == total
}
