//go:build !sudoku_faultinject

package engine

// injectFault and injectFaultSeed are the points where a test build of the
// library (-tags sudoku_faultinject, see faultinject_on.go) panics inside a
// batch worker on a designated input. In every other build they do nothing
// and compile to nothing.
func injectFault(*Grid)      {}
func injectFaultSeed(uint64) {}
