/*
** The shared table of bad inputs (tests/errors/cases.tsv) through the C
** interface, the way a C program reports an error: the call's status, and
** on the error path sudoku_validate (a grid that breaks the rules),
** sudoku_check_text (a text that is not a grid) or sudoku_status_message
** (the rest) for the cells and the message. Every binding runs the same
** table and must report the same. Run from the repository root, or give
** the table's path. Compiled with -std=c99 -Wall -Wextra -Werror.
*/
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "sudoku.h"
#include "check.h"

/* An error as every binding carries it. */
typedef struct reported {
    int32_t status;
    int32_t n_cells, cells[2];
    char message[SUDOKU_MESSAGE_SIZE];
} reported;

static sudoku_error new_error(void)
{
    sudoku_error e;
    memset(&e, 0, sizeof e);
    e.size = sizeof e;
    return e;
}

static void from_error(reported *r, const sudoku_error *e)
{
    r->status = e->status;
    r->n_cells = e->n_cells;
    memcpy(r->cells, e->cells, sizeof r->cells);
    snprintf(r->message, sizeof r->message, "%s", e->message);
}

static void from_status(reported *r, int32_t status)
{
    r->status = status;
    r->n_cells = 0;
    snprintf(r->message, sizeof r->message, "%s", sudoku_status_message(status));
}

/* explain_grid reports status st of a call on grid g. */
static void explain_grid(reported *r, int32_t st, const uint8_t *g)
{
    sudoku_error e = new_error();
    if ((st == SUDOKU_E_RANGE || st == SUDOKU_E_CONFLICT) && sudoku_validate(g, &e) == st)
        from_error(r, &e);
    else
        from_status(r, st);
}

/* unescape turns \n, \t and \\ of s into their bytes, in place; returns the length. */
static int32_t unescape(char *s)
{
    char *out = s, *in = s;
    while (*in) {
        if (in[0] == '\\' && in[1]) {
            in++;
            *out++ = *in == 'n' ? '\n' : *in == 't' ? '\t' : *in;
            in++;
        } else {
            *out++ = *in++;
        }
    }
    *out = 0;
    return (int32_t)(out - s);
}

/* run makes the call of one line and reports its error; it returns 0 when
** the call did not fail. */
static int run(const char *call, char *input, const char *edits, reported *r)
{
    uint8_t puzzle[81], grid[81], out[81];
    int32_t len = unescape(input), st, n;
    if (strcmp(call, "parse") == 0 || strcmp(call, "check_text") == 0) {
        sudoku_error e = new_error();
        st = strcmp(call, "parse") == 0 ? sudoku_parse(input, len, out) : sudoku_check_text(input, len, out, &e);
        if (st == SUDOKU_OK) return 0;
        if (st == SUDOKU_E_PARSE || st == SUDOKU_E_CONFLICT) {
            sudoku_check_text(input, len, out, &e);
            from_error(r, &e);
        } else {
            from_status(r, st);
        }
        return 1;
    }
    if (sudoku_parse(input, len, puzzle) != SUDOKU_OK) {
        fprintf(stderr, "bad grid in the table: %s\n", input);
        exit(2);
    }
    memcpy(grid, puzzle, 81);
    if (strcmp(edits, "-") != 0) {
        const char *p = edits;
        while (*p) {
            char *end;
            long cell = strtol(p, &end, 10), value = strtol(end + 1, &end, 10);
            grid[cell] = (uint8_t)value;
            p = *end == ',' ? end + 1 : end;
        }
    }
    if (strcmp(call, "hint_grid") != 0) memcpy(puzzle, grid, 81);
    if (strcmp(call, "validate") == 0) {
        sudoku_error e = new_error();
        if (sudoku_validate(grid, &e) == SUDOKU_OK) return 0;
        from_error(r, &e);
        return 1;
    }
    if (strcmp(call, "solve") == 0) {
        st = sudoku_solve(grid, out);
    } else if (strcmp(call, "count") == 0) {
        st = sudoku_count_solutions(grid, 2, &n);
    } else if (strcmp(call, "rate") == 0) {
        sudoku_rate_result rr;
        rr.size = sizeof rr;
        st = sudoku_rate(grid, NULL, &rr, NULL);
    } else if (strcmp(call, "format") == 0) {
        char line[SUDOKU_LINE_SIZE];
        st = sudoku_format(grid, line, sizeof line);
    } else if (strcmp(call, "hint_puzzle") == 0 || strcmp(call, "hint_grid") == 0) {
        sudoku_hint_result h;
        sudoku_error e = new_error();
        h.size = sizeof h;
        st = sudoku_hint(puzzle, grid, NULL, NULL, &h, NULL, 0);
        if (st == SUDOKU_OK) return 0;
        /* The puzzle first; a grid of the player's is refused only for a value above 9. */
        if (sudoku_validate(puzzle, &e) != SUDOKU_OK || sudoku_validate(grid, &e) == SUDOKU_E_RANGE)
            from_error(r, &e);
        else
            from_status(r, st);
        return 1;
    } else if (strcmp(call, "solve_batch") == 0) {
        uint8_t batch[3 * 81], sols[3 * 81];
        int32_t sts[3];
        sudoku_parse("53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79", 81, batch);
        memcpy(batch + 162, batch, 81);
        memcpy(batch + 81, grid, 81);
        if (sudoku_solve_batch(batch, 3, sols, sts, 0, NULL) != SUDOKU_OK || sts[0] != SUDOKU_OK || sts[2] != SUDOKU_OK) {
            fprintf(stderr, "solve_batch: the good items failed\n");
            exit(2);
        }
        if (sts[1] == SUDOKU_OK) return 0;
        explain_grid(r, sts[1], batch + 81);
        return 1;
    } else {
        fprintf(stderr, "unknown call %s in the table\n", call);
        exit(2);
    }
    if (st == SUDOKU_OK) return 0;
    explain_grid(r, st, grid);
    return 1;
}

int main(int argc, char **argv)
{
    const char *path = argc > 1 ? argv[1] : "tests/errors/cases.tsv";
    FILE *f = fopen(path, "r");
    char line[4096];
    int lines = 0;
    if (f == NULL) {
        perror(path);
        return 2;
    }
    while (fgets(line, sizeof line, f) != NULL) {
        char *field[6], *p = line;
        reported r;
        int k;
        if (line[0] == '#' || line[0] == '\n') continue;
        line[strcspn(line, "\n")] = 0;
        for (k = 0; k < 6; k++) {
            field[k] = p;
            p = strchr(p, '\t');
            if (p == NULL && k < 5) {
                fprintf(stderr, "%s: a line without 6 fields: %s\n", path, line);
                return 2;
            }
            if (p) *p++ = 0;
        }
        lines++;
        memset(&r, 0, sizeof r);
        if (!run(field[0], field[1], field[2], &r)) {
            fprintf(stderr, "%s %s: the call did not fail\n", field[0], field[1]);
            check_failed++;
            continue;
        }
        CHECK(strcmp(sudoku_status_string(r.status), field[3]) == 0);
        {
            char cells[32] = "-";
            if (r.n_cells == 1) snprintf(cells, sizeof cells, "%d", (int)r.cells[0]);
            if (r.n_cells == 2) snprintf(cells, sizeof cells, "%d,%d", (int)r.cells[0], (int)r.cells[1]);
            CHECK(strcmp(cells, field[4]) == 0);
            if (strcmp(cells, field[4]) != 0) fprintf(stderr, "  %s: cells %s, want %s\n", field[0], cells, field[4]);
        }
        CHECK(strcmp(r.message, field[5]) == 0);
        if (strcmp(r.message, field[5]) != 0)
            fprintf(stderr, "  %s: message \"%s\", want \"%s\"\n", field[0], r.message, field[5]);
    }
    fclose(f);
    CHECK(lines >= 10);
    printf("error table: %d bad inputs\n", lines);
    return check_summary("C error table tests");
}
