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
** OWNERSHIP. All memory is the caller's. The library never keeps a pointer it
** was given after the call returns, never returns memory that needs freeing,
** and the only pointers it returns are to static, read-only strings.
**
** THREADS. Every function is reentrant and may be called from any number of
** threads at once: the library has no global mutable state. Calls on
** separate buffers never interfere; two calls must not write the same buffer
** at the same time.
**
** HOST HAZARDS. libsudoku is written in Go and carries the Go runtime, which
** starts with the library and lives until the process ends. Therefore:
**   - Load at most one Go-built shared library per process. Two Go runtimes
**     in one process are only reliable on Linux (ELF) and not at all on other
**     platforms.
**   - Never unload the library (dlclose, FreeLibrary, a managed host unloading
**     its plugin domain): the Go runtime cannot be stopped.
**   - Do not call the library in the child of fork() (without exec): the
**     child has only the forking thread and the Go runtime's threads are gone,
**     so a call may hang. Start worker processes by spawn/exec instead.
**   - Signal handlers the host installs must use SA_ONSTACK, because the Go
**     runtime runs code on small alternate signal stacks.
**   - Under Mono on Linux and Android, a thread's first call into a Go library
**     can deadlock against Mono's stop-the-world garbage collector. Make the
**     calls from a few long-lived threads that called the library once at
**     start-up (the C# binding does this for you).
**   - The first call starts the Go runtime (a few milliseconds) and the
**     runtime keeps a handful of its own threads. Memory the library uses
**     during a call is garbage collected by Go, not by the host.
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
#define SUDOKU_VERSION_MAJOR 0
#define SUDOKU_VERSION_MINOR 1
#define SUDOKU_VERSION_PATCH 0
#define SUDOKU_VERSION "0.1.0"
#define SUDOKU_ABI_VERSION 1

/*
** STATUS CODES
**
** SUDOKU_OK            success.
** SUDOKU_E_ARG         a NULL pointer, a bad length, a bad limit or an
**                      option struct whose size field is too small.
** SUDOKU_E_PARSE       the text is not a grid: a character that is neither a
**                      cell nor layout, or not exactly 81 cells.
** SUDOKU_E_RANGE       a cell holds a value above 9.
** SUDOKU_E_CONFLICT    a digit repeats in a row, column or box.
** SUDOKU_E_UNSOLVABLE  the givens break no rule but have no solution.
** SUDOKU_E_BUFFER      an output buffer is too small.
** SUDOKU_E_LIMIT       a search or time budget ran out before the answer was
**                      known.
** SUDOKU_E_INTERNAL    a bug in libsudoku was caught; the call did nothing
**                      harmful and the host may go on.
*/
#define SUDOKU_OK 0
#define SUDOKU_E_ARG (-1)
#define SUDOKU_E_PARSE (-2)
#define SUDOKU_E_RANGE (-3)
#define SUDOKU_E_CONFLICT (-4)
#define SUDOKU_E_UNSOLVABLE (-5)
#define SUDOKU_E_BUFFER (-6)
#define SUDOKU_E_LIMIT (-7)
#define SUDOKU_E_INTERNAL (-99)

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
** solutions of a nearly empty grid reaches it, after well under a second.
*/
#define SUDOKU_MAX_GUESSES 4194304

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

#ifdef __cplusplus
} /* extern "C" */
#endif

#endif /* SUDOKU_H */
