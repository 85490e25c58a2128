#!/bin/sh
# make install into temporary prefixes, then build consumer.c outside the
# repository as a user would: with pkg-config (shared, and --static) and
# with CMake's find_package (libsudoku::libsudoku and libsudoku::static),
# and run each program. Run by `make test-install` from the repository root
# with MAKE, CC, CMAKE, PKG_CONFIG, VERSION and ABI set.
set -eu
fail() { echo "FAIL test-install: $*"; exit 1; }
ok() { echo "ok   $*"; }

repo=$(pwd)
tmp=$(mktemp -d "${TMPDIR:-/tmp}/libsudoku-install.XXXXXX")
trap 'rm -rf "$tmp"' EXIT

# 1. A staged install (DESTDIR), as a distribution package is built: nothing
#    outside DESTDIR is written, and the tree works from where it lands.
$MAKE --no-print-directory -s install PREFIX=/opt/libsudoku DESTDIR="$tmp/stage" >/dev/null
stage="$tmp/stage/opt/libsudoku"
[ "$(find "$tmp/stage" -mindepth 1 -maxdepth 1)" = "$tmp/stage/opt" ] || fail "DESTDIR install wrote outside \$DESTDIR/opt"
# 2. A plain install into a prefix of its own.
prefix="$tmp/prefix"
$MAKE --no-print-directory -s install PREFIX="$prefix" >/dev/null

for root in "$stage" "$prefix"; do
    lib="$root/lib"
    for f in include/sudoku.h lib/libsudoku.so.$VERSION lib/libsudoku.a lib/pkgconfig/libsudoku.pc \
             lib/cmake/libsudoku/libsudokuConfig.cmake lib/cmake/libsudoku/libsudokuConfigVersion.cmake \
             bin/sudoku share/doc/libsudoku/LICENSE share/doc/libsudoku/CHANGELOG.md; do
        [ -f "$root/$f" ] || fail "$root/$f missing"
    done
    [ "$(readlink "$lib/libsudoku.so.$ABI")" = "libsudoku.so.$VERSION" ] || fail "libsudoku.so.$ABI is not a link to libsudoku.so.$VERSION"
    [ "$(readlink "$lib/libsudoku.so")" = "libsudoku.so.$ABI" ] || fail "libsudoku.so is not a link to libsudoku.so.$ABI"
    readelf -d "$lib/libsudoku.so.$VERSION" | grep -q "Library soname: \[libsudoku.so.$ABI\]" || fail "soname is not libsudoku.so.$ABI"
    cmp -s "$root/include/sudoku.h" "$repo/include/sudoku.h" || fail "installed header differs"
    v=$("$root/bin/sudoku" version | tr '\n' ' ')
    echo "$v" | grep -qx "libsudoku $VERSION ABI version $ABI generator version [0-9]* " || fail "installed sudoku version: $v"
done
ok "make install: files, links, soname, in a DESTDIR stage and a prefix"

# The program is built in a folder of its own, outside the repository.
work="$tmp/work"
mkdir -p "$work"
cp "$repo/tests/packaging/consumer.c" "$work/"
cp -r "$repo/tests/packaging/cmake" "$work/cmake"
cd "$work"

# needs_libsudoku PROGRAM: whether the program needs libsudoku.so at run time.
needs_libsudoku() { readelf -d "$1" | grep -q 'NEEDED.*libsudoku'; }

# pkg-config, against the staged tree (its .pc file finds the tree from its
# own folder) and the prefix.
for root in "$stage" "$prefix"; do
    export PKG_CONFIG_PATH="$root/lib/pkgconfig"
    [ "$($PKG_CONFIG --modversion libsudoku)" = "$VERSION" ] || fail "pkg-config --modversion: $($PKG_CONFIG --modversion libsudoku)"
    # shellcheck disable=SC2046
    $CC -std=c99 -Wall -Werror consumer.c $($PKG_CONFIG --cflags --libs libsudoku) -o shared
    needs_libsudoku shared || fail "the pkg-config shared program does not need libsudoku.so"
    # Not found without help: the prefix is not on the loader's path.
    if env -u LD_LIBRARY_PATH ./shared >/dev/null 2>&1; then fail "shared program ran without LD_LIBRARY_PATH: it found another libsudoku"; fi
    LD_LIBRARY_PATH="$root/lib" ldd ./shared | grep -q "libsudoku.so.$ABI => $root/lib/libsudoku.so.$ABI" || fail "ldd: $(LD_LIBRARY_PATH="$root/lib" ldd ./shared | grep sudoku)"
    out=$(LD_LIBRARY_PATH="$root/lib" ./shared) || fail "pkg-config shared program failed: $out"
    [ "$out" = "consumer: ok $VERSION ABI $ABI" ] || fail "shared: $out"
    # shellcheck disable=SC2046
    $CC -std=c99 -Wall -Werror consumer.c $($PKG_CONFIG --cflags --libs --static libsudoku) -static -o static
    needs_libsudoku static && fail "the --static program needs libsudoku.so"
    out=$(env -u LD_LIBRARY_PATH ./static) || fail "pkg-config static program failed: $out"
    [ "$out" = "consumer: ok $VERSION ABI $ABI" ] || fail "static: $out"
    rm -f shared static
done
unset PKG_CONFIG_PATH
ok "pkg-config --cflags --libs libsudoku (shared) and --static: built outside the repository, ran"

if ! command -v "$CMAKE" >/dev/null 2>&1; then
    echo "SKIPPED CMake find_package: $CMAKE not found; install it with: apt-get install cmake"
    exit 0
fi
# CMake: find_package(libsudoku <major.minor> REQUIRED), both targets.
request="${VERSION%.*}"
"$CMAKE" -S cmake -B cmake-build -DCMAKE_PREFIX_PATH="$prefix" -DLIBSUDOKU_REQUEST="$request" >cmake.log 2>&1 || { cat cmake.log; fail "cmake configure"; }
grep -q "libsudoku $VERSION (ABI $ABI) from $prefix/lib/cmake/libsudoku" cmake.log || { cat cmake.log; fail "find_package did not report libsudoku $VERSION (ABI $ABI)"; }
"$CMAKE" --build cmake-build >>cmake.log 2>&1 || { cat cmake.log; fail "cmake build"; }
needs_libsudoku cmake-build/consumer_shared || fail "libsudoku::libsudoku program does not need libsudoku.so"
needs_libsudoku cmake-build/consumer_static && fail "libsudoku::static program needs libsudoku.so"
out=$(LD_LIBRARY_PATH="$prefix/lib" cmake-build/consumer_shared) && [ "$out" = "consumer: ok $VERSION ABI $ABI" ] || fail "cmake shared: $out"
out=$(env -u LD_LIBRARY_PATH cmake-build/consumer_static) && [ "$out" = "consumer: ok $VERSION ABI $ABI" ] || fail "cmake static: $out"
# The version file: a newer release, another major version and (before 1.0)
# an older minor version are refused.
major=${VERSION%%.*} minor=${request#*.}
older=""
[ "$major" = 0 ] && [ "$minor" -gt 0 ] && older="0.$((minor - 1))"
for bad in "$VERSION.1" "$((major + 1)).0" $older; do
    if "$CMAKE" -S cmake -B cmake-bad -DCMAKE_PREFIX_PATH="$prefix" -DLIBSUDOKU_REQUEST="$bad" >cmake-bad.log 2>&1; then
        fail "find_package(libsudoku $bad) accepted libsudoku $VERSION"
    fi
    rm -rf cmake-bad
done
ok "CMake find_package(libsudoku $request): libsudoku::libsudoku and libsudoku::static built and ran; $VERSION.1, $((major + 1)).0 ${older:+and $older }refused"
