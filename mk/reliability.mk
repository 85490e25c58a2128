# Reliability tests of the shared library (issues 7 and 17), in tests/c:
#   test_hostile       every export with hostile arguments, guarded buffers
#   test_threads       8 threads x thousands of mixed calls against single-threaded results
#   test_leak          a million calls with flat resident memory
#   test_batch_memory  resident memory after batches of a million puzzles
#   test_closefds      the host closes the descriptors it did not open, and the calls go on
# test-reliability runs them natively, then all three on smaller samples
# under valgrind memcheck, which sees every access the
# Go code makes to the caller's memory and reports leaks. test-race runs the
# Go tests under the race detector.

VALGRIND       ?= valgrind
RELIAB_CFLAGS  := $(CFLAGS_TEST) -D_GNU_SOURCE -g
RELIAB_PROGS   := $(BUILD)/test_hostile $(BUILD)/test_threads $(BUILD)/test_leak \
                  $(BUILD)/test_batch_memory $(BUILD)/test_closefds
# Valgrind memcheck, two ways:
#  - accesses: test_hostile and test_threads against a copy of the library
#    built with -tags valgrind, in which the Go runtime tells memcheck about
#    its own heap and stacks; any invalid read or write (say, the Go code
#    writing past a caller's buffer) fails the run (exit 97). Without the tag
#    memcheck takes the runtime's reuse of its heap for invalid writes.
#  - leaks: test_leak against the real library; the summary must say
#    "definitely lost: 0 bytes" (the tagged build reports collected Go heap
#    objects as lost, so it cannot be used for this).
# Valgrind 3.19 (Debian 12) does not know RDTSCP, which the Go runtime uses
# for its clock when the CPU has it, and mistakes the stack switch of Go's
# asynchronous preemption for writes below the stack pointer: GODEBUG turns
# both off for the valgrind runs only. go_runtime.supp names the one runtime
# function whose reads memcheck cannot follow. The multiple chains keep
# their scratch space in one stack frame of about 2.1 MB (docs/chains.md),
# more than the 2 MB change of the stack pointer that memcheck otherwise
# takes for a switch to another stack (it then reports every access to the
# frame as invalid): --max-stackframe raises that to 8 MB.
VALGRIND_ENV   := GODEBUG=cpu.rdtscp=off,asyncpreemptoff=1
VALGRIND_FLAGS := --suppressions=tests/c/go_runtime.supp --num-callers=30 --max-stackframe=8000000
VG             := $(BUILD)/valgrind

$(VG)/libsudoku.so: $(GOSRC) include/sudoku.h capi/sudoku.map
	@mkdir -p $(VG)
	$(GO) build -tags valgrind -buildmode=c-shared -trimpath -ldflags "$(LDFLAGS)" -o $@ ./capi
	@rm -f $(VG)/libsudoku.h
	ln -sf libsudoku.so $(VG)/$(SONAME)

.PHONY: test-reliability test-race

$(BUILD)/test_hostile: tests/c/test_hostile.c tests/c/guard.h tests/c/check.h include/sudoku.h $(LIB)
	$(CC) $(RELIAB_CFLAGS) $< -L$(BUILD) -lsudoku $(RPATH) -o $@

$(BUILD)/test_threads: tests/c/test_threads.c tests/c/guard.h tests/c/check.h include/sudoku.h $(LIB)
	$(CC) $(RELIAB_CFLAGS) -pthread $< -L$(BUILD) -lsudoku $(RPATH) -o $@

$(BUILD)/test_leak: tests/c/test_leak.c tests/c/guard.h tests/c/check.h tests/c/rss.h include/sudoku.h $(LIB)
	$(CC) $(RELIAB_CFLAGS) -pthread $< -L$(BUILD) -lsudoku $(RPATH) -o $@

$(BUILD)/test_batch_memory: tests/c/test_batch_memory.c tests/c/check.h tests/c/rss.h include/sudoku.h $(LIB)
	$(CC) $(RELIAB_CFLAGS) $< -L$(BUILD) -lsudoku $(RPATH) -o $@

$(BUILD)/test_closefds: tests/c/test_closefds.c tests/c/check.h include/sudoku.h $(LIB)
	$(CC) $(RELIAB_CFLAGS) $< -pthread -L$(BUILD) -lsudoku $(RPATH) -o $@

test-reliability: $(RELIAB_PROGS) $(VG)/libsudoku.so ## hostile arguments, threads and leaks through the C API, then under valgrind
	$(BUILD)/test_hostile
	$(BUILD)/test_threads
	$(BUILD)/test_leak
	$(BUILD)/test_batch_memory
	$(BUILD)/test_closefds
	@echo "== valgrind memcheck: accesses (library built with -tags valgrind)"
	cp $(BUILD)/test_hostile $(BUILD)/test_threads $(VG)/
	$(VALGRIND_ENV) $(VALGRIND) $(VALGRIND_FLAGS) --error-exitcode=97 --leak-check=no $(VG)/test_hostile quick
	$(VALGRIND_ENV) $(VALGRIND) $(VALGRIND_FLAGS) --error-exitcode=97 --leak-check=no $(VG)/test_threads 4 200
	@echo "== valgrind memcheck: leaks"
	$(VALGRIND_ENV) $(VALGRIND) $(VALGRIND_FLAGS) --leak-check=full $(BUILD)/test_leak 20000 2>$(BUILD)/valgrind-leak.log; \
	 st=$$?; grep -E 'definitely lost|possibly lost|ERROR SUMMARY' $(BUILD)/valgrind-leak.log; \
	 [ $$st -eq 0 ] && grep -q 'definitely lost: 0 bytes' $(BUILD)/valgrind-leak.log

# The race detector slows code down about 30 times. RACE_SKIP names the
# brute-force and whole-data-set tests, which call the engine from one
# goroutine (nothing for the detector to find) and would take minutes under
# it, and the single-goroutine generator tests that run at the default
# wall-clock budget (2 s), which the slowdown on a busy machine exceeds;
# test-go runs them. TestConcurrentCallsAgree is what -race is for.
RACE_SKIP ?= ^(TestSolversAgree.*|TestStepsAgreeWithSolutions|TestGenerateGolden|TestGenerateLevels)$$

test-race: ## the short Go tests under the race detector
	$(GO) test -race -short -skip '$(RACE_SKIP)' ./...

TEST_TARGETS += test-reliability test-race
