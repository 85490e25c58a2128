package engine

import (
	"testing"
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
// one puzzle (batches of 256).
func BenchmarkGenerateBatch2(b *testing.B) {
	for _, tc := range benchGenerateCases[:2] {
		b.Run(tc.name, func(b *testing.B) {
			opts := tc.opts
			out := make([]Generated, 256)
			n := 0
			for b.Loop() {
				if err := GenerateBatch(&opts, out, nil, 2); err != nil {
					b.Fatal(err)
				}
				opts.Seed++
				n += len(out)
			}
			b.ReportMetric(float64(n)/b.Elapsed().Seconds(), "puzzles/s")
		})
	}
}
