/*
** Tests of sudoku_hint, sudoku_hint_chain, sudoku_rate and sudoku_explain through the shared
** library. The hint
** walks play whole puzzles the way a game would: ask for a hint, check it
** against the solution from sudoku_solve, apply it to the grid and the pencil
** marks, and ask again. Compiled with -std=c99 -Wall -Wextra -Werror.
*/
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "sudoku.h"
#include "check.h"

static const char *classic =
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
/* Needs an alternating inference chain (SE 7.1). */
static const char *chain_puzzle =
    "..4.3.....167.53...8........72....4.19.2..8......7......7.1...5........3..8..46..";
/* Needs nested forcing chains (SE 10.5): beyond the catalogue before the
** nested chains came. */
static const char *nested_puzzle =
    "1....7.9..3..2...8..96..5....53..9...1..8...26....4...3......1..4......7..7...3..";
static const char *two_solutions =
    "................................................................................."; /* empty: many */

static void parse_or_die(const char *text, uint8_t *g)
{
    if (sudoku_parse(text, strlen(text), g) != SUDOKU_OK) {
        fprintf(stderr, "cannot parse fixture %s\n", text);
        memset(g, 0, 81);
        check_failed++;
    }
}

/* walk plays puzzle to the end with hints of the catalogue style and
** returns the last status; it counts the chain steps it saw in *chains and
** the steps of techniques only the extended catalogue has in *extended. */
static int32_t walk_style(const char *text, int32_t style, int32_t *chains, int32_t *extended)
{
    sudoku_hint_options o;
    uint8_t puzzle[81], grid[81], sol[81];
    uint16_t marks[81];
    char text_buf[SUDOKU_HINT_TEXT_SIZE];
    sudoku_hint_result h;
    int i, n;

    parse_or_die(text, puzzle);
    CHECK_RC(sudoku_solve(puzzle, sol), SUDOKU_OK);
    memcpy(grid, puzzle, 81);
    for (i = 0; i < 81; i++) marks[i] = grid[i] ? 0 : 0x1FF;
    *chains = 0;
    *extended = 0;
    memset(&o, 0, sizeof o);
    o.size = sizeof o;
    o.style = style;
    for (n = 0; n < 1000; n++) {
        memset(&h, 0xAB, sizeof h);
        h.size = sizeof h;
        if (sudoku_hint(puzzle, grid, marks, &o, &h, text_buf, sizeof text_buf) != SUDOKU_OK) {
            CHECK(0);
            return -1;
        }
        CHECK(h.size == sizeof h);
        CHECK(h.text_len > 0 && strlen(text_buf) == (size_t)h.text_len);
        if (h.status != SUDOKU_HINT_STEP) return h.status;
        CHECK(h.technique > SUDOKU_TECH_NONE && h.technique < SUDOKU_TECH_COUNT);
        CHECK(h.rating < 100 && (h.rating >= 10 || (style == SUDOKU_HINT_STYLE_EXTENDED && h.rating == 0)));
        CHECK(h.n_pattern_cells > 0 && h.n_pattern_cells <= 81);
        if (h.technique >= SUDOKU_TECH_FINNED_X_WING) (*extended)++;
        if (style == SUDOKU_HINT_STYLE_SE && h.technique >= SUDOKU_TECH_X_CYCLE && h.technique <= SUDOKU_TECH_FORCING_CHAIN) {
            (*chains)++;
            CHECK(h.n_chain >= 4 && h.n_chain <= SUDOKU_CHAIN_MAX);
        }
        if ((style == SUDOKU_HINT_STYLE_EXTENDED && h.n_chain > 0) ||
            (h.technique >= SUDOKU_TECH_NISHIO_FORCING_CHAIN && h.technique <= SUDOKU_TECH_NESTED_FORCING_CHAIN)) {
            (*chains)++; /* for the forcing chains, the main line of each branch */
            CHECK(h.n_chain >= 2 && h.n_chain <= SUDOKU_CHAIN_MAX);
        }
        if (h.cell >= 0) {
            CHECK(h.cell < 81 && grid[h.cell] == 0);
            CHECK(h.digit == sol[h.cell]);
            CHECK(h.n_removed == 0);
            grid[h.cell] = (uint8_t)h.digit;
            marks[h.cell] = 0;
        } else {
            int removed = 0;
            for (i = 0; i < 81; i++) {
                CHECK((h.removed[i] & (1u << (sol[i] - 1))) == 0);
                removed += __builtin_popcount(h.removed[i]);
                marks[i] &= (uint16_t)~h.removed[i];
            }
            CHECK(removed == h.n_removed && removed > 0);
        }
    }
    CHECK(0); /* did not finish */
    return -1;
}

static int32_t walk(const char *text, int32_t *chains)
{
    int32_t extended;
    int32_t st = walk_style(text, SUDOKU_HINT_STYLE_SE, chains, &extended);
    CHECK(extended == 0); /* the SE catalogue never gives a step of the extended one */
    return st;
}

static void test_hint_walks(void)
{
    int32_t chains, extended;
    CHECK(walk(classic, &chains) == SUDOKU_HINT_SOLVED);
    CHECK(chains == 0);
    CHECK(walk(chain_puzzle, &chains) == SUDOKU_HINT_SOLVED);
    CHECK(chains > 0);
    /* The extended catalogue solves the chain puzzle with its own patterns. */
    CHECK(walk_style(classic, SUDOKU_HINT_STYLE_EXTENDED, &chains, &extended) == SUDOKU_HINT_SOLVED);
    CHECK(walk_style(chain_puzzle, SUDOKU_HINT_STYLE_EXTENDED, &chains, &extended) == SUDOKU_HINT_SOLVED);
    CHECK(extended > 0);
}

static void test_hint_first_step(void)
{
    uint8_t puzzle[81];
    char text_buf[SUDOKU_HINT_TEXT_SIZE], small[8];
    sudoku_hint_result h;

    parse_or_die(classic, puzzle);
    h.size = sizeof h;
    CHECK_RC(sudoku_hint(puzzle, puzzle, NULL, NULL, &h, text_buf, sizeof text_buf), SUDOKU_OK);
    CHECK(h.status == SUDOKU_HINT_STEP);
    CHECK(h.technique == SUDOKU_TECH_HIDDEN_SINGLE_BOX && h.rating == 12);
    CHECK(h.cell == 5 && h.digit == 8);
    CHECK(h.n_pattern_units == 1 && h.pattern_units[0] == 19);
    CHECK(strcmp(text_buf, "Hidden Single: in box 2, 8 can only go in r1c6.") == 0);

    /* A small buffer gets the start of the text; text_len the whole length. */
    CHECK_RC(sudoku_hint(puzzle, puzzle, NULL, NULL, &h, small, sizeof small), SUDOKU_OK);
    CHECK(strcmp(small, "Hidden ") == 0);
    CHECK(h.text_len == (int32_t)strlen(text_buf));
    /* No buffer at all. */
    CHECK_RC(sudoku_hint(puzzle, puzzle, NULL, NULL, &h, NULL, 0), SUDOKU_OK);
    CHECK(h.status == SUDOKU_HINT_STEP && h.cell == 5);
}

static void test_hint_mistakes(void)
{
    uint8_t puzzle[81], grid[81], sol[81];
    uint16_t marks[81];
    char text_buf[SUDOKU_HINT_TEXT_SIZE];
    sudoku_hint_result h;
    int i;

    parse_or_die(classic, puzzle);
    CHECK_RC(sudoku_solve(puzzle, sol), SUDOKU_OK);
    memcpy(grid, puzzle, 81);
    grid[2] = sol[2] == 1 ? 2 : 1;     /* a wrong digit in r1c3 */
    grid[3] = sol[3];                  /* a right one in r1c4   */
    h.size = sizeof h;
    CHECK_RC(sudoku_hint(puzzle, grid, NULL, NULL, &h, text_buf, sizeof text_buf), SUDOKU_OK);
    CHECK(h.status == SUDOKU_HINT_MISTAKES);
    CHECK(h.n_mistakes == 1 && h.mistakes[2] == SUDOKU_MISTAKE_DIGIT && h.mistakes[3] == SUDOKU_MISTAKE_NONE);
    CHECK(strstr(text_buf, "r1c3") != NULL);

    /* Pencil marks that rule out the right digit of r9c1. */
    memcpy(grid, puzzle, 81);
    for (i = 0; i < 81; i++) marks[i] = 0;
    marks[72] = (uint16_t)(0x1FF & ~(1u << (sol[72] - 1)));
    CHECK_RC(sudoku_hint(puzzle, grid, marks, NULL, &h, text_buf, sizeof text_buf), SUDOKU_OK);
    CHECK(h.status == SUDOKU_HINT_MISTAKES && h.n_mistakes == 1 && h.mistakes[72] == SUDOKU_MISTAKE_MARKS);

    /* A complete, correct grid. */
    CHECK_RC(sudoku_hint(puzzle, sol, NULL, NULL, &h, text_buf, sizeof text_buf), SUDOKU_OK);
    CHECK(h.status == SUDOKU_HINT_SOLVED);
}

static void test_hint_errors(void)
{
    uint8_t puzzle[81], grid[81];
    char text_buf[64];
    sudoku_hint_result h;

    parse_or_die(classic, puzzle);
    memcpy(grid, puzzle, 81);
    h.size = sizeof h;
    CHECK_RC(sudoku_hint(NULL, grid, NULL, NULL, &h, NULL, 0), SUDOKU_E_ARG);
    CHECK_RC(sudoku_hint(puzzle, NULL, NULL, NULL, &h, NULL, 0), SUDOKU_E_ARG);
    CHECK_RC(sudoku_hint(puzzle, grid, NULL, NULL, NULL, NULL, 0), SUDOKU_E_ARG);
    CHECK_RC(sudoku_hint(puzzle, grid, NULL, NULL, &h, NULL, 10), SUDOKU_E_ARG);
    CHECK_RC(sudoku_hint(puzzle, grid, NULL, NULL, &h, text_buf, -1), SUDOKU_E_ARG);
    h.size = (uint32_t)offsetof(sudoku_hint_result, solutions) - 1; /* below ABI 2's */
    CHECK_RC(sudoku_hint(puzzle, grid, NULL, NULL, &h, text_buf, sizeof text_buf), SUDOKU_E_ARG);
    h.size = sizeof h;
    {
        sudoku_hint_options o = {sizeof o, 0, SUDOKU_HINT_STYLE_SE};
        CHECK_RC(sudoku_hint(puzzle, grid, NULL, &o, &h, text_buf, sizeof text_buf), SUDOKU_OK);
        CHECK(h.status == SUDOKU_HINT_STEP);
        o.flags = 0x80000000u; /* a flag this library does not know */
        CHECK_RC(sudoku_hint(puzzle, grid, NULL, &o, &h, text_buf, sizeof text_buf), SUDOKU_E_ARG);
        o.flags = 0;
        o.size = 4;
        CHECK_RC(sudoku_hint(puzzle, grid, NULL, &o, &h, text_buf, sizeof text_buf), SUDOKU_E_ARG);
        o.size = sizeof o;
        o.style = 2; /* a style this library does not know */
        CHECK_RC(sudoku_hint(puzzle, grid, NULL, &o, &h, text_buf, sizeof text_buf), SUDOKU_E_ARG);
        o.style = -1;
        CHECK_RC(sudoku_hint(puzzle, grid, NULL, &o, &h, text_buf, sizeof text_buf), SUDOKU_E_ARG);
        o.style = SUDOKU_HINT_STYLE_EXTENDED;
        CHECK_RC(sudoku_hint(puzzle, grid, NULL, &o, &h, text_buf, sizeof text_buf), SUDOKU_OK);
        CHECK(h.status == SUDOKU_HINT_STEP);
        o.size = 8; /* options without the style field: the SE catalogue */
        CHECK_RC(sudoku_hint(puzzle, grid, NULL, &o, &h, text_buf, sizeof text_buf), SUDOKU_OK);
    }
    /* No status is 0: a result zeroed before a failed call reads as none. */
    CHECK(SUDOKU_HINT_STEP != 0 && SUDOKU_HINT_MISTAKES != 0 && SUDOKU_HINT_SOLVED != 0 &&
          SUDOKU_HINT_NO_STEP != 0 && SUDOKU_HINT_NOT_UNIQUE != 0 && SUDOKU_HINT_NO_SOLUTION != 0);
    grid[0] = 12;
    CHECK_RC(sudoku_hint(puzzle, grid, NULL, NULL, &h, text_buf, sizeof text_buf), SUDOKU_E_RANGE);
    puzzle[1] = 5; /* r1c1 and r1c2 both 5 */
    CHECK_RC(sudoku_hint(puzzle, puzzle, NULL, NULL, &h, text_buf, sizeof text_buf), SUDOKU_E_CONFLICT);

    parse_or_die(two_solutions, puzzle);
    CHECK_RC(sudoku_hint(puzzle, puzzle, NULL, NULL, &h, text_buf, sizeof text_buf), SUDOKU_OK);
    CHECK(h.status == SUDOKU_HINT_NOT_UNIQUE);
    parse_or_die(classic, puzzle);
    puzzle[2] = 1; /* breaks no rule, but leaves no solution */
    CHECK_RC(sudoku_hint(puzzle, puzzle, NULL, NULL, &h, text_buf, sizeof text_buf), SUDOKU_OK);
    CHECK(h.status == SUDOKU_HINT_NO_SOLUTION);
}

static void test_rate(void)
{
    uint8_t puzzle[81];
    sudoku_rate_result r;
    int t, sum;

    parse_or_die(classic, puzzle);
    memset(&r, 0xAB, sizeof r);
    r.size = sizeof r;
    CHECK_RC(sudoku_rate(puzzle, NULL, &r, NULL), SUDOKU_OK);
    CHECK(r.rating == 12 && r.hardest == SUDOKU_TECH_HIDDEN_SINGLE_BOX);
    CHECK(r.level == SUDOKU_LEVEL_EASY && r.complete == 1);
    for (sum = 0, t = 0; t < SUDOKU_TECH_SLOTS; t++) sum += r.counts[t];
    CHECK(sum == r.steps && r.steps == 51);

    parse_or_die(chain_puzzle, puzzle);
    CHECK_RC(sudoku_rate(puzzle, NULL, &r, NULL), SUDOKU_OK);
    CHECK(r.rating == 71 && r.hardest == SUDOKU_TECH_FORCING_CHAIN);
    CHECK(r.level == SUDOKU_LEVEL_EXTREME && r.complete == 1);

    parse_or_die(nested_puzzle, puzzle);
    CHECK_RC(sudoku_rate(puzzle, NULL, &r, NULL), SUDOKU_OK);
    CHECK(r.level == SUDOKU_LEVEL_EXTREME && r.complete == 1 && r.capped == 0);
    CHECK(r.hardest == SUDOKU_TECH_NESTED_FORCING_CHAIN && r.rating == 105);

    /* A cap: the chain puzzle (7.1) stops below its chains. */
    {
        sudoku_rate_options o = {sizeof o, 64};
        sudoku_control ctl = {sizeof ctl, 0, 0, 0};
        parse_or_die(chain_puzzle, puzzle);
        CHECK_RC(sudoku_rate(puzzle, &o, &r, &ctl), SUDOKU_OK);
        CHECK(r.capped == 1 && r.complete == 0 && r.level == SUDOKU_LEVEL_BEYOND && r.rating <= 64);
        /* Progress counts placed cells out of the empty ones. */
        {
            int empty = 0, i;
            for (i = 0; i < 81; i++) empty += puzzle[i] == 0;
            CHECK(ctl.total == empty && ctl.done > 0 && ctl.done < ctl.total);
        }
        CHECK_RC(sudoku_rate(puzzle, NULL, &r, &ctl), SUDOKU_OK);
        CHECK(r.complete == 1 && ctl.done == ctl.total);
        ctl.cancel = 1;
        r.rating = -7;
        CHECK_RC(sudoku_rate(puzzle, NULL, &r, &ctl), SUDOKU_E_CANCELLED);
        CHECK(r.rating == -7); /* not written */
        ctl.size = 2;
        CHECK_RC(sudoku_rate(puzzle, NULL, &r, &ctl), SUDOKU_E_ARG);
    }
    parse_or_die(nested_puzzle, puzzle);

    CHECK_RC(sudoku_rate(NULL, NULL, &r, NULL), SUDOKU_E_ARG);
    CHECK_RC(sudoku_rate(puzzle, NULL, NULL, NULL), SUDOKU_E_ARG);
    r.size = 4;
    CHECK_RC(sudoku_rate(puzzle, NULL, &r, NULL), SUDOKU_E_ARG);
    r.size = sizeof r;
    parse_or_die(two_solutions, puzzle);
    CHECK_RC(sudoku_rate(puzzle, NULL, &r, NULL), SUDOKU_E_NOT_UNIQUE);
    CHECK(strcmp(sudoku_status_string(SUDOKU_E_NOT_UNIQUE), "SUDOKU_E_NOT_UNIQUE") == 0);
    parse_or_die(classic, puzzle);
    puzzle[2] = 1;
    CHECK_RC(sudoku_rate(puzzle, NULL, &r, NULL), SUDOKU_E_UNSOLVABLE);
    puzzle[1] = 5;
    CHECK_RC(sudoku_rate(puzzle, NULL, &r, NULL), SUDOKU_E_CONFLICT);
}

/* The names of techniques and levels, against the names players know
** (written out here, not taken from the generated tables). */
static void test_names(void)
{
    static const struct {
        int32_t id;
        const char *name;
    } techs[] = {
        {SUDOKU_TECH_NONE, "none"},
        {SUDOKU_TECH_FULL_HOUSE, "Full House"},
        {SUDOKU_TECH_HIDDEN_SINGLE_BOX, "Hidden Single"},
        {SUDOKU_TECH_HIDDEN_SINGLE_LINE, "Hidden Single"},
        {SUDOKU_TECH_X_WING, "X-Wing"},
        {SUDOKU_TECH_XY_WING, "XY-Wing"},
        {SUDOKU_TECH_BUG, "BUG+1"},
        {SUDOKU_TECH_UNIQUE_RECTANGLE_3, "Unique Rectangle Type 3"},
        {SUDOKU_TECH_FORCING_CHAIN, "Alternating Inference Chain"},
        {SUDOKU_TECH_EMPTY_RECTANGLE, "Empty Rectangle"},
    };
    static const char *const levels[] = {"easy", "medium", "hard", "expert", "extreme", "beyond"};
    static const int32_t outside[] = {-1, SUDOKU_TECH_COUNT, SUDOKU_TECH_SLOTS, INT32_MIN, INT32_MAX};
    size_t i;
    int32_t t;
    for (i = 0; i < sizeof techs / sizeof techs[0]; i++)
        CHECK(strcmp(sudoku_technique_name(techs[i].id), techs[i].name) == 0);
    /* A number below SUDOKU_TECH_COUNT that the header skips (held for
    ** techniques still being added) names none; the last one is named. */
    for (t = 0; t < SUDOKU_TECH_COUNT; t++) {
        const char *n = sudoku_technique_name(t);
        CHECK(n != NULL && n[0] != '\0');
    }
    CHECK(strcmp(sudoku_technique_name(SUDOKU_TECH_COUNT - 1), "unknown technique") != 0);
    for (i = 0; i < sizeof outside / sizeof outside[0]; i++)
        CHECK(strcmp(sudoku_technique_name(outside[i]), "unknown technique") == 0);
    for (i = 0; i < sizeof levels / sizeof levels[0]; i++)
        CHECK(strcmp(sudoku_level_name(SUDOKU_LEVEL_EASY + (int32_t)i), levels[i]) == 0);
    CHECK(SUDOKU_LEVEL_BEYOND - SUDOKU_LEVEL_EASY + 1 == (int)(sizeof levels / sizeof levels[0]));
    CHECK(strcmp(sudoku_level_name(0), "unknown level") == 0);
    CHECK(strcmp(sudoku_level_name(SUDOKU_LEVEL_BEYOND + 1), "unknown level") == 0);
    CHECK(strcmp(sudoku_level_name(INT32_MIN), "unknown level") == 0);
}

/* sudoku_candidates against the rules read directly. */
static void test_candidates(void)
{
    uint8_t g[81];
    uint16_t marks[81];
    int i, j, d, ok = 1;

    parse_or_die(classic, g);
    CHECK_RC(sudoku_candidates(g, marks), SUDOKU_OK);
    for (i = 0; i < 81; i++) {
        uint16_t want = 0;
        if (g[i] == 0)
            for (d = 1; d <= 9; d++) {
                int free = 1;
                for (j = 0; j < 81; j++) {
                    int same = j / 9 == i / 9 || j % 9 == i % 9 || (j / 27 == i / 27 && j % 9 / 3 == i % 9 / 3);
                    if (j != i && same && g[j] == d) free = 0;
                }
                if (free) want |= (uint16_t)(1u << (d - 1));
            }
        if (marks[i] != want) ok = 0;
    }
    CHECK(ok);
    CHECK(marks[2] == ((1u << 0) | (1u << 1) | (1u << 3))); /* r1c3: 1, 2 or 4 */
    g[1] = 5; /* two 5s in row 1 */
    marks[0] = 0x1234;
    CHECK_RC(sudoku_candidates(g, marks), SUDOKU_E_CONFLICT);
    CHECK(marks[0] == 0x1234);
    g[1] = 10;
    CHECK_RC(sudoku_candidates(g, marks), SUDOKU_E_RANGE);
    CHECK_RC(sudoku_candidates(NULL, marks), SUDOKU_E_ARG);
    CHECK_RC(sudoku_candidates(g, NULL), SUDOKU_E_ARG);
}

/* A hint on any board: a puzzle with two solutions gets a step (or no
** step) instead of SUDOKU_HINT_NOT_UNIQUE, says it has 2 solutions, and
** its text says mistakes cannot be judged; a struct of an older header
** (without the solutions field) is filled up to its size. */
static void test_hint_any_board(void)
{
    uint8_t puzzle[81], grid[81];
    char text[SUDOKU_HINT_TEXT_SIZE];
    sudoku_hint_options o = {sizeof o, SUDOKU_HINT_ANY_BOARD, SUDOKU_HINT_STYLE_SE};
    sudoku_hint_result h;
    int i, n = 0;

    /* The classic puzzle without its first nine givens: many solutions. */
    parse_or_die(classic, puzzle);
    for (i = 0; i < 81 && n < 9; i++)
        if (puzzle[i]) {
            puzzle[i] = 0;
            n++;
        }
    memcpy(grid, puzzle, 81);
    memset(&h, 0, sizeof h);
    h.size = sizeof h;
    CHECK_RC(sudoku_hint(puzzle, grid, NULL, NULL, &h, text, sizeof text), SUDOKU_OK);
    CHECK(h.status == SUDOKU_HINT_NOT_UNIQUE && h.solutions == 2);
    CHECK_RC(sudoku_hint(puzzle, grid, NULL, &o, &h, text, sizeof text), SUDOKU_OK);
    CHECK(h.status == SUDOKU_HINT_STEP && h.solutions == 2);
    CHECK(h.technique != SUDOKU_TECH_UNIQUE_RECTANGLE && h.technique != SUDOKU_TECH_BUG);
    CHECK(strstr(text, "so mistakes cannot be judged.)") != NULL);
    /* The player's digit repeating a given is a mistake; the given is not. */
    for (i = 0; i < 9; i++)
        if (puzzle[i]) {
            int j;
            for (j = 0; j < 9; j++)
                if (!puzzle[j]) {
                    memcpy(grid, puzzle, 81);
                    grid[j] = puzzle[i];
                    break;
                }
            CHECK_RC(sudoku_hint(puzzle, grid, NULL, &o, &h, text, sizeof text), SUDOKU_OK);
            CHECK(h.status == SUDOKU_HINT_MISTAKES && h.n_mistakes == 1 && h.mistakes[j] == SUDOKU_MISTAKE_DIGIT &&
                  h.mistakes[i] == SUDOKU_MISTAKE_NONE);
            break;
        }
    /* A unique puzzle is judged as without the flag. */
    parse_or_die(classic, puzzle);
    CHECK_RC(sudoku_hint(puzzle, puzzle, NULL, &o, &h, text, sizeof text), SUDOKU_OK);
    CHECK(h.status == SUDOKU_HINT_STEP && h.solutions == 1 && strstr(text, "cannot be judged") == NULL);
    /* A struct as an ABI 2 program built before the solutions field has. */
    {
        struct { sudoku_hint_result h; } old;
        memset(&old, 0x5A, sizeof old);
        old.h.size = (uint32_t)offsetof(sudoku_hint_result, solutions);
        CHECK_RC(sudoku_hint(puzzle, puzzle, NULL, &o, &old.h, NULL, 0), SUDOKU_OK);
        CHECK(old.h.status == SUDOKU_HINT_STEP && old.h.solutions == 0x5A5A5A5A);
    }
}

/* sudoku_explain: the path of the rating, step by step, as a walk of hints
** would take it; the buffers' sizes; the errors. */
static void check_path(const char *text, int32_t want_rating, int32_t want_complete)
{
    static sudoku_step steps[SUDOKU_STEPS_MAX];
    static char text_buf[SUDOKU_STEPS_MAX * 512];
    uint8_t puzzle[81], grid[81], sol[81];
    uint16_t marks[81];
    sudoku_explain_result e;
    sudoku_rate_result r;
    int i, k, offset = 0;

    parse_or_die(text, puzzle);
    CHECK_RC(sudoku_solve(puzzle, sol), SUDOKU_OK);
    memset(&e, 0xAB, sizeof e);
    e.size = sizeof e;
    memset(steps, 0xAB, sizeof steps);
    steps[0].size = sizeof steps[0];
    CHECK_RC(sudoku_explain(puzzle, NULL, &e, steps, SUDOKU_STEPS_MAX, text_buf, sizeof text_buf, NULL),
             SUDOKU_OK);
    r.size = sizeof r;
    CHECK_RC(sudoku_rate(puzzle, NULL, &r, NULL), SUDOKU_OK);
    CHECK(e.size == sizeof e && e.n_steps == r.steps && e.rating == r.rating);
    CHECK(want_rating < 0 || e.rating == want_rating);
    CHECK(e.hardest == r.hardest && e.level == r.level && e.complete == want_complete && e.capped == 0);
    CHECK(e.n_steps > 0 && e.n_steps <= SUDOKU_STEPS_MAX);
    memcpy(grid, puzzle, 81);
    for (i = 0; i < 81; i++) marks[i] = grid[i] ? 0 : 0x1FF;
    for (k = 0; k < e.n_steps; k++) {
        const sudoku_step *s = &steps[k];
        int32_t counts = 0;
        CHECK(s->size == sizeof *s);
        CHECK(s->technique > SUDOKU_TECH_NONE && s->technique < SUDOKU_TECH_COUNT);
        CHECK(s->rating >= 10 && s->rating <= e.rating);
        CHECK(s->text_offset == offset && s->text_len > 0);
        CHECK(strlen(text_buf + s->text_offset) == (size_t)s->text_len);
        offset += s->text_len + 1;
        if (s->cell >= 0) {
            CHECK(s->cell < 81 && grid[s->cell] == 0 && s->digit == sol[s->cell] && s->n_removed == 0);
            grid[s->cell] = (uint8_t)s->digit;
            marks[s->cell] = 0;
        } else {
            for (i = 0; i < 81; i++) {
                CHECK((s->removed[i] & (1u << (sol[i] - 1))) == 0);
                counts += __builtin_popcount(s->removed[i]);
                marks[i] &= (uint16_t)~s->removed[i];
            }
            CHECK(counts == s->n_removed && counts > 0);
        }
        if (k == 0) {
            /* The first step is the hint on the untouched puzzle. */
            char hint_text[SUDOKU_HINT_TEXT_SIZE];
            sudoku_hint_result h;
            h.size = sizeof h;
            CHECK_RC(sudoku_hint(puzzle, puzzle, NULL, NULL, &h, hint_text, sizeof hint_text), SUDOKU_OK);
            CHECK(h.status == SUDOKU_HINT_STEP && h.technique == s->technique && h.cell == s->cell);
            CHECK(h.digit == s->digit && h.rating == s->rating && h.n_removed == s->n_removed);
            CHECK(strcmp(hint_text, text_buf + s->text_offset) == 0);
        }
    }
    CHECK(e.text_len == offset);
    if (want_complete) CHECK(memcmp(grid, sol, 81) == 0);
}

static void test_explain(void)
{
    static sudoku_step steps[4];
    static unsigned char wide[3 * (sizeof(sudoku_step) + 16)];
    uint8_t puzzle[81];
    char small[64];
    sudoku_explain_result e, whole;
    sudoku_explain_options o = {sizeof o, 0};
    sudoku_control ctl = {sizeof ctl, 0, 0, 0};
    sudoku_step *w;

    check_path(classic, 12, 1);
    check_path(chain_puzzle, 71, 1);
    check_path(nested_puzzle, 105, 1);

    /* Sizes first: no buffers, SUDOKU_E_BUFFER with the counts. */
    parse_or_die(classic, puzzle);
    whole.size = sizeof whole;
    CHECK_RC(sudoku_explain(puzzle, NULL, &whole, NULL, 0, NULL, 0, NULL), SUDOKU_E_BUFFER);
    CHECK(whole.n_steps == 51 && whole.text_len > 51 * 20 && whole.rating == 12 && whole.complete == 1);
    /* Part of the path: what fits is written, the rest is marked. */
    memset(steps, 0xAB, sizeof steps);
    steps[0].size = sizeof steps[0];
    e.size = sizeof e;
    CHECK_RC(sudoku_explain(puzzle, NULL, &e, steps, 4, small, sizeof small, &ctl), SUDOKU_E_BUFFER);
    CHECK(e.n_steps == whole.n_steps && e.text_len == whole.text_len);
    CHECK(ctl.done == ctl.total && ctl.total == 51);
    CHECK(steps[3].size == sizeof steps[3] && steps[3].technique > SUDOKU_TECH_NONE);
    CHECK(steps[0].text_offset == 0 && steps[0].text_len < (int32_t)sizeof small);
    CHECK(strlen(small) == (size_t)steps[0].text_len);
    CHECK(steps[3].text_offset == -1);
    /* A stride above the struct's: the library keeps to it. */
    memset(wide, 0xAB, sizeof wide);
    w = (sudoku_step *)wide;
    w->size = sizeof(sudoku_step) + 16;
    CHECK_RC(sudoku_explain(puzzle, NULL, &e, w, 3, NULL, 0, NULL), SUDOKU_E_BUFFER);
    w = (sudoku_step *)(wide + 2 * (sizeof(sudoku_step) + 16));
    CHECK(w->size == sizeof(sudoku_step) + 16 && w->technique == steps[2].technique && w->cell == steps[2].cell);
    CHECK(w->text_offset == -1 && w->text_len == steps[2].text_len);
    CHECK(wide[sizeof wide - 1] == 0xAB);

    /* A cap stops the path below it. */
    parse_or_die(chain_puzzle, puzzle);
    o.max_rating = 64;
    CHECK_RC(sudoku_explain(puzzle, &o, &e, NULL, 0, NULL, 0, NULL), SUDOKU_E_BUFFER);
    CHECK(e.capped == 1 && e.complete == 0 && e.rating <= 64 && e.level == SUDOKU_LEVEL_BEYOND);
    /* Cancelled: nothing written. */
    ctl.cancel = 1;
    e.n_steps = -7;
    CHECK_RC(sudoku_explain(puzzle, NULL, &e, NULL, 0, NULL, 0, &ctl), SUDOKU_E_CANCELLED);
    CHECK(e.n_steps == -7);
    /* Refused arguments and puzzles. */
    CHECK_RC(sudoku_explain(NULL, NULL, &e, NULL, 0, NULL, 0, NULL), SUDOKU_E_ARG);
    CHECK_RC(sudoku_explain(puzzle, NULL, NULL, NULL, 0, NULL, 0, NULL), SUDOKU_E_ARG);
    CHECK_RC(sudoku_explain(puzzle, NULL, &e, NULL, 1, NULL, 0, NULL), SUDOKU_E_ARG);
    CHECK_RC(sudoku_explain(puzzle, NULL, &e, NULL, 0, NULL, 1, NULL), SUDOKU_E_ARG);
    CHECK_RC(sudoku_explain(puzzle, NULL, &e, steps, -1, NULL, 0, NULL), SUDOKU_E_ARG);
    CHECK_RC(sudoku_explain(puzzle, NULL, &e, NULL, 0, small, -1, NULL), SUDOKU_E_ARG);
    steps[0].size = 8;
    CHECK_RC(sudoku_explain(puzzle, NULL, &e, steps, 4, NULL, 0, NULL), SUDOKU_E_ARG);
    steps[0].size = sizeof steps[0];
    o.max_rating = -1;
    CHECK_RC(sudoku_explain(puzzle, &o, &e, NULL, 0, NULL, 0, NULL), SUDOKU_E_ARG);
    o.max_rating = 0;
    o.size = 4;
    CHECK_RC(sudoku_explain(puzzle, &o, &e, NULL, 0, NULL, 0, NULL), SUDOKU_E_ARG);
    e.size = 4;
    CHECK_RC(sudoku_explain(puzzle, NULL, &e, NULL, 0, NULL, 0, NULL), SUDOKU_E_ARG);
    e.size = sizeof e;
    ctl.size = 2;
    CHECK_RC(sudoku_explain(puzzle, NULL, &e, NULL, 0, NULL, 0, &ctl), SUDOKU_E_ARG);
    parse_or_die(two_solutions, puzzle);
    CHECK_RC(sudoku_explain(puzzle, NULL, &e, NULL, 0, NULL, 0, NULL), SUDOKU_E_NOT_UNIQUE);
    parse_or_die(classic, puzzle);
    puzzle[2] = 1;
    CHECK_RC(sudoku_explain(puzzle, NULL, &e, NULL, 0, NULL, 0, NULL), SUDOKU_E_UNSOLVABLE);
    puzzle[1] = 5;
    CHECK_RC(sudoku_explain(puzzle, NULL, &e, NULL, 0, NULL, 0, NULL), SUDOKU_E_CONFLICT);
    puzzle[1] = 10;
    CHECK_RC(sudoku_explain(puzzle, NULL, &e, NULL, 0, NULL, 0, NULL), SUDOKU_E_RANGE);
}

/* sudoku_hint_chain: the state before a Dynamic Forcing Chains step (a
** puzzle of se_rated_diabolical_more_3k rated 8.9 by SE, after the steps
** the rating takes before it): the player's grid and pencil marks, 3 hex
** digits a cell. The step: whichever of 1 or 2 goes in r3c9, r1c9 is not
** 2 (capi/chain_test.go compares the same state with the engine's view). */
static const char *dyn_puzzle =
    "....9....2..7.4..3.893.674.4.......5..2...1.....1.8....2.....5...6.7.8..83.....74";
static const char *dyn_grid =
    "3...9....26.7.4..3.893.674.418..7..5..2...1....31.84...2.....5...6.7.8..83.....74";
static const char *dyn_marks =
    "0000480480920000130320a30a300000001100009100011018100001100000000001300000000000300000000012202600012612600016015000013803c1140001a41e01701500000000320000001221621410000480a80ad10512400012111111800001a000117000107103000000011132021113122000000";

static void marks_of(const char *hex, uint16_t *marks)
{
    int i, k;
    for (i = 0; i < 81; i++) {
        marks[i] = 0;
        for (k = 0; k < 3; k++) {
            char c = hex[3 * i + k];
            marks[i] = (uint16_t)(marks[i] * 16 + (c <= '9' ? c - '0' : c - 'a' + 10));
        }
    }
}

static sudoku_chain_branch chain_branches[SUDOKU_CHAIN_BRANCHES_MAX + 1];
static sudoku_chain_node chain_nodes[SUDOKU_CHAIN_NODES_MAX + 1];
static int32_t chain_parents[SUDOKU_CHAIN_PARENTS_MAX + 1];
static char chain_text[SUDOKU_CHAIN_TEXT_SIZE + 1];

/* check_chain_structure checks what a chain must be, whatever the step:
** indices in range, each branch's nodes together and starting with its
** assumption, parents earlier in the same branch; and, against the
** solution, that the branch whose assumption is true derives only truths. */
static void check_chain_structure(const sudoku_chain_result *c, const uint8_t *sol)
{
    int32_t i, k;
    CHECK(c->n_branches >= 1 && c->n_branches <= SUDOKU_CHAIN_BRANCHES_MAX);
    CHECK(c->n_nodes >= c->n_branches && c->n_nodes <= SUDOKU_CHAIN_NODES_MAX);
    CHECK(c->n_parents >= 0 && c->n_parents <= SUDOKU_CHAIN_PARENTS_MAX);
    for (i = 0; i < c->n_branches; i++) {
        const sudoku_chain_branch *b = &chain_branches[i];
        const sudoku_chain_node *a;
        int assumption_true;
        CHECK(b->size == sizeof *b);
        CHECK(b->assumption >= 0 && b->assumption < c->n_nodes && b->conclusion >= 0 && b->conclusion < c->n_nodes);
        CHECK(b->clash >= 0 && b->clash < c->n_nodes);
        if (b->assumption < 0 || b->assumption >= c->n_nodes) continue;
        a = &chain_nodes[b->assumption];
        CHECK(a->branch == i && a->reason == SUDOKU_REASON_ASSUMPTION && a->n_parents == 0);
        CHECK(b->assumption == 0 || chain_nodes[b->assumption - 1].branch == i - 1);
        assumption_true = (sol[a->cell] == a->digit) == (a->on == 1);
        for (k = b->assumption; k < c->n_nodes && chain_nodes[k].branch == i; k++) {
            const sudoku_chain_node *n = &chain_nodes[k];
            if (assumption_true)
                CHECK((sol[n->cell] == n->digit) == (n->on == 1));
        }
    }
    for (i = 0; i < c->n_nodes; i++) {
        const sudoku_chain_node *n = &chain_nodes[i];
        CHECK(n->size == sizeof *n);
        CHECK(n->cell >= 0 && n->cell < 81 && n->digit >= 1 && n->digit <= 9 && (n->on == 0 || n->on == 1));
        CHECK(n->branch >= 0 && n->branch < c->n_branches && n->reason >= SUDOKU_REASON_ASSUMPTION && n->reason <= SUDOKU_REASON_PATTERN);
        CHECK(n->first_parent >= 0 && n->n_parents >= 0 && n->first_parent + n->n_parents <= c->n_parents);
        CHECK((n->reason == SUDOKU_REASON_ASSUMPTION) == (n->n_parents == 0));
        for (k = 0; k < n->n_parents && n->first_parent + k < c->n_parents; k++) {
            int32_t p = chain_parents[n->first_parent + k];
            CHECK(p >= 0 && p < i && chain_nodes[p].branch == n->branch);
        }
    }
}

static void test_hint_chain(void)
{
    uint8_t puzzle[81], grid[81], sol[81];
    uint16_t marks[81], hint_marks[81];
    sudoku_hint_result h, hc;
    sudoku_chain_result c, sized;
    sudoku_control ctl = {sizeof ctl, 0, 7, 7};
    sudoku_hint_options bad = {sizeof bad, 0, 5};
    char hint_text[SUDOKU_HINT_TEXT_SIZE];
    int32_t i, nb, nn, np, nt;

    parse_or_die(dyn_puzzle, puzzle);
    parse_or_die(dyn_grid, grid);
    marks_of(dyn_marks, marks);
    CHECK_RC(sudoku_solve(puzzle, sol), SUDOKU_OK);
    h.size = sizeof h;
    CHECK_RC(sudoku_hint(puzzle, grid, marks, NULL, &h, hint_text, sizeof hint_text), SUDOKU_OK);
    CHECK(h.status == SUDOKU_HINT_STEP && h.technique == SUDOKU_TECH_DYNAMIC_FORCING_CHAIN);
    CHECK(h.n_removed == 1 && h.removed[8] == 1u << 1); /* 2 leaves r1c9 */

    /* The sizes first: every buffer NULL. */
    memset(&sized, 0, sizeof sized);
    sized.size = sizeof sized;
    CHECK_RC(sudoku_hint_chain(puzzle, grid, marks, NULL, NULL, &sized, NULL, 0, NULL, 0, NULL, 0, NULL, 0, NULL),
             SUDOKU_E_BUFFER);
    CHECK(sized.status == SUDOKU_HINT_STEP && sized.technique == SUDOKU_TECH_DYNAMIC_FORCING_CHAIN);
    CHECK(sized.kind == SUDOKU_CHAIN_KIND_CELL && sized.unit == -1 && sized.truncated == 0);
    CHECK(sized.n_branches == 2); /* r3c9 holds 1 or 2 */
    nb = sized.n_branches, nn = sized.n_nodes, np = sized.n_parents, nt = sized.text_len;
    CHECK(nn > nb && np > 0 && nt > 0);

    /* Exactly those sizes, and a guard past each. */
    memset(chain_branches, 0xEE, sizeof chain_branches);
    memset(chain_nodes, 0xEE, sizeof chain_nodes);
    memset(chain_parents, 0xEE, sizeof chain_parents);
    memset(chain_text, 0xEE, sizeof chain_text);
    chain_branches[0].size = sizeof chain_branches[0];
    chain_nodes[0].size = sizeof chain_nodes[0];
    c.size = sizeof c;
    hc.size = sizeof hc;
    CHECK_RC(sudoku_hint_chain(puzzle, grid, marks, NULL, &hc, &c, chain_branches, nb, chain_nodes, nn, chain_parents, np,
                               chain_text, nt + 1, &ctl), SUDOKU_OK);
    CHECK(ctl.done == 1 && ctl.total == 1);
    CHECK(memcmp(&h, &hc, sizeof h) == 0); /* the hint sudoku_hint gives */
    CHECK(memcmp(&c, &sized, sizeof c) == 0);
    CHECK(chain_branches[nb].size == 0xEEEEEEEEu && chain_nodes[nn].size == 0xEEEEEEEEu);
    CHECK(chain_parents[np] == (int32_t)0xEEEEEEEEu && chain_text[nt + 1] == (char)0xEE);
    CHECK((int32_t)strlen(chain_text) == nt);
    /* sudoku_hint's text, a space, the reasoning. */
    CHECK(c.reasoning == h.text_len + 1 && strncmp(chain_text, hint_text, (size_t)h.text_len) == 0);
    CHECK(chain_text[h.text_len] == ' ' && strncmp(chain_text + c.reasoning, "If r3c9 is 1, then ", 19) == 0);
    CHECK(strstr(chain_text, "If r3c9 is 2, then r1c9 is not 2") != NULL);
    check_chain_structure(&c, sol);
    for (i = 0; i < nb; i++) {
        const sudoku_chain_node *a = &chain_nodes[chain_branches[i].assumption];
        const sudoku_chain_node *e = &chain_nodes[chain_branches[i].conclusion];
        CHECK(a->cell == 26 && a->digit == i + 1 && a->on == 1); /* r3c9 is 1, r3c9 is 2 */
        CHECK(e->cell == 8 && e->digit == 2 && e->on == 0);     /* r1c9 is not 2: the elimination */
        CHECK(chain_branches[i].clash == chain_branches[i].conclusion);
    }

    /* One short in each buffer: the counts, nothing past. */
    for (i = 0; i < 4; i++) {
        int32_t caps[4];
        caps[0] = nb, caps[1] = nn, caps[2] = np, caps[3] = nt + 1;
        caps[i]--;
        memset(chain_nodes, 0xEE, sizeof chain_nodes);
        memset(chain_text, 0xEE, sizeof chain_text);
        chain_nodes[0].size = sizeof chain_nodes[0];
        memset(&c, 0, sizeof c);
        c.size = sizeof c;
        CHECK_RC(sudoku_hint_chain(puzzle, grid, marks, NULL, NULL, &c, chain_branches, caps[0], chain_nodes, caps[1],
                                   chain_parents, caps[2], chain_text, caps[3], NULL),
                 i < 3 ? SUDOKU_E_BUFFER : SUDOKU_OK); /* a text is cut, as sudoku_hint's */
        CHECK(c.n_branches == nb && c.n_nodes == nn && c.n_parents == np && c.text_len == nt);
        CHECK(chain_nodes[caps[1]].size == 0xEEEEEEEEu && chain_text[caps[3]] == (char)0xEE);
        CHECK((int32_t)strlen(chain_text) == caps[3] - 1);
    }

    /* Not a chain: the first step of the classic is a single. */
    parse_or_die(classic, puzzle);
    c.size = sizeof c;
    CHECK_RC(sudoku_hint(puzzle, puzzle, NULL, NULL, &h, hint_text, sizeof hint_text), SUDOKU_OK);
    CHECK_RC(sudoku_hint_chain(puzzle, puzzle, NULL, NULL, NULL, &c, chain_branches, nb, chain_nodes, nn, chain_parents, np,
                               chain_text, sizeof chain_text, NULL), SUDOKU_OK);
    CHECK(c.status == SUDOKU_HINT_STEP && c.kind == SUDOKU_CHAIN_KIND_NONE && c.n_branches == 0 && c.n_nodes == 0);
    CHECK(c.text_len == h.text_len && c.reasoning == h.text_len && strcmp(chain_text, hint_text) == 0 && c.unit == -1);
    /* An alternating inference chain is one line: each node follows from
    ** the one before. */
    parse_or_die(chain_puzzle, puzzle);
    memcpy(grid, puzzle, 81);
    CHECK_RC(sudoku_candidates(grid, marks), SUDOKU_OK);
    for (;;) { /* the hints up to the first single chain */
        CHECK_RC(sudoku_hint_chain(puzzle, grid, marks, NULL, &h, &c, chain_branches, SUDOKU_CHAIN_BRANCHES_MAX, chain_nodes,
                                   SUDOKU_CHAIN_NODES_MAX, chain_parents, SUDOKU_CHAIN_PARENTS_MAX, chain_text,
                                   sizeof chain_text, NULL), SUDOKU_OK);
        if (h.status != SUDOKU_HINT_STEP || c.kind != SUDOKU_CHAIN_KIND_NONE) break;
        if (h.cell >= 0) {
            grid[h.cell] = (uint8_t)h.digit;
            CHECK_RC(sudoku_candidates(grid, hint_marks), SUDOKU_OK);
            for (i = 0; i < 81; i++) marks[i] &= hint_marks[i];
        }
        for (i = 0; i < 81; i++) marks[i] &= (uint16_t)~h.removed[i];
    }
    CHECK(c.kind == SUDOKU_CHAIN_KIND_LINE);
    CHECK_RC(sudoku_solve(puzzle, sol), SUDOKU_OK);
    if (c.kind == SUDOKU_CHAIN_KIND_LINE) {
        CHECK(c.n_branches == 1 && c.n_nodes == h.n_chain && c.n_parents == c.n_nodes - 1);
        for (i = 0; i < c.n_nodes; i++)
            CHECK(chain_nodes[i].cell == h.chain_cell[i] && chain_nodes[i].digit == h.chain_digit[i] &&
                  chain_nodes[i].on == h.chain_on[i]);
        check_chain_structure(&c, sol);
    }

    /* Refused arguments: nothing written. */
    parse_or_die(dyn_puzzle, puzzle);
    parse_or_die(dyn_grid, grid);
    memset(&c, 0x77, sizeof c);
    c.size = sizeof c;
    CHECK_RC(sudoku_hint_chain(NULL, grid, marks, NULL, NULL, &c, NULL, 0, NULL, 0, NULL, 0, NULL, 0, NULL), SUDOKU_E_ARG);
    CHECK_RC(sudoku_hint_chain(puzzle, NULL, marks, NULL, NULL, &c, NULL, 0, NULL, 0, NULL, 0, NULL, 0, NULL), SUDOKU_E_ARG);
    CHECK_RC(sudoku_hint_chain(puzzle, grid, marks, NULL, NULL, NULL, NULL, 0, NULL, 0, NULL, 0, NULL, 0, NULL), SUDOKU_E_ARG);
    CHECK_RC(sudoku_hint_chain(puzzle, grid, marks, NULL, NULL, &c, NULL, 1, NULL, 0, NULL, 0, NULL, 0, NULL), SUDOKU_E_ARG);
    CHECK_RC(sudoku_hint_chain(puzzle, grid, marks, NULL, NULL, &c, NULL, 0, NULL, 1, NULL, 0, NULL, 0, NULL), SUDOKU_E_ARG);
    CHECK_RC(sudoku_hint_chain(puzzle, grid, marks, NULL, NULL, &c, NULL, 0, NULL, 0, NULL, 1, NULL, 0, NULL), SUDOKU_E_ARG);
    CHECK_RC(sudoku_hint_chain(puzzle, grid, marks, NULL, NULL, &c, NULL, 0, NULL, 0, NULL, 0, NULL, 1, NULL), SUDOKU_E_ARG);
    CHECK_RC(sudoku_hint_chain(puzzle, grid, marks, NULL, NULL, &c, chain_branches, -1, NULL, 0, NULL, 0, NULL, 0, NULL), SUDOKU_E_ARG);
    CHECK_RC(sudoku_hint_chain(puzzle, grid, marks, NULL, NULL, &c, NULL, 0, NULL, 0, NULL, 0, chain_text, -1, NULL), SUDOKU_E_ARG);
    chain_nodes[0].size = 4;
    CHECK_RC(sudoku_hint_chain(puzzle, grid, marks, NULL, NULL, &c, NULL, 0, chain_nodes, 1, NULL, 0, NULL, 0, NULL), SUDOKU_E_ARG);
    chain_branches[0].size = 0;
    CHECK_RC(sudoku_hint_chain(puzzle, grid, marks, NULL, NULL, &c, chain_branches, 1, NULL, 0, NULL, 0, NULL, 0, NULL), SUDOKU_E_ARG);
    CHECK_RC(sudoku_hint_chain(puzzle, grid, marks, &bad, NULL, &c, NULL, 0, NULL, 0, NULL, 0, NULL, 0, NULL), SUDOKU_E_ARG);
    ctl.cancel = 1;
    CHECK_RC(sudoku_hint_chain(puzzle, grid, marks, NULL, NULL, &c, NULL, 0, NULL, 0, NULL, 0, NULL, 0, &ctl), SUDOKU_E_CANCELLED);
    marks[0] = 0x200;
    CHECK_RC(sudoku_hint_chain(puzzle, grid, marks, NULL, NULL, &c, NULL, 0, NULL, 0, NULL, 0, NULL, 0, NULL), SUDOKU_E_RANGE);
    c.size = 8;
    CHECK_RC(sudoku_hint_chain(puzzle, grid, NULL, NULL, NULL, &c, NULL, 0, NULL, 0, NULL, 0, NULL, 0, NULL), SUDOKU_E_ARG);
    CHECK(c.status == 0x77777777);
}

int main(void)
{
    test_candidates();
    test_hint_any_board();
    test_names();
    test_hint_first_step();
    test_hint_walks();
    test_hint_mistakes();
    test_hint_errors();
    test_rate();
    test_explain();
    test_hint_chain();
    return check_summary("C hint and rating tests");
}
