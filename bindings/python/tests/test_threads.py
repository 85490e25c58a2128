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


if __name__ == "__main__":
    unittest.main()
