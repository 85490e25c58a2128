//go:build linux || darwin || freebsd || netbsd

package sudoku

import (
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestSameProgram builds testdata/portable, a program written against
// package engine, twice: as it is, and with its import replaced by this
// package's (through the go command's -overlay, so that the program is one
// file), built without cgo. Both must compile and print the same: the
// binding has the engine's names, and they mean the same.
func TestSameProgram(t *testing.T) {
	lib := open(t)
	if testing.Short() {
		t.Skip("builds two programs; skipped with -short")
	}
	goTool, err := exec.LookPath("go")
	if err != nil {
		t.Skip("no go command")
	}
	src, err := filepath.Abs(filepath.Join("testdata", "portable", "main.go"))
	require.NoError(t, err)
	text, err := os.ReadFile(src)
	require.NoError(t, err)
	const enginePath = `sudoku "github.com/libsudoku/libsudoku/engine"`
	require.Contains(t, string(text), enginePath)
	dir := t.TempDir()
	replaced := filepath.Join(dir, "main.go")
	require.NoError(t, os.WriteFile(replaced, []byte(strings.Replace(string(text), enginePath,
		`sudoku "github.com/libsudoku/libsudoku/bindings/go"`, 1)), 0o600))
	overlay, err := json.Marshal(map[string]map[string]string{"Replace": {src: replaced}})
	require.NoError(t, err)
	overlayFile := filepath.Join(dir, "overlay.json")
	require.NoError(t, os.WriteFile(overlayFile, overlay, 0o600))

	run := func(name string, buildArgs []string, env ...string) string {
		exe := filepath.Join(dir, name)
		args := append([]string{"build", "-o", exe}, buildArgs...)
		cmd := exec.Command(goTool, append(args, "./testdata/portable")...)
		cmd.Env = append(os.Environ(), env...)
		out, err := cmd.CombinedOutput()
		require.NoError(t, err, "go %s:\n%s", strings.Join(args, " "), out)
		cmd = exec.Command(exe)
		cmd.Env = append(os.Environ(), EnvVar+"="+lib.Path())
		out, err = cmd.CombinedOutput()
		require.NoError(t, err, "%s:\n%s", name, out)
		return string(out)
	}
	withEngine := run("with-engine", nil)
	withBinding := run("with-binding", []string{"-overlay", overlayFile}, "CGO_ENABLED=0")
	assert.Equal(t, withEngine, withBinding)
	assert.Contains(t, withEngine, "conflict 5 [0 2] row 1 0 sudoku: digit 5 appears twice in row 1, at r1c1 and r1c3")
}
