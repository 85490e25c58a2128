# libsudoku build. `make` builds build/libsudoku.so; `make run` builds it and
# runs the examples; `make test` runs every test; `make bench` the benchmarks.

GO      ?= go
CC      ?= cc
CXX     ?= c++
BUILD   := build
LIB     := $(BUILD)/libsudoku.so
SONAME  := libsudoku.so.1
GOSRC   := $(shell find engine capi internal -name '*.go' -not -name '*_test.go') go.mod
LDFLAGS := -extldflags '-Wl,--version-script=$(CURDIR)/capi/sudoku.map -Wl,-soname,$(SONAME)'
CFLAGS_TEST := -std=c99 -Wall -Wextra -Werror -O2 -Iinclude -Itests/c
CXXFLAGS_TEST := -std=c++11 -Wall -Werror -O2 -Iinclude
RPATH   := -Wl,-rpath,'$$ORIGIN'

.PHONY: all lib run run-c test test-go test-c bench bench-go clean

all: lib

# Each feature adds its own targets to these lists from a fragment in mk/
# (mk/python.mk, mk/fuzz.mk, ...), so that `make run`, `make test` and
# `make bench` grow without everyone editing the same lines.
RUN_TARGETS   := run-c
TEST_TARGETS  := test-go test-c
BENCH_TARGETS := bench-go
-include $(sort $(wildcard mk/*.mk))

run: $(RUN_TARGETS)
test: $(TEST_TARGETS)
bench: $(BENCH_TARGETS)

lib: $(LIB)

# The library carries the soname libsudoku.so.1; the link of that name lets
# programs linked with -lsudoku find it at run time.
$(LIB): $(GOSRC) include/sudoku.h capi/sudoku.map
	@mkdir -p $(BUILD)
	$(GO) build -buildmode=c-shared -trimpath -ldflags "$(LDFLAGS)" -o $(LIB) ./capi
	@rm -f $(BUILD)/libsudoku.h   # cgo's generated header; include/sudoku.h is the contract
	ln -sf libsudoku.so $(BUILD)/$(SONAME)

$(BUILD)/example_c: examples/c/main.c include/sudoku.h $(LIB)
	$(CC) -std=c99 -Wall -Wextra -O2 -Iinclude $< -L$(BUILD) -lsudoku $(RPATH) -o $@

run-c: $(LIB) $(BUILD)/example_c
	@echo "== examples/c"
	$(BUILD)/example_c

test-go: $(LIB)
	$(GO) vet ./...
	$(GO) test ./...

$(BUILD)/test_api: tests/c/test_api.c tests/c/check.h include/sudoku.h $(LIB)
	$(CC) $(CFLAGS_TEST) $< -L$(BUILD) -lsudoku $(RPATH) -o $@

$(BUILD)/test_header_cpp: tests/c/test_header.cpp include/sudoku.h $(LIB)
	$(CXX) $(CXXFLAGS_TEST) $< -L$(BUILD) -lsudoku $(RPATH) -o $@

test-c: $(BUILD)/test_api $(BUILD)/test_header_cpp
	$(BUILD)/test_api
	$(BUILD)/test_header_cpp
	@echo "== exported symbols"
	@bad=$$(nm -D --defined-only $(LIB) | awk '{print $$3}' | grep -v '^sudoku_' | grep -v -E '^(_init|_fini|_edata|_end|__bss_start)$$'); \
	 if [ -n "$$bad" ]; then echo "unexpected exported symbols:"; echo "$$bad"; exit 1; fi; \
	 echo "only sudoku_* symbols are exported"
	@readelf -d $(LIB) | grep -q 'Library soname: \[$(SONAME)\]' && echo "soname is $(SONAME)"

bench-go:
	$(GO) test ./engine -run '^$$' -bench . -benchmem -benchtime 2s

clean:
	rm -rf $(BUILD)
