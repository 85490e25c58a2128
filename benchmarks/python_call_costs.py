"""The per-call cost of the Python binding next to the raw ctypes call it
makes, for the cheap calls whose cost is mostly the crossing (make bench
runs it with SUDOKU_LIBRARY=build/libsudoku.so and bindings/python on the
path).

It prints "bench python <call> <calls/s> <ns/call> -" lines: raw_* calls
the library through ctypes with its own prototypes (bytes in, a ctypes
buffer out: the cheapest ctypes call) and arguments built once, the others
go through libsudoku as a program would. Each is the median of five runs,
timed in the process's CPU time."""

import ctypes
import statistics
import sys
import time

import libsudoku

SOLVED = "534678912672195348198342567859761423426853791713924856961537284287419635345286179"
PUZZLE = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
SECONDS = float(sys.argv[1]) if len(sys.argv) > 1 else 0.5


def measure(name, fn):
    for _ in range(200):
        fn()
    rates = []
    for _ in range(5):
        n, start = 0, time.process_time()
        while True:
            for _ in range(100):
                fn()
            n += 100
            elapsed = time.process_time() - start
            if elapsed >= SECONDS / 5:
                break
        rates.append(n / elapsed)
    rate = statistics.median(rates)
    print("bench python %s %.0f %.0f -" % (name, rate, 1e9 / rate))


def raw_library():
    """The library again (the same copy: dlopen counts it), with prototypes
    of its own."""
    lib = ctypes.CDLL(libsudoku.library_path())
    i32, cells_in, out = ctypes.c_int32, ctypes.c_char_p, ctypes.POINTER(ctypes.c_uint8)
    for name, args in (("sudoku_abi_version", ()),
                       ("sudoku_validate", (cells_in, ctypes.c_void_p)),
                       ("sudoku_format", (cells_in, ctypes.c_char_p, i32)),
                       ("sudoku_parse", (ctypes.c_char_p, i32, out)),
                       ("sudoku_solve", (cells_in, out)),
                       ("sudoku_format_pretty", (cells_in, ctypes.c_char_p, i32)),
                       ("sudoku_count_solutions", (cells_in, i32, ctypes.POINTER(i32))),
                       ("sudoku_candidates", (cells_in, ctypes.POINTER(ctypes.c_uint16)))):
        fn = getattr(lib, name)
        fn.restype, fn.argtypes = i32, args
    return lib


def main():
    lib = raw_library()
    grid_type = ctypes.c_uint8 * 81
    solved = [int(c) for c in SOLVED]
    puzzle = [0 if c == "." else int(c) for c in PUZZLE]
    g_solved, g_puzzle, out = bytes(solved), bytes(puzzle), grid_type()
    count = ctypes.c_int32()
    buf = ctypes.create_string_buffer(82)
    text = PUZZLE.encode()

    pretty = ctypes.create_string_buffer(libsudoku._api.PRETTY_SIZE)
    marks = (ctypes.c_uint16 * 81)()

    def raw_validate():
        assert lib.sudoku_validate(g_solved, None) == 0

    def raw_format():
        assert lib.sudoku_format(g_puzzle, buf, 82) == 0

    def raw_format_pretty():
        assert lib.sudoku_format_pretty(g_puzzle, pretty, len(pretty)) == 0

    def raw_parse():
        assert lib.sudoku_parse(text, 81, out) == 0

    def raw_solve():
        assert lib.sudoku_solve(g_puzzle, out) == 0

    def raw_count():
        assert lib.sudoku_count_solutions(g_puzzle, 2, ctypes.byref(count)) == 0

    def raw_candidates():
        assert lib.sudoku_candidates(g_puzzle, marks) == 0

    # Each call through libsudoku with the grid as a list of ints, as 81
    # bytes of cell values and as an 81-character line, after its raw call.
    forms = (("list", puzzle, solved), ("bytes", g_puzzle, g_solved), ("str", PUZZLE, SOLVED))
    measure("raw_abi_version", lib.sudoku_abi_version)
    for name, raw, call, arg in (("validate", raw_validate, libsudoku.validate, 2),
                                 ("format_line", raw_format, libsudoku.format_line, 1),
                                 ("format_pretty", raw_format_pretty, libsudoku.format_pretty, 1),
                                 ("parse", raw_parse, None, 0),
                                 ("solve", raw_solve, libsudoku.solve, 1),
                                 ("count_solutions", raw_count, libsudoku.count_solutions, 1),
                                 ("candidates", raw_candidates, libsudoku.candidates, 1)):
        measure("raw_" + name, raw)
        if call is None:
            measure(name + "_str", lambda: libsudoku.parse(PUZZLE))
            continue
        for form in forms:
            measure("%s_%s" % (name, form[0]), lambda call=call, grid=form[arg]: call(grid))


if __name__ == "__main__":
    main()
