package main

import (
	"runtime"
	"runtime/debug"
	"strconv"
	"strings"
	"testing"
	"unsafe"
)

// Every export allocates nothing on the Go heap (issue 17.5): a host calling
// the library in a loop never wakes the Go garbage collector, which keeps
// resident memory flat and the runtime's scavenger, and with it the
// network poller (see netpoll_test.go), asleep. The one exception is a
// refused grid or text: the engine's error that names the cells or the
// character is one small allocation (16 to 48 bytes). The tests call the
// exports as the host does, through their cgo signatures, with the inputs
// of a game: valid grids and the errors players make. Long calls are
// measured without a sudoku_control (with one, the context a call makes
// for it costs a few small allocations; the header says so).

// The C types of the exports' arguments, as cgo names them.
type (
	cU8    = _Ctype_uint8_t
	cU16   = _Ctype_uint16_t
	cI32   = _Ctype_int32_t
	cChar  = _Ctype_char
	cError = _Ctype_sudoku_error
)

const (
	allocClassic  = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
	allocSolution = "534678912672195348198342567859761423426853791713924856961537284287419635345286179"
	allocChain    = "48.3............71.2.......7.5....6....2..8.............1.76...3.....4......5...."
)

// cells returns the 81 cells of a line of text.
func cells(s string) *[81]cU8 {
	var g [81]cU8
	for i := range g {
		if c := s[i]; c >= '1' && c <= '9' {
			g[i] = cU8(c - '0')
		}
	}
	return &g
}

// sized returns a zeroed C struct of type T with its leading size field set.
func sized[T any]() *T {
	v := new(T)
	*(*uint32)(unsafe.Pointer(v)) = uint32(unsafe.Sizeof(*v))
	return v
}

func u8(g *[81]cU8) *cU8 { return &g[0] }

// allocCase is one export called with one kind of input; call checks its
// result and reports a problem by returning a non-empty string.
type allocCase struct {
	name    string
	refused int // inputs the call refuses: one allocation each
	call    func() string
}

func allocCases(t *testing.T) []allocCase {
	classic, solution, chain := cells(allocClassic), cells(allocSolution), cells(allocChain)
	conflict := cells(allocClassic)
	conflict[1] = 5 // two 5s in row 1
	outOfRange := cells(allocClassic)
	outOfRange[80] = 12
	unsolvable := cells("12345678." + "........9" + strings.Repeat(".", 63))
	var empty [81]cU8
	wrong := cells(allocClassic)
	wrong[2] = 1 // a wrong digit, for the hint's mistakes
	var marks [81]cU16
	for i := range marks {
		if classic[i] == 0 {
			marks[i] = 1 << (solution[i] - 1)
		}
	}
	line := []byte(allocClassic)
	pretty := []byte("5 3 . | . 7 . | . . .\n6 . . | 1 9 5 | . . .\n. 9 8 | . . . | . 6 .\n------+-------+------\n" +
		"8 . . | . 6 . | . . 3\n4 . . | 8 . 3 | . . 1\n7 . . | . 2 . | . . 6\n------+-------+------\n" +
		". 6 . | . . . | 2 8 .\n. . . | 4 1 9 | . . 5\n. . . | . 8 . | . 7 9\n")
	badText := []byte(allocClassic[:40] + "x" + allocClassic[41:])
	text := func(b []byte) (*cChar, cI32) { return (*cChar)(unsafe.Pointer(&b[0])), cI32(len(b)) }

	var out [81]cU8
	var buf [512]cChar
	var count cI32
	errOut := sized[cError]()
	hint := sized[_Ctype_sudoku_hint_result]()
	var hintText [8192]cChar
	rating := sized[_Ctype_sudoku_rate_result]()
	genOpts := sized[_Ctype_sudoku_generate_options]()
	levelOpts := sized[_Ctype_sudoku_generate_options]()
	levelOpts.level = 2
	const batchN = 64
	var batchIn, batchOut [batchN * 81]cU8
	var batchStatuses, batchCounts [batchN]cI32
	for i := range batchN {
		copy(batchIn[81*i:], classic[:])
		batchIn[81*i+i%81] = 0
	}
	var refusedIn [batchN * 81]cU8
	copy(refusedIn[:], batchIn[:])
	copy(refusedIn[81*7:], conflict[:])
	const genN = 4
	var genOut [genN * 81]cU8
	var genStatuses [genN]cI32

	// A variant: X-Sudoku, a published puzzle (engine/variant_published_test.go).
	xText := []byte("9x9,x")
	xv, xn := (*cChar)(unsafe.Pointer(&xText[0])), cI32(len(xText))
	xPuzzle := cells("2.............62....1....7...6..8...3...9...7...6..4...4....8....52.............3")
	xLine := []byte("2.............62....1....7...6..8...3...9...7...6..4...4....8....52.............3")
	xConflict := cells("22............62....1....7...6..8...3...9...7...6..4...4....8....52.............3")
	var xSolution [81]cU8
	if got := sudoku_variant_solve(xv, xn, u8(xPuzzle), u8(&xSolution), 81); got != statusOK {
		t.Fatalf("sudoku_variant_solve: status %d", got)
	}
	vInfo := sized[_Ctype_sudoku_variant_info]()
	vUnit := sized[_Ctype_sudoku_variant_unit_info]()
	vHint := sized[_Ctype_sudoku_variant_hint_result]()

	var marksOut [81]cU16
	anyBoard := sized[_Ctype_sudoku_hint_options]()
	anyBoard.flags = 1 // SUDOKU_HINT_ANY_BOARD
	explained := sized[_Ctype_sudoku_explain_result]()
	var steps [128]_Ctype_sudoku_step
	steps[0].size = _Ctype_uint32_t(unsafe.Sizeof(steps[0]))
	var explainText [1 << 16]cChar
	chainPuzzleIn, chainGridIn := cells(chainPuzzle), cells(chainGrid)
	chainMarksIn := chainMarksOf(t)
	chainOut := newChainCall(9, 512, 1024, 49152)

	st := func(got cI32, want int32) string {
		if int32(got) != want {
			return "status " + strconv.Itoa(int(got)) + ", want " + strconv.Itoa(int(want))
		}
		return ""
	}
	return []allocCase{
		{"abi_version", 0, func() string { return st(sudoku_abi_version(), abiVersion) }},
		{"version_string", 0, func() string { _ = sudoku_version_string(); return "" }},
		{"status_string", 0, func() string { _ = sudoku_status_string(statusConflict); return "" }},
		{"status_message", 0, func() string { _ = sudoku_status_message(statusLimit); return "" }},
		{"technique_name", 0, func() string { _ = sudoku_technique_name(8); return "" }},
		{"level_name", 0, func() string { _ = sudoku_level_name(2); return "" }},
		{"generator_version", 0, func() string { _ = sudoku_generator_version(); return "" }},
		{"parse line", 0, func() string { p, n := text(line); return st(sudoku_parse(p, n, u8(&out)), statusOK) }},
		{"parse drawing", 0, func() string { p, n := text(pretty); return st(sudoku_parse(p, n, u8(&out)), statusOK) }},
		{"parse stray character", 1, func() string { p, n := text(badText); return st(sudoku_parse(p, n, u8(&out)), statusParse) }},
		{"check_text", 0, func() string {
			p, n := text(line)
			return st(sudoku_check_text(p, n, u8(&out), unsafe.Pointer(errOut)), statusOK)
		}},
		{"check_text stray character", 1, func() string {
			p, n := text(badText)
			return st(sudoku_check_text(p, n, u8(&out), unsafe.Pointer(errOut)), statusParse)
		}},
		{"format", 0, func() string { return st(sudoku_format(u8(classic), &buf[0], cI32(len(buf))), statusOK) }},
		{"format_pretty", 0, func() string { return st(sudoku_format_pretty(u8(classic), &buf[0], cI32(len(buf))), statusOK) }},
		{"validate", 0, func() string { return st(sudoku_validate(u8(classic), unsafe.Pointer(errOut)), statusOK) }},
		{"validate conflict", 1, func() string { return st(sudoku_validate(u8(conflict), unsafe.Pointer(errOut)), statusConflict) }},
		{"validate out of range", 1, func() string {
			return st(sudoku_validate(u8(outOfRange), unsafe.Pointer(errOut)), statusRange)
		}},
		{"validate conflict, no details", 1, func() string { return st(sudoku_validate(u8(conflict), nil), statusConflict) }},
		{"solve", 0, func() string { return st(sudoku_solve(u8(classic), u8(&out)), statusOK) }},
		{"solve conflict", 1, func() string { return st(sudoku_solve(u8(conflict), u8(&out)), statusConflict) }},
		{"solve unsolvable", 0, func() string { return st(sudoku_solve(u8(unsolvable), u8(&out)), statusUnsolvable) }},
		{"count_solutions", 0, func() string { return st(sudoku_count_solutions(u8(classic), 2, &count), statusOK) }},
		{"count_solutions of the empty grid", 0, func() string { return st(sudoku_count_solutions(u8(&empty), 100, &count), statusOK) }},
		{"count_solutions out of range", 1, func() string { return st(sudoku_count_solutions(u8(outOfRange), 2, &count), statusRange) }},
		{"hint", 0, func() string {
			return st(sudoku_hint(u8(classic), u8(classic), nil, nil, unsafe.Pointer(hint), &hintText[0], cI32(len(hintText))), statusOK)
		}},
		{"hint with marks", 0, func() string {
			return st(sudoku_hint(u8(classic), u8(classic), &marks[0], nil, unsafe.Pointer(hint), &hintText[0], cI32(len(hintText))), statusOK)
		}},
		{"hint on mistakes", 0, func() string {
			return st(sudoku_hint(u8(classic), u8(wrong), nil, nil, unsafe.Pointer(hint), &hintText[0], cI32(len(hintText))), statusOK)
		}},
		{"hint chain", 0, func() string {
			return st(sudoku_hint(u8(chain), u8(chain), nil, nil, unsafe.Pointer(hint), &hintText[0], cI32(len(hintText))), statusOK)
		}},
		{"candidates", 0, func() string { return st(sudoku_candidates(u8(classic), &marksOut[0]), statusOK) }},
		{"hint on any board", 0, func() string {
			return st(sudoku_hint(u8(&empty), u8(&empty), nil, unsafe.Pointer(anyBoard), unsafe.Pointer(hint), &hintText[0], cI32(len(hintText))), statusOK)
		}},
		{"explain", 0, func() string {
			return st(sudoku_explain(u8(classic), nil, unsafe.Pointer(explained), unsafe.Pointer(&steps[0]), cI32(len(steps)), &explainText[0], cI32(len(explainText)), nil), statusOK)
		}},
		{"hint_chain dynamic forcing chain", 0, func() string {
			return st(sudoku_hint_chain(u8(chainPuzzleIn), u8(chainGridIn), &chainMarksIn[0], nil, unsafe.Pointer(chainOut.hint), unsafe.Pointer(chainOut.chain),
				unsafe.Pointer(&chainOut.branches[0]), 9, unsafe.Pointer(&chainOut.nodes[0]), 512, &chainOut.parents[0], 1024, &chainOut.text[0], 49152, nil), statusOK)
		}},
		{"hint_chain, no chain", 0, func() string {
			return st(sudoku_hint_chain(u8(classic), u8(classic), nil, nil, nil, unsafe.Pointer(chainOut.chain), nil, 0, nil, 0, nil, 0, nil, 0, nil), statusOK)
		}},
		{"rate", 0, func() string { return st(sudoku_rate(u8(classic), nil, unsafe.Pointer(rating), nil), statusOK) }},
		{"rate chain", 0, func() string { return st(sudoku_rate(u8(chain), nil, unsafe.Pointer(rating), nil), statusOK) }},
		{"solve_batch 1 thread", 0, func() string {
			return st(sudoku_solve_batch(&batchIn[0], batchN, &batchOut[0], &batchStatuses[0], 1, nil), statusOK)
		}},
		{"solve_batch 2 threads", 0, func() string {
			return st(sudoku_solve_batch(&batchIn[0], batchN, &batchOut[0], &batchStatuses[0], 2, nil), statusOK)
		}},
		{"solve_batch with a refused puzzle", 1, func() string {
			return st(sudoku_solve_batch(&refusedIn[0], batchN, &batchOut[0], &batchStatuses[0], 2, nil), statusOK)
		}},
		{"count_solutions_batch 2 threads", 0, func() string {
			return st(sudoku_count_solutions_batch(&batchIn[0], batchN, 2, &batchCounts[0], &batchStatuses[0], 2, nil), statusOK)
		}},
		{"variant_check", 0, func() string {
			return st(sudoku_variant_check(xv, xn, unsafe.Pointer(vInfo), unsafe.Pointer(errOut)), statusOK)
		}},
		{"variant_unit", 0, func() string { return st(sudoku_variant_unit(xv, xn, 27, unsafe.Pointer(vUnit)), statusOK) }},
		{"variant_parse", 0, func() string {
			p, n := text(xLine)
			return st(sudoku_variant_parse(xv, xn, p, n, u8(&out), 81, unsafe.Pointer(errOut)), statusOK)
		}},
		{"variant_format", 0, func() string {
			return st(sudoku_variant_format(xv, xn, u8(xPuzzle), 81, &buf[0], cI32(len(buf))), statusOK)
		}},
		{"variant_validate", 0, func() string {
			return st(sudoku_variant_validate(xv, xn, u8(xPuzzle), 81, unsafe.Pointer(errOut)), statusOK)
		}},
		{"variant_validate conflict", 1, func() string {
			return st(sudoku_variant_validate(xv, xn, u8(xConflict), 81, unsafe.Pointer(errOut)), statusConflict)
		}},
		{"variant_solve", 0, func() string { return st(sudoku_variant_solve(xv, xn, u8(xPuzzle), u8(&out), 81), statusOK) }},
		{"variant_count_solutions", 0, func() string {
			return st(sudoku_variant_count_solutions(xv, xn, u8(xPuzzle), 81, 2, &count), statusOK)
		}},
		{"variant_hint", 0, func() string {
			return st(sudoku_variant_hint(xv, xn, u8(xPuzzle), u8(xPuzzle), nil, 81, nil, unsafe.Pointer(vHint), &hintText[0], cI32(len(hintText))), statusOK)
		}},
		{"variant_rate", 0, func() string {
			return st(sudoku_variant_rate(xv, xn, u8(xPuzzle), 81, nil, unsafe.Pointer(rating), nil), statusOK)
		}},
		{"generate", 0, func() string {
			genOpts.seed++
			return st(sudoku_generate(unsafe.Pointer(genOpts), u8(&out), nil, nil, nil), statusOK)
		}},
		{"generate level, rated", 0, func() string {
			levelOpts.seed++
			return st(sudoku_generate(unsafe.Pointer(levelOpts), u8(&out), nil, unsafe.Pointer(rating), nil), statusOK)
		}},
		{"generate_batch 2 threads", 0, func() string {
			genOpts.seed++
			return st(sudoku_generate_batch(unsafe.Pointer(genOpts), genN, &genOut[0], nil, nil, &genStatuses[0], 2, nil), statusOK)
		}},
	}
}

// TestExportsAllocateNothing calls each export with each kind of input and
// fails unless the calls allocate nothing (one allocation for each refused
// input). It counts as testing.AllocsPerRun does, from the runtime's
// statistics, but keeps GOMAXPROCS as it is, so that the batches' several
// workers run.
func TestExportsAllocateNothing(t *testing.T) {
	if raceEnabled {
		t.Skip("skipped under the race detector: its sync.Pool drops items at random, so pooled calls allocate")
	}
	if runtime.GOMAXPROCS(0) < 2 {
		defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(2))
	}
	// No collection during the test: one would empty the sync.Pools the
	// calls take their buffers from, and the next call would allocate them
	// again (in a host that only calls the library, nothing else allocates,
	// so no collection ever runs).
	defer debug.SetGCPercent(debug.SetGCPercent(-1))
	runs := 100
	if testing.Short() {
		runs = 20
	}
	for _, c := range allocCases(t) {
		if msg := c.call(); msg != "" {
			t.Errorf("%s: the call failed (%s)", c.name, msg)
			continue
		}
		allocs, bytes := allocsPerCall(runs, c.call)
		t.Logf("%-36s %6.2f allocations %8.0f bytes a call", c.name, allocs, bytes)
		// A call that allocates allocates every time; a few allocations
		// in hundreds of calls are the runtime's, settling (its per-core
		// caches of wait queue entries and pool chains filling up): up to
		// two in a round of the -short mode's 20 calls, 5% of the full 100.
		if allocs < float64(c.refused) || allocs >= float64(c.refused)+max(0.05, 2.5/float64(runs)) {
			t.Errorf("%s: %.2f allocations (%.0f bytes) a call, want %d", c.name, allocs, bytes, c.refused)
		}
	}
}

// allocsPerCall returns the heap allocations and bytes of one call of f,
// averaged over runs calls. It takes the least of three rounds after a
// warm-up: a sync.Pool is per core, and a goroutine that moves to another
// core may find that core's pool empty a few times before every core's
// holds what the calls reuse.
func allocsPerCall(runs int, f func() string) (allocs, bytes float64) {
	for range 20 {
		f()
	}
	allocs, bytes = -1, -1
	for range 3 {
		var before, after runtime.MemStats
		runtime.ReadMemStats(&before)
		for range runs {
			f()
		}
		runtime.ReadMemStats(&after)
		a := float64(after.Mallocs-before.Mallocs) / float64(runs)
		if allocs < 0 || a < allocs {
			allocs, bytes = a, float64(after.TotalAlloc-before.TotalAlloc)/float64(runs)
		}
	}
	return allocs, bytes
}
