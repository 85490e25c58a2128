// Package datasets finds and reads the shared puzzle sets (one 81-character
// puzzle per line) that tests and benchmarks use. The sets live outside the
// repository, in shared/data beside the project folder; the environment
// variable SUDOKU_DATA_DIR overrides that location.
package datasets

import (
	"bufio"
	"fmt"
	"os"
	"path/filepath"
	"strings"
)

// EnvVar names the environment variable that overrides the data folder.
const EnvVar = "SUDOKU_DATA_DIR"

// Dir returns the data folder: $SUDOKU_DATA_DIR if set, else the first
// shared/data found beside the current folder or one of its parents. It
// returns an error saying where it looked when there is none.
func Dir() (string, error) {
	if d := os.Getenv(EnvVar); d != "" {
		if st, err := os.Stat(d); err == nil && st.IsDir() {
			return d, nil
		}
		return "", fmt.Errorf("%s=%s is not a folder", EnvVar, d)
	}
	wd, err := os.Getwd()
	if err != nil {
		return "", err
	}
	var tried []string
	for d := wd; ; d = filepath.Dir(d) {
		cand := filepath.Join(filepath.Dir(d), "shared", "data")
		tried = append(tried, cand)
		if st, err := os.Stat(cand); err == nil && st.IsDir() {
			return cand, nil
		}
		if filepath.Dir(d) == d {
			break
		}
	}
	return "", fmt.Errorf("puzzle data sets not found (set %s; looked in %s)", EnvVar, strings.Join(tried, ", "))
}

// Line is one non-empty, non-comment line of a data file.
type Line struct {
	Num  int    // line number, from 1
	Text string // the line without its end-of-line characters
}

// ReadLines returns the non-empty lines of the named file of the data folder
// that do not start with '#', with '\r' stripped.
func ReadLines(name string) ([]Line, error) {
	dir, err := Dir()
	if err != nil {
		return nil, err
	}
	f, err := os.Open(filepath.Join(dir, name))
	if err != nil {
		return nil, err
	}
	defer f.Close()
	var out []Line
	sc := bufio.NewScanner(f)
	n := 0
	for sc.Scan() {
		n++
		t := strings.TrimRight(sc.Text(), "\r")
		if strings.TrimSpace(t) == "" || strings.HasPrefix(t, "#") {
			continue
		}
		out = append(out, Line{Num: n, Text: t})
	}
	return out, sc.Err()
}

// Puzzles returns the first field of every line of the named file: the
// 81-character puzzles.
func Puzzles(name string) ([]string, error) {
	lines, err := ReadLines(name)
	if err != nil {
		return nil, err
	}
	out := make([]string, len(lines))
	for i, l := range lines {
		out[i] = strings.Fields(l.Text)[0]
	}
	return out, nil
}
