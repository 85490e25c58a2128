// Command wasm is libsudoku's engine as a WebAssembly module for the
// JavaScript binding (bindings/js): built with GOOS=wasip1 GOARCH=wasm
// -buildmode=c-shared into sudoku.wasm, a WASI reactor whose exports
// (exports_wasip1.go) the JS layer calls after _initialize. It imports
// only a few wasi_snapshot_preview1 functions (clock, random, fd_write for
// panics), which bindings/js/src/wasi.js provides in Node and in browsers.
//
// Calls exchange bytes through two buffers in the module's memory: the
// caller writes the input (text, or 81 cells per grid) into the input
// buffer (sudoku_input returns it, grown to the size asked), calls an
// operation, and reads its answer, one JSON object (ops.go, json.go), from
// sudoku_output for the length the call returned. The buffers belong to
// the instance: one instance serves one thread (a Worker makes its own).
//
// On other platforms the package builds to nothing useful; its tests run
// the operations directly.
package main

func main() {}
