"""The binding's numbers and struct layouts, generated from include/sudoku.h
into libsudoku/_abi_gen.py, are what a C compiler makes of the header; its
names are the library's."""

import ctypes
import os
import shutil
import subprocess
import tempfile
import unittest

import libsudoku
from libsudoku import _abi_gen
from libsudoku._library import lib


def find_header():
    d = os.path.dirname(os.path.abspath(__file__))
    while os.path.dirname(d) != d:
        h = os.path.join(d, "include", "sudoku.h")
        if os.path.isfile(h):
            return h
        d = os.path.dirname(d)
    return None


def values():
    """(C expression, the binding's value) pairs: every macro, struct size
    and field offset."""
    pairs = [(macro, int(v)) for macro, v in _abi_gen.MACROS.items()]
    for cname, cls in _abi_gen.STRUCTS.items():
        pairs.append(("sizeof(%s)" % cname, ctypes.sizeof(cls)))
        for field, _ in cls._fields_:
            pairs.append(("offsetof(%s, %s)" % (cname, field), getattr(cls, field).offset))
    return pairs


class HeaderTest(unittest.TestCase):
    def test_matches_header(self):
        header = find_header()
        cc = shutil.which("cc") or shutil.which("gcc")
        if header is None or cc is None:
            self.skipTest("needs include/sudoku.h (run from the repository) and a C compiler")
        pairs = values()
        src = "#include <stdio.h>\n#include <stddef.h>\n#include \"sudoku.h\"\nint main(void) {\n"
        src += "".join('    printf("%%lld\\n", (long long)(%s));\n' % expr for expr, _ in pairs)
        src += "    return 0;\n}\n"
        with tempfile.TemporaryDirectory() as d:
            c, exe = os.path.join(d, "consts.c"), os.path.join(d, "consts")
            with open(c, "w") as f:
                f.write(src)
            subprocess.run([cc, "-std=c99", "-I", os.path.dirname(header), "-o", exe, c], check=True)
            out = subprocess.run([exe], check=True, capture_output=True, text=True).stdout.split()
        self.assertEqual(len(out), len(pairs))
        self.assertGreater(len(pairs), 100)
        for (expr, mine), theirs in zip(pairs, out):
            self.assertEqual(mine, int(theirs), expr)


class NamesTest(unittest.TestCase):
    def test_known_names(self):
        self.assertEqual(str(libsudoku.Technique.X_WING), "X-Wing")
        self.assertEqual("%s" % libsudoku.Technique.BUG, "BUG+1")
        self.assertEqual(f"{libsudoku.Technique.TWO_STRING_KITE}", "Two-String Kite")
        self.assertEqual(str(libsudoku.Level.EASY), "easy")
        self.assertEqual(str(libsudoku.Status.E_CONFLICT), "SUDOKU_E_CONFLICT")
        self.assertEqual(str(libsudoku.Symmetry.MIRROR_VERTICAL), "mirror-vertical")
        self.assertEqual(str(libsudoku.HintStatus.NOT_UNIQUE), "not unique")
        self.assertEqual(libsudoku.Technique.X_WING, 8)  # still an int

    def test_library_agrees(self):
        for t in libsudoku.Technique:
            self.assertEqual(str(t), lib().sudoku_technique_name(t).decode(), repr(t))
        for lv in libsudoku.Level:
            self.assertEqual(str(lv), lib().sudoku_level_name(lv).decode(), repr(lv))
        for st in libsudoku.Status:
            self.assertEqual(str(st), libsudoku.status_string(st), repr(st))
        # TECH_COUNT is one more than the largest technique; a number the
        # header skips (held for techniques still being added) names none.
        self.assertEqual(max(libsudoku.Technique) + 1, _abi_gen.TECH_COUNT)
        for n in range(_abi_gen.TECH_COUNT):
            if n not in set(libsudoku.Technique):
                self.assertEqual(lib().sudoku_technique_name(n), b"unknown technique", n)
        self.assertEqual(lib().sudoku_technique_name(_abi_gen.TECH_COUNT), b"unknown technique")

    def test_version(self):
        self.assertEqual(libsudoku.__version__, libsudoku.version())


if __name__ == "__main__":
    unittest.main()
