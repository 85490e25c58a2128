"""A program that closes the file descriptors it did not open, as
os.closerange(3, ...) does, goes on using the library (issue 17.3).

The Go runtime inside the library would end the process ("runtime: netpoll
failed") if its network poller had started before the descriptors were
closed; the library never starts it. Each case runs in a child Python whose
descriptors can be closed without harm to the test runner: one with stdin a
non-blocking pipe (which Go's os package would register with the poller),
one after big batches (whose heap the runtime's scavenger would return on a
timer).
"""

import os
import subprocess
import sys
import unittest

from support import CLASSIC, CLASSIC_SOLUTION

CHILD = r"""
import os, sys, time
import libsudoku

CLASSIC, SOLUTION, BIG = sys.argv[1], sys.argv[2], sys.argv[3] == "big"

def calls():
    assert libsudoku.solve(CLASSIC) == SOLUTION
    assert libsudoku.count_solutions(CLASSIC) == 1
    assert libsudoku.rate(CLASSIC).rating > 0
    assert libsudoku.hint(CLASSIC, CLASSIC).status == libsudoku.HintStatus.STEP
    g = libsudoku.generate(17, clues=30)
    assert libsudoku.count_solutions(g.puzzle) == 1
    assert libsudoku.solve_batch([CLASSIC] * 50, threads=2) == [SOLUTION] * 50
    return g.puzzle

first = calls()
if BIG:
    full = bytes(int(c) for c in SOLUTION) * 1000000
    for _ in range(2):
        counts = libsudoku.count_solutions_batch(full, threads=0)
        assert counts[0] == 1 and counts[-1] == 1
os.closerange(3, 65536)
for _ in range(8):
    time.sleep(0.15)
    assert calls() == first
print("ok")
"""


def run_child(test, big, nonblocking):
    r, w = os.pipe()
    os.set_blocking(r, not nonblocking)
    try:
        p = subprocess.run([sys.executable, "-c", CHILD, CLASSIC, CLASSIC_SOLUTION, "big" if big else "small"],
                           stdin=r, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, timeout=300)
    finally:
        os.close(r)
        os.close(w)
    out = p.stdout.decode(errors="replace")
    test.assertEqual((p.returncode, out), (0, "ok\n"), "the child's output began:\n" + out[:600])


class CloseDescriptorsTest(unittest.TestCase):
    def test_closerange_with_nonblocking_stdin(self):
        run_child(self, big=False, nonblocking=True)

    def test_closerange_after_big_batches(self):
        run_child(self, big=True, nonblocking=False)


if __name__ == "__main__":
    unittest.main()
