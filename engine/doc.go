// Package engine is libsudoku's Sudoku engine in pure Go: parsing, formatting
// and validating grids; solving and counting solutions without allocating;
// human-style logic (the next step of a solve, its explanation, hints and
// ratings in the manner of Sudoku Explainer); and the generation of puzzles.
//
// A grid is 81 cells in row-major order. Each cell holds 0 for empty or a
// digit 1 to 9. Cells are numbered 0 to 80; in messages they are written in
// the players' notation r<row>c<column> with rows and columns counted from 1,
// so cell 0 is r1c1 and cell 80 is r9c9.
//
// Every function in this package is safe to call from many goroutines at
// once: the package keeps no mutable global state.
//
// # Speed
//
// Built with the tag sudoku_avx512 (go build -tags sudoku_avx512, as make
// builds the C library), the solver and Grid.Validate use AVX-512 when the
// CPU has it (Intel since Ice Lake, AMD since Zen 4; VectorPropagation
// says), for about twice the speed; the results are the same, and tests
// compare the two paths. Without the tag the package is plain Go, as `go
// get` gives it.
//
// # Where things are
//
// The file names say which part of the engine a file belongs to:
//
//	grid.go, parse.go, validate.go  Grid, units and cells; reading, writing and checking grids
//	solve*.go                       the solver: Solve, CountSolutions, SolveBatch (a bitboard
//	                                search of bands, solve_node.go, with tables in solve_tables.go;
//	                                the AVX-512 propagation in solve_avx512_amd64.*, see below)
//	logic_*.go                      the step finder: LogicSolver, Step, FindStep (logic_find.go),
//	                                Hint (logic_hint.go), Rate and Level (logic_rate.go),
//	                                explanations (logic_explain.go), chains (logic_chains.go)
//	logic_registry.go               the technique registry: how a technique is declared
//	tech_<technique>.go             one technique, or a family sharing one search (tech_fish.go):
//	                                its search, its explanation and its declaration
//	tech_registry_gen.go            the tables generated from the declarations (go generate)
//	generate*.go                    the generator: Generate, GenerateBatch, its own solver,
//	                                random numbers, symmetry and unavoidable sets
//	variant*.go                     variants (sizes 4×4 to 16×16, jigsaw regions, diagonals,
//	                                windows, groups, killer cages): Variant and its text form
//	                                (variant.go, variant_text.go), grids (variant_grid.go), a
//	                                general solver (variant_solve.go), generator
//	                                (variant_generate*.go) and step finder, hints and ratings
//	                                (variant_logic*.go, variant_hint.go, variant_explain.go)
//	pool.go                         the worker pool the batch functions share
//	abi_gen.go                      the numbers and names the C ABI shares (techniques, levels,
//	                                hint statuses, mistakes, symmetries), generated from
//	                                include/sudoku.h by internal/abigen: edit the header
package engine
