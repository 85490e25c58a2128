package engine

// vectorSupported reports whether this build and CPU have the vector
// propagation of solve_avx512_amd64.go (built with the tag sudoku_avx512,
// run on a CPU with AVX-512). It is set once, at start-up, and only read
// after. Otherwise every search uses propagate, the pure-Go reference.
var vectorSupported bool

// VectorPropagation reports whether solving and counting use the AVX-512
// propagation: the engine was built with the tag sudoku_avx512 (as make
// builds the library) and runs on a CPU with AVX-512. Either way the
// results are the same; only the speed differs.
func VectorPropagation() bool { return vectorSupported }
