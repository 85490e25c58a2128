/*
** libsudoku: a Sudoku engine behind a small, stable C interface.
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
** negative SUDOKU_E_* code, which sudoku_status_string() names. Functions
** check every argument: NULL pointers, lengths, limits, cell values. A bad
** call gets an error code, never a crash. Output buffers are written only on
** success unless a function says otherwise.
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
** are written, so inputs and outputs may overlap. The single int32_t results
** of sudoku_validate and sudoku_count_solutions need no particular alignment
** (arrays and structs need C's). A non-NULL pointer must be valid
** for the size the function
** documents: like memcpy, the library cannot tell a wild pointer from a good
** one, and a fault inside the library ends the process (the Go runtime
** prints a stack trace and aborts). tests/c/test_hostile checks all of this
** with every byte value, guarded buffers and wrong sizes.
**
** BOUNDED WORK. No call loops without bound: every search counts its
** guesses and stops with SUDOKU_E_LIMIT when SUDOKU_MAX_GUESSES run out (see
** there for the time that takes). Parsing reads at most SUDOKU_TEXT_MAX
** bytes.
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
**     can deadlock against Mono's stop-the-world garbage collector. Make the
**     calls from a few long-lived threads that called the library once at
**     start-up (the C# binding does this for you).
**   - The first call starts the Go runtime (a few milliseconds) and the
**     runtime keeps a handful of its own threads. Memory the library uses
**     during a call is garbage collected by Go, not by the host: resident
**     memory grows by a few MiB at start-up and then stays flat
**     (tests/c/test_leak: a million calls, 1000 threads). The runtime reads
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
** soname (libsudoku.so.1). A program should check at start-up that
** sudoku_abi_version() == SUDOKU_ABI_VERSION.
*/
/* BEGIN ABI TABLE versions */
#define SUDOKU_VERSION_MAJOR 0
#define SUDOKU_VERSION_MINOR 2
#define SUDOKU_VERSION_PATCH 0
#define SUDOKU_VERSION "0.2.0"
#define SUDOKU_ABI_VERSION 1
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
                                    cells */
#define SUDOKU_E_RANGE       (-3) /* a cell holds a value above 9 */
#define SUDOKU_E_CONFLICT    (-4) /* a digit repeats in a row, column or box */
#define SUDOKU_E_UNSOLVABLE  (-5) /* the givens break no rule but have no solution
                                    (sudoku_count_solutions() returns SUDOKU_OK
                                    with a count of 0 instead) */
#define SUDOKU_E_BUFFER      (-6) /* an output buffer is too small */
#define SUDOKU_E_LIMIT       (-7) /* a search or time budget ran out before the
                                    answer was known */
#define SUDOKU_E_NOT_UNIQUE  (-8) /* sudoku_rate() was given a puzzle with more than
                                    one solution (hints report it as
                                    SUDOKU_HINT_NOT_UNIQUE) */
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
** far more than any drawing of a grid. Longer lengths get SUDOKU_E_ARG, which
** also catches negative numbers cast to size_t. */
#define SUDOKU_TEXT_MAX 65536

/* A buffer of this size always holds a message of sudoku_check_text(). */
#define SUDOKU_MESSAGE_SIZE 256

/*
** The guess budget of sudoku_solve() and sudoku_count_solutions(): a search
** that has tried this many branches stops with SUDOKU_E_LIMIT. Solving any
** valid puzzle needs far fewer; only counting a very large number of
** solutions of a nearly empty grid, or proving a sparse grid unsolvable,
** reaches it, after about a quarter of a second on a current x86-64 core
** (tests/c/test_hostile fails the build past one second of CPU time).
*/
#define SUDOKU_MAX_GUESSES 2097152
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
** "SUDOKU_E_CONFLICT", as a static NUL-terminated string. Unknown codes give
** "SUDOKU_E_UNKNOWN". It never returns NULL.
*/
const char *sudoku_status_string(int32_t status);

/*
** sudoku_parse reads the len bytes at text as a grid into grid[81].
** Cells are '1'-'9' for givens and '.' or '0' for empty cells, in reading
** order. Whitespace and the grid-drawing characters '|', '-' and '+' are
** skipped, so both an 81-character line and a pasted 9-line drawing work.
** text need not be NUL-terminated.
**
** Returns SUDOKU_OK, SUDOKU_E_PARSE (another character, or not 81 cells;
** sudoku_check_text() says which), or SUDOKU_E_ARG (text or grid NULL, or len
** above SUDOKU_TEXT_MAX). It
** does not check the rules: see sudoku_validate(). grid is written only on
** success.
*/
int32_t sudoku_parse(const char *text, size_t len, uint8_t grid[81]);

/*
** sudoku_check_text parses text like sudoku_parse, then checks the rules like
** sudoku_validate, and writes a precise English message about the first
** problem to msg: the character and its line and column, the number of cells
** found, or the repeated digit with both cells and their unit ("sudoku: digit
** 6 appears twice in column 4, at r7c4 and r9c4"). On success msg is set to
** the empty string and grid holds the cells. msg may be NULL when msg_cap is
** 0; a message longer than msg_cap-1 bytes is cut (SUDOKU_MESSAGE_SIZE is
** always enough).
**
** Returns SUDOKU_OK, SUDOKU_E_PARSE, SUDOKU_E_CONFLICT or SUDOKU_E_ARG.
*/
int32_t sudoku_check_text(const char *text, size_t len, uint8_t grid[81], char *msg, size_t msg_cap);

/*
** sudoku_format writes grid as an 81-character line ('.' for empty cells)
** and a NUL to buf. cap is the size of buf and must be at least
** SUDOKU_LINE_SIZE (82), else SUDOKU_E_BUFFER. Returns SUDOKU_OK,
** SUDOKU_E_BUFFER, SUDOKU_E_RANGE (a cell above 9) or SUDOKU_E_ARG.
*/
int32_t sudoku_format(const uint8_t grid[81], char *buf, size_t cap);

/*
** sudoku_format_pretty writes grid as 11 lines with box separators, each
** line ended by '\n', and a NUL, to buf; cap must be at least
** SUDOKU_PRETTY_SIZE. sudoku_parse reads this form back. Returns like
** sudoku_format.
*/
int32_t sudoku_format_pretty(const uint8_t grid[81], char *buf, size_t cap);

/*
** sudoku_validate checks that every cell holds 0..9 and that no digit repeats
** in a row, column or box. It does not look for a solution.
**
** Returns SUDOKU_OK, SUDOKU_E_RANGE, SUDOKU_E_CONFLICT or SUDOKU_E_ARG.
** When conflict is not NULL it receives the cells involved: for
** SUDOKU_E_CONFLICT the two cells (0..80, in reading order) holding the same
** digit in one unit; for SUDOKU_E_RANGE the cell with the bad value and -1;
** otherwise -1 and -1.
*/
int32_t sudoku_validate(const uint8_t grid[81], int32_t conflict[2]);

/*
** sudoku_solve writes the first solution of puzzle to solution[81].
** puzzle and solution may be the same array.
**
** Returns SUDOKU_OK, SUDOKU_E_UNSOLVABLE (valid givens, no solution),
** SUDOKU_E_RANGE, SUDOKU_E_CONFLICT, SUDOKU_E_LIMIT (SUDOKU_MAX_GUESSES ran
** out; no valid puzzle known needs that) or SUDOKU_E_ARG.
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
** SUDOKU_E_RANGE, SUDOKU_E_CONFLICT, or SUDOKU_E_LIMIT when
** SUDOKU_MAX_GUESSES ran out first; *count then holds the solutions found so
** far, a lower bound.
*/
int32_t sudoku_count_solutions(const uint8_t puzzle[81], int32_t limit, int32_t *count);

/*
** ---------------------------------------------------------------------------
** Batches: many puzzles in one call, on several threads.
**
** A batch call costs one crossing into the library for n puzzles, and spreads
** them over threads worker threads (threads <= 0: one per CPU core). Puzzles
** are n consecutive 81-byte grids. Each puzzle gets its own status, exactly
** the code sudoku_solve() or sudoku_count_solutions() would return for it,
** so a bad puzzle does not stop the batch. The results do not depend on
** threads. The call returns when every puzzle is done; it uses the budget
** SUDOKU_MAX_GUESSES per puzzle and allocates O(n) bytes while it runs.
** ---------------------------------------------------------------------------
*/

/*
** sudoku_solve_batch solves puzzles[i*81 .. i*81+80] for i < n into
** solutions[i*81 ..] and sets statuses[i]. A puzzle whose status is not
** SUDOKU_OK leaves its 81 bytes of solutions unchanged, so puzzles and
** solutions may be the same array (solving in place keeps bad puzzles).
**
** Returns SUDOKU_OK when every puzzle has its status, SUDOKU_E_ARG (a NULL
** pointer with n > 0, or n above INT32_MAX) or SUDOKU_E_INTERNAL. n == 0
** does nothing and returns SUDOKU_OK.
*/
int32_t sudoku_solve_batch(const uint8_t *puzzles, size_t n, uint8_t *solutions,
                           int32_t *statuses, int32_t threads);

/*
** sudoku_count_solutions_batch counts the solutions of each of the n puzzles
** up to limit (at least 1) like sudoku_count_solutions(): counts[i] gets the
** count when statuses[i] is SUDOKU_OK or SUDOKU_E_LIMIT (then a lower bound),
** and 0 otherwise.
**
** Returns SUDOKU_OK when every puzzle has its status, SUDOKU_E_ARG (limit <
** 1, a NULL pointer with n > 0, or n above INT32_MAX) or SUDOKU_E_INTERNAL.
*/
int32_t sudoku_count_solutions_batch(const uint8_t *puzzles, size_t n, int32_t limit,
                                     int32_t *counts, int32_t *statuses, int32_t threads);

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
** Technique identifiers (stable: a number never changes meaning), with each
** technique's name and SE rating:
*/
/* BEGIN ABI TABLE techniques */
#define SUDOKU_TECH_NONE                    0 /* "none" */
#define SUDOKU_TECH_FULL_HOUSE              1 /* "Full House"                  1.0 */
#define SUDOKU_TECH_HIDDEN_SINGLE_BOX       2 /* "Hidden Single"               1.2 */
#define SUDOKU_TECH_HIDDEN_SINGLE_LINE      3 /* "Hidden Single"               1.5 */
#define SUDOKU_TECH_NAKED_SINGLE            4 /* "Naked Single"                2.3 */
#define SUDOKU_TECH_POINTING                5 /* "Pointing"                    2.6 */
#define SUDOKU_TECH_CLAIMING                6 /* "Claiming"                    2.8 */
#define SUDOKU_TECH_NAKED_PAIR              7 /* "Naked Pair"                  3.0 */
#define SUDOKU_TECH_X_WING                  8 /* "X-Wing"                      3.2 */
#define SUDOKU_TECH_HIDDEN_PAIR             9 /* "Hidden Pair"                 3.4 */
#define SUDOKU_TECH_NAKED_TRIPLE           10 /* "Naked Triple"                3.6 */
#define SUDOKU_TECH_SWORDFISH              11 /* "Swordfish"                   3.8 */
#define SUDOKU_TECH_HIDDEN_TRIPLE          12 /* "Hidden Triple"               4.0 */
#define SUDOKU_TECH_XY_WING                13 /* "XY-Wing"                     4.2 */
#define SUDOKU_TECH_XYZ_WING               14 /* "XYZ-Wing"                    4.4 */
#define SUDOKU_TECH_UNIQUE_RECTANGLE       15 /* "Unique Rectangle Type 1"     4.5 */
#define SUDOKU_TECH_NAKED_QUAD             16 /* "Naked Quad"                  5.0 */
#define SUDOKU_TECH_JELLYFISH              17 /* "Jellyfish"                   5.2 */
#define SUDOKU_TECH_HIDDEN_QUAD            18 /* "Hidden Quad"                 5.4 */
#define SUDOKU_TECH_BUG                    19 /* "BUG+1"                       5.6 */
#define SUDOKU_TECH_X_CYCLE                20 /* "X-Cycle"                     6.5+ */
#define SUDOKU_TECH_X_CHAIN                21 /* "X-Chain"                     6.6+ */
#define SUDOKU_TECH_XY_CYCLE               22 /* "XY-Cycle"                    6.5+ */
#define SUDOKU_TECH_XY_CHAIN               23 /* "XY-Chain"                    7.0+ */
#define SUDOKU_TECH_CYCLE                  24 /* "Continuous Loop"             7.0+ */
#define SUDOKU_TECH_FORCING_CHAIN          25 /* "Alternating Inference Chain" 7.0+ */
#define SUDOKU_TECH_UNIQUE_RECTANGLE_2     26 /* "Unique Rectangle Type 2"     4.5 */
#define SUDOKU_TECH_UNIQUE_RECTANGLE_3     27 /* "Unique Rectangle Type 3"     4.6-4.8 */
#define SUDOKU_TECH_UNIQUE_RECTANGLE_4     28 /* "Unique Rectangle Type 4"     4.5 */
#define SUDOKU_TECH_BUG_2                  29 /* "BUG Type 2"                  5.7 */
#define SUDOKU_TECH_ALIGNED_PAIR_EXCLUSION 30 /* "Aligned Pair Exclusion"      6.2 */
#define SUDOKU_TECH_SKYSCRAPER             31 /* "Skyscraper"                  4.0 */
#define SUDOKU_TECH_TWO_STRING_KITE        32 /* "Two-String Kite"             4.1 */
#define SUDOKU_TECH_TURBOT_FISH            33 /* "Turbot Fish"                 4.2 */
#define SUDOKU_TECH_THREE_LINK_X_CHAIN     34 /* "Three-Link X-Chain"          5.4-5.6 */
#define SUDOKU_TECH_EMPTY_RECTANGLE        35 /* "Empty Rectangle"             4.2 */
/* END ABI TABLE techniques */
/* BEGIN ABI TABLE constants */
/* One more than the largest technique identifier of this version. */
#define SUDOKU_TECH_COUNT 36
/* The size of sudoku_rating.counts: room for techniques added later. */
#define SUDOKU_TECH_SLOTS 64
/* END ABI TABLE constants */

/*
** Difficulty levels a game can show. Each rated level is a band of rating
** (tenths, inclusive) that ends at its SUDOKU_LEVEL_*_MAX and starts just
** above the previous level's (EASY at 1.0); EXTREME is everything above
** SUDOKU_LEVEL_EXPERT_MAX.
*/
/* BEGIN ABI TABLE levels */
#define SUDOKU_LEVEL_EASY     1 /* "easy"    full houses and hidden singles */
#define SUDOKU_LEVEL_MEDIUM   2 /* "medium"  naked singles, pointing, claiming */
#define SUDOKU_LEVEL_HARD     3 /* "hard"    pairs, triples, X-Wing, Swordfish, Skyscraper,
                                            Two-String Kite, Turbot Fish, Empty Rectangle,
                                            XY- and XYZ-Wing */
#define SUDOKU_LEVEL_EXPERT   4 /* "expert"  unique rectangles, quads, Jellyfish, three-link
                                            X-chains, BUG, aligned pair exclusion */
#define SUDOKU_LEVEL_EXTREME  5 /* "extreme" chains and loops */
#define SUDOKU_LEVEL_BEYOND   6 /* "beyond"  the puzzle needs reasoning beyond the
                                            techniques above (never rated as easy: its
                                            rating is only a lower bound) */
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

/* sudoku_hint_result.status */
/* BEGIN ABI TABLE hint_statuses */
#define SUDOKU_HINT_STEP         0 /* "step"        the fields below describe the next step */
#define SUDOKU_HINT_MISTAKES     1 /* "mistakes"    mistakes[] marks the player's wrong cells */
#define SUDOKU_HINT_SOLVED       2 /* "solved"      the grid is complete and correct */
#define SUDOKU_HINT_NO_STEP      3 /* "no step"     no technique of the catalogue applies */
#define SUDOKU_HINT_NOT_UNIQUE   4 /* "not unique"  the puzzle has more than one solution */
#define SUDOKU_HINT_NO_SOLUTION  5 /* "no solution" the puzzle has no solution */
/* END ABI TABLE hint_statuses */

/* sudoku_hint_result.mistakes[i] */
/* BEGIN ABI TABLE mistakes */
#define SUDOKU_MISTAKE_NONE   0 /* "none"        the cell is fine */
#define SUDOKU_MISTAKE_DIGIT  1 /* "wrong digit" the player's digit differs from the solution */
#define SUDOKU_MISTAKE_MARKS  2 /* "wrong marks" the pencil marks leave out the solution's digit */
/* END ABI TABLE mistakes */

/* BEGIN ABI TABLE constants */
/* The longest chain a hint reports, in nodes. */
#define SUDOKU_CHAIN_MAX 96
/* A text buffer of this size always holds a hint's explanation. */
#define SUDOKU_HINT_TEXT_SIZE 8192
/* END ABI TABLE constants */

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
    uint32_t text_len;        /* length of the whole explanation in bytes, without
                                 the NUL (may exceed what fitted in the buffer) */
    uint16_t pattern_digits;  /* digits that form the pattern */
    uint16_t removed[81];     /* removed[i]: digits that leave cell i */
    uint8_t pattern_cells[81];/* cells that form the pattern, to highlight */
    uint8_t pattern_units[12];/* units that form the pattern */
    uint8_t mistakes[81];     /* SUDOKU_MISTAKE_* of each cell (status MISTAKES) */
    uint8_t chain_cell[SUDOKU_CHAIN_MAX];  /* the cell of chain node k */
    uint8_t chain_digit[SUDOKU_CHAIN_MAX]; /* the digit of chain node k */
    uint8_t chain_on[SUDOKU_CHAIN_MAX];    /* 1: node k says the cell is the digit; 0: is not */
} sudoku_hint_result;

/*
** sudoku_hint answers a player's request for a hint.
**
** puzzle holds the givens; grid the player's current grid (the givens plus
** the player's digits; an empty given cell is read from puzzle). candidates
** is NULL or the player's pencil marks: candidates[i] has bit d-1 set when
** the player keeps digit d in cell i; 0 means "no marks in this cell" and
** stands for all digits. Candidates that the placed digits rule out are
** ignored either way.
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
** An English explanation of the step, or of the status, is written to
** text_buf as UTF-8 with a NUL, cut (at a character boundary) to fit
** text_cap bytes; text_len gives its whole length, so text_len >= text_cap
** means it was cut. SUDOKU_HINT_TEXT_SIZE bytes are always enough.
** text_buf may be NULL when text_cap is 0.
**
** Returns SUDOKU_OK (the hint is filled in, whatever its status),
** SUDOKU_E_ARG (a NULL pointer, or hint->size too small), SUDOKU_E_RANGE or
** SUDOKU_E_CONFLICT (puzzle breaks the rules; a cell of grid above 9 is
** SUDOKU_E_RANGE), SUDOKU_E_LIMIT or SUDOKU_E_INTERNAL. It allocates nothing
** beyond a few small temporaries and takes well under a millisecond on
** puzzles up to SE 7.
*/
int32_t sudoku_hint(const uint8_t puzzle[81], const uint8_t grid[81],
                    const uint16_t *candidates, sudoku_hint_result *hint,
                    char *text_buf, size_t text_cap);

/*
** A rating. The caller sets size = sizeof(sudoku_rating).
*/
typedef struct sudoku_rating {
    uint32_t size;        /* in: sizeof(sudoku_rating) */
    int32_t rating;       /* SE-style rating in tenths: the hardest step taken */
    int32_t hardest;      /* SUDOKU_TECH_* of that step */
    int32_t level;        /* SUDOKU_LEVEL_* */
    int32_t complete;     /* 1: solved by the catalogue; 0: stuck (level BEYOND,
                             rating is then a lower bound) */
    int32_t steps;        /* steps taken */
    uint16_t counts[SUDOKU_TECH_SLOTS]; /* counts[t]: steps that used technique t */
} sudoku_rating;

/*
** sudoku_rate rates puzzle by solving it with the step finder, always taking
** the simplest step, and fills *rating. Puzzles that need more than the
** catalogue are rated with complete = 0 and level SUDOKU_LEVEL_BEYOND.
**
** Returns SUDOKU_OK, SUDOKU_E_ARG (NULL pointer or rating->size too small),
** SUDOKU_E_RANGE, SUDOKU_E_CONFLICT, SUDOKU_E_UNSOLVABLE,
** SUDOKU_E_NOT_UNIQUE, SUDOKU_E_LIMIT or SUDOKU_E_INTERNAL. It allocates
** nothing; a rating takes microseconds for easy puzzles and milliseconds for
** puzzles that need chains.
*/
int32_t sudoku_rate(const uint8_t puzzle[81], sudoku_rating *rating);

/*
** ---------------------------------------------------------------------------
** GENERATION
**
** sudoku_generate makes a puzzle with exactly one solution, reproducibly:
** the same options (seed included) give the same puzzle on every platform,
** binding and thread count, for one generator version
** (sudoku_generator_version(); golden vectors in the library's tests pin
** it). The generator uses its own specified pseudo-random generator
** (SplitMix64 seeding xoshiro256**), not the platform's.
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
** zero the rest (memset), then fill what you need: all zeros asks for a
** random minimal puzzle without symmetry from seed 0.
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
**             it. 0 means 1000.
** budget_ms   a wall-clock budget in milliseconds; 0 means 2000. It only
**             decides when to give up: attempts run in an order fixed by the
**             seed, so a puzzle found within the budget is the same on any
**             machine, and a slower machine can only give up earlier.
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
} sudoku_generate_options;

/*
** sudoku_generator_version returns the version of the generator's
** algorithm: a given seed and options give the same puzzle for one version.
*/
int32_t sudoku_generator_version(void);

/*
** sudoku_generate makes one puzzle as options asks, writing its clues to
** puzzle_out[81] and its solution to solution_out[81] (may be NULL). When
** rating_out is not NULL (set its size first) it receives the puzzle's
** rating, as sudoku_rate() gives it.
**
** Returns SUDOKU_OK, SUDOKU_E_ARG (NULL options or puzzle_out, a size too
** small, an unknown symmetry, clues outside 0 or 17..81, level outside 0..5,
** negative or empty rating band, negative bounds), or SUDOKU_E_LIMIT when
** max_attempts or budget_ms ran out before the clue target or band was
** reached: the best puzzle found (closest to the band, then to the clue
** target) and its rating are written anyway, and it too has exactly one
** solution. Never blocks longer than about budget_ms plus one attempt.
*/
int32_t sudoku_generate(const sudoku_generate_options *options, uint8_t puzzle_out[81],
                        uint8_t solution_out[81], sudoku_rating *rating_out);

/*
** sudoku_generate_batch makes n puzzles (1 <= n <= 16777216) on threads
** threads (<= 0: one per processor): puzzle i goes to puzzles_out[81*i ..
** 81*i+80], its solution to solutions_out (may be NULL) likewise, and its
** status to statuses[i] (may be NULL). Item i depends only on the options
** and i, so a pack is the same whatever the thread count; item 0 is what
** sudoku_generate makes. Each item has its own max_attempts and budget_ms.
**
** Returns SUDOKU_OK when every item succeeded, SUDOKU_E_ARG as
** sudoku_generate (nothing is generated then), or the status of the first
** item that did not succeed (SUDOKU_E_LIMIT: see statuses).
*/
int32_t sudoku_generate_batch(const sudoku_generate_options *options, int32_t n,
                              uint8_t *puzzles_out, uint8_t *solutions_out,
                              int32_t *statuses, int32_t threads);

#ifdef __cplusplus
} /* extern "C" */
#endif

#endif /* SUDOKU_H */
