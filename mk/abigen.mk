# Generated ABI tables: internal/abigen reads the fenced tables and the
# structs of include/sudoku.h and writes every copy of their numbers, names
# and layouts (engine/, capi/, the bindings, the docs' tables). After editing
# the header, run `make generate`; `make check-generated` fails when a
# generated file is stale (go test ./internal/abigen checks the same).

.PHONY: generate check-generated
CHECK_TARGETS += check-generated

generate: ## write every file generated from include/sudoku.h
	$(GO) run ./internal/abigen
	$(GO) generate ./engine   # the technique registry (mk/techgen.mk), from the constants just written

check-generated: ## fail when a file generated from include/sudoku.h is stale
	$(GO) run ./internal/abigen -check
