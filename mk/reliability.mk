# Reliability tests of the shared library (issue 7), in tests/c:
#   test_hostile  every export with hostile arguments, guarded buffers
#   test_threads  8 threads x thousands of mixed calls against single-threaded results
#   test_leak     a million calls with flat resident memory
# test-reliability runs them natively, then all three on smaller samples
# under valgrind memcheck, which sees every access the
# Go code makes to the caller's memory and reports leaks. test-race runs the
# Go tests under the race detector.

VALGRIND       ?= valgrind
RELIAB_CFLAGS  := $(CFLAGS_TEST) -D_GNU_SOURCE -g
RELIAB_PROGS   := $(BUILD)/test_hostile $(BUILD)/test_threads $(BUILD)/test_leak
# Memcheck: any invalid access or definite leak fails the run (exit 97).
# Valgrind 3.19 (Debian 12) does not know RDTSCP, which the Go runtime uses
# for its clock when the CPU has it, and mistakes the stack switch of Go's
# asynchronous preemption for writes below the stack pointer: GODEBUG turns
# both off for the valgrind runs only. go_runtime.supp names the one runtime
# function whose reads memcheck cannot follow.
VALGRIND_ENV   := GODEBUG=cpu.rdtscp=off,asyncpreemptoff=1
VALGRIND_FLAGS := --error-exitcode=97 --leak-check=full --errors-for-leak-kinds=definite \
                  --suppressions=tests/c/go_runtime.supp --num-callers=30

.PHONY: test-reliability test-race

$(BUILD)/test_hostile: tests/c/test_hostile.c tests/c/guard.h tests/c/check.h include/sudoku.h $(LIB)
	$(CC) $(RELIAB_CFLAGS) $< -L$(BUILD) -lsudoku $(RPATH) -o $@

$(BUILD)/test_threads: tests/c/test_threads.c tests/c/guard.h tests/c/check.h include/sudoku.h $(LIB)
	$(CC) $(RELIAB_CFLAGS) -pthread $< -L$(BUILD) -lsudoku $(RPATH) -o $@

$(BUILD)/test_leak: tests/c/test_leak.c tests/c/guard.h tests/c/check.h include/sudoku.h $(LIB)
	$(CC) $(RELIAB_CFLAGS) -pthread $< -L$(BUILD) -lsudoku $(RPATH) -o $@

test-reliability: $(RELIAB_PROGS)
	$(BUILD)/test_hostile
	$(BUILD)/test_threads
	$(BUILD)/test_leak
	@echo "== valgrind memcheck"
	$(VALGRIND_ENV) $(VALGRIND) $(VALGRIND_FLAGS) $(BUILD)/test_hostile quick
	$(VALGRIND_ENV) $(VALGRIND) $(VALGRIND_FLAGS) $(BUILD)/test_leak 20000
	$(VALGRIND_ENV) $(VALGRIND) $(VALGRIND_FLAGS) $(BUILD)/test_threads 4 200

# The race detector slows code down about 30 times. RACE_SKIP names the
# brute-force and whole-data-set tests, which call the engine from one
# goroutine (nothing for the detector to find) and would take minutes under
# it; test-go runs them. TestConcurrentCallsAgree is what -race is for.
RACE_SKIP ?= ^(TestCountAgreesWithBruteForce|TestStepsAgreeWithSolutions)$$

test-race:
	$(GO) test -race -short -skip '$(RACE_SKIP)' ./...

TEST_TARGETS += test-reliability test-race
