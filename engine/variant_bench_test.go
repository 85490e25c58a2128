package engine

import (
	"fmt"
	"sync"
	"testing"
	"time"
)

// Benchmarks of the variants: solve, count up to 2, generate, rate and hint
// for each kind of variant, on packs the generator makes from fixed seeds.
// Besides the wall-clock ns/op, each reports cpu-µs/op, the thread CPU time
// of one operation (on a shared, loaded machine it measures the work, not
// the wait for a core), and puzzles/s from it. `make bench-variants` runs
// them.

// variantBenchKind is one kind of variant puzzle.
type variantBenchKind struct {
	name    string
	variant string
	opts    VariantGenerateOptions
	pack    int // puzzles in the pack
}

var variantBenchKinds = []variantBenchKind{
	{"4x4", "4x4", VariantGenerateOptions{}, 50},
	{"6x6", "6x6", VariantGenerateOptions{}, 50},
	{"9x9", "9x9", VariantGenerateOptions{}, 30},
	{"9x9_x", "9x9,x", VariantGenerateOptions{}, 30},
	{"9x9_windoku", "9x9,w", VariantGenerateOptions{}, 30},
	{"9x9_jigsaw", "9x9", VariantGenerateOptions{Jigsaw: true}, 20},
	{"9x9_killer", "9x9", VariantGenerateOptions{Killer: true}, 20},
	{"12x12", "12x12", VariantGenerateOptions{}, 10},
	{"16x16", "16x16", VariantGenerateOptions{}, 10},
	{"16x16_jigsaw", "16x16", VariantGenerateOptions{Jigsaw: true}, 5},
	{"16x16_killer", "16x16", VariantGenerateOptions{Killer: true}, 5},
}

// benchPuzzle is one puzzle of a pack.
type benchPuzzle struct {
	v      *Variant
	puzzle []uint8
}

// variantPacks caches the packs across the benchmark functions of one run.
var variantPacks sync.Map // kind name -> []benchPuzzle

func variantPack(b *testing.B, k variantBenchKind) (*Variant, []benchPuzzle) {
	b.Helper()
	base, err := ParseVariant(k.variant)
	if err != nil {
		b.Fatal(err)
	}
	if p, ok := variantPacks.Load(k.name); ok {
		return base, p.([]benchPuzzle)
	}
	var pack []benchPuzzle
	for i := 0; i < k.pack; i++ {
		o := k.opts
		o.Seed, o.Budget = 1000, time.Minute
		g, err := base.GenerateItem(&o, uint64(i))
		if err != nil {
			b.Fatal(err)
		}
		pack = append(pack, benchPuzzle{g.Variant, g.Puzzle})
	}
	variantPacks.Store(k.name, pack)
	return base, pack
}

// benchCPU runs op b.N times (op i gets i) and reports the thread CPU time
// per op.
func benchCPU(b *testing.B, op func(i int)) {
	defer lockThread()()
	b.ReportAllocs()
	b.ResetTimer()
	start := threadCPU()
	for i := 0; i < b.N; i++ {
		op(i)
	}
	cpu := threadCPU() - start
	b.ReportMetric(float64(cpu.Microseconds())/float64(b.N), "cpu-µs/op")
	b.ReportMetric(float64(b.N)/cpu.Seconds(), "puzzles/s")
}

func BenchmarkVariantSolve(b *testing.B) {
	for _, k := range variantBenchKinds {
		b.Run(k.name, func(b *testing.B) {
			_, pack := variantPack(b, k)
			var s VariantSolver
			sol := make([]uint8, MaxVariantCells)
			benchCPU(b, func(i int) {
				p := &pack[i%len(pack)]
				if err := s.Solve(p.v, p.puzzle, sol[:p.v.ncells], DefaultVariantBudget); err != nil {
					b.Fatal(err)
				}
			})
		})
	}
}

func BenchmarkVariantCount2(b *testing.B) {
	for _, k := range variantBenchKinds {
		b.Run(k.name, func(b *testing.B) {
			_, pack := variantPack(b, k)
			var s VariantSolver
			benchCPU(b, func(i int) {
				p := &pack[i%len(pack)]
				if n, err := s.Count(p.v, p.puzzle, 2, DefaultVariantBudget); err != nil || n != 1 {
					b.Fatal(n, err)
				}
			})
		})
	}
}

func BenchmarkVariantRate(b *testing.B) {
	for _, k := range variantBenchKinds {
		b.Run(k.name, func(b *testing.B) {
			_, pack := variantPack(b, k)
			l := new(VariantLogic)
			benchCPU(b, func(i int) {
				p := &pack[i%len(pack)]
				if _, err := l.Rate(p.v, p.puzzle, MaxRating); err != nil {
					b.Fatal(err)
				}
			})
		})
	}
}

func BenchmarkVariantHint(b *testing.B) {
	for _, k := range variantBenchKinds {
		b.Run(k.name, func(b *testing.B) {
			_, pack := variantPack(b, k)
			l := new(VariantLogic)
			res := new(VariantHintResult)
			benchCPU(b, func(i int) {
				p := &pack[i%len(pack)]
				if err := l.Hint(p.v, p.puzzle, p.puzzle, nil, res); err != nil {
					b.Fatal(err)
				}
			})
		})
	}
}

// BenchmarkVariantGenerate makes puzzle i of a pack per op.
func BenchmarkVariantGenerate(b *testing.B) {
	for _, k := range variantBenchKinds {
		b.Run(k.name, func(b *testing.B) {
			base, _ := variantPack(b, k)
			o := k.opts
			o.Seed, o.Budget = 2000, time.Minute
			benchCPU(b, func(i int) {
				if _, err := base.GenerateItem(&o, uint64(i)); err != nil {
					b.Fatal(fmt.Sprint(k.name, " item ", i, ": ", err))
				}
			})
		})
	}
}

// BenchmarkVariantCompile reads and compiles a variant's text form, as
// every sudoku_variant_* call does before its work.
func BenchmarkVariantCompile(b *testing.B) {
	for _, k := range variantBenchKinds {
		b.Run(k.name, func(b *testing.B) {
			base, pack := variantPack(b, k)
			text := pack[0].v.String() // with the cages or regions the generator made
			if k.opts == (VariantGenerateOptions{}) {
				text = base.String()
			}
			benchCPU(b, func(int) {
				if _, err := ParseVariant(text); err != nil {
					b.Fatal(err)
				}
			})
		})
	}
}
