/*
** c_loop: the throughput of a C host calling sudoku_solve() and
** sudoku_count_solutions() with limit 2 once per puzzle through the shared
** library, the per-call cost of the C interface included.
**
** usage: c_loop FILE NAME [SECONDS [CLOCK]]
**   SECONDS: a number such as 1.5 (default 1); CLOCK: cpu (default), the CPU
**   time of the calling thread, which on a shared machine measures the work
**   rather than the wait for a core, or wall.
**
** It reads the puzzles of FILE (one 81-character puzzle per line, '.' or '0'
** for empty cells, anything after the puzzle ignored, '#' lines skipped),
** solves them again and again for at least SECONDS, then counts their
** solutions up to 2 as long, checks every status and prints
** "bench NAME c_solve <puzzles/s> <ns/puzzle> -" and the same for c_count2.
*/
#define _POSIX_C_SOURCE 199309L
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "sudoku.h"

static clockid_t clock_id = CLOCK_THREAD_CPUTIME_ID;

static double now(void)
{
    struct timespec ts;
    clock_gettime(clock_id, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

int main(int argc, char **argv)
{
    FILE *f;
    char line[512];
    uint8_t *puzzles = NULL, solution[81];
    size_t n = 0, cap = 0, i, done = 0;
    double seconds = 1.0, start, elapsed;

    if (argc < 3) {
        fprintf(stderr, "usage: c_loop FILE NAME [SECONDS [cpu|wall]]\n");
        return 2;
    }
    if (argc > 3) seconds = atof(argv[3]);
    if (seconds <= 0) seconds = 1.0;
    if (argc > 4 && strcmp(argv[4], "wall") == 0) clock_id = CLOCK_MONOTONIC;
    f = fopen(argv[1], "r");
    if (!f) {
        perror(argv[1]);
        return 1;
    }
    while (fgets(line, sizeof line, f)) {
        int k;
        if (line[0] == '#' || strlen(line) < 81) continue;
        if (n == cap) {
            cap = cap ? 2 * cap : 1024;
            puzzles = realloc(puzzles, cap * 81);
            if (!puzzles) return 1;
        }
        for (k = 0; k < 81; k++) {
            char c = line[k];
            puzzles[n * 81 + k] = (c >= '1' && c <= '9') ? (uint8_t)(c - '0') : 0;
        }
        n++;
    }
    fclose(f);
    if (n == 0) {
        fprintf(stderr, "%s: no puzzles\n", argv[1]);
        return 1;
    }
    for (i = 0; i < n && i < 100; i++) sudoku_solve(puzzles + 81 * i, solution); /* warm up */
    start = now();
    do {
        for (i = 0; i < n; i++) {
            int32_t st = sudoku_solve(puzzles + 81 * i, solution);
            if (st != SUDOKU_OK) {
                fprintf(stderr, "%s puzzle %zu: %s\n", argv[2], i + 1, sudoku_status_string(st));
                return 1;
            }
        }
        done += n;
        elapsed = now() - start;
    } while (elapsed < seconds);
    printf("bench %s c_solve %.0f %.0f -\n", argv[2], (double)done / elapsed, elapsed * 1e9 / (double)done);
    done = 0;
    start = now();
    do {
        for (i = 0; i < n; i++) {
            int32_t count = 0, st = sudoku_count_solutions(puzzles + 81 * i, 2, &count);
            if (st != SUDOKU_OK || count < 1) {
                fprintf(stderr, "%s puzzle %zu: %s, count %d\n", argv[2], i + 1, sudoku_status_string(st), (int)count);
                return 1;
            }
        }
        done += n;
        elapsed = now() - start;
    } while (elapsed < seconds);
    printf("bench %s c_count2 %.0f %.0f -\n", argv[2], (double)done / elapsed, elapsed * 1e9 / (double)done);
    free(puzzles);
    return 0;
}
