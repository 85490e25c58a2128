/*
** Tests of the variants' exports through the shared library: published
** puzzles against their published solutions (a killer, an X-Sudoku, a
** 16x16), the precise errors of bad variants and grids, hints walked to the
** end of a killer and checked against its solution, ratings, generation
** (killer and 16x16, reproducible and unique), and the argument checks.
** Compiled with -std=c99 -Wall -Wextra -Werror.
*/
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "sudoku.h"
#include "check.h"

/* UK Puzzle Association killer (ukpuzzles.org file 247): cages only. */
static const char *killer =
    "9x9,k=aabbcddeeaafgchieejffgchiikjggglhhhkmmmlllnnnoppplqqqrossptquurvvsptquwwvvxxtyyww,"
    "s=20/9/17/9/20/22/16/27/18/8/11/15/12/22/8/30/17/11/11/19/16/24/17/16/10";
static const char *killer_solution =
    "632798154478165392195324786724639815813452679569817243346571928981243567257986431";
/* A 16x16 from sudoku-puzzles-online.com, symbols 0-F written as 1-G. */
static const char *hex_puzzle =
    "F.........9..7.2..A...4G.D....96.72.6C...A.4..D..4..3...7.....B.E......C..3...24.9.B.752....."
    "8AF1...G.9.A.8.B.6..........2D..1..........B...4.7..1.6.5..2F.....D.D.84.1........GAF4.C.B..."
    "..8..1...DA.8.9..G...3B3...6.9...8EF..4.F....5..E.2....26...E.D..F.A.9";
static const char *hex_solution =
    "F6EG5BAD819C37423BA1784GEDF2C59697256CFE3AB41GD8D48C392175G6FEBAEA7F816C5G3BD924C93BD7524E61"
    "G8AF15D2G49FAC87B36E68G4EA3BF2D9715C2C93FEGAB81D4675G1B695782F43ACED7D584213C6AE9BFGAF4ECDB6G9"
    "7582315E1DAF879B2G64C3B3CA26D91458EFG74GF913C567EA2D8B8267BGE4D3CF5A19";

static int32_t vlen(const char *v) { return (int32_t)strlen(v); }

/* SIZED zeroes a struct and sets its size field to n. */
#define SIZED(s, n) (memset(&(s), 0, sizeof(s)), (s).size = (n))

static void test_check(void)
{
    sudoku_variant_info info;
    SIZED(info, sizeof info);
    sudoku_error err;
    SIZED(err, sizeof err);
    CHECK_RC(sudoku_variant_check(killer, vlen(killer), &info, &err), SUDOKU_OK);
    CHECK(info.n == 9 && info.n_cells == 81 && info.n_cages == 25 && info.box_rows == 3);
    CHECK(err.status == SUDOKU_OK && err.message[0] == 0);
    CHECK(info.cage[0] == 0 && info.cage[1] == 0 && info.cage[2] == 1 && info.cage_sum[0] == 20);
    CHECK(info.region[80] == 8 && info.cage_repeats[0] == 0);

    CHECK_RC(sudoku_variant_check("16x16,x,w", 9, &info, NULL), SUDOKU_OK);
    CHECK(info.n == 16 && info.diagonals && info.windoku && info.n_units == 48 + 2 + 9 && info.n_cages == 0);

    const char *bad = "9x9,k=a#";
    CHECK_RC(sudoku_variant_check(bad, vlen(bad), &info, &err), SUDOKU_E_PARSE);
    CHECK(err.status == SUDOKU_E_PARSE && err.column == 8 && err.offset == 7);
    CHECK(strstr(err.message, "column 8: unexpected character '#' in the cage map (k=)") != NULL);

    const char *sum = "9x9,k=aa...............................................................................,s=18";
    CHECK_RC(sudoku_variant_check(sum, vlen(sum), NULL, &err), SUDOKU_E_PARSE);
    CHECK(err.column == 91 && err.n_cells == 1 && err.cells[0] == 0);
    CHECK(strstr(err.message, "cage 1 at r1c1 has sum 18") != NULL);

    sudoku_variant_unit_info u;
    SIZED(u, sizeof u);
    CHECK_RC(sudoku_variant_unit("9x9,x", 5, 27, &u), SUDOKU_OK);
    CHECK(u.kind == SUDOKU_UNIT_DIAGONAL && u.index == 0 && u.n_cells == 9 && u.cells[8] == 80);
    CHECK_RC(sudoku_variant_unit("9x9,x", 5, 29, &u), SUDOKU_E_ARG);
    CHECK_RC(sudoku_variant_unit(killer, vlen(killer), 27, &u), SUDOKU_OK);
    CHECK(u.kind == SUDOKU_UNIT_CAGE && u.index == 0 && u.n_cells == 4);
}

static void test_parse_solve(void)
{
    uint8_t g[256], sol[256];
    char line[257];
    sudoku_error err;
    SIZED(err, sizeof err);
    CHECK_RC(sudoku_variant_parse("16x16", 5, hex_puzzle, vlen(hex_puzzle), g, 256, &err), SUDOKU_OK);
    CHECK_RC(sudoku_variant_solve("16x16", 5, g, sol, 256), SUDOKU_OK);
    CHECK_RC(sudoku_variant_format("16x16", 5, sol, 256, line, sizeof line), SUDOKU_OK);
    CHECK(strcmp(line, hex_solution) == 0);
    int32_t count = 0;
    CHECK_RC(sudoku_variant_count_solutions("16x16", 5, g, 256, 2, &count), SUDOKU_OK);
    CHECK(count == 1);
    CHECK_RC(sudoku_variant_format("16x16", 5, sol, 256, line, 256), SUDOKU_E_BUFFER);

    memset(g, 0, 81);
    CHECK_RC(sudoku_variant_solve(killer, vlen(killer), g, sol, 81), SUDOKU_OK);
    CHECK_RC(sudoku_variant_format(killer, vlen(killer), sol, 81, line, sizeof line), SUDOKU_OK);
    CHECK(strcmp(line, killer_solution) == 0);
    CHECK_RC(sudoku_variant_solve(killer, vlen(killer), g, sol, 80), SUDOKU_E_ARG);

    /* Precise grid errors: a digit above N, a clash in a diagonal, a cage
    ** over its sum. */
    CHECK_RC(sudoku_variant_parse("6x6", 3, "12345A", 6, g, 36, &err), SUDOKU_E_PARSE);
    CHECK(err.column == 6 && err.digit == 10);
    CHECK(strstr(err.message, "digit 'A' (10) at line 1, column 6 (byte 5) is above 6") != NULL);
    char x[82];
    memset(x, '.', 81);
    x[81] = 0;
    x[0] = x[70] = '1'; /* r1c1 and r8c8 */
    memset(g, 0, 81);
    CHECK_RC(sudoku_variant_parse("9x9,x", 5, x, 81, g, 81, &err), SUDOKU_E_CONFLICT);
    CHECK(err.n_cells == 2 && err.cells[0] == 0 && err.cells[1] == 70 && err.digit == 1 && err.unit == 27);
    CHECK(strstr(err.message, "digit 1 appears twice in the main diagonal, at r1c1 and r8c8") != NULL);
    CHECK(g[0] == 0); /* not written on error */
    g[0] = 9, g[1] = 9;
    CHECK_RC(sudoku_variant_validate(killer, vlen(killer), g, 81, &err), SUDOKU_E_CONFLICT);
    g[1] = 0, g[9] = 8, g[10] = 7;
    CHECK_RC(sudoku_variant_validate(killer, vlen(killer), g, 81, &err), SUDOKU_E_CONFLICT);
    CHECK(err.n_cells == 1 && err.cells[0] == 0 && err.unit == 27);
    CHECK(strstr(err.message, "cage 1 at r1c1 has sum 20, but its digits already add up to 24") != NULL);
    g[0] = 17;
    CHECK_RC(sudoku_variant_validate(killer, vlen(killer), g, 81, &err), SUDOKU_E_RANGE);
    CHECK(err.cells[0] == 0 && err.digit == 17);
}

/* Plays the killer with hints to the end: every step agrees with the
** solution. */
static void test_hint_walk(void)
{
    uint8_t puzzle[81] = { 0 }, grid[81] = { 0 }, sol[81];
    uint16_t marks[81];
    char text[SUDOKU_HINT_TEXT_SIZE];
    for (int i = 0; i < 81; i++) {
        sol[i] = (uint8_t)(killer_solution[i] - '0');
        marks[i] = 0x1FF;
    }
    sudoku_variant_hint_result h;
    SIZED(h, sizeof h);
    int steps = 0, cage_steps = 0;
    for (;;) {
        CHECK_RC(sudoku_variant_hint(killer, vlen(killer), puzzle, grid, marks, 81, NULL, &h, text, sizeof text), SUDOKU_OK);
        if (h.status != SUDOKU_HINT_STEP)
            break;
        steps++;
        if (h.technique >= SUDOKU_TECH_CAGE_SINGLE)
            cage_steps++;
        CHECK(h.text_len == (int32_t)strlen(text) && h.n_pattern_cells > 0);
        if (h.cell >= 0) {
            CHECK(sol[h.cell] == h.digit);
            grid[h.cell] = (uint8_t)h.digit;
        }
        for (int i = 0; i < 81; i++) {
            CHECK((h.removed[i] & (1u << (sol[i] - 1))) == 0);
            marks[i] &= (uint16_t)~h.removed[i];
        }
        if (steps > 500)
            break;
    }
    CHECK(h.status == SUDOKU_HINT_SOLVED);
    CHECK(memcmp(grid, sol, 81) == 0);
    CHECK(cage_steps > 10);

    grid[0] = (uint8_t)(sol[0] % 9 + 1);
    CHECK_RC(sudoku_variant_hint(killer, vlen(killer), puzzle, grid, NULL, 81, NULL, &h, text, sizeof text), SUDOKU_OK);
    CHECK(h.status == SUDOKU_HINT_MISTAKES && h.mistakes[0] == SUDOKU_MISTAKE_DIGIT && h.n_mistakes == 1);
    CHECK(strcmp(text, "Mistakes: r1c1 (wrong digit).") == 0);

    sudoku_rate_result r;
    SIZED(r, sizeof r);
    memset(puzzle, 0, 81);
    CHECK_RC(sudoku_variant_rate(killer, vlen(killer), puzzle, 81, NULL, &r, NULL), SUDOKU_OK);
    CHECK(r.complete == 1 && r.rating == 25 && r.hardest == SUDOKU_TECH_INNIES_OUTIES && r.level == SUDOKU_LEVEL_MEDIUM);
    CHECK(r.counts[SUDOKU_TECH_CAGE_COMBINATION] > 0);
    sudoku_control ctl;
    SIZED(ctl, sizeof ctl);
    CHECK_RC(sudoku_variant_rate(killer, vlen(killer), puzzle, 81, NULL, &r, &ctl), SUDOKU_OK);
    CHECK(ctl.total == 81 && ctl.done == 81);
    ctl.cancel = 1;
    CHECK_RC(sudoku_variant_rate(killer, vlen(killer), puzzle, 81, NULL, &r, &ctl), SUDOKU_E_CANCELLED);
}

static void test_generate(void)
{
    sudoku_variant_generate_options o;
    memset(&o, 0, sizeof o);
    o.size = sizeof o;
    o.seed = 7;
    o.flags = SUDOKU_VARIANT_KILLER;
    o.symmetry = SUDOKU_SYMMETRY_ROTATE180;
    uint8_t puzzle[256], sol[256], again[256];
    char vtext[4096], vagain[4096];
    int32_t len = 0;
    sudoku_rate_result r;
    SIZED(r, sizeof r);
    CHECK_RC(sudoku_variant_generate("9x9", 3, &o, puzzle, sol, 81, vtext, sizeof vtext, &len, &r, NULL), SUDOKU_OK);
    CHECK(len == (int32_t)strlen(vtext) && strncmp(vtext, "9x9,k=", 6) == 0);
    int32_t count = 0;
    CHECK_RC(sudoku_variant_count_solutions(vtext, len, puzzle, 81, 2, &count), SUDOKU_OK);
    CHECK(count == 1 && r.complete >= 0);
    CHECK_RC(sudoku_variant_generate("9x9", 3, &o, again, NULL, 81, vagain, sizeof vagain, NULL, NULL, NULL), SUDOKU_OK);
    CHECK(strcmp(vtext, vagain) == 0 && memcmp(puzzle, again, 81) == 0); /* reproducible */
    CHECK_RC(sudoku_variant_generate("9x9", 3, &o, again, NULL, 81, vagain, 10, &len, NULL, NULL), SUDOKU_E_BUFFER);
    CHECK(len == (int32_t)strlen(vtext));

    memset(&o, 0, sizeof o);
    o.size = sizeof o;
    o.seed = 1;
    CHECK_RC(sudoku_variant_generate("16x16", 5, &o, puzzle, sol, 256, NULL, 0, NULL, NULL, NULL), SUDOKU_OK);
    CHECK_RC(sudoku_variant_count_solutions("16x16", 5, puzzle, 256, 2, &count), SUDOKU_OK);
    CHECK(count == 1);

    o.flags = 4; /* unknown */
    CHECK_RC(sudoku_variant_generate("16x16", 5, &o, puzzle, sol, 256, NULL, 0, NULL, NULL, NULL), SUDOKU_E_ARG);
    o.flags = 0;
    o.clues = 300;
    CHECK_RC(sudoku_variant_generate("16x16", 5, &o, puzzle, sol, 256, NULL, 0, NULL, NULL, NULL), SUDOKU_E_ARG);
}

static void test_arguments(void)
{
    uint8_t g[81] = { 0 };
    int32_t count;
    sudoku_variant_info info;
    SIZED(info, 8);
    CHECK_RC(sudoku_variant_check(NULL, 3, NULL, NULL), SUDOKU_E_ARG);
    CHECK_RC(sudoku_variant_check("9x9", -1, NULL, NULL), SUDOKU_E_ARG);
    CHECK_RC(sudoku_variant_check("9x9", 3, &info, NULL), SUDOKU_E_ARG);
    CHECK_RC(sudoku_variant_solve("9x9", 3, NULL, g, 81), SUDOKU_E_ARG);
    CHECK_RC(sudoku_variant_solve("9x9,q", 5, g, g, 81), SUDOKU_E_PARSE);
    CHECK_RC(sudoku_variant_count_solutions("9x9", 3, g, 81, 0, &count), SUDOKU_E_ARG);
    CHECK_RC(sudoku_variant_count_solutions("9x9", 3, g, 81, 2, NULL), SUDOKU_E_ARG);
    CHECK_RC(sudoku_variant_count_solutions("4x4", 3, g, 16, 1000, &count), SUDOKU_OK);
    CHECK(count == 288);
    g[0] = 5;
    CHECK_RC(sudoku_variant_count_solutions("4x4", 3, g, 16, 2, &count), SUDOKU_E_RANGE);
    sudoku_variant_hint_result h;
    SIZED(h, 100);
    CHECK_RC(sudoku_variant_hint("4x4", 3, g, g, NULL, 16, NULL, &h, NULL, 0), SUDOKU_E_ARG);
}

int main(void)
{
    test_check();
    test_parse_solve();
    test_hint_walk();
    test_generate();
    test_arguments();
    return check_summary("test_variant");
}
