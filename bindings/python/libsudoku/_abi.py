"""The C interface as ctypes sees it: the types of include/sudoku.h and the
prototype of every function. Wrapping a new function of the header starts
with its line in PROTOTYPES (and its structs, if any, here)."""

import ctypes

GRID = ctypes.POINTER(ctypes.c_uint8)  # uint8_t grid[81]
CHARS = ctypes.POINTER(ctypes.c_char)  # char *buf
I32 = ctypes.c_int32
SIZE = ctypes.c_size_t

TECH_SLOTS = 64        # SUDOKU_TECH_SLOTS: the size of sudoku_rating.counts
CHAIN_MAX = 96         # SUDOKU_CHAIN_MAX
HINT_TEXT_SIZE = 8192  # SUDOKU_HINT_TEXT_SIZE


class HintStruct(ctypes.Structure):
    """sudoku_hint_result, field by field."""

    _fields_ = [
        ("size", ctypes.c_uint32),
        ("status", ctypes.c_int32),
        ("technique", ctypes.c_int32),
        ("rating", ctypes.c_int32),
        ("cell", ctypes.c_int32),
        ("digit", ctypes.c_int32),
        ("n_removed", ctypes.c_int32),
        ("n_pattern_cells", ctypes.c_int32),
        ("n_pattern_units", ctypes.c_int32),
        ("n_chain", ctypes.c_int32),
        ("n_mistakes", ctypes.c_int32),
        ("text_len", ctypes.c_uint32),
        ("pattern_digits", ctypes.c_uint16),
        ("removed", ctypes.c_uint16 * 81),
        ("pattern_cells", ctypes.c_uint8 * 81),
        ("pattern_units", ctypes.c_uint8 * 12),
        ("mistakes", ctypes.c_uint8 * 81),
        ("chain_cell", ctypes.c_uint8 * CHAIN_MAX),
        ("chain_digit", ctypes.c_uint8 * CHAIN_MAX),
        ("chain_on", ctypes.c_uint8 * CHAIN_MAX),
    ]


class RatingStruct(ctypes.Structure):
    """sudoku_rating, field by field."""

    _fields_ = [
        ("size", ctypes.c_uint32),
        ("rating", ctypes.c_int32),
        ("hardest", ctypes.c_int32),
        ("level", ctypes.c_int32),
        ("complete", ctypes.c_int32),
        ("steps", ctypes.c_int32),
        ("counts", ctypes.c_uint16 * TECH_SLOTS),
    ]



class GenerateOptionsStruct(ctypes.Structure):
    """sudoku_generate_options, field by field."""

    _fields_ = [
        ("size", ctypes.c_uint32),
        ("symmetry", ctypes.c_uint32),
        ("seed", ctypes.c_uint64),
        ("clues", ctypes.c_int32),
        ("level", ctypes.c_int32),
        ("min_rating", ctypes.c_int32),
        ("max_rating", ctypes.c_int32),
        ("max_attempts", ctypes.c_int32),
        ("budget_ms", ctypes.c_int32),
    ]


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
    ("sudoku_hint", I32, (GRID, GRID, ctypes.POINTER(ctypes.c_uint16), ctypes.POINTER(HintStruct), CHARS, SIZE)),
    ("sudoku_rate", I32, (GRID, ctypes.POINTER(RatingStruct))),
    ("sudoku_generator_version", I32, ()),
    ("sudoku_generate", I32, (ctypes.POINTER(GenerateOptionsStruct), GRID, GRID, ctypes.POINTER(RatingStruct))),
    ("sudoku_generate_batch", I32, (ctypes.POINTER(GenerateOptionsStruct), I32, GRID, GRID,
                                    ctypes.POINTER(I32), I32)),
    # Batches: puzzles go in as one bytes object of n*81 cells (c_char_p
    # passes it without a copy), solutions come back in one char buffer.
    ("sudoku_solve_batch", I32, (ctypes.c_char_p, SIZE, CHARS, ctypes.POINTER(I32), I32)),
    ("sudoku_count_solutions_batch", I32, (ctypes.c_char_p, SIZE, I32, ctypes.POINTER(I32),
                                           ctypes.POINTER(I32), I32)),
)

# The option and result structs of the header, by their C names: the tests
# compare their sizes and field offsets with a C compiler's.
STRUCTS = {
    "sudoku_hint_result": HintStruct,
    "sudoku_rating": RatingStruct,
    "sudoku_generate_options": GenerateOptionsStruct,
}
