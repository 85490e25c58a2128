"""libsudoku: a Sudoku engine behind a small C interface, from Python.

A thin ctypes binding of include/sudoku.h: every function calls one C
function of the shared library shipped inside this package, and adds nothing
of the engine.

    >>> import libsudoku
    >>> libsudoku.solve("53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79")
    '534678912672195348198342567859761423426853791713924856961537284287419635345286179'
    >>> libsudoku.count_solutions("53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79")
    1

Grids go in as text (str), as a sequence of 81 ints or as 81 bytes of cell
values, and come out in the same form. Variant (16x16, jigsaw, X, windoku, killer...) plays the other
sizes and rules with the same calls. Errors raise SudokuError subclasses carrying the status name and
a precise detail; InvalidPuzzleError names the clashing cells.

The library is found on first use: $SUDOKU_LIBRARY if set, else the copy in
this package, else the system's. It carries a Go runtime, so after os.fork()
it cannot be used in the child (ForkedProcessError): use the 'spawn' start
method of multiprocessing. Calls release the GIL, so threads solve in
parallel, and solve_batch / count_solutions_batch take many puzzles in one
call (one crossing into the library, all cores). Ctrl-C stops the long calls
(the batches and generation) within milliseconds.
"""

from ._api import (
    CELLS, MAX_GUESSES, abi_version, check_text, count_solutions, format_line, format_pretty,
    library_path, parse, solve, status_message, status_string, validate, version,
)
from ._batch import count_solutions_batch, solve_batch
from ._chain import Chain, ChainBranch, ChainNode, hint_chain
from ._errors import (
    ArgumentError, CancelledError, ForkedProcessError, InternalError, InvalidPuzzleError, LibraryError,
    LimitError, NotUniqueError, ParseError, Status, SudokuError, UnsolvableError, cell_name,
)
from ._generate import Generated, Symmetry, generate, generate_batch, generator_version
from ._abi_gen import ABI_VERSION, ChainKind, ChainReason, VERSION as __version__
from ._library import ENV_VAR
from ._logic import (
    Explanation, Hint, HintStatus, HintStyle, Level, Mistake, Rating, Step, Technique, candidates, explain, hint, rate,
)
from ._variant import Cage, Unit, Variant, VariantPuzzle, variant_line

__all__ = [
    "ABI_VERSION", "CELLS", "ENV_VAR", "MAX_GUESSES",
    "abi_version", "version", "status_string", "status_message", "library_path",
    "parse", "check_text", "format_line", "format_pretty", "validate", "solve", "count_solutions",
    "solve_batch", "count_solutions_batch",
    "generate", "generate_batch", "generator_version", "Generated", "Symmetry",
    "hint", "rate", "candidates", "explain", "Hint", "Rating", "Explanation", "Step", "HintStatus", "HintStyle", "Technique",
    "Level", "Mistake",
    "hint_chain", "Chain", "ChainBranch", "ChainNode", "ChainKind", "ChainReason",
    "Variant", "VariantPuzzle", "Cage", "Unit", "variant_line",
    "cell_name", "Status",
    "SudokuError", "ArgumentError", "ParseError", "InvalidPuzzleError", "UnsolvableError",
    "LimitError", "NotUniqueError", "CancelledError", "InternalError", "LibraryError", "ForkedProcessError",
]
