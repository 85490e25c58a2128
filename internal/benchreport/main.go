// Command benchreport measures the solver on the shared data sets and prints
// one line per set and operation:
//
//	bench <set> <op> <puzzles/s> <ns/puzzle> <allocs/op>
//
// The operations are solve (Solve on one goroutine), count2 (CountSolutions
// with limit 2 on one goroutine), solve_batch and count2_batch (SolveBatch and
// CountSolutionsBatch on every core, -threads), each the median of -count
// runs of at least -benchtime. With -c PROGRAM it also runs that C program,
// which calls sudoku_solve and sudoku_count_solutions in a loop through the
// shared library, on each set and prints its lines (ops c_solve and
// c_count2, allocs "-").
//
// The sets are the shared data sets and the ones derived from them at run
// time (see sets.go): hardest_guesses, and the puzzles with two or more
// solutions 17_clue_minus_one and random_20_26_clues. The derived sets are
// written to -out, for the C program and for other solvers to read.
//
// The one-thread operations (solve, count2, c_solve) are timed in CPU time of
// their thread, so that on a shared, loaded machine they measure the work
// rather than the wait for a core (-clock wall times them by the wall clock).
// The batches are always timed by the wall clock: their point is the elapsed
// time on every core.
//
// With -generate N it measures level generation instead (see generate.go).
//
// make bench runs it; the data sets are found like the tests find them
// (shared/data beside the project, or $SUDOKU_DATA_DIR).
package main

import (
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"time"

	"github.com/libsudoku/libsudoku/engine"
	"github.com/libsudoku/libsudoku/internal/datasets"
)

var (
	sets      = flag.String("sets", "kaggle_10k,17_clue,magictour_top1465,forum_hardest_1106,hardest_guesses,17_clue_minus_one,random_20_26_clues", "comma-separated data sets")
	outDir    = flag.String("out", "build/benchsets", "folder the derived sets are written to")
	writeOnly = flag.Bool("write", false, "only write the derived sets of -sets to -out")
	suffix    = flag.String("suffix", "", "appended to the names of the operations (make bench marks the pure-Go engine's lines _purego)")
	onlyOne   = flag.Bool("single", false, "only the one-thread operations (solve, count2)")
	scaling   = flag.Bool("scaling", true, "also time SolveBatch on 1 and 2 threads, by the wall clock and in process CPU time")
	benchtime = flag.Duration("benchtime", time.Second, "minimum time of one run")
	count     = flag.Int("count", 3, "runs per line; the median is printed")
	threads   = flag.Int("threads", 0, "goroutines of the batch operations (<= 0: all cores)")
	cProgram  = flag.String("c", "", "C loop program to run on each set (see benchmarks/c_loop.c)")
	clock     = flag.String("clock", "cpu", "clock of the one-thread operations: cpu (thread CPU time) or wall")
	generate  = flag.Int("generate", 0, "only measure level generation, on this many seeds per level (see generate.go)")
)

// op runs one operation on puzzles; the measurement calls it repeatedly.
// batch ops use every core and are timed by the wall clock.
type op struct {
	name  string
	batch bool
	run   func(gs []engine.Grid)
}

func main() {
	flag.Parse()
	fmt.Printf("# engine vector propagation: %v\n", engine.VectorPropagation())
	if *generate > 0 {
		reportGenerate(*generate)
		return
	}
	dir, err := datasets.Dir()
	if err != nil {
		fail(err)
	}
	for _, name := range strings.Split(*sets, ",") {
		set, err := loadSet(name)
		if err != nil {
			fail(err)
		}
		path := filepath.Join(dir, name+".txt")
		if _, derived := derivedSets[name]; derived {
			if path, err = writeSet(*outDir, set); err != nil {
				fail(err)
			}
		}
		if *writeOnly {
			fmt.Printf("%s: %d puzzles\n", path, len(set.grids))
			continue
		}
		for _, o := range ops(set) {
			if *onlyOne && o.batch {
				continue
			}
			rate, allocs := measure(set.grids, o.run, !o.batch && *clock == "cpu")
			fmt.Printf("bench %s %s%s %.0f %.0f %d\n", name, o.name, *suffix, rate, 1e9/rate, allocs)
		}
		if *scaling && !*onlyOne {
			reportScaling(set)
		}
		if *cProgram != "" {
			out, err := exec.Command(*cProgram, path, name, fmt.Sprint((*benchtime).Seconds()), *clock).Output()
			if err != nil {
				fail(fmt.Errorf("%s: %v", *cProgram, err))
			}
			fmt.Print(string(out))
		}
	}
}

// ops returns the four operations on set, with result buffers for its
// puzzles. count2 checks every count: 1 for a set of proper puzzles, 2 for
// a set of puzzles with several solutions.
func ops(set benchSet) []op {
	n := len(set.grids)
	want := 1
	if set.multi {
		want = 2
	}
	sols := make([]engine.Grid, n)
	counts := make([]int, n)
	errs := make([]error, n)
	check := func(err error) {
		if err != nil {
			fail(err)
		}
	}
	return []op{
		{"solve", false, func(gs []engine.Grid) {
			for i := range gs {
				_, err := engine.Solve(&gs[i])
				check(err)
			}
		}},
		{"count2", false, func(gs []engine.Grid) {
			for i := range gs {
				if c, err := engine.CountSolutions(&gs[i], 2); err != nil || c != want {
					fail(fmt.Errorf("puzzle %d: count %d, %v", i+1, c, err))
				}
			}
		}},
		{"solve_batch", true, func(gs []engine.Grid) {
			check(engine.SolveBatch(gs, sols[:len(gs)], errs[:len(gs)], *threads))
			for _, err := range errs[:len(gs)] {
				check(err)
			}
		}},
		{"count2_batch", true, func(gs []engine.Grid) {
			check(engine.CountSolutionsBatch(gs, 2, counts[:len(gs)], errs[:len(gs)], *threads))
			for i, err := range errs[:len(gs)] {
				check(err)
				if counts[i] != want {
					fail(fmt.Errorf("puzzle %d: count %d", i+1, counts[i]))
				}
			}
		}},
	}
}

// measure returns the median rate in puzzles per second of -count runs, and
// the heap allocations per puzzle of the median run. Each run goes over the
// whole set (again and again) for at least -benchtime, of the thread's CPU
// time if cpu is set, else of the wall clock.
func measure(gs []engine.Grid, run func([]engine.Grid), cpu bool) (rate float64, allocs uint64) {
	now := func() time.Duration { return time.Duration(time.Now().UnixNano()) }
	if cpu {
		runtime.LockOSThread()
		defer runtime.UnlockOSThread()
		now = threadCPU
	}
	type result struct {
		rate   float64
		allocs uint64
	}
	run(gs[:min(len(gs), 100)]) // warm up
	var results []result
	for range *count {
		var before, after runtime.MemStats
		runtime.GC()
		runtime.ReadMemStats(&before)
		start := now()
		n := 0
		for now()-start < *benchtime {
			run(gs)
			n += len(gs)
		}
		elapsed := now() - start
		runtime.ReadMemStats(&after)
		results = append(results, result{float64(n) / elapsed.Seconds(), (after.Mallocs - before.Mallocs) / uint64(n)})
	}
	slices.SortFunc(results, func(a, b result) int {
		switch {
		case a.rate < b.rate:
			return -1
		case a.rate > b.rate:
			return 1
		}
		return 0
	})
	m := results[len(results)/2]
	return m.rate, m.allocs
}

func load(set string) ([]engine.Grid, error) {
	lines, err := datasets.Puzzles(set + ".txt")
	if err != nil {
		return nil, err
	}
	gs := make([]engine.Grid, len(lines))
	for i, l := range lines {
		if gs[i], err = engine.Parse(l); err != nil {
			return nil, fmt.Errorf("%s line %d: %v", set, i+1, err)
		}
	}
	return gs, nil
}

func fail(err error) {
	fmt.Fprintln(os.Stderr, "benchreport:", err)
	os.Exit(1)
}

// reportScaling times SolveBatch on one and on two goroutines, by the wall
// clock and in the CPU time of the process, and prints
//
//	bench <set> solve_batch_1t|solve_batch_2t <puzzles/s> <ns/puzzle> <allocs/op>
//	scaling <set> 2t/1t <wall-clock speed-up> cpu <CPU per puzzle, 2t/1t> load <1-minute load average>
//
// The speed-up by the wall clock is what a caller sees, and needs two idle
// cores to reach 2; the CPU time per puzzle says how much work the second
// goroutine adds whatever the load (1.00 is none).
func reportScaling(set benchSet) {
	sols := make([]engine.Grid, len(set.grids))
	errs := make([]error, len(set.grids))
	var wall, cpu [3]float64 // seconds per puzzle, by thread count
	for _, t := range []int{1, 2} {
		type result struct{ wall, cpu float64 }
		var rs []result
		engine.SolveBatch(set.grids[:min(len(set.grids), 100)], sols, errs[:min(len(set.grids), 100)], t) // warm up
		for range *count {
			start, cpuStart := time.Now(), processCPU()
			n := 0
			for time.Since(start) < *benchtime {
				if err := engine.SolveBatch(set.grids, sols, errs, t); err != nil {
					fail(err)
				}
				n += len(set.grids)
			}
			rs = append(rs, result{time.Since(start).Seconds() / float64(n), (processCPU() - cpuStart).Seconds() / float64(n)})
		}
		slices.SortFunc(rs, func(a, b result) int {
			switch {
			case a.wall < b.wall:
				return -1
			case a.wall > b.wall:
				return 1
			}
			return 0
		})
		m := rs[len(rs)/2]
		wall[t], cpu[t] = m.wall, m.cpu
		fmt.Printf("bench %s solve_batch_%dt %.0f %.0f -\n", set.name, t, 1/m.wall, m.wall*1e9)
	}
	fmt.Printf("scaling %s 2t/1t %.2f cpu %.2f load %s\n", set.name, wall[1]/wall[2], cpu[2]/cpu[1], loadAverage())
}

// loadAverage returns the 1-minute load average, or "?" where it cannot
// be read.
func loadAverage() string {
	b, err := os.ReadFile("/proc/loadavg")
	if err != nil {
		return "?"
	}
	return strings.Fields(string(b))[0]
}
