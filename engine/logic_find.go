package engine

import "errors"

// ErrNoStep means no technique of the catalogue applies to the grid: solving
// on needs reasoning beyond it (or the grid is already solved).
var ErrNoStep = errors.New("sudoku: no step of the implemented techniques applies")

// MaxRating is a rating cap that admits every technique.
const MaxRating = 1 << 20

// LogicSolver finds and applies human-style steps on one grid. Its zero value
// is not ready: call Reset. It keeps all its state inside itself, so one
// LogicSolver can rate many puzzles in a row without allocating; the one
// exception is the 1.8 MB store of the deepest nested chains (SE 10.5 and
// up), made the first time a solve needs it and kept from then on. It is not
// safe for use by several goroutines at once, and a copy shares that store:
// do not use a copy and the original at the same time.
type LogicSolver struct {
	state logicGrid
	// chains holds the chain searches' work budget since Reset.
	chains chainSearch
	// workLimit replaces DefaultChainWork when positive (tests).
	workLimit int64
}

// DefaultChainWork is the work budget of the chain searches of one solve
// (from Reset): the candidate states (potentials) they may derive in all,
// 2.25 times 2^26. Using it all takes 4.2 to 7.4 s of CPU time (28 to 49 ns
// a potential on the forum's hardest puzzles, x86-64 at load 2; more on a
// loaded machine); rating any puzzle of the SE-rated sets needs at most a
// few percent of it, every puzzle of forum_hardest_1106 at most 93% (2^26
// left 18 of them unrated). A solve that runs out stops with ErrLimit (see
// Err).
const DefaultChainWork = 9 << 24

// Reset loads grid and, when marks is not nil, the player's pencil marks:
// marks[i] has bit d-1 set when the player keeps digit d as a candidate of
// cell i. A mask of 0 on an empty cell means "no marks entered" and stands
// for all digits; candidates ruled out by the placed digits are dropped. It
// fails with the errors of Grid.Validate, *MarksError for a mask with a bit
// above the nine digits' (above 0x1FF), or *NoCandidateError when an empty
// cell is left without a candidate.
func (ls *LogicSolver) Reset(grid *Grid, marks *[NumCells]uint16) error {
	ls.chains = chainSearch{budget: chainBudget{left: DefaultChainWork}, store: ls.chains.store}
	if ls.workLimit > 0 {
		ls.chains.budget.left = ls.workLimit
	}
	return ls.state.init(grid, marks)
}

// Err returns ErrLimit when Next stopped because the chain searches ran out
// of their work budget (DefaultChainWork since Reset), nil otherwise.
func (ls *LogicSolver) Err() error {
	if ls.chains.budget.out {
		return ErrLimit
	}
	return nil
}

// Grid returns the digits placed so far.
func (ls *LogicSolver) Grid() Grid { return ls.state.grid }

// Candidates returns the current candidates: bit d-1 of entry i is set when
// digit d is still possible in empty cell i (0 for filled cells).
func (ls *LogicSolver) Candidates() [NumCells]uint16 { return ls.state.cand }

// Solved reports whether every cell holds a digit.
func (ls *LogicSolver) Solved() bool { return ls.state.solved() }

// Next finds the step Sukaku Explainer v1.15.10 would take, if it is rated
// at most maxRating (in tenths; MaxRating for any): it tries SE's techniques
// in SE's order (the registry's search order, see logic_registry.go) and
// takes the first step of the first one that applies; among a technique's
// patterns the one SE would pick (where SE sorts them, by rating, then
// eliminations), and among chains the simplest. It reports false when no
// step of the catalogue applies, when the step SE would take is rated above
// maxRating, when the grid is solved, or when the chain searches ran out of
// work (then Err returns ErrLimit).
func (ls *LogicSolver) Next(st *Step, maxRating int) bool {
	if ls.chains.budget.out {
		return false
	}
	return ls.state.find(st, &ls.chains, maxRating)
}

// Apply carries out a step found by Next.
func (ls *LogicSolver) Apply(st *Step) { ls.state.apply(st) }

func (s *logicGrid) find(st *Step, cs *chainSearch, maxRating int) bool {
	if s.solved() || s.broken() >= 0 {
		return false
	}
	return s.findStep(st, cs, maxRating)
}

// FindStep returns the simplest logical step on grid, given optionally the
// player's pencil marks (see LogicSolver.Reset for their meaning). It fails
// with the errors of LogicSolver.Reset, and with ErrNoStep when the grid is
// solved or no technique of the catalogue applies. It does not check the
// grid against a solution: see Hint for that.
func FindStep(grid *Grid, marks *[NumCells]uint16) (Step, error) {
	var ls LogicSolver
	if err := ls.Reset(grid, marks); err != nil {
		return Step{}, err
	}
	var st Step
	if !ls.Next(&st, MaxRating) {
		return Step{}, ErrNoStep
	}
	return st, nil
}
