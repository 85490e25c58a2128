package engine

// The vocabulary shared by the chain techniques (SE's "chaining" family):
// potentials, the order in which Sudoku Explainer lists implications, the
// length bonus and the order in which competing chain steps are compared.
//
// A potential is a statement about one candidate: "cell c is digit d" (on)
// or "cell c is not d" (off). Chains are implications between potentials:
//   - on → off (weak links): if c is d, no peer of c is d and (with cell
//     links) c is no other digit;
//   - off → on (strong links): if c is not d and d has only one other place
//     in a unit of c (a conjugate pair, an "X" link), it goes there; if c has
//     only one other candidate (a bivalue cell, a "Y" link), c is that.

// potential packs cell, digit (1..9) and state: (cell*9 + digit-1)*2 + on.
type potential uint16

const numPotentials = NumCells * 9 * 2

// numCandidates is the number of (cell, digit) pairs.
const numCandidates = NumCells * 9

func potOf(c, d int, on bool) potential {
	p := potential((c*9 + d - 1) * 2)
	if on {
		p++
	}
	return p
}

func (p potential) cell() int       { return int(p) / 18 }
func (p potential) digit() int      { return int(p)/2%9 + 1 }
func (p potential) on() bool        { return p&1 == 1 }
func (p potential) flip() potential { return p ^ 1 }
func (p potential) bit() uint16     { return 1 << (int(p) / 2 % 9) }

// cand is the candidate index (cell*9 + digit-1) of p.
func (p potential) cand() int { return int(p) / 2 }

// offOf and onOf are the "off" and "on" potentials of candidate k
// (cell*9 + digit-1): potOf for a search that works in candidate indexes.
func offOf(k int) potential { return potential(k * 2) }
func onOf(k int) potential  { return potential(k*2 + 1) }

// sePeers lists the peers of each cell in the order SE derives a placed
// digit's eliminations: the box (in box order), then the row outside the
// box, then the column outside the box. seUnits lists the units of each
// cell in SE's order: box, row, column. unitPos[u][c] is the position of
// cell c in unit u (0..8), or 255. Computed from coordinates once at
// start-up (package variables are set before the init functions that fill
// unitCells), only read afterwards.
var (
	sePeers [NumCells][20]uint8
	seUnits [NumCells][3]uint8
	unitPos [27][NumCells]uint8
)

func init() {
	cellOf := func(u, k int) int {
		switch {
		case u < 9:
			return u*9 + k
		case u < 18:
			return k*9 + u - 9
		}
		b := u - 18
		return (b/3*3+k/3)*9 + b%3*3 + k%3
	}
	for u := range unitPos {
		for c := range unitPos[u] {
			unitPos[u][c] = 255
		}
		for k := 0; k < 9; k++ {
			unitPos[u][cellOf(u, k)] = uint8(k)
		}
	}
	for c := 0; c < NumCells; c++ {
		box := 18 + BoxOf(c)
		seUnits[c] = [3]uint8{uint8(box), uint8(RowOf(c)), uint8(9 + ColOf(c))}
		n := 0
		for k := 0; k < 9; k++ {
			if q := cellOf(box, k); q != c {
				sePeers[c][n] = uint8(q)
				n++
			}
		}
		for _, u := range [2]int{RowOf(c), 9 + ColOf(c)} {
			for k := 0; k < 9; k++ {
				if q := cellOf(u, k); q != c && BoxOf(q) != BoxOf(c) {
					sePeers[c][n] = uint8(q)
					n++
				}
			}
		}
	}
}

// chainLengthBonus is SE's extra rating, in tenths, for a chain of
// complexity n (the number of potentials it needs): 0.1 each time n-2
// passes 4, 6, 8, 12, 16, 24, 32, 48, ... (the bound grows by 3/2 and 4/3
// in turn).
func chainLengthBonus(n int) int {
	added := 0
	ceil := 4
	odd := false
	for length := n - 2; length > ceil; odd = !odd {
		added++
		if !odd {
			ceil = ceil * 3 / 2
		} else {
			ceil = ceil * 4 / 3
		}
	}
	return added
}

// maxBonusTable bounds the complexities whose bonus is tabulated.
const maxBonusTable = 4096

// chainBonus[n] is chainLengthBonus(n) for n < maxBonusTable, computed once
// at start-up and only read afterwards.
var chainBonus = func() (t [maxBonusTable]int8) {
	for n := range t {
		t[n] = int8(chainLengthBonus(n))
	}
	return
}()

func lengthBonus(n int) int {
	if n < maxBonusTable {
		return int(chainBonus[n])
	}
	return chainLengthBonus(n)
}

// hintKey orders competing chain steps of one SE producer the way SE sorts
// them: by rating, then complexity, then the kind's sort key. Equal keys
// keep the order in which SE finds them, so a search that visits the
// candidates in SE's order keeps the first of equals.
type hintKey struct {
	rating, complexity, sortKey int
}

func (a hintKey) less(b hintKey) bool {
	if a.rating != b.rating {
		return a.rating < b.rating
	}
	if a.complexity != b.complexity {
		return a.complexity < b.complexity
	}
	return a.sortKey < b.sortKey
}

// compare is less as a three-way comparison (-1, 0, 1), for slices.SortFunc.
func (a hintKey) compare(b hintKey) int {
	switch {
	case a.less(b):
		return -1
	case b.less(a):
		return 1
	}
	return 0
}

// noHint is a key that every real step beats.
var noHint = hintKey{rating: 1 << 30}

// bandEnd returns the largest complexity whose length bonus is at most b.
func bandEnd(b int) int {
	if b < 0 {
		return 0
	}
	ceil, odd := 4, false
	for ; b > 0; b-- {
		if ceil > 1<<24 {
			return 1 << 26
		}
		if !odd {
			ceil = ceil * 3 / 2
		} else {
			ceil = ceil * 4 / 3
		}
		odd = !odd
	}
	return ceil + 2
}

// maxComplexity returns the largest complexity a step of base rating base
// and sort key sk may have and still come before best, or 0 if none can.
func maxComplexity(best hintKey, base, sk int) int {
	if base > best.rating {
		return 0
	}
	b := best.rating - base
	if b > 64 {
		return 1 << 26
	}
	n := bandEnd(b - 1) // a lower rating always comes first
	m := best.complexity - 1
	if sk < best.sortKey {
		m++
	}
	if m > bandEnd(b) {
		m = bandEnd(b)
	}
	return max(n, m)
}
