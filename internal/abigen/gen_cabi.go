package main

import "fmt"

// cabiFile writes internal/cabi/abi_gen.go: the status codes and the chain
// kinds with their names, for the pure-Go rules of the C interface that
// the cgo library (capi) and the WebAssembly module (bindings/js/wasm)
// share.
func cabiFile(m *Model) (output, error) {
	var w goWriter
	for _, name := range cabiEnums {
		en := m.Enum(name)
		intro := fmt.Sprintf("The values of %s (%s in include/sudoku.h).", en.purego.typ, en.macroPattern())
		if name == "statuses" {
			intro = fmt.Sprintf("The status codes of include/sudoku.h (%s).", en.macroPattern())
		}
		m.goEnumBlock(&w, en, en.purego, en.puregoIdent, intro)
	}
	return w.file("internal/cabi/abi_gen.go", "cabi", "")
}

// cabiEnums are the tables internal/cabi has, spelled as in bindings/go.
var cabiEnums = []string{"statuses", "chain_kinds"}
