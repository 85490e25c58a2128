package engine

import (
	"math"
	"math/bits"
)

// WXYZ-Wing and VWXYZ-Wing, Sukaku Explainer's wings with an almost locked
// set: n cells that see each other (so lie in one unit) and hold n+1
// digits together (n = 3 for WXYZ, 4 for VWXYZ), and a bivalue cell {x,z},
// outside them, whose two digits are both among the n+1.
//
// x is a restricted common when every cell of the set that holds x sees the
// bivalue cell. Then if the bivalue cell is x, the set loses x and its n
// cells hold the n other digits, z among them; if it is z, z is there too.
// Either way z is in the bivalue cell or in the set, and leaves every cell
// that sees the bivalue cell and all the set's cells that hold z. When z is
// a restricted common too (doubly linked), the set and the bivalue cell are
// together locked: each other digit of the set is in the set, and leaves
// every cell that sees all of the set's cells holding it; and x and z each
// leave the cells that see the bivalue cell and the set's cells holding
// them.
//
// SE rates WXYZ-Wings 5.5, or 5.6 when the set's fullest cell has three
// candidates; VWXYZ-Wings 6.2 + 0.1·(2 − |3 − fullest|): 6.2 to 6.4.

var (
	techWXYZWing = techSpec{
		Tech:      TechWXYZWing,
		Rating:    55,
		MaxRating: 56,
		Find:      (*logicGrid).findWXYZWing,
		Explain:   (*Step).explainALSWing,
	}
	// SE tries the VWXYZ-Wing before the aligned pair exclusion, of the
	// same rating (whose Tie is 1).
	techVWXYZWing = techSpec{
		Tech:      TechVWXYZWing,
		Rating:    62,
		MaxRating: 64,
		Find:      (*logicGrid).findVWXYZWing,
		Explain:   (*Step).explainALSWing,
	}
)

// fwdPeerSet[c] holds the peers of c with a larger index.
var fwdPeerSet [NumCells]cellSet

func init() {
	for c := 0; c < NumCells; c++ {
		for _, p := range peers[c] {
			if int(p) > c {
				fwdPeerSet[c].add(int(p))
			}
		}
	}
}

// nextCell returns the smallest cell of s at or after c, or -1.
func (s cellSet) nextCell(c int) int {
	for c < NumCells {
		w := s[c>>6] >> (c & 63)
		if w != 0 {
			c += bits.TrailingZeros64(w)
			if c < NumCells {
				return c
			}
			return -1
		}
		c = (c | 63) + 1
	}
	return -1
}

// alsWing is a wing found, with SE's sort key.
type alsWing struct {
	ok      bool
	n       int // cells in the set
	cells   [4]uint8
	yz      uint8
	x, z    int  // x is the digit the step treats as the link
	double  bool // doubly linked
	biggest int  // candidates in the set's fullest cell
	size    int  // candidates in the set's cells together
	removed [NumCells]uint16
	elims   int
	rating  int
}

// suffix is SE's tie-break string: double link, fullest cell, total size.
func (w *alsWing) suffix(buf *[8]byte) []byte {
	b := buf[:0]
	if w.double {
		b = append(b, '2')
	} else {
		b = append(b, '1')
	}
	b = append(b, byte('0'+w.biggest))
	if w.size >= 10 {
		b = append(b, byte('0'+w.size/10))
	}
	return append(b, byte('0'+w.size%10))
}

// better reports whether w sorts before b in SE's order: rating, then more
// eliminations, then the larger suffix string; ties keep b (found first).
func (w *alsWing) better(b *alsWing) bool {
	if !b.ok {
		return true
	}
	if w.rating != b.rating {
		return w.rating < b.rating
	}
	if w.elims != b.elims {
		return w.elims > b.elims
	}
	var x, y [8]byte
	return string(w.suffix(&x)) > string(b.suffix(&y))
}

func (s *logicGrid) findWXYZWing(st *Step) bool  { return s.findALSWing(st, 3) }
func (s *logicGrid) findVWXYZWing(st *Step) bool { return s.findALSWing(st, 4) }

// findALSWing finds SE's first wing of an n-cell set (n = 3 or 4): its sets
// in increasing cell order, each with the bivalue cells in cell order.
func (s *logicGrid) findALSWing(st *Step, n int) bool {
	var best alsWing
	var set [4]int
	memo := &s.wxyz
	if n == 4 {
		memo = &s.vwxyz
	}
	// A wing reads only the candidates of its set's cells and of their
	// peers: its bivalue cell sees a cell of the set, and the cells that
	// lose a digit see the set's cells holding it. A set none of whose
	// cells is in recheck (see gridMemo: neither it nor a peer changed
	// since the last search that found nothing) finds nothing again, so the
	// search builds only the sets with a cell in recheck.
	w := s.newALSWings(memo.recheck(&s.cand))
	// The cells a set can hold: two to n+1 candidates.
	var fits cellSet
	for c, m := range s.cand {
		if p := popcount(m); p >= 2 && p <= n+1 {
			fits.add(c)
		}
	}
	for a := fits.nextCell(0); a >= 0; a = fits.nextCell(a + 1) {
		ca := s.cand[a]
		rng := fwdPeerSet[a].and(fits)
		if !w.recheck.has(a) && rng.and(w.recheck).empty() {
			continue
		}
		set[0] = a
		s.alsExtend(&best, &set, 1, n, ca, rng, w.recheck.has(a), &w)
	}
	if !best.ok {
		memo.remember(&s.cand)
		return false
	}
	s.fillALSWing(st, &best)
	return true
}

// alsExtend adds the k-th cell of the set: a cell of range (seen by all
// chosen cells, after them) with at least two candidates, keeping the union
// within n+1 digits (exactly n+1 for the last cell). rng holds only cells
// with two to n+1 candidates. rechecked says whether a chosen cell is in
// w.recheck; if none is, a later one must be.
func (s *logicGrid) alsExtend(best *alsWing, set *[4]int, k, n int, union uint16, rng cellSet, rechecked bool, w *alsWings) {
	if rng.count() < n-k {
		return // too few cells left
	}
	if !rechecked {
		if k == n-1 {
			rng = rng.and(w.recheck)
		} else if rng.and(w.recheck).empty() {
			return
		}
	}
	for c := rng.nextCell(0); c >= 0; c = rng.nextCell(c + 1) {
		u := union | s.cand[c]
		if k == n-1 {
			if popcount(u) != n+1 {
				continue
			}
			set[k] = c
			s.alsWingsOf(best, set, n, u, w)
			continue
		}
		if popcount(u) > n+1 {
			continue
		}
		set[k] = c
		s.alsExtend(best, set, k+1, n, u, rng.and(fwdPeerSet[c]), rechecked || w.recheck.has(c), w)
	}
}

// alsWings holds what the wing searches of one grid share: the bivalue
// cells, the memo's recheck set (see findALSWing) and each digit's cells
// (digits[d-1]).
type alsWings struct {
	bivalue, recheck cellSet
	digits           [9]cellSet
}

// newALSWings prepares the wing searches of grid s with the given recheck
// set.
func (s *logicGrid) newALSWings(recheck cellSet) alsWings {
	w := alsWings{bivalue: s.bivalueCells(), recheck: recheck}
	for d := 1; d <= 9; d++ {
		w.digits[d-1] = s.digitCells(d)
	}
	return w
}

// alsWingsOf tries every bivalue cell that sees a cell of the set and whose
// digits are both in union, in cell order, keeping the best wing in best.
//
// It finds the same wings as the plain loop (alsWingsOfPlain in the tests)
// with masks: the bivalue cells with a digit outside union are dropped at
// once; digit d is a restricted common for a bivalue cell yz when the set's
// cells holding d (hold[d-1], one bit per cell of the set) are among those
// yz sees; the cells that lose d are those that see every cell of the set
// holding d (seers) and hold d (and see yz, for x and z), so a wing's
// eliminations are counted from the masks, and it is built in full
// (alsWing) only when it is better than best.
func (s *logicGrid) alsWingsOf(best *alsWing, set *[4]int, n int, union uint16, w *alsWings) {
	var around, in cellSet
	for _, c := range set[:n] {
		around = around.or(peerSet[c])
		in.add(c)
	}
	around = around.and(w.bivalue).andNot(in)
	for m := 0x1ff &^ union; m != 0 && !around.empty(); m &= m - 1 {
		around = around.andNot(w.digits[bits.TrailingZeros16(m)])
	}
	if around.empty() {
		return // no bivalue cell around with both digits in union
	}
	var hold [9]uint8
	for i, c := range set[:n] {
		for m := s.cand[c]; m != 0; m &= m - 1 {
			hold[bits.TrailingZeros16(m)] |= 1 << i
		}
	}
	// loses returns the cells outside the set that hold digit d+1 and see
	// every cell of the set holding it.
	loses := func(d int) cellSet {
		see := w.digits[d].andNot(in)
		for i, c := range set[:n] {
			if hold[d]>>i&1 != 0 {
				see = see.and(peerSet[c])
			}
		}
		return see
	}
	rating := 0 // the wings' rating and sort key, made for the first wing
	biggest, size := 0, 0
	for yz := around.nextCell(0); yz >= 0; yz = around.nextCell(yz + 1) {
		var seen uint8 // the set's cells yz sees
		for i, c := range set[:n] {
			if peerSet[yz].has(c) {
				seen |= 1 << i
			}
		}
		m := s.cand[yz]
		x, z := lowDigit(m), lowDigit(m&(m-1))
		xRC, double := hold[x-1]&^seen == 0, hold[z-1]&^seen == 0
		switch {
		case !xRC && !double:
			continue // neither digit is a restricted common
		case !xRC:
			x, z, double = z, x, false // only z is
		}
		// The counts of alsWing's removals: the other digits from their
		// seers (double only), x and z from the seers that see yz too.
		elims, weak, strongX := 0, false, 0
		if double {
			for o := union &^ (1<<(x-1) | 1<<(z-1)); o != 0; o &= o - 1 {
				if k := loses(bits.TrailingZeros16(o)).count(); k > 0 {
					elims += k
					weak = true
				}
			}
			strongX = loses(x - 1).and(peerSet[yz]).count()
		}
		strongZ := loses(z - 1).and(peerSet[yz]).count()
		elims += strongX + strongZ
		if elims == 0 {
			continue
		}
		if rating == 0 {
			for _, c := range set[:n] {
				p := popcount(s.cand[c])
				size += p
				biggest = max(biggest, p)
			}
			rating = int(math.Round((5.5 + float64(1-absInt(3-biggest))*0.1) * 10))
			if n == 4 {
				rating = int(math.Round((6.2 + float64(2-absInt(3-biggest))*0.1) * 10))
			}
		}
		cand := alsWing{ok: true, n: n, double: double && (weak || (strongZ > 0 && strongX > 0)),
			biggest: biggest, size: size, elims: elims, rating: rating}
		if !cand.better(best) {
			continue
		}
		*best = s.alsWing(set, n, yz, x, z, double, union)
		best.ok, best.biggest, best.size, best.rating = true, biggest, size, rating
	}
}

func absInt(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// seersOf returns the cells that see every cell of the set holding digit d
// (and cell yz when yz >= 0), outside the set and yz.
func (s *logicGrid) seersOf(set *[4]int, n, yz, d int) cellSet {
	bit := uint16(1) << (d - 1)
	all := cellSet{^uint64(0), ^uint64(0)}
	if yz >= 0 {
		all = peerSet[yz]
	}
	for _, c := range set[:n] {
		if s.cand[c]&bit != 0 {
			all = all.and(peerSet[c])
		}
	}
	for _, c := range set[:n] {
		all.remove(c)
	}
	if yz >= 0 {
		all.remove(yz)
	}
	return all
}

// alsWing builds the wing with restricted common x and eliminated digit z
// (doubly linked when double), as SE does: with a double link, the other
// digits, x and z; when that removes nothing but z, it is a single link.
func (s *logicGrid) alsWing(set *[4]int, n, yz, x, z int, double bool, union uint16) alsWing {
	w := alsWing{n: n, yz: uint8(yz), x: x, z: z}
	for i, c := range set[:n] {
		w.cells[i] = uint8(c)
	}
	remove := func(cells cellSet, d int) bool {
		bit := uint16(1) << (d - 1)
		any := false
		for c := cells.nextCell(0); c >= 0; c = cells.nextCell(c + 1) {
			if s.cand[c]&bit != 0 {
				w.removed[c] |= bit
				w.elims++
				any = true
			}
		}
		return any
	}
	weak, strongX := false, false
	if double {
		others := union &^ (1<<(x-1) | 1<<(z-1))
		for m := others; m != 0; m &= m - 1 {
			if remove(s.seersOf(set, n, -1, bits.TrailingZeros16(m)+1), bits.TrailingZeros16(m)+1) {
				weak = true
			}
		}
		strongX = remove(s.seersOf(set, n, yz, x), x)
	}
	strongZ := remove(s.seersOf(set, n, yz, z), z)
	w.double = double && (weak || (strongZ && strongX))
	if double && !weak && !strongZ {
		// Only x leaves cells: SE names x as the eliminated digit.
		w.x, w.z = z, x
	}
	return w
}

// fillALSWing writes the wing into st: the set's cells, then the bivalue
// cell; Digits the set's digits; the eliminations.
func (s *logicGrid) fillALSWing(st *Step, w *alsWing) {
	t := TechWXYZWing
	if w.n == 4 {
		t = TechVWXYZWing
	}
	st.reset(t)
	st.Rating = w.rating
	st.Removed = w.removed
	for _, c := range w.cells[:w.n] {
		st.addCell(int(c))
		st.Digits |= s.cand[c]
	}
	st.addCell(int(w.yz))
	st.extraDigits = 1<<(w.x-1) | 1<<(w.z-1)
	if w.double {
		st.groups[0] = 2
	} else {
		st.groups[0] = 1
	}
	st.groups[1] = uint8(w.x)
}

// explainALSWing explains a WXYZ- or VWXYZ-Wing.
func (s *Step) explainALSWing(dst []byte) []byte {
	cells := s.PatternCells()
	set, yz := cells[:len(cells)-1], int(cells[len(cells)-1])
	x := int(s.groups[1])
	z := lowDigit(s.extraDigits &^ (1 << (x - 1)))
	dst = appendCells(dst, set, " and ")
	dst = append(dst, ", which see each other, hold only the digits "...)
	dst = appendDigits(dst, s.Digits, " and ")
	dst = append(dst, ", one more than cells, and "...)
	dst = appendCell(dst, yz)
	dst = append(dst, " holds only "...)
	dst = appendDigits(dst, s.extraDigits, " and ")
	dst = append(dst, ". "...)
	if s.groups[0] == 2 {
		dst = append(dst, "Each of those cells that can be "...)
		dst = appendDigits(dst, s.extraDigits, " or ")
		dst = append(dst, " sees "...)
		dst = appendCell(dst, yz)
		dst = append(dst, ", so whichever digit "...)
		dst = appendCell(dst, yz)
		dst = append(dst, " takes, the cells keep every other one: each of the digits is in "...)
		dst = appendCell(dst, yz)
		dst = append(dst, " or in the cells, and leaves every cell that sees all its places. "...)
		return appendRemovals(dst, s)
	}
	dst = append(dst, "Each of those cells that can be "...)
	dst = appendDigit(dst, x)
	dst = append(dst, " sees "...)
	dst = appendCell(dst, yz)
	dst = append(dst, ": if "...)
	dst = appendCell(dst, yz)
	dst = append(dst, " is "...)
	dst = appendDigit(dst, x)
	dst = append(dst, ", the cells hold the other digits, "...)
	dst = appendDigit(dst, z)
	dst = append(dst, " among them; so "...)
	dst = appendDigit(dst, z)
	dst = append(dst, " is in "...)
	dst = appendCell(dst, yz)
	dst = append(dst, " or in those cells, and leaves every cell that sees "...)
	dst = appendCell(dst, yz)
	dst = append(dst, " and all the cells that can be "...)
	dst = appendDigit(dst, z)
	dst = append(dst, ". "...)
	return appendRemovals(dst, s)
}
