# The structure of chain steps (sudoku_hint_chain): the Python example that
# draws one, run by `make run` and checked by tests/examples/check.sh.

RUN_TARGETS += run-chain

.PHONY: run-chain
run-chain: $(LIB) ## run examples/python/chain.py (a chain step's branches and nodes, to draw)
ifeq ($(PY_MISSING),yes)
	@echo "== examples/python/chain.py: SKIPPED: $(PYTHON) not found; $(PY_INSTALL)"
else
	@echo "== examples/python/chain.py"
	SUDOKU_LIBRARY=$(CURDIR)/$(LIB) PYTHONPATH=$(CURDIR)/bindings/python $(PYTHON) examples/python/chain.py
endif
