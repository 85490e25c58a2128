"""A PEP 517 build backend for the libsudoku package, standard library only.

It builds one kind of wheel: the ``libsudoku`` package folder plus the shared
library, tagged for this platform because the library is native code. The
library is taken from the package folder if one was put there, else from the
repository's ``build/`` folder (``make lib`` makes it). pip runs this file
from the project folder, so plain ``pip install ./bindings/python`` works
offline: nothing needs to be downloaded to build.
"""

import base64
import hashlib
import os
import re
import sysconfig
import zipfile

PACKAGE = "libsudoku"
HERE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
LIBRARY_NAMES = ("libsudoku.so", "libsudoku.dylib", "sudoku.dll")


def _project():
    """Reads name, description and requires-python from pyproject.toml's
    [project] table (simple `key = "value"` lines), and the version from
    the package (see _version)."""
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


def _version():
    """The package's version: SUDOKU_VERSION of include/sudoku.h, as
    libsudoku/_abi_gen.py (generated from the header) has it."""
    path = os.path.join(HERE, PACKAGE, "_abi_gen.py")
    with open(path, encoding="utf-8") as f:
        m = re.search(r'^VERSION = "([^"]+)"', f.read(), re.M)
    if not m:
        raise RuntimeError("libsudoku: no VERSION line in " + path)
    return m.group(1)


def _library():
    """Returns (path, name in the wheel) of the shared library to ship."""
    tried = []
    for folder in (os.path.join(HERE, PACKAGE), os.path.join(HERE, "..", "..", "build")):
        for name in LIBRARY_NAMES:
            path = os.path.normpath(os.path.join(folder, name))
            tried.append(path)
            if os.path.isfile(path):
                return path, name
    raise RuntimeError(
        "libsudoku: no shared library to put in the package; build it first "
        "with `make lib` in the repository (tried: " + ", ".join(tried) + ")"
    )


def _tag():
    """The wheel tag: any Python 3, no Python ABI, this platform."""
    plat = re.sub(r"[^\w]", "_", sysconfig.get_platform())
    return "py3-none-" + plat


def _dist_info(meta):
    return "%s-%s.dist-info" % (meta["name"], meta["version"])


def _metadata(meta):
    return (
        "Metadata-Version: 2.1\n"
        "Name: %(name)s\nVersion: %(version)s\n"
        "Summary: %(description)s\nRequires-Python: %(requires-python)s\n" % meta
    )


def _record_line(arcname, data):
    digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
    return "%s,sha256=%s,%d\n" % (arcname, digest, len(data))


# PEP 517 hooks.

def get_requires_for_build_wheel(config_settings=None):
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
    files = []  # (name in the wheel, bytes)
    pkg = os.path.join(HERE, PACKAGE)
    for name in sorted(os.listdir(pkg)):
        if name.endswith(".py") or name == "py.typed":
            with open(os.path.join(pkg, name), "rb") as f:
                files.append((PACKAGE + "/" + name, f.read()))
    lib_path, lib_name = _library()
    with open(lib_path, "rb") as f:
        files.append((PACKAGE + "/" + lib_name, f.read()))

    info = _dist_info(meta)
    tag = _tag()
    files.append((info + "/METADATA", _metadata(meta).encode()))
    files.append((info + "/WHEEL", (
        "Wheel-Version: 1.0\nGenerator: libsudoku_build\n"
        "Root-Is-Purelib: false\nTag: %s\n" % tag).encode()))
    files.append((info + "/top_level.txt", (PACKAGE + "\n").encode()))
    record = "".join(_record_line(n, d) for n, d in files) + info + "/RECORD,,\n"

    wheel_name = "%s-%s-%s.whl" % (meta["name"], meta["version"], tag)
    with zipfile.ZipFile(os.path.join(wheel_directory, wheel_name), "w", zipfile.ZIP_DEFLATED) as z:
        for name, data in files:
            z.writestr(_zipinfo(name, 0o755 if name == PACKAGE + "/" + lib_name else 0o644), data)
        z.writestr(_zipinfo(info + "/RECORD", 0o644), record)
    return wheel_name


def _zipinfo(name, mode):
    zi = zipfile.ZipInfo(name, date_time=(1980, 1, 1, 0, 0, 0))
    zi.external_attr = (0o100000 | mode) << 16
    zi.compress_type = zipfile.ZIP_DEFLATED
    return zi
