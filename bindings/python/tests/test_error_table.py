"""The shared table of bad inputs (tests/errors/cases.tsv): every binding
reports the same status, status name, cells and message for each line."""

import os
import unittest

import libsudoku
from support import CLASSIC

TABLE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "..", "tests", "errors", "cases.tsv")


def cases():
    with open(TABLE, encoding="utf-8") as f:
        for line in f:
            line = line.rstrip("\n")
            if not line or line.startswith("#"):
                continue
            fields = line.split("\t")
            assert len(fields) == 6, line
            call, text, edits, status, cells, message = fields
            text = text.replace("\\n", "\n").replace("\\t", "\t").replace("\\\\", "\\")
            yield call, text, edits, status, cells, message


def edited(text, edits):
    grid = libsudoku.parse(text)
    if edits != "-":
        for e in edits.split(","):
            cell, value = e.split("=")
            grid[int(cell)] = int(value)
    return grid


class ErrorTableTest(unittest.TestCase):
    def test_table(self):
        n = 0
        for call, text, edits, status, cells, message in cases():
            n += 1
            with self.subTest(call=call, text=text):
                if call == "parse":
                    f = lambda: libsudoku.parse(text)
                elif call == "check_text":
                    f = lambda: libsudoku.check_text(text)
                else:
                    puzzle, grid = libsudoku.parse(text), edited(text, edits)
                    f = {
                        "validate": lambda: libsudoku.validate(grid),
                        "solve": lambda: libsudoku.solve(grid),
                        "count": lambda: libsudoku.count_solutions(grid, 2),
                        "rate": lambda: libsudoku.rate(grid),
                        "format": lambda: libsudoku.format_line(grid),
                        "hint_puzzle": lambda: libsudoku.hint(grid, grid),
                        "hint_grid": lambda: libsudoku.hint(puzzle, grid),
                        "solve_batch": lambda: self.batch_item(grid),
                    }[call]
                with self.assertRaises(libsudoku.SudokuError) as cm:
                    f()
                e = cm.exception
                self.assertEqual(e.status_name, status)
                self.assertEqual(libsudoku.status_string(e.status), status)
                self.assertEqual(",".join(map(str, e.cells)) or "-", cells)
                self.assertEqual(e.detail, message)
                self.assertEqual(str(e), status + ": " + message)
        self.assertGreaterEqual(n, 10)

    def batch_item(self, grid):
        items = libsudoku.solve_batch([CLASSIC, grid, CLASSIC])
        self.assertIsInstance(items[0], str)
        raise items[1]


if __name__ == "__main__":
    unittest.main()
