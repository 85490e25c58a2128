package engine

import (
	"errors"
	"os"
	"slices"
	"testing"
	"time"

	"github.com/stretchr/testify/require"
)

// naiveMinimal is the straightforward generator the issue compares with: a
// random full grid, then every clue in random order removed if the general
// counter still finds one solution.
func naiveMinimal(s *genSolver, r *rng) Grid {
	p := s.fillRandom(r)
	var order [NumCells]uint8
	for i := range order {
		order[i] = uint8(i)
	}
	r.shuffle(order[:])
	for _, c := range order {
		d := p[c]
		p[c] = 0
		if n, err := CountSolutions(&p, 2); err != nil || n != 1 {
			p[c] = d
		}
	}
	return p
}

// BenchmarkGenerateNaiveMinimal is the baseline; one op is one puzzle.
func BenchmarkGenerateNaiveMinimal(b *testing.B) {
	var s genSolver
	r := newRNG(1)
	for b.Loop() {
		naiveMinimal(&s, &r)
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "puzzles/s")
}

var benchGenerateCases = []struct {
	name string
	opts GenerateOptions
}{
	{"minimal", GenerateOptions{}},
	{"rotate180", GenerateOptions{Symmetry: SymmetryRotate180}},
	{"rotate90", GenerateOptions{Symmetry: SymmetryRotate90}},
	{"diagonal", GenerateOptions{Symmetry: SymmetryDiagonal}},
	{"clues30", GenerateOptions{Clues: 30}},
	{"clues25", GenerateOptions{Clues: 25}},
	{"clues22", GenerateOptions{Clues: 22}},
}

// BenchmarkGenerate measures single-thread generation; one op is one puzzle
// (seeds 0, 1, 2, ...).
func BenchmarkGenerate(b *testing.B) {
	for _, tc := range benchGenerateCases {
		b.Run(tc.name, func(b *testing.B) {
			opts := tc.opts
			b.ReportAllocs()
			for b.Loop() {
				if _, err := Generate(&opts); err != nil {
					b.Fatal(err)
				}
				opts.Seed++
			}
			b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "puzzles/s")
		})
	}
}

// BenchmarkGenerateBatch2 measures GenerateBatch on 2 threads; one op is
// one puzzle (batches of 256, or 32 for the levels).
func BenchmarkGenerateBatch2(b *testing.B) {
	cases := benchGenerateCases[:2]
	for l := LevelEasy; l <= LevelExtreme; l++ {
		cases = append(cases, struct {
			name string
			opts GenerateOptions
		}{l.String(), GenerateOptions{Level: l}})
	}
	for _, tc := range cases {
		b.Run(tc.name, func(b *testing.B) {
			opts := tc.opts
			size := 256
			if opts.Level != 0 {
				size = 32
			}
			out := make([]Generated, size)
			n := 0
			for b.Loop() {
				if err := GenerateBatch(&opts, 0, out, nil, 2); err != nil {
					b.Fatal(err)
				}
				opts.Seed++
				n += len(out)
			}
			b.ReportMetric(float64(n)/b.Elapsed().Seconds(), "puzzles/s")
		})
	}
}

// BenchmarkGenerateLevel measures difficulty-targeted generation per level;
// one op is one puzzle. It needs the rating.
func BenchmarkGenerateLevel(b *testing.B) {
	for l := LevelEasy; l <= LevelExtreme; l++ {
		b.Run(l.String(), func(b *testing.B) {
			opts := GenerateOptions{Level: l}
			for b.Loop() {
				if _, err := Generate(&opts); err != nil {
					b.Fatal(err)
				}
				opts.Seed++
			}
			b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "puzzles/s")
		})
	}
}

// TestGenerateLevelTimes reports how long each level takes (median and
// 95th percentile over 100 seeds, in thread CPU time, which a loaded machine
// disturbs less than wall time) and checks every puzzle's band with the
// rating. It runs when SUDOKU_GENERATE_TIMES is set, since timings belong
// to benchmarks and the machine may be shared.
func TestGenerateLevelTimes(t *testing.T) {
	if os.Getenv("SUDOKU_GENERATE_TIMES") == "" {
		t.Skip("set SUDOKU_GENERATE_TIMES=1 to measure")
	}
	rate := raterForGenerator()()
	defer lockThread()()
	const n = 100
	for l := LevelEasy; l <= LevelExtreme; l++ {
		lo, hi, _ := LevelBand(l)
		times := make([]time.Duration, 0, n)
		attempts, limits := 0, 0
		for seed := range uint64(n) {
			start := threadCPU()
			res, err := Generate(&GenerateOptions{Seed: seed, Level: l})
			times = append(times, threadCPU()-start)
			attempts += res.Attempts
			if errors.Is(err, ErrLimit) {
				limits++
				continue
			}
			require.NoError(t, err)
			r, ok := rate(&res.Puzzle, &res.Solution, ratingBeyond)
			require.True(t, ok && r >= lo && r <= hi, "%v seed %d: rating %d", l, seed, r)
		}
		slices.Sort(times)
		t.Logf("%-8s CPU median %8v  p95 %8v  max %8v  attempts/puzzle %.2f  ErrLimit %d/%d",
			l, times[n/2].Round(10*time.Microsecond), times[n*95/100].Round(10*time.Microsecond),
			times[n-1].Round(10*time.Microsecond), float64(attempts)/n, limits, n)
	}
}

// TestGenerateSpeedReport compares the generator with the straightforward
// one (naiveMinimal) in thread CPU time, best of 7 rounds, which a shared,
// loaded machine disturbs less than wall time. It runs when
// SUDOKU_GENERATE_TIMES is set.
func TestGenerateSpeedReport(t *testing.T) {
	if os.Getenv("SUDOKU_GENERATE_TIMES") == "" {
		t.Skip("set SUDOKU_GENERATE_TIMES=1 to measure")
	}
	defer lockThread()()
	var s genSolver
	r := newRNG(1)
	kinds := []struct {
		name string
		n    int
		make func(i int)
	}{
		{"naive", 100, func(int) { naiveMinimal(&s, &r) }},
		{"minimal", 1000, func(i int) { Generate(&GenerateOptions{Seed: uint64(i)}) }},
		{"rotate180", 1000, func(i int) { Generate(&GenerateOptions{Seed: uint64(i), Symmetry: SymmetryRotate180}) }},
		{"clues30", 1000, func(i int) { Generate(&GenerateOptions{Seed: uint64(i), Clues: 30}) }},
	}
	best := map[string]time.Duration{}
	for range 7 {
		for _, k := range kinds {
			start := threadCPU()
			for i := range k.n {
				k.make(i)
			}
			per := (threadCPU() - start) / time.Duration(k.n)
			if b, ok := best[k.name]; !ok || per < b {
				best[k.name] = per
			}
		}
	}
	for _, k := range kinds {
		per := best[k.name]
		t.Logf("%-9s %8v CPU per puzzle  %6.0f puzzles/s  %4.1fx the straightforward generator",
			k.name, per.Round(100*time.Nanosecond), float64(time.Second)/float64(per), float64(best["naive"])/float64(per))
	}
}
