# Variants (issue 18): `make bench` also prints one line per kind of variant
# and operation,
#   bench-variant <kind> <solve|count2|rate|hint|generate|compile> <puzzles/s> <cpu-us/puzzle> <allocs/op>
# timed in thread CPU time on one goroutine (engine/variant_bench_test.go:
# packs the generator makes from fixed seeds; generate makes one puzzle an
# op, compile reads one variant's text), and the worst lines: the slowest
# inputs known, each running out the search budget (engine/variant_budget_test.go).
BENCH_TARGETS += bench-variants
BENCH_VARIANTS ?= .

bench-variants: ## the variant benchmarks: solve, count2, rate, hint, generate and compile per kind of variant; the budget's worst cases
	@$(GO) test ./engine -run '^$$' -bench '^BenchmarkVariant[A-Za-z0-9]*/$(BENCH_VARIANTS)' -benchtime $(BENCH_TIME) -timeout 30m | \
	  awk '/^BenchmarkVariant/ { split($$1, p, "/"); op = tolower(substr(p[1], 17)); kind = p[2]; sub(/-[0-9]+$$/, "", kind); \
	    for (i = 2; i < NF; i++) { if ($$(i+1) == "puzzles/s") r = $$i; if ($$(i+1) == "cpu-µs/op") c = $$i; if ($$(i+1) == "allocs/op") a = $$i } \
	    printf "bench-variant %s %s %.0f %s %s\n", kind, op, r, c, a } /^(FAIL|panic)/ { print; bad = 1 } END { exit bad }'

# The C tests of the variants' exports, and the examples (a killer and a
# 16x16, in C and in Python).
TEST_TARGETS  += test-variant-c
CHECK_TARGETS += test-variant-c

$(BUILD)/test_variant: tests/c/test_variant.c tests/c/check.h include/sudoku.h $(LIB)
	$(CC) $(CFLAGS_TEST) $< -L$(BUILD) -lsudoku $(RPATH) -o $@

test-variant-c: $(BUILD)/test_variant ## the C tests of the variants (sudoku_variant_*)
	$(BUILD)/test_variant

RUN_TARGETS += run-variants

$(BUILD)/example_variants: examples/c/variants.c include/sudoku.h $(LIB)
	$(CC) -std=c99 -Wall -Wextra -O2 -Iinclude $< -L$(BUILD) -lsudoku $(RPATH) -o $@

run-variants: $(LIB) $(BUILD)/example_variants ## run the variant examples: examples/c/variants.c and examples/python/variants.py
	@echo "== examples/c/variants.c"
	$(BUILD)/example_variants
ifeq ($(PY_MISSING),yes)
	@echo "== examples/python/variants.py: SKIPPED: $(PYTHON) not found; $(PY_INSTALL)"
else
	@echo "== examples/python/variants.py"
	SUDOKU_LIBRARY=$(CURDIR)/$(LIB) PYTHONPATH=$(CURDIR)/bindings/python $(PYTHON) examples/python/variants.py
endif
