"""A panic inside a batch worker of the library becomes InternalError, and
the process goes on. It needs the test copy of the library built with
-tags sudoku_faultinject, in which the designated inputs below panic inside
a worker: `make test-faultinject` runs it with SUDOKU_FAULTINJECT=1 and
SUDOKU_LIBRARY naming that copy (mk/faultinject.mk)."""

import os
import unittest

import libsudoku

from support import CLASSIC, CLASSIC_SOLUTION

FAULT_PUZZLE = "987654321" + "." * 72  # panics in the solve and count batches
FAULT_SEED = 0xFA11  # panics in the generator's batches


@unittest.skipUnless(os.environ.get("SUDOKU_FAULTINJECT") == "1",
                     "SKIPPED: needs the library built with -tags sudoku_faultinject (make test-faultinject)")
class FaultInjectionTest(unittest.TestCase):
    def test_every_batch_raises_internal_error(self):
        puzzles = [CLASSIC] * 200
        puzzles[150] = FAULT_PUZZLE
        for threads in (1, 2, 4):
            with self.subTest(threads=threads):
                with self.assertRaises(libsudoku.InternalError):
                    libsudoku.solve_batch(puzzles, threads=threads)
                with self.assertRaises(libsudoku.InternalError):
                    libsudoku.count_solutions_batch(puzzles, 2, threads=threads)
                with self.assertRaises(libsudoku.InternalError):
                    libsudoku.generate_batch(3, threads=threads, seed=FAULT_SEED, level=libsudoku.Level.EASY)

    def test_library_works_afterwards(self):
        with self.assertRaises(libsudoku.InternalError):
            libsudoku.solve_batch([FAULT_PUZZLE] * 10, threads=4)
        self.assertEqual(libsudoku.solve_batch([CLASSIC] * 10, threads=4), [CLASSIC_SOLUTION] * 10)
        self.assertEqual(len(libsudoku.generate_batch(2, threads=2, seed=FAULT_SEED + 1, level=libsudoku.Level.EASY)), 2)
        # Alone, the designated puzzle is an ordinary one with many solutions.
        self.assertEqual(libsudoku.count_solutions(FAULT_PUZZLE, 2), 2)


if __name__ == "__main__":
    unittest.main()
