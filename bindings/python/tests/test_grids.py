"""Grids in and out: text and lists, parsing, formatting."""

import unittest

import libsudoku
from support import CLASSIC, CLASSIC_SOLUTION, cells, puzzles


class GridTest(unittest.TestCase):
    def test_parse_line_and_drawing(self):
        self.assertEqual(libsudoku.parse(CLASSIC), cells(CLASSIC))
        self.assertEqual(libsudoku.parse(CLASSIC.replace(".", "0")), cells(CLASSIC))
        drawing = libsudoku.format_pretty(CLASSIC)
        self.assertEqual(len(drawing.splitlines()), 11)
        self.assertEqual(libsudoku.parse(drawing), cells(CLASSIC))

    def test_format(self):
        for p in puzzles("top95.txt", 30):
            g = cells(p)
            self.assertEqual(libsudoku.format_line(g), p.replace("0", "."))
            self.assertEqual(libsudoku.format_line(p), p.replace("0", "."))
            self.assertEqual(libsudoku.parse(libsudoku.format_pretty(g)), g)
            rows = [ln for ln in libsudoku.format_pretty(g).splitlines() if "-" not in ln]
            self.assertEqual(len(rows), 9)
            digits = [ch for ln in rows for ch in ln if ch not in " |"]
            self.assertEqual("".join(digits), p.replace("0", "."))

    def test_same_form_out_as_in(self):
        self.assertEqual(libsudoku.solve(CLASSIC), CLASSIC_SOLUTION)
        self.assertEqual(libsudoku.solve(cells(CLASSIC)), cells(CLASSIC_SOLUTION))
        self.assertEqual(libsudoku.solve(tuple(cells(CLASSIC))), cells(CLASSIC_SOLUTION))
        self.assertEqual(libsudoku.solve(libsudoku.format_pretty(CLASSIC)), CLASSIC_SOLUTION)

    def test_bad_sequences(self):
        with self.assertRaises(libsudoku.ArgumentError) as cm:
            libsudoku.solve([0] * 80)
        self.assertEqual(cm.exception.status, libsudoku.Status.E_ARG)
        self.assertIn("81 cells, got 80", str(cm.exception))
        with self.assertRaises(TypeError):
            libsudoku.solve(CLASSIC.encode())
        with self.assertRaises(TypeError):
            libsudoku.solve(["5"] + [0] * 80)
        for bad in (10, 255, 256, -1):
            g = [0] * 81
            g[30] = bad
            with self.assertRaises(libsudoku.InvalidPuzzleError) as cm:
                libsudoku.solve(g)
            self.assertEqual(cm.exception.status_name, "SUDOKU_E_RANGE")
            self.assertEqual(cm.exception.cells, (30,))
            self.assertEqual(cm.exception.cell_names, ("r4c4",))
            self.assertIn("r4c4 holds %d" % bad, str(cm.exception))

    def test_range_reported_by_library(self):
        g = [0] * 81
        g[80] = 12
        for call in (libsudoku.validate, libsudoku.solve, libsudoku.count_solutions,
                     libsudoku.format_line, libsudoku.format_pretty):
            with self.assertRaises(libsudoku.InvalidPuzzleError, msg=call.__name__) as cm:
                call(g)
            self.assertEqual(cm.exception.status, libsudoku.Status.E_RANGE)
            self.assertEqual(cm.exception.cells, (80,))

    def test_cell_names(self):
        self.assertEqual(libsudoku.cell_name(0), "r1c1")
        self.assertEqual(libsudoku.cell_name(80), "r9c9")
        self.assertEqual(libsudoku.cell_name(57), "r7c4")


if __name__ == "__main__":
    unittest.main()
