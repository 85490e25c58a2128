# Generated ABI tables: internal/abigen reads the fenced tables and the
# structs of include/sudoku.h and writes every copy of their numbers, names
# and layouts (engine/, capi/, the bindings, the docs' tables). After editing
# the header, run `make generate`; `make check-generated` fails when a
# generated file is stale (go test ./internal/abigen checks the same).

.PHONY: generate check-generated

generate:
	$(GO) run ./internal/abigen

check-generated:
	$(GO) run ./internal/abigen -check
