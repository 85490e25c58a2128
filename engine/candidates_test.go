package engine

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestCandidates checks Candidates against a direct reading of the rules:
// a digit is a candidate of an empty cell when no cell of its row, column
// or box holds it.
func TestCandidates(t *testing.T) {
	for _, text := range []string{
		"53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79",
		"8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..",
		".................................................................................",
		"12345678.........9...............................................................", // r1c9 has none
	} {
		g, err := Parse(text)
		require.NoError(t, err)
		got, err := Candidates(&g)
		require.NoError(t, err)
		for i := range g {
			var want uint16
			if g[i] == 0 {
				for d := 1; d <= 9; d++ {
					free := true
					for j := range g {
						same := RowOf(i) == RowOf(j) || ColOf(i) == ColOf(j) || BoxOf(i) == BoxOf(j)
						if j != i && same && int(g[j]) == d {
							free = false
						}
					}
					if free {
						want |= 1 << (d - 1)
					}
				}
			}
			assert.Equal(t, want, got[i], "%s: %s", text[:12], CellName(i))
		}
	}
	bad := Grid{0: 3, 1: 3}
	_, err := Candidates(&bad)
	var ce *ConflictError
	assert.ErrorAs(t, err, &ce)
	bad = Grid{5: 10}
	_, err = Candidates(&bad)
	var re *RangeError
	assert.ErrorAs(t, err, &re)
}
