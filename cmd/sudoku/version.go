package main

import (
	"encoding/json"
	"fmt"

	"github.com/libsudoku/libsudoku/engine"
)

// runVersion prints the versions a pack depends on: the library's release,
// its C ABI and the generator's algorithm (the same seed and options give
// the same puzzles for one generator version).
func runVersion(e *env, args []string) int {
	var format string
	fs := newFlagSet(e, "version", "[--format text|json]", `
Version prints the release of libsudoku this command is built from, the
version of its C interface (ABI) and the version of the generator's
algorithm. A pack is reproducible from its seed and options for one
generator version: keep this beside the pack. "sudoku --version" prints the
same.`, `
  sudoku version
  sudoku version --format json`)
	fs.StringVar(&format, "format", "text", "output `format`: text or json")
	pos, code := parseCommand(e, fs, nil, args)
	if code >= 0 {
		return code
	}
	if len(pos) > 0 {
		return usageError(e, "version", fmt.Errorf("unexpected argument %q", pos[0]), false)
	}
	switch format {
	case "text":
		fmt.Fprintf(e.stdout, "libsudoku %s\nABI version %d\ngenerator version %d\n",
			engine.Version, engine.ABIVersion, engine.GeneratorVersion)
	case "json":
		b, _ := json.Marshal(struct {
			Version   string `json:"version"`
			ABI       int    `json:"abi"`
			Generator int    `json:"generator"`
		}{engine.Version, engine.ABIVersion, engine.GeneratorVersion})
		fmt.Fprintf(e.stdout, "%s\n", b)
	default:
		return usageError(e, "version", fmt.Errorf("--format %q: want text or json", format), false)
	}
	return exitOK
}
