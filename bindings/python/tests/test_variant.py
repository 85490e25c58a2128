"""Variants (sudoku_variant_*): published puzzles against their published
solutions, the precise errors, hints walked to the end of a killer, ratings
and generation, checked by an independent rule check written here."""

import unittest

import libsudoku
from libsudoku import HintStatus, Status, Technique, Variant

# UK Puzzle Association killer (ukpuzzles.org file 247): cages only.
KILLER = ("9x9,k=aabbcddeeaafgchieejffgchiikjggglhhhkmmmlllnnnoppplqqqrossptquurvvsptquwwvvxxtyyww,"
          "s=20/9/17/9/20/22/16/27/18/8/11/15/12/22/8/30/17/11/11/19/16/24/17/16/10")
KILLER_SOLUTION = "632798154478165392195324786724639815813452679569817243346571928981243567257986431"
# sudoku-puzzles-online.com hexadoku, symbols 0-F written as 1-G.
HEX = ("F.........9..7.2..A...4G.D....96.72.6C...A.4..D..4..3...7.....B.E......C..3...24.9.B.752....."
       "8AF1...G.9.A.8.B.6..........2D..1..........B...4.7..1.6.5..2F.....D.D.84.1........GAF4.C.B..."
       "..8..1...DA.8.9..G...3B3...6.9...8EF..4.F....5..E.2....26...E.D..F.A.9")
HEX_SOLUTION = ("F6EG5BAD819C37423BA1784GEDF2C59697256CFE3AB41GD8D48C392175G6FEBAEA7F816C5G3BD924C93BD7524E61"
                "G8AF15D2G49FAC87B36E68G4EA3BF2D9715C2C93FEGAB81D4675G1B695782F43ACED7D584213C6AE9BFGAF4ECDB6G9"
                "7582315E1DAF879B2G64C3B3CA26D91458EFG74GF913C567EA2D8B8267BGE4D3CF5A19")
X_PUZZLE = "2.............62....1....7...6..8...3...9...7...6..4...4....8....52.............3"
X_SOLUTION = "267945381853716249491823576576438192384192657129657438642379815935281764718564923"


def digits(line):
    return [0 if ch == "." else "123456789ABCDEFG".index(ch) + 1 for ch in line]


def keeps_rules(v, grid):
    """The independent check: every unit (from Variant.unit) holds each digit
    at most once, every cage adds up to its sum, every cell is 1..N."""
    if any(not 1 <= d <= v.size for d in grid):
        return False
    for u in range(v.units):
        cells = v.unit(u).cells
        if len({grid[c] for c in cells}) != len(cells):
            return False
    return all(sum(grid[c] for c in cage.cells) == cage.sum for cage in v.cages)


class TestVariant(unittest.TestCase):
    def test_published(self):
        v = Variant(KILLER)
        self.assertEqual((v.size, v.cells, len(v.cages), v.box), (9, 81, 25, (3, 3)))
        self.assertEqual(v.cages[0], libsudoku.Cage((0, 1, 9, 10), 20))
        self.assertEqual(v.solve("." * 81), KILLER_SOLUTION)
        self.assertEqual(v.count_solutions([0] * 81), 1)
        self.assertTrue(keeps_rules(v, digits(KILLER_SOLUTION)))
        hexa = Variant("16x16")
        self.assertEqual(hexa.solve(HEX), HEX_SOLUTION)
        self.assertEqual(hexa.solve(digits(HEX)), digits(HEX_SOLUTION))
        x = Variant("9x9,x")
        self.assertEqual(x.solve(X_PUZZLE), X_SOLUTION)
        self.assertEqual(libsudoku.count_solutions(X_PUZZLE), 2, "several solutions without the diagonals")
        self.assertEqual(x.unit(27), libsudoku.Unit("diagonal", 0, tuple(range(0, 81, 10))))

    def test_errors(self):
        with self.assertRaises(libsudoku.ParseError) as cm:
            Variant("9x9,k=a#")
        self.assertIn("column 8: unexpected character '#' in the cage map (k=)", str(cm.exception))
        with self.assertRaises(libsudoku.ParseError) as cm:
            Variant("6x6").parse("1234567")
        self.assertIn("digit '7' (7) at line 1, column 7 (byte 6) is above 6", str(cm.exception))
        with self.assertRaises(libsudoku.InvalidPuzzleError) as cm:
            Variant("9x9,x").validate([1] + [0] * 69 + [1] + [0] * 10)
        self.assertEqual(cm.exception.cells, (0, 70))
        self.assertIn("digit 1 appears twice in the main diagonal, at r1c1 and r8c8", str(cm.exception))
        with self.assertRaises(libsudoku.InvalidPuzzleError) as cm:
            Variant(KILLER).solve([9, 8] + [0] * 7 + [7] + [0] * 71)
        self.assertIn("cage 1 at r1c1 has sum 20", str(cm.exception))
        with self.assertRaises(libsudoku.ArgumentError):
            Variant("4x4").solve([0] * 81)
        with self.assertRaises(libsudoku.InvalidPuzzleError):
            Variant("4x4").solve([5] + [0] * 15)
        with self.assertRaises(libsudoku.NotUniqueError):
            Variant("6x6").rate("." * 36)

    def test_hint_walk(self):
        v = Variant(KILLER)
        sol = digits(KILLER_SOLUTION)
        grid = [0] * 81
        marks = [0x1FF] * 81
        techniques = set()
        for _ in range(500):
            h = v.hint([0] * 81, grid, marks)
            if h.status != HintStatus.STEP:
                break
            techniques.add(h.technique)
            self.assertTrue(h.text and h.pattern_cells, h)
            if h.cell is not None:
                self.assertEqual(h.digit, sol[h.cell], h.text)
                grid[h.cell] = h.digit
            for c, ds in h.removed.items():
                self.assertNotIn(sol[c], ds, h.text)
                for d in ds:
                    marks[c] &= ~(1 << (d - 1))
        self.assertEqual(h.status, HintStatus.SOLVED)
        self.assertEqual(grid, sol)
        self.assertIn(Technique.CAGE_COMBINATION, techniques)
        r = v.rate([0] * 81)
        self.assertEqual((r.rating, r.hardest, r.complete), (25, Technique.INNIES_OUTIES, True))
        wrong = list(sol)
        wrong[0] = sol[0] % 9 + 1
        h = v.hint([0] * 81, wrong)
        self.assertEqual(h.status, HintStatus.MISTAKES)
        self.assertEqual(h.mistakes, {0: libsudoku.Mistake.DIGIT})

    def test_generate(self):
        for text, kw in (("16x16", {}), ("9x9", {"killer": True, "symmetry": libsudoku.Symmetry.ROTATE180}),
                         ("6x6", {"jigsaw": True}), ("9x9,w", {"level": libsudoku.Level.EASY})):
            base = Variant(text)
            g = base.generate(3, **kw)
            self.assertEqual(g, base.generate(3, **kw), "reproducible")
            v = g.variant
            self.assertEqual(v.count_solutions(g.puzzle), 1)
            self.assertEqual(v.solve(g.puzzle), g.solution)
            self.assertTrue(keeps_rules(v, digits(g.solution)))
            self.assertEqual(str(g).split()[0], v.text)
            if kw.get("killer"):
                self.assertTrue(v.cages)
                self.assertEqual(g.puzzle.count("."), 81)
            if kw.get("jigsaw"):
                self.assertTrue(v.jigsaw)
            if "level" in kw:
                self.assertEqual(g.rating.level, libsudoku.Level.EASY)
        with self.assertRaises(libsudoku.ArgumentError):
            Variant("9x9").generate(clues=300)
        v, grid = libsudoku.variant_line("9x9,x %s 1.5 easy" % X_PUZZLE)
        self.assertEqual(v.solve(grid), X_SOLUTION)
        self.assertEqual(Status.OK, 0)


if __name__ == "__main__":
    unittest.main()
