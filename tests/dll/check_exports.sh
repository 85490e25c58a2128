#!/bin/sh
# check_exports.sh DLL HEADER: checks that the export table of the Windows
# DLL holds exactly the functions the header declares, no more and no fewer,
# and prints the table.
set -eu
dll=$1 header=$2
OBJDUMP=${OBJDUMP:-x86_64-w64-mingw32-objdump}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# The names in the "[Ordinal/Name Pointer] Table" section of objdump -p.
"$OBJDUMP" -p "$dll" | awk '
    /^\[Ordinal\/Name Pointer\] Table/ { on = 1; next }
    on && /^[[:space:]]*$/ { exit }
    on { print $NF }' | sort > "$tmp/exports"

# The functions declared in the header: "type name(" on lines outside comments.
grep -vE '^[[:space:]]*(\*|/\*)' "$header" | grep -oE '\bsudoku_[a-z0-9_]+\(' | tr -d '(' | sort -u > "$tmp/declared"

echo "export table of $dll:"
sed 's/^/    /' "$tmp/exports"
if [ ! -s "$tmp/exports" ]; then
    echo "FAIL: no exports found (is $dll a DLL?)"
    exit 1
fi
if ! diff -u "$tmp/declared" "$tmp/exports" > "$tmp/diff"; then
    echo "FAIL: the exports differ from the functions of $header (- declared only, + exported only):"
    sed -n '3,$p' "$tmp/diff"
    exit 1
fi
echo "ok: $(wc -l < "$tmp/exports") exports, exactly the sudoku_* functions of $header"
