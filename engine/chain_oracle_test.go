package engine

import (
	"bufio"
	"fmt"
	"os"
	"sort"
	"strconv"
	"strings"
	"testing"
)

// seState is one step of a Sukaku Explainer solve path: the grid and
// candidates before the step, SE's rating and description of it, and the
// candidates after it (the next state).
type seState struct {
	puzzle      int
	grid        Grid
	cand        [NumCells]uint16
	rating      int
	desc        string
	after       [NumCells]uint16
	afterGrid   Grid
	hasAfter    bool
	puzzleLine  string
	puzzleFinal int
}

// readSEStates parses the output of serate run with
// --before="B %i %m" --after="A %r %s" --format="F %r".
func readSEStates(t testing.TB, path string) []seState {
	f, err := os.Open(path)
	if err != nil {
		t.Skipf("skipping: %v", err)
	}
	defer f.Close()
	var out []seState
	var cur *seState
	puzzle := 0
	start := 0
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	parseState := func(g, m string) (Grid, [NumCells]uint16) {
		var grid Grid
		var cand [NumCells]uint16
		for i := 0; i < NumCells; i++ {
			if g[i] >= '1' && g[i] <= '9' {
				grid[i] = g[i] - '0'
				continue
			}
			for k := 0; k < 9; k++ {
				if m[i*9+k] != '.' {
					cand[i] |= 1 << k
				}
			}
		}
		return grid, cand
	}
	for sc.Scan() {
		line := sc.Text()
		switch {
		case strings.HasPrefix(line, "B "):
			f := strings.Fields(line)
			g, c := parseState(f[1], f[2])
			if cur != nil {
				cur.after, cur.afterGrid, cur.hasAfter = c, g, true
			}
			out = append(out, seState{puzzle: puzzle, grid: g, cand: c})
			cur = &out[len(out)-1]
		case strings.HasPrefix(line, "A "):
			f := strings.SplitN(line, " ", 3)
			r, err := strconv.ParseFloat(f[1], 64)
			if err != nil {
				t.Fatalf("bad line %q", line)
			}
			cur.rating = int(r*10 + 0.5)
			cur.desc = f[2]
		case strings.HasPrefix(line, "F "):
			r, _ := strconv.ParseFloat(strings.TrimSpace(line[2:]), 64)
			for i := start; i < len(out); i++ {
				out[i].puzzleFinal = int(r*10 + 0.5)
			}
			start = len(out)
			cur = nil
			puzzle++
		}
	}
	return out
}

// seTechName is the name part of an SE step description.
func seTechName(desc string) string {
	if i := strings.Index(desc, ":"); i >= 0 {
		return desc[:i]
	}
	return desc
}

// TestChainsAgainstSE replays the chain steps of SE solve paths (the file
// named by $SE_STATES, made by serate outside the repository) and checks
// that the chain finder, started from SE's exact state, takes a step of the
// same rating with the same effect.
func TestChainsAgainstSE(t *testing.T) {
	path := os.Getenv("SE_STATES")
	if path == "" {
		t.Skip("set SE_STATES to a serate state dump (see readSEStates)")
	}
	states := readSEStates(t, path)
	minRating := 65
	if v := os.Getenv("SE_MIN"); v != "" {
		minRating, _ = strconv.Atoi(v)
	}
	maxRating := 1000
	if v := os.Getenv("SE_MAX"); v != "" {
		maxRating, _ = strconv.Atoi(v)
	}
	type tally struct{ n, rating, effect int }
	byName := map[string]*tally{}
	shown := 0
	for i := range states {
		s := &states[i]
		if s.rating < minRating || s.rating > maxRating || !s.hasAfter {
			continue
		}
		name := fmt.Sprintf("%s %d.%d", seTechName(s.desc), s.rating/10, s.rating%10)
		tl := byName[name]
		if tl == nil {
			tl = &tally{}
			byName[name] = tl
		}
		tl.n++
		var g logicGrid
		marks := s.cand
		if err := g.init(&s.grid, &marks); err != nil {
			t.Fatalf("state %d: %v", i, err)
		}
		var st Step
		ok := g.findChainOK(&st)
		if ok && st.Rating == s.rating {
			tl.rating++
		}
		if ok {
			g.apply(&st)
		}
		same := ok && g.cand == s.after && g.grid == s.afterGrid
		if same {
			tl.effect++
		}
		if (!same || st.Rating != s.rating) && shown < 15 && os.Getenv("SE_QUIET") == "" {
			shown++
			t.Logf("puzzle %d state %d: SE %d %s; ours ok=%v %d %s (complexity %d): %s", s.puzzle, i, s.rating, s.desc, ok, st.Rating, st.Technique, st.complexity, st.Explain())
		}
	}
	var names []string
	for n := range byName {
		names = append(names, n)
	}
	sort.Strings(names)
	var tot tally
	for _, n := range names {
		tl := byName[n]
		tot.n += tl.n
		tot.rating += tl.rating
		tot.effect += tl.effect
		t.Logf("%-40s %5d  rating %5d  effect %5d", n, tl.n, tl.rating, tl.effect)
	}
	t.Logf("%-40s %5d  rating %5d  effect %5d", "total", tot.n, tot.rating, tot.effect)
}

// BenchmarkChainsSE times the chain finder on the chain states of
// $SE_STATES with SE ratings in $SE_MIN..$SE_MAX.
func BenchmarkChainsSE(b *testing.B) {
	path := os.Getenv("SE_STATES")
	if path == "" {
		b.Skip("set SE_STATES")
	}
	lo, hi := 65, 1000
	if v := os.Getenv("SE_MIN"); v != "" {
		lo, _ = strconv.Atoi(v)
	}
	if v := os.Getenv("SE_MAX"); v != "" {
		hi, _ = strconv.Atoi(v)
	}
	var gs []logicGrid
	for _, s := range readSEStates(b, path) {
		if s.rating < lo || s.rating > hi {
			continue
		}
		var g logicGrid
		m := s.cand
		if g.init(&s.grid, &m) == nil {
			gs = append(gs, g)
		}
	}
	defer lockThread()()
	b.ResetTimer()
	t0 := threadCPU()
	var st Step
	for i := 0; i < b.N; i++ {
		g := gs[i%len(gs)]
		g.findChainOK(&st)
	}
	b.ReportMetric(float64((threadCPU()-t0).Nanoseconds())/float64(b.N), "cpu-ns/op")
}
