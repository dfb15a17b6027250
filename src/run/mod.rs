//! Running one program under limits and measuring it: the judge's side
//! (`runner`), the per-run launcher process (`launcher`), what they exchange
//! (`spec`, `outcome`), the whole process tree it measures and kills (`tree`),
//! the solution's sandbox (`sandbox`), hard and soft time limits
//! (`time_limits`), signals that end a session (`signals`), how it is
//! measured (`measure`: a cgroup v2 per run, `cgroup`, `run_cgroup`, or the
//! `/proc` walk: `cpu_ledger`, `tree_memory`, `shmem`), and the Linux
//! plumbing beneath (`sys`, `procfs`, `orphans`).

mod cgroup;
mod cpu_ledger;
pub mod launcher;
mod measure;
mod orphans;
mod outcome;
mod procfs;
mod run_cgroup;
mod runner;
pub mod sandbox;
mod shmem;
pub mod signals;
mod spec;
pub mod sys;
pub mod time_limits;
mod tree;
mod tree_memory;

#[cfg(test)]
pub use measure::Method;
pub use measure::{end_session, MAX_TASKS};
pub use outcome::{stderr_head, Kill, RunOutcome};
pub use runner::{run, run_confined};
pub use spec::{Confinement, RunSpec, LAUNCH_ARG};
