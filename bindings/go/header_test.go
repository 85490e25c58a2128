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
// value for it.
type headerValue struct {
	expr string
	mine int64
}

// headerValues lists the binding's copies of the header's numbers: the
// constants, the status codes and the layouts of the structs.
func headerValues() []headerValue {
	v := []headerValue{
		{"SUDOKU_ABI_VERSION", ABIVersion},
		{"SUDOKU_CELLS", NumCells},
		{"SUDOKU_LINE_SIZE", lineSize},
		{"SUDOKU_PRETTY_SIZE", prettySize},
		{"SUDOKU_MESSAGE_SIZE", messageSize},
		{"SUDOKU_TEXT_MAX", textMax},
	}
	for st, name := range statusNames {
		v = append(v, headerValue{name, int64(st)})
	}
	return append(v, structLayouts()...)
}

// TestHeader compiles a C program that prints each expression, and compares.
func TestHeader(t *testing.T) {
	cc, err := exec.LookPath("cc")
	if err != nil {
		t.Skip("no C compiler")
	}
	include, err := filepath.Abs(filepath.Join("..", "..", "include"))
	require.NoError(t, err)
	vals := headerValues()
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
