// The public header compiled as C++ (g++ -std=c++11 -Wall -Werror) and used
// through the shared library: extern "C" linkage, constants and types work.
#include <cstdio>
#include <cstring>
#include <string>

#include "sudoku.h"

int main()
{
    int passed = 0, failed = 0;
    auto check = [&](bool ok, const char *what) {
        if (ok) {
            passed++;
        } else {
            failed++;
            std::fprintf(stderr, "C++ check failed: %s\n", what);
        }
    };

    check(sudoku_abi_version() == SUDOKU_ABI_VERSION, "abi version");
    check(std::string(sudoku_version_string()) == SUDOKU_VERSION, "version string");
    check(std::string(sudoku_status_string(SUDOKU_E_LIMIT)) == "SUDOKU_E_LIMIT", "status string");

    const std::string text = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
    uint8_t puzzle[SUDOKU_CELLS], solution[SUDOKU_CELLS];
    check(sudoku_parse(text.data(), (int32_t)text.size(), puzzle) == SUDOKU_OK, "parse");
    check(sudoku_solve(puzzle, solution) == SUDOKU_OK, "solve");
    char line[SUDOKU_LINE_SIZE];
    check(sudoku_format(solution, line, sizeof line) == SUDOKU_OK, "format");
    check(std::string(line) == "534678912672195348198342567859761423426853791713924856961537284287419635345286179", "solution");
    int32_t count = 0;
    check(sudoku_count_solutions(puzzle, 2, &count) == SUDOKU_OK && count == 1, "unique");
    sudoku_error err = sudoku_error();
    err.size = sizeof err;
    puzzle[2] = 5;
    check(sudoku_validate(puzzle, &err) == SUDOKU_E_CONFLICT && err.cells[0] == 0 && err.cells[1] == 2, "conflict");
    check(std::string(err.message) == "digit 5 appears twice in row 1, at r1c1 and r1c3", "message");
    sudoku_control ctl = {sizeof ctl, 1, 0, 0};
    check(sudoku_rate(puzzle, nullptr, nullptr, &ctl) == SUDOKU_E_ARG, "rate without a result");

    std::printf("C++ header tests: %d passed, %d failed\n", passed, failed);
    return failed == 0 ? 0 : 1;
}
