//go:build !cgo

package sudoku

const builtWithCgo = false
