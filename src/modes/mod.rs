//! The judge's commands, one module each, each owning its options and its
//! `run`: `judge` (every fixture), `stress` (random inputs against the kit's
//! own solution) and `build` (the problems' own binaries). The two that run
//! solutions are wrapped in [`interruptible`], so that Ctrl-C stops them cleanly.

pub mod build;
pub mod judge;
pub mod stress;

use crate::error::Error;
use crate::run::interrupt;

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
        (Err(Error::FixtureChanged { path }), _) => Err(Error::FixtureChanged { path }),
        (Err(_), Some(signal)) => Err(interrupt::interruption(signal)),
        (judged, _) => judged,
    }
}
