/*
** Tests of sudoku_generate and sudoku_generate_batch through the shared
** library: every puzzle is checked unique with sudoku_count_solutions and
** against sudoku_solve, output is reproducible and independent of the thread
** count, ratings come with the batch, cancellation stops both, and bad
** options are refused. Compiled with -std=c99 -Wall -Wextra -Werror -pthread.
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

/* Golden vectors from engine/testdata/generate_golden.txt: the C binding
** must give the Go engine's puzzles. */
static const char *golden_seed0 =
    "..26..1........6......748....1..2.............7419...58..54..9...97....13......2.";

static void options_init(sudoku_generate_options *o)
{
    memset(o, 0, sizeof *o);
    o->size = sizeof *o;
}

static int givens(const uint8_t *g)
{
    int n = 0;
    for (int i = 0; i < 81; i++)
        n += g[i] != 0;
    return n;
}

/* check_puzzle checks that puzzle has exactly one solution, that it is
** solution, and that the clues come from it. */
static void check_puzzle(const uint8_t *puzzle, const uint8_t *solution)
{
    int32_t count = -1;
    uint8_t sol[81];
    CHECK_RC(sudoku_count_solutions(puzzle, 2, &count), SUDOKU_OK);
    CHECK(count == 1);
    CHECK_RC(sudoku_solve(puzzle, sol), SUDOKU_OK);
    CHECK(memcmp(sol, solution, 81) == 0);
    for (int i = 0; i < 81; i++)
        if (puzzle[i] != 0 && puzzle[i] != solution[i]) {
            CHECK(!"clue differs from the solution");
            break;
        }
}

static void test_generate(void)
{
    sudoku_generate_options o;
    uint8_t p[81], s[81], p2[81], g[81];
    sudoku_rate_result rating, again;

    CHECK(sudoku_generator_version() >= 1);
    CHECK(sizeof(sudoku_generate_options) == 48); /* no padding: same layout everywhere */

    options_init(&o);
    memset(&rating, 0, sizeof rating);
    rating.size = sizeof rating;
    CHECK_RC(sudoku_generate(&o, p, s, &rating, NULL), SUDOKU_OK);
    check_puzzle(p, s);
    CHECK(rating.rating >= 10);
    CHECK_RC(sudoku_parse(golden_seed0, strlen(golden_seed0), g), SUDOKU_OK);
    CHECK(memcmp(p, g, 81) == 0);

    /* The same options give the same puzzle; another seed another one. */
    CHECK_RC(sudoku_generate(&o, p2, NULL, NULL, NULL), SUDOKU_OK);
    CHECK(memcmp(p, p2, 81) == 0);
    o.seed = 1;
    CHECK_RC(sudoku_generate(&o, p2, NULL, NULL, NULL), SUDOKU_OK);
    CHECK(memcmp(p, p2, 81) != 0);

    /* Symmetry and clue targets. */
    for (uint32_t sym = SUDOKU_SYMMETRY_NONE; sym <= SUDOKU_SYMMETRY_ANTI_DIAGONAL; sym++) {
        for (uint64_t seed = 0; seed < 20; seed++) {
            options_init(&o);
            o.symmetry = sym;
            o.seed = seed;
            CHECK_RC(sudoku_generate(&o, p, s, NULL, NULL), SUDOKU_OK);
            check_puzzle(p, s);
        }
    }
    options_init(&o);
    o.symmetry = SUDOKU_SYMMETRY_ROTATE180;
    o.clues = 30;
    CHECK_RC(sudoku_generate(&o, p, s, NULL, NULL), SUDOKU_OK);
    check_puzzle(p, s);
    CHECK(givens(p) == 30 || givens(p) == 31);
    for (int i = 0; i < 81; i++)
        if ((p[i] != 0) != (p[80 - i] != 0)) {
            CHECK(!"not symmetric");
            break;
        }

    /* Every level, checked with sudoku_rate. */
    for (int32_t level = SUDOKU_LEVEL_EASY; level <= SUDOKU_LEVEL_EXTREME; level++) {
        for (uint64_t seed = 0; seed < 3; seed++) {
            options_init(&o);
            o.level = level;
            o.seed = seed;
            memset(&rating, 0, sizeof rating);
            rating.size = sizeof rating;
            CHECK_RC(sudoku_generate(&o, p, s, &rating, NULL), SUDOKU_OK);
            check_puzzle(p, s);
            CHECK(rating.level == level && rating.complete == 1);
            memset(&again, 0, sizeof again);
            again.size = sizeof again;
            CHECK_RC(sudoku_rate(p, NULL, &again, NULL), SUDOKU_OK);
            CHECK(again.rating == rating.rating && again.level == level);
        }
    }
    options_init(&o);
    o.min_rating = 45;
    o.max_rating = 50;
    CHECK_RC(sudoku_generate(&o, p, s, &rating, NULL), SUDOKU_OK);
    CHECK(rating.rating >= 45 && rating.rating <= 50);
    rating.size = 4;
    CHECK_RC(sudoku_generate(&o, p, s, &rating, NULL), SUDOKU_E_ARG);

    /* An unreachable target: E_LIMIT with the best puzzle, still unique. */
    options_init(&o);
    o.clues = 17;
    o.max_attempts = 3;
    memset(p, 0, 81);
    CHECK_RC(sudoku_generate(&o, p, s, NULL, NULL), SUDOKU_E_LIMIT);
    check_puzzle(p, s);
    CHECK(givens(p) > 17);
}

static void test_bad_options(void)
{
    sudoku_generate_options o;
    uint8_t p[81];

    options_init(&o);
    CHECK_RC(sudoku_generate(&o, NULL, NULL, NULL, NULL), SUDOKU_E_ARG);
    o.size = 8;
    CHECK_RC(sudoku_generate(&o, p, NULL, NULL, NULL), SUDOKU_E_ARG);
    options_init(&o);
    o.symmetry = 7;
    CHECK_RC(sudoku_generate(&o, p, NULL, NULL, NULL), SUDOKU_E_ARG);
    options_init(&o);
    o.clues = 16;
    CHECK_RC(sudoku_generate(&o, p, NULL, NULL, NULL), SUDOKU_E_ARG);
    options_init(&o);
    o.level = 6;
    CHECK_RC(sudoku_generate(&o, p, NULL, NULL, NULL), SUDOKU_E_ARG);
    options_init(&o);
    o.min_rating = 50;
    o.max_rating = 40;
    CHECK_RC(sudoku_generate(&o, p, NULL, NULL, NULL), SUDOKU_E_ARG);
    options_init(&o);
    o.budget_ms = -1;
    CHECK_RC(sudoku_generate(&o, p, NULL, NULL, NULL), SUDOKU_E_ARG);
    /* A larger struct from a newer header is fine. */
    {
        struct { sudoku_generate_options o; uint8_t more[16]; } big;
        memset(&big, 0, sizeof big);
        big.o.size = sizeof big;
        CHECK_RC(sudoku_generate(&big.o, p, NULL, NULL, NULL), SUDOKU_OK);
        big.more[3] = 1; /* an option this library does not know */
        CHECK_RC(sudoku_generate(&big.o, p, NULL, NULL, NULL), SUDOKU_E_ARG);
    }
    CHECK_RC(sudoku_generate_batch(&o, -1, p, NULL, NULL, NULL, 1, NULL), SUDOKU_E_ARG);
    CHECK_RC(sudoku_generate_batch(&o, (1 << 24) + 1, p, NULL, NULL, NULL, 1, NULL), SUDOKU_E_ARG);
    CHECK_RC(sudoku_generate_batch(&o, 1, NULL, NULL, NULL, NULL, 1, NULL), SUDOKU_E_ARG);
    options_init(&o);
    CHECK_RC(sudoku_generate_batch(&o, 0, NULL, NULL, NULL, NULL, 1, NULL), SUDOKU_OK);
    o.symmetry = 7;
    CHECK_RC(sudoku_generate_batch(&o, 1, p, NULL, NULL, NULL, 1, NULL), SUDOKU_E_ARG);
    {
        sudoku_rate_result r;
        memset(&r, 0, sizeof r);
        r.size = 8;
        options_init(&o);
        CHECK_RC(sudoku_generate_batch(&o, 1, p, NULL, &r, NULL, 1, NULL), SUDOKU_E_ARG);
    }
}

/* NULL options are all zeros: seed 0, minimal, no symmetry. */
static void test_null_options(void)
{
    sudoku_generate_options o;
    uint8_t p[81], q[81];
    options_init(&o);
    CHECK_RC(sudoku_generate(&o, p, NULL, NULL, NULL), SUDOKU_OK);
    CHECK_RC(sudoku_generate(NULL, q, NULL, NULL, NULL), SUDOKU_OK);
    CHECK(memcmp(p, q, 81) == 0);
    memset(q, 0, 81);
    CHECK_RC(sudoku_generate_batch(NULL, 1, q, NULL, NULL, NULL, 1, NULL), SUDOKU_OK);
    CHECK(memcmp(p, q, 81) == 0);
}

static void test_batch(void)
{
    enum { N = 64 };
    sudoku_generate_options o;
    static uint8_t want[N * 81], got[N * 81], sols[N * 81];
    int32_t statuses[N];
    uint8_t p[81], s[81];

    options_init(&o);
    o.seed = 12345;
    o.symmetry = SUDOKU_SYMMETRY_ROTATE180;
    CHECK_RC(sudoku_generate_batch(&o, N, want, sols, NULL, statuses, 1, NULL), SUDOKU_OK);
    for (int i = 0; i < N; i++) {
        CHECK(statuses[i] == SUDOKU_OK);
        check_puzzle(want + 81 * i, sols + 81 * i);
    }
    for (int32_t threads = 2; threads <= 4; threads++) {
        memset(got, 0, sizeof got);
        CHECK_RC(sudoku_generate_batch(&o, N, got, NULL, NULL, NULL, threads, NULL), SUDOKU_OK);
        CHECK(memcmp(want, got, sizeof got) == 0);
    }
    CHECK_RC(sudoku_generate_batch(&o, N, got, NULL, NULL, NULL, 0, NULL), SUDOKU_OK);
    CHECK(memcmp(want, got, sizeof got) == 0);
    CHECK_RC(sudoku_generate(&o, p, s, NULL, NULL), SUDOKU_OK);
    CHECK(memcmp(want, p, 81) == 0);

    /* first: sudoku_generate makes item first of the pack, and a batch from
    ** first is the pack's tail. */
    o.first = 37;
    CHECK_RC(sudoku_generate(&o, p, s, NULL, NULL), SUDOKU_OK);
    CHECK(memcmp(want + 81 * 37, p, 81) == 0);
    o.first = 10;
    CHECK_RC(sudoku_generate_batch(&o, N - 10, got, NULL, NULL, NULL, 2, NULL), SUDOKU_OK);
    CHECK(memcmp(want + 81 * 10, got, 81 * (N - 10)) == 0);
    o.first = (1ull << 62) + 1;
    CHECK_RC(sudoku_generate(&o, p, s, NULL, NULL), SUDOKU_E_ARG);
    o.first = 0;

    /* A batch larger than the library's internal chunk (1024) goes on
    ** numbering items past it rather than starting again. */
    {
        enum { BIG = 1030 };
        uint8_t *big = malloc(BIG * 81), *bigsol = malloc(BIG * 81);
        CHECK(big != NULL && bigsol != NULL);
        if (big != NULL && bigsol != NULL) {
            CHECK_RC(sudoku_generate_batch(&o, BIG, big, bigsol, NULL, NULL, 2, NULL), SUDOKU_OK);
            CHECK(memcmp(big, want, sizeof want) == 0);
            for (int i = 1024; i < BIG; i++) {
                CHECK(memcmp(big + 81 * i, big + 81 * (i - 1024), 81) != 0);
                check_puzzle(big + 81 * i, bigsol + 81 * i);
            }
        }
        free(big);
        free(bigsol);
    }

    o.clues = 17;
    o.max_attempts = 2;
    CHECK_RC(sudoku_generate_batch(&o, 4, got, sols, NULL, statuses, 2, NULL), SUDOKU_E_LIMIT);
    for (int i = 0; i < 4; i++) {
        CHECK(statuses[i] == SUDOKU_E_LIMIT);
        check_puzzle(got + 81 * i, sols + 81 * i);
    }
}

/* The ratings of a batch are sudoku_rate's, item by item, in an array whose
** stride is the size of its first element. */
static void test_batch_ratings(void)
{
    enum { N = 12 };
    /* An element larger than the library's result, as a newer header's. */
    struct wide { sudoku_rate_result r; uint8_t more[24]; };
    static struct wide ratings[N];
    static uint8_t puzzles[N * 81];
    int32_t statuses[N];
    sudoku_generate_options o;
    int i;

    options_init(&o);
    o.seed = 7;
    o.level = SUDOKU_LEVEL_HARD;
    memset(ratings, 0x5A, sizeof ratings);
    ratings[0].r.size = sizeof ratings[0];
    CHECK_RC(sudoku_generate_batch(&o, N, puzzles, NULL, &ratings[0].r, statuses, 2, NULL), SUDOKU_OK);
    for (i = 0; i < N; i++) {
        sudoku_rate_result want;
        memset(&want, 0, sizeof want);
        want.size = sizeof want;
        CHECK_RC(sudoku_rate(puzzles + 81 * i, NULL, &want, NULL), SUDOKU_OK);
        CHECK(ratings[i].r.size == sizeof ratings[0]);
        CHECK(memcmp((const uint8_t *)&want + 4, (const uint8_t *)&ratings[i].r + 4, sizeof want - 4) == 0);
        CHECK(ratings[i].r.level == SUDOKU_LEVEL_HARD);
        CHECK(ratings[i].more[0] == 0x5A && ratings[i].more[23] == 0x5A);
    }
}

static double now_ms(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

struct gen_run {
    const sudoku_generate_options *o;
    int32_t n, status;
    uint8_t *puzzles;
    int32_t *statuses;
    sudoku_control *ctl;
    double ended_ms;
};

static void *run_generate(void *arg)
{
    struct gen_run *r = arg;
    if (r->n == 0)
        r->status = sudoku_generate(r->o, r->puzzles, NULL, NULL, r->ctl);
    else
        r->status = sudoku_generate_batch(r->o, r->n, r->puzzles, NULL, NULL, r->statuses, 2, r->ctl);
    r->ended_ms = now_ms();
    return NULL;
}

/* start_and_cancel runs r on a thread, sets cancel once done reaches
** at_least (or after 2 s), and returns the milliseconds from cancel to the
** call's return. */
static double start_and_cancel(struct gen_run *r, int32_t at_least)
{
    pthread_t th;
    double start = now_ms(), cancelled;
    /* The count of an earlier call would end the wait before this call
    ** starts (the library sets done to 0 only once it runs). */
    r->ctl->done = 0;
    if (pthread_create(&th, NULL, run_generate, r) != 0) {
        CHECK(!"pthread_create");
        return 0;
    }
    while (r->ctl->done < at_least && now_ms() - start < 2000) {
        struct timespec ms = {0, 1000000};
        nanosleep(&ms, NULL);
    }
    cancelled = now_ms();
    r->ctl->cancel = 1;
    pthread_join(th, NULL);
    return r->ended_ms - cancelled;
}

static void test_cancel(void)
{
    sudoku_generate_options o;
    sudoku_control ctl = {sizeof ctl, 1, 0, 0};
    uint8_t p[81];
    enum { N = 2000, REF = 64 };
    static uint8_t puzzles[N * 81], ref[REF * 81];
    static int32_t statuses[N];
    struct gen_run r;
    double ms;
    int i, made = 0, cancelled = 0, right = 1;

    /* Cancelled before the call: nothing is made. */
    options_init(&o);
    memset(p, 0xEE, 81);
    CHECK_RC(sudoku_generate(&o, p, NULL, NULL, &ctl), SUDOKU_E_CANCELLED);
    CHECK(p[0] == 0xEE);
    CHECK_RC(sudoku_generate_batch(&o, 3, puzzles, NULL, NULL, statuses, 1, &ctl), SUDOKU_E_CANCELLED);
    CHECK(statuses[0] == SUDOKU_E_CANCELLED && statuses[2] == SUDOKU_E_CANCELLED);

    /* Progress of one generation counts attempts out of max_attempts. */
    ctl.cancel = 0;
    options_init(&o);
    o.max_attempts = 50;
    CHECK_RC(sudoku_generate(&o, p, NULL, NULL, &ctl), SUDOKU_OK);
    CHECK(ctl.total == 50 && ctl.done >= 1 && ctl.done <= 50);

    /* A request that cannot be met (17 clues, many attempts, a long budget),
    ** cancelled while it runs. */
    options_init(&o);
    o.clues = 17;
    o.max_attempts = 1000000;
    o.budget_ms = 60000;
    ctl.cancel = 0;
    ctl.done = 0;
    memset(p, 0xEE, 81);
    r.o = &o;
    r.n = 0;
    r.puzzles = p;
    r.ctl = &ctl;
    ms = start_and_cancel(&r, 3);
    CHECK_RC(r.status, SUDOKU_E_CANCELLED);
    CHECK(p[0] == 0xEE);
    printf("generate: returned %.1f ms after cancel (%d attempts done)\n", ms, ctl.done);
    CHECK(ms < 2000);

    /* A batch cancelled while it runs: the items made are the pack's. */
    options_init(&o);
    o.seed = 99;
    CHECK_RC(sudoku_generate_batch(&o, REF, ref, NULL, NULL, NULL, 2, NULL), SUDOKU_OK);
    ctl.cancel = 0;
    ctl.done = 0; /* else the 30 of the run above cancel it before it starts */
    memset(puzzles, 0xEE, sizeof puzzles);
    r.o = &o;
    r.n = N;
    r.puzzles = puzzles;
    r.statuses = statuses;
    ms = start_and_cancel(&r, 20);
    CHECK_RC(r.status, SUDOKU_E_CANCELLED);
    printf("generate_batch: returned %.1f ms after cancel (%d of %d puzzles made)\n", ms, ctl.done, N);
    CHECK(ms < 2000);
    for (i = 0; i < N; i++) {
        if (statuses[i] == SUDOKU_OK) {
            made++;
            if (i < REF && memcmp(puzzles + 81 * i, ref + 81 * i, 81) != 0) right = 0;
        } else if (statuses[i] == SUDOKU_E_CANCELLED) {
            cancelled++;
            if (givens(puzzles + 81 * i) != 0) right = 0;
        } else {
            right = 0;
        }
    }
    CHECK(right);
    CHECK(made >= 20 && cancelled > 0 && made + cancelled == N);
    CHECK(made == ctl.done);
    if (made != ctl.done) printf("made %d cancelled %d done %d\n", made, cancelled, ctl.done);
}

int main(void)
{
    test_generate();
    test_bad_options();
    test_null_options();
    test_batch();
    test_batch_ratings();
    test_cancel();
    return check_summary("test_generate");
}
