//go:build sudoku_avx512

#include "textflag.h"

// The propagation passes of solve_avx512_amd64.go. Register use:
//
//	Z0-Z2    the bands (node.cand[b], digit d in lane d, lanes 9-15 zero)
//	Z3-Z13   temporaries
//	Z16, Z17 bits 0-7 and bit 8 of each row (ROWSINGLES)
//	Z21, Z23 column sets of the stack rule (see the constants below)
//	Z24-Z26  rows 2, 1, 0 of a band
//	Z27-Z31  triad sets of the band rule (Z27, the first cell of each
//	         row of a box, is also bit 0 of each row for ROWSINGLES)
//	K5       lane 0
//	K6       lanes 0-8
//	K7       dead: some pass found a contradiction
//
// Z14, Z15, Z18-Z20 and Z22 are free (the guess's digit uses Z14 at the
// end).
//
// Go's assembler writes AVX-512 operands last to first: VPANDD b, a, dst;
// VPTERNLOGD $f, c, b, a (a is also the destination; f is the truth table
// of a, b, c with a as the high bit); VPERMD table, index, dst.

DATA all27<>+0(SB)/4, $0x7ffffff
GLOBL all27<>(SB), RODATA|NOPTR, $4

// The constants of propagatePasses, broadcast to every lane of Z16, Z17
// and Z21-Z31 (see the register use above).
DATA consts<>+0(SB)/4, $0x3fdfeff
DATA consts<>+4(SB)/4, $0x4020100
DATA consts<>+8(SB)/4, $0x1b6
DATA consts<>+12(SB)/4, $0xdb
DATA consts<>+16(SB)/4, $0x7fc0000
DATA consts<>+20(SB)/4, $0x3fe00
DATA consts<>+24(SB)/4, $0x1ff
DATA consts<>+28(SB)/4, $0x40201
DATA consts<>+32(SB)/4, $0x1209048
DATA consts<>+36(SB)/4, $0x1008040
DATA consts<>+40(SB)/4, $0x241209
DATA consts<>+44(SB)/4, $0x1249249
GLOBL consts<>(SB), RODATA|NOPTR, $48

// LOADBAND(A, B, C, D, Z, X) loads Z (whose low 128 bits are X) from the
// four 16-byte pieces A, B, C, D.
#define LOADBAND(A, B, C, D, Z, X) \
	VMOVDQU32 A, X \
	VINSERTI32X4 $1, B, Z, Z \
	VINSERTI32X4 $2, C, Z, Z \
	VINSERTI32X4 $3, D, Z, Z

// CHANGE(X, B) applies the change of propagatePasses to band X, number B.
#define CHANGE(X, B) \
	XORL AX, AX \
	XORL DX, DX \
	MOVL R8, R10 \
	CMPQ BX, B \
	CMOVLEQ CX, AX \
	CMOVLEQ R8, DX \
	CMOVLEQ R11, R10 \
	KMOVW AX, K1 \
	KMOVW DX, K2 \
	KMOVW R10, K3 \
	VPANDND X, Z3, K1, X \
	VPANDND X, Z4, K2, X \
	VPANDND X, Z5, K3, X

// STOREBAND(Z, X, A, B, C, D) stores Z (whose low 128 bits are X) as the
// four 16-byte pieces A, B, C, D.
#define STOREBAND(Z, X, A, B, C, D) \
	VMOVDQU32 X, A \
	VEXTRACTI32X4 $1, Z, B \
	VEXTRACTI32X4 $2, Z, C \
	VEXTRACTI32X4 $3, Z, D

// BANDRULE(X) is bandRule on the nine digits of band X (see bandRule in
// solve_node.go and the matching it describes). Z6 = t, the first cell of
// every triad with a candidate; k1 (Z7) and k2 (Z8) are t at box k+1 and
// k+2 of the same row. A triad (r, k) keeps its cells when k1 and k2 hold
// it at rows r+1 and r+2 in either order: with q = k1 & k2 of the next row
// and q' = k2 & k1 of the next row (Z9, Z10), that is q | q' of the next
// row, so three row turns (shifts of 9 and 18) do for the four a turn of
// each term would take. Bits a left shift pushes past 27 meet only clean
// operands of an And (k1, k2, then t).
#define BANDRULE(X) \
	VPSRLD $1, X, Z6 \
	VPSRLD $2, X, Z7 \
	VPTERNLOGD $0xfe, X, Z7, Z6 \
	VPANDD Z31, Z6, Z6 \
	VPSRLD $3, Z6, Z7 \
	VPSLLD $6, Z6, Z8 \
	VPANDD Z29, Z8, Z8 \
	VPTERNLOGD $0xea, Z8, Z30, Z7 \
	VPSLLD $3, Z6, Z8 \
	VPSRLD $6, Z6, Z9 \
	VPANDD Z27, Z9, Z9 \
	VPTERNLOGD $0xea, Z9, Z28, Z8 \
	VPSRLD $9, Z8, Z9 \
	VPSLLD $18, Z8, Z10 \
	VPTERNLOGD $0xa8, Z7, Z10, Z9 \
	VPSRLD $9, Z7, Z10 \
	VPSLLD $18, Z7, Z11 \
	VPTERNLOGD $0xa8, Z8, Z11, Z10 \
	VPORD Z10, Z9, Z9 \
	VPSRLD $9, Z9, Z10 \
	VPSLLD $18, Z9, Z11 \
	VPTERNLOGD $0xe0, Z11, Z10, Z6 \
	VPSLLD $1, Z6, Z7 \
	VPSLLD $2, Z6, Z8 \
	VPTERNLOGD $0xfe, Z8, Z7, Z6 \
	VPANDD Z6, X, X

// COLUMNS(X, F) sets F to the columns (bits 0-8) where each digit of band
// X has a cell; NEXTLAST(F, N, L) sets N and L to F turned within each
// stack: column j of N is column j+1 of F, of L column j+2 (mod 3). Each
// takes one of two shifts of F by column (Z23: columns 0 and 1 of each
// stack take F>>1 in N, column 2 F<<2; Z21 likewise for L); N may get bits
// 9 and 10, which the stack rule's And with F (bits 0-8) drops.
#define COLUMNS(X, F) \
	VPSRLD $9, X, Z12 \
	VPSRLD $18, X, Z13 \
	VPTERNLOGD $0xfe, X, Z13, Z12 \
	VPANDD Z26, Z12, F

#define NEXTLAST(F, N, L) \
	VPSRLD $1, F, N \
	VPSLLD $2, F, Z12 \
	VPTERNLOGD $0xe4, Z23, Z12, N \
	VPSLLD $1, F, L \
	VPSRLD $2, F, Z12 \
	VPTERNLOGD $0xe4, Z21, Z12, L

// SPREAD(S, X) keeps in band X the columns of S (on all three rows).
#define SPREAD(S, X) \
	VPSLLD $9, S, Z12 \
	VPSLLD $18, S, Z13 \
	VPTERNLOGD $0xfe, Z13, Z12, S \
	VPANDD S, X, X

// STACKRULE is the stack rule on all nine digits: band b keeps column j of
// a stack when bands b+1 and b+2 can take its columns j+1 and j+2 in some
// order.
#define STACKRULE \
	COLUMNS(Z0, Z3) \
	COLUMNS(Z1, Z4) \
	COLUMNS(Z2, Z5) \
	NEXTLAST(Z3, Z6, Z9) \
	NEXTLAST(Z4, Z7, Z10) \
	NEXTLAST(Z5, Z8, Z11) \
	VPANDD Z11, Z7, Z12 \
	VPANDD Z8, Z10, Z13 \
	VPTERNLOGD $0xe0, Z13, Z12, Z3 \
	VPANDD Z9, Z8, Z12 \
	VPANDD Z6, Z11, Z13 \
	VPTERNLOGD $0xe0, Z13, Z12, Z4 \
	VPANDD Z10, Z6, Z12 \
	VPANDD Z7, Z9, Z13 \
	VPTERNLOGD $0xe0, Z13, Z12, Z5 \
	SPREAD(Z3, Z0) \
	SPREAD(Z4, Z1) \
	SPREAD(Z5, Z2)

// ROWSINGLES(X, RS) sets RS to the cells of X alone in their row, the
// three rows (9-bit fields) of every lane at once by arithmetic (Z12 and
// Z13 are scratch). y = X & (X - Z27) clears the lowest cell of each row
// (Z27 holds bit 0 of each row; a row with a cell borrows nothing from the
// next). Adding Z16 (bits 0-7 of each row) to y's bits 0-7 carries into
// bit 8 unless they are 0, so Z17 (bit 8 of each row) without the bits of
// that sum and of y marks the rows where y is 0; the mark spread to its
// row (mark - mark>>8, and the mark) selects RS from X. A digit's row
// without a cell, which borrows from the next row, is a contradiction that
// the band rule reports (no matching); RS is then still cells of X and the
// rules only remove candidates, so the node ends dead all the same. It
// replaces a popcount and a compare into a mask per row: fewer operations
// and a shorter latency on the path of every pass.
#define ROWSINGLES(X, RS) \
	VPSUBD Z27, X, Z12 \
	VPANDD X, Z12, Z12 \
	VPANDD Z16, Z12, Z13 \
	VPADDD Z16, Z13, Z13 \
	VPTERNLOGD $0x02, Z17, Z12, Z13 \
	VPSRLD $8, Z13, Z12 \
	VPSUBD Z12, Z13, RS \
	VPTERNLOGD $0xa8, X, Z13, RS

// ORLANES(V, P) sets P to the union of the lanes of V, in every lane; T is
// scratch. It is a butterfly, lane i taking lane i^8, i^4, i^2 and i^1 in
// turn: the first two steps move whole 128-bit blocks (VSHUFI32X4), the
// last two lanes within a block (VPSHUFD), which is cheaper than a
// permutation across the register (VPERMD) on AMD's Zen 4, whose 512-bit
// cross-lane permutations are slow (by the instruction tables, on Intel
// the four are on the same port, and VPSHUFD has the shortest latency).
#define ORLANES(V, P, T) \
	VSHUFI32X4 $0x4e, V, V, T \
	VPORD T, V, P \
	VSHUFI32X4 $0xb1, P, P, T \
	VPORD T, P, P \
	VPSHUFD $0x4e, P, T \
	VPORD T, P, P \
	VPSHUFD $0xb1, P, T \
	VPORD T, P, P

// GROUPS(X, XL) adds the nine lanes of band X (XL is its low 128 bits) in
// three groups of three, lanes d, d+3 and d+6 in lane d (d = 0, 1, 2), with
// a full adder: X6 gets the cells in one or three of a group's lanes and X8
// those in two or three. X9 and X10 get X6 with lanes 1 and 2 moved to lane
// 0, X11 and X12 the same of X8, so that lane 0 holds all three groups (Z7
// is scratch). Only lanes 0-2 matter after the first two moves, so the rest
// works on 128-bit registers (half the work of a 512-bit operation on Zen
// 4), and lanes move within 128 bits (VPSHUFD, not VALIGND across the
// register). Writing a 128-bit register clears the rest of the 512 bits.
#define GROUPS(X, XL) \
	VALIGND $3, X, X, Z6 \
	VALIGND $6, X, X, Z7 \
	VMOVDQA64 XL, X8 \
	VPTERNLOGD $0xe8, X7, X6, X8 \
	VPTERNLOGD $0x96, X7, XL, X6 \
	VPSHUFD $1, X6, X9 \
	VPSHUFD $2, X6, X10 \
	VPSHUFD $1, X8, X11 \
	VPSHUFD $2, X8, X12

// SINGLES(X, XL, OUT) applies the single rules to band X (XL its low 128
// bits): the hidden singles of rows are placed (the other digits leave
// their cells), then each naked single takes its row. A cell without a
// digit sets K7. It stores in OUT[0], OUT[1] and OUT[3] the cells with at
// least one and two digits after the hidden singles, and the cells placed:
// after a pass that changed nothing, those of the fixed point. From the
// three groups of GROUPS, a cell has a digit when it is in s or c of some
// group, and two when it is in c of some group or in s of two (lane 0 only,
// on 128-bit registers, then broadcast).
#define SINGLES(X, XL, OUT) \
	ROWSINGLES(X, Z3) \
	ORLANES(Z3, Z4, Z5) \
	VMOVD X4, 12+OUT \
	VPTERNLOGD $0xb0, Z3, Z4, X \
	GROUPS(X, XL) \
	VPTERNLOGD $0xfe, X12, X8, X11 \
	VMOVDQA64 X6, X7 \
	VPTERNLOGD $0xfe, X10, X9, X7 \
	VPTERNLOGD $0xe8, X10, X6, X9 \
	VPORD X11, X7, X6 \
	VPORD X11, X9, X7 \
	VMOVD X6, 0+OUT \
	VMOVD X7, 4+OUT \
	VPCMPUD.BCST $4, all27<>(SB), X6, K5, K1 \
	KORW K1, K7, K7 \
	VPANDND X6, X7, X13 \
	VPBROADCASTD X13, Z13 \
	VPANDD Z13, X, Z10 \
	VPTESTMD Z26, Z10, K1 \
	VPTESTMD Z25, Z10, K2 \
	VPTESTMD Z24, Z10, K3 \
	VMOVDQA32.Z Z26, K1, Z11 \
	VPORD Z25, Z11, K2, Z11 \
	VPORD Z24, Z11, K3, Z11 \
	VPTERNLOGD $0xb0, Z10, Z11, X

// PAIRBAND(XB, QB, X1, X2, Q1, Q2, B, CELLS, NEXT) scores the cells with
// two candidates of band B (bits of out[16+B]) for pickPair: XB and QB hold
// the band and its cells with two candidates, X1, X2, Q1, Q2 the same of
// the other two bands. The best score so far is in R10, its band and cell
// in R11 and R12. The score of a cell is the sum of the lanes of its two
// digits: VPCOMPRESSD moves them to lanes 0 and 1, which are added in the
// register (on Intel, a little cheaper than storing the lanes to the frame
// and loading the two back; the cell has exactly two digits).
#define PAIRBAND(XB, QB, X1, X2, Q1, Q2, B, CELLS, NEXT) \
	MOVL 64+4*B(SI), BX \
CELLS: \
	TESTL BX, BX \
	JEQ NEXT \
	TZCNTL BX, CX \
	BLSRL BX, BX \
	VPBROADCASTD (R8)(CX*4), Z12 \
	VPBROADCASTD (R9)(CX*4), Z13 \
	VPANDD Z12, XB, Z25 \
	VPANDD Z12, QB, Z26 \
	VPANDD Z13, X1, Z27 \
	VPANDD Z13, X2, Z28 \
	VPSLLD $1, Z28, Z28 \
	VPORD Z28, Z27, Z27 \
	VPANDD Z13, Q1, Z28 \
	VPANDD Z13, Q2, Z29 \
	VPSLLD $1, Z29, Z29 \
	VPORD Z29, Z28, Z28 \
	VPOPCNTD Z25, Z25 \
	VPOPCNTD Z26, Z26 \
	VPOPCNTD Z27, Z27 \
	VPOPCNTD Z28, Z28 \
	VPADDD Z28, Z26, Z26 \
	VPADDD Z26, Z26, Z26 \
	VPADDD Z27, Z25, Z25 \
	VPADDD Z26, Z25, Z25 \
	VPTESTMD.BCST (R13)(CX*4), XB, K1 \
	VPCOMPRESSD.Z Z25, K1, Z25 \
	VPSHUFD $1, X25, X26 \
	VPADDD X26, X25, X25 \
	VMOVD X25, DX \
	MOVQ $B, AX \
	CMPL DX, R10 \
	CMOVQGT AX, R11 \
	CMOVQGT CX, R12 \
	CMOVLGT DX, R10 \
	JMP CELLS \
NEXT:

// FIXEDBAND(OUT, UNSOLVED) checks band OUT/16 at the fixed point, from
// its counts in OUT(SI) (see SINGLES): R8 collects contradictions, R9 the
// cells placed, and n.unsolved[b] (UNSOLVED+192(DI)) gets the cells not
// placed.
#define FIXEDBAND(OUT, UNSOLVED) \
	MOVL OUT+0(SI), AX \
	MOVL OUT+4(SI), BX \
	MOVL OUT+12(SI), CX \
	MOVL BX, DX \
	ANDL CX, DX \
	ORL DX, R8 \
	MOVL BX, DX \
	ORL CX, DX \
	NOTL DX \
	ANDL AX, DX \
	ORL DX, R8 \
	ANDL CX, R9 \
	NOTL CX \
	ANDL $0x7ffffff, CX \
	MOVL CX, UNSOLVED+192(DI)

// PAIRS(UNSOLVED, OUT) stores at 64+UNSOLVED(SI) (out[16+b]) the cells of
// band b not placed and without three digits, and adds them to R10.
#define PAIRS(UNSOLVED, OUT) \
	MOVL UNSOLVED+192(DI), AX \
	MOVL OUT+8(SI), BX \
	NOTL BX \
	ANDL BX, AX \
	MOVL AX, 64+UNSOLVED(SI) \
	ORL AX, R10

// THRICE(X, XL, OUT) stores in OUT[2] the cells of band X (XL its low 128
// bits) that hold at least
// three digits. From the three groups of GROUPS, s (one or three of a
// group's lanes) and c (two or three): a cell is in three lanes or more
// when it is in c of two groups, or in c of one and s of another, or in s
// of all three.
#define THRICE(X, XL, OUT) \
	GROUPS(X, XL) \
	VMOVDQA64 X8, X13 \
	VPTERNLOGD $0xfe, X12, X11, X13 \
	VPTERNLOGD $0xe8, X12, X11, X8 \
	VMOVDQA64 X6, X7 \
	VPTERNLOGD $0xfe, X10, X9, X7 \
	VPTERNLOGD $0x80, X10, X9, X6 \
	VPTERNLOGD $0xf8, X7, X13, X8 \
	VPORD X6, X8, X8 \
	VMOVD X8, 8+OUT

// func propagatePasses(n, from *node, band int, cell, lanes, place, peers, col uint32, quick bool, out *[20]uint32)
TEXT ·propagatePasses(SB), NOSPLIT, $384-56
	MOVQ n+0(FP), DI
	MOVQ from+8(FP), AX
	// The node is loaded 16 bytes at a time, as STOREBAND stores it: a
	// 64-byte load that spans several narrower stores still on their way
	// to the cache waits for them.
	LOADBAND(0(AX), 16(AX), 32(AX), 48(AX), Z0, X0)
	LOADBAND(64(AX), 80(AX), 96(AX), 112(AX), Z1, X1)
	LOADBAND(128(AX), 144(AX), 160(AX), 176(AX), Z2, X2)
	// The change: cell leaves the digits "lanes" of band "band"; the digit
	// "place" (a lane bit, or 0) leaves peers in that band and col in the
	// others.
	MOVQ band+16(FP), BX
	MOVL lanes+28(FP), CX
	MOVL place+32(FP), R8
	XORL R11, R11
	MOVL cell+24(FP), AX
	VPBROADCASTD AX, Z3
	MOVL peers+36(FP), AX
	VPBROADCASTD AX, Z4
	MOVL col+40(FP), AX
	VPBROADCASTD AX, Z5
	CHANGE(Z0, $0)
	CHANGE(Z1, $1)
	CHANGE(Z2, $2)
	MOVQ out+48(FP), SI

	// The constants come from memory: a broadcast from memory is a load,
	// where one from a general register takes a vector port.
	VPBROADCASTD consts<>+0(SB), Z16 // bits 0-7 of each row
	VPBROADCASTD consts<>+4(SB), Z17 // bit 8 of each row
	VPBROADCASTD consts<>+8(SB), Z21 // colsLater: columns 1, 2
	VPBROADCASTD consts<>+12(SB), Z23 // colsNext: columns 0, 1
	VPBROADCASTD consts<>+16(SB), Z24 // row 2
	VPBROADCASTD consts<>+20(SB), Z25 // row 1
	VPBROADCASTD consts<>+24(SB), Z26 // row 0
	VPBROADCASTD consts<>+28(SB), Z27 // triads of box 0
	VPBROADCASTD consts<>+32(SB), Z28 // triads of boxes 1, 2
	VPBROADCASTD consts<>+36(SB), Z29 // triads of box 2
	VPBROADCASTD consts<>+40(SB), Z30 // triads of boxes 0, 1
	VPBROADCASTD consts<>+44(SB), Z31 // the first cell of every triad
	MOVW $0x1ff, AX
	KMOVW AX, K6
	MOVW $1, AX
	KMOVW AX, K5
	KXORW K7, K7, K7

	// The passes stop once each rule has had the state as it is and left
	// it so. The band and stack rules give the same result when applied
	// again (their output is the union of the matchings it still has); the
	// single rules not always. So a pass stops after the single rules when
	// they changed nothing and the stack rule changed nothing in the pass
	// before (R12 says so; the band rule's output went through it as it
	// was), and after the band rule when it and the single rules changed
	// nothing and the stack rule has run (R13): its output is the state.
	XORL R12, R12
	XORL R13, R13

pass:
	VMOVDQU32 Z0, 0(SP)
	VMOVDQU32 Z1, 64(SP)
	VMOVDQU32 Z2, 128(SP)
	SINGLES(Z0, X0, 0(SI))
	SINGLES(Z1, X1, 16(SI))
	SINGLES(Z2, X2, 32(SI))
	TESTL R12, R12
	JEQ rules
	VPCMPUD $4, 0(SP), Z0, K1
	VPCMPUD $4, 64(SP), Z1, K2
	VPCMPUD $4, 128(SP), Z2, K3
	KORW K2, K1, K1
	KORTESTW K3, K1
	JNE rules
	KORTESTW K7, K7
	JNE dead
	JMP fixed

rules:
	BANDRULE(Z0)
	BANDRULE(Z1)
	BANDRULE(Z2)
	TESTL R13, R13
	JEQ stack
	VPCMPUD $4, 0(SP), Z0, K1
	VPCMPUD $4, 64(SP), Z1, K2
	VPCMPUD $4, 128(SP), Z2, K3
	KORW K2, K1, K1
	KORTESTW K3, K1
	JNE stack
	KORTESTW K7, K7
	JNE dead
	JMP fixed

stack:
	VMOVDQU32 Z0, 192(SP)
	VMOVDQU32 Z1, 256(SP)
	VMOVDQU32 Z2, 320(SP)
	STACKRULE
	MOVL $1, R13
	VPTESTNMD Z0, Z0, K6, K1
	VPTESTNMD Z1, Z1, K6, K2
	VPTESTNMD Z2, Z2, K6, K3
	KORW K1, K7, K7
	KORW K2, K7, K7
	KORW K3, K7, K7
	KORTESTW K7, K7
	JNE dead
	VPCMPUD $4, 0(SP), Z0, K1
	VPCMPUD $4, 64(SP), Z1, K2
	VPCMPUD $4, 128(SP), Z2, K3
	KORW K2, K1, K1
	KORTESTW K3, K1
	JEQ fixed
	VPCMPUD $4, 192(SP), Z0, K1
	VPCMPUD $4, 256(SP), Z1, K2
	VPCMPUD $4, 320(SP), Z2, K3
	KORW K2, K1, K1
	XORL R12, R12
	MOVL $1, AX
	KORTESTW K3, K1
	CMOVLEQ AX, R12
	JMP pass

fixed:
	// Stored 16 bytes at a time, for the Go code that copies the node
	// next (see LOADBAND).
	STOREBAND(Z0, X0, 0(DI), 16(DI), 32(DI), 48(DI))
	STOREBAND(Z1, X1, 64(DI), 80(DI), 96(DI), 112(DI))
	STOREBAND(Z2, X2, 128(DI), 144(DI), 160(DI), 176(DI))

	// The fixed point: contradictions the rules leave in place (a cell
	// placed for two digits, or a naked single not placed: two of a digit
	// in a row), the cells not placed (n.unsolved), solved or not.
	XORL R8, R8 // contradictions
	MOVL $0x7ffffff, R9 // cells placed in every band so far
	FIXEDBAND(0, 0)
	FIXEDBAND(16, 4)
	FIXEDBAND(32, 8)
	TESTL R8, R8
	JNE dead
	CMPL R9, $0x7ffffff
	JNE stuck
	MOVL $1, 48(SI) // solved
	VZEROUPPER
	RET

stuck:
	THRICE(Z0, X0, 0(SI))
	THRICE(Z1, X1, 16(SI))
	THRICE(Z2, X2, 32(SI))
	XORL R10, R10
	PAIRS(0, 0)
	PAIRS(4, 16)
	PAIRS(8, 32)
	TESTL R10, R10
	JNE pairs
	MOVL $3, 48(SI) // stuck without a cell of two candidates: Go picks one
	VZEROUPPER
	RET

pairs:
	MOVB quick+44(FP), AX
	TESTB AL, AL
	JEQ pick
	// quick: the first cell of two candidates
	XORQ R11, R11
firstband:
	MOVL 64(SI)(R11*4), BX
	TESTL BX, BX
	JNE firstcell
	INCQ R11
	JMP firstband
firstcell:
	TZCNTL BX, R12
	JMP digit

pick:
	// pickPair (solve_guess.go) with the nine digits of a band in the
	// lanes of a register: for each cell with two candidates, the
	// candidates its digits would remove from its peers (row and box in its
	// band, column in the other two bands), those of cells with two
	// candidates counted twice, summed over the lanes of its two digits.
	// The first cell with the highest score, in band and position order,
	// wins.
	//
	//	Z0-Z2    the bands            Z3-Z5    their cells with two candidates
	//	R13      cellBit              Z12, Z13 peers and column of the cell
	VPANDD.BCST 64(SI), Z0, Z3
	VPANDD.BCST 68(SI), Z1, Z4
	VPANDD.BCST 72(SI), Z2, Z5
	LEAQ ·cellBit(SB), R13
	LEAQ ·bandPeers(SB), R8
	LEAQ ·colMask(SB), R9
	MOVL $-1, R10 // best score
	XORQ R11, R11 // best band
	XORQ R12, R12 // best position

	PAIRBAND(Z0, Z3, Z1, Z2, Z4, Z5, 0, cells0, next0)
	PAIRBAND(Z1, Z4, Z0, Z2, Z3, Z5, 1, cells1, next1)
	PAIRBAND(Z2, Z5, Z0, Z1, Z3, Z4, 2, cells2, next2)

digit:
	// The smallest digit of cell R12 of band R11, from the band's lanes.
	MOVL $1, AX
	MOVQ R12, CX
	SHLL CX, AX
	// All three bands are tested and the one wanted kept with CMOV: the
	// band the guess falls in is as good as random, and a branch on it
	// would often be mispredicted.
	VPBROADCASTD AX, Z14
	VPTESTMD Z14, Z0, K1
	VPTESTMD Z14, Z1, K2
	VPTESTMD Z14, Z2, K3
	KMOVW K1, AX
	KMOVW K2, BX
	KMOVW K3, DX
	CMPQ R11, $1
	CMOVQEQ BX, AX
	CMPQ R11, $2
	CMOVQEQ DX, AX
	MOVL AX, 76(SI) // the cell's digits (out[19])
	TZCNTL AX, AX
	MOVL $2, 48(SI)
	MOVL R11, 52(SI)
	MOVL R12, 56(SI)
	MOVL AX, 60(SI)
	VZEROUPPER
	RET

dead:
	VZEROUPPER
	MOVL $0, 48(SI)
	RET

// func cpuidex(leaf, sub uint32) (a, b, c, d uint32)
TEXT ·cpuidex(SB), NOSPLIT, $0-24
	MOVL leaf+0(FP), AX
	MOVL sub+4(FP), CX
	CPUID
	MOVL AX, a+8(FP)
	MOVL BX, b+12(FP)
	MOVL CX, c+16(FP)
	MOVL DX, d+20(FP)
	RET

// func xgetbv0() uint32
TEXT ·xgetbv0(SB), NOSPLIT, $0-4
	MOVL $0, CX
	XGETBV
	MOVL AX, ret+0(FP)
	RET

