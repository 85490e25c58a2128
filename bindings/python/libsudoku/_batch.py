"""Batches: sudoku_solve_batch and sudoku_count_solutions_batch.

A batch crosses into the library once for all its puzzles and spreads them
over the library's threads. The puzzles travel as one bytes object of n*81
cells; item i of the result is the answer for puzzle i, or the exception the
single call would raise for it (as asyncio.gather(return_exceptions=True)
does), so one bad puzzle does not stop the batch.
"""

import ctypes

from . import _api, _long
from ._errors import SudokuError, Status
from ._library import lib

MAX_BATCH = 2**31 - 1  # the most puzzles of one batch call

# Text cells to cell values and back: _api.TEXT_TO_CELLS, _api.CELLS_TO_TEXT.
_TEXT_TO_CELLS, _CELLS_TO_TEXT = _api.TEXT_TO_CELLS, _api.CELLS_TO_TEXT
# An 81-cell grid no call accepts (cell r1c1 holds 10): the placeholder of a
# puzzle that already failed in the binding, so it costs the library nothing.
_FAILED = b"\x0a" + bytes(80)


def _threads(threads):
    if not isinstance(threads, int) or isinstance(threads, bool):
        raise TypeError("threads must be an int, not %s" % type(threads).__name__)
    if not -2**31 <= threads < 2**31:
        raise _api._error(Status.E_ARG, "threads must fit in an int32")
    return threads


# Text is converted _CHUNK puzzles at a time: the temporary strings then
# stay below malloc's mmap threshold (128 KiB), which makes the conversion
# about ten times faster than converting all at once, where every temporary
# is fresh memory the kernel must map page by page.
_CHUNK = 1024


def _text_cells(lines):
    """The 81-character lines as one bytes object of cell values, or None if
    one of them is not 81 characters of '.', '0'..'9'."""
    parts = []
    for i in range(0, len(lines), _CHUNK):
        chunk = lines[i:i + _CHUNK]
        joined = "".join(chunk)
        if len(joined) != _api.CELLS * len(chunk) or not joined.isascii():
            return None
        cells = joined.encode("latin-1").translate(_TEXT_TO_CELLS)
        if not cells.isascii():  # a 0xff: a character that is no cell
            return None
        parts.append(cells)
    return b"".join(parts)


def _text_lines(raw, n):
    """The n solutions of raw (n*81 cell values: the ctypes buffer, sliced a
    chunk at a time rather than copied whole) as 81-character lines."""
    out = []
    for i in range(0, n, _CHUNK):
        k = min(_CHUNK, n - i)
        text = raw[_api.CELLS * i:_api.CELLS * (i + k)].translate(_CELLS_TO_TEXT).decode("latin-1")
        out += [text[_api.CELLS * j:_api.CELLS * (j + 1)] for j in range(k)]
    return out


def _batch_in(puzzles):
    """The puzzles as (one bytes object of n*81 cells, n, forms, failed):
    forms[i] is "text", "cells" or "bytes" (the form of item i, which its
    result takes), failed maps i to the exception of a puzzle the binding
    could not read."""
    if isinstance(puzzles, (bytes, bytearray, memoryview)):
        data = bytes(puzzles)
        if len(data) % _api.CELLS:
            raise _api._error(Status.E_ARG, "a bytes batch holds n*81 cells, got %d bytes" % len(data))
        n = len(data) // _api.CELLS
        return data, n, ("bytes",) * n, {}
    if isinstance(puzzles, str):
        raise TypeError("puzzles is a list of grids or one bytes object of n*81 cells, not a str")
    items = puzzles if isinstance(puzzles, (list, tuple)) else list(puzzles)
    n = len(items)
    if n > MAX_BATCH:
        raise _api._error(Status.E_ARG, "a batch holds at most %d puzzles" % MAX_BATCH)
    # The common case, 81-character lines, converts in a few C-speed steps.
    if all(type(p) is str for p in items):
        data = _text_cells(items)
        if data is not None:
            return data, n, ("text",) * n, {}
    # Otherwise item by item, as the single calls read them.
    parts, forms, failed = [], [], {}
    for i, p in enumerate(items):
        try:
            parts.append(_api._cells(p))
            forms.append(_api._form(p))
        except (SudokuError, TypeError) as e:  # what solve() would raise: this item's result
            parts.append(_FAILED)
            forms.append(_api._form(p))
            failed[i] = e
    return b"".join(parts), n, forms, failed


def _solution_out(solutions, i, form):
    """Solution i of the ctypes buffer solutions in the given form."""
    cells = solutions[_api.CELLS * i:_api.CELLS * (i + 1)]
    if form == "text":
        return cells.translate(_CELLS_TO_TEXT).decode("latin-1")
    if form == "bytes":
        return cells
    return list(cells)


def _item_error(status, data, i, count=None):
    """The exception the single call raises for puzzle i of data."""
    g = data[_api.CELLS * i:_api.CELLS * (i + 1)]
    if status == Status.E_LIMIT and count is not None:
        return _api._error(status, count=count)
    return _api._status_error(status, g)


def solve_batch(puzzles, *, threads=0, progress=None):
    """Solves many puzzles in one call (sudoku_solve_batch) on threads of
    the library (threads <= 0: one per processor).

    puzzles is a list of grids (81-character lines, pasted drawings, or
    sequences of 81 ints), or one bytes-like object of n*81 cell values
    (0 empty, 1..9), the fastest form. Returns a list of n items: item i is
    the solution of puzzle i in the form it came in (str, list of ints, or 81
    bytes), or the exception solve() would raise for it (ParseError,
    InvalidPuzzleError, UnsolvableError, LimitError, TypeError for an item
    that is no grid, such as None), returned, not raised.
    The results do not depend on threads.

    Ctrl-C stops the call within milliseconds and raises KeyboardInterrupt.
    progress, when given, is called as progress(done, total) (puzzles
    solved, puzzles in the batch) while the call runs and once at its end."""
    threads = _threads(threads)
    data, n, forms, failed = _batch_in(puzzles)
    if n == 0:
        return []
    solutions = ctypes.create_string_buffer(_api.CELLS * n)
    statuses = (ctypes.c_int32 * n)()
    st = _long.run(lambda ctl: lib().sudoku_solve_batch(data, n, solutions, statuses, threads, ctl), progress)
    if st != Status.OK:
        raise _api._error(st)
    statuses = list(statuses)
    if forms.count("text") == n and statuses.count(Status.OK) == n:
        return _text_lines(solutions, n)  # the common case, in a few C-speed steps
    out = []
    for i, s in enumerate(statuses):
        if i in failed:
            out.append(failed[i])
        elif s == Status.OK:
            out.append(_solution_out(solutions, i, forms[i]))
        else:
            out.append(_item_error(s, data, i))
    return out


def count_solutions_batch(puzzles, limit=2, *, threads=0, progress=None):
    """Counts the solutions of many puzzles up to limit in one call
    (sudoku_count_solutions_batch) on threads of the library (threads <= 0:
    one per processor). puzzles as for solve_batch. Returns a list of n
    items: item i is count_solutions(puzzles[i], limit), or the exception it
    would raise (a LimitError carries the count found before the budget ran
    out), returned, not raised. Raises ArgumentError for a limit below 1.
    Ctrl-C and progress as for solve_batch."""
    threads = _threads(threads)
    if not isinstance(limit, int) or isinstance(limit, bool):
        raise TypeError("limit must be an int, not %s" % type(limit).__name__)
    if not 1 <= limit <= 2**31 - 1:
        raise _api._error(Status.E_ARG, "the solution limit must be 1 to 2147483647, not %d" % limit)
    data, n, _, failed = _batch_in(puzzles)
    if n == 0:
        return []
    counts = (ctypes.c_int32 * n)()
    statuses = (ctypes.c_int32 * n)()
    st = _long.run(lambda ctl: lib().sudoku_count_solutions_batch(data, n, limit, counts, statuses, threads, ctl),
                   progress)
    if st != Status.OK:
        raise _api._error(st)
    out = []
    for i, (s, c) in enumerate(zip(statuses, counts)):
        if i in failed:
            out.append(failed[i])
        elif s == Status.OK:
            out.append(c)
        else:
            out.append(_item_error(s, data, i, c if s == Status.E_LIMIT else None))
    return out
