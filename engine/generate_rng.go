package engine

import "math/bits"

// This file holds the generator's own pseudo-random number generator. The
// generator promises the same puzzle for the same seed and options on every
// platform and Go release, so it cannot use math/rand, whose sequences may
// change. The algorithms are pinned by their published specifications and by
// a test of their output sequences:
//
//   - SplitMix64 (Steele, Lea and Flood, "Fast splittable pseudorandom number
//     generators", OOPSLA 2014; constants as in Vigna's splitmix64.c) turns a
//     64-bit seed into the generator's state.
//   - xoshiro256** 1.0 (Blackman and Vigna, "Scrambled linear pseudorandom
//     number generators", 2018) makes the stream.
//   - Numbers below n come from Lemire's multiply-and-reject method
//     ("Fast random integer generation in an interval", 2019), which is exact
//     (unbiased) and whose rejections are part of the specified sequence.

// splitmix64 is the SplitMix64 generator: a 64-bit counter stepped by the
// golden gamma and passed through a mixing function.
type splitmix64 struct{ x uint64 }

// next returns the next SplitMix64 output.
func (s *splitmix64) next() uint64 {
	s.x += 0x9e3779b97f4a7c15
	return mix64(s.x)
}

// mix64 is SplitMix64's output function, a bijection on uint64 with good
// avalanche.
func mix64(z uint64) uint64 {
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9
	z = (z ^ (z >> 27)) * 0x94d049bb133111eb
	return z ^ (z >> 31)
}

// rng is an xoshiro256** generator. Its zero value is not usable (an all-zero
// state only yields zeros); make one with newRNG.
type rng struct{ s [4]uint64 }

// newRNG seeds an xoshiro256** generator with four SplitMix64 outputs from
// seed, as the xoshiro authors recommend.
func newRNG(seed uint64) rng {
	sm := splitmix64{seed}
	return rng{[4]uint64{sm.next(), sm.next(), sm.next(), sm.next()}}
}

// next returns the next 64 random bits.
func (r *rng) next() uint64 {
	s := &r.s
	result := bits.RotateLeft64(s[1]*5, 7) * 9
	t := s[1] << 17
	s[2] ^= s[0]
	s[3] ^= s[1]
	s[1] ^= s[2]
	s[0] ^= s[3]
	s[2] ^= t
	s[3] = bits.RotateLeft64(s[3], 45)
	return result
}

// intn returns a uniform number in [0, n), n >= 1, by Lemire's method: take
// the high word of next()*n, rejecting the draws whose low word falls below
// 2^64 mod n.
func (r *rng) intn(n int) int {
	un := uint64(n)
	hi, lo := bits.Mul64(r.next(), un)
	if lo < un {
		threshold := -un % un
		for lo < threshold {
			hi, lo = bits.Mul64(r.next(), un)
		}
	}
	return int(hi)
}

// shuffle puts a in a uniformly random order with the Fisher-Yates method,
// drawing intn(i+1) for i from len(a)-1 down to 1 and swapping a[i] with
// the item drawn.
func (r *rng) shuffle(a []uint8) {
	for i := len(a) - 1; i > 0; i-- {
		j := r.intn(i + 1)
		a[i], a[j] = a[j], a[i]
	}
}

// packSeed is the seed of the pack that o describes: o.Seed mixed with the
// options that decide what a puzzle is (the symmetry, the clue target, the
// difficulty band; not the bounds MaxAttempts and Budget), so that packs of
// different options from one seed are independent: "the daily puzzle is
// seed(date)" at five levels gives five solution grids, not one. The
// default options (no symmetry, minimal, no band) keep the seed itself.
func (o *GenerateOptions) packSeed() uint64 {
	lo, hi := o.MinRating, o.MaxRating
	if l, h, ok := LevelBand(o.Level); ok {
		lo, hi = l, h
	}
	key := uint64(o.Symmetry) | uint64(uint8(o.Clues))<<8 | uint64(uint16(lo))<<16 | uint64(uint16(hi))<<32
	if key == 0 {
		return o.Seed
	}
	return mix64(o.Seed ^ mix64(key+0x632be59bd9b4e019))
}

// itemSeed derives the seed of item i of a batch from the pack's seed, so
// that an item depends on (seed, i) only. Item 0 of a batch is what
// Generate makes for the same seed.
func itemSeed(seed uint64, i uint64) uint64 {
	if i == 0 {
		return seed
	}
	return mix64(seed ^ mix64(i*0x9e3779b97f4a7c15))
}
