#!/usr/bin/env bash
# Prints exactly the text to paste into the online judge: the lines of
# problems/ID.rs between "// ---- submit: begin ----" and "// ---- submit: end ----".
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
ids=$(cd "$root/problems" && ls -- *.rs | sed 's/\.rs$//' | paste -sd' ')

usage="usage: scripts/submit.sh ID   (ID is one of: $ids)"
if [ $# -eq 1 ] && { [ "$1" = "--help" ] || [ "$1" = "-h" ]; }; then
  echo "$usage"
  echo "Prints the text to paste into the online judge for problem ID."
  exit 0
fi
if [ $# -ne 1 ] || [ "${1#-}" != "$1" ]; then
  echo "$usage" >&2
  exit 2
fi
file="$root/problems/$1.rs"
if [ ! -f "$file" ]; then
  echo "submit.sh: no problem '$1' (no problems/$1.rs); known ids: $ids" >&2
  exit 2
fi
if ! grep -qx '// ---- submit: begin ----' "$file" || ! grep -qx '// ---- submit: end ----' "$file"; then
  echo "submit.sh: problems/$1.rs lacks the '// ---- submit: begin/end ----' markers" >&2
  exit 2
fi
awk '$0 == "// ---- submit: end ----" { exit } on { print } $0 == "// ---- submit: begin ----" { on = 1 }' "$file"
