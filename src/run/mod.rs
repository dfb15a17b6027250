//! Running one program under limits and measuring it: the judge's side
//! (`runner`), the per-run launcher process (`launcher`), what they exchange
//! (`spec`, `outcome`), the whole process tree it measures and kills (`tree`),
//! the solution's sandbox (`sandbox`), hard and soft time limits
//! (`time_limits`), the environment a program starts with (`environment`),
//! signals that end a session (`interrupt`), signal numbers (`signal`), and
//! the Linux plumbing beneath (`sys`, `procfs`, `orphans`, and `fsattr` for
//! the inode flags and extended attributes the fixture guard restores).

// The only modules that may be unsafe: each makes system calls std does not
// wrap, declared by hand, every unsafe block with the reason it is sound.
#[allow(unsafe_code)]
pub mod fsattr;
#[allow(unsafe_code)]
pub mod interrupt;
#[allow(unsafe_code)]
pub mod launcher;
#[allow(unsafe_code)]
pub mod sandbox;
#[allow(unsafe_code)]
pub mod sys;

mod environment;
mod orphans;
mod outcome;
mod procfs;
mod runner;
pub mod signal;
mod spec;
pub mod time_limits;
mod tree;

pub use outcome::{stderr_head, Kill, RunOutcome};
pub use runner::{run, run_confined};
pub use spec::{Confinement, RunSpec, LAUNCH_ARG};

/// The CPU time of everything this process has started and not yet reaped
/// (the running case's launcher and the solution's whole tree), as `/proc`
/// shows it now: what a live line shows while a case runs.
pub fn running_cpu() -> std::time::Duration {
    procfs::sample_descendants(std::process::id()).cpu
}
