/*
** Variants with libsudoku from C: a killer Sudoku (cages only, no givens)
** and a 16x16 puzzle, each solved, proved unique, rated and hinted; a cage
** that breaks its sum, with the library's precise message; and a new
** killer and a new 16x16 from the generator, printed as pack lines
** ("VARIANT PUZZLE"). docs/variants.md explains the text form of a variant.
**
**     make run-variants
*/
#include <stdio.h>
#include <string.h>

#include "sudoku.h"

/* The UK Puzzle Association killer, ukpuzzles.org file 247: a cage label
** per cell (k=) and the cages' sums in reading order of their first cells
** (s=). */
static const char *killer =
    "9x9,k=aabbcddeeaafgchieejffgchiikjggglhhhkmmmlllnnnoppplqqqrossptquurvvsptquwwvvxxtyyww,"
    "s=20/9/17/9/20/22/16/27/18/8/11/15/12/22/8/30/17/11/11/19/16/24/17/16/10";

/* A hexadoku from sudoku-puzzles-online.com, its symbols 0-F written 1-G. */
static const char *hex_puzzle =
    "F.........9..7.2..A...4G.D....96.72.6C...A.4..D..4..3...7.....B.E......C..3...24.9.B.752....."
    "8AF1...G.9.A.8.B.6..........2D..1..........B...4.7..1.6.5..2F.....D.D.84.1........GAF4.C.B..."
    "..8..1...DA.8.9..G...3B3...6.9...8EF..4.F....5..E.2....26...E.D..F.A.9";

static int32_t len(const char *s) { return (int32_t)strlen(s); }

/* fail prints what went wrong and returns 1 (the exit status). */
static int fail(const char *what, int32_t status)
{
    fprintf(stderr, "%s: %s\n", what, sudoku_status_string(status));
    return 1;
}

/* print_grid draws a grid of the variant, a row a line, with a bar between
** boxes (for boxes of box_rows x box_cols cells). */
static void print_grid(const sudoku_variant_info *info, const uint8_t *g)
{
    const char *digits = ".123456789ABCDEFG";
    for (int r = 0; r < info->n; r++) {
        if (r > 0 && r % info->box_rows == 0) {
            for (int c = 0; c < info->n; c++)
                printf("%s--", c > 0 && c % info->box_cols == 0 ? "+-" : "");
            printf("\n");
        }
        for (int c = 0; c < info->n; c++)
            printf("%s%c%s", c > 0 && c % info->box_cols == 0 ? "| " : "", digits[g[r * info->n + c]],
                   c + 1 < info->n ? " " : "\n");
    }
}

/* play solves puzzle, proves it unique, rates it and prints its first hint. */
static int play(const char *name, const char *variant, const uint8_t *puzzle)
{
    sudoku_variant_info info;
    memset(&info, 0, sizeof info);
    info.size = sizeof info;
    int32_t st = sudoku_variant_check(variant, len(variant), &info, NULL);
    if (st != SUDOKU_OK)
        return fail("sudoku_variant_check", st);
    printf("%s: %d x %d cells, %d units, %d cages\n", name, info.n, info.n, info.n_units, info.n_cages);

    uint8_t solution[SUDOKU_VARIANT_MAX_CELLS];
    st = sudoku_variant_solve(variant, len(variant), puzzle, solution, info.n_cells);
    if (st != SUDOKU_OK)
        return fail("sudoku_variant_solve", st);
    char line[SUDOKU_VARIANT_MAX_CELLS + 1];
    sudoku_variant_format(variant, len(variant), solution, info.n_cells, line, sizeof line);
    printf("Solution: %s\n", line);
    print_grid(&info, solution);

    int32_t count = 0;
    st = sudoku_variant_count_solutions(variant, len(variant), puzzle, info.n_cells, 2, &count);
    if (st != SUDOKU_OK)
        return fail("sudoku_variant_count_solutions", st);
    printf("%s\n", count == 1 ? "The solution is unique." : "The puzzle has more than one solution.");

    sudoku_rate_result r;
    memset(&r, 0, sizeof r);
    r.size = sizeof r;
    st = sudoku_variant_rate(variant, len(variant), puzzle, info.n_cells, NULL, &r, NULL);
    if (st != SUDOKU_OK)
        return fail("sudoku_variant_rate", st);
    if (r.complete)
        printf("Rating %d.%d (%s), hardest step %s, %d steps\n", r.rating / 10, r.rating % 10,
               sudoku_level_name(r.level), sudoku_technique_name(r.hardest), r.steps);
    else /* the variants' step finder knows singles to fish and the killer techniques */
        printf("Beyond the step finder: stuck after %d steps (the hardest %s, %d.%d)\n", r.steps,
               sudoku_technique_name(r.hardest), r.rating / 10, r.rating % 10);

    sudoku_variant_hint_result h;
    memset(&h, 0, sizeof h);
    h.size = sizeof h;
    char text[SUDOKU_HINT_TEXT_SIZE];
    st = sudoku_variant_hint(variant, len(variant), puzzle, puzzle, NULL, info.n_cells, NULL, &h, text, sizeof text);
    if (st != SUDOKU_OK)
        return fail("sudoku_variant_hint", st);
    printf("First hint: %s\n\n", text);
    return 0;
}

/* generate makes a puzzle of variant (with killer cages when flags says so)
** and prints it as a pack line. */
static int generate(const char *variant, uint32_t flags, uint64_t seed)
{
    sudoku_variant_generate_options o;
    memset(&o, 0, sizeof o);
    o.size = sizeof o;
    o.seed = seed;
    o.flags = flags;
    o.symmetry = SUDOKU_SYMMETRY_ROTATE180;
    uint8_t puzzle[SUDOKU_VARIANT_MAX_CELLS];
    char made[SUDOKU_TEXT_MAX + 2048 + 1];
    int32_t made_len = 0;
    sudoku_variant_info info;
    memset(&info, 0, sizeof info);
    info.size = sizeof info;
    int32_t st = sudoku_variant_check(variant, len(variant), &info, NULL);
    if (st == SUDOKU_OK)
        st = sudoku_variant_generate(variant, len(variant), &o, puzzle, NULL, info.n_cells, made, sizeof made,
                                     &made_len, NULL, NULL);
    if (st != SUDOKU_OK)
        return fail("sudoku_variant_generate", st);
    char line[SUDOKU_VARIANT_MAX_CELLS + 1];
    sudoku_variant_format(made, made_len, puzzle, info.n_cells, line, sizeof line);
    printf("Generated: %s %s\n", made, line);
    return 0;
}

int main(void)
{
    if (sudoku_abi_version() != SUDOKU_ABI_VERSION)
        return fail("libsudoku has another ABI version", SUDOKU_E_INTERNAL);

    /* A killer: no givens, the cages say everything. */
    uint8_t empty[81] = { 0 };
    if (play("Killer", killer, empty))
        return 1;

    /* A 16x16: read the givens (1-9, A-G) first. */
    uint8_t hex[256];
    sudoku_error err;
    memset(&err, 0, sizeof err);
    err.size = sizeof err;
    int32_t st = sudoku_variant_parse("16x16", 5, hex_puzzle, len(hex_puzzle), hex, 256, &err);
    if (st != SUDOKU_OK) {
        fprintf(stderr, "%s\n", err.message);
        return 1;
    }
    if (play("16x16", "16x16", hex))
        return 1;

    /* A cage whose digits add up to more than its sum: the library says which. */
    uint8_t bad[81] = { 9, 0, 0, 0, 0, 0, 0, 0, 0, 8, 7 }; /* r1c1, r2c1, r2c2: cage 1 of sum 20 */
    st = sudoku_variant_validate(killer, len(killer), bad, 81, &err);
    printf("Validate: %s: %s\n", sudoku_status_string(st), err.message);

    /* A bad variant: where and what. */
    const char *typo = "9x9,k=aab#";
    st = sudoku_variant_check(typo, len(typo), NULL, &err);
    printf("Check %s: %s: %s\n\n", typo, sudoku_status_string(st), err.message);

    /* New puzzles, the same for the same seed on every machine. */
    if (generate("9x9", SUDOKU_VARIANT_KILLER, 2026) || generate("16x16", 0, 2026))
        return 1;
    return 0;
}
