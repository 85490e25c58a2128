// libsudoku for C++: the variants (sudoku_variant_* of include/sudoku.h)
// over sudoku.hpp. A sudoku::variant holds a variant's text form, read and
// checked once, and its description; its grids are std::vector<uint8_t> of
// N*N cells (0 empty, 1..N digits). Failures throw sudoku::error as in
// sudoku.hpp, with the library's precise message and the cells at fault.
//
//   #include "sudoku_variant.hpp"
//   sudoku::variant v("9x9,k=aabb...,s=20/9/...");   // throws on a bad variant
//   sudoku::variant_grid p = sudoku::parse(v, text);
//   sudoku::variant_grid s = sudoku::solve(v, p);
//   std::cout << sudoku::format(v, s);
#ifndef SUDOKU_VARIANT_HPP
#define SUDOKU_VARIANT_HPP

#include <string>
#include <vector>

#include "sudoku.hpp"

namespace sudoku {

// A grid of a variant: N*N cells in reading order, 0 for empty and 1..N for
// digits.
using variant_grid = std::vector<std::uint8_t>;

// Candidate marks of a variant's grid: bit d-1 for digit d, one mask a cell.
using variant_marks = std::vector<std::uint16_t>;

// A variant: its text form (see docs/variants.md) and what
// sudoku_variant_check says of it.
class variant {
public:
    // Reads and checks text; a bad variant throws SUDOKU_E_PARSE with the
    // column and what is wrong ("column 8: unexpected character '#' in the
    // cage map (k=)"), and the cell at fault in cells() when there is one.
    explicit variant(const std::string &text) : text_(text), info_(sudoku_variant_info())
    {
        info_.size = sizeof info_;
        sudoku_error e = detail::new_error();
        std::int32_t st = sudoku_variant_check(text_.data(), detail::length(text_), &info_, &e);
        if (st == SUDOKU_E_PARSE)
            throw detail::explained(e);
        detail::check(st);
    }

    // The text form, as given.
    const std::string &text() const noexcept { return text_; }
    // The description: size, box shape, units, cages (see sudoku_variant_info).
    const sudoku_variant_info &info() const noexcept { return info_; }
    // N, the side of the grid.
    int n() const noexcept { return info_.n; }
    // N*N, the length of every grid of this variant.
    int cells() const noexcept { return info_.n_cells; }
    // The number of units (rows, columns, regions, diagonals, windows,
    // groups, cages without repeats, numbered in that order).
    int units() const noexcept { return info_.n_units; }

    // Unit number u, 0 <= u < units(): its kind (SUDOKU_UNIT_*), index
    // among its kind and cells.
    sudoku_variant_unit_info unit(int u) const
    {
        sudoku_variant_unit_info ui = sudoku_variant_unit_info();
        ui.size = sizeof ui;
        detail::check(sudoku_variant_unit(text_.data(), detail::length(text_), u, &ui));
        return ui;
    }

    // An empty grid of this variant.
    variant_grid empty() const { return variant_grid(static_cast<std::size_t>(info_.n_cells), 0); }

    // The name of cell 0..N*N-1, such as "r4c7" (rows and columns from 1).
    std::string cell_name(int cell) const
    {
        if (cell < 0 || cell >= info_.n_cells)
            throw std::out_of_range("a cell is 0..N*N-1");
        return "r" + std::to_string(cell / info_.n + 1) + "c" + std::to_string(cell % info_.n + 1);
    }

private:
    std::string text_;
    sudoku_variant_info info_;
};

namespace detail {
// cells_of is the n_cells argument for g: its size, or one the library
// refuses (SUDOKU_E_ARG) when it is longer than any grid.
inline std::int32_t cells_of(const variant_grid &g)
{
    return g.size() > SUDOKU_VARIANT_MAX_CELLS ? SUDOKU_VARIANT_MAX_CELLS + 1 : static_cast<std::int32_t>(g.size());
}

// variant_error is the error of status from a call on grid g of v: for a
// grid that breaks the rules, sudoku_variant_validate says which cells and
// why.
inline error variant_error(std::int32_t status, const variant &v, const variant_grid &g)
{
    if (status == SUDOKU_E_RANGE || status == SUDOKU_E_CONFLICT) {
        sudoku_error e = new_error();
        if (sudoku_variant_validate(v.text().data(), length(v.text()), g.data(), cells_of(g), &e) == status)
            return explained(e);
    }
    return status_error(status);
}

inline void check(std::int32_t status, const variant &v, const variant_grid &g)
{
    if (status != SUDOKU_OK)
        throw variant_error(status, v, g);
}

} // namespace detail

// Reads text as a grid of v and checks the rules: cells '1'-'9', 'A'-'G'
// for 10 to 16, '.' or '0' for empty; whitespace and '|', '-', '+' are
// skipped. The error says which character and where, or which digit
// repeats in which unit, or which cage breaks its sum.
inline variant_grid parse(const variant &v, const std::string &text)
{
    variant_grid g = v.empty();
    sudoku_error e = detail::new_error();
    std::int32_t st = sudoku_variant_parse(v.text().data(), detail::length(v.text()), text.data(),
                                           detail::length(text), g.data(), v.cells(), &e);
    if (st == SUDOKU_E_PARSE || st == SUDOKU_E_CONFLICT)
        throw detail::explained(e);
    detail::check(st);
    return g;
}

// The grid as one line of N*N characters, '.' for empty, A-G for 10-16.
inline std::string format(const variant &v, const variant_grid &g)
{
    std::vector<char> buf(static_cast<std::size_t>(v.cells()) + 1);
    detail::check(sudoku_variant_format(v.text().data(), detail::length(v.text()), g.data(), detail::cells_of(g),
                                        buf.data(), static_cast<std::int32_t>(buf.size())),
                  v, g);
    return buf.data();
}

// Checks the rules of v (units and cages); a conflict throws with the cells
// in error::cells() and the library's message naming the unit or cage.
inline void validate(const variant &v, const variant_grid &g)
{
    sudoku_error e = detail::new_error();
    std::int32_t st = sudoku_variant_validate(v.text().data(), detail::length(v.text()), g.data(),
                                              detail::cells_of(g), &e);
    if (st == SUDOKU_E_RANGE || st == SUDOKU_E_CONFLICT)
        throw detail::explained(e);
    detail::check(st);
}

// The first solution of puzzle. Throws SUDOKU_E_UNSOLVABLE, SUDOKU_E_LIMIT
// (the work budget ran out), SUDOKU_E_CONFLICT, ...
inline variant_grid solve(const variant &v, const variant_grid &puzzle)
{
    variant_grid s = v.empty();
    if (puzzle.size() != s.size())
        detail::check(SUDOKU_E_ARG);
    detail::check(sudoku_variant_solve(v.text().data(), detail::length(v.text()), puzzle.data(), s.data(),
                                       detail::cells_of(puzzle)),
                  v, puzzle);
    return s;
}

// The number of solutions of puzzle up to limit (at least 1);
// count_solutions(v, p, 2) == 1 means p is proper.
inline int count_solutions(const variant &v, const variant_grid &puzzle, int limit)
{
    std::int32_t n = 0;
    detail::check(sudoku_variant_count_solutions(v.text().data(), detail::length(v.text()), puzzle.data(),
                                                 detail::cells_of(puzzle), limit, &n),
                  v, puzzle);
    return n;
}

// A hint on a variant's grid: the C result (status, technique, rating,
// placement or removed digits, pattern, mistakes) and its explanation.
struct variant_hint_result {
    sudoku_variant_hint_result c;
    std::string text;
};

// A hint for a player's board of puzzle (see sudoku_variant_hint): mistakes
// first, else the simplest next step, killer techniques included.
// candidates (N*N masks, 0 for all digits) and options may be null.
inline variant_hint_result hint(const variant &v, const variant_grid &puzzle, const variant_grid &board,
                                const variant_marks *candidates = nullptr,
                                const sudoku_hint_options *options = nullptr)
{
    variant_hint_result h;
    h.c = sudoku_variant_hint_result();
    h.c.size = sizeof h.c;
    if (board.size() != puzzle.size() || (candidates && candidates->size() != puzzle.size()))
        detail::check(SUDOKU_E_ARG);
    char text[SUDOKU_HINT_TEXT_SIZE];
    std::int32_t st = sudoku_variant_hint(v.text().data(), detail::length(v.text()), puzzle.data(), board.data(),
                                          candidates ? candidates->data() : nullptr, detail::cells_of(puzzle),
                                          options, &h.c, text, sizeof text);
    if (st == SUDOKU_E_RANGE || st == SUDOKU_E_CONFLICT) {
        sudoku_error e = detail::new_error();
        const char *vt = v.text().data();
        std::int32_t vn = detail::length(v.text());
        if (sudoku_variant_validate(vt, vn, puzzle.data(), detail::cells_of(puzzle), &e) != SUDOKU_OK ||
            sudoku_variant_validate(vt, vn, board.data(), detail::cells_of(board), &e) == SUDOKU_E_RANGE)
            throw detail::explained(e);
    }
    detail::check(st);
    h.text = text;
    return h;
}

// Rates puzzle by solving it simplest step first, like sudoku::rate (the
// same scale and levels). Throws SUDOKU_E_NOT_UNIQUE, SUDOKU_E_UNSOLVABLE, ...
inline sudoku_rate_result rate(const variant &v, const variant_grid &puzzle,
                               const sudoku_rate_options *options = nullptr, sudoku_control *ctl = nullptr)
{
    sudoku_rate_result r = sudoku_rate_result();
    r.size = sizeof r;
    detail::check(sudoku_variant_rate(v.text().data(), detail::length(v.text()), puzzle.data(),
                                      detail::cells_of(puzzle), options, &r, ctl),
                  v, puzzle);
    return r;
}

// Generator options with size set and everything else zero: a puzzle with
// as few givens as the generator finds, without symmetry, from seed 0. Set
// flags to SUDOKU_VARIANT_KILLER for killer cages, SUDOKU_VARIANT_JIGSAW for
// a random jigsaw layout.
inline sudoku_variant_generate_options variant_generate_options()
{
    sudoku_variant_generate_options o = sudoku_variant_generate_options();
    o.size = sizeof o;
    return o;
}

// A generated puzzle of a variant: the variant (the one asked for, or with
// the cages or regions made), its givens, solution and rating, and whether
// the target was met (false when the budget ran out first; the puzzle is
// then the best found, still with one solution).
struct variant_generated {
    variant v;
    variant_grid puzzle;
    variant_grid solution;
    sudoku_rate_result rating;
    bool target_met;
};

// Makes a puzzle of v with exactly one solution (see
// sudoku_variant_generate); the same variant and options give the same
// puzzle.
inline variant_generated generate(const variant &v, const sudoku_variant_generate_options &options,
                                  sudoku_control *ctl = nullptr)
{
    variant_grid puzzle = v.empty(), solution = v.empty();
    sudoku_rate_result r = sudoku_rate_result();
    r.size = sizeof r;
    std::vector<char> text(v.text().size() + 2048 + 1);
    std::int32_t text_len = 0;
    std::int32_t st = sudoku_variant_generate(v.text().data(), detail::length(v.text()), &options, puzzle.data(),
                                              solution.data(), v.cells(), text.data(),
                                              static_cast<std::int32_t>(text.size()), &text_len, &r, ctl);
    if (st != SUDOKU_E_LIMIT)
        detail::check(st);
    return variant_generated{variant(std::string(text.data(), static_cast<std::size_t>(text_len))), puzzle, solution,
                             r, st == SUDOKU_OK};
}

} // namespace sudoku

#endif // SUDOKU_VARIANT_HPP
