"""The per-call cost of the Python binding next to the raw ctypes call it
makes, for the cheap calls whose cost is mostly the crossing (make bench
runs it with SUDOKU_LIBRARY=build/libsudoku.so and bindings/python on the
path; the argument is the seconds each call is timed for, default 0.5).

It prints "bench python <call> <calls/s> <ns/call> -" lines: raw_* is the
ctypes call libsudoku makes (its prototypes and the output types it passes)
with the arguments made once; the others go through
libsudoku as a program would, with the grid as a list, as bytes and as a str.
A C function's raw call and its calls through libsudoku are timed together,
interleaved: ROUNDS rounds of a short run of each, each going first in turn,
timed in this thread's CPU time (the Go runtime's own threads are left out).
The raw figure is the median of its runs; a binding call's is the raw figure
times the median of its runs' ratios to the raw run of the same round, so
that a change of the machine's speed during the runs (the other programs on
a loaded machine, a busy host) moves both alike and leaves the ratio."""

import array
import ctypes
import statistics
import sys
import time

import libsudoku
from libsudoku._abi_gen import LINE_SIZE, PRETTY_SIZE

SOLVED = "534678912672195348198342567859761423426853791713924856961537284287419635345286179"
PUZZLE = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
SECONDS = float(sys.argv[1]) if len(sys.argv) > 1 else 0.5
ONLY = sys.argv[2:]  # the C functions to time (validate, solve...): default all
ROUNDS = 25


def measure(calls):
    """Times the (name, fn) pairs of calls together, the raw call first, and
    prints a line for each. ROUNDS rounds of a run of n calls of each, in
    turn (n such that a run of the slowest takes SECONDS / ROUNDS); the
    first pair's figure is the median of its runs, each other's that times
    the median of its runs' ratios to the first's in the same round."""
    clock = time.thread_time_ns
    slowest = 1
    for _, fn in calls:  # warm up, and time each
        start = clock()
        for _ in range(200):
            fn()
        slowest = max(slowest, (clock() - start) / 200)
    n = max(100, int(SECONDS * 1e9 / ROUNDS / slowest))
    loop = range(n)
    runs = {name: [] for name, _ in calls}
    for r in range(ROUNDS):
        for name, fn in calls[r % len(calls):] + calls[:r % len(calls)]:  # each goes first in turn
            start = clock()
            for _ in loop:
                fn()
            runs[name].append((clock() - start) / n)
    first = runs[calls[0][0]]
    base = statistics.median(first)
    for name, _ in calls:
        ns = base * statistics.median(t / f for t, f in zip(runs[name], first))
        print("bench python %s %.0f %.0f -" % (name, 1e9 / ns, ns))
    sys.stdout.flush()


def raw_library():
    """The library again (the same copy: dlopen counts it), with functions of
    its own, declared as libsudoku's _abi.PROTOTYPES declares them (the
    cheapest ctypes forms: bytes in by c_char_p, a c_char buffer, an array's
    address by c_void_p). Written out here, so that the raw calls stay the
    same when the binding changes (a run against an older binding)."""
    lib = ctypes.CDLL(libsudoku.library_path())
    i32, chars = ctypes.c_int32, ctypes.POINTER(ctypes.c_char)
    for name, args in (("sudoku_abi_version", ()),
                       ("sudoku_validate", (ctypes.c_char_p, ctypes.c_void_p)),
                       ("sudoku_format", (ctypes.c_char_p, chars, i32)),
                       ("sudoku_format_pretty", (ctypes.c_char_p, chars, i32)),
                       ("sudoku_parse", (ctypes.c_char_p, i32, ctypes.POINTER(ctypes.c_uint8))),
                       ("sudoku_solve", (ctypes.c_char_p, chars)),
                       ("sudoku_count_solutions", (ctypes.c_char_p, i32, ctypes.POINTER(i32))),
                       ("sudoku_candidates", (ctypes.c_char_p, ctypes.c_void_p))):
        fn = getattr(lib, name)
        fn.restype, fn.argtypes = i32, args
    return lib


def main():
    lib = raw_library()
    solved = [int(c) for c in SOLVED]
    puzzle = [0 if c == "." else int(c) for c in PUZZLE]
    g_solved, g_puzzle = bytes(solved), bytes(puzzle)
    # The outputs, made once, of the types libsudoku passes.
    out, solution = (ctypes.c_uint8 * 81)(), (ctypes.c_char * 81)()
    count = ctypes.c_int32()
    buf = (ctypes.c_char * LINE_SIZE)()
    pretty = (ctypes.c_char * PRETTY_SIZE)()
    marks = array.array("H", bytes(2 * 81))
    marks_address = marks.buffer_info()[0]
    text = PUZZLE.encode()

    def raw_validate():
        assert lib.sudoku_validate(g_solved, None) == 0

    def raw_format():
        assert lib.sudoku_format(g_puzzle, buf, LINE_SIZE) == 0

    def raw_format_pretty():
        assert lib.sudoku_format_pretty(g_puzzle, pretty, PRETTY_SIZE) == 0

    def raw_parse():
        assert lib.sudoku_parse(text, 81, out) == 0

    def raw_solve():
        assert lib.sudoku_solve(g_puzzle, solution) == 0

    def raw_count():
        assert lib.sudoku_count_solutions(g_puzzle, 2, count) == 0

    def raw_candidates():
        assert lib.sudoku_candidates(g_puzzle, marks_address) == 0

    # raw_<call>_list: the least a ctypes program does to make the call on a
    # list of 81 ints and return what libsudoku returns for one: the list
    # to bytes (bytes(bytearray()), as libsudoku does), the raw call, and
    # the result out of the buffer made once. The table (call_cost_table.py)
    # leaves these lines out; they say how much of a list call is the list.
    floors = {
        "validate": lambda: lib.sudoku_validate(bytes(bytearray(solved)), None) or None,
        "format_line": lambda: lib.sudoku_format(bytes(bytearray(puzzle)), buf, LINE_SIZE) or buf[:81].decode(),
        "format_pretty": lambda: lib.sudoku_format_pretty(bytes(bytearray(puzzle)), pretty, PRETTY_SIZE) or
        pretty.value.decode(),
        "solve": lambda: lib.sudoku_solve(bytes(bytearray(puzzle)), solution) or [*solution.raw],
        "count_solutions": lambda: lib.sudoku_count_solutions(bytes(bytearray(puzzle)), 2, count) or count.value,
        "candidates": lambda: lib.sudoku_candidates(bytes(bytearray(puzzle)), marks_address) or marks.tolist(),
    }

    # Each call through libsudoku with the grid as a list of ints, as 81
    # bytes of cell values and as an 81-character line, after its raw call.
    forms = (("list", puzzle, solved), ("bytes", g_puzzle, g_solved), ("str", PUZZLE, SOLVED))
    if not ONLY:
        measure([("raw_abi_version", lib.sudoku_abi_version)])
    for name, raw, call, arg in (("validate", raw_validate, libsudoku.validate, 2),
                                 ("format_line", raw_format, libsudoku.format_line, 1),
                                 ("format_pretty", raw_format_pretty, libsudoku.format_pretty, 1),
                                 ("parse", raw_parse, None, 0),
                                 ("solve", raw_solve, libsudoku.solve, 1),
                                 ("count_solutions", raw_count, libsudoku.count_solutions, 1),
                                 ("candidates", raw_candidates, libsudoku.candidates, 1)):
        if ONLY and name not in ONLY:
            continue
        if call is None:
            measure([("raw_" + name, raw), (name + "_str", lambda: libsudoku.parse(PUZZLE))])
            continue
        assert floors[name]() == call(forms[0][arg]), name  # the floor returns what the call does
        measure([("raw_" + name, raw), ("raw_%s_list" % name, floors[name])] +
                [("%s_%s" % (name, form[0]), lambda call=call, grid=form[arg]: call(grid)) for form in forms])

if __name__ == "__main__":
    main()
