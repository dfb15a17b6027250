#!/usr/bin/env bash
# Counts the placements of N queens in M parts, each a separate job of
# `boj9663 --shard K/M --threads 1` run through GNU parallel, J at a time, and
# prints their sum: the README's "Counting past one machine" on this machine.
#
#   scripts/count.sh N [--parts M] [--jobs J]     (M: 16 by default, J: every core)
#
# The binary is the judge's own build of problems/boj9663.rs (`scripts/judge.sh
# build boj9663`: rustc --edition 2021 -O, cached by content);
# BOJ9663=path/to/binary uses that one instead.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)

usage() {
  echo "usage: scripts/count.sh N [--parts M] [--jobs J]   (1 <= N <= 23, M >= 1, J >= 1)" >&2
  exit 2
}
fail() {
  echo "count.sh: $1" >&2
  exit 2
}
is_count() { [[ $1 =~ ^[0-9]+$ ]] && [ "$((10#$1))" -ge 1 ]; }

[ $# -ge 1 ] || usage
n=$1
shift
parts=16
jobs=$(nproc 2>/dev/null || echo 1)
while [ $# -gt 0 ]; do
  case $1 in
    --parts) [ $# -ge 2 ] || usage; parts=$2; shift 2 ;;
    --jobs) [ $# -ge 2 ] || usage; jobs=$2; shift 2 ;;
    *) usage ;;
  esac
done
is_count "$n" && [ "$((10#$n))" -le 23 ] || fail "N = '$n': expected an integer with 1 <= N <= 23"
is_count "$parts" || fail "--parts '$parts': expected an integer M >= 1"
is_count "$jobs" || fail "--jobs '$jobs': expected an integer J >= 1"
n=$((10#$n)) parts=$((10#$parts)) jobs=$((10#$jobs))
command -v parallel >/dev/null || fail "GNU parallel is needed (Debian, Ubuntu: apt-get install parallel)"

if [ -n "${BOJ9663:-}" ]; then
  bin=$BOJ9663
  [ -x "$bin" ] || fail "BOJ9663 = '$bin' is not an executable"
else
  # The judge's own build of the problem: rustc --edition 2021 -O, cached by content.
  bin=$("$root/scripts/judge.sh" build boj9663) || fail "could not build problems/boj9663.rs (see above)"
fi

# One line per part; a failed part stops the rest and fails the count.
if ! sums=$(seq 0 $((parts - 1)) |
  parallel --will-cite --halt now,fail=1 --jobs "$jobs" \
    "echo $n | '$bin' --shard {}/$parts --threads 1"); then
  echo "count.sh: a part failed; no total" >&2
  exit 1
fi
[ "$(printf '%s\n' "$sums" | grep -c .)" -eq "$parts" ] || { echo "count.sh: expected $parts part counts" >&2; exit 1; }
printf '%s\n' "$sums" | awk '{ s += $1 } END { printf "%.0f\n", s }'
