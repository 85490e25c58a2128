"""The C interface as ctypes sees it: the prototype of every function of
include/sudoku.h. Wrapping a new function of the header starts with its
line in PROTOTYPES; the constants, enumerations and structs come from the
header through the generated _abi_gen."""

import ctypes

from ._abi_gen import (
    ChainBranchStruct, ChainNodeStruct, ChainStruct, ControlStruct, ErrorStruct, ExplainOptionsStruct, ExplainStruct, GenerateOptionsStruct, HintOptionsStruct,
    HintStruct, RateOptionsStruct, RateStruct, StepStruct, VariantGenerateOptionsStruct, VariantHintStruct,
    VariantInfoStruct, VariantUnitInfoStruct,
)

GRID = ctypes.POINTER(ctypes.c_uint8)  # uint8_t grid[81], written by the library
# const uint8_t grid[81], read by the library: a bytes object of 81 cells,
# which ctypes passes without a copy or a check of its elements.
GRID_IN = ctypes.c_char_p
CHARS = ctypes.POINTER(ctypes.c_char)  # char *buf
I32 = ctypes.c_int32
ERROR = ctypes.POINTER(ErrorStruct)
CONTROL = ctypes.POINTER(ControlStruct)
RATE = ctypes.POINTER(RateStruct)

# Every function of include/sudoku.h: name, result type, argument types.
# Wrapping a new function starts with one line here.
PROTOTYPES = (
    ("sudoku_abi_version", I32, ()),
    ("sudoku_version_string", ctypes.c_char_p, ()),
    ("sudoku_status_string", ctypes.c_char_p, (I32,)),
    ("sudoku_status_message", ctypes.c_char_p, (I32,)),
    ("sudoku_technique_name", ctypes.c_char_p, (I32,)),
    ("sudoku_level_name", ctypes.c_char_p, (I32,)),
    ("sudoku_parse", I32, (ctypes.c_char_p, I32, GRID)),
    ("sudoku_check_text", I32, (ctypes.c_char_p, I32, GRID, ERROR)),
    ("sudoku_format", I32, (GRID_IN, CHARS, I32)),
    ("sudoku_format_pretty", I32, (GRID_IN, CHARS, I32)),
    ("sudoku_validate", I32, (GRID_IN, ERROR)),
    ("sudoku_solve", I32, (GRID_IN, CHARS)),  # the solution into a c_char array, whose .raw is cheap
    ("sudoku_count_solutions", I32, (GRID_IN, I32, ctypes.POINTER(I32))),
    ("sudoku_hint", I32, (GRID_IN, GRID_IN, ctypes.POINTER(ctypes.c_uint16), ctypes.POINTER(HintOptionsStruct),
                          ctypes.POINTER(HintStruct), CHARS, I32)),
    ("sudoku_candidates", I32, (GRID_IN, ctypes.c_void_p)),  # uint16_t marks_out[81]: an array.array's address
    ("sudoku_rate", I32, (GRID_IN, ctypes.POINTER(RateOptionsStruct), RATE, CONTROL)),
    ("sudoku_explain", I32, (GRID_IN, ctypes.POINTER(ExplainOptionsStruct), ctypes.POINTER(ExplainStruct),
                             ctypes.POINTER(StepStruct), I32, CHARS, I32, CONTROL)),
    ("sudoku_hint_chain", I32, (GRID_IN, GRID_IN, ctypes.POINTER(ctypes.c_uint16), ctypes.POINTER(HintOptionsStruct),
                                ctypes.POINTER(HintStruct), ctypes.POINTER(ChainStruct),
                                ctypes.POINTER(ChainBranchStruct), I32, ctypes.POINTER(ChainNodeStruct), I32,
                                ctypes.POINTER(I32), I32, CHARS, I32, CONTROL)),
    ("sudoku_generator_version", I32, ()),
    ("sudoku_generate", I32, (ctypes.POINTER(GenerateOptionsStruct), GRID, GRID, RATE, CONTROL)),
    ("sudoku_generate_batch", I32, (ctypes.POINTER(GenerateOptionsStruct), I32, GRID, GRID, RATE,
                                    ctypes.POINTER(I32), I32, CONTROL)),
    # Batches: puzzles go in as one bytes object of n*81 cells (c_char_p
    # passes it without a copy), solutions come back in one char buffer.
    ("sudoku_solve_batch", I32, (ctypes.c_char_p, I32, CHARS, ctypes.POINTER(I32), I32, CONTROL)),
    ("sudoku_count_solutions_batch", I32, (ctypes.c_char_p, I32, I32, ctypes.POINTER(I32),
                                           ctypes.POINTER(I32), I32, CONTROL)),
    # Variants: the variant's text (c_char_p, length) first, grids of n cells.
    ("sudoku_variant_check", I32, (ctypes.c_char_p, I32, ctypes.POINTER(VariantInfoStruct), ERROR)),
    ("sudoku_variant_unit", I32, (ctypes.c_char_p, I32, I32, ctypes.POINTER(VariantUnitInfoStruct))),
    ("sudoku_variant_parse", I32, (ctypes.c_char_p, I32, ctypes.c_char_p, I32, GRID, I32, ERROR)),
    ("sudoku_variant_format", I32, (ctypes.c_char_p, I32, GRID, I32, CHARS, I32)),
    ("sudoku_variant_validate", I32, (ctypes.c_char_p, I32, GRID, I32, ERROR)),
    ("sudoku_variant_solve", I32, (ctypes.c_char_p, I32, GRID, GRID, I32)),
    ("sudoku_variant_count_solutions", I32, (ctypes.c_char_p, I32, GRID, I32, I32, ctypes.POINTER(I32))),
    ("sudoku_variant_hint", I32, (ctypes.c_char_p, I32, GRID, GRID, ctypes.POINTER(ctypes.c_uint16), I32,
                                  ctypes.POINTER(HintOptionsStruct), ctypes.POINTER(VariantHintStruct), CHARS, I32)),
    ("sudoku_variant_rate", I32, (ctypes.c_char_p, I32, GRID, I32, ctypes.POINTER(RateOptionsStruct), RATE, CONTROL)),
    ("sudoku_variant_generate", I32, (ctypes.c_char_p, I32, ctypes.POINTER(VariantGenerateOptionsStruct), GRID, GRID,
                                      I32, CHARS, I32, ctypes.POINTER(I32), RATE, CONTROL)),
)
