"""Solve a Sudoku with libsudoku from Python, prove the solution unique, and
handle an invalid puzzle.

    make lib && pip install ./bindings/python
    python3 examples/python/solve.py [PUZZLE]
"""

import sys

import libsudoku

puzzle = sys.argv[1] if len(sys.argv) > 1 else \
    "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......"

print("libsudoku %s (ABI %d) from %s\n" % (libsudoku.version(), libsudoku.abi_version(), libsudoku.library_path()))

try:
    libsudoku.check_text(puzzle)  # parse and check the rules, with a precise message
except libsudoku.SudokuError as e:
    sys.exit(str(e))

solution = libsudoku.solve(puzzle)  # text in, text out; a list of 81 ints works too
print("Puzzle:   %s\nSolution:\n%s" % (puzzle, libsudoku.format_pretty(solution)))

# Counting up to 2 solutions proves uniqueness.
if libsudoku.count_solutions(puzzle, limit=2) == 1:
    print("The solution is unique.")
else:
    print("The puzzle has more than one solution.")

# How hard is it, and what would a player's first step be?
rating = libsudoku.rate(puzzle)
print("Rating %.1f (%s), hardest step %s, %d steps" % (rating.se, rating.level, rating.hardest, rating.steps))
hint = libsudoku.hint(puzzle)
print("First hint: %s" % hint.text)

# A new hard puzzle, the same for the same seed on every machine.
fresh = libsudoku.generate(seed=2026, symmetry=libsudoku.Symmetry.ROTATE180, level=libsudoku.Level.HARD)
print("Generated: %s (%d clues, rated %.1f)" % (fresh.puzzle, 81 - fresh.puzzle.count("."), fresh.rating.se))

# Many puzzles in one call, on every core: a bad one gets its exception as
# its item instead of stopping the batch.
for i, item in enumerate(libsudoku.solve_batch([puzzle, "11" + "." * 79, fresh.puzzle])):
    print("Batch item %d: %s" % (i, item))

# Errors are exceptions with the status name, a detail and the cells at fault.
bad = "......8...824.....19..63....5..8.7..6782.9143..3.4..8....62..94.....561....6....."
try:
    libsudoku.solve(bad)
except libsudoku.InvalidPuzzleError as e:
    print("\nAn invalid puzzle: %s\n  status %s, cells %s" % (e.detail, e.status_name, " and ".join(e.cell_names)))

grid = [1, 2, 3, 4, 5, 6, 7, 8, 0] + [0] * 8 + [9] + [0] * 63  # r1c9 has no candidate
try:
    libsudoku.solve(grid)
except libsudoku.UnsolvableError as e:
    print("An unsolvable one: %s" % e)
