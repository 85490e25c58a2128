"""Several Python threads solving at once (ctypes releases the GIL), and
calls made while another call is in flight in the same thread (from a
signal handler)."""

import os
import signal
import threading
import unittest

import libsudoku
from libsudoku._library import clib
from support import CLASSIC, cells, is_solution, puzzles

# The calls that reuse their result buffers (libsudoku._api._LINES...),
# each with the C function it writes the result with: name, call, C name.
POOLED = (("format_line", libsudoku.format_line, "sudoku_format"),
          ("format_pretty", libsudoku.format_pretty, "sudoku_format_pretty"),
          ("solve", libsudoku.solve, "sudoku_solve"),
          ("count_solutions", libsudoku.count_solutions, "sudoku_count_solutions"),
          ("candidates", libsudoku.candidates, "sudoku_candidates"))


def one_clue_less(puzzle):
    """puzzle (a 17-clue one, which has no clue to spare) without its first
    clue, as a list: a grid of several solutions."""
    g = cells(puzzle)
    g[next(i for i, v in enumerate(g) if v)] = 0
    return g


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

    def test_threads_cheap_calls_at_once(self):
        """The calls that reuse result buffers, on different puzzles (as
        lists, bytes and str) in 4 threads at once: each result is the one
        the call gives alone. Half the puzzles have one clue less, and
        several solutions, so that count_solutions differs too."""
        ps = puzzles("17_clue.txt", 100)
        gs = [cells(p) if i % 2 else one_clue_less(p) for i, p in enumerate(ps)]
        grids = [(g, bytes(g), libsudoku.format_line(g))[i % 3] for i, g in enumerate(gs)]
        want = {name: [call(g) for g in grids] for name, call, _ in POOLED}
        self.assertEqual(set(want["count_solutions"]), {1, 2})
        errors = []
        start = threading.Barrier(4)

        def work(k):
            try:
                start.wait()
                for _ in range(3):
                    for i in range(k, len(grids), 2):
                        for name, call, _ in POOLED:
                            if call(grids[i]) != want[name][i]:
                                errors.append((name, i))
            except Exception as e:  # reported below
                errors.append(e)

        threads = [threading.Thread(target=work, args=(k % 2,)) for k in range(4)]
        for t in threads:
            t.start()
        for t in threads:
            t.join()
        self.assertEqual(errors, [])


class NestedCallTest(unittest.TestCase):
    """A signal handler runs Python code between any two steps of the main
    thread, and can call libsudoku while a call is in flight: between its C
    call, which fills the result buffer, and the copy of the result out."""

    def test_call_between_the_c_call_and_the_copy(self):
        """Each C function that writes a result replaced for a moment by one
        that, after the real call, makes the same libsudoku call on another
        grid (what a signal handler could do at that moment, made certain
        here): each call returns its own grid's result."""
        outer, inner = cells(CLASSIC), one_clue_less(puzzles("17_clue.txt", 1)[0])
        for name, call, c_name in POOLED:
            with self.subTest(name):
                want_outer, want_inner = call(outer), call(inner)
                self.assertNotEqual(want_outer, want_inner)
                real, got_inner = getattr(clib, c_name), []

                def nested(*args, real=real, call=call, c_name=c_name, got_inner=got_inner):
                    st = real(*args)
                    setattr(clib, c_name, real)  # once
                    got_inner.append(call(inner))
                    return st

                setattr(clib, c_name, nested)
                try:
                    self.assertEqual(call(outer), want_outer)
                finally:
                    setattr(clib, c_name, real)
                self.assertEqual(got_inner, [want_inner])

    @unittest.skipUnless(hasattr(signal, "setitimer"), "no signal.setitimer on this platform")
    def test_calls_from_a_signal_handler(self):
        """A timer's signal handler making calls every 0.2 ms (not while it
        is running already) while the main thread makes them on another
        grid: every result on both sides is its own grid's."""
        ps = puzzles("17_clue.txt", 2)
        grids = (cells(ps[0]), one_clue_less(ps[1]))
        want = [[call(g) for _, call, _ in POOLED] for g in grids]
        in_handler, wrong = [], []

        def handler(signum, frame):
            if len(in_handler) % 2:
                return  # a signal during the handler
            in_handler.append(1)
            got = [call(grids[1]) for _, call, _ in POOLED]
            in_handler.append(1)
            if got != want[1]:
                wrong.append(("handler", got))

        old = signal.signal(signal.SIGALRM, handler)
        try:
            signal.setitimer(signal.ITIMER_REAL, 0.0002, 0.0002)
            for _ in range(1000):
                got = [call(grids[0]) for _, call, _ in POOLED]
                if got != want[0]:
                    wrong.append(("main", got))
        finally:
            signal.setitimer(signal.ITIMER_REAL, 0)
            signal.signal(signal.SIGALRM, old)
        self.assertEqual(wrong, [])
        self.assertGreater(len(in_handler), 20)


if __name__ == "__main__":
    unittest.main()
