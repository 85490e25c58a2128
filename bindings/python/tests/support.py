"""Helpers of the tests: the data sets, and an independent reference (plain
Python, no libsudoku) to check the library's answers against."""

import os
import unittest

CLASSIC = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
CLASSIC_SOLUTION = "534678912672195348198342567859761423426853791713924856961537284287419635345286179"


def data_dir():
    """$SUDOKU_DATA_DIR, else shared/data beside the repository (or one of
    its parents); None if there is none."""
    env = os.environ.get("SUDOKU_DATA_DIR")
    if env:
        return env if os.path.isdir(env) else None
    d = os.path.dirname(os.path.abspath(__file__))
    while True:
        cand = os.path.join(os.path.dirname(d), "shared", "data")
        if os.path.isdir(cand):
            return cand
        if os.path.dirname(d) == d:
            return None
        d = os.path.dirname(d)


def data_lines(name):
    """The non-empty, non-comment lines of a data set; skips the test when the
    data sets are absent."""
    d = data_dir()
    if d is None:
        raise unittest.SkipTest("puzzle data sets not found (set SUDOKU_DATA_DIR)")
    with open(os.path.join(d, name), encoding="utf-8") as f:
        return [ln.rstrip("\r\n") for ln in f if ln.strip() and not ln.startswith("#")]


def puzzles(name, n=None):
    """The first n puzzles (81-character lines) of a data set."""
    return [ln.split()[0] for ln in data_lines(name)][:n]


def cells(text):
    """An 81-character line as 81 ints."""
    assert len(text) == 81, text
    return [0 if ch in ".0" else int(ch) for ch in text]


def units():
    """The 27 units, each a list of 9 cell indexes."""
    rows = [[r * 9 + c for c in range(9)] for r in range(9)]
    cols = [[r * 9 + c for r in range(9)] for c in range(9)]
    boxes = [[(b // 3 * 3 + k // 3) * 9 + b % 3 * 3 + k % 3 for k in range(9)] for b in range(9)]
    return rows + cols + boxes


UNITS = units()


def conflicts(g):
    """Every pair (i, j), i < j, of cells of one unit holding the same digit."""
    out = set()
    for u in UNITS:
        for a in u:
            for b in u:
                if a < b and g[a] and g[a] == g[b]:
                    out.add((a, b))
    return out


def is_solution(puzzle, sol):
    """sol is a full grid obeying the rules that keeps puzzle's givens."""
    if len(sol) != 81 or any(not 1 <= v <= 9 for v in sol):
        return False
    if any(p and p != s for p, s in zip(puzzle, sol)):
        return False
    return all(sorted(sol[i] for i in u) == list(range(1, 10)) for u in UNITS)


def count_reference(g, limit):
    """Counts solutions up to limit by plain backtracking (for grids with few
    empty cells)."""
    g = list(g)
    peers = [set() for _ in range(81)]
    for u in UNITS:
        for a in u:
            peers[a].update(b for b in u if b != a)
    found = 0

    def rec():
        nonlocal found
        best, best_cands = None, None
        for i in range(81):
            if g[i] == 0:
                cands = set(range(1, 10)) - {g[p] for p in peers[i]}
                if best is None or len(cands) < len(best_cands):
                    best, best_cands = i, cands
        if best is None:
            found += 1
            return found >= limit
        for d in sorted(best_cands):
            g[best] = d
            if rec():
                return True
        g[best] = 0
        return False

    rec()
    return min(found, limit)
