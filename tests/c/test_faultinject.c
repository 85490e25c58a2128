/*
** The header's promise that a panic inside a batch worker becomes
** SUDOKU_E_INTERNAL, not the end of the process: run against the test copy
** of the library built with -tags sudoku_faultinject (mk/faultinject.mk),
** in which the designated puzzle (row 1 is 9 8 7 6 5 4 3 2 1, the rest
** empty) panics inside the solve and count batches' workers and the
** designated seed 0xFA11 inside the generator's. Every batch call, one
** thread and several, must return SUDOKU_E_INTERNAL, and the library must
** go on working afterwards. Compiled with -std=c99 -Wall -Wextra -Werror.
*/
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "sudoku.h"
#include "check.h"

#define N 300
#define FAULT_SEED 0xFA11

static const char *easy =
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

/* fill makes n copies of the easy puzzle, the designated one at index at
** (none if at < 0). */
static void fill(uint8_t *p, int n, int at)
{
    int i, k;
    for (i = 0; i < n; i++)
        for (k = 0; k < 81; k++)
            p[81 * i + k] = easy[k] == '.' ? 0 : (uint8_t)(easy[k] - '0');
    if (at >= 0) {
        memset(p + 81 * at, 0, 81);
        for (k = 0; k < 9; k++) p[81 * at + k] = (uint8_t)(9 - k);
    }
}

int main(void)
{
    static uint8_t puzzles[N * 81], out[N * 81];
    static int32_t counts[N], statuses[N];
    int threads[] = {1, 2, 4, 0};
    int t, at;
    sudoku_generate_options opts;

    for (t = 0; t < (int)(sizeof threads / sizeof threads[0]); t++) {
        for (at = 0; at < N; at += 137) {
            fill(puzzles, N, at);
            CHECK_RC(sudoku_solve_batch(puzzles, N, out, statuses, threads[t], NULL), SUDOKU_E_INTERNAL);
            CHECK_RC(sudoku_count_solutions_batch(puzzles, N, 2, counts, statuses, threads[t], NULL), SUDOKU_E_INTERNAL);
        }
        memset(&opts, 0, sizeof opts);
        opts.size = sizeof opts;
        opts.seed = FAULT_SEED;
        opts.level = 1;
        CHECK_RC(sudoku_generate_batch(&opts, 3, out, NULL, NULL, statuses, threads[t], NULL), SUDOKU_E_INTERNAL);

        /* The library still works, and other inputs were never affected. */
        fill(puzzles, N, -1);
        CHECK_RC(sudoku_solve_batch(puzzles, N, out, statuses, threads[t], NULL), SUDOKU_OK);
        CHECK(statuses[N - 1] == SUDOKU_OK && out[81 * N - 1] == 9);
        CHECK_RC(sudoku_count_solutions_batch(puzzles, N, 2, counts, statuses, threads[t], NULL), SUDOKU_OK);
        CHECK(counts[0] == 1 && counts[N - 1] == 1);
        opts.seed = FAULT_SEED + 1;
        CHECK_RC(sudoku_generate_batch(&opts, 2, out, NULL, NULL, statuses, threads[t], NULL), SUDOKU_OK);
    }
    /* The designated puzzle on its own (not in a batch) is an ordinary
    ** puzzle with many solutions. */
    fill(puzzles, 1, 0);
    CHECK_RC(sudoku_solve(puzzles, out), SUDOKU_OK);
    return check_summary("test_faultinject");
}
