"""The binding's constants, status codes and struct layouts are those of
include/sudoku.h, as a C compiler reads it."""

import ctypes
import os
import shutil
import subprocess
import tempfile
import unittest

import libsudoku
from libsudoku import _abi, _api, _logic


def find_header():
    d = os.path.dirname(os.path.abspath(__file__))
    while os.path.dirname(d) != d:
        h = os.path.join(d, "include", "sudoku.h")
        if os.path.isfile(h):
            return h
        d = os.path.dirname(d)
    return None


def constants():
    """(C expression, the binding's value) pairs."""
    pairs = [
        ("SUDOKU_ABI_VERSION", libsudoku.ABI_VERSION),
        ("SUDOKU_CELLS", _api.CELLS),
        ("SUDOKU_LINE_SIZE", _api.LINE_SIZE),
        ("SUDOKU_PRETTY_SIZE", _api.PRETTY_SIZE),
        ("SUDOKU_MESSAGE_SIZE", _api.MESSAGE_SIZE),
        ("SUDOKU_TEXT_MAX", _api.TEXT_MAX),
        ("SUDOKU_MAX_GUESSES", _api.MAX_GUESSES),
    ]
    pairs += [("SUDOKU_" + st.name, int(st)) for st in libsudoku.Status]
    pairs += [
        ("SUDOKU_TECH_COUNT", len(libsudoku.Technique)),
        ("SUDOKU_TECH_SLOTS", _abi.TECH_SLOTS),
        ("SUDOKU_CHAIN_MAX", _abi.CHAIN_MAX),
        ("SUDOKU_HINT_TEXT_SIZE", _abi.HINT_TEXT_SIZE),
    ]
    for prefix, enum_class in (("TECH", libsudoku.Technique), ("LEVEL", libsudoku.Level),
                               ("HINT", libsudoku.HintStatus), ("MISTAKE", libsudoku.Mistake),
                               ("SYMMETRY", libsudoku.Symmetry)):
        pairs += [("SUDOKU_%s_%s" % (prefix, m.name), int(m)) for m in enum_class]
    for cname, cls in _abi.STRUCTS.items():
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
        pairs = constants()
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
        for (expr, mine), theirs in zip(pairs, out):
            self.assertEqual(mine, int(theirs), expr)


if __name__ == "__main__":
    unittest.main()
