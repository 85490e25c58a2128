"""The functions of include/sudoku.h, each a thin wrapper of one C call.

A grid goes in either as text (a str: an 81-character line with '.' or '0'
for empty cells, or a pasted 9-line drawing) or as a sequence of 81 ints
(0 empty, 1..9 digits, row by row; cell 0 is r1c1, cell 80 is r9c9). Grids
come out in the form they went in: solve("53..7...") returns an 81-character
str, solve([5, 3, 0, ...]) a list of 81 ints.
"""

import ctypes

from ._errors import (
    DEFAULT_DETAILS, ERROR_CLASSES, ArgumentError, InvalidPuzzleError, LimitError, ParseError,
    SudokuError, Status, cell_name,
)
from ._abi import GRID
from ._abi_gen import CELLS, LINE_SIZE, MAX_GUESSES, MESSAGE_SIZE, PRETTY_SIZE, TEXT_MAX
from ._library import PROCESS, lib

_Grid = ctypes.c_uint8 * CELLS
_TOO_LONG = "the text is %%d bytes, more than SUDOKU_TEXT_MAX (%d)" % TEXT_MAX


# Versions and names.

def abi_version():
    """The library's SUDOKU_ABI_VERSION (checked at load to be ABI_VERSION)."""
    return lib().sudoku_abi_version()


def version():
    """The library's release, such as "0.2.0"."""
    return lib().sudoku_version_string().decode()


def status_string(status):
    """The library's name of a status code, such as "SUDOKU_E_CONFLICT"."""
    return lib().sudoku_status_string(int(status)).decode()


def library_path():
    """The path the shared library was loaded from (loading it if needed)."""
    lib()
    return PROCESS.path


# Grids in and out.

def _text_bytes(text):
    if not isinstance(text, str):
        raise TypeError("text must be a str, not %s" % type(text).__name__)
    return text.encode("utf-8")


def _check_message(data):
    """sudoku_check_text's message about the text data (bytes)."""
    g = _Grid()
    msg = ctypes.create_string_buffer(MESSAGE_SIZE)
    lib().sudoku_check_text(data, len(data), g, msg, MESSAGE_SIZE)
    return msg.value.decode("utf-8", "replace")


def _error(status, detail="", cls=None, **extra):
    """The exception for a status, with the library's name for it and the
    message ("sudoku: " dropped) or a default one."""
    detail = detail[len("sudoku: "):] if detail.startswith("sudoku: ") else detail
    try:
        status = Status(status)
    except ValueError:
        pass
    cls = cls or ERROR_CLASSES.get(status, SudokuError)
    return cls(status, status_string(status), detail or DEFAULT_DETAILS.get(status, "failed"), **extra)


def _parse(text):
    """text (str) to a ctypes grid, by sudoku_parse."""
    data = _text_bytes(text)
    g = _Grid()
    st = lib().sudoku_parse(data, len(data), g)
    if st != Status.OK:
        raise _error(st, _check_message(data) if st == Status.E_PARSE else _TOO_LONG % len(data))
    return g


def _grid_in(grid):
    """Returns (ctypes grid, True if grid was text)."""
    if isinstance(grid, str):
        return _parse(grid), True
    if isinstance(grid, (bytes, bytearray)):
        raise TypeError("a grid is a str or a sequence of 81 ints; decode bytes first, or pass list(b)")
    cells = list(grid)
    if len(cells) != CELLS:
        raise _error(Status.E_ARG, "a grid has 81 cells, got %d" % len(cells))
    for i, v in enumerate(cells):
        if not isinstance(v, int):
            raise TypeError("cell %s is %r, not an int" % (cell_name(i), v))
        if not 0 <= v <= 255:  # what uint8_t cannot carry, the library cannot see
            raise _range_error(i, v)
    return _Grid(*cells), False


def _grid_out(g, as_text):
    return _format(g, "sudoku_format", LINE_SIZE) if as_text else list(g)


def _format(g, fn, size):
    buf = ctypes.create_string_buffer(size)
    st = getattr(lib(), fn)(g, buf, size)
    if st != Status.OK:
        raise _status_error(st, g)
    return buf.value.decode()


def _range_error(cell, value):
    return _error(Status.E_RANGE, "%s holds %d; a cell must be 0 (empty) or a digit 1-9" % (cell_name(cell), value),
                  cells=(cell,))


def _invalid(g, st, cells):
    """The InvalidPuzzleError for sudoku_validate's status and cells on g; for
    a conflict with the library's message (from sudoku_check_text)."""
    if st == Status.E_RANGE:
        return _range_error(cells[0], g[cells[0]])
    line = b"".join(b"." if v == 0 else b"%d" % v for v in g)
    return _error(st, _check_message(line), cells=(cells[0], cells[1]))


def _validate_status(g):
    """sudoku_validate's status for the ctypes grid g."""
    return lib().sudoku_validate(g, None)


def _status_error(st, g):
    """The exception for status st of a call on grid g: for an invalid grid,
    sudoku_validate says which cells."""
    if st in (Status.E_RANGE, Status.E_CONFLICT):
        cells = (ctypes.c_int32 * 2)()
        vst = lib().sudoku_validate(g, cells)
        if vst in (Status.E_RANGE, Status.E_CONFLICT):
            return _invalid(g, vst, cells)
    return _error(st)


def parse(text):
    """Reads text (an 81-character line or a pasted drawing) as a list of 81
    ints, by sudoku_parse. Does not check the rules (see validate).
    Raises ParseError naming the stray character or the number of cells."""
    return list(_parse(text))


def check_text(text):
    """Parses text and checks the rules, by sudoku_check_text: returns the
    81 cells as a list, or raises ParseError or InvalidPuzzleError with the
    library's precise message (and, for a conflict, the two cells)."""
    data = _text_bytes(text)
    g = _Grid()
    msg = ctypes.create_string_buffer(MESSAGE_SIZE)
    st = lib().sudoku_check_text(data, len(data), g, msg, MESSAGE_SIZE)
    if st == Status.OK:
        return list(g)
    if st == Status.E_CONFLICT:
        raise _status_error(st, _parse(text))
    raise _error(st, msg.value.decode("utf-8", "replace") if st != Status.E_ARG else _TOO_LONG % len(data))


def format_line(grid):
    """The grid as an 81-character line, '.' for empty cells (sudoku_format)."""
    return _format(_grid_in(grid)[0], "sudoku_format", LINE_SIZE)


def format_pretty(grid):
    """The grid drawn as 11 lines with box separators, each ended by a
    newline (sudoku_format_pretty); parse reads it back."""
    return _format(_grid_in(grid)[0], "sudoku_format_pretty", PRETTY_SIZE)


def validate(grid):
    """Checks the rules (sudoku_validate): returns None, or raises
    InvalidPuzzleError whose cells are the two cells holding the same digit
    (SUDOKU_E_CONFLICT) or the cell holding a value above 9
    (SUDOKU_E_RANGE)."""
    g, _ = _grid_in(grid)
    cells = (ctypes.c_int32 * 2)()
    st = lib().sudoku_validate(g, cells)
    if st != Status.OK:
        raise _invalid(g, st, cells) if st in (Status.E_RANGE, Status.E_CONFLICT) else _error(st)


def solve(grid):
    """The first solution of grid (sudoku_solve), in the form grid came in.
    Raises InvalidPuzzleError, UnsolvableError or LimitError."""
    g, as_text = _grid_in(grid)
    sol = _Grid()
    st = lib().sudoku_solve(g, sol)
    if st != Status.OK:
        raise _status_error(st, g)
    return _grid_out(sol, as_text)


def count_solutions(grid, limit=2):
    """min(number of solutions, limit) (sudoku_count_solutions); with the
    default limit 2, a result of 1 proves the solution unique. A grid with
    valid givens and no solution counts 0. Raises InvalidPuzzleError,
    ArgumentError (limit below 1), or LimitError whose count is the number
    found before the budget ran out."""
    g, _ = _grid_in(grid)
    if not isinstance(limit, int):
        raise TypeError("limit must be an int, not %s" % type(limit).__name__)
    if not 1 <= limit <= 2**31 - 1:
        raise _error(Status.E_ARG, "the solution limit must be 1 to 2147483647, not %d" % limit)
    n = ctypes.c_int32()
    st = lib().sudoku_count_solutions(g, limit, ctypes.byref(n))
    if st == Status.OK:
        return n.value
    if st == Status.E_LIMIT:
        raise _error(st, "search budget exhausted after %d solutions" % n.value, count=n.value)
    raise _status_error(st, g)
