/*
** The hostile caller: every export of the shared library called with
** everything a careless or malicious host can pass. NULL for every pointer,
** lengths 0 and huge, every byte value 0-255 in every cell and every text
** position, limits 0 and negative, misaligned and overlapping buffers,
** unsolvable, contradictory and nearly empty grids, random grids.
**
** Every call must return the status an independent check predicts, and must
** touch no memory but the caller's buffers: all buffers are guarded (see
** guard.h), so a read or write past a buffer faults and a write before it
** breaks a canary. Output buffers must be untouched on errors, except where
** the header says otherwise. A watchdog turns a hang into a failure, and the
** full-budget search is timed in thread CPU time.
**
** Run as `test_hostile` (everything) or `test_hostile quick` (a sample of
** the byte values and random grids, for the run under valgrind).
**
** A new export gets the same treatment by adding a hostile_xxx() function
** that (1) passes NULL for each pointer, (2) feeds the shared grid families
** through each_grid() with its expected status derived from ref_rules(), and
** (3) for an option struct, calls check_struct_sizes().
*/
#include <limits.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "sudoku.h"
#include "check.h"
#include "guard.h"

static long hostile_calls; /* every call into the library made by this test */
#define CALL(x) (hostile_calls++, (x))

static int quick; /* sample instead of every value (for valgrind) */

/* The byte values tried in grids and texts: all 256, or a sample. */
static int byte_values(int *out)
{
    static const int sample[] = {0, 1, 5, 9, 10, 11, '0', '.', '1', '9', ' ', '\n', 0x7f, 0x80, 0xc3, 0xff};
    int n = 0, v;
    if (quick) {
        for (n = 0; n < (int)(sizeof sample / sizeof sample[0]); n++) out[n] = sample[n];
        return n;
    }
    for (v = 0; v < 256; v++) out[n++] = v;
    return n;
}

static uint32_t rng_state = 12345;
static uint32_t rng(void)
{
    rng_state ^= rng_state << 13;
    rng_state ^= rng_state >> 17;
    rng_state ^= rng_state << 5;
    return rng_state;
}

/* ---------------------------------------------------------------- grids -- */

/* A grid consumer checks one export on one grid; want is ref_rules(grid). */
typedef void (*grid_check)(const uint8_t *grid, int32_t want, int solvable_known);

/* each_grid feeds check every hostile grid, each in a guarded 81-byte buffer
** that ends at an inaccessible page:
**   - the full solution and the classic puzzle with each cell set to each
**     byte value (solvable_known: the changed solution grid is solvable
**     exactly when it passes the rules);
**   - the empty grid, every single given, all 81 cells equal;
**   - valid givens without a solution, found only by search or at once;
**   - random grids: random bytes, and solutions with random cells removed
**     and one random change. */
static void each_grid(grid_check check)
{
    uint8_t sol[81], puz[81];
    guarded gb;
    uint8_t *g = guard_alloc(&gb, 81, 0, 0);
    int32_t cells[2];
    int values[256], nv = byte_values(values), i, k, v, r;
    static const char *const unsolvable[] = {
        /* r1c9 has no candidate. */
        "12345678.........9...............................................................",
        /* Valid givens, no solution, found only by search (classic with r1c3 = 1). */
        "531.7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79",
    };

    guard_grid(guard_classic_solution, sol);
    guard_grid(guard_classic, puz);
    for (i = 0; i < 81; i++)
        for (k = 0; k < nv; k++) {
            memcpy(g, sol, 81);
            g[i] = (uint8_t)values[k];
            check(g, ref_rules(g, cells), 1);
            memcpy(g, puz, 81);
            g[i] = (uint8_t)values[k];
            check(g, ref_rules(g, cells), 0);
        }
    memset(g, 0, 81);
    check(g, SUDOKU_OK, 1);
    for (i = 0; i < 81; i += quick ? 7 : 1)
        for (v = 1; v <= 9; v++) {
            memset(g, 0, 81);
            g[i] = (uint8_t)v;
            check(g, SUDOKU_OK, 1);
        }
    for (v = 0; v < 256; v += quick ? 51 : 1) {
        memset(g, v, 81);
        check(g, ref_rules(g, cells), v == 0);
    }
    for (k = 0; k < 2; k++) {
        guard_grid(unsolvable[k], g);
        check(g, SUDOKU_OK, 0);
    }
    for (r = 0; r < (quick ? 50 : 2000); r++) {
        for (i = 0; i < 81; i++) g[i] = (uint8_t)rng();
        check(g, ref_rules(g, cells), 0);
        memcpy(g, sol, 81);
        for (i = 0; i < 81; i++)
            if (rng() % 100 < 55) g[i] = 0;
        if (r % 2) g[rng() % 81] = (uint8_t)(rng() % 11);
        check(g, ref_rules(g, cells), 0);
    }
    CHECK(guard_intact(&gb));
    guard_free(&gb);
}

/* ------------------------------------------------------------ solve -- */

static void check_solve(const uint8_t *grid, int32_t want, int solvable_known)
{
    static guarded ob;
    uint8_t *out = guard_reuse(&ob, 81, 0, 0xEE);
    int32_t st = CALL(sudoku_solve(grid, out));
    if (want != SUDOKU_OK) {
        CHECK_RC(st, want);
        CHECK(guard_same(&ob, 0xEE));
    } else if (st == SUDOKU_OK) {
        CHECK(ref_solution(grid, out));
    } else {
        int32_t n = -5;
        CHECK(!solvable_known);
        CHECK_RC(st, SUDOKU_E_UNSOLVABLE);
        CHECK(guard_same(&ob, 0xEE));
        CHECK_RC(CALL(sudoku_count_solutions(grid, 1, &n)), SUDOKU_OK);
        CHECK(n == 0);
    }
    CHECK(guard_intact(&ob));
}

static void hostile_solve(void)
{
    uint8_t sol[81], buf[81 + 8];
    guarded gb;
    uint8_t *g = guard_alloc(&gb, 81, 0, 0);
    int shift;

    CHECK_RC(CALL(sudoku_solve(NULL, g)), SUDOKU_E_ARG);
    CHECK_RC(CALL(sudoku_solve(g, NULL)), SUDOKU_E_ARG);
    CHECK_RC(CALL(sudoku_solve(NULL, NULL)), SUDOKU_E_ARG);
    each_grid(check_solve);

    /* In place, and overlapping by a few bytes either way: the whole puzzle
    ** is read before the solution is written. */
    guard_grid(guard_classic_solution, sol);
    guard_grid(guard_classic, g);
    CHECK_RC(CALL(sudoku_solve(g, g)), SUDOKU_OK);
    CHECK(memcmp(g, sol, 81) == 0);
    for (shift = -4; shift <= 4; shift++) {
        uint8_t *in = buf + 4, *out = buf + 4 + shift;
        guard_grid(guard_classic, in);
        CHECK_RC(CALL(sudoku_solve(in, out)), SUDOKU_OK);
        CHECK(memcmp(out, sol, 81) == 0);
    }
    CHECK(guard_intact(&gb));
    guard_free(&gb);
}

/* ------------------------------------------------------------ count -- */

static void check_count(const uint8_t *grid, int32_t want, int solvable_known)
{
    static const int32_t bad_limits[] = {0, -1, -81, INT32_MIN};
    static guarded cb;
    int32_t *count = (int32_t *)(void *)guard_reuse(&cb, 4, 0, 0xEE);
    int32_t st, limit;
    size_t k;

    for (k = 0; k < sizeof bad_limits / sizeof bad_limits[0]; k++) {
        CHECK_RC(CALL(sudoku_count_solutions(grid, bad_limits[k], count)), SUDOKU_E_ARG);
        CHECK(guard_same(&cb, 0xEE));
    }
    for (limit = 1; limit <= 3; limit++) {
        memset(count, 0xEE, 4);
        st = CALL(sudoku_count_solutions(grid, limit, count));
        if (want != SUDOKU_OK) {
            CHECK_RC(st, want);
            CHECK(guard_same(&cb, 0xEE));
        } else {
            CHECK_RC(st, SUDOKU_OK);
            CHECK(*count >= 0 && *count <= limit);
            if (solvable_known) CHECK(*count >= 1);
        }
    }
    CHECK(guard_intact(&cb));
}

static void hostile_count(void)
{
    guarded gb, cb;
    uint8_t *g = guard_alloc(&gb, 81, 0, 0);
    unsigned char *raw;
    int32_t n = -5, pad;
    double cpu;

    CHECK_RC(CALL(sudoku_count_solutions(NULL, 2, &n)), SUDOKU_E_ARG);
    CHECK_RC(CALL(sudoku_count_solutions(g, 2, NULL)), SUDOKU_E_ARG);
    CHECK_RC(CALL(sudoku_count_solutions(NULL, 0, NULL)), SUDOKU_E_ARG);
    CHECK(n == -5);
    each_grid(check_count);

    /* A misaligned count, ending at the guard page or followed by canaries. */
    guard_grid(guard_classic, g);
    for (pad = 0; pad < 4; pad++) {
        int32_t got;
        raw = guard_alloc(&cb, 4, (size_t)pad, 0xEE); /* misaligned by pad */
        CHECK_RC(CALL(sudoku_count_solutions(g, 2, (int32_t *)(void *)raw)), SUDOKU_OK);
        memcpy(&got, raw, 4);
        CHECK(got == 1);
        CHECK(guard_intact(&cb));
        guard_free(&cb);
    }
    {
        unsigned char odd[16];
        int32_t got;
        int off;
        for (off = 1; off < 4; off++) {
            memset(odd, 0xEE, sizeof odd);
            CHECK_RC(CALL(sudoku_count_solutions(g, 5, (int32_t *)(void *)(odd + off))), SUDOKU_OK);
            memcpy(&got, odd + off, 4);
            CHECK(got == 1);
            CHECK(odd[off - 1] == 0xEE && odd[off + 4] == 0xEE);
        }
    }
    /* The count written over the puzzle it counts: read first, then written. */
    {
        uint8_t both[84];
        int32_t got;
        guard_grid(guard_classic, both);
        CHECK_RC(CALL(sudoku_count_solutions(both, 2, (int32_t *)(void *)(both + 40))), SUDOKU_OK);
        memcpy(&got, both + 40, 4);
        CHECK(got == 1);
    }

    /* Bounded work: the empty grid has about 6.7e21 solutions. Counting them
    ** without a limit must stop at SUDOKU_MAX_GUESSES with SUDOKU_E_LIMIT and
    ** a lower bound (each solution but the first costs a guess). The CPU
    ** time is printed; the assertion only catches a search that does not
    ** stop (see the header on SUDOKU_MAX_GUESSES for the time it takes). */
    memset(g, 0, 81);
    n = -5;
    CHECK_RC(CALL(sudoku_count_solutions(g, 2, &n)), SUDOKU_OK);
    CHECK(n == 2);
    if (!quick) {
        cpu = thread_cpu_seconds();
        CHECK_RC(CALL(sudoku_count_solutions(g, INT32_MAX, &n)), SUDOKU_E_LIMIT);
        cpu = thread_cpu_seconds() - cpu;
        CHECK(n > 0 && n <= SUDOKU_MAX_GUESSES + 1);
        CHECK(cpu < 30.0);
        printf("bounded work: empty grid, limit INT32_MAX: SUDOKU_E_LIMIT after %d solutions, %.2f s CPU\n",
               (int)n, cpu);
    }
    CHECK(guard_intact(&gb));
    guard_free(&gb);
}

/* --------------------------------------------------------- validate -- */

static void check_validate(const uint8_t *grid, int32_t want, int solvable_known)
{
    static guarded cb;
    int32_t *conflict = (int32_t *)(void *)guard_reuse(&cb, 8, 0, 0xEE);
    int32_t cells[2], got[2];
    (void)solvable_known;
    ref_rules(grid, cells);
    CHECK_RC(CALL(sudoku_validate(grid, conflict)), want);
    memcpy(got, conflict, 8);
    CHECK(got[0] == cells[0] && got[1] == cells[1]);
    CHECK_RC(CALL(sudoku_validate(grid, NULL)), want);
    CHECK(guard_intact(&cb));
}

static void hostile_validate(void)
{
    guarded gb, cb;
    uint8_t *g = guard_alloc(&gb, 81, 0, 0);
    int32_t pad, got[2];

    CHECK_RC(CALL(sudoku_validate(NULL, NULL)), SUDOKU_E_ARG);
    {
        int32_t c[2] = {7, 7};
        CHECK_RC(CALL(sudoku_validate(NULL, c)), SUDOKU_E_ARG);
        CHECK(c[0] == 7 && c[1] == 7);
    }
    each_grid(check_validate);

    /* Misaligned conflict[2]: at odd addresses ending at the guard page or
    ** followed by canaries. */
    g[3] = 4;
    g[30] = 4; /* column 4: cells 3 and 30 */
    for (pad = 0; pad < 4; pad++) {
        unsigned char *raw = guard_alloc(&cb, 8 + 1, (size_t)pad, 0xEE) + 1;
        CHECK_RC(CALL(sudoku_validate(g, (int32_t *)(void *)raw)), SUDOKU_E_CONFLICT);
        memcpy(got, raw, 8);
        CHECK(got[0] == 3 && got[1] == 30);
        CHECK(raw[-1] == 0xEE);
        CHECK(guard_intact(&cb));
        guard_free(&cb);
    }
    /* conflict[2] written over the grid it reports on. */
    {
        uint8_t both[81];
        memset(both, 0, 81);
        both[0] = both[80] = 9;
        both[8] = 9;
        CHECK_RC(CALL(sudoku_validate(both, (int32_t *)(void *)(both + 1))), SUDOKU_E_CONFLICT);
        memcpy(got, both + 1, 8);
        CHECK(got[0] == 0 && got[1] == 8);
    }
    CHECK(guard_intact(&gb));
    guard_free(&gb);
}

/* ----------------------------------------------------------- format -- */

static void check_format(const uint8_t *grid, int32_t want, int solvable_known)
{
    static guarded lb, pb;
    char *line = (char *)guard_reuse(&lb, SUDOKU_LINE_SIZE, 0, 0xEE);
    char *pretty = (char *)guard_reuse(&pb, SUDOKU_PRETTY_SIZE, 0, 0xEE);
    int32_t fmt = CALL(sudoku_format(grid, line, SUDOKU_LINE_SIZE));
    int32_t pst = CALL(sudoku_format_pretty(grid, pretty, SUDOKU_PRETTY_SIZE));
    int i;
    (void)solvable_known;
    if (want == SUDOKU_E_RANGE) {
        CHECK_RC(fmt, SUDOKU_E_RANGE);
        CHECK_RC(pst, SUDOKU_E_RANGE);
        CHECK(guard_same(&lb, 0xEE) && guard_same(&pb, 0xEE));
    } else {
        uint8_t back[81];
        CHECK_RC(fmt, SUDOKU_OK);
        CHECK_RC(pst, SUDOKU_OK);
        CHECK(line[81] == 0 && strlen(pretty) == SUDOKU_PRETTY_SIZE - 1);
        for (i = 0; i < 81; i++)
            CHECK(line[i] == (grid[i] ? '0' + grid[i] : '.'));
        CHECK_RC(CALL(sudoku_parse(pretty, strlen(pretty), back)), SUDOKU_OK);
        CHECK(memcmp(back, grid, 81) == 0);
    }
    CHECK(guard_intact(&lb) && guard_intact(&pb));
}

static void hostile_format(void)
{
    static const size_t small_caps[] = {0, 1, 2, 80, 81};
    guarded gb, lb;
    uint8_t *g = guard_alloc(&gb, 81, 0, 0);
    char *line;
    size_t k;

    CHECK_RC(CALL(sudoku_format(NULL, (char *)g, 82)), SUDOKU_E_ARG);
    CHECK_RC(CALL(sudoku_format(g, NULL, 82)), SUDOKU_E_ARG);
    CHECK_RC(CALL(sudoku_format(g, NULL, 0)), SUDOKU_E_ARG);
    CHECK_RC(CALL(sudoku_format_pretty(NULL, (char *)g, 300)), SUDOKU_E_ARG);
    CHECK_RC(CALL(sudoku_format_pretty(g, NULL, 300)), SUDOKU_E_ARG);
    each_grid(check_format);

    /* Small capacities get SUDOKU_E_BUFFER and no write, with the buffer of
    ** exactly that size ending at the guard page. */
    for (k = 0; k < sizeof small_caps / sizeof small_caps[0]; k++) {
        line = (char *)guard_alloc(&lb, small_caps[k], 0, 0xEE);
        CHECK_RC(CALL(sudoku_format(g, line, small_caps[k])), SUDOKU_E_BUFFER);
        CHECK_RC(CALL(sudoku_format_pretty(g, line, small_caps[k])), SUDOKU_E_BUFFER);
        CHECK(guard_same(&lb, 0xEE) && guard_intact(&lb));
        guard_free(&lb);
    }
    line = (char *)guard_alloc(&lb, SUDOKU_PRETTY_SIZE - 1, 0, 0xEE);
    CHECK_RC(CALL(sudoku_format_pretty(g, line, SUDOKU_PRETTY_SIZE - 1)), SUDOKU_E_BUFFER);
    CHECK(guard_same(&lb, 0xEE));
    guard_free(&lb);
    /* A capacity that lies (SIZE_MAX) over a buffer of exactly the needed
    ** size: the library writes only what it needs, so nothing faults. */
    line = (char *)guard_alloc(&lb, SUDOKU_LINE_SIZE, 3, 0xEE);
    CHECK_RC(CALL(sudoku_format(g, line, SIZE_MAX)), SUDOKU_OK);
    CHECK(guard_intact(&lb));
    guard_free(&lb);
    line = (char *)guard_alloc(&lb, SUDOKU_PRETTY_SIZE, 1, 0xEE);
    CHECK_RC(CALL(sudoku_format_pretty(g, line, SIZE_MAX)), SUDOKU_OK);
    CHECK(guard_intact(&lb));
    guard_free(&lb);
    /* Formatting a grid into its own memory: the grid is read first. */
    {
        uint8_t both[SUDOKU_PRETTY_SIZE + 1];
        guard_grid(guard_classic, both);
        CHECK_RC(CALL(sudoku_format(both, (char *)both, sizeof both)), SUDOKU_OK);
        CHECK(strcmp((char *)both, guard_classic) == 0);
        guard_grid(guard_classic, both);
        CHECK_RC(CALL(sudoku_format_pretty(both, (char *)both + 1, sizeof both - 1)), SUDOKU_OK);
        CHECK(strncmp((char *)both + 1, "5 3 . | . 7 . | . . .\n", 22) == 0);
    }
    CHECK(guard_intact(&gb));
    guard_free(&gb);
}

/* ------------------------------------------------------------ parse -- */

/* expect_text predicts sudoku_parse for text[0..n): SUDOKU_E_PARSE for a
** stray byte or a count other than 81, else SUDOKU_OK and the cells. */
static int32_t expect_text(const char *text, size_t n, uint8_t *cells)
{
    size_t i;
    int count = 0;
    for (i = 0; i < n; i++) {
        unsigned char b = (unsigned char)text[i];
        if ((b >= '0' && b <= '9') || b == '.') {
            if (count < 81) cells[count] = b == '.' ? 0 : (uint8_t)(b - '0');
            count++;
        } else if (!strchr(" \t\n\r\v\f|-+", b) || b == 0) {
            return SUDOKU_E_PARSE;
        }
    }
    return count == 81 ? SUDOKU_OK : SUDOKU_E_PARSE;
}

/* check_text_call parses text[0..n) with both sudoku_parse and
** sudoku_check_text, the text in a guarded buffer that ends where it ends. */
static void check_text_call(const char *src, size_t n)
{
    static guarded tb, gb, mb;
    char *text = (char *)guard_reuse(&tb, n, 0, 0);
    uint8_t *g = guard_reuse(&gb, 81, 0, 0xEE);
    char *msg = (char *)guard_reuse(&mb, SUDOKU_MESSAGE_SIZE, 0, 0xEE);
    uint8_t want_cells[81];
    int32_t want, st, cells[2];

    memcpy(text, src, n);
    want = expect_text(text, n, want_cells);
    st = CALL(sudoku_parse(text, n, g));
    CHECK_RC(st, want);
    if (want == SUDOKU_OK)
        CHECK(memcmp(g, want_cells, 81) == 0);
    else
        CHECK(guard_same(&gb, 0xEE));
    if (want == SUDOKU_OK) want = ref_rules(want_cells, cells);
    memset(g, 0xEE, 81);
    st = CALL(sudoku_check_text(text, n, g, msg, SUDOKU_MESSAGE_SIZE));
    CHECK_RC(st, want);
    CHECK(memchr(msg, 0, SUDOKU_MESSAGE_SIZE) != NULL);
    CHECK((want == SUDOKU_OK) == (msg[0] == 0));
    if (want != SUDOKU_OK) CHECK(guard_same(&gb, 0xEE));
    CHECK(guard_intact(&tb) && guard_intact(&gb) && guard_intact(&mb));
}

static void hostile_parse(void)
{
    static const size_t huge[] = {SUDOKU_TEXT_MAX + 1, SIZE_MAX, SIZE_MAX / 2, (size_t)INT32_MAX + 1};
    char text[200];
    uint8_t g[81];
    int values[256], nv = byte_values(values), i, k;
    size_t h, cap;
    guarded tb, mb;

    /* NULL pointers and lengths the library must refuse without reading:
    ** the text is a guarded buffer of 81 bytes, so reading past it faults. */
    char *t81 = (char *)guard_alloc(&tb, 81, 0, 0);
    memcpy(t81, guard_classic, 81);
    memset(g, 0xEE, 81);
    CHECK_RC(CALL(sudoku_parse(NULL, 81, g)), SUDOKU_E_ARG);
    CHECK_RC(CALL(sudoku_parse(NULL, 0, g)), SUDOKU_E_ARG);
    CHECK_RC(CALL(sudoku_parse(t81, 81, NULL)), SUDOKU_E_ARG);
    CHECK_RC(CALL(sudoku_check_text(NULL, 81, g, NULL, 0)), SUDOKU_E_ARG);
    CHECK_RC(CALL(sudoku_check_text(t81, 81, NULL, NULL, 0)), SUDOKU_E_ARG);
    CHECK_RC(CALL(sudoku_check_text(t81, 81, g, NULL, 1)), SUDOKU_E_ARG);
    CHECK_RC(CALL(sudoku_check_text(t81, 81, g, NULL, SIZE_MAX)), SUDOKU_E_ARG);
    for (h = 0; h < sizeof huge / sizeof huge[0]; h++) {
        CHECK_RC(CALL(sudoku_parse(t81, huge[h], g)), SUDOKU_E_ARG);
        CHECK_RC(CALL(sudoku_check_text(t81, huge[h], g, NULL, 0)), SUDOKU_E_ARG);
    }
    CHECK_RC(CALL(sudoku_parse(t81, 0, g)), SUDOKU_E_PARSE);
    CHECK_RC(CALL(sudoku_parse(t81, 80, g)), SUDOKU_E_PARSE);
    {
        uint8_t e[81];
        memset(e, 0xEE, 81);
        CHECK(memcmp(g, e, 81) == 0);
    }
    CHECK_RC(CALL(sudoku_parse(t81, 81, g)), SUDOKU_OK);
    CHECK_RC(CALL(sudoku_check_text(t81, 81, g, NULL, 0)), SUDOKU_OK);
    /* Parsing the text into its own buffer. */
    CHECK_RC(CALL(sudoku_parse(t81, 81, (uint8_t *)t81)), SUDOKU_OK);
    CHECK(t81[0] == 5 && t81[2] == 0 && t81[80] == 9);
    CHECK(guard_intact(&tb));
    guard_free(&tb);

    /* The longest text accepted, exactly SUDOKU_TEXT_MAX bytes. */
    {
        char *big = (char *)guard_alloc(&tb, SUDOKU_TEXT_MAX, 0, ' ');
        memcpy(big + SUDOKU_TEXT_MAX - 81, guard_classic, 81);
        CHECK_RC(CALL(sudoku_parse(big, SUDOKU_TEXT_MAX, g)), SUDOKU_OK);
        big[0] = 'x';
        CHECK_RC(CALL(sudoku_parse(big, SUDOKU_TEXT_MAX, g)), SUDOKU_E_PARSE);
        guard_free(&tb);
    }

    /* Every byte value at every position of the line, and after it (82
    ** bytes), and a C string passed with its NUL (strlen + 1). */
    for (i = 0; i < 82; i++)
        for (k = 0; k < nv; k++) {
            memcpy(text, guard_classic, 81);
            text[i] = (char)values[k];
            check_text_call(text, i == 81 ? 82 : 81);
        }
    check_text_call(guard_classic, 82);

    /* Every message capacity from 0 to past the largest message: the buffer
    ** is exactly that size, so a write past it faults. */
    memcpy(text, guard_classic, 81);
    text[10] = '6'; /* two 6s in row 2, at r2c1 and r2c2 */
    for (cap = 0; cap <= SUDOKU_MESSAGE_SIZE + 4; cap++) {
        char *msg = (char *)guard_alloc(&mb, cap, 0, 0xEE);
        CHECK_RC(CALL(sudoku_check_text(text, 81, g, cap ? msg : NULL, cap)), SUDOKU_E_CONFLICT);
        if (cap > 0) {
            CHECK(memchr(msg, 0, cap) != NULL);
            CHECK(cap == 1 || strncmp(msg, "sudoku: digit 6", cap - 1 < 15 ? cap - 1 : 15) == 0);
        }
        CHECK(guard_intact(&mb));
        guard_free(&mb);
    }
    /* A message capacity that lies (SIZE_MAX) over SUDOKU_MESSAGE_SIZE bytes. */
    {
        char *msg = (char *)guard_alloc(&mb, SUDOKU_MESSAGE_SIZE, 0, 0xEE);
        char *bad = (char *)guard_alloc(&tb, 4096, 0, 'x'); /* the longest messages: a stray byte late */
        memcpy(bad + 4096 - 81, guard_classic, 81);
        CHECK_RC(CALL(sudoku_check_text(bad, 4096, g, msg, SIZE_MAX)), SUDOKU_E_PARSE);
        CHECK(strstr(msg, "'x'") != NULL);
        CHECK(guard_intact(&mb));
        guard_free(&mb);
        guard_free(&tb);
    }
}

/* ------------------------------------------------------- status etc. -- */

static void hostile_misc(void)
{
    int32_t s;
    for (s = -1000; s <= 1000; s++) CHECK(CALL(sudoku_status_string(s)) != NULL);
    CHECK(CALL(sudoku_status_string(INT32_MIN)) != NULL);
    CHECK(CALL(sudoku_status_string(INT32_MAX)) != NULL);
    CHECK(CALL(sudoku_abi_version()) == SUDOKU_ABI_VERSION);
    CHECK(strcmp(CALL(sudoku_version_string()), SUDOKU_VERSION) == 0);
}

int main(int argc, char **argv)
{
    quick = argc > 1 && strcmp(argv[1], "quick") == 0;
    watchdog_start(quick ? 600 : 240);
    hostile_misc();
    hostile_parse();
    hostile_format();
    hostile_validate();
    hostile_solve();
    hostile_count();
    printf("hostile calls made: %ld%s\n", hostile_calls, quick ? " (quick sample)" : "");
    return check_summary("hostile caller tests");
}
