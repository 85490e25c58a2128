#!/usr/bin/env python3
"""One version everywhere (make test-versions): SUDOKU_VERSION and
SUDOKU_ABI_VERSION of include/sudoku.h against every artefact built here.

    check_versions.py NAME=PATH ...

NAME says how PATH is read: lib (a shared library for this machine, loaded
with ctypes: sudoku_version_string, sudoku_abi_version), cli (sudoku
version), wheel and sdist (METADATA / PKG-INFO and the file name), npm (the
tarball's package.json and the ABI of its generated constants), nuget (the
.nuspec), unity (package.json), dll (the version string in the DLL's data,
which cannot run here). Also checked by other tests: the .pc and CMake files
(test-install), the arm64 library (test-linux-arm64 runs test_api, which
compares sudoku_version_string with the header), the module inside the npm
package (test-js).
"""

import ctypes
import json
import os
import re
import subprocess
import sys
import tarfile
import zipfile

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))


def header():
    with open(os.path.join(ROOT, "include", "sudoku.h"), encoding="utf-8") as f:
        h = f.read()
    return (re.search(r'^#define SUDOKU_VERSION "([^"]+)"', h, re.M).group(1),
            int(re.search(r"^#define SUDOKU_ABI_VERSION (\d+)", h, re.M).group(1)))


def read(kind, path, abi):
    """The version (and ABI where the artefact carries it) of one artefact."""
    if kind == "lib":
        lib = ctypes.CDLL(os.path.abspath(path))
        lib.sudoku_version_string.restype = ctypes.c_char_p
        return lib.sudoku_version_string().decode(), lib.sudoku_abi_version()
    if kind == "cli":
        out = subprocess.run([path, "version"], capture_output=True, text=True, check=True).stdout
        m = re.match(r"libsudoku (\S+)\nABI version (\d+)\n", out)
        return m.group(1), int(m.group(2))
    if kind == "wheel":
        with zipfile.ZipFile(path) as z:
            meta = next(n for n in z.namelist() if n.endswith(".dist-info/METADATA"))
            v = re.search(r"^Version: (\S+)", z.read(meta).decode(), re.M).group(1)
        assert os.path.basename(path).startswith("libsudoku-%s-" % v), path
        return v, abi
    if kind == "sdist":
        with tarfile.open(path) as t:
            info = next(m for m in t.getmembers() if m.name.count("/") == 1 and m.name.endswith("/PKG-INFO"))
            return re.search(r"^Version: (\S+)", t.extractfile(info).read().decode(), re.M).group(1), abi
    if kind == "npm":
        with tarfile.open(path) as t:
            v = json.load(t.extractfile("package/package.json"))["version"]
            gen = t.extractfile("package/src/abi.gen.js").read().decode()
        assert re.search(r'^export const VERSION = "%s";' % re.escape(v), gen, re.M), "abi.gen.js VERSION"
        return v, int(re.search(r"^export const ABI_VERSION = (\d+);", gen, re.M).group(1))
    if kind == "nuget":
        with zipfile.ZipFile(path) as z:
            return re.search(r"<version>([^<]+)</version>", z.read("LibSudoku.nuspec").decode()).group(1), abi
    if kind == "unity":
        with open(path, encoding="utf-8") as f:
            return json.load(f)["version"], abi
    if kind == "dll":
        with open(path, "rb") as f:
            data = f.read()
        v = header()[0].encode()
        return (header()[0] if re.search(rb"(?<![0-9.])" + re.escape(v) + rb"(?![0-9.])", data) else "absent"), abi
    raise SystemExit("check_versions.py: unknown kind " + kind)


def main(argv):
    version, abi = header()
    bad = 0
    for arg in argv[1:]:
        kind, _, path = arg.partition("=")
        got = read(kind, path, abi)
        ok = got == (version, abi)
        bad += not ok
        print("%s %-6s %-55s %s (ABI %d)" % ("ok  " if ok else "FAIL", kind, os.path.relpath(path, ROOT), got[0], got[1]))
    if bad:
        print("FAIL test-versions: %d artefacts differ from include/sudoku.h (%s, ABI %d)" % (bad, version, abi))
        sys.exit(1)
    print("every artefact is libsudoku %s, ABI %d, as include/sudoku.h" % (version, abi))


if __name__ == "__main__":
    main(sys.argv)
