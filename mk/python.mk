# Python: the ctypes binding in bindings/python and its example.
#
# Packages (built by the standard-library backend in bindings/python/backend,
# into build/dist/):
#   make wheel          libsudoku-<VERSION>-py3-none-<platform>.whl with build/libsudoku.so,
#                       tagged manylinux_<glibc>_<arch> of this machine (manylinux_2_36_x86_64
#                       on Debian 12)
#   make wheel-aarch64  the same with the cross-built build/linux-arm64/libsudoku.so (mk/arm64.mk),
#                       tagged with the glibc of the cross compiler's sysroot
#   make sdist          libsudoku-<VERSION>.tar.gz: the package and the library's Go sources;
#                       pip builds the library from them with go (Go 1.26 and a C compiler)
# test-python installs the wheel with pip into a fresh virtual environment
# (offline: nothing comes from a package index), then runs the unittest
# suite against the installed package and the library inside it;
# test-python-sdist does the same from the sdist, with the Go module proxy
# off; test-wheel reads the packages back (tags, RECORD hashes, the
# library's architecture and glibc symbol versions, versions, licence).
# test-python-dev runs the suite on the source folder against build/ instead.

.PHONY: run-python test-python test-python-dev test-python-sdist test-wheel bench-python wheel wheel-aarch64 sdist

RUN_TARGETS   += run-python
TEST_TARGETS  += test-wheel test-python test-python-sdist
BENCH_TARGETS += bench-python

PYTHON     ?= python3
PYVENV     := $(BUILD)/python-venv
PY_MISSING := $(if $(shell command -v $(PYTHON) 2>/dev/null),,yes)
PY_INSTALL := install it with: apt-get install python3 python3-venv (Python 3.8 or later)
PY_TESTS   := bindings/python/tests
DIST       := $(BUILD)/dist
PY_BACKEND := bindings/python/backend/libsudoku_build.py
PY_SOURCES := $(wildcard bindings/python/libsudoku/*.py) bindings/python/pyproject.toml $(PY_BACKEND) LICENSE
# The wheel's platform, as the backend names this machine's.
PY_PLAT    := $(if $(PY_MISSING),,$(shell $(PYTHON) $(PY_BACKEND) platform))
WHEEL      := $(DIST)/libsudoku-$(VERSION)-py3-none-$(PY_PLAT).whl
SDIST      := $(DIST)/libsudoku-$(VERSION).tar.gz
# The aarch64 wheel's glibc: the one of the cross compiler's headers.
ARM64_GLIBC := $(shell printf '\043include <features.h>\n__GLIBC__ __GLIBC_MINOR__\n' | $(or $(ARM64_CC),aarch64-linux-gnu-gcc) -E -P - 2>/dev/null | tail -1 | tr ' ' _)
WHEEL_ARM64 := $(DIST)/libsudoku-$(VERSION)-py3-none-manylinux_$(ARM64_GLIBC)_aarch64.whl

wheel: $(WHEEL) ## the Python wheel for this platform, in build/dist
sdist: $(SDIST) ## the Python sdist (the package and the Go sources of the library), in build/dist
wheel-aarch64: $(WHEEL_ARM64) ## the Python wheel for Linux aarch64 (the cross-built library), in build/dist

$(WHEEL): $(LIB) $(PY_SOURCES)
	@mkdir -p $(DIST)
	$(PYTHON) $(PY_BACKEND) wheel $(DIST) library=$(LIB)

$(WHEEL_ARM64): $(ARM64_LIB) $(PY_SOURCES)
	@mkdir -p $(DIST)
	$(PYTHON) $(PY_BACKEND) wheel $(DIST) library=$(ARM64_LIB) platform=manylinux_$(ARM64_GLIBC)_aarch64

$(SDIST): $(PY_SOURCES) $(GOSRC) include/sudoku.h capi/sudoku.map
	@mkdir -p $(DIST)
	$(PYTHON) $(PY_BACKEND) sdist $(DIST)

# The wheels this machine can build: the aarch64 one with the cross compiler.
TEST_WHEELS := $(WHEEL) $(if $(HAVE_ARM64_CC),$(WHEEL_ARM64))

test-wheel: $(if $(PY_MISSING),,$(TEST_WHEELS) $(SDIST)) ## read the wheels and the sdist back: tags, hashes, architecture, glibc, versions, licence
ifeq ($(PY_MISSING),yes)
	@echo "== Python packages: SKIPPED: $(PYTHON) not found; $(PY_INSTALL)"
else
	@echo "== Python packages (tests/packaging/check_python_dist.py)"
	$(PYTHON) tests/packaging/check_python_dist.py --version $(VERSION) --abi $(ABI) \
	    --wheel $(WHEEL)=$(LIB) $(if $(HAVE_ARM64_CC),--wheel $(WHEEL_ARM64)=$(ARM64_LIB)) --sdist $(SDIST)
	$(if $(HAVE_ARM64_CC),,@echo "SKIPPED the aarch64 wheel: $(ARM64_CC) not found; $(ARM64_HINT)")
endif

# test_python_venv VENV: from inside the venv: not the source folder (whose
# package has no library), and not build/, where Python would take
# libsudoku.so itself for an extension module named libsudoku.
test_python_venv = cd $(1) && env -u SUDOKU_LIBRARY bin/python -m unittest discover -v \
	    -s $(CURDIR)/$(PY_TESTS) -t $(CURDIR)/$(PY_TESTS)

test-python: $(if $(PY_MISSING),,$(WHEEL)) ## install the wheel into a venv, run the binding's tests and doctests
ifeq ($(PY_MISSING),yes)
	@echo "== bindings/python: SKIPPED: $(PYTHON) not found; $(PY_INSTALL)"
else
	@echo "== bindings/python (the wheel, installed with pip into $(PYVENV))"
	rm -rf $(PYVENV)
	$(PYTHON) -m venv $(PYVENV)
	$(PYVENV)/bin/python -m pip install --quiet --no-index $(WHEEL)
	$(call test_python_venv,$(PYVENV))
endif

test-python-sdist: $(if $(PY_MISSING),,$(SDIST)) ## install the sdist into a venv (pip builds the library with go), run the binding's tests
ifeq ($(PY_MISSING),yes)
	@echo "== bindings/python from the sdist: SKIPPED: $(PYTHON) not found; $(PY_INSTALL)"
else
	@echo "== bindings/python (the sdist, built by pip with go and installed into $(PYVENV)-sdist)"
	rm -rf $(PYVENV)-sdist
	$(PYTHON) -m venv $(PYVENV)-sdist
	GOPROXY=off GOFLAGS=-mod=mod GOWORK=off $(PYVENV)-sdist/bin/python -m pip install --quiet --no-index $(SDIST)
	$(call test_python_venv,$(PYVENV)-sdist)
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
