/*
** A first program of a libsudoku user, built outside the repository
** against an installed libsudoku (test_install.sh builds it with pkg-config
** and with CMake, shared and static). It checks the library's version and
** ABI against the header it was compiled with and solves a puzzle whose
** solution is known, and prints "consumer: ok <version> ABI <abi>".
*/
#include <stdio.h>
#include <string.h>

#include <sudoku.h>

static const char puzzle[] =
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
/* The puzzle's one solution, as published with it. */
static const char known[] =
    "534678912672195348198342567859761423426853791713924856961537284287419635345286179";

int main(void) {
    uint8_t grid[SUDOKU_CELLS], solution[SUDOKU_CELLS];
    char line[SUDOKU_LINE_SIZE];
    int32_t count = 0;

    if (sudoku_abi_version() != SUDOKU_ABI_VERSION || strcmp(sudoku_version_string(), SUDOKU_VERSION) != 0) {
        fprintf(stderr, "consumer: library %s ABI %d, header %s ABI %d\n", sudoku_version_string(),
                (int)sudoku_abi_version(), SUDOKU_VERSION, SUDOKU_ABI_VERSION);
        return 1;
    }
    if (sudoku_parse(puzzle, (int32_t)strlen(puzzle), grid) != SUDOKU_OK ||
        sudoku_solve(grid, solution) != SUDOKU_OK ||
        sudoku_format(solution, line, (int32_t)sizeof line) != SUDOKU_OK) {
        fprintf(stderr, "consumer: solving failed\n");
        return 1;
    }
    if (strcmp(line, known) != 0) {
        fprintf(stderr, "consumer: solved %s, want %s\n", line, known);
        return 1;
    }
    if (sudoku_count_solutions(grid, 2, &count) != SUDOKU_OK || count != 1) {
        fprintf(stderr, "consumer: count %d, want 1\n", (int)count);
        return 1;
    }
    printf("consumer: ok %s ABI %d\n", sudoku_version_string(), (int)sudoku_abi_version());
    return 0;
}
