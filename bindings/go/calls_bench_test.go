//go:build linux || darwin || freebsd || netbsd

package sudoku

import (
	"testing"
	"unsafe"

	"github.com/ebitengine/purego"
)

// The binding's call costs next to the raw purego call (purego.SyscallN on
// the symbol's address, arguments made once), for the cheap calls, whose
// cost is mostly the crossing. make bench runs them:
//
//	go test ./bindings/go -run '^$' -bench Calls

const (
	benchSolved = "534678912672195348198342567859761423426853791713924856961537284287419635345286179"
	benchPuzzle = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
)

func benchLibrary(b *testing.B) (*Library, uintptr) {
	if libPath == "" {
		b.Skip(skipReason)
	}
	lib, err := Open(libPath)
	if err != nil {
		b.Fatal(err)
	}
	h, err := purego.Dlopen(libPath, purego.RTLD_NOW|purego.RTLD_LOCAL)
	if err != nil {
		b.Fatal(err)
	}
	return lib, h
}

func sym(b *testing.B, h uintptr, name string) uintptr {
	addr, err := purego.Dlsym(h, name)
	if err != nil {
		b.Fatal(err)
	}
	return addr
}

func BenchmarkCalls(b *testing.B) {
	lib, h := benchLibrary(b)
	solved, _ := lib.Parse(benchSolved)
	puzzle, _ := lib.Parse(benchPuzzle)
	var out Grid
	var n int32
	var buf [lineSize]byte
	var pretty [prettySize]byte
	var marks [NumCells]uint16
	abi, validate, format := sym(b, h, "sudoku_abi_version"), sym(b, h, "sudoku_validate"), sym(b, h, "sudoku_format")
	solve, count := sym(b, h, "sudoku_solve"), sym(b, h, "sudoku_count_solutions")
	formatPretty, candidates := sym(b, h, "sudoku_format_pretty"), sym(b, h, "sudoku_candidates")
	p := func(x unsafe.Pointer) uintptr { return uintptr(x) }
	for _, c := range []struct {
		name string
		fn   func()
	}{
		{"raw_abi_version", func() { purego.SyscallN(abi) }},
		{"raw_validate", func() { purego.SyscallN(validate, p(unsafe.Pointer(&solved)), 0) }},
		{"validate", func() { lib.Validate(&solved) }},
		{"raw_format", func() { purego.SyscallN(format, p(unsafe.Pointer(&puzzle)), p(unsafe.Pointer(&buf[0])), lineSize) }},
		{"format", func() { lib.Format(&puzzle) }},
		{"raw_format_pretty", func() {
			purego.SyscallN(formatPretty, p(unsafe.Pointer(&puzzle)), p(unsafe.Pointer(&pretty[0])), prettySize)
		}},
		{"format_pretty", func() { lib.Pretty(&puzzle) }},
		{"raw_solve", func() { purego.SyscallN(solve, p(unsafe.Pointer(&puzzle)), p(unsafe.Pointer(&out))) }},
		{"solve", func() { lib.Solve(&puzzle) }},
		{"raw_count2", func() { purego.SyscallN(count, p(unsafe.Pointer(&puzzle)), 2, p(unsafe.Pointer(&n))) }},
		{"count_solutions", func() { lib.CountSolutions(&puzzle, 2) }},
		{"raw_candidates", func() { purego.SyscallN(candidates, p(unsafe.Pointer(&puzzle)), p(unsafe.Pointer(&marks))) }},
		{"candidates", func() { lib.Candidates(&puzzle) }},
	} {
		b.Run(c.name, func(b *testing.B) {
			b.ReportAllocs()
			for i := 0; i < b.N; i++ {
				c.fn()
			}
		})
	}
}
