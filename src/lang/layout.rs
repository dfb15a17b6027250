//! Where a user's code goes in the build directory: as it is, under the
//! judge's file name, when it has an entry point of its own; or into the
//! LeetCode harness that calls the method the problem declares.

use super::build::HarnessFeed;
use super::diagnostics::PathMap;
use super::leetcode::{self, detect, Signature, UserCode};
use super::{Kind, Language, SourceLayout};
use crate::error::Error;
use crate::problem::Problem;
use std::path::Path;

/// The user's code and the LeetCode harness that calls its method, with
/// LeetCode's signature of that method for messages and how the harness is fed.
pub(super) fn leetcode_harness(
    language: &Language,
    problem: &Problem,
    user: &UserCode,
    path: &Path,
) -> Result<(SourceLayout, String, HarnessFeed), Error> {
    let header_error = |message: String| Error::ProblemHeader {
        path: problem.source.clone(),
        message,
    };
    let declared = problem.leetcode_method.as_deref().ok_or_else(|| {
        header_error(format!(
            "{} has no entry point of its own, and the problem declares no '- leetcode method:' to call",
            user.shown
        ))
    })?;
    let signature = Signature::parse(declared).map_err(header_error)?;
    let line = leetcode::signature_line(language.kind, &signature).map_err(header_error)?;
    let method = leetcode::method_name(language.kind, &signature);
    if !detect::has_method(language.kind, user.source, &method) {
        return Err(Error::NoMethod {
            problem: problem.id.clone(),
            method,
            path: path.to_path_buf(),
            signature: line,
        });
    }
    let harness = leetcode::harness(language.kind, &signature, user).map_err(header_error)?;
    let feed = HarnessFeed {
        params: signature.params.len(),
    };
    Ok((harness, line, feed))
}

/// A program with its own entry point, compiled under the judge's file name.
pub(super) fn as_it_is(language: &Language, user: &UserCode) -> SourceLayout {
    let name = language.source_name;
    let mut paths = PathMap::default();
    paths
        .add(user.workdir.join(name).display().to_string(), user.shown)
        .add(format!("./{name}"), user.shown)
        .add(name, user.shown);
    // C and C++ name the file themselves, so even `assert` messages show the user's path.
    let directive = match language.kind {
        Kind::C | Kind::Cpp => format!("#line 1 {}\n", leetcode::quoted(user.shown)),
        _ => String::new(),
    };
    SourceLayout {
        files: vec![(name.to_string(), format!("{directive}{}", user.source))],
        user_file: name.to_string(),
        paths,
    }
}
