//! Problems: what varies from one to the next is data, read from the `## Judge`
//! list of `problems/<id>.rs` (see `header.rs`), so adding a problem never means
//! editing the judge. `build.rs` compiles a problem's own solution the way the
//! judges do, cached by content.

pub mod build;
mod cache;
mod checker;
mod header;
mod judge;
mod limits;

pub use checker::{CheckerKind, NoneMarker, PlacementOptions};
pub use header::{parse_duration, parse_size_bytes};
pub use judge::Judge;
use judge::JUDGES;
pub use limits::{Budget, JavaLimits, Limits, Practice};

use crate::error::{At, Error};
use crate::input::{self, InputKind};
use std::path::{Path, PathBuf};
use std::sync::Arc;

/// One problem of the kit.
#[derive(Clone, Debug)]
pub struct Problem {
    pub id: String,
    /// The problem's name, from the file's first line (`//! # Baekjoon 9663 — N-Queen`).
    pub title: String,
    pub source: PathBuf,
    pub judge: Judge,
    pub limits: Limits,
    pub java: JavaLimits,
    /// Whether the time and the memory limit are practice limits, not the judge's own.
    pub practice: Practice,
    pub checker: CheckerKind,
    /// The statement's input shape and constraints.
    pub input: Arc<dyn InputKind>,
    /// LeetCode's method, as declared (`solveNQueens(n: integer) -> …`); the
    /// harnesses parse it (`lang::leetcode::signature`).
    pub leetcode_method: Option<String>,
    /// LeetCode problems: the budget of all their cases run in one process.
    pub leetcode_budget: Option<Budget>,
    /// Whether the judge's extra time and memory for slow languages apply
    /// (`- language extras: none` turns them off, as Baekjoon 21133 does).
    pub language_extras: bool,
}

impl Problem {
    /// Reads `problems/<id>.rs` under `root`.
    pub fn load(root: &Path, id: &str) -> Result<Problem, Error> {
        let source = source_path(root, id);
        if !source.is_file() {
            return Err(unknown(id, ids(root)?));
        }
        let text = std::fs::read_to_string(&source).at(&source)?;
        let bad = |message: String| Error::ProblemHeader {
            path: source.clone(),
            message,
        };
        let field =
            |key: &str| header::field(&text, key).ok_or_else(|| bad(format!("no '- {key}:' line")));
        let judge_name = field("judge")?;
        let judge = JUDGES
            .iter()
            .find(|(name, _)| *name == judge_name)
            .map(|(_, judge)| *judge)
            .ok_or_else(|| {
                let known: Vec<&str> = JUDGES.iter().map(|(name, _)| *name).collect();
                bad(format!(
                    "unknown judge '{judge_name}' (one of {})",
                    known.join(", ")
                ))
            })?;
        let checker = checker::parse(field("checker")?).map_err(bad)?;
        let (time, time_practice) = header::practice(field("time limit")?);
        let (memory, memory_practice) = header::practice(field("memory limit")?);
        let ((time, java_time), (memory, java_memory)) =
            (header::java_pair(time), header::java_pair(memory));
        let limits = Limits {
            time: parse_duration(time).map_err(bad)?,
            memory_kib: parse_size_bytes(memory).map_err(bad)? / 1024,
            output_bytes: parse_size_bytes(field("output limit")?).map_err(bad)?,
        };
        let java = JavaLimits {
            time: java_time.map(parse_duration).transpose().map_err(bad)?,
            memory_kib: match java_memory {
                Some(m) => Some(parse_size_bytes(m).map_err(bad)? / 1024),
                None => None,
            },
        };
        let input = input::parse(field("input")?).map_err(bad)?;
        let leetcode_method = header::field(&text, "leetcode method").map(str::to_owned);
        let leetcode_budget = match (judge, header::field(&text, "leetcode budget")) {
            (Judge::LeetCode, None) => {
                return Err(bad(
                    "no '- leetcode budget:' line: LeetCode runs every case in one process \
                     under one time budget (say '2 s (practice)' and why)"
                        .into(),
                ))
            }
            (_, None) => None,
            (_, Some(value)) => {
                let (total, practice) = header::practice(value);
                Some(Budget {
                    total: parse_duration(total).map_err(bad)?,
                    practice,
                })
            }
        };
        let language_extras = match header::field(&text, "language extras") {
            None => true,
            Some("none") => false,
            Some(other) => {
                return Err(bad(format!(
                    "'- language extras: {other}': the only value is 'none' (leave the line \
                     out for the judge's usual extra time)"
                )))
            }
        };
        Ok(Problem {
            id: id.to_string(),
            title: title(&text).to_string(),
            source,
            judge,
            limits,
            java,
            practice: Practice {
                time: time_practice,
                memory: memory_practice,
            },
            checker,
            input: Arc::from(input),
            leetcode_method,
            leetcode_budget,
            language_extras,
        })
    }
}

/// The part of the first heading after its dash: `N-Queen` from
/// `//! # Baekjoon 9663 — N-Queen`; the whole heading when it has no dash.
fn title(text: &str) -> &str {
    let heading = text
        .lines()
        .find_map(|l| l.strip_prefix("//! # "))
        .unwrap_or("")
        .trim();
    heading
        .split_once(" — ")
        .map_or(heading, |(_, name)| name.trim())
}

/// The error for an id that names no problem, with the known ids nearest it.
pub fn unknown(id: &str, known: Vec<String>) -> Error {
    let near = crate::suggest::nearest(id, &known);
    Error::UnknownProblem {
        id: id.to_string(),
        near: near.into_iter().map(str::to_owned).collect(),
        known,
    }
}

/// Where problem `id`'s file is: `problems/<id>.rs` under `root`.
pub fn source_path(root: &Path, id: &str) -> PathBuf {
    root.join("problems").join(format!("{id}.rs"))
}

/// The problems a mode was given, or every problem when it was given none.
pub fn named_or_all(root: &Path, named: &[String]) -> Result<Vec<String>, Error> {
    match named.is_empty() {
        true => ids(root),
        false => Ok(named.to_vec()),
    }
}

/// The ids of every problem file under `root`, sorted.
pub fn ids(root: &Path) -> Result<Vec<String>, Error> {
    let dir = root.join("problems");
    let entries = std::fs::read_dir(&dir).at(&dir)?;
    let mut ids: Vec<String> = entries
        .flatten()
        .filter_map(|e| {
            e.file_name()
                .to_str()?
                .strip_suffix(".rs")
                .map(str::to_owned)
        })
        .collect();
    ids.sort();
    Ok(ids)
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::Duration;

    #[test]
    fn every_problem_of_the_kit_has_readable_limits() {
        let root = Path::new(env!("CARGO_MANIFEST_DIR"));
        let boj = Problem::load(root, "boj9663").unwrap();
        assert_eq!(boj.judge, Judge::Baekjoon);
        assert_eq!(boj.title, "N-Queen");
        assert_eq!(boj.limits.time, Duration::from_secs(10));
        assert_eq!(boj.limits.memory_kib, 128 * 1024);
        assert_eq!(boj.practice, Practice::default());
        assert!(boj.input.validate("14").is_ok() && boj.input.validate("15").is_err());
        assert_eq!(
            Problem::load(root, "boj3344").unwrap().checker,
            CheckerKind::Placement(PlacementOptions {
                base: 1,
                echo_n: false,
                none: NoneMarker::Empty
            })
        );
        assert!(boj.language_extras);
        assert_eq!(boj.java, JavaLimits::default());
        let hdu = Problem::load(root, "hdu2553").unwrap();
        assert_eq!(hdu.limits.time, Duration::from_secs(1));
        assert_eq!(hdu.java.time, Some(Duration::from_secs(2)));
        assert!(!Problem::load(root, "boj21133").unwrap().language_extras);
        let lc51 = Problem::load(root, "lc51").unwrap();
        assert_eq!(lc51.checker, CheckerKind::Boards);
        assert_eq!(
            lc51.practice,
            Practice {
                time: true,
                memory: true
            }
        );
        assert!(lc51.leetcode_budget.is_some_and(|b| b.practice));
        assert_eq!(boj.leetcode_budget, None);
        assert!(matches!(
            Problem::load(root, "nope"),
            Err(Error::UnknownProblem { .. })
        ));
    }

    #[test]
    fn a_placement_checker_with_an_unknown_option_is_a_header_error_naming_it() {
        let root = crate::tempdir::TempDir::new("header-test").unwrap();
        std::fs::create_dir(root.path().join("problems")).unwrap();
        let header = "//! ## Judge\n//! - judge: baekjoon\n//! - time limit: 1 s\n\
                      //! - memory limit: 128 MiB\n//! - output limit: 1 MiB\n\
                      //! - checker: placement base=1 layout=lines none=empty\n\
                      //! - input: n 8..=99999\nfn main() {}\n";
        std::fs::write(root.path().join("problems/p.rs"), header).unwrap();
        let error = Problem::load(root.path(), "p").unwrap_err().to_string();
        assert!(error.contains("problems/p.rs"), "{error}");
        assert!(error.contains("'layout=lines' is not an option"), "{error}");
        let fixed = header.replace(" layout=lines", "");
        std::fs::write(root.path().join("problems/p.rs"), fixed).unwrap();
        assert!(Problem::load(root.path(), "p").is_ok());
    }
}
