# C#: the binding bindings/csharp (Sudoku.cs and SudokuAbi.g.cs, generated
# from the header), its tests in bindings/csharp/tests and the example
# examples/csharp, compiled with mcs as C# 7.2 (mcs's newest; code that
# compiles as 7.2 compiles as 7.3, what Unity takes) with warnings as
# errors, and run under mono. Without mono both targets say how to install it
# and skip.
#
# Mono finds build/libsudoku.so for DllImport("sudoku") beside the assembly
# that declares it, else through LD_LIBRARY_PATH.

MCS  ?= mcs
MONO ?= mono
MCSFLAGS := -langversion:7.2 -warnaserror+ -warn:4 -nologo
CS_BINDING := $(sort $(wildcard bindings/csharp/*.cs))
CS_TESTS   := $(sort $(wildcard bindings/csharp/tests/*.cs))
# The stress test: STRESS_RUNS processes with direct calls (the default) and
# STRESS_RUNS with UseWorkerThreads, each STRESS_ROUNDS rounds of 16 new
# threads making STRESS_CALLS calls while a thread forces collections. A
# process that hangs is killed after STRESS_TIMEOUT seconds and fails.
# (`mono build/test_csharp.exe stress-unsafe 20 5`, first calls made without
# the binding's lock, hangs in about half its runs.)
STRESS_RUNS    ?= 5
STRESS_ROUNDS  ?= 20
STRESS_CALLS   ?= 5
STRESS_TIMEOUT ?= 120
HAVE_MONO := $(shell command -v $(MCS) >/dev/null 2>&1 && command -v $(MONO) >/dev/null 2>&1 && echo yes)
MONO_HINT := install mono to run it: apt-get install mono-mcs mono-runtime (Debian, Ubuntu)

.PHONY: run-csharp test-csharp
RUN_TARGETS  += run-csharp
TEST_TARGETS += test-csharp

ifeq ($(HAVE_MONO),yes)

$(BUILD)/example_csharp.exe: examples/csharp/Program.cs $(CS_BINDING)
	@mkdir -p $(BUILD)
	$(MCS) $(MCSFLAGS) -out:$@ $^

$(BUILD)/test_csharp.exe: $(CS_BINDING) $(CS_TESTS)
	@mkdir -p $(BUILD)
	$(MCS) $(MCSFLAGS) -out:$@ $^

# A copy of the tests with a library of the wrong ABI beside it, and one with
# no library at all.
$(BUILD)/csharp-fakeabi/libsudoku.so: bindings/csharp/tests/fake_abi.c
	@mkdir -p $(@D)
	$(CC) -shared -fPIC -O2 $< -o $@

# The numbers of SudokuAbi.g.cs as the C compiler sees them (layout.c is
# generated with it), for the test that compares them with the binding's.
$(BUILD)/csharp_layout.txt: bindings/csharp/tests/layout.c include/sudoku.h
	@mkdir -p $(BUILD)
	$(CC) -std=c99 -Wall -Wextra -Werror -Iinclude $< -o $(BUILD)/csharp_layout
	$(BUILD)/csharp_layout > $@

run-csharp: $(LIB) $(BUILD)/example_csharp.exe ## run examples/csharp under mono
	@echo "== examples/csharp"
	$(MONO) $(BUILD)/example_csharp.exe

test-csharp: $(LIB) $(BUILD)/test_csharp.exe $(BUILD)/csharp-fakeabi/libsudoku.so $(BUILD)/csharp_layout.txt ## the C# binding's tests and stress test, under mono
	@echo "== bindings/csharp/tests"
	$(MONO) $(BUILD)/test_csharp.exe
	@mkdir -p $(BUILD)/csharp-missing
	cp $(BUILD)/test_csharp.exe $(BUILD)/csharp-missing/
	cp $(BUILD)/test_csharp.exe $(BUILD)/csharp-fakeabi/
	env -u LD_LIBRARY_PATH $(MONO) $(BUILD)/csharp-missing/test_csharp.exe load-error "could not be loaded"
	env -u LD_LIBRARY_PATH $(MONO) $(BUILD)/csharp-fakeabi/test_csharp.exe load-error "ABI version 999"
	@echo "== bindings/csharp/tests stress: $(STRESS_RUNS) processes of each mode"
	@for mode in stress stress-workers; do for i in $$(seq 1 $(STRESS_RUNS)); do \
	    timeout $(STRESS_TIMEOUT) $(MONO) $(BUILD)/test_csharp.exe $$mode $(STRESS_ROUNDS) $(STRESS_CALLS); rc=$$?; \
	    if [ $$rc -eq 124 ]; then echo "$$mode: HANG: process $$i did not finish in $(STRESS_TIMEOUT) s"; exit 1; fi; \
	    if [ $$rc -ne 0 ]; then exit $$rc; fi; \
	done; done

else

run-csharp:
	@echo "== examples/csharp: skipped, mono not found; $(MONO_HINT)"

test-csharp:
	@echo "== bindings/csharp/tests: skipped, mono not found; $(MONO_HINT)"

endif
