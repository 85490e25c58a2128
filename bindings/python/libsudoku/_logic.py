"""Hints and difficulty ratings: sudoku_hint and sudoku_rate, with their
result structs and the header's technique, level and status numbers."""

import ctypes
import dataclasses
import enum
from typing import Dict, Optional, Tuple

from . import _api
from ._errors import Status
from ._library import lib

from ._abi import HINT_TEXT_SIZE, HintStruct, RatingStruct


class Technique(enum.IntEnum):
    """SUDOKU_TECH_*: the solving techniques, in the order of their ratings."""

    NONE = 0
    FULL_HOUSE = 1
    HIDDEN_SINGLE_BOX = 2
    HIDDEN_SINGLE_LINE = 3
    NAKED_SINGLE = 4
    POINTING = 5
    CLAIMING = 6
    NAKED_PAIR = 7
    X_WING = 8
    HIDDEN_PAIR = 9
    NAKED_TRIPLE = 10
    SWORDFISH = 11
    HIDDEN_TRIPLE = 12
    XY_WING = 13
    XYZ_WING = 14
    UNIQUE_RECTANGLE = 15
    NAKED_QUAD = 16
    JELLYFISH = 17
    HIDDEN_QUAD = 18
    BUG = 19
    X_CYCLE = 20
    X_CHAIN = 21
    XY_CYCLE = 22
    XY_CHAIN = 23
    CYCLE = 24
    FORCING_CHAIN = 25
    UNIQUE_RECTANGLE_2 = 26
    UNIQUE_RECTANGLE_3 = 27
    UNIQUE_RECTANGLE_4 = 28
    BUG_2 = 29
    ALIGNED_PAIR_EXCLUSION = 30
    SKYSCRAPER = 31
    TWO_STRING_KITE = 32
    TURBOT_FISH = 33
    THREE_LINK_X_CHAIN = 34
    EMPTY_RECTANGLE = 35


class Level(enum.IntEnum):
    """SUDOKU_LEVEL_*: the difficulty bands a game can show."""

    EASY = 1
    MEDIUM = 2
    HARD = 3
    EXPERT = 4
    EXTREME = 5
    BEYOND = 6


class HintStatus(enum.IntEnum):
    """SUDOKU_HINT_*: what a hint is about."""

    STEP = 0
    MISTAKES = 1
    SOLVED = 2
    NO_STEP = 3
    NOT_UNIQUE = 4
    NO_SOLUTION = 5


class Mistake(enum.IntEnum):
    """SUDOKU_MISTAKE_*: what is wrong with a cell."""

    NONE = 0
    DIGIT = 1
    MARKS = 2


def _enum(cls, v):
    try:
        return cls(v)
    except ValueError:  # a number from a newer library
        return v


def _digits(mask):
    return tuple(d for d in range(1, 10) if mask & (1 << (d - 1)))


@dataclasses.dataclass(frozen=True)
class Rating:
    """The difficulty of a puzzle (sudoku_rating)."""

    rating: int                      # SE-style rating in tenths: 32 is 3.2
    hardest: Technique               # technique of the hardest step
    level: Level
    complete: bool                   # False: stuck beyond the catalogue (rating a lower bound)
    steps: int
    counts: Dict[Technique, int]     # steps per technique, for those used

    @property
    def se(self):
        """The rating as the usual decimal, such as 3.2."""
        return self.rating / 10


@dataclasses.dataclass(frozen=True)
class Hint:
    """A hint (sudoku_hint_result): the next step, or why there is none."""

    status: HintStatus
    text: str                                  # English explanation of the step or status
    technique: Technique = Technique.NONE
    rating: int = 0                            # of the step, in tenths
    cell: Optional[int] = None                 # placement: cell 0..80 and digit,
    digit: Optional[int] = None                # or None for an elimination step
    removed: Dict[int, Tuple[int, ...]] = dataclasses.field(default_factory=dict)  # cell -> digits leaving it
    pattern_cells: Tuple[int, ...] = ()
    pattern_units: Tuple[int, ...] = ()        # 0-8 rows, 9-17 columns, 18-26 boxes
    pattern_digits: Tuple[int, ...] = ()
    chain: Tuple[Tuple[int, int, bool], ...] = ()  # (cell, digit, is-on) nodes
    mistakes: Dict[int, Mistake] = dataclasses.field(default_factory=dict)  # cell -> what is wrong


def rate(puzzle):
    """Rates puzzle by solving it step by step, simplest step first
    (sudoku_rate). Raises InvalidPuzzleError, UnsolvableError,
    NotUniqueError or LimitError."""
    g, _ = _api._grid_in(puzzle)
    r = RatingStruct(size=ctypes.sizeof(RatingStruct))
    st = lib().sudoku_rate(g, ctypes.byref(r))
    if st != Status.OK:
        raise _api._status_error(st, g)
    return rating_from_struct(r)


def rating_from_struct(r):
    """A Rating from a filled sudoku_rating."""
    return Rating(
        rating=r.rating, hardest=_enum(Technique, r.hardest), level=_enum(Level, r.level),
        complete=bool(r.complete), steps=r.steps,
        counts={_enum(Technique, t): n for t, n in enumerate(r.counts) if n},
    )


def hint(puzzle, grid=None, candidates=None):
    """The next step for a player (sudoku_hint). puzzle holds the givens;
    grid the player's grid (default: the puzzle); candidates None or the
    player's pencil marks, 81 ints with bit d-1 set for each digit d kept (0:
    no marks in that cell). Mistakes come first (status MISTAKES). Raises
    InvalidPuzzleError when the puzzle breaks the rules or grid holds a value
    above 9."""
    p, _ = _api._grid_in(puzzle)
    g = p if grid is None else _api._grid_in(grid)[0]
    marks = None
    if candidates is not None:
        values = list(candidates)
        if len(values) != 81 or any(not isinstance(v, int) or not 0 <= v <= 0xFFFF for v in values):
            raise _api._error(Status.E_ARG, "candidates must be 81 ints 0..0x1FF")
        marks = (ctypes.c_uint16 * 81)(*values)
    h = HintStruct(size=ctypes.sizeof(HintStruct))
    text = ctypes.create_string_buffer(HINT_TEXT_SIZE)
    st = lib().sudoku_hint(p, g, marks, ctypes.byref(h), text, HINT_TEXT_SIZE)
    if st != Status.OK:
        if st == Status.E_RANGE:
            bad = next((i for i, v in enumerate(g) if v > 9), None)
            if bad is not None and _api._validate_status(p) == Status.OK:
                raise _api._range_error(bad, g[bad])
        raise _api._status_error(st, p)
    status = _enum(HintStatus, h.status)
    if status != HintStatus.STEP:
        return Hint(status=status, text=text.value.decode("utf-8", "replace"),
                    mistakes={i: _enum(Mistake, m) for i, m in enumerate(h.mistakes) if m})
    n = h.n_chain
    return Hint(
        status=status, text=text.value.decode("utf-8", "replace"),
        technique=_enum(Technique, h.technique), rating=h.rating,
        cell=h.cell if h.cell >= 0 else None, digit=h.digit if h.cell >= 0 else None,
        removed={i: _digits(m) for i, m in enumerate(h.removed) if m},
        pattern_cells=tuple(h.pattern_cells[:h.n_pattern_cells]),
        pattern_units=tuple(h.pattern_units[:h.n_pattern_units]),
        pattern_digits=_digits(h.pattern_digits),
        chain=tuple((h.chain_cell[k], h.chain_digit[k], bool(h.chain_on[k])) for k in range(n)),
    )
