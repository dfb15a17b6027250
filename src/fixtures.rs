//! Fixture pairs: `inputs/<problem>/<case>.txt` with `expected/<problem>/<case>.txt`,
//! paired by file name. A file without its partner is an error, not a skipped case.

use crate::error::Error;
use crate::fixture_file;
use crate::problem::{CheckerKind, Problem};
use std::cmp::Ordering;
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

/// One case: its name (the file stem), its two files, and what they held when
/// the judge read them (what a run is judged against).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Case {
    pub name: String,
    pub input: PathBuf,
    pub expected: PathBuf,
    pub input_bytes: Vec<u8>,
    pub expected_bytes: Vec<u8>,
}

/// The cases of `problem` under `root` whose names match one of `patterns`
/// (all cases when there are none), in natural order (`2` before `10`), each
/// checked against the statement's constraints.
pub fn load(root: &Path, problem: &Problem, patterns: &[String]) -> Result<Vec<Case>, Error> {
    let mut cases = pair(root, &problem.id, patterns)?;
    for case in &mut cases {
        let bad = |path: &Path, message: String| Error::BadFixture {
            path: relative(root, path),
            message,
        };
        let read = |path: &Path| fixture_file::read(path).map_err(|m| bad(path, m));
        case.input_bytes = read(&case.input)?;
        case.expected_bytes = read(&case.expected)?;
        let input = std::str::from_utf8(&case.input_bytes)
            .map_err(|_| bad(&case.input, "is not UTF-8 text".into()))?;
        problem.input.validate(input).map_err(|m| {
            bad(
                &case.input,
                format!("outside the statement's constraints: {m}"),
            )
        })?;
        let blank = case.expected_bytes.iter().all(u8::is_ascii_whitespace);
        if blank && problem.checker == CheckerKind::Tokens {
            let what = match case.expected_bytes.is_empty() {
                true => "is empty",
                false => "holds only whitespace",
            };
            let message = format!("{what}, so any program that prints nothing would pass");
            return Err(bad(&case.expected, message));
        }
    }
    Ok(cases)
}

/// The case files of `problem` paired by name and filtered by `patterns`, not read yet.
pub(crate) fn pair(root: &Path, problem: &str, patterns: &[String]) -> Result<Vec<Case>, Error> {
    let inputs = txt_files(&root.join("inputs").join(problem))?;
    let expected = txt_files(&root.join("expected").join(problem))?;
    let dir = |folder: &str| root.join(folder).join(problem);
    if let Some((input, expected)) = first_orphan(root, &inputs, &expected, &dir("expected")) {
        return Err(Error::OrphanInput { input, expected });
    }
    if let Some((expected, input)) = first_orphan(root, &expected, &inputs, &dir("inputs")) {
        return Err(Error::OrphanExpected { expected, input });
    }
    // Every pattern must match some case: a typo must not silently judge less.
    if let Some(pattern) = patterns
        .iter()
        .find(|p| !inputs.keys().any(|name| matches(p, name)))
    {
        let mut names: Vec<&String> = inputs.keys().collect();
        names.sort_by(|a, b| natural_cmp(a, b));
        return Err(Error::NoCaseMatches {
            problem: problem.to_string(),
            pattern: pattern.clone(),
            cases: names.into_iter().cloned().collect(),
        });
    }
    let mut cases: Vec<Case> = inputs
        .into_iter()
        .filter(|(name, _)| patterns.is_empty() || patterns.iter().any(|p| matches(p, name)))
        .map(|(name, input)| {
            let expected = expected[&name].clone();
            Case {
                name,
                input,
                expected,
                input_bytes: Vec::new(),
                expected_bytes: Vec::new(),
            }
        })
        .collect();
    cases.sort_by(|a, b| natural_cmp(&a.name, &b.name));
    Ok(cases)
}

/// The `*.txt` entries of `dir`, by stem: files, and anything else so named
/// (a FIFO, a link to a device), which [`load`] then refuses by what it is.
fn txt_files(dir: &Path) -> Result<BTreeMap<String, PathBuf>, Error> {
    let entries = std::fs::read_dir(dir).map_err(|_| Error::NoFixtures {
        dir: dir.to_path_buf(),
    })?;
    let files: BTreeMap<String, PathBuf> = entries
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|e| e == "txt"))
        .filter_map(|p| Some((p.file_stem()?.to_str()?.to_string(), p)))
        .collect();
    match files.is_empty() {
        true => Err(Error::NoFixtures {
            dir: dir.to_path_buf(),
        }),
        false => Ok(files),
    }
}

/// The first file of `files` whose partner is missing from `partners`, with the
/// path that partner should have in `partner_dir`, both relative to `root`.
fn first_orphan(
    root: &Path,
    files: &BTreeMap<String, PathBuf>,
    partners: &BTreeMap<String, PathBuf>,
    partner_dir: &Path,
) -> Option<(PathBuf, PathBuf)> {
    let (name, path) = files
        .iter()
        .find(|(name, _)| !partners.contains_key(*name))?;
    let partner = partner_dir.join(format!("{name}.txt"));
    Some((relative(root, path), relative(root, &partner)))
}

pub fn relative(root: &Path, path: &Path) -> PathBuf {
    path.strip_prefix(root).unwrap_or(path).to_path_buf()
}

/// Shell-style match: `*` is any run of characters, `?` any one; otherwise
/// exact, except that a plain number matches the case it numbers: `1` matches
/// `01` and `01-one-queen` (the name's leading digits, as a number).
pub fn matches(pattern: &str, name: &str) -> bool {
    let is_number = |s: &str| !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit());
    if is_number(pattern) {
        let digits = name.len() - name.trim_start_matches(|c: char| c.is_ascii_digit()).len();
        let value = |s: &str| s.trim_start_matches('0').to_string();
        if digits > 0 && value(&name[..digits]) == value(pattern) {
            return true;
        }
    }
    fn go(p: &[char], n: &[char]) -> bool {
        match (p.first(), n.first()) {
            (None, None) => true,
            (Some('*'), _) => go(&p[1..], n) || (!n.is_empty() && go(p, &n[1..])),
            (Some('?'), Some(_)) => go(&p[1..], &n[1..]),
            (Some(a), Some(b)) if a == b => go(&p[1..], &n[1..]),
            _ => false,
        }
    }
    let (p, n): (Vec<char>, Vec<char>) = (pattern.chars().collect(), name.chars().collect());
    go(&p, &n)
}

/// Orders names so that runs of digits compare as numbers: `2` < `10` < `a1` < `a02`.
pub fn natural_cmp(a: &str, b: &str) -> Ordering {
    fn chunks(s: &str) -> Vec<(bool, &str)> {
        let mut out = Vec::new();
        let mut start = 0;
        let bytes = s.as_bytes();
        for i in 1..=bytes.len() {
            if i == bytes.len() || bytes[i].is_ascii_digit() != bytes[start].is_ascii_digit() {
                out.push((bytes[start].is_ascii_digit(), &s[start..i]));
                start = i;
            }
        }
        out
    }
    // Numbers compare by the length of their significant digits, then lexically.
    fn key((digits, text): (bool, &str)) -> (bool, usize, &str) {
        let trimmed = text.trim_start_matches('0');
        (
            !digits,
            if digits { trimmed.len() } else { 0 },
            if digits { trimmed } else { text },
        )
    }
    let (ca, cb) = (chunks(a), chunks(b));
    for (x, y) in ca.iter().zip(&cb) {
        match key(*x).cmp(&key(*y)) {
            Ordering::Equal => continue,
            other => return other,
        }
    }
    ca.len().cmp(&cb.len()).then_with(|| a.cmp(b))
}

/// A fresh kit for unit tests with an empty problem `p`: `inputs/p/`, `expected/p/`.
#[cfg(test)]
pub(crate) fn scratch_kit(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("judge-kit-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    for sub in ["inputs/p", "expected/p"] {
        std::fs::create_dir_all(dir.join(sub)).unwrap();
    }
    dir
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn natural_order_puts_numbers_in_numeric_order() {
        let mut names = vec!["10", "2", "01", "a10", "a2", "b"];
        names.sort_by(|a, b| natural_cmp(a, b));
        assert_eq!(names, ["01", "2", "10", "a2", "a10", "b"]);
    }

    #[test]
    fn case_patterns_are_exact_unless_they_have_wildcards() {
        assert!(matches("07", "07"));
        assert!(matches("7", "07"), "a number matches its zero-padded case");
        assert!(matches("1", "01-one-queen"));
        assert!(!matches("1", "10-n1000-correct"));
        assert!(!matches("1", "sample1"));
        assert!(matches("0", "00"));
        assert!(!matches("7", "17"));
        assert!(matches("1*", "14"));
        assert!(matches("?4", "14"));
        assert!(!matches("1?", "1"));
        assert!(matches("*", "anything"));
    }

    #[test]
    fn an_input_without_expected_file_is_an_error_naming_both() {
        let root = scratch_kit("orphan");
        std::fs::write(root.join("inputs/p/07.txt"), "7").unwrap();
        std::fs::write(root.join("inputs/p/08.txt"), "8").unwrap();
        std::fs::write(root.join("expected/p/08.txt"), "92").unwrap();
        let message = pair(&root, "p", &[]).unwrap_err().to_string();
        assert_eq!(
            message,
            "no expected/p/07.txt for inputs/p/07.txt: add it or remove the input"
        );
        std::fs::remove_dir_all(root).unwrap();
    }

    #[test]
    fn cases_pair_by_name_and_filter_by_pattern() {
        let root = scratch_kit("pairs");
        for n in ["2", "10", "1"] {
            std::fs::write(root.join(format!("inputs/p/{n}.txt")), n).unwrap();
            std::fs::write(root.join(format!("expected/p/{n}.txt")), n).unwrap();
        }
        let names = |patterns: &[String]| -> Vec<String> {
            pair(&root, "p", patterns)
                .unwrap()
                .into_iter()
                .map(|c| c.name)
                .collect()
        };
        assert_eq!(names(&[]), ["1", "2", "10"]);
        assert_eq!(names(&["1*".to_string()]), ["1", "10"]);
        assert!(matches!(
            pair(&root, "p", &["9".into()]),
            Err(Error::NoCaseMatches { .. })
        ));
        // One pattern that matches nothing is an error even beside one that does.
        let error = pair(&root, "p", &["1".into(), "9".into()]).unwrap_err();
        assert_eq!(
            error.to_string(),
            "no case of p matches --case \"9\"; its cases are 1, 2, 10 \
             (wildcards * and ? work; a number matches its zero-padded name)"
        );
        std::fs::remove_dir_all(root).unwrap();
    }
}
