/* Prints the layout of the result structs as a C compiler lays them out, one
** "name value" per line, for the C# test that checks the binding's offsets
** (the binding passes the structs as byte arrays). */
#include <stddef.h>
#include <stdio.h>

#include "sudoku.h"

#define SHOW(name, value) printf("%s %d\n", name, (int)(value))

int main(void)
{
    SHOW("HintSize", sizeof(sudoku_hint_result));
    SHOW("HintStatus", offsetof(sudoku_hint_result, status));
    SHOW("HintTechnique", offsetof(sudoku_hint_result, technique));
    SHOW("HintRating", offsetof(sudoku_hint_result, rating));
    SHOW("HintCell", offsetof(sudoku_hint_result, cell));
    SHOW("HintDigit", offsetof(sudoku_hint_result, digit));
    SHOW("HintNRemoved", offsetof(sudoku_hint_result, n_removed));
    SHOW("HintNPatternCells", offsetof(sudoku_hint_result, n_pattern_cells));
    SHOW("HintNPatternUnits", offsetof(sudoku_hint_result, n_pattern_units));
    SHOW("HintNChain", offsetof(sudoku_hint_result, n_chain));
    SHOW("HintNMistakes", offsetof(sudoku_hint_result, n_mistakes));
    SHOW("HintPatternDigits", offsetof(sudoku_hint_result, pattern_digits));
    SHOW("HintRemoved", offsetof(sudoku_hint_result, removed));
    SHOW("HintPatternCells", offsetof(sudoku_hint_result, pattern_cells));
    SHOW("HintPatternUnits", offsetof(sudoku_hint_result, pattern_units));
    SHOW("HintMistakes", offsetof(sudoku_hint_result, mistakes));
    SHOW("HintChainCell", offsetof(sudoku_hint_result, chain_cell));
    SHOW("HintChainDigit", offsetof(sudoku_hint_result, chain_digit));
    SHOW("HintChainOn", offsetof(sudoku_hint_result, chain_on));
    SHOW("RatingSize", sizeof(sudoku_rating));
    SHOW("RatingRating", offsetof(sudoku_rating, rating));
    SHOW("RatingHardest", offsetof(sudoku_rating, hardest));
    SHOW("RatingLevel", offsetof(sudoku_rating, level));
    SHOW("RatingComplete", offsetof(sudoku_rating, complete));
    SHOW("RatingSteps", offsetof(sudoku_rating, steps));
    SHOW("RatingCounts", offsetof(sudoku_rating, counts));
    SHOW("GenerateOptionsSize", sizeof(sudoku_generate_options));
    SHOW("GenSymmetry", offsetof(sudoku_generate_options, symmetry));
    SHOW("GenSeed", offsetof(sudoku_generate_options, seed));
    SHOW("GenClues", offsetof(sudoku_generate_options, clues));
    SHOW("GenLevel", offsetof(sudoku_generate_options, level));
    SHOW("GenMinRating", offsetof(sudoku_generate_options, min_rating));
    SHOW("GenMaxRating", offsetof(sudoku_generate_options, max_rating));
    SHOW("GenMaxAttempts", offsetof(sudoku_generate_options, max_attempts));
    SHOW("GenBudgetMs", offsetof(sudoku_generate_options, budget_ms));
    return 0;
}
