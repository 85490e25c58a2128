package engine

import (
	"fmt"
	"os"
	"sort"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// logicSets are the data sets the hint and rating benchmarks run on.
var logicSets = []string{"kaggle_10k", "top95", "se_rated_diabolical_3k"}

func TestLogicAllocationFree(t *testing.T) {
	p := mustParse(t, "48.3............71.2.......7.5....6....2..8.............1.76...3.....4......5....")
	var ls LogicSolver
	var buf [explanationBufSize]byte
	allocs := testing.AllocsPerRun(5, func() {
		r, err := ls.Rate(&p, MaxRating)
		if err != nil || !r.Complete {
			panic(err)
		}
	})
	assert.Zero(t, allocs, "LogicSolver.Rate")
	allocs = testing.AllocsPerRun(5, func() {
		if _, err := Rate(&p); err != nil {
			panic(err)
		}
	})
	assert.Zero(t, allocs, "Rate")
	var res HintResult
	allocs = testing.AllocsPerRun(5, func() {
		var err error
		res, err = ls.Hint(&p, &p, nil)
		if err != nil {
			panic(err)
		}
		res.Step.AppendExplanation(buf[:0])
	})
	assert.Zero(t, allocs, "Hint and AppendExplanation")
	require.Equal(t, HintStep, res.Status)
}

// explanationBufSize is a buffer size that holds any explanation.
const explanationBufSize = 8192

// hintStates returns the grids and candidates met along the simplest-first
// solve of p, where a player could ask for a hint.
func hintStates(p *Grid) (grids []Grid, cands [][NumCells]uint16) {
	return styleStates(p, StyleSE)
}

// styleStates returns the grids and candidates met along the simplest-first
// solve of p in a hint style, each style taking its own steps.
func styleStates(p *Grid, style HintStyle) (grids []Grid, cands [][NumCells]uint16) {
	var ls LogicSolver
	if ls.Reset(p, nil) != nil {
		return
	}
	var st Step
	for !ls.Solved() {
		grids = append(grids, ls.Grid())
		cands = append(cands, ls.Candidates())
		if !ls.NextIn(&st, style) {
			break
		}
		ls.Apply(&st)
	}
	return
}

// BenchmarkHint measures one hint at every point of the simplest-first
// solve of each puzzle of a set (one op = one hint, with pencil marks).
func BenchmarkHint(b *testing.B) {
	for _, set := range logicSets {
		b.Run(set, func(b *testing.B) {
			gs := loadGrids(b, set)
			if len(gs) > 300 {
				gs = gs[:300]
			}
			type state struct {
				p, g Grid
				c    [NumCells]uint16
			}
			var states []state
			for i := range gs {
				grids, cands := hintStates(&gs[i])
				for k := range grids {
					states = append(states, state{gs[i], grids[k], cands[k]})
				}
			}
			var ls LogicSolver
			b.ReportAllocs()
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				s := &states[i%len(states)]
				if _, err := ls.Hint(&s.p, &s.g, &s.c); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// BenchmarkRate measures a full rating per puzzle.
func BenchmarkRate(b *testing.B) {
	for _, set := range logicSets {
		b.Run(set, func(b *testing.B) {
			gs := loadGrids(b, set)
			var ls LogicSolver
			b.ReportAllocs()
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				if _, err := ls.Rate(&gs[i%len(gs)], MaxRating); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// TestLogicTimingReport prints the median and worst CPU time (of the thread,
// so that waiting for a core on a loaded machine does not count) of one hint (at
// every point of every solve) and of one full rating, per data set. It runs
// only with LOGIC_TIMING=1 (all sets) or LOGIC_TIMING=<set>: timings on a shared machine are noisy, and it
// asserts nothing.
func TestLogicTimingReport(t *testing.T) {
	if os.Getenv("LOGIC_TIMING") == "" {
		t.Skip("set LOGIC_TIMING=1 to print hint and rating timings")
	}
	sets := logicSets
	if v := os.Getenv("LOGIC_TIMING"); v != "1" {
		sets = []string{v}
	}
	defer lockThread()()
	for _, set := range sets {
		lines := loadSet(t, set+".txt")
		gs := make([]Grid, len(lines))
		for i, l := range lines {
			gs[i] = mustParse(t, l)
		}
		var ls LogicSolver
		var hintT, rateT []time.Duration
		var hintUpTo7 []time.Duration
		for i := range gs {
			t0 := threadCPU()
			_, err := ls.Rate(&gs[i], MaxRating)
			rateT = append(rateT, threadCPU()-t0)
			require.NoError(t, err)
			grids, cands := hintStates(&gs[i])
			for k := range grids {
				t0 := threadCPU()
				res, err := ls.Hint(&gs[i], &grids[k], &cands[k])
				d := threadCPU() - t0
				require.NoError(t, err)
				hintT = append(hintT, d)
				if res.Status != HintStep || res.Step.Rating <= 70 {
					hintUpTo7 = append(hintUpTo7, d)
				}
			}
		}
		fmt.Printf("%-24s puzzles=%5d  rate median=%9v worst=%9v | hint (%6d) median=%8v p99=%8v worst=%9v | hints<=7.0 median=%8v p99=%8v\n",
			set, len(gs), med(rateT), worst(rateT), len(hintT), med(hintT), pctl(hintT, 0.99), worst(hintT), med(hintUpTo7), pctl(hintUpTo7, 0.99))
	}
}

func med(d []time.Duration) time.Duration { return pctl(d, 0.5) }

func pctl(d []time.Duration, q float64) time.Duration {
	if len(d) == 0 {
		return 0
	}
	s := append([]time.Duration(nil), d...)
	sort.Slice(s, func(a, b int) bool { return s[a] < s[b] })
	return s[int(q*float64(len(s)-1))]
}

func worst(d []time.Duration) time.Duration { return pctl(d, 1) }

// hintTimingSets are the sets of TestHintStyleTimingReport, with how many
// of their puzzles it solves: the first 100, but 10 of forum_hardest_1106,
// whose extended hints fall back to SE's forcing chains at up to seconds
// each.
var hintTimingSets = []struct {
	name    string
	puzzles int
}{
	{"se_rated_medium_250", 100}, {"se_rated_hard_3k", 100}, {"se_rated_diabolical_3k", 100},
	{"se_rated_diabolical_more_3k", 100}, {"kaggle_10k", 100}, {"top95", 100}, {"hardest", 100},
	{"magictour_top1465", 100}, {"forum_hardest_1106", 10},
}

// hintTimingRuns is how many times TestHintStyleTimingReport times each
// hint, keeping the least: on a machine shared with other jobs one run's
// CPU time varies with what shares the core's caches.
const hintTimingRuns = 3

// TestHintStyleTimingReport prints, per data set and hint style, the CPU
// time of the thread for one hint (HintWith, the uniqueness check
// included) at every point of the simplest-first solve of each of the
// set's first puzzles, each style on its own solve path: the median, p99
// and worst, with the technique of the worst hint, and how many took over
// 20 ms. It runs only with
// HINT_TIMING=1 (the sets of hintTimingSets) or HINT_TIMING=<set>, and
// asserts nothing.
func TestHintStyleTimingReport(t *testing.T) {
	v := os.Getenv("HINT_TIMING")
	if v == "" {
		t.Skip("set HINT_TIMING=1 to print the hint times of both styles")
	}
	defer lockThread()()
	for _, set := range hintTimingSets {
		if v != "1" && v != set.name {
			continue
		}
		gs := loadGrids(t, set.name)
		if len(gs) > set.puzzles {
			gs = gs[:set.puzzles]
		}
		for _, style := range []HintStyle{StyleSE, StyleExtended} {
			var ls LogicSolver
			var times []time.Duration
			var slowest time.Duration
			var slowTech Technique
			slowPuzzle, stuck, over20 := 0, 0, 0
			for i := range gs {
				grids, cands := styleStates(&gs[i], style)
				for k := range grids {
					var res HintResult
					d := time.Duration(1 << 62)
					for run := 0; run < hintTimingRuns; run++ {
						t0 := threadCPU()
						r, err := ls.HintWith(&gs[i], &grids[k], &cands[k], HintOptions{Style: style})
						d = min(d, threadCPU()-t0)
						require.NoError(t, err)
						res = r
					}
					times = append(times, d)
					if res.Status != HintStep {
						stuck++
					}
					if d > 20*time.Millisecond {
						over20++
					}
					if d > slowest {
						slowest, slowTech, slowPuzzle = d, res.Step.Technique, i+1
					}
				}
			}
			fmt.Printf("%-28s %-8s puzzles=%4d hints=%6d median=%9v p99=%9v worst=%9v (%s, puzzle %d) over 20 ms=%d no step=%d\n",
				set.name, style, len(gs), len(times), med(times), pctl(times, 0.99), worst(times), slowTech, slowPuzzle, over20, stuck)
		}
	}
}
