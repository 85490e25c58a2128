/*
** Tests of the batch functions through the shared library: results equal to
** one call per puzzle, for every thread count; bad puzzles get their own
** status; argument errors; progress and cancellation through a
** sudoku_control. Compiled with -std=c99 -Wall -Wextra -Werror -pthread.
*/
#define _POSIX_C_SOURCE 200809L
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "sudoku.h"
#include "check.h"

#define N 200

static const char *seeds[] = {
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79",
    "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..",
    "..............3.85..1.2.......5.7.....4...1...9.......5......73..2.1........4...9",
    ".......12........3..23..4....1....5..6..7..8....9....4..1....53..26.......8......",
};

/* fill makes n puzzles: relabelled copies of the seeds, with every 17th a
** conflict, every 29th a value out of range, every 31st valid givens without
** a solution and every 37th an empty grid (many solutions). */
static void fill(uint8_t *p, int n)
{
    int i, k;
    for (i = 0; i < n; i++) {
        uint8_t *g = p + 81 * i;
        const char *s = seeds[i % 4];
        int shift = i % 9;
        for (k = 0; k < 81; k++)
            g[k] = s[k] == '.' ? 0 : (uint8_t)((s[k] - '1' + shift) % 9 + 1);
        if (i % 37 == 36) memset(g, 0, 81);
        else if (i % 31 == 30) {
            memset(g, 0, 81);
            for (k = 0; k < 8; k++) g[k] = (uint8_t)(k + 1);
            g[17] = 9;
        } else if (i % 29 == 28) g[40] = 12;
        else if (i % 17 == 16) { g[0] = 5; g[1] = 5; }
    }
}

static void test_solve_batch(void)
{
    static uint8_t puzzles[N * 81], want[N * 81], got[N * 81], inplace[N * 81];
    static int32_t want_st[N], st[N];
    int threads[] = {1, 2, 3, 0, -1, 64};
    int i, t;
    fill(puzzles, N);
    memset(want, 0xEE, sizeof want);
    for (i = 0; i < N; i++)
        want_st[i] = sudoku_solve(puzzles + 81 * i, want + 81 * i);
    CHECK(want_st[16] == SUDOKU_E_CONFLICT);
    CHECK(want_st[28] == SUDOKU_E_RANGE);
    CHECK(want_st[30] == SUDOKU_E_UNSOLVABLE);
    CHECK(want_st[36] == SUDOKU_OK);
    for (t = 0; t < (int)(sizeof threads / sizeof threads[0]); t++) {
        int same = 1;
        memset(got, 0xEE, sizeof got);
        memset(st, 0x55, sizeof st);
        CHECK_RC(sudoku_solve_batch(puzzles, N, got, st, threads[t], NULL), SUDOKU_OK);
        for (i = 0; i < N; i++)
            if (st[i] != want_st[i] || memcmp(got + 81 * i, want + 81 * i, 81) != 0) same = 0;
        CHECK(same);
    }
    /* In place: solutions replace the puzzles; bad puzzles stay as they were. */
    memcpy(inplace, puzzles, sizeof inplace);
    CHECK_RC(sudoku_solve_batch(inplace, N, inplace, st, 0, NULL), SUDOKU_OK);
    {
        int ok = 1;
        for (i = 0; i < N; i++) {
            const uint8_t *expect = st[i] == SUDOKU_OK ? want + 81 * i : puzzles + 81 * i;
            if (st[i] != want_st[i] || memcmp(inplace + 81 * i, expect, 81) != 0) ok = 0;
        }
        CHECK(ok);
    }
    CHECK_RC(sudoku_solve_batch(NULL, 0, NULL, NULL, 0, NULL), SUDOKU_OK);
    CHECK_RC(sudoku_solve_batch(NULL, 1, got, st, 0, NULL), SUDOKU_E_ARG);
    CHECK_RC(sudoku_solve_batch(puzzles, 1, NULL, st, 0, NULL), SUDOKU_E_ARG);
    CHECK_RC(sudoku_solve_batch(puzzles, 1, got, NULL, 0, NULL), SUDOKU_E_ARG);
    CHECK_RC(sudoku_solve_batch(puzzles, -1, got, st, 0, NULL), SUDOKU_E_ARG);
    CHECK_RC(sudoku_solve_batch(puzzles, INT32_MIN, got, st, 0, NULL), SUDOKU_E_ARG);
    {
        sudoku_control small = {sizeof small - 1, 0, 0, 0};
        CHECK_RC(sudoku_solve_batch(puzzles, 1, got, st, 0, &small), SUDOKU_E_ARG);
    }
}

static void test_count_batch(void)
{
    static uint8_t puzzles[N * 81];
    static int32_t want[N], want_st[N], counts[N], st[N];
    int limits[] = {1, 2, 100};
    int threads[] = {1, 2, 0};
    int i, l, t;
    fill(puzzles, N);
    for (l = 0; l < 3; l++) {
        for (i = 0; i < N; i++) {
            want[i] = 0;
            want_st[i] = sudoku_count_solutions(puzzles + 81 * i, limits[l], &want[i]);
        }
        CHECK(want_st[30] == SUDOKU_OK && want[30] == 0);
        CHECK(want_st[36] == SUDOKU_OK && want[36] == limits[l]);
        CHECK(want_st[16] == SUDOKU_E_CONFLICT);
        for (t = 0; t < 3; t++) {
            int same = 1;
            memset(counts, 0x55, sizeof counts);
            CHECK_RC(sudoku_count_solutions_batch(puzzles, N, limits[l], counts, st, threads[t], NULL), SUDOKU_OK);
            for (i = 0; i < N; i++)
                if (st[i] != want_st[i] || counts[i] != want[i]) same = 0;
            CHECK(same);
        }
    }
    CHECK_RC(sudoku_count_solutions_batch(puzzles, N, 0, counts, st, 0, NULL), SUDOKU_E_ARG);
    CHECK_RC(sudoku_count_solutions_batch(NULL, 0, 2, NULL, NULL, 0, NULL), SUDOKU_OK);
    CHECK_RC(sudoku_count_solutions_batch(NULL, 3, 2, counts, st, 0, NULL), SUDOKU_E_ARG);
    CHECK_RC(sudoku_count_solutions_batch(puzzles, 3, 2, NULL, st, 0, NULL), SUDOKU_E_ARG);
    CHECK_RC(sudoku_count_solutions_batch(puzzles, 3, 2, counts, NULL, 0, NULL), SUDOKU_E_ARG);
    CHECK_RC(sudoku_count_solutions_batch(puzzles, -3, 2, counts, st, 0, NULL), SUDOKU_E_ARG);
}

/* A control whose cancel is set before the call: nothing is done, every
** item says SUDOKU_E_CANCELLED (counts 0), the outputs keep their bytes. */
static void test_cancelled_before(void)
{
    static uint8_t puzzles[N * 81], got[N * 81];
    static int32_t st[N], counts[N];
    sudoku_control ctl = {sizeof ctl, 1, 77, 77};
    int i, ok = 1;
    fill(puzzles, N);
    memset(got, 0xEE, sizeof got);
    CHECK_RC(sudoku_solve_batch(puzzles, N, got, st, 0, &ctl), SUDOKU_E_CANCELLED);
    for (i = 0; i < N; i++)
        if (st[i] != SUDOKU_E_CANCELLED || got[81 * i] != 0xEE) ok = 0;
    CHECK(ok);
    CHECK(ctl.done == 0 && ctl.total == N && ctl.cancel == 1);
    memset(counts, 0x55, sizeof counts);
    CHECK_RC(sudoku_count_solutions_batch(puzzles, N, 2, counts, st, 2, &ctl), SUDOKU_E_CANCELLED);
    for (i = 0, ok = 1; i < N; i++)
        if (st[i] != SUDOKU_E_CANCELLED || counts[i] != 0) ok = 0;
    CHECK(ok);
    /* The library never writes cancel: set back to 0, the control is reused. */
    ctl.cancel = 0;
    CHECK_RC(sudoku_solve_batch(puzzles, N, got, st, 0, &ctl), SUDOKU_OK);
    CHECK(ctl.done == N && ctl.total == N);
    CHECK_RC(sudoku_count_solutions_batch(puzzles, N, 2, counts, st, 3, &ctl), SUDOKU_OK);
    CHECK(ctl.done == N && ctl.total == N);
}

static double now_ms(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

/* The arguments and result of a batch run on a thread of its own. */
struct batch_run {
    const uint8_t *puzzles;
    uint8_t *solutions;
    int32_t *statuses, n, threads, status;
    sudoku_control *ctl;
    double ended_ms;
};

static void *run_batch(void *arg)
{
    struct batch_run *r = arg;
    r->status = sudoku_solve_batch(r->puzzles, r->n, r->solutions, r->statuses, r->threads, r->ctl);
    r->ended_ms = now_ms();
    return NULL;
}

/* Cancelling a batch from another thread while it runs: done rises and never
** goes back while it runs; after cancel the call returns soon with
** SUDOKU_E_CANCELLED; the puzzles done have their solutions, the others
** SUDOKU_E_CANCELLED and untouched bytes. The time from setting cancel to
** the return is printed (the header promises a few milliseconds of work per
** thread; the check allows a loaded machine far more). */
static void test_cancel_while_running(void)
{
    enum { BIG = 40000 };
    static const char *hard = "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..";
    uint8_t *puzzles = malloc((size_t)BIG * 81), *solutions = malloc((size_t)BIG * 81), want[81];
    int32_t *st = malloc(sizeof(int32_t) * BIG);
    sudoku_control ctl = {sizeof ctl, 0, 0, 0};
    struct batch_run r;
    pthread_t th;
    double cancelled_ms;
    int32_t last = 0, seen;
    int i, k, monotonic = 1, n_ok = 0, n_cancelled = 0, right = 1;

    if (!puzzles || !solutions || !st) {
        CHECK(!"out of memory");
        return;
    }
    for (i = 0; i < BIG; i++)
        for (k = 0; k < 81; k++)
            puzzles[81 * i + k] = hard[k] == '.' ? 0 : (uint8_t)(hard[k] - '0');
    CHECK_RC(sudoku_solve(puzzles, want), SUDOKU_OK);
    memset(solutions, 0xEE, (size_t)BIG * 81);
    r.puzzles = puzzles;
    r.solutions = solutions;
    r.statuses = st;
    r.n = BIG;
    r.threads = 2;
    r.ctl = &ctl;
    if (pthread_create(&th, NULL, run_batch, &r) != 0) {
        CHECK(!"pthread_create");
        return;
    }
    /* Wait until some work is done, watching done. */
    for (i = 0; i < 5000 && ctl.done < 100; i++) {
        struct timespec ms = {0, 1000000};
        seen = ctl.done;
        if (seen < last) monotonic = 0;
        last = seen;
        nanosleep(&ms, NULL);
    }
    CHECK(ctl.total == BIG);
    cancelled_ms = now_ms();
    ctl.cancel = 1;
    pthread_join(th, NULL);
    CHECK(monotonic);
    CHECK_RC(r.status, SUDOKU_E_CANCELLED);
    printf("solve_batch: returned %.1f ms after cancel (%d of %d puzzles done)\n",
           r.ended_ms - cancelled_ms, ctl.done, BIG);
    CHECK(r.ended_ms - cancelled_ms < 2000);
    for (i = 0; i < BIG; i++) {
        if (st[i] == SUDOKU_OK) {
            n_ok++;
            if (memcmp(solutions + 81 * i, want, 81) != 0) right = 0;
        } else if (st[i] == SUDOKU_E_CANCELLED) {
            n_cancelled++;
            if (solutions[81 * i] != 0xEE) right = 0;
        } else {
            right = 0;
        }
    }
    CHECK(right);
    CHECK(n_ok == ctl.done && n_ok >= 100 && n_cancelled > 0 && n_ok + n_cancelled == BIG);
    free(puzzles);
    free(solutions);
    free(st);
}

/* Arrays that overlap, but for solving in place, are refused before
** anything is read or written (issue 17.2): a batch works a chunk of a few
** thousand puzzles at a time, so solutions a chunk ahead of the puzzles
** overwrote puzzles the next chunk had still to read. */
static void test_overlap(void)
{
    enum { M = 10000, SHIFT = 5000 };
    static uint8_t mem[(M + SHIFT) * 81], copy[(M + SHIFT) * 81];
    static int32_t st[M + 100], counts[M];
    int i, shifts[] = {1, 81, 81 * 17, 81 * SHIFT, -81, -81 * SHIFT}, k;
    for (i = 0; i < (M + SHIFT) / N; i++) fill(mem + 81 * N * i, N);
    memcpy(copy, mem, sizeof mem);
    memset(st, 0x5A, sizeof st);
    for (k = 0; k < (int)(sizeof shifts / sizeof shifts[0]); k++) {
        uint8_t *puzzles = mem + (shifts[k] < 0 ? -shifts[k] : 0);
        CHECK_RC(sudoku_solve_batch(puzzles, M, puzzles + shifts[k], st, 2, NULL), SUDOKU_E_ARG);
        CHECK(memcmp(mem, copy, sizeof mem) == 0 && st[0] == 0x5A5A5A5A);
    }
    /* The statuses or counts inside the puzzles, or counts over statuses. */
    CHECK_RC(sudoku_solve_batch(mem, SHIFT, mem + 81 * M, (int32_t *)(void *)(mem + 81 * 100), 2, NULL), SUDOKU_E_ARG);
    CHECK_RC(sudoku_solve_batch(mem, 100, mem + 81 * 200, (int32_t *)(void *)(mem + 81 * 200 + 8), 2, NULL), SUDOKU_E_ARG);
    CHECK_RC(sudoku_count_solutions_batch(mem, M, 2, (int32_t *)(void *)(mem + 81 * 9000), st, 2, NULL), SUDOKU_E_ARG);
    CHECK_RC(sudoku_count_solutions_batch(mem, M, 2, counts, (int32_t *)(void *)(mem + 4), 2, NULL), SUDOKU_E_ARG);
    CHECK_RC(sudoku_count_solutions_batch(mem, 100, 2, st, st + 50, 2, NULL), SUDOKU_E_ARG);
    CHECK(memcmp(mem, copy, sizeof mem) == 0 && st[0] == 0x5A5A5A5A);
    /* Generation: outputs that overlap each other. */
    sudoku_generate_options o;
    memset(&o, 0, sizeof o);
    o.size = sizeof o;
    CHECK_RC(sudoku_generate_batch(&o, 4, mem, mem + 81 * 3, NULL, NULL, 1, NULL), SUDOKU_E_ARG);
    CHECK_RC(sudoku_generate_batch(&o, 4, mem, NULL, NULL, (int32_t *)(void *)(mem + 300), 1, NULL), SUDOKU_E_ARG);
    CHECK(memcmp(mem, copy, sizeof mem) == 0);
    /* In place and side by side are fine: the results of separate arrays. */
    static uint8_t sep[M * 81];
    CHECK_RC(sudoku_solve_batch(copy, M, sep, st, 2, NULL), SUDOKU_OK);
    CHECK_RC(sudoku_solve_batch(mem, M, mem, counts, 2, NULL), SUDOKU_OK);
    for (i = 0; i < M; i++) {
        CHECK(counts[i] == st[i]);
        if (st[i] == SUDOKU_OK) CHECK(memcmp(mem + 81 * i, sep + 81 * i, 81) == 0);
        else CHECK(memcmp(mem + 81 * i, copy + 81 * i, 81) == 0);
    }
    CHECK_RC(sudoku_solve_batch(copy, SHIFT, copy + 81 * M, st, 2, NULL), SUDOKU_OK);
    for (i = 0; i < SHIFT; i++)
        if (st[i] == SUDOKU_OK) CHECK(memcmp(copy + 81 * (M + i), sep + 81 * i, 81) == 0);
}

int main(void)
{
    test_overlap();
    test_solve_batch();
    test_count_batch();
    test_cancelled_before();
    test_cancel_while_running();
    return check_summary("test_batch");
}
