"""Several Python threads solving at once (ctypes releases the GIL)."""

import threading
import unittest

import libsudoku
from support import cells, is_solution, puzzles


class ThreadTest(unittest.TestCase):
    def test_threads_solve_at_once(self):
        ps = puzzles("17_clue.txt", 1200)
        want = [libsudoku.solve(p) for p in ps[:50]]
        results = {}
        errors = []
        start = threading.Barrier(6)

        def work(k):
            try:
                start.wait()
                for i in range(k, len(ps), 6):
                    results[i] = (libsudoku.solve(ps[i]), libsudoku.count_solutions(cells(ps[i])))
            except Exception as e:  # reported below
                errors.append(e)

        threads = [threading.Thread(target=work, args=(k,)) for k in range(6)]
        for t in threads:
            t.start()
        for t in threads:
            t.join()
        self.assertEqual(errors, [])
        self.assertEqual(len(results), len(ps))
        for i, p in enumerate(ps):
            sol, n = results[i]
            self.assertTrue(is_solution(cells(p), cells(sol)), p)
            self.assertEqual(n, 1, p)
        self.assertEqual([results[i][0] for i in range(50)], want)

    def test_threads_candidates_at_once(self):
        """Each call of candidates has its own buffer: threads asking for the
        marks of different puzzles at once each get their own."""
        ps = puzzles("17_clue.txt", 300)
        want = [libsudoku.candidates(p) for p in ps]
        errors = []
        start = threading.Barrier(4)

        def work(k):
            try:
                start.wait()
                for _ in range(5):
                    for i in range(k, len(ps), 2):
                        if libsudoku.candidates(ps[i]) != want[i]:
                            errors.append(i)
            except Exception as e:  # reported below
                errors.append(e)

        threads = [threading.Thread(target=work, args=(k % 2,)) for k in range(4)]
        for t in threads:
            t.start()
        for t in threads:
            t.join()
        self.assertEqual(errors, [])


if __name__ == "__main__":
    unittest.main()
