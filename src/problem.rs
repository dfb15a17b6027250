//! Problems and their limits, read from the `## Judge` list in each problem
//! file's header, so every limit is declared once, next to the solution:
//!
//! ```text
//! //! ## Judge
//! //! - judge: baekjoon
//! //! - time limit: 10 s
//! //! - memory limit: 128 MiB
//! //! - output limit: 1 MiB
//! //! - checker: tokens
//! ```

use crate::error::Error;
use std::path::{Path, PathBuf};
use std::time::Duration;

/// The online judge a problem comes from: it decides how a user's file is built.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Judge {
    Baekjoon,
    LeetCode,
}

/// How a case's output is judged.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CheckerKind {
    /// Whitespace-insensitive token compare with the expected file.
    Tokens,
    /// LeetCode's printed list of boards, in any order.
    Boards,
    /// Any valid placement of N queens, one column per line.
    Placement,
}

/// A problem's time, memory and output limits.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Limits {
    pub time: Duration,
    pub memory_kib: u64,
    pub output_bytes: u64,
}

/// One problem of the kit.
#[derive(Clone, Debug)]
pub struct Problem {
    pub id: String,
    pub source: PathBuf,
    pub judge: Judge,
    pub limits: Limits,
    pub checker: CheckerKind,
}

impl Problem {
    /// Reads `problems/<id>.rs` under `root`.
    pub fn load(root: &Path, id: &str) -> Result<Problem, Error> {
        let source = root.join("problems").join(format!("{id}.rs"));
        if !source.is_file() {
            return Err(Error::UnknownProblem {
                id: id.to_string(),
                known: ids(root)?,
            });
        }
        let text = std::fs::read_to_string(&source).map_err(|e| Error::Io {
            path: source.clone(),
            source: e,
        })?;
        let header = |message: String| Error::ProblemHeader {
            path: source.clone(),
            message,
        };
        let field = |key: &str| {
            judge_field(&text, key).ok_or_else(|| header(format!("no '- {key}:' line")))
        };
        let judge = match field("judge")? {
            "baekjoon" => Judge::Baekjoon,
            "leetcode" => Judge::LeetCode,
            other => {
                return Err(header(format!(
                    "unknown judge '{other}' (baekjoon or leetcode)"
                )))
            }
        };
        let checker = match field("checker")? {
            "tokens" => CheckerKind::Tokens,
            "boards" => CheckerKind::Boards,
            "placement" => CheckerKind::Placement,
            other => {
                return Err(header(format!(
                    "unknown checker '{other}' (tokens, boards or placement)"
                )))
            }
        };
        let time = parse_duration(field("time limit")?).map_err(header)?;
        let memory_kib = parse_size_bytes(field("memory limit")?).map_err(header)? / 1024;
        let output_bytes = parse_size_bytes(field("output limit")?).map_err(header)?;
        let limits = Limits {
            time,
            memory_kib,
            output_bytes,
        };
        Ok(Problem {
            id: id.to_string(),
            source,
            judge,
            limits,
            checker,
        })
    }
}

/// The ids of every problem file under `root`, sorted.
pub fn ids(root: &Path) -> Result<Vec<String>, Error> {
    let dir = root.join("problems");
    let entries = std::fs::read_dir(&dir).map_err(|e| Error::Io {
        path: dir.clone(),
        source: e,
    })?;
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

/// The value of `//! - key: value` inside the `//! ## Judge` section.
fn judge_field<'a>(text: &'a str, key: &str) -> Option<&'a str> {
    let section = text
        .lines()
        .skip_while(|l| l.trim() != "//! ## Judge")
        .skip(1);
    let items = section.take_while(|l| l.starts_with("//!") && !l.starts_with("//! ##"));
    items
        .filter_map(|l| l.strip_prefix("//! - ")?.split_once(':'))
        .find(|(k, _)| k.trim() == key)
        .map(|(_, v)| v.trim())
}

/// Parses `10 s`, `1.5 s` or `500 ms`.
pub fn parse_duration(text: &str) -> Result<Duration, String> {
    let (number, unit) = split_number(text)?;
    let seconds = match unit {
        "s" => number,
        "ms" => number / 1000.0,
        _ => return Err(format!("time '{text}' needs a unit: s or ms")),
    };
    Ok(Duration::from_secs_f64(seconds))
}

/// Parses `128 MiB`, `64 KiB`, `1 GiB` or `1024 B`; Baekjoon's `MB` means MiB.
pub fn parse_size_bytes(text: &str) -> Result<u64, String> {
    let (number, unit) = split_number(text)?;
    let scale = match unit {
        "B" => 1.0,
        "KiB" | "KB" => 1024.0,
        "MiB" | "MB" => 1024.0 * 1024.0,
        "GiB" | "GB" => 1024.0 * 1024.0 * 1024.0,
        _ => return Err(format!("size '{text}' needs a unit: B, KiB, MiB or GiB")),
    };
    Ok((number * scale) as u64)
}

fn split_number(text: &str) -> Result<(f64, &str), String> {
    let (number, unit) = text
        .trim()
        .split_once(' ')
        .ok_or(format!("'{text}' is not '<number> <unit>'"))?;
    match number.parse::<f64>() {
        Ok(value) if value > 0.0 && value.is_finite() => Ok((value, unit.trim())),
        _ => Err(format!("'{number}' in '{text}' is not a positive number")),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const HEADER: &str =
        "//! # T\n//!\n//! ## Judge\n//! - judge: baekjoon\n//! - time limit: 10 s\n\
                          //! - checker: tokens\n//!\n//! ## Input\n//! - checker: boards\n";

    #[test]
    fn fields_come_from_the_judge_section_only() {
        assert_eq!(judge_field(HEADER, "judge"), Some("baekjoon"));
        assert_eq!(judge_field(HEADER, "checker"), Some("tokens"));
        assert_eq!(judge_field(HEADER, "memory limit"), None);
    }

    #[test]
    fn durations_and_sizes_read_their_units() {
        assert_eq!(parse_duration("10 s"), Ok(Duration::from_secs(10)));
        assert_eq!(parse_duration("500 ms"), Ok(Duration::from_millis(500)));
        assert!(parse_duration("10").is_err());
        assert!(parse_duration("-1 s").is_err());
        assert_eq!(parse_size_bytes("128 MiB"), Ok(128 << 20));
        assert_eq!(parse_size_bytes("128 MB"), Ok(128 << 20));
        assert_eq!(parse_size_bytes("64 KiB"), Ok(64 << 10));
        assert!(parse_size_bytes("12 parsecs").is_err());
    }

    #[test]
    fn every_problem_of_the_kit_has_readable_limits() {
        let root = Path::new(env!("CARGO_MANIFEST_DIR"));
        let boj = Problem::load(root, "boj9663").unwrap();
        assert_eq!(boj.judge, Judge::Baekjoon);
        assert_eq!(boj.limits.time, Duration::from_secs(10));
        assert_eq!(boj.limits.memory_kib, 128 * 1024);
        assert_eq!(
            Problem::load(root, "boj3344").unwrap().checker,
            CheckerKind::Placement
        );
        assert_eq!(
            Problem::load(root, "lc51").unwrap().checker,
            CheckerKind::Boards
        );
        assert!(matches!(
            Problem::load(root, "nope"),
            Err(Error::UnknownProblem { .. })
        ));
    }
}
