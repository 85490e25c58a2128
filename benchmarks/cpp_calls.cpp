// cpp_calls: the per-call cost of the C++ layer (bindings/cpp/sudoku.hpp)
// next to the C call it makes, for the cheap calls. Prints "bench cpp <call>
// <calls/s> <ns/call> -", each the median of five runs in the thread's CPU
// time (make bench builds and runs it).

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <ctime>
#include <functional>
#include <string>

#include "sudoku.hpp"

static double now()
{
    timespec ts;
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return ts.tv_sec + ts.tv_nsec * 1e-9;
}

static volatile long sink;

static void measure(const char *name, const std::function<void()> &fn)
{
    for (int i = 0; i < 1000; i++) fn();
    double rates[5];
    for (double &rate : rates) {
        long n = 0;
        double start = now(), elapsed;
        do {
            for (int i = 0; i < 1000; i++) fn();
            n += 1000;
            elapsed = now() - start;
        } while (elapsed < 0.1);
        rate = n / elapsed;
    }
    std::sort(rates, rates + 5);
    std::printf("bench cpp %s %.0f %.1f -\n", name, rates[2], 1e9 / rates[2]);
}

int main()
{
    sudoku::require_abi();
    sudoku::grid solved = sudoku::parse("534678912672195348198342567859761423426853791713924856961537284287419635345286179");
    sudoku::grid puzzle = sudoku::parse("53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79");
    sudoku::grid out;
    std::int32_t count;
    sudoku_error err;
    err.size = sizeof err;
    char buf[SUDOKU_LINE_SIZE];
    measure("raw_validate", [&] { sink += sudoku_validate(solved.data(), &err); });
    measure("validate", [&] { sudoku::validate(solved); });
    measure("raw_format", [&] { sink += sudoku_format(puzzle.data(), buf, sizeof buf); });
    measure("format", [&] { sink += (long)sudoku::format(puzzle).size(); });
    measure("raw_solve", [&] { sink += sudoku_solve(puzzle.data(), out.data()); });
    measure("solve", [&] { sink += sudoku::solve(puzzle)[0]; });
    measure("raw_count2", [&] { sink += sudoku_count_solutions(puzzle.data(), 2, &count); });
    measure("count_solutions", [&] { sink += sudoku::count_solutions(puzzle, 2); });
    return 0;
}
