//! Running one program under limits and measuring it: the judge's side
//! (`runner`), the per-run launcher process (`launcher`), what they exchange
//! (`spec`, `outcome`), the whole process tree it measures and kills (`tree`),
//! hard and soft time limits (`time_limits`), the environment a program
//! starts with (`environment`), signals that end a session (`interrupt`),
//! signal numbers (`signal`), and the Linux plumbing beneath (`sys`, `procfs`,
//! `orphans`, and `fsattr` for the inode flags and extended attributes the
//! fixture guard restores). The solution's sandbox is in layers (`layers`
//! decides which): namespaces entered by a cloned child (`namespaces`) with
//! what it sees there (`mounts`, carried out by `mount_calls`) and the run's
//! init (`init`), and what the solution's process applies to itself before
//! exec (`confine`): its own session, Landlock (`landlock`), seccomp (`seccomp`).

// The only modules that may be unsafe: each makes system calls std does not
// wrap, declared by hand, every unsafe block with the reason it is sound.
#[allow(unsafe_code)]
pub mod confine;
#[allow(unsafe_code)]
pub mod fsattr;
#[allow(unsafe_code)]
pub mod interrupt;
#[allow(unsafe_code)]
pub mod landlock;
#[allow(unsafe_code)]
pub mod mount_calls;
#[allow(unsafe_code)]
pub mod namespaces;
#[allow(unsafe_code)]
pub mod seccomp;
#[allow(unsafe_code)]
pub mod sys;

mod environment;
pub mod init;
pub mod launcher;
mod layers;
mod mounts;
mod orphans;
mod outcome;
mod procfs;
mod runner;
pub mod signal;
mod spec;
pub mod time_limits;
mod tree;

pub use init::INIT_ARG;
pub use outcome::{stderr_head, Kill, RunOutcome};
pub use runner::{run, run_confined};
pub use spec::{Confinement, RunSpec, LAUNCH_ARG};

/// The CPU time of everything this process has started and not yet reaped
/// (the running case's launcher and the solution's whole tree), as `/proc`
/// shows it now: what a live line shows while a case runs.
pub fn running_cpu() -> std::time::Duration {
    procfs::sample_descendants(std::process::id()).cpu
}
