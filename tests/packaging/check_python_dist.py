"""Reads the Python packages of `make wheel`, `make wheel-aarch64` and
`make sdist` back, as an installer or an index would, and checks them
against the header's version and the libraries they were made from:

    check_python_dist.py --version 0.3.0 --abi 2 \
        --wheel build/dist/...x86_64.whl=build/libsudoku.so --sdist build/dist/libsudoku-0.3.0.tar.gz

A wheel: its name and WHEEL tag agree; every file's RECORD hash and size
are right; METADATA has the version, the MIT licence and LICENSE is in
dist-info; the library is the one given, byte for byte, an ELF file for
the tag's architecture that needs only glibc (no other shared library) of
no later version than the manylinux tag promises. The sdist: PKG-INFO's
version, LICENSE, the backend, the package, and the Go sources that build
the library (a go.mod without requirements, the header, engine/, capi/ and
the symbol map, no tests). Standard library only; reads ELF headers itself
and asks readelf only for the symbol versions.
"""

import argparse
import base64
import csv
import hashlib
import io
import re
import subprocess
import sys
import tarfile
import zipfile

# ELF e_machine values (the ELF specification) of the wheel architectures.
ELF_MACHINES = {"x86_64": 62, "aarch64": 183}
# What a manylinux wheel may need (PEP 600: the libraries every glibc
# system has); the library needs only libc.
ALLOWED_NEEDED = {"libc.so.6", "libpthread.so.0", "libdl.so.2", "libm.so.6", "librt.so.1"}

failures = []


def check(ok, what):
    print(("ok   " if ok else "FAIL ") + what)
    if not ok:
        failures.append(what)


def elf_machine(data):
    """The e_machine of an ELF file (little-endian), or None."""
    if data[:4] != b"\x7fELF" or data[5] != 1:
        return None
    return int.from_bytes(data[18:20], "little")


def glibc_versions(path):
    """The GLIBC_x.y versions the library needs, from readelf -V."""
    out = subprocess.run(["readelf", "-V", "-d", path], check=True, capture_output=True, text=True).stdout
    versions = {tuple(int(p) for p in v.split(".")) for v in re.findall(r"Name: GLIBC_([0-9.]+)", out)}
    needed = set(re.findall(r"\(NEEDED\)\s+Shared library: \[([^\]]+)\]", out))
    return versions, needed


def check_wheel(path, library, version):
    name = path.rsplit("/", 1)[-1]
    m = re.match(r"^libsudoku-([^-]+)-(py3)-(none)-(manylinux_(\d+)_(\d+)_(\w+))\.whl$", name)
    check(m is not None, "%s: a wheel name libsudoku-VERSION-py3-none-manylinux_X_Y_ARCH.whl" % name)
    if not m:
        return
    check(m.group(1) == version, "%s: version %s is the header's %s" % (name, m.group(1), version))
    tag, glibc, arch = "-".join(m.group(2, 3, 4)), (int(m.group(5)), int(m.group(6))), m.group(7)
    info = "libsudoku-%s.dist-info" % version
    with zipfile.ZipFile(path) as z:
        names = set(z.namelist())
        wheel = z.read(info + "/WHEEL").decode()
        check(("Tag: %s\n" % tag) in wheel and "Root-Is-Purelib: false" in wheel,
              "%s: WHEEL says Tag: %s, not purelib" % (name, tag))
        meta = z.read(info + "/METADATA").decode()
        check(("\nVersion: %s\n" % version) in meta, "%s: METADATA Version: %s" % (name, version))
        check("License: MIT" in meta, "%s: METADATA License: MIT" % name)
        check(z.read(info + "/LICENSE").startswith(b"MIT License"), "%s: dist-info/LICENSE is the MIT licence" % name)
        rows = list(csv.reader(io.StringIO(z.read(info + "/RECORD").decode())))
        recorded = {r[0] for r in rows}
        bad = []
        for arc, digest, size in rows:
            if arc == info + "/RECORD":
                continue
            data = z.read(arc)
            want = "sha256=" + base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
            if digest != want or int(size) != len(data):
                bad.append(arc)
        check(not bad and recorded == names, "%s: RECORD lists every file with its sha256 and size%s" % (
            name, (" (wrong: %s)" % bad) if bad else ""))
        lib = z.read("libsudoku/libsudoku.so")
        check(any(n.startswith("libsudoku/") and n.endswith(".py") for n in names), "%s: the package's Python files" % name)
    with open(library, "rb") as f:
        check(lib == f.read(), "%s: libsudoku/libsudoku.so is %s byte for byte" % (name, library))
    check(elf_machine(lib) == ELF_MACHINES.get(arch), "%s: the library is an ELF file for %s" % (name, arch))
    versions, needed = glibc_versions(library)
    check(needed <= ALLOWED_NEEDED, "%s: the library needs only glibc (%s)" % (name, ", ".join(sorted(needed))))
    newest = max(versions) if versions else (0, 0)
    check(newest <= glibc, "%s: the newest glibc symbol version it needs, %s, is not newer than the tag's %d.%d" % (
        name, ".".join(map(str, newest)), glibc[0], glibc[1]))


def check_sdist(path, version):
    base = "libsudoku-%s" % version
    check(path.endswith("/" + base + ".tar.gz"), "%s: named %s.tar.gz" % (path, base))
    with tarfile.open(path) as tar:
        names = set(tar.getnames())
        read = lambda n: tar.extractfile(base + "/" + n).read().decode()
        check(("\nVersion: %s\n" % version) in read("PKG-INFO"), "sdist: PKG-INFO Version: %s" % version)
        check(read("LICENSE").startswith("MIT License"), "sdist: LICENSE is the MIT licence")
        for need in ("pyproject.toml", "backend/libsudoku_build.py", "libsudoku/__init__.py", "libsudoku/_abi_gen.py",
                     "go-src/go.mod", "go-src/include/sudoku.h", "go-src/capi/sudoku.map", "go-src/capi/main.go",
                     "go-src/engine/solve.go"):
            check(base + "/" + need in names, "sdist: has " + need)
        # Every package of this module that the library imports, as go list
        # sees it in the repository, is in go-src/ (a package added to the
        # library must be added to GO_SOURCE_DIRS of the backend).
        module = "github.com/libsudoku/libsudoku/"
        deps = subprocess.run(["go", "list", "-deps", "./capi"], capture_output=True, text=True, check=True).stdout.split()
        for dep in (d[len(module):] for d in deps if d.startswith(module)):
            prefix = "%s/go-src/%s/" % (base, dep)
            check(any(n.startswith(prefix) and n.count("/") == prefix.count("/") and n.endswith(".go") for n in names),
                  "sdist: has the Go package %s the library imports" % dep)
        gomod = read("go-src/go.mod")
        check("require" not in gomod and gomod.startswith("module github.com/libsudoku/libsudoku\n"),
              "sdist: go.mod is the module without requirements (builds offline)")
        tests = [n for n in names if n.endswith("_test.go") or "/testdata/" in n]
        check(not tests, "sdist: no Go tests or test data%s" % ((" (%s)" % tests[:3]) if tests else ""))
        check('#define SUDOKU_VERSION "%s"' % version in read("go-src/include/sudoku.h"), "sdist: the header is of %s" % version)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--version", required=True)
    ap.add_argument("--abi", required=True)
    ap.add_argument("--wheel", action="append", default=[], help="WHEEL=LIBRARY")
    ap.add_argument("--sdist")
    args = ap.parse_args()
    for w in args.wheel:
        wheel, library = w.split("=", 1)
        check_wheel(wheel, library, args.version)
    if args.sdist:
        check_sdist(args.sdist, args.version)
    print("Python packages: %d failed" % len(failures) if failures else "Python packages: all checks passed")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
