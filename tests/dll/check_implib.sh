#!/bin/sh
# check_implib.sh BUILD HEADER: links tests/packaging/consumer.c for Windows
# against each import library of BUILD/sudoku.dll (sudoku.lib, sudoku.dll.a)
# and checks that the program imports from sudoku.dll exactly the functions
# it calls, and that sudoku.def lists every function the header declares.
set -eu
build=$1 header=$2
OBJDUMP=${OBJDUMP:-x86_64-w64-mingw32-objdump}
MINGW_CC=${MINGW_CC:-x86_64-w64-mingw32-gcc}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

grep -vE '^[[:space:]]*(\*|/\*)' "$header" | grep -oE '\bsudoku_[a-z0-9_]+\(' | tr -d '(' | sort -u > "$tmp/declared"
awk '/^EXPORTS/ { on = 1; next } on { print $1 }' "$build/sudoku.def" | sort > "$tmp/def"
diff -u "$tmp/declared" "$tmp/def" || { echo "FAIL: sudoku.def differs from the functions of $header"; exit 1; }

# The functions consumer.c calls, as the compiler sees them.
grep -oE '\bsudoku_[a-z0-9_]+\(' tests/packaging/consumer.c | tr -d '(' | sort -u > "$tmp/called"
for implib in sudoku.lib sudoku.dll.a; do
    "$MINGW_CC" -std=c99 -Wall -Werror -Iinclude tests/packaging/consumer.c "$build/$implib" -o "$tmp/consumer.exe"
    # The import table: "DLL Name: sudoku.dll" then its functions.
    "$OBJDUMP" -p "$tmp/consumer.exe" | awk '
        /DLL Name:/ { on = ($3 == "sudoku.dll"); next }
        on && /^[[:space:]]*$/ { on = 0 }
        on && $NF ~ /^sudoku_/ { print $NF }' | sort -u > "$tmp/imported"
    if ! diff -u "$tmp/called" "$tmp/imported"; then
        echo "FAIL: a program linked with $implib does not import its calls from sudoku.dll"
        exit 1
    fi
    echo "ok: consumer.exe linked with $implib imports $(wc -l < "$tmp/imported") functions from sudoku.dll"
done
