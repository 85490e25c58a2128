// libsudoku for C++: a thin, header-only layer over include/sudoku.h. Grids
// are std::array<uint8_t, 81>, text is std::string, and a failing call throws
// sudoku::error carrying the status code, its name, the cells at fault and
// the library's message. It adds nothing of the engine. C++11 or later; link
// with -lsudoku as for C.
//
//   #include "sudoku.hpp"
//   sudoku::require_abi();
//   sudoku::grid p = sudoku::check_text(text);   // throws with a precise message
//   sudoku::grid s = sudoku::solve(p);
//   std::cout << sudoku::format_pretty(s);
//   sudoku::hint_result h = sudoku::hint(p, board);  // h.c.status, h.c.cell, h.text
#ifndef SUDOKU_HPP
#define SUDOKU_HPP

#include <algorithm>
#include <array>
#include <cstdint>
#include <cstring>
#include <stdexcept>
#include <string>
#include <vector>

#include "sudoku.h"

namespace sudoku {

// A grid: 81 cells in row-major order, 0 for empty and 1..9 for digits.
using grid = std::array<std::uint8_t, SUDOKU_CELLS>;

// error is thrown when the library returns a status other than SUDOKU_OK.
// status() is the SUDOKU_E_* code and status_name() its name; detail() is
// the library's English message (the one sudoku_validate or
// sudoku_check_text gives for bad input, else sudoku_status_message);
// cells() holds the cells at fault (both cells of a conflict, the cell of a
// value above 9), else nothing. what() is "<status name>: <message>".
class error : public std::runtime_error {
public:
    error(std::int32_t status, const std::string &detail, std::vector<std::int32_t> cells = {})
        : std::runtime_error(std::string(sudoku_status_string(status)) + ": " + detail), status_(status),
          detail_(detail), cells_(std::move(cells)) {}

    // The SUDOKU_E_* code.
    std::int32_t status() const noexcept { return status_; }
    // The code's name, such as "SUDOKU_E_CONFLICT".
    const char *status_name() const noexcept { return sudoku_status_string(status_); }
    // The library's message, such as "digit 5 appears twice in row 1, at r1c1 and r1c3".
    const std::string &detail() const noexcept { return detail_; }
    // The cells at fault, 0..80 in reading order.
    const std::vector<std::int32_t> &cells() const noexcept { return cells_; }

private:
    std::int32_t status_;
    std::string detail_;
    std::vector<std::int32_t> cells_;
};

namespace detail {
// explained builds the error from what the library said about bad input.
inline error explained(const sudoku_error &e)
{
    return error(e.status, e.message, std::vector<std::int32_t>(e.cells, e.cells + e.n_cells));
}

// status_error is the error of status when no input explains it.
inline error status_error(std::int32_t status) { return error(status, sudoku_status_message(status)); }

inline sudoku_error new_error()
{
    sudoku_error e;
    std::memset(&e, 0, sizeof e);
    e.size = sizeof e;
    return e;
}

// grid_error is the error of status from a call on g: for a grid that
// breaks the rules, sudoku_validate says which cells and why.
inline error grid_error(std::int32_t status, const grid &g)
{
    if (status == SUDOKU_E_RANGE || status == SUDOKU_E_CONFLICT) {
        sudoku_error e = new_error();
        if (sudoku_validate(g.data(), &e) == status)
            return explained(e);
    }
    return status_error(status);
}

inline void check(std::int32_t status)
{
    if (status != SUDOKU_OK)
        throw status_error(status);
}

inline void check(std::int32_t status, const grid &g)
{
    if (status != SUDOKU_OK)
        throw grid_error(status, g);
}

inline std::int32_t length(const std::string &text)
{
    // Longer texts than an int32_t are refused like any text above SUDOKU_TEXT_MAX.
    return text.size() > SUDOKU_TEXT_MAX ? SUDOKU_TEXT_MAX + 1 : static_cast<std::int32_t>(text.size());
}
} // namespace detail

// The release of the loaded library, such as "0.3.0".
inline std::string version() { return sudoku_version_string(); }

// Throws sudoku::error (SUDOKU_E_INTERNAL) unless the loaded library has the
// ABI this header was written for. Call once at start-up.
inline void require_abi()
{
    if (sudoku_abi_version() != SUDOKU_ABI_VERSION)
        throw error(SUDOKU_E_INTERNAL, "libsudoku has ABI version " + std::to_string(sudoku_abi_version()) +
                                           ", this program was built for " + std::to_string(SUDOKU_ABI_VERSION));
}

// The name of a technique (SUDOKU_TECH_*), such as "X-Wing", of a level
// (SUDOKU_LEVEL_*), such as "easy", and of a status, such as
// "SUDOKU_E_CONFLICT": the header's names, from the library.
inline std::string technique_name(std::int32_t technique) { return sudoku_technique_name(technique); }
inline std::string level_name(std::int32_t level) { return sudoku_level_name(level); }
inline std::string status_name(std::int32_t status) { return sudoku_status_string(status); }

// The name of cell 0..80, such as "r4c7".
inline std::string cell_name(int cell)
{
    if (cell < 0 || cell >= SUDOKU_CELLS)
        throw std::out_of_range("a cell is 0..80");
    return "r" + std::to_string(cell / 9 + 1) + "c" + std::to_string(cell % 9 + 1);
}

// Parses and validates text (a line or a pasted drawing); the error says
// exactly what is wrong: the character and where, the number of cells, or
// the repeated digit with its unit and both cells.
inline grid check_text(const std::string &text)
{
    grid g;
    sudoku_error e = detail::new_error();
    std::int32_t st = sudoku_check_text(text.data(), detail::length(text), g.data(), &e);
    if (st == SUDOKU_E_PARSE || st == SUDOKU_E_CONFLICT)
        throw detail::explained(e);
    detail::check(st);
    return g;
}

// Reads text as a grid without checking the rules (see check_text).
inline grid parse(const std::string &text)
{
    grid g;
    std::int32_t st = sudoku_parse(text.data(), detail::length(text), g.data());
    if (st == SUDOKU_E_PARSE) {
        sudoku_error e = detail::new_error();
        grid scratch;
        sudoku_check_text(text.data(), detail::length(text), scratch.data(), &e);
        throw detail::explained(e);
    }
    detail::check(st);
    return g;
}

// The grid as an 81-character line, '.' for empty cells.
inline std::string format(const grid &g)
{
    char buf[SUDOKU_LINE_SIZE];
    detail::check(sudoku_format(g.data(), buf, sizeof buf), g);
    return buf;
}

// The grid as an 11-line drawing with box separators.
inline std::string format_pretty(const grid &g)
{
    char buf[SUDOKU_PRETTY_SIZE];
    detail::check(sudoku_format_pretty(g.data(), buf, sizeof buf), g);
    return buf;
}

// Checks the rules; a conflict throws with both cells in error::cells() and
// the library's message naming the unit.
inline void validate(const grid &g)
{
    sudoku_error e = detail::new_error();
    if (sudoku_validate(g.data(), &e) != SUDOKU_OK)
        throw detail::explained(e);
}

// The first solution of puzzle.
inline grid solve(const grid &puzzle)
{
    grid s;
    detail::check(sudoku_solve(puzzle.data(), s.data()), puzzle);
    return s;
}

// The number of solutions of puzzle up to limit (at least 1); 0 when valid
// givens have none. count_solutions(p, 2) == 1 means p is proper.
inline int count_solutions(const grid &puzzle, int limit)
{
    std::int32_t n = 0;
    detail::check(sudoku_count_solutions(puzzle.data(), limit, &n), puzzle);
    return n;
}

// Pencil marks: marks[i] has bit d-1 set for each digit d the player keeps
// in cell i; 0 stands for all digits.
using marks = std::array<std::uint16_t, SUDOKU_CELLS>;

// The pencil marks the placed digits of g allow (see sudoku_candidates):
// bit d-1 of entry i for each digit d that can go in empty cell i, 0 for a
// filled cell. Throws when g breaks the rules.
inline marks candidates(const grid &g)
{
    marks m;
    detail::check(sudoku_candidates(g.data(), m.data()), g);
    return m;
}

namespace detail {
// check_hint throws the error of a hint call that returned st on puzzle and
// board: for a refused grid, the cells at fault (the puzzle first; the
// board is refused only for a value above 9).
inline void check_hint(std::int32_t st, const grid &puzzle, const grid &board)
{
    if (st == SUDOKU_E_RANGE || st == SUDOKU_E_CONFLICT) {
        sudoku_error e = new_error();
        if (sudoku_validate(puzzle.data(), &e) != SUDOKU_OK || sudoku_validate(board.data(), &e) == SUDOKU_E_RANGE)
            throw explained(e);
    }
    check(st);
}
} // namespace detail

// A hint: the C result (status, technique, rating, placement or removed
// digits, pattern, chain, mistakes) and its English explanation.
struct hint_result {
    sudoku_hint_result c;
    std::string text;
};

// A hint for a player's board (see sudoku_hint): mistakes first, else the
// simplest next step. candidates and options may be null. Throws when
// puzzle breaks the rules or a cell of board is above 9.
inline hint_result hint(const grid &puzzle, const grid &board, const marks *candidates = nullptr,
                        const sudoku_hint_options *options = nullptr)
{
    hint_result h;
    h.c = sudoku_hint_result();
    h.c.size = sizeof h.c;
    char text[SUDOKU_HINT_TEXT_SIZE];
    std::int32_t st = sudoku_hint(puzzle.data(), board.data(), candidates ? candidates->data() : nullptr, options,
                                  &h.c, text, sizeof text);
    detail::check_hint(st, puzzle, board);
    h.text = text;
    return h;
}

// A hint with the structure of its step when it is a chain (see
// sudoku_hint_chain): the hint as hint() gives it, the C chain result
// (kind, unit, counts, truncated), the branches, the nodes and the parent
// links (nodes[i]'s parents are parents[nodes[i].first_parent ...]), all
// empty when the step is not a chain, and the reasoning branch by branch.
struct chain_result {
    hint_result hint;
    sudoku_chain_result c;
    std::vector<sudoku_chain_branch> branches;
    std::vector<sudoku_chain_node> nodes;
    std::vector<std::int32_t> parents;
    std::string reasoning;
};

// hint_chain is hint with the chain's structure (see chain_result). Throws
// as hint does.
inline chain_result hint_chain(const grid &puzzle, const grid &board, const marks *candidates = nullptr,
                               const sudoku_hint_options *options = nullptr)
{
    chain_result r;
    r.hint.c = sudoku_hint_result();
    r.hint.c.size = sizeof r.hint.c;
    r.c = sudoku_chain_result();
    r.c.size = sizeof r.c;
    // The header's bounds: every step fits in one call.
    r.branches.resize(SUDOKU_CHAIN_BRANCHES_MAX);
    r.nodes.resize(SUDOKU_CHAIN_NODES_MAX);
    r.parents.resize(SUDOKU_CHAIN_PARENTS_MAX);
    std::vector<char> text(SUDOKU_CHAIN_TEXT_SIZE);
    r.branches[0].size = sizeof r.branches[0];
    r.nodes[0].size = sizeof r.nodes[0];
    std::int32_t st = sudoku_hint_chain(puzzle.data(), board.data(), candidates ? candidates->data() : nullptr, options,
                                        &r.hint.c, &r.c, r.branches.data(), SUDOKU_CHAIN_BRANCHES_MAX, r.nodes.data(),
                                        SUDOKU_CHAIN_NODES_MAX, r.parents.data(), SUDOKU_CHAIN_PARENTS_MAX, text.data(),
                                        SUDOKU_CHAIN_TEXT_SIZE, nullptr);
    detail::check_hint(st, puzzle, board);
    r.branches.resize(static_cast<std::size_t>(r.c.n_branches));
    r.nodes.resize(static_cast<std::size_t>(r.c.n_nodes));
    r.parents.resize(static_cast<std::size_t>(r.c.n_parents));
    std::string all(text.data());
    r.hint.text = all.substr(0, static_cast<std::size_t>(r.hint.c.text_len));
    r.reasoning = all.substr(std::min(all.size(), static_cast<std::size_t>(r.c.reasoning)));
    return r;
}

// Options for rate and hint with size set and everything else zero.
inline sudoku_rate_options rate_options()
{
    sudoku_rate_options o = sudoku_rate_options();
    o.size = sizeof o;
    return o;
}

inline sudoku_hint_options hint_options()
{
    sudoku_hint_options o = sudoku_hint_options();
    o.size = sizeof o;
    return o;
}

// A control for a long call (see sudoku_control): set cancel from another
// thread to stop it; done and total show its progress. A call stopped that
// way throws sudoku::error with SUDOKU_E_CANCELLED.
inline sudoku_control control()
{
    sudoku_control c = sudoku_control();
    c.size = sizeof c;
    return c;
}

// Rates puzzle by solving it simplest step first (see sudoku_rate). Throws
// with SUDOKU_E_NOT_UNIQUE, SUDOKU_E_UNSOLVABLE, SUDOKU_E_CONFLICT, ...
inline sudoku_rate_result rate(const grid &puzzle, const sudoku_rate_options *options = nullptr,
                               sudoku_control *ctl = nullptr)
{
    sudoku_rate_result r = sudoku_rate_result();
    r.size = sizeof r;
    detail::check(sudoku_rate(puzzle.data(), options, &r, ctl), puzzle);
    return r;
}

// Options for explain with size set and everything else zero.
inline sudoku_explain_options explain_options()
{
    sudoku_explain_options o = sudoku_explain_options();
    o.size = sizeof o;
    return o;
}

// One step of a solve path: the C step (technique, rating, placement or
// removed digits, pattern, chain) and its English explanation.
struct step {
    sudoku_step c;
    std::string text;
};

// The whole logical solve of a puzzle: the C result (rating, hardest,
// level, complete, capped) and every step, in order.
struct explanation {
    sudoku_explain_result c;
    std::vector<step> steps;
};

namespace detail {
// explain_with is explain, its first buffers first_steps steps and
// first_text bytes.
inline explanation explain_with(const grid &puzzle, const sudoku_explain_options *options, sudoku_control *ctl,
                                std::size_t first_steps, std::size_t first_text)
{
    explanation e;
    e.c = sudoku_explain_result();
    e.c.size = sizeof e.c;
    std::vector<sudoku_step> steps(std::max<std::size_t>(first_steps, 1));
    std::vector<char> text(std::max<std::size_t>(first_text, 1));
    std::int32_t n = static_cast<std::int32_t>(first_steps), cap = static_cast<std::int32_t>(first_text);
    for (;;) {
        steps[0].size = sizeof steps[0];
        std::int32_t st = sudoku_explain(puzzle.data(), options, &e.c, steps.data(), n, text.data(), cap, ctl);
        if (st != SUDOKU_E_BUFFER) {
            check(st, puzzle);
            break;
        }
        if (e.c.n_steps <= n && e.c.text_len <= cap)
            throw error(SUDOKU_E_INTERNAL, "sudoku_explain asked for buffers it had");
        n = std::max(n, e.c.n_steps);
        cap = std::max(cap, e.c.text_len);
        steps.resize(static_cast<std::size_t>(std::max(n, 1)));
        text.resize(static_cast<std::size_t>(std::max(cap, 1)));
    }
    e.steps.resize(static_cast<std::size_t>(e.c.n_steps));
    for (std::size_t k = 0; k < e.steps.size(); k++) {
        e.steps[k].c = steps[k];
        e.steps[k].text.assign(text.data() + steps[k].text_offset, static_cast<std::size_t>(steps[k].text_len));
    }
    return e;
}
} // namespace detail

// The whole logical solve of puzzle (see sudoku_explain): every step the
// rating takes, simplest first, with its explanation. options and ctl may
// be null. Throws as rate does.
inline explanation explain(const grid &puzzle, const sudoku_explain_options *options = nullptr,
                           sudoku_control *ctl = nullptr)
{
    // Most paths fit these (a hard puzzle takes about 60 steps of about 150
    // bytes); a longer one is asked again at the sizes the library reports.
    return detail::explain_with(puzzle, options, ctl, 128, 32 * 1024);
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
    sudoku_rate_result rating;
    bool target_met;
};

// Makes a puzzle with exactly one solution as options asks (see
// sudoku_generate); the same options give the same puzzle.
inline generated generate(const sudoku_generate_options &options, sudoku_control *ctl = nullptr)
{
    generated g;
    g.rating = sudoku_rate_result();
    g.rating.size = sizeof g.rating;
    std::int32_t st = sudoku_generate(&options, g.puzzle.data(), g.solution.data(), &g.rating, ctl);
    if (st != SUDOKU_E_LIMIT)
        detail::check(st);
    g.target_met = st == SUDOKU_OK;
    return g;
}

// Batches: many puzzles in one call, on threads of the library (threads <=
// 0: one per processor). A grid has no padding, so a std::vector<grid> is
// the n*81 contiguous cells the C functions take. Each takes an optional
// control (see control()): cancelled, it throws SUDOKU_E_CANCELLED.
static_assert(sizeof(grid) == SUDOKU_CELLS, "sudoku::grid must be 81 contiguous bytes");

namespace detail {
inline std::int32_t count(std::size_t n)
{
    if (n > static_cast<std::size_t>(INT32_MAX))
        throw error(SUDOKU_E_ARG, "a batch holds at most 2147483647 puzzles");
    return static_cast<std::int32_t>(n);
}
} // namespace detail

// What generate_batch returns: item i of the pack that options describes
// (item 0 is what generate makes), its rating as rate gives it when a
// difficulty was asked for (ratings is empty otherwise, as in the other
// bindings: a rating costs far more than a minimal puzzle), and its status:
// SUDOKU_OK, or SUDOKU_E_LIMIT when the budget ran out first (the puzzle is
// then the closest found, still unique).
struct generated_batch {
    std::vector<grid> puzzles;
    std::vector<grid> solutions;
    std::vector<sudoku_rate_result> ratings;
    std::vector<std::int32_t> statuses;
};

// Makes n puzzles in one call (see sudoku_generate_batch): the same options
// give the same pack whatever threads is.
inline generated_batch generate_batch(const sudoku_generate_options &options, int n, int threads = 0,
                                      sudoku_control *ctl = nullptr)
{
    generated_batch b;
    std::size_t k = n > 0 ? static_cast<std::size_t>(n) : 0;
    bool banded = options.level != 0 || options.min_rating > 0 || options.max_rating > 0;
    b.puzzles.resize(k);
    b.solutions.resize(k);
    b.ratings.resize(banded ? k : 0);
    b.statuses.resize(k);
    if (n < 0)
        throw error(SUDOKU_E_ARG, "n must be at least 0");
    if (k == 0)
        return b;
    if (banded)
        b.ratings[0].size = sizeof b.ratings[0];
    std::int32_t st = sudoku_generate_batch(&options, n, b.puzzles.data()->data(), b.solutions.data()->data(),
                                            banded ? b.ratings.data() : nullptr, b.statuses.data(), threads, ctl);
    if (st != SUDOKU_E_LIMIT)
        detail::check(st);
    return b;
}

// What solve_batch returns: statuses[i] is what solve would throw for
// puzzle i (SUDOKU_E_CONFLICT, SUDOKU_E_UNSOLVABLE, ...) or SUDOKU_OK, and
// then solutions[i] its solution (all zeros otherwise).
struct solve_batch_result {
    std::vector<grid> solutions;
    std::vector<std::int32_t> statuses;
};

// Solves every puzzle in one call (see sudoku_solve_batch). A bad puzzle
// only gets its own status; the results do not depend on threads.
inline solve_batch_result solve_batch(const std::vector<grid> &puzzles, int threads = 0,
                                      sudoku_control *ctl = nullptr)
{
    solve_batch_result r;
    r.solutions.resize(puzzles.size());
    r.statuses.resize(puzzles.size());
    if (!puzzles.empty())
        detail::check(sudoku_solve_batch(puzzles.data()->data(), detail::count(puzzles.size()),
                                         r.solutions.data()->data(), r.statuses.data(), threads, ctl));
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
inline count_batch_result count_solutions_batch(const std::vector<grid> &puzzles, int limit, int threads = 0,
                                                sudoku_control *ctl = nullptr)
{
    count_batch_result r;
    r.counts.resize(puzzles.size());
    r.statuses.resize(puzzles.size());
    if (limit < 1)
        throw error(SUDOKU_E_ARG, "the solution limit must be at least 1");
    if (!puzzles.empty())
        detail::check(sudoku_count_solutions_batch(puzzles.data()->data(), detail::count(puzzles.size()), limit,
                                                   r.counts.data(), r.statuses.data(), threads, ctl));
    return r;
}

} // namespace sudoku

#endif // SUDOKU_HPP
