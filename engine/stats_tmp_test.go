package engine

import (
	"os"
	"testing"
)

func TestTmpStats(t *testing.T) {
	if os.Getenv("STATS") == "" {
		t.Skip()
	}
	for _, set := range benchSets {
		lines := loadSet(t, set+".txt")
		for _, limit := range []int{1, 2} {
			var tot int64
			nog := 0
			for _, l := range lines {
				g := mustParse(t, l)
				var s search
				s.run(&g, limit, DefaultMaxGuesses)
				tot += s.guesses
				if s.guesses == 0 {
					nog++
				}
			}
			t.Logf("%s limit %d: guesses/puzzle %.2f, no-guess %.1f%%", set, limit, float64(tot)/float64(len(lines)), 100*float64(nog)/float64(len(lines)))
		}
	}
}

func TestTmpStatsSimple(t *testing.T) {
	if os.Getenv("STATS") == "" {
		t.Skip()
	}
	for _, set := range benchSets {
		lines := loadSet(t, set+".txt")
		nog := 0
		var tot int64
		for _, l := range lines {
			g := mustParse(t, l)
			var s simpleSearch
			s.limit, s.maxGuesses = 1, 1<<40
			b := &s.stack[0]
			b.left = NumCells
			for i := range b.cand {
				b.cand[i] = 0x1FF
			}
			for i, v := range g {
				if v != 0 {
					b.place(i, v)
				}
			}
			s.solve(0)
			tot += s.guesses
			if s.guesses == 0 {
				nog++
			}
		}
		t.Logf("simple %s: guesses %.2f no-guess %.1f%%", set, float64(tot)/float64(len(lines)), 100*float64(nog)/float64(len(lines)))
	}
}
