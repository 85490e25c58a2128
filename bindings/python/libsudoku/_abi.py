"""The C interface as ctypes sees it: the types of include/sudoku.h and the
prototype of every function. Wrapping a new function of the header starts
with its line in PROTOTYPES (and its structs, if any, here)."""

import ctypes

GRID = ctypes.POINTER(ctypes.c_uint8)  # uint8_t grid[81]
CHARS = ctypes.POINTER(ctypes.c_char)  # char *buf
I32 = ctypes.c_int32
SIZE = ctypes.c_size_t

# Every function of include/sudoku.h: name, result type, argument types.
# Wrapping a new function starts with one line here.
PROTOTYPES = (
    ("sudoku_abi_version", I32, ()),
    ("sudoku_version_string", ctypes.c_char_p, ()),
    ("sudoku_status_string", ctypes.c_char_p, (I32,)),
    ("sudoku_parse", I32, (ctypes.c_char_p, SIZE, GRID)),
    ("sudoku_check_text", I32, (ctypes.c_char_p, SIZE, GRID, CHARS, SIZE)),
    ("sudoku_format", I32, (GRID, CHARS, SIZE)),
    ("sudoku_format_pretty", I32, (GRID, CHARS, SIZE)),
    ("sudoku_validate", I32, (GRID, ctypes.POINTER(I32))),
    ("sudoku_solve", I32, (GRID, GRID)),
    ("sudoku_count_solutions", I32, (GRID, I32, ctypes.POINTER(I32))),
)

# The option and result structs of the header, by their C names: the tests
# compare their sizes and field offsets with a C compiler's.
STRUCTS = {}
