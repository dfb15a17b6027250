//! The judge's architecture, checked from its source: each top-level module of
//! `src/` imports only from the layers below its own, so the import graph has
//! no circle, and only the `run/` modules that make system calls are allowed
//! `unsafe` (the crate root denies it; the compiler does the rest).

use crate::common::root;
use std::collections::BTreeSet;
use std::path::Path;

/// From the top down; a module may use any module of a lower layer, or one
/// listed before it in its own layer.
const LAYERS: &[&[&str]] = &[
    &["main", "cli"],
    &["modes"],
    &[
        "report",
        "judging",
        "fixture_guard",
        "fixtures",
        "fixture_file",
    ],
    &["view"],
    &["check"],
    &["lang"],
    &["problem"],
    &["input"],
    &["run"],
    &["tempdir", "units", "error", "text", "suggest"],
];

/// The modules allowed `unsafe`: the run/ modules that make system calls.
const UNSAFE_ALLOWED: &[&str] = &[
    "run/confine.rs",
    "run/fsattr.rs",
    "run/interrupt.rs",
    "run/landlock.rs",
    "run/mount_calls.rs",
    "run/namespaces.rs",
    "run/reap.rs",
    "run/seccomp.rs",
    "run/sys.rs",
];

fn rank(module: &str) -> Option<(usize, usize)> {
    LAYERS.iter().enumerate().find_map(|(layer, names)| {
        let at = names.iter().position(|n| *n == module)?;
        Some((layer, names.len() - at))
    })
}

fn sources(dir: &Path, out: &mut Vec<std::path::PathBuf>) {
    for entry in std::fs::read_dir(dir).unwrap().flatten() {
        let path = entry.path();
        if path.is_dir() {
            sources(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// The top-level modules a file names as `crate::x`, also inside `use crate::{x, y}`.
fn imports(text: &str) -> BTreeSet<String> {
    let mut found = BTreeSet::new();
    for (at, _) in text.match_indices("crate::") {
        let rest = &text[at + "crate::".len()..];
        let names = match rest.strip_prefix('{') {
            Some(group) => group.split('}').next().unwrap_or(""),
            None => rest,
        };
        for part in names.split(',') {
            let name: String = part
                .trim()
                .chars()
                .take_while(|c| c.is_ascii_alphanumeric() || *c == '_')
                .collect();
            if !name.is_empty() {
                found.insert(name);
            }
            if rest.starts_with('{') {
                continue;
            }
            break;
        }
    }
    found
}

#[test]
fn every_module_of_the_judge_imports_only_from_the_layers_below_it() {
    let src = root().join("src");
    let mut files = Vec::new();
    sources(&src, &mut files);
    let mut wrong = Vec::new();
    for file in &files {
        let relative = file
            .strip_prefix(&src)
            .unwrap()
            .to_string_lossy()
            .into_owned();
        let first = relative.split('/').next().unwrap();
        let module = first.trim_end_matches(".rs").trim_end_matches("_tests");
        let Some(own) = rank(module) else {
            wrong.push(format!(
                "src/{relative}: module {module} is in no layer of this test"
            ));
            continue;
        };
        let text = std::fs::read_to_string(file).unwrap();
        for used in imports(&text).into_iter().filter(|m| m != module) {
            match rank(&used) {
                Some(theirs) if theirs.0 > own.0 || (theirs.0 == own.0 && theirs.1 < own.1) => {}
                _ => wrong.push(format!("src/{relative} ({module}) uses crate::{used}")),
            }
        }
    }
    assert!(
        wrong.is_empty(),
        "imports that go up or sideways:\n{}",
        wrong.join("\n")
    );
}

#[test]
fn only_the_run_modules_that_make_system_calls_may_be_unsafe() {
    let src = root().join("src");
    let mut files = Vec::new();
    sources(&src, &mut files);
    let main = std::fs::read_to_string(src.join("main.rs")).unwrap();
    assert!(
        main.contains("#![deny(unsafe_code)]"),
        "the crate root denies unsafe code"
    );
    let run = std::fs::read_to_string(src.join("run/mod.rs")).unwrap();
    for allowed in UNSAFE_ALLOWED {
        let module = allowed.trim_start_matches("run/").trim_end_matches(".rs");
        assert!(
            run.contains(&format!("#[allow(unsafe_code)]\npub mod {module};")),
            "run/mod.rs allows unsafe in {module}"
        );
    }
    // The compiler enforces the rest: nothing else may lift the crate root's deny.
    for file in &files {
        let relative = file
            .strip_prefix(&src)
            .unwrap()
            .to_string_lossy()
            .into_owned();
        let text = std::fs::read_to_string(file).unwrap();
        let lifts = text.matches("allow(unsafe_code)").count();
        let expected = if relative == "run/mod.rs" {
            UNSAFE_ALLOWED.len()
        } else {
            0
        };
        assert_eq!(
            lifts, expected,
            "src/{relative} allows unsafe code {lifts} times"
        );
    }
}
