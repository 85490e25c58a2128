/*
** Generating puzzles with libsudoku: a random minimal puzzle, a symmetric
** one with a target number of clues, and a reproducible pack of rated
** puzzles made on two threads.
**
**   cc -std=c99 -Iinclude examples/c/generate.c -Lbuild -lsudoku -o generate
**   ./generate [seed]
*/
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "sudoku.h"

static int show(const char *title, const uint8_t puzzle[81])
{
    char pretty[SUDOKU_PRETTY_SIZE], line[SUDOKU_LINE_SIZE];
    int n = 0;
    for (int i = 0; i < 81; i++)
        n += puzzle[i] != 0;
    sudoku_format(puzzle, line, sizeof line);
    sudoku_format_pretty(puzzle, pretty, sizeof pretty);
    printf("%s (%d clues)\n%s%s\n\n", title, n, pretty, line);
    return 0;
}

int main(int argc, char **argv)
{
    sudoku_generate_options opts;
    uint8_t puzzle[81], solution[81];
    static uint8_t pack[8 * 81];
    static sudoku_rate_result ratings[8];
    int32_t statuses[8], rc;
    uint64_t seed = argc > 1 ? strtoull(argv[1], NULL, 10) : 2026;

    printf("generator version %d, seed %llu\n\n", (int)sudoku_generator_version(), (unsigned long long)seed);

    memset(&opts, 0, sizeof opts);      /* zero = minimal, no symmetry */
    opts.size = sizeof opts;
    opts.seed = seed;
    rc = sudoku_generate(&opts, puzzle, solution, NULL, NULL);
    if (rc != SUDOKU_OK) {
        fprintf(stderr, "generate: %s\n", sudoku_status_string(rc));
        return 1;
    }
    show("Minimal puzzle", puzzle);

    opts.symmetry = SUDOKU_SYMMETRY_ROTATE180;
    opts.clues = 28;
    rc = sudoku_generate(&opts, puzzle, solution, NULL, NULL);
    if (rc != SUDOKU_OK) {
        fprintf(stderr, "generate: %s\n", sudoku_status_string(rc));
        return 1;
    }
    show("Half-turn symmetric puzzle", puzzle);

    /* A hard one (SE 2.9-4.4), with its rating. */
    {
        sudoku_rate_result rating;
        char title[96];
        memset(&rating, 0, sizeof rating);
        rating.size = sizeof rating;
        opts.symmetry = SUDOKU_SYMMETRY_NONE;
        opts.clues = 0;
        opts.level = SUDOKU_LEVEL_HARD;
        rc = sudoku_generate(&opts, puzzle, solution, &rating, NULL);
        if (rc != SUDOKU_OK) {
            fprintf(stderr, "generate: %s\n", sudoku_status_string(rc));
            return 1;
        }
        snprintf(title, sizeof title, "A %s puzzle, SE %d.%d", sudoku_level_name(rating.level), (int)rating.rating / 10, (int)rating.rating % 10);
        show(title, puzzle);
        opts.level = 0;
    }

    /* A pack: the same eight puzzles whatever the thread count, each with
    ** its rating (the array's stride is the size set in its first item). */
    opts.symmetry = SUDOKU_SYMMETRY_NONE;
    opts.clues = 0;
    ratings[0].size = sizeof ratings[0];
    rc = sudoku_generate_batch(&opts, 8, pack, NULL, ratings, statuses, 2, NULL);
    if (rc != SUDOKU_OK) {
        fprintf(stderr, "generate_batch: %s\n", sudoku_status_string(rc));
        return 1;
    }
    printf("A pack of 8 (seed %llu):\n", (unsigned long long)seed);
    for (int i = 0; i < 8; i++) {
        char line[SUDOKU_LINE_SIZE];
        sudoku_format(pack + 81 * i, line, sizeof line);
        printf("  %s  %d.%d %s\n", line, (int)ratings[i].rating / 10, (int)ratings[i].rating % 10,
               sudoku_level_name(ratings[i].level));
    }
    return 0;
}
