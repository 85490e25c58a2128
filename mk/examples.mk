# The examples in the tests: `make test-examples` runs everything `make run`
# runs (every example, in every language, and the CLI demo) and checks the
# output with tests/examples/check.sh against independently known results.

.PHONY: test-examples

TEST_TARGETS += test-examples

test-examples: $(LIB) $(CLI) ## run make run and check its output against known results
	@echo "== examples (make run, checked)"
	@$(MAKE) --no-print-directory run > $(BUILD)/examples.out 2>&1 || { cat $(BUILD)/examples.out; echo "FAIL examples: make run failed"; exit 1; }
	sh tests/examples/check.sh $(BUILD)/examples.out $(CLI)
