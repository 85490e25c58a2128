# Batch solving and counting: the C tests of sudoku_solve_batch and
# sudoku_count_solutions_batch.
TEST_TARGETS  += test-batch-c
CHECK_TARGETS += test-batch-c

$(BUILD)/test_batch: tests/c/test_batch.c tests/c/check.h include/sudoku.h $(LIB)
	$(CC) $(CFLAGS_TEST) -pthread $< -L$(BUILD) -lsudoku $(RPATH) -o $@

test-batch-c: $(BUILD)/test_batch ## the C tests of the batch calls
	$(BUILD)/test_batch
