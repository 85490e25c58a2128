package engine

import "math/bits"

// This file makes the generator's ratings share their work. A rating is a
// walk through states of the step finder (the digits placed and the
// candidates left), each step the simplest one of its state: the steps from
// a state on depend on that state alone, not on the puzzle it came from.
// The puzzles a generation rates differ by a clue or two, and their walks
// meet: once the puzzle without clue c has placed c and made the steps its
// parent made, it is in a state of the parent's walk, and the rest of its
// rating is the rest of the parent's. So each rating remembers, for every
// state it went through, the hardest step from there to the end (or that
// the walk stopped: a step above the cap, or none in the catalogue), and a
// rating that reaches a remembered state stops there. The result is the
// rating the whole walk gives, step for step the same.

// rateMemoSize is the number of states remembered (a power of two). A rating
// goes through about 60; a generation of an expert puzzle makes about 40.
const rateMemoSize = 1 << 12

// maxRateSteps bounds the steps of one rating: each places a digit or
// removes a candidate, of which a grid has 729.
const maxRateSteps = NumCells * 9

// rateMemo is a rating with the memory of the states earlier ratings went
// through, since clear. Its entries are direct-mapped by the state's hash.
type rateMemo struct {
	epoch   uint32 // entries of other epochs are empty
	hits    int    // ratings cut short, since the memo was made
	entries [rateMemoSize]rateMemoEntry
	// The walk of the rating under way: the state before each step, and
	// the step's rating.
	keys    [maxRateSteps]stateKey
	ratings [maxRateSteps]int16
}

// stateKey is a 128-bit hash of a state of the step finder.
type stateKey [2]uint64

// rateMemoEntry is what a rating under cap limit did from the state key on:
// the hardest step to the end when complete, else it stopped.
type rateMemoEntry struct {
	key      stateKey
	epoch    uint32
	limit    int16
	rest     int16 // the hardest step from the state on (when complete)
	complete bool
}

// clear forgets every state.
func (m *rateMemo) clear() { m.epoch++ }

// rate is rateForGenerator(ls, p, sol, limit), stopping at the first state
// an earlier rating under the same cap went through.
func (m *rateMemo) rate(ls *LogicSolver, p, sol *Grid, limit int) (int, bool) {
	if m.epoch == 0 {
		m.epoch = 1 // the zero memo's entries are all of epoch 0
	}
	if err := ls.Reset(p, nil); err != nil {
		return ratingBeyond, false
	}
	bits := solutionBits(sol)
	var st Step
	n, hardest := 0, 0
	rest, complete := 0, true
	for {
		key := ls.state.key()
		e := &m.entries[key[0]%rateMemoSize]
		if e.epoch == m.epoch && e.key == key && int(e.limit) == limit {
			rest, complete = int(e.rest), e.complete
			m.hits++
			break
		}
		if ls.Solved() {
			break
		}
		if n == maxRateSteps || !ls.Next(&st, limit) {
			if ls.chains.budget.out || n == maxRateSteps {
				return ratingBeyond, false // not remembered: the budget is the whole walk's
			}
			complete = false // capped, or beyond the catalogue
			break
		}
		if !bits.agrees(&st, sol) {
			return ratingBeyond, false
		}
		m.keys[n], m.ratings[n] = key, int16(st.Rating)
		n++
		hardest = max(hardest, st.Rating)
		ls.Apply(&st)
	}
	for i := n - 1; i >= 0; i-- {
		rest = max(rest, int(m.ratings[i]))
		e := &m.entries[m.keys[i][0]%rateMemoSize]
		*e = rateMemoEntry{key: m.keys[i], epoch: m.epoch, limit: int16(limit), rest: int16(rest), complete: complete}
	}
	if !complete {
		return ratingBeyond, false
	}
	return max(hardest, rest), true
}

// solBits holds a solution grid as candidate bits: bit d-1 of entry i for
// digit d in cell i.
type solBits [NumCells]uint16

// solutionBits returns the bits of solution sol.
func solutionBits(sol *Grid) (b solBits) {
	for i, v := range sol {
		b[i] = 1 << (v - 1)
	}
	return b
}

// agrees is stepAgrees(st, sol) for the solution whose bits b holds: the
// removals are tested all at once, without a branch per cell.
func (b *solBits) agrees(st *Step, sol *Grid) bool {
	if st.Cell >= 0 && int(sol[st.Cell]) != st.Digit {
		return false
	}
	var hit uint16
	for i, m := range st.Removed {
		hit |= m & b[i]
	}
	return hit == 0
}

// key hashes the state: the digit and the candidates of every cell, 13 bits
// a cell, four cells to a word (the last word holds cell 80 alone), each
// word mixed into two 64-bit lanes with different multipliers.
func (s *logicGrid) key() stateKey {
	h0, h1 := uint64(0x243F6A8885A308D3), uint64(0x13198A2E03707344)
	mix := func(x uint64) {
		h0 = (h0 ^ x) * 0x9E3779B97F4A7C15
		h1 = bits.RotateLeft64(h1+x*0xC2B2AE3D27D4EB4F, 29) * 0x165667B19E3779F9
	}
	cell := func(i int) uint64 { return uint64(s.cand[i]) | uint64(s.grid[i])<<9 }
	for i := 0; i+4 <= NumCells; i += 4 {
		mix(cell(i) | cell(i+1)<<13 | cell(i+2)<<26 | cell(i+3)<<39)
	}
	mix(cell(NumCells-1) | 1<<63)
	return stateKey{h0 ^ h0>>29, h1 ^ h1>>32}
}
