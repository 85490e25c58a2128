// cpp_calls: the per-call cost of the C++ layer (bindings/cpp/sudoku.hpp)
// next to the C call it makes, for the cheap calls. Prints "bench cpp <call>
// <calls/s> <ns/call> -" (make bench builds and runs it). A C call and its
// C++ call are timed together, interleaved: 25 rounds of a run of each, each
// going first in turn, in the thread's CPU time. The raw figure is the
// median of its runs; the C++ call's is that times the median of its runs'
// ratios to the raw run of the same round, so that a change of the
// machine's speed during the runs moves both alike and leaves the ratio.

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <ctime>
#include <functional>
#include <string>
#include <vector>

#include "sudoku.hpp"

static double now()
{
    timespec ts;
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return ts.tv_sec + ts.tv_nsec * 1e-9;
}

static volatile long sink;

static const int rounds = 25;

static double median(std::vector<double> xs)
{
    std::sort(xs.begin(), xs.end());
    size_t m = xs.size() / 2;
    return xs.size() % 2 ? xs[m] : (xs[m - 1] + xs[m]) / 2;
}

// run returns the seconds per call of n calls of fn.
static double run(const std::function<void()> &fn, long n)
{
    double start = now();
    for (long i = 0; i < n; i++) fn();
    return (now() - start) / n;
}

// measure times raw and call together and prints a line for each, as the
// comment at the top says.
static void measure(const char *rawName, const char *name, const std::function<void()> &raw,
                    const std::function<void()> &call)
{
    double slowest = std::max(run(raw, 1000), run(call, 1000)); // warm up, and size the runs
    long n = std::max(1000L, (long)(0.5 / rounds / slowest));
    std::vector<double> raws, ratios;
    for (int r = 0; r < rounds; r++) {
        double a, b;
        if (r % 2 == 0) {
            a = run(raw, n);
            b = run(call, n);
        } else {
            b = run(call, n);
            a = run(raw, n);
        }
        raws.push_back(a);
        ratios.push_back(b / a);
    }
    double rawNs = median(raws) * 1e9, ns = rawNs * median(ratios);
    std::printf("bench cpp %s %.0f %.1f -\n", rawName, 1e9 / rawNs, rawNs);
    std::printf("bench cpp %s %.0f %.1f -\n", name, 1e9 / ns, ns);
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
    measure("raw_validate", "validate", [&] { sink += sudoku_validate(solved.data(), &err); }, [&] { sudoku::validate(solved); });
    measure("raw_format", "format", [&] { sink += sudoku_format(puzzle.data(), buf, sizeof buf); },
            [&] { sink += (long)sudoku::format(puzzle).size(); });
    measure("raw_solve", "solve", [&] { sink += sudoku_solve(puzzle.data(), out.data()); },
            [&] { sink += sudoku::solve(puzzle)[0]; });
    measure("raw_count2", "count_solutions", [&] { sink += sudoku_count_solutions(puzzle.data(), 2, &count); },
            [&] { sink += sudoku::count_solutions(puzzle, 2); });
    return 0;
}
