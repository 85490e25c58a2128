# Go without cgo: the purego binding in bindings/go and its example. Both
# load build/libsudoku.so at run time from binaries built with CGO_ENABLED=0.

.PHONY: run-purego test-purego

RUN_TARGETS  += run-purego
TEST_TARGETS += test-purego

# The tests compare every result with package engine called directly. They
# run twice against build/libsudoku.so: from a test binary built without cgo,
# as the binding's users build, and with it. (Without SUDOKU_LIBRARY set,
# `go test ./bindings/go` builds the library itself into a temporary folder.)
test-purego: $(LIB) ## the purego binding's tests, with CGO_ENABLED=0 and 1
	@for cgo in 0 1; do \
	    echo "== bindings/go (purego, CGO_ENABLED=$$cgo)"; \
	    SUDOKU_LIBRARY=$(CURDIR)/$(LIB) CGO_ENABLED=$$cgo $(GO) test -count=1 ./bindings/go || exit 1; \
	done

run-purego: $(LIB) ## run examples/go-purego (built with CGO_ENABLED=0)
	@echo "== examples/go-purego (CGO_ENABLED=0)"
	SUDOKU_LIBRARY=$(CURDIR)/$(LIB) CGO_ENABLED=0 $(GO) run ./examples/go-purego
