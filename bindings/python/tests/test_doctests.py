"""Runs the examples in the package's docstrings (the ">>>" lines) as tests,
so that the documentation cannot drift from what the library does."""

import doctest
import os

import libsudoku


def load_tests(loader, tests, pattern):
    """unittest's hook: adds one doctest suite per Python module of the
    package (by file: the package folder also holds libsudoku.so, which
    pkgutil would list as an extension module)."""
    folder = os.path.dirname(libsudoku.__file__)
    names = ["libsudoku"] + ["libsudoku." + f[:-3] for f in sorted(os.listdir(folder))
                             if f.endswith(".py") and f != "__init__.py"]
    for name in names:
        try:
            tests.addTests(doctest.DocTestSuite(name))
        except ValueError:  # a module without examples
            pass
    return tests
