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
** (3) for a result struct calls check_struct_sizes(), for an option struct
** check_option_sizes().
*/
#include <limits.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "sudoku.h"
#include "check.h"
#include "guard.h"

static long hostile_calls; /* every call into the library made by this test */
#define CALL(x) (hostile_calls++, (x))

static int quick; /* sample instead of every value (for valgrind) */
static int sampled; /* set while each_grid feeds a slower export: sample too */

/* The byte values tried in grids and texts: all 256, or a sample. */
static int byte_values(int *out)
{
    static const int sample[] = {0, 1, 5, 9, 10, 11, '0', '.', '1', '9', ' ', '\n', 0x7f, 0x80, 0xc3, 0xff};
    int n = 0, v;
    if (quick || sampled) {
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
    for (i = 0; i < 81; i += quick || sampled ? 7 : 1)
        for (v = 1; v <= 9; v++) {
            memset(g, 0, 81);
            g[i] = (uint8_t)v;
            check(g, SUDOKU_OK, 1);
        }
    for (v = 0; v < 256; v += quick || sampled ? 51 : 1) {
        memset(g, v, 81);
        check(g, ref_rules(g, cells), v == 0);
    }
    for (k = 0; k < 2; k++) {
        guard_grid(unsolvable[k], g);
        check(g, SUDOKU_OK, 0);
    }
    for (r = 0; r < (quick || sampled ? 50 : 2000); r++) {
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
    ** a lower bound (each solution but the first costs a branch). The red
    ** team's grid of issue 17 (digits 1-3 of row 1 confined to two cells,
    ** which singles cannot see) explores its whole budget; it took 1.1-1.6 s
    ** before the budget counted branches. Each must stop within the 100 ms
    ** that engine/bounds_climb_test.go allows (see SUDOKU_MAX_GUESSES); the
    ** CPU times are printed. */
    memset(g, 0, 81);
    n = -5;
    CHECK_RC(CALL(sudoku_count_solutions(g, 2, &n)), SUDOKU_OK);
    CHECK(n == 2);
    if (!quick) {
        static const char red_team[] =
            "..5........2.5...7..4...................3.......542....5........4......5.2.....84";
        uint8_t sol[81];
        int k;
        cpu = thread_cpu_seconds();
        CHECK_RC(CALL(sudoku_count_solutions(g, INT32_MAX, &n)), SUDOKU_E_LIMIT);
        cpu = thread_cpu_seconds() - cpu;
        CHECK(n > 0 && n <= SUDOKU_MAX_GUESSES + 1);
        CHECK(cpu < 0.1);
        printf("bounded work: empty grid, limit INT32_MAX: SUDOKU_E_LIMIT after %d solutions, %.3f s CPU\n",
               (int)n, cpu);
        for (k = 0; k < 81; k++) g[k] = red_team[k] == '.' ? 0 : (uint8_t)(red_team[k] - '0');
        cpu = thread_cpu_seconds();
        CHECK_RC(CALL(sudoku_count_solutions(g, 2, &n)), SUDOKU_E_LIMIT);
        CHECK(n == 0);
        CHECK_RC(CALL(sudoku_solve(g, sol)), SUDOKU_E_LIMIT);
        cpu = (thread_cpu_seconds() - cpu) / 2;
        CHECK(cpu < 0.1);
        printf("bounded work: issue 17's unsolvable sparse grid: SUDOKU_E_LIMIT after %.3f s CPU\n", cpu);
    }
    CHECK(guard_intact(&gb));
    guard_free(&gb);
}

/* ------------------------------------------------------ option structs -- */

/* A call of an export that takes a struct starting with uint32_t size, on
** the struct at st (the other arguments fixed by the caller). */
typedef int32_t (*struct_call)(void *st);

static const uint8_t *call_puzzle, *call_grid;

static int32_t call_validate(void *st)
{
    return sudoku_validate(call_puzzle, st);
}

/* check_struct_sizes calls an export with its result struct in a guarded
** buffer of exactly real bytes and a size field that is too small (below
** abi2, the struct's size in ABI 2: SUDOKU_E_ARG, and not a byte written),
** from abi2 up to real (a program built against an earlier header of ABI 2:
** the call works and writes nothing past the size), exact, or larger than
** the struct (the library must write only the fields it knows: a byte more
** would fault), and returns the status of the exact call. */
static int32_t check_struct_sizes(struct_call call, size_t real, size_t abi2)
{
    const uint32_t small[] = {0, 1, 4, (uint32_t)abi2 - 1};
    const uint32_t big[] = {(uint32_t)real + 1, (uint32_t)real + 4096, UINT32_MAX};
    guarded sb;
    unsigned char *st = guard_alloc(&sb, real, 0, 0xEE);
    uint32_t size, k;
    int32_t first = 0, rc;

    for (k = 0; k < 4; k++) {
        memset(st, 0xEE, real);
        memcpy(st, &small[k], 4);
        CHECK_RC(CALL(call(st)), SUDOKU_E_ARG);
        memcpy(&size, st, 4);
        CHECK(size == small[k]);
        memset(st, 0xEE, 4);
        CHECK(guard_same(&sb, 0xEE));
    }
    size = (uint32_t)real;
    memcpy(st, &size, 4);
    first = CALL(call(st));
    for (size = (uint32_t)abi2; size < real; size++) {
        size_t j;
        int untouched = 1;
        memset(st, 0xEE, real);
        memcpy(st, &size, 4);
        CHECK_RC(CALL(call(st)), first);
        for (j = size; j < real; j++)
            if (st[j] != 0xEE) untouched = 0;
        CHECK(untouched);
    }
    for (k = 0; k < 3; k++) {
        memset(st, 0xEE, real);
        memcpy(st, &big[k], 4);
        rc = CALL(call(st));
        CHECK_RC(rc, first);
        memcpy(&size, st, 4);
        CHECK(size == big[k]);
    }
    CHECK(guard_intact(&sb));
    guard_free(&sb);
    return first;
}

/* check_option_sizes calls an export with its option struct (all options
** 0) in a guarded buffer of real + 16 bytes: a size too small is refused
** (SUDOKU_E_ARG); the exact size and real + 16 with zeros past real give
** the same status; a byte not zero there is refused (an option this library
** does not know); sizes past the buffer but above the library's bound are
** refused before anything is read (reading past the buffer would fault).
** abi2 is the struct's size in ABI 2 (fields appended since then are
** additions): sizes from abi2 up to real are those of a program built
** against an earlier header, and give the exact call's status.
** Returns the status of the exact call. */
static int32_t check_option_sizes(struct_call call, size_t real, size_t abi2)
{
    const uint32_t small[] = {0, 1, 4, (uint32_t)abi2 - 1};
    const uint32_t huge[] = {(1u << 16) + 1, UINT32_MAX};
    guarded sb;
    unsigned char *st = guard_alloc(&sb, real + 16, 0, 0);
    uint32_t size, k;
    int32_t first;

    for (k = 0; k < 4; k++) {
        memcpy(st, &small[k], 4);
        CHECK_RC(CALL(call(st)), SUDOKU_E_ARG);
    }
    size = (uint32_t)real;
    memcpy(st, &size, 4);
    first = CALL(call(st));
    for (size = (uint32_t)abi2; size < real; size++) {
        memcpy(st, &size, 4);
        CHECK_RC(CALL(call(st)), first);
    }
    size = (uint32_t)real + 16;
    memcpy(st, &size, 4);
    CHECK_RC(CALL(call(st)), first);
    for (k = 0; k < 16; k++) {
        st[real + k] = 1;
        CHECK_RC(CALL(call(st)), SUDOKU_E_ARG);
        st[real + k] = 0;
    }
    for (k = 0; k < 2; k++) {
        memcpy(st, &huge[k], 4);
        CHECK_RC(CALL(call(st)), SUDOKU_E_ARG);
    }
    CHECK(guard_intact(&sb));
    guard_free(&sb);
    return first;
}

/* --------------------------------------------------------- validate -- */

static void check_validate(const uint8_t *grid, int32_t want, int solvable_known)
{
    static guarded cb;
    sudoku_error *e = (sudoku_error *)(void *)guard_reuse(&cb, sizeof *e, 0, 0xEE);
    int32_t cells[2];
    (void)solvable_known;
    ref_rules(grid, cells);
    e->size = sizeof *e;
    CHECK_RC(CALL(sudoku_validate(grid, e)), want);
    CHECK(e->status == want && e->cells[0] == cells[0] && e->cells[1] == cells[1]);
    CHECK(e->n_cells == (want == SUDOKU_E_CONFLICT ? 2 : want == SUDOKU_E_RANGE ? 1 : 0));
    CHECK(memchr(e->message, 0, sizeof e->message) != NULL && (want == SUDOKU_OK) == (e->message[0] == 0));
    if (want == SUDOKU_E_RANGE) CHECK(e->digit == grid[cells[0]]);
    if (want == SUDOKU_E_CONFLICT) CHECK(e->digit == grid[cells[0]] && e->unit >= 0 && e->unit < 27);
    CHECK_RC(CALL(sudoku_validate(grid, NULL)), want);
    CHECK(guard_intact(&cb));
}

static void hostile_validate(void)
{
    guarded gb;
    uint8_t *g = guard_alloc(&gb, 81, 0, 0);

    CHECK_RC(CALL(sudoku_validate(NULL, NULL)), SUDOKU_E_ARG);
    {
        sudoku_error e;
        memset(&e, 0x77, sizeof e);
        e.size = sizeof e;
        CHECK_RC(CALL(sudoku_validate(NULL, &e)), SUDOKU_E_ARG);
        CHECK(e.status == 0x77777777);
    }
    each_grid(check_validate);

    /* The error struct's size: too small refused, larger written only as
    ** far as the library's fields. */
    g[3] = 4;
    g[30] = 4; /* column 4: cells 3 and 30 */
    call_puzzle = g;
    CHECK_RC(check_struct_sizes(call_validate, sizeof(sudoku_error), sizeof(sudoku_error)), SUDOKU_E_CONFLICT);
    /* The error written over the grid it reports on (the grid inside its
    ** message): the grid is read first. */
    {
        union { sudoku_error e; uint8_t b[sizeof(sudoku_error)]; } both;
        uint8_t *grid = both.b + 100;
        memset(grid, 0, 81);
        grid[0] = grid[80] = 9;
        grid[8] = 9;
        both.e.size = sizeof both.e;
        CHECK_RC(CALL(sudoku_validate(grid, &both.e)), SUDOKU_E_CONFLICT);
        CHECK(both.e.cells[0] == 0 && both.e.cells[1] == 8 && both.e.unit == 0);
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
        CHECK_RC(CALL(sudoku_parse(pretty, (int32_t)strlen(pretty), back)), SUDOKU_OK);
        CHECK(memcmp(back, grid, 81) == 0);
    }
    CHECK(guard_intact(&lb) && guard_intact(&pb));
}

static void hostile_format(void)
{
    static const int32_t small_caps[] = {0, 1, 2, 80, 81};
    guarded gb, lb;
    uint8_t *g = guard_alloc(&gb, 81, 0, 0);
    char *line;
    size_t k;

    CHECK_RC(CALL(sudoku_format(g, (char *)g, -1)), SUDOKU_E_ARG);
    CHECK_RC(CALL(sudoku_format_pretty(g, (char *)g, INT32_MIN)), SUDOKU_E_ARG);
    CHECK_RC(CALL(sudoku_format(NULL, (char *)g, 82)), SUDOKU_E_ARG);
    CHECK_RC(CALL(sudoku_format(g, NULL, 82)), SUDOKU_E_ARG);
    CHECK_RC(CALL(sudoku_format(g, NULL, 0)), SUDOKU_E_ARG);
    CHECK_RC(CALL(sudoku_format_pretty(NULL, (char *)g, 300)), SUDOKU_E_ARG);
    CHECK_RC(CALL(sudoku_format_pretty(g, NULL, 300)), SUDOKU_E_ARG);
    each_grid(check_format);

    /* Small capacities get SUDOKU_E_BUFFER and no write, with the buffer of
    ** exactly that size ending at the guard page. */
    for (k = 0; k < sizeof small_caps / sizeof small_caps[0]; k++) {
        line = (char *)guard_alloc(&lb, (size_t)small_caps[k], 0, 0xEE);
        CHECK_RC(CALL(sudoku_format(g, line, small_caps[k])), SUDOKU_E_BUFFER);
        CHECK_RC(CALL(sudoku_format_pretty(g, line, small_caps[k])), SUDOKU_E_BUFFER);
        CHECK(guard_same(&lb, 0xEE) && guard_intact(&lb));
        guard_free(&lb);
    }
    line = (char *)guard_alloc(&lb, SUDOKU_PRETTY_SIZE - 1, 0, 0xEE);
    CHECK_RC(CALL(sudoku_format_pretty(g, line, SUDOKU_PRETTY_SIZE - 1)), SUDOKU_E_BUFFER);
    CHECK(guard_same(&lb, 0xEE));
    guard_free(&lb);
    /* A capacity that lies (INT32_MAX) over a buffer of exactly the needed
    ** size: the library writes only what it needs, so nothing faults. */
    line = (char *)guard_alloc(&lb, SUDOKU_LINE_SIZE, 3, 0xEE);
    CHECK_RC(CALL(sudoku_format(g, line, INT32_MAX)), SUDOKU_OK);
    CHECK(guard_intact(&lb));
    guard_free(&lb);
    line = (char *)guard_alloc(&lb, SUDOKU_PRETTY_SIZE, 1, 0xEE);
    CHECK_RC(CALL(sudoku_format_pretty(g, line, INT32_MAX)), SUDOKU_OK);
    CHECK(guard_intact(&lb));
    guard_free(&lb);
    /* Formatting a grid into its own memory: the grid is read first. */
    {
        uint8_t both[SUDOKU_PRETTY_SIZE + 1];
        guard_grid(guard_classic, both);
        CHECK_RC(CALL(sudoku_format(both, (char *)both, (int32_t)sizeof both)), SUDOKU_OK);
        CHECK(strcmp((char *)both, guard_classic) == 0);
        guard_grid(guard_classic, both);
        CHECK_RC(CALL(sudoku_format_pretty(both, (char *)both + 1, (int32_t)sizeof both - 1)), SUDOKU_OK);
        CHECK(strncmp((char *)both + 1, "5 3 . | . 7 . | . . .\n", 22) == 0);
    }
    CHECK(guard_intact(&gb));
    guard_free(&gb);
}

/* ------------------------------------------------------- hint, rate -- */

static const uint16_t *call_marks;

static int32_t call_hint(void *st)
{
    char text[64];
    return sudoku_hint(call_puzzle, call_grid, call_marks, NULL, st, text, sizeof text);
}

static int32_t call_hint_options(void *st)
{
    sudoku_hint_result h;
    h.size = sizeof h;
    return sudoku_hint(call_puzzle, call_grid, call_marks, st, &h, NULL, 0);
}

static int32_t call_rate(void *st)
{
    return sudoku_rate(call_puzzle, NULL, st, NULL);
}

static int32_t call_rate_options(void *st)
{
    sudoku_rate_result r;
    r.size = sizeof r;
    return sudoku_rate(call_puzzle, st, &r, NULL);
}

static int32_t call_rate_control(void *st)
{
    sudoku_rate_result r;
    r.size = sizeof r;
    return sudoku_rate(call_puzzle, NULL, &r, st);
}

/* expect_logic predicts the solution count (0, 1, 2 for more) of a grid that
** passes the rules, with sudoku_count_solutions; -1 if its budget ran out. */
static int32_t expect_count(const uint8_t *grid)
{
    int32_t n = -1;
    if (CALL(sudoku_count_solutions(grid, 2, &n)) != SUDOKU_OK) return -1;
    return n;
}

static void check_hint(const uint8_t *grid, int32_t want, int solvable_known)
{
    static guarded hb, tb;
    sudoku_hint_result *h = (sudoku_hint_result *)(void *)guard_reuse(&hb, sizeof *h, 0, 0xEE);
    char *text = (char *)guard_reuse(&tb, 100, 0, 0xEE);
    uint8_t sol[81];
    int32_t st, n;
    (void)solvable_known;
    h->size = sizeof *h;
    st = CALL(sudoku_hint(grid, grid, NULL, NULL, h, text, 100));
    if (want != SUDOKU_OK) {
        CHECK_RC(st, want);
        return;
    }
    n = expect_count(grid);
    if (st == SUDOKU_E_LIMIT || n < 0) return;
    CHECK_RC(st, SUDOKU_OK);
    CHECK(h->size == sizeof *h);
    CHECK(memchr(text, 0, 100) != NULL);
    if (n == 0) CHECK(h->status == SUDOKU_HINT_NO_SOLUTION);
    if (n == 2) CHECK(h->status == SUDOKU_HINT_NOT_UNIQUE);
    if (n == 1) {
        CHECK(h->status == SUDOKU_HINT_STEP || h->status == SUDOKU_HINT_SOLVED || h->status == SUDOKU_HINT_NO_STEP);
        if (h->status == SUDOKU_HINT_STEP && h->cell >= 0) {
            CHECK(h->cell < 81 && grid[h->cell] == 0);
            CHECK_RC(CALL(sudoku_solve(grid, sol)), SUDOKU_OK);
            CHECK(h->digit == sol[h->cell]);
        }
    }
    CHECK(guard_intact(&hb) && guard_intact(&tb));
}

static void check_rate(const uint8_t *grid, int32_t want, int solvable_known)
{
    static guarded rb;
    sudoku_rate_result *r = (sudoku_rate_result *)(void *)guard_reuse(&rb, sizeof *r, 0, 0xEE);
    int32_t st, n, t, sum = 0;
    (void)solvable_known;
    r->size = sizeof *r;
    st = CALL(sudoku_rate(grid, NULL, r, NULL));
    if (want != SUDOKU_OK) {
        CHECK_RC(st, want);
        CHECK(r->size == sizeof *r);
        return;
    }
    n = expect_count(grid);
    if (st == SUDOKU_E_LIMIT || n < 0) return;
    CHECK_RC(st, n == 0 ? SUDOKU_E_UNSOLVABLE : n == 2 ? SUDOKU_E_NOT_UNIQUE : SUDOKU_OK);
    if (st == SUDOKU_OK) {
        for (t = 0; t < SUDOKU_TECH_SLOTS; t++) sum += r->counts[t];
        CHECK(sum == r->steps);
        CHECK(r->level >= SUDOKU_LEVEL_EASY && r->level <= SUDOKU_LEVEL_BEYOND);
        CHECK(r->complete == 0 || r->complete == 1);
    }
    CHECK(guard_intact(&rb));
}

static void hostile_logic(void)
{
    guarded gb, mb;
    uint8_t *g = guard_alloc(&gb, 81, 0, 0);
    uint16_t *marks;
    sudoku_hint_result h;
    sudoku_rate_result r;
    char text[SUDOKU_HINT_TEXT_SIZE];
    int32_t cap;
    int i;

    guard_grid(guard_classic, g);
    h.size = sizeof h;
    r.size = sizeof r;
    CHECK_RC(CALL(sudoku_hint(NULL, g, NULL, NULL, &h, text, sizeof text)), SUDOKU_E_ARG);
    CHECK_RC(CALL(sudoku_hint(g, NULL, NULL, NULL, &h, text, sizeof text)), SUDOKU_E_ARG);
    CHECK_RC(CALL(sudoku_hint(g, g, NULL, NULL, NULL, text, sizeof text)), SUDOKU_E_ARG);
    CHECK_RC(CALL(sudoku_hint(g, g, NULL, NULL, &h, NULL, 1)), SUDOKU_E_ARG);
    CHECK_RC(CALL(sudoku_hint(g, g, NULL, NULL, &h, NULL, INT32_MAX)), SUDOKU_E_ARG);
    CHECK_RC(CALL(sudoku_hint(g, g, NULL, NULL, &h, text, -1)), SUDOKU_E_ARG);
    CHECK_RC(CALL(sudoku_hint(g, g, NULL, NULL, &h, text, INT32_MIN)), SUDOKU_E_ARG);
    CHECK_RC(CALL(sudoku_hint(g, g, NULL, NULL, &h, NULL, 0)), SUDOKU_OK);
    CHECK_RC(CALL(sudoku_rate(NULL, NULL, &r, NULL)), SUDOKU_E_ARG);
    CHECK_RC(CALL(sudoku_rate(g, NULL, NULL, NULL)), SUDOKU_E_ARG);

    /* Wrong size fields. */
    call_puzzle = call_grid = g;
    call_marks = NULL;
    CHECK_RC(check_struct_sizes(call_hint, sizeof(sudoku_hint_result), offsetof(sudoku_hint_result, solutions)), SUDOKU_OK);
    CHECK_RC(check_option_sizes(call_hint_options, sizeof(sudoku_hint_options), offsetof(sudoku_hint_options, style)), SUDOKU_OK);
    CHECK_RC(check_struct_sizes(call_rate, sizeof(sudoku_rate_result), sizeof(sudoku_rate_result)), SUDOKU_OK);
    CHECK_RC(check_option_sizes(call_rate_options, sizeof(sudoku_rate_options), sizeof(sudoku_rate_options)), SUDOKU_OK);
    /* (Its bytes are all 0xEE, so cancel is set: the rating is cancelled.) */
    CHECK_RC(check_struct_sizes(call_rate_control, sizeof(sudoku_control), sizeof(sudoku_control)), SUDOKU_E_CANCELLED);
    call_puzzle = guard_alloc(&mb, 81, 0, 0); /* the empty grid: not unique */
    CHECK_RC(check_struct_sizes(call_rate, sizeof(sudoku_rate_result), sizeof(sudoku_rate_result)), SUDOKU_E_NOT_UNIQUE);
    guard_free(&mb);

    /* Every text capacity up to past the text, the buffer exactly that big. */
    for (cap = 0; cap <= 200; cap++) {
        char *t = (char *)guard_alloc(&mb, (size_t)cap, 0, 0xEE);
        h.size = sizeof h;
        CHECK_RC(CALL(sudoku_hint(g, g, NULL, NULL, &h, cap ? t : NULL, cap)), SUDOKU_OK);
        if (cap > 0) {
            CHECK(memchr(t, 0, (size_t)cap) != NULL);
            CHECK(strlen(t) == (h.text_len < cap ? (size_t)h.text_len : strlen(t)));
            CHECK(strlen(t) <= (size_t)cap - 1);
        }
        CHECK(guard_intact(&mb));
        guard_free(&mb);
    }
    /* A capacity that lies (INT32_MAX) over a buffer of SUDOKU_HINT_TEXT_SIZE. */
    {
        char *t = (char *)guard_alloc(&mb, SUDOKU_HINT_TEXT_SIZE, 0, 0xEE);
        CHECK_RC(CALL(sudoku_hint(g, g, NULL, NULL, &h, t, INT32_MAX)), SUDOKU_OK);
        CHECK(strlen(t) == (size_t)h.text_len);
        guard_free(&mb);
    }
    /* Pencil marks: every mask value in every cell would be 81 x 65536
    ** calls; every single bit, none, all, and random masks instead, at a
    ** misaligned address that ends at the guard page. A bit above the nine
    ** digits' (0x200 and up) is refused with SUDOKU_E_RANGE (issue 17.10);
    ** the random masks are also tried cut to the nine digits. */
    marks = (uint16_t *)(void *)(guard_alloc(&mb, 81 * 2 + 1, 0, 0) + 1);
    for (i = 0; i < 2 * (16 + (quick ? 20 : 300)); i++) {
        int c, k = i / 2, above = 0;
        for (c = 0; c < 81; c++) {
            uint16_t m = k < 16 ? (uint16_t)(1u << k) : (uint16_t)rng();
            if (i % 2 == 1) m &= 0x1FF;
            above |= m > 0x1FF;
            memcpy(&marks[c], &m, 2);
        }
        h.size = sizeof h;
        CHECK_RC(CALL(sudoku_hint(g, g, marks, NULL, &h, text, sizeof text)), above ? SUDOKU_E_RANGE : SUDOKU_OK);
        if (!above) CHECK(h.status == SUDOKU_HINT_STEP || h.status == SUDOKU_HINT_MISTAKES);
    }
    guard_free(&mb);
    /* A player's grid with values out of range, and with wrong digits. */
    {
        uint8_t play[81];
        memcpy(play, g, 81);
        play[2] = 200;
        CHECK_RC(CALL(sudoku_hint(g, play, NULL, NULL, &h, text, sizeof text)), SUDOKU_E_RANGE);
        play[2] = 1; /* r1c3 is 4 in the solution */
        CHECK_RC(CALL(sudoku_hint(g, play, NULL, NULL, &h, text, sizeof text)), SUDOKU_OK);
        CHECK(h.status == SUDOKU_HINT_MISTAKES && h.mistakes[2] == SUDOKU_MISTAKE_DIGIT && h.n_mistakes == 1);
    }
    sampled = 1;
    each_grid(check_hint);
    each_grid(check_rate);
    sampled = 0;
    CHECK(guard_intact(&gb));
    guard_free(&gb);
}

/* ------------------------------------------------------- hint chain -- */

static int32_t call_hint_chain(void *st)
{
    return sudoku_hint_chain(call_puzzle, call_grid, call_marks, NULL, NULL, st, NULL, 0, NULL, 0, NULL, 0, NULL, 0, NULL);
}

static int32_t call_hint_chain_hint(void *st)
{
    sudoku_chain_result c;
    c.size = sizeof c;
    return sudoku_hint_chain(call_puzzle, call_grid, call_marks, NULL, st, &c, NULL, 0, NULL, 0, NULL, 0, NULL, 0, NULL);
}

static int32_t call_hint_chain_options(void *st)
{
    sudoku_chain_result c;
    c.size = sizeof c;
    return sudoku_hint_chain(call_puzzle, call_grid, call_marks, st, NULL, &c, NULL, 0, NULL, 0, NULL, 0, NULL, 0, NULL);
}

static int32_t call_hint_chain_control(void *st)
{
    sudoku_chain_result c;
    c.size = sizeof c;
    return sudoku_hint_chain(call_puzzle, call_grid, call_marks, NULL, NULL, &c, NULL, 0, NULL, 0, NULL, 0, NULL, 0, st);
}

/* check_hint_chain: the chain call's status, hint and text are
** sudoku_hint's (each_grid's grids need no chain), in guarded buffers of a
** few entries each. */
static void check_hint_chain(const uint8_t *grid, int32_t want, int solvable_known)
{
    static guarded cb, hb, nb, tb;
    sudoku_chain_result *c = (sudoku_chain_result *)(void *)guard_reuse(&cb, sizeof *c, 0, 0xEE);
    sudoku_hint_result *h = (sudoku_hint_result *)(void *)guard_reuse(&hb, sizeof *h, 0, 0xEE);
    sudoku_chain_node *nodes = (sudoku_chain_node *)(void *)guard_reuse(&nb, 2 * sizeof *nodes, 0, 0xEE);
    char *text = (char *)guard_reuse(&tb, 8, 0, 0xEE);
    sudoku_hint_result ref;
    char ref_text[8];
    int32_t st, rst;
    (void)solvable_known;
    c->size = sizeof *c;
    h->size = sizeof *h;
    nodes[0].size = sizeof *nodes;
    st = CALL(sudoku_hint_chain(grid, grid, NULL, NULL, h, c, NULL, 0, nodes, 2, NULL, 0, text, 8, NULL));
    if (want != SUDOKU_OK) {
        CHECK_RC(st, want);
        CHECK(c->size == sizeof *c && h->size == sizeof *h);
        return;
    }
    ref.size = sizeof ref;
    rst = CALL(sudoku_hint(grid, grid, NULL, NULL, &ref, ref_text, sizeof ref_text));
    if (rst != SUDOKU_OK) {
        CHECK_RC(st, rst);
        return;
    }
    CHECK(st == SUDOKU_OK || (st == SUDOKU_E_BUFFER && c->kind != SUDOKU_CHAIN_KIND_NONE));
    CHECK(c->text_len == ref.text_len || c->reasoning == ref.text_len + 1);
    CHECK(memcmp(h, &ref, sizeof ref) == 0 && c->status == ref.status);
    CHECK(c->kind != SUDOKU_CHAIN_KIND_NONE ||
          (c->n_nodes == 0 && c->text_len == ref.text_len && c->reasoning == ref.text_len && strcmp(text, ref_text) == 0));
    CHECK(guard_intact(&cb) && guard_intact(&hb) && guard_intact(&nb) && guard_intact(&tb));
}

static void hostile_hint_chain(void)
{
    guarded gb, sb;
    uint8_t *g = guard_alloc(&gb, 81, 0, 0);
    sudoku_chain_result c;
    sudoku_chain_branch br[2];
    int32_t parents[2];
    char text[8];
    int32_t k, which;

    guard_grid(guard_classic, g);
    c.size = sizeof c;
    br[0].size = sizeof br[0];
    CHECK_RC(CALL(sudoku_hint_chain(g, g, NULL, NULL, NULL, &c, NULL, 0, NULL, 0, NULL, 0, NULL, 0, NULL)), SUDOKU_OK);
    CHECK_RC(CALL(sudoku_hint_chain(NULL, g, NULL, NULL, NULL, &c, NULL, 0, NULL, 0, NULL, 0, NULL, 0, NULL)), SUDOKU_E_ARG);
    CHECK_RC(CALL(sudoku_hint_chain(g, NULL, NULL, NULL, NULL, &c, NULL, 0, NULL, 0, NULL, 0, NULL, 0, NULL)), SUDOKU_E_ARG);
    CHECK_RC(CALL(sudoku_hint_chain(g, g, NULL, NULL, NULL, NULL, NULL, 0, NULL, 0, NULL, 0, NULL, 0, NULL)), SUDOKU_E_ARG);
    CHECK_RC(CALL(sudoku_hint_chain(g, g, NULL, NULL, NULL, &c, NULL, INT32_MAX, NULL, 0, NULL, 0, NULL, 0, NULL)), SUDOKU_E_ARG);
    CHECK_RC(CALL(sudoku_hint_chain(g, g, NULL, NULL, NULL, &c, NULL, 0, NULL, INT32_MAX, NULL, 0, NULL, 0, NULL)), SUDOKU_E_ARG);
    CHECK_RC(CALL(sudoku_hint_chain(g, g, NULL, NULL, NULL, &c, NULL, 0, NULL, 0, NULL, INT32_MAX, NULL, 0, NULL)), SUDOKU_E_ARG);
    CHECK_RC(CALL(sudoku_hint_chain(g, g, NULL, NULL, NULL, &c, NULL, 0, NULL, 0, NULL, 0, NULL, INT32_MAX, NULL)), SUDOKU_E_ARG);
    CHECK_RC(CALL(sudoku_hint_chain(g, g, NULL, NULL, NULL, &c, br, INT32_MIN, NULL, 0, NULL, 0, NULL, 0, NULL)), SUDOKU_E_ARG);
    CHECK_RC(CALL(sudoku_hint_chain(g, g, NULL, NULL, NULL, &c, NULL, 0, NULL, 0, parents, -1, NULL, 0, NULL)), SUDOKU_E_ARG);
    CHECK_RC(CALL(sudoku_hint_chain(g, g, NULL, NULL, NULL, &c, NULL, 0, NULL, 0, NULL, 0, text, INT32_MIN, NULL)), SUDOKU_E_ARG);

    /* Wrong size fields: the result, the hint, the options, the control. */
    call_puzzle = call_grid = g;
    call_marks = NULL;
    CHECK_RC(check_struct_sizes(call_hint_chain, sizeof(sudoku_chain_result), sizeof(sudoku_chain_result)), SUDOKU_OK);
    CHECK_RC(check_struct_sizes(call_hint_chain_hint, sizeof(sudoku_hint_result), offsetof(sudoku_hint_result, solutions)),
             SUDOKU_OK);
    CHECK_RC(check_option_sizes(call_hint_chain_options, sizeof(sudoku_hint_options), offsetof(sudoku_hint_options, style)),
             SUDOKU_OK);
    /* (Its bytes are all 0xEE, so cancel is set.) */
    CHECK_RC(check_struct_sizes(call_hint_chain_control, sizeof(sudoku_control), sizeof(sudoku_control)), SUDOKU_E_CANCELLED);
    /* Strides of the node and branch arrays: too small or too large are
    ** refused before anything is written. */
    for (which = 0; which < 2; which++) {
        size_t real = which ? sizeof(sudoku_chain_node) : sizeof(sudoku_chain_branch);
        const uint32_t strides[] = {0, 1, 4, (uint32_t)real - 1, (1u << 16) + 1, UINT32_MAX};
        unsigned char *a = guard_alloc(&sb, real, 0, 0xEE);
        for (k = 0; k < 6; k++) {
            memcpy(a, &strides[k], 4);
            if (which)
                CHECK_RC(CALL(sudoku_hint_chain(g, g, NULL, NULL, NULL, &c, NULL, 0, (sudoku_chain_node *)(void *)a, 1, NULL, 0,
                                                NULL, 0, NULL)), SUDOKU_E_ARG);
            else
                CHECK_RC(CALL(sudoku_hint_chain(g, g, NULL, NULL, NULL, &c, (sudoku_chain_branch *)(void *)a, 1, NULL, 0, NULL, 0,
                                                NULL, 0, NULL)), SUDOKU_E_ARG);
            memset(a, 0xEE, 4);
            CHECK(guard_same(&sb, 0xEE));
        }
        guard_free(&sb);
    }
    sampled = 1;
    each_grid(check_hint_chain);
    sampled = 0;
    CHECK(guard_intact(&gb));
    guard_free(&gb);
}

/* --------------------------------------------------------- explain -- */

static int32_t call_explain(void *st)
{
    return sudoku_explain(call_puzzle, NULL, st, NULL, 0, NULL, 0, NULL);
}

static int32_t call_explain_options(void *st)
{
    sudoku_explain_result e;
    e.size = sizeof e;
    return sudoku_explain(call_puzzle, st, &e, NULL, 0, NULL, 0, NULL);
}

static int32_t call_explain_control(void *st)
{
    sudoku_explain_result e;
    e.size = sizeof e;
    return sudoku_explain(call_puzzle, NULL, &e, NULL, 0, NULL, 0, st);
}

/* check_explain: the path's status is the rating's, and with buffers of
** exactly the sizes the library asks for, the call fits them. */
static void check_explain(const uint8_t *grid, int32_t want, int solvable_known)
{
    static guarded eb, sb, tb;
    sudoku_explain_result *e = (sudoku_explain_result *)(void *)guard_reuse(&eb, sizeof *e, 0, 0xEE);
    sudoku_rate_result r;
    sudoku_step *steps;
    char *text;
    int32_t st, rst, k;
    (void)solvable_known;
    e->size = sizeof *e;
    st = CALL(sudoku_explain(grid, NULL, e, NULL, 0, NULL, 0, NULL));
    if (want != SUDOKU_OK) {
        CHECK_RC(st, want);
        CHECK(guard_same(&eb, 0xEE) || e->size == sizeof *e);
        return;
    }
    r.size = sizeof r;
    rst = CALL(sudoku_rate(grid, NULL, &r, NULL));
    if (rst != SUDOKU_OK) {
        CHECK_RC(st, rst);
        return;
    }
    CHECK(st == (r.steps == 0 ? SUDOKU_OK : SUDOKU_E_BUFFER));
    CHECK(e->n_steps == r.steps && e->rating == r.rating && e->level == r.level && e->complete == r.complete);
    CHECK(e->n_steps >= 0 && e->n_steps <= SUDOKU_STEPS_MAX && e->text_len >= e->n_steps);
    if (e->n_steps == 0) return;
    steps = (sudoku_step *)(void *)guard_alloc(&sb, (size_t)e->n_steps * sizeof *steps, 0, 0xEE);
    text = (char *)guard_alloc(&tb, (size_t)e->text_len, 0, 0xEE);
    steps[0].size = sizeof *steps;
    CHECK_RC(CALL(sudoku_explain(grid, NULL, e, steps, e->n_steps, text, e->text_len, NULL)), SUDOKU_OK);
    for (k = 0; k < e->n_steps; k++) {
        const sudoku_step *s = &steps[k];
        CHECK(s->size == sizeof *s && s->text_offset >= 0 && s->text_offset + s->text_len < e->text_len);
        CHECK(text[s->text_offset + s->text_len] == 0 && (s->text_len == 0 || text[s->text_offset] != 0));
        CHECK(s->cell >= -1 && s->cell < 81 && s->n_pattern_cells <= 81 && s->n_chain <= SUDOKU_CHAIN_MAX);
    }
    CHECK(text[e->text_len - 1] == 0);
    CHECK(guard_intact(&sb) && guard_intact(&tb));
    guard_free(&sb);
    guard_free(&tb);
    CHECK(guard_intact(&eb));
}

static void hostile_explain(void)
{
    guarded gb, mb, sb;
    uint8_t *g = guard_alloc(&gb, 81, 0, 0);
    sudoku_explain_result e, whole;
    sudoku_step *steps;
    char text[64];
    const uint32_t strides[] = {0, 1, 4, (uint32_t)sizeof(sudoku_step) - 1, (1u << 16) + 1, UINT32_MAX};
    int32_t cap, k;

    guard_grid(guard_classic, g);
    e.size = sizeof e;
    whole.size = sizeof whole;
    CHECK_RC(CALL(sudoku_explain(g, NULL, &whole, NULL, 0, NULL, 0, NULL)), SUDOKU_E_BUFFER);
    CHECK(whole.n_steps == 51 && whole.text_len > 0);
    CHECK_RC(CALL(sudoku_explain(NULL, NULL, &e, NULL, 0, NULL, 0, NULL)), SUDOKU_E_ARG);
    CHECK_RC(CALL(sudoku_explain(g, NULL, NULL, NULL, 0, NULL, 0, NULL)), SUDOKU_E_ARG);
    CHECK_RC(CALL(sudoku_explain(g, NULL, &e, NULL, 1, NULL, 0, NULL)), SUDOKU_E_ARG);
    CHECK_RC(CALL(sudoku_explain(g, NULL, &e, NULL, INT32_MAX, NULL, 0, NULL)), SUDOKU_E_ARG);
    CHECK_RC(CALL(sudoku_explain(g, NULL, &e, NULL, 0, NULL, 1, NULL)), SUDOKU_E_ARG);
    CHECK_RC(CALL(sudoku_explain(g, NULL, &e, NULL, 0, NULL, INT32_MAX, NULL)), SUDOKU_E_ARG);
    CHECK_RC(CALL(sudoku_explain(g, NULL, &e, NULL, -1, NULL, 0, NULL)), SUDOKU_E_ARG);
    CHECK_RC(CALL(sudoku_explain(g, NULL, &e, NULL, INT32_MIN, NULL, 0, NULL)), SUDOKU_E_ARG);
    CHECK_RC(CALL(sudoku_explain(g, NULL, &e, NULL, 0, text, -1, NULL)), SUDOKU_E_ARG);
    CHECK_RC(CALL(sudoku_explain(g, NULL, &e, NULL, 0, text, INT32_MIN, NULL)), SUDOKU_E_ARG);

    /* Wrong size fields. */
    call_puzzle = g;
    CHECK_RC(check_struct_sizes(call_explain, sizeof(sudoku_explain_result), sizeof(sudoku_explain_result)),
             SUDOKU_E_BUFFER);
    CHECK_RC(check_option_sizes(call_explain_options, sizeof(sudoku_explain_options), sizeof(sudoku_explain_options)), SUDOKU_E_BUFFER);
    /* (Its bytes are all 0xEE, so cancel is set: the path is cancelled.) */
    CHECK_RC(check_struct_sizes(call_explain_control, sizeof(sudoku_control), sizeof(sudoku_control)),
             SUDOKU_E_CANCELLED);
    /* Strides past the struct's, odd ones too: each element's bytes past
    ** the struct are not written, the last ends at a guard page. */
    for (k = 1; k <= 17; k += 8) {
        size_t stride = sizeof(sudoku_step) + (size_t)k, j;
        unsigned char *a = guard_alloc(&sb, 3 * stride, 0, 0xEE);
        int untouched = 1;
        uint32_t size = (uint32_t)stride, got;
        memcpy(a, &size, 4);
        CHECK_RC(CALL(sudoku_explain(g, NULL, &e, (sudoku_step *)(void *)a, 3, NULL, 0, NULL)), SUDOKU_E_BUFFER);
        for (j = 0; j < 3; j++) {
            size_t b;
            memcpy(&got, a + j * stride, 4);
            CHECK(got == size);
            for (b = sizeof(sudoku_step); b < stride; b++)
                if (a[j * stride + b] != 0xEE) untouched = 0;
        }
        CHECK(untouched && guard_intact(&sb));
        guard_free(&sb);
    }
    call_puzzle = guard_alloc(&mb, 81, 0, 0); /* the empty grid: not unique */
    CHECK_RC(check_struct_sizes(call_explain, sizeof(sudoku_explain_result), sizeof(sudoku_explain_result)),
             SUDOKU_E_NOT_UNIQUE);
    guard_free(&mb);

    /* Strides the library refuses write nothing; the array ends at a guard
    ** page, every capacity up to the path's steps. */
    steps = (sudoku_step *)(void *)guard_alloc(&sb, 8 * sizeof *steps, 0, 0xEE);
    for (k = 0; k < (int32_t)(sizeof strides / sizeof strides[0]); k++) {
        memset(steps, 0xEE, 8 * sizeof *steps);
        memcpy(&steps[0].size, &strides[k], 4);
        CHECK_RC(CALL(sudoku_explain(g, NULL, &e, steps, 8, NULL, 0, NULL)), SUDOKU_E_ARG);
        memset(steps, 0xEE, 4);
        CHECK(guard_same(&sb, 0xEE));
    }
    for (cap = 1; cap <= 8; cap++) {
        sudoku_step *a = steps + (8 - cap);
        memset(steps, 0xEE, 8 * sizeof *steps);
        a[0].size = sizeof *a;
        CHECK_RC(CALL(sudoku_explain(g, NULL, &e, a, cap, NULL, 0, NULL)), SUDOKU_E_BUFFER);
        CHECK(a[cap - 1].size == sizeof *a && a[cap - 1].text_offset == -1);
    }
    CHECK(guard_intact(&sb));
    guard_free(&sb);

    /* Every text capacity up to the texts' size, the buffer exactly that big,
    ** and a capacity that lies (INT32_MAX) over a buffer of text_len bytes:
    ** the library writes no more than the texts. */
    for (cap = 0; cap <= whole.text_len; cap += cap < 400 ? 1 : 97) {
        char *t = (char *)guard_alloc(&mb, (size_t)cap, 0, 0xEE);
        CHECK_RC(CALL(sudoku_explain(g, NULL, &e, NULL, 0, cap ? t : NULL, cap, NULL)),
                 SUDOKU_E_BUFFER);
        if (cap > 0 && t[0] != (char)0xEE) CHECK(memchr(t, 0, (size_t)cap) != NULL);
        CHECK(guard_intact(&mb));
        guard_free(&mb);
    }
    {
        char *t = (char *)guard_alloc(&mb, (size_t)whole.text_len, 0, 0xEE);
        CHECK_RC(CALL(sudoku_explain(g, NULL, &e, NULL, 0, t, INT32_MAX, NULL)), SUDOKU_E_BUFFER);
        CHECK(t[whole.text_len - 1] == 0);
        CHECK(guard_intact(&mb));
        guard_free(&mb);
    }
    sampled = 1;
    each_grid(check_explain);
    sampled = 0;
    CHECK(guard_intact(&gb));
    guard_free(&gb);
}

/* ------------------------------------------------------ candidates -- */

static void check_candidates(const uint8_t *grid, int32_t want, int solvable_known)
{
    static guarded mb;
    uint16_t *marks = (uint16_t *)(void *)guard_reuse(&mb, 162, 0, 0xEE);
    int32_t st = CALL(sudoku_candidates(grid, marks));
    int i;
    (void)solvable_known;
    CHECK_RC(st, want);
    if (st != SUDOKU_OK) {
        CHECK(guard_same(&mb, 0xEE));
    } else {
        for (i = 0; i < 81; i++)
            if ((grid[i] != 0 && marks[i] != 0) || marks[i] > 0x1FF) {
                CHECK(!"a filled cell with marks, or a mark above 9");
                break;
            }
    }
    CHECK(guard_intact(&mb));
}

static void hostile_candidates(void)
{
    guarded gb;
    uint8_t *g = guard_alloc(&gb, 81, 0, 0);
    uint16_t marks[81];
    CHECK_RC(CALL(sudoku_candidates(NULL, marks)), SUDOKU_E_ARG);
    CHECK_RC(CALL(sudoku_candidates(g, NULL)), SUDOKU_E_ARG);
    each_grid(check_candidates);
    /* The marks written over the grid they are about: the grid is read first. */
    {
        union { uint16_t m[81]; uint8_t b[162]; } both;
        memset(both.b, 0, sizeof both.b);
        both.b[80] = 9;
        CHECK_RC(CALL(sudoku_candidates(both.b, both.m)), SUDOKU_OK);
        CHECK(both.m[80] == 0 && both.m[0] == 0x1FF && both.m[8] == 0xFF && both.m[72] == 0xFF);
    }
    CHECK(guard_intact(&gb));
    guard_free(&gb);
}

/* --------------------------------------------------- batches -- */

static void hostile_batch(void)
{
    static const int32_t bad_n[] = {-1, -81, INT32_MIN};
    guarded pb, sb, cb, tb;
    enum { N = 40 };
    uint8_t *puz = guard_alloc(&pb, N * 81, 0, 0);
    uint8_t *sol = guard_alloc(&sb, N * 81, 0, 0xEE);
    int32_t *counts = (int32_t *)(void *)guard_alloc(&cb, N * 4, 0, 0xEE);
    int32_t *sts = (int32_t *)(void *)guard_alloc(&tb, N * 4, 0, 0xEE);
    int32_t cells[2], want, one;
    size_t h;
    int i, threads;

    CHECK_RC(CALL(sudoku_solve_batch(NULL, 1, sol, sts, 1, NULL)), SUDOKU_E_ARG);
    CHECK_RC(CALL(sudoku_solve_batch(puz, 1, NULL, sts, 1, NULL)), SUDOKU_E_ARG);
    CHECK_RC(CALL(sudoku_solve_batch(puz, 1, sol, NULL, 1, NULL)), SUDOKU_E_ARG);
    CHECK_RC(CALL(sudoku_count_solutions_batch(NULL, 1, 2, counts, sts, 1, NULL)), SUDOKU_E_ARG);
    CHECK_RC(CALL(sudoku_count_solutions_batch(puz, 1, 2, NULL, sts, 1, NULL)), SUDOKU_E_ARG);
    CHECK_RC(CALL(sudoku_count_solutions_batch(puz, 1, 2, counts, NULL, 1, NULL)), SUDOKU_E_ARG);
    CHECK_RC(CALL(sudoku_count_solutions_batch(puz, 1, 0, counts, sts, 1, NULL)), SUDOKU_E_ARG);
    CHECK_RC(CALL(sudoku_count_solutions_batch(puz, 1, INT32_MIN, counts, sts, 1, NULL)), SUDOKU_E_ARG);
    /* Counts the library must refuse before touching the buffers. */
    for (h = 0; h < sizeof bad_n / sizeof bad_n[0]; h++) {
        CHECK_RC(CALL(sudoku_solve_batch(puz, bad_n[h], sol, sts, 1, NULL)), SUDOKU_E_ARG);
        CHECK_RC(CALL(sudoku_count_solutions_batch(puz, bad_n[h], 2, counts, sts, 1, NULL)), SUDOKU_E_ARG);
    }
    /* A control too small, in a guarded buffer of its size. */
    {
        guarded kb;
        sudoku_control *ctl = (sudoku_control *)(void *)guard_alloc(&kb, sizeof *ctl, 0, 0);
        const uint32_t small[] = {0, 1, 4, (uint32_t)sizeof *ctl - 1};
        for (h = 0; h < 4; h++) {
            ctl->size = small[h];
            CHECK_RC(CALL(sudoku_solve_batch(puz, 1, sol, sts, 1, ctl)), SUDOKU_E_ARG);
            CHECK_RC(CALL(sudoku_count_solutions_batch(puz, 1, 2, counts, sts, 1, ctl)), SUDOKU_E_ARG);
        }
        CHECK(guard_intact(&kb));
        guard_free(&kb);
    }
    CHECK(guard_same(&sb, 0xEE) && guard_same(&cb, 0xEE) && guard_same(&tb, 0xEE));
    /* n = 0 with NULL buffers is an empty batch. */
    CHECK_RC(CALL(sudoku_solve_batch(NULL, 0, NULL, NULL, 1, NULL)), SUDOKU_OK);
    CHECK_RC(CALL(sudoku_count_solutions_batch(NULL, 0, 2, NULL, NULL, 1, NULL)), SUDOKU_OK);

    /* A batch of hostile grids, every thread count from -1 to 9: each item
    ** gets the status its own check predicts; the buffers are exactly N
    ** items long. */
    for (i = 0; i < N; i++) {
        uint8_t *g = puz + 81 * i;
        guard_grid(i % 2 ? guard_classic : guard_classic_solution, g);
        g[(i * 7) % 81] = (uint8_t)(i * 37 % 256);
    }
    for (threads = -1; threads <= (quick ? 2 : 9); threads++) {
        memset(sts, 0xEE, N * 4);
        CALL(sudoku_solve_batch(puz, N, sol, sts, threads, NULL));
        CALL(sudoku_count_solutions_batch(puz, N, 3, counts, sts + 0, threads, NULL));
        for (i = 0; i < N; i++) {
            want = ref_rules(puz + 81 * i, cells);
            if (want == SUDOKU_OK) {
                CHECK_RC(CALL(sudoku_count_solutions(puz + 81 * i, 3, &one)), SUDOKU_OK);
                CHECK(sts[i] == SUDOKU_OK && counts[i] == one);
            } else {
                CHECK(sts[i] == want);
            }
        }
    }
    /* In place: puzzles and solutions the same array. */
    memset(sts, 0xEE, N * 4);
    CALL(sudoku_solve_batch(puz, N, puz, sts, 2, NULL));
    for (i = 0; i < N; i++)
        if (sts[i] == SUDOKU_OK) CHECK(ref_solution(puz + 81 * i, puz + 81 * i));
    CHECK(guard_intact(&pb) && guard_intact(&sb) && guard_intact(&cb) && guard_intact(&tb));
    guard_free(&pb);
    guard_free(&sb);
    guard_free(&cb);
    guard_free(&tb);
}

/* ---------------------------------------------------- generation -- */

static sudoku_generate_options gen_opts;

static int32_t call_generate_options(void *st)
{
    static uint8_t p[81];
    sudoku_generate_options *o = st;
    int32_t rc;
    o->max_attempts = 1;
    rc = sudoku_generate(o, p, NULL, NULL, NULL);
    o->max_attempts = 0;
    return rc;
}

static void hostile_generate(void)
{
    const uint32_t small[] = {0, 1, 4, (uint32_t)sizeof(sudoku_generate_options) - 1};
    guarded ob, pb;
    sudoku_generate_options *o;
    uint8_t *puz = guard_alloc(&pb, 81, 0, 0xEE);
    uint8_t sol[81];
    sudoku_rate_result r;
    int32_t st, n;
    size_t k;
    struct timespec t0, t1;
    double wall;

    /* Options in a guarded buffer of exactly their size. */
    o = (sudoku_generate_options *)(void *)guard_alloc(&ob, sizeof *o, 0, 0);
    o->size = sizeof *o;
    o->max_attempts = 1;
    CHECK_RC(CALL(sudoku_generate(o, NULL, sol, NULL, NULL)), SUDOKU_E_ARG);
    CHECK(guard_same(&pb, 0xEE));
    for (k = 0; k < sizeof small / sizeof small[0]; k++) {
        o->size = small[k];
        CHECK_RC(CALL(sudoku_generate(o, puz, sol, NULL, NULL)), SUDOKU_E_ARG);
        CHECK_RC(CALL(sudoku_generate_batch(o, 1, puz, NULL, NULL, NULL, 1, NULL)), SUDOKU_E_ARG);
        CHECK(guard_same(&pb, 0xEE));
    }
    o->size = sizeof *o;
    r.size = 3; /* a rating struct too small */
    CHECK_RC(CALL(sudoku_generate(o, puz, sol, &r, NULL)), SUDOKU_E_ARG);
    CHECK_RC(CALL(sudoku_generate_batch(o, 1, puz, NULL, &r, NULL, 1, NULL)), SUDOKU_E_ARG);
    CHECK(guard_same(&pb, 0xEE));
    CHECK_RC(check_option_sizes(call_generate_options, sizeof(sudoku_generate_options), sizeof(sudoku_generate_options)), SUDOKU_OK);
    /* Bad option values. */
    {
        sudoku_generate_options bad;
        int v;
        for (v = 0; v < 9; v++) {
            memset(&bad, 0, sizeof bad);
            bad.size = sizeof bad;
            switch (v) {
            case 0: bad.symmetry = 7; break;
            case 1: bad.symmetry = UINT32_MAX; break;
            case 2: bad.clues = 16; break;
            case 3: bad.clues = 82; break;
            case 4: bad.clues = -1; break;
            case 5: bad.level = 6; break;
            case 6: bad.min_rating = -1; break;
            case 7: bad.min_rating = 50; bad.max_rating = 40; break;
            default: bad.max_attempts = INT32_MIN; break;
            }
            CHECK_RC(CALL(sudoku_generate(&bad, puz, sol, NULL, NULL)), SUDOKU_E_ARG);
            CHECK_RC(CALL(sudoku_generate_batch(&bad, 2, puz, NULL, NULL, NULL, 1, NULL)), SUDOKU_E_ARG);
        }
        CHECK(guard_same(&pb, 0xEE));
    }
    CHECK_RC(CALL(sudoku_generate_batch(o, -1, puz, NULL, NULL, NULL, 1, NULL)), SUDOKU_E_ARG);
    CHECK_RC(CALL(sudoku_generate_batch(o, INT32_MIN, puz, NULL, NULL, NULL, 1, NULL)), SUDOKU_E_ARG);
    CHECK_RC(CALL(sudoku_generate_batch(o, (1 << 24) + 1, puz, NULL, NULL, NULL, 1, NULL)), SUDOKU_E_ARG);
    CHECK_RC(CALL(sudoku_generate_batch(o, 1, NULL, NULL, NULL, NULL, 1, NULL)), SUDOKU_E_ARG);
    CHECK(guard_same(&pb, 0xEE));
    /* n = 0 with NULL buffers is an empty batch; NULL options are all 0. */
    CHECK_RC(CALL(sudoku_generate_batch(o, 0, NULL, NULL, NULL, NULL, 1, NULL)), SUDOKU_OK);
    CHECK_RC(CALL(sudoku_generate_batch(NULL, 1, puz, NULL, NULL, NULL, 1, NULL)), SUDOKU_OK);

    /* A good call: the puzzle is proper and the solution solves it. */
    st = CALL(sudoku_generate(o, puz, sol, NULL, NULL));
    CHECK(st == SUDOKU_OK || st == SUDOKU_E_LIMIT);
    CHECK_RC(CALL(sudoku_count_solutions(puz, 2, &n)), SUDOKU_OK);
    CHECK(n == 1 && ref_solution(puz, sol));

    /* Bounded work: a band no puzzle reaches (11.0 to 12.0: the catalogue
    ** rates below it, and a puzzle beyond the catalogue counts as above any
    ** max_rating) with unlimited attempts must give up with SUDOKU_E_LIMIT
    ** after about budget_ms, still with a proper puzzle. */
    memset(&gen_opts, 0, sizeof gen_opts);
    gen_opts.size = sizeof gen_opts;
    gen_opts.min_rating = 110;
    gen_opts.max_rating = 120;
    gen_opts.max_attempts = INT32_MAX;
    gen_opts.budget_ms = 300;
    clock_gettime(CLOCK_MONOTONIC, &t0);
    st = CALL(sudoku_generate(&gen_opts, puz, sol, NULL, NULL));
    clock_gettime(CLOCK_MONOTONIC, &t1);
    wall = (double)(t1.tv_sec - t0.tv_sec) + (double)(t1.tv_nsec - t0.tv_nsec) / 1e9;
    CHECK_RC(st, SUDOKU_E_LIMIT);
    CHECK_RC(CALL(sudoku_count_solutions(puz, 2, &n)), SUDOKU_OK);
    CHECK(n == 1 && ref_solution(puz, sol));
    CHECK(wall < 0.3 + 2.0); /* budget_ms plus one attempt, with room for a loaded machine */
    printf("bounded work: unreachable band, budget_ms 300: %s after %.2f s\n", sudoku_status_string(st), wall);
    CHECK(guard_intact(&ob) && guard_intact(&pb));
    guard_free(&ob);
    guard_free(&pb);
}

/* ------------------------------------------------------------ parse -- */

/* expect_text predicts sudoku_parse for text[0..n): SUDOKU_E_PARSE for a
** stray byte or a count other than 81, else SUDOKU_OK and the cells. */
static int32_t expect_text(const char *text, int32_t n, uint8_t *cells)
{
    int32_t i;
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

static const char *call_text;

static int32_t call_check_text(void *st)
{
    uint8_t g[81];
    return sudoku_check_text(call_text, 81, g, st);
}

/* check_text_call parses text[0..n) with both sudoku_parse and
** sudoku_check_text, the text in a guarded buffer that ends where it ends. */
static void check_text_call(const char *src, int32_t n)
{
    static guarded tb, gb, mb;
    char *text = (char *)guard_reuse(&tb, (size_t)n, 0, 0);
    uint8_t *g = guard_reuse(&gb, 81, 0, 0xEE);
    sudoku_error *e = (sudoku_error *)(void *)guard_reuse(&mb, sizeof *e, 0, 0xEE);
    uint8_t want_cells[81];
    int32_t want, st, cells[2];

    memcpy(text, src, (size_t)n);
    want = expect_text(text, n, want_cells);
    st = CALL(sudoku_parse(text, n, g));
    CHECK_RC(st, want);
    if (want == SUDOKU_OK)
        CHECK(memcmp(g, want_cells, 81) == 0);
    else
        CHECK(guard_same(&gb, 0xEE));
    if (want == SUDOKU_OK) want = ref_rules(want_cells, cells);
    memset(g, 0xEE, 81);
    e->size = sizeof *e;
    st = CALL(sudoku_check_text(text, n, g, e));
    CHECK_RC(st, want);
    CHECK(e->status == want);
    CHECK(memchr(e->message, 0, SUDOKU_MESSAGE_SIZE) != NULL);
    CHECK((want == SUDOKU_OK) == (e->message[0] == 0));
    if (want == SUDOKU_E_PARSE)
        CHECK(e->n_cells == 0 && (e->offset >= 0 ? e->offset < n && e->line >= 1 && e->cells_found == 0
                                                 : e->line == 0 && e->cells_found != 81));
    if (want == SUDOKU_E_CONFLICT) CHECK(e->n_cells == 2 && e->cells[0] == cells[0] && e->cells[1] == cells[1]);
    if (want != SUDOKU_OK) CHECK(guard_same(&gb, 0xEE));
    CHECK(guard_intact(&tb) && guard_intact(&gb) && guard_intact(&mb));
}

static void hostile_parse(void)
{
    static const int32_t huge[] = {SUDOKU_TEXT_MAX + 1, INT32_MAX, -1, INT32_MIN};
    char text[200];
    uint8_t g[81];
    int values[256], nv = byte_values(values), i, k;
    size_t h;
    guarded tb, mb;

    /* NULL pointers and lengths the library must refuse without reading:
    ** the text is a guarded buffer of 81 bytes, so reading past it faults. */
    char *t81 = (char *)guard_alloc(&tb, 81, 0, 0);
    memcpy(t81, guard_classic, 81);
    memset(g, 0xEE, 81);
    CHECK_RC(CALL(sudoku_parse(NULL, 81, g)), SUDOKU_E_ARG);
    CHECK_RC(CALL(sudoku_parse(NULL, 0, g)), SUDOKU_E_ARG);
    CHECK_RC(CALL(sudoku_parse(t81, 81, NULL)), SUDOKU_E_ARG);
    CHECK_RC(CALL(sudoku_check_text(NULL, 81, g, NULL)), SUDOKU_E_ARG);
    CHECK_RC(CALL(sudoku_check_text(t81, 81, NULL, NULL)), SUDOKU_E_ARG);
    for (h = 0; h < sizeof huge / sizeof huge[0]; h++) {
        CHECK_RC(CALL(sudoku_parse(t81, huge[h], g)), SUDOKU_E_ARG);
        CHECK_RC(CALL(sudoku_check_text(t81, huge[h], g, NULL)), SUDOKU_E_ARG);
    }
    CHECK_RC(CALL(sudoku_parse(t81, 0, g)), SUDOKU_E_PARSE);
    CHECK_RC(CALL(sudoku_parse(t81, 80, g)), SUDOKU_E_PARSE);
    {
        uint8_t e[81];
        memset(e, 0xEE, 81);
        CHECK(memcmp(g, e, 81) == 0);
    }
    CHECK_RC(CALL(sudoku_parse(t81, 81, g)), SUDOKU_OK);
    CHECK_RC(CALL(sudoku_check_text(t81, 81, g, NULL)), SUDOKU_OK);
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

    /* The error struct: sizes too small refused, larger ones written only
    ** as far as the library's fields; the longest messages (a stray byte
    ** late in a long text) fit. */
    memcpy(text, guard_classic, 81);
    text[10] = '6'; /* two 6s in row 2, at r2c1 and r2c2 */
    call_text = text;
    CHECK_RC(check_struct_sizes(call_check_text, sizeof(sudoku_error), sizeof(sudoku_error)), SUDOKU_E_CONFLICT);
    {
        sudoku_error *e = (sudoku_error *)(void *)guard_alloc(&mb, sizeof *e, 0, 0xEE);
        char *bad = (char *)guard_alloc(&tb, 4096, 0, 'x');
        memcpy(bad + 4096 - 81, guard_classic, 81);
        e->size = sizeof *e;
        CHECK_RC(CALL(sudoku_check_text(bad, 4096, g, e)), SUDOKU_E_PARSE);
        CHECK(strstr(e->message, "'x'") != NULL && e->offset == 0);
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
    for (s = -1000; s <= 1000; s++) CHECK(CALL(sudoku_status_message(s)) != NULL);
    CHECK(CALL(sudoku_status_message(INT32_MIN)) != NULL && CALL(sudoku_status_message(INT32_MAX)) != NULL);
    for (s = -1000; s <= 1000; s++) CHECK(CALL(sudoku_technique_name(s)) != NULL && CALL(sudoku_level_name(s)) != NULL);
    CHECK(CALL(sudoku_technique_name(INT32_MIN)) != NULL && CALL(sudoku_level_name(INT32_MAX)) != NULL);
    CHECK(CALL(sudoku_abi_version()) == SUDOKU_ABI_VERSION);
    CHECK(strcmp(CALL(sudoku_version_string()), SUDOKU_VERSION) == 0);
}

/* ---------------------------------------------------------- variants -- */

/* The variant of the struct calls below, and its grids (guarded, exactly
** n_cells bytes: reading one past faults). */
static const char *var_text = "4x4,k=aa..............,s=3";
static const uint8_t *var_grid;

static int32_t call_variant_check(void *st) { return sudoku_variant_check(var_text, (int32_t)strlen(var_text), st, NULL); }
static int32_t call_variant_error(void *st) { return sudoku_variant_check(var_text, (int32_t)strlen(var_text), NULL, st); }
static int32_t call_variant_unit(void *st) { return sudoku_variant_unit(var_text, (int32_t)strlen(var_text), 12, st); }
static int32_t call_variant_validate(void *st) { return sudoku_variant_validate(var_text, (int32_t)strlen(var_text), var_grid, 16, st); }
static int32_t call_variant_hint(void *st)
{
    return sudoku_variant_hint(var_text, (int32_t)strlen(var_text), var_grid, var_grid, NULL, 16, NULL, st, NULL, 0);
}
static int32_t call_variant_hint_options(void *st)
{
    sudoku_variant_hint_result h;
    memset(&h, 0, sizeof h);
    h.size = sizeof h;
    return sudoku_variant_hint(var_text, (int32_t)strlen(var_text), var_grid, var_grid, NULL, 16, st, &h, NULL, 0);
}
static int32_t call_variant_rate(void *st) { return sudoku_variant_rate(var_text, (int32_t)strlen(var_text), var_grid, 16, NULL, st, NULL); }
static int32_t call_variant_generate(void *st)
{
    uint8_t p[16];
    return sudoku_variant_generate(var_text, (int32_t)strlen(var_text), st, p, NULL, 16, NULL, 0, NULL, NULL, NULL);
}

/* hostile_variant: NULL pointers, bad lengths and cell counts, every byte
** value in every cell of a 4x4 grid, the struct sizes, and bad variants,
** for every variant export. */
static void hostile_variant(void)
{
    static const int32_t bad_len[] = {-1, INT32_MIN, SUDOKU_TEXT_MAX + 1, INT32_MAX};
    static const int32_t bad_cells[] = {0, 15, 17, -1, INT32_MIN, 81};
    const char *v = "4x4";
    guarded gb, ob;
    uint8_t *g = guard_alloc(&gb, 16, 0, 0);
    uint8_t *out = guard_alloc(&ob, 16, 0, 0xEE);
    int32_t count, k, c, d;
    char buf[64];
    sudoku_variant_hint_result *h = malloc(sizeof *h);
    sudoku_rate_result r;
    memset(h, 0, sizeof *h);
    h->size = sizeof *h;
    memset(&r, 0, sizeof r);
    r.size = sizeof r;

    CHECK_RC(CALL(sudoku_variant_check(NULL, 3, NULL, NULL)), SUDOKU_E_ARG);
    CHECK_RC(CALL(sudoku_variant_unit(v, 3, 0, NULL)), SUDOKU_E_ARG);
    CHECK_RC(CALL(sudoku_variant_parse(v, 3, NULL, 0, g, 16, NULL)), SUDOKU_E_ARG);
    CHECK_RC(CALL(sudoku_variant_parse(v, 3, "1", 1, NULL, 16, NULL)), SUDOKU_E_ARG);
    CHECK_RC(CALL(sudoku_variant_format(v, 3, NULL, 16, buf, sizeof buf)), SUDOKU_E_ARG);
    CHECK_RC(CALL(sudoku_variant_format(v, 3, g, 16, NULL, 17)), SUDOKU_E_ARG);
    CHECK_RC(CALL(sudoku_variant_validate(v, 3, NULL, 16, NULL)), SUDOKU_E_ARG);
    CHECK_RC(CALL(sudoku_variant_solve(v, 3, NULL, out, 16)), SUDOKU_E_ARG);
    CHECK_RC(CALL(sudoku_variant_solve(v, 3, g, NULL, 16)), SUDOKU_E_ARG);
    CHECK_RC(CALL(sudoku_variant_count_solutions(v, 3, NULL, 16, 2, &count)), SUDOKU_E_ARG);
    CHECK_RC(CALL(sudoku_variant_count_solutions(v, 3, g, 16, 2, NULL)), SUDOKU_E_ARG);
    CHECK_RC(CALL(sudoku_variant_hint(v, 3, NULL, g, NULL, 16, NULL, h, NULL, 0)), SUDOKU_E_ARG);
    CHECK_RC(CALL(sudoku_variant_hint(v, 3, g, NULL, NULL, 16, NULL, h, NULL, 0)), SUDOKU_E_ARG);
    CHECK_RC(CALL(sudoku_variant_hint(v, 3, g, g, NULL, 16, NULL, NULL, NULL, 0)), SUDOKU_E_ARG);
    CHECK_RC(CALL(sudoku_variant_hint(v, 3, g, g, NULL, 16, NULL, h, NULL, 5)), SUDOKU_E_ARG);
    CHECK_RC(CALL(sudoku_variant_rate(v, 3, NULL, 16, NULL, &r, NULL)), SUDOKU_E_ARG);
    CHECK_RC(CALL(sudoku_variant_rate(v, 3, g, 16, NULL, NULL, NULL)), SUDOKU_E_ARG);
    CHECK_RC(CALL(sudoku_variant_generate(v, 3, NULL, NULL, NULL, 16, NULL, 0, NULL, NULL, NULL)), SUDOKU_E_ARG);
    CHECK_RC(CALL(sudoku_variant_generate(v, 3, NULL, out, NULL, 16, NULL, 5, NULL, NULL, NULL)), SUDOKU_E_ARG);
    CHECK_RC(CALL(sudoku_variant_generate(v, 3, NULL, out, NULL, 16, buf, -1, NULL, NULL, NULL)), SUDOKU_E_ARG);
    for (k = 0; k < 4; k++) {
        CHECK_RC(CALL(sudoku_variant_check(v, bad_len[k], NULL, NULL)), SUDOKU_E_ARG);
        CHECK_RC(CALL(sudoku_variant_solve(v, bad_len[k], g, out, 16)), SUDOKU_E_ARG);
        CHECK_RC(CALL(sudoku_variant_parse(v, 3, "1", bad_len[k], g, 16, NULL)), SUDOKU_E_ARG);
    }
    for (k = 0; k < 6; k++) {
        CHECK_RC(CALL(sudoku_variant_solve(v, 3, g, out, bad_cells[k])), SUDOKU_E_ARG);
        CHECK_RC(CALL(sudoku_variant_count_solutions(v, 3, g, bad_cells[k], 2, &count)), SUDOKU_E_ARG);
        CHECK_RC(CALL(sudoku_variant_validate(v, 3, g, bad_cells[k], NULL)), SUDOKU_E_ARG);
        CHECK_RC(CALL(sudoku_variant_rate(v, 3, g, bad_cells[k], NULL, &r, NULL)), SUDOKU_E_ARG);
    }
    CHECK_RC(CALL(sudoku_variant_count_solutions(v, 3, g, 16, 0, &count)), SUDOKU_E_ARG);
    {
        sudoku_variant_unit_info ui;
        memset(&ui, 0, sizeof ui);
        ui.size = (uint32_t)sizeof ui;
        CHECK_RC(CALL(sudoku_variant_unit(v, 3, -1, &ui)), SUDOKU_E_ARG);
    }
    CHECK_RC(CALL(sudoku_variant_format(v, 3, g, 16, buf, 16)), SUDOKU_E_BUFFER);
    /* Bad variants: SUDOKU_E_PARSE from every export, outputs untouched. */
    CHECK_RC(CALL(sudoku_variant_solve("4x4,zz", 6, g, out, 16)), SUDOKU_E_PARSE);
    CHECK_RC(CALL(sudoku_variant_solve("\xff\x00", 2, g, out, 16)), SUDOKU_E_PARSE);
    CHECK_RC(CALL(sudoku_variant_rate("7x7", 3, g, 49, NULL, &r, NULL)), SUDOKU_E_PARSE);
    CHECK(guard_same(&ob, 0xEE));

    /* Every byte value in every cell: above 4 is SUDOKU_E_RANGE everywhere;
    ** outputs stay untouched on errors. */
    for (c = 0; c < 16; c++) {
        for (d = 0; d < 256; d += quick ? 37 : 1) {
            memset(g, 0, 16);
            g[c] = (uint8_t)d;
            int32_t want = d > 4 ? SUDOKU_E_RANGE : SUDOKU_OK;
            CHECK_RC(CALL(sudoku_variant_validate(v, 3, g, 16, NULL)), want);
            CHECK_RC(CALL(sudoku_variant_count_solutions(v, 3, g, 16, 2, &count)), want);
            CHECK_RC(CALL(sudoku_variant_solve(v, 3, g, out, 16)), want);
            if (want != SUDOKU_OK) {
                CHECK(guard_same(&ob, 0xEE));
                CHECK_RC(CALL(sudoku_variant_format(v, 3, g, 16, buf, sizeof buf)), SUDOKU_E_RANGE);
            } else {
                memset(out, 0xEE, 16);
            }
        }
    }
    memset(g, 0, 16);
    var_grid = g;
    g[0] = 1;
    CHECK_RC(check_struct_sizes(call_variant_check, sizeof(sudoku_variant_info), sizeof(sudoku_variant_info)), SUDOKU_OK);
    CHECK_RC(check_struct_sizes(call_variant_error, sizeof(sudoku_error), sizeof(sudoku_error)), SUDOKU_OK);
    CHECK_RC(check_struct_sizes(call_variant_unit, sizeof(sudoku_variant_unit_info), sizeof(sudoku_variant_unit_info)), SUDOKU_OK);
    CHECK_RC(check_struct_sizes(call_variant_validate, sizeof(sudoku_error), sizeof(sudoku_error)), SUDOKU_OK);
    CHECK_RC(check_struct_sizes(call_variant_hint, sizeof(sudoku_variant_hint_result), sizeof(sudoku_variant_hint_result)), SUDOKU_OK);
    CHECK_RC(check_option_sizes(call_variant_hint_options, sizeof(sudoku_hint_options), offsetof(sudoku_hint_options, style)), SUDOKU_OK);
    g[0] = 0;
    CHECK_RC(check_struct_sizes(call_variant_rate, sizeof(sudoku_rate_result), sizeof(sudoku_rate_result)), SUDOKU_E_NOT_UNIQUE);
    CHECK_RC(check_option_sizes(call_variant_generate, sizeof(sudoku_variant_generate_options), sizeof(sudoku_variant_generate_options)), SUDOKU_OK);
    CHECK(guard_intact(&gb) && guard_intact(&ob));
    guard_free(&gb);
    guard_free(&ob);
    free(h);
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
    hostile_logic();
    hostile_explain();
    hostile_hint_chain();
    hostile_candidates();
    hostile_batch();
    hostile_generate();
    hostile_variant();
    printf("hostile calls made: %ld%s\n", hostile_calls, quick ? " (quick sample)" : "");
    return check_summary("hostile caller tests");
}
