/*
** libsudoku: a Sudoku engine behind a small, stable C interface.
**
** Copyright (c) 2026 The libsudoku authors. SPDX-License-Identifier: MIT.
** Permission is granted, free of charge, to use, copy, modify, merge,
** publish, distribute, sublicense and sell copies of this software, under
** the MIT licence: the full text is in the file LICENSE, which must be
** included with all copies or substantial portions of the software. THE
** SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND.
**
** This header is the contract between libsudoku and the programs that use it.
** It is plain C99 and may be included from C++.
**
** CONVENTIONS
**
** A grid is an array of 81 uint8_t cells in row-major order: cell 0 is row 1
** column 1 ("r1c1"), cell 8 is r1c9, cell 80 is r9c9. A cell holds 0 when it
** is empty and a digit 1 to 9 otherwise. Any other value is refused with
** SUDOKU_E_RANGE.
**
** Every function returns an int32_t status: SUDOKU_OK (0) on success or a
** negative SUDOKU_E_* code, which sudoku_status_string() names and
** sudoku_status_message() describes. Functions check every argument: NULL
** pointers, lengths, limits, cell values. A bad call gets an error code,
** never a crash. Output buffers are written only on success unless a
** function says otherwise. Any function may return SUDOKU_E_INTERNAL (a bug
** of the library, caught); the "Returns" lists below say so where it can.
**
** ERRORS IN DETAIL. A call that refuses its input returns only a status.
** To learn which cell, unit or character is at fault, and an English
** message, ask on the error path: sudoku_validate() explains a grid and
** sudoku_check_text() a text, each into a sudoku_error; the bindings do
** this for you.
**
** COUNTS. Every count, length and capacity is an int32_t (the number of
** puzzles of a batch, the length of a text, the size of a buffer); a
** negative one is refused with SUDOKU_E_ARG.
**
** STRUCTS. Option and result structs go by pointer and start with their
** size: set size = sizeof(the struct) before the call. The library reads
** and writes only the first size bytes, so a program built against an
** earlier header of this ABI keeps working when later releases add fields
** at the end: option fields it does not have count as 0, result fields it
** does not have are not written. A size smaller than the struct had in
** ABI 2 is refused with SUDOKU_E_ARG, and so is a larger option struct
** whose bytes past the library's own fields are not all zero (the program
** asks for something this library does not know). An option pointer may be
** NULL: all options 0, the defaults.
**
** LONG CALLS. The calls that may run long (the batches, generation,
** rating, the solve path) take a last argument sudoku_control *control,
** NULL or a struct the caller owns through which the call reports its
** progress and can be stopped from another thread (see sudoku_control).
**
** TABLES. Each list of constants below is fenced by a pair of comment lines,
** BEGIN ABI TABLE <name> and END ABI TABLE <name>. The header is the one
** place these numbers and names are written: internal/abigen (run by
** `make generate`) reads the fenced lists and the structs and writes the
** copies every binding, the engine and the documentation need.
**
** OWNERSHIP. All memory is the caller's. The library never keeps a pointer it
** was given after the call returns, never returns memory that needs freeing,
** and the only pointers it returns are to static, read-only strings.
**
** THREADS. Every function is reentrant and may be called from any number of
** threads at once, including threads the host creates after loading the
** library: the library has no global mutable state. Calls on separate
** buffers never interfere; two calls must not write the same buffer at the
** same time. A thread's first call costs a few microseconds more (the Go
** runtime gives the thread its bookkeeping, released when the thread exits).
** The Go code runs on stacks of its own, so the calling thread needs only a
** few KiB of its own stack. (tests/c/test_threads runs 8 threads x 20000
** mixed calls and 200 short-lived threads against single-threaded results.)
**
** ARGUMENTS. Every pointer is checked against NULL, every length, capacity,
** limit and struct size against its bounds, every cell value against 0..9,
** before anything is read or written; inputs are read whole before outputs
** are written, so inputs and outputs may overlap. The single int32_t result
** of sudoku_count_solutions needs no particular alignment (arrays and
** structs need C's). A non-NULL pointer must be valid
** for the size the function
** documents: like memcpy, the library cannot tell a wild pointer from a good
** one, and a fault inside the library ends the process (the Go runtime
** prints a stack trace and aborts). tests/c/test_hostile checks all of this
** with every byte value, guarded buffers and wrong sizes.
**
** BOUNDED WORK. No call loops without bound: every search counts the
** branches it enters and stops with SUDOKU_E_LIMIT when SUDOKU_MAX_GUESSES
** run out. A branch costs a bounded amount of work, so no sudoku_solve,
** sudoku_count_solutions, sudoku_hint or sudoku_rate call spends more than
** the time given there on its search, whatever the grid; each search of
** sudoku_generate has the same budget, and budget_ms bounds the call. Parsing
** reads at most SUDOKU_TEXT_MAX bytes.
**
** HOST HAZARDS. libsudoku is written in Go and carries the Go runtime, which
** starts with the library and lives until the process ends. Therefore:
**   - Load at most one Go-built shared library per process. Each carries a
**     runtime of its own, and every runtime installs process-wide signal
**     handlers and expects to be the only one using some signals (SIGURG
**     for preemption, SIGPROF). Two runtimes in one process work only in
**     limited ways on Linux (ELF), and not at all on macOS or Windows.
**   - Never unload the library (dlclose, FreeLibrary, a managed host
**     unloading its plugin domain): the runtime's own threads keep running
**     code of the library and its signal handlers stay installed, so
**     unmapping it crashes the process later. The runtime cannot be stopped.
**   - Do not call the library in the child of fork() without exec: the
**     child has only the forking thread, the runtime's other threads (the
**     scheduler monitor, the garbage collector's workers) are gone, and any
**     lock one of them held stays locked, so a call may hang. Start worker
**     processes by spawn/exec instead; fork() followed by exec() is fine.
**   - Signal handlers the host installs must use SA_ONSTACK. Go code runs
**     on small goroutine stacks that grow by the compiler's checks, not by
**     the kernel: a handler without SA_ONSTACK that interrupts a thread
**     while it runs library code runs on such a stack, overflows it and
**     corrupts memory. With SA_ONSTACK the kernel switches to the alternate
**     signal stack the runtime gives each such thread. The runtime notices
**     handlers that break this rule and aborts with "non-Go code set up
**     signal handler without SA_ONSTACK flag". The runtime also uses SIGURG
**     between its threads: do not ignore or block it process-wide.
**   - The runtime handles SIGSEGV, SIGBUS and SIGFPE raised inside the
**     library and passes those raised elsewhere on to the handlers the host
**     installed before loading it; crash reporters should be installed
**     before the library is loaded, or chain to the previous handler.
**   - Under Mono on Linux and Android, a thread's first call into a Go library
**     can deadlock against Mono's stop-the-world garbage collector: the
**     runtime blocks signals while it gives the thread a record of its own
**     (an "extra M", taken from a shared list that the previous first call
**     refills), and may wait there for a thread that Mono has suspended,
**     while Mono waits for this one. Only a thread's first call takes that
**     path: the runtime keeps the record bound to the thread until the
**     thread exits, and later calls enter Go without blocking signals or
**     waiting. Make every thread's first call under one lock, one thread at a
**     time, and later calls freely (the C# binding does this for you;
**     bindings/csharp/tests/StressTest.cs hangs without the lock).
**   - Close only the file descriptors the host opened. The runtime keeps
**     a few of its own: on Linux the two cgroup files it rereads the CPU
**     limit from (closing those only stops the rereading), and, if its
**     network poller ever starts, an epoll descriptor and an eventfd:
**     closing those ends the process at the runtime's next poll
**     ("runtime: netpoll failed"). The library never starts the poller:
**     it uses no timers, network or files (Go's os package, which would
**     register a non-blocking stdin, stdout or stderr with the poller, is
**     not linked in), and it keeps the Go heap from growing, so that the
**     garbage collector never runs and the runtime's memory scavenger,
**     which would sleep on a timer, never wakes: the calls allocate
**     nothing (capi/allocs_test.go; batches work in chunks), except for a
**     refused input's error (16 to 64 bytes), a long call given a control
**     (a few small allocations), a variant text not among the last 8
**     compiled (tens of KiB) and sudoku_variant_generate (57 KiB). So a
**     daemon's closefrom(3) or Python's os.closerange() may come after the
**     library was loaded and used (tests/c/test_closefds), unless the host
**     goes on to make those calls by the thousand (a collection comes
**     every 4 MiB allocated).
**   - The first call starts the Go runtime (a few milliseconds) and the
**     runtime keeps a handful of its own threads. Memory the library uses
**     during a call is garbage collected by Go, not by the host: resident
**     memory grows by a few MiB at start-up and then stays flat
**     (tests/c/test_leak: a million calls, 1000 threads), and batches work
**     in chunks of a few thousand puzzles, so that one of any size adds
**     nothing (tests/c/test_batch_memory: a million puzzles). The runtime reads
**     GOGC, GOMEMLIMIT, GOMAXPROCS, GODEBUG and GOTRACEBACK from the
**     environment at start-up; a host that sets them for its own Go code
**     affects the library too.
**   - The runtime ends the process on errors it cannot recover from, such as
**     running out of memory or a fault inside the library (a wild pointer):
**     panics of libsudoku's own code are caught and become
**     SUDOKU_E_INTERNAL, those are not.
*/
#ifndef SUDOKU_H
#define SUDOKU_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/*
** VERSIONS
**
** SUDOKU_VERSION_MAJOR, _MINOR and _PATCH give the library release this
** header belongs to, and SUDOKU_VERSION the same as a string. SUDOKU_ABI_VERSION
** changes only when a change to this header would break programs built
** against an earlier one; it is also the number in the shared library's
** soname (libsudoku.so.2 for ABI 2). A program should check at start-up
** that sudoku_abi_version() == SUDOKU_ABI_VERSION. ABI 2 is the last break
** before release 1.0: from here on, releases only add functions, constants
** and struct fields at the end.
*/
/* BEGIN ABI TABLE versions */
#define SUDOKU_VERSION_MAJOR 0
#define SUDOKU_VERSION_MINOR 3
#define SUDOKU_VERSION_PATCH 0
#define SUDOKU_VERSION "0.3.0"
#define SUDOKU_ABI_VERSION 2
/* END ABI TABLE versions */

/*
** STATUS CODES
**
** Every function returns one of these; sudoku_status_string() gives the
** name.
*/
/* BEGIN ABI TABLE statuses */
#define SUDOKU_OK             0  /* success */
#define SUDOKU_E_ARG         (-1) /* a NULL pointer, a bad length, a bad limit or an
                                    option struct whose size field is too small */
#define SUDOKU_E_PARSE       (-2) /* the text is not a grid: a character that is
                                    neither a cell nor layout, or not exactly 81
                                    cells (N*N for a variant); or a variant's
                                    text is not a variant */
#define SUDOKU_E_RANGE       (-3) /* a cell holds a value above 9 */
#define SUDOKU_E_CONFLICT    (-4) /* a digit repeats in a row, column or box (in a
                                    unit of a variant), or a killer cage's digits
                                    break its sum */
#define SUDOKU_E_UNSOLVABLE  (-5) /* the givens break no rule but have no solution
                                    (sudoku_count_solutions() returns SUDOKU_OK
                                    with a count of 0 instead) */
#define SUDOKU_E_BUFFER      (-6) /* an output buffer is too small */
#define SUDOKU_E_LIMIT       (-7) /* a search or time budget ran out before the
                                    answer was known */
#define SUDOKU_E_NOT_UNIQUE  (-8) /* sudoku_rate() was given a puzzle with more than
                                    one solution (hints report it as
                                    SUDOKU_HINT_NOT_UNIQUE) */
#define SUDOKU_E_CANCELLED   (-9) /* the caller set the cancel field of the call's
                                    sudoku_control */
#define SUDOKU_E_INTERNAL   (-99) /* a bug in libsudoku was caught; the call did
                                    nothing harmful and the host may go on */
/* END ABI TABLE statuses */

/* BEGIN ABI TABLE constants */
/* The number of cells in a grid. */
#define SUDOKU_CELLS 81

/* The smallest buffer sudoku_format() accepts: 81 characters and a NUL. */
#define SUDOKU_LINE_SIZE 82

/* The smallest buffer sudoku_format_pretty() accepts: 11 lines of 21
** characters, each ended by '\n', and a NUL. */
#define SUDOKU_PRETTY_SIZE 243

/* The longest text sudoku_parse() and sudoku_check_text() accept, in bytes:
** far more than any drawing of a grid. Longer lengths get SUDOKU_E_ARG. */
#define SUDOKU_TEXT_MAX 65536

/* The size of sudoku_error.message: it always holds the whole message. */
#define SUDOKU_MESSAGE_SIZE 256

/*
** The search budget of sudoku_solve(), sudoku_count_solutions() and the
** searches of sudoku_hint() and sudoku_rate(): a search that has entered
** this many branches (each guess, and each return to a guess to try its
** other digits) stops with SUDOKU_E_LIMIT. Running it out takes at most
** about 50 ms of CPU time on a current x86-64 core, 30 ms where the CPU has
** the AVX-512 the library's search uses: the worst cases that a hill climb
** for slow grids finds (engine/bounds_climb_test.go, which fails past
** 100 ms). Solving the hardest puzzles known, or proving them unique,
** takes under a thousand branches; only counting tens of thousands of
** solutions of a sparse grid, or proving a sparse grid unsolvable, gets
** there.
*/
#define SUDOKU_MAX_GUESSES 65536
/* END ABI TABLE constants */

/*
** sudoku_abi_version returns SUDOKU_ABI_VERSION as the library was built.
** sudoku_version_string returns SUDOKU_VERSION as the library was built, a
** static string. Both always succeed.
*/
int32_t sudoku_abi_version(void);
const char *sudoku_version_string(void);

/*
** sudoku_status_string returns the name of a status code, such as
** "SUDOKU_E_CONFLICT", and sudoku_status_message an English sentence about
** it that needs no context, such as "the puzzle has no solution" (the
** message a binding shows when a call fails for a reason that no cell or
** character explains), as static NUL-terminated strings. Unknown codes give
** "SUDOKU_E_UNKNOWN" and "unknown status". They never return NULL.
*/
const char *sudoku_status_string(int32_t status);
const char *sudoku_status_message(int32_t status);

/*
** Why a grid or a text is refused, as sudoku_validate() and
** sudoku_check_text() explain it. Cells are 0..80 (r1c1 = 0), units 0..26:
** rows 0-8, columns 9-17, boxes 18-26.
*/
typedef struct sudoku_error {
    uint32_t size;         /* in: sizeof(sudoku_error) */
    int32_t status;        /* SUDOKU_OK, or the status of the refusal */
    int32_t n_cells;       /* used entries of cells: 2 for a conflict, 1 for a
                              value above 9, else 0 */
    int32_t cells[2];      /* the cells at fault, in reading order; -1 when unused */
    int32_t unit;          /* SUDOKU_E_CONFLICT: the unit both cells share, else -1 */
    int32_t digit;         /* SUDOKU_E_CONFLICT: the repeated digit; SUDOKU_E_RANGE:
                              the value found; else 0 */
    int32_t offset;        /* SUDOKU_E_PARSE: the byte offset of the character
                              that is neither a cell nor layout, else -1 */
    int32_t line;          /* SUDOKU_E_PARSE: its line, from 1, else 0 */
    int32_t column;        /* SUDOKU_E_PARSE: its column in characters, from 1, else 0 */
    int32_t cells_found;   /* SUDOKU_E_PARSE without a bad character: the number
                              of cells the text has (not 81), else 0 */
    char message[SUDOKU_MESSAGE_SIZE]; /* English, UTF-8, NUL-terminated, such as
                              "digit 6 appears twice in column 4, at r7c4 and
                              r9c4"; the empty string for SUDOKU_OK */
} sudoku_error;

/*
** sudoku_parse reads the len bytes at text as a grid into grid[81].
** Cells are '1'-'9' for givens and '.' or '0' for empty cells, in reading
** order. Whitespace and the grid-drawing characters '|', '-' and '+' are
** skipped, so both an 81-character line and a pasted 9-line drawing work.
** text need not be NUL-terminated.
**
** Returns SUDOKU_OK, SUDOKU_E_PARSE (another character, or not 81 cells;
** sudoku_check_text() says which), SUDOKU_E_ARG (text or grid NULL, or len
** negative or above SUDOKU_TEXT_MAX) or SUDOKU_E_INTERNAL. It does not
** check the rules: see sudoku_validate(). grid is written only on success.
*/
int32_t sudoku_parse(const char *text, int32_t len, uint8_t grid[81]);

/*
** sudoku_check_text parses text like sudoku_parse, then checks the rules like
** sudoku_validate. On success grid holds the cells. When error is not NULL
** (set its size first) it receives the first problem: the character and its
** line and column, the number of cells found, or the repeated digit with
** both cells and their unit, and a message such as "digit 6 appears twice
** in column 4, at r7c4 and r9c4"; on success its status is SUDOKU_OK and
** its message empty.
**
** Returns SUDOKU_OK, SUDOKU_E_PARSE, SUDOKU_E_CONFLICT, SUDOKU_E_ARG (text or
** grid NULL, len out of range, error->size too small; error is then not
** written) or SUDOKU_E_INTERNAL.
*/
int32_t sudoku_check_text(const char *text, int32_t len, uint8_t grid[81], sudoku_error *error);

/*
** sudoku_format writes grid as an 81-character line ('.' for empty cells)
** and a NUL to buf. cap is the size of buf and must be at least
** SUDOKU_LINE_SIZE (82), else SUDOKU_E_BUFFER. Returns SUDOKU_OK,
** SUDOKU_E_BUFFER, SUDOKU_E_RANGE (a cell above 9), SUDOKU_E_ARG (a NULL
** pointer or a negative cap) or SUDOKU_E_INTERNAL.
*/
int32_t sudoku_format(const uint8_t grid[81], char *buf, int32_t cap);

/*
** sudoku_format_pretty writes grid as 11 lines with box separators, each
** line ended by '\n', and a NUL, to buf; cap must be at least
** SUDOKU_PRETTY_SIZE. sudoku_parse reads this form back. Returns like
** sudoku_format.
*/
int32_t sudoku_format_pretty(const uint8_t grid[81], char *buf, int32_t cap);

/*
** sudoku_validate checks that every cell holds 0..9 and that no digit repeats
** in a row, column or box. It does not look for a solution.
**
** When error is not NULL (set its size first) it receives the outcome: for
** SUDOKU_E_CONFLICT the two cells (in reading order) holding the same digit
** in one unit, the unit and the digit; for SUDOKU_E_RANGE the first cell
** with a bad value and the value; a message either way (the empty string
** on success). A binding whose call failed with SUDOKU_E_RANGE or
** SUDOKU_E_CONFLICT calls this on the grid to say why.
**
** Returns SUDOKU_OK, SUDOKU_E_RANGE, SUDOKU_E_CONFLICT, SUDOKU_E_ARG (grid
** NULL or error->size too small; error is then not written) or
** SUDOKU_E_INTERNAL.
*/
int32_t sudoku_validate(const uint8_t grid[81], sudoku_error *error);

/*
** sudoku_solve writes the first solution of puzzle to solution[81].
** puzzle and solution may be the same array.
**
** Returns SUDOKU_OK, SUDOKU_E_UNSOLVABLE (valid givens, no solution),
** SUDOKU_E_RANGE, SUDOKU_E_CONFLICT, SUDOKU_E_LIMIT (SUDOKU_MAX_GUESSES ran
** out; no valid puzzle known needs that), SUDOKU_E_ARG or SUDOKU_E_INTERNAL.
*/
int32_t sudoku_solve(const uint8_t puzzle[81], uint8_t solution[81]);

/*
** sudoku_count_solutions counts the solutions of puzzle up to limit (at
** least 1) and stores min(number of solutions, limit) in *count. A limit of 2
** tells whether a puzzle is proper: *count == 1 means exactly one solution.
** A puzzle whose givens are valid but have no solution gives SUDOKU_OK with
** *count == 0.
**
** Returns SUDOKU_OK, SUDOKU_E_ARG (NULL pointer or limit < 1),
** SUDOKU_E_RANGE, SUDOKU_E_CONFLICT, SUDOKU_E_INTERNAL, or SUDOKU_E_LIMIT
** when SUDOKU_MAX_GUESSES ran out first; *count then holds the solutions
** found so far, a lower bound.
*/
int32_t sudoku_count_solutions(const uint8_t puzzle[81], int32_t limit, int32_t *count);

/*
** ---------------------------------------------------------------------------
** CANCELLATION AND PROGRESS
**
** The long calls take a sudoku_control *control as their last argument:
** NULL, or a struct the caller owns for the length of the call. The library
** polls cancel while it works, and writes done and total as it goes, so
** another thread (a UI thread, a signal handler setting cancel) can show
** progress and stop the call:
**
**     sudoku_control ctl = { sizeof ctl, 0, 0, 0 };
**     ... pass &ctl to the call; on another thread: ctl.cancel = 1;
**
** A call whose control has cancel set stops within a few milliseconds of
** work per thread (one batch item, one attempt of the generator, one step
** of a rating) and returns SUDOKU_E_CANCELLED; what it finished before is
** kept as its documentation says (the items of a batch that were done have
** their status, the others SUDOKU_E_CANCELLED). A call given a control
** whose cancel is already set does nothing and returns SUDOKU_E_CANCELLED
** (but a batch of no items returns SUDOKU_OK). The library never writes
** cancel, so a host reuses a control after setting cancel back to 0.
**
** done and total count the call's work in its own unit (items of a batch,
** attempts of one generation, placed cells of a rating): the library sets
** both to 0 when the call starts, total to the amount of work when it
** knows it, and raises done up to total. Both are written by plain aligned
** 32-bit stores and cancel is read by plain aligned 32-bit loads, which are
** atomic on every platform the library runs on; volatile keeps the
** compiler from caching them. One control serves one call at a time.
** ---------------------------------------------------------------------------
*/
typedef struct sudoku_control {
    uint32_t size;           /* in: sizeof(sudoku_control) */
    volatile int32_t cancel; /* in: set to 1, from any thread, to stop the call */
    volatile int32_t done;   /* out: work done so far */
    volatile int32_t total;  /* out: the work of the whole call, 0 until known */
} sudoku_control;

/*
** ---------------------------------------------------------------------------
** Batches: many puzzles in one call, on several threads.
**
** A batch call costs one crossing into the library for n puzzles, and spreads
** them over threads worker threads (threads <= 0, or more than the CPU
** cores the process may use: one per core; more would only take memory).
** Puzzles are n consecutive 81-byte grids. Each puzzle gets its own status,
** exactly the code sudoku_solve() or sudoku_count_solutions() would return
** for it, so a bad puzzle does not stop the batch. The results do not
** depend on threads. The call returns when every puzzle is done; it uses the
** budget SUDOKU_MAX_GUESSES per puzzle. It works through the puzzles in
** chunks of a few thousand, so its own memory is a few dozen KiB whatever n
** is. Between chunks, and for 50 microseconds after a batch, the worker
** threads keep looking for more work instead of sleeping: waking a sleeping
** thread can take a tenth of a millisecond (on virtual machines), which a
** host calling batches back to back would otherwise wait for each time.
** Arrays that overlap (but for solving in place) give SUDOKU_E_ARG
** before anything is read or written. n == 0 does nothing and returns
** SUDOKU_OK.
**
** control (see sudoku_control) counts puzzles: total is n, done the puzzles
** finished. When it cancels the call, the puzzles not yet done get the
** status SUDOKU_E_CANCELLED (and, for the counting batch, a count of 0) and
** the call returns SUDOKU_E_CANCELLED; the others have their results.
** ---------------------------------------------------------------------------
*/

/*
** sudoku_solve_batch solves puzzles[i*81 .. i*81+80] for i < n into
** solutions[i*81 ..] and sets statuses[i]. A puzzle whose status is not
** SUDOKU_OK leaves its 81 bytes of solutions unchanged, so puzzles and
** solutions may be the same array (solving in place keeps bad puzzles).
**
** Returns SUDOKU_OK when every puzzle has its status, SUDOKU_E_CANCELLED,
** SUDOKU_E_ARG (n negative, a NULL pointer with n > 0, control->size too
** small, or arrays that overlap other than puzzles == solutions) or
** SUDOKU_E_INTERNAL.
*/
int32_t sudoku_solve_batch(const uint8_t *puzzles, int32_t n, uint8_t *solutions,
                           int32_t *statuses, int32_t threads, sudoku_control *control);

/*
** sudoku_count_solutions_batch counts the solutions of each of the n puzzles
** up to limit (at least 1) like sudoku_count_solutions(): counts[i] gets the
** count when statuses[i] is SUDOKU_OK or SUDOKU_E_LIMIT (then a lower bound),
** and 0 otherwise.
**
** Returns SUDOKU_OK when every puzzle has its status, SUDOKU_E_CANCELLED,
** SUDOKU_E_ARG (limit < 1, n negative, a NULL pointer with n > 0,
** control->size too small, or arrays that overlap) or SUDOKU_E_INTERNAL.
*/
int32_t sudoku_count_solutions_batch(const uint8_t *puzzles, int32_t n, int32_t limit,
                                     int32_t *counts, int32_t *statuses, int32_t threads,
                                     sudoku_control *control);

/*
** ---------------------------------------------------------------------------
** HINTS AND DIFFICULTY RATING
**
** libsudoku reasons like a player. Its step finder knows the techniques
** below, each with its Sudoku Explainer (SE) rating, the de-facto standard
** scale (1.0 to about 11). Ratings travel as integers in tenths: 32 is 3.2.
** At each point it takes the simplest step, the one with the lowest rating
** (among chains, the shortest), as SE does; it never guesses. A puzzle's
** rating is the rating of the hardest step of that simplest-first solution.
**
** Skyscraper, Two-String Kite, Turbot Fish and the three-link X-chain are
** the shortest X-chains (two or three strong links of one digit). Sukaku
** Explainer, the SE descendant that rated the public Sudoku Exchange puzzle
** bank, names and rates them apart (4.0 to 5.6), and so does libsudoku;
** Sudoku Explainer 1.2.1 itself rates them as X-chains (6.6 and up). The
** three-link X-chain rates 5.4 when its links are all rows or all columns,
** 5.5 with a box, 5.6 with both a row and a column. The Empty Rectangle
** (a box's digit confined to one row and one column, joined to a strong
** link) is the same kind of chain through a box; it rates 4.2 there too.
**
** Chains rated 6.5 and up (a + after the rating below) rate 0.1 more each
** time their length (potentials - 2) passes 4, 6, 8, 12, 16, 24, 32, ... as
** in SE.
**
** HINT STYLES. A hint can come from one of two catalogues (see
** SUDOKU_HINT_STYLE_* below); ratings always use the first. The SE
** catalogue is Sudoku Explainer's: its techniques in its order. The
** extended catalogue is HoDoKu's: the patterns players learn (finned and
** Franken fish, almost locked sets, Sue de Coq, grouped nice loops, more
** uniqueness patterns ...), tried in HoDoKu's order and named as HoDoKu
** names them; it falls back to Sudoku Explainer's forcing chains last. A
** step of the extended catalogue carries the SE rating of the reasoning it
** stands for, or 0 when Sudoku Explainer has no rating for it.
**
** Technique identifiers (stable: a number never changes meaning), with each
** technique's name, its SE rating ("-": Sudoku Explainer has none; such
** techniques belong to the extended catalogue only) and, when HoDoKu names
** it otherwise, the name the extended catalogue gives it:
*/
/* BEGIN ABI TABLE techniques */
#define SUDOKU_TECH_NONE                    0 /* "none" */
#define SUDOKU_TECH_FULL_HOUSE              1 /* "Full House"                  1.0 */
#define SUDOKU_TECH_HIDDEN_SINGLE_BOX       2 /* "Hidden Single"               1.2 */
#define SUDOKU_TECH_HIDDEN_SINGLE_LINE      3 /* "Hidden Single"               1.5 */
#define SUDOKU_TECH_NAKED_SINGLE            4 /* "Naked Single"                2.3 */
#define SUDOKU_TECH_POINTING                5 /* "Pointing"                    2.6 "Locked Candidates Type 1 (Pointing)" */
#define SUDOKU_TECH_CLAIMING                6 /* "Claiming"                    2.8 "Locked Candidates Type 2 (Claiming)" */
#define SUDOKU_TECH_NAKED_PAIR              7 /* "Naked Pair"                  3.0 */
#define SUDOKU_TECH_X_WING                  8 /* "X-Wing"                      3.2 */
#define SUDOKU_TECH_HIDDEN_PAIR             9 /* "Hidden Pair"                 3.4 */
#define SUDOKU_TECH_NAKED_TRIPLE           10 /* "Naked Triple"                3.6 */
#define SUDOKU_TECH_SWORDFISH              11 /* "Swordfish"                   3.8 */
#define SUDOKU_TECH_HIDDEN_TRIPLE          12 /* "Hidden Triple"               4.0 */
#define SUDOKU_TECH_XY_WING                13 /* "XY-Wing"                     4.2 */
#define SUDOKU_TECH_XYZ_WING               14 /* "XYZ-Wing"                    4.4 */
#define SUDOKU_TECH_UNIQUE_RECTANGLE       15 /* "Unique Rectangle Type 1"     4.5 "Uniqueness Test 1" */
#define SUDOKU_TECH_NAKED_QUAD             16 /* "Naked Quad"                  5.0 "Naked Quadruple" */
#define SUDOKU_TECH_JELLYFISH              17 /* "Jellyfish"                   5.2 */
#define SUDOKU_TECH_HIDDEN_QUAD            18 /* "Hidden Quad"                 5.4 "Hidden Quadruple" */
#define SUDOKU_TECH_BUG                    19 /* "BUG+1"                       5.6 "Bivalue Universal Grave + 1" */
#define SUDOKU_TECH_X_CYCLE                20 /* "X-Cycle"                     6.5+ */
#define SUDOKU_TECH_X_CHAIN                21 /* "X-Chain"                     6.6+ */
#define SUDOKU_TECH_XY_CYCLE               22 /* "XY-Cycle"                    6.5+ */
#define SUDOKU_TECH_XY_CHAIN               23 /* "XY-Chain"                    7.0+ */
#define SUDOKU_TECH_CYCLE                  24 /* "Continuous Loop"             7.0+ */
#define SUDOKU_TECH_FORCING_CHAIN          25 /* "Alternating Inference Chain" 7.0+ */
#define SUDOKU_TECH_UNIQUE_RECTANGLE_2     26 /* "Unique Rectangle Type 2"     4.5 "Uniqueness Test 2" */
#define SUDOKU_TECH_UNIQUE_RECTANGLE_3     27 /* "Unique Rectangle Type 3"     4.5-5.1 "Uniqueness Test 3" */
#define SUDOKU_TECH_UNIQUE_RECTANGLE_4     28 /* "Unique Rectangle Type 4"     4.5 "Uniqueness Test 4" */
#define SUDOKU_TECH_BUG_2                  29 /* "BUG Type 2"                  5.7 */
#define SUDOKU_TECH_ALIGNED_PAIR_EXCLUSION 30 /* "Aligned Pair Exclusion"      6.2 */
#define SUDOKU_TECH_SKYSCRAPER             31 /* "Skyscraper"                  4.0 */
#define SUDOKU_TECH_TWO_STRING_KITE        32 /* "Two-String Kite"             4.1 "2-String Kite" */
#define SUDOKU_TECH_TURBOT_FISH            33 /* "Turbot Fish"                 4.2 */
#define SUDOKU_TECH_THREE_LINK_X_CHAIN     34 /* "Three-Link X-Chain"          5.4-5.7 */
#define SUDOKU_TECH_EMPTY_RECTANGLE        35 /* "Empty Rectangle"             4.3 */
#define SUDOKU_TECH_CAGE_SINGLE            36 /* "Cage Single"                 1.0 */
#define SUDOKU_TECH_CAGE_COMBINATION       37 /* "Cage Combination"            2.0 */
#define SUDOKU_TECH_INNIES_OUTIES          38 /* "Innies and Outies"           2.5-3.0 */
#define SUDOKU_TECH_DIRECT_POINTING        39 /* "Direct Pointing"             1.7 */
#define SUDOKU_TECH_DIRECT_CLAIMING        40 /* "Direct Claiming"             1.9 */
#define SUDOKU_TECH_DIRECT_HIDDEN_PAIR     41 /* "Direct Hidden Pair"          2.0 */
#define SUDOKU_TECH_DIRECT_HIDDEN_TRIPLE   42 /* "Direct Hidden Triple"        2.5 */
#define SUDOKU_TECH_GROUPED_SKYSCRAPER     43 /* "Grouped Skyscraper"          4.3 */
#define SUDOKU_TECH_GROUPED_TWO_STRING_KITE 44 /* "Grouped Two-String Kite"    4.3 */
#define SUDOKU_TECH_UNIQUE_LOOP            45 /* "Unique Loop Type 1"          4.6-5.0 */
#define SUDOKU_TECH_UNIQUE_LOOP_2          46 /* "Unique Loop Type 2"          4.6-5.0 */
#define SUDOKU_TECH_UNIQUE_LOOP_3          47 /* "Unique Loop Type 3"          4.6-5.6 */
#define SUDOKU_TECH_UNIQUE_LOOP_4          48 /* "Unique Loop Type 4"          4.6-5.0 */
#define SUDOKU_TECH_WXYZ_WING              49 /* "WXYZ-Wing"                   5.5-5.6 */
#define SUDOKU_TECH_BUG_3                  50 /* "BUG Type 3"                  5.8-6.2 */
#define SUDOKU_TECH_BUG_4                  51 /* "BUG Type 4"                  5.7 */
#define SUDOKU_TECH_VWXYZ_WING             52 /* "VWXYZ-Wing"                  6.2-6.4 */
#define SUDOKU_TECH_ALIGNED_TRIPLET_EXCLUSION 53 /* "Aligned Triplet Exclusion" 7.5 */
#define SUDOKU_TECH_NISHIO_FORCING_CHAIN   54 /* "Nishio Forcing Chain"        7.5+ */
#define SUDOKU_TECH_MULTIPLE_FORCING_CHAIN 55 /* "Multiple Forcing Chains"     8.0+ */
#define SUDOKU_TECH_DYNAMIC_FORCING_CHAIN  56 /* "Dynamic Forcing Chains"      8.5+ */
#define SUDOKU_TECH_DYNAMIC_FORCING_CHAIN_PLUS 57 /* "Dynamic Forcing Chains (+)" 9.0+ */
#define SUDOKU_TECH_NESTED_FORCING_CHAIN   58 /* "Nested Forcing Chains"       9.5+ */
#define SUDOKU_TECH_FINNED_X_WING                      59 /* "Finned X-Wing"                                 - */
#define SUDOKU_TECH_FINNED_SWORDFISH                   60 /* "Finned Swordfish"                              - */
#define SUDOKU_TECH_FINNED_JELLYFISH                   61 /* "Finned Jellyfish"                              - */
#define SUDOKU_TECH_SASHIMI_X_WING                     62 /* "Sashimi X-Wing"                                - */
#define SUDOKU_TECH_SASHIMI_SWORDFISH                  63 /* "Sashimi Swordfish"                             - */
#define SUDOKU_TECH_SASHIMI_JELLYFISH                  64 /* "Sashimi Jellyfish"                             - */
#define SUDOKU_TECH_FRANKEN_X_WING                     65 /* "Franken X-Wing"                                - */
#define SUDOKU_TECH_FRANKEN_SWORDFISH                  66 /* "Franken Swordfish"                             - */
#define SUDOKU_TECH_FRANKEN_JELLYFISH                  67 /* "Franken Jellyfish"                             - */
#define SUDOKU_TECH_FINNED_FRANKEN_X_WING              68 /* "Finned Franken X-Wing"                         - */
#define SUDOKU_TECH_FINNED_FRANKEN_SWORDFISH           69 /* "Finned Franken Swordfish"                      - */
#define SUDOKU_TECH_FINNED_FRANKEN_JELLYFISH           70 /* "Finned Franken Jellyfish"                      - */
#define SUDOKU_TECH_MUTANT_X_WING                      71 /* "Mutant X-Wing"                                 - */
#define SUDOKU_TECH_MUTANT_SWORDFISH                   72 /* "Mutant Swordfish"                              - */
#define SUDOKU_TECH_MUTANT_JELLYFISH                   73 /* "Mutant Jellyfish"                              - */
#define SUDOKU_TECH_FINNED_MUTANT_X_WING               74 /* "Finned Mutant X-Wing"                          - */
#define SUDOKU_TECH_FINNED_MUTANT_SWORDFISH            75 /* "Finned Mutant Swordfish"                       - */
#define SUDOKU_TECH_FINNED_MUTANT_JELLYFISH            76 /* "Finned Mutant Jellyfish"                       - */
#define SUDOKU_TECH_SUE_DE_COQ                         77 /* "Sue de Coq"                                    - */
#define SUDOKU_TECH_ALS_XZ                             78 /* "ALS-XZ"                                        -       "Almost Locked Set XZ-Rule" */
#define SUDOKU_TECH_ALS_XY_WING                        79 /* "ALS-XY-Wing"                                   -       "Almost Locked Set XY-Wing" */
#define SUDOKU_TECH_ALS_XY_CHAIN                       80 /* "ALS-XY-Chain"                                  -       "Almost Locked Set Chain" */
#define SUDOKU_TECH_DEATH_BLOSSOM                      81 /* "Death Blossom"                                 - */
#define SUDOKU_TECH_AIC                                82 /* "AIC"                                           7.0+ */
#define SUDOKU_TECH_CONTINUOUS_NICE_LOOP               83 /* "Continuous Nice Loop"                          6.5+ */
#define SUDOKU_TECH_DISCONTINUOUS_NICE_LOOP            84 /* "Discontinuous Nice Loop"                       6.6+ */
#define SUDOKU_TECH_GROUPED_AIC                        85 /* "Grouped AIC"                                   - */
#define SUDOKU_TECH_GROUPED_CONTINUOUS_NICE_LOOP       86 /* "Grouped Continuous Nice Loop"                  - */
#define SUDOKU_TECH_GROUPED_DISCONTINUOUS_NICE_LOOP    87 /* "Grouped Discontinuous Nice Loop"               - */
#define SUDOKU_TECH_UNIQUENESS_TEST_1                  88 /* "Uniqueness Test 1"                             4.5 */
#define SUDOKU_TECH_UNIQUENESS_TEST_2                  89 /* "Uniqueness Test 2"                             4.5 */
#define SUDOKU_TECH_UNIQUENESS_TEST_3                  90 /* "Uniqueness Test 3"                             4.6-4.8 */
#define SUDOKU_TECH_UNIQUENESS_TEST_4                  91 /* "Uniqueness Test 4"                             4.5 */
#define SUDOKU_TECH_UNIQUENESS_TEST_5                  92 /* "Uniqueness Test 5"                             4.5 */
#define SUDOKU_TECH_UNIQUENESS_TEST_6                  93 /* "Uniqueness Test 6"                             - */
#define SUDOKU_TECH_HIDDEN_RECTANGLE                   94 /* "Hidden Rectangle"                              - */
#define SUDOKU_TECH_AVOIDABLE_RECTANGLE_1              95 /* "Avoidable Rectangle Type 1"                    - */
#define SUDOKU_TECH_AVOIDABLE_RECTANGLE_2              96 /* "Avoidable Rectangle Type 2"                    - */
#define SUDOKU_TECH_LOCKED_PAIR                        97 /* "Locked Pair"                                   3.0 */
#define SUDOKU_TECH_LOCKED_TRIPLE                      98 /* "Locked Triple"                                 3.6 */
#define SUDOKU_TECH_W_WING                             99 /* "W-Wing"                                        - */
#define SUDOKU_TECH_REMOTE_PAIR                       100 /* "Remote Pair"                                   7.0+ */
/* END ABI TABLE techniques */
/* BEGIN ABI TABLE constants */
/* One more than the largest technique identifier of this version. */
#define SUDOKU_TECH_COUNT 101
/* The size of sudoku_rate_result.counts: room for techniques added later. */
#define SUDOKU_TECH_SLOTS 256
/* END ABI TABLE constants */

/*
** Difficulty levels a game can show. Each rated level is a band of rating
** (tenths, inclusive) that ends at its SUDOKU_LEVEL_*_MAX and starts just
** above the previous level's (EASY at 1.0); EXTREME is everything above
** SUDOKU_LEVEL_EXPERT_MAX.
*/
/* BEGIN ABI TABLE levels */
#define SUDOKU_LEVEL_EASY     1 /* "easy"    full houses and hidden singles */
#define SUDOKU_LEVEL_MEDIUM   2 /* "medium"  naked singles, pointing, claiming, and the direct
                                            pointing, claiming, hidden pair and triple */
#define SUDOKU_LEVEL_HARD     3 /* "hard"    pairs, triples, X-Wing, Swordfish, Skyscraper,
                                            Two-String Kite, Turbot Fish, Empty Rectangle,
                                            their grouped forms, XY- and XYZ-Wing */
#define SUDOKU_LEVEL_EXPERT   4 /* "expert"  unique rectangles and loops, quads, Jellyfish,
                                            three-link X-chains, WXYZ- and VWXYZ-Wing,
                                            BUG types 1-4, aligned pair exclusion */
#define SUDOKU_LEVEL_EXTREME  5 /* "extreme" chains and loops, aligned triplet exclusion,
                                            Nishio, multiple, dynamic and nested forcing
                                            chains */
#define SUDOKU_LEVEL_BEYOND   6 /* "beyond"  the rating stopped before the end: the chain
                                            searches ran out of their work budget, or a
                                            max_rating cap was reached (never rated as
                                            easy: its rating is only a lower bound) */
/* END ABI TABLE levels */
/* BEGIN ABI TABLE constants */
#define SUDOKU_LEVEL_EASY_MAX    15 /* the highest rating of EASY, in tenths */
#define SUDOKU_LEVEL_MEDIUM_MAX  28 /* the highest rating of MEDIUM */
#define SUDOKU_LEVEL_HARD_MAX    44 /* the highest rating of HARD */
#define SUDOKU_LEVEL_EXPERT_MAX  64 /* the highest rating of EXPERT */
/* END ABI TABLE constants */

/*
** sudoku_technique_name returns the English name of a technique, such as
** "X-Wing" for SUDOKU_TECH_X_WING, and sudoku_level_name the lower-case name
** of a level, such as "easy", as static NUL-terminated strings. Unknown
** numbers give "unknown technique" and "unknown level". They never return
** NULL.
*/
const char *sudoku_technique_name(int32_t technique);
const char *sudoku_level_name(int32_t level);

/* sudoku_hint_result.status; no status is 0, so that a struct zeroed before
** a call that failed never reads as a result. */
/* BEGIN ABI TABLE hint_statuses */
#define SUDOKU_HINT_STEP         1 /* "step"        the fields below describe the next step */
#define SUDOKU_HINT_MISTAKES     2 /* "mistakes"    mistakes[] marks the player's wrong cells */
#define SUDOKU_HINT_SOLVED       3 /* "solved"      the grid is complete and correct */
#define SUDOKU_HINT_NO_STEP      4 /* "no step"     no technique of the catalogue applies */
#define SUDOKU_HINT_NOT_UNIQUE   5 /* "not unique"  the puzzle has more than one solution */
#define SUDOKU_HINT_NO_SOLUTION  6 /* "no solution" the puzzle has no solution */
/* END ABI TABLE hint_statuses */

/* sudoku_hint_result.mistakes[i] */
/* BEGIN ABI TABLE mistakes */
#define SUDOKU_MISTAKE_NONE   0 /* "none"        the cell is fine */
#define SUDOKU_MISTAKE_DIGIT  1 /* "wrong digit" the player's digit differs from the solution */
#define SUDOKU_MISTAKE_MARKS  2 /* "wrong marks" the pencil marks leave out the solution's digit */
/* END ABI TABLE mistakes */

/* Hint styles: the catalogue a hint's step comes from (see HINT STYLES
** above). */
/* BEGIN ABI TABLE hint_styles */
#define SUDOKU_HINT_STYLE_SE       0 /* "se"       Sudoku Explainer's techniques in its order: the
                                                  steps the rating takes (the default) */
#define SUDOKU_HINT_STYLE_EXTENDED 1 /* "extended" HoDoKu's catalogue in HoDoKu's order, with
                                                  HoDoKu's names */
/* END ABI TABLE hint_styles */

/* BEGIN ABI TABLE constants */
/* The longest chain a hint reports, in nodes. */
#define SUDOKU_CHAIN_MAX 96
/* A text buffer of this size always holds a hint's explanation. */
#define SUDOKU_HINT_TEXT_SIZE 8192
/* A flag of sudoku_hint_options: a hint also on a puzzle without exactly one
** solution (see sudoku_hint). */
#define SUDOKU_HINT_ANY_BOARD 1
/* END ABI TABLE constants */

/*
** Options of sudoku_hint. NULL, or size = sizeof(sudoku_hint_options) and
** the rest zeroed, asks for the default hint.
*/
typedef struct sudoku_hint_options {
    uint32_t size;            /* in: sizeof(sudoku_hint_options) */
    uint32_t flags;           /* 0 or SUDOKU_HINT_ANY_BOARD; bits this library does
                                 not know give SUDOKU_E_ARG */
    int32_t style;            /* SUDOKU_HINT_STYLE_* (0: the SE catalogue); another
                                 value gives SUDOKU_E_ARG. Variants ignore it. */
} sudoku_hint_options;

/*
** A hint. The caller sets size = sizeof(sudoku_hint_result); everything else is
** written by sudoku_hint(). Candidate masks have bit d-1 set for digit d.
** Cells are 0..80 (r1c1 = 0), units 0..26: rows 0-8, columns 9-17, boxes
** 18-26 (numbered row-major from the top left).
*/
typedef struct sudoku_hint_result {
    uint32_t size;            /* in: sizeof(sudoku_hint_result) */
    int32_t status;           /* SUDOKU_HINT_* */
    int32_t technique;        /* SUDOKU_TECH_* of the step */
    int32_t rating;           /* SE rating of the step, in tenths */
    int32_t cell;             /* placed cell 0..80, or -1 if the step only eliminates */
    int32_t digit;            /* placed digit 1..9, or 0 */
    int32_t n_removed;        /* number of (cell, digit) eliminations */
    int32_t n_pattern_cells;  /* used entries of pattern_cells */
    int32_t n_pattern_units;  /* used entries of pattern_units */
    int32_t n_chain;          /* used entries of the chain_* arrays (chains only) */
    int32_t n_mistakes;       /* cells marked in mistakes[] */
    int32_t text_len;         /* length of the whole explanation in bytes, without
                                 the NUL (may exceed what fitted in the buffer) */
    uint16_t pattern_digits;  /* digits that form the pattern */
    uint16_t removed[81];     /* removed[i]: digits that leave cell i */
    uint8_t pattern_cells[81];/* cells that form the pattern, to highlight */
    uint8_t pattern_units[12];/* units that form the pattern */
    uint8_t mistakes[81];     /* SUDOKU_MISTAKE_* of each cell (status MISTAKES) */
    uint8_t chain_cell[SUDOKU_CHAIN_MAX];  /* the cell of chain node k */
    uint8_t chain_digit[SUDOKU_CHAIN_MAX]; /* the digit of chain node k */
    uint8_t chain_on[SUDOKU_CHAIN_MAX];    /* 1: node k says the cell is the digit; 0: is not */
    int32_t solutions;        /* the puzzle's solutions, counted up to 2 (2: more
                                 than one): 1 when the player's digits and marks
                                 were judged against the solution */
} sudoku_hint_result;

/*
** sudoku_hint answers a player's request for a hint.
**
** puzzle holds the givens; grid the player's current grid (the givens plus
** the player's digits; an empty given cell is read from puzzle). candidates
** is NULL or the player's pencil marks: candidates[i] has bit d-1 set when
** the player keeps digit d in cell i; 0 means "no marks in this cell" and
** stands for all digits. Candidates that the placed digits rule out are
** ignored either way; a mask with a bit above the nine digits' (above
** 0x1FF) gives SUDOKU_E_RANGE. options may be NULL (see
** sudoku_hint_options); its style chooses the catalogue of the step (see
** HINT STYLES), the SE one by default.
**
** Mistakes come first: when a digit of grid differs from the puzzle's
** unique solution, or the marks of an empty cell leave out its solution
** digit, status is SUDOKU_HINT_MISTAKES, mistakes[] says which cells and
** how, and no step is given. Otherwise status is SUDOKU_HINT_STEP with the
** simplest next step: its technique and rating, the placement (cell, digit)
** or the eliminations (removed[]), the cells, units and digits of the
** pattern, and for chains the chain itself. SUDOKU_HINT_SOLVED,
** SUDOKU_HINT_NO_STEP (nothing in the catalogue applies: the library never
** guesses), SUDOKU_HINT_NOT_UNIQUE and SUDOKU_HINT_NO_SOLUTION say the rest.
**
** With the flag SUDOKU_HINT_ANY_BOARD, a puzzle without exactly one
** solution (a sandbox, a puzzle the player typed in, a technique trainer)
** gets a hint too, and solutions says it has none (0) or more than one (2):
** the player's digits then cannot be judged against a solution, so the
** only mistakes reported are the player's digits that repeat in a row,
** column or box (SUDOKU_MISTAKE_DIGIT; a given is never one), and the steps
** never use the logic that assumes one solution (unique rectangles, BUG),
** nor nested forcing chains above level 2 (rated 10.0 and up: on a board
** with many solutions they search for seconds and find nothing).
** A grid whose digits and marks leave a cell without a candidate is
** SUDOKU_HINT_NO_SOLUTION; the explanation of a step ends with a sentence
** saying that mistakes cannot be judged.
**
** An English explanation of the step, or of the status, is written to
** text_buf as UTF-8 with a NUL, cut (at a character boundary) to fit
** text_cap bytes; text_len gives its whole length, so text_len >= text_cap
** means it was cut. SUDOKU_HINT_TEXT_SIZE bytes are always enough.
** text_buf may be NULL when text_cap is 0.
**
** Returns SUDOKU_OK (the hint is filled in, whatever its status),
** SUDOKU_E_ARG (a NULL pointer, text_cap negative, a struct size too small,
** unknown option flags), SUDOKU_E_RANGE or SUDOKU_E_CONFLICT (puzzle breaks
** the rules; a cell of grid above 9 or a mark above 0x1FF is
** SUDOKU_E_RANGE), SUDOKU_E_LIMIT (a search ran out of its budget: the
** solution's, or the chain searches' work budget) or SUDOKU_E_INTERNAL. It
** allocates nothing on the Go heap and takes well under a millisecond on
** puzzles up to SE 7; steps that need multiple or dynamic forcing chains
** take milliseconds, nested ones up to seconds.
*/
int32_t sudoku_hint(const uint8_t puzzle[81], const uint8_t grid[81],
                    const uint16_t *candidates, const sudoku_hint_options *options,
                    sudoku_hint_result *hint, char *text_buf, int32_t text_cap);

/*
** sudoku_candidates writes to marks_out[81] the pencil marks the placed
** digits of grid allow: marks_out[i] has bit d-1 set when digit d appears in
** no row, column or box of empty cell i, and is 0 for a filled cell (and
** for an empty cell no digit can go in). A game shows them as the marks of
** a player who has entered none, and passes them, as the player edits
** them, to sudoku_hint. grid and marks_out may overlap.
**
** Returns SUDOKU_OK, SUDOKU_E_RANGE, SUDOKU_E_CONFLICT, SUDOKU_E_ARG (a NULL
** pointer) or SUDOKU_E_INTERNAL. marks_out is written only on success.
*/
int32_t sudoku_candidates(const uint8_t grid[81], uint16_t marks_out[81]);

/*
** Options of sudoku_rate. NULL, or size = sizeof(sudoku_rate_options) and
** the rest zeroed, asks for the full rating.
*/
typedef struct sudoku_rate_options {
    uint32_t size;        /* in: sizeof(sudoku_rate_options) */
    int32_t max_rating;   /* 0, or a cap in tenths: stop as soon as the simplest
                             step rates above it (the result then has capped = 1,
                             complete = 0, level BEYOND); generators use it to
                             reject puzzles too hard without paying for the
                             hard part */
} sudoku_rate_options;

/*
** A rating. The caller sets size = sizeof(sudoku_rate_result).
*/
typedef struct sudoku_rate_result {
    uint32_t size;        /* in: sizeof(sudoku_rate_result) */
    int32_t rating;       /* SE-style rating in tenths: the hardest step taken */
    int32_t hardest;      /* SUDOKU_TECH_* of that step */
    int32_t level;        /* SUDOKU_LEVEL_* */
    int32_t complete;     /* 1: solved by the catalogue; 0: stuck (level BEYOND,
                             rating is then a lower bound) */
    int32_t capped;       /* 1: stopped at options->max_rating (complete is 0) */
    int32_t steps;        /* steps taken */
    uint16_t counts[SUDOKU_TECH_SLOTS]; /* counts[t]: steps that used technique t */
} sudoku_rate_result;

/*
** sudoku_rate rates puzzle by solving it with the step finder, always taking
** the simplest step, and fills *result. Every valid puzzle with one solution
** is solved by the catalogue (complete = 1) unless its chain searches run
** out of their work budget: the chain searches of one call derive at most
** 9 x 2^24 candidate states (4.2 to 7.4 s of CPU time measured on a current
** x86-64 core at load 2, more under load; every puzzle of the forum's
** hardest 1106 needs at most 93% of it, the SE-rated sets at most a few
** percent). Then it returns
** SUDOKU_E_LIMIT and still fills *result, with complete = 0, level
** SUDOKU_LEVEL_BEYOND and a lower bound (the hardest step taken, or at least
** the rating of the chains being tried). A max_rating below the puzzle's
** rating gives complete = 0 and level SUDOKU_LEVEL_BEYOND too. options may
** be NULL. control (see sudoku_control) counts the cells placed: total is
** the number of empty cells of puzzle; a cancelled rating writes nothing (it
** stops between steps).
**
** Returns SUDOKU_OK, SUDOKU_E_ARG (a NULL pointer, a struct size too small,
** a negative max_rating), SUDOKU_E_RANGE, SUDOKU_E_CONFLICT,
** SUDOKU_E_UNSOLVABLE, SUDOKU_E_NOT_UNIQUE, SUDOKU_E_LIMIT,
** SUDOKU_E_CANCELLED or SUDOKU_E_INTERNAL. Without a control it allocates
** nothing; a rating takes microseconds for easy puzzles, milliseconds for
** puzzles that need chains, and up to seconds for the nested chains.
*/
int32_t sudoku_rate(const uint8_t puzzle[81], const sudoku_rate_options *options,
                    sudoku_rate_result *result, sudoku_control *control);

/*
** THE SOLVE PATH
**
** sudoku_explain gives the whole logical solve of a puzzle in one call:
** every step the rating takes, in order, with its explanation ("show me the
** solution step by step", the answer pages of a puzzle book).
*/
/* BEGIN ABI TABLE constants */
/* The most steps a solve path has: each step places a digit or removes a
** candidate, and a grid has 81 x 9 of them. */
#define SUDOKU_STEPS_MAX 729
/* END ABI TABLE constants */

/*
** Options of sudoku_explain. NULL, or size = sizeof(sudoku_explain_options)
** and the rest zeroed, asks for the whole path.
*/
typedef struct sudoku_explain_options {
    uint32_t size;        /* in: sizeof(sudoku_explain_options) */
    int32_t max_rating;   /* 0, or a cap in tenths, as sudoku_rate_options' */
} sudoku_explain_options;

/*
** One step of a solve path: the fields of a hint's step (see
** sudoku_hint_result) and where its explanation is in the text buffer.
*/
typedef struct sudoku_step {
    uint32_t size;            /* the array's stride: the caller sets steps[0].size,
                                 the library sets the others' to the same */
    int32_t technique;        /* SUDOKU_TECH_* */
    int32_t rating;           /* SE rating of the step, in tenths */
    int32_t cell;             /* placed cell 0..80, or -1 if the step only eliminates */
    int32_t digit;            /* placed digit 1..9, or 0 */
    int32_t n_removed;        /* number of (cell, digit) eliminations */
    int32_t n_pattern_cells;  /* used entries of pattern_cells */
    int32_t n_pattern_units;  /* used entries of pattern_units */
    int32_t n_chain;          /* used entries of the chain_* arrays (chains only) */
    int32_t text_offset;      /* where its NUL-terminated explanation starts in
                                 text_buf, or -1 when it did not fit */
    int32_t text_len;         /* the explanation's length in bytes, without the NUL */
    uint16_t pattern_digits;  /* digits that form the pattern */
    uint16_t removed[81];     /* removed[i]: digits that leave cell i */
    uint8_t pattern_cells[81];/* cells that form the pattern */
    uint8_t pattern_units[12];/* units that form the pattern */
    uint8_t chain_cell[SUDOKU_CHAIN_MAX];  /* the cell of chain node k */
    uint8_t chain_digit[SUDOKU_CHAIN_MAX]; /* the digit of chain node k */
    uint8_t chain_on[SUDOKU_CHAIN_MAX];    /* 1: node k says the cell is the digit; 0: is not */
} sudoku_step;

/*
** The outcome of sudoku_explain. The caller sets size.
*/
typedef struct sudoku_explain_result {
    uint32_t size;        /* in: sizeof(sudoku_explain_result) */
    int32_t n_steps;      /* the steps of the whole path (may exceed steps_cap) */
    int32_t text_len;     /* the bytes all explanations take, each with its NUL
                             (may exceed text_cap) */
    int32_t rating;       /* the path's rating, as sudoku_rate_result's */
    int32_t hardest;      /* SUDOKU_TECH_* of its hardest step */
    int32_t level;        /* SUDOKU_LEVEL_* */
    int32_t complete;     /* 1: the path solves the puzzle; 0: it stops where the
                             catalogue (or the cap) does */
    int32_t capped;       /* 1: stopped at options->max_rating */
} sudoku_explain_result;

/*
** sudoku_explain solves puzzle as sudoku_rate does and writes the path: the
** first min(n_steps, steps_cap) steps to steps (an array whose stride is
** steps[0].size; may be NULL when steps_cap is 0) and their explanations,
** one after the other, each NUL-terminated, to text_buf (text_cap bytes; may
** be NULL when text_cap is 0), and the counts and rating to *result. A
** path has at most SUDOKU_STEPS_MAX steps; its texts usually take a few
** hundred bytes a step (text_len says how many). options may be NULL.
** control (see sudoku_control) counts cells placed, as sudoku_rate's.
**
** Returns SUDOKU_OK when every step and text fitted, SUDOKU_E_BUFFER when
** not (result is filled, and the steps and texts that fitted are written:
** call again with n_steps steps and text_len bytes), SUDOKU_E_ARG (a NULL
** pointer with a capacity above 0, a negative capacity, a struct size too
** small, a negative max_rating), and otherwise what sudoku_rate returns
** (SUDOKU_E_RANGE, SUDOKU_E_CONFLICT, SUDOKU_E_UNSOLVABLE,
** SUDOKU_E_NOT_UNIQUE, SUDOKU_E_LIMIT, SUDOKU_E_CANCELLED,
** SUDOKU_E_INTERNAL), writing nothing then.
*/
int32_t sudoku_explain(const uint8_t puzzle[81], const sudoku_explain_options *options,
                       sudoku_explain_result *result, sudoku_step *steps, int32_t steps_cap,
                       char *text_buf, int32_t text_cap, sudoku_control *control);

/*
** THE STRUCTURE OF A CHAIN
**
** sudoku_hint_chain gives the hint sudoku_hint would give and, when its
** step is a chain, the chain's structure, for a game to draw and a player
** to follow: its branches (one per assumption), the candidate states each
** branch derives (the nodes), and for each node the earlier nodes it
** follows from (its parents). A single chain (an X-Chain, an XY-Chain, a
** cycle, a Forcing Chain) is one branch whose nodes each follow from the
** one before; a multiple, dynamic or nested forcing chain has a branch per
** candidate of its cell, per place of its digit in its unit, per state of
** its candidate, or the one branch of a contradiction.
*/
/* How a chain step concludes: sudoku_chain_result.kind. */
/* BEGIN ABI TABLE chain_kinds */
#define SUDOKU_CHAIN_KIND_NONE          0 /* "none"          the step is not a chain: no branches */
#define SUDOKU_CHAIN_KIND_LINE          1 /* "line"          one chain, each node following from the one
                                                            before (cycles, X-, XY- and forcing chains) */
#define SUDOKU_CHAIN_KIND_CONTRADICTION 2 /* "contradiction" one branch: its assumption makes a candidate both
                                                            true and false, so the assumption is false */
#define SUDOKU_CHAIN_KIND_DOUBLE        3 /* "double"        two branches, a candidate true and false, reach
                                                            the same conclusion */
#define SUDOKU_CHAIN_KIND_CELL          4 /* "cell"          a branch per candidate of a cell, each reaching
                                                            the same conclusion */
#define SUDOKU_CHAIN_KIND_UNIT          5 /* "unit"          a branch per place of a digit in a unit, each
                                                            reaching the same conclusion */
/* END ABI TABLE chain_kinds */

/* Why a node holds, given its parents: sudoku_chain_node.reason. */
/* BEGIN ABI TABLE chain_reasons */
#define SUDOKU_REASON_ASSUMPTION 0 /* "assumption" the branch's assumption: no parents */
#define SUDOKU_REASON_CELL       1 /* "cell"       its cell: the only candidate left, or a second digit
                                                  the cell cannot hold */
#define SUDOKU_REASON_BOX        2 /* "box"        its box: the digit's only place left, or a second
                                                  place the box cannot hold */
#define SUDOKU_REASON_ROW        3 /* "row"        likewise in its row */
#define SUDOKU_REASON_COLUMN     4 /* "column"     likewise in its column */
#define SUDOKU_REASON_PATTERN    5 /* "pattern"    a pattern on the grid the branch has reached
                                                  (pointing, a pair, an X-Wing, a nested chain) */
/* END ABI TABLE chain_reasons */

/* BEGIN ABI TABLE constants */
/* The most branches a chain step has (a cell's candidates, a digit's places
** in a unit). */
#define SUDOKU_CHAIN_BRANCHES_MAX 9
/* The most nodes sudoku_hint_chain reports: a step that needs more is cut
** (sudoku_chain_result.truncated), keeping each branch's assumption and
** conclusion and the nodes nearest the assumptions. */
#define SUDOKU_CHAIN_NODES_MAX 512
/* The most parent links sudoku_hint_chain reports (cut likewise). */
#define SUDOKU_CHAIN_PARENTS_MAX 1024
/* A text buffer of this size always holds the explanation of
** sudoku_hint_chain. */
#define SUDOKU_CHAIN_TEXT_SIZE 65536
/* END ABI TABLE constants */

/*
** The outcome of sudoku_hint_chain. The caller sets size.
*/
typedef struct sudoku_chain_result {
    uint32_t size;        /* in: sizeof(sudoku_chain_result) */
    int32_t status;       /* SUDOKU_HINT_*, as sudoku_hint_result's; the fields below
                             describe a chain only when it is SUDOKU_HINT_STEP */
    int32_t technique;    /* SUDOKU_TECH_* of the step, else SUDOKU_TECH_NONE */
    int32_t kind;         /* SUDOKU_CHAIN_KIND_*: how the chain concludes
                             (SUDOKU_CHAIN_KIND_NONE: the step is not a chain) */
    int32_t unit;         /* SUDOKU_CHAIN_KIND_UNIT: the unit 0..26 whose places of
                             the digit the branches assume; else -1 */
    int32_t n_branches;   /* the step's branches (may exceed branches_cap) */
    int32_t n_nodes;      /* its nodes, all branches together (may exceed nodes_cap) */
    int32_t n_parents;    /* its parent links (may exceed parents_cap) */
    int32_t text_len;     /* the explanation's length in bytes, without the NUL
                             (text_len >= text_cap: it was cut) */
    int32_t reasoning;    /* where the reasoning branch by branch starts in the
                             explanation (after the step's sentence and a space);
                             text_len when there is none */
    int32_t truncated;    /* 1: the step needs more than SUDOKU_CHAIN_NODES_MAX nodes
                             or SUDOKU_CHAIN_PARENTS_MAX links and was cut; else 0 */
} sudoku_chain_result;

/*
** One branch of a chain: where its nodes start and end. The values are
** indices of the nodes array.
*/
typedef struct sudoku_chain_branch {
    uint32_t size;        /* the array's stride: the caller sets branches[0].size,
                             the library sets the others' to the same */
    int32_t assumption;   /* the node of the branch's assumption (its first) */
    int32_t conclusion;   /* the node it concludes: the step's elimination or
                             placement for DOUBLE, CELL and UNIT, the chain's last
                             node for LINE, for CONTRADICTION the candidate made
                             true */
    int32_t clash;        /* CONTRADICTION: the node of the same candidate made
                             false; otherwise the same as conclusion */
} sudoku_chain_branch;

/*
** One node of a chain: a candidate state, "cell is digit" or "cell is not
** digit", that its branch derives. Nodes are listed branch after branch,
** each branch's in the order they follow, so a node's parents come before
** it.
*/
typedef struct sudoku_chain_node {
    uint32_t size;        /* the array's stride: the caller sets nodes[0].size,
                             the library sets the others' to the same */
    int32_t cell;         /* 0..80 */
    int32_t digit;        /* 1..9 */
    int32_t on;           /* 1: the cell is the digit; 0: the cell is not the digit */
    int32_t branch;       /* the index of its branch in branches */
    int32_t reason;       /* SUDOKU_REASON_*: why it holds, given its parents */
    int32_t first_parent; /* its parents are parents[first_parent] to
                             parents[first_parent + n_parents - 1], indices of
                             nodes: the first is the link to draw as the chain,
                             the others are candidates removed earlier in the
                             branch that the reason relies on */
    int32_t n_parents;    /* 0 for an assumption */
} sudoku_chain_node;

/*
** sudoku_hint_chain takes the arguments of sudoku_hint (puzzle, grid,
** candidates, options) and finds the same hint. hint is NULL or a
** sudoku_hint_result, filled exactly as sudoku_hint fills it. *chain gets
** the hint's status and, for a step, its technique, kind and counts.
**
** The explanation goes to text_buf as UTF-8 with a NUL, cut at a character
** boundary to fit text_cap bytes as sudoku_hint's is (chain->text_len says
** its whole length): first sudoku_hint's (its first
** hint->text_len bytes are exactly the text sudoku_hint writes), then, for
** a chain, a space and the reasoning a player can follow, branch by branch
** ("If r4c3 is 8, then r4c3 is not 5 (it is 8), r4c4 is 5 (the last place
** for 5 in row 4), ..."), which starts at chain->reasoning.
**
** When the step is a chain, the call also writes the first
** min(n_branches, branches_cap) branches to branches (an array whose stride
** is branches[0].size), the first min(n_nodes, nodes_cap) nodes to nodes
** (stride nodes[0].size) and the first min(n_parents, parents_cap) parent
** links to parents. Each buffer may be NULL when its capacity is 0. A step
** that is not a chain, and a status other than SUDOKU_HINT_STEP, have no
** branches, nodes or reasoning. A step has at most
** SUDOKU_CHAIN_BRANCHES_MAX branches, SUDOKU_CHAIN_NODES_MAX nodes and
** SUDOKU_CHAIN_PARENTS_MAX links, and SUDOKU_CHAIN_TEXT_SIZE bytes always
** hold its explanation: buffers of those sizes always suffice.
**
** control (see sudoku_control) may be NULL. The call is one step, so it is
** stopped only before its search starts (a control whose cancel is set
** gets SUDOKU_E_CANCELLED); done and total are 0 and 1, then 1 and 1.
**
** Returns SUDOKU_OK when the branches, nodes and links fitted;
** SUDOKU_E_BUFFER when one of their arrays was too small (*chain, hint and
** the text are filled, and what fitted is written: call again with
** n_branches, n_nodes and n_parents entries); SUDOKU_E_ARG (a NULL pointer with a capacity above 0, a negative
** capacity, a struct size or stride too small), and otherwise what
** sudoku_hint returns (SUDOKU_E_RANGE, SUDOKU_E_CONFLICT, SUDOKU_E_LIMIT,
** SUDOKU_E_INTERNAL) or SUDOKU_E_CANCELLED, writing nothing then. Without
** a control it allocates nothing; it takes the time of sudoku_hint plus
** the repetition of the step's branches (a fraction of a millisecond to a
** few milliseconds, up to the hint's own time for nested chains).
*/
int32_t sudoku_hint_chain(const uint8_t puzzle[81], const uint8_t grid[81],
                          const uint16_t *candidates, const sudoku_hint_options *options,
                          sudoku_hint_result *hint, sudoku_chain_result *chain,
                          sudoku_chain_branch *branches, int32_t branches_cap,
                          sudoku_chain_node *nodes, int32_t nodes_cap,
                          int32_t *parents, int32_t parents_cap,
                          char *text_buf, int32_t text_cap, sudoku_control *control);

/*
** ---------------------------------------------------------------------------
** GENERATION
**
** sudoku_generate makes a puzzle with exactly one solution, reproducibly:
** the same options (seed included) give the same puzzle on every platform,
** binding and thread count, for one generator version
** (sudoku_generator_version(); golden vectors in the library's tests pin
** it). The generator uses its own specified pseudo-random generator
** (SplitMix64 seeding xoshiro256**), not the platform's. The options that
** decide what a puzzle is (symmetry, clues, the difficulty band) are mixed
** into the seed: one seed at two levels gives two unrelated puzzles, with
** different solution grids (since generator version 3). The bounds
** (max_attempts, budget_ms) only decide when to give up.
**
** Symmetries of the clues (r, c count rows and columns 0..8):
*/
/* BEGIN ABI TABLE symmetries */
#define SUDOKU_SYMMETRY_NONE              0 /* "none"              no pattern */
#define SUDOKU_SYMMETRY_ROTATE180         1 /* "rotate180"         r,c <-> 8-r,8-c (half turn) */
#define SUDOKU_SYMMETRY_ROTATE90          2 /* "rotate90"          r,c -> c,8-r (quarter turns) */
#define SUDOKU_SYMMETRY_MIRROR_HORIZONTAL 3 /* "mirror-horizontal" r,c <-> 8-r,c (top and bottom mirror) */
#define SUDOKU_SYMMETRY_MIRROR_VERTICAL   4 /* "mirror-vertical"   r,c <-> r,8-c (left and right mirror) */
#define SUDOKU_SYMMETRY_DIAGONAL          5 /* "diagonal"          r,c <-> c,r (main diagonal) */
#define SUDOKU_SYMMETRY_ANTI_DIAGONAL     6 /* "anti-diagonal"     r,c <-> 8-c,8-r (anti-diagonal) */
/* END ABI TABLE symmetries */

/*
** Options of sudoku_generate. Set size = sizeof(sudoku_generate_options) and
** zero the rest (memset), then fill what you need: all zeros (or NULL
** options) asks for a random minimal puzzle without symmetry from seed 0.
**
** clues       0 for a minimal puzzle (no clue, or under a symmetry no orbit of
**             clues, can be removed keeping one solution), or a target 17..81.
**             Under a symmetry with orbits of k cells, up to clues+k-1 clues
**             are accepted when whole orbits cannot land on clues exactly.
**             With a difficulty band, clues are removed on the way into the
**             band, but the puzzle is not guaranteed to be minimal.
** level       0, or a difficulty level SUDOKU_LEVEL_EASY..SUDOKU_LEVEL_EXTREME:
**             it sets the band to the level's (see the rating section; EXTREME
**             excludes puzzles beyond the catalogue), in place of min_rating
**             and max_rating.
** min_rating, max_rating
**             a band of SE rating in tenths (0 = open side), used when level
**             is 0. A puzzle beyond the rating's catalogue counts as harder
**             than any max_rating. Ratings are sudoku_rate's, so the puzzle a
**             band gives also depends on the rating's version.
** max_attempts the deterministic work bound: each attempt draws a new
**             solution grid, removes clues and, for a band, climbs towards
**             it when it lands close. 0 means 1000.
** budget_ms   a wall-clock budget in milliseconds; 0 means 2000. It only
**             decides when to give up: attempts run in an order fixed by the
**             seed, so a puzzle found within the budget is the same on any
**             machine, and a slower machine can only give up earlier.
** first       a pack is the sequence of puzzles one set of options gives,
**             numbered from 0 (the puzzle of the seed itself): puzzle i
**             depends on the options and i alone. sudoku_generate makes
**             puzzle first, sudoku_generate_batch puzzles first to
**             first+n-1, so a game can fetch one puzzle of a pack, or make
**             a pack in pieces.
*/
typedef struct sudoku_generate_options {
    uint32_t size;         /* in: sizeof(sudoku_generate_options) */
    uint32_t symmetry;     /* SUDOKU_SYMMETRY_* */
    uint64_t seed;         /* any value; the same seed gives the same puzzle */
    int32_t clues;         /* 0 = minimal, else 17..81 */
    int32_t level;         /* 0 or 1..5 */
    int32_t min_rating;    /* tenths, 0 = no lower bound */
    int32_t max_rating;    /* tenths, 0 = no upper bound */
    int32_t max_attempts;  /* 0 = default (1000) */
    int32_t budget_ms;     /* 0 = default (2000) */
    uint64_t first;        /* the pack index of the puzzle to make (of the first one,
                              for sudoku_generate_batch); 0 = the seed's own */
} sudoku_generate_options;

/*
** sudoku_generator_version returns the version of the generator's
** algorithm: a given seed and options give the same puzzle for one version.
*/
int32_t sudoku_generator_version(void);

/*
** sudoku_generate makes one puzzle as options asks (NULL: all options 0),
** writing its clues to puzzle_out[81] and its solution to solution_out[81]
** (may be NULL). When rating_out is not NULL (set its size first) it
** receives the puzzle's rating, as sudoku_rate() gives it. control (see
** sudoku_control) counts attempts: total is max_attempts, and when the
** call returns done is the number of attempts it made; a cancelled call
** writes nothing.
**
** Returns SUDOKU_OK, SUDOKU_E_ARG (NULL puzzle_out, a struct size too
** small, an unknown symmetry, clues outside 0 or 17..81, level outside 0..5,
** negative or empty rating band, negative bounds), SUDOKU_E_CANCELLED,
** SUDOKU_E_INTERNAL, or SUDOKU_E_LIMIT when max_attempts or budget_ms ran
** out before the clue target or band was reached: the best puzzle found
** (closest to the band, then to the clue target) and its rating are written
** anyway, and it too has exactly one solution. Never blocks longer than
** about budget_ms plus one attempt.
*/
int32_t sudoku_generate(const sudoku_generate_options *options, uint8_t puzzle_out[81],
                        uint8_t solution_out[81], sudoku_rate_result *rating_out,
                        sudoku_control *control);

/*
** sudoku_generate_batch makes n puzzles (0 <= n <= 16777216) on threads
** threads (<= 0, or more than the processors: one per processor): puzzles
** first to first+n-1 of the
** pack (see first above). Item i goes to puzzles_out[81*i .. 81*i+80], its
** solution to solutions_out (may be NULL) likewise, its rating to
** ratings_out[i] (may be NULL) and its status to statuses[i] (may be NULL).
** An item depends only on the options and its index, so a pack is the same
** whatever the thread count; item 0 is what sudoku_generate makes with the
** same options. Each item has its own max_attempts and budget_ms.
**
** ratings_out, when not NULL, is an array of n sudoku_rate_result: set
** ratings_out[0].size (the library sets the others' size to the same
** value, the array's stride). Item i's rating is what sudoku_rate() gives
** its puzzle.
**
** control (see sudoku_control) counts puzzles: total is n. When it cancels
** the call, the puzzles not yet made get the status SUDOKU_E_CANCELLED and
** zeros for their cells.
**
** Returns SUDOKU_OK when every item succeeded, SUDOKU_E_ARG as
** sudoku_generate, for n out of range or for output arrays that overlap
** (nothing is generated then),
** SUDOKU_E_CANCELLED, SUDOKU_E_INTERNAL, or the status of the first item
** that did not succeed (SUDOKU_E_LIMIT: see statuses). n == 0 does nothing
** and returns SUDOKU_OK.
*/
int32_t sudoku_generate_batch(const sudoku_generate_options *options, int32_t n,
                              uint8_t *puzzles_out, uint8_t *solutions_out,
                              sudoku_rate_result *ratings_out, int32_t *statuses,
                              int32_t threads, sudoku_control *control);

/*
** ---------------------------------------------------------------------------
** VARIANTS
**
** Besides classic Sudoku the library plays variants: grids of N x N cells
** for N = 4 to 16, with rectangular boxes (4x4, 6x6, 8x8, 9x9, 10x10, 12x12,
** 15x15, 16x16, ...) or any jigsaw layout of regions, extra units (both main
** diagonals, the windows of windoku, any groups of cells in which digits do
** not repeat) and killer cages (cells whose digits add up to a sum, without
** repeating unless the cage says so). A variant travels as its text form,
** one line without spaces, the same that pack files carry in front of each
** grid (docs/variants.md gives the grammar):
**
**     "16x16"                          16 x 16, boxes of 4 x 4
**     "6x6,b=3x2"                      boxes of 3 rows by 2 columns
**     "9x9,x"   "9x9,w"                X-Sudoku (diagonals), windoku
**     "9x9,j=111222333111222333..."    jigsaw: a region label per cell
**     "9x9,k=aabbc...,s=3/15/22/..."   killer: a cage label per cell, the sums
**
** Every variant function takes the variant as (variant, variant_len), at
** most SUDOKU_TEXT_MAX bytes. The library keeps the last 8 variants it
** compiled (about 100 KiB each), by text, so a call with one of them
** allocates nothing on the Go heap; a new text costs a compilation: 20 to
** 70 us of CPU, 270 us for a 16 x 16 killer, and up to a thousand
** allocations of the Go runtime, which it reclaims (benchmarks/RESULTS.md,
** "compile"). A bad variant gives SUDOKU_E_PARSE, and
** sudoku_variant_check() says where. "9x9" is classic Sudoku: these
** functions play it too, with the variants' general solver and step finder
** (the classic functions are faster and know more techniques).
**
** A grid of a variant is N*N uint8_t cells in reading order, 0 for empty
** and 1..N for digits; n_cells gives the length of every grid argument and
** must be N*N (else SUDOKU_E_ARG). In text, digits 10 to 16 are the letters
** A to G. Cells are numbered 0..N*N-1 and named rXcY from 1. Units are
** numbered: rows 0..N-1, columns N..2N-1, regions 2N..3N-1, then the
** diagonals, the windows, the groups and the cages without repeats, in that
** order (sudoku_variant_unit() describes each). Candidate masks have bit d-1
** for digit d.
**
** The searches count their work (candidates removed, cells placed, houses
** and cage combinations looked at) and stop with SUDOKU_E_LIMIT after
** SUDOKU_VARIANT_BUDGET steps: the hardest 9x9 puzzles need 160,000 at most,
** published and generated puzzles of the other variants under 50,000 (a
** nearly empty grid may need more: an empty 16 x 16 grid with diagonals
** and windows needs 961,000, and gets SUDOKU_E_LIMIT). The slowest inputs
** an adversarial search found (nearly empty 16 x 16 grids with diagonals,
** windows and extra groups or cages as large as rows) run out of it in
** under 0.1 s of one core (52 ms measured on a loaded 2-core x86-64 test
** machine, benchmarks/RESULTS.md): the longest any variant function searches.
** ---------------------------------------------------------------------------
*/
/* BEGIN ABI TABLE constants */
/* The largest side of a variant's grid. */
#define SUDOKU_VARIANT_MAX_SIZE 16
/* The most cells of a variant's grid. */
#define SUDOKU_VARIANT_MAX_CELLS 256
/* The work budget of the variants' searches, in steps (see VARIANTS). */
#define SUDOKU_VARIANT_BUDGET 262144
/* A row (the kinds of unit, sudoku_variant_unit_info.kind, follow). */
#define SUDOKU_UNIT_ROW 0
/* A column. */
#define SUDOKU_UNIT_COLUMN 1
/* A regular box. */
#define SUDOKU_UNIT_BOX 2
/* A jigsaw region. */
#define SUDOKU_UNIT_REGION 3
/* A diagonal: index 0 runs from r1c1, index 1 from r1cN. */
#define SUDOKU_UNIT_DIAGONAL 4
/* A windoku window. */
#define SUDOKU_UNIT_WINDOW 5
/* An extra group of cells. */
#define SUDOKU_UNIT_GROUP 6
/* A killer cage in which digits do not repeat. */
#define SUDOKU_UNIT_CAGE 7
/* A flag of sudoku_variant_generate_options: make killer cages. */
#define SUDOKU_VARIANT_KILLER 1
/* A flag of sudoku_variant_generate_options: make a random jigsaw layout. */
#define SUDOKU_VARIANT_JIGSAW 2
/* END ABI TABLE constants */

/*
** A variant, as sudoku_variant_check() describes it.
*/
typedef struct sudoku_variant_info {
    uint32_t size;          /* in: sizeof(sudoku_variant_info) */
    int32_t n;              /* N, the side of the grid */
    int32_t n_cells;        /* N*N */
    int32_t box_rows;       /* the box shape (the windows' too), 0 x 0 when N has none */
    int32_t box_cols;
    int32_t jigsaw;         /* 1: the regions are a jigsaw layout */
    int32_t diagonals;      /* 1: both main diagonals are units */
    int32_t windoku;        /* 1: the windows are units */
    int32_t n_units;        /* units, numbered as VARIANTS says */
    int32_t n_groups;       /* extra groups */
    int32_t n_cages;        /* killer cages, numbered from 0 in reading order
                               of their first cells */
    uint8_t region[SUDOKU_VARIANT_MAX_CELLS];       /* region (box or jigsaw region) of each cell */
    int16_t cage[SUDOKU_VARIANT_MAX_CELLS];         /* cage of each cell, -1 for none */
    int16_t cage_sum[SUDOKU_VARIANT_MAX_CELLS];     /* cage_sum[k]: the sum of cage k */
    uint8_t cage_repeats[SUDOKU_VARIANT_MAX_CELLS]; /* 1: digits may repeat in cage k */
} sudoku_variant_info;

/*
** sudoku_variant_check reads a variant's text. When info is not NULL (set
** its size first) it receives the variant's description; when error is not
** NULL it receives the outcome: for a bad variant its status
** (SUDOKU_E_PARSE), the column (from 1) and byte offset in the text of the
** fault, the cell at fault in cells[0] when there is one, and a message
** such as "column 14: unexpected character '#' in the cage map (k=)" or
** "cage 5 at r2c3 has sum 30, which 3 different digits 1-9 cannot make
** (they make 6 to 24)".
**
** Returns SUDOKU_OK, SUDOKU_E_PARSE, SUDOKU_E_ARG (variant NULL, a length
** out of range, a struct size too small) or SUDOKU_E_INTERNAL.
*/
int32_t sudoku_variant_check(const char *variant, int32_t variant_len, sudoku_variant_info *info,
                             sudoku_error *error);

/*
** A unit of a variant, as sudoku_variant_unit() describes it.
*/
typedef struct sudoku_variant_unit_info {
    uint32_t size;          /* in: sizeof(sudoku_variant_unit_info) */
    int32_t kind;           /* SUDOKU_UNIT_* */
    int32_t index;          /* among the units of its kind, from 0 (a cage's number) */
    int32_t n_cells;        /* used entries of cells */
    uint8_t cells[SUDOKU_VARIANT_MAX_SIZE]; /* its cells, in reading order */
} sudoku_variant_unit_info;

/*
** sudoku_variant_unit describes unit number unit (0 <= unit <
** sudoku_variant_info.n_units) of the variant. Returns SUDOKU_OK,
** SUDOKU_E_PARSE, SUDOKU_E_ARG (a NULL pointer, a bad length, unit out of
** range, info->size too small) or SUDOKU_E_INTERNAL.
*/
int32_t sudoku_variant_unit(const char *variant, int32_t variant_len, int32_t unit,
                            sudoku_variant_unit_info *info);

/*
** sudoku_variant_parse reads the len bytes at text as a grid of the variant
** into grid[n_cells] and checks the rules, like sudoku_check_text: cells are
** '1'-'9', 'A'-'G' (or 'a'-'g') for 10 to 16, '.' or '0' for empty, and
** whitespace and '|', '-', '+' are skipped. error (may be NULL) receives the
** outcome: a character and its place, a digit above N (its value in
** digit), the number of cells found, a repeated digit with both cells and
** their unit, or a cage whose digits break its sum (its first cell in
** cells[0], its unit in unit, -1 for a cage with repeats).
**
** Returns SUDOKU_OK, SUDOKU_E_PARSE (the variant or the grid), SUDOKU_E_CONFLICT,
** SUDOKU_E_ARG or SUDOKU_E_INTERNAL; grid is written only on success.
*/
int32_t sudoku_variant_parse(const char *variant, int32_t variant_len, const char *text, int32_t len,
                             uint8_t *grid, int32_t n_cells, sudoku_error *error);

/*
** sudoku_variant_format writes grid as one line of n_cells characters and a
** NUL to buf; cap must be at least n_cells + 1, else SUDOKU_E_BUFFER.
** Returns SUDOKU_OK, SUDOKU_E_BUFFER, SUDOKU_E_PARSE (the variant),
** SUDOKU_E_RANGE (a cell above N), SUDOKU_E_ARG or SUDOKU_E_INTERNAL.
*/
int32_t sudoku_variant_format(const char *variant, int32_t variant_len, const uint8_t *grid,
                              int32_t n_cells, char *buf, int32_t cap);

/*
** sudoku_variant_validate checks grid against the variant's rules, like
** sudoku_validate: cells 0..N, no digit twice in a unit, no cage whose digits
** add up to more than its sum (or, full, to another sum). error (may be
** NULL) says which cells, unit and digit, as sudoku_variant_parse.
** Returns SUDOKU_OK, SUDOKU_E_RANGE, SUDOKU_E_CONFLICT, SUDOKU_E_PARSE (the
** variant), SUDOKU_E_ARG or SUDOKU_E_INTERNAL.
*/
int32_t sudoku_variant_validate(const char *variant, int32_t variant_len, const uint8_t *grid,
                                int32_t n_cells, sudoku_error *error);

/*
** sudoku_variant_solve writes the first solution of puzzle to
** solution[n_cells]; they may be the same array. Returns SUDOKU_OK,
** SUDOKU_E_UNSOLVABLE, SUDOKU_E_RANGE, SUDOKU_E_CONFLICT, SUDOKU_E_LIMIT,
** SUDOKU_E_PARSE (the variant), SUDOKU_E_ARG or SUDOKU_E_INTERNAL.
*/
int32_t sudoku_variant_solve(const char *variant, int32_t variant_len, const uint8_t *puzzle,
                             uint8_t *solution, int32_t n_cells);

/*
** sudoku_variant_count_solutions counts the solutions of puzzle up to limit
** (at least 1) into *count, like sudoku_count_solutions: on SUDOKU_E_LIMIT
** *count holds the solutions found so far.
*/
int32_t sudoku_variant_count_solutions(const char *variant, int32_t variant_len, const uint8_t *puzzle,
                                       int32_t n_cells, int32_t limit, int32_t *count);

/*
** A hint on a variant's grid, as sudoku_variant_hint() gives it: the fields
** of sudoku_hint_result, for up to SUDOKU_VARIANT_MAX_CELLS cells. Steps of
** a variant have no chains.
*/
typedef struct sudoku_variant_hint_result {
    uint32_t size;            /* in: sizeof(sudoku_variant_hint_result) */
    int32_t status;           /* SUDOKU_HINT_* */
    int32_t technique;        /* SUDOKU_TECH_* of the step */
    int32_t rating;           /* its rating, in tenths */
    int32_t cell;             /* placed cell, or -1 if the step only eliminates */
    int32_t digit;            /* placed digit 1..N, or 0 */
    int32_t n_removed;        /* number of (cell, digit) eliminations */
    int32_t n_pattern_cells;  /* used entries of pattern_cells */
    int32_t n_pattern_units;  /* used entries of pattern_units */
    int32_t n_mistakes;       /* cells marked in mistakes[] */
    int32_t text_len;         /* length of the whole explanation, without the NUL */
    uint16_t pattern_digits;  /* digits that form the pattern */
    uint16_t pattern_units[8];/* units that form the pattern */
    uint16_t removed[SUDOKU_VARIANT_MAX_CELLS];      /* removed[i]: digits that leave cell i */
    uint8_t pattern_cells[SUDOKU_VARIANT_MAX_CELLS]; /* cells that form the pattern */
    uint8_t mistakes[SUDOKU_VARIANT_MAX_CELLS];      /* SUDOKU_MISTAKE_* of each cell */
} sudoku_variant_hint_result;

/*
** sudoku_variant_hint answers a hint request on a variant, as sudoku_hint
** does on a classic grid: puzzle, grid and candidates (NULL, or n_cells
** masks) of n_cells each; mistakes first, then the simplest step among the
** techniques that hold on any units (singles, locked candidates, subsets,
** fish) and the killer techniques (SUDOKU_TECH_CAGE_SINGLE,
** SUDOKU_TECH_CAGE_COMBINATION, SUDOKU_TECH_INNIES_OUTIES). The explanation
** goes to text_buf as sudoku_hint says; SUDOKU_HINT_TEXT_SIZE bytes always
** hold it. Returns like sudoku_hint, and SUDOKU_E_PARSE for a bad variant.
*/
int32_t sudoku_variant_hint(const char *variant, int32_t variant_len, const uint8_t *puzzle,
                            const uint8_t *grid, const uint16_t *candidates, int32_t n_cells,
                            const sudoku_hint_options *options, sudoku_variant_hint_result *hint,
                            char *text_buf, int32_t text_cap);

/*
** sudoku_variant_rate rates a variant's puzzle like sudoku_rate (same
** options, result and levels; the ratings are on the same scale, the
** killer techniques rated 1.0, 2.0 and 2.5 to 3.0). control counts the
** cells placed. Returns like sudoku_rate, and SUDOKU_E_PARSE for a bad
** variant.
*/
int32_t sudoku_variant_rate(const char *variant, int32_t variant_len, const uint8_t *puzzle,
                            int32_t n_cells, const sudoku_rate_options *options,
                            sudoku_rate_result *result, sudoku_control *control);

/*
** Options of sudoku_variant_generate: those of sudoku_generate, for the
** variant's size, and flags. clues is 0 (as few as the generator finds: a
** minimal puzzle up to 9 x 9; on larger grids a given stays when a bounded
** uniqueness check cannot tell) or a target up to N*N; a killer has none.
** max_attempts 0 means 100. flags: SUDOKU_VARIANT_KILLER makes killer
** cages in place of the variant's (the puzzle then has no givens, or very
** few), following symmetry; SUDOKU_VARIANT_JIGSAW makes a random jigsaw
** layout of connected regions (N >= 5). max_cage_cells bounds the cages'
** size (0: 6, or N when smaller).
*/
typedef struct sudoku_variant_generate_options {
    uint32_t size;         /* in: sizeof(sudoku_variant_generate_options) */
    uint32_t symmetry;     /* SUDOKU_SYMMETRY_* */
    uint64_t seed;         /* the same seed gives the same puzzle */
    int32_t clues;         /* 0, or a target 1..N*N */
    int32_t level;         /* 0 or 1..5 */
    int32_t min_rating;    /* tenths, 0 = open */
    int32_t max_rating;    /* tenths, 0 = open */
    int32_t max_attempts;  /* 0 = default (100) */
    int32_t budget_ms;     /* 0 = default (2000) */
    uint64_t first;        /* the pack index of the puzzle to make */
    uint32_t flags;        /* SUDOKU_VARIANT_KILLER, SUDOKU_VARIANT_JIGSAW */
    int32_t max_cage_cells;/* 0, or 2..N */
} sudoku_variant_generate_options;

/*
** sudoku_variant_generate makes a puzzle of the variant with exactly one
** solution, reproducibly (the same variant, options and
** sudoku_generator_version() give the same puzzle everywhere): its givens go
** to puzzle_out[n_cells], its solution to solution_out (may be NULL), its
** rating to rating_out (may be NULL) and the text of its variant (the one
** asked for, or with the cages or regions made) with a NUL to variant_out,
** of variant_cap bytes; *variant_out_len (may be NULL) gets that text's
** length without the NUL. variant_len + 2048 bytes always hold it; when
** variant_cap is too small the call returns SUDOKU_E_BUFFER with
** *variant_out_len set and writes nothing else. control counts attempts.
**
** Returns SUDOKU_OK, SUDOKU_E_ARG (bad options, as sudoku_generate, a
** NULL pointer, a bad length), SUDOKU_E_PARSE (the variant), SUDOKU_E_BUFFER,
** SUDOKU_E_CANCELLED, SUDOKU_E_INTERNAL, or SUDOKU_E_LIMIT when the attempts
** or the time ran out before the target was met: the best puzzle found is
** written anyway, and it too has one solution.
*/
int32_t sudoku_variant_generate(const char *variant, int32_t variant_len,
                                const sudoku_variant_generate_options *options,
                                uint8_t *puzzle_out, uint8_t *solution_out, int32_t n_cells,
                                char *variant_out, int32_t variant_cap, int32_t *variant_out_len,
                                sudoku_rate_result *rating_out, sudoku_control *control);


#ifdef __cplusplus
} /* extern "C" */
#endif

#endif /* SUDOKU_H */
