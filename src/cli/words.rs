//! The words of the command line that are not options: problem ids and at
//! most one solution file, told apart. Ids have no dots or slashes, so a word
//! with one (or a path that exists) is a file; the two may come in either
//! order (`judge.sh mine.py boj9663` works too). The mistakes a new user makes
//! each get one line: an empty `--cmd`, two files, a file without its id, a
//! directory, and a mistyped id (`no problem boj9633; did you mean boj9663?`).

use crate::error::Error;
use crate::lang::prepare::Submission;
use crate::problem;
use std::ffi::OsString;
use std::path::Path;

/// The problems named and the user's code, if any.
#[derive(Debug, PartialEq)]
pub struct Resolved {
    pub problems: Vec<String>,
    pub submission: Option<Submission>,
}

/// What the rest of the line says about the code judged.
pub struct Given<'a> {
    pub command: Option<String>,
    pub lang: Option<&'static str>,
    pub known: &'a [String],
}

/// Sorts `positional` into ids and a submission.
pub fn resolve(positional: Vec<OsString>, given: Given) -> Result<Resolved, Error> {
    let usage = |m: &str| Err(Error::Usage(m.to_string()));
    let known = given.known;
    if given
        .command
        .as_deref()
        .is_some_and(|c| c.trim().is_empty())
    {
        return usage("--cmd needs a command to run, such as --cmd './a.out'");
    }
    let is_id = |a: &OsString| a.to_str().is_some_and(|s| known.iter().any(|k| k == s));
    let shown = |a: &OsString| a.to_string_lossy().into_owned();
    let looks_like_file = |a: &OsString| {
        let text = a.to_string_lossy();
        text.contains(['.', '/']) || Path::new(a).exists()
    };
    let files: Vec<&OsString> = positional
        .iter()
        .filter(|a| looks_like_file(a) && !is_id(a))
        .collect();
    let others: Vec<&OsString> = positional
        .iter()
        .filter(|a| !looks_like_file(a) && !is_id(a))
        .collect();
    let ids: Vec<String> = positional.iter().filter(|a| is_id(a)).map(shown).collect();
    let unknown = |word: &OsString| Err(problem::unknown(&shown(word), known.to_vec()));
    let mut file = match files[..] {
        [] => None,
        [one] => Some(one.clone()),
        [first, second, ..] => {
            return Err(Error::Usage(format!(
                "two solution files given ({} and {}): judge one at a time",
                shown(first),
                shown(second)
            )))
        }
    };
    if let Some(path) = &file {
        if let Some(word) = others.first() {
            return unknown(word);
        }
        if ids.is_empty() {
            return Err(Error::Usage(format!(
                "which problem is {} for? Put its id first: scripts/judge.sh ID {} (ids: {})",
                shown(path),
                shown(path),
                known.join(", ")
            )));
        }
        if Path::new(path).is_dir() {
            return Err(Error::Usage(format!(
                "{} is a directory: give the solution file in it",
                shown(path)
            )));
        }
    }
    // `ID NAME`, NAME no id: a file without an extension, unless it is near an id.
    if let ([word], [_], None) = (&others[..], &ids[..], &file) {
        let near = problem::unknown(&shown(word), known.to_vec());
        let typo = matches!(&near, Error::UnknownProblem { near, .. } if !near.is_empty());
        if positional.last() == Some(*word) && !typo {
            file = Some((*word).clone());
        } else {
            return Err(near);
        }
    } else if let Some(word) = others.first() {
        return unknown(word);
    }
    let submission = match (file, given.command) {
        (Some(_), Some(_)) => {
            return usage("--cmd judges one problem: scripts/judge.sh ID --cmd 'COMMAND'")
        }
        (Some(path), None) => Some(Submission::File {
            path: path.into(),
            lang: given.lang,
        }),
        (None, Some(command)) if ids.len() == 1 => Some(Submission::Command(command)),
        (None, Some(_)) => {
            return usage("--cmd judges one problem: scripts/judge.sh ID --cmd 'COMMAND'")
        }
        (None, None) => None,
    };
    if given.lang.is_some() && !matches!(submission, Some(Submission::File { .. })) {
        return usage(
            "--lang names a solution file's language: scripts/judge.sh ID FILE --lang NAME",
        );
    }
    if submission.is_some() && ids.len() != 1 {
        return usage("a solution file is judged on one problem: scripts/judge.sh ID FILE");
    }
    Ok(Resolved {
        problems: ids,
        submission,
    })
}
