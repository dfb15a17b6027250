//! The table's own consistency: one row per judge, only the kit's language
//! names, each language either taken, refused or said to be unconfirmed.

use super::*;
use crate::lang::{by_name, LANGUAGES};

const JUDGES: [Judge; 9] = [
    Judge::Baekjoon,
    Judge::LeetCode,
    Judge::Aoj,
    Judge::Uva,
    Judge::Cses,
    Judge::Luogu,
    Judge::Hdu,
    Judge::Kattis,
    Judge::Spoj,
];

#[test]
fn every_judge_has_exactly_one_row() {
    assert_eq!(all().len(), JUDGES.len());
    for judge in JUDGES {
        assert_eq!(
            all().iter().filter(|r| r.judge == judge).count(),
            1,
            "{judge:?}"
        );
        assert_eq!(rules(judge).judge, judge);
    }
}

#[test]
fn rows_name_only_the_kits_languages_and_never_one_twice() {
    let known = |name: &str| by_name(name).is_some_and(|l| l.names[0] == name);
    for r in all() {
        let languages = &r.languages;
        for name in languages.accepted.iter().chain(languages.refused) {
            assert!(known(name), "{}: {name}", r.name);
        }
        for name in languages.accepted {
            assert!(!languages.refused.contains(name), "{}: {name}", r.name);
        }
        if let Extras::Formula(formulas) = r.extras {
            assert!(formulas.iter().all(|(name, _)| known(name)), "{}", r.name);
        }
        for p in r.toolchains {
            assert!(known(p.language), "{}: {}", r.name, p.language);
            assert!(!p.source.is_empty() && !p.shown.is_empty());
        }
        assert!(
            r.jvm.iter().any(|f| f.starts_with("-Xmx")),
            "{}: heap uncapped",
            r.name
        );
    }
    // The kit's seven languages, and no more, are what the rows speak of.
    assert_eq!(LANGUAGES.len(), 7);
}

#[test]
fn only_judges_that_give_pe_have_a_rule_that_can() {
    let pe: Vec<&str> = all()
        .iter()
        .filter(|r| r.whitespace.gives_pe())
        .map(|r| r.name)
        .collect();
    assert_eq!(pe, ["Baekjoon", "UVa", "AOJ", "HDU"]);
}

#[test]
fn editions_and_java_releases_come_from_the_published_toolchains() {
    assert_eq!(rust_edition(Judge::Luogu), 2024);
    assert_eq!(rust_edition(Judge::Baekjoon), 2021);
    assert_eq!(java_release(Judge::LeetCode), Some(21));
    assert_eq!(java_release(Judge::Uva), Some(8));
    assert_eq!(java_release(Judge::Hdu), None);
}

#[test]
fn the_readme_has_one_rules_table_with_every_judges_row_and_sources() {
    let readme =
        std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/README.md")).unwrap();
    let header = "| judge | takes, of the kit's seven |";
    assert_eq!(readme.matches(header).count(), 1, "one rules table");
    let table: Vec<&str> = readme[readme.find(header).unwrap()..]
        .lines()
        .skip(2)
        .take_while(|l| l.starts_with('|'))
        .collect();
    assert_eq!(table.len(), all().len(), "{table:#?}");
    for (row, rules) in table.iter().zip(all()) {
        assert!(row.starts_with(&format!("| {} |", rules.name)), "{row}");
        let sources = [
            rules.languages.source,
            rules.extras_source,
            rules.whitespace_source,
            rules.jvm_source,
        ];
        let published = rules.toolchains.iter().map(|p| Source::Page(p.source));
        for source in sources.into_iter().chain(published) {
            match source {
                Source::Page(page) => {
                    assert!(row.contains(page), "{}: '{page}' missing", rules.name)
                }
                Source::Practice(_) => {
                    assert!(row.contains("practice"), "{}: no practice mark", rules.name)
                }
            }
        }
    }
}

#[test]
fn only_kattis_says_the_jvm_counts_against_the_limit() {
    let billed: Vec<&str> = all()
        .iter()
        .filter(|r| r.jvm_billed)
        .map(|r| r.name)
        .collect();
    assert_eq!(billed, ["Kattis"]);
    let note = jvm_notice(Judge::Kattis, 0, "-Xss64m");
    assert!(
        note.starts_with("memory: Kattis counts the whole JVM against the limit"),
        "{note}"
    );
    let note = jvm_notice(Judge::Hdu, 35 * 1024, "-Xmx32m");
    assert!(note.contains("holds 35 MiB here, not billed"), "{note}");
}
