#!/bin/sh
# check.sh OUTPUT SUDOKU_CLI
#
# Checks the output of `make run` (every example, in every language) against
# results known independently of the examples: the solution of the puzzle
# most examples solve (Norvig's "hardest" #1, whose solution is published),
# the errors the examples provoke on purpose, and, for every puzzle the
# generator example prints, exactly one solution (counted by the CLI).
# A section a missing tool skipped (mono, python3) is reported, not failed,
# like the tests of that language.
set -u
out=$1
cli=$2
fail=0

section() { # the lines of section "== $1" (or "== $1 (...)") up to the next "== " line
	awk -v h="== $1" '/^== / { on = ($0 == h || index($0, h " ") == 1); next } on' "$out"
}

expect() { # expect SECTION TEXT...: each text must appear in the section
	name=$1
	shift
	text=$(section "$name")
	if [ -z "$text" ]; then
		if grep -q "^== $name: [Ss][Kk][Ii][Pp][Pp][Ee][Dd]" "$out"; then
			echo "examples: $name skipped (see make run)"
			return
		fi
		echo "FAIL examples: no output from $name"
		fail=1
		return
	fi
	for want in "$@"; do
		if ! printf '%s\n' "$text" | grep -qF -- "$want"; then
			echo "FAIL examples: $name does not print: $want"
			fail=1
		fi
	done
}

# Norvig's "hardest" #1 (4.....8.5.3....) and its unique solution, row by row.
hardest_rows='4 1 7 | 3 6 9 | 8 2 5
6 3 2 | 1 5 8 | 9 4 7
9 5 8 | 7 2 4 | 3 1 6
8 2 5 | 4 3 7 | 1 6 9
7 9 1 | 5 8 6 | 4 3 2
3 4 6 | 9 1 2 | 7 5 8
2 8 9 | 6 4 3 | 5 7 1
5 7 3 | 2 9 1 | 6 8 4
1 6 4 | 8 7 5 | 2 9 3'
hardest_line=417369825632158947958724316825437169791586432346912758289643571573291684164875293

# expect_re SECTION REGEX...: each extended regular expression must match a
# line of the section (for lines whose cells depend on the generated puzzle).
expect_re() {
	name=$1
	shift
	text=$(section "$name")
	[ -z "$text" ] && return # expect reported the missing section
	for want in "$@"; do
		if ! printf '%s\n' "$text" | grep -qE -- "$want"; then
			printf 'FAIL examples: %s prints no line matching: %s\n' "$name" "$want"
			fail=1
		fi
	done
}

# A cell name and a refused conflict, as the library writes them.
cell='r[1-9]c[1-9]'
conflict="SUDOKU_E_CONFLICT: digit [1-9] appears twice in (row|column|box) [1-9], at $cell and $cell"

expect_rows() {
	old_ifs=$IFS
	IFS='
'
	# shellcheck disable=SC2086 # split on newlines on purpose
	set -- "$1" $hardest_rows
	IFS=$old_ifs
	expect "$@"
}

expect "examples/c" "The solution is unique."
expect_rows "examples/c"
expect "examples/go-purego" "The solution is unique." "Batch item 0: $hardest_line" "Batch item 2: $hardest_line" \
	"SUDOKU_E_UNSOLVABLE" "status SUDOKU_E_CONFLICT, cells r7c4 and r9c4"
expect_rows "examples/go-purego"
expect "examples/python" "The solution is unique." "Batch item 0: $hardest_line" \
	"SUDOKU_E_CONFLICT: digit 1 appears twice in row 1, at r1c1 and r1c2" "status SUDOKU_E_CONFLICT, cells r7c4 and r9c4"
expect_rows "examples/python"
expect "examples/csharp" "The solution is unique." "SUDOKU_E_PARSE" \
	"Pack puzzle 0: Ok, 1 solution(s)" "Pack puzzle 3: Conflict, 0 solution(s)"
expect_re "examples/csharp" "^Playing [1-9] at ($cell): $conflict" \
	"^Playing [1-9] at ($cell), then asking for a hint: Mistakes: \\1 \\(wrong digit\\)\\.$"
expect "examples/cpp" "pack puzzle 0: SUDOKU_OK, 1 solution(s)" "pack puzzle 2: SUDOKU_E_CONFLICT, 0 solution(s)"
expect_re "examples/cpp" "^play: [1-9] at $cell: refused, $conflict" \
	"^play: [1-9] at ($cell): refused, \\1 is a given$" \
	"^hint: Mistakes: $cell \\(wrong digit\\)\\."
expect "examples/c/hint.c" "The grid is complete and correct."
# The chain example: the Dynamic Forcing Chains step of its state (the
# capi, C and binding tests compare it with the engine), each branch ending
# at the elimination.
expect "examples/python/chain.py" "Hint: Dynamic Forcing Chains: whichever of 1 or 2 goes in r3c9, r1c9 is not 2." \
	"Chain: cell, 2 branches, 18 nodes" "Branch 1: if r3c9=1" "Branch 2: if r3c9=2" "  r3c9=2 -> r1c9≠2 (box)" "  so r1c9≠2" \
	"Reasoning: If r3c9 is 1, then r3c9 is not 2 (it is 1)"
expect "cmd/sudoku" "534678912672195348198342567859761423426853791713924856961537284287419635345286179" \
	"sudoku validate: 3 of 10 failed" "verified 200 puzzles: 200 ok, 0 failed"

# The variant examples, in C and in Python: the published solutions of the
# UK Puzzle Association killer (file 247) and of the 16x16 hexadoku, the
# errors they provoke on purpose, and exactly one solution (counted by the
# CLI) for each puzzle they generate.
killer_solution=632798154478165392195324786724639815813452679569817243346571928981243567257986431
hex_solution=F6EG5BAD819C37423BA1784GEDF2C59697256CFE3AB41GD8D48C392175G6FEBAEA7F816C5G3BD924C93BD7524E61G8AF15D2G49FAC87B36E68G4EA3BF2D9715C2C93FEGAB81D4675G1B695782F43ACED7D584213C6AE9BFGAF4ECDB6G97582315E1DAF879B2G64C3B3CA26D91458EFG74GF913C567EA2D8B8267BGE4D3CF5A19
for ex in examples/c/variants.c examples/python/variants.py; do
	expect "$ex" "Solution: $killer_solution" "Solution: $hex_solution" "Rating 2.5 (medium), hardest step Innies and Outies" \
		"Validate: SUDOKU_E_CONFLICT: cage 1 at r1c1 has sum 20, but its digits already add up to 24" \
		"column 10: unexpected character '#' in the cage map (k=)"
	made=$(section "$ex" | sed -n 's/^Generated: //p')
	[ -z "$made" ] && continue # skipped, or reported above
	n=$(printf '%s\n' "$made" | grep -c .)
	counted=$(printf '%s\n' "$made" | "$cli" count --limit 2)
	if [ "$n" -ne 2 ] || [ "$(printf '%s\n' "$counted" | grep -c '^1 ')" -ne 2 ]; then
		echo "FAIL examples: $ex generated $n puzzles, want 2 with exactly one solution each:"
		echo "$counted"
		fail=1
	else
		echo "examples: the 2 puzzles $ex generated each have exactly one solution"
	fi
done

# Every puzzle the generator example prints has exactly one solution.
gen=$(section "examples/c/generate.c" | grep -oE '^ *[.1-9]{81}( |$)' | tr -d ' ')
n=$(printf '%s\n' "$gen" | grep -c .)
if [ "$n" -lt 10 ]; then
	echo "FAIL examples: examples/c/generate.c printed $n puzzles, want at least 10"
	fail=1
else
	bad=$(printf '%s\n' "$gen" | "$cli" count --limit 2 | grep -v '^1 ')
	if [ -n "$bad" ]; then
		echo "FAIL examples: generated puzzles without exactly one solution:"
		echo "$bad"
		fail=1
	else
		echo "examples: $n generated puzzles each have exactly one solution"
	fi
fi

[ $fail -eq 0 ] && echo "examples: all checks passed"
exit $fail
