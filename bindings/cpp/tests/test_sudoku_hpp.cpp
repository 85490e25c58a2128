// Tests of bindings/cpp/sudoku.hpp against the real library: known answers
// and an independent check that a solution is complete and keeps the givens;
// the shared table of bad inputs (tests/errors/cases.tsv, or the path given
// as the first argument).
#include <cstdio>
#include <fstream>
#include <sstream>
#include <string>

#include "check.h"
#include "status_of.hpp"
#include "sudoku.hpp"

static const std::string classic = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
static const std::string classic_solution = "534678912672195348198342567859761423426853791713924856961537284287419635345286179";

// Whether s is a complete valid solution keeping the givens of p, checked
// here without the library.
static bool is_solution_of(const sudoku::grid &p, const sudoku::grid &s)
{
    for (int i = 0; i < 81; i++)
        if (s[i] < 1 || s[i] > 9 || (p[i] != 0 && p[i] != s[i]))
            return false;
    for (int u = 0; u < 9; u++) {
        int row = 0, col = 0, box = 0;
        for (int k = 0; k < 9; k++) {
            row |= 1 << s[u * 9 + k];
            col |= 1 << s[k * 9 + u];
            box |= 1 << s[(u / 3 * 3 + k / 3) * 9 + u % 3 * 3 + k % 3];
        }
        if (row != 0x3FE || col != 0x3FE || box != 0x3FE)
            return false;
    }
    return true;
}

// One line of tests/errors/cases.tsv run through the C++ layer: the error
// it throws must carry the line's status, cells and message.
static void error_case(const std::string &line)
{
    std::vector<std::string> f;
    std::stringstream ss(line);
    for (std::string field; std::getline(ss, field, '\t');)
        f.push_back(field);
    if (f.size() != 6) {
        CHECK(!"a line of the error table without 6 fields");
        return;
    }
    std::string input;
    for (std::size_t i = 0; i < f[1].size(); i++) {
        if (f[1][i] == '\\' && i + 1 < f[1].size()) {
            char c = f[1][++i];
            input += c == 'n' ? '\n' : c == 't' ? '\t' : c;
        } else {
            input += f[1][i];
        }
    }
    const std::string &call = f[0];
    try {
        if (call == "parse") {
            sudoku::parse(input);
        } else if (call == "check_text") {
            sudoku::check_text(input);
        } else {
            sudoku::grid puzzle = sudoku::parse(input), g = puzzle;
            std::stringstream edits(f[2] == "-" ? "" : f[2]);
            for (std::string e; std::getline(edits, e, ',');)
                g[std::stoi(e.substr(0, e.find('=')))] = static_cast<std::uint8_t>(std::stoi(e.substr(e.find('=') + 1)));
            if (call == "validate") {
                sudoku::validate(g);
            } else if (call == "solve") {
                sudoku::solve(g);
            } else if (call == "count") {
                sudoku::count_solutions(g, 2);
            } else if (call == "rate") {
                sudoku::rate(g);
            } else if (call == "format") {
                sudoku::format(g);
            } else if (call == "hint_puzzle") {
                sudoku::hint(g, g);
            } else if (call == "hint_grid") {
                sudoku::hint(puzzle, g);
            } else if (call == "solve_batch") {
                // A batch gives statuses; the error is what solve says of the item.
                sudoku::grid good = sudoku::parse(classic);
                sudoku::solve_batch_result r = sudoku::solve_batch({good, g, good});
                if (r.statuses[1] == SUDOKU_OK)
                    throw std::logic_error("no error");
                sudoku::solve(g);
            } else {
                CHECK(!"an unknown call in the error table");
                return;
            }
        }
        std::fprintf(stderr, "%s %s: no error\n", call.c_str(), f[1].c_str());
        CHECK(!"the call did not fail");
    } catch (const sudoku::error &e) {
        std::string cells;
        for (std::int32_t c : e.cells())
            cells += (cells.empty() ? "" : ",") + std::to_string(c);
        bool ok = e.status_name() == f[3] && sudoku::status_name(e.status()) == f[3] &&
                  (cells.empty() ? "-" : cells) == f[4] && e.detail() == f[5] &&
                  std::string(e.what()) == f[3] + ": " + f[5];
        if (!ok)
            std::fprintf(stderr, "%s: got %s [%s] \"%s\"\n", line.c_str(), e.status_name(), cells.c_str(),
                         e.detail().c_str());
        CHECK(ok);
    }
}

static void error_table(const char *path)
{
    std::ifstream in(path);
    int n = 0;
    for (std::string line; std::getline(in, line);) {
        if (line.empty() || line[0] == '#')
            continue;
        error_case(line);
        n++;
    }
    CHECK(n >= 10);
    std::printf("error table: %d bad inputs\n", n);
}

int main(int argc, char **argv)
{
    sudoku::require_abi();
    error_table(argc > 1 ? argv[1] : "tests/errors/cases.tsv");
    CHECK(sudoku::status_name(SUDOKU_E_CANCELLED) == "SUDOKU_E_CANCELLED");
    CHECK(sudoku::version() == SUDOKU_VERSION);
    CHECK(sudoku::cell_name(0) == "r1c1" && sudoku::cell_name(80) == "r9c9" && sudoku::cell_name(33) == "r4c7");
    CHECK(sudoku::technique_name(SUDOKU_TECH_X_WING) == "X-Wing");
    CHECK(sudoku::technique_name(SUDOKU_TECH_TWO_STRING_KITE) == "Two-String Kite");
    CHECK(sudoku::technique_name(-1) == "unknown technique");
    CHECK(sudoku::level_name(SUDOKU_LEVEL_EXPERT) == "expert" && sudoku::level_name(0) == "unknown level");

    sudoku::grid p = sudoku::check_text(classic);
    CHECK(sudoku::format(p) == classic);
    CHECK(sudoku::parse(sudoku::format_pretty(p)) == p);
    sudoku::grid s = sudoku::solve(p);
    CHECK(sudoku::format(s) == classic_solution);
    CHECK(is_solution_of(p, s));
    CHECK(sudoku::count_solutions(p, 2) == 1);
    CHECK(sudoku::count_solutions(sudoku::grid{}, 5) == 5);

    const char *hard[] = {
        "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......",
        "..53.....8......2..7..1.5..4....53...1..7...6..32...8..6.5....9..4....3......97..",
    };
    for (const char *h : hard) {
        sudoku::grid g = sudoku::parse(h);
        CHECK(is_solution_of(g, sudoku::solve(g)));
    }

    // Errors carry the status, its name and the library's precise message.
    std::string what;
    CHECK(status_of([] { sudoku::parse(classic.substr(0, 80) + "x"); }, &what) == SUDOKU_E_PARSE);
    CHECK(what.find("SUDOKU_E_PARSE: ") == 0 && what.find("'x'") != std::string::npos);
    CHECK(status_of([] { sudoku::check_text("55" + classic.substr(2)); }, &what) == SUDOKU_E_CONFLICT);
    CHECK(what.find("digit 5") != std::string::npos && what.find("row 1") != std::string::npos);

    sudoku::grid bad = p;
    bad[1] = 5;
    try {
        sudoku::validate(bad);
        CHECK(!"validate accepted a conflict");
    } catch (const sudoku::error &e) {
        CHECK(e.status() == SUDOKU_E_CONFLICT);
        CHECK(std::string(e.status_name()) == "SUDOKU_E_CONFLICT");
        CHECK(e.cells().size() == 2 && e.cells()[0] == 0 && e.cells()[1] == 1);
        CHECK(e.detail() == "digit 5 appears twice in row 1, at r1c1 and r1c2");
        CHECK(std::string(e.what()).find("r1c1") != std::string::npos);
    }
    CHECK(status_of([&] { sudoku::solve(bad); }) == SUDOKU_E_CONFLICT);
    bad = p;
    bad[40] = 10;
    CHECK(status_of([&] { sudoku::validate(bad); }, &what) == SUDOKU_E_RANGE);
    CHECK(what.find("r5c5") != std::string::npos);
    CHECK(status_of([&] { sudoku::format(bad); }) == SUDOKU_E_RANGE);
    CHECK(status_of([&] { sudoku::count_solutions(p, 0); }) == SUDOKU_E_ARG);

    sudoku::grid unsolvable = sudoku::parse("12345678." "........9" + std::string(63, '.'));
    sudoku::validate(unsolvable);
    CHECK(sudoku::count_solutions(unsolvable, 2) == 0);
    CHECK(status_of([&] { sudoku::solve(unsolvable); }) == SUDOKU_E_UNSOLVABLE);

    // Hints: play the classic puzzle to the end; every placement is the
    // solution's digit, every elimination spares it.
    {
        sudoku::grid board = p;
        sudoku::marks m;
        for (int i = 0; i < 81; i++)
            m[i] = board[i] ? 0 : 0x1FF;
        int steps = 0, bad = 0;
        sudoku::hint_result h;
        for (; steps < 500; steps++) {
            h = sudoku::hint(p, board, &m);
            if (h.c.status != SUDOKU_HINT_STEP)
                break;
            if (steps == 0)
                CHECK(!h.text.empty() && h.c.technique != SUDOKU_TECH_NONE && h.c.rating >= 10);
            if (h.c.cell >= 0) {
                bad += s[h.c.cell] != h.c.digit;
                board[h.c.cell] = static_cast<std::uint8_t>(h.c.digit);
                m[h.c.cell] = 0;
            } else {
                for (int i = 0; i < 81; i++) {
                    bad += (h.c.removed[i] >> (s[i] - 1)) & 1;
                    m[i] &= static_cast<std::uint16_t>(~h.c.removed[i]);
                }
            }
        }
        CHECK(bad == 0);
        CHECK(h.c.status == SUDOKU_HINT_SOLVED);
        CHECK(board == s);

        // A wrong digit that breaks no rule: r1c3 of the classic puzzle is 4;
        // 1 is legal there, but a mistake.
        board = p;
        board[2] = 1;
        sudoku::validate(board);
        h = sudoku::hint(p, board);
        CHECK(h.c.status == SUDOKU_HINT_MISTAKES && h.c.mistakes[2] == SUDOKU_MISTAKE_DIGIT && h.c.n_mistakes == 1);
        CHECK(h.text.find("r1c3") != std::string::npos);
        CHECK(sudoku::hint(p, s).c.status == SUDOKU_HINT_SOLVED);
        // On any board: a puzzle without its first row has several solutions.
        sudoku::grid many = p;
        for (int i = 0; i < 9; i++)
            many[i] = 0;
        CHECK(sudoku::hint(many, many).c.status == SUDOKU_HINT_NOT_UNIQUE);
        sudoku_hint_options any = sudoku::hint_options();
        any.flags = SUDOKU_HINT_ANY_BOARD;
        h = sudoku::hint(many, many, nullptr, &any);
        CHECK(h.c.status == SUDOKU_HINT_STEP && h.c.solutions == 2);
        CHECK(h.text.find("so mistakes cannot be judged.)") != std::string::npos);
        CHECK(sudoku::hint(unsolvable, unsolvable).c.status == SUDOKU_HINT_NO_SOLUTION);

        // The extended catalogue's first step: a step of HoDoKu's order that
        // places the solution's digit; an unknown style is refused.
        sudoku_hint_options o = sudoku::hint_options();
        o.style = SUDOKU_HINT_STYLE_EXTENDED;
        h = sudoku::hint(p, p, nullptr, &o);
        CHECK(h.c.status == SUDOKU_HINT_STEP && h.c.cell >= 0 && s[h.c.cell] == h.c.digit && !h.text.empty());
        o.style = 2;
        CHECK(status_of([&] { sudoku::hint(p, p, nullptr, &o); }) == SUDOKU_E_ARG);
    }

    // Candidates: what the rules leave, read here directly.
    {
        sudoku::marks m = sudoku::candidates(p);
        bool right = true;
        for (int i = 0; i < 81; i++) {
            int want = 0;
            for (int d = 1; d <= 9 && p[i] == 0; d++) {
                bool free = true;
                for (int j = 0; j < 81; j++)
                    if (j != i && p[j] == d && (j / 9 == i / 9 || j % 9 == i % 9 || (j / 27 == i / 27 && j % 9 / 3 == i % 9 / 3)))
                        free = false;
                want |= free ? 1 << (d - 1) : 0;
            }
            right = right && m[i] == want;
        }
        CHECK(right);
        sudoku::grid two = p;
        two[1] = 5;
        CHECK(status_of([&] { sudoku::candidates(two); }) == SUDOKU_E_CONFLICT);
    }

    // Ratings: the level agrees with the bands of the header.
    {
        sudoku_rate_result r = sudoku::rate(p);
        CHECK(r.complete == 1 && r.rating >= 10 && r.rating <= SUDOKU_LEVEL_EASY_MAX && r.level == SUDOKU_LEVEL_EASY);
        int sum = 0;
        for (int t = 0; t < SUDOKU_TECH_SLOTS; t++)
            sum += r.counts[t];
        CHECK(sum == r.steps && r.counts[r.hardest] > 0);
        CHECK(sudoku::rating_text(32) == "3.2");
        CHECK(status_of([] { sudoku::rate(sudoku::grid{}); }) == SUDOKU_E_NOT_UNIQUE);
        CHECK(status_of([&] { sudoku::rate(unsolvable); }) == SUDOKU_E_UNSOLVABLE);
    }

    // The structure of a chain step: on the state before a Dynamic Forcing
    // Chains step of an SE 8.9 puzzle of se_rated_diabolical_more_3k (whichever
    // of 1 or 2 goes in r3c9, r1c9 is not 2), with the engine's counts
    // (capi/chain_test.go compares the same state field by field with the
    // engine), the hint's own, and the solution for the true branch.
    {
        const char *marks_hex = "0000480480920000130320a30a300000001100009100011018100001100000000001300000000000300000"
                                "000012202600012612600016015000013803c1140001a41e01701500000000320000001221621410000480"
                                "a80ad10512400012111111800001a000117000107103000000011132021113122000000";
        sudoku::grid p = sudoku::check_text(
            "....9....2..7.4..3.893.674.4.......5..2...1.....1.8....2.....5...6.7.8..83.....74");
        sudoku::grid board = sudoku::check_text(
            "3...9....26.7.4..3.893.674.418..7..5..2...1....31.84...2.....5...6.7.8..83.....74");
        sudoku::marks m;
        for (int i = 0; i < 81; i++)
            m[i] = static_cast<std::uint16_t>(std::stoi(std::string(marks_hex + 3 * i, 3), nullptr, 16));
        sudoku::chain_result r = sudoku::hint_chain(p, board, &m);
        sudoku::hint_result h = sudoku::hint(p, board, &m);
        CHECK(std::memcmp(&r.hint.c, &h.c, sizeof h.c) == 0 && r.hint.text == h.text);
        CHECK(r.c.status == SUDOKU_HINT_STEP && r.c.technique == SUDOKU_TECH_DYNAMIC_FORCING_CHAIN);
        CHECK(r.c.kind == SUDOKU_CHAIN_KIND_CELL && r.c.unit == -1 && r.c.truncated == 0);
        CHECK(r.branches.size() == 2 && r.nodes.size() == 18 && r.parents.size() == 20);
        CHECK(h.c.removed[8] == 1 << 1);
        sudoku::grid sol = sudoku::solve(p);
        for (std::size_t b = 0; b < r.branches.size(); b++) {
            const sudoku_chain_node &a = r.nodes[static_cast<std::size_t>(r.branches[b].assumption)];
            const sudoku_chain_node &e = r.nodes[static_cast<std::size_t>(r.branches[b].conclusion)];
            CHECK(a.cell == 26 && a.digit == static_cast<std::int32_t>(b) + 1 && a.on == 1 && a.reason == SUDOKU_REASON_ASSUMPTION);
            CHECK(e.cell == 8 && e.digit == 2 && e.on == 0);
            bool truth = (sol[static_cast<std::size_t>(a.cell)] == a.digit) == (a.on == 1), holds = true;
            for (const sudoku_chain_node &n : r.nodes)
                if (truth && n.branch == static_cast<std::int32_t>(b))
                    holds = holds && (sol[static_cast<std::size_t>(n.cell)] == n.digit) == (n.on == 1);
            CHECK(holds);
        }
        bool links = true;
        for (std::size_t i = 0; i < r.nodes.size(); i++)
            for (std::int32_t k = 0; k < r.nodes[i].n_parents; k++) {
                std::int32_t q = r.parents[static_cast<std::size_t>(r.nodes[i].first_parent + k)];
                links = links && q >= 0 && static_cast<std::size_t>(q) < i && r.nodes[static_cast<std::size_t>(q)].branch == r.nodes[i].branch;
            }
        CHECK(links);
        CHECK(r.reasoning.compare(0, 19, "If r3c9 is 1, then ") == 0);
        CHECK(r.reasoning.find("If r3c9 is 2, then r1c9 is not 2") != std::string::npos);
        sudoku::chain_result none = sudoku::hint_chain(p, sol);
        CHECK(none.c.status == SUDOKU_HINT_SOLVED && none.c.kind == SUDOKU_CHAIN_KIND_NONE && none.nodes.empty() &&
              none.reasoning.empty() && !none.hint.text.empty());
        m[3] = 0x400;
        CHECK(status_of([&] { sudoku::hint_chain(p, board, &m); }) == SUDOKU_E_RANGE);
    }

    // The solve path: rate's rating, the steps a walk of hints takes, and
    // the same path whatever the first buffers.
    {
        sudoku::grid h = sudoku::check_text(
            "48.3............71.2.......7.5....6....2..8.............1.76...3.....4......5....");
        sudoku::explanation e = sudoku::explain(h);
        sudoku_rate_result r = sudoku::rate(h);
        CHECK(e.c.rating == r.rating && e.c.n_steps == r.steps && e.c.complete == 1 && e.steps.size() == std::size_t(r.steps));
        sudoku::grid board = h;
        sudoku::marks m;
        for (int i = 0; i < 81; i++)
            m[i] = board[i] ? 0 : 0x1FF;
        bool same = true;
        for (const sudoku::step &st : e.steps) {
            sudoku::hint_result hr = sudoku::hint(h, board, &m);
            same = same && hr.c.status == SUDOKU_HINT_STEP && hr.c.technique == st.c.technique &&
                   hr.c.cell == st.c.cell && hr.c.digit == st.c.digit && hr.text == st.text &&
                   std::memcmp(hr.c.removed, st.c.removed, sizeof st.c.removed) == 0;
            if (st.c.cell >= 0) {
                board[st.c.cell] = static_cast<std::uint8_t>(st.c.digit);
                m[st.c.cell] = 0;
            }
            for (int i = 0; i < 81; i++)
                m[i] = static_cast<std::uint16_t>(m[i] & ~st.c.removed[i]);
        }
        CHECK(same);
        CHECK(sudoku::hint(h, board, &m).c.status == SUDOKU_HINT_SOLVED);
        sudoku::explanation small = sudoku::detail::explain_with(h, nullptr, nullptr, 1, 1);
        CHECK(small.steps.size() == e.steps.size() && small.steps.back().text == e.steps.back().text);
        sudoku::explanation none = sudoku::detail::explain_with(h, nullptr, nullptr, 0, 0);
        CHECK(none.steps.size() == e.steps.size() && none.steps.front().text == e.steps.front().text);
        sudoku_explain_options cap = sudoku::explain_options();
        cap.max_rating = r.rating - 1; // just below the puzzle's rating (5.5 since the SE techniques 39-52)
        CHECK(sudoku::explain(h, &cap).c.capped == 1);
        sudoku_control ctl = sudoku::control();
        ctl.cancel = 1;
        CHECK(status_of([&] { sudoku::explain(h, nullptr, &ctl); }) == SUDOKU_E_CANCELLED);
        CHECK(status_of([] { sudoku::explain(sudoku::grid{}); }) == SUDOKU_E_NOT_UNIQUE);
        CHECK(status_of([&] { sudoku::explain(unsolvable); }) == SUDOKU_E_UNSOLVABLE);
    }

    // Generation: one solution, reproducible, the asked level.
    {
        sudoku_generate_options o = sudoku::generate_options();
        o.seed = 42;
        o.symmetry = SUDOKU_SYMMETRY_ROTATE180;
        sudoku::generated g1 = sudoku::generate(o), g2 = sudoku::generate(o);
        CHECK(sudoku::count_solutions(g1.puzzle, 2) == 1);
        CHECK(is_solution_of(g1.puzzle, g1.solution));
        CHECK(g1.puzzle == g2.puzzle);
        bool symmetric = true;
        for (int i = 0; i < 81; i++)
            symmetric = symmetric && (g1.puzzle[i] != 0) == (g1.puzzle[80 - i] != 0);
        CHECK(symmetric);
        o.seed = 5;
        o.symmetry = SUDOKU_SYMMETRY_NONE;
        o.level = SUDOKU_LEVEL_MEDIUM;
        sudoku::generated m = sudoku::generate(o);
        CHECK(sudoku::count_solutions(m.puzzle, 2) == 1);
        CHECK(!m.target_met || (m.rating.level == SUDOKU_LEVEL_MEDIUM && sudoku::rate(m.puzzle).rating == m.rating.rating));
        o.clues = 5;
        CHECK(status_of([&] { sudoku::generate(o); }) == SUDOKU_E_ARG);

        // A pack: item i is what a batch makes at index i on any thread
        // count, item 0 what generate makes, with rate's rating.
        o = sudoku::generate_options();
        o.seed = 11;
        o.level = SUDOKU_LEVEL_EASY;
        sudoku::generated_batch b1 = sudoku::generate_batch(o, 6, 1), b2 = sudoku::generate_batch(o, 6, 2);
        CHECK(b1.puzzles == b2.puzzles && b1.statuses == b2.statuses && b1.puzzles.size() == 6);
        CHECK(b1.puzzles[0] == sudoku::generate(o).puzzle);
        for (int i = 0; i < 6; i++) {
            sudoku_rate_result r = sudoku::rate(b1.puzzles[i]);
            CHECK(b1.statuses[i] == SUDOKU_OK && is_solution_of(b1.puzzles[i], b1.solutions[i]));
            CHECK(b1.ratings[i].rating == r.rating && b1.ratings[i].level == SUDOKU_LEVEL_EASY &&
                  b1.ratings[i].steps == r.steps);
        }
        CHECK(sudoku::generate_batch(o, 0).puzzles.empty());
        // Without a difficulty, no ratings (as in the other bindings).
        o.level = 0;
        b1 = sudoku::generate_batch(o, 3);
        CHECK(b1.puzzles.size() == 3 && b1.ratings.empty() && b1.statuses[2] == SUDOKU_OK &&
              is_solution_of(b1.puzzles[2], b1.solutions[2]));
        o.level = SUDOKU_LEVEL_EASY;
        CHECK(status_of([&] { sudoku::generate_batch(o, -1); }) == SUDOKU_E_ARG);

        // A control: cancelled before the call, the call throws
        // SUDOKU_E_CANCELLED; otherwise it reports its progress.
        sudoku_control ctl = sudoku::control();
        ctl.cancel = 1;
        CHECK(status_of([&] { sudoku::generate_batch(o, 3, 0, &ctl); }, &what) == SUDOKU_E_CANCELLED);
        CHECK(what == "SUDOKU_E_CANCELLED: the call was cancelled");
        CHECK(status_of([&] { sudoku::rate(p, nullptr, &ctl); }) == SUDOKU_E_CANCELLED);
        ctl.cancel = 0;
        sudoku::generate_batch(o, 3, 0, &ctl);
        CHECK(ctl.done == 3 && ctl.total == 3);
        sudoku_rate_options cap = sudoku::rate_options();
        cap.max_rating = 10;
        CHECK(sudoku::rate(p, &cap).capped == 1);
    }

    // Batches: each item is the single call's answer, bad puzzles get their
    // own status, and 1 and 2 threads agree.
    {
        std::vector<sudoku::grid> ps;
        sudoku_generate_options o = sudoku::generate_options();
        for (std::uint64_t seed = 1; seed <= 20; seed++) {
            o.seed = seed;
            ps.push_back(sudoku::generate(o).puzzle);
        }
        ps.push_back(sudoku::check_text(classic));
        sudoku::grid conflict{}, out_of_range{}, blank = sudoku::solve(ps[0]);
        conflict[3] = conflict[30] = 7;
        out_of_range[40] = 12;
        ps.push_back(conflict);
        ps.push_back(out_of_range);
        ps.push_back(sudoku::parse("12345678.........9" + std::string(63, '.')));
        for (int i = 0; i < 81; i += 2)
            blank[i] = 0;
        ps.push_back(blank);
        ps.push_back(sudoku::grid{});

        sudoku::solve_batch_result one = sudoku::solve_batch(ps, 1), two = sudoku::solve_batch(ps, 2);
        CHECK(one.solutions == two.solutions && one.statuses == two.statuses);
        CHECK(one.statuses.size() == ps.size() && one.solutions.size() == ps.size());
        int solved = 0;
        for (std::size_t i = 0; i < ps.size(); i++) {
            std::int32_t st = status_of([&] { sudoku::solve(ps[i]); });
            CHECK(one.statuses[i] == st);
            if (st == SUDOKU_OK) {
                solved += is_solution_of(ps[i], one.solutions[i]) && one.solutions[i] == sudoku::solve(ps[i]);
            } else {
                CHECK(one.solutions[i] == sudoku::grid{});
            }
        }
        CHECK(solved == static_cast<int>(ps.size()) - 3);
        CHECK(one.statuses[21] == SUDOKU_E_CONFLICT && one.statuses[22] == SUDOKU_E_RANGE &&
              one.statuses[23] == SUDOKU_E_UNSOLVABLE);

        for (int limit : {1, 2, 50}) {
            sudoku::count_batch_result c1 = sudoku::count_solutions_batch(ps, limit, 1);
            sudoku::count_batch_result c2 = sudoku::count_solutions_batch(ps, limit, 2);
            CHECK(c1.counts == c2.counts && c1.statuses == c2.statuses);
            for (std::size_t i = 0; i < ps.size(); i++) {
                int n = 0;
                std::int32_t st = status_of([&] { n = sudoku::count_solutions(ps[i], limit); });
                CHECK(c1.statuses[i] == st && c1.counts[i] == n);
            }
            CHECK(c1.counts[25] == limit);
        }
        CHECK(sudoku::solve_batch({}).statuses.empty());
        CHECK(status_of([&] { sudoku::count_solutions_batch(ps, 0); }) == SUDOKU_E_ARG);
        CHECK(status_of([&] { sudoku::count_solutions_batch({}, 0); }) == SUDOKU_E_ARG);
    }

    return check_summary("C++ binding tests");
}
