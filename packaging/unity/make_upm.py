#!/usr/bin/env python3
"""Assemble libsudoku's Unity package (UPM) folder: make unity runs this.

    make_upm.py OUT VERSION [PLATFORM=LIBRARY ...]

OUT becomes a package folder of the Unity Package Manager:

    package.json                 name com.libsudoku.libsudoku, VERSION (the header's)
    README.md, LICENSE.md, CHANGELOG.md
    Runtime/LibSudoku.asmdef     the assembly of the C# binding
    Runtime/*.cs                 bindings/csharp, as is (iOS: DllImport("__Internal"))
    Plugins/<platform>/...       each native library given, with the import
                                 settings of its platform in its .meta

Every file and folder gets a .meta with a GUID derived from its path in the
package, so the GUIDs stay the same from release to release (Unity refers
to assets by GUID). PLATFORM is one of the keys of PLATFORMS.
"""

import hashlib
import json
import os
import shutil
import sys

NAME = "com.libsudoku.libsudoku"

# platform -> (folder under Plugins/, file name, the importer's platform
# entries: (first key, first value, settings)). Editor entries let the
# Unity editor load the library on the machine it runs on.
PLATFORMS = {
    "linux-x86_64": ("Linux/x86_64", "libsudoku.so", [
        ("Editor", "Editor", {"CPU": "x86_64", "OS": "Linux"}),
        ("Standalone", "Linux64", {"CPU": "x86_64"}),
    ]),
    "linux-arm64": ("Linux/arm64", "libsudoku.so", [
        ("Standalone", "LinuxArm64", {"CPU": "ARM64"}),
    ]),
    "windows-x86_64": ("Windows/x86_64", "sudoku.dll", [
        ("Editor", "Editor", {"CPU": "x86_64", "OS": "Windows"}),
        ("Standalone", "Win64", {"CPU": "x86_64"}),
    ]),
    "macos-universal": ("macOS", "libsudoku.dylib", [
        ("Editor", "Editor", {"CPU": "AnyCPU", "OS": "OSX"}),
        ("Standalone", "OSXUniversal", {"CPU": "AnyCPU"}),
    ]),
    # iOS links the static library into the app; the C# binding calls it
    # through DllImport("__Internal") when UNITY_IOS is defined.
    "ios-arm64": ("iOS", "libsudoku.a", [
        ("iPhone", "iOS", {"AddToEmbeddedBinaries": "false", "CPU": "ARM64"}),
    ]),
    "android-arm64-v8a": ("Android/arm64-v8a", "libsudoku.so", [
        ("Android", "Android", {"CPU": "ARM64"}),
    ]),
    "android-armeabi-v7a": ("Android/armeabi-v7a", "libsudoku.so", [
        ("Android", "Android", {"CPU": "ARMv7"}),
    ]),
    "android-x86_64": ("Android/x86_64", "libsudoku.so", [
        ("Android", "Android", {"CPU": "X86_64"}),
    ]),
}


def guid(rel):
    """The GUID of the asset at rel (a path inside the package)."""
    return hashlib.md5((NAME + "/" + rel).encode()).hexdigest()


def write_meta(out, rel, body):
    with open(os.path.join(out, rel + ".meta"), "w", encoding="utf-8", newline="\n") as f:
        f.write("fileFormatVersion: 2\nguid: %s\n%s" % (guid(rel), body))


FOLDER_META = "folderAsset: yes\nDefaultImporter:\n  externalObjects: {}\n  userData: \n  assetBundleName: \n  assetBundleVariant: \n"
TEXT_META = "TextScriptImporter:\n  externalObjects: {}\n  userData: \n  assetBundleName: \n  assetBundleVariant: \n"
SCRIPT_META = ("MonoImporter:\n  externalObjects: {}\n  serializedVersion: 2\n  defaultReferences: []\n"
               "  executionOrder: 0\n  icon: {instanceID: 0}\n  userData: \n  assetBundleName: \n  assetBundleVariant: \n")
ASMDEF_META = "AssemblyDefinitionImporter:\n  externalObjects: {}\n  userData: \n  assetBundleName: \n  assetBundleVariant: \n"
PACKAGE_META = "PackageManifestImporter:\n  externalObjects: {}\n  userData: \n  assetBundleName: \n  assetBundleVariant: \n"


def plugin_meta(entries):
    """The PluginImporter settings enabling a library on exactly its platform."""
    lines = ["PluginImporter:", "  externalObjects: {}", "  serializedVersion: 2", "  iconMap: {}",
             "  executionOrder: {}", "  defineConstraints: []", "  isPreloaded: 0", "  isOverridable: 0",
             "  isExplicitlyReferenced: 0", "  validateReferences: 1", "  platformData:",
             "  - first:", "      Any: ", "    second:", "      enabled: 0", "      settings: {}"]
    for key, value, settings in entries:
        lines += ["  - first:", "      %s: %s" % (key, value), "    second:", "      enabled: 1", "      settings:"]
        lines += ["        %s: %s" % (k, settings[k]) for k in sorted(settings)]
    lines += ["  userData: ", "  assetBundleName: ", "  assetBundleVariant: "]
    return "\n".join(lines) + "\n"


def main(argv):
    if len(argv) < 3:
        sys.exit(__doc__)
    out, version = argv[1], argv[2]
    root = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
    if os.path.exists(out):
        shutil.rmtree(out)
    os.makedirs(os.path.join(out, "Runtime"))

    manifest = {
        "name": NAME,
        "version": version,
        "displayName": "libsudoku",
        "description": "Sudoku engine: solve, count, hint, rate and generate puzzles, through a small C library "
                       "with a C# binding. Native libraries for each platform in Plugins/.",
        "unity": "2021.3",
        "license": "MIT",
        "author": {"name": "The libsudoku authors", "url": "https://github.com/libsudoku/libsudoku"},
        "documentationUrl": "https://github.com/libsudoku/libsudoku/tree/main/bindings/csharp",
        "keywords": ["sudoku", "puzzle", "solver", "generator"],
    }
    with open(os.path.join(out, "package.json"), "w", encoding="utf-8", newline="\n") as f:
        json.dump(manifest, f, indent=2)
        f.write("\n")
    write_meta(out, "package.json", PACKAGE_META)

    for src, dst in (("bindings/csharp/README.md", "README.md"), ("LICENSE", "LICENSE.md"), ("CHANGELOG.md", "CHANGELOG.md")):
        shutil.copyfile(os.path.join(root, src), os.path.join(out, dst))
        write_meta(out, dst, TEXT_META)

    write_meta(out, "Runtime", FOLDER_META)
    asmdef = {"name": "LibSudoku", "rootNamespace": "LibSudoku", "references": [], "includePlatforms": [],
              "excludePlatforms": [], "allowUnsafeCode": False, "overrideReferences": False,
              "precompiledReferences": [], "autoReferenced": True, "defineConstraints": [],
              "versionDefines": [], "noEngineReferences": True}
    with open(os.path.join(out, "Runtime", "LibSudoku.asmdef"), "w", encoding="utf-8", newline="\n") as f:
        json.dump(asmdef, f, indent=2)
        f.write("\n")
    write_meta(out, "Runtime/LibSudoku.asmdef", ASMDEF_META)
    cs_dir = os.path.join(root, "bindings", "csharp")
    for name in sorted(os.listdir(cs_dir)):
        if name.endswith(".cs"):
            shutil.copyfile(os.path.join(cs_dir, name), os.path.join(out, "Runtime", name))
            write_meta(out, "Runtime/" + name, SCRIPT_META)

    made = set()
    for arg in argv[3:]:
        platform, _, lib = arg.partition("=")
        if platform not in PLATFORMS:
            sys.exit("make_upm.py: unknown platform %r (one of %s)" % (platform, ", ".join(PLATFORMS)))
        folder, filename, entries = PLATFORMS[platform]
        rel = "Plugins/" + folder
        os.makedirs(os.path.join(out, rel), exist_ok=True)
        parts = rel.split("/")
        for i in range(1, len(parts) + 1):
            d = "/".join(parts[:i])
            if d not in made:
                write_meta(out, d, FOLDER_META)
                made.add(d)
        shutil.copyfile(os.path.realpath(lib), os.path.join(out, rel, filename))
        write_meta(out, rel + "/" + filename, plugin_meta(entries))
        print("unity: %s -> %s/%s" % (platform, rel, filename))


if __name__ == "__main__":
    main(sys.argv)
