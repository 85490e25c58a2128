package main

import "fmt"

// cabiFile writes internal/cabi/abi_gen.go: the status codes and their
// names, for the pure-Go rules of the C interface that the cgo library
// (capi) and the WebAssembly module (bindings/js/wasm) share.
func cabiFile(m *Model) (output, error) {
	var w goWriter
	en := m.Enum("statuses")
	m.goEnumBlock(&w, en, en.purego, en.puregoIdent,
		fmt.Sprintf("The status codes of include/sudoku.h (%s).", en.macroPattern()))
	return w.file("internal/cabi/abi_gen.go", "cabi", "")
}
