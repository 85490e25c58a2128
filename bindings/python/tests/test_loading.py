"""Finding and loading the library: override, package folder, system;
every path listed on failure; ABI and symbols checked."""

import os
import shutil
import subprocess
import sys
import tempfile
import unittest

import libsudoku
from libsudoku import _abi, _library


def run_python(code, env_changes):
    """Runs code in a fresh interpreter (the library is loaded once per
    process) with the environment changed; returns its output."""
    env = dict(os.environ)
    for k, v in env_changes.items():
        if v is None:
            env.pop(k, None)
        else:
            env[k] = v
    # The child imports the same libsudoku as these tests.
    pkg_parent = os.path.dirname(os.path.dirname(libsudoku.__file__))
    env["PYTHONPATH"] = pkg_parent + os.pathsep + env.get("PYTHONPATH", "")
    p = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, timeout=120)
    return p.returncode, p.stdout + p.stderr


class LoadingTest(unittest.TestCase):
    def test_versions(self):
        self.assertEqual(libsudoku.abi_version(), libsudoku.ABI_VERSION)
        self.assertRegex(libsudoku.version(), r"^\d+\.\d+\.\d+$")

    def test_where_loaded(self):
        path = libsudoku.library_path()
        override = os.environ.get(libsudoku.ENV_VAR)
        if override:
            self.assertEqual(path, override)
        else:
            # Installed: the library inside the package.
            self.assertEqual(os.path.dirname(path), os.path.dirname(os.path.abspath(libsudoku.__file__)))

    def test_prototypes_cover_every_function(self):
        cdll = _library.lib()
        for name, restype, argtypes in _abi.PROTOTYPES:
            fn = getattr(cdll, name)
            self.assertEqual(fn.restype, restype, name)
            self.assertEqual(tuple(fn.argtypes), argtypes, name)

    def test_override(self):
        with tempfile.TemporaryDirectory() as d:
            copy = os.path.join(d, "copy-of-libsudoku.so")
            shutil.copy(libsudoku.library_path(), copy)
            rc, out = run_python("import libsudoku; print(libsudoku.library_path())", {"SUDOKU_LIBRARY": copy})
            self.assertEqual((rc, out.strip()), (0, copy))

    def test_override_missing_lists_it(self):
        rc, out = run_python("import libsudoku; libsudoku.version()", {"SUDOKU_LIBRARY": "/nonexistent/libsudoku.so"})
        self.assertNotEqual(rc, 0)
        self.assertIn("LibraryError: libsudoku: shared library not found (set SUDOKU_LIBRARY", out)
        self.assertIn("/nonexistent/libsudoku.so", out)

    def test_nothing_found_lists_every_path(self):
        self.assertEqual(_library.candidates({_library.ENV_VAR: "/x/lib.so"}), ["/x/lib.so"])
        with tempfile.TemporaryDirectory() as d:
            code = (
                "from libsudoku import _library as L\n"
                "paths = L.candidates({}, %r)\n"
                "try:\n"
                "    L.find(paths)\n"
                "    print('FOUND')\n"
                "except L.LibraryError as e:\n"
                "    print(paths); print(len(e.tried)); print(e)\n" % d
            )
            rc, out = run_python(code, {})
        if "FOUND" in out:
            self.skipTest("a libsudoku is installed on this system")
        self.assertEqual(rc, 0, out)
        want = [os.path.join(d, _library.PACKAGE_FILE)] + list(_library.SYSTEM_NAMES)
        self.assertIn(repr(want), out)
        self.assertIn("\n%d\n" % len(want), out)
        for p in want:
            self.assertIn("\n  %s: " % p, out)

    @unittest.skipUnless(sys.platform.startswith("linux"), "uses glibc's libc.so.6")
    def test_missing_functions(self):
        with self.assertRaises(libsudoku.LibraryError) as cm:
            _library.open_library("libc.so.6")
        self.assertIn("sudoku_solve", str(cm.exception))
        self.assertIn("sudoku_abi_version", str(cm.exception))

    def test_abi_mismatch(self):
        cc = shutil.which("cc") or shutil.which("gcc")
        if cc is None or sys.platform == "win32":
            self.skipTest("no C compiler to build a fake library")
        with tempfile.TemporaryDirectory() as d:
            src = os.path.join(d, "fake.c")
            with open(src, "w") as f:
                f.write("int sudoku_abi_version(void) { return 99; }\n")
                for name, _, _ in _abi.PROTOTYPES[1:]:
                    f.write("int %s(void) { return 0; }\n" % name)
            so = os.path.join(d, "libfake.so")
            subprocess.run([cc, "-shared", "-fPIC", "-o", so, src], check=True)
            with self.assertRaisesRegex(libsudoku.LibraryError, "ABI version 99, this binding needs %d" % libsudoku.ABI_VERSION):
                _library.open_library(so)


if __name__ == "__main__":
    unittest.main()
