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

    def test_bytes_of_cells(self):
        """81 bytes of cell values go in as they are and come out as bytes,
        as a bytes batch does; encoded text is refused, not misread."""
        raw = bytes(cells(CLASSIC))
        for form in (raw, bytearray(raw), memoryview(raw)):
            self.assertEqual(libsudoku.solve(form), bytes(cells(CLASSIC_SOLUTION)))
            self.assertEqual(libsudoku.format_line(form), CLASSIC)
            self.assertEqual(libsudoku.count_solutions(form), 1)
            self.assertEqual(libsudoku.candidates(form), libsudoku.candidates(CLASSIC))
        self.assertIsNone(libsudoku.validate(bytes(cells(CLASSIC_SOLUTION))))
        for text in (CLASSIC.encode(), CLASSIC.replace(".", "0").encode()):
            with self.assertRaises(TypeError) as cm:
                libsudoku.solve(text)
            self.assertIn("decode text", str(cm.exception))
        with self.assertRaises(libsudoku.ArgumentError) as cm:
            libsudoku.solve(raw[:80])
        self.assertIn("81 cells, got 80", str(cm.exception))
        for bad in (10, 46, 255):  # 46 is '.': one such byte does not make text
            g = bytearray(raw)
            g[30] = bad
            for call in (libsudoku.solve, libsudoku.validate, libsudoku.format_line, libsudoku.candidates):
                with self.assertRaises(libsudoku.InvalidPuzzleError, msg=call.__name__) as cm:
                    call(bytes(g))
                self.assertEqual((cm.exception.status_name, cm.exception.cells), ("SUDOKU_E_RANGE", (30,)))

    def test_cells_are_ints(self):
        """A cell is anything bytes() takes as 0..255, as Python reads
        ints: bools are 0 and 1; anything else is named by its cell."""
        g = cells(CLASSIC_SOLUTION)
        with self.assertRaises(libsudoku.InvalidPuzzleError) as cm:
            libsudoku.validate([True] * 81)
        self.assertEqual(cm.exception.cells, (0, 1))
        self.assertEqual(libsudoku.solve([bool(v) if v <= 1 else v for v in cells(CLASSIC)]), g)
        for bad in (1.0, "5", None):
            for form in (list, tuple, iter):
                grid = list(g)
                grid[57] = bad
                with self.assertRaises(TypeError) as cm:
                    libsudoku.validate(form(grid))
                self.assertIn("cell r7c4 is %r, not an int" % (bad,), str(cm.exception))

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

    def test_every_cheap_call_names_the_bad_cell(self):
        """The calls whose cost is mostly the crossing (validate,
        format_line, format_pretty, solve, count_solutions, candidates),
        which take a list on a fast path, say what is wrong with a grid in
        every form: the cell at fault, the character, the number of cells."""
        calls = (libsudoku.validate, libsudoku.format_line, libsudoku.format_pretty, libsudoku.solve,
                 libsudoku.count_solutions, libsudoku.candidates)
        g = cells(CLASSIC)
        for call in calls:
            name = call.__name__
            for form in (list, tuple, iter):
                bad = list(g)
                bad[57] = 1.0
                with self.assertRaises(TypeError, msg=name) as cm:
                    call(form(bad))
                self.assertIn("cell r7c4 is 1.0, not an int", str(cm.exception), name)
                bad[57] = 300
                with self.assertRaises(libsudoku.InvalidPuzzleError, msg=name) as cm:
                    call(form(bad))
                self.assertEqual(cm.exception.cells, (57,), name)
                self.assertIn("r7c4 holds 300", str(cm.exception), name)
                # an iterator is read once: the error says what it held
                with self.assertRaises(libsudoku.ArgumentError, msg=name) as cm:
                    call(form(g[:80]))
                self.assertIn("a grid has 81 cells, got 80", str(cm.exception), name)
            with self.assertRaises(libsudoku.ParseError, msg=name) as cm:
                call(CLASSIC[:40] + "x" + CLASSIC[41:])
            self.assertIn("'x'", str(cm.exception), name)
            with self.assertRaises(TypeError, msg=name) as cm:
                call(3.5)
            self.assertIn("not float", str(cm.exception), name)

    def test_cheap_calls_return_their_types(self):
        """What each cheap call returns for each form, against the values
        the slow forms (a drawing, a tuple) give."""
        g, solution = cells(CLASSIC), cells(CLASSIC_SOLUTION)
        drawing = libsudoku.format_pretty(tuple(g))
        for grid in (g, CLASSIC, bytes(g), tuple(g), drawing):
            self.assertIsNone(libsudoku.validate(grid))
            self.assertEqual(libsudoku.format_line(grid), CLASSIC)
            self.assertEqual(libsudoku.format_pretty(grid), drawing)
            self.assertEqual(libsudoku.count_solutions(grid), 1)
            self.assertEqual(libsudoku.count_solutions(grid, limit=True), 1)  # a bool is an int
            marks = libsudoku.candidates(grid)
            self.assertIs(type(marks), list)
            self.assertEqual(marks, libsudoku.candidates(drawing))
            self.assertTrue(all(type(m) is int for m in marks))
        self.assertEqual(libsudoku.solve(g), solution)
        self.assertEqual(libsudoku.solve(tuple(g)), solution)
        self.assertEqual(libsudoku.solve(CLASSIC), CLASSIC_SOLUTION)
        self.assertEqual(libsudoku.solve(drawing), CLASSIC_SOLUTION)
        self.assertEqual(libsudoku.solve(bytes(g)), bytes(solution))
        for limit, error in ((0, libsudoku.ArgumentError), (2**31, libsudoku.ArgumentError), (2.0, TypeError)):
            with self.assertRaises(error, msg=limit):
                libsudoku.count_solutions(g, limit)

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
