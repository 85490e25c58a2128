// A panic inside a batch worker of the library becomes sudoku::error with
// SUDOKU_E_INTERNAL, and the process goes on: run against the test copy of
// the library built with -tags sudoku_faultinject (mk/faultinject.mk), in
// which the designated puzzle (row 1 is 987654321, the rest empty) panics
// inside a worker of the solve and count batches. (sudoku.hpp has no
// generator batch; tests/c/test_faultinject.c covers sudoku_generate_batch.)
#include <string>
#include <vector>

#include "check.h"
#include "sudoku.hpp"

static const std::string classic = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

int main()
{
    std::vector<sudoku::grid> puzzles(200, sudoku::parse(classic));
    sudoku::grid fault = sudoku::parse("987654321" + std::string(72, '.'));
    puzzles[150] = fault;
    for (int threads : {1, 2, 4}) {
        std::int32_t got = SUDOKU_OK;
        try {
            sudoku::solve_batch(puzzles, threads);
        } catch (const sudoku::error &e) {
            got = e.status();
        }
        CHECK(got == SUDOKU_E_INTERNAL);
        got = SUDOKU_OK;
        try {
            sudoku::count_solutions_batch(puzzles, 2, threads);
        } catch (const sudoku::error &e) {
            got = e.status();
        }
        CHECK(got == SUDOKU_E_INTERNAL);
    }
    // The library still works, and other inputs were never affected.
    puzzles[150] = puzzles[0];
    sudoku::solve_batch_result r = sudoku::solve_batch(puzzles, 4);
    CHECK(r.statuses[150] == SUDOKU_OK && r.solutions[150][80] == 9);
    CHECK(sudoku::count_solutions(fault, 2) == 2);
    return check_summary("test_faultinject (C++)");
}
