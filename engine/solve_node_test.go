package engine

import "testing"

// TestNonzero checks nonzero against its definition on every band bitmap.
func TestNonzero(t *testing.T) {
	for x := uint32(0); x <= bandAll; x++ {
		want := uint32(0)
		if x != 0 {
			want = 1
		}
		if got := nonzero(x); got != want {
			t.Fatalf("nonzero(%#x) = %d, want %d", x, got, want)
		}
	}
}
