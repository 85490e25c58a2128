"""Variants: other sizes (4x4 to 16x16), jigsaw regions, diagonals, windoku
windows, extra groups and killer cages, by the sudoku_variant_* functions.

A Variant is made from its text form, the line a pack file carries in front
of each grid ("16x16", "9x9,x", "9x9,k=aab...,s=3/15/..."; docs/variants.md
gives the grammar). Grids of a variant of size N go in as text (N*N
characters: 1-9, then A-G for 10 to 16, '.' or '0' for empty; drawings too)
or as a sequence of N*N ints, and come out in the form they went in.

    >>> v = Variant("9x9,x")
    >>> v.solve("2.............62....1....7...6..8...3...9...7...6..4...4....8....52.............3")[:9]
    '267945381'
"""

import ctypes
import dataclasses
from typing import Optional, Tuple

from . import _api, _long
from ._abi_gen import (
    HINT_TEXT_SIZE, VARIANT_JIGSAW, VARIANT_KILLER, HintStatus, Mistake, RateOptionsStruct, RateStruct,
    Symmetry, Technique, VariantGenerateOptionsStruct, VariantHintStruct, VariantInfoStruct,
    VariantUnitInfoStruct,
)
from ._errors import Status
from ._library import lib
from ._logic import Hint, Rating, _enum, rating_from_struct

_DIGITS = "123456789ABCDEFG"
_UNIT_KINDS = ("row", "column", "box", "region", "diagonal", "window", "group", "cage")


@dataclasses.dataclass(frozen=True)
class Cage:
    """A killer cage: its cells (indexes from 0, in reading order), the sum
    of their digits, and whether digits may repeat in it."""

    cells: Tuple[int, ...]
    sum: int
    repeats: bool = False


@dataclasses.dataclass(frozen=True)
class Unit:
    """A unit of a variant: its kind ("row", "column", "box", "region",
    "diagonal", "window", "group" or "cage"), its index among the units of
    that kind (from 0), and its cells."""

    kind: str
    index: int
    cells: Tuple[int, ...]


@dataclasses.dataclass(frozen=True)
class VariantPuzzle:
    """A generated puzzle of a variant: its variant (with the cages or
    regions made), its givens and solution as lines, and its Rating.
    status is Status.OK, or Status.E_LIMIT when the work bound ran out first
    (the puzzle is then the best found, still with one solution)."""

    variant: "Variant"
    puzzle: str
    solution: str
    rating: Optional[Rating]
    status: Status = Status.OK

    def __str__(self):
        """The pack line: "VARIANT PUZZLE"."""
        return "%s %s" % (self.variant.text, self.puzzle)


class Variant:
    """A Sudoku variant, read from its text form (sudoku_variant_check).
    Raises ParseError with the column of the fault for a bad one.

    Attributes: text (canonical or as given), size (N), cells (N*N),
    box (rows, cols), jigsaw, diagonals, windoku, regions (the region of
    each cell), cages (a tuple of Cage), units (their number)."""

    def __init__(self, text):
        data = _api._text_bytes(text)
        info = VariantInfoStruct(size=ctypes.sizeof(VariantInfoStruct))
        e = _api._new_error()
        st = lib().sudoku_variant_check(data, _api._text_len(data), ctypes.byref(info), ctypes.byref(e))
        if st != Status.OK:
            if st == Status.E_PARSE:
                raise _api._explained(e)
            raise _api._text_error(st, data)
        self.text = text
        self._data = data
        self.size = info.n
        self.cells = info.n_cells
        self.box = (info.box_rows, info.box_cols)
        self.jigsaw, self.diagonals, self.windoku = bool(info.jigsaw), bool(info.diagonals), bool(info.windoku)
        self.units = info.n_units
        self.regions = tuple(info.region[:self.cells])
        cages = [[] for _ in range(info.n_cages)]
        for c in range(self.cells):
            if info.cage[c] >= 0:
                cages[info.cage[c]].append(c)
        self.cages = tuple(Cage(tuple(cells), info.cage_sum[k], bool(info.cage_repeats[k]))
                           for k, cells in enumerate(cages))
        self._grid = ctypes.c_uint8 * self.cells

    def __repr__(self):
        return "Variant(%r)" % self.text

    def __eq__(self, other):
        return isinstance(other, Variant) and self.text == other.text

    def __hash__(self):
        return hash(self.text)

    def cell_name(self, cell):
        """The players' name of a cell, such as "r12c3"."""
        return "r%dc%d" % (cell // self.size + 1, cell % self.size + 1)

    def unit(self, unit):
        """Unit number unit (0 <= unit < units), as a Unit
        (sudoku_variant_unit): the numbers of hints' pattern_units."""
        u = VariantUnitInfoStruct(size=ctypes.sizeof(VariantUnitInfoStruct))
        st = lib().sudoku_variant_unit(self._data, len(self._data), int(unit), ctypes.byref(u))
        if st != Status.OK:
            raise _api._error(st, "unit %d: a variant of %d units" % (unit, self.units) if st == Status.E_ARG else None)
        return Unit(_UNIT_KINDS[u.kind] if 0 <= u.kind < len(_UNIT_KINDS) else str(u.kind), u.index,
                    tuple(u.cells[:u.n_cells]))

    # Grids.

    def _parse(self, text):
        data = _api._text_bytes(text)
        g = self._grid()
        e = _api._new_error()
        st = lib().sudoku_variant_parse(self._data, len(self._data), data, _api._text_len(data), g, self.cells,
                                        ctypes.byref(e))
        if st != Status.OK:
            if st in (Status.E_PARSE, Status.E_CONFLICT):
                raise _api._explained(e)
            raise _api._text_error(st, data)
        return g

    def _grid_in(self, grid):
        """Returns (ctypes grid, True if grid was text)."""
        if isinstance(grid, str):
            return self._parse(grid), True
        if isinstance(grid, (bytes, bytearray)):
            raise TypeError("a grid is a str or a sequence of ints; decode bytes first, or pass list(b)")
        cells = list(grid)
        if len(cells) != self.cells:
            raise _api._error(Status.E_ARG, "a grid of %s has %d cells, got %d" % (self.text, self.cells, len(cells)))
        for i, v in enumerate(cells):
            if not isinstance(v, int) or isinstance(v, bool):
                raise TypeError("cell %s is %r, not an int" % (self.cell_name(i), v))
            if not 0 <= v <= 255:
                raise _api._error(Status.E_RANGE, "%s holds %d; a cell must be 0 (empty) or a digit 1-%d"
                                  % (self.cell_name(i), v, self.size), (i,))
        return self._grid(*cells), False

    def _status_error(self, st, g):
        if st in (Status.E_RANGE, Status.E_CONFLICT):
            e = _api._new_error()
            if lib().sudoku_variant_validate(self._data, len(self._data), g, self.cells, ctypes.byref(e)) == st:
                return _api._explained(e)
        return _api._error(st)

    def _line(self, g):
        return "".join("." if v == 0 else _DIGITS[v - 1] for v in g)

    def _out(self, g, as_text):
        return self._line(g) if as_text else list(g)

    def parse(self, text):
        """Reads text as a grid of the variant and checks the rules
        (sudoku_variant_parse): a list of N*N ints, or ParseError /
        InvalidPuzzleError with the library's precise message."""
        return list(self._parse(text))

    def format(self, grid):
        """The grid as one line of N*N characters (sudoku_variant_format)."""
        g, _ = self._grid_in(grid)
        buf = ctypes.create_string_buffer(self.cells + 1)
        st = lib().sudoku_variant_format(self._data, len(self._data), g, self.cells, buf, self.cells + 1)
        if st != Status.OK:
            raise self._status_error(st, g)
        return buf.value.decode()

    def validate(self, grid):
        """Checks the rules (sudoku_variant_validate): None, or
        InvalidPuzzleError naming the cells (a repeated digit, a value above
        N, a cage whose digits break its sum)."""
        g, _ = self._grid_in(grid)
        e = _api._new_error()
        if lib().sudoku_variant_validate(self._data, len(self._data), g, self.cells, ctypes.byref(e)) != Status.OK:
            raise _api._explained(e)

    def solve(self, grid):
        """The first solution (sudoku_variant_solve), in the form grid came
        in. Raises InvalidPuzzleError, UnsolvableError or LimitError."""
        g, as_text = self._grid_in(grid)
        sol = self._grid()
        st = lib().sudoku_variant_solve(self._data, len(self._data), g, sol, self.cells)
        if st != Status.OK:
            raise self._status_error(st, g)
        return self._out(sol, as_text)

    def count_solutions(self, grid, limit=2):
        """min(number of solutions, limit) (sudoku_variant_count_solutions);
        1 with the default limit proves the solution unique."""
        g, _ = self._grid_in(grid)
        if not isinstance(limit, int) or isinstance(limit, bool):
            raise TypeError("limit must be an int, not %s" % type(limit).__name__)
        if not 1 <= limit <= 2**31 - 1:
            raise _api._error(Status.E_ARG, "the solution limit must be 1 to 2147483647, not %d" % limit)
        n = ctypes.c_int32()
        st = lib().sudoku_variant_count_solutions(self._data, len(self._data), g, self.cells, limit, ctypes.byref(n))
        if st == Status.OK:
            return n.value
        if st == Status.E_LIMIT:
            raise _api._error(st, count=n.value)
        raise self._status_error(st, g)

    # Hints and ratings.

    def hint(self, puzzle, grid=None, candidates=None):
        """The next step for a player (sudoku_variant_hint), as hint() gives
        it for a classic grid: mistakes first, then the simplest step. Its
        pattern_units are numbers for unit()."""
        p, _ = self._grid_in(puzzle)
        g = p if grid is None else self._grid_in(grid)[0]
        marks = None
        if candidates is not None:
            values = list(candidates)
            if len(values) != self.cells or any(not isinstance(v, int) or not 0 <= v <= 0xFFFF for v in values):
                raise _api._error(Status.E_ARG, "candidates must be %d ints 0..0xFFFF" % self.cells)
            marks = (ctypes.c_uint16 * self.cells)(*values)
        h = VariantHintStruct(size=ctypes.sizeof(VariantHintStruct))
        text = ctypes.create_string_buffer(HINT_TEXT_SIZE)
        st = lib().sudoku_variant_hint(self._data, len(self._data), p, g, marks, self.cells, None, ctypes.byref(h),
                                       text, HINT_TEXT_SIZE)
        if st != Status.OK:
            if st in (Status.E_RANGE, Status.E_CONFLICT):
                e = _api._new_error()
                if lib().sudoku_variant_validate(self._data, len(self._data), p, self.cells, ctypes.byref(e)) != 0 or \
                        lib().sudoku_variant_validate(self._data, len(self._data), g, self.cells,
                                                      ctypes.byref(e)) == Status.E_RANGE:
                    raise _api._explained(e)
            raise _api._error(st)
        status = _enum(HintStatus, h.status)
        explanation = text.value.decode("utf-8", "replace")
        if status != HintStatus.STEP:
            return Hint(status=status, text=explanation,
                        mistakes={i: _enum(Mistake, m) for i, m in enumerate(h.mistakes[:self.cells]) if m})
        return Hint(
            status=status, text=explanation, technique=_enum(Technique, h.technique), rating=h.rating,
            cell=h.cell if h.cell >= 0 else None, digit=h.digit if h.cell >= 0 else None,
            removed={i: _variant_digits(m) for i, m in enumerate(h.removed[:self.cells]) if m},
            pattern_cells=tuple(h.pattern_cells[:h.n_pattern_cells]),
            pattern_units=tuple(h.pattern_units[:h.n_pattern_units]),
            pattern_digits=_variant_digits(h.pattern_digits),
        )

    def rate(self, puzzle, *, max_rating=0):
        """Rates puzzle step by step, simplest first (sudoku_variant_rate),
        on the scale of rate(). Raises InvalidPuzzleError, UnsolvableError,
        NotUniqueError or LimitError."""
        g, _ = self._grid_in(puzzle)
        if not isinstance(max_rating, int) or isinstance(max_rating, bool) or not 0 <= max_rating < 2**31:
            raise _api._error(Status.E_ARG, "max_rating must be 0 (no cap) to 2**31-1 tenths")
        r = RateStruct(size=ctypes.sizeof(RateStruct))
        opts = RateOptionsStruct(size=ctypes.sizeof(RateOptionsStruct), max_rating=max_rating) if max_rating else None
        st = lib().sudoku_variant_rate(self._data, len(self._data), g, self.cells, opts, ctypes.byref(r), None)
        if st != Status.OK:
            raise self._status_error(st, g)
        return rating_from_struct(r)

    # Generation.

    def generate(self, seed=0, *, symmetry=Symmetry.NONE, killer=False, jigsaw=False, max_cage_cells=0, clues=0,
                 level=0, min_rating=0, max_rating=0, max_attempts=0, budget_ms=0, first=0, progress=None):
        """Makes a puzzle of this variant with exactly one solution
        (sudoku_variant_generate); the same arguments give the same puzzle.
        killer makes killer cages (no givens, or a few) and jigsaw a random
        layout of regions; the VariantPuzzle's variant has them. Raises
        ArgumentError for bad options, or LimitError whose ``result`` is the
        best puzzle found. Ctrl-C stops the call (KeyboardInterrupt);
        progress is called as progress(attempts done, max_attempts)."""
        values = dict(seed=seed, symmetry=symmetry, clues=clues, level=level, min_rating=min_rating,
                      max_rating=max_rating, max_attempts=max_attempts, budget_ms=budget_ms, first=first,
                      max_cage_cells=max_cage_cells)
        for name, v in values.items():
            if not isinstance(v, int) or isinstance(v, bool):
                raise TypeError("%s must be an int, not %s" % (name, type(v).__name__))
        if not 0 <= seed < 2**64 or not 0 <= first < 2**64 or not 0 <= symmetry < 2**32:
            raise _api._error(Status.E_ARG, "seed and first must be 0 to 2**64-1, symmetry a Symmetry")
        for name in ("clues", "level", "min_rating", "max_rating", "max_attempts", "budget_ms", "max_cage_cells"):
            if not -2**31 <= values[name] < 2**31:
                raise _api._error(Status.E_ARG, "%s is out of range" % name)
        flags = (VARIANT_KILLER if killer else 0) | (VARIANT_JIGSAW if jigsaw else 0)
        opts = VariantGenerateOptionsStruct(size=ctypes.sizeof(VariantGenerateOptionsStruct), flags=flags, **values)
        puzzle, solution = self._grid(), self._grid()
        cap = len(self._data) + 2048
        vtext = ctypes.create_string_buffer(cap)
        rating = RateStruct(size=ctypes.sizeof(RateStruct))

        def call(ctl):
            return lib().sudoku_variant_generate(self._data, len(self._data), ctypes.byref(opts), puzzle, solution,
                                                 self.cells, vtext, cap, None, ctypes.byref(rating), ctl)

        st = _long.run(call, progress)
        if st not in (Status.OK, Status.E_LIMIT):
            raise _api._error(st, "bad generator options" if st == Status.E_ARG else None)
        result = VariantPuzzle(Variant(vtext.value.decode()), self._line(puzzle), self._line(solution),
                               rating_from_struct(rating), Status(st))
        if st == Status.E_LIMIT:
            raise _api._error(st, "the work bound ran out before the target was reached", result=result)
        return result


def _variant_digits(mask):
    return tuple(d for d in range(1, 17) if mask & (1 << (d - 1)))


def variant_line(line):
    """Reads a pack line "VARIANT GRID [rest]" into (Variant, grid text)."""
    fields = line.split()
    if len(fields) < 2:
        raise _api._error(Status.E_PARSE, "a variant's pack line is VARIANT GRID, got %r" % line)
    return Variant(fields[0]), fields[1]

