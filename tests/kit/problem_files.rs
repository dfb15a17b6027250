//! Every problem file stands alone and is fit to paste: formatted, free of
//! clippy's warnings under the judges' oldest Rust (1.85, from `clippy.toml`),
//! and its own unit tests (samples, naive cross-checks) pass when it is compiled
//! by itself with `rustc --test`.

use crate::common::*;
use std::path::Path;
use std::process::Command;

fn tool_output(program: &str, args: &[&str], cwd: &Path) -> std::process::Output {
    Command::new(program)
        .args(args)
        .current_dir(cwd)
        .output()
        .unwrap_or_else(|e| panic!("cannot run {program}: {e}"))
}

/// Runs `check` for every problem, two at a time (the machine has two cores).
fn for_each_problem(check: impl Fn(&str) + Sync) {
    // Two workers take the next problem as they finish, largest file first, so
    // one long compile (boj9663's) never holds the other core idle.
    let mut ids = problem_ids();
    let size = |id: &String| {
        std::fs::metadata(root().join(format!("problems/{id}.rs"))).map_or(0, |m| m.len())
    };
    ids.sort_by_key(|id| std::cmp::Reverse(size(id)));
    let next = std::sync::atomic::AtomicUsize::new(0);
    std::thread::scope(|s| {
        for _ in 0..2 {
            s.spawn(|| {
                while let Some(problem) =
                    ids.get(next.fetch_add(1, std::sync::atomic::Ordering::Relaxed))
                {
                    check(problem);
                }
            });
        }
    });
}

#[test]
fn every_problem_file_is_rustfmt_clean() {
    for_each_problem(|problem| {
        let file = format!("problems/{problem}.rs");
        let out = tool_output("rustfmt", &["--check", "--edition", "2021", &file], root());
        assert!(
            out.status.success(),
            "{file} is not formatted: run rustfmt --edition 2021 {file}\n{}",
            String::from_utf8_lossy(&out.stdout)
        );
    });
}

#[test]
fn every_problem_file_passes_clippy_and_its_own_unit_tests_when_compiled_alone() {
    let scratch = scratch_dir("units");
    for_each_problem(|problem| {
        let file = format!("problems/{problem}.rs");
        let binary = scratch.join(problem);
        // One compile does both: clippy-driver is rustc with clippy's lints, on
        // the judges' oldest Rust (MSRV 1.85, clippy.toml). `main` is dead code
        // in a test build; the paste-region test checks the program's own build.
        let args = [
            "--edition",
            "2021",
            "--test",
            "-C",
            "opt-level=1",
            "-D",
            "warnings",
            "-A",
            "dead_code",
            "-o",
            binary.to_str().unwrap(),
            &file,
        ];
        let out = tool_output("clippy-driver", &args, root());
        assert!(
            out.status.success(),
            "{file}: clippy or rustc --test (MSRV 1.85, see clippy.toml):\n{}",
            String::from_utf8_lossy(&out.stderr)
        );
        let out = tool_output(binary.to_str().unwrap(), &[], root());
        assert!(
            out.status.success(),
            "{file}: its unit tests fail:\n{}",
            String::from_utf8_lossy(&out.stdout)
        );
    });
    let _ = std::fs::remove_dir_all(&scratch);
}
