# The shared table of bad inputs (tests/errors/cases.tsv): every binding's
# tests run it and must report the same status, status name, cells and
# message. This fragment runs it through the C interface.

.PHONY: test-errors-c
CHECK_TARGETS += test-errors-c

$(BUILD)/test_errors: tests/errors/test_errors.c tests/c/check.h include/sudoku.h $(LIB)
	$(CC) $(CFLAGS_TEST) $< -L$(BUILD) -lsudoku $(RPATH) -o $@

test-errors-c: $(BUILD)/test_errors tests/errors/cases.tsv ## the table of bad inputs through the C interface
	$(BUILD)/test_errors tests/errors/cases.tsv
