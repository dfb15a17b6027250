//! `judge build [ID…]`: builds problems' own binaries the way the judges build
//! a submission and prints their paths, one a line, for use outside the judge.

use crate::error::Error;
use crate::problem::{self, build};
use std::path::PathBuf;

/// What `build` was asked to do.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Options {
    pub root: PathBuf,
    /// The problems to build; empty means all of them.
    pub problems: Vec<String>,
}

/// Builds the binaries and prints one path a line.
pub fn run(options: &Options) -> Result<bool, Error> {
    let ids = match options.problems.is_empty() {
        true => problem::ids(&options.root)?,
        false => options.problems.clone(),
    };
    let sources: Vec<_> = ids
        .iter()
        .map(|id| (id.clone(), problem::source_path(&options.root, id)))
        .collect();
    for path in build::binaries(&options.root, &sources)? {
        println!("{}", path.display());
    }
    Ok(true)
}
