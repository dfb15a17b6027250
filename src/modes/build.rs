//! `judge build [ID…]`: builds problems' own binaries the way the judges build
//! a submission and prints their paths, one a line, for use outside the judge.

use crate::error::Error;
use crate::problem::{self, build};

/// What `build` was asked to do: the problems to build.
pub type Options = super::ProblemSet;

/// Builds the binaries and prints one path a line.
pub fn run(options: &Options) -> Result<bool, Error> {
    let ids = problem::named_or_all(&options.root, &options.problems)?;
    let sources: Vec<_> = ids
        .iter()
        .map(|id| (id.clone(), problem::source_path(&options.root, id)))
        .collect();
    for path in build::binaries(&options.root, &sources)? {
        println!("{}", path.display());
    }
    Ok(true)
}
