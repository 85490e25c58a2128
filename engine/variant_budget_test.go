package engine

import (
	"errors"
	"math/rand/v2"
	"os"
	"strconv"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The bound of the variant searches: every search stops after its work
// budget, and the time that budget takes on the slowest inputs known is the
// figure the header gives (SUDOKU_VARIANT_BUDGET). The slowest inputs come
// from an adversarial search: starting from the variants whose search steps
// cost the most (16 x 16 grids with diagonals, windows, extra groups and
// cages as large as houses), a hill-climb adds and removes givens, keeping
// a change when the count to 2 takes longer. The worst found are pinned
// below; BenchmarkVariantWorst times them (make bench-variants), and
// benchmarks/RESULTS.md has the figures. TestVariantWorkNeeded checks the
// other side: the puzzles the budget must serve fit well within it.

// variantWorst is one slow input: a variant and a grid of it.
type variantWorst struct {
	name, variant, grid string
}

// worstDisjoint16 is the g= map of the disjoint groups of a 16 x 16 grid:
// group (r mod 4)*4 + c mod 4 holds the cells at one place of each box.
const worstDisjoint16 = "0123012301230123456745674567456789AB89AB89AB89ABCDEFCDEFCDEFCDEF" +
	"0123012301230123456745674567456789AB89AB89AB89ABCDEFCDEFCDEFCDEF" +
	"0123012301230123456745674567456789AB89AB89AB89ABCDEFCDEFCDEFCDEF" +
	"0123012301230123456745674567456789AB89AB89AB89ABCDEFCDEFCDEFCDEF"

// variantWorstPinned are the slowest inputs the adversarial search found
// (TestVariantBudgetBound with SUDOKU_VARIANT_CLIMB set prints them).
var variantWorstPinned = []variantWorst{
	{"16x16,x,w", "16x16,x,w", ".2E.........................................B........................................................................G.............................1......................A..............................................5..................................9..F"},
	{"16x16,x,w,disjoint", "16x16,x,w,g=abcdabcdabcdabcdefghefghefghefghijklijklijklijklmnopmnopmnopmnopabcdabcdabcdabcdefghefghefghefghijklijklijklijklmnopmnopmnopmnopabcdabcdabcdabcdefghefghefghefghijklijklijklijklmnopmnopmnopmnopabcdabcdabcdabcdefghefghefghefghijklijklijklijklmnopmnopmnopmnop", ".......................5............1................................1......9........................2.................................................................................................................F.............................4......B..."},
	{"12x12,x,w", "12x12,x,w", "...............A........28..7......3..............................B5....9.......C..........................2...........9.........C4...3.B......."},
	{"9x9,x,w", "9x9,x,w", ".7...2.8.......................7....4.................................1.....3...."},
	{"16x16,x,w,cages16", "16x16,x,w,k=aaaaaaaaaaaaaaaabbbbbbbbbbbbbbbbccccccccccccccccddddddddddddddddeeeeeeeeeeeeeeeeffffffffffffffffgggggggggggggggghhhhhhhhhhhhhhhhiiiiiiiiiiiiiiiijjjjjjjjjjjjjjjjkkkkkkkkkkkkkkkkllllllllllllllllmmmmmmmmmmmmmmmmnnnnnnnnnnnnnnnnoooooooooooooooopppppppppppppppp,s=136/136/136/136/136/136/136/136/136/136/136/136/136/136/136/136", "..................E...D..8..............................................4.......................2............D.................................................................D................B..................................................F............"},
	{"16x16,x,w,cages8", "16x16,x,w,k=aaaaaaaabbbbbbbbccccccccddddddddeeeeeeeeffffffffgggggggghhhhhhhhiiiiiiiijjjjjjjjkkkkkkkkllllllllmmmmmmmmnnnnnnnnooooooooppppppppqqqqqqqqrrrrrrrrssssssssttttttttuuuuuuuuvvvvvvvvwwwwwwwwxxxxxxxxyyyyyyyyzzzzzzzzAAAAAAAABBBBBBBBCCCCCCCCDDDDDDDDEEEEEEEEFFFFFFFF,s=36/100/84/52/52/84/100/36/47/89/74/62/76/60/75/61/56/80/63/73/77/59/76/60/60/76/69/67/68/68/75/61", "...1....................7........F.................C...G..................C....................G....9...............6......B..........E8.............1...............6....5.....................2...................D.........8..........9.....A................"},
	{"16x16,x,w,cages4", "16x16,x,w,k=aaaabbbbccccddddeeeeffffgggghhhhiiiijjjjkkkkllllmmmmnnnnooooppppqqqqrrrrssssttttuuuuvvvvwwwwxxxxyyyyzzzzAAAABBBBCCCCDDDDEEEEFFFFGGGGHHHHIIIIJJJJKKKKLLLLMMMMNNNNOOOOPPPPQQQQRRRRSSSSTTTTUUUUVVVVWWWWXXXXYYYYZZZZ0000111122223333444455556666777788889999aaaabbbb,s=10r/26r/42r/58r/26r/58r/10r/42r/42r/10r/58r/26r/58r/42r/26r/10r/18r/29r/47r/42r/49r/25r/26r/36r/30r/46r/36r/24r/39r/36r/27r/34r/36r/20r/37r/43r/24r/39r/36r/37r/37r/40r/34r/25r/39r/37r/29r/31r/29r/31r/36r/40r/33r/36r/30r/37r/35r/33r/38r/30r/39r/36r/32r/29r", "..............................3...........................9.......................................................................3.............................................................E.......G......................................................."},
}

// variantWorstStarts are the inputs the hill-climb starts from: nearly
// empty grids of the variants whose steps cost the most.
func variantWorstStarts(t testing.TB) []variantWorst {
	t.Helper()
	starts := []variantWorst{
		{"16x16,x,w", "16x16,x,w", ""},
		{"16x16,x,w,disjoint", "16x16,x,w,g=" + worstDisjoint16, ""},
		{"12x12,x,w", "12x12,x,w", ""},
		{"9x9,x,w", "9x9,x,w", ""},
		{"16x16", "16x16", ""},
	}
	// Cages of whole rows, of half rows and of quarter rows (with repeats)
	// over a solution of 16x16,x,w: the cages add units and combinations.
	// (The empty grid needs more than the default budget: 961,112 steps.)
	base, err := ParseVariant("16x16,x,w")
	require.NoError(t, err)
	var s VariantSolver
	sol := make([]uint8, 256)
	require.NoError(t, s.Solve(base, make([]uint8, 256), sol, 1<<22))
	for _, size := range []int{16, 8, 4} {
		spec := base.Spec()
		for r := 0; r < 16; r++ {
			for c0 := 0; c0 < 16; c0 += size {
				cg := Cage{Repeats: size == 4}
				for c := c0; c < c0+size; c++ {
					cg.Cells = append(cg.Cells, r*16+c)
					cg.Sum += int(sol[r*16+c])
				}
				spec.Cages = append(spec.Cages, cg)
			}
		}
		v, err := NewVariant(&spec)
		require.NoError(t, err)
		starts = append(starts, variantWorst{"16x16,x,w,cages" + strconv.Itoa(size), v.String(), ""})
	}
	return starts
}

// worstRun is one count to 2 of an input with the default budget: its
// thread CPU time, work and outcome.
type worstRun struct {
	cpu  time.Duration
	work int64
	n    int
	err  error
}

func runWorst(s *VariantSolver, v *Variant, g []uint8) worstRun {
	start := threadCPU()
	n, err := s.Count(v, g, 2, DefaultVariantBudget)
	return worstRun{threadCPU() - start, s.work, n, err}
}

// maxBudgetOvershoot bounds the work a search may do past its budget: the
// budget is checked before each guess and backtrack, so the propagation of
// the last one runs to its end (at most every candidate removed once, and
// the houses and cages it looks at).
const maxBudgetOvershoot = 16 * MaxVariantCells * 4

// checkBounded asserts that a search of v on g stops within its budget
// plus the overshoot, with the default budget and with a small one.
func checkBounded(t *testing.T, s *VariantSolver, name string, v *Variant, g []uint8, r worstRun) {
	t.Helper()
	if r.err != nil {
		require.ErrorIs(t, r.err, ErrLimit, name)
	}
	assert.LessOrEqual(t, r.work, DefaultVariantBudget+int64(maxBudgetOvershoot), name)
	const small = 5000
	_, err := s.Count(v, g, 2, small)
	if err != nil {
		require.ErrorIs(t, err, ErrLimit, name)
	}
	assert.LessOrEqual(t, s.work, int64(small+maxBudgetOvershoot), name)
}

// TestVariantBudgetBound runs the pinned slow inputs, checks that each
// search stops within its budget, and hill-climbs from each for slower
// inputs (one round). With SUDOKU_VARIANT_CLIMB=rounds it climbs that long
// from the pinned inputs and from the starts, and prints the slowest found,
// ready to pin. Skipped under -short.
func TestVariantBudgetBound(t *testing.T) {
	if testing.Short() {
		t.Skip("the adversarial search for slow variant inputs takes a while")
	}
	defer lockThread()()
	rounds := 1
	if env := os.Getenv("SUDOKU_VARIANT_CLIMB"); env != "" {
		var err error
		rounds, err = strconv.Atoi(env)
		require.NoError(t, err, "SUDOKU_VARIANT_CLIMB")
	}
	var s VariantSolver
	rnd := rand.New(rand.NewPCG(18, 1))
	var slowest []variantWorst
	var slowestCPU []time.Duration
	inputs := variantWorstPinned
	if os.Getenv("SUDOKU_VARIANT_CLIMB") != "" || len(inputs) == 0 {
		inputs = append(append([]variantWorst(nil), inputs...), variantWorstStarts(t)...)
	}
	for _, in := range inputs {
		v, err := ParseVariant(in.variant)
		require.NoError(t, err, in.name)
		g := make([]uint8, v.ncells)
		if in.grid != "" {
			g = mustGrid(t, v, in.grid)
		}
		best := runWorst(&s, v, g)
		checkBounded(t, &s, in.name, v, g, best)
		bestGrid := append([]uint8(nil), g...)
		for round := 0; round < rounds; round++ {
			cand := append([]uint8(nil), bestGrid...)
			mutateWorst(rnd, v, cand)
			if v.Validate(cand) != nil {
				continue
			}
			r := runWorst(&s, v, cand)
			checkBounded(t, &s, in.name, v, cand, r)
			if r.cpu > best.cpu {
				best, bestGrid = r, cand
			}
		}
		t.Logf("%-22s %6.1f ms, work %7d, %4.0f ns a step, count %d, %v", in.name,
			float64(best.cpu)/1e6, best.work, float64(best.cpu)/float64(max(best.work, 1)), best.n, best.err)
		slowest = append(slowest, variantWorst{in.name, v.String(), v.FormatGrid(bestGrid)})
		slowestCPU = append(slowestCPU, best.cpu)
	}
	if os.Getenv("SUDOKU_VARIANT_CLIMB") != "" {
		for i, w := range slowest {
			t.Logf("%v:\n\t{%q, %q, %q},", slowestCPU[i], w.name, w.variant, w.grid)
		}
	}
}

// mutateWorst changes one to three cells of g: a given goes, or an empty
// cell gets a digit that its units do not hold yet.
func mutateWorst(rnd *rand.Rand, v *Variant, g []uint8) {
	for k := 1 + rnd.IntN(3); k > 0; k-- {
		c := rnd.IntN(v.ncells)
		if g[c] != 0 {
			g[c] = 0
			continue
		}
		g[c] = uint8(1 + rnd.IntN(v.n))
		if v.Validate(g) != nil {
			g[c] = 0
		}
	}
}

// BenchmarkVariantWorst times the count to 2 of each pinned slow input
// with the default budget (the figure of SUDOKU_VARIANT_BUDGET).
func BenchmarkVariantWorst(b *testing.B) {
	for _, in := range variantWorstPinned {
		b.Run(in.name, func(b *testing.B) {
			v, err := ParseVariant(in.variant)
			if err != nil {
				b.Fatal(err)
			}
			g := make([]uint8, v.ncells)
			if in.grid != "" {
				if g, err = v.ParseGrid(in.grid); err != nil {
					b.Fatal(err)
				}
			}
			var s VariantSolver
			benchCPU(b, func(int) {
				if _, err := s.Count(v, g, 2, DefaultVariantBudget); err != nil && !errors.Is(err, ErrLimit) {
					b.Fatal(err)
				}
			})
		})
	}
}

// TestVariantWorkNeeded counts to 2, with the default budget, the puzzles
// the budget must serve: the hardest 9x9 data sets through the variant
// solver, the published variant puzzles and generated packs of every kind
// of variant. Each must finish within two thirds of the budget (work is
// deterministic: the same puzzle takes the same steps everywhere); the
// figures the header gives are logged. Skipped under -short.
func TestVariantWorkNeeded(t *testing.T) {
	if testing.Short() {
		t.Skip("counts whole data sets")
	}
	const most = DefaultVariantBudget * 2 / 3
	var s VariantSolver
	check := func(name string, v *Variant, puzzles [][]uint8) {
		var worst int64
		for _, p := range puzzles {
			n, err := s.Count(v, p, 2, DefaultVariantBudget)
			require.NoError(t, err, "%s: %s", name, v.FormatGrid(p))
			require.Equal(t, 1, n, "%s: %s", name, v.FormatGrid(p))
			worst = max(worst, s.work)
		}
		t.Logf("%-28s %5d puzzles, the most work %7d steps", name, len(puzzles), worst)
		assert.LessOrEqual(t, worst, int64(most), name)
	}
	classic := ClassicVariant()
	for _, set := range []string{"forum_hardest_1106.txt", "magictour_top1465.txt", "top95.txt"} {
		var ps [][]uint8
		for _, line := range loadSet(t, set) {
			ps = append(ps, mustGrid(t, classic, line))
		}
		check(set, classic, ps)
	}
	for _, p := range publishedVariants {
		v, err := ParseVariant(p.variant)
		require.NoError(t, err)
		check(p.name, v, [][]uint8{mustGrid(t, v, p.puzzle)})
	}
	for _, k := range variantBenchKinds {
		base, err := ParseVariant(k.variant)
		require.NoError(t, err)
		var worst int64
		for i := 0; i < k.pack; i++ {
			o := k.opts
			o.Seed, o.Budget = 1000, time.Minute
			g, err := base.GenerateItem(&o, uint64(i))
			require.NoError(t, err)
			n, err := s.Count(g.Variant, g.Puzzle, 2, DefaultVariantBudget)
			require.NoError(t, err, "%s: %s", g.Variant, g.Variant.FormatGrid(g.Puzzle))
			require.Equal(t, 1, n, "%s: %s", g.Variant, g.Variant.FormatGrid(g.Puzzle))
			worst = max(worst, s.work)
		}
		t.Logf("%-28s %5d puzzles, the most work %7d steps", "generated "+k.name, k.pack, worst)
		assert.LessOrEqual(t, worst, int64(most), k.name)
	}
}
