package main

import (
	"bufio"
	"encoding/csv"
	"encoding/json"
	"fmt"
	"io"
	"slices"
	"strconv"
	"sync"
	"sync/atomic"
	"time"

	"github.com/libsudoku/libsudoku/engine"
)

// benchFlags are the flags of "sudoku bench".
type benchFlags struct {
	commonFlags
	repeat  int
	guesses int64
}

// benchPuzzle is one puzzle of a benchmark and its measured time.
type benchPuzzle struct {
	it   item
	grid engine.Grid
	took time.Duration // mean over the repeats
	err  error         // the solver's error, or a wrong solution
}

// benchReport is the summary "sudoku bench" prints; its JSON form is the
// --format json output.
type benchReport struct {
	Puzzles     int     `json:"puzzles"`
	Invalid     int     `json:"invalid"`
	Failed      int     `json:"failed"`
	Threads     int     `json:"threads"`
	Repeat      int     `json:"repeat"`
	WallSeconds float64 `json:"wall_seconds"`
	PerSecond   float64 `json:"puzzles_per_second"`
	MeanUS      float64 `json:"mean_us"`
	MedianUS    float64 `json:"median_us"`
	P90US       float64 `json:"p90_us"`
	P99US       float64 `json:"p99_us"`
	MaxUS       float64 `json:"max_us"`
	Slowest     string  `json:"slowest"`
	Interrupted bool    `json:"interrupted,omitempty"`
}

func runBench(e *env, args []string) int {
	var f benchFlags
	fs := newFlagSet(e, "bench", "[flags] [puzzle | file | -]...", `
Bench times the solver. It reads and checks every puzzle first (bad lines
are reported on standard error with their line number and left out), then
solves each one --repeat times, on --threads goroutines, timing each solve.
It checks every solution it gets (a wrong one is a failure) and prints the
number of puzzles, failures, wall time, puzzles per second, and the mean,
median, 90th and 99th percentile and slowest time per puzzle.

With --format json the summary is one JSON object; with --format csv a
header and one row. The exit status is 1 when any line was bad or any
puzzle failed. The machine is often shared: repeat a run before trusting a
difference of a few percent.`, `
  sudoku bench ../shared/data/17_clue.txt
  sudoku bench --threads 2 --repeat 5 ../shared/data/magictour_top1465.txt
  sudoku bench --format json top95.txt | python3 -m json.tool`)
	addCommon(fs, &f.commonFlags, 1)
	fs.IntVar(&f.repeat, "repeat", 1, "solve each puzzle this many `times`")
	fs.Int64Var(&f.guesses, "guesses", engine.DefaultMaxGuesses, "search budget in `guesses` (branches of the search) per puzzle; past it the puzzle fails (--budget is a time, in generate and verify)")
	pos, code := parseCommand(e, fs, &f.commonFlags, args)
	if code >= 0 {
		return code
	}
	if f.repeat < 1 {
		return usageError(e, "bench", fmt.Errorf("--repeat %d: want at least 1", f.repeat), false)
	}
	if f.guesses < 1 {
		return usageError(e, "bench", errGuesses, false)
	}

	prog := newProgress(e.stderr, f.progress, "sudoku bench", -1)
	// Read and check everything first: the timing covers solving only.
	items, interrupted := readAll(e.ctx, newReader(classify(pos), e.stdin))
	if interrupted {
		prog.finish()
		fmt.Fprintln(e.stderr, "sudoku bench: interrupted while reading the puzzles")
		return exitInterrupted
	}
	var puzzles []benchPuzzle
	invalidCount := 0
	for i := range items {
		g, err := loadPuzzle(&items[i])
		if err != nil {
			invalidCount++
			fmt.Fprintf(prog, "%s: %v\n", items[i].where(), err)
			continue
		}
		puzzles = append(puzzles, benchPuzzle{it: items[i], grid: g})
	}
	prog.finish()

	prog = newProgress(e.stderr, f.progress, "sudoku bench", len(puzzles))
	start := time.Now()
	var next atomic.Int64
	var wg sync.WaitGroup
	for range f.threads {
		wg.Go(func() {
			for e.ctx.Err() == nil {
				i := int(next.Add(1)) - 1
				if i >= len(puzzles) {
					return
				}
				benchOne(&puzzles[i], f.repeat, f.guesses)
				prog.add(1)
			}
		})
	}
	wg.Wait()
	wall := time.Since(start)
	prog.finish()

	done := min(int(next.Load()), len(puzzles))
	rep := summarize(puzzles[:done], f.threads, f.repeat, wall)
	rep.Invalid = invalidCount
	rep.Interrupted = e.ctx.Err() != nil
	for i := range puzzles[:done] {
		if p := &puzzles[i]; p.err != nil {
			fmt.Fprintf(e.stderr, "%s: %v\n", p.it.where(), p.err)
		}
	}
	out := bufio.NewWriter(e.stdout)
	writeBenchReport(out, f.format, &rep)
	if err := out.Flush(); err != nil {
		fmt.Fprintf(e.stderr, "sudoku bench: %v\n", err)
		return exitFailed
	}
	switch {
	case rep.Interrupted:
		fmt.Fprintf(e.stderr, "sudoku bench: interrupted after %d of %d puzzles\n", done, len(puzzles))
		return exitInterrupted
	case rep.Failed > 0 || rep.Invalid > 0:
		return exitFailed
	}
	return exitOK
}

// benchOne solves p repeat times and records the mean time and any failure.
func benchOne(p *benchPuzzle, repeat int, budget int64) {
	var sol engine.Grid
	var err error
	t0 := time.Now()
	for range repeat {
		sol, err = engine.SolveBudget(&p.grid, budget)
	}
	p.took = time.Since(t0) / time.Duration(repeat)
	switch {
	case err != nil:
		p.err = err
	case !engine.IsSolution(&p.grid, &sol):
		p.err = fmt.Errorf("the solver returned %s, which is not a solution", sol.String())
	}
}

// summarize computes the report of the timed puzzles.
func summarize(ps []benchPuzzle, threads, repeat int, wall time.Duration) benchReport {
	rep := benchReport{Puzzles: len(ps), Threads: threads, Repeat: repeat, WallSeconds: wall.Seconds()}
	if len(ps) == 0 {
		return rep
	}
	times := make([]time.Duration, len(ps))
	var sum time.Duration
	slowest := 0
	for i := range ps {
		times[i] = ps[i].took
		sum += ps[i].took
		if ps[i].err != nil {
			rep.Failed++
		}
		if ps[i].took > ps[slowest].took {
			slowest = i
		}
	}
	slices.Sort(times)
	us := func(d time.Duration) float64 { return float64(d.Nanoseconds()) / 1e3 }
	pct := func(p int) time.Duration { return times[min(len(times)-1, len(times)*p/100)] }
	rep.PerSecond = float64(len(ps)*repeat) / wall.Seconds()
	rep.MeanUS = us(sum / time.Duration(len(ps)))
	rep.MedianUS = us(times[len(times)/2])
	rep.P90US = us(pct(90))
	rep.P99US = us(pct(99))
	rep.MaxUS = us(times[len(times)-1])
	rep.Slowest = ps[slowest].it.where()
	return rep
}

// writeBenchReport writes the report as text, one JSON object, or a CSV
// header and row.
func writeBenchReport(w io.Writer, format string, r *benchReport) {
	switch format {
	case "json":
		b, _ := json.Marshal(r)
		fmt.Fprintf(w, "%s\n", b)
	case "csv":
		cw := csv.NewWriter(w)
		cw.Write([]string{"puzzles", "invalid", "failed", "threads", "repeat", "wall_seconds", "puzzles_per_second",
			"mean_us", "median_us", "p90_us", "p99_us", "max_us", "slowest"})
		ff := func(v float64) string { return strconv.FormatFloat(v, 'f', 3, 64) }
		cw.Write([]string{strconv.Itoa(r.Puzzles), strconv.Itoa(r.Invalid), strconv.Itoa(r.Failed),
			strconv.Itoa(r.Threads), strconv.Itoa(r.Repeat), ff(r.WallSeconds), ff(r.PerSecond),
			ff(r.MeanUS), ff(r.MedianUS), ff(r.P90US), ff(r.P99US), ff(r.MaxUS), r.Slowest})
		cw.Flush()
	default:
		fmt.Fprintf(w, "puzzles     %d solved %d time(s) each on %d thread(s); %d failed, %d invalid lines\n",
			r.Puzzles, r.Repeat, r.Threads, r.Failed, r.Invalid)
		fmt.Fprintf(w, "wall time   %.3fs, %.0f puzzles/s\n", r.WallSeconds, r.PerSecond)
		fmt.Fprintf(w, "per puzzle  mean %s  median %s  p90 %s  p99 %s  max %s (%s)\n",
			fmtUS(r.MeanUS), fmtUS(r.MedianUS), fmtUS(r.P90US), fmtUS(r.P99US), fmtUS(r.MaxUS), r.Slowest)
	}
}

// fmtUS formats microseconds for people.
func fmtUS(us float64) string {
	return time.Duration(us * 1e3).Round(100 * time.Nanosecond).String()
}
