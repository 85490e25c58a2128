package engine

// vectorSupported reports whether this build and CPU have the vector
// propagation of solve_avx512_amd64.go (built with the tag sudoku_avx512,
// run on a CPU with AVX-512). It is set once, at start-up, and only read
// after. Otherwise every search uses propagate, the pure-Go reference.
var vectorSupported bool
