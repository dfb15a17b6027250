//! Every judge's rules as data, in one place: which of the kit's languages it
//! takes, its extra time and memory, the JVM flags it runs Java with, the
//! toolchain versions it publishes and how strictly it compares whitespace.
//! Each fact carries where it comes from; what could not be confirmed is a
//! [`Source::Practice`], the kit's own choice, and says why (`table.rs`).
//!
//! - `limits.rs`: a problem's limits for one language (Baekjoon's formula,
//!   HDU's Java/Others pair, a header's `language extras: none`).
//! - `local.rs`: the versions installed here, read once per run.
//! - `notices.rs`: the one-line notices of a run: a language the judge would
//!   refuse, a toolchain that differs from the judge's.

mod limits;
mod local;
mod notices;
mod table;
mod versions;

pub use limits::{jvm_heap_mib, limits};
pub use notices::{acceptance, jvm_notice, notices};

use crate::problem::{Judge, Limits};
use std::time::Duration;

/// Where a fact comes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Source {
    /// The judge's own page, or a public copy of it.
    Page(&'static str),
    /// Not confirmed: the kit's practice choice, and why it was made.
    Practice(&'static str),
}

/// One judge's rules.
#[derive(Debug)]
pub struct Rules {
    pub judge: Judge,
    /// What messages call it.
    pub name: &'static str,
    pub languages: Languages,
    pub extras: Extras,
    pub extras_source: Source,
    pub whitespace: Whitespace,
    pub whitespace_source: Source,
    /// The JVM flags it runs Java with (before the class name); `{heap_mib}`
    /// is the memory limit in MiB. The kit adds `-Xmx{heap_mib}m` where a
    /// judge sets no heap, so the heap cannot outgrow the limit.
    pub jvm: &'static [&'static str],
    pub jvm_source: Source,
    /// Whether the JVM's own memory counts against the limit (Kattis says it
    /// does); elsewhere the kit bills only what a solution holds above an idle JVM.
    pub jvm_billed: bool,
    /// Toolchain versions it publishes, for the drift line.
    pub toolchains: &'static [Published],
}

/// Which of the kit's languages (by `--lang` name) a judge takes.
#[derive(Debug)]
pub struct Languages {
    pub accepted: &'static [&'static str],
    /// Those it does not take; a language in neither list is not confirmed.
    pub refused: &'static [&'static str],
    /// Its own list, as messages quote it: "C, C++, Pascal and Java".
    pub its_list: &'static str,
    pub source: Source,
}

/// Extra time and memory for slower languages.
#[derive(Debug)]
pub enum Extras {
    /// None for any language.
    None,
    /// `limit × factor + extra`, per language (Baekjoon); languages not listed get none.
    Formula(&'static [(&'static str, Formula)]),
    /// A time and memory for Java beside everyone else's, on each problem's
    /// page (HDU's "Java/Others"), declared in the header as `1 s (Java 2 s)`.
    JavaPair,
}

/// Baekjoon's rule for one language: limits become `limit × factor + extra`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Formula {
    pub time_factor: u32,
    pub time_extra: Duration,
    pub memory_factor: u64,
    pub memory_extra_kib: u64,
}

/// How a judge compares an output with the expected one when the problem has
/// no checker of its own. PE is given where [`Whitespace::gives_pe`] says so.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Whitespace {
    /// Only the tokens count; no presentation error.
    Tokens,
    /// Baekjoon: newlines at the very end, one space at each line's end and a
    /// newline for a space (or the reverse) are tolerated; any other
    /// difference in whitespace is a presentation error.
    Baekjoon,
    /// Each line's trailing `blanks` and the blank lines at the end are
    /// ignored; any other difference in whitespace is a presentation error
    /// when `presentation`, a wrong answer otherwise.
    TrailingIgnored {
        blanks: &'static [u8],
        presentation: bool,
    },
    /// Byte for byte; whitespace that differs is a presentation error.
    Exact,
}

impl Source {
    /// Where it comes from, as messages cite it: the page, or why it is the kit's choice.
    pub fn cite(self) -> String {
        match self {
            Source::Page(page) => page.to_string(),
            Source::Practice(why) => format!("the kit's practice choice: {why}"),
        }
    }
}

impl Whitespace {
    /// Whether a judge with this rule answers PE at all.
    pub fn gives_pe(self) -> bool {
        match self {
            Whitespace::Tokens => false,
            Whitespace::TrailingIgnored { presentation, .. } => presentation,
            Whitespace::Baekjoon | Whitespace::Exact => true,
        }
    }
}

/// A toolchain version a judge publishes.
#[derive(Clone, Copy, Debug)]
pub struct Published {
    /// The kit's `--lang` name.
    pub language: &'static str,
    pub version: Version,
    /// As messages show it: "JDK 21 (javac --release 21)".
    pub shown: &'static str,
    pub source: &'static str,
}

/// The part of a version that changes what compiles.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Version {
    Jdk(u32),
    /// Python 3.minor (CPython, or PyPy's language level).
    Python(u32),
    Node(u32),
    /// rustc 1.minor, and the edition the judge compiles with.
    Rust {
        minor: u32,
        edition: u32,
    },
    /// g++ and its libstdc++, by major version.
    Gcc(u32),
    /// clang++ (major) over GCC's libstdc++ (major).
    Clang {
        clang: u32,
        libstdcxx: u32,
    },
}

/// The rules of `judge`.
pub fn rules(judge: Judge) -> &'static Rules {
    table::RULES
        .iter()
        .find(|r| r.judge == judge)
        .expect("every judge has a row (tested)")
}

/// The judge's published toolchain for a language, if any.
pub fn published(judge: Judge, language: &str) -> Option<&'static Published> {
    rules(judge)
        .toolchains
        .iter()
        .find(|p| p.language == language)
}

/// The Rust edition a judge compiles with: the one it publishes, else 2021.
pub fn rust_edition(judge: Judge) -> u32 {
    match published(judge, "rust").map(|p| p.version) {
        Some(Version::Rust { edition, .. }) => edition,
        _ => 2021,
    }
}

/// The Java release a judge compiles for, if it publishes one.
pub fn java_release(judge: Judge) -> Option<u32> {
    match published(judge, "java").map(|p| p.version) {
        Some(Version::Jdk(release)) => Some(release),
        _ => None,
    }
}

/// What the judge-dependent placeholders of the languages table stand for:
/// `{rust_edition}`, `{java_release}` and `{jvm}` (see `lang::table`), for a
/// run under `limits`. The judge's edition and release are used where the
/// installed toolchain has them, else the newest it has (the drift line says so).
pub fn placeholders(
    judge: Judge,
    language: &str,
    limits: &Limits,
) -> Vec<(&'static str, Vec<String>)> {
    let mut fill = Vec::new();
    if language == "rust" {
        let here = match local::installed(
            "rust",
            Version::Rust {
                minor: 0,
                edition: 0,
            },
        ) {
            Some(Version::Rust { edition, .. }) => edition,
            _ => 2021,
        };
        fill.push((
            "{rust_edition}",
            vec![rust_edition(judge).min(here).to_string()],
        ));
    }
    if language == "java" {
        let here = match local::installed("java", Version::Jdk(0)) {
            Some(Version::Jdk(major)) => Some(major),
            _ => None,
        };
        let release = match (java_release(judge), here) {
            (Some(judged), Some(here)) if here >= judged => {
                vec!["--release".into(), judged.to_string()]
            }
            _ => Vec::new(),
        };
        fill.push(("{java_release}", release));
        let heap = jvm_heap_mib(limits).to_string();
        let jvm = rules(judge)
            .jvm
            .iter()
            .map(|f| f.replace("{heap_mib}", &heap))
            .collect();
        fill.push(("{jvm}", jvm));
    }
    fill
}

/// Every row, for the README table's test.
#[cfg(test)]
pub fn all() -> &'static [Rules] {
    &table::RULES
}

#[cfg(test)]
mod tests;
