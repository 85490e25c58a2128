/*
** Tests of sudoku_generate and sudoku_generate_batch through the shared
** library: every puzzle is checked unique with sudoku_count_solutions and
** against sudoku_solve, output is reproducible and independent of the thread
** count, and bad options are refused. Compiled with -std=c99 -Wall -Wextra
** -Werror.
*/
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

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
    sudoku_rating rating, again;

    CHECK(sudoku_generator_version() >= 1);
    CHECK(sizeof(sudoku_generate_options) == 40); /* no padding: same layout everywhere */

    options_init(&o);
    memset(&rating, 0, sizeof rating);
    rating.size = sizeof rating;
    CHECK_RC(sudoku_generate(&o, p, s, &rating), SUDOKU_OK);
    check_puzzle(p, s);
    CHECK(rating.rating >= 10);
    CHECK_RC(sudoku_parse(golden_seed0, strlen(golden_seed0), g), SUDOKU_OK);
    CHECK(memcmp(p, g, 81) == 0);

    /* The same options give the same puzzle; another seed another one. */
    CHECK_RC(sudoku_generate(&o, p2, NULL, NULL), SUDOKU_OK);
    CHECK(memcmp(p, p2, 81) == 0);
    o.seed = 1;
    CHECK_RC(sudoku_generate(&o, p2, NULL, NULL), SUDOKU_OK);
    CHECK(memcmp(p, p2, 81) != 0);

    /* Symmetry and clue targets. */
    for (uint32_t sym = SUDOKU_SYMMETRY_NONE; sym <= SUDOKU_SYMMETRY_ANTI_DIAGONAL; sym++) {
        for (uint64_t seed = 0; seed < 20; seed++) {
            options_init(&o);
            o.symmetry = sym;
            o.seed = seed;
            CHECK_RC(sudoku_generate(&o, p, s, NULL), SUDOKU_OK);
            check_puzzle(p, s);
        }
    }
    options_init(&o);
    o.symmetry = SUDOKU_SYMMETRY_ROTATE180;
    o.clues = 30;
    CHECK_RC(sudoku_generate(&o, p, s, NULL), SUDOKU_OK);
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
            CHECK_RC(sudoku_generate(&o, p, s, &rating), SUDOKU_OK);
            check_puzzle(p, s);
            CHECK(rating.level == level && rating.complete == 1);
            memset(&again, 0, sizeof again);
            again.size = sizeof again;
            CHECK_RC(sudoku_rate(p, &again), SUDOKU_OK);
            CHECK(again.rating == rating.rating && again.level == level);
        }
    }
    options_init(&o);
    o.min_rating = 45;
    o.max_rating = 50;
    CHECK_RC(sudoku_generate(&o, p, s, &rating), SUDOKU_OK);
    CHECK(rating.rating >= 45 && rating.rating <= 50);
    rating.size = 4;
    CHECK_RC(sudoku_generate(&o, p, s, &rating), SUDOKU_E_ARG);

    /* An unreachable target: E_LIMIT with the best puzzle, still unique. */
    options_init(&o);
    o.clues = 17;
    o.max_attempts = 3;
    memset(p, 0, 81);
    CHECK_RC(sudoku_generate(&o, p, s, NULL), SUDOKU_E_LIMIT);
    check_puzzle(p, s);
    CHECK(givens(p) > 17);
}

static void test_bad_options(void)
{
    sudoku_generate_options o;
    uint8_t p[81];

    options_init(&o);
    CHECK_RC(sudoku_generate(NULL, p, NULL, NULL), SUDOKU_E_ARG);
    CHECK_RC(sudoku_generate(&o, NULL, NULL, NULL), SUDOKU_E_ARG);
    o.size = 8;
    CHECK_RC(sudoku_generate(&o, p, NULL, NULL), SUDOKU_E_ARG);
    options_init(&o);
    o.symmetry = 7;
    CHECK_RC(sudoku_generate(&o, p, NULL, NULL), SUDOKU_E_ARG);
    options_init(&o);
    o.clues = 16;
    CHECK_RC(sudoku_generate(&o, p, NULL, NULL), SUDOKU_E_ARG);
    options_init(&o);
    o.level = 6;
    CHECK_RC(sudoku_generate(&o, p, NULL, NULL), SUDOKU_E_ARG);
    options_init(&o);
    o.min_rating = 50;
    o.max_rating = 40;
    CHECK_RC(sudoku_generate(&o, p, NULL, NULL), SUDOKU_E_ARG);
    options_init(&o);
    o.budget_ms = -1;
    CHECK_RC(sudoku_generate(&o, p, NULL, NULL), SUDOKU_E_ARG);
    /* A larger struct from a newer header is fine. */
    {
        struct { sudoku_generate_options o; uint8_t more[16]; } big;
        memset(&big, 0, sizeof big);
        big.o.size = sizeof big;
        CHECK_RC(sudoku_generate(&big.o, p, NULL, NULL), SUDOKU_OK);
    }
    CHECK_RC(sudoku_generate_batch(&o, 0, p, NULL, NULL, 1), SUDOKU_E_ARG);
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
    CHECK_RC(sudoku_generate_batch(&o, N, want, sols, statuses, 1), SUDOKU_OK);
    for (int i = 0; i < N; i++) {
        CHECK(statuses[i] == SUDOKU_OK);
        check_puzzle(want + 81 * i, sols + 81 * i);
    }
    for (int32_t threads = 2; threads <= 4; threads++) {
        memset(got, 0, sizeof got);
        CHECK_RC(sudoku_generate_batch(&o, N, got, NULL, NULL, threads), SUDOKU_OK);
        CHECK(memcmp(want, got, sizeof got) == 0);
    }
    CHECK_RC(sudoku_generate_batch(&o, N, got, NULL, NULL, 0), SUDOKU_OK);
    CHECK(memcmp(want, got, sizeof got) == 0);
    CHECK_RC(sudoku_generate(&o, p, s, NULL), SUDOKU_OK);
    CHECK(memcmp(want, p, 81) == 0);

    /* A batch larger than the library's internal chunk (1024) goes on
    ** numbering items past it rather than starting again. */
    {
        enum { BIG = 1030 };
        uint8_t *big = malloc(BIG * 81), *bigsol = malloc(BIG * 81);
        CHECK(big != NULL && bigsol != NULL);
        if (big != NULL && bigsol != NULL) {
            CHECK_RC(sudoku_generate_batch(&o, BIG, big, bigsol, NULL, 2), SUDOKU_OK);
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
    CHECK_RC(sudoku_generate_batch(&o, 4, got, sols, statuses, 2), SUDOKU_E_LIMIT);
    for (int i = 0; i < 4; i++) {
        CHECK(statuses[i] == SUDOKU_E_LIMIT);
        check_puzzle(got + 81 * i, sols + 81 * i);
    }
}

int main(void)
{
    test_generate();
    test_bad_options();
    test_batch();
    return check_summary("test_generate");
}
