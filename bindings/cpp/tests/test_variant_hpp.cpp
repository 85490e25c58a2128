// Tests of bindings/cpp/sudoku_variant.hpp against the real library:
// published puzzles (a killer, a jigsaw, an X-Sudoku, a 16x16) against their
// published solutions, an independent check of every solution against the
// variant's rules (rows, columns, regions, diagonals, cage sums, written here
// from the variant's description), the precise errors, a hint walk to the
// end of the killer, ratings and generated puzzles.
#include <string>
#include <utility>

#include "check.h"
#include "status_of.hpp"
#include "sudoku_variant.hpp"

// Published puzzles and their published solutions (engine/variant_published_test.go
// names the sources).
struct published {
    const char *variant, *puzzle, *solution;
};

static const published puzzles[] = {
    // UK Puzzle Association killer, ukpuzzles.org file 247: cages only.
    {"9x9,k=aabbcddeeaafgchieejffgchiikjggglhhhkmmmlllnnnoppplqqqrossptquurvvsptquwwvvxxtyyww,"
     "s=20/9/17/9/20/22/16/27/18/8/11/15/12/22/8/30/17/11/11/19/16/24/17/16/10",
     "", "632798154478165392195324786724639815813452679569817243346571928981243567257986431"},
    {"9x9,j=111112222333112222333112444333555444666555444666555777666899777888899777888899999",
     "8...........1.....2.....4.6.....8..5...62..18.3...4.2....5..1.7..2.........8...9.",
     "845279361359162784281395476467918235574623918136754829928536147792481653613847592"},
    {"9x9,x", "2.............62....1....7...6..8...3...9...7...6..4...4....8....52.............3",
     "267945381853716249491823576576438192384192657129657438642379815935281764718564923"},
    // sudoku-puzzles-online.com hexadoku, symbols 0-F written as 1-G.
    {"16x16",
     "F.........9..7.2..A...4G.D....96.72.6C...A.4..D..4..3...7.....B.E......C..3...24.9.B.752....."
     "8AF1...G.9.A.8.B.6..........2D..1..........B...4.7..1.6.5..2F.....D.D.84.1........GAF4.C.B..."
     "..8..1...DA.8.9..G...3B3...6.9...8EF..4.F....5..E.2....26...E.D..F.A.9",
     "F6EG5BAD819C37423BA1784GEDF2C59697256CFE3AB41GD8D48C392175G6FEBAEA7F816C5G3BD924C93BD7524E61"
     "G8AF15D2G49FAC87B36E68G4EA3BF2D9715C2C93FEGAB81D4675G1B695782F43ACED7D584213C6AE9BFGAF4ECDB6G9"
     "7582315E1DAF879B2G64C3B3CA26D91458EFG74GF913C567EA2D8B8267BGE4D3CF5A19"},
};

// Whether s is a complete solution of puzzle p under v's rules, checked here
// from v's description without the library's solver: every row, column and
// region (and both diagonals of an X variant) holds each digit once, the
// givens stay, and every cage adds up to its sum without repeats.
static bool is_solution_of(const sudoku::variant &v, const sudoku::variant_grid &p, const sudoku::variant_grid &s)
{
    const sudoku_variant_info &in = v.info();
    int n = in.n, all = ((1 << n) - 1) << 1;
    if (static_cast<int>(s.size()) != n * n || p.size() != s.size())
        return false;
    std::vector<int> row(n), col(n), region(n), diag(2), cage_sum(in.n_cages), cage_seen(in.n_cages);
    for (int i = 0; i < n * n; i++) {
        int d = s[i], bit = 1 << d;
        if (d < 1 || d > n || (p[i] != 0 && p[i] != d))
            return false;
        row[i / n] |= bit;
        col[i % n] |= bit;
        region[in.region[i]] |= bit;
        if (in.diagonals && i / n == i % n)
            diag[0] |= bit;
        if (in.diagonals && i / n + i % n == n - 1)
            diag[1] |= bit;
        if (in.cage[i] >= 0) {
            int k = in.cage[i];
            if (!in.cage_repeats[k] && (cage_seen[k] & bit))
                return false;
            cage_seen[k] |= bit;
            cage_sum[k] += d;
        }
    }
    for (int u = 0; u < n; u++)
        if (row[u] != all || col[u] != all || region[u] != all)
            return false;
    if (in.diagonals && (diag[0] != all || diag[1] != all))
        return false;
    for (int k = 0; k < in.n_cages; k++)
        if (cage_sum[k] != in.cage_sum[k])
            return false;
    return true;
}

static void test_published()
{
    for (const published &pub : puzzles) {
        sudoku::variant v(pub.variant);
        sudoku::variant_grid p = *pub.puzzle ? sudoku::parse(v, pub.puzzle) : v.empty();
        CHECK(static_cast<int>(p.size()) == v.cells() && v.cells() == v.n() * v.n());
        sudoku::variant_grid s = sudoku::solve(v, p);
        CHECK(sudoku::format(v, s) == pub.solution);
        CHECK(is_solution_of(v, p, s));
        CHECK(sudoku::count_solutions(v, p, 2) == 1);
        if (*pub.puzzle)
            CHECK(sudoku::format(v, p) == pub.puzzle);
    }

    // The description: the killer's cages, the X-Sudoku's diagonals.
    sudoku::variant killer(puzzles[0].variant), x("9x9,x"), hex("16x16,x,w");
    CHECK(killer.info().n_cages == 25 && killer.info().cage_sum[0] == 20 && killer.info().cage[2] == 1);
    CHECK(killer.text() == puzzles[0].variant && killer.cell_name(80) == "r9c9");
    sudoku_variant_unit_info u = x.unit(27);
    CHECK(u.kind == SUDOKU_UNIT_DIAGONAL && u.index == 0 && u.n_cells == 9 && u.cells[8] == 80);
    CHECK(hex.n() == 16 && hex.units() == 48 + 2 + 9 && hex.info().windoku == 1);
    CHECK(hex.cell_name(255) == "r16c16");
    CHECK(sudoku::count_solutions(sudoku::variant("4x4"), sudoku::variant("4x4").empty(), 1000) == 288);

    // The check above can fail: a Sudoku solution that breaks the killer's
    // sums, one that breaks the diagonals, two cells swapped.
    sudoku::variant nine("9x9");
    sudoku::variant_grid xs = sudoku::parse(nine, puzzles[2].solution), ks = sudoku::parse(nine, puzzles[0].solution);
    CHECK(is_solution_of(nine, nine.empty(), xs) && is_solution_of(nine, nine.empty(), ks));
    CHECK(!is_solution_of(killer, killer.empty(), xs));
    CHECK(!is_solution_of(x, x.empty(), ks));
    std::swap(xs[0], xs[1]);
    CHECK(!is_solution_of(x, x.empty(), xs));
}

static void test_errors()
{
    std::string what;
    try {
        sudoku::variant bad("9x9,k=a#");
        CHECK(!"a bad variant was accepted");
    } catch (const sudoku::error &e) {
        CHECK(e.status() == SUDOKU_E_PARSE);
        CHECK(e.detail().find("column 8: unexpected character '#' in the cage map (k=)") != std::string::npos);
    }
    CHECK(status_of([] { sudoku::variant("9x9,k=aa" + std::string(79, '.') + ",s=18"); }, &what) == SUDOKU_E_PARSE);
    CHECK(what.find("cage 1 at r1c1 has sum 18") != std::string::npos);

    sudoku::variant x("9x9,x"), six("6x6"), killer(puzzles[0].variant);
    CHECK(status_of([&] { sudoku::parse(six, "12345A"); }, &what) == SUDOKU_E_PARSE);
    CHECK(what.find("digit 'A' (10) at line 1, column 6 (byte 5) is above 6") != std::string::npos);
    sudoku::variant_grid g = x.empty();
    g[0] = g[70] = 1; // r1c1 and r8c8, on the main diagonal
    try {
        sudoku::validate(x, g);
        CHECK(!"validate accepted a clash in a diagonal");
    } catch (const sudoku::error &e) {
        CHECK(e.status() == SUDOKU_E_CONFLICT && e.cells().size() == 2 && e.cells()[0] == 0 && e.cells()[1] == 70);
        CHECK(e.detail() == "digit 1 appears twice in the main diagonal, at r1c1 and r8c8");
    }
    CHECK(status_of([&] { sudoku::solve(x, g); }, &what) == SUDOKU_E_CONFLICT);
    CHECK(what.find("main diagonal") != std::string::npos);
    g = killer.empty();
    g[0] = 9;
    g[9] = 8;
    g[10] = 7;
    CHECK(status_of([&] { sudoku::count_solutions(killer, g, 2); }, &what) == SUDOKU_E_CONFLICT);
    CHECK(what.find("cage 1 at r1c1 has sum 20, but its digits already add up to 24") != std::string::npos);
    g[0] = 17;
    CHECK(status_of([&] { sudoku::validate(killer, g); }) == SUDOKU_E_RANGE);
    CHECK(status_of([&] { sudoku::format(killer, g); }) == SUDOKU_E_RANGE);
    CHECK(status_of([&] { sudoku::solve(x, sudoku::variant_grid(80)); }) == SUDOKU_E_ARG);
    CHECK(status_of([&] { sudoku::count_solutions(x, x.empty(), 0); }) == SUDOKU_E_ARG);
    CHECK(status_of([&] { x.unit(29); }) == SUDOKU_E_ARG);
    CHECK(status_of([&] { sudoku::solve(x, sudoku::variant_grid(1000)); }) == SUDOKU_E_ARG);
}

// Plays the killer with hints to the end: every placement is the published
// solution's digit and no elimination removes it.
static void test_hints()
{
    sudoku::variant v(puzzles[0].variant);
    sudoku::variant_grid p = v.empty(), board = v.empty(), s = sudoku::parse(v, puzzles[0].solution);
    sudoku::variant_marks m(81, 0x1FF);
    int steps = 0, bad = 0, cage_steps = 0;
    sudoku::variant_hint_result h;
    for (; steps < 500; steps++) {
        h = sudoku::hint(v, p, board, &m);
        if (h.c.status != SUDOKU_HINT_STEP)
            break;
        cage_steps += h.c.technique == SUDOKU_TECH_CAGE_SINGLE || h.c.technique == SUDOKU_TECH_CAGE_COMBINATION ||
                      h.c.technique == SUDOKU_TECH_INNIES_OUTIES;
        bad += h.text.empty() || static_cast<int>(h.text.size()) != h.c.text_len;
        if (h.c.cell >= 0) {
            bad += s[h.c.cell] != h.c.digit;
            board[h.c.cell] = static_cast<std::uint8_t>(h.c.digit);
        }
        for (int i = 0; i < 81; i++) {
            bad += (h.c.removed[i] >> (s[i] - 1)) & 1;
            m[i] &= static_cast<std::uint16_t>(~h.c.removed[i]);
        }
    }
    CHECK(bad == 0 && cage_steps > 10);
    CHECK(h.c.status == SUDOKU_HINT_SOLVED && board == s);

    board[0] = static_cast<std::uint8_t>(s[0] % 9 + 1);
    h = sudoku::hint(v, p, board);
    CHECK(h.c.status == SUDOKU_HINT_MISTAKES && h.c.mistakes[0] == SUDOKU_MISTAKE_DIGIT && h.c.n_mistakes == 1);
    CHECK(h.text == "Mistakes: r1c1 (wrong digit).");
    CHECK(status_of([&] { sudoku::hint(v, p, sudoku::variant_grid(80)); }) == SUDOKU_E_ARG);

    sudoku_rate_result r = sudoku::rate(v, p);
    CHECK(r.complete == 1 && r.rating == 25 && r.hardest == SUDOKU_TECH_INNIES_OUTIES && r.level == SUDOKU_LEVEL_MEDIUM);
    sudoku_control ctl = sudoku::control();
    ctl.cancel = 1;
    CHECK(status_of([&] { sudoku::rate(v, p, nullptr, &ctl); }) == SUDOKU_E_CANCELLED);
    sudoku::variant hex("16x16");
    CHECK(status_of([&] { sudoku::rate(hex, hex.empty()); }) == SUDOKU_E_NOT_UNIQUE);
}

// Generated puzzles have one solution, keep the asked shape and come out
// the same from the same options.
static void test_generate()
{
    sudoku_variant_generate_options o = sudoku::variant_generate_options();
    o.seed = 7;
    o.flags = SUDOKU_VARIANT_KILLER;
    o.symmetry = SUDOKU_SYMMETRY_ROTATE180;
    sudoku::variant nine("9x9");
    sudoku::variant_generated k = sudoku::generate(nine, o), again = sudoku::generate(nine, o);
    CHECK(k.target_met && k.v.text().compare(0, 6, "9x9,k=") == 0 && k.v.info().n_cages > 0);
    CHECK(k.v.text() == again.v.text() && k.puzzle == again.puzzle);
    CHECK(sudoku::count_solutions(k.v, k.puzzle, 2) == 1 && is_solution_of(k.v, k.puzzle, k.solution));
    CHECK(k.rating.complete >= 0 && k.rating.rating > 0);

    o = sudoku::variant_generate_options();
    o.seed = 3;
    o.flags = SUDOKU_VARIANT_JIGSAW;
    sudoku::variant_generated j = sudoku::generate(sudoku::variant("16x16"), o);
    CHECK(j.v.info().jigsaw == 1 && j.v.n() == 16);
    CHECK(sudoku::count_solutions(j.v, j.puzzle, 2) == 1 && is_solution_of(j.v, j.puzzle, j.solution));
    o.flags = 4; // not a flag
    CHECK(status_of([&] { sudoku::generate(nine, o); }) == SUDOKU_E_ARG);
}

int main()
{
    sudoku::require_abi();
    test_published();
    test_errors();
    test_hints();
    test_generate();
    return check_summary("C++ variant tests");
}
