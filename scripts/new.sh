#!/usr/bin/env bash
# Starts a new problem: writes a skeleton problems/ID.rs (header, paste region,
# main, tests) and a first fixture pair, so that `scripts/judge.sh ID` runs at once.
# Then fill in the statement, limits, input kind, solution and fixtures; nothing
# else in the kit needs editing. See README, "Adding a problem".
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)

usage="usage: scripts/new.sh ID   (ID: the judge's short name and the problem number, lowercase, e.g. uva11195, spoj_nqueen)"
if [ $# -ne 1 ]; then echo "$usage" >&2; exit 2; fi
case "$1" in -h|--help) echo "$usage"; exit 0 ;; esac
id=$1
if ! [[ $id =~ ^[a-z][a-z0-9_]*[0-9a-z]$ ]]; then
  echo "new.sh: '$id' is not an id: lowercase letters, digits and _, e.g. uva11195" >&2
  exit 2
fi
if [ -e "$root/problems/$id.rs" ]; then
  echo "new.sh: problems/$id.rs already exists; edit it, or pick another id" >&2
  exit 2
fi

mkdir -p "$root/inputs/$id" "$root/expected/$id" "$root/tests/bad_inputs/$id"
cat > "$root/problems/$id.rs" <<RUST
//! # TODO judge and number — title
//!
//! <https://TODO link to the statement>
//!
//! ## Problem
//! TODO the statement in your own words.
//!
//! ## Constraints
//! TODO as the statement gives them.
//!
//! ## Judge
//! - judge: baekjoon
//! - time limit: 1 s (practice)
//! - memory limit: 128 MiB (practice)
//! - output limit: 1 MiB
//! - checker: tokens
//! - input: n 1..=8
//!
//! TODO where each limit comes from; keep \`(practice)\` on any you could not confirm.
//!
//! ## Input / Output
//! TODO.
//!
//! ## Approach
//! TODO, with time and memory.
//!
//! The whole file is the submission: paste everything between the markers.

// ---- submit: begin ----
use std::io::{self, Read, Write};

/// TODO the answer for one input; for now the skeleton echoes n.
fn solve(n: u64) -> u64 {
    n
}

/// Reads the input, or says what was wrong and what is accepted.
fn parse(input: &str) -> Result<u64, String> {
    let accepted = "expected one integer n with 1 <= n <= 8";
    let mut tokens = input.split_whitespace();
    let token = tokens.next().ok_or(format!("empty input: {accepted}"))?;
    if tokens.next().is_some() {
        return Err(format!("unexpected input after n: {accepted}"));
    }
    match token.parse::<u64>() {
        Ok(n) if (1..=8).contains(&n) => Ok(n),
        _ => Err(format!("{token:?} is not an integer in range: {accepted}")),
    }
}

fn main() {
    let mut input = Vec::new();
    let parsed = io::stdin()
        .read_to_end(&mut input)
        .map_err(|e| format!("cannot read stdin: {e}"))
        .and_then(|_| parse(&String::from_utf8_lossy(&input)));
    match parsed {
        Ok(n) => {
            let mut out = io::stdout().lock();
            let _ = writeln!(out, "{}", solve(n));
        }
        Err(message) => {
            eprintln!("$id: {message}");
            std::process::exit(2);
        }
    }
}
// ---- submit: end ----

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn answers_the_sample() {
        assert_eq!(parse("1\n").map(solve), Ok(1));
    }

    #[test]
    fn rejects_input_outside_the_constraints() {
        assert!(parse("9").is_err());
        assert!(parse("").is_err());
    }
}
RUST
printf '1\n' > "$root/inputs/$id/sample1.txt"
printf '1\n' > "$root/expected/$id/sample1.txt"
for bad in 0 9 x; do printf '%s\n' "$bad" > "$root/tests/bad_inputs/$id/$bad.txt"; done
printf '\n\n' > "$root/tests/bad_inputs/$id/blank.txt"
printf '1 1\n' > "$root/tests/bad_inputs/$id/two-numbers.txt"

cat <<EOF2
new.sh: wrote problems/$id.rs, inputs/$id/sample1.txt, expected/$id/sample1.txt and tests/bad_inputs/$id/
next:   fill in problems/$id.rs (header, solution, tests), then the fixtures, then
        scripts/judge.sh $id            # judges it; the judge builds it itself
        cargo test                       # the tests find it by themselves
EOF2
