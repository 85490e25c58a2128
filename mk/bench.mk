# Solver benchmarks: `make bench` prints first the cost of single C calls,
#   bench calls <export> <calls/s> <ns/call> -
# (benchmarks/c_calls.c; abi_version is a call that does nothing), then one
# line per data set and operation,
#   bench <set> <solve|count2|solve_batch|count2_batch|c_solve|c_count2|solve_purego|count2_purego> <puzzles/s> <ns/puzzle> <allocs/op>
# (medians of BENCH_COUNT runs of BENCH_TIME each; c_solve and c_count2 are a
# C program calling sudoku_solve and sudoku_count_solutions in a loop through
# build/libsudoku.so). The one-thread lines are timed in thread CPU time
# (BENCH_CLOCK=wall for the wall clock), the batch lines, on every core, by
# the wall clock. The sets are the shared data sets and three derived from
# them at run time (internal/benchreport/sets.go: hardest_guesses, and
# 17_clue_minus_one and random_20_26_clues, puzzles with two or more
# solutions), written to build/benchsets for other solvers to read;
# BENCH_SETS=a,b picks some. The engine runs as the library does, with its
# AVX-512 propagation when the CPU has it (the first line says); the
# _purego lines are the pure-Go engine that `go get` users get. `make
# bench-go` still runs every `go test` benchmark of the engine.
BENCH_TARGETS := $(filter-out bench-go,$(BENCH_TARGETS)) bench-solver
BENCH_TIME  ?= 1s
BENCH_COUNT ?= 3
BENCH_CLOCK ?= cpu
BENCH_SETS  ?=

$(BUILD)/c_loop: benchmarks/c_loop.c include/sudoku.h $(LIB)
	$(CC) -std=c99 -Wall -Wextra -Werror -O2 -Iinclude $< -L$(BUILD) -lsudoku $(RPATH) -o $@

$(BUILD)/c_calls: benchmarks/c_calls.c include/sudoku.h $(LIB)
	$(CC) -std=c99 -Wall -Wextra -Werror -O2 -Iinclude $< -L$(BUILD) -lsudoku $(RPATH) -o $@

bench-solver: $(BUILD)/c_loop $(BUILD)/c_calls ## the solver benchmarks, one line per data set and operation
	@$(BUILD)/c_calls 0.5 $(BENCH_CLOCK)
	@$(GO) run -tags '$(GO_TAGS)' ./internal/benchreport -benchtime $(BENCH_TIME) -count $(BENCH_COUNT) -clock $(BENCH_CLOCK) -c $(BUILD)/c_loop -out $(BUILD)/benchsets $(if $(BENCH_SETS),-sets $(BENCH_SETS))
	@$(GO) run ./internal/benchreport -single -suffix _purego -benchtime $(BENCH_TIME) -count $(BENCH_COUNT) -clock $(BENCH_CLOCK) -out $(BUILD)/benchsets $(if $(BENCH_SETS),-sets $(BENCH_SETS))

# Level generation: Generate on seeds 0 to BENCH_GEN_SEEDS-1 of each level,
# one thread, in thread CPU time (median of BENCH_COUNT runs over the same
# seeds), built with GO_TAGS like the library (so with the solver's AVX-512
# propagation where the CPU has it, which the generator's uniqueness checks
# use; GO_TAGS= measures the pure-Go engine), then qqwing's expert generation
# (Debian's qqwing, SKIPPED when not installed) on as many puzzles, in the
# CPU time of its process:
#   # engine vector propagation: <true|false>
#   bench generate_<level> generate <puzzles/s> <ns/puzzle> <allocs/op>
#   # generate_<level>: median, p95 and max CPU per puzzle, attempts, ErrLimit
#   bench qqwing_expert generate <puzzles/s> <ns/puzzle> -
BENCH_TARGETS += bench-generate
BENCH_GEN_SEEDS ?= 200
.PHONY: bench-generate

bench-generate: ## level generation per level, and qqwing's expert beside it
	@$(GO) run -tags '$(GO_TAGS)' ./internal/benchreport -generate $(BENCH_GEN_SEEDS) -count $(BENCH_COUNT)

# The per-call cost of each binding next to its raw FFI call (Python ctypes,
# C# P/Invoke under mono, Go purego, the C++ layer), for the cheap calls:
#   bench <python|csharp|purego|cpp> <call> <calls/s> <ns/call> -
# (raw_* is the bare FFI call with arguments made once). A binding whose
# toolchain is missing is SKIPPED, saying what to install.
# benchmarks/call_cost_table.py makes the README's table of such a run.
BENCH_TARGETS += bench-calls
.PHONY: bench-calls

$(BUILD)/cpp_calls: benchmarks/cpp_calls.cpp bindings/cpp/sudoku.hpp include/sudoku.h $(LIB)
	$(CXX) -std=c++11 -Wall -Wextra -Werror -O2 -Iinclude -Ibindings/cpp $< -L$(BUILD) -lsudoku $(RPATH) -o $@

bench-calls: $(LIB) $(BUILD)/cpp_calls ## the cost of a call through each binding, next to the raw call
	@$(BUILD)/cpp_calls
	@if [ "$(PY_MISSING)" = yes ]; then echo "bench python: SKIPPED: $(PYTHON) not found; $(PY_INSTALL)"; else \
	  SUDOKU_LIBRARY=$(CURDIR)/$(LIB) PYTHONPATH=$(CURDIR)/bindings/python $(PYTHON) benchmarks/python_call_costs.py 0.5; fi
	@if [ "$(HAVE_MONO)" != yes ]; then echo "bench csharp: SKIPPED: mono not found; $(MONO_HINT)"; else \
	  $(MCS) $(MCSFLAGS) -out:$(BUILD)/csharp_calls.exe benchmarks/CsharpCalls.cs $(CS_BINDING) && \
	  LD_LIBRARY_PATH=$(CURDIR)/$(BUILD) $(MONO) $(BUILD)/csharp_calls.exe 0.5; fi
	@SUDOKU_LIBRARY=$(CURDIR)/$(LIB) $(GO) test ./bindings/go -run '^$$' -bench Calls -benchtime 0.5s | \
	 awk '/^BenchmarkCalls\//{split($$1,a,"/"); sub(/-[0-9]+$$/,"",a[2]); \
	   if ($$6 == "raw-ns/op") printf "bench purego raw_%s %.0f %s -\n", a[2], 1e9/$$5, $$5; \
	   printf "bench purego %s %.0f %s -\n", a[2], 1e9/$$3, $$3}'
