package main

import (
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
)

// The library must never start the Go runtime's network poller (issue
// 17.3). The poller's epoll and eventfd descriptors belong to the host's
// process, and a host that closes descriptors it did not open (a daemon's
// closefrom(3), Python's os.closerange) would make the runtime's next poll
// end the process ("runtime: netpoll failed"). tests/c/test_closefds checks
// the library end to end; these tests keep out of its code what would start
// the poller:
//
//   - package os: its initialization registers the standard descriptors
//     with the poller when the host left them non-blocking. fmt imports it,
//     so the library formats with strconv. (net and os/exec use the poller
//     outright.)
//   - timers: time.Sleep, time.After, time.NewTimer and the like, and the
//     contexts with deadlines, which use them.

// TestLibraryLinksNoOSPackage lists the packages the library links and
// fails on os, net and their subpackages.
func TestLibraryLinksNoOSPackage(t *testing.T) {
	goCmd, err := exec.LookPath("go")
	if err != nil {
		goCmd = filepath.Join(runtime.GOROOT(), "bin", "go")
	}
	out, err := exec.Command(goCmd, "list", "-deps", ".").Output()
	if err != nil {
		t.Fatalf("go list -deps: %v", err)
	}
	deps := strings.Fields(string(out))
	if len(deps) < 5 {
		t.Fatalf("go list -deps gave %q", deps)
	}
	for _, p := range deps {
		if p == "os" || p == "net" || strings.HasPrefix(p, "os/") || strings.HasPrefix(p, "net/") {
			t.Errorf("the library links package %s (see this file for why it must not); the chain: go list -deps -f '{{.ImportPath}}: {{.Imports}}' ./capi", p)
		}
	}
}

// timerFuncs are the functions that start a runtime timer.
var timerFuncs = map[string]bool{
	"time.Sleep": true, "time.After": true, "time.AfterFunc": true, "time.NewTimer": true,
	"time.NewTicker": true, "time.Tick": true,
	"context.WithTimeout": true, "context.WithDeadline": true,
	"context.WithTimeoutCause": true, "context.WithDeadlineCause": true,
}

// TestLibraryStartsNoTimer reads the library's Go files (capi and engine,
// without tests) and fails on every call of a timerFuncs function.
func TestLibraryStartsNoTimer(t *testing.T) {
	files := 0
	for _, dir := range []string{".", "../engine"} {
		names, err := filepath.Glob(filepath.Join(dir, "*.go"))
		if err != nil {
			t.Fatal(err)
		}
		for _, name := range names {
			if strings.HasSuffix(name, "_test.go") {
				continue
			}
			files++
			for _, call := range timerCalls(t, name) {
				t.Errorf("%s calls %s, which starts the runtime's poller (see this file)", call.pos, call.name)
			}
		}
	}
	if files < 10 {
		t.Fatalf("read only %d files", files)
	}
}

type timerCall struct{ pos, name string }

// timerCalls returns the calls of timerFuncs in the Go file name, under the
// names its imports give the packages.
func timerCalls(t *testing.T, name string) []timerCall {
	src, err := os.ReadFile(name)
	if err != nil {
		t.Fatal(err)
	}
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, name, src, parser.SkipObjectResolution)
	if err != nil {
		t.Fatal(err)
	}
	local := map[string]string{} // local package name -> import path
	for _, imp := range f.Imports {
		path := strings.Trim(imp.Path.Value, `"`)
		n := filepath.Base(path)
		if imp.Name != nil {
			n = imp.Name.Name
		}
		local[n] = path
	}
	var calls []timerCall
	ast.Inspect(f, func(n ast.Node) bool {
		sel, ok := n.(*ast.SelectorExpr)
		if !ok {
			return true
		}
		if id, ok := sel.X.(*ast.Ident); ok {
			if full := local[id.Name] + "." + sel.Sel.Name; timerFuncs[full] {
				calls = append(calls, timerCall{fset.Position(sel.Pos()).String(), full})
			}
		}
		return true
	})
	return calls
}
