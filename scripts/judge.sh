#!/usr/bin/env bash
# Builds the kit in release mode, then hands every argument to the judge.
# See `scripts/judge.sh --help`; exit status 0 all accepted, 1 not, 2 usage/setup error.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
# Build chatter goes to stderr so that --json output stays machine-readable.
if ! cargo build --release --quiet --manifest-path "$root/Cargo.toml" 1>&2; then
  echo "judge.sh: the build failed (see above); fix it and run again" >&2
  exit 2
fi
exec "${CARGO_TARGET_DIR:-$root/target}/release/judge" --root "$root" "$@"
