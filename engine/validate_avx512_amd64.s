//go:build sudoku_avx512

#include "textflag.h"

// func validVector(grid *Grid) bool
//
// valid with AVX-512 (see validate_avx512_amd64.go): each cell becomes a
// 16-bit word with bit v-1 for digit v (0 for an empty cell), the words
// are gathered unit by unit (lane u of Z5 takes the k-th cell of unit u,
// for k = 0..8), and a unit repeats a digit exactly when the sum of its
// words differs from their union.
TEXT ·validVector(SB), NOSPLIT, $0-9
	MOVQ grid+0(FP), DI
	VMOVDQU8 0(DI), Z0
	MOVL $0x1ffff, AX
	KMOVQ AX, K3
	VMOVDQU8.Z 64(DI), K3, Z1
	MOVL $0x09090909, AX
	VPBROADCASTD AX, Z7
	VPCMPUB $6, Z7, Z0, K1 // a cell above 9
	VPCMPUB $6, Z7, Z1, K2
	KORTESTQ K1, K2
	JNE bad
	VPMOVZXBW Y0, Z2
	VEXTRACTI64X4 $1, Z0, Y7
	VPMOVZXBW Y7, Z3
	VPMOVZXBW Y1, Z4
	MOVL $0x00010001, AX
	VPBROADCASTD AX, Z8
	VPSUBW Z8, Z2, Z2 // v-1; 0xffff for an empty cell, which shifts to 0
	VPSUBW Z8, Z3, Z3
	VPSUBW Z8, Z4, Z4
	VPSLLVW Z2, Z8, Z2
	VPSLLVW Z3, Z8, Z3
	VPSLLVW Z4, Z8, Z4
	VPXORD Z9, Z9, Z9 // the sum of each unit
	VPXORD Z10, Z10, Z10 // the union
	LEAQ ·unitCellIndex(SB), SI
	LEAQ ·unitCellHigh(SB), R8
	MOVQ $0, CX
gather:
	VMOVDQU16 (SI), Z5
	VMOVDQA64 Z5, Z6
	VPERMI2W Z3, Z2, Z5 // cells 0-63
	KMOVD (R8)(CX*4), K1
	VPERMW Z4, Z6, K1, Z5 // cells 64-80 (and the padding, 0)
	VPADDW Z5, Z9, Z9
	VPORD Z5, Z10, Z10
	ADDQ $64, SI
	INCQ CX
	CMPQ CX, $9
	JLT gather
	VPCMPEQW Z9, Z10, K1
	KMOVD K1, AX
	NOTL AX
	ANDL $0x7ffffff, AX
	JNE bad
	VZEROUPPER
	MOVB $1, ret+8(FP)
	RET
bad:
	VZEROUPPER
	MOVB $0, ret+8(FP)
	RET
