//! The judge's commands, one module each, each owning its options and its
//! `run`: `judge` (every fixture), `watch` (judge again on every save),
//! `custom` (one input of the user's, `--input`), `leetcode` (a LeetCode file's
//! cases in one process), `stress` (random inputs
//! against the kit's own solution), `list` (the problems) and `build` (the
//! problems' own binaries). Those that run solutions are wrapped in
//! [`interruptible`], so that Ctrl-C stops them cleanly.

pub mod build;
pub mod custom;
pub mod judge;
pub mod leetcode;
pub mod list;
mod live;
pub mod stress;
pub mod watch;

use crate::error::Error;
use crate::run::interrupt;
use std::path::PathBuf;

/// Some of the kit's problems, for the modes that only read or build them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ProblemSet {
    pub root: PathBuf,
    /// The problems named; empty means all of them.
    pub problems: Vec<String>,
}

/// Runs `work` (a judging or stress session) so that SIGINT, SIGTERM or SIGHUP
/// stop it cleanly: runs are stopped, temporary directories removed, and the
/// result is [`Error::Interrupted`] (exit status 128 + signal).
pub fn interruptible(work: impl FnOnce() -> Result<bool, Error>) -> Result<bool, Error> {
    interrupt::install().map_err(|e| Error::Launch {
        program: "the judge".into(),
        message: format!("cannot handle signals: {e}"),
    })?;
    let judged = work();
    // A signal can also surface as another error (a compiler stopped by Ctrl-C).
    match (judged, interrupt::received()) {
        (Err(changed @ Error::FixtureChanged { .. }), _) => Err(changed),
        (Err(_), Some(signal)) => Err(interrupt::interruption(signal)),
        (judged, _) => judged,
    }
}
