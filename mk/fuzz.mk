# Fuzzing (issue 7). Every `func FuzzXxx` in engine/*_test.go is a target;
# new ones are picked up by name. `go test -fuzz` runs one target per
# invocation, so each gets its own run and log in build/fuzz-FuzzXxx.log.
#
#   make fuzz                 each target for FUZZTIME (60s)
#   make fuzz FUZZTIME=10m    longer
#   make test-fuzz            the short pass of make test: FUZZTIME_SHORT each
#
# Go 1.26's fuzz coordinator can fail a duration-limited run with "context
# deadline exceeded" when the time runs out during an input, without any
# failing input (golang/go#75804, fixed in Go 1.27). The short pass therefore
# counts inputs (10000x) instead of timing them, and make fuzz reports such a
# run as a flake: only a run that saved a failing input fails.
#
# A failing input is saved by go test in engine/testdata/fuzz/FuzzXxx/ and
# then runs as a regression test in every `go test`.

FUZZTIME       ?= 60s
FUZZTIME_SHORT ?= 10000x
# Targets whose inputs take milliseconds (the generator) run fewer in the
# short pass.
FUZZ_SLOW         := FuzzGenerate
FUZZTIME_SLOW     ?=
FUZZTIME_SHORT_SLOW ?= 1000x
FUZZ_TARGETS   := $(shell grep -ho '^func Fuzz[A-Za-z0-9_]*' engine/*_test.go | cut -c6-)

.PHONY: fuzz test-fuzz

fuzz: ## each Go fuzz target for FUZZTIME (60s)
	@mkdir -p $(BUILD)
	@for t in $(FUZZ_TARGETS); do \
	    log=$(BUILD)/fuzz-$$t.log; \
	    ft=$(FUZZTIME); \
	    case " $(FUZZ_SLOW) " in *" $$t "*) [ -n "$(FUZZTIME_SLOW)" ] && ft=$(FUZZTIME_SLOW);; esac; \
	    before=$$(ls engine/testdata/fuzz/$$t 2>/dev/null | wc -l); \
	    if ! $(GO) test ./engine -run '^$$' -fuzz "^$$t\$$" -fuzztime $$ft >$$log 2>&1; then \
	        after=$$(ls engine/testdata/fuzz/$$t 2>/dev/null | wc -l); \
	        if [ "$$after" = "$$before" ] && grep -q 'context deadline exceeded' $$log; then \
	            echo "$$t: no failing input; Go's end-of-fuzztime race (golang/go#75804)"; \
	        else \
	            cat $$log; echo "$$t FAILED (the input is in engine/testdata/fuzz/$$t/)"; exit 1; \
	        fi; \
	    fi; \
	    printf '%-24s %s\n' "$$t" "$$(grep -o 'elapsed: .*' $$log | tail -1)"; \
	done

test-fuzz: ## each Go fuzz target for 10000 inputs (the generator 1000)
	@echo "== fuzzing, $(FUZZTIME_SHORT) per target"
	@$(MAKE) --no-print-directory fuzz FUZZTIME=$(FUZZTIME_SHORT) FUZZTIME_SLOW=$(FUZZTIME_SHORT_SLOW)

TEST_TARGETS += test-fuzz
