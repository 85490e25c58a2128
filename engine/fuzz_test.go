package engine

// Fuzz targets for every entry point that takes caller input. Each checks
// real properties against independent code (the brute-force reference in
// reference_test.go and the plain checkers below), not just "no panic".
//
// `go test` runs the seeds below and the corpus in testdata/fuzz/FuzzXxx as
// ordinary tests; `make fuzz` (or `go test -run '^$' -fuzz '^FuzzSolve$'
// ./engine`) searches for new inputs. A new feature gets a target here in the
// same shape: decode the input with fuzzGrid, call, check against a reference.

import (
	"bytes"
	"errors"
	"slices"
	"testing"
	"time"
	"unicode/utf8"
)

// fuzzBudget is the guess budget of the searches under fuzzing. The default
// budget is a parameter like any other, and a smaller one keeps every input
// quick (a valid grid without solutions can take the whole default budget),
// so the fuzzer tries thousands of inputs a second instead of a few.
const fuzzBudget = 1 << 14

// fuzzSeeds are grids worth starting from: proper puzzles easy and hard,
// nearly empty and nearly full grids, conflicts, range errors and valid
// givens without a solution. In fuzzGrid's text form.
var fuzzSeeds = []string{
	classic,
	"534678912672195348198342567859761423426853791713924856961537284287419635345286179",
	"53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..7.",
	"..46..9......95..81.8.4..6.......4..4.6.53..17.3............2....741...5....8...9",
	"8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..",
	"..4....1....19.....983.....85.7...23..6......7..92........3...42...1.6..3..2...7.",
	"12345678.........9...............................................................",
	"55...............................................................................",
	"1.........1......................................................................",
	"......8...824.....19..63....5..8.7..6782.9143..3.4..8....62..94.....561....6.....",
	"..#..............................................................................",
	"1................................................................................",
	"",
}

// fuzzGrid turns fuzzer text into a grid, so that every input is a grid and
// the interesting ones (valid, few solutions) are close to the seeds: byte i
// is cell i; '1'-'9' are digits, '#' is the out-of-range value 10, anything
// else (including missing bytes) is empty.
func fuzzGrid(text string) Grid {
	var g Grid
	for i := 0; i < NumCells && i < len(text); i++ {
		switch b := text[i]; {
		case b >= '1' && b <= '9':
			g[i] = b - '0'
		case b == '#':
			g[i] = 10
		}
	}
	return g
}

// refRules is a plain rule checker for a grid that may be partly filled:
// the first cell above 9, else whether any digit repeats in a unit.
func refRules(g *Grid) (badCell int, conflict bool) {
	for i, v := range g {
		if v > 9 {
			return i, false
		}
	}
	for a := 0; a < NumCells; a++ {
		for b := a + 1; b < NumCells; b++ {
			if g[a] != 0 && g[a] == g[b] && sharesUnit(a, b) {
				return -1, true
			}
		}
	}
	return -1, false
}

func sharesUnit(a, b int) bool {
	return a/9 == b/9 || a%9 == b%9 || (a/27 == b/27 && a%9/3 == b%9/3)
}

// refCountBounded is refCount (the brute-force reference) for fuzzing: it
// answers only grids with few empty cells, where brute force is quick, and
// reports ok=false otherwise.
func refCountBounded(g *Grid, limit int) (n int, ok bool) {
	if NumCells-g.Givens() > 45 || limit > 50 {
		return 0, false
	}
	return refCount(*g, limit), true
}

// FuzzParse checks the parser on arbitrary bytes against a plain count of
// cell characters: success exactly when every byte is a cell or layout and
// there are 81 cells, the grid holds those cells in order, and the error
// names the first stray character with its line and column, or the count.
func FuzzParse(f *testing.F) {
	for _, s := range fuzzSeeds {
		f.Add([]byte(s))
	}
	pretty := mustParse(f, classic)
	f.Add([]byte(pretty.Pretty()))
	f.Add([]byte("ü" + classic))
	f.Add([]byte("53..7....\n6..1x5...."))
	f.Add([]byte("\xEF\xBB\xBF" + classic))
	f.Add([]byte("53..7....\r6..1\xFF5...."))
	f.Fuzz(func(t *testing.T, text []byte) {
		var cells []uint8
		stray := -1
		start := 0 // after a UTF-8 byte order mark
		if bytes.HasPrefix(text, []byte("\xEF\xBB\xBF")) {
			start = 3
		}
		for i := start; i < len(text); i++ {
			b := text[i]
			if b >= '0' && b <= '9' || b == '.' {
				v := uint8(0)
				if b != '.' {
					v = b - '0'
				}
				cells = append(cells, v)
			} else if !isLayout(b) {
				stray = i
				break
			}
		}
		g, err := Parse(string(text))
		var g2 Grid
		err2 := ParseBytesInto(&g2, text)
		if (err == nil) != (err2 == nil) || (err == nil && g != g2) {
			t.Fatalf("Parse and ParseBytesInto disagree: %v / %v", err, err2)
		}
		switch {
		case stray >= 0:
			var pe *ParseError
			if !errors.As(err, &pe) || pe.Offset != stray || pe.Line == 0 {
				t.Fatalf("stray byte %#x at %d: got %v", text[stray], stray, err)
			}
			wantChar, wantBad := rune(text[stray]), byte(0)
			if text[stray] >= 0x80 {
				var size int
				wantChar, size = utf8.DecodeRune(text[stray:])
				if wantChar == utf8.RuneError && size == 1 {
					wantBad = text[stray]
				}
			}
			if pe.Char != wantChar || pe.BadByte != wantBad {
				t.Fatalf("Char = %U, BadByte %#x, want %U, %#x", pe.Char, pe.BadByte, wantChar, wantBad)
			}
			// Lines end at "\n", "\r\n" or a lone "\r".
			line, col := 1, 1
			prev := rune(0)
			for _, r := range string(text[start:stray]) {
				switch {
				case r == '\n' && prev == '\r':
				case r == '\n' || r == '\r':
					line, col = line+1, 1
				default:
					col++
				}
				prev = r
			}
			if pe.Line != line || pe.Column != col {
				t.Fatalf("position line %d column %d, want %d %d", pe.Line, pe.Column, line, col)
			}
		case len(cells) != NumCells:
			var pe *ParseError
			if !errors.As(err, &pe) || pe.Line != 0 || pe.Char != 0 || pe.Cells != len(cells) {
				t.Fatalf("%d cells: got %v", len(cells), err)
			}
		default:
			if err != nil {
				t.Fatalf("valid text rejected: %v", err)
			}
			for i, v := range cells {
				if g[i] != v {
					t.Fatalf("cell %d = %d, want %d", i, g[i], v)
				}
			}
			back, err := Parse(g.String())
			if err != nil || back != g {
				t.Fatalf("line form does not round-trip: %v", err)
			}
			back, err = Parse(g.Pretty())
			if err != nil || back != g {
				t.Fatalf("pretty form does not round-trip: %v", err)
			}
		}
		if err != nil && err.Error() == "" {
			t.Fatal("empty error message")
		}
	})
}

// FuzzValidate checks Validate on raw cell bytes (every value 0-255)
// against refRules, and the details of each error.
func FuzzValidate(f *testing.F) {
	for _, s := range fuzzSeeds {
		g := fuzzGrid(s)
		f.Add(g[:])
	}
	f.Add([]byte{0: 0, 80: 255})
	f.Fuzz(func(t *testing.T, raw []byte) {
		var g Grid
		copy(g[:], raw)
		err := g.Validate()
		bad, conflict := refRules(&g)
		var re *RangeError
		var ce *ConflictError
		switch {
		case bad >= 0:
			if !errors.As(err, &re) || re.Cell != bad || re.Value != g[bad] {
				t.Fatalf("cell %d holds %d: got %v", bad, g[bad], err)
			}
		case conflict:
			if !errors.As(err, &ce) {
				t.Fatalf("conflict missed: got %v", err)
			}
			a, b := ce.Cells[0], ce.Cells[1]
			if a < 0 || a >= b || b >= NumCells || g[a] != ce.Digit || g[b] != ce.Digit || ce.Digit == 0 {
				t.Fatalf("bad conflict report %+v", ce)
			}
			inUnit := 0
			for _, c := range ce.Unit.Cells() {
				if c == a || c == b {
					inUnit++
				}
			}
			if inUnit != 2 {
				t.Fatalf("cells %d and %d are not both in %v", a, b, ce.Unit)
			}
			// The reported clash is the first by its later cell.
			prefix := g
			for i := b; i < NumCells; i++ {
				prefix[i] = 0
			}
			if _, c := refRules(&prefix); c {
				t.Fatalf("an earlier clash exists than %+v", ce)
			}
		default:
			if err != nil {
				t.Fatalf("valid grid rejected: %v", err)
			}
			back, err := Parse(g.String())
			if err != nil || back != g {
				t.Fatalf("line form does not round-trip: %v", err)
			}
		}
		sol := g
		if IsSolution(&g, &sol) != (err == nil && g.Givens() == NumCells) {
			t.Fatalf("IsSolution(g, g) wrong for %v", g.String())
		}
	})
}

// FuzzSolve checks that a solution obeys the rules and keeps the givens, that
// invalid grids get the validator's error, that "unsolvable" agrees with the
// brute-force reference, and that a small budget gives the same answer or
// ErrLimit, never a wrong one.
func FuzzSolve(f *testing.F) {
	for _, s := range fuzzSeeds {
		f.Add(s, uint16(50))
	}
	f.Fuzz(func(t *testing.T, text string, budget uint16) {
		p := fuzzGrid(text)
		sol, err := SolveBudget(&p, fuzzBudget)
		verr := p.Validate()
		switch {
		case verr != nil:
			if err == nil || err.Error() != verr.Error() {
				t.Fatalf("invalid grid: Solve gave %v, Validate %v", err, verr)
			}
			return
		case err == nil:
			if !refValid(&sol) || !refAgrees(&p, &sol) || !IsSolution(&p, &sol) {
				t.Fatalf("wrong solution %s for %s", sol.String(), p.String())
			}
			if again, err := SolveBudget(&sol, fuzzBudget); err != nil || again != sol {
				t.Fatalf("solving a solution changed it: %v", err)
			}
		case errors.Is(err, ErrUnsolvable):
			if n, ok := refCountBounded(&p, 1); ok && n != 0 {
				t.Fatalf("reference solves %s", p.String())
			}
		case errors.Is(err, ErrLimit):
			return // allowed by the contract: nothing more to compare
		default:
			t.Fatalf("unexpected error %v", err)
		}
		if n, cerr := CountSolutionsBudget(&p, 1, fuzzBudget); cerr == nil && (n == 1) != (err == nil) {
			t.Fatalf("CountSolutions(p, 1) = %d but Solve gave %v", n, err)
		}
		bsol, berr := SolveBudget(&p, int64(budget))
		switch {
		case errors.Is(berr, ErrLimit):
		case err == nil && berr == nil:
			if !IsSolution(&p, &bsol) {
				t.Fatalf("budgeted solve gave a wrong solution")
			}
		case !errors.Is(berr, err):
			t.Fatalf("budget %d: %v, unbudgeted %v", budget, berr, err)
		}
	})
}

// FuzzCountSolutions checks counts against the brute-force reference on
// grids with few empty cells, the limit contract (bad limits, min(n, limit),
// agreement across limits) and that a budget-limited count is a lower bound
// of at most budget+1 solutions (each solution but one found by propagation
// alone costs a guess; a budget below 1 counts as 1).
func FuzzCountSolutions(f *testing.F) {
	for _, s := range fuzzSeeds {
		f.Add(s, int16(2), uint16(100))
	}
	f.Add("", int16(0), uint16(0))
	f.Add("", int16(-1), uint16(1))
	f.Add("1", int16(30), uint16(1000))
	f.Fuzz(func(t *testing.T, text string, limit16 int16, budget uint16) {
		p := fuzzGrid(text)
		limit := int(limit16)
		n, err := CountSolutionsBudget(&p, limit, fuzzBudget)
		switch verr := p.Validate(); {
		case limit < 1:
			if !errors.Is(err, ErrBadLimit) {
				t.Fatalf("limit %d: got %v", limit, err)
			}
			return
		case verr != nil:
			if err == nil || err.Error() != verr.Error() {
				t.Fatalf("invalid grid: got %v, Validate %v", err, verr)
			}
			return
		case errors.Is(err, ErrLimit):
			if n < 0 || n > limit {
				t.Fatalf("lower bound %d outside 0..%d", n, limit)
			}
			return
		case err != nil:
			t.Fatalf("unexpected error %v", err)
		}
		if n < 0 || n > limit {
			t.Fatalf("count %d outside 0..%d", n, limit)
		}
		if want, ok := refCountBounded(&p, limit); ok && n != want {
			t.Fatalf("count %d, reference %d for %s limit %d", n, want, p.String(), limit)
		}
		if _, serr := SolveBudget(&p, fuzzBudget); !errors.Is(serr, ErrLimit) && (serr == nil) != (n > 0) {
			t.Fatalf("count %d but Solve gave %v", n, serr)
		}
		if n > 0 {
			if m, err := CountSolutionsBudget(&p, n, fuzzBudget); err != nil || m != n {
				t.Fatalf("count with limit %d gave %d, %v; want %d", n, m, err, n)
			}
		}
		if n < limit {
			if m, err := CountSolutionsBudget(&p, limit+1, fuzzBudget); !errors.Is(err, ErrLimit) && (err != nil || m != n) {
				t.Fatalf("exact count %d changed with a higher limit: %d, %v", n, m, err)
			}
		}
		bn, berr := CountSolutionsBudget(&p, limit, int64(budget))
		switch {
		case errors.Is(berr, ErrLimit):
			if bn > n || bn > max(int(budget), 1)+1 {
				t.Fatalf("budget %d: lower bound %d, true count %d", budget, bn, n)
			}
		case berr != nil || bn != n:
			t.Fatalf("budget %d: %d, %v; want %d", budget, bn, berr, n)
		}
	})
}

// fuzzUnique is the reference for hints and ratings: the puzzle's solution
// count up to 2 under fuzzBudget, and its solution when there is one.
func fuzzUnique(p *Grid) (n int, sol Grid, ok bool) {
	n, err := CountSolutionsBudget(p, 2, fuzzBudget)
	if err != nil {
		return 0, sol, false
	}
	if n >= 1 {
		sol, err = SolveBudget(p, fuzzBudget)
		if err != nil {
			return 0, sol, false
		}
	}
	return n, sol, true
}

// FuzzHint checks hints for a puzzle, a player's grid and pencil marks: the
// status follows from the puzzle's solution count, mistakes are exactly the
// cells whose digit or marks disagree with the solution, and a step places
// the solution's digit in an empty cell and never removes a solution digit.
func FuzzHint(f *testing.F) {
	for _, s := range fuzzSeeds {
		f.Add(s, "", []byte(nil))
	}
	f.Add(classic, "534678912672195348198342567859761423426853791713924856961537284287419635345286179", []byte(nil))
	f.Add(classic, "..4", []byte(nil))
	f.Add(classic, "..2", []byte(nil))
	f.Add(classic, "", []byte{0: 0, 4: 0xff, 5: 0x01})
	f.Fuzz(func(t *testing.T, puzzleText, playerText string, rawMarks []byte) {
		p := fuzzGrid(puzzleText)
		g := fuzzGrid(playerText)
		var marks *[NumCells]uint16
		if len(rawMarks) > 0 {
			marks = new([NumCells]uint16)
			for i := 0; i < NumCells && 2*i+1 < len(rawMarks); i++ {
				marks[i] = uint16(rawMarks[2*i]) | uint16(rawMarks[2*i+1])<<8
			}
		}
		// Hint and Rate prove uniqueness with the default budget; an input
		// that needs more than fuzzBudget guesses for that would only slow
		// the fuzzer down (it is still bounded), so it is skipped.
		if p.Validate() == nil {
			if _, _, ok := fuzzUnique(&p); !ok {
				return
			}
		}
		res, err := Hint(&p, &g, marks)
		if verr := p.Validate(); verr != nil {
			if err == nil || err.Error() != verr.Error() {
				t.Fatalf("invalid puzzle: Hint gave %v, Validate %v", err, verr)
			}
			return
		}
		if bad, _ := refRules(&g); bad >= 0 {
			var re *RangeError
			if !errors.As(err, &re) {
				t.Fatalf("grid cell %d holds %d: got %v", bad, g[bad], err)
			}
			return
		}
		if marks != nil {
			badMark := slices.IndexFunc(marks[:], func(m uint16) bool { return m > 0x1FF })
			var me *MarksError
			if (badMark >= 0) != errors.As(err, &me) {
				t.Fatalf("first mark above 0x1FF at %d: got %v", badMark, err)
			}
			if badMark >= 0 {
				if me.Cell != badMark || me.Marks != marks[badMark] {
					t.Fatalf("mark 0x%x of cell %d: the error says %v", marks[badMark], badMark, err)
				}
				return
			}
		}
		n, sol, ok := fuzzUnique(&p)
		if errors.Is(err, ErrLimit) || !ok {
			return // the budgets differ; nothing to compare
		}
		if err != nil {
			t.Fatalf("unexpected error %v", err)
		}
		switch {
		case n == 0:
			if res.Status != HintNoSolution {
				t.Fatalf("unsolvable puzzle: status %v", res.Status)
			}
			return
		case n > 1:
			if res.Status != HintNotUnique {
				t.Fatalf("puzzle with several solutions: status %v", res.Status)
			}
			return
		}
		cur := g
		var wantMistakes [NumCells]Mistake
		mistakes, full := 0, true
		for i := range cur {
			if p[i] != 0 && cur[i] == 0 {
				cur[i] = p[i]
			}
			switch {
			case cur[i] == 0:
				full = false
				if marks != nil && marks[i]&0x1FF != 0 && marks[i]&(1<<(sol[i]-1)) == 0 {
					wantMistakes[i] = MistakeMarks
					mistakes++
				}
			case cur[i] != sol[i]:
				wantMistakes[i] = MistakeDigit
				mistakes++
			}
		}
		switch {
		case mistakes > 0:
			if res.Status != HintMistakes || res.Mistakes != wantMistakes || res.NumMistakes != mistakes {
				t.Fatalf("mistakes %v (%d), want %v (%d)", res.Mistakes, res.NumMistakes, wantMistakes, mistakes)
			}
		case full:
			if res.Status != HintSolved {
				t.Fatalf("solved grid: status %v", res.Status)
			}
		case res.Status == HintNoStep:
		case res.Status == HintStep:
			st := &res.Step
			if st.IsPlacement() {
				if cur[st.Cell] != 0 || int(sol[st.Cell]) != st.Digit {
					t.Fatalf("step places %d at %s, solution has %d", st.Digit, CellName(st.Cell), sol[st.Cell])
				}
			}
			removes := false
			for i, m := range st.Removed {
				if m == 0 {
					continue
				}
				removes = true
				if cur[i] != 0 || m&(1<<(sol[i]-1)) != 0 {
					t.Fatalf("step removes %b from %s (solution %d)", m, CellName(i), sol[i])
				}
			}
			if !st.IsPlacement() && !removes {
				t.Fatalf("empty step %+v", st.Technique)
			}
			if st.Rating < st.Technique.BaseRating() || st.Explain() == "" {
				t.Fatalf("step %v rated %d, explanation %q", st.Technique, st.Rating, st.Explain())
			}
		default:
			t.Fatalf("status %v for a proper puzzle without mistakes", res.Status)
		}
	})
}

// fuzzRatingCap is FuzzRate's rating cap: SE's multiple and dynamic forcing
// chains (8.0 to 8.9) are in, the slower ones past them out.
const fuzzRatingCap = 89

// FuzzRate checks ratings: the errors follow from the solution count, the
// rating is that of the hardest step, the counts add up to the steps, and
// the level is the rating's band (or Beyond when the catalogue gets stuck).
// It rates with a cap of fuzzRatingCap: past it come the dynamic (+) and
// nested forcing chains, which take seconds on the hardest puzzles (more
// than the fuzzer allows one input); TestRatingsMatchSE and the chain tests
// cover them.
func FuzzRate(f *testing.F) {
	for _, s := range fuzzSeeds {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		p := fuzzGrid(text)
		if p.Validate() == nil {
			if _, _, ok := fuzzUnique(&p); !ok {
				return // see FuzzHint
			}
		}
		r, err := RateMax(&p, fuzzRatingCap)
		if verr := p.Validate(); verr != nil {
			if err == nil || err.Error() != verr.Error() {
				t.Fatalf("invalid puzzle: Rate gave %v, Validate %v", err, verr)
			}
			return
		}
		n, _, ok := fuzzUnique(&p)
		if errors.Is(err, ErrLimit) || !ok {
			return
		}
		switch {
		case n == 0:
			if !errors.Is(err, ErrUnsolvable) {
				t.Fatalf("unsolvable puzzle: %v", err)
			}
			return
		case n > 1:
			if !errors.Is(err, ErrNotUnique) {
				t.Fatalf("puzzle with several solutions: %v", err)
			}
			return
		case err != nil:
			t.Fatalf("proper puzzle: %v", err)
		}
		sum := 0
		for _, c := range r.Counts {
			sum += int(c)
		}
		if sum != r.Steps {
			t.Fatalf("counts add up to %d, steps %d", sum, r.Steps)
		}
		if r.Complete {
			if r.Level != LevelOf(r.Rating) || (r.Steps > 0 && r.Counts[r.Hardest] == 0) {
				t.Fatalf("rating %d level %v hardest %v", r.Rating, r.Level, r.Hardest)
			}
			if r.Steps > 0 && r.Rating < r.Hardest.BaseRating() {
				t.Fatalf("rating %d below the base of %v", r.Rating, r.Hardest)
			}
		} else if r.Level != LevelBeyond {
			t.Fatalf("incomplete rating with level %v", r.Level)
		}
		if again, err := RateMax(&p, fuzzRatingCap); err != nil || again != r {
			t.Fatalf("rating is not deterministic")
		}
	})
}

// FuzzGenerate checks the generator on arbitrary options (few attempts and a
// short budget, so each input stays quick): bad options get ErrBadOptions,
// and every puzzle returned, even with ErrLimit, has exactly one solution,
// which is the solution returned and which keeps every clue; a clue target
// reached is within its symmetry's slack.
func FuzzGenerate(f *testing.F) {
	f.Add(uint64(0), uint8(0), int8(0), int8(0), int16(0), int16(0), uint8(1))
	f.Add(uint64(7), uint8(1), int8(30), int8(0), int16(0), int16(0), uint8(2))
	f.Add(uint64(9), uint8(2), int8(0), int8(5), int16(0), int16(0), uint8(1))
	f.Add(uint64(1), uint8(0), int8(0), int8(0), int16(110), int16(0), uint8(1)) // unreachable band
	f.Add(uint64(1), uint8(9), int8(16), int8(7), int16(-1), int16(3), uint8(0))
	f.Fuzz(func(t *testing.T, seed uint64, sym uint8, clues, level int8, minR, maxR int16, attempts uint8) {
		opts := GenerateOptions{
			Seed: seed, Symmetry: Symmetry(sym), Clues: int(clues), Level: Level(level),
			MinRating: int(minR), MaxRating: int(maxR), MaxAttempts: int(attempts % 4),
			Budget: 200 * time.Millisecond,
		}
		g, err := Generate(&opts)
		if opts.check() != nil {
			if !errors.Is(err, ErrBadOptions) {
				t.Fatalf("bad options %+v: got %v", opts, err)
			}
			return
		}
		if err != nil && !errors.Is(err, ErrLimit) {
			t.Fatalf("options %+v: unexpected error %v", opts, err)
		}
		n, cerr := CountSolutionsBudget(&g.Puzzle, 2, fuzzBudget)
		if cerr == nil && n != 1 {
			t.Fatalf("puzzle %s has %d solutions", g.Puzzle.String(), n)
		}
		if !IsSolution(&g.Puzzle, &g.Solution) || !refValid(&g.Solution) || !refAgrees(&g.Puzzle, &g.Solution) {
			t.Fatalf("solution %s does not solve %s", g.Solution.String(), g.Puzzle.String())
		}
		if err == nil && opts.Clues > 0 && (g.Puzzle.Givens() < opts.Clues || g.Puzzle.Givens() > opts.Clues+3) {
			t.Fatalf("asked for %d clues, got %d", opts.Clues, g.Puzzle.Givens())
		}
	})
}
