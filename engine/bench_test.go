package engine

import (
	"testing"
)

// benchSets are the shared data sets the solver benchmarks run on.
var benchSets = []string{"17_clue", "magictour_top1465", "forum_hardest_1106", "kaggle_10k"}

func loadBench(b *testing.B, set string) []Grid {
	b.Helper()
	lines := loadSet(b, set+".txt")
	gs := make([]Grid, len(lines))
	for i, s := range lines {
		gs[i] = mustParse(b, s)
	}
	return gs
}

// BenchmarkSolve measures first-solution throughput per data set; one op is
// one puzzle.
func BenchmarkSolve(b *testing.B) {
	for _, set := range benchSets {
		b.Run(set, func(b *testing.B) {
			gs := loadBench(b, set)
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
			gs := loadBench(b, set)
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
