//! Adding a problem is adding its file and fixtures: `scripts/new.sh` writes a
//! skeleton that the judge builds, judges and lists with no other edit.

use crate::common::*;

#[test]
fn a_problem_added_with_new_sh_is_built_judged_and_listed_without_other_edits() {
    let kit = scratch_dir("new-problem");
    for dir in ["problems", "scripts"] {
        std::fs::create_dir_all(kit.join(dir)).unwrap();
    }
    std::fs::copy(root().join("scripts/new.sh"), kit.join("scripts/new.sh")).unwrap();
    // A real problem beside it, copied as a user copies one to start from.
    std::fs::copy(
        root().join("problems/boj9663.rs"),
        kit.join("problems/copy9663.rs"),
    )
    .unwrap();
    for folder in ["inputs", "expected"] {
        std::fs::create_dir_all(kit.join(folder).join("copy9663")).unwrap();
        std::fs::write(
            kit.join(folder).join("copy9663/08.txt"),
            if folder == "inputs" { "8\n" } else { "92\n" },
        )
        .unwrap();
    }

    let out = run(kit.join("scripts/new.sh"), &["throwaway_1"], b"");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let bad = run(kit.join("scripts/new.sh"), &["Bad-Id"], b"");
    assert_eq!(bad.status.code(), Some(2));

    let out = judge_at(&kit, &[]);
    let table = String::from_utf8_lossy(&out.stdout);
    assert_eq!(
        out.status.code(),
        Some(0),
        "{table}{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let line_of = |id: &str, case: &str| {
        table.lines().find(|l| {
            let words: Vec<&str> = l.split_whitespace().collect();
            words.len() > 2 && words[0] == id && words[1] == case
        })
    };
    assert!(
        line_of("throwaway_1", "sample1").is_some_and(|l| l.contains(" AC ")),
        "{table}"
    );
    assert!(
        line_of("copy9663", "08").is_some_and(|l| l.contains(" AC ")),
        "{table}"
    );

    let out = judge_at(&kit, &["build", "throwaway_1"]);
    let binary = String::from_utf8(out.stdout).unwrap();
    let rejected = run(binary.trim(), &[], b"9\n");
    assert_eq!(
        rejected.status.code(),
        Some(2),
        "the skeleton rejects bad input"
    );
    std::fs::remove_dir_all(kit).unwrap();
}
