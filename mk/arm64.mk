# Linux arm64: `make linux-arm64` cross-builds build/linux-arm64/libsudoku.so
# (and libsudoku.a) with Debian's gcc-aarch64-linux-gnu (cgo, GOARCH=arm64);
# test-linux-arm64 builds the C API tests and the C example for arm64 and
# runs them under qemu-user (qemu-aarch64 -L /usr/aarch64-linux-gnu), each
# checking real results as on x86-64. The Python wheel for aarch64 (mk/wheel.mk)
# carries this library. Without the cross compiler or qemu both say what to
# install and skip.

ARM64_CC    ?= aarch64-linux-gnu-gcc
QEMU_ARM64  ?= qemu-aarch64
ARM64_SYSROOT ?= /usr/aarch64-linux-gnu
ARM64       := $(BUILD)/linux-arm64
ARM64_LIB   := $(ARM64)/libsudoku.so
ARM64_RUN   := $(QEMU_ARM64) -L $(ARM64_SYSROOT)
HAVE_ARM64_CC := $(shell command -v $(ARM64_CC) >/dev/null 2>&1 && echo yes)
HAVE_QEMU_ARM64 := $(shell command -v $(QEMU_ARM64) >/dev/null 2>&1 && echo yes)
ARM64_HINT  := install them with: apt-get install gcc-aarch64-linux-gnu libc6-dev-arm64-cross qemu-user (Debian, Ubuntu)
# The C tests that run under qemu, and the example.
ARM64_TESTS := test_api test_batch test_errors test_generate test_logic
ARM64_PROGS := $(addprefix $(ARM64)/,$(ARM64_TESTS) example_c)

.PHONY: linux-arm64 test-linux-arm64
TEST_TARGETS += test-linux-arm64

ifeq ($(HAVE_ARM64_CC),yes)

linux-arm64: $(ARM64_LIB) $(ARM64)/libsudoku.a ## cross-build build/linux-arm64/libsudoku.so and .a (gcc-aarch64-linux-gnu)

$(ARM64_LIB): $(GOSRC) include/sudoku.h capi/sudoku.map
	@mkdir -p $(ARM64)
	GOOS=linux GOARCH=arm64 CGO_ENABLED=1 CC=$(ARM64_CC) \
	    $(GO) build -buildmode=c-shared -trimpath -ldflags "$(LDFLAGS)" -o $@ ./capi
	@rm -f $(ARM64)/libsudoku.h
	ln -sf libsudoku.so $(ARM64)/$(SONAME)

$(ARM64)/libsudoku.a: $(GOSRC) include/sudoku.h
	@mkdir -p $(ARM64)/static
	GOOS=linux GOARCH=arm64 CGO_ENABLED=1 CC=$(ARM64_CC) \
	    $(GO) build -buildmode=c-archive -trimpath -o $(ARM64)/static/libsudoku.a ./capi
	mv $(ARM64)/static/libsudoku.a $@
	rm -rf $(ARM64)/static

$(ARM64)/test_errors: tests/errors/test_errors.c tests/c/check.h include/sudoku.h $(ARM64_LIB)
	$(ARM64_CC) $(CFLAGS_TEST) $< -L$(ARM64) -lsudoku $(RPATH) -o $@

$(ARM64)/example_c: examples/c/main.c include/sudoku.h $(ARM64_LIB)
	$(ARM64_CC) -std=c99 -Wall -Wextra -O2 -Iinclude $< -L$(ARM64) -lsudoku $(RPATH) -o $@

$(ARM64)/test_%: tests/c/test_%.c tests/c/check.h include/sudoku.h $(ARM64_LIB)
	$(ARM64_CC) $(CFLAGS_TEST) -pthread $< -L$(ARM64) -lsudoku $(RPATH) -o $@

ifeq ($(HAVE_QEMU_ARM64),yes)
test-linux-arm64: $(ARM64_PROGS) ## the C API tests and examples/c on Linux arm64, under qemu-user
	@echo "== Linux arm64 (cross-built, run under $(QEMU_ARM64))"
	@readelf -h $(ARM64_LIB) | grep -q 'Machine:.*AArch64' || { echo "FAIL: $(ARM64_LIB) is not an aarch64 library"; exit 1; }
	@readelf -d $(ARM64_LIB) | grep -q 'Library soname: \[$(SONAME)\]' && echo "soname is $(SONAME)"
	$(ARM64_RUN) $(ARM64)/test_api
	$(ARM64_RUN) $(ARM64)/test_batch
	$(ARM64_RUN) $(ARM64)/test_errors tests/errors/cases.tsv
	$(ARM64_RUN) $(ARM64)/test_generate
	$(ARM64_RUN) $(ARM64)/test_logic
	$(ARM64_RUN) $(ARM64)/example_c > $(ARM64)/example_c.out
	@# Norvig's "hardest" #1 solved (its published solution, rows 1 and 9) and unique.
	@grep -qxF '4 1 7 | 3 6 9 | 8 2 5' $(ARM64)/example_c.out && grep -qxF '1 6 4 | 8 7 5 | 2 9 3' $(ARM64)/example_c.out \
	    && grep -qF 'The solution is unique.' $(ARM64)/example_c.out \
	    || { cat $(ARM64)/example_c.out; echo "FAIL: examples/c on arm64 did not print the known solution"; exit 1; }
	@echo "examples/c on arm64: printed the known solution of the puzzle, unique"
else
test-linux-arm64: $(ARM64_LIB)
	@echo "== Linux arm64: built $(ARM64_LIB); SKIPPED running it: $(QEMU_ARM64) not found; $(ARM64_HINT)"
endif

else

linux-arm64:
	@echo "make linux-arm64: $(ARM64_CC) not found; $(ARM64_HINT)"; exit 1

test-linux-arm64:
	@echo "== Linux arm64: SKIPPED: $(ARM64_CC) not found; $(ARM64_HINT)"

endif
