package main

import (
	"fmt"

	"github.com/libsudoku/libsudoku/engine"
)

// runVersion prints the release, the ABI and the generator version, all
// from include/sudoku.h through the engine:
//
//	sudoku 0.3.0 (libsudoku ABI 2, generator 2)
func runVersion(e *env, args []string) int {
	fs := newFlagSet(e, "version", "", `
Version prints the release of libsudoku this tool was built from, the ABI
version of its C interface (the number in the soname) and the generator
version (the same seed and options give the same puzzle for one generator
version). The release is the SUDOKU_VERSION of include/sudoku.h, as in the
library and every package.`, `
  sudoku version
  sudoku --version`)
	pos, code := parseCommand(e, fs, nil, args)
	if code >= 0 {
		return code
	}
	if len(pos) > 0 {
		fmt.Fprintln(e.stderr, "sudoku version: takes no arguments")
		return exitUsage
	}
	fmt.Fprintf(e.stdout, "sudoku %s (libsudoku ABI %d, generator %d)\n", engine.Version, engine.ABIVersion, engine.GeneratorVersion)
	return exitOK
}
