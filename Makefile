# libsudoku build. `make` (or `make help`) lists the targets; `make run` builds
# build/libsudoku.so and runs the examples; `make check` is the fast loop
# (under a minute); `make test` runs every test; `make bench` the benchmarks.
# A target documents itself with a `## ` comment after its prerequisites,
# which `make help` prints.

GO      ?= go
GOFMT   ?= gofmt
CC      ?= cc
CXX     ?= c++
BUILD   := build
LIB     := $(BUILD)/libsudoku.so
# The release and the ABI version, read from the header (the one place they
# are written): every package is stamped with VERSION, and the soname is
# libsudoku.so.<ABI>.
VERSION := $(shell sed -n 's/^\#define SUDOKU_VERSION "\(.*\)"/\1/p' include/sudoku.h)
ABI     := $(shell sed -n 's/^\#define SUDOKU_ABI_VERSION \([0-9]*\).*/\1/p' include/sudoku.h)
SONAME  := libsudoku.so.$(ABI)
GOSRC   := $(shell find engine capi internal -name '*.go' -not -name '*_test.go') $(wildcard engine/*.s) go.mod
# The library is built with the engine's AVX-512 propagation, used when the
# CPU has it (engine/solve_avx512_amd64.go); `go get` users get the pure-Go
# path unless they ask for the tag. GO_TAGS= builds the library without it.
GO_TAGS ?= sudoku_avx512
LDFLAGS := -extldflags '-Wl,--version-script=$(CURDIR)/capi/sudoku.map -Wl,-soname,$(SONAME)'
CFLAGS_TEST := -std=c99 -Wall -Wextra -Werror -O2 -Iinclude -Itests/c
CXXFLAGS_TEST := -std=c++11 -Wall -Werror -O2 -Iinclude
RPATH   := -Wl,-rpath,'$$ORIGIN'

.PHONY: help all lib run run-c check test test-go test-c bench bench-go clean
.PHONY: check-gofmt check-vet check-go-short
.DEFAULT_GOAL := help

help: ## list the targets (the default goal)
	@echo "make TARGET, where TARGET is one of:"
	@awk -F ':.*## ' '/^[A-Za-z0-9_.-]+:.*## / && !seen[$$1]++ { printf "  %-18s %s\n", $$1, $$2 }' $(MAKEFILE_LIST)

# Each feature adds its own targets to these lists from a fragment in mk/
# (mk/python.mk, mk/fuzz.mk, ...), so that `make run`, `make check`, `make
# test` and `make bench` grow without everyone editing the same lines.
# CHECK_TARGETS is the fast loop: only checks that take seconds (the short Go
# tests, the C API tests, the checks that generated files are up to date).
RUN_TARGETS   := run-c
CHECK_TARGETS := check-gofmt check-vet
TEST_TARGETS  := test-go test-c
BENCH_TARGETS := bench-go
-include $(sort $(wildcard mk/*.mk))
# After the fragments' checks (the generated files first): the slower ones.
CHECK_TARGETS += check-go-short test-c

run: $(RUN_TARGETS) ## build the library and run every example, in every language
check: $(CHECK_TARGETS) ## the fast loop, under a minute: gofmt, vet, generated files, short Go tests, C API tests
# make test is everything: the checks of make check but its short Go tests
# (test-go runs them all), then every other test.
test: $(filter-out check-go-short,$(CHECK_TARGETS)) $(TEST_TARGETS) ## every test (about 15 minutes on 2 cores)
bench: $(BENCH_TARGETS) ## the benchmarks (benchmarks/RESULTS.md has dated figures)

all: lib
lib: $(LIB) ## the shared library build/libsudoku.so

# The library carries the soname libsudoku.so.N, N its ABI version (from
# the header); the link of that name lets programs linked with -lsudoku find
# it at run time.
$(LIB): $(GOSRC) include/sudoku.h capi/sudoku.map
	@mkdir -p $(BUILD)
	$(GO) build -buildmode=c-shared -trimpath -tags '$(GO_TAGS)' -ldflags "$(LDFLAGS)" -o $(LIB) ./capi
	@rm -f $(BUILD)/libsudoku.h   # cgo's generated header; include/sudoku.h is the contract
	ln -sf libsudoku.so $(BUILD)/$(SONAME)

$(BUILD)/example_c: examples/c/main.c include/sudoku.h $(LIB)
	$(CC) -std=c99 -Wall -Wextra -O2 -Iinclude $< -L$(BUILD) -lsudoku $(RPATH) -o $@

run-c: $(LIB) $(BUILD)/example_c ## run examples/c/main.c
	@echo "== examples/c"
	$(BUILD)/example_c

check-gofmt: ## fail listing the Go files that gofmt would change
	@bad=$$($(GOFMT) -l .); \
	 if [ -n "$$bad" ]; then echo "not gofmt-ed (run gofmt -w on them):"; echo "$$bad"; exit 1; fi; \
	 echo "gofmt: every Go file is formatted"

check-vet: ## go vet ./...
	$(GO) vet ./...
	$(GO) vet -tags '$(GO_TAGS)' ./engine ./capi

# -short skips the slow parts of the Go tests (whole data sets, long
# brute-force comparisons); bindings/go is tested against the library make
# built. TAGGED_TESTS, the engine tests of the code GO_TAGS selects (the
# AVX-512 search and validation, compared with the pure-Go path), run again
# with the tag: under -short in make check, in full in make test (test-go).
# The other engine tests reach that code only through the solver those tests
# check, and the library every C and binding test uses is built with the tag.
TAGGED_TESTS := Vector|Valid|Solve|Count|Batch|Search|AppendLine
check-go-short: $(LIB) ## the Go tests with -short
	SUDOKU_LIBRARY=$(CURDIR)/$(LIB) $(GO) test -short ./...
	$(GO) test -short -tags '$(GO_TAGS)' -run '$(TAGGED_TESTS)' ./engine

test-go: check-vet ## every Go test (bindings/go builds its own copy of the library)
	$(GO) test -timeout 30m ./...
	$(GO) test -timeout 30m -tags '$(GO_TAGS)' -run '$(TAGGED_TESTS)' ./engine

$(BUILD)/test_api: tests/c/test_api.c tests/c/check.h include/sudoku.h $(LIB)
	$(CC) $(CFLAGS_TEST) $< -L$(BUILD) -lsudoku $(RPATH) -o $@

$(BUILD)/test_header_cpp: tests/c/test_header.cpp include/sudoku.h $(LIB)
	$(CXX) $(CXXFLAGS_TEST) $< -L$(BUILD) -lsudoku $(RPATH) -o $@

test-c: $(BUILD)/test_api $(BUILD)/test_header_cpp ## the C API tests, the C++ header check, the exported symbols
	$(BUILD)/test_api
	$(BUILD)/test_header_cpp
	@echo "== exported symbols"
	@bad=$$(nm -D --defined-only $(LIB) | awk '{print $$3}' | grep -v '^sudoku_' | grep -v -E '^(_init|_fini|_edata|_end|__bss_start)$$'); \
	 if [ -n "$$bad" ]; then echo "unexpected exported symbols:"; echo "$$bad"; exit 1; fi; \
	 echo "only sudoku_* symbols are exported"
	@readelf -d $(LIB) | grep -q 'Library soname: \[$(SONAME)\]' && echo "soname is $(SONAME)"

bench-go: ## every go test benchmark of the engine
	$(GO) test ./engine -run '^$$' -bench . -benchmem -benchtime 2s

clean: ## remove build/
	rm -rf $(BUILD)
