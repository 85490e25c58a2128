# Generation: the C tests of sudoku_generate/sudoku_generate_batch and the
# generator example.
RUN_TARGETS  += run-generate
TEST_TARGETS += test-generate-c
CHECK_TARGETS += test-generate-c

$(BUILD)/example_generate: examples/c/generate.c include/sudoku.h $(LIB)
	$(CC) -std=c99 -Wall -Wextra -O2 -Iinclude $< -L$(BUILD) -lsudoku $(RPATH) -o $@

run-generate: $(LIB) $(BUILD)/example_generate ## run examples/c/generate.c
	@echo "== examples/c/generate.c"
	$(BUILD)/example_generate

$(BUILD)/test_generate: tests/c/test_generate.c tests/c/check.h include/sudoku.h $(LIB)
	$(CC) $(CFLAGS_TEST) -pthread $< -L$(BUILD) -lsudoku $(RPATH) -o $@

test-generate-c: $(BUILD)/test_generate ## the C tests of the generator
	$(BUILD)/test_generate
