"""Runs the examples in the package's docstrings (the ">>>" lines) as tests,
so that the documentation cannot drift from what the library does."""

import doctest
import pkgutil

import libsudoku


def load_tests(loader, tests, pattern):
    """unittest's hook: adds one doctest suite per module of the package."""
    names = ["libsudoku"] + ["libsudoku." + m.name for m in pkgutil.iter_modules(libsudoku.__path__)]
    for name in names:
        try:
            tests.addTests(doctest.DocTestSuite(name))
        except ValueError:  # a module without examples
            pass
    return tests
