"""python_calls: what a Python program pays per puzzle through the ctypes
binding, on kaggle_10k (easy puzzles, where the call costs the most
relative to the work): a loop of solve() calls against one solve_batch() call
on one thread, from a list of lines and from bytes. Prints, as make bench
does,

    bench kaggle_10k <py_solve|py_solve_batch|py_solve_batch_bytes> <puzzles/s> <ns/puzzle> -

timed in the process's CPU time (every thread: the batch's work runs on the
library's threads), the median of three runs. Run it with the package
importable and its library found (make bench-python does both)."""

import os
import sys
import time

import libsudoku


def data_dir():
    """$SUDOKU_DATA_DIR, else shared/data beside the current folder or one of
    its parents."""
    env = os.environ.get("SUDOKU_DATA_DIR")
    if env:
        return env
    d = os.getcwd()
    while True:
        cand = os.path.join(os.path.dirname(d), "shared", "data")
        if os.path.isdir(cand) or os.path.dirname(d) == d:
            return cand
        d = os.path.dirname(d)


def median_ns(run, n):
    """The median CPU time of three runs of run(), in ns per puzzle."""
    times = []
    for _ in range(3):
        t = time.process_time()
        run()
        times.append(time.process_time() - t)
    return sorted(times)[1] / n * 1e9


def main():
    path = os.path.join(data_dir(), "kaggle_10k.txt")
    if not os.path.exists(path):
        print("bench-python: SKIPPED: %s not found (set SUDOKU_DATA_DIR)" % path)
        return
    with open(path, encoding="utf-8") as f:
        lines = [ln.split()[0] for ln in f if ln.strip() and not ln.startswith("#")]
    raw = bytes(0 if c in ".0" else int(c) for ln in lines for c in ln)
    want = [libsudoku.solve(ln) for ln in lines]
    if libsudoku.solve_batch(lines, threads=1) != want:
        sys.exit("bench-python: solve_batch disagrees with solve")
    runs = [
        ("py_solve", lambda: [libsudoku.solve(ln) for ln in lines]),
        ("py_solve_batch", lambda: libsudoku.solve_batch(lines, threads=1)),
        ("py_solve_batch_bytes", lambda: libsudoku.solve_batch(raw, threads=1)),
    ]
    for name, run in runs:
        ns = median_ns(run, len(lines))
        print("bench kaggle_10k %s %.0f %.0f -" % (name, 1e9 / ns, ns))


if __name__ == "__main__":
    main()
