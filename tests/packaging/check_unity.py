#!/usr/bin/env python3
"""Read back the Unity package folder make unity assembled and check its
structure as Unity would need it (make test-unity):

    check_unity.py PACKAGE_DIR VERSION PLATFORM...

- package.json: the UPM name, the header's VERSION, MIT, a Unity version;
- every file and folder has a .meta, every GUID is 32 hex digits and unique;
- Runtime/ holds the C# binding (the same bytes as bindings/csharp) and an
  .asmdef naming the assembly;
- each native library expected (PLATFORM...) is in Plugins/ at its place,
  is a library for its CPU (ELF/PE/Mach-O header bytes), and its .meta
  enables exactly its platform and CPU (the table below is written
  independently of packaging/unity/make_upm.py);
- the binding calls __Internal on iOS.
"""

import json
import os
import re
import sys

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))

# platform -> (path in the package, enabled "first" entries, CPU of the player entry, magic check)
EXPECT = {
    "linux-x86_64": ("Plugins/Linux/x86_64/libsudoku.so", {"Editor: Editor", "Standalone: Linux64"}, "x86_64", ("elf", 62)),
    "linux-arm64": ("Plugins/Linux/arm64/libsudoku.so", {"Standalone: LinuxArm64"}, "ARM64", ("elf", 183)),
    "windows-x86_64": ("Plugins/Windows/x86_64/sudoku.dll", {"Editor: Editor", "Standalone: Win64"}, "x86_64", ("pe", 0x8664)),
}


def fail(msg):
    print("FAIL test-unity: " + msg)
    sys.exit(1)


def machine(path, kind):
    with open(path, "rb") as f:
        head = f.read(4096)
    if kind == "elf":
        if head[:4] != b"\x7fELF":
            return None
        return int.from_bytes(head[18:20], "little")
    if head[:2] != b"MZ":
        return None
    pe = int.from_bytes(head[0x3C:0x40], "little")
    if head[pe:pe + 4] != b"PE\0\0":
        return None
    return int.from_bytes(head[pe + 4:pe + 6], "little")


def enabled_entries(meta):
    """The platformData entries of a PluginImporter .meta with enabled: 1, and their CPUs."""
    out = {}
    for block in meta.split("  - first:\n")[1:]:
        first = block.split("\n")[0].strip()
        if "enabled: 1" in block:
            cpu = re.search(r"CPU: (\S+)", block)
            out[first] = cpu.group(1) if cpu else None
    return out


def main(argv):
    pkg, version, platforms = argv[1], argv[2], argv[3:]
    with open(os.path.join(pkg, "package.json"), encoding="utf-8") as f:
        manifest = json.load(f)
    if manifest.get("name") != "com.libsudoku.libsudoku" or manifest.get("version") != version:
        fail("package.json: %s %s, want com.libsudoku.libsudoku %s" % (manifest.get("name"), manifest.get("version"), version))
    if manifest.get("license") != "MIT" or not re.fullmatch(r"20\d\d\.\d", manifest.get("unity", "")):
        fail("package.json: licence %r, unity %r" % (manifest.get("license"), manifest.get("unity")))

    guids = {}
    for dirpath, dirnames, filenames in os.walk(pkg):
        for name in dirnames + [n for n in filenames if not n.endswith(".meta")]:
            rel = os.path.relpath(os.path.join(dirpath, name), pkg)
            meta = os.path.join(pkg, rel + ".meta")
            if not os.path.isfile(meta):
                fail("%s has no .meta (Unity refuses assets without one in a package)" % rel)
            with open(meta, encoding="utf-8") as f:
                text = f.read()
            m = re.search(r"^guid: ([0-9a-f]{32})$", text, re.M)
            if not text.startswith("fileFormatVersion: 2\n") or not m:
                fail("%s.meta: no fileFormatVersion 2 and guid" % rel)
            if m.group(1) in guids:
                fail("%s and %s share the GUID %s" % (rel, guids[m.group(1)], m.group(1)))
            guids[m.group(1)] = rel
            if os.path.isdir(os.path.join(pkg, rel)) and "folderAsset: yes" not in text:
                fail("%s.meta: a folder without folderAsset" % rel)
        for name in filenames:
            if name.endswith(".meta") and not os.path.exists(os.path.join(dirpath, name[:-5])):
                fail("%s is a .meta without its asset" % os.path.join(dirpath, name))

    with open(os.path.join(pkg, "Runtime", "LibSudoku.asmdef"), encoding="utf-8") as f:
        asmdef = json.load(f)
    if asmdef.get("name") != "LibSudoku":
        fail("the .asmdef names %r" % asmdef.get("name"))
    cs = sorted(n for n in os.listdir(os.path.join(ROOT, "bindings", "csharp")) if n.endswith(".cs"))
    for n in cs:
        with open(os.path.join(ROOT, "bindings", "csharp", n), "rb") as a, open(os.path.join(pkg, "Runtime", n), "rb") as b:
            if a.read() != b.read():
                fail("Runtime/%s differs from bindings/csharp/%s" % (n, n))
    with open(os.path.join(pkg, "Runtime", "Sudoku.cs"), encoding="utf-8") as f:
        if not re.search(r'#if UNITY_IOS && !UNITY_EDITOR\s+.*\n\s*public const string Library = "__Internal";', f.read()):
            fail("Runtime/Sudoku.cs does not call __Internal on iOS")

    plugins = []
    for dirpath, _, filenames in os.walk(os.path.join(pkg, "Plugins")):
        plugins += [os.path.relpath(os.path.join(dirpath, n), pkg) for n in filenames if not n.endswith(".meta")]
    want = [EXPECT[p][0] for p in platforms]
    if sorted(plugins) != sorted(want):
        fail("Plugins/ holds %s, want %s" % (sorted(plugins), sorted(want)))
    for p in platforms:
        rel, entries, cpu, (kind, mach) = EXPECT[p]
        got = machine(os.path.join(pkg, rel), kind)
        if got != mach:
            fail("%s: machine %s, want %#x (%s)" % (rel, got, mach, p))
        with open(os.path.join(pkg, rel + ".meta"), encoding="utf-8") as f:
            meta = f.read()
        if "PluginImporter:" not in meta:
            fail("%s.meta is not a PluginImporter" % rel)
        on = enabled_entries(meta)
        if set(on) != entries:
            fail("%s.meta enables %s, want %s" % (rel, sorted(on), sorted(entries)))
        players = [c for k, c in on.items() if not k.startswith("Editor")]
        if players != [cpu]:
            fail("%s.meta: player CPU %s, want %s" % (rel, players, cpu))
    print("Unity package: package.json %s, %d assets with unique GUIDs, Runtime/ = bindings/csharp, plugins %s"
          % (version, len(guids), ", ".join(platforms)))


if __name__ == "__main__":
    main(sys.argv)
