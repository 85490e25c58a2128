// libsudoku for C++: a thin, header-only layer over include/sudoku.h. Grids
// are std::array<uint8_t, 81>, text is std::string, and a failing call throws
// sudoku::error carrying the status code and its name. It adds nothing of the
// engine. C++11 or later; link with -lsudoku as for C.
//
//   #include "sudoku.hpp"
//   sudoku::require_abi();
//   sudoku::grid p = sudoku::check_text(text);   // throws with a precise message
//   sudoku::grid s = sudoku::solve(p);
//   std::cout << sudoku::format_pretty(s);
//   sudoku::hint_result h = sudoku::hint(p, board);  // h.c.status, h.c.cell, h.text
#ifndef SUDOKU_HPP
#define SUDOKU_HPP

#include <array>
#include <cstdint>
#include <stdexcept>
#include <string>
#include <vector>

#include "sudoku.h"

namespace sudoku {

// A grid: 81 cells in row-major order, 0 for empty and 1..9 for digits.
using grid = std::array<std::uint8_t, SUDOKU_CELLS>;

// error is thrown when the library returns a status other than SUDOKU_OK.
// what() is "<status name>: <detail>"; cells() holds the cells involved when
// the call reports them (two for a conflict, one for a bad value), else -1.
class error : public std::runtime_error {
public:
    error(std::int32_t status, const std::string &detail, std::int32_t cell0 = -1, std::int32_t cell1 = -1)
        : std::runtime_error(detail.empty() ? std::string(sudoku_status_string(status))
                                            : std::string(sudoku_status_string(status)) + ": " + detail),
          status_(status), cells_{{cell0, cell1}} {}

    // The SUDOKU_E_* code.
    std::int32_t status() const noexcept { return status_; }
    // The code's name, such as "SUDOKU_E_CONFLICT".
    const char *status_name() const noexcept { return sudoku_status_string(status_); }
    // The cells the call reported, -1 where none.
    const std::array<std::int32_t, 2> &cells() const noexcept { return cells_; }

private:
    std::int32_t status_;
    std::array<std::int32_t, 2> cells_;
};

namespace detail {
inline void check(std::int32_t status, const std::string &what = std::string())
{
    if (status != SUDOKU_OK)
        throw error(status, what);
}
} // namespace detail

// The release of the loaded library, such as "0.2.0".
inline std::string version() { return sudoku_version_string(); }

// Throws sudoku::error (SUDOKU_E_INTERNAL) unless the loaded library has the
// ABI this header was written for. Call once at start-up.
inline void require_abi()
{
    if (sudoku_abi_version() != SUDOKU_ABI_VERSION)
        throw error(SUDOKU_E_INTERNAL, "libsudoku has ABI version " + std::to_string(sudoku_abi_version()) +
                                           ", this program was built for " + std::to_string(SUDOKU_ABI_VERSION));
}

// The name of a technique (SUDOKU_TECH_*), such as "X-Wing", and of a
// level (SUDOKU_LEVEL_*), such as "easy": the header's names, from the
// library's sudoku_technique_name and sudoku_level_name.
inline std::string technique_name(std::int32_t technique) { return sudoku_technique_name(technique); }
inline std::string level_name(std::int32_t level) { return sudoku_level_name(level); }

// The name of cell 0..80, such as "r4c7".
inline std::string cell_name(int cell)
{
    if (cell < 0 || cell >= SUDOKU_CELLS)
        throw std::out_of_range("a cell is 0..80");
    return "r" + std::to_string(cell / 9 + 1) + "c" + std::to_string(cell % 9 + 1);
}

// Parses and validates text (a line or a pasted drawing); the error's
// message says exactly what is wrong: the character and where, the number
// of cells, or the repeated digit with its unit and both cells.
inline grid check_text(const std::string &text)
{
    grid g;
    char msg[SUDOKU_MESSAGE_SIZE];
    std::int32_t st = sudoku_check_text(text.data(), text.size(), g.data(), msg, sizeof msg);
    if (st != SUDOKU_OK)
        throw error(st, msg);
    return g;
}

// Reads text as a grid without checking the rules (see check_text).
inline grid parse(const std::string &text)
{
    grid g;
    std::int32_t st = sudoku_parse(text.data(), text.size(), g.data());
    if (st == SUDOKU_E_PARSE) {
        char msg[SUDOKU_MESSAGE_SIZE];
        grid scratch;
        sudoku_check_text(text.data(), text.size(), scratch.data(), msg, sizeof msg);
        throw error(st, msg);
    }
    detail::check(st);
    return g;
}

// The grid as an 81-character line, '.' for empty cells.
inline std::string format(const grid &g)
{
    char buf[SUDOKU_LINE_SIZE];
    detail::check(sudoku_format(g.data(), buf, sizeof buf));
    return buf;
}

// The grid as an 11-line drawing with box separators.
inline std::string format_pretty(const grid &g)
{
    char buf[SUDOKU_PRETTY_SIZE];
    detail::check(sudoku_format_pretty(g.data(), buf, sizeof buf));
    return buf;
}

// Checks the rules; a conflict throws with both cells in error::cells() and
// the library's message naming the unit.
inline void validate(const grid &g)
{
    std::int32_t cells[2];
    std::int32_t st = sudoku_validate(g.data(), cells);
    if (st == SUDOKU_OK)
        return;
    std::string what;
    if (st == SUDOKU_E_CONFLICT) {
        char msg[SUDOKU_MESSAGE_SIZE];
        grid scratch;
        std::string line = format(g);
        sudoku_check_text(line.data(), line.size(), scratch.data(), msg, sizeof msg);
        what = msg;
    } else if (st == SUDOKU_E_RANGE) {
        what = "value " + std::to_string(g[cells[0]]) + " at " + cell_name(cells[0]);
    }
    throw error(st, what, cells[0], cells[1]);
}

// The first solution of puzzle.
inline grid solve(const grid &puzzle)
{
    grid s;
    detail::check(sudoku_solve(puzzle.data(), s.data()));
    return s;
}

// The number of solutions of puzzle up to limit (at least 1); 0 when valid
// givens have none. count_solutions(p, 2) == 1 means p is proper.
inline int count_solutions(const grid &puzzle, int limit)
{
    std::int32_t n = 0;
    detail::check(sudoku_count_solutions(puzzle.data(), limit, &n));
    return n;
}

// Pencil marks: marks[i] has bit d-1 set for each digit d the player keeps
// in cell i; 0 stands for all digits.
using marks = std::array<std::uint16_t, SUDOKU_CELLS>;

// A hint: the C result (status, technique, rating, placement or removed
// digits, pattern, chain, mistakes) and its English explanation.
struct hint_result {
    sudoku_hint_result c;
    std::string text;
};

// A hint for a player's board (see sudoku_hint): mistakes first, else the
// simplest next step. candidates may be null. Throws when puzzle breaks the
// rules or a cell is above 9.
inline hint_result hint(const grid &puzzle, const grid &board, const marks *candidates = nullptr)
{
    hint_result h;
    h.c = sudoku_hint_result();
    h.c.size = sizeof h.c;
    char text[SUDOKU_HINT_TEXT_SIZE];
    detail::check(sudoku_hint(puzzle.data(), board.data(), candidates ? candidates->data() : nullptr, &h.c, text,
                              sizeof text));
    h.text = text;
    return h;
}

// Rates puzzle by solving it simplest step first (see sudoku_rate). Throws
// with SUDOKU_E_NOT_UNIQUE, SUDOKU_E_UNSOLVABLE, SUDOKU_E_CONFLICT, ...
inline sudoku_rating rate(const grid &puzzle)
{
    sudoku_rating r = sudoku_rating();
    r.size = sizeof r;
    detail::check(sudoku_rate(puzzle.data(), &r));
    return r;
}

// A rating in tenths as text: 32 gives "3.2".
inline std::string rating_text(std::int32_t tenths)
{
    return std::to_string(tenths / 10) + "." + std::to_string(tenths % 10);
}

// Generator options with size set and everything else zero: a random
// minimal puzzle without symmetry from seed 0. Fill in what you need.
inline sudoku_generate_options generate_options()
{
    sudoku_generate_options o = sudoku_generate_options();
    o.size = sizeof o;
    return o;
}

// A generated puzzle: clues, solution, rating, and whether the clue target
// or rating band was reached (false when the budget ran out first; the
// puzzle is then the closest found, still with one solution).
struct generated {
    grid puzzle;
    grid solution;
    sudoku_rating rating;
    bool target_met;
};

// Makes a puzzle with exactly one solution as options asks (see
// sudoku_generate); the same options give the same puzzle.
inline generated generate(const sudoku_generate_options &options)
{
    generated g;
    g.rating = sudoku_rating();
    g.rating.size = sizeof g.rating;
    std::int32_t st = sudoku_generate(&options, g.puzzle.data(), g.solution.data(), &g.rating);
    if (st != SUDOKU_E_LIMIT)
        detail::check(st);
    g.target_met = st == SUDOKU_OK;
    return g;
}

// Batches: many puzzles in one call, on threads of the library (threads <=
// 0: one per processor). A grid has no padding, so a std::vector<grid> is
// the n*81 contiguous cells the C functions take.
static_assert(sizeof(grid) == SUDOKU_CELLS, "sudoku::grid must be 81 contiguous bytes");

// What solve_batch returns: statuses[i] is what solve would throw for
// puzzle i (SUDOKU_E_CONFLICT, SUDOKU_E_UNSOLVABLE, ...) or SUDOKU_OK, and
// then solutions[i] its solution (all zeros otherwise).
struct solve_batch_result {
    std::vector<grid> solutions;
    std::vector<std::int32_t> statuses;
};

// Solves every puzzle in one call (see sudoku_solve_batch). A bad puzzle
// only gets its own status; the results do not depend on threads.
inline solve_batch_result solve_batch(const std::vector<grid> &puzzles, int threads = 0)
{
    solve_batch_result r;
    r.solutions.resize(puzzles.size());
    r.statuses.resize(puzzles.size());
    if (!puzzles.empty())
        detail::check(sudoku_solve_batch(puzzles.data()->data(), puzzles.size(), r.solutions.data()->data(),
                                         r.statuses.data(), threads));
    return r;
}

// What count_solutions_batch returns: counts[i] is count_solutions(puzzle
// i, limit) when statuses[i] is SUDOKU_OK, a lower bound for SUDOKU_E_LIMIT,
// and 0 otherwise.
struct count_batch_result {
    std::vector<std::int32_t> counts;
    std::vector<std::int32_t> statuses;
};

// Counts the solutions of every puzzle up to limit (at least 1) in one call
// (see sudoku_count_solutions_batch).
inline count_batch_result count_solutions_batch(const std::vector<grid> &puzzles, int limit, int threads = 0)
{
    count_batch_result r;
    r.counts.resize(puzzles.size());
    r.statuses.resize(puzzles.size());
    if (puzzles.empty())
        detail::check(limit >= 1 ? SUDOKU_OK : SUDOKU_E_ARG, "the limit must be at least 1");
    else
        detail::check(sudoku_count_solutions_batch(puzzles.data()->data(), puzzles.size(), limit, r.counts.data(),
                                                   r.statuses.data(), threads),
                      limit < 1 ? "the limit must be at least 1" : "");
    return r;
}

} // namespace sudoku

#endif // SUDOKU_HPP
