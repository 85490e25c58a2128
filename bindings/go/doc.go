// Package sudoku is the Go binding of libsudoku's C interface that needs no
// cgo: it loads the shared library (build/libsudoku.so) at run time with
// github.com/ebitengine/purego, so programs using it build with
// CGO_ENABLED=0.
//
//	import sudoku "github.com/libsudoku/libsudoku/bindings/go"
//
//	p, err := sudoku.Parse("53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79")
//	...
//	sol, err := sudoku.Solve(&p)
//
// The binding is thin: every call goes through one function of
// include/sudoku.h, and nothing of the engine is compiled in. Its names follow
// package engine (Parse, Solve, CountSolutions, Grid.Validate), so code can
// move between the two; errors carry the C status (see Status and Error), and
// errors.Is(err, sudoku.ErrUnsolvable) works as with the engine.
//
// The package-level functions use the library that Default finds (the
// SUDOKU_LIBRARY environment variable, then the executable's folder, then
// the system); Open loads a given file instead.
//
// # One process, two Go runtimes
//
// libsudoku carries its own Go runtime, so a Go program using this package
// runs two Go runtimes in one process. That is only reliable on Linux (ELF);
// on other platforms, Go programs import
// github.com/libsudoku/libsudoku/engine directly, which is also faster and
// needs no shared library. The library can never be unloaded, and must not
// be used in the child of a fork without exec.
package sudoku
