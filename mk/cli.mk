# The command-line tool, cmd/sudoku (issue 8). `make run` builds it into
# build/sudoku and shows a short demo; its tests run with `go test ./...`.

CLI := $(BUILD)/sudoku
CLI_DEMO_PUZZLE := 53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79

RUN_TARGETS += run-cli

.PHONY: cli run-cli
cli: $(CLI) ## build the command-line tool into build/sudoku

$(CLI): $(shell find cmd/sudoku engine -name '*.go' -not -name '*_test.go') go.mod
	@mkdir -p $(BUILD)
	$(GO) build -trimpath -o $@ ./cmd/sudoku

run-cli: $(CLI) ## a short demo of the command-line tool
	@echo "== cmd/sudoku"
	$(CLI) solve --pretty $(CLI_DEMO_PUZZLE)
	$(CLI) count --limit 2 $(CLI_DEMO_PUZZLE)
	@echo "# a file with good and bad lines: errors name the line, the rest is processed, exit status 1"
	$(CLI) validate cmd/sudoku/testdata/mixed.txt || echo "(exit status $$?)"
	$(CLI) solve --format json $(CLI_DEMO_PUZZLE)
	$(CLI) verify --progress never cmd/sudoku/testdata/mixed.txt >/dev/null 2>&1; test $$? -eq 1
	$(CLI) verify $(CLI_DEMO_PUZZLE)
	$(CLI) hint $(CLI_DEMO_PUZZLE)
	$(CLI) rate $(CLI_DEMO_PUZZLE)
	$(CLI) generate --count 3 --seed 1 --symmetry rotate180 --ratings
	$(CLI) verify --generate 200 --seed 1
