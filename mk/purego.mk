# Go without cgo: the purego binding in bindings/go and its example. Both
# load build/libsudoku.so at run time from binaries built with CGO_ENABLED=0.

.PHONY: run-purego test-purego

RUN_TARGETS  += run-purego
TEST_TARGETS += test-purego

# The tests compare every result with package engine called directly.
test-purego: $(LIB)
	@echo "== bindings/go (purego, CGO_ENABLED=0)"
	SUDOKU_LIBRARY=$(CURDIR)/$(LIB) CGO_ENABLED=0 $(GO) test -count=1 -v ./bindings/go

run-purego: $(LIB)
	@echo "== examples/go-purego (CGO_ENABLED=0)"
	SUDOKU_LIBRARY=$(CURDIR)/$(LIB) CGO_ENABLED=0 $(GO) run ./examples/go-purego
