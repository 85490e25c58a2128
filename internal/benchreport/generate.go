package main

import (
	"errors"
	"fmt"
	"os/exec"
	"runtime"
	"slices"
	"strconv"
	"time"

	"github.com/libsudoku/libsudoku/engine"
)

// This file measures level generation (-generate N): for each level, Generate
// on seeds 0 to N-1, one goroutine, in thread CPU time, and prints
//
//	bench generate_<level> generate <puzzles/s> <ns/puzzle> <allocs/op>
//	# generate_<level>: median <CPU> p95 <CPU> max <CPU> per puzzle, attempts/puzzle <a>, ErrLimit <k>/<N>
//
// (the median run of -count, each over the same seeds: the work is the same
// every run, so the median filters out the load). Beside them, when qqwing
// (Debian's qqwing package) is installed, the generator the issue compares
// with: `qqwing --generate N --difficulty expert`, in the CPU time of its
// process,
//
//	bench qqwing_expert generate <puzzles/s> <ns/puzzle> -

// genRun is one run over the seeds of a level.
type genRun struct {
	total    time.Duration   // thread CPU of the whole run
	times    []time.Duration // per puzzle, sorted
	allocs   uint64          // heap allocations per puzzle
	attempts int
	limits   int // puzzles given back with ErrLimit
}

// reportGenerate prints the generation lines for seeds 0..n-1 of each level.
func reportGenerate(n int) {
	for l := engine.LevelEasy; l <= engine.LevelExtreme; l++ {
		generateLevel(l, min(n, 20)) // warm up
		var runs []genRun
		for range *count {
			runs = append(runs, generateLevel(l, n))
		}
		slices.SortFunc(runs, func(a, b genRun) int { return int(a.total - b.total) })
		m := runs[len(runs)/2]
		rate := float64(n) / m.total.Seconds()
		name := "generate_" + l.String()
		fmt.Printf("bench %s generate %.0f %.0f %d\n", name, rate, 1e9/rate, m.allocs)
		fmt.Printf("# %s: median %v p95 %v max %v per puzzle, attempts/puzzle %.2f, ErrLimit %d/%d\n", name,
			round(m.times[n/2]), round(m.times[n*95/100]), round(m.times[n-1]), float64(m.attempts)/float64(n), m.limits, n)
	}
	reportQQWing(n)
}

// generateLevel generates seeds 0..n-1 of level l, timing each puzzle.
func generateLevel(l engine.Level, n int) genRun {
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	r := genRun{times: make([]time.Duration, 0, n)}
	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	opts := engine.GenerateOptions{Level: l}
	for seed := range uint64(n) {
		opts.Seed = seed
		start := threadCPU()
		res, err := engine.Generate(&opts)
		d := threadCPU() - start
		switch {
		case errors.Is(err, engine.ErrLimit):
			r.limits++
		case err != nil:
			fail(fmt.Errorf("generate %v seed %d: %v", l, seed, err))
		}
		r.total += d
		r.times = append(r.times, d)
		r.attempts += res.Attempts
	}
	runtime.ReadMemStats(&after)
	r.allocs = (after.Mallocs - before.Mallocs) / uint64(n)
	slices.Sort(r.times)
	return r
}

// reportQQWing times qqwing's expert generation, n puzzles per run, in the
// CPU time of its process (median of -count runs).
func reportQQWing(n int) {
	path, err := exec.LookPath("qqwing")
	if err != nil {
		fmt.Println("bench qqwing_expert: SKIPPED: qqwing not found; apt-get install qqwing")
		return
	}
	var cpus []time.Duration
	for range *count {
		cmd := exec.Command(path, "--generate", strconv.Itoa(n), "--difficulty", "expert", "--one-line")
		if err := cmd.Run(); err != nil {
			fail(fmt.Errorf("qqwing: %v", err))
		}
		cpus = append(cpus, cmd.ProcessState.UserTime()+cmd.ProcessState.SystemTime())
	}
	slices.Sort(cpus)
	rate := float64(n) / cpus[len(cpus)/2].Seconds()
	fmt.Printf("bench qqwing_expert generate %.0f %.0f -\n", rate, 1e9/rate)
}

// round rounds a duration to a readable precision.
func round(d time.Duration) time.Duration { return d.Round(time.Microsecond) }
