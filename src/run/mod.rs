//! Running one program under limits and measuring it: the judge's side
//! (`runner`), the per-run launcher process (`launcher`), what they exchange
//! (`spec`, `outcome`), and the Linux plumbing beneath (`sys`, `procfs`,
//! `orphans`).

pub mod launcher;
mod orphans;
mod outcome;
mod procfs;
mod runner;
mod spec;
pub mod sys;

pub use outcome::{Kill, RunOutcome, STDERR_KEPT_BYTES};
pub use runner::run;
pub use spec::{RunSpec, LAUNCH_ARG};
