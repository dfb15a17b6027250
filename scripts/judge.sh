#!/usr/bin/env bash
# Builds the kit in release mode, then hands every argument to the judge.
# See `scripts/judge.sh --help`; exit status 0 all accepted, 1 not, 2 usage/setup error.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
bin="${CARGO_TARGET_DIR:-$root/target}/release/judge"
# cargo --quiet is silent for the whole build: say why nothing happens yet, on
# the first build or after the judge's sources changed (never on a warm run).
stale=no
if [ ! -x "$bin" ] || [ -n "$(find "$root/src" "$root/Cargo.toml" -newer "$bin" -print -quit 2>/dev/null)" ]; then
  stale=yes
  echo "judge.sh: building the judge first (cargo build --release; the first time takes a while) ..." >&2
fi
# Build chatter goes to stderr so that --json output stays machine-readable.
if ! cargo build --release --quiet --manifest-path "$root/Cargo.toml" 1>&2; then
  echo "judge.sh: the build failed (see above); fix it and run again" >&2
  exit 2
fi
# A change cargo needs no rebuild for (a test-only file) must not bring the line back.
[ "$stale" = no ] || touch "$bin"
exec "$bin" --root "$root" "$@"
