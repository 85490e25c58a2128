/*
** Hints and ratings: rate a puzzle, then play it with hints the way a game's
** hint button would, printing the explanation of every step harder than a
** single.
**
**   cc -std=c99 -Iinclude examples/c/hint.c -Lbuild -lsudoku -o sudoku-hint
**   ./sudoku-hint '..4.3.....167.53...8........72....4.19.2..8......7......7.1...5........3..8..46..'
*/
#include <stdio.h>
#include <string.h>

#include "sudoku.h"

static const char *default_puzzle =
    "..4.3.....167.53...8........72....4.19.2..8......7......7.1...5........3..8..46..";

int main(int argc, char **argv)
{
    const char *text = argc > 1 ? argv[1] : default_puzzle;
    uint8_t puzzle[SUDOKU_CELLS], grid[SUDOKU_CELLS];
    uint16_t marks[SUDOKU_CELLS];
    char explanation[SUDOKU_HINT_TEXT_SIZE];
    sudoku_error err;
    sudoku_rate_result rating;
    sudoku_hint_result hint;
    int32_t rc;
    int i, step;

    memset(&err, 0, sizeof err);
    err.size = sizeof err;
    rc = sudoku_check_text(text, (int32_t)strlen(text), puzzle, &err);
    if (rc != SUDOKU_OK) {
        fprintf(stderr, "%s: %s\n", sudoku_status_string(rc), err.message);
        return 1;
    }

    rating.size = sizeof rating;
    rc = sudoku_rate(puzzle, NULL, &rating, NULL);
    if (rc != SUDOKU_OK) {
        fprintf(stderr, "cannot rate: %s\n", sudoku_status_string(rc));
        return 1;
    }
    printf("Rating %d.%d (%s), %d steps%s\n", rating.rating / 10, rating.rating % 10,
           sudoku_level_name(rating.level), rating.steps, rating.complete ? "" : ", stuck beyond the catalogue");

    /* Play with hints: the grid and the pencil marks a game would keep. */
    memcpy(grid, puzzle, sizeof grid);
    for (i = 0; i < SUDOKU_CELLS; i++) marks[i] = grid[i] ? 0 : 0x1FF;
    for (step = 1;; step++) {
        hint.size = sizeof hint;
        rc = sudoku_hint(puzzle, grid, marks, NULL, &hint, explanation, sizeof explanation);
        if (rc != SUDOKU_OK) {
            fprintf(stderr, "hint failed: %s\n", sudoku_status_string(rc));
            return 1;
        }
        if (hint.status != SUDOKU_HINT_STEP) {
            printf("%s\n", explanation);
            break;
        }
        if (step == 1 || hint.technique > SUDOKU_TECH_NAKED_SINGLE)
            printf("Step %d (%d.%d): %s\n", step, hint.rating / 10, hint.rating % 10, explanation);
        if (hint.cell >= 0) {
            grid[hint.cell] = (uint8_t)hint.digit;
            marks[hint.cell] = 0;
        } else {
            for (i = 0; i < SUDOKU_CELLS; i++) marks[i] &= (uint16_t)~hint.removed[i];
        }
    }
    return 0;
}
