"""Solving and counting, checked against the independent reference."""

import random
import unittest

import libsudoku
from support import CLASSIC, CLASSIC_SOLUTION, cells, count_reference, is_solution, puzzles


class SolveTest(unittest.TestCase):
    def test_classic(self):
        self.assertEqual(libsudoku.solve(CLASSIC), CLASSIC_SOLUTION)
        self.assertEqual(libsudoku.count_solutions(CLASSIC), 1)
        self.assertIsNone(libsudoku.validate(CLASSIC))

    def test_data_sets(self):
        for name, n in (("hardest.txt", None), ("top95.txt", None), ("magictour_top1465.txt", 300),
                        ("forum_hardest_1106.txt", 100), ("kaggle_10k.txt", 500), ("17_clue.txt", 1000)):
            for p in puzzles(name, n):
                sol = libsudoku.solve(p)
                self.assertTrue(is_solution(cells(p), cells(sol)), "%s: %s: %s" % (name, p, sol))
                self.assertEqual(libsudoku.solve(cells(p)), cells(sol))

    def test_17_clue_unique(self):
        for p in puzzles("17_clue.txt", 1000):
            self.assertEqual(libsudoku.count_solutions(p), 1, p)

    def test_counts_match_reference(self):
        """Solutions with cells blanked have known numbers of completions:
        count them with the library and by plain backtracking."""
        rng = random.Random(6)
        sol = cells(CLASSIC_SOLUTION)
        seen_multiple = False
        for _ in range(25):
            g = list(sol)
            for i in rng.sample(range(81), 50):
                g[i] = 0
            want = count_reference(g, 20)
            self.assertEqual(libsudoku.count_solutions(g, 20), want, libsudoku.format_line(g))
            seen_multiple |= want > 1
        self.assertTrue(seen_multiple, "the fixture should include grids with several solutions")

    def test_limit_error_fields(self):
        # A LimitError carries the count found so far; build one as the
        # binding does to check its fields without a long search.
        e = libsudoku.LimitError(libsudoku.Status.E_LIMIT, "SUDOKU_E_LIMIT", "budget", count=7)
        self.assertEqual(e.count, 7)
        self.assertEqual(str(e), "SUDOKU_E_LIMIT: budget")


if __name__ == "__main__":
    unittest.main()
