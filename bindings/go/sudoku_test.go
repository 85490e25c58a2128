//go:build linux || darwin || freebsd || netbsd

package sudoku

import (
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"github.com/libsudoku/libsudoku/engine"
	"github.com/libsudoku/libsudoku/internal/datasets"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// libPath is the library under test: $SUDOKU_LIBRARY when set, else a
// library TestMain builds from ../../capi; "" when it could not be built.
var libPath string

func TestMain(m *testing.M) {
	libPath = os.Getenv(EnvVar)
	if libPath == "" {
		dir, err := os.MkdirTemp("", "libsudoku-test-")
		if err != nil {
			fmt.Println("bindings/go:", err)
			os.Exit(1)
		}
		libPath, err = buildLibrary(dir)
		if err != nil {
			fmt.Printf("bindings/go: %v\n", err)
			os.RemoveAll(dir)
			os.Exit(1)
		}
		if libPath == "" {
			os.RemoveAll(dir)
			os.Exit(m.Run()) // every test skips, saying why
		}
		code := m.Run()
		os.RemoveAll(dir)
		os.Exit(code)
	}
	if _, err := os.Stat(libPath); err != nil {
		fmt.Printf("bindings/go: %s=%s: %v\n", EnvVar, libPath, err)
		os.Exit(1)
	}
	fmt.Printf("bindings/go: testing %s, test binary built with cgo: %v\n", libPath, builtWithCgo)
	os.Exit(m.Run())
}

// open returns the library under test or skips.
func open(t *testing.T) *Library {
	t.Helper()
	if libPath == "" {
		t.Skip(skipReason)
	}
	require.NoError(t, statSources())
	lib, err := Open(libPath)
	require.NoError(t, err)
	return lib
}

// puzzles returns up to n puzzles of a data set, or skips.
func puzzles(t *testing.T, name string, n int) []string {
	t.Helper()
	ps, err := datasets.Puzzles(name)
	if err != nil {
		t.Skipf("data set %s: %v", name, err)
	}
	if len(ps) > n {
		ps = ps[:n]
	}
	return ps
}

func TestVersion(t *testing.T) {
	lib := open(t)
	assert.Equal(t, ABIVersion, lib.ABIVersion())
	assert.Regexp(t, `^\d+\.\d+\.\d+$`, lib.Version())
	assert.Equal(t, libPath, lib.Path())
	assert.Equal(t, HeaderVersion, lib.Version())
	assert.Equal(t, "SUDOKU_E_UNKNOWN", lib.StatusString(-42))
}

// TestNames compares the binding's names of every value with the
// library's and package engine's (three copies generated from the header:
// a stale one differs), and a few with the names players know.
func TestNames(t *testing.T) {
	lib := open(t)
	assert.Equal(t, "X-Wing", TechXWing.String())
	assert.Equal(t, "Hidden Single", TechHiddenSingleLine.String())
	assert.Equal(t, "easy", LevelEasy.String())
	assert.Equal(t, "SUDOKU_E_CONFLICT", StatusConflict.String())
	assert.Equal(t, "rotate180", SymmetryRotate180.String())
	assert.Equal(t, "no step", HintNoStep.String())
	assert.Equal(t, "SUDOKU_E_UNKNOWN(-42)", Status(-42).String())
	known := 0
	for st := Status(-100); st <= 1; st++ {
		if name := st.String(); !strings.HasPrefix(name, "SUDOKU_E_UNKNOWN(") {
			assert.Equal(t, name, lib.StatusString(st))
			known++
		} else {
			assert.Equal(t, "SUDOKU_E_UNKNOWN", lib.StatusString(st))
		}
	}
	assert.Equal(t, 11, known, "status codes")
	assert.Equal(t, "the puzzle has no solution", lib.StatusMessage(StatusUnsolvable))
	assert.Equal(t, "the call was cancelled", lib.StatusMessage(StatusCancelled))
	assert.Equal(t, "unknown status", lib.StatusMessage(-42))
	for v := -2; v < TechSlots; v++ {
		want := "unknown technique"
		if v >= 0 && v < NumTechniques {
			want = engine.Technique(v).String()
		}
		assert.Equal(t, want, Technique(v).String(), "technique %d", v)
		assert.Equal(t, want, lib.TechniqueName(Technique(v)), "technique %d", v)
	}
	for v := 0; v < 10; v++ {
		assert.Equal(t, engine.Level(v).String(), Level(v).String(), "level %d", v)
		want := engine.Level(v).String()
		if want == "unknown" {
			want = "unknown level"
		}
		assert.Equal(t, want, lib.LevelName(Level(v)), "level %d", v)
		assert.Equal(t, engine.HintStatus(v).String(), HintStatus(v).String(), "hint status %d", v)
		assert.Equal(t, engine.Mistake(v).String(), Mistake(v).String(), "mistake %d", v)
		assert.Equal(t, engine.Symmetry(v).String(), Symmetry(v).String(), "symmetry %d", v)
	}
}

func TestOpenErrors(t *testing.T) {
	_, err := Open("/nonexistent/libsudoku.so")
	require.Error(t, err)
	assert.Contains(t, err.Error(), "/nonexistent/libsudoku.so")

	// A real library without the sudoku_* functions: an error naming them,
	// not a panic.
	_, err = Open("libc.so.6")
	require.Error(t, err)
	assert.Contains(t, err.Error(), "sudoku_solve")
	assert.Contains(t, err.Error(), "sudoku_abi_version")

	t.Setenv(EnvVar, "/nonexistent/libsudoku.so")
	assert.Equal(t, []string{"/nonexistent/libsudoku.so"}, SearchPaths())
	_, err = Find()
	require.Error(t, err)
	assert.Contains(t, err.Error(), "tried:\n  sudoku: cannot load /nonexistent/libsudoku.so")

	// Without the variable: beside the executable, then the system. (Find
	// would succeed here: the loader matches libsudoku.so.2 to the library
	// the tests already loaded, by its soname.)
	os.Unsetenv(EnvVar)
	exe, err := os.Executable()
	require.NoError(t, err)
	assert.Equal(t, []string{filepath.Join(filepath.Dir(exe), "libsudoku.so"), "libsudoku.so.2", "libsudoku.so"}, SearchPaths())
}

// TestABIMismatch builds a library with every function whose
// sudoku_abi_version returns 99, and checks that Open refuses it.
func TestABIMismatch(t *testing.T) {
	cc, err := exec.LookPath("cc")
	if err != nil {
		t.Skip("no C compiler to build a fake library")
	}
	dir := t.TempDir()
	var src strings.Builder
	src.WriteString("int sudoku_abi_version(void) { return 99; }\n")
	var f functions
	for _, s := range f.symbols() {
		if s.name != "sudoku_abi_version" {
			fmt.Fprintf(&src, "int %s(void) { return 0; }\n", s.name)
		}
	}
	c := filepath.Join(dir, "fake.c")
	so := filepath.Join(dir, "libfake.so")
	require.NoError(t, os.WriteFile(c, []byte(src.String()), 0o600))
	out, err := exec.Command(cc, "-shared", "-fPIC", "-o", so, c).CombinedOutput()
	require.NoError(t, err, string(out))
	_, err = Open(so)
	require.Error(t, err)
	assert.Contains(t, err.Error(), fmt.Sprintf("ABI version 99, this binding needs %d", ABIVersion))
}

// TestAgreesWithEngine solves and counts the data sets through the library
// and through package engine directly, and checks every solution by the rules.
func TestAgreesWithEngine(t *testing.T) {
	lib := open(t)
	sets := map[string]int{"hardest.txt": 100, "top95.txt": 100, "17_clue.txt": 1000, "kaggle_10k.txt": 1000, "forum_hardest_1106.txt": 100}
	for name, n := range sets {
		for _, text := range puzzles(t, name, n) {
			p, err := lib.Parse(text)
			require.NoError(t, err, text)
			ep, err := engine.Parse(text)
			require.NoError(t, err)
			require.Equal(t, [81]uint8(ep), [81]uint8(p), text)

			sol, err := lib.Solve(&p)
			require.NoError(t, err, text)
			want, err := engine.Solve(&ep)
			require.NoError(t, err)
			esol := engine.Grid(sol)
			require.True(t, engine.IsSolution(&ep, &esol), "%s: %s is no solution", text, sol.String())
			require.Equal(t, [81]uint8(want), [81]uint8(sol), text)

			n, err := lib.CountSolutions(&p, 2)
			require.NoError(t, err)
			en, _ := engine.CountSolutions(&ep, 2)
			require.Equal(t, en, n, text)
		}
	}
}

// TestBadInputs checks that every line of bad_inputs.txt fails with the
// status, cells and message the engine gives for it.
func TestBadInputs(t *testing.T) {
	lib := open(t)
	lines, err := datasets.ReadLines("bad_inputs.txt")
	if err != nil {
		t.Skip(err)
	}
	for _, l := range lines {
		text := strings.Fields(l.Text)[0]
		ep, perr := engine.Parse(text)
		_, err := lib.CheckText(text)
		var e *Error
		if perr != nil || ep.Validate() != nil {
			require.ErrorAs(t, err, &e, "line %d", l.Num)
		} else {
			require.NoError(t, err, "line %d: the rules hold", l.Num)
		}
		if perr != nil {
			assert.Equal(t, StatusParse, e.Status)
			assert.Equal(t, strings.TrimPrefix(perr.Error(), "sudoku: "), e.Detail)
			_, err = lib.Parse(text)
			require.ErrorAs(t, err, &e)
			assert.Equal(t, StatusParse, e.Status)
			continue
		}
		var ce *engine.ConflictError
		if verr := ep.Validate(); errors.As(verr, &ce) {
			assert.Equal(t, StatusConflict, e.Status, "line %d", l.Num)
			assert.Equal(t, []int{ce.Cells[0], ce.Cells[1]}, e.Cells)
			assert.Equal(t, strings.TrimPrefix(ce.Error(), "sudoku: "), e.Detail)
			p, err := lib.Parse(text)
			require.NoError(t, err)
			_, err = lib.Solve(&p)
			require.ErrorAs(t, err, &e)
			assert.Equal(t, []int{ce.Cells[0], ce.Cells[1]}, e.Cells)
			assert.Equal(t, "sudoku_solve", e.Func)
			assert.Equal(t, StatusConflict, e.Status)
			assert.Equal(t, e, p.Validate().(*Error).withFunc("sudoku_solve"))
			continue
		}
		// Valid givens, no solution: unsolvable for Solve, 0 for Count.
		_, eerr := engine.Solve(&ep)
		require.ErrorIs(t, eerr, engine.ErrUnsolvable)
		p, err := lib.Parse(text)
		require.NoError(t, err)
		_, err = lib.Solve(&p)
		assert.ErrorIs(t, err, ErrUnsolvable, "line %d", l.Num)
		n, err := lib.CountSolutions(&p, 2)
		assert.NoError(t, err)
		assert.Zero(t, n)
	}
}

// withFunc returns a copy of e as if function fn had failed.
func (e *Error) withFunc(fn string) *Error {
	c := *e
	c.Func = fn
	return &c
}

func TestRangeAndLimits(t *testing.T) {
	lib := open(t)
	var g Grid
	g[40] = 12
	err := lib.Validate(&g)
	var e *Error
	require.ErrorAs(t, err, &e)
	assert.Equal(t, StatusRange, e.Status)
	assert.Equal(t, []int{40}, e.Cells)
	eg := engine.Grid(g)
	assert.Equal(t, strings.TrimPrefix(eg.Validate().Error(), "sudoku: "), e.Detail)
	for _, call := range []func() error{
		func() error { _, err := lib.Solve(&g); return err },
		func() error { _, err := lib.CountSolutions(&g, 2); return err },
		func() error { _, err := lib.Format(&g); return err },
		func() error { _, err := lib.Pretty(&g); return err },
	} {
		err := call()
		require.ErrorAs(t, err, &e)
		assert.Equal(t, StatusRange, e.Status)
		assert.Equal(t, []int{40}, e.Cells)
	}

	var empty Grid
	for _, limit := range []int{0, -1, 1 << 40} {
		_, err = lib.CountSolutions(&empty, limit)
		assert.ErrorIs(t, err, ErrBadLimit, "limit %d", limit)
	}
	n, err := lib.CountSolutions(&empty, 1000)
	assert.NoError(t, err)
	assert.Equal(t, 1000, n)

	_, err = lib.Parse(strings.Repeat(".", 70000))
	assert.ErrorIs(t, err, StatusArg)
	assert.ErrorContains(t, err, "70000 bytes, more than SUDOKU_TEXT_MAX")
	_, err = lib.CheckText(strings.Repeat(".", 70000))
	assert.ErrorContains(t, err, "70000 bytes, more than SUDOKU_TEXT_MAX")
	_, err = lib.Parse("")
	assert.ErrorIs(t, err, StatusParse)
}

func TestFormat(t *testing.T) {
	lib := open(t)
	for _, text := range puzzles(t, "top95.txt", 20) {
		eg, err := engine.Parse(text)
		require.NoError(t, err)
		g := Grid(eg)
		line, err := lib.Format(&g)
		require.NoError(t, err)
		assert.Equal(t, eg.String(), line)
		assert.Equal(t, eg.String(), g.String())
		pretty, err := lib.Pretty(&g)
		require.NoError(t, err)
		assert.Equal(t, eg.Pretty(), pretty)
		back, err := lib.Parse(pretty)
		require.NoError(t, err)
		assert.Equal(t, g, back)
		assert.Equal(t, eg.Givens(), g.Givens())
	}
	for i := 0; i < NumCells; i++ {
		assert.Equal(t, engine.CellName(i), CellName(i))
	}
}

// TestPackageFunctions uses the default library, found through $SUDOKU_LIBRARY.
func TestPackageFunctions(t *testing.T) {
	open(t)
	lib, err := Default()
	require.NoError(t, err)
	assert.Equal(t, libPath, lib.Path())
	p, err := Parse("53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79")
	require.NoError(t, err)
	require.NoError(t, p.Validate())
	sol, err := Solve(&p)
	require.NoError(t, err)
	assert.Equal(t, "534678912672195348198342567859761423426853791713924856961537284287419635345286179", sol.String())
	n, err := CountSolutions(&p, 2)
	require.NoError(t, err)
	assert.Equal(t, 1, n)
	_, err = CheckText(strings.Replace(p.String(), "5", "3", 1))
	var e *Error
	require.ErrorAs(t, err, &e)
	assert.Equal(t, []int{0, 1}, e.Cells)
	s, err := Pretty(&sol)
	require.NoError(t, err)
	assert.Len(t, strings.Split(s, "\n"), 12)
}

// TestConcurrent solves from many goroutines at once.
func TestConcurrent(t *testing.T) {
	lib := open(t)
	ps := puzzles(t, "17_clue.txt", 800)
	var wg sync.WaitGroup
	errs := make(chan error, 8)
	for w := 0; w < 8; w++ {
		wg.Add(1)
		go func(w int) {
			defer wg.Done()
			for i := w; i < len(ps); i += 8 {
				p, err := lib.Parse(ps[i])
				if err == nil {
					var sol Grid
					if sol, err = lib.Solve(&p); err == nil {
						ep, es := engine.Grid(p), engine.Grid(sol)
						if !engine.IsSolution(&ep, &es) {
							err = fmt.Errorf("%s: wrong solution %s", ps[i], sol.String())
						}
					}
				}
				if err != nil {
					errs <- err
					return
				}
			}
		}(w)
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Error(err)
	}
}
