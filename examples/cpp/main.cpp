// A game-style libsudoku program in C++, using the header-only layer
// bindings/cpp/sudoku.hpp: generate a puzzle, show its difficulty, play a
// few moves, have the library find a mistake, and take hints.
//
//   c++ -std=c++11 -Iinclude -Ibindings/cpp examples/cpp/main.cpp -Lbuild -lsudoku -Wl,-rpath,'$ORIGIN'
#include <iostream>
#include <string>
#include <vector>

#include "sudoku.hpp"

namespace {

int first_empty(const sudoku::grid &g)
{
    int i = 0;
    while (i < SUDOKU_CELLS - 1 && g[i] != 0)
        i++;
    return i;
}

// A digit already in the cell's row or, if the row is empty, its column.
int digit_in_row(const sudoku::grid &g, int cell)
{
    for (int k = 0; k < 9; k++) {
        if (g[cell / 9 * 9 + k] != 0)
            return g[cell / 9 * 9 + k];
        if (g[k * 9 + cell % 9] != 0)
            return g[k * 9 + cell % 9];
    }
    return 1;
}

// Whether digit d at cell breaks no rule, as the library sees it.
bool legal(sudoku::grid g, int cell, int d)
{
    g[cell] = static_cast<std::uint8_t>(d);
    try {
        sudoku::validate(g);
        return true;
    } catch (const sudoku::error &) {
        return false;
    }
}

// A player's board: the givens and the digits played so far.
class game {
public:
    explicit game(const std::string &text) : puzzle_(sudoku::check_text(text)), board_(puzzle_) {}

    const sudoku::grid &puzzle() const { return puzzle_; }
    const sudoku::grid &board() const { return board_; }

    // Plays digit at cell, unless the cell is a given or the digit breaks a
    // rule (the library names the unit and both cells). A legal but wrong
    // digit is accepted: a game does not give the answer away.
    std::string play(int cell, int digit)
    {
        std::string move = std::to_string(digit) + " at " + sudoku::cell_name(cell);
        if (puzzle_[cell] != 0)
            return move + ": refused, " + sudoku::cell_name(cell) + " is a given";
        sudoku::grid next = board_;
        next[cell] = static_cast<std::uint8_t>(digit);
        try {
            sudoku::validate(next);
        } catch (const sudoku::error &e) {
            return move + ": refused, " + e.what();
        }
        board_ = next;
        return move + ": ok";
    }

    // The hint button: mistakes first (they are cleared), else the next step,
    // which is played when it places a digit.
    std::string hint()
    {
        sudoku::hint_result h = sudoku::hint(puzzle_, board_);
        if (h.c.status == SUDOKU_HINT_MISTAKES) {
            for (int i = 0; i < SUDOKU_CELLS; i++)
                if (h.c.mistakes[i] == SUDOKU_MISTAKE_DIGIT)
                    board_[i] = 0;
            return h.text + " (cleared)";
        }
        if (h.c.status == SUDOKU_HINT_STEP && h.c.cell >= 0)
            board_[h.c.cell] = static_cast<std::uint8_t>(h.c.digit);
        if (h.c.status == SUDOKU_HINT_STEP)
            return "[" + sudoku::rating_text(h.c.rating) + "] " + h.text;
        return h.text;
    }

    int empty_cells() const
    {
        int n = 0;
        for (std::uint8_t v : board_)
            n += v == 0;
        return n;
    }

private:
    sudoku::grid puzzle_, board_;
};

} // namespace

int main()
{
    try {
        sudoku::require_abi();
        std::cout << "libsudoku " << sudoku::version() << "\n\n";

        // A new medium puzzle with a symmetric pattern; the seed makes it
        // the same every run (a game would use the time or a level number).
        sudoku_generate_options o = sudoku::generate_options();
        o.seed = 2026;
        o.level = SUDOKU_LEVEL_MEDIUM;
        o.symmetry = SUDOKU_SYMMETRY_ROTATE180;
        sudoku::generated made = sudoku::generate(o);
        std::cout << "New puzzle (seed " << o.seed << "):\n";
        game g(sudoku::format(made.puzzle));
        sudoku_rate_result r = made.rating;
        std::cout << sudoku::format_pretty(g.board()) << "Difficulty " << sudoku::rating_text(r.rating) << " ("
                  << sudoku::level_name(r.level) << "), " << g.empty_cells() << " cells to fill.\n\n";

        // A few moves in the first empty cells: a right digit, a digit the
        // rules refuse, a given, and a digit that breaks no rule but is wrong.
        sudoku::grid solution = sudoku::solve(g.puzzle());
        int cell = first_empty(g.board());
        std::cout << "play: " << g.play(cell, solution[cell]) << "\n";
        cell = first_empty(g.board());
        std::cout << "play: " << g.play(cell, digit_in_row(g.board(), cell)) << "\n";
        int given = 0;
        while (g.puzzle()[given] == 0)
            given++;
        std::cout << "play: " << g.play(given, 1 + solution[given] % 9) << "\n";
        for (int i = cell, done = 0; i < SUDOKU_CELLS && !done; i++)
            for (int d = 1; d <= 9 && !done && g.board()[i] == 0; d++)
                if (d != solution[i] && legal(g.board(), i, d)) {
                    std::cout << "play: " << g.play(i, d) << "\n";
                    done = 1;
                }
        std::cout << "hint: " << g.hint() << "\n";        // finds the mistake
        std::cout << "hint: " << g.hint() << "\n";
        std::cout << "hint: " << g.hint() << "\n";
        std::cout << "\n" << sudoku::format_pretty(g.board()) << g.empty_cells() << " cells to go.\n";

        // Checking a level pack in one call, on every core: each puzzle gets
        // its own status, so a broken one does not stop the others.
        std::vector<sudoku::grid> pack = {made.puzzle, g.board(), sudoku::grid{}};
        pack[2][0] = pack[2][1] = 5;
        sudoku::count_batch_result counted = sudoku::count_solutions_batch(pack, 2);
        for (std::size_t i = 0; i < pack.size(); i++)
            std::cout << "pack puzzle " << i << ": " << sudoku_status_string(counted.statuses[i]) << ", "
                      << counted.counts[i] << " solution(s)\n";
        return 0;
    } catch (const std::exception &e) {
        std::cerr << e.what() << "\n";
        return 1;
    }
}
