"""After os.fork() the child must get a clear error, not a hang; spawn works."""

import multiprocessing
import os
import signal
import sys
import time
import unittest

import libsudoku
from support import CLASSIC, CLASSIC_SOLUTION


@unittest.skipUnless(hasattr(os, "fork"), "no os.fork on this platform")
class ForkTest(unittest.TestCase):
    def test_forked_child_gets_clear_error(self):
        self.assertEqual(libsudoku.solve(CLASSIC), CLASSIC_SOLUTION)  # loaded in the parent
        r, w = os.pipe()
        pid = os.fork()
        if pid == 0:  # the child: report through the pipe, never return
            code = 1
            try:
                os.close(r)
                try:
                    libsudoku.solve(CLASSIC)
                    msg = "no error"
                except libsudoku.ForkedProcessError as e:
                    msg, code = "ForkedProcessError: %s" % e, 0
                except BaseException as e:  # noqa: B902 - report anything
                    msg = "other error: %r" % e
                os.write(w, msg.encode())
            finally:
                os._exit(code)
        os.close(w)
        deadline = time.monotonic() + 60
        while True:
            done, status = os.waitpid(pid, os.WNOHANG)
            if done:
                break
            if time.monotonic() > deadline:
                os.kill(pid, signal.SIGKILL)
                os.waitpid(pid, 0)
                self.fail("the forked child hung instead of raising ForkedProcessError")
            time.sleep(0.02)
        with os.fdopen(r, "rb") as f:
            msg = f.read().decode()
        self.assertEqual(os.waitstatus_to_exitcode(status), 0, msg)
        self.assertIn("ForkedProcessError", msg)
        self.assertIn("'spawn'", msg)
        # The parent goes on working.
        self.assertEqual(libsudoku.solve(CLASSIC), CLASSIC_SOLUTION)

    def test_spawn_workers(self):
        ctx = multiprocessing.get_context("spawn")
        puzzles = [CLASSIC, CLASSIC.replace("5", ".", 1), CLASSIC[:-1] + "."]
        with ctx.Pool(2) as pool:
            got = pool.map(libsudoku.solve, puzzles)
        self.assertEqual(got, [CLASSIC_SOLUTION] * 3)


if __name__ == "__main__":
    unittest.main()
