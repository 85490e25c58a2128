"""Finding, loading and checking the shared library, and declaring its
functions for ctypes.

The library is loaded on first use, once per process. Where it comes from:
the file named by $SUDOKU_LIBRARY when that is set (and then only there),
else the library inside this package, else the system's (the loader's search
path). When nothing loads, the error lists every path tried and why.
"""

import ctypes
import os
import sys
import threading

from ._abi import PROTOTYPES
from ._abi_gen import ABI_VERSION
from ._errors import ForkedProcessError, LibraryError

ENV_VAR = "SUDOKU_LIBRARY"

# The library's file name in this package, and the names the system loader
# is asked for (it searches its own path: LD_LIBRARY_PATH, the ldconfig
# cache, DYLD_LIBRARY_PATH, PATH on Windows).
if sys.platform == "win32":
    PACKAGE_FILE, SYSTEM_NAMES = "sudoku.dll", ("sudoku.dll",)
elif sys.platform == "darwin":
    PACKAGE_FILE, SYSTEM_NAMES = "libsudoku.dylib", ("libsudoku.dylib",)
else:
    PACKAGE_FILE, SYSTEM_NAMES = "libsudoku.so", ("libsudoku.so.%d" % ABI_VERSION, "libsudoku.so")

FORK_MESSAGE = (
    "libsudoku cannot be used in a child of os.fork(): it was loaded before "
    "the fork, and the Go runtime inside it does not survive fork (a call "
    "could hang). Start worker processes with the 'spawn' start method "
    "instead: multiprocessing.get_context('spawn') or "
    "multiprocessing.set_start_method('spawn'); concurrent.futures."
    "ProcessPoolExecutor(mp_context=multiprocessing.get_context('spawn'))."
)


def candidates(environ=None, package_dir=None):
    """The paths tried, in order: $SUDOKU_LIBRARY alone when it is set; else
    the library in package_dir (this package's folder), then the system
    loader's names."""
    environ = os.environ if environ is None else environ
    override = environ.get(ENV_VAR)
    if override:
        return [override]
    package_dir = package_dir or os.path.dirname(os.path.abspath(__file__))
    return [os.path.join(package_dir, PACKAGE_FILE)] + list(SYSTEM_NAMES)


def open_library(path):
    """Loads the library at path, declares every function and checks the ABI
    version. Raises OSError (from ctypes) or LibraryError."""
    cdll = ctypes.CDLL(path)
    missing = []
    for name, restype, argtypes in PROTOTYPES:
        try:
            fn = getattr(cdll, name)
        except AttributeError:
            missing.append(name)
            continue
        fn.restype = restype
        fn.argtypes = argtypes
    if missing:
        raise LibraryError("%s lacks %s: it is not a libsudoku this binding knows" % (path, ", ".join(missing)))
    abi = cdll.sudoku_abi_version()
    if abi != ABI_VERSION:
        raise LibraryError("%s has ABI version %d, this binding needs %d" % (path, abi, ABI_VERSION))
    return cdll


def find(paths):
    """Loads the first of paths that loads; returns (cdll, path). Raises
    LibraryError listing every path tried, with the reason, if none does."""
    tried = []
    for path in paths:
        try:
            return open_library(path), path
        except (OSError, LibraryError) as e:
            tried.append((path, str(e)))
    lines = "".join("\n  %s: %s" % t for t in tried)
    raise LibraryError(
        "libsudoku: shared library not found (set %s to its path); tried:%s" % (ENV_VAR, lines), tried
    )


class _Process:
    """The library as loaded in this process, loaded on first use."""

    def __init__(self):
        self._lock = threading.Lock()
        self.cdll = None
        self.path = None
        self.forked = False

    def get(self):
        """Returns the loaded library, loading it on the first call. Raises
        ForkedProcessError in a forked child of a process that had loaded it."""
        if self.forked:
            raise ForkedProcessError(FORK_MESSAGE)
        if self.cdll is None:
            with self._lock:
                if self.cdll is None:
                    self.cdll, self.path = find(candidates())
                    clib.bind(self.cdll)
                    if hasattr(os, "register_at_fork"):
                        os.register_at_fork(after_in_child=self._mark_forked)
        return self.cdll

    def _mark_forked(self):
        self.forked = True
        clib.unbind()  # the next call goes through get(), which refuses


PROCESS = _Process()


def lib():
    """The loaded library (see _Process.get)."""
    return PROCESS.get()


class _Functions:
    """The library's functions as plain attributes, for the calls whose cost
    is mostly the crossing: clib.sudoku_solve is the ctypes function itself
    once the library is loaded, where lib().sudoku_solve costs two more
    Python calls each time (and a class with __getattr__, a slower lookup
    of every attribute). Until the library is loaded, and in the child of a
    fork, each attribute is a stand-in that goes through PROCESS.get (which
    loads the library, or raises ForkedProcessError) and then calls the
    real function."""

    def __init__(self):
        self.unbind()

    def bind(self, cdll):
        """Makes each attribute the function of cdll."""
        for name, _, _ in PROTOTYPES:
            setattr(self, name, getattr(cdll, name))

    def unbind(self):
        """Makes each attribute a stand-in that loads the library first."""
        for name, _, _ in PROTOTYPES:
            setattr(self, name, self._stand_in(name))

    @staticmethod
    def _stand_in(name):
        def call(*args):
            return getattr(PROCESS.get(), name)(*args)
        call.__name__ = name
        return call


clib = _Functions()
