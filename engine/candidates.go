package engine

// Candidates returns the pencil marks that the placed digits of grid allow:
// entry i has bit d-1 set when digit d appears in no row, column or box of
// empty cell i, and is 0 for a filled cell (and for an empty cell no digit
// can go in). It fails with the errors of Grid.Validate. A game shows these
// as the marks of a player who has not entered any.
func Candidates(grid *Grid) ([NumCells]uint16, error) {
	var c [NumCells]uint16
	if err := grid.Validate(); err != nil {
		return c, err
	}
	for i, v := range grid {
		if v == 0 {
			c[i] = allDigits
		}
	}
	for i, v := range grid {
		if v != 0 {
			bit := uint16(1) << (v - 1)
			for _, p := range peers[i] {
				c[p] &^= bit
			}
		}
	}
	return c, nil
}
