"""The exceptions of the libsudoku binding."""

from ._abi_gen import Status


class SudokuError(Exception):
    """A libsudoku function failed.

    Attributes: ``status`` (a Status, or the raw int if unknown),
    ``status_name`` (the library's name for it, such as
    "SUDOKU_E_CONFLICT"), ``cells`` (the cells at fault, 0..80: both cells
    of a conflict, the cell of a value above 9; else empty) and ``detail``
    (the library's message, in English). str() gives "SUDOKU_E_CONFLICT:
    digit 6 appears twice in column 4, at r7c4 and r9c4".
    """

    def __init__(self, status, status_name, detail, cells=()):
        super().__init__("%s: %s" % (status_name, detail))
        self.status = status
        self.status_name = status_name
        self.detail = detail
        self.cells = tuple(cells)

    @property
    def cell_names(self):
        """The cells as players name them, such as ("r7c4", "r9c4")."""
        return tuple(cell_name(c) for c in self.cells)


class ArgumentError(SudokuError, ValueError):
    """SUDOKU_E_ARG: a bad argument, such as a solution limit below 1 or a
    list that is not 81 cells."""


class ParseError(SudokuError, ValueError):
    """SUDOKU_E_PARSE: the text is not a grid; ``detail`` names the character
    and its line and column, or the number of cells found."""


class InvalidPuzzleError(SudokuError, ValueError):
    """SUDOKU_E_CONFLICT or SUDOKU_E_RANGE: the grid breaks the rules.

    ``cells`` holds the cell indexes at fault (0..80, 0 is r1c1): the two
    cells holding the same digit in one unit, or the one cell whose value is
    not 0..9. ``cell_names`` gives them as "r7c4".
    """


class UnsolvableError(SudokuError):
    """SUDOKU_E_UNSOLVABLE: the givens break no rule but have no solution."""


class LimitError(SudokuError):
    """SUDOKU_E_LIMIT: the search budget (MAX_GUESSES branches) ran out.

    For count_solutions, ``count`` is the number of solutions found before
    that, a lower bound; for generate, ``result`` is the best puzzle found;
    otherwise both are None.
    """

    def __init__(self, status, status_name, detail, cells=(), count=None, result=None):
        super().__init__(status, status_name, detail, cells)
        self.count = count
        self.result = result


class NotUniqueError(SudokuError):
    """SUDOKU_E_NOT_UNIQUE: rate() was given a puzzle with more than one
    solution."""


class CancelledError(SudokuError):
    """SUDOKU_E_CANCELLED: the call was stopped before it finished. (Ctrl-C
    during a long call raises KeyboardInterrupt instead, once the library
    has stopped.)"""


class InternalError(SudokuError):
    """SUDOKU_E_INTERNAL: a bug in libsudoku was caught; the process is
    unharmed."""


class LibraryError(OSError):
    """The shared library cannot be used: not found (``tried`` lists every
    path tried, with the reason), a function missing, or the wrong ABI
    version."""

    def __init__(self, message, tried=()):
        super().__init__(message)
        self.tried = tuple(tried)


class ForkedProcessError(RuntimeError):
    """libsudoku was used in the child of os.fork() after the parent had
    loaded it. The Go runtime inside the library does not survive fork, so a
    call could hang; start worker processes with multiprocessing's "spawn"
    start method instead."""


# Which exception each status raises.
ERROR_CLASSES = {
    Status.E_ARG: ArgumentError,
    Status.E_PARSE: ParseError,
    Status.E_RANGE: InvalidPuzzleError,
    Status.E_CONFLICT: InvalidPuzzleError,
    Status.E_UNSOLVABLE: UnsolvableError,
    Status.E_LIMIT: LimitError,
    Status.E_NOT_UNIQUE: NotUniqueError,
    Status.E_CANCELLED: CancelledError,
    Status.E_INTERNAL: InternalError,
}


def cell_name(i):
    """The players' name of cell index i (0..80), such as "r4c7"."""
    if not 0 <= i < 81:
        return "r?c?"
    return "r%dc%d" % (i // 9 + 1, i % 9 + 1)
