/*
** Tests of the C interface through the shared library: every function, every
** error path. Compiled with -std=c99 -Wall -Wextra -Werror.
*/
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "sudoku.h"
#include "check.h"

static const char *classic =
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
static const char *classic_solution =
    "534678912672195348198342567859761423426853791713924856961537284287419635345286179";

/* valid_solution checks a full grid by the rules, independently of the library. */
static int valid_solution(const uint8_t *g)
{
    int u, k;
    for (u = 0; u < 9; u++) {
        int row[10] = {0}, col[10] = {0}, box[10] = {0};
        for (k = 0; k < 9; k++) {
            uint8_t a = g[u * 9 + k], b = g[k * 9 + u];
            uint8_t c = g[(u / 3 * 3 + k / 3) * 9 + u % 3 * 3 + k % 3];
            if (a < 1 || a > 9 || b < 1 || b > 9 || c < 1 || c > 9) return 0;
            if (row[a]++ || col[b]++ || box[c]++) return 0;
        }
    }
    return 1;
}

static int agrees(const uint8_t *puzzle, const uint8_t *sol)
{
    int i;
    for (i = 0; i < 81; i++)
        if (puzzle[i] && puzzle[i] != sol[i]) return 0;
    return 1;
}

static void parse_or_die(const char *text, uint8_t *g)
{
    if (sudoku_parse(text, strlen(text), g) != SUDOKU_OK) {
        fprintf(stderr, "cannot parse fixture %s\n", text);
        memset(g, 0, 81);
        check_failed++;
    }
}

static void test_versions(void)
{
    char want[32];
    CHECK(sudoku_abi_version() == SUDOKU_ABI_VERSION);
    snprintf(want, sizeof want, "%d.%d.%d", SUDOKU_VERSION_MAJOR, SUDOKU_VERSION_MINOR, SUDOKU_VERSION_PATCH);
    CHECK(strcmp(sudoku_version_string(), want) == 0);
    CHECK(strcmp(sudoku_version_string(), SUDOKU_VERSION) == 0);
}

static void test_status_strings(void)
{
    static const struct { int32_t code; const char *name; } names[] = {
        {SUDOKU_OK, "SUDOKU_OK"}, {SUDOKU_E_ARG, "SUDOKU_E_ARG"}, {SUDOKU_E_PARSE, "SUDOKU_E_PARSE"},
        {SUDOKU_E_RANGE, "SUDOKU_E_RANGE"}, {SUDOKU_E_CONFLICT, "SUDOKU_E_CONFLICT"},
        {SUDOKU_E_UNSOLVABLE, "SUDOKU_E_UNSOLVABLE"}, {SUDOKU_E_BUFFER, "SUDOKU_E_BUFFER"},
        {SUDOKU_E_LIMIT, "SUDOKU_E_LIMIT"}, {SUDOKU_E_NOT_UNIQUE, "SUDOKU_E_NOT_UNIQUE"},
        {SUDOKU_E_CANCELLED, "SUDOKU_E_CANCELLED"}, {SUDOKU_E_INTERNAL, "SUDOKU_E_INTERNAL"},
    };
    size_t i, j;
    for (i = 0; i < sizeof names / sizeof names[0]; i++) {
        CHECK(strcmp(sudoku_status_string(names[i].code), names[i].name) == 0);
        /* Every status has a sentence of its own. */
        CHECK(strcmp(sudoku_status_message(names[i].code), "unknown status") != 0);
        for (j = 0; j < i; j++)
            CHECK(strcmp(sudoku_status_message(names[i].code), sudoku_status_message(names[j].code)) != 0);
    }
    CHECK(strcmp(sudoku_status_message(SUDOKU_E_UNSOLVABLE), "the puzzle has no solution") == 0);
    CHECK(strcmp(sudoku_status_message(SUDOKU_E_NOT_UNIQUE), "the puzzle has more than one solution") == 0);
    CHECK(strcmp(sudoku_status_message(SUDOKU_E_CANCELLED), "the call was cancelled") == 0);
    CHECK(strcmp(sudoku_status_string(12345), "SUDOKU_E_UNKNOWN") == 0);
    CHECK(strcmp(sudoku_status_string(INT32_MIN), "SUDOKU_E_UNKNOWN") == 0);
    CHECK(strcmp(sudoku_status_message(12345), "unknown status") == 0);
    CHECK(strcmp(sudoku_status_message(1), "unknown status") == 0);
}

static void test_parse_and_format(void)
{
    uint8_t g[81], back[81];
    char line[SUDOKU_LINE_SIZE], pretty[SUDOKU_PRETTY_SIZE], small[81];
    int i;

    CHECK_RC(sudoku_parse(classic, strlen(classic), g), SUDOKU_OK);
    CHECK(g[0] == 5 && g[1] == 3 && g[2] == 0 && g[80] == 9);
    CHECK_RC(sudoku_format(g, line, sizeof line), SUDOKU_OK);
    CHECK(strcmp(line, classic) == 0);

    CHECK_RC(sudoku_format_pretty(g, pretty, sizeof pretty), SUDOKU_OK);
    CHECK(strncmp(pretty, "5 3 . | . 7 . | . . .\n", 22) == 0);
    CHECK(strlen(pretty) == SUDOKU_PRETTY_SIZE - 1);
    CHECK_RC(sudoku_parse(pretty, strlen(pretty), back), SUDOKU_OK);
    CHECK(memcmp(g, back, 81) == 0);

    /* text need not be NUL-terminated: parse exactly len bytes. */
    {
        char buf[100];
        memcpy(buf, classic, 81);
        memset(buf + 81, '7', sizeof buf - 81);
        CHECK_RC(sudoku_parse(buf, 81, back), SUDOKU_OK);
        CHECK(memcmp(g, back, 81) == 0);
    }

    /* Errors. */
    memset(back, 0xAB, 81);
    CHECK_RC(sudoku_parse(classic, 80, back), SUDOKU_E_PARSE);
    for (i = 0; i < 81; i++) CHECK(back[i] == 0xAB); /* untouched on error */
    CHECK_RC(sudoku_parse("", 0, back), SUDOKU_E_PARSE);
    CHECK_RC(sudoku_parse(NULL, 81, back), SUDOKU_E_ARG);
    CHECK_RC(sudoku_parse(classic, 81, NULL), SUDOKU_E_ARG);
    CHECK_RC(sudoku_parse(classic, -1, back), SUDOKU_E_ARG);
    CHECK_RC(sudoku_parse(classic, INT32_MIN, back), SUDOKU_E_ARG);
    CHECK_RC(sudoku_parse(classic, SUDOKU_TEXT_MAX + 1, back), SUDOKU_E_ARG);
    CHECK_RC(sudoku_format(g, small, sizeof small), SUDOKU_E_BUFFER);
    CHECK_RC(sudoku_format(g, line, 0), SUDOKU_E_BUFFER);
    CHECK_RC(sudoku_format(g, line, -1), SUDOKU_E_ARG);
    CHECK_RC(sudoku_format_pretty(g, pretty, -1), SUDOKU_E_ARG);
    CHECK_RC(sudoku_format(NULL, line, sizeof line), SUDOKU_E_ARG);
    CHECK_RC(sudoku_format(g, NULL, sizeof line), SUDOKU_E_ARG);
    CHECK_RC(sudoku_format_pretty(g, pretty, SUDOKU_PRETTY_SIZE - 1), SUDOKU_E_BUFFER);
    CHECK_RC(sudoku_format_pretty(NULL, pretty, sizeof pretty), SUDOKU_E_ARG);
    g[5] = 10;
    CHECK_RC(sudoku_format(g, line, sizeof line), SUDOKU_E_RANGE);
    CHECK_RC(sudoku_format_pretty(g, pretty, sizeof pretty), SUDOKU_E_RANGE);
}

/* new_error returns a sudoku_error with its size set and every other byte
** 0xEE, so that a field the library forgets to write shows. */
static sudoku_error new_error(void)
{
    sudoku_error e;
    memset(&e, 0xEE, sizeof e);
    e.size = sizeof e;
    return e;
}

static void test_check_text(void)
{
    uint8_t g[81];
    sudoku_error e;
    char bad[82];

    e = new_error();
    CHECK_RC(sudoku_check_text(classic, (int32_t)strlen(classic), g, &e), SUDOKU_OK);
    CHECK(e.status == SUDOKU_OK && e.message[0] == '\0' && e.n_cells == 0);
    CHECK(e.cells[0] == -1 && e.cells[1] == -1 && e.unit == -1 && e.offset == -1 && e.line == 0);
    CHECK(e.size == sizeof e);
    CHECK_RC(sudoku_check_text(classic, 81, g, NULL), SUDOKU_OK);

    memcpy(bad, classic, 82);
    bad[9] = 'x';
    e = new_error();
    CHECK_RC(sudoku_check_text(bad, 81, g, &e), SUDOKU_E_PARSE);
    CHECK(e.status == SUDOKU_E_PARSE && e.offset == 9 && e.line == 1 && e.column == 10 && e.cells_found == 0);
    CHECK(e.n_cells == 0 && e.cells[0] == -1);
    CHECK(strcmp(e.message, "unexpected character 'x' at line 1, column 10 (byte 9); cells are 1-9, '.' or '0'") == 0);

    e = new_error();
    CHECK_RC(sudoku_check_text("12\n3x", 5, g, &e), SUDOKU_E_PARSE);
    CHECK(e.offset == 4 && e.line == 2 && e.column == 2);

    e = new_error();
    CHECK_RC(sudoku_check_text(classic, 80, g, &e), SUDOKU_E_PARSE);
    CHECK(e.offset == -1 && e.line == 0 && e.cells_found == 80);
    CHECK(strcmp(e.message, "found 80 cells, want 81") == 0);

    memcpy(bad, classic, 82);
    bad[2] = '5'; /* 5 already at r1c1 */
    e = new_error();
    CHECK_RC(sudoku_check_text(bad, 81, g, &e), SUDOKU_E_CONFLICT);
    CHECK(e.status == SUDOKU_E_CONFLICT && e.n_cells == 2 && e.cells[0] == 0 && e.cells[1] == 2);
    CHECK(e.unit == 0 && e.digit == 5 && e.offset == -1);
    CHECK(strcmp(e.message, "digit 5 appears twice in row 1, at r1c1 and r1c3") == 0);

    CHECK_RC(sudoku_check_text(bad, 81, g, NULL), SUDOKU_E_CONFLICT);
    CHECK_RC(sudoku_check_text(NULL, 81, g, &e), SUDOKU_E_ARG);
    CHECK_RC(sudoku_check_text(classic, 81, NULL, &e), SUDOKU_E_ARG);
    CHECK_RC(sudoku_check_text(classic, -1, g, &e), SUDOKU_E_ARG);
    /* A struct smaller than ABI 2's is refused and not written. */
    e = new_error();
    e.size = sizeof e - 1;
    CHECK_RC(sudoku_check_text(bad, 81, g, &e), SUDOKU_E_ARG);
    CHECK(e.status == (int32_t)0xEEEEEEEE);
}

static void test_validate(void)
{
    uint8_t g[81];
    sudoku_error e;

    parse_or_die(classic, g);
    e = new_error();
    CHECK_RC(sudoku_validate(g, &e), SUDOKU_OK);
    CHECK(e.status == SUDOKU_OK && e.n_cells == 0 && e.cells[0] == -1 && e.cells[1] == -1 && e.message[0] == 0);
    CHECK_RC(sudoku_validate(g, NULL), SUDOKU_OK);

    memset(g, 0, 81);
    g[6 * 9 + 3] = 6; /* r7c4 */
    g[8 * 9 + 3] = 6; /* r9c4 */
    e = new_error();
    CHECK_RC(sudoku_validate(g, &e), SUDOKU_E_CONFLICT);
    CHECK(e.n_cells == 2 && e.cells[0] == 6 * 9 + 3 && e.cells[1] == 8 * 9 + 3);
    CHECK(e.unit == 9 + 3 && e.digit == 6 && e.line == 0 && e.cells_found == 0);
    CHECK(strcmp(e.message, "digit 6 appears twice in column 4, at r7c4 and r9c4") == 0);
    CHECK_RC(sudoku_validate(g, NULL), SUDOKU_E_CONFLICT);

    memset(g, 0, 81);
    g[0] = 1;
    g[10] = 1; /* r2c2, same box */
    e = new_error();
    CHECK_RC(sudoku_validate(g, &e), SUDOKU_E_CONFLICT);
    CHECK(e.cells[0] == 0 && e.cells[1] == 10 && e.unit == 18);
    CHECK(strcmp(e.message, "digit 1 appears twice in box 1, at r1c1 and r2c2") == 0);

    memset(g, 0, 81);
    g[40] = 200;
    e = new_error();
    CHECK_RC(sudoku_validate(g, &e), SUDOKU_E_RANGE);
    CHECK(e.n_cells == 1 && e.cells[0] == 40 && e.cells[1] == -1 && e.digit == 200 && e.unit == -1);
    CHECK(strcmp(e.message, "r5c5 holds 200; a cell must be 0 (empty) or a digit 1-9") == 0);
    CHECK_RC(sudoku_validate(NULL, &e), SUDOKU_E_ARG);
    e.size = 4;
    CHECK_RC(sudoku_validate(g, &e), SUDOKU_E_ARG);
}

/* The size rules of option and result structs (STRUCTS in the header): a
** NULL option struct is all defaults, a bigger one with zeros past the
** library's fields is accepted, one with anything else there is refused,
** and so is one smaller than ABI 2's. */
static void test_struct_sizes(void)
{
    uint8_t p[81];
    struct { sudoku_rate_options o; uint8_t tail[8]; } big;
    sudoku_rate_options o;
    sudoku_rate_result r, r0;

    parse_or_die(classic, p);
    memset(&r0, 0, sizeof r0);
    r0.size = sizeof r0;
    CHECK_RC(sudoku_rate(p, NULL, &r0, NULL), SUDOKU_OK);
    CHECK(r0.complete == 1 && r0.rating > 0);

    memset(&big, 0, sizeof big);
    big.o.size = sizeof big;
    memset(&r, 0, sizeof r);
    r.size = sizeof r;
    CHECK_RC(sudoku_rate(p, &big.o, &r, NULL), SUDOKU_OK);
    CHECK(memcmp(&r, &r0, sizeof r) == 0);
    big.tail[5] = 1;
    CHECK_RC(sudoku_rate(p, &big.o, &r, NULL), SUDOKU_E_ARG);

    memset(&o, 0, sizeof o);
    o.size = sizeof o - 1;
    CHECK_RC(sudoku_rate(p, &o, &r, NULL), SUDOKU_E_ARG);
    o.size = 1u << 20; /* absurd: refused before the tail is read */
    CHECK_RC(sudoku_rate(p, &o, &r, NULL), SUDOKU_E_ARG);
    o.size = sizeof o;
    o.max_rating = -1;
    CHECK_RC(sudoku_rate(p, &o, &r, NULL), SUDOKU_E_ARG);

    /* A result struct larger than the library's: its own fields written,
    ** the rest left alone. */
    {
        struct { sudoku_rate_result r; uint8_t tail[8]; } out;
        memset(&out, 0x5A, sizeof out);
        out.r.size = sizeof out;
        CHECK_RC(sudoku_rate(p, NULL, &out.r, NULL), SUDOKU_OK);
        CHECK(out.r.size == sizeof out && out.r.rating == r0.rating && out.tail[0] == 0x5A && out.tail[7] == 0x5A);
    }
    r.size = sizeof r - 2;
    CHECK_RC(sudoku_rate(p, NULL, &r, NULL), SUDOKU_E_ARG);
}

static void test_solve(void)
{
    uint8_t p[81], s[81], want[81], before[81];
    int i;

    parse_or_die(classic, p);
    parse_or_die(classic_solution, want);
    CHECK_RC(sudoku_solve(p, s), SUDOKU_OK);
    CHECK(memcmp(s, want, 81) == 0);
    CHECK(valid_solution(s) && agrees(p, s));

    /* In place. */
    memcpy(s, p, 81);
    CHECK_RC(sudoku_solve(s, s), SUDOKU_OK);
    CHECK(memcmp(s, want, 81) == 0);

    /* A hard puzzle and the empty grid. */
    parse_or_die("8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..", p);
    CHECK_RC(sudoku_solve(p, s), SUDOKU_OK);
    CHECK(valid_solution(s) && agrees(p, s));
    memset(p, 0, 81);
    CHECK_RC(sudoku_solve(p, s), SUDOKU_OK);
    CHECK(valid_solution(s));

    /* Valid givens, no solution: r1c9 has no candidate. Output untouched. */
    parse_or_die("12345678.........9...............................................................", p);
    memset(s, 0xEE, 81);
    memcpy(before, s, 81);
    CHECK_RC(sudoku_solve(p, s), SUDOKU_E_UNSOLVABLE);
    CHECK(memcmp(s, before, 81) == 0);

    parse_or_die(classic, p);
    p[2] = 5;
    CHECK_RC(sudoku_solve(p, s), SUDOKU_E_CONFLICT);
    p[2] = 10;
    CHECK_RC(sudoku_solve(p, s), SUDOKU_E_RANGE);
    for (i = 0; i < 81; i++) p[i] = 0;
    p[80] = 255;
    CHECK_RC(sudoku_solve(p, s), SUDOKU_E_RANGE);
    CHECK_RC(sudoku_solve(NULL, s), SUDOKU_E_ARG);
    CHECK_RC(sudoku_solve(p, NULL), SUDOKU_E_ARG);
}

static void test_count(void)
{
    uint8_t p[81];
    int32_t count = -1;

    parse_or_die(classic, p);
    CHECK_RC(sudoku_count_solutions(p, 2, &count), SUDOKU_OK);
    CHECK(count == 1);
    CHECK_RC(sudoku_count_solutions(p, 1, &count), SUDOKU_OK);
    CHECK(count == 1);

    /* A full grid with one cell emptied still has exactly one solution. */
    parse_or_die(classic_solution, p);
    p[0] = 0;
    CHECK_RC(sudoku_count_solutions(p, 5, &count), SUDOKU_OK);
    CHECK(count == 1);

    /* Many solutions: the empty grid, capped by the limit. */
    memset(p, 0, 81);
    CHECK_RC(sudoku_count_solutions(p, 1000, &count), SUDOKU_OK);
    CHECK(count == 1000);

    /* A huge limit on the empty grid runs out of budget, with a lower bound. */
    count = -1;
    CHECK_RC(sudoku_count_solutions(p, INT32_MAX, &count), SUDOKU_E_LIMIT);
    CHECK(count > 1000);

    /* No solution counts 0 with SUDOKU_OK. */
    parse_or_die("12345678.........9...............................................................", p);
    CHECK_RC(sudoku_count_solutions(p, 2, &count), SUDOKU_OK);
    CHECK(count == 0);

    parse_or_die(classic, p);
    CHECK_RC(sudoku_count_solutions(p, 0, &count), SUDOKU_E_ARG);
    CHECK_RC(sudoku_count_solutions(p, -5, &count), SUDOKU_E_ARG);
    CHECK_RC(sudoku_count_solutions(p, 2, NULL), SUDOKU_E_ARG);
    CHECK_RC(sudoku_count_solutions(NULL, 2, &count), SUDOKU_E_ARG);
    p[2] = 5;
    CHECK_RC(sudoku_count_solutions(p, 2, &count), SUDOKU_E_CONFLICT);
    p[2] = 42;
    CHECK_RC(sudoku_count_solutions(p, 2, &count), SUDOKU_E_RANGE);
}

/* A puzzle with exactly two solutions: the classic solution with the four
** corners of a deadly pattern emptied. Found by looking for two rows and two
** columns (in two boxes) where the solution holds digits a,b / b,a. */
static void test_two_solutions(void)
{
    uint8_t s[81], p[81];
    int32_t count = 0;
    int r1, r2, c1, c2, found = 0;

    parse_or_die(classic_solution, s);
    for (r1 = 0; r1 < 9 && !found; r1++)
        for (r2 = r1 + 1; r2 < 9 && !found; r2++) {
            if (r1 / 3 != r2 / 3) continue; /* same band: two boxes */
            for (c1 = 0; c1 < 9 && !found; c1++)
                for (c2 = c1 + 1; c2 < 9 && !found; c2++) {
                    if (c1 / 3 == c2 / 3) continue;
                    if (s[r1 * 9 + c1] == s[r2 * 9 + c2] && s[r1 * 9 + c2] == s[r2 * 9 + c1]) {
                        memcpy(p, s, 81);
                        p[r1 * 9 + c1] = p[r1 * 9 + c2] = p[r2 * 9 + c1] = p[r2 * 9 + c2] = 0;
                        found = 1;
                    }
                }
        }
    CHECK(found);
    if (!found) return;
    CHECK_RC(sudoku_count_solutions(p, 10, &count), SUDOKU_OK);
    CHECK(count == 2);
    CHECK_RC(sudoku_count_solutions(p, 1, &count), SUDOKU_OK);
    CHECK(count == 1);
}

int main(void)
{
    test_versions();
    test_status_strings();
    test_parse_and_format();
    test_check_text();
    test_validate();
    test_struct_sizes();
    test_solve();
    test_count();
    test_two_solutions();
    return check_summary("C API tests");
}
