//go:build linux || darwin || freebsd || netbsd

package sudoku

import (
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync"

	"github.com/ebitengine/purego"
)

// EnvVar names the environment variable that, when set, is the only place
// Default looks for the library: the path of the file.
const EnvVar = "SUDOKU_LIBRARY"

// Library is a loaded libsudoku. Its methods may be called from any number
// of goroutines at once. A Library is never unloaded: the Go runtime inside
// it cannot be stopped.
type Library struct {
	path string
	fn   functions
}

// functions are the C functions, one field per function of the header, with
// the Go types purego maps to the C ones.
type functions struct {
	abiVersion    func() int32
	versionString func() string
	statusString  func(status int32) string
	statusMessage func(status int32) string
	techniqueName func(technique int32) string
	levelName     func(level int32) string
	checkText     func(text *byte, n int32, grid *Grid, e *cError) int32
	hint          func(puzzle, grid *Grid, marks *[NumCells]uint16, opts *cHintOptions, hint *cHint, text *byte, textCap int32) int32
	rate          func(puzzle *Grid, opts *cRateOptions, rating *cRate, ctl *cControl) int32
	explain       func(puzzle *Grid, opts *cExplainOptions, result *cExplain, steps *cStep, stepsCap int32, text *byte, textCap int32, ctl *cControl) int32
	hintChain     func(puzzle, grid *Grid, marks *[NumCells]uint16, opts *cHintOptions, hint *cHint, chain *cChain, branches *cChainBranch, branchesCap int32, nodes *cChainNode, nodesCap int32, parents *int32, parentsCap int32, text *byte, textCap int32, ctl *cControl) int32

	generatorVersion func() int32
	generate         func(opts *cGenerateOptions, puzzle, solution *Grid, rating *cRate, ctl *cControl) int32
	generateBatch    func(opts *cGenerateOptions, n int32, puzzles, solutions *Grid, ratings *cRate, statuses *int32, threads int32, ctl *cControl) int32

	solveBatch          func(puzzles *Grid, n int32, solutions *Grid, statuses *int32, threads int32, ctl *cControl) int32
	countSolutionsBatch func(puzzles *Grid, n, limit int32, counts, statuses *int32, threads int32, ctl *cControl) int32

	variantCheck          func(variant *byte, vn int32, info *cVariantInfo, e *cError) int32
	variantUnit           func(variant *byte, vn int32, unit int32, info *cVariantUnitInfo) int32
	variantParse          func(variant *byte, vn int32, text *byte, n int32, grid *uint8, nCells int32, e *cError) int32
	variantFormat         func(variant *byte, vn int32, grid *uint8, nCells int32, buf *byte, bufCap int32) int32
	variantValidate       func(variant *byte, vn int32, grid *uint8, nCells int32, e *cError) int32
	variantSolve          func(variant *byte, vn int32, puzzle, solution *uint8, nCells int32) int32
	variantCountSolutions func(variant *byte, vn int32, puzzle *uint8, nCells, limit int32, count *int32) int32
	variantHint           func(variant *byte, vn int32, puzzle, grid *uint8, marks *uint16, nCells int32, opts *cHintOptions, hint *cVariantHint, text *byte, textCap int32) int32
	variantRate           func(variant *byte, vn int32, puzzle *uint8, nCells int32, opts *cRateOptions, rating *cRate, ctl *cControl) int32
	variantGenerate       func(variant *byte, vn int32, opts *cVariantGenerateOptions, puzzle, solution *uint8, nCells int32, out *byte, outCap int32, outLen *int32, rating *cRate, ctl *cControl) int32

	// The addresses of the cheap functions, which calls_direct.go calls
	// through purego.SyscallN: a function made by purego.RegisterFunc goes
	// through reflection, which costs as much as the call itself.
	parseAddr, formatAddr, formatPrettyAddr, validateAddr, solveAddr, countSolutionsAddr, candidatesAddr uintptr
}

// symbols pairs each C name with the field it fills. Adding a function of
// the header is one field above and one line here (or, for a cheap one
// called directly, an address field and a method in calls_direct.go).
func (f *functions) symbols() []struct {
	name string
	fptr any // a func field for purego.RegisterFunc, or
	addr *uintptr
} {
	return []struct {
		name string
		fptr any
		addr *uintptr
	}{
		{"sudoku_abi_version", &f.abiVersion, nil},
		{"sudoku_version_string", &f.versionString, nil},
		{"sudoku_status_string", &f.statusString, nil},
		{"sudoku_status_message", &f.statusMessage, nil},
		{"sudoku_technique_name", &f.techniqueName, nil},
		{"sudoku_level_name", &f.levelName, nil},
		{"sudoku_parse", nil, &f.parseAddr},
		{"sudoku_check_text", &f.checkText, nil},
		{"sudoku_format", nil, &f.formatAddr},
		{"sudoku_format_pretty", nil, &f.formatPrettyAddr},
		{"sudoku_validate", nil, &f.validateAddr},
		{"sudoku_solve", nil, &f.solveAddr},
		{"sudoku_count_solutions", nil, &f.countSolutionsAddr},
		{"sudoku_hint", &f.hint, nil},
		{"sudoku_candidates", nil, &f.candidatesAddr},
		{"sudoku_rate", &f.rate, nil},
		{"sudoku_explain", &f.explain, nil},
		{"sudoku_hint_chain", &f.hintChain, nil},
		{"sudoku_generator_version", &f.generatorVersion, nil},
		{"sudoku_generate", &f.generate, nil},
		{"sudoku_generate_batch", &f.generateBatch, nil},
		{"sudoku_solve_batch", &f.solveBatch, nil},
		{"sudoku_count_solutions_batch", &f.countSolutionsBatch, nil},
		{"sudoku_variant_check", &f.variantCheck, nil},
		{"sudoku_variant_unit", &f.variantUnit, nil},
		{"sudoku_variant_parse", &f.variantParse, nil},
		{"sudoku_variant_format", &f.variantFormat, nil},
		{"sudoku_variant_validate", &f.variantValidate, nil},
		{"sudoku_variant_solve", &f.variantSolve, nil},
		{"sudoku_variant_count_solutions", &f.variantCountSolutions, nil},
		{"sudoku_variant_hint", &f.variantHint, nil},
		{"sudoku_variant_rate", &f.variantRate, nil},
		{"sudoku_variant_generate", &f.variantGenerate, nil},
	}
}

// Open loads the shared library at path, resolves every function of the
// header and checks that the library's ABI version is ABIVersion. A path
// without a slash is looked up by the system's rules (LD_LIBRARY_PATH, the
// loader cache). It returns an error, never panics, when the file cannot be
// loaded, a function is missing or the ABI differs.
func Open(path string) (*Library, error) {
	h, err := purego.Dlopen(path, purego.RTLD_NOW|purego.RTLD_LOCAL)
	if err != nil {
		return nil, fmt.Errorf("sudoku: cannot load %s: %w", path, err)
	}
	// The handle is never closed: the library's Go runtime cannot stop.
	lib := &Library{path: path}
	var missing []string
	for _, s := range lib.fn.symbols() {
		addr, err := purego.Dlsym(h, s.name)
		if err != nil || addr == 0 {
			missing = append(missing, s.name)
			continue
		}
		if s.addr != nil {
			*s.addr = addr
		} else {
			purego.RegisterFunc(s.fptr, addr)
		}
	}
	if len(missing) > 0 {
		return nil, fmt.Errorf("sudoku: %s lacks %s: it is not a libsudoku this binding knows", path, strings.Join(missing, ", "))
	}
	if v := lib.fn.abiVersion(); v != ABIVersion {
		return nil, fmt.Errorf("sudoku: %s has ABI version %d, this binding needs %d", path, v, ABIVersion)
	}
	return lib, nil
}

// SearchPaths returns the paths Default tries, in order: the file named by
// $SUDOKU_LIBRARY alone when it is set; otherwise libsudoku.so beside the
// executable, then the system's libsudoku.so.N (N is ABIVersion) and
// libsudoku.so.
func SearchPaths() []string {
	if p := os.Getenv(EnvVar); p != "" {
		return []string{p}
	}
	var c []string
	if exe, err := os.Executable(); err == nil {
		c = append(c, filepath.Join(filepath.Dir(exe), "libsudoku.so"))
	}
	return append(c, "libsudoku.so."+strconv.Itoa(ABIVersion), "libsudoku.so")
}

// Find opens the first of SearchPaths that loads. When none does, the error
// lists every path tried and why it failed.
func Find() (*Library, error) {
	var why []string
	for _, p := range SearchPaths() {
		lib, err := Open(p)
		if err == nil {
			return lib, nil
		}
		why = append(why, "  "+err.Error())
	}
	return nil, fmt.Errorf("sudoku: libsudoku not found (set %s to its path); tried:\n%s", EnvVar, strings.Join(why, "\n"))
}

// Default returns the library the package-level functions use, found by Find
// on the first call; later calls return the same library or error.
func Default() (*Library, error) { return defaultLibrary() }

var defaultLibrary = sync.OnceValues(Find)

// Path returns the path the library was opened with.
func (l *Library) Path() string { return l.path }

// ABIVersion returns the library's sudoku_abi_version.
func (l *Library) ABIVersion() int { return int(l.fn.abiVersion()) }

// Version returns the library's release, such as "0.3.0".
func (l *Library) Version() string { return l.fn.versionString() }

// StatusString returns the library's name of a status code, as s.String()
// gives it: "SUDOKU_E_CONFLICT".
func (l *Library) StatusString(s Status) string { return l.fn.statusString(int32(s)) }

// StatusMessage returns the library's sentence about a status code, such as
// "the puzzle has no solution" (sudoku_status_message).
func (l *Library) StatusMessage(s Status) string { return l.fn.statusMessage(int32(s)) }

// TechniqueName returns the library's name of a technique, as t.String()
// gives it: "X-Wing", or "unknown technique".
func (l *Library) TechniqueName(t Technique) string { return l.fn.techniqueName(int32(t)) }

// LevelName returns the library's name of a level, as lv.String() gives it
// ("easy"), or "unknown level".
func (l *Library) LevelName(lv Level) string { return l.fn.levelName(int32(lv)) }
