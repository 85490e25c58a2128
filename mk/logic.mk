# Hints and ratings: the C tests of sudoku_hint/sudoku_rate and the hint example.
RUN_TARGETS  += run-hint
TEST_TARGETS += test-logic-c
CHECK_TARGETS += test-logic-c

$(BUILD)/example_hint: examples/c/hint.c include/sudoku.h $(LIB)
	$(CC) -std=c99 -Wall -Wextra -O2 -Iinclude $< -L$(BUILD) -lsudoku $(RPATH) -o $@

run-hint: $(LIB) $(BUILD)/example_hint ## run examples/c/hint.c (a game played with hints)
	@echo "== examples/c/hint.c"
	$(BUILD)/example_hint

$(BUILD)/test_logic: tests/c/test_logic.c tests/c/check.h include/sudoku.h $(LIB)
	$(CC) $(CFLAGS_TEST) $< -L$(BUILD) -lsudoku $(RPATH) -o $@

test-logic-c: $(BUILD)/test_logic ## the C tests of sudoku_hint, sudoku_rate and sudoku_explain
	$(BUILD)/test_logic
