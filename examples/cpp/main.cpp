// A game-style libsudoku program in C++, using the header-only layer
// bindings/cpp/sudoku.hpp: start a puzzle, play a few moves, catch a
// mistake, take a hint.
//
//   c++ -std=c++11 -Iinclude -Ibindings/cpp examples/cpp/main.cpp -Lbuild -lsudoku -Wl,-rpath,'$ORIGIN'
//
// Until sudoku_generate and sudoku_hint are in the library, the "new puzzle"
// is a fixed one and the "hint" reveals a cell from the solution; both are
// labelled as such in the output.
#include <iostream>
#include <string>

#include "sudoku.hpp"

namespace {

// A player's board: the puzzle, the solution it is checked against, and the
// digits played so far.
class game {
public:
    explicit game(const std::string &text)
        : puzzle_(sudoku::check_text(text)), board_(puzzle_), solution_(sudoku::solve(puzzle_))
    {
        if (sudoku::count_solutions(puzzle_, 2) != 1)
            throw std::runtime_error("the puzzle has more than one solution");
    }

    const sudoku::grid &board() const { return board_; }

    // Plays digit at cell and says what came of it: refused (a given, or a
    // rule broken, named by the library), a mistake (breaks no rule now, but
    // is not the solution's digit), or fine.
    std::string play(int cell, int digit)
    {
        std::string where = sudoku::cell_name(cell);
        if (puzzle_[cell] != 0)
            return where + " is a given";
        sudoku::grid next = board_;
        next[cell] = static_cast<std::uint8_t>(digit);
        try {
            sudoku::validate(next);
        } catch (const sudoku::error &e) {
            return "refused " + std::to_string(digit) + " at " + where + ": " + e.what();
        }
        board_ = next;
        if (solution_[cell] != digit)
            return std::to_string(digit) + " at " + where + " breaks no rule yet, but it is a mistake";
        return std::to_string(digit) + " at " + where + ": ok";
    }

    // The "reveal a cell" hint (a stand-in until sudoku_hint lands): the
    // first cell that is empty or wrong gets the solution's digit.
    std::string reveal()
    {
        for (int i = 0; i < SUDOKU_CELLS; i++) {
            if (board_[i] != solution_[i]) {
                board_[i] = solution_[i];
                return sudoku::cell_name(i) + " is " + std::to_string(solution_[i]);
            }
        }
        return "the board is solved";
    }

    int empty_cells() const
    {
        int n = 0;
        for (std::uint8_t v : board_)
            n += v == 0;
        return n;
    }

private:
    sudoku::grid puzzle_, board_, solution_;
};

} // namespace

int main()
{
    try {
        sudoku::require_abi();
        std::cout << "libsudoku " << sudoku::version() << "\n\n";

        std::cout << "New puzzle (a fixed one until sudoku_generate lands):\n";
        game g("..53.....8......2..7..1.5..4....53...1..7...6..32...8..6.5....9..4....3......97..");
        std::cout << sudoku::format_pretty(g.board()) << "\n";

        std::cout << "play: " << g.play(0, 1) << "\n";   // r1c1 = 1: the solution's digit
        std::cout << "play: " << g.play(2, 4) << "\n";   // r1c3 is a given
        std::cout << "play: " << g.play(1, 5) << "\n";   // r1c2 = 5: 5 is in row 1 already
        std::cout << "play: " << g.play(1, 2) << "\n";   // r1c2 = 2: legal, but wrong
        std::cout << "hint (reveal a cell until sudoku_hint lands): " << g.reveal() << "\n";
        std::cout << "hint (reveal a cell until sudoku_hint lands): " << g.reveal() << "\n";
        std::cout << "\n" << sudoku::format_pretty(g.board()) << g.empty_cells() << " cells to go.\n";
        return 0;
    } catch (const std::exception &e) {
        std::cerr << e.what() << "\n";
        return 1;
    }
}
