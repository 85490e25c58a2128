package main

import "fmt"

// layOut computes the C layout of s: each field at the next offset that is
// a multiple of its type's alignment, the struct's size a multiple of its
// largest alignment. Fixed-width integers are aligned to their size on
// every common ABI but one: 32-bit x86 aligns 64-bit integers in structs
// to 4 bytes. layOut refuses a struct whose layout would differ there, so
// that the one layout it writes into the bindings holds everywhere.
func (s *Struct) layOut() error {
	size8, align8, offs8 := s.layoutWith(8)
	size4, _, offs4 := s.layoutWith(4)
	for i, f := range s.Fields {
		if offs8[i] != offs4[i] {
			return fmt.Errorf("%s.%s is at offset %d, or %d where 64-bit integers align to 4 bytes (32-bit x86): reorder the fields or pad explicitly", s.Name, f.Name, offs8[i], offs4[i])
		}
		f.Offset = offs8[i]
	}
	if size8 != size4 {
		return fmt.Errorf("%s is %d bytes, or %d where 64-bit integers align to 4 bytes (32-bit x86): pad it to a multiple of 8 explicitly", s.Name, size8, size4)
	}
	s.Size, s.Align = size8, align8
	return nil
}

// layoutWith lays s out with 64-bit integers aligned to align64 bytes and
// returns its size, alignment and field offsets.
func (s *Struct) layoutWith(align64 int) (size, align int, offsets []int) {
	align = 1
	for _, f := range s.Fields {
		a := elemSize[f.Type]
		if a == 8 {
			a = align64
		}
		size = roundUp(size, a)
		offsets = append(offsets, size)
		size += f.Size()
		align = max(align, a)
	}
	return roundUp(size, align), align, offsets
}

func roundUp(n, a int) int { return (n + a - 1) / a * a }

// gaps returns the padding before each field (and, as the last element,
// after the last one), for bindings that spell the padding out.
func (s *Struct) gaps() []int {
	var g []int
	end := 0
	for _, f := range s.Fields {
		g = append(g, f.Offset-end)
		end = f.Offset + f.Size()
	}
	return append(g, s.Size-end)
}
