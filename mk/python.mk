# Python: the ctypes binding in bindings/python and its example.
# test-python installs the package with pip into a fresh virtual environment
# (offline: the package builds with the standard library only), then runs the
# unittest suite against the installed package and the library inside it.
# test-python-dev runs the suite on the source folder against build/ instead.

.PHONY: run-python test-python test-python-dev bench-python

RUN_TARGETS   += run-python
TEST_TARGETS  += test-python
BENCH_TARGETS += bench-python

PYTHON     ?= python3
PYVENV     := $(BUILD)/python-venv
PY_MISSING := $(if $(shell command -v $(PYTHON) 2>/dev/null),,yes)
PY_INSTALL := install it with: apt-get install python3 python3-venv (Python 3.8 or later)
PY_TESTS   := bindings/python/tests

test-python: $(LIB) ## install bindings/python into a venv, run its tests and doctests
ifeq ($(PY_MISSING),yes)
	@echo "== bindings/python: SKIPPED: $(PYTHON) not found; $(PY_INSTALL)"
else
	@echo "== bindings/python (installed with pip into $(PYVENV))"
	rm -rf $(PYVENV)
	$(PYTHON) -m venv $(PYVENV)
	$(PYVENV)/bin/python -m pip install --quiet --no-index ./bindings/python
	# From inside the venv: not the source folder (whose package has no
	# library), and not build/, where Python would take libsudoku.so itself
	# for an extension module named libsudoku.
	cd $(PYVENV) && env -u SUDOKU_LIBRARY bin/python -m unittest discover -v \
	    -s $(CURDIR)/$(PY_TESTS) -t $(CURDIR)/$(PY_TESTS)
endif

test-python-dev: $(LIB) ## the Python tests on the source folder, against build/
	SUDOKU_LIBRARY=$(CURDIR)/$(LIB) PYTHONPATH=$(CURDIR)/bindings/python \
	    $(PYTHON) -m unittest discover -v -s $(PY_TESTS) -t $(PY_TESTS)

run-python: $(LIB) ## run examples/python/solve.py
ifeq ($(PY_MISSING),yes)
	@echo "== examples/python: SKIPPED: $(PYTHON) not found; $(PY_INSTALL)"
else
	@echo "== examples/python"
	SUDOKU_LIBRARY=$(CURDIR)/$(LIB) PYTHONPATH=$(CURDIR)/bindings/python $(PYTHON) examples/python/solve.py
endif

# The cost of a call through ctypes, against a batch (benchmarks/python_calls.py).
bench-python: $(LIB) ## what a Python call costs per puzzle, against a batch
ifeq ($(PY_MISSING),yes)
	@echo "bench-python: SKIPPED: $(PYTHON) not found; $(PY_INSTALL)"
else
	@SUDOKU_LIBRARY=$(CURDIR)/$(LIB) PYTHONPATH=$(CURDIR)/bindings/python $(PYTHON) benchmarks/python_calls.py
endif
