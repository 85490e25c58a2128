"""Variants with libsudoku from Python: a killer Sudoku (cages only, no
givens) and a 16x16 puzzle, each solved, proved unique, rated and hinted; the
precise errors of a cage that breaks its sum and of a bad variant; and a new
killer and a new 16x16 from the generator, printed as pack lines ("VARIANT
PUZZLE"). docs/variants.md explains the text form of a variant.

    make lib && pip install ./bindings/python
    python3 examples/python/variants.py
"""

import libsudoku

# The UK Puzzle Association killer, ukpuzzles.org file 247: a cage label per
# cell (k=) and the cages' sums in reading order of their first cells (s=).
KILLER = ("9x9,k=aabbcddeeaafgchieejffgchiikjggglhhhkmmmlllnnnoppplqqqrossptquurvvsptquwwvvxxtyyww,"
          "s=20/9/17/9/20/22/16/27/18/8/11/15/12/22/8/30/17/11/11/19/16/24/17/16/10")

# A hexadoku from sudoku-puzzles-online.com, its symbols 0-F written 1-G.
HEX = ("F.........9..7.2..A...4G.D....96.72.6C...A.4..D..4..3...7.....B.E......C..3...24.9.B.752....."
       "8AF1...G.9.A.8.B.6..........2D..1..........B...4.7..1.6.5..2F.....D.D.84.1........GAF4.C.B..."
       "..8..1...DA.8.9..G...3B3...6.9...8EF..4.F....5..E.2....26...E.D..F.A.9")


def drawing(variant, line):
    """The grid as rows of cells, with bars between boxes."""
    n, (box_rows, box_cols) = variant.size, variant.box
    rows = []
    for r in range(n):
        if r and r % box_rows == 0:
            rows.append("-+-".join("-" * (2 * box_cols - 1) for _ in range(n // box_cols)))
        cells = line[r * n:(r + 1) * n]
        rows.append(" | ".join(" ".join(cells[c:c + box_cols]) for c in range(0, n, box_cols)))
    return "\n".join(rows)


def play(name, variant, puzzle):
    """Solve, prove unique, rate and hint one puzzle of variant."""
    print("%s: %d x %d cells, %d units, %d cages" % (name, variant.size, variant.size, variant.units,
                                                    len(variant.cages)))
    solution = variant.solve(puzzle)  # text in, text out
    print("Solution: %s" % solution)
    print(drawing(variant, solution))
    print("The solution is unique." if variant.count_solutions(puzzle, limit=2) == 1
          else "The puzzle has more than one solution.")
    rating = variant.rate(puzzle)
    if rating.complete:
        print("Rating %.1f (%s), hardest step %s, %d steps" % (rating.se, rating.level, rating.hardest, rating.steps))
    else:  # the variants' step finder knows singles to fish and the killer techniques
        print("Beyond the step finder: stuck after %d steps (the hardest %s, %.1f)"
              % (rating.steps, rating.hardest, rating.se))
    print("First hint: %s\n" % variant.hint(puzzle).text)


killer = libsudoku.Variant(KILLER)
play("Killer", killer, "." * killer.cells)
play("16x16", libsudoku.Variant("16x16"), HEX)

# Errors say exactly what is wrong: a cage over its sum, a bad character.
try:
    killer.validate("98......." "7" + "." * 71)  # r1c1, r1c2, r2c1 are in cage 1 (sum 20)
except libsudoku.SudokuError as e:
    print("Validate: %s" % e)
try:
    libsudoku.Variant("9x9,k=aab#")
except libsudoku.SudokuError as e:
    print("Check 9x9,k=aab#: %s\n" % e)

# New puzzles, the same for the same seed on every machine.
for made in (libsudoku.Variant("9x9").generate(2026, killer=True, symmetry=libsudoku.Symmetry.ROTATE180),
             libsudoku.Variant("16x16").generate(2026, symmetry=libsudoku.Symmetry.ROTATE180)):
    print("Generated: %s" % made)  # the pack line: VARIANT PUZZLE
