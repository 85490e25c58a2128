#!/usr/bin/env python3
"""Read back the NuGet package make nuget wrote (make test-nuget):

    check_nupkg.py PACKAGE.nupkg VERSION RID...

It must be a zip with [Content_Types].xml, _rels/.rels pointing at the
.nuspec, a .nuspec with id LibSudoku, the header's VERSION, the MIT licence
expression and a contentFiles entry compiling the C# sources; the C# sources
the same bytes as bindings/csharp; and for each RID a native library for its
machine (ELF or PE header) under runtimes/<rid>/native/.
"""

import os
import sys
import xml.etree.ElementTree as ET
import zipfile

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
NS = {"n": "http://schemas.microsoft.com/packaging/2013/05/nuspec.xsd"}
# rid -> (file, kind, machine)
EXPECT = {
    "linux-x64": ("libsudoku.so", "elf", 62),
    "linux-arm64": ("libsudoku.so", "elf", 183),
    "win-x64": ("sudoku.dll", "pe", 0x8664),
}


def fail(msg):
    print("FAIL test-nuget: " + msg)
    sys.exit(1)


def machine(data, kind):
    if kind == "elf":
        return int.from_bytes(data[18:20], "little") if data[:4] == b"\x7fELF" else None
    if data[:2] != b"MZ":
        return None
    pe = int.from_bytes(data[0x3C:0x40], "little")
    return int.from_bytes(data[pe + 4:pe + 6], "little") if data[pe:pe + 4] == b"PE\0\0" else None


def main(argv):
    path, version, rids = argv[1], argv[2], argv[3:]
    with zipfile.ZipFile(path) as z:
        names = set(z.namelist())
        if z.testzip() is not None:
            fail("a corrupt entry in " + path)
        for n in ("[Content_Types].xml", "_rels/.rels", "LibSudoku.nuspec", "LICENSE", "README.md"):
            if n not in names:
                fail(n + " missing")
        rels = ET.fromstring(z.read("_rels/.rels"))
        if not any(r.get("Target") == "/LibSudoku.nuspec" for r in rels):
            fail("_rels/.rels does not point at /LibSudoku.nuspec")
        meta = ET.fromstring(z.read("LibSudoku.nuspec")).find("n:metadata", NS)
        if meta is None:
            fail("the .nuspec has no metadata in the 2013/05 schema")
        get = lambda tag: (meta.findtext("n:" + tag, namespaces=NS) or "").strip()
        if (get("id"), get("version"), get("license")) != ("LibSudoku", version, "MIT"):
            fail("nuspec id/version/license: %s %s %s" % (get("id"), get("version"), get("license")))
        if meta.find("n:license", NS).get("type") != "expression":
            fail("the licence is not an expression")
        files = meta.find("n:contentFiles/n:files", NS)
        if files is None or files.get("buildAction") != "Compile" or not files.get("include", "").startswith("cs/any/"):
            fail("no contentFiles entry compiling cs/any/")
        cs = sorted(n for n in os.listdir(os.path.join(ROOT, "bindings", "csharp")) if n.endswith(".cs"))
        for n in cs:
            with open(os.path.join(ROOT, "bindings", "csharp", n), "rb") as f:
                if z.read("contentFiles/cs/any/LibSudoku/" + n) != f.read():
                    fail("contentFiles/cs/any/LibSudoku/%s differs from bindings/csharp" % n)
        natives = sorted(n for n in names if n.startswith("runtimes/"))
        want = sorted("runtimes/%s/native/%s" % (r, EXPECT[r][0]) for r in rids)
        if natives != want:
            fail("runtimes: %s, want %s" % (natives, want))
        for r in rids:
            f, kind, mach = EXPECT[r]
            got = machine(z.read("runtimes/%s/native/%s" % (r, f))[:4096], kind)
            if got != mach:
                fail("runtimes/%s/native/%s: machine %s, want %#x" % (r, f, got, mach))
    print("NuGet package %s: LibSudoku %s, MIT, C# sources as contentFiles, runtimes %s"
          % (os.path.basename(path), version, ", ".join(rids)))


if __name__ == "__main__":
    main(sys.argv)
