"""Hints, difficulty ratings and solve paths: sudoku_hint, sudoku_rate and
sudoku_explain (their result structs and the technique, level and status enumerations are generated from
the header into _abi_gen)."""

import array
import collections
import ctypes
import dataclasses
from typing import Dict, Optional, Sequence, Tuple

from . import _api
from ._api import CELLS, _OK, _cells, _slow_cells
from ._abi_gen import (
    HINT_ANY_BOARD, HINT_TEXT_SIZE, ExplainOptionsStruct, ExplainStruct, HintOptionsStruct, HintStatus, HintStruct,
    HintStyle, Level, Mistake, RateOptionsStruct, RateStruct, StepStruct, Technique,
)
from ._errors import Status
from ._library import clib, lib


def _enum(cls, v):
    try:
        return cls(v)
    except ValueError:  # a number from a newer library
        return v


# The pencil marks of sudoku_candidates come back in an array.array of 81
# uint16_t (by its address), whose tolist() makes the 81 ints straight from
# the buffer: cheaper than a ctypes array read through struct.unpack and
# list(), which a ctypes array itself is 10x slower at. The arrays are
# reused, with their addresses, from a pool as _api's result buffers are
# (see _api._LINES): (array, address) pairs, one call's at a time.
_MARKS = collections.deque()
if array.array("H").itemsize != 2:  # "H" is an unsigned short: 2 bytes on every platform CPython runs on
    raise ImportError("libsudoku needs array typecode 'H' to be 2 bytes, not %d" % array.array("H").itemsize)


def _new_marks():
    """A new (array of 81 uint16_t, its address) for _MARKS."""
    marks = array.array("H", bytes(2 * CELLS))
    return marks, marks.buffer_info()[0]


def _digits(mask):
    return tuple(d for d in range(1, 10) if mask & (1 << (d - 1)))


@dataclasses.dataclass(frozen=True)
class Rating:
    """The difficulty of a puzzle (sudoku_rate_result). str() gives
    "3.2 hard (X-Wing)"."""

    rating: int                      # SE-style rating in tenths: 32 is 3.2
    hardest: Technique               # technique of the hardest step
    level: Level
    complete: bool                   # False: the rating stopped early (work budget, cap); a lower bound
    steps: int
    counts: Dict[Technique, int]     # steps per technique, for those used
    capped: bool = False             # stopped at rate()'s max_rating (complete is False)

    @property
    def se(self):
        """The rating as the usual decimal, such as 3.2."""
        return self.rating / 10

    def __str__(self):
        return "%d.%d %s (%s)" % (self.rating // 10, self.rating % 10, self.level, self.hardest)


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
    solutions: int = 1                         # the puzzle's, up to 2: 1 when mistakes were judged


@dataclasses.dataclass(frozen=True)
class Step:
    """One step of a solve path (sudoku_step): the fields of a Hint's step.
    str() gives its explanation."""

    technique: Technique
    rating: int                                # of the step, in tenths
    text: str                                  # English explanation
    cell: Optional[int] = None                 # placement: cell 0..80 and digit,
    digit: Optional[int] = None                # or None for an elimination step
    removed: Dict[int, Tuple[int, ...]] = dataclasses.field(default_factory=dict)  # cell -> digits leaving it
    pattern_cells: Tuple[int, ...] = ()
    pattern_units: Tuple[int, ...] = ()        # 0-8 rows, 9-17 columns, 18-26 boxes
    pattern_digits: Tuple[int, ...] = ()
    chain: Tuple[Tuple[int, int, bool], ...] = ()  # (cell, digit, is-on) nodes

    def __str__(self):
        return self.text


@dataclasses.dataclass(frozen=True)
class Explanation:
    """The whole logical solve of a puzzle (sudoku_explain): every step the
    rating takes, in order, and the rating. str() gives the steps, one a
    line."""

    rating: Rating
    steps: Sequence[Step]

    def __str__(self):
        return "\n".join("%d. %s" % (i + 1, s) for i, s in enumerate(self.steps))


def rate(puzzle, *, max_rating=0):
    """Rates puzzle by solving it step by step, simplest step first
    (sudoku_rate). max_rating, when not 0, is a cap in tenths: the rating
    stops as soon as the simplest step rates above it (capped True). Raises
    InvalidPuzzleError, UnsolvableError, NotUniqueError or LimitError."""
    g, _ = _api._grid_in(puzzle)
    max_rating = _max_rating(max_rating)
    r = RateStruct(size=ctypes.sizeof(RateStruct))
    opts = RateOptionsStruct(size=ctypes.sizeof(RateOptionsStruct), max_rating=max_rating) if max_rating else None
    st = lib().sudoku_rate(g, opts, ctypes.byref(r), None)
    if st != Status.OK:
        raise _api._status_error(st, g)
    return rating_from_struct(r)


def _max_rating(max_rating):
    if not isinstance(max_rating, int) or isinstance(max_rating, bool) or not 0 <= max_rating < 2**31:
        raise _api._error(Status.E_ARG, "max_rating must be 0 (no cap) to 2**31-1 tenths")
    return max_rating


# The buffers the first sudoku_explain call gets: most paths fit (a hard
# puzzle takes about 60 steps of about 150 bytes); a longer one is asked
# again with the sizes the library reports.
_FIRST_STEPS = 128
_FIRST_TEXT = 32 * 1024


def explain(puzzle, *, max_rating=0):
    """The whole logical solve of puzzle (sudoku_explain): every step the
    rating takes, simplest first, with its explanation, and the Rating that
    rate() gives. max_rating caps it as rate()'s does. A puzzle beyond the
    catalogue gives the steps up to where it stops (rating.complete False).
    Raises InvalidPuzzleError, UnsolvableError, NotUniqueError or
    LimitError."""
    g, _ = _api._grid_in(puzzle)
    max_rating = _max_rating(max_rating)
    opts = ExplainOptionsStruct(size=ctypes.sizeof(ExplainOptionsStruct), max_rating=max_rating) \
        if max_rating else None
    e = ExplainStruct(size=ctypes.sizeof(ExplainStruct))
    n_steps, text_cap = _FIRST_STEPS, _FIRST_TEXT
    while True:
        steps = (StepStruct * max(n_steps, 1))()
        steps[0].size = ctypes.sizeof(StepStruct)
        text = ctypes.create_string_buffer(max(text_cap, 1))
        st = lib().sudoku_explain(g, opts, ctypes.byref(e), steps, n_steps, text, text_cap, None)
        if st != Status.E_BUFFER:
            break
        if e.n_steps <= n_steps and e.text_len <= text_cap:  # cannot happen: not a loop forever
            raise _api._error(Status.E_INTERNAL, "sudoku_explain asked for buffers it had")
        n_steps, text_cap = e.n_steps, e.text_len
    if st != Status.OK:
        raise _api._status_error(st, g)
    raw = text.raw
    path = []
    counts: Dict[Technique, int] = {}
    for k in range(e.n_steps):
        s = steps[k]
        t = _enum(Technique, s.technique)
        counts[t] = counts.get(t, 0) + 1
        path.append(Step(
            technique=t, rating=s.rating,
            text=raw[s.text_offset:s.text_offset + s.text_len].decode("utf-8", "replace"),
            cell=s.cell if s.cell >= 0 else None, digit=s.digit if s.cell >= 0 else None,
            removed={i: _digits(m) for i, m in enumerate(s.removed) if m},
            pattern_cells=tuple(s.pattern_cells[:s.n_pattern_cells]),
            pattern_units=tuple(s.pattern_units[:s.n_pattern_units]),
            pattern_digits=_digits(s.pattern_digits),
            chain=tuple((s.chain_cell[j], s.chain_digit[j], bool(s.chain_on[j])) for j in range(s.n_chain)),
        ))
    rating = Rating(
        rating=e.rating, hardest=_enum(Technique, e.hardest), level=_enum(Level, e.level),
        complete=bool(e.complete), steps=e.n_steps, counts=counts, capped=bool(e.capped),
    )
    return Explanation(rating=rating, steps=tuple(path))


def rating_from_struct(r):
    """A Rating from a filled sudoku_rate_result."""
    return Rating(
        rating=r.rating, hardest=_enum(Technique, r.hardest), level=_enum(Level, r.level),
        complete=bool(r.complete), steps=r.steps,
        counts={_enum(Technique, t): n for t, n in enumerate(r.counts) if n},
        capped=bool(r.capped),
    )


def candidates(grid):
    """The pencil marks the placed digits of grid allow (sudoku_candidates):
    81 ints, bit d-1 set when digit d can go in that empty cell (0 for a
    filled cell). hint() takes them, as the player edits them. Raises
    InvalidPuzzleError when grid breaks the rules."""
    if type(grid) is list and len(grid) == CELLS:  # _cells' list path, written out: one Python call less
        try:
            g = bytes(bytearray(grid))
        except (TypeError, ValueError):
            g = _slow_cells(grid)  # says which cell
    else:
        g = _cells(grid)
    try:
        marks = _MARKS.pop()  # (array, address): this call's own until it goes back
    except IndexError:
        marks = _new_marks()
    st = clib.sudoku_candidates(g, marks[1])
    if st != _OK:
        raise _api._status_error(st, g)
    result = marks[0].tolist()
    _MARKS.append(marks)
    return result


def _marks_in(candidates):
    """The player's pencil marks as the uint16_t[81] of sudoku_hint: 81
    ints 0..0x1FF, checked here one by one so that a bad one is named as
    the library names it (a bool is no mask)."""
    values = list(candidates)
    if len(values) != _api.CELLS:
        raise _api._error(Status.E_ARG, "candidates must be 81 ints 0..0x1FF, got %d" % len(values))
    for i, v in enumerate(values):
        if not isinstance(v, int) or isinstance(v, bool):
            raise TypeError("the pencil marks of %s are %r, not an int" % (_api.cell_name(i), v))
        if not 0 <= v <= 0x1FF:
            raise _api._error(Status.E_RANGE, "the pencil marks of %s are %s; bit d-1 stands for digit d, "
                              "so a mask is 0 to 0x1FF" % (_api.cell_name(i), ("0x%X" % v) if v >= 0 else v), (i,))
    return (ctypes.c_uint16 * _api.CELLS)(*values)


def hint(puzzle, grid=None, candidates=None, *, any_board=False, style=HintStyle.SE):
    """The next step for a player (sudoku_hint). puzzle holds the givens;
    grid the player's grid (default: the puzzle); candidates None or the
    player's pencil marks, 81 ints with bit d-1 set for each digit d kept (0:
    no marks in that cell). Mistakes come first (status MISTAKES). With
    any_board, a puzzle without exactly one solution gets a step too, and
    the Hint's solutions (0, or 2 for more) says its mistakes could not be
    judged. style is the catalogue the step comes from: HintStyle.SE (the
    rating's) or HintStyle.EXTENDED (HoDoKu's patterns, in its order and with
    its names). Raises InvalidPuzzleError when the puzzle breaks the rules or
    grid holds a value above 9, ArgumentError for an unknown style."""
    p, g, marks, opts = _hint_args(puzzle, grid, candidates, any_board, style)
    h = HintStruct(size=ctypes.sizeof(HintStruct))
    text = ctypes.create_string_buffer(HINT_TEXT_SIZE)
    st = lib().sudoku_hint(p, g, marks, ctypes.byref(opts), ctypes.byref(h), text, HINT_TEXT_SIZE)
    if st != Status.OK:
        raise _hint_error(st, p, g)
    return hint_from_struct(h, text.value.decode("utf-8", "replace"))


def _hint_args(puzzle, grid, candidates, any_board, style):
    """The arguments of hint() as sudoku_hint takes them: puzzle, grid,
    marks and options."""
    p, _ = _api._grid_in(puzzle)
    g = p if grid is None else _api._grid_in(grid)[0]
    marks = None if candidates is None else _marks_in(candidates)
    if isinstance(style, bool) or not isinstance(style, int) or not -2**31 <= style < 2**31:
        raise _api._error(Status.E_ARG, "style must be a HintStyle")
    opts = HintOptionsStruct(size=ctypes.sizeof(HintOptionsStruct), flags=HINT_ANY_BOARD if any_board else 0,
                             style=style)
    return p, g, marks, opts


def _hint_error(st, p, g):
    """The error of a hint call that returned st on puzzle p and grid g."""
    if st in (Status.E_RANGE, Status.E_CONFLICT):
        # The puzzle first; the player's grid is refused only for a value above 9.
        e = _api._new_error()
        if lib().sudoku_validate(p, ctypes.byref(e)) != Status.OK or \
                lib().sudoku_validate(g, ctypes.byref(e)) == Status.E_RANGE:
            return _api._explained(e)
    return _api._error(st)


def hint_from_struct(h, text):
    """A Hint from a filled sudoku_hint_result and its explanation."""
    status = _enum(HintStatus, h.status)
    if status != HintStatus.STEP:
        return Hint(status=status, text=text,
                    mistakes={i: _enum(Mistake, m) for i, m in enumerate(h.mistakes) if m}, solutions=h.solutions)
    n = h.n_chain
    return Hint(
        status=status, text=text,
        technique=_enum(Technique, h.technique), rating=h.rating,
        cell=h.cell if h.cell >= 0 else None, digit=h.digit if h.cell >= 0 else None,
        removed={i: _digits(m) for i, m in enumerate(h.removed) if m},
        pattern_cells=tuple(h.pattern_cells[:h.n_pattern_cells]),
        pattern_units=tuple(h.pattern_units[:h.n_pattern_units]),
        pattern_digits=_digits(h.pattern_digits),
        chain=tuple((h.chain_cell[k], h.chain_digit[k], bool(h.chain_on[k])) for k in range(n)),
        solutions=h.solutions,
    )
