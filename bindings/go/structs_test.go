//go:build linux || darwin || freebsd || netbsd

package sudoku

// structLayouts returns the sizes and field offsets of the binding's copies
// of the header's structs (none yet in this version).
func structLayouts() []headerValue { return nil }
