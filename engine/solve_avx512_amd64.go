//go:build sudoku_avx512

package engine

// This file is the solver's propagation with AVX-512, built with the tag
// sudoku_avx512 (as make builds the library; a plain `go build` leaves it
// out) and used when the CPU has AVX-512 with VPOPCNTD (vectorSupported).
// It finds the same fixed point as node.propagate, the pure-Go reference,
// and so the same search tree: the rules are the same, and rules that only
// remove candidates reach one fixed point whatever order they are applied
// in. The difference is the order. propagate works digit by digit from a
// list of changed bitmaps; propagatePasses (solve_avx512_amd64.s) applies
// every rule to all 27 bitmaps at once, a band of nine digits per 512-bit
// register (node.cand[b], lanes 9-15 zero), pass after pass until a pass
// changes nothing:
//   - the band rule (bandRule): a digit's three rows of a band lie in three
//     different boxes, so only the triads (row, box) that belong to some
//     matching of rows to boxes keep their cells;
//   - the stack rule: the same with the three bands of a stack and its
//     three columns;
//   - hidden singles of rows: a cell alone in its row for some digit is
//     placed, and the other digits leave it;
//   - naked singles: a cell with one digit left is the only cell of its
//     row for that digit.
// Boxes and columns need no rules of their own: the matchings see them.

func init() { vectorSupported = hasAVX512() }

// cellBit[p] = 1<<p: pickPair in propagatePasses broadcasts it to find
// the digits of cell p.
var cellBit [32]uint32

func init() {
	for p := range cellBit {
		cellBit[p] = 1 << p
	}
}

// propagatePasses sets n to node from (n itself, or the parent of a guess:
// the copy costs nothing, as the node is in registers) with a change: cell
// (a band bitmap of one cell) leaves the lanes (digits) in lanes of band
// band, and the digits in place (none or one) leave peers in that band and
// col in the other two. Then it runs the passes on n until a pass changes
// nothing, checks the fixed point and, when the node is stuck, chooses the
// guess as propagate does (pickPair, or with quick firstPair). On a
// contradiction n is left unset. It sets n.unsolved and reports in out[12]:
// 0 a contradiction, 1 solved, 2 stuck with the guess of digit out[15] in
// cell out[14] of band out[13], 3 stuck with no cell of two candidates (the
// caller then asks fewest). out[0:12] hold scratch counts, out[16:19] the
// cells with two candidates.
//
//go:noescape
func propagatePasses(n, from *node, band int, cell, lanes, place, peers, col uint32, quick bool, out *[20]uint32)

// cpuidex and xgetbv0 are the CPUID and XGETBV instructions.
func cpuidex(leaf, sub uint32) (a, b, c, d uint32)
func xgetbv0() uint32

// hasAVX512 reports whether the CPU and the operating system support the
// AVX-512 instructions this file uses (AVX512F, AVX512BW, AVX512VL for
// the 128-bit forms, and AVX512_VPOPCNTDQ, with the ZMM state saved by
// the OS).
func hasAVX512() bool {
	maxLeaf, _, _, _ := cpuidex(0, 0)
	if maxLeaf < 7 {
		return false
	}
	_, _, c1, _ := cpuidex(1, 0)
	const osxsave, avx = 1 << 27, 1 << 28
	if c1&osxsave == 0 || c1&avx == 0 {
		return false
	}
	const xmmYmmZmm = 0xE6 // XCR0: SSE, AVX, opmask, ZMM_Hi256, Hi16_ZMM state
	if xgetbv0()&xmmYmmZmm != xmmYmmZmm {
		return false
	}
	_, b7, c7, _ := cpuidex(7, 0)
	const avx512f, avx512bw, avx512vl, vpopcntdq = 1 << 16, 1 << 30, 1 << 31, 1 << 14
	return b7&avx512f != 0 && b7&avx512bw != 0 && b7&avx512vl != 0 && c7&vpopcntdq != 0
}

// propagateVector is propagate with propagatePasses: the same status, cell
// to guess on (and its first digit, gd) and fixed point, with n.unsolved
// set. It sets n to node from (n itself, or the parent of a guess) with a
// change: for a guess of digit d in cell p of band b (place set), the other
// digits leave the cell and d its peers; when the search comes back to try
// the other digits (place not set), d leaves the cell. Making the change in
// the registers rather than in memory keeps the vector loads from waiting
// on a narrower store. d < 0 asks for no change.
func (n *node) propagateVector(from *node, b, p, d int, place, quick bool) (status, gb, gp, gd int, digits uint32) {
	var out [20]uint32
	switch {
	case d < 0: // no change: the root
		propagatePasses(n, from, 0, 0, 0, 0, 0, 0, quick, &out)
	case place:
		propagatePasses(n, from, b, 1<<p, allDigits&^(1<<d), 1<<d, bandPeers[p&31], colMask[p&31], quick, &out)
	default:
		propagatePasses(n, from, b, 1<<p, 1<<d, 0, 0, 0, quick, &out)
	}
	switch out[12] {
	case 0:
		return deadEnd, 0, 0, 0, 0
	case 1:
		return solved, 0, 0, 0, 0
	case 2:
		return stuck, int(out[13]), int(out[14]), int(out[15]), out[19]
	}
	gb, gp = n.fewest()
	return stuck, gb, gp, n.firstDigit(gb, gp), 0
}
