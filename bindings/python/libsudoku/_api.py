"""The functions of include/sudoku.h, each a thin wrapper of one C call.

A grid goes in as text (a str: an 81-character line with '.' or '0' for
empty cells, or a pasted 9-line drawing), as a sequence of 81 ints (0
empty, 1..9 digits, row by row; cell 0 is r1c1, cell 80 is r9c9), or as 81
bytes of those cell values. Grids come out in the form they went in:
solve("53..7...") returns an 81-character str, solve([5, 3, 0, ...]) a list
of 81 ints, solve(b"\x05\x03\x00...") 81 bytes.
"""

import collections
import ctypes

from ._errors import ERROR_CLASSES, ArgumentError, LimitError, SudokuError, Status, cell_name
from ._abi import GRID
from ._abi_gen import CELLS, LINE_SIZE, MAX_GUESSES, PRETTY_SIZE, TEXT_MAX, ErrorStruct
from ._library import PROCESS, clib, lib

_Grid = ctypes.c_uint8 * CELLS
_TOO_LONG = "the text is %%d bytes, more than SUDOKU_TEXT_MAX (%d)" % TEXT_MAX

# Grids go into the library as bytes of 81 cells (GRID_IN), made on fast
# paths for the common forms so that a call costs about what the ctypes call
# costs (benchmarks/python_call_costs.py): an 81-character line of digits,
# '.' and '0' becomes cells by bytes.translate (TEXT_TO_CELLS; any other
# byte becomes 0xff and sends the text to sudoku_parse, for drawings and for
# the errors); a list or tuple of 81 ints becomes bytes by way of
# bytearray(), which checks 0..255 in C; 81 bytes of cell values go in as
# they are. The library checks the range 0..9 itself, and only a call that
# fails asks it (or the slow path, _slow_cells) which cell is at fault. A
# solution comes back to a line by CELLS_TO_TEXT (a solution holds only 1-9).
# The cheap calls (validate, format_line, format_pretty, solve,
# count_solutions, candidates) write the list path of _cells out at their
# start: a Python call costs about a twentieth of the C call, and for a
# list the rest is already near the least a ctypes program does
# (benchmarks/python_call_costs.py, raw_<call>_list).
TEXT_TO_CELLS = bytes(0 if b in b".0" else b - 48 if 49 <= b <= 57 else 0xFF for b in range(256))
CELLS_TO_TEXT = bytes(b + 48 if b <= 9 else 63 for b in range(256))
CELL_VALUES = bytes(range(10))  # the bytes a grid of cell values holds
_OK = int(Status.OK)  # an int: comparing with it costs less than with the enum member

# The forms a grid comes in, which a grid the call returns takes.
TEXT, LIST, BYTES = "text", "cells", "bytes"

# Versions and names.

def abi_version():
    """The library's SUDOKU_ABI_VERSION (checked at load to be ABI_VERSION)."""
    return lib().sudoku_abi_version()


def version():
    """The library's release, such as "0.3.0"."""
    return lib().sudoku_version_string().decode()


def status_string(status):
    """The library's name of a status code, such as "SUDOKU_E_CONFLICT"."""
    return lib().sudoku_status_string(int(status)).decode()


def status_message(status):
    """The library's sentence about a status code, such as "the puzzle has no
    solution" (sudoku_status_message)."""
    return lib().sudoku_status_message(int(status)).decode()


def library_path():
    """The path the shared library was loaded from (loading it if needed)."""
    lib()
    return PROCESS.path


# Errors: the library says what is wrong with a grid (sudoku_validate) or a
# text (sudoku_check_text); other statuses get its sentence about them.

def _error(status, detail=None, cells=(), **extra):
    """The exception for a status, with the library's name for it and detail
    (default: the library's sentence about the status)."""
    try:
        status = Status(status)
    except ValueError:
        pass
    if detail is None:
        detail = status_message(status)
    cls = ERROR_CLASSES.get(status, SudokuError)
    return cls(status, status_string(status), detail, cells, **extra)


def _new_error():
    e = ErrorStruct()
    e.size = ctypes.sizeof(ErrorStruct)
    return e


def _explained(e, **extra):
    """The exception for what the library wrote into the sudoku_error e."""
    return _error(e.status, e.message.decode("utf-8", "replace"), tuple(e.cells[:max(0, min(e.n_cells, 2))]), **extra)


def _text_bytes(text):
    if not isinstance(text, str):
        raise TypeError("text must be a str, not %s" % type(text).__name__)
    return text.encode("utf-8")


def _text_error(st, data):
    """The exception of a call that refused the text data (bytes) with st."""
    if st == Status.E_ARG and len(data) > TEXT_MAX:
        return _error(st, _TOO_LONG % len(data))
    if st in (Status.E_PARSE, Status.E_CONFLICT):
        e = _new_error()
        lib().sudoku_check_text(data, len(data), _Grid(), ctypes.byref(e))
        if e.status == st:
            return _explained(e)
    return _error(st)


def _status_error(st, g, **extra):
    """The exception for status st of a call on grid g: for a grid that
    breaks the rules, sudoku_validate says which cells and why."""
    if st in (Status.E_RANGE, Status.E_CONFLICT):
        e = _new_error()
        if lib().sudoku_validate(g, ctypes.byref(e)) == st:
            return _explained(e, **extra)
    return _error(st, **extra)


def _text_len(data):
    """len(data) for the C interface: longer than an int32 passes as too long."""
    return min(len(data), TEXT_MAX + 1)


def _parse(text):
    """text (str) to the bytes of its 81 cells, by sudoku_parse."""
    data = _text_bytes(text)
    g = _Grid()
    st = lib().sudoku_parse(data, _text_len(data), g)
    if st != Status.OK:
        raise _text_error(st, data)
    return bytes(g)


def _line_cells(text):
    """The cells (bytes) of text if it is a plain 81-character line, else
    None."""
    if len(text) == CELLS:
        try:
            cells = text.encode("latin-1").translate(TEXT_TO_CELLS)
        except UnicodeEncodeError:
            return None
        if cells.isascii():  # no 0xff: every character was a cell
            return cells
    return None


def _cells(grid):
    """The bytes of the 81 cells of grid (a str, a sequence of 81 ints, or 81
    bytes of cell values), for the library. Raises ParseError for text that
    is no grid, ArgumentError for a sequence that is not 81 cells,
    InvalidPuzzleError for a cell outside 0..255 and TypeError for a cell
    that is no int. The fast paths of the common forms come first, written
    out (each step of Python costs about a tenth of the C call)."""
    kind = type(grid)
    if kind is str:
        if len(grid) == CELLS:
            try:
                cells = grid.encode("latin-1").translate(TEXT_TO_CELLS)
                if cells.isascii():  # no 0xff: every character was a cell
                    return cells
            except UnicodeEncodeError:
                pass
        return _parse(grid)  # a drawing, or the error
    if kind is list or kind is tuple:
        if len(grid) == CELLS:
            try:
                # ints (and bools, numpy ints...) 0..255, checked in C; through
                # bytearray, whose loop over a list is twice as fast as bytes'
                return bytes(bytearray(grid))
            except (TypeError, ValueError):
                pass  # the slow way says which cell
    elif kind is bytes and len(grid) == CELLS and grid[0] < 10:
        return grid  # cells, not text, which starts with '.' or a digit: the library checks the rest
    return _slow_cells(grid)


def _slow_cells(grid):
    """_cells for every form the fast paths leave (other sequences, other
    str and bytes types), and for the errors, which name the cell at fault."""
    if isinstance(grid, str):
        cells = _line_cells(grid)
        return _parse(grid) if cells is None else cells
    if isinstance(grid, (bytes, bytearray, memoryview)):
        cells = bytes(grid)
        if len(cells) != CELLS:
            raise _error(Status.E_ARG, "a grid of bytes has 81 cells, got %d" % len(cells))
        if cells.translate(TEXT_TO_CELLS).isascii():  # every byte a '.' or a digit
            raise TypeError("bytes hold the 81 cell values (0 empty, 1..9), not text: decode text to a str first")
        return cells  # a cell above 9: the library names it
    try:
        cells = list(grid)
    except TypeError:
        raise TypeError("a grid is a str, a sequence of 81 ints or 81 bytes, not %s" % type(grid).__name__) from None
    if len(cells) != CELLS:
        raise _error(Status.E_ARG, "a grid has 81 cells, got %d" % len(cells))
    for i, v in enumerate(cells):
        if not isinstance(v, int):
            raise TypeError("cell %s is %r, not an int" % (cell_name(i), v))
        if not 0 <= v <= 255:  # what uint8_t cannot carry, the library cannot see: said as it would
            raise _error(Status.E_RANGE, "%s holds %d; a cell must be 0 (empty) or a digit 1-9" % (cell_name(i), v),
                         (i,))
    return bytes(cells)


def _form(grid):
    """The form of grid (TEXT, LIST or BYTES), which a grid returned for it
    takes."""
    if isinstance(grid, str):
        return TEXT
    return BYTES if isinstance(grid, (bytes, bytearray, memoryview)) else LIST


def _grid_in(grid):
    """Returns (the bytes of the 81 cells, the form of grid)."""
    return _cells(grid), _form(grid)


def _grid_out(data, grid):
    """The grid data (bytes of 81 cells 0..9 the library wrote) in the form
    grid came in."""
    kind = type(grid)
    if kind is str:
        return data.translate(CELLS_TO_TEXT).decode()  # ASCII
    if kind is list or kind is tuple:
        return [*data]  # cheaper than list(data)
    form = _form(grid)
    if form == TEXT:
        return data.translate(CELLS_TO_TEXT).decode()
    return data if form == BYTES else [*data]


_Solution = ctypes.c_char * CELLS  # the solution of sudoku_solve: .raw is its bytes, cheaper than bytes(_Grid())
_Line = ctypes.c_char * LINE_SIZE  # the buffers of sudoku_format and sudoku_format_pretty
_Drawing = ctypes.c_char * PRETTY_SIZE

# The cheap calls write their results into buffers they reuse (making a
# ctypes buffer costs about a tenth of the C call), kept in pools: a deque
# of the free buffers of one type. A call takes a buffer with pop() and
# puts it back with append() once it has copied the result out; a deque's
# pop and append are thread-safe (each one atomic step), so a buffer
# belongs to one call at a time: another thread's call, or a call from a
# signal handler run between this call's C call and its copy, takes another
# buffer, or makes a new one when the pool is empty (the first call, and
# calls in flight at once). A call that raises between the two (an
# exception from a signal handler, a bad grid) drops its buffer. A pool
# never holds more buffers than there were calls in flight at once.
_LINES = collections.deque()  # _Line buffers
_DRAWINGS = collections.deque()  # _Drawing buffers
_SOLUTIONS = collections.deque()  # _Solution buffers
_COUNTS = collections.deque()  # ctypes.c_int32 of sudoku_count_solutions


def parse(text):
    """Reads text (an 81-character line or a pasted drawing) as a list of 81
    ints, by sudoku_parse. Does not check the rules (see validate).
    Raises ParseError naming the stray character or the number of cells."""
    g = _line_cells(text) if isinstance(text, str) else None
    return list(_parse(text) if g is None else g)


def check_text(text):
    """Parses text and checks the rules, by sudoku_check_text: returns the
    81 cells as a list, or raises ParseError or InvalidPuzzleError with the
    library's precise message (and, for a conflict, the two cells)."""
    data = _text_bytes(text)
    g = _Grid()
    e = _new_error()
    st = clib.sudoku_check_text(data, _text_len(data), g, ctypes.byref(e))
    if st == _OK:
        return list(bytes(g))
    if st in (Status.E_PARSE, Status.E_CONFLICT):
        raise _explained(e)
    raise _text_error(st, data)


def format_line(grid):
    """The grid as an 81-character line, '.' for empty cells (sudoku_format)."""
    if type(grid) is list and len(grid) == CELLS:  # _cells' list path, written out: one Python call less
        try:
            g = bytes(bytearray(grid))
        except (TypeError, ValueError):
            g = _slow_cells(grid)  # says which cell
    else:
        g = _cells(grid)
    try:
        buf = _LINES.pop()
    except IndexError:
        buf = _Line()
    st = clib.sudoku_format(g, buf, LINE_SIZE)
    if st != _OK:
        raise _status_error(st, g)
    line = buf[:CELLS].decode()  # sudoku_format wrote 81 characters (ASCII) and a NUL
    _LINES.append(buf)
    return line


def format_pretty(grid):
    """The grid drawn as 11 lines with box separators, each ended by a
    newline (sudoku_format_pretty); parse reads it back."""
    if type(grid) is list and len(grid) == CELLS:  # _cells' list path, written out: one Python call less
        try:
            g = bytes(bytearray(grid))
        except (TypeError, ValueError):
            g = _slow_cells(grid)  # says which cell
    else:
        g = _cells(grid)
    try:
        buf = _DRAWINGS.pop()
    except IndexError:
        buf = _Drawing()
    st = clib.sudoku_format_pretty(g, buf, PRETTY_SIZE)
    if st != _OK:
        raise _status_error(st, g)
    drawing = buf.value.decode()  # ASCII, up to the NUL
    _DRAWINGS.append(buf)
    return drawing


def validate(grid):
    """Checks the rules (sudoku_validate): returns None, or raises
    InvalidPuzzleError whose cells are the two cells holding the same digit
    (SUDOKU_E_CONFLICT) or the cell holding a value above 9
    (SUDOKU_E_RANGE), with the library's message."""
    if type(grid) is list and len(grid) == CELLS:  # _cells' list path, written out: one Python call less
        try:
            g = bytes(bytearray(grid))
        except (TypeError, ValueError):
            g = _slow_cells(grid)  # says which cell
    else:
        g = _cells(grid)
    if clib.sudoku_validate(g, None) != _OK:  # the message only when there is one
        e = _new_error()
        clib.sudoku_validate(g, ctypes.byref(e))
        raise _explained(e)


def solve(grid):
    """The first solution of grid (sudoku_solve), in the form grid came in
    (str, list of ints, or bytes). Raises InvalidPuzzleError,
    UnsolvableError or LimitError."""
    if type(grid) is list and len(grid) == CELLS:  # _cells' list path, written out: one Python call less
        try:
            g = bytes(bytearray(grid))
        except (TypeError, ValueError):
            g = _slow_cells(grid)  # says which cell
    else:
        g = _cells(grid)
    try:
        sol = _SOLUTIONS.pop()
    except IndexError:
        sol = _Solution()
    st = clib.sudoku_solve(g, sol)
    if st != _OK:
        raise _status_error(st, g)
    data = sol.raw
    _SOLUTIONS.append(sol)
    if type(grid) is list:
        return [*data]  # _grid_out's list path, written out
    return _grid_out(data, grid)


def count_solutions(grid, limit=2):
    """min(number of solutions, limit) (sudoku_count_solutions); with the
    default limit 2, a result of 1 proves the solution unique. A grid with
    valid givens and no solution counts 0. Raises InvalidPuzzleError,
    ArgumentError (limit below 1), or LimitError whose count is the number
    found before the budget ran out."""
    if type(grid) is list and len(grid) == CELLS:  # _cells' list path, written out: one Python call less
        try:
            g = bytes(bytearray(grid))
        except (TypeError, ValueError):
            g = _slow_cells(grid)  # says which cell
    else:
        g = _cells(grid)
    if not isinstance(limit, int):
        raise TypeError("limit must be an int, not %s" % type(limit).__name__)
    if not 1 <= limit <= 2**31 - 1:
        raise _error(Status.E_ARG, "the solution limit must be 1 to 2147483647, not %d" % limit)
    try:
        n = _COUNTS.pop()
    except IndexError:
        n = ctypes.c_int32()
    st = clib.sudoku_count_solutions(g, limit, n)
    count = n.value
    _COUNTS.append(n)
    if st == _OK:
        return count
    if st == Status.E_LIMIT:
        raise _error(st, count=count)
    raise _status_error(st, g)
