package engine

import (
	"slices"
	"testing"
)

// TestCollectLinksPerMode compares the strong links collectLinks lists for
// the three modes at once with those listed for each mode on its own (X:
// the new unit links, Y: the new bivalue cells, XY: Y's then X's, at most
// maxNestedLinks each), on the working grids of the dynamic searches from
// every candidate of the grid of searchGrids, with the links new since
// several ticks.
func TestCollectLinksPerMode(t *testing.T) {
	base := searchGrids(t, nestedPuzzle)[0]
	var im implications
	var ns nestedSearch
	checked := 0
	for c := 0; c < NumCells; c++ {
		for m := base.cand[c]; m != 0 && popcount(base.cand[c]) > 1; m &= m - 1 {
			im.start(&base, potOf(c, lowDigit(m), true))
			im.run(&dynamicOptions, &chainEnv{})
			for _, tick := range []int{0, im.applied / 3, im.applied / 2, im.applied} {
				im.markDirty(tick)
				ns.collectLinks(&im)
				for mode, md := range nestedModes {
					var want []nestedLink
					if md.y {
						for x := 0; x < NumCells; x++ {
							if m := im.cand[x]; popcount(m) == 2 && im.dirtyCell.has(x) && popcount(im.srcCand[x]) > 2 {
								want = append(want, nestedLink{o: potOf(x, lowDigit(m), true), q: potOf(x, lowDigit(m&(m-1)), true)})
							}
						}
					}
					if md.x {
						for u := 0; u < 27; u++ {
							for d := 1; d <= 9; d++ {
								if m := im.pos[u][d-1]; popcount(m) == 2 && im.dirtyUnit[u]&(1<<(d-1)) != 0 && popcount(im.srcPos[u][d-1]) > 2 {
									a, b := unitCells[u][lowDigit(m)-1], unitCells[u][lowDigit(m&(m-1))-1]
									want = append(want, nestedLink{o: potOf(int(a), d, true), q: potOf(int(b), d, true)})
								}
							}
						}
					}
					want = want[:min(len(want), maxNestedLinks)]
					if got := ns.links[mode][:ns.nl[mode]]; !slices.Equal(got, want) {
						t.Fatalf("from %v, tick %d, mode %d: %d links, want %d", im.nodes[0].pot, tick, mode, len(got), len(want))
					}
					checked += len(want)
				}
			}
		}
	}
	if checked == 0 {
		t.Fatal("no links: the grids test too little")
	}
	t.Logf("%d links compared", checked)
}

// TestNestedChainsListSourcesFound compares the dynamic searches with
// nested chains (level 2) from every candidate of the grid of searchGrids,
// on and off, with the chains of a look listed from the sources found and
// from a scan of every candidate: the same potentials in the same order
// with the same parents, the same nested chains, truncation and work.
func TestNestedChainsListSourcesFound(t *testing.T) {
	base := searchGrids(t, nestedPuzzle)[0]
	var a, b nestedSearch
	b.scanAll = true
	searches, nested := compareLevel2Searches(t, &base, &a, &b, "listing the sources found", "scanning")
	if nested == 0 {
		t.Fatal("no nested chains: the grid tests too little")
	}
	t.Logf("%d searches, %d nested chains", searches, nested)
}
