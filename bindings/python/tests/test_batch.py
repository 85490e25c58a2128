"""Batches (sudoku_solve_batch, sudoku_count_solutions_batch), checked item
by item against the single calls and the rules."""

import unittest

import libsudoku
from libsudoku import Status
from support import CLASSIC, CLASSIC_SOLUTION, cells, count_reference, is_solution, puzzles

CONFLICT = "11" + "." * 79
UNSOLVABLE = "12345678." + "........9" + "." * 63  # r1c9 has no candidate
STRAY = "x" * 81


def single_solve(p):
    """solve(p), or the exception it raises."""
    try:
        return libsudoku.solve(p)
    except libsudoku.SudokuError as e:
        return e


def same_error(test, got, want):
    test.assertIsInstance(got, type(want))
    test.assertEqual((got.status, got.detail), (want.status, want.detail))
    test.assertEqual(getattr(got, "cells", None), getattr(want, "cells", None))


class SolveBatchTest(unittest.TestCase):
    def test_data_set_matches_single_calls(self):
        ps = puzzles("kaggle_10k.txt", 2000) + puzzles("top95.txt")
        got = libsudoku.solve_batch(ps)
        self.assertEqual(len(got), len(ps))
        for p, sol in zip(ps, got):
            self.assertIsInstance(sol, str, p)
            self.assertTrue(is_solution(cells(p), cells(sol)), p)
            self.assertEqual(sol, libsudoku.solve(p))

    def test_threads_give_the_same_results(self):
        ps = puzzles("17_clue.txt", 500) + [CONFLICT, UNSOLVABLE, STRAY]
        one = libsudoku.solve_batch(ps, threads=1)
        for threads in (2, 3, 0, -1):
            other = libsudoku.solve_batch(ps, threads=threads)
            self.assertEqual(other[:500], one[:500], threads)
            for a, b in zip(other[500:], one[500:]):
                same_error(self, a, b)

    def test_bad_puzzles_do_not_stop_the_batch(self):
        ps = [CLASSIC, CONFLICT, UNSOLVABLE, STRAY, cells(CLASSIC), "1" * 80, CLASSIC]
        got = libsudoku.solve_batch(ps, threads=2)
        self.assertEqual(got[0], CLASSIC_SOLUTION)
        self.assertEqual(got[4], cells(CLASSIC_SOLUTION))
        self.assertEqual(got[6], CLASSIC_SOLUTION)
        self.assertIsInstance(got[1], libsudoku.InvalidPuzzleError)
        self.assertEqual(got[1].cells, (0, 1))
        self.assertIsInstance(got[2], libsudoku.UnsolvableError)
        self.assertIsInstance(got[3], libsudoku.ParseError)
        self.assertIsInstance(got[5], libsudoku.ParseError)
        for i in (1, 2, 3, 5):
            same_error(self, got[i], single_solve(ps[i]))

    def test_forms(self):
        self.assertEqual(libsudoku.solve_batch([]), [])
        self.assertEqual(libsudoku.solve_batch(b""), [])
        raw = bytes(cells(CLASSIC))
        got = libsudoku.solve_batch(raw + bytearray(raw))
        self.assertEqual(got, [bytes(cells(CLASSIC_SOLUTION))] * 2)
        # A drawing is read like solve reads it; an iterator works too.
        drawing = libsudoku.format_pretty(CLASSIC)
        self.assertEqual(libsudoku.solve_batch(iter([drawing, tuple(cells(CLASSIC)), raw])),
                         [CLASSIC_SOLUTION, cells(CLASSIC_SOLUTION), bytes(cells(CLASSIC_SOLUTION))])
        bad = bytearray(raw)
        bad[40] = 12
        got = libsudoku.solve_batch(raw + bytes(bad))
        self.assertIsInstance(got[1], libsudoku.InvalidPuzzleError)
        self.assertEqual((got[1].status, got[1].cells), (Status.E_RANGE, (40,)))

    def test_an_item_that_is_no_grid(self):
        """An item the binding cannot read as a grid (None, a number, a
        grid of bools) gets the exception solve() raises for it, and the
        other items their results (issue 17.10)."""
        self.assertRaises(TypeError, libsudoku.solve, None)
        floats = [1.0] * 81
        for bad in (None, 17, floats, CLASSIC.encode()):
            got = libsudoku.solve_batch([CLASSIC, bad, cells(CLASSIC)])
            self.assertEqual(got[0], CLASSIC_SOLUTION, repr(bad)[:20])
            self.assertIsInstance(got[1], TypeError, repr(bad)[:20])
            self.assertEqual(got[2], cells(CLASSIC_SOLUTION), repr(bad)[:20])
            got = libsudoku.count_solutions_batch([bad, CLASSIC])
            self.assertIsInstance(got[0], TypeError, repr(bad)[:20])
            self.assertEqual(got[1], 1)

    def test_bad_arguments(self):
        with self.assertRaises(libsudoku.ArgumentError):
            libsudoku.solve_batch(bytes(80))
        with self.assertRaises(TypeError):
            libsudoku.solve_batch(CLASSIC)
        with self.assertRaises(TypeError):
            libsudoku.solve_batch([CLASSIC], threads="2")


class CountSolutionsBatchTest(unittest.TestCase):
    def test_matches_single_calls_and_reference(self):
        sol = cells(CLASSIC_SOLUTION)
        grids = []
        for k in range(30):
            g = list(sol)
            for i in range(0, 81, 1 + k % 3):
                if (i * 7 + k) % 5 < 3:
                    g[i] = 0
            grids.append(g)
        ps = grids + puzzles("17_clue.txt", 300)
        for limit in (1, 2, 20):
            got = libsudoku.count_solutions_batch(ps, limit=limit, threads=2)
            self.assertEqual(got, libsudoku.count_solutions_batch(ps, limit=limit, threads=1))
            self.assertEqual(got, [libsudoku.count_solutions(p, limit) for p in ps])
            for g, n in zip(grids, got):
                if g.count(0) <= 50:
                    self.assertEqual(n, count_reference(g, limit), libsudoku.format_line(g))
        self.assertIn(True, [n > 1 for n in libsudoku.count_solutions_batch(grids, 20)])

    def test_bad_puzzles_and_limit(self):
        got = libsudoku.count_solutions_batch([CLASSIC, CONFLICT, UNSOLVABLE, STRAY, "." * 81], limit=3)
        self.assertEqual(got[0], 1)
        self.assertIsInstance(got[1], libsudoku.InvalidPuzzleError)
        self.assertEqual(got[2], 0)  # valid givens, no solution: counts 0, as count_solutions does
        self.assertIsInstance(got[3], libsudoku.ParseError)
        self.assertEqual(got[4], 3)
        for bad in (0, -1, 2**31):
            with self.assertRaises(libsudoku.ArgumentError):
                libsudoku.count_solutions_batch([CLASSIC], limit=bad)
        self.assertEqual(libsudoku.count_solutions_batch([], limit=1), [])

    def test_threads_is_a_keyword(self):
        """threads is keyword-only: count_solutions_batch(ps, 4) would
        otherwise be read either as a limit or as a thread count."""
        with self.assertRaises(TypeError):
            libsudoku.solve_batch([CLASSIC], 2)
        with self.assertRaises(TypeError):
            libsudoku.count_solutions_batch([CLASSIC], 2, 2)
        self.assertEqual(libsudoku.count_solutions_batch([CLASSIC], 2, threads=2), [1])


if __name__ == "__main__":
    unittest.main()
