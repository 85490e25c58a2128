"""A PEP 517 build backend for the libsudoku package, standard library only.

It builds two things:

- a wheel: the ``libsudoku`` package folder plus the shared library, tagged
  for the platform the library was built for (``py3-none-<platform>``: any
  Python 3, since the package is plain ctypes, but one platform, since the
  library is native code). On Linux the platform is
  ``manylinux_<glibc major>_<minor>_<arch>``, the glibc the library was linked
  against; elsewhere it is Python's platform name (``macosx_11_0_arm64``,
  ``win_amd64``).
- an sdist: the package and the Go sources of the library (engine/, capi/,
  internal/cabi/, include/sudoku.h), from which a wheel is built with ``go build`` when no
  library is at hand.

The library comes from, in order: the ``library`` config setting (a path),
the package folder (a library put there), the repository's ``build/`` folder
(``make lib`` makes it), and in an sdist the Go sources, built with Go 1.26
and a C compiler. The ``platform`` config setting overrides the tag (the
Makefile uses both for the aarch64 wheel of the cross-built library):

    pip wheel --no-index ./bindings/python \\
        --config-settings library=build/linux-arm64/libsudoku.so \\
        --config-settings platform=manylinux_2_36_aarch64

pip runs this file from the project folder, so plain
``pip install ./bindings/python`` works offline: nothing needs to be
downloaded to build.
"""

import base64
import hashlib
import io
import os
import re
import shutil
import subprocess
import sys
import sysconfig
import tarfile
import tempfile
import zipfile

PACKAGE = "libsudoku"
HERE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
REPO = os.path.normpath(os.path.join(HERE, "..", ".."))
LIBRARY_NAMES = ("libsudoku.so", "libsudoku.dylib", "sudoku.dll")
# In an sdist, the Go sources of the library live in this folder.
GO_SOURCES = "go-src"
# The files of the repository an sdist carries to build the library: the
# Go packages' non-test sources, the header and the symbol map.
GO_SOURCE_DIRS = ("engine", "capi", "internal/cabi")
ZIP_DATE = (1980, 1, 1, 0, 0, 0)


def _project():
    """Reads name, description, license and requires-python from
    pyproject.toml's [project] table (simple `key = "value"` lines), and the
    version from the package (see _version)."""
    meta, section = {"version": _version()}, None
    with open(os.path.join(HERE, "pyproject.toml"), encoding="utf-8") as f:
        for line in f:
            line = line.strip()
            if line.startswith("["):
                section = line
            elif section == "[project]":
                m = re.match(r'^([\w-]+)\s*=\s*"(.*)"$', line)
                if m:
                    meta[m.group(1)] = m.group(2)
    return meta


def _abi_gen(name):
    """A value of libsudoku/_abi_gen.py (generated from include/sudoku.h):
    VERSION (SUDOKU_VERSION) or ABI_VERSION."""
    path = os.path.join(HERE, PACKAGE, "_abi_gen.py")
    with open(path, encoding="utf-8") as f:
        m = re.search(r'^%s = "?([^"\s]+)"?' % name, f.read(), re.M)
    if not m:
        raise RuntimeError("libsudoku: no %s line in %s" % (name, path))
    return m.group(1)


def _version():
    """The package's version: SUDOKU_VERSION of include/sudoku.h."""
    return _abi_gen("VERSION")


def _license_file():
    """The path of the MIT licence: in the project folder (an sdist) or at
    the repository's root."""
    for path in (os.path.join(HERE, "LICENSE"), os.path.join(REPO, "LICENSE")):
        if os.path.isfile(path):
            return path
    raise RuntimeError("libsudoku: no LICENSE file in %s or %s" % (HERE, REPO))


def _setting(config_settings, key):
    value = (config_settings or {}).get(key)
    if isinstance(value, list):  # pip passes a repeated key as a list
        value = value[-1]
    return value or None


def _library(config_settings, workdir):
    """Returns (path, name in the wheel) of the shared library to ship."""
    given = _setting(config_settings, "library")
    if given:
        given = os.path.abspath(given)
        if not os.path.isfile(given):
            raise RuntimeError("libsudoku: config setting library=%s: no such file" % given)
        return given, _library_name(given)
    tried = []
    for folder in (os.path.join(HERE, PACKAGE), os.path.join(REPO, "build")):
        for name in LIBRARY_NAMES:
            path = os.path.normpath(os.path.join(folder, name))
            tried.append(path)
            if os.path.isfile(path):
                return path, name
    src = os.path.join(HERE, GO_SOURCES)
    if os.path.isfile(os.path.join(src, "go.mod")):
        return _build_from_go(src, workdir)
    raise RuntimeError(
        "libsudoku: no shared library to put in the package; build it first "
        "with `make lib` in the repository (tried: " + ", ".join(tried) + ")"
    )


def _library_name(path):
    """The library's name inside the package, as _library.py looks for it."""
    base = os.path.basename(path)
    if base.endswith(".dll"):
        return "sudoku.dll"
    if base.endswith(".dylib"):
        return "libsudoku.dylib"
    return "libsudoku.so"


def _build_from_go(src, workdir):
    """Builds the library from the sdist's Go sources, as the Makefile's
    `make lib` does, into workdir."""
    go = os.environ.get("GO", "go")
    if shutil.which(go) is None:
        raise RuntimeError(
            "libsudoku: building from source needs Go 1.26 or later and a C compiler "
            "(cgo); %r is not on PATH. Install Go (https://go.dev/dl/) or use a wheel." % go
        )
    if sys.platform == "win32":
        name, ldflags = "sudoku.dll", ""
    elif sys.platform == "darwin":
        name = "libsudoku.dylib"
        ldflags = "-extldflags '-Wl,-install_name,@rpath/libsudoku.%s.dylib'" % _abi_gen("ABI_VERSION")
    else:
        name = "libsudoku.so"
        ldflags = "-extldflags '-Wl,--version-script=%s -Wl,-soname,libsudoku.so.%s'" % (
            os.path.join(src, "capi", "sudoku.map"), _abi_gen("ABI_VERSION"))
    out = os.path.join(workdir, name)
    env = dict(os.environ, CGO_ENABLED="1")
    # The sources need no module: go.mod has no requirements.
    env.setdefault("GOFLAGS", "-mod=mod")
    cmd = [go, "build", "-buildmode=c-shared", "-trimpath", "-ldflags", ldflags, "-o", out, "./capi"]
    sys.stderr.write("libsudoku: building the library from source: %s\n" % " ".join(cmd))
    subprocess.run(cmd, cwd=src, env=env, check=True)
    return out, name


def _platform_tag(config_settings):
    """The wheel's platform tag: the platform config setting, else on Linux
    with glibc manylinux_<major>_<minor>_<arch> of this machine's glibc (which
    the library was just linked against), else Python's platform name."""
    given = _setting(config_settings, "platform")
    if given:
        return given
    plat = sysconfig.get_platform()
    if plat.startswith("linux-"):
        try:
            libc = os.confstr("CS_GNU_LIBC_VERSION") or ""  # "glibc 2.36"
        except (AttributeError, ValueError, OSError):
            libc = ""
        m = re.match(r"glibc (\d+)\.(\d+)", libc)
        if m:
            return "manylinux_%s_%s_%s" % (m.group(1), m.group(2), plat[len("linux-"):].replace("-", "_"))
    return re.sub(r"[^\w]", "_", plat)


def _dist_info(meta):
    return "%s-%s.dist-info" % (meta["name"], meta["version"])


def _metadata(meta):
    return (
        "Metadata-Version: 2.1\n"
        "Name: %(name)s\nVersion: %(version)s\n"
        "Summary: %(description)s\nLicense: %(license)s\n"
        "Classifier: License :: OSI Approved :: MIT License\n"
        "Classifier: Programming Language :: Python :: 3\n"
        "Requires-Python: %(requires-python)s\n" % meta
    )


def _record_line(arcname, data):
    digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
    return "%s,sha256=%s,%d\n" % (arcname, digest, len(data))


def _package_files():
    """(name in the archive, path) of the package's Python files."""
    pkg = os.path.join(HERE, PACKAGE)
    return [(PACKAGE + "/" + name, os.path.join(pkg, name)) for name in sorted(os.listdir(pkg))
            if name.endswith(".py") or name == "py.typed"]


def _read(path):
    with open(path, "rb") as f:
        return f.read()


# PEP 517 hooks.

def get_requires_for_build_wheel(config_settings=None):
    return []


def get_requires_for_build_sdist(config_settings=None):
    return []


def prepare_metadata_for_build_wheel(metadata_directory, config_settings=None):
    meta = _project()
    info = os.path.join(metadata_directory, _dist_info(meta))
    os.makedirs(info, exist_ok=True)
    with open(os.path.join(info, "METADATA"), "w", encoding="utf-8") as f:
        f.write(_metadata(meta))
    return _dist_info(meta)


def build_wheel(wheel_directory, config_settings=None, metadata_directory=None):
    meta = _project()
    files = [(name, _read(path)) for name, path in _package_files()]
    with tempfile.TemporaryDirectory() as workdir:
        lib_path, lib_name = _library(config_settings, workdir)
        files.append((PACKAGE + "/" + lib_name, _read(lib_path)))

    info = _dist_info(meta)
    tag = "py3-none-" + _platform_tag(config_settings)
    files.append((info + "/METADATA", _metadata(meta).encode()))
    files.append((info + "/WHEEL", (
        "Wheel-Version: 1.0\nGenerator: libsudoku_build\n"
        "Root-Is-Purelib: false\nTag: %s\n" % tag).encode()))
    files.append((info + "/top_level.txt", (PACKAGE + "\n").encode()))
    files.append((info + "/LICENSE", _read(_license_file())))
    record = "".join(_record_line(n, d) for n, d in files) + info + "/RECORD,,\n"

    wheel_name = "%s-%s-%s.whl" % (meta["name"], meta["version"], tag)
    os.makedirs(wheel_directory, exist_ok=True)
    with zipfile.ZipFile(os.path.join(wheel_directory, wheel_name), "w", zipfile.ZIP_DEFLATED) as z:
        for name, data in files:
            z.writestr(_zipinfo(name, 0o755 if name == PACKAGE + "/" + lib_name else 0o644), data)
        z.writestr(_zipinfo(info + "/RECORD", 0o644), record)
    return wheel_name


def _zipinfo(name, mode):
    zi = zipfile.ZipInfo(name, date_time=ZIP_DATE)
    zi.external_attr = (0o100000 | mode) << 16
    zi.compress_type = zipfile.ZIP_DEFLATED
    return zi


def _go_sources():
    """(name under go-src/, path) of the repository files that build the
    library: include/sudoku.h and the non-test files of engine/, capi/ and
    internal/cabi/ (Go sources, the symbol map). In an sdist they are already in go-src/."""
    src = os.path.join(HERE, GO_SOURCES)
    root = src if os.path.isdir(src) else REPO
    out = [("include/sudoku.h", os.path.join(root, "include", "sudoku.h"))]
    for top in GO_SOURCE_DIRS:
        for dirpath, dirnames, filenames in os.walk(os.path.join(root, top)):
            dirnames[:] = sorted(d for d in dirnames if d != "testdata")
            for name in sorted(filenames):
                if name.endswith("_test.go") or not (name.endswith(".go") or name.endswith(".map")):
                    continue
                path = os.path.join(dirpath, name)
                out.append((os.path.relpath(path, root).replace(os.sep, "/"), path))
    return out


def _go_mod():
    """The sdist's go.mod: the module path and Go version of the
    repository's, without its requirements (the library's packages import
    only the standard library), so that building needs no download."""
    src = os.path.join(HERE, GO_SOURCES, "go.mod")
    text = open(src if os.path.isfile(src) else os.path.join(REPO, "go.mod"), encoding="utf-8").read()
    module = re.search(r"^module\s+(\S+)", text, re.M).group(1)
    go = re.search(r"^go\s+(\S+)", text, re.M).group(1)
    return "module %s\n\ngo %s\n" % (module, go)


def build_sdist(sdist_directory, config_settings=None):
    meta = _project()
    base = "%s-%s" % (meta["name"], meta["version"])
    files = [("pyproject.toml", _read(os.path.join(HERE, "pyproject.toml"))),
             ("README.md", _read(os.path.join(HERE, "README.md"))),
             ("LICENSE", _read(_license_file())),
             ("PKG-INFO", _metadata(meta).encode()),
             ("backend/libsudoku_build.py", _read(os.path.abspath(__file__)))]
    files += [(name, _read(path)) for name, path in _package_files()]
    files.append((GO_SOURCES + "/go.mod", _go_mod().encode()))
    files += [(GO_SOURCES + "/" + name, _read(path)) for name, path in _go_sources()]

    name = base + ".tar.gz"
    os.makedirs(sdist_directory, exist_ok=True)
    with tarfile.open(os.path.join(sdist_directory, name), "w:gz", format=tarfile.PAX_FORMAT) as tar:
        for arcname, data in files:
            ti = tarfile.TarInfo(base + "/" + arcname)
            ti.size, ti.mode, ti.mtime = len(data), 0o644, 315532800
            tar.addfile(ti, io.BytesIO(data))
    return name


def main(argv):
    """The Makefile's way in, without pip (mk/python.mk):

        python3 backend/libsudoku_build.py wheel OUTDIR [library=PATH] [platform=TAG]
        python3 backend/libsudoku_build.py sdist OUTDIR
        python3 backend/libsudoku_build.py platform

    prints the name of the file written (or this machine's platform tag)."""
    if argv[:1] == ["platform"]:
        print(_platform_tag({}))
        return 0
    if len(argv) < 2 or argv[0] not in ("wheel", "sdist"):
        sys.stderr.write(main.__doc__)
        return 2
    settings = dict(a.split("=", 1) for a in argv[2:])
    hook = build_wheel if argv[0] == "wheel" else build_sdist
    print(os.path.join(argv[1], hook(argv[1], settings)))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
