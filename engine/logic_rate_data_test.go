package engine

import (
	"fmt"
	"math"
	"os"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/libsudoku/libsudoku/internal/datasets"
	"github.com/stretchr/testify/require"
)

// checkStepsOnSet solves every puzzle of a data set with the step finder and
// checks every step against the puzzle's solution, independently of the
// check Rate makes itself: each placement must be the solution's digit, no
// elimination may remove a solution digit, and each step must change
// something.
func checkStepsOnSet(t *testing.T, name string, limit int) (beyond int) {
	puzzles := loadSet(t, name)
	if limit > 0 && len(puzzles) > limit {
		puzzles = puzzles[:limit]
	}
	var ls LogicSolver
	var st Step
	for n, s := range puzzles {
		p := mustParse(t, s)
		sol, err := Solve(&p)
		require.NoError(t, err)
		require.True(t, refValid(&sol) && refAgrees(&p, &sol))
		require.NoError(t, ls.Reset(&p, nil))
		for !ls.Solved() {
			if !ls.Next(&st, MaxRating) {
				beyond++
				break
			}
			before := ls.Candidates()
			if st.IsPlacement() {
				require.Equal(t, int(sol[st.Cell]), st.Digit, "%s #%d: %s places a wrong digit: %s", name, n+1, st.Technique, st.Explain())
				require.NotZero(t, before[st.Cell]&(1<<(st.Digit-1)), "%s #%d: %s places a non-candidate", name, n+1, st.Technique)
			}
			removes := 0
			for i, m := range st.Removed {
				require.Zero(t, m&(1<<(sol[i]-1)), "%s #%d: %s removes the solution digit of %s: %s", name, n+1, st.Technique, CellName(i), st.Explain())
				removes += popcount(m & before[i])
				require.Equal(t, m, m&before[i], "%s #%d: %s removes non-candidates", name, n+1, st.Technique)
			}
			require.True(t, st.IsPlacement() || removes > 0, "%s #%d: %s changes nothing", name, n+1, st.Technique)
			ls.Apply(&st)
		}
	}
	return beyond
}

func TestStepsAgreeWithSolutions(t *testing.T) {
	sets := []struct {
		name  string
		limit int
	}{
		{"top95.txt", 0},
		{"kaggle_10k.txt", 0},
		{"se_rated_diabolical_3k.txt", 0},
		{"magictour_top1465.txt", 0},
		{"hardest.txt", 0},
	}
	for _, set := range sets {
		t.Run(set.name, func(t *testing.T) {
			limit := set.limit
			if testing.Short() && set.name != "hardest.txt" {
				limit = 40 // make check; make test checks every puzzle
			}
			beyond := checkStepsOnSet(t, set.name, limit)
			t.Logf("%s: %d puzzles stuck beyond the catalogue", set.name, beyond)
		})
	}
}

// calibration holds one puzzle of the SE-rated set with both ratings.
type calibration struct {
	se, ours int
	complete bool
	hardest  Technique
}

// TestCalibrationReport rates the SE-rated set and reports agreement with
// its SE ratings (the README's table). It runs with CALIBRATION=1 (or
// CALIBRATION_OUT=file to also write the report); TestStepsAgreeWithSolutions
// already checks every step of the same set.
func TestCalibrationReport(t *testing.T) {
	if os.Getenv("CALIBRATION") == "" && os.Getenv("CALIBRATION_OUT") == "" {
		t.Skip("set CALIBRATION=1 to rate the SE-rated set and print the agreement figures")
	}
	lines, err := datasets.ReadLines("se_rated_diabolical_3k.txt")
	if err != nil {
		t.Skipf("skipping: %v", err)
	}
	var ls LogicSolver
	var rows []calibration
	for _, l := range lines {
		f := strings.Fields(l.Text)
		require.Len(t, f, 2)
		se, err := strconv.ParseFloat(f[1], 64)
		require.NoError(t, err)
		p := mustParse(t, f[0])
		r, err := ls.Rate(&p, MaxRating)
		require.NoError(t, err, "line %d", l.Num)
		rows = append(rows, calibration{se: int(math.Round(se * 10)), ours: r.Rating, complete: r.Complete, hardest: r.Hardest})
	}
	report := calibrationSummary(rows)
	t.Log("\n" + report)
	if out := os.Getenv("CALIBRATION_OUT"); out != "" {
		require.NoError(t, os.WriteFile(out, []byte(report), 0o644))
	}
}

func calibrationSummary(rows []calibration) string {
	var b strings.Builder
	stats := func(label string, rs []calibration, beyondScore int) {
		exact, within := 0, 0
		var xs, ys []float64
		for _, r := range rs {
			o := r.ours
			if !r.complete {
				o = beyondScore
			}
			if r.complete && o == r.se {
				exact++
			}
			if r.complete && abs(o-r.se) <= 5 {
				within++
			}
			xs = append(xs, float64(r.se))
			ys = append(ys, float64(o))
		}
		fmt.Fprintf(&b, "%-34s n=%4d exact=%5.1f%% within0.5=%5.1f%% spearman=%.3f\n", label, len(rs),
			pct(exact, len(rs)), pct(within, len(rs)), spearman(xs, ys))
	}
	var covered []calibration
	for _, r := range rows {
		if r.complete {
			covered = append(covered, r)
		}
	}
	var chains []calibration
	for _, r := range covered {
		if r.se >= 65 {
			chains = append(chains, r)
		}
	}
	stats("all (beyond ranked above all)", rows, 1000)
	stats("covered (solved by the catalogue)", covered, 0)
	stats("covered with SE >= 6.5 (chain range)", chains, 0)
	// Per SE rating: how many covered, and our distribution.
	bySE := map[int][]calibration{}
	for _, r := range rows {
		bySE[r.se] = append(bySE[r.se], r)
	}
	var keys []int
	for k := range bySE {
		keys = append(keys, k)
	}
	sort.Ints(keys)
	fmt.Fprintf(&b, "SE   n    covered exact  ours (covered: rating x count)\n")
	for _, k := range keys {
		rs := bySE[k]
		cov, ex := 0, 0
		hist := map[int]int{}
		for _, r := range rs {
			if r.complete {
				cov++
				hist[r.ours]++
				if r.ours == r.se {
					ex++
				}
			}
		}
		var hk []int
		for h := range hist {
			hk = append(hk, h)
		}
		sort.Ints(hk)
		var hs []string
		for _, h := range hk {
			hs = append(hs, fmt.Sprintf("%.1fx%d", float64(h)/10, hist[h]))
		}
		fmt.Fprintf(&b, "%.1f %4d %4d %4d   %s\n", float64(k)/10, len(rs), cov, ex, strings.Join(hs, " "))
	}
	return b.String()
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

func pct(a, n int) float64 {
	if n == 0 {
		return 0
	}
	return 100 * float64(a) / float64(n)
}

// spearman is Spearman's rank correlation with average ranks for ties.
func spearman(xs, ys []float64) float64 {
	rx, ry := ranks(xs), ranks(ys)
	var mx, my float64
	for i := range rx {
		mx += rx[i]
		my += ry[i]
	}
	n := float64(len(rx))
	mx /= n
	my /= n
	var sxy, sxx, syy float64
	for i := range rx {
		sxy += (rx[i] - mx) * (ry[i] - my)
		sxx += (rx[i] - mx) * (rx[i] - mx)
		syy += (ry[i] - my) * (ry[i] - my)
	}
	if sxx == 0 || syy == 0 {
		return 0
	}
	return sxy / math.Sqrt(sxx*syy)
}

func ranks(v []float64) []float64 {
	idx := make([]int, len(v))
	for i := range idx {
		idx[i] = i
	}
	sort.Slice(idx, func(a, b int) bool { return v[idx[a]] < v[idx[b]] })
	r := make([]float64, len(v))
	for i := 0; i < len(idx); {
		j := i
		for j < len(idx) && v[idx[j]] == v[idx[i]] {
			j++
		}
		avg := float64(i+j-1)/2 + 1
		for k := i; k < j; k++ {
			r[idx[k]] = avg
		}
		i = j
	}
	return r
}
