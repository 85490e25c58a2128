/*
** Memory after a large batch (issue 17.9): a batch of a million puzzles must
** not leave the process holding memory. The library works through a batch
** in chunks of a few thousand puzzles, so whatever n is, its own memory
** during the call is bounded, and resident memory after the call is what
** it was before (within MAX_GROWTH_KIB) instead of holding the Go heap a
** batch-sized bookkeeping array left behind.
**
** Usage: test_batch_memory [n] (default 1000000) prints the resident memory
** before, at the end of and one second after each batch, and checks that it
** grew by at most MAX_GROWTH_KIB.
*/
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "sudoku.h"
#include "check.h"
#include "rss.h"

/* The bound on the growth of resident memory over a batch. */
#define MAX_GROWTH_KIB (4 * 1024)

static const char full[] =
    "534678912672195348198342567859761423426853791713924856961537284287419635345286179";

int main(int argc, char **argv)
{
    int32_t n = argc > 1 ? (int32_t)atol(argv[1]) : 1000000;
    uint8_t grid[81];
    for (int i = 0; i < 81; i++) grid[i] = (uint8_t)(full[i] - '0');
    /* Complete grids with one cell emptied: each solves in a step, so the
    ** batch costs its bookkeeping rather than search. Every 1000th is out
    ** of range, so that errors are part of the batch. */
    uint8_t *puzzles = malloc((size_t)n * 81), *solutions = malloc((size_t)n * 81);
    int32_t *statuses = malloc((size_t)n * sizeof *statuses), *counts = malloc((size_t)n * sizeof *counts);
    if (puzzles == NULL || solutions == NULL || statuses == NULL || counts == NULL) {
        perror("malloc");
        return 2;
    }
    for (int32_t i = 0; i < n; i++) {
        memcpy(puzzles + 81 * i, grid, 81);
        puzzles[81 * i + i % 81] = 0;
        if (i % 1000 == 999) puzzles[81 * i + 40] = 10;
    }
    memset(solutions, 0xEE, (size_t)n * 81); /* touched now: not counted as growth */
    memset(statuses, 0xEE, (size_t)n * sizeof *statuses);
    memset(counts, 0xEE, (size_t)n * sizeof *counts);
    /* Warm up: the runtime's threads and heap at their working size. */
    CHECK_RC(sudoku_solve_batch(puzzles, 10000, solutions, statuses, 0, NULL), SUDOKU_OK);
    CHECK_RC(sudoku_count_solutions_batch(puzzles, 10000, 2, counts, statuses, 0, NULL), SUDOKU_OK);

    for (int kind = 0; kind < 2; kind++) {
        long before = rss_kib();
        if (kind == 0) {
            CHECK_RC(sudoku_solve_batch(puzzles, n, solutions, statuses, 0, NULL), SUDOKU_OK);
        } else {
            CHECK_RC(sudoku_count_solutions_batch(puzzles, n, 2, counts, statuses, 0, NULL), SUDOKU_OK);
        }
        long after = rss_kib();
        sleep(1);
        long later = rss_kib();
        int32_t bad = 0;
        for (int32_t i = 0; i < n; i++) {
            int out_of_range = i % 1000 == 999;
            if (statuses[i] != (out_of_range ? SUDOKU_E_RANGE : SUDOKU_OK)) bad++;
            else if (kind == 0 && !out_of_range && memcmp(solutions + 81 * i, grid, 81) != 0) bad++;
            else if (kind == 1 && counts[i] != (out_of_range ? 0 : 1)) bad++;
        }
        CHECK(bad == 0);
        printf("%s of %d puzzles: resident memory %ld KiB before, %ld KiB after (%+ld), %ld KiB a second later (%+ld)\n",
               kind == 0 ? "sudoku_solve_batch" : "sudoku_count_solutions_batch", (int)n, before, after, after - before,
               later, later - before);
        CHECK(after - before <= MAX_GROWTH_KIB);
        CHECK(later - before <= MAX_GROWTH_KIB);
    }
    free(puzzles);
    free(solutions);
    free(statuses);
    free(counts);
    return check_summary("test_batch_memory");
}
