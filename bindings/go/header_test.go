//go:build linux || darwin || freebsd || netbsd

package sudoku

import (
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

// headerValue is a C expression over include/sudoku.h and the binding's
// value for it. abiValues (abi_gen_test.go, generated with the binding)
// lists every constant, enumeration value, struct size and field offset.
type headerValue struct {
	expr string
	mine int64
}

// TestHeader compiles a C program that prints each expression of
// abiValues, and compares: the generated constants and the Go layout of
// the generated structs must be what the C compiler makes of the header.
func TestHeader(t *testing.T) {
	cc, err := exec.LookPath("cc")
	if err != nil {
		t.Skip("no C compiler")
	}
	include, err := filepath.Abs(filepath.Join("..", "..", "include"))
	require.NoError(t, err)
	vals := abiValues()
	var src strings.Builder
	src.WriteString("#include <stdio.h>\n#include <stddef.h>\n#include \"sudoku.h\"\nint main(void) {\n")
	for _, v := range vals {
		src.WriteString("\tprintf(\"%lld\\n\", (long long)(" + v.expr + "));\n")
	}
	src.WriteString("\treturn 0;\n}\n")
	dir := t.TempDir()
	c, exe := filepath.Join(dir, "consts.c"), filepath.Join(dir, "consts")
	require.NoError(t, os.WriteFile(c, []byte(src.String()), 0o600))
	out, err := exec.Command(cc, "-std=c99", "-I", include, "-o", exe, c).CombinedOutput()
	require.NoError(t, err, string(out))
	out, err = exec.Command(exe).Output()
	require.NoError(t, err)
	lines := strings.Fields(string(out))
	require.Len(t, lines, len(vals))
	for i, v := range vals {
		n, err := strconv.ParseInt(lines[i], 10, 64)
		require.NoError(t, err)
		if n != v.mine {
			t.Errorf("%s: header %d, binding %d", v.expr, n, v.mine)
		}
	}
}
