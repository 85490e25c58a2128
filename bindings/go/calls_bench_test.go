//go:build linux || darwin || freebsd || netbsd

package sudoku

import (
	"sort"
	"testing"
	"time"
	"unsafe"

	"github.com/ebitengine/purego"
)

// The binding's call costs next to the raw purego call (purego.SyscallN on
// the symbol's address, arguments made once), for the cheap calls, whose
// cost is mostly the crossing. make bench runs them:
//
//	go test ./bindings/go -run '^$' -bench Calls
//
// Each benchmark times a call and its raw call together, interleaved (see
// timePair), and reports both: ns/op for the binding's call, raw-ns/op for
// the raw one.

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
	b.Run("raw_abi_version", func(b *testing.B) {
		for i := 0; i < b.N; i++ {
			purego.SyscallN(abi)
		}
	})
	for _, c := range []struct {
		name      string
		raw, call func()
	}{
		{"validate", func() { purego.SyscallN(validate, p(unsafe.Pointer(&solved)), 0) }, func() { lib.Validate(&solved) }},
		{"format", func() { purego.SyscallN(format, p(unsafe.Pointer(&puzzle)), p(unsafe.Pointer(&buf[0])), lineSize) },
			func() { lib.Format(&puzzle) }},
		{"format_pretty", func() {
			purego.SyscallN(formatPretty, p(unsafe.Pointer(&puzzle)), p(unsafe.Pointer(&pretty[0])), prettySize)
		}, func() { lib.Pretty(&puzzle) }},
		{"solve", func() { purego.SyscallN(solve, p(unsafe.Pointer(&puzzle)), p(unsafe.Pointer(&out))) },
			func() { lib.Solve(&puzzle) }},
		{"count_solutions", func() { purego.SyscallN(count, p(unsafe.Pointer(&puzzle)), 2, p(unsafe.Pointer(&n))) },
			func() { lib.CountSolutions(&puzzle, 2) }},
		{"candidates", func() { purego.SyscallN(candidates, p(unsafe.Pointer(&puzzle)), p(unsafe.Pointer(&marks))) },
			func() { lib.Candidates(&puzzle) }},
	} {
		b.Run(c.name, func(b *testing.B) { timePair(b, c.raw, c.call) })
	}
}

// timePair times raw and call together: runs of pairChunk calls of each in
// turn (each going first every other time), b.N calls of each in all, by the
// wall clock. It reports raw-ns/op, the median of raw's runs, and ns/op,
// that times the median of call's runs' ratios to the raw run beside them:
// on a loaded machine a run that another program interrupts is an outlier
// the median leaves out, and a change of the machine's speed moves both
// alike, leaving the ratio.
func timePair(b *testing.B, raw, call func()) {
	const pairChunk = 100
	var raws, ratios []float64
	run := func(fn func()) float64 {
		start := time.Now()
		for i := 0; i < pairChunk; i++ {
			fn()
		}
		return float64(time.Since(start).Nanoseconds()) / pairChunk
	}
	for done, k := 0, 0; done < b.N; done, k = done+pairChunk, k+1 {
		var r, c float64
		if k%2 == 0 {
			r, c = run(raw), run(call)
		} else {
			c, r = run(call), run(raw)
		}
		raws, ratios = append(raws, r), append(ratios, c/r)
	}
	rawNs := median(raws)
	b.ReportMetric(rawNs, "raw-ns/op")
	b.ReportMetric(rawNs*median(ratios), "ns/op")
}

// median returns the middle of xs (the mean of the two middle ones for an
// even count); it sorts xs.
func median(xs []float64) float64 {
	sort.Float64s(xs)
	m := len(xs) / 2
	if len(xs)%2 == 0 {
		return (xs[m-1] + xs[m]) / 2
	}
	return xs[m]
}
