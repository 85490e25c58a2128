package engine

import (
	"fmt"
	"testing"
)

// benchSets are the shared data sets the solver benchmarks run on.
var benchSets = []string{"17_clue", "magictour_top1465", "forum_hardest_1106", "kaggle_10k"}

// BenchmarkSolve measures first-solution throughput per data set; one op is
// one puzzle.
func BenchmarkSolve(b *testing.B) {
	for _, set := range benchSets {
		b.Run(set, func(b *testing.B) {
			gs := loadGrids(b, set)
			b.ReportAllocs()
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				if _, err := Solve(&gs[i%len(gs)]); err != nil {
					b.Fatal(err)
				}
			}
			b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "puzzles/s")
		})
	}
}

// BenchmarkCount2 measures uniqueness checks (count up to 2) per data set.
func BenchmarkCount2(b *testing.B) {
	for _, set := range benchSets {
		b.Run(set, func(b *testing.B) {
			gs := loadGrids(b, set)
			b.ReportAllocs()
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				if n, err := CountSolutions(&gs[i%len(gs)], 2); err != nil || n != 1 {
					b.Fatal(n, err)
				}
			}
			b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "puzzles/s")
		})
	}
}

// benchBatch runs fn over the set in batches until b.N puzzles are done; one
// op is one puzzle.
func benchBatch(b *testing.B, set string, fn func(gs []Grid)) {
	gs := loadGrids(b, set)
	b.ReportAllocs()
	b.ResetTimer()
	for done := 0; done < b.N; done += len(gs) {
		fn(gs[:min(len(gs), b.N-done)])
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "puzzles/s")
}

// BenchmarkSolveBatch measures SolveBatch on one goroutine and on all.
func BenchmarkSolveBatch(b *testing.B) {
	for _, set := range benchSets {
		for _, threads := range []int{1, 0} {
			b.Run(fmt.Sprintf("%s/threads=%d", set, threads), func(b *testing.B) {
				var sols []Grid
				var errs []error
				benchBatch(b, set, func(gs []Grid) {
					if len(sols) < len(gs) {
						sols, errs = make([]Grid, len(gs)), make([]error, len(gs))
					}
					if err := SolveBatch(gs, sols[:len(gs)], errs[:len(gs)], threads); err != nil {
						b.Fatal(err)
					}
				})
			})
		}
	}
}

// BenchmarkCount2Batch measures CountSolutionsBatch with limit 2 on one
// goroutine and on all.
func BenchmarkCount2Batch(b *testing.B) {
	for _, set := range benchSets {
		for _, threads := range []int{1, 0} {
			b.Run(fmt.Sprintf("%s/threads=%d", set, threads), func(b *testing.B) {
				var counts []int
				var errs []error
				benchBatch(b, set, func(gs []Grid) {
					if len(counts) < len(gs) {
						counts, errs = make([]int, len(gs)), make([]error, len(gs))
					}
					if err := CountSolutionsBatch(gs, 2, counts[:len(gs)], errs[:len(gs)], threads); err != nil {
						b.Fatal(err)
					}
				})
			})
		}
	}
}
