/*
** No leaks: a million cheap calls through the library (parse, check with
** and without an error message, format, pretty format, validate, solve,
** count and rate an easy puzzle) must leave the resident memory flat, and so must a
** thousand short-lived threads that each call in once. Memory the Go side
** uses during a call is garbage collected, so resident memory grows during
** warm-up to the collector's working size and must then stay there.
**
** Usage: test_leak [calls] (default 1000000). With fewer than 100000 calls
** (the run under valgrind, which measures its own memory) the resident
** memory is printed but not asserted; valgrind reports leaks instead.
*/
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "sudoku.h"
#include "check.h"
#include "rss.h"
#include "guard.h"

/* The bound on resident memory growth after warm-up. */
#define GROWTH_LIMIT_KIB (8 * 1024)

/* cheap_call makes call number i of the mix and checks its result. */
static void cheap_call(long i, const uint8_t *puzzle, const uint8_t *solution)
{
    static const char bad[] =
        "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..7x";
    uint8_t g[81];
    char buf[SUDOKU_PRETTY_SIZE];
    int32_t st = SUDOKU_OK, n = 0;
    sudoku_error err;

    switch (i % 9) {
    case 0: st = sudoku_parse(guard_classic, 81, g); break;
    case 1: err.size = sizeof err; st = sudoku_validate(puzzle, &err); break;
    case 2: st = sudoku_format(puzzle, buf, sizeof buf); break;
    case 3: st = sudoku_format_pretty(puzzle, buf, sizeof buf); break;
    case 4:
        err.size = sizeof err;
        st = sudoku_check_text(bad, 81, g, &err) == SUDOKU_E_PARSE ? SUDOKU_OK : -1;
        break;
    case 5: err.size = sizeof err; st = sudoku_check_text(guard_classic, 81, g, &err); break;
    case 6:
        st = sudoku_solve(puzzle, g);
        if (st == SUDOKU_OK && memcmp(g, solution, 81) != 0) st = -1;
        break;
    case 7:
        st = sudoku_count_solutions(puzzle, 2, &n);
        if (st == SUDOKU_OK && n != 1) st = -1;
        break;
    default: {
        sudoku_rate_result r;
        r.size = sizeof r;
        st = sudoku_rate(puzzle, NULL, &r, NULL);
        if (st == SUDOKU_OK && (r.complete != 1 || r.level != SUDOKU_LEVEL_EASY)) st = -1;
        break;
    }
    }
    if (st != SUDOKU_OK) {
        check_failed++;
        if (check_failed < 5) fprintf(stderr, "call %ld (kind %ld) failed: %d\n", i, i % 9, (int)st);
    }
}

static uint8_t puzzle[81], solution[81];

static void *one_call(void *arg)
{
    cheap_call((long)(intptr_t)arg, puzzle, solution);
    return NULL;
}

int main(int argc, char **argv)
{
    long calls = argc > 1 ? atol(argv[1]) : 1000000;
    long warm = calls / 10, i, before, after, churn_before, churn_after;
    int measured = calls >= 100000, t;

    watchdog_start(600);
    guard_grid(guard_classic, puzzle);
    guard_grid(guard_classic_solution, solution);

    for (i = 0; i < warm; i++) cheap_call(i, puzzle, solution);
    before = rss_kib();
    for (i = 0; i < calls; i++) cheap_call(i, puzzle, solution);
    after = rss_kib();
    printf("leak check: %ld calls after %ld warm-up calls: RSS before %ld KiB, after %ld KiB (growth %+ld KiB, bound %d KiB)\n",
           calls, warm, before, after, after - before, GROWTH_LIMIT_KIB);
    if (measured) CHECK(before > 0 && after - before < GROWTH_LIMIT_KIB);

    /* Threads new to the Go runtime: each gets runtime state on its first
    ** call, which must be released when the thread exits. */
    churn_before = rss_kib();
    for (t = 0; t < (measured ? 1000 : 50); t++) {
        pthread_t tid;
        CHECK(pthread_create(&tid, NULL, one_call, (void *)(intptr_t)t) == 0);
        pthread_join(tid, NULL);
    }
    churn_after = rss_kib();
    printf("thread churn: %d threads, one call each: RSS before %ld KiB, after %ld KiB (growth %+ld KiB)\n",
           measured ? 1000 : 50, churn_before, churn_after, churn_after - churn_before);
    if (measured) CHECK(churn_after - churn_before < GROWTH_LIMIT_KIB);
    return check_summary("leak tests");
}
