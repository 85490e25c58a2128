/*
** c_calls: the cost of one call of the cheap exports from C, next to the
** cost of a call that does nothing (sudoku_abi_version), so that the work of
** each call can be told from the crossing into the library.
**
** usage: c_calls [SECONDS [CLOCK]]
**   SECONDS: time per line (default 0.5); CLOCK: cpu (default), the CPU time
**   of the calling thread, or wall.
**
** It prints "bench calls <name> <calls/s> <ns/call> -" for sudoku_abi_version,
** sudoku_validate (a solved grid, a grid with a clash, and that clash
** explained in a sudoku_error), sudoku_format,
** sudoku_parse (an 81-character line), sudoku_solve and
** sudoku_count_solutions (limit 2) of an easy puzzle, each the median of
** five runs, and checks every result.
*/
#define _POSIX_C_SOURCE 199309L
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "sudoku.h"

static clockid_t clock_id = CLOCK_THREAD_CPUTIME_ID;
static double seconds = 0.5;

static double now(void)
{
    struct timespec ts;
    clock_gettime(clock_id, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

static const char *solved_text =
    "534678912672195348198342567859761423426853791713924856961537284287419635345286179";
static const char *puzzle_text =
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

static uint8_t solved[81], clash[81], puzzle[81], out[81];
static char line[SUDOKU_LINE_SIZE];
static volatile int32_t sink;

static int fail(const char *what)
{
    fprintf(stderr, "c_calls: %s gave a wrong result\n", what);
    exit(1);
}

/* Each call_ function makes one call and checks it. */
static void call_abi(void) { sink += sudoku_abi_version(); }

static void call_validate(void)
{
    if (sudoku_validate(solved, NULL) != SUDOKU_OK) fail("sudoku_validate");
}

static void call_validate_clash(void)
{
    if (sudoku_validate(clash, NULL) != SUDOKU_E_CONFLICT) fail("sudoku_validate (clash)");
}

/* The error path: the clash explained in a sudoku_error, message and all. */
static void call_validate_detail(void)
{
    sudoku_error e;
    e.size = sizeof e;
    if (sudoku_validate(clash, &e) != SUDOKU_E_CONFLICT || e.cells[1] != 1 || e.digit != 5)
        fail("sudoku_validate (clash, in detail)");
}

static void call_format(void)
{
    if (sudoku_format(puzzle, line, sizeof line) != SUDOKU_OK || line[2] != '.') fail("sudoku_format");
}

static void call_parse(void)
{
    if (sudoku_parse(puzzle_text, 81, out) != SUDOKU_OK || out[0] != 5) fail("sudoku_parse");
}

static void call_solve(void)
{
    if (sudoku_solve(puzzle, out) != SUDOKU_OK || out[2] != 4) fail("sudoku_solve");
}

static void call_count(void)
{
    int32_t n;
    if (sudoku_count_solutions(puzzle, 2, &n) != SUDOKU_OK || n != 1) fail("sudoku_count_solutions");
}

static int cmp(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

/* measure prints the median rate of five runs of fn. */
static void measure(const char *name, void (*fn)(void))
{
    double rates[5];
    int r, i;
    for (i = 0; i < 1000; i++) fn(); /* warm up */
    for (r = 0; r < 5; r++) {
        long n = 0;
        double start = now(), elapsed;
        do {
            for (i = 0; i < 1000; i++) fn();
            n += 1000;
            elapsed = now() - start;
        } while (elapsed < seconds / 5);
        rates[r] = (double)n / elapsed;
    }
    qsort(rates, 5, sizeof rates[0], cmp);
    printf("bench calls %s %.0f %.1f -\n", name, rates[2], 1e9 / rates[2]);
}

int main(int argc, char **argv)
{
    int i;
    if (argc > 1) seconds = atof(argv[1]);
    if (seconds <= 0) seconds = 0.5;
    if (argc > 2 && strcmp(argv[2], "wall") == 0) clock_id = CLOCK_MONOTONIC;
    for (i = 0; i < 81; i++) {
        solved[i] = (uint8_t)(solved_text[i] - '0');
        puzzle[i] = puzzle_text[i] == '.' ? 0 : (uint8_t)(puzzle_text[i] - '0');
    }
    memcpy(clash, solved, 81);
    clash[1] = clash[0]; /* digit 5 twice in row 1 */
    measure("abi_version", call_abi);
    measure("validate_solved", call_validate);
    measure("validate_clash", call_validate_clash);
    measure("validate_detail", call_validate_detail);
    measure("format", call_format);
    measure("parse_line", call_parse);
    measure("solve_easy", call_solve);
    measure("count2_easy", call_count);
    return 0;
}
