package engine

import (
	"math/bits"
	"testing"
)

// TestSearchLinksMatchPeerWalk checks implications.run, which reads the
// links of a potential from the place masks of its units (seUnitPlaces),
// against refSearch, which walks the cell's peers in sePeers' order on the
// candidates, from every assumption on the grids of searchGrids, static,
// dynamic and Nishio's (no cell links): the same potentials, in the same
// order, with the same parents, causes and ticks, the same contradiction
// and the same working grid.
func TestSearchLinksMatchPeerWalk(t *testing.T) {
	var got, want implications
	searches, clashes := 0, 0
	eachAssumption(t, func(gi int, g *logicGrid, a potential) {
		for _, opt := range []chainOptions{staticOptions, dynamicOptions, multipleModes[0].opt} {
			got.start(g, a)
			got.run(&opt, &chainEnv{})
			want.start(g, a)
			want.refSearch(&opt)
			if d := diffSearch(&got, &want); d != "" {
				t.Fatalf("grid %d, %+v from %v: run differs from the peer walk: %s", gi, opt, a, d)
			}
			searches++
			if got.conflictOn >= 0 {
				clashes++
			}
		}
	})
	if clashes == 0 || clashes == searches {
		t.Fatalf("%d searches, %d with a contradiction: the grids test too little", searches, clashes)
	}
	t.Logf("%d searches, %d with a contradiction", searches, clashes)
}

// refSearch is run without rules, written plainly: each potential's
// consequences are listed first (the peers from sePeers, checked on the
// candidates), then registered.
func (im *implications) refSearch(opt *chainOptions) {
	onHead, offHead := 0, 0
	type link struct {
		pot   potential
		cause uint8
	}
	for {
		var out []link
		if onHead < im.nOn {
			pi := int(im.onList[onHead])
			onHead++
			p := im.nodes[pi].pot
			c, d := p.cell(), p.digit()
			if !opt.noCell {
				for m := im.cand[c] &^ p.bit(); m != 0; m &= m - 1 {
					out = append(out, link{potOf(c, bits.TrailingZeros16(m)+1, false), causeCell})
				}
			}
			for k, q := range sePeers[c] {
				if im.cand[q]&p.bit() != 0 {
					cause := causeBox
					if k >= 14 {
						cause = causeCol
					} else if k >= 8 {
						cause = causeRow
					}
					out = append(out, link{potOf(int(q), d, false), cause})
				}
			}
			for _, o := range out {
				if im.has(o.pot.flip()) {
					im.conflictOn = int16(im.node(o.pot.flip()))
					im.conflictOff = im.loose(o.pot, pi, o.cause)
					return
				}
				if !im.has(o.pot) {
					im.add(o.pot, pi, o.cause)
				}
			}
			continue
		}
		if offHead == im.nOff {
			return
		}
		pi := int(im.offList[offHead])
		offHead++
		p := im.nodes[pi].pot
		c, d := p.cell(), p.digit()
		if !opt.noCell && popcount(im.cand[c]) == 2 {
			out = append(out, link{potOf(c, lowDigit(im.cand[c]&^p.bit()), true), causeCell})
		}
		n := len(out)
		for k, u := range seUnits[c] {
			var others []int
			for _, q := range unitCells[u] {
				if int(q) != c && im.cand[q]&p.bit() != 0 {
					others = append(others, int(q))
				}
			}
			if len(others) != 1 {
				continue
			}
			q := potOf(others[0], d, true)
			dup := false
			for _, r := range out[n:] {
				dup = dup || r.pot == q
			}
			if !dup {
				out = append(out, link{q, causeBox + uint8(k)})
			}
		}
		if opt.dynamic {
			im.cand[c] &^= p.bit()
			for _, u := range cellUnits[c] {
				im.pos[u][d-1] &^= 1 << unitPos[u][c]
			}
			im.nodes[pi].tick = uint16(im.applied)
			im.appliedList[im.applied] = p
			im.applied++
		}
		for _, o := range out {
			if im.has(o.pot.flip()) {
				im.conflictOn = im.loose(o.pot, pi, o.cause)
				im.nodes[im.conflictOn].tick = uint16(im.applied - btoi(opt.dynamic))
				im.conflictOff = int16(im.node(o.pot.flip()))
				return
			}
			if !im.has(o.pot) {
				i := im.add(o.pot, pi, o.cause)
				im.nodes[i].tick = uint16(im.applied - btoi(opt.dynamic))
			}
		}
	}
}
