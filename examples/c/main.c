/*
** A minimal libsudoku program: parse a puzzle, print it, solve it, print the
** solution and say whether it is the only one.
**
**   cc -std=c99 -Iinclude examples/c/main.c -Lbuild -lsudoku -o sudoku-demo
**   ./sudoku-demo '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79'
*/
#include <stdio.h>
#include <string.h>

#include "sudoku.h"

static const char *default_puzzle =
    "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";

int main(int argc, char **argv)
{
    const char *text = argc > 1 ? argv[1] : default_puzzle;
    uint8_t puzzle[SUDOKU_CELLS], solution[SUDOKU_CELLS];
    char pretty[SUDOKU_PRETTY_SIZE];
    sudoku_error err;
    int32_t rc, count = 0;

    if (sudoku_abi_version() != SUDOKU_ABI_VERSION) {
        fprintf(stderr, "libsudoku ABI %d, but this program was built for %d\n",
                (int)sudoku_abi_version(), SUDOKU_ABI_VERSION);
        return 2;
    }
    printf("libsudoku %s\n\n", sudoku_version_string());

    /* sudoku_check_text parses and validates, and says exactly what is wrong:
    ** "SUDOKU_E_CONFLICT: digit 5 appears twice in row 1, at r1c1 and r1c3". */
    memset(&err, 0, sizeof err);
    err.size = sizeof err;
    rc = sudoku_check_text(text, (int32_t)strlen(text), puzzle, &err);
    if (rc != SUDOKU_OK) {
        fprintf(stderr, "%s: %s\n", sudoku_status_string(rc), err.message);
        return 1;
    }
    sudoku_format_pretty(puzzle, pretty, sizeof pretty);
    printf("Puzzle:\n%s\n", pretty);

    rc = sudoku_solve(puzzle, solution);
    if (rc != SUDOKU_OK) {
        fprintf(stderr, "cannot solve: %s\n", sudoku_status_string(rc));
        return 1;
    }
    sudoku_format_pretty(solution, pretty, sizeof pretty);
    printf("Solution:\n%s\n", pretty);

    rc = sudoku_count_solutions(puzzle, 2, &count);
    if (rc != SUDOKU_OK) {
        fprintf(stderr, "cannot count: %s\n", sudoku_status_string(rc));
        return 1;
    }
    printf("%s\n", count == 1 ? "The solution is unique." : "The puzzle has more than one solution.");
    return 0;
}
