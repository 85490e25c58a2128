package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"runtime"
	"strings"
)

// commonFlags are the flags every batch command shares.
type commonFlags struct {
	format   string // text, json or csv
	threads  int    // worker goroutines
	progress string // auto, always or never
}

// flagSet is a command's flags with its help text.
type flagSet struct {
	*flag.FlagSet
	name                   string // the command's name
	usage, about, examples string
}

// newFlagSet makes the flag set of a command. usage is the synopsis line,
// about the description, examples the example lines; "--help" prints them
// with the flag list. Flag errors print one line and a pointer to the help.
func newFlagSet(e *env, name, usage, about, examples string) *flagSet {
	fs := flag.NewFlagSet("sudoku "+name, flag.ContinueOnError)
	fs.SetOutput(e.stderr)
	fs.Usage = func() {} // the flag package prints the error; parseCommand adds the pointer
	return &flagSet{FlagSet: fs, name: name, usage: usage, about: about, examples: examples}
}

// help writes the command's usage, description, flags and examples.
func (fs *flagSet) help(w io.Writer) {
	fmt.Fprintf(w, "Usage:\n  sudoku %s %s\n\n%s\n\nFlags:\n", fs.name, fs.usage, strings.TrimSpace(fs.about))
	fs.VisitAll(func(f *flag.Flag) {
		kind, text := flag.UnquoteUsage(f)
		fmt.Fprintf(w, "  --%s", f.Name)
		if kind != "" {
			fmt.Fprintf(w, " %s", kind)
		}
		fmt.Fprintf(w, "\n      %s", text)
		if f.DefValue != "" && f.DefValue != "0" && f.DefValue != "false" {
			fmt.Fprintf(w, " (default %s)", f.DefValue)
		}
		fmt.Fprintln(w)
	})
	fmt.Fprintf(w, "\nExamples:\n%s\n", strings.Trim(fs.examples, "\n"))
}

// addCommon registers --format, --threads and --progress.
func addCommon(fs *flagSet, c *commonFlags, defaultThreads int) {
	fs.StringVar(&c.format, "format", "text", "output `format`: text, json (one object per line) or csv")
	fs.IntVar(&c.threads, "threads", defaultThreads, "worker `count`, 0 for one per CPU core; output order and content do not depend on it")
	fs.StringVar(&c.progress, "progress", "auto", "`when` to show progress on standard error: auto (when it is a terminal), always or never")
}

// check validates the common flags.
func (c *commonFlags) check() error {
	switch c.format {
	case "text", "json", "csv":
	default:
		return fmt.Errorf("--format %q: want text, json or csv", c.format)
	}
	if c.threads < 0 {
		return fmt.Errorf("--threads %d: want 0 (one per CPU core) or more", c.threads)
	}
	if c.threads == 0 {
		c.threads = runtime.NumCPU() // as the library's threads <= 0
	}
	switch c.progress {
	case "auto", "always", "never":
	default:
		return fmt.Errorf("--progress %q: want auto, always or never", c.progress)
	}
	return nil
}

// defaultThreads is the worker count of commands that do not time things.
func defaultThreads() int { return runtime.NumCPU() }

// parseArgs parses flags that may come before, between or after the
// positional arguments (puzzles and files), and returns the positional ones.
// Everything after "--" is positional. It returns flag.ErrHelp for --help.
func parseArgs(fs *flag.FlagSet, args []string) ([]string, error) {
	var pos []string
	for {
		if err := fs.Parse(args); err != nil {
			return nil, err
		}
		rest := fs.Args()
		if len(rest) == 0 {
			return pos, nil
		}
		if used := len(args) - len(rest); used > 0 && args[used-1] == "--" {
			return append(pos, rest...), nil
		}
		pos = append(pos, rest[0])
		args = rest[1:]
	}
}

// usageError prints err (unless the flag package already did) and a
// pointer to the help on standard error, and returns exitUsage.
func usageError(e *env, name string, err error, printed bool) int {
	if !printed {
		fmt.Fprintf(e.stderr, "sudoku %s: %v\n", name, err)
	}
	fmt.Fprintf(e.stderr, "Run 'sudoku help %s' for usage.\n", name)
	return exitUsage
}

// parseCommand parses args with fs and checks the common flags (c may be
// nil). It returns the positional arguments and -1, or an exit status when
// the command must stop: exitOK after --help, exitUsage after a flag error.
func parseCommand(e *env, fs *flagSet, c *commonFlags, args []string) ([]string, int) {
	pos, err := parseArgs(fs.FlagSet, args)
	if errors.Is(err, flag.ErrHelp) {
		fs.help(e.stdout)
		return nil, exitOK
	}
	if err != nil {
		return nil, usageError(e, fs.name, err, true)
	}
	if c != nil {
		if err := c.check(); err != nil {
			return nil, usageError(e, fs.name, err, false)
		}
	}
	return pos, -1
}

// errGuesses is the usage error of a --guesses below 1.
var errGuesses = errors.New("--guesses must be at least 1")
