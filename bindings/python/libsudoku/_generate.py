"""Puzzle generation: sudoku_generate and sudoku_generate_batch."""

import ctypes
import dataclasses
from typing import List, Optional

from . import _api
from ._abi_gen import GenerateOptionsStruct, RatingStruct, Symmetry
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
    the puzzle is then the best found, still with exactly one solution."""

    puzzle: str
    solution: str
    rating: Optional[Rating]
    status: Status = Status.OK


def generator_version():
    """The version of the generator's algorithm: one seed and one set of
    options give the same puzzle for one version."""
    return lib().sudoku_generator_version()


def _options(seed, symmetry, clues, level, min_rating, max_rating, max_attempts, budget_ms):
    values = dict(seed=seed, symmetry=symmetry, clues=clues, level=level, min_rating=min_rating,
                  max_rating=max_rating, max_attempts=max_attempts, budget_ms=budget_ms)
    for name, v in values.items():
        if not isinstance(v, int):
            raise TypeError("%s must be an int, not %s" % (name, type(v).__name__))
    if not 0 <= seed < 2**64:
        raise _api._error(Status.E_ARG, "seed must be 0 to 2**64-1")
    for name in ("clues", "level", "min_rating", "max_rating", "max_attempts", "budget_ms"):
        if not -2**31 <= values[name] < 2**31:
            raise _api._error(Status.E_ARG, "%s is out of range" % name)
    if not 0 <= symmetry < 2**32:
        raise _api._error(Status.E_ARG, "unknown symmetry %d" % symmetry)
    return GenerateOptionsStruct(size=ctypes.sizeof(GenerateOptionsStruct), **values)


def _line(g, offset=0):
    return "".join("." if v == 0 else chr(48 + v) for v in g[offset:offset + 81])


def generate(seed=0, *, symmetry=Symmetry.NONE, clues=0, level=0, min_rating=0, max_rating=0,
             max_attempts=0, budget_ms=0):
    """Makes one puzzle with exactly one solution (sudoku_generate); the same
    arguments give the same puzzle. clues: 0 for a minimal puzzle, else a
    target 17..81; level: 0 or a Level EASY..EXTREME, or a band
    min_rating..max_rating in tenths; max_attempts and budget_ms bound the
    work (0: 1000 attempts, 2000 ms). Raises ArgumentError for bad options,
    or LimitError when the bound ran out first: its ``result`` is the best
    puzzle found."""
    opts = _options(seed, symmetry, clues, level, min_rating, max_rating, max_attempts, budget_ms)
    puzzle, solution = _api._Grid(), _api._Grid()
    banded = level != 0 or min_rating > 0 or max_rating > 0
    rating = RatingStruct(size=ctypes.sizeof(RatingStruct)) if banded else None
    st = lib().sudoku_generate(ctypes.byref(opts), puzzle, solution, ctypes.byref(rating) if banded else None)
    if st not in (Status.OK, Status.E_LIMIT):
        raise _api._error(st, "bad generator options" if st == Status.E_ARG else "")
    result = Generated(_line(puzzle), _line(solution), rating_from_struct(rating) if banded else None, Status(st))
    if st == Status.E_LIMIT:
        raise _api._error(st, "the work bound ran out before the target was reached", result=result)
    return result


def generate_batch(n, threads=0, seed=0, **options) -> List[Generated]:
    """Makes n puzzles (sudoku_generate_batch) on threads threads (0: one
    per processor), with the options of generate. Item i depends only on the
    options and i, so the list is the same for any thread count, and item 0
    is what generate makes. Items whose work bound ran out have status
    Status.E_LIMIT (their puzzle is the best found) instead of raising."""
    if not isinstance(n, int) or not 1 <= n <= MAX_BATCH:
        raise _api._error(Status.E_ARG, "n must be 1 to %d" % MAX_BATCH)
    if not isinstance(threads, int) or not -2**31 <= threads < 2**31:
        raise TypeError("threads must be an int")
    opts = _options(seed, options.pop("symmetry", Symmetry.NONE), options.pop("clues", 0),
                    options.pop("level", 0), options.pop("min_rating", 0), options.pop("max_rating", 0),
                    options.pop("max_attempts", 0), options.pop("budget_ms", 0))
    if options:
        raise TypeError("unknown option %s" % ", ".join(sorted(options)))
    puzzles, solutions = (ctypes.c_uint8 * (81 * n))(), (ctypes.c_uint8 * (81 * n))()
    statuses = (ctypes.c_int32 * n)()
    st = lib().sudoku_generate_batch(ctypes.byref(opts), n, puzzles, solutions, statuses, threads)
    if st not in (Status.OK, Status.E_LIMIT):
        raise _api._error(st, "bad generator options" if st == Status.E_ARG else "")
    # The batch call does not report ratings.
    return [Generated(_line(puzzles, 81 * i), _line(solutions, 81 * i), None, Status(statuses[i]))
            for i in range(n)]
