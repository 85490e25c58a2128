package engine

import (
	"math"
	"testing"

	"github.com/stretchr/testify/require"
)

// The cases were checked against Sukaku Explainer v1.15.10's own search.
var _ = addTechCases(techCase{
	// r1c1, r1c2, r1c3 hold 1-4; r5c3 holds 2 and 4. The set's only 4,
	// r1c3, sees r5c3: if r5c3 is 4 the set holds 2, else r5c3 is 2. Cells
	// seeing r5c3, r1c1 and r1c3 lose 2.
	name: "row 1 and r5c3",
	marks: func() *marks {
		return newMarks().set("r1c1", 1, 2).set("r1c2", 1, 3).set("r1c3", 2, 3, 4).set("r5c3", 2, 4)
	},
	tech:    TechWXYZWing,
	rating:  56,
	removes: cellsWith("2", "r2c3", "r3c3"),
	near: func() *marks {
		return newMarks().set("r1c1", 1, 2).set("r1c2", 1, 3).set("r1c3", 2, 3, 4).set("r5c3", 2, 5)
	},
}, techCase{
	// r1c1..r1c4 hold 1-5; r2c2 holds 1 and 5. The set's 1s see r2c2 (box
	// 1), so 5 is in r2c2 or r1c4: the cells of row 2 in box 2 lose it.
	name: "row 1 and r2c2",
	marks: func() *marks {
		return newMarks().set("r1c1", 1, 2).set("r1c2", 1, 3).set("r1c3", 2, 3, 4).set("r1c4", 4, 5).set("r2c2", 1, 5)
	},
	tech:    TechVWXYZWing,
	rating:  64,
	removes: cellsWith("5", "r2c4", "r2c5", "r2c6"),
	near: func() *marks {
		return newMarks().set("r1c1", 1, 2).set("r1c2", 1, 3).set("r1c3", 2, 3, 4).set("r1c4", 4, 5).set("r2c2", 1, 6)
	},
})

// findALSWingPlain is the wing search without its memo or its pruning:
// every set of n mutually seeing cells with two or more candidates each,
// in increasing cell order, whose candidates are n+1 digits, with every
// bivalue cell around it. The reference for findALSWing.
func (s *logicGrid) findALSWingPlain(st *Step, n int) bool {
	var best alsWing
	var set [4]int
	w := alsWings{bivalue: s.bivalueCells(), recheck: cellSet{^uint64(0), ^uint64(0)}}
	var extend func(k int, union uint16, rng cellSet)
	extend = func(k int, union uint16, rng cellSet) {
		for c := rng.nextCell(0); c >= 0; c = rng.nextCell(c + 1) {
			if popcount(s.cand[c]) < 2 {
				continue
			}
			set[k] = c
			u := union | s.cand[c]
			if k == n-1 {
				if popcount(u) == n+1 {
					s.alsWingsOfPlain(&best, &set, n, u, &w)
				}
				continue
			}
			extend(k+1, u, rng.and(fwdPeerSet[c]))
		}
	}
	extend(0, 0, cellSet{^uint64(0), 1<<(NumCells-64) - 1})
	if !best.ok {
		return false
	}
	s.fillALSWing(st, &best)
	return true
}

// TestALSWingsAgainstPlainSearch runs the WXYZ- and VWXYZ-Wing searches,
// memo carried, and the plain search at every state of the solve paths of
// hard puzzles: the steps must be the same. (Checked: a search that leaves
// out the cells with n+1 candidates fails here, and so does an alsWingsOf
// that counts a doubly linked wing's other digits as removing nothing when
// they remove one candidate.)
func TestALSWingsAgainstPlainSearch(t *testing.T) {
	step := 37 // 40 puzzles
	if testing.Short() {
		step = 733 // 2 puzzles
	}
	for _, n := range []int{3, 4} {
		var carried logicGrid
		states, found := 0, 0
		walkPaths(t, "magictour_top1465.txt", step, func(i int, ls *LogicSolver) {
			g := ls.state
			g.wxyz, g.vwxyz = carried.wxyz, carried.vwxyz
			var want, got Step
			okWant, okGot := g.findALSWingPlain(&want, n), g.findALSWing(&got, n)
			carried = g
			require.Equal(t, okWant, okGot, "n=%d: puzzle %d state %d", n, i, states)
			if okWant {
				found++
				require.Equal(t, want, got, "n=%d: puzzle %d state %d", n, i, states)
			}
			states++
		})
		t.Logf("n=%d: %d states, %d with a step", n, states, found)
	}
}

// alsWingsOfPlain is alsWingsOf as a plain loop: every bivalue cell that
// sees a cell of the set and whose digits are both in union, in cell order,
// its restricted commons tested cell by cell and each wing built in full.
func (s *logicGrid) alsWingsOfPlain(best *alsWing, set *[4]int, n int, union uint16, w *alsWings) {
	var around, in cellSet
	for _, c := range set[:n] {
		around = around.or(peerSet[c])
		in.add(c)
	}
	around = around.and(w.bivalue) // the set's own cells are left out below
	if around.empty() {
		return
	}
	biggest, size := 0, 0
	for _, c := range set[:n] {
		p := popcount(s.cand[c])
		size += p
		if p > biggest {
			biggest = p
		}
	}
	around = around.andNot(in)
	for yz := around.nextCell(0); yz >= 0; yz = around.nextCell(yz + 1) {
		m := s.cand[yz]
		if m&union != m {
			continue
		}
		x, z := lowDigit(m), lowDigit(m&(m-1))
		zRC := s.restrictedCommon(set, n, yz, z)
		var w alsWing
		switch {
		case s.restrictedCommon(set, n, yz, x):
			w = s.alsWing(set, n, yz, x, z, zRC, union)
		case zRC:
			w = s.alsWing(set, n, yz, z, x, false, union)
		default:
			continue
		}
		if w.elims == 0 {
			continue
		}
		w.biggest, w.size = biggest, size
		if n == 3 {
			w.rating = int(math.Round((5.5 + float64(1-absInt(3-biggest))*0.1) * 10))
		} else {
			w.rating = int(math.Round((6.2 + float64(2-absInt(3-biggest))*0.1) * 10))
		}
		if w.better(best) {
			*best = w
			best.ok = true
		}
	}
}

// restrictedCommon reports whether every cell of the set holding digit d
// sees cell yz.
func (s *logicGrid) restrictedCommon(set *[4]int, n, yz, d int) bool {
	bit := uint16(1) << (d - 1)
	for _, c := range set[:n] {
		if s.cand[c]&bit != 0 && !sees(c, yz) {
			return false
		}
	}
	return true
}
