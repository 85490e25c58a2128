//go:build (linux || darwin || freebsd || netbsd) && !race

package sudoku

import (
	"testing"
	"unsafe"

	"github.com/ebitengine/purego"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The cheap calls allocate what the bare purego.SyscallN call allocates
// (its variadic argument slice) and one object for their output, which
// SyscallN (go:uintptrescapes) puts on the heap: the string of Format and
// Pretty (which shares its memory with the C call's buffer), the solution,
// the count, the pencil marks. Nothing more. (Not under the race detector,
// whose sync.Pool drops items at random; purego keeps its call records in
// one.)
func TestCheapCallsAllocateOnlyTheirResult(t *testing.T) {
	lib := open(t)
	h, err := purego.Dlopen(libPath, purego.RTLD_NOW|purego.RTLD_LOCAL)
	require.NoError(t, err)
	validate, err := purego.Dlsym(h, "sudoku_validate")
	require.NoError(t, err)
	solved, err := lib.Parse(benchSolved)
	require.NoError(t, err)
	puzzle, err := lib.Parse(benchPuzzle)
	require.NoError(t, err)

	raw := testing.AllocsPerRun(200, func() { purego.SyscallN(validate, uintptr(unsafe.Pointer(&solved)), 0) })
	line := ""
	for _, c := range []struct {
		name  string
		extra float64 // the output's allocation
		fn    func()
	}{
		{"Validate", 0, func() { _ = lib.Validate(&solved) }},
		{"Solve", 1, func() { _, _ = lib.Solve(&puzzle) }},
		{"CountSolutions", 1, func() { _, _ = lib.CountSolutions(&puzzle, 2) }},
		{"Candidates", 1, func() { _, _ = lib.Candidates(&puzzle) }},
		{"Format", 1, func() { line, _ = lib.Format(&puzzle) }},
		{"Pretty", 1, func() { _, _ = lib.Pretty(&puzzle) }},
	} {
		assert.LessOrEqual(t, testing.AllocsPerRun(200, c.fn), raw+c.extra, "%s: allocations per call (a bare SyscallN makes %v)", c.name, raw)
	}
	assert.Equal(t, benchPuzzle, line, "Format's string, which shares its buffer with the C call")
}
