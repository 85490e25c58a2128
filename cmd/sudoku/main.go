// Command sudoku solves, counts, checks, rates and generates Sudoku puzzles
// in batches, built on libsudoku's engine.
//
// Usage:
//
//	sudoku <command> [flags] [puzzle | file | -]...
//
// Commands: solve, count, validate, hint, rate, generate, bench, verify,
// version.
// Run "sudoku help <command>" for the flags and examples of one command.
//
// Puzzles come from the arguments, or one per line from files or standard
// input. Output is plain text, or one record per puzzle with --format json
// (one JSON object per line) or --format csv.
//
// Exit status: 0 when every puzzle succeeded, 1 when some puzzle failed (bad
// input, no solution, a failed check), 2 for a usage error, 130 when
// interrupted.
package main

import (
	"context"
	"fmt"
	"io"
	"os"
	"os/signal"
	"strings"
)

// Exit statuses.
const (
	exitOK          = 0
	exitFailed      = 1
	exitUsage       = 2
	exitInterrupted = 130
)

// command is one subcommand: its name, a one-line summary for the command
// list, and the function that parses its flags and runs it.
type command struct {
	name    string
	summary string
	run     func(env *env, args []string) int
}

// commands lists the subcommands in the order "sudoku help" shows them.
var commands = []command{
	{"solve", "print the solution of each puzzle", runSolve},
	{"count", "count the solutions of each puzzle (up to a limit)", runCount},
	{"validate", "check that each line is a grid that breaks no rule", runValidate},
	{"hint", "show the next logical step of each puzzle", runHint},
	{"rate", "rate the difficulty of each puzzle (SE scale) and name its level", runRate},
	{"generate", "make a pack of puzzles with unique solutions", runGenerate},
	{"bench", "time the solver on a list of puzzles", runBench},
	{"verify", "check puzzles end to end: valid, unique, solved, as generated", runVerify},
	{"version", "print the release, ABI and generator versions", runVersion},
}

// env is what a command runs with: its streams and a context that is
// cancelled on Ctrl-C. Tests need not replace it: they run the built binary.
type env struct {
	ctx    context.Context
	stdin  *os.File
	stdout *os.File
	stderr *os.File
}

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	go func() {
		<-ctx.Done()
		stop() // a second Ctrl-C ends the program at once
	}()
	code := run(&env{ctx: ctx, stdin: os.Stdin, stdout: os.Stdout, stderr: os.Stderr}, os.Args[1:])
	stop()
	os.Exit(code)
}

// run dispatches to the subcommand named by args[0].
func run(e *env, args []string) int {
	if len(args) == 0 {
		mainUsage(e.stderr)
		return exitUsage
	}
	name := args[0]
	switch name {
	case "help", "-h", "-help", "--help":
		if len(args) > 1 {
			if c := findCommand(args[1]); c != nil {
				return c.run(e, []string{"--help"})
			}
			fmt.Fprintf(e.stderr, "sudoku: unknown command %q\n\n", args[1])
			mainUsage(e.stderr)
			return exitUsage
		}
		mainUsage(e.stdout)
		return exitOK
	case "--version", "-version":
		return runVersion(e, args[1:])
	}
	c := findCommand(name)
	if c == nil {
		fmt.Fprintf(e.stderr, "sudoku: unknown command %q\n\n", name)
		mainUsage(e.stderr)
		return exitUsage
	}
	return c.run(e, args[1:])
}

func findCommand(name string) *command {
	for i := range commands {
		if commands[i].name == name {
			return &commands[i]
		}
	}
	return nil
}

func mainUsage(w io.Writer) {
	var b strings.Builder
	b.WriteString(`sudoku solves, counts, checks, rates and generates Sudoku puzzles in batches.

Usage:
  sudoku <command> [flags] [puzzle | file | -]...

Commands:
`)
	for _, c := range commands {
		fmt.Fprintf(&b, "  %-9s %s\n", c.name, c.summary)
	}
	b.WriteString(`
Puzzles are read from the arguments: an argument naming a file (or "-" for
standard input) is read one puzzle per line, any other argument is a puzzle
itself. With no arguments, puzzles are read from standard input. Blank lines
and lines starting with '#' are skipped. On a line, a first field longer than
9 characters is the puzzle and the rest (such as a rating) is ignored;
otherwise the whole line is the puzzle ("5 3 . . 7 ...").

Variants: --variant names the variant of the puzzles (16x16, 6x6, 9x9,x for
diagonals, 9x9,w for windoku, 9x9,j=... for jigsaw, 9x9,k=...,s=... for
killer; see docs/variants.md), and a line whose first field is a variant
carries its own ("9x9,x 2.....6..."): the grid is the next field.

Output is plain text, or one record per puzzle with --format json (one JSON
object per line) or --format csv. Exit status: 0 all good, 1 some puzzle
failed, 2 usage error, 130 interrupted.

Run "sudoku help <command>" for the flags and examples of a command.
`)
	io.WriteString(w, b.String())
}
