"""Puzzle generation: sudoku_generate and sudoku_generate_batch."""

import ctypes
import dataclasses
from typing import List, Optional

from . import _api, _long
from ._abi_gen import GenerateOptionsStruct, RateStruct, Symmetry
from ._errors import Status
from ._library import lib
from ._logic import Rating, rating_from_struct

MAX_BATCH = 1 << 24  # the most puzzles sudoku_generate_batch makes in one call


@dataclasses.dataclass(frozen=True)
class Generated:
    """A generated puzzle: its clues and solution as 81-character lines, and
    its Rating (as rate() gives it) when a difficulty was asked for (a level
    or a rating band), else None.
    status is Status.OK, or Status.E_LIMIT when the work bound ran out first:
    the puzzle is then the best found, still with exactly one solution.
    attempts is the number of attempts generate() made (None from
    generate_batch, whose C call does not report it)."""

    puzzle: str
    solution: str
    rating: Optional[Rating]
    status: Status = Status.OK
    attempts: Optional[int] = dataclasses.field(default=None, compare=False)


def generator_version():
    """The version of the generator's algorithm: one seed and one set of
    options give the same puzzle for one version."""
    return lib().sudoku_generator_version()


def _options(seed, symmetry, clues, level, min_rating, max_rating, max_attempts, budget_ms, first):
    values = dict(seed=seed, symmetry=symmetry, clues=clues, level=level, min_rating=min_rating,
                  max_rating=max_rating, max_attempts=max_attempts, budget_ms=budget_ms, first=first)
    for name, v in values.items():
        if not isinstance(v, int) or isinstance(v, bool):
            raise TypeError("%s must be an int, not %s" % (name, type(v).__name__))
    for name in ("seed", "first"):
        if not 0 <= values[name] < 2**64:
            raise _api._error(Status.E_ARG, "%s must be 0 to 2**64-1" % name)
    for name in ("clues", "level", "min_rating", "max_rating", "max_attempts", "budget_ms"):
        if not -2**31 <= values[name] < 2**31:
            raise _api._error(Status.E_ARG, "%s is out of range" % name)
    if not 0 <= symmetry < 2**32:
        raise _api._error(Status.E_ARG, "unknown symmetry %d" % symmetry)
    return GenerateOptionsStruct(size=ctypes.sizeof(GenerateOptionsStruct), **values)


def _line(g, offset=0):
    return "".join("." if v == 0 else chr(48 + v) for v in g[offset:offset + 81])


def _new_rating():
    return RateStruct(size=ctypes.sizeof(RateStruct))


def generate(seed=0, *, symmetry=Symmetry.NONE, clues=0, level=0, min_rating=0, max_rating=0,
             max_attempts=0, budget_ms=0, first=0, progress=None):
    """Makes one puzzle with exactly one solution (sudoku_generate); the same
    arguments give the same puzzle. clues: 0 for a minimal puzzle, else a
    target 17..81; level: 0 or a Level EASY..EXTREME, or a band
    min_rating..max_rating in tenths; max_attempts and budget_ms bound the
    work (0: 1000 attempts, 2000 ms); first: which puzzle of the pack these
    options describe (0: the seed's own; generate_batch(first=k) starts
    there). Raises ArgumentError for bad options, or LimitError when the
    bound ran out first: its ``result`` is the best puzzle found. Ctrl-C
    stops the call and raises KeyboardInterrupt; progress, when given, is
    called as progress(attempts done, max_attempts)."""
    opts = _options(seed, symmetry, clues, level, min_rating, max_rating, max_attempts, budget_ms, first)
    puzzle, solution = _api._Grid(), _api._Grid()
    banded = level != 0 or min_rating > 0 or max_rating > 0
    rating = _new_rating() if banded else None
    attempts = []

    def call(ctl):
        st = lib().sudoku_generate(ctypes.byref(opts), puzzle, solution,
                                   ctypes.byref(rating) if banded else None, ctl)
        attempts.append(ctl.done)
        return st

    st = _long.run(call, progress)
    if st not in (Status.OK, Status.E_LIMIT):
        raise _api._error(st, "bad generator options" if st == Status.E_ARG else None)
    result = Generated(_line(puzzle), _line(solution), rating_from_struct(rating) if banded else None, Status(st),
                       attempts[0])
    if st == Status.E_LIMIT:
        raise _api._error(st, "the work bound ran out before the target was reached", result=result)
    return result


def generate_batch(n, *, seed=0, threads=0, symmetry=Symmetry.NONE, clues=0, level=0, min_rating=0, max_rating=0,
                   max_attempts=0, budget_ms=0, first=0, progress=None) -> List[Generated]:
    """Makes n puzzles (sudoku_generate_batch) on threads threads (0: one per
    processor): puzzles first to first+n-1 of the pack that the options of
    generate describe. Item i depends only on the options and its index, so
    the list is the same for any thread count, and item 0 (with first 0) is
    what generate makes. Items whose work bound ran out have status
    Status.E_LIMIT (their puzzle is the best found) instead of raising. With
    a difficulty asked for, every item has its Rating. Ctrl-C stops the call
    and raises KeyboardInterrupt; progress, when given, is called as
    progress(puzzles made, n). Every argument but n is a keyword."""
    if not isinstance(n, int) or isinstance(n, bool) or not 0 <= n <= MAX_BATCH:
        raise _api._error(Status.E_ARG, "n must be 0 to %d" % MAX_BATCH)
    if not isinstance(threads, int) or isinstance(threads, bool) or not -2**31 <= threads < 2**31:
        raise TypeError("threads must be an int")
    opts = _options(seed, symmetry, clues, level, min_rating, max_rating, max_attempts, budget_ms, first)
    if n == 0:
        return []
    banded = level != 0 or min_rating > 0 or max_rating > 0
    puzzles, solutions = (ctypes.c_uint8 * (81 * n))(), (ctypes.c_uint8 * (81 * n))()
    statuses = (ctypes.c_int32 * n)()
    ratings = None
    if banded:
        ratings = (RateStruct * n)()
        ratings[0].size = ctypes.sizeof(RateStruct)
    st = _long.run(lambda ctl: lib().sudoku_generate_batch(ctypes.byref(opts), n, puzzles, solutions, ratings,
                                                           statuses, threads, ctl), progress)
    if st not in (Status.OK, Status.E_LIMIT):
        raise _api._error(st, "bad generator options" if st == Status.E_ARG else None)
    return [Generated(_line(puzzles, 81 * i), _line(solutions, 81 * i),
                      rating_from_struct(ratings[i]) if banded else None, Status(statuses[i]))
            for i in range(n)]
