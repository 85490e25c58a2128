#!/usr/bin/env python3
"""Write libsudoku's NuGet package (make nuget runs this).

    make_nupkg.py OUT.nupkg VERSION [RID=LIBRARY ...]

A .nupkg is a zip (Open Packaging Conventions) holding LibSudoku.nuspec and
the package's files; this writes one with the standard library, as `nuget
pack` would lay it out, since Debian's nuget (2.8) predates the nuspec
fields a modern package needs (a licence expression, contentFiles):

    LibSudoku.nuspec                      id LibSudoku, VERSION (the header's), MIT
    runtimes/<rid>/native/<library>       each native library given (linux-x64, win-x64, ...)
    contentFiles/cs/any/LibSudoku/*.cs    the C# binding as source (compiled into the
                                          consuming project: netstandard2.0 and up, Mono, Unity)
    LICENSE, README.md
    [Content_Types].xml, _rels/.rels, package/services/metadata/core-properties/*.psmdcp
"""

import hashlib
import os
import sys
import zipfile
from xml.sax.saxutils import escape

ID = "LibSudoku"
# The file name of the native library under each runtime identifier.
RIDS = {
    "linux-x64": "libsudoku.so", "linux-arm64": "libsudoku.so", "win-x64": "sudoku.dll",
    "osx": "libsudoku.dylib", "android-arm64": "libsudoku.so", "android-arm": "libsudoku.so",
    "android-x64": "libsudoku.so",
}
DESCRIPTION = ("Sudoku engine: solve, count, hint, rate and generate puzzles. The C# binding "
               "(source, compiled into your project) and the native library for each runtime.")


def nuspec(version, root):
    return """<?xml version="1.0" encoding="utf-8"?>
<package xmlns="http://schemas.microsoft.com/packaging/2013/05/nuspec.xsd">
  <metadata>
    <id>{id}</id>
    <version>{version}</version>
    <title>libsudoku</title>
    <authors>The libsudoku authors</authors>
    <license type="expression">MIT</license>
    <projectUrl>https://github.com/libsudoku/libsudoku</projectUrl>
    <readme>README.md</readme>
    <description>{description}</description>
    <tags>sudoku puzzle solver generator native</tags>
    <repository type="git" url="https://github.com/libsudoku/libsudoku.git" />
    <dependencies>
      <group targetFramework=".NETStandard2.0" />
    </dependencies>
    <contentFiles>
      <files include="cs/any/LibSudoku/*.cs" buildAction="Compile" copyToOutput="false" />
    </contentFiles>
  </metadata>
</package>
""".format(id=ID, version=escape(version), description=escape(DESCRIPTION))


CONTENT_TYPES = """<?xml version="1.0" encoding="utf-8"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">
  <Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml" />
  <Default Extension="psmdcp" ContentType="application/vnd.openxmlformats-package.core-properties+xml" />
  <Default Extension="nuspec" ContentType="application/octet" />
  <Default Extension="cs" ContentType="application/octet" />
  <Default Extension="so" ContentType="application/octet" />
  <Default Extension="dll" ContentType="application/octet" />
  <Default Extension="dylib" ContentType="application/octet" />
  <Default Extension="md" ContentType="application/octet" />
  <Override PartName="/LICENSE" ContentType="application/octet" />
</Types>
"""


def main(argv):
    if len(argv) < 3:
        sys.exit(__doc__)
    out, version = argv[1], argv[2]
    root = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
    files = [("LICENSE", os.path.join(root, "LICENSE")), ("README.md", os.path.join(root, "bindings", "csharp", "README.md"))]
    cs = os.path.join(root, "bindings", "csharp")
    files += [("contentFiles/cs/any/LibSudoku/" + n, os.path.join(cs, n)) for n in sorted(os.listdir(cs)) if n.endswith(".cs")]
    for arg in argv[3:]:
        rid, _, lib = arg.partition("=")
        if rid not in RIDS:
            sys.exit("make_nupkg.py: unknown runtime %r (one of %s)" % (rid, ", ".join(RIDS)))
        files.append(("runtimes/%s/native/%s" % (rid, RIDS[rid]), os.path.realpath(lib)))
    props_id = hashlib.md5(version.encode()).hexdigest()
    props = ("package/services/metadata/core-properties/%s.psmdcp" % props_id, """<?xml version="1.0" encoding="utf-8"?>
<coreProperties xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns="http://schemas.openxmlformats.org/package/2006/metadata/core-properties">
  <dc:creator>The libsudoku authors</dc:creator>
  <dc:description>{d}</dc:description>
  <dc:identifier>{id}</dc:identifier>
  <version>{v}</version>
</coreProperties>
""".format(d=escape(DESCRIPTION), id=ID, v=escape(version)))
    rels = """<?xml version="1.0" encoding="utf-8"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">
  <Relationship Type="http://schemas.microsoft.com/packaging/2010/07/manifest" Target="/{id}.nuspec" Id="R1" />
  <Relationship Type="http://schemas.openxmlformats.org/package/2006/relationships/metadata/core-properties" Target="/{p}" Id="R2" />
</Relationships>
""".format(id=ID, p=props[0])
    tmp = out + ".tmp"
    with zipfile.ZipFile(tmp, "w", zipfile.ZIP_DEFLATED) as z:
        z.writestr("_rels/.rels", rels)
        z.writestr(ID + ".nuspec", nuspec(version, root))
        for name, path in files:
            z.write(path, name)
        z.writestr(props[0], props[1])
        z.writestr("[Content_Types].xml", CONTENT_TYPES)
    os.replace(tmp, out)
    print("nuget: %s (%d files)" % (out, len(files) + 4))


if __name__ == "__main__":
    main(sys.argv)
