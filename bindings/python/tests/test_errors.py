"""Errors raise exceptions with the status name and a precise detail."""

import unittest

import libsudoku
from support import CLASSIC, cells, conflicts, data_lines


class ErrorTest(unittest.TestCase):
    def test_status_names(self):
        for st in libsudoku.Status:
            self.assertEqual(libsudoku.status_string(st), "SUDOKU_" + st.name)
        self.assertEqual(libsudoku.status_string(-42), "SUDOKU_E_UNKNOWN")

    def test_parse_errors(self):
        with self.assertRaises(libsudoku.ParseError) as cm:
            libsudoku.parse("1234x" + "." * 76)
        e = cm.exception
        self.assertIsInstance(e, libsudoku.SudokuError)
        self.assertIsInstance(e, ValueError)
        self.assertEqual(e.status, libsudoku.Status.E_PARSE)
        self.assertEqual(e.status_name, "SUDOKU_E_PARSE")
        self.assertIn("'x' at line 1, column 5", e.detail)
        self.assertTrue(str(e).startswith("SUDOKU_E_PARSE: unexpected character 'x'"), str(e))
        with self.assertRaisesRegex(libsudoku.ParseError, "found 80 cells, want 81"):
            libsudoku.solve("." * 80)
        with self.assertRaisesRegex(libsudoku.ParseError, "found 0 cells"):
            libsudoku.parse("")
        for call in (libsudoku.parse, libsudoku.check_text, libsudoku.solve):
            with self.assertRaisesRegex(libsudoku.ArgumentError, "70000 bytes, more than SUDOKU_TEXT_MAX"):
                call("." * 70000)

    def test_bad_inputs(self):
        """Each line of bad_inputs.txt fails as an independent check of the
        text predicts: parse error, conflict (with its cells) or unsolvable."""
        for line in data_lines("bad_inputs.txt"):
            text = line.split()[0]
            if len(text) != 81 or any(ch not in ".0123456789" for ch in text):
                for call in (libsudoku.parse, libsudoku.check_text, libsudoku.solve):
                    with self.assertRaises(libsudoku.ParseError, msg=text):
                        call(text)
                continue
            pairs = conflicts(cells(text))
            if pairs:
                for call in (libsudoku.check_text, libsudoku.validate, libsudoku.solve,
                             libsudoku.count_solutions):
                    for grid in (text, cells(text)) if call is not libsudoku.check_text else (text,):
                        with self.assertRaises(libsudoku.InvalidPuzzleError, msg=text) as cm:
                            call(grid)
                        e = cm.exception
                        self.assertEqual(e.status_name, "SUDOKU_E_CONFLICT")
                        self.assertIn(e.cells, pairs)
                        a, b = e.cell_names
                        self.assertIn("at %s and %s" % (a, b), str(e))
                continue
            libsudoku.check_text(text)  # the rules hold
            with self.assertRaises(libsudoku.UnsolvableError) as cm:
                libsudoku.solve(text)
            self.assertEqual(str(cm.exception), "SUDOKU_E_UNSOLVABLE: the puzzle has no solution")
            self.assertEqual(libsudoku.count_solutions(text), 0)

    def test_conflict_message(self):
        text = "......8...824.....19..63....5..8.7..6782.9143..3.4..8....62..94.....561....6....."
        with self.assertRaises(libsudoku.InvalidPuzzleError) as cm:
            libsudoku.solve(text)
        self.assertEqual(str(cm.exception),
                         "SUDOKU_E_CONFLICT: digit 6 appears twice in column 4, at r7c4 and r9c4")
        self.assertEqual(cm.exception.cells, (57, 75))

    def test_limits(self):
        for limit in (0, -1, 2**31):
            with self.assertRaises(libsudoku.ArgumentError, msg=limit):
                libsudoku.count_solutions(CLASSIC, limit)
        with self.assertRaises(TypeError):
            libsudoku.count_solutions(CLASSIC, 2.0)
        self.assertEqual(libsudoku.count_solutions([0] * 81, 50), 50)
        self.assertEqual(libsudoku.count_solutions(CLASSIC, 1), 1)


if __name__ == "__main__":
    unittest.main()
