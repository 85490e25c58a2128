//go:build linux || darwin || freebsd || netbsd

package sudoku

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
)

// skipReason says why the tests skip when no library could be built.
var skipReason string

// buildLibrary builds the shared library from ../../capi into dir with the go
// command, as make does (always with cgo, which a c-shared build needs,
// whatever CGO_ENABLED the test binary was built with), so that `go test
// ./bindings/go` always tests the library of the sources beside it: Go's
// build cache makes this a link of a few seconds when nothing changed. It
// sets $SUDOKU_LIBRARY for the package-level functions and returns the
// library's path, or "" with skipReason set when there is no go command or C
// compiler.
func buildLibrary(dir string) (string, error) {
	goTool, err := exec.LookPath("go")
	if err != nil {
		skipReason = "SKIPPED: the go command is not on PATH to build the library; set " + EnvVar + " to a built libsudoku.so"
		fmt.Println("bindings/go:", skipReason)
		return "", nil
	}
	out, err := exec.Command(goTool, "env", "CC").Output()
	if err != nil {
		return "", fmt.Errorf("go env CC: %v", err)
	}
	cc := strings.Fields(string(out))
	if len(cc) == 0 {
		cc = []string{"cc"}
	}
	if _, err := exec.LookPath(cc[0]); err != nil {
		skipReason = fmt.Sprintf("SKIPPED: no C compiler (go env CC is %q) to build the library with cgo; install gcc, or set %s to a built libsudoku.so", cc[0], EnvVar)
		fmt.Println("bindings/go:", skipReason)
		return "", nil
	}
	lib := filepath.Join(dir, "libsudoku.so")
	cmd := exec.Command(goTool, "build", "-buildmode=c-shared", "-trimpath", "-o", lib, "./capi")
	cmd.Dir = filepath.Join("..", "..")
	cmd.Env = append(os.Environ(), "CGO_ENABLED=1")
	if out, err := cmd.CombinedOutput(); err != nil {
		return "", fmt.Errorf("building the library: %s: %v\n%s", strings.Join(cmd.Args, " "), err, out)
	}
	sourceDirs, err = libraryDirs(goTool, cmd.Dir)
	if err != nil {
		return "", err
	}
	os.Setenv(EnvVar, lib)
	fmt.Printf("bindings/go: testing %s (built from ../../capi), test binary built with cgo: %v\n", lib, builtWithCgo)
	return lib, nil
}

// sourceDirs are the folders of the library's sources when buildLibrary
// built it.
var sourceDirs []string

// libraryDirs lists the folders of the packages the library is built from,
// and include/.
func libraryDirs(goTool, root string) ([]string, error) {
	cmd := exec.Command(goTool, "list", "-deps", "-f", "{{if not .Standard}}{{.Dir}}{{end}}", "./capi")
	cmd.Dir = root
	out, err := cmd.Output()
	if err != nil {
		return nil, fmt.Errorf("go list -deps ./capi: %v", err)
	}
	return append(strings.Fields(string(out)), filepath.Join(root, "include")), nil
}

var statOnce sync.Once
var statErr error

// statSources stats the library under test and every file in sourceDirs,
// once per test binary. go test records the files a test looks at (from the
// first test on, not in TestMain; only those inside the module) and reruns
// the tests when one changes instead of reusing a cached result. The library
// and its packages are not dependencies of this one, so without this a new
// build of $SUDOKU_LIBRARY, or a change in capi/ or engine/, would go
// unnoticed.
func statSources() error {
	statOnce.Do(func() {
		if _, statErr = os.Stat(libPath); statErr != nil {
			return
		}
		for _, d := range sourceDirs {
			entries, err := os.ReadDir(d)
			if err != nil {
				statErr = err
				return
			}
			for _, e := range entries {
				if _, err := os.Stat(filepath.Join(d, e.Name())); err != nil {
					statErr = err
					return
				}
			}
		}
	})
	return statErr
}
