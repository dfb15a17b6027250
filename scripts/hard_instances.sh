#!/usr/bin/env bash
# Regenerates scripts/reference/boj30243_hard.txt, the boj30243 fixtures that the plain
# row-by-row search finds hardest: compiles scripts/hard_instances.rs with rustc -O and
# runs it (about a minute of CPU for the default draws). Then regenerate the fixtures:
#   python3 scripts/gen_fixtures.py boj30243
# usage: scripts/hard_instances.sh [SEED [DRAWS]]   (defaults: 1 120000)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
seed=${1:-1}
draws=${2:-120000}
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
rustc --edition 2021 -O -o "$scratch/hard_instances" "$root/scripts/hard_instances.rs"
out="$root/scripts/reference/boj30243_hard.txt"
{
  echo "# Written by scripts/hard_instances.sh $seed $draws: of $draws random partial placements"
  echo "# near the phase transition (N = 28..30), the 5 solvable and the 5 unsolvable ones that"
  echo "# the plain row-by-row search found hardest. Fields: name N k mode verdict nodes | Q_1 .. Q_N"
  echo "# (nodes: queens the plain search placed before it finished)."
  "$scratch/hard_instances" "$seed" "$draws"
} > "$out.tmp"
mv "$out.tmp" "$out"
echo "wrote $out" >&2
